# Pasjans Klondike słowami, do dziennika, podpowiedzi i wskazówek w przeglądarce; notacja
# (CF, U) idzie w nawiasie, tak jak wpisuje się ją w terminalu.

klondike-turn = odkryj { $count ->
        [one] kartę
        [few] { $count } karty
       *[many] { $count } kart
    } z talii
klondike-refill = odwróć odkryte karty z powrotem do talii
klondike-run = { $card } i { $more ->
        [one] kartę na niej
        [few] { $more } karty na niej
       *[many] { $more } kart na niej
    }
klondike-from-column = z kolumny { $column }
klondike-from-waste = z odkrytych kart
klondike-to-foundation = przełóż { $cards } { $from } na stos docelowy
klondike-onto-card = przełóż { $cards } { $from } na { $onto } w kolumnie { $to }
klondike-to-empty = przełóż { $cards } { $from } do pustej kolumny { $to }
klondike-moved = Ruch: { $what } ({ $notation }).
klondike-hint = Podpowiedź: { $what } ({ $notation }).
klondike-tip = Wskazówka: { $what } ({ $notation }).
klondike-tip-odds = Wskazówka: { $what } ({ $notation }); wygrała { $wins } z { $samples } rozkładów kart, których nie widać.

# Gra w terminalu (układ z czeskiego kursu), poza odmowami silnika gry.

klondike-seed = Ziarno: { $seed } (powtórz to rozdanie z --seed { $seed })
klondike-won = Wygrana w { $moves ->
        [one] 1 ruchu
       *[other] { $moves } ruchach
    }!
klondike-nothing-safe = Teraz nic nie może bezpiecznie trafić na stosy docelowe.
klondike-finish-offer = Wszystkie karty są odkryte: wpisz auto, a gra dokończy się sama.
klondike-nothing-to-undo = Nie ma czego cofać.
klondike-undone = Cofnięto.
klondike-status = Ruchy: { $moves } · talia (U): { $stock ->
        [one] 1 karta
        [few] { $stock } karty
       *[many] { $stock } kart
    }
klondike-saved = Zapisano w { $file }. Wróć do gry później poleceniem: { $command }
klondike-save-offer = Zapisać grę przed wyjściem? Wpisz nazwę pliku albo naciśnij Enter, by wyjść.
klondike-replace = { $file } istnieje i nie jest zapisem tej gry. Zastąpić go?
klondike-not-saved = Nie zapisano.
klondike-save-failed = Nie udało się zapisać w { $file }: { $reason }
klondike-hint-peeked = Podpowiedź: { $move } (solver zajrzał pod zakryte karty).
klondike-hint-lost = Stąd żaden ruch nie wygrywa: ta gra jest przegrana.
klondike-tip-plain = Wskazówka: { $move }.
klondike-tip-won = Wskazówka: { $move } (wygrała { $wins } z { $samples } rozkładów kart, których nie widać).
klondike-tip-none = Brak wskazówki: żaden ruch chyba nigdzie nie prowadzi.
klondike-hint-unknown = Solver nie znalazł na czas wygrywającej drogi.
klondike-hint-only-back = Żadna znaleziona wygrywająca droga nie obywa się bez powrotu do stanu sprzed twojego ostatniego ruchu.
klondike-stuck = Żaden pozostały ruch niczego nie zmienia: ta gra jest przegrana. Cofnij (undo) albo wyjdź (quit).
klondike-no-moves = Nie ma już żadnego dozwolonego ruchu: cofnij (undo) albo wyjdź (quit).

# Pomoc, na ?: polecenia i opcje gry w terminalu.

klondike-help =
    Polecenia (wielkie lub małe litery):
    ?      ta pomoc
    U      odkryj kartę z U na V albo, gdy U jest pusta, napełnij U z V
    {"       "}(z --draw 3 po trzy karty naraz)
    EC     przełóż kartę z E na C    (skąd: A–G albo V; dokąd: A–G albo W–Z)
    E2G    przełóż 2 karty z E na G  (skąd: A–G albo V; liczba; dokąd: A–G albo W–Z)
    auto   przełóż na stosy docelowe W–Z każdą kartę, która może tam bezpiecznie trafić;
    {"       "}gdy wszystkie karty są odkryte, dokończ grę
    undo   cofnij ostatnie polecenie (dowolnie wiele razy)
    hint   następny ruch wygrywającej drogi (solver zagląda pod zakryte karty,
    {"       "}więc wygrana po nim liczy się jako z pomocą)
    tip    ruch, który zrobiłby gracz widzący to, co ty: próbuje niewidocznych kart
    {"       "}na wiele sposobów i wybiera ruch, który wygrywa najczęściej (bez pomocy)
    save PLIK  zapisz grę do PLIKU (zagraj dalej z --load PLIK)
    quit   zakończ grę (najpierw proponuje zapis)
    Ctrl+C zakończ grę
    Z --ascii kolory pisze się literami: S ♠, H ♥, D ♦, C ♣.

# Pytanie przy każdym ruchu, ze spacją na końcu.
klondike-prompt = Twój ruch:{" "}

# Odmowy wpisanego wiersza.

klondike-not-understood = Nie rozumiem tego ruchu
klondike-not-a-number = „{ $text }” to nie liczba
klondike-save-needs-file = save wymaga nazwy pliku: save PLIK
klondike-refused = { $why ->
        [no-cards] Ruch musi przełożyć co najmniej jedną kartę!
        [too-many-from-waste] Z V można brać tylko jedną kartę naraz!
        [not-enough-cards] W { $source } nie ma na to dość kart!
        [face-down] Nie można przekładać zakrytych kart!
        [king-only] Do pustej kolumny może trafić tylko król!
        [one-card-to-foundation] Na stos docelowy można kłaść tylko jedną kartę naraz!
        [ace-only] Na pusty stos docelowy może trafić tylko as!
        [one-suit] Stos docelowy musi mieć jeden kolor!
        [foundation-order] Stosy docelowe układa się po kolei od asa w górę!
        [descending] Sekwencje muszą iść w dół po jednej randze!
        [alternate-colours] Kolory muszą się przeplatać!
       *[nothing-to-turn] Nie ma czego odkryć: U i V są puste!
    }
klondike-turned-up = { $card } zostaje odkryta.
