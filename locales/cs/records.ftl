# Zaznamenané hry: historie a záznam procházený tah po tahu v terminálu.

history-none = Zatím není zaznamenaná žádná hra.
replay-past-end = Záznam nemůže pokračovat za tah { $at }.
replay-keys = Enter: další tah, b: zpět, číslo: přejít na ten tah, q: odejít
replay-last-move = To byl poslední tah. Napište q pro odchod.
replay-keys-again = Napište Enter, b, číslo tahu nebo q.
replay-seat = Místo { $number }
replay-start = Začátek, před tahem 1 z { $total }.
replay-moved-as = Tah { $at } z { $total }: { $name }: { $action }.
replay-moved = Tah { $at } z { $total }: { $name } táhne.
replay-sees = Co vidí { $name }:
replay-parts = Tento záznam se od uložené hry odchyluje v tahu { $number }: { $why }. Zaznamenala ji verze karty { $version }.
history-heading-id = č.
history-heading-game = hra
history-heading-started = začátek (UTC)
history-heading-moves = tahy
history-heading-ending = konec
history-heading-seats = místa
history-ending = { $ending ->
    [finished] dohraná
    [abandoned] opuštěná
    [interrupted] přerušená
   *[playing] rozehraná
}
history-won = { $seat } (výhra)
history-hint = nápověda
history-undos = { $count ->
    [one] 1 vrácení
    [few] { $count } vrácení
   *[other] { $count } vrácení
}
replay-written = Zapsáno do { $file }.
replay-imported = Hra { $title } byla importována jako hra č. { $id } v záznamech.
replay-imported-one = 1 hra byla importována jako hra č. { $id } v záznamech.
replay-imported-many = Importované hry ({ $count }) mají v záznamech čísla { $first } až { $last } (karty replay Č. jednu z nich přehraje).
replay-bare = Hry ze souboru { $file }, které nelze přehrát: { $count }. Dávka běžela bez --record, takže její řádky nemají tahy.
replay-parted-over = hra už skončila
replay-parted-turn = na tahu je místo { $expected }, ne místo { $seat }
replay-parted-unread = „{ $action }“ nelze přečíst: { $reason }
replay-parted-refused = „{ $action }“ je odmítnuto: { $reason }
replay-makao-table = Navrchu { $card }; v balíčku karet: { $count }; na tahu: { $name }.
replay-makao-hand = { $name }: { $cards }
replay-makao-hand-none = { $name }: žádné karty
replay-makao-hand-size = { $name }: { $count ->
    [one] 1 karta
    [few] { $count } karty
   *[other] { $count } karet
}
replay-saboteur-role = Tvoje role: { $role }.
