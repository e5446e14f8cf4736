# Snimljene igre: istorija i snimak koji se pregleda potez po potez u terminalu.

history-none = Još nijedna igra nije snimljena.
replay-past-end = Snimak ne može dalje od poteza { $at }.
replay-keys = Enter: sledeći potez, b: nazad, broj: idi na taj potez, q: izađi
replay-last-move = To je bio poslednji potez. Upiši q za izlaz.
replay-keys-again = Upiši Enter, b, broj poteza ili q.
replay-seat = Mesto { $number }
replay-start = Početak, pre poteza 1 od { $total }.
replay-moved-as = Potez { $at } od { $total }: { $name }: { $action }.
replay-moved = Potez { $at } od { $total }: { $name } igra.
replay-sees = Šta vidi { $name }:
replay-parts = Ovaj snimak se razilazi sa zapisom kod poteza { $number }: { $why }. Snimila ga je verzija karty { $version }.
history-heading-id = br.
history-heading-game = igra
history-heading-started = početak (UTC)
history-heading-moves = potezi
history-heading-ending = kraj
history-heading-seats = mesta
history-ending = { $ending ->
    [finished] završena
    [abandoned] napuštena
    [interrupted] prekinuta
   *[playing] u toku
}
history-won = { $seat } (pobeda)
history-hint = pomoć
history-undos = { $count ->
    [one] { $count } vraćanje
    [few] { $count } vraćanja
   *[other] { $count } vraćanja
}
replay-written = Zapisano u { $file }.
replay-imported = Igra { $title } je uvezena kao igra br. { $id } u zapisima.
replay-imported-one = 1 igra je uvezena kao igra br. { $id } u zapisima.
replay-imported-many = Uvezene igre ({ $count }) imaju u zapisima brojeve od { $first } do { $last } (karty replay BR. prikazuje jednu od njih).
replay-bare = Igre iz datoteke { $file } koje se ne mogu ponoviti: { $count }. Serija je pokrenuta bez --record, pa njeni redovi nemaju poteze.
replay-parted-over = igra se već završila
replay-parted-turn = na potezu je mesto { $expected }, a ne mesto { $seat }
replay-parted-unread = „{ $action }“ ne može da se pročita: { $reason }
replay-parted-refused = „{ $action }“ je odbijeno: { $reason }
replay-makao-table = Gore je { $card }; u špilu karata: { $count }; na potezu: { $name }.
replay-makao-hand = { $name }: { $cards }
replay-makao-hand-none = { $name }: nema karata
replay-makao-hand-size = { $name }: { $count ->
    [one] { $count } karta
    [few] { $count } karte
   *[other] { $count } karata
}
replay-saboteur-role = Tvoja uloga: { $role }.
