# Sabotér: co říká stůl v terminálu a deník v prohlížeči o každém tahu.

saboteur-laid = { $you ->
        [yes] Pokládáš
       *[no] { $name } pokládá
    } na { $cell }: { $shape }.
saboteur-goal-gold = Cesta dosáhla cíle na { $cell }; karta se otáčí: zlato!
saboteur-goal-stone-turned = Cesta dosáhla cíle na { $cell }; karta se otáčí: kámen (pootočený, aby navazoval na cestu).
saboteur-goal-stone = Cesta dosáhla cíle na { $cell }; karta se otáčí: kámen.
saboteur-rockfall-tunnel = { $you ->
        [yes] Zavaluješ
       *[no] { $name } zavaluje
    } tunel na { $cell }.
saboteur-rockfall-dead-end = { $you ->
        [yes] Zavaluješ
       *[no] { $name } zavaluje
    } slepou chodbu na { $cell }.
saboteur-broke = { $you ->
        [yes] Rozbíjíš
       *[no] { $name } rozbíjí
    } { $yours ->
        [yes] ti
       *[no] hráči { $target }
    } { $tool ->
        [pick] krumpáč
        [lantern] lucernu
       *[cart] vozík
    }.
saboteur-repaired-own = { $you ->
        [yes] Opravuješ
       *[no] { $name } opravuje
    } { $tool ->
        [pick] svůj krumpáč
        [lantern] svou lucernu
       *[cart] svůj vozík
    }.
saboteur-repaired = { $you ->
        [yes] Opravuješ
       *[no] { $name } opravuje
    } { $yours ->
        [yes] ti
       *[no] hráči { $target }
    } { $tool ->
        [pick] krumpáč
        [lantern] lucernu
       *[cart] vozík
    }.
saboteur-mapped = { $you ->
        [yes] Díváš se
       *[no] { $name } se dívá
    } do mapy na cíl { $goal } ({ $cell }).
saboteur-discarded = { $you ->
        [yes] Odhazuješ
       *[no] { $name } odhazuje
    } kartu.
saboteur-took-gold = { $you ->
        [yes] Bereš
       *[no] { $name } bere
    } kartu zlata: { $gold ->
        [one] 1 nuget
        [few] { $gold } nugety
       *[other] { $gold } nugetů
    }.
saboteur-round-started = Kolo { $round }: rozdávají se nové role. { $you ->
        [yes] Začínáš
       *[no] Začíná { $name }
    }.
saboteur-game-over = Hra skončila.
saboteur-round-over-gold = Kolo { $round } skončilo: { $you ->
        [yes] dostáváš se
       *[no] { $name } se dostává
    } ke zlatu z { $cell }. Vyhrávají zlatokopové!
saboteur-round-over-empty = Kolo { $round } skončilo: { $you ->
        [yes] už nemáš
       *[no] { $name } už nemá
    } co zahrát. Vyhrávají sabotéři!

# Stůl v terminálu: obrazovka, konce kol a pořadí.

saboteur-welcome = Sabotér: { $seats }. { $rounds ->
        [one] 1 kolo
        [few] { $rounds } kola
       *[other] { $rounds } kol
    }; vyhrává nejvíc nugetů. Na tahu napiš ? pro nápovědu.
saboteur-round-first = Kolo { $round } z { $rounds }: začíná { $name }.
saboteur-round-to-move = Kolo { $round } z { $rounds }: na tahu je { $name }.
saboteur-round-next = Kolo { $round } z { $rounds }: rozdávají se nové role. Začíná { $name }.
saboteur-over-already = Tato hra skončila.
saboteur-board-at-end = Hrací plocha na konci kola:
saboteur-goals-shown = {"   "}Ukázané jsou i nedosažené cíle: (G) zlato, (s) kámen.
saboteur-press-enter = Stiskni Enter a pokračuj.
saboteur-you-drew = Bereš si kartu: { $card }.
saboteur-map-gold = Tvoje mapa ukazuje cíl { $goal } ({ $cell }): zlato!
saboteur-map-stone = Tvoje mapa ukazuje cíl { $goal } ({ $cell }): kámen.
saboteur-nothing-yet = V tomto kole se ještě nic nestalo.
saboteur-you-may = Můžeš:
saboteur-choose-gold = { $name }, vyber kartu zlata z otočených ({ $golds }): { $takes }.
saboteur-title = Kolo { $round } z { $rounds } · na tahu: { $name } · balíček { $stock } · odhozené { $discards } · karet zlata { $gold }
saboteur-title-tall = Kolo { $round } z { $rounds } · na tahu: { $name } (místo { $seat })
saboteur-piles = Balíček: { $stock ->
        [one] 1 karta
        [few] { $stock } karty
       *[other] { $stock } karet
    } · odhozené: { $discards } · zbývá karet zlata: { $gold }
