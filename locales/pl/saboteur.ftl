# Sabotażysta: co stół w terminalu i dziennik przeglądarki mówią o każdym ruchu.
# Słowa gry z notatki projektowej (seed 002): tunel, ślepa uliczka, mapa, rozwal tunel,
# kilof, latarnia, wózek, dobry krasnal, sabotażysta, złoto, kamień.

saboteur-laid = { $you ->
        [yes] Kładziesz
       *[no] { $name } kładzie
    } na { $cell }: { $shape }.
saboteur-goal-gold = Ścieżka dochodzi do celu na { $cell }; karta zostaje odkryta: złoto!
saboteur-goal-stone-turned = Ścieżka dochodzi do celu na { $cell }; karta zostaje odkryta: kamień (obrócony, by pasował do ścieżki).
saboteur-goal-stone = Ścieżka dochodzi do celu na { $cell }; karta zostaje odkryta: kamień.
saboteur-rockfall-tunnel = { $you ->
        [yes] Rozwalasz
       *[no] { $name } rozwala
    } tunel na { $cell }.
saboteur-rockfall-dead-end = { $you ->
        [yes] Rozwalasz
       *[no] { $name } rozwala
    } ślepą uliczkę na { $cell }.
saboteur-broke = { $you ->
        [yes] Blokujesz
       *[no] { $name } blokuje
    } { $yours ->
        [yes] ci
       *[no] graczowi { $target }
    } { $tool ->
        [pick] kilof
        [lantern] latarnię
       *[cart] wózek
    }.
saboteur-repaired-own = { $you ->
        [yes] Odblokowujesz
       *[no] { $name } odblokowuje
    } { $tool ->
        [pick] swój kilof
        [lantern] swoją latarnię
       *[cart] swój wózek
    }.
saboteur-repaired = { $you ->
        [yes] Odblokowujesz
       *[no] { $name } odblokowuje
    } { $yours ->
        [yes] ci
       *[no] graczowi { $target }
    } { $tool ->
        [pick] kilof
        [lantern] latarnię
       *[cart] wózek
    }.
saboteur-mapped = { $you ->
        [yes] Patrzysz
       *[no] { $name } patrzy
    } na mapie na cel { $goal } ({ $cell }).
saboteur-discarded = { $you ->
        [yes] Odrzucasz
       *[no] { $name } odrzuca
    } kartę.
saboteur-took-gold = { $you ->
        [yes] Bierzesz
       *[no] { $name } bierze
    } kartę złota: { $gold ->
        [one] 1 samorodek
        [few] { $gold } samorodki
       *[many] { $gold } samorodków
    }.
saboteur-round-started = Runda { $round }: nowe role zostają rozdane. { $you ->
        [yes] Zaczynasz
       *[no] Zaczyna { $name }
    }.
saboteur-game-over = Koniec gry.
saboteur-round-over-gold = Koniec rundy { $round }: { $you ->
        [yes] docierasz
       *[no] { $name } dociera
    } do złota z { $cell }. Wygrywają krasnale!
saboteur-round-over-empty = Koniec rundy { $round }: { $you ->
        [yes] nie masz
       *[no] { $name } nie ma
    } już kart do zagrania. Wygrywają sabotażyści!

# Stół w terminalu: ekran, końce rund i ranking.

saboteur-welcome = Sabotażysta: { $seats }. { $rounds ->
        [one] 1 runda
        [few] { $rounds } rundy
       *[many] { $rounds } rund
    }; wygrywa, kto ma najwięcej samorodków. W swojej turze wpisz ?, by zobaczyć pomoc.
saboteur-round-first = Runda { $round } z { $rounds }: zaczyna { $name }.
saboteur-round-to-move = Runda { $round } z { $rounds }: ruch ma { $name }.
saboteur-round-next = Runda { $round } z { $rounds }: nowe role zostają rozdane. Zaczyna { $name }.
saboteur-over-already = Ta gra jest skończona.
saboteur-board-at-end = Plansza na koniec rundy:
saboteur-goals-shown = {"   "}Widać też nieosiągnięte cele: (G) złoto, (s) kamień.
saboteur-press-enter = Naciśnij Enter, by grać dalej.
saboteur-you-drew = Dobierasz kartę: { $card }.
saboteur-map-gold = Twoja mapa pokazuje cel { $goal } ({ $cell }): złoto!
saboteur-map-stone = Twoja mapa pokazuje cel { $goal } ({ $cell }): kamień.
saboteur-nothing-yet = W tej rundzie jeszcze nic się nie wydarzyło.
saboteur-you-may = Możesz:
saboteur-choose-gold = { $name }, wybierz kartę złota spośród odkrytych ({ $golds }): { $takes }.
saboteur-title = Runda { $round } z { $rounds } · tura: { $name } · talia { $stock } · odrzucone { $discards } · karty złota { $gold }
saboteur-title-tall = Runda { $round } z { $rounds } · tura: { $name } (miejsce { $seat })
saboteur-piles = Talia: { $stock ->
        [one] 1 karta
        [few] { $stock } karty
       *[many] { $stock } kart
    } · odrzucone: { $discards } · zostało kart złota: { $gold }
