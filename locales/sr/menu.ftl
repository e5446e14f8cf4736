# Ekran podešavanja igre u meniju, pre njenog početka.

menu-start = Počni: { $game }
menu-setting = { $about }: { $value }
menu-open-saved = Otvori sačuvanu igru: { $game }
menu-back-to-main = Nazad u glavni meni
menu-settings-title = { $game }: počni ili prvo promeni podešavanje
menu-settings-not-kept = Ova podešavanja nisu mogla da se sačuvaju za sledeći put: { $reason }
menu-which-file = Koji fajl? ({ "Enter" }: nazad)
menu-number-prompt = { $about } (od { $min } do { $max })?
menu-must-be-number = { $name } mora biti ceo broj od { $min } do { $max }
menu-must-be-choice = { $name } mora biti jedno od: { $values }
menu-must-be-flag = { $name } mora biti { "true" } ili { "false" }

# Glavni meni i alati za špil.

menu-title = { "karty" }: glavni meni (špil: { $cards ->
        [one] { $cards } karta
        [few] { $cards } karte
       *[other] { $cards } karata
    })
menu-play = Igraj: { $title }
menu-play-browser = Igraj u pregledaču
menu-setting-about = { $name ->
        [rules] Pravila
        [twist] Tvist (pravila { "polish" }): { "K♣" } menja karte
        [play_on] Igra se za mesta kad prvi završi
        [level] Računarski igrači
        [hands] Partije u meču (pravila { "serbian" })
        [draw] Karte koje se okreću iz špila
        [winnable] Samo deljenja koja mogu da se dobiju
        [rounds] Runde u igri
       *[other] { $about }
    }
menu-value = { $value ->
        [yes] da
        [no] ne
        [default] podrazumevano
        [easy] lak
        [normal] normalan
        [hard] težak
       *[other] { $value }
    }
menu-resume = Nastavi prekinutu igru: { $game }
menu-tool-stats = Statistika odigranih igara
menu-tool-history = Snimljene igre i ponovni pregled
menu-tool-shuffle = Promešaj špil
menu-tool-draw = Vuci kartu sa vrha
menu-tool-pick = Izvuci kartu iz špila
menu-tool-show = Pokaži redosled špila
menu-tool-new-deck = Novi špil
menu-tool-packs = Izaberi broj špilova (sada { $packs })
menu-tool-quit = Izlaz
menu-goodbye = Doviđenja.
menu-could-not-open = Nije moglo da se otvori: { $reason }
menu-could-not-resume = Nije moglo da se nastavi: { $reason }
deck-shuffled = Promešano: { $cards ->
        [one] { $cards } karta
        [few] { $cards } karte
       *[other] { $cards } karata
    }.
deck-drew = Vučeš { $drawn }. { $left ->
        [one] Ostala je { $left } karta
        [few] Ostale su { $left } karte
       *[other] Ostalo je { $left } karata
    }.
deck-picked = Izvlačiš { $card }. { $left ->
        [one] Ostala je { $left } karta
        [few] Ostale su { $left } karte
       *[other] Ostalo je { $left } karata
    }.
deck-empty-new = Špil je prazan: izaberi Novi špil da počneš ispočetka.
deck-empty = Špil je prazan.
deck-which-card = Koja karta, brojano od vrha (1-{ $count }; { "Esc" } ili { "q" }: nazad)?
deck-order = Špil, od gornje karte:
deck-new = Novi špil od { $cards } karata, po redu.
deck-how-many-packs = Koliko špilova (1-{ $max }; { "Esc" } ili { "q" }: nazad)?
deck-new-packs = Novi špil od { $packs ->
        [one] { $packs } špila
       *[other] { $packs } špilova
    }: { $cards } karata, po redu.
deck-cannot-draw = ne može da se vuče { $count }: u špilu { $cards ->
        [one] je samo { $cards } karta
        [few] su samo { $cards } karte
       *[other] je samo { $cards } karata
    }
deck-left = { $cards ->
        [one] U špilu je ostala { $cards } karta.
        [few] U špilu su ostale { $cards } karte.
       *[other] U špilu je ostalo { $cards } karata.
    }

# Statistika odigranih igara.

stats-none-yet = Još nije zabeležena nijedna igra.
stats-game = igra
stats-played = odigrano
stats-won = dobijeno
stats-win-rate = uspešnost
stats-streak = niz
stats-best-streak = najbolji niz
stats-best-moves = najmanje poteza
stats-abandoned = napušteno
stats-assisted = uz pomoć
menu-history-which = Koju igru pregledati potez po potez (njen broj; Enter: nazad)?
menu-history-not-a-number = { $answer } nije broj igre: upiši broj sa spiska ili Enter za povratak.
# A game's title in this language. $name: the game's name in commands; $game: its title.
game-title = { $name ->
        [saboteur] Saboter
       *[other] { $game }
    }