saboteur-you-are = { $name }, tvoje role: { $role }. Tvoje karty:
saboteur-your-move = Tvůj tah? (play 2 at C4 [turned], play 3 on 2, map 1 with 4, discard 5; moves vypíše všechny, ? nápověda)
saboteur-roles = Role: { $roles }.
saboteur-gold-for-diggers = Zlato pro zlatokopy (nugety): { $golds }; vybírají postupně: { $order }.
saboteur-nuggets-won = Nugety získané v kole { $round }: { $won }.
saboteur-totals = Celkem: { $totals }.
saboteur-final-ranking = Konečné pořadí:
saboteur-standing = {"  "}{ $place }. { $name } — { $nuggets ->
        [one] 1 nuget
        [few] { $nuggets } nugety
       *[other] { $nuggets } nugetů
    }
saboteur-wins = Vyhrává { $name }!
saboteur-share-win = Společná výhra: { $names }!
saboteur-refused = { $action } nejde: { $why }. Zkus to znovu (moves vypíše, co můžeš).
saboteur-gold-all-alike = Zbylé karty zlata jsou všechny stejné ({ $gold ->
        [one] 1 nuget
        [few] { $gold } nugety
       *[other] { $gold } nugetů
    }): { $name } nemá z čeho vybírat.
saboteur-type-an-action = Napiš tah, nebo ? pro nápovědu.

# Karty a role slovy.

saboteur-shape = { $kind ->
        [tunnel] tunel
       *[dead] slepá chodba
    } (východy: { $sides })
saboteur-side-up = nahoru
saboteur-side-right = doprava
saboteur-side-down = dolů
saboteur-side-left = doleva
saboteur-role-digger = zlatokop
saboteur-role-saboteur = sabotér
saboteur-role-of = { $name }: { $role ->
        [saboteur] sabotér
       *[other] zlatokop
    }

# Karty v ruce vedle hrací plochy, karta na řádek.

saboteur-you-are-short = Tvoje role: { $role }. Tvoje karty:
saboteur-no-cards = {"  "}(žádné karty)
saboteur-card-map = mapa
saboteur-card-rockfall = zával
saboteur-card-broken = rozbitý { $tool ->
        [pick] krumpáč
        [lantern] lucerna
       *[cart] vozík
    }
saboteur-card-repair = oprava: { $tool ->
        [pick] krumpáč
        [lantern] lucerna
       *[cart] vozík
    }
saboteur-card-repair-either = oprava: { $tool ->
        [pick] krumpáč
        [lantern] lucerna
       *[cart] vozík
    }/{ $other ->
        [pick] krumpáč
        [lantern] lucerna
       *[cart] vozík
    }
saboteur-legend = S start · [?] cíl · [G]/[s] jak ukázala mapa · { $block } slepá chodba · ? nápověda, log
saboteur-legend-end = S start · [G]/[s] kde leželo zlato a kameny, nedosažené · { $block } slepá chodba
saboteur-panel-player = hráč
saboteur-panel-hand = ruka
saboteur-panel-gold = zlato
saboteur-panel-broken = rozbité
saboteur-tool = { $tool ->
        [pick] krumpáč
        [lantern] lucerna
       *[cart] vozík
    }

# Vysoká obrazovka: karty, hráči, cíle.

saboteur-face-map = mapa
saboteur-face-rockfall = zával
saboteur-face-broken = rozbitý
saboteur-face-repair = oprava
saboteur-tools-whole = nástroje celé
saboteur-tools-broken = rozbité: { $tools }
saboteur-note-you = ty
saboteur-note-computer = počítač
saboteur-list-cards = { $cards ->
        [one] karta
        [few] karty
       *[other] karet
    }
saboteur-list-nuggets = { $nuggets ->
        [one] nuget{" "}
        [few] nugety
       *[other] nugetů
    }
saboteur-goal-face-up = { $goal ->
        [gold] zlato
       *[other] kámen
    }, otočený
saboteur-goal-mapped = { $goal ->
        [gold] zlato
       *[other] kámen
    } (tvoje mapa)
saboteur-goals = Cíle: { $goals }
saboteur-earlier = ({ $what ->
        [moves] dřívější tahy: { $count }
       *[lines] dřívější řádky tohoto kola: { $count }; napiš log a uvidíš je
    })

# Proč je tah odmítnut.
saboteur-no-game = hra skončila
saboteur-no-choose-gold = kolo skončilo: { $name } vybírá kartu zlata (vezmi 1, 2 nebo 3)
saboteur-no-gold-now = teď není žádné zlato k vzetí
saboteur-no-such-gold = žádná karta zlata za { $gold ->
        [one] 1 nuget
        [few] { $gold } nugety
       *[other] { $gold } nugetů
    } už nezbývá