saboteur-you-are = { $name }, twoja rola: { $role }. Twoje karty:
saboteur-your-move = Twój ruch? (play 2 at C4 [turned], play 3 on 2, map 1 with 4, discard 5; moves wypisuje wszystkie, ? to pomoc)
saboteur-roles = Role: { $roles }.
saboteur-gold-for-diggers = Złoto dla krasnali (samorodki): { $golds }; wybierają po kolei: { $order }.
saboteur-nuggets-won = Samorodki zdobyte w rundzie { $round }: { $won }.
saboteur-totals = Razem: { $totals }.
saboteur-final-ranking = Ranking końcowy:
saboteur-standing = {"  "}{ $place }. { $name } — { $nuggets ->
        [one] 1 samorodek
        [few] { $nuggets } samorodki
       *[many] { $nuggets } samorodków
    }
saboteur-wins = Wygrywa { $name }!
saboteur-share-win = Wspólna wygrana: { $names }!
saboteur-refused = { $action }: odmowa: { $why }. Spróbuj jeszcze raz (moves wypisuje, co możesz zrobić).
saboteur-gold-all-alike = Pozostałe karty złota są takie same ({ $gold ->
        [one] 1 samorodek
        [few] { $gold } samorodki
       *[many] { $gold } samorodków
    }): { $name } nie ma czego wybierać.
saboteur-type-an-action = Wpisz ruch albo ?, by zobaczyć pomoc.

# Karty i role słowami.

saboteur-shape = { $kind ->
        [tunnel] tunel
       *[dead] ślepa uliczka
    } (wyjścia: { $sides })
saboteur-side-up = góra
saboteur-side-right = prawo
saboteur-side-down = dół
saboteur-side-left = lewo
saboteur-role-digger = dobry krasnal
saboteur-role-saboteur = sabotażysta
saboteur-role-of = { $name }: { $role ->
        [saboteur] sabotażysta
       *[other] dobry krasnal
    }

# Ręka obok planszy, karta w wierszu (nazwy kart z notatki, seed 002).

saboteur-you-are-short = Twoja rola: { $role }. Twoje karty:
saboteur-no-cards = {"  "}(brak kart)
saboteur-card-map = mapa
saboteur-card-rockfall = rozwal tunel
saboteur-card-broken = zablokuj { $tool ->
        [pick] kilof
        [lantern] latarnię
       *[cart] wózek
    }
saboteur-card-repair = odblokuj { $tool ->
        [pick] kilof
        [lantern] latarnię
       *[cart] wózek
    }
saboteur-card-repair-either = odblokuj { $tool ->
        [pick] kilof
        [lantern] latarnię
       *[cart] wózek
    } albo { $other ->
        [pick] kilof
        [lantern] latarnię
       *[cart] wózek
    }
saboteur-legend = S start · [?] cel · [G]/[s] jak pokazała mapa · { $block } ślepa uliczka · ? pomoc, log
saboteur-legend-end = S start · [G]/[s] gdzie leżało złoto i kamienie, nieosiągnięte · { $block } ślepa uliczka
saboteur-panel-player = gracz
saboteur-panel-hand = ręka
saboteur-panel-gold = złoto
saboteur-panel-broken = zablokowane
saboteur-tool = { $tool ->
        [pick] kilof
        [lantern] latarnia
       *[cart] wózek
    }

# Wysoki ekran: karty, gracze, cele.

saboteur-face-map = mapa
saboteur-face-rockfall = rozwal
saboteur-face-broken = zablokuj
saboteur-face-repair = odblokuj
saboteur-tools-whole = narzędzia całe
saboteur-tools-broken = zablokowane: { $tools }
saboteur-note-you = ty
saboteur-note-computer = komputer
saboteur-list-cards = { $cards ->
        [one] karta
        [few] karty
       *[many] kart{" "}
    }
saboteur-list-nuggets = { $nuggets ->
        [one] samorodek{" "}
        [few] samorodki{" "}
       *[many] samorodków
    }
saboteur-goal-face-up = { $goal ->
        [gold] złoto
       *[other] kamień
    }, odkryty
saboteur-goal-mapped = { $goal ->
        [gold] złoto
       *[other] kamień
    } (twoja mapa)
saboteur-goals = Cele: { $goals }
saboteur-earlier = ({ $what ->
        [moves] wcześniejsze ruchy: { $count }
       *[lines] wcześniejsze wiersze tej rundy: { $count }; wpisz log, by je zobaczyć
    })
