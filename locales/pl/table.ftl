# Co mówią wszystkie stoły tak samo: wyjście z gry, gra, która się nie zaczęła, ziarno rozdania.

table-leave-quit = Wychodzisz z gry.
table-leave-input-ended = Wejście się skończyło.
table-stopped-saved = { $why } Gra kończy się tutaj, nierozstrzygnięta. Zapisano ją w { $path }: wróć do niej poleceniem { $command }
table-stopped-unsaved = { $why } Gra kończy się tutaj, nierozstrzygnięta, i nie została zapisana.
table-stopped-unsaved-seed = { $why } Gra kończy się tutaj, nierozstrzygnięta, i nie została zapisana. { $seed_told }
table-seed-told = To rozdanie miało ziarno { $seed }: zagraj je jeszcze raz z --seed { $seed }.
table-no-game = Tym razem bez gry.
table-ended-before = Wejście skończyło się przed początkiem gry. Do widzenia.

# Zapisywanie gry, przy każdym stole.

table-save-where = Podaj, gdzie zapisać: save PLIK
table-save-not-stdout = Grę zapisuje się do pliku, nie na standardowe wyjście: save PLIK (na przykład save gra.json).
table-not-saved-because = Nie zapisano: { $reason }.
table-replace = { $file } istnieje i nie jest zapisem tej gry. Zastąpić go?
table-not-saved = Nie zapisano.
table-saved = Zapisano w { $file }. Wróć do gry poleceniem: { $command }
table-saved-hint = Twoja gra została zapisana w { $file }: wróć do niej poleceniem { $command }
table-cannot-save = Nie da się zapisać w { $file }: { $reason }.
table-save-offer = Zapisać grę przed wyjściem? Wpisz nazwę pliku albo naciśnij Enter, by wyjść.
table-symlink = { $file } to dowiązanie symboliczne, nie plik: nie zostanie zastąpione
table-directory = { $file } to katalog
table-special-file = { $file } nie jest zwykłym plikiem (to urządzenie, FIFO albo gniazdo): nie zostanie zastąpiony
table-read-only = { $file } jest tylko do odczytu: nie zostanie zastąpiony

# Koniec gry i bieżący wynik partii przy stole.

table-over-no-winner = Koniec gry, bez zwycięzcy.
table-over-won = Koniec gry. Wygrywa: { $names }.
table-points = Punkty: { $points }.
table-series-wins = { $name }: { $wins ->
        [one] 1 wygrana
        [few] { $wins } wygrane
       *[many] { $wins } wygranych
    }
table-series = Po { $games ->
        [one] 1 grze
       *[other] { $games } grach
    }: { $wins }.

# Pytania przy klawiaturze.

table-choose = Wybierz 1-{ $count }:
table-yes-no = { $question } (y/n)
table-yes-no-back = { $question } (y/n; Esc albo q: wstecz)
table-answer-y-or-n = Odpowiedz y (tak) albo n (nie).
table-turn-over = { $name }, twoja tura się skończyła: naciśnij Enter, by ukryć karty.
table-pass-keyboard = Przekaż klawiaturę. Teraz: { $name }. Naciśnij Enter.
table-line-too-long = Ten wiersz był dłuższy niż 4 KiB, więc go odrzucono. Wpisz go jeszcze raz.
table-type-a-number = Wpisz liczbę od { $min } do { $max }.
table-out-of-range = { $answer } jest poza zakresem: wpisz liczbę od { $min } do { $max }.
table-not-a-number = „{ $answer }” nie jest liczbą: wpisz liczbę od { $min } do { $max }.

# A list: "Ala, Bob and Cy".
table-and = { $rest } i { $last }

# Ctrl+C i inne sygnały.

table-interrupted = Przerwano.{ $goodbye ->
        [yes] {" "}Do widzenia.
       *[no] {""}
    }
table-interrupted-saved = Przerwano. { $saved }
table-interrupted-not-saved = Przerwano. Nie udało się zapisać gry: { $reason }.
table-interrupted-saved-to = Gra została zapisana w { $path }. Wróć do niej poleceniem: { $command }
table-back-to-menu = Powrót do menu głównego.

# A fresh seed, told on standard error.
table-fresh-seed = Ziarno: { $seed } (powtórz to rozdanie z --seed { $seed })
