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
