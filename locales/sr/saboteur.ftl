# Saboter: šta sto u terminalu i dnevnik u pregledaču kažu o svakom potezu.

saboteur-laid = { $you ->
        [yes] Postavljaš
       *[no] { $name } postavlja
    } na { $cell }: { $shape }.
saboteur-goal-gold = Put stiže do cilja na { $cell }; karta se okreće: zlato!
saboteur-goal-stone-turned = Put stiže do cilja na { $cell }; karta se okreće: kamen (okrenut da se nadoveže na put).
saboteur-goal-stone = Put stiže do cilja na { $cell }; karta se okreće: kamen.
saboteur-rockfall-tunnel = { $you ->
        [yes] Urušavaš
       *[no] { $name } urušava
    } tunel na { $cell }.
saboteur-rockfall-dead-end = { $you ->
        [yes] Urušavaš
       *[no] { $name } urušava
    } slepu ulicu na { $cell }.
saboteur-broke = { $you ->
        [yes] Lomiš
       *[no] { $name } lomi
    } { $yours ->
        [yes] ti
       *[no] igraču { $target }
    } { $tool ->
        [pick] pijuk
        [lantern] lampu
       *[cart] kolica
    }.
saboteur-repaired-own = { $you ->
        [yes] Popravljaš
       *[no] { $name } popravlja
    } { $tool ->
        [pick] svoj pijuk
        [lantern] svoju lampu
       *[cart] svoja kolica
    }.
saboteur-repaired = { $you ->
        [yes] Popravljaš
       *[no] { $name } popravlja
    } { $yours ->
        [yes] ti
       *[no] igraču { $target }
    } { $tool ->
        [pick] pijuk
        [lantern] lampu
       *[cart] kolica
    }.
saboteur-mapped = { $you ->
        [yes] Gledaš
       *[no] { $name } gleda
    } na mapi cilj { $goal } ({ $cell }).
saboteur-discarded = { $you ->
        [yes] Odbacuješ
       *[no] { $name } odbacuje
    } kartu.
saboteur-took-gold = { $you ->
        [yes] Uzimaš
       *[no] { $name } uzima
    } kartu zlata: { $gold ->
        [one] { $gold } grumen
        [few] { $gold } grumena
       *[other] { $gold } grumenova
    }.
saboteur-round-started = Runda { $round }: dele se nove uloge. { $you ->
        [yes] Ti igraš prvi
       *[no] Prvi igra: { $name }
    }.
saboteur-game-over = Igra je završena.
saboteur-round-over-gold = Runda { $round } je gotova: { $you ->
        [yes] stižeš
       *[no] { $name } stiže
    } do zlata sa { $cell }. Kopači zlata pobeđuju!
saboteur-round-over-empty = Runda { $round } je gotova: { $you ->
        [yes] nemaš
       *[no] { $name } nema
    } više karata za igru. Saboteri pobeđuju!

# Sto u terminalu: ekran, krajevi rundi i poredak.

saboteur-welcome = Saboter: { $seats }. { $rounds ->
        [one] { $rounds } runda
        [few] { $rounds } runde
       *[other] { $rounds } rundi
    }; pobeđuje najviše grumenova. Na svom potezu upiši ? za pomoć.
saboteur-round-first = Runda { $round } od { $rounds }: prvi igra { $name }.
saboteur-round-to-move = Runda { $round } od { $rounds }: na potezu je { $name }.
saboteur-round-next = Runda { $round } od { $rounds }: dele se nove uloge. Prvi igra: { $name }.
saboteur-over-already = Ova igra je završena.
saboteur-board-at-end = Tabla na kraju runde:
saboteur-goals-shown = {"   "}Prikazani su i nedostignuti ciljevi: ({ "G" }) zlato, ({ "s" }) kamen.
saboteur-press-enter = Pritisni { "Enter" } za nastavak.
saboteur-you-drew = Vučeš kartu: { $card }.
saboteur-map-gold = Tvoja mapa pokazuje cilj { $goal } ({ $cell }): zlato!
saboteur-map-stone = Tvoja mapa pokazuje cilj { $goal } ({ $cell }): kamen.
saboteur-nothing-yet = U ovoj rundi se još ništa nije desilo.
saboteur-you-may = Možeš:
saboteur-choose-gold = { $name }, izaberi kartu zlata među okrenutim ({ $golds }): { $takes }.
saboteur-title = Runda { $round } od { $rounds } · na potezu: { $name } · špil { $stock } · odbačeno { $discards } · karata zlata { $gold }
saboteur-title-tall = Runda { $round } od { $rounds } · na potezu: { $name } (mesto { $seat })
saboteur-piles = Špil: { $stock ->
        [one] { $stock } karta
        [few] { $stock } karte
       *[other] { $stock } karata
    } · odbačeno: { $discards } · preostalo karata zlata: { $gold }
