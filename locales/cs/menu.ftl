# Obrazovka nastavení hry v menu, před jejím začátkem.

menu-start = Začít: { $game }
menu-setting = { $about }: { $value }
menu-open-saved = Otevřít uloženou hru: { $game }
menu-back-to-main = Zpět do hlavního menu
menu-settings-title = { $game }: začni, nebo nejdřív změň nastavení
menu-settings-not-kept = Tato nastavení se nepodařilo uchovat na příště: { $reason }
menu-which-file = Který soubor? (Enter: zpět)
menu-number-prompt = { $about } ({ $min } až { $max })?
menu-must-be-number = { $name } musí být celé číslo od { $min } do { $max }
menu-must-be-choice = { $name } musí být jedno z: { $values }
menu-must-be-flag = { $name } musí být true nebo false

# Hlavní menu a nástroje balíčku.

menu-title = karty: hlavní menu (balíček: { $cards ->
        [one] 1 karta
        [few] { $cards } karty
       *[other] { $cards } karet
    })
menu-play = Hrát: { $title }
menu-play-browser = Hrát v prohlížeči
menu-setting-about = { $name ->
        [rules] Pravidla
        [twist] Twist (pravidla polish): K♣ vymění karty
        [play_on] Hrát o pořadí, když první skončí
        [level] Počítačoví hráči
        [hands] Rozdání v zápase (pravidla serbian)
        [draw] Karty otáčené z balíčku
        [winnable] Jen vyhratelná rozdání
        [rounds] Kola ve hře
       *[other] { $about }
    }
menu-value = { $value ->
        [yes] ano
        [no] ne
        [default] výchozí
        [easy] snadný
        [normal] normální
        [hard] těžký
       *[other] { $value }
    }
menu-resume = Pokračovat v přerušené hře: { $game }
menu-tool-stats = Statistiky odehraných her
menu-tool-history = Zaznamenané hry a jejich přehrání
menu-tool-shuffle = Zamíchat balíček
menu-tool-draw = Vzít kartu shora
menu-tool-pick = Vytáhnout kartu z balíčku
menu-tool-show = Ukázat pořadí balíčku
menu-tool-new-deck = Nový balíček
menu-tool-packs = Zvolit počet balíčků (teď { $packs })
menu-tool-quit = Konec
menu-goodbye = Na shledanou.
menu-could-not-open = Nepodařilo se ji otevřít: { $reason }
menu-could-not-resume = Nepodařilo se v ní pokračovat: { $reason }
deck-shuffled = Zamícháno { $cards ->
        [one] 1 karta
        [few] { $cards } karty
       *[other] { $cards } karet
    }.
deck-drew = Bereš si { $drawn }. { $left ->
        [one] Zbývá 1 karta
        [few] Zbývají { $left } karty
       *[other] Zbývá { $left } karet
    }.
deck-picked = Vytahuješ { $card }. { $left ->
        [one] Zbývá 1 karta
        [few] Zbývají { $left } karty
       *[other] Zbývá { $left } karet
    }.
deck-empty-new = Balíček je prázdný: vyber Nový balíček a začni znovu.
deck-empty = Balíček je prázdný.
deck-which-card = Kterou kartu, počítáno shora (1-{ $count }; Esc nebo q: zpět)?
deck-order = Balíček, od vrchní karty:
deck-new = Nový balíček, { $cards } karet popořadě.
deck-how-many-packs = Kolik balíčků (1-{ $max }; Esc nebo q: zpět)?
deck-new-packs = Nový balíček z { $packs ->
        [one] 1 balíčku
       *[other] { $packs } balíčků
    }: { $cards } karet popořadě.
deck-cannot-draw = nelze vzít { $count }: v balíčku { $cards ->
        [one] je jen 1 karta
        [few] jsou jen { $cards } karty
       *[other] je jen { $cards } karet
    }
deck-left = { $cards ->
        [one] V balíčku zbývá 1 karta.
        [few] V balíčku zbývají { $cards } karty.
       *[other] V balíčku zbývá { $cards } karet.
    }

# Statistiky odehraných her.

stats-none-yet = Zatím není zaznamenaná žádná hra.
stats-game = hra
stats-played = hráno
stats-won = výhry
stats-win-rate = úspěšnost
stats-streak = série
stats-best-streak = nejlepší série
stats-best-moves = nejméně tahů
stats-abandoned = opuštěné
stats-assisted = s pomocí
menu-history-which = Kterou hru projít tah po tahu (její číslo; Enter: zpět)?
menu-history-not-a-number = { $answer } není číslo hry: napište číslo ze seznamu, nebo Enter pro návrat.
# A game's title in this language. $name: the game's name in commands; $game: its title.
game-title = { $name ->
        [saboteur] Sabotér
       *[other] { $game }
    }
