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

# Dlaczego ruch zostaje odrzucony.
saboteur-no-game = gra się skończyła
saboteur-no-choose-gold = runda się skończyła: { $name } wybiera kartę złota (weź 1, 2 albo 3)
saboteur-no-gold-now = nie ma teraz złota do wzięcia
saboteur-no-such-gold = nie została żadna karta złota za { $gold ->
        [one] 1 samorodek
        [few] { $gold } samorodki
       *[many] { $gold } samorodków
    }
saboteur-no-such-card = nie masz karty nr { $position }: kart w ręce: { $held }
saboteur-no-such-player = nie ma gracza { $seat }: miejsca są od 1 do { $players }
saboteur-play-on-player = tę kartę zagrywa się na gracza ({ $card } idzie na gracza, np. play { $position } on 2)
saboteur-lay-on-board = połóż tę kartę na pustym polu połączonym ze startem (np. play { $position } at C4)
saboteur-rockfall-on-board = zawał zagrywa się na kartę tunelu na planszy (np. play { $position } at C4)
saboteur-map-on-goal = mapę zagrywa się na kartę celu (np. map 1 with { $position } albo play { $position } at J2)
saboteur-not-turnable = obrócić można tylko kartę tunelu; { $card } — nie
saboteur-on-start = na { $cell } leży karta startu
saboteur-on-goal = na { $cell } leży karta celu
saboteur-occupied = na { $cell } leży już karta tunelu
saboteur-no-lay-tools-broken = nie możesz kłaść tuneli, gdy masz zablokowane: { $tools }
saboteur-misfit = karta nie pasuje do karty na { $cell }: jej bok ({ $side }) jest { $open ->
        [yes] zamknięty
       *[no] otwarty
    }, a bok twojej karty, który do niego przylega, jest { $open ->
        [yes] otwarty
       *[no] zamknięty
    }
saboteur-side-name = { $side ->
        [up] górny
        [right] prawy
        [down] dolny
       *[left] lewy
    }
saboteur-not-joined = karta na { $cell } nie byłaby połączona ze startem ścieżką
saboteur-no-tunnel = na { $cell } nie ma karty tunelu, którą można zawalić
saboteur-rockfall-start = zawał nie może trafić w kartę startu
saboteur-rockfall-goal = zawał nie może trafić w kartę celu
saboteur-no-such-goal = nie ma celu { $goal }: cele to 1, 2 i 3, od góry
saboteur-goal-already-up = cel { $goal } jest już odkryty
saboteur-break-own = blokuj narzędzie innego gracza, nie własne
saboteur-already-broken = { $owner ->
        [yes] twoje narzędzie
       *[no] narzędzie gracza { $name }
    } ({ $tool }) jest już zablokowane
saboteur-not-broken = { $owner ->
        [yes] twoje narzędzie
       *[no] narzędzie gracza { $name }
    } ({ $tool }) nie jest zablokowane
saboteur-nothing-to-repair = { $owner ->
        [yes] twoje narzędzia
       *[no] narzędzia gracza { $name }
    } ({ $tools }) nie są zablokowane
saboteur-which-tool = { $owner ->
        [yes] twoje zablokowane narzędzia
       *[no] zablokowane narzędzia gracza { $name }
    }: { $tools }; powiedz, które naprawić (np. play { $position } on { $seat } { $tool })
saboteur-wrong-tool = { $card } nie naprawia narzędzia { $tool }
saboteur-tool-not-needed = narzędzie podaje się tylko przy podwójnej naprawie
saboteur-and = { $first } i { $last }

# Dlaczego wpisany tekst nie jest ruchem.
saboteur-typed-empty = wpisz ruch: { $grammar }
saboteur-typed-syntax = `{ $text }` to nie ruch: { $grammar }
saboteur-typed-cell = `{ $text }` to nie pole: wpisz literę kolumny A-K i numer wiersza 1-7, np. C4
saboteur-typed-card = `{ $text }` to nie karta
saboteur-typed-tool = `{ $text }` to nie narzędzie: pick (kilof), lantern (latarnia) albo cart (wózek)
saboteur-typed-position = `{ $text }` to nie karta z twojej ręki: karty liczy się od 1, od lewej
saboteur-typed-goal = `{ $text }` to nie cel: cele to 1, 2 i 3, od góry
saboteur-typed-gold = `{ $text }` to nie karta złota: weź 1, 2 albo 3 samorodki
saboteur-typed-player = nie ma gracza `{ $text }`: podaj numer miejsca, imię albo `me`

# Dozwolony ruch słowami, jak powiedziałby go gracz (etykiety na stronie).
saboteur-do-lay = połóż { $card } na { $cell }{ $turned ->
        [yes] , obróconą
       *[no] {""}
    }
saboteur-do-rockfall = rozwal kartę na { $cell } zawaleniem
saboteur-do-break = zablokuj { $yours ->
        [yes] sobie
       *[no] graczowi { $target }
    } { $tool ->
        [pick] kilof
        [lantern] latarnię
       *[cart] wózek
    }
saboteur-do-repair = odblokuj { $yours ->
        [yes] sobie
       *[no] graczowi { $target }
    } { $tool ->
        [pick] kilof
        [lantern] latarnię
       *[cart] wózek
    }
saboteur-do-map = popatrz na mapie na cel { $goal } ({ $cell })
saboteur-do-discard = odrzuć kartę: { $card }
saboteur-do-take = weź kartę złota: { $gold ->
        [one] 1 samorodek
        [few] { $gold } samorodki
       *[many] { $gold } samorodków
    }