saboteur-you-are = { $name }, tvoja uloga: { $role }. Tvoje karte:
saboteur-your-move = Tvoj potez? ({ "play 2 at C4 [turned], play 3 on 2, map 1 with 4, discard 5" }; { "moves" } ih sve navodi, ? za pomoć)
saboteur-roles = Uloge: { $roles }.
saboteur-gold-for-diggers = Zlato za kopače (grumenovi): { $golds }; biraju redom: { $order }.
saboteur-nuggets-won = Grumenovi osvojeni u rundi { $round }: { $won }.
saboteur-totals = Ukupno: { $totals }.
saboteur-final-ranking = Konačni poredak:
saboteur-standing = {"  "}{ $place }. { $name } — { $nuggets ->
        [one] { $nuggets } grumen
        [few] { $nuggets } grumena
       *[other] { $nuggets } grumenova
    }
saboteur-wins = Pobeđuje { $name }!
saboteur-share-win = Zajednička pobeda: { $names }!
saboteur-refused = { $action } nije dozvoljeno: { $why }. Pokušaj ponovo ({ "moves" } navodi šta možeš).
saboteur-gold-all-alike = Preostale karte zlata su sve iste ({ $gold ->
        [one] { $gold } grumen
        [few] { $gold } grumena
       *[other] { $gold } grumenova
    }): { $name } nema šta da bira.
saboteur-type-an-action = Upiši potez ili ? za pomoć.

# Karte i uloge rečima.

saboteur-shape = { $kind ->
        [tunnel] tunel
       *[dead] slepa ulica
    } (izlazi: { $sides })
saboteur-side-up = gore
saboteur-side-right = desno
saboteur-side-down = dole
saboteur-side-left = levo
saboteur-role-digger = kopač zlata
saboteur-role-saboteur = saboter
saboteur-role-of = { $name }: { $role ->
        [saboteur] saboter
       *[other] kopač zlata
    }

# Karte u ruci pored table, karta u redu.

saboteur-you-are-short = Tvoja uloga: { $role }. Tvoje karte:
saboteur-no-cards = {"  "}(nema karata)
saboteur-card-map = mapa
saboteur-card-rockfall = urušavanje
saboteur-card-broken = slomljen alat: { $tool ->
        [pick] pijuk
        [lantern] lampa
       *[cart] kolica
    }
saboteur-card-repair = popravka: { $tool ->
        [pick] pijuk
        [lantern] lampa
       *[cart] kolica
    }
saboteur-card-repair-either = popravka: { $tool ->
        [pick] pijuk
        [lantern] lampa
       *[cart] kolica
    }/{ $other ->
        [pick] pijuk
        [lantern] lampa
       *[cart] kolica
    }
saboteur-legend = { "S" } start · [{ "?" }] cilj · [{ "G" }]/[{ "s" }] kako je mapa pokazala · { $block } slepa ulica · ? pomoć, { "log" }
saboteur-legend-end = { "S" } start · [{ "G" }]/[{ "s" }] gde su bili zlato i kamenje, nedostignuti · { $block } slepa ulica
saboteur-panel-player = igrač
saboteur-panel-hand = ruka
saboteur-panel-gold = zlato
saboteur-panel-broken = slomljeno
saboteur-tool = { $tool ->
        [pick] pijuk
        [lantern] lampa
       *[cart] kolica
    }

# Visok ekran: karte, igrači, ciljevi.

saboteur-face-map = mapa
saboteur-face-rockfall = urušavanje
saboteur-face-broken = slomljen
saboteur-face-repair = popravka
saboteur-tools-whole = alat je čitav
saboteur-tools-broken = slomljeno: { $tools }
saboteur-note-you = ti
saboteur-note-computer = računar
saboteur-list-cards = { $cards ->
        [one] karta{" "}
        [few] karte{" "}
       *[other] karata
    }
saboteur-list-nuggets = { $nuggets ->
        [one] grumen{"   "}
        [few] grumena{"  "}
       *[other] grumenova
    }
saboteur-goal-face-up = { $goal ->
        [gold] zlato
       *[other] kamen
    }, otkriven
saboteur-goal-mapped = { $goal ->
        [gold] zlato
       *[other] kamen
    } (tvoja mapa)
saboteur-goals = Ciljevi: { $goals }
saboteur-earlier = ({ $what ->
        [moves] raniji potezi: { $count }
       *[lines] raniji redovi ove runde: { $count }; upiši { "log" } da ih vidiš
    })

# Zašto je potez odbijen.
saboteur-no-game = igra je završena
saboteur-no-choose-gold = runda je završena: { $name } bira kartu zlata (uzmi 1, 2 ili 3)
saboteur-no-gold-now = sada nema zlata za uzimanje
saboteur-no-such-gold = nije ostala nijedna karta zlata od { $gold ->
        [one] { $gold } grumena
       *[other] { $gold } grumena
    }
