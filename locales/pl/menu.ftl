# Ekran ustawień gry w menu, pokazywany przed jej początkiem.

menu-start = Zacznij: { $game }
menu-setting = { $about }: { $value }
menu-open-saved = Otwórz zapisaną grę: { $game }
menu-back-to-main = Wróć do menu głównego
menu-settings-title = { $game }: zacznij albo najpierw zmień ustawienie
menu-settings-not-kept = Tych ustawień nie udało się zachować na później: { $reason }
menu-which-file = Który plik? (Enter: wstecz)
menu-number-prompt = { $about } (od { $min } do { $max })?
menu-must-be-number = { $name } musi być liczbą całkowitą od { $min } do { $max }
menu-must-be-choice = { $name } musi być jednym z: { $values }
menu-must-be-flag = { $name } musi być true albo false

# Menu główne i narzędzia talii.

menu-title = karty: menu główne (talia: { $cards ->
        [one] 1 karta
        [few] { $cards } karty
       *[many] { $cards } kart
    })
menu-play = Zagraj: { $title }
menu-play-browser = Zagraj w przeglądarce
menu-setting-about = { $name ->
        [rules] Zasady
        [twist] Twist (zasady polish): K♣ zamienia karty
        [play_on] Gra o miejsca, gdy pierwszy gracz skończy
        [level] Gracze komputerowi
        [hands] Rozdania w meczu (zasady serbian)
        [draw] Karty odkrywane z talii
        [winnable] Tylko rozdania do wygrania
        [rounds] Rundy w grze
       *[other] { $about }
    }
menu-value = { $value ->
        [yes] tak
        [no] nie
        [default] domyślnie
        [easy] łatwy
        [normal] normalny
        [hard] trudny
       *[other] { $value }
    }
menu-resume = Wznów przerwaną grę: { $game }
menu-tool-stats = Statystyki rozegranych gier
menu-tool-history = Zapisane gry i powtórki
menu-tool-shuffle = Potasuj talię
menu-tool-draw = Dobierz kartę z wierzchu
menu-tool-pick = Wyciągnij kartę z talii
menu-tool-show = Pokaż kolejność talii
menu-tool-new-deck = Nowa talia
menu-tool-packs = Wybierz liczbę talii (teraz { $packs })
menu-tool-quit = Wyjdź
menu-goodbye = Do widzenia.
menu-could-not-open = Nie udało się jej otworzyć: { $reason }
menu-could-not-resume = Nie udało się jej wznowić: { $reason }
deck-shuffled = Potasowano { $cards ->
        [one] 1 kartę
        [few] { $cards } karty
       *[many] { $cards } kart
    }.
deck-drew = Dobierasz { $drawn }. { $left ->
        [one] Została 1 karta
        [few] Zostały { $left } karty
       *[many] Zostało { $left } kart
    }.
deck-picked = Wyciągasz { $card }. { $left ->
        [one] Została 1 karta
        [few] Zostały { $left } karty
       *[many] Zostało { $left } kart
    }.
deck-empty-new = Talia jest pusta: wybierz Nowa talia, by zacząć od nowa.
deck-empty = Talia jest pusta.
deck-which-card = Która karta, licząc od wierzchu (1-{ $count }; Esc albo q: wstecz)?
deck-order = Talia, od wierzchniej karty:
deck-new = Nowa talia, { $cards } kart po kolei.
deck-how-many-packs = Ile talii (1-{ $max }; Esc albo q: wstecz)?
deck-new-packs = Nowa talia z { $packs ->
        [one] 1 talii
       *[other] { $packs } talii
    }: { $cards } kart po kolei.
deck-cannot-draw = nie można dobrać { $count }: w talii { $cards ->
        [one] jest tylko 1 karta
        [few] są tylko { $cards } karty
       *[many] jest tylko { $cards } kart
    }
deck-left = { $cards ->
        [one] W talii została 1 karta.
        [few] W talii zostały { $cards } karty.
       *[many] W talii zostało { $cards } kart.
    }

# Statystyki rozegranych gier.

stats-none-yet = Nie zapisano jeszcze żadnej gry.
stats-game = gra
stats-played = rozegrane
stats-won = wygrane
stats-win-rate = skuteczność
stats-streak = seria
stats-best-streak = najlepsza seria
stats-best-moves = najmniej ruchów
stats-abandoned = porzucone
stats-assisted = z pomocą
menu-history-which = Którą grę przejrzeć ruch po ruchu (jej numer; Enter: wstecz)?
menu-history-not-a-number = { $answer } nie jest numerem gry: wpisz numer z listy albo Enter, aby wrócić.
# A game's title in this language. $name: the game's name in commands; $game: its title.
game-title = { $name ->
        [saboteur] Sabotażysta
       *[other] { $game }
    }
