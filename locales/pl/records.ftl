# Zapisane gry: historia i powtórka oglądana ruch po ruchu w terminalu.

history-none = Nie zapisano jeszcze żadnej gry.
replay-past-end = Powtórka nie może wyjść poza ruch { $at }.
replay-keys = Enter: następny ruch, b: wstecz, numer: przejdź do tego ruchu, q: wyjdź
replay-last-move = To był ostatni ruch. Wpisz q, aby wyjść.
replay-keys-again = Wpisz Enter, b, numer ruchu albo q.
replay-seat = Miejsce { $number }
replay-start = Początek, przed ruchem 1 z { $total }.
replay-moved-as = Ruch { $at } z { $total }: { $name }: { $action }.
replay-moved = Ruch { $at } z { $total }: { $name } wykonuje ruch.
replay-sees = Co widzi { $name }:
replay-parts = Ta powtórka odbiega od zapisu przy ruchu { $number }: { $why }. Zapisała ją wersja karty { $version }.
history-heading-id = nr
history-heading-game = gra
history-heading-started = początek (UTC)
history-heading-moves = ruchy
history-heading-ending = koniec
history-heading-seats = miejsca
history-ending = { $ending ->
    [finished] ukończona
    [abandoned] porzucona
    [interrupted] przerwana
   *[playing] w toku
}
history-won = { $seat } (wygrana)
history-hint = podpowiedź
history-undos = { $count ->
    [one] 1 cofnięcie
    [few] { $count } cofnięcia
   *[many] { $count } cofnięć
}
replay-written = Zapisano do { $file }.
replay-imported = Zaimportowano grę { $title } jako grę nr { $id } w zapisach.
replay-imported-one = Zaimportowano 1 grę jako grę nr { $id } w zapisach.
replay-imported-many = Zaimportowano gry ({ $count }) jako gry nr { $first }–{ $last } w zapisach (karty replay NR pokazuje jedną z nich).
replay-bare = Gier z pliku { $file }, których nie da się powtórzyć: { $count }. Partię uruchomiono bez --record, więc jej wiersze nie mają ruchów.
replay-parted-over = gra już się skończyła
replay-parted-turn = ruch ma miejsce { $expected }, a nie miejsce { $seat }
replay-parted-unread = nie można odczytać „{ $action }”: { $reason }
replay-parted-refused = „{ $action }” zostaje odrzucone: { $reason }
replay-makao-table = Na wierzchu { $card }; w talii kart: { $count }; ruch: { $name }.
replay-makao-hand = { $name }: { $cards }
replay-makao-hand-none = { $name }: brak kart
replay-makao-hand-size = { $name }: { $count ->
    [one] 1 karta
    [few] { $count } karty
   *[many] { $count } kart
}
replay-saboteur-role = Twoja rola: { $role }.