saboteur-no-such-card = nemáš kartu č. { $position }: karet v ruce: { $held }
saboteur-no-such-player = hráč { $seat } není: místa jsou od 1 do { $players }
saboteur-play-on-player = tuto kartu hraj na hráče ({ $card } patří na hráče, např. play { $position } on 2)
saboteur-lay-on-board = polož tuto kartu na prázdné pole spojené se startem (např. play { $position } at C4)
saboteur-rockfall-on-board = zával hraj na kartu tunelu na ploše (např. play { $position } at C4)
saboteur-map-on-goal = mapu hraj na kartu cíle (např. map 1 with { $position } nebo play { $position } at J2)
saboteur-not-turnable = otočit lze jen kartu tunelu; { $card } ne
saboteur-on-start = na { $cell } je startovní karta
saboteur-on-goal = na { $cell } je karta cíle
saboteur-occupied = na { $cell } už leží karta tunelu
saboteur-no-lay-tools-broken = nemůžeš pokládat tunely, dokud máš zničené: { $tools }
saboteur-misfit = karta nesedí ke kartě na { $cell }: její strana ({ $side }) je { $open ->
        [yes] zavřená
       *[no] otevřená
    }, ale strana tvé karty, která k ní přiléhá, je { $open ->
        [yes] otevřená
       *[no] zavřená
    }
saboteur-side-name = { $side ->
        [up] horní
        [right] pravá
        [down] dolní
       *[left] levá
    }
saboteur-not-joined = karta na { $cell } by nebyla cestou spojena se startem
saboteur-no-tunnel = na { $cell } není karta tunelu, kterou by šlo zavalit
saboteur-rockfall-start = zával nemůže zasáhnout startovní kartu
saboteur-rockfall-goal = zával nemůže zasáhnout kartu cíle
saboteur-no-such-goal = cíl { $goal } není: cíle jsou 1, 2 a 3 shora dolů
saboteur-goal-already-up = cíl { $goal } už je odkrytý
saboteur-break-own = znič nástroj jiného hráče, ne svůj
saboteur-already-broken = { $owner ->
        [yes] tvůj nástroj
       *[no] nástroj hráče { $name }
    } ({ $tool }) už je zničený
saboteur-not-broken = { $owner ->
        [yes] tvůj nástroj
       *[no] nástroj hráče { $name }
    } ({ $tool }) není zničený
saboteur-nothing-to-repair = { $owner ->
        [yes] tvé nástroje
       *[no] nástroje hráče { $name }
    } ({ $tools }) nejsou zničené
saboteur-which-tool = { $owner ->
        [yes] tvé zničené nástroje
       *[no] zničené nástroje hráče { $name }
    }: { $tools }; řekni, který opravit (např. play { $position } on { $seat } { $tool })
saboteur-wrong-tool = { $card } neopravuje nástroj { $tool }
saboteur-tool-not-needed = nástroj se uvádí jen u dvojité opravy
saboteur-and = { $first } a { $last }

# Proč napsaný text není tah.
saboteur-typed-empty = napiš tah: { $grammar }
saboteur-typed-syntax = `{ $text }` není tah: { $grammar }
saboteur-typed-cell = `{ $text }` není pole: napiš písmeno sloupce A-K a číslo řádku 1-7, např. C4
saboteur-typed-card = `{ $text }` není karta
saboteur-typed-tool = `{ $text }` není nástroj: pick (krumpáč), lantern (lucerna) nebo cart (vozík)
saboteur-typed-position = `{ $text }` není karta v tvé ruce: karty se počítají od 1 zleva
saboteur-typed-goal = `{ $text }` není cíl: cíle jsou 1, 2 a 3 shora dolů
saboteur-typed-gold = `{ $text }` není karta zlata: vezmi 1, 2 nebo 3 nugety
saboteur-typed-player = hráč `{ $text }` není: uveď číslo místa, jméno nebo `me`

# Povolený tah slovy, jak by ho řekl hráč (popisky na stránce).
saboteur-do-lay = polož { $card } na { $cell }{ $turned ->
        [yes] , pootočenou
       *[no] {""}
    }
saboteur-do-rockfall = zaval kartu na { $cell }
saboteur-do-break = rozbij { $yours ->
        [yes] sobě
       *[no] hráči { $target }
    } { $tool ->
        [pick] krumpáč
        [lantern] lucernu
       *[cart] vozík
    }
saboteur-do-repair = oprav { $yours ->
        [yes] sobě
       *[no] hráči { $target }
    } { $tool ->
        [pick] krumpáč
        [lantern] lucernu
       *[cart] vozík
    }
saboteur-do-map = podívej se do mapy na cíl { $goal } ({ $cell })
saboteur-do-discard = odhoď kartu: { $card }
saboteur-do-take = vezmi si kartu zlata: { $gold ->
        [one] 1 nuget
        [few] { $gold } nugety
       *[other] { $gold } nugetů
    }