saboteur-no-such-card = nemaš kartu br. { $position }: karata u ruci: { $held }
saboteur-no-such-player = nema igrača { $seat }: mesta su od 1 do { $players }
saboteur-play-on-player = ovu kartu igraj na igrača ({ $card } ide na igrača, npr. play { $position } on 2)
saboteur-lay-on-board = stavi ovu kartu na prazno polje povezano sa startom (npr. play { $position } at C4)
saboteur-rockfall-on-board = urušavanje igraj na kartu tunela na tabli (npr. play { $position } at C4)
saboteur-map-on-goal = mapu igraj na kartu cilja (npr. map 1 with { $position } ili play { $position } at J2)
saboteur-not-turnable = okrenuti se može samo karta tunela; { $card } ne može
saboteur-on-start = na { $cell } je startna karta
saboteur-on-goal = na { $cell } je karta cilja
saboteur-occupied = na { $cell } već leži karta tunela
saboteur-no-lay-tools-broken = ne možeš da postavljaš tunele dok su ti pokvareni: { $tools }
saboteur-misfit = karta ne odgovara karti na { $cell }: njena strana ({ $side }) je { $open ->
        [yes] zatvorena
       *[no] otvorena
    }, a strana tvoje karte okrenuta prema njoj je { $open ->
        [yes] otvorena
       *[no] zatvorena
    }
saboteur-side-name = { $side ->
        [up] gornja
        [right] desna
        [down] donja
       *[left] leva
    }
saboteur-not-joined = karta na { $cell } ne bi bila putem povezana sa startom
saboteur-no-tunnel = na { $cell } nema karte tunela koja može da se uruši
saboteur-rockfall-start = urušavanje ne može da pogodi startnu kartu
saboteur-rockfall-goal = urušavanje ne može da pogodi kartu cilja
saboteur-no-such-goal = nema cilja { $goal }: ciljevi su 1, 2 i 3, odozgo nadole
saboteur-goal-already-up = cilj { $goal } je već otkriven
saboteur-break-own = pokvari alat drugog igrača, ne svoj
saboteur-already-broken = { $owner ->
        [yes] tvoj alat
       *[no] alat igrača { $name }
    } ({ $tool }) je već pokvaren
saboteur-not-broken = { $owner ->
        [yes] tvoj alat
       *[no] alat igrača { $name }
    } ({ $tool }) nije pokvaren
saboteur-nothing-to-repair = { $owner ->
        [yes] tvoji alati
       *[no] alati igrača { $name }
    } ({ $tools }) nisu pokvareni
saboteur-which-tool = { $owner ->
        [yes] tvoji pokvareni alati
       *[no] pokvareni alati igrača { $name }
    }: { $tools }; reci koji da popraviš (npr. play { $position } on { $seat } { $tool })
saboteur-wrong-tool = { $card } ne popravlja alat { $tool }
saboteur-tool-not-needed = alat se navodi samo kod dvostruke popravke
saboteur-and = { $first } i { $last }

# Zašto upisani tekst nije potez.
saboteur-typed-empty = upiši potez: { $grammar }
saboteur-typed-syntax = `{ $text }` nije potez: { $grammar }
saboteur-typed-cell = `{ $text }` nije polje: upiši slovo kolone A-K i broj reda 1-7, npr. C4
saboteur-typed-card = `{ $text }` nije karta
saboteur-typed-tool = `{ $text }` nije alat: pick (pijuk), lantern (lampa) ili cart (kolica)
saboteur-typed-position = `{ $text }` nije karta u tvojoj ruci: karte se broje od 1, sleva
saboteur-typed-goal = `{ $text }` nije cilj: ciljevi su 1, 2 i 3, odozgo nadole
saboteur-typed-gold = `{ $text }` nije karta zlata: uzmi 1, 2 ili 3 grumena
saboteur-typed-player = nema igrača `{ $text }`: navedi broj mesta, ime ili `me`

# Dozvoljen potez rečima, kako bi ga igrač rekao (natpisi na stranici).
saboteur-do-lay = postavi { $card } na { $cell }{ $turned ->
        [yes] , okrenutu
       *[no] {""}
    }
saboteur-do-rockfall = uruši kartu na { $cell }
saboteur-do-break = slomi { $yours ->
        [yes] sebi
       *[no] igraču { $target }
    } { $tool ->
        [pick] pijuk
        [lantern] lampu
       *[cart] kolica
    }
saboteur-do-repair = popravi { $yours ->
        [yes] sebi
       *[no] igraču { $target }
    } { $tool ->
        [pick] pijuk
        [lantern] lampu
       *[cart] kolica
    }
saboteur-do-map = pogledaj na mapi cilj { $goal } ({ $cell })
saboteur-do-discard = odbaci kartu: { $card }
saboteur-do-take = uzmi kartu zlata: { $gold ->
        [one] { $gold } grumen
        [few] { $gold } grumena
       *[other] { $gold } grumenova
    }
