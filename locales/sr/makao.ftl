# Makao: šta sto u terminalu i dnevnik u pregledaču kažu o svakom potezu.
# Pripovedanje je u sadašnjem vremenu („Ala izbacuje 7♥“), jer su imena slobodan tekst, a
# prošlo vreme bi zavisilo od roda imena. Ćirilica se dobija preslovljavanjem ove datoteke:
# sve što se kuca (komande, oznake karata kao { "7h" } ili { "K♦" }) stoji kao niska { "\"...\"" }
# u vitičastim zagradama, pa ostaje latinicom.
# $you: "yes" kada je igrač onaj koji čita; $name: igrač; $other: drugi igrač.

makao-laid = { $you ->
        [yes] Izbacuješ
       *[no] { $name } izbacuje
    } { $card }{ $call ->
        [none] .
       *[other] { $you ->
            [yes] {" "}i kažeš „{ $call }“.
           *[no] {" "}i kaže „{ $call }“.
        }
    }
makao-laid-also = { $you ->
        [yes] Izbacuješ i
       *[no] { $name } izbacuje i
    } { $card }{ $call ->
        [none] .
       *[other] { $you ->
            [yes] {" "}i kažeš „{ $call }“.
           *[no] {" "}i kaže „{ $call }“.
        }
    }
makao-cannot-draw = { $you ->
        [yes] Ne možeš da vučeš
       *[no] { $name } ne može da vuče
    }: špil i talon su prazni.
makao-a-card = kartu
makao-cards = { $count ->
        [one] { $count } kartu
        [few] { $count } karte
       *[other] { $count } karata
    }
makao-drew = { $you ->
        [yes] Vučeš
       *[no] { $name } vuče
    } { $what }{ $reason ->
        [attack] {" "}(napad)
        [call] {" "}(kazna za najavu)
        [blocked] {" "}(blokirana zamena)
        [four] {" "}u nadi da je četvorka
        [small-two] {" "}(mala dvojka, 2♣)
        [challenged] {" "}(nije rečeno „Makao“)
       *[chose] {""}
    }{ $short ->
        [0] .
       *[other] ; { $short ->
            [one] ostala je samo { $short }
            [few] ostale su samo { $short }
           *[other] ostalo je samo { $short }
        }.
    }
makao-no-four = Ovog puta nije četvorka: zadrži je, više sreće sledeći put!
makao-reshuffled = { $cards ->
        [one] { $cards } karta sa talona se meša
        [few] { $cards } karte sa talona se mešaju
       *[other] { $cards } karata sa talona se meša
    } u novi špil.
makao-penalty-no-makao = { $you ->
        [yes] Imaš
       *[no] { $name } ima
    } još jednu kartu, a „Makao“ nije rečeno: { $penalty ->
        [one] { $penalty } kaznena karta
        [few] { $penalty } kaznene karte
       *[other] { $penalty } kaznenih karata
    }.
makao-penalty-no-po-makale = { $you ->
        [yes] Nemaš
       *[no] { $name } nema
    } više karata, a „po makale“ nije rečeno: { $penalty ->
        [one] { $penalty } kaznena karta
        [few] { $penalty } kaznene karte
       *[other] { $penalty } kaznenih karata
    } i nema pobede.
makao-penalty-wrong-call = { $name }: „{ $said }“ umesto „{ $due }“: { $penalty ->
        [one] { $penalty } kaznena karta
        [few] { $penalty } kaznene karte
       *[other] { $penalty } kaznenih karata
    }.
makao-penalty-no-call-due = { $name }: „{ $said }“ bez potrebe: { $penalty ->
        [one] { $penalty } kaznena karta
        [few] { $penalty } kaznene karte
       *[other] { $penalty } kaznenih karata
    }.
makao-suit-chosen = { $you ->
        [yes] Menjaš
       *[no] { $name } menja
    } znak u { $suit }.
makao-demanded = { $you ->
        [yes] Tražiš
       *[no] { $name } traži
    } { $rank }.
makao-demanded-nothing = { $you ->
        [yes] Ne tražiš
       *[no] { $name } ne traži
    } ništa.
makao-demand-ended = Zahtev je završen.
makao-waits-a-turn = { $you ->
        [yes] Čekaš
       *[no] { $name } čeka
    } jedan krug.
makao-waits = { $you ->
        [yes] Čekaš
       *[no] { $name } čeka
    }: ovaj krug i još { $more }.
makao-skipped = { $you ->
        [yes] Preskačeš
       *[no] { $name } preskače
    } krug ({ $left ->
        [0] čekanje je gotovo
        [one] još { $left } krug čekanja
        [few] još { $left } kruga čekanja
       *[other] još { $left } krugova čekanja
    }).
makao-made-it = { $you ->
        [yes] Vučeš { $card } i odmah je izbacuješ
       *[no] { $name } vuče { $card } i odmah je izbacuje
    }: uspelo je!
makao-swap-offered = { $you ->
        [yes] Želiš zamenu karata sa igračem { $other }.
       *[no] { $other_you ->
            [yes] { $name } želi da zameni karte sa tobom.
           *[no] { $name } želi zamenu karata sa igračem { $other }.
        }
    }
makao-swapped = Zamena karata: { $name } i { $other }.
makao-blocked = { $you ->
        [yes] Blokiraš
       *[no] { $name } blokira
    } zamenu; { $other_you ->
        [yes] vučeš
       *[no] { $other } vuče
    } { $cards ->
        [one] { $cards } kartu
        [few] { $cards } karte
       *[other] { $cards } karata
    }.
makao-won = { $you ->
        [yes] Nemaš više karata i pobeđuješ!
       *[no] { $name } nema više karata i pobeđuje!
    }
makao-finished = { $you ->
        [yes] Završavaš
       *[no] { $name } završava
    } na { $place }. mestu.
makao-action-limit = Igra je stigla do granice od { $limit } poteza i ovde se završava.
makao-cut-card = Sečenje otkriva { $card }.
makao-kept = { $you ->
        [yes] Zadržavaš
       *[no] { $name } zadržava
    } { $card }.
makao-dealt = { $you ->
        [yes] Deliš
       *[no] { $name } deli
    } svakom po { $cards ->
        [one] { $cards } kartu
        [few] { $cards } karte
       *[other] { $cards } karata
    }, po { $batch } odjednom.
makao-makao-missed = { $name } ne kaže „Makao“!
makao-pointed-out = { $you ->
        [yes] Ukazuješ
       *[no] { $name } ukazuje
    } da „Makao“ nije rečeno.
makao-let-go = { $you ->
        [yes] Puštaš
       *[no] { $name } pušta
    } da prođe.
makao-plays-again = { $you ->
        [yes] Igraš
       *[no] { $name } igra
    } ponovo posle keca.
makao-passed-over = { $you ->
        [yes] Osmica te preskače
       *[no] Osmica preskače: { $name }
    }.
makao-says-next = { $you ->
        [yes] Kažeš
       *[no] { $name } kaže
    } „Dalje“.
makao-keeps-the-card = { $you ->
        [yes] Zadržavaš
       *[no] { $name } zadržava
    } kartu.
makao-says = { $you ->
        [yes] Kažeš
       *[no] { $name } kaže
    } „{ $call }“.
makao-accepts-the-swap = { $you ->
        [yes] Prihvataš
       *[no] { $name } prihvata
    } zamenu{ $call ->
        [none] .
       *[other] { $you ->
            [yes] {" "}i kažeš „{ $call }“.
           *[no] {" "}i kaže „{ $call }“.
        }
    }
makao-over = { $what ->
        [hand] Kraj partije
       *[game] Kraj igre
    }: { $you ->
        [yes] pobeđuješ.
       *[no] pobeđuje { $name }.
    }
makao-over-no-winner = { $what ->
        [hand] Kraj partije
       *[game] Kraj igre
    }, bez pobednika.
makao-you = ti
makao-suit-spades = pik
makao-suit-hearts = herc
makao-suit-diamonds = karo
makao-suit-clubs = tref

# Bodovanje srpskih partija i mečeva.

makao-hand-points = Poeni za partiju: { $points }.
makao-hand-points-doubled = Poeni za partiju: { $points } (duplirani: poslednja karta je bila žandar).
makao-scores-after = Rezultat posle partije { $played } od { $hands }:
makao-score-hand = partija
makao-score-total = ukupno
makao-match-won = Kraj meča posle { $hands ->
        [one] { $hands } partije
       *[other] { $hands } partija
    }: pobeđuje { $name } sa { $best }.
makao-match-tied = Kraj meča posle { $hands ->
        [one] { $hands } partije
       *[other] { $hands } partija
    }: nerešeno ({ $names }) sa { $best }.
makao-others-their-number = ostale koliko na njima piše

# Komande, na „?“: red za svaku koju imaju pravila u igri.
# Reči komandi ({ "draw" }, { "next" }, { "makao" }…) kucaju se isto na svakom jeziku.

makao-help-title = Komande na „Tvoj potez?“:
makao-help-number = {"  "}3            izbaci kartu broj 3
makao-help-several = {"  "}{ "3 5" }          izbaci zajedno karte 3 i 5 (isti broj; poslednja ide na vrh)
makao-help-names = {"  "}{ "7h, Q♠, 10d" }  karte po imenu takođe rade, pomešane s brojevima kako hoćeš
makao-help-nothing-next = {"  "}0            ne izbacuj ništa: vuci kartu (ili primi napad, ili reci { "next" })
makao-help-nothing = {"  "}0            ne izbacuj ništa: vuci kartu (ili primi napad, čekaj, zadrži izvučenu kartu,
    {"               "}prihvati zamenu)
makao-help-suit = {"  "}{ "1 suit h" }     { $namer ->
        [jack] žandar
       *[ace] kec
    } i znak koji se traži (pitaće te ako ga izostaviš)
makao-help-demand = {"  "}{ "2 demand 7" }   žandar i traženi broj, ili { "demand none" } (pitaće te ako ga izostaviš)
makao-help-swap = {"  "}{ "4 swap 2" }     uz tvist, { "K♣" } i igrač s kojim menjaš karte (pitaće te)
makao-help-by-name-twist = {"  "}{ "draw, take, wait, pass, accept, block" }    isti potezi rečima
makao-help-by-name-short = {"  "}{ "draw, take" }   isti potezi rečima
makao-help-by-name = {"  "}{ "draw, take, wait, pass" }    isti potezi rečima
makao-help-challenge =
    {"  "}{ "3 makao" }      reci „Makao“ uz pretposlednju kartu
    {"  "}{ "makao" }        rečeno samo, ide uz sledeću kartu koju izbaciš
    {"  "}{ "next" }         „Dalje“: zadrži izvučenu kartu ili ne izbacuj ništa posle kazne (kao 0)
    {"  "}{ "keep, turn" }   pri sečenju: zadrži jaku kartu ili je okreni na talon
    {"  "}{ "yes, no" }      da li ukazati da „Makao“ nije rečeno (pita se kad se desi)
makao-help-calls =
    {"  "}{ "3 makao" }      najava ide posle karte na koju se odnosi: { "3 makao 5 po makale" }
    {"  "}{ "makao" }        rečeno samo, ide uz sledeću kartu koju izbaciš
makao-help-end =
    {"  "}{ "save" } FAJL    sačuvaj igru; { "karty makao --load" } FAJL je nastavlja
    {"  "}{ "show" }         pokaži sto ponovo
    {"  "}{ "quit" }         izađi iz igre
    {"  "}?            ova pomoć

# Pravila u igri, na „?“: izvedena iz podešavanja pravila.

makao-players = { $count ->
        [one] { $count } igrač
       *[other] { $count } igrača
    }
makao-players-range = od { $min } do { $max } igrača
makao-rules-title = Pravila: { $rules }. { $seats }, po { $cards ->
        [one] { $cards } karta
        [few] { $cards } karte
       *[other] { $cards } karata
    } svakom, { $packs ->
        [one] { $packs } špil
        [few] { $packs } špila
       *[other] { $packs } špilova
    }.
makao-rules-cut = Sečenje: otkrivena jaka karta (ona koja ima dejstvo opisano niže) može se zadržati, do { $keeps } zaredom, i otkriva se sledeća; zadržane karte vide svi.
makao-rules-matching = Izbaci kartu u znaku gornje (ili u znaku koji je { $namer ->
        [jack] odredio žandar
       *[ace] odredio kec
    }) ili istog broja{ $wild ->
        [queens] ; dama ide na sve i sve na damu, ali nikad protiv napada ili zahteva
        [jacks] ; žandar ide na sve, ali nikad protiv napada
        [both] ; dama ide na sve i sve na damu, ali nikad protiv napada ili zahteva; žandar ide na sve, ali nikad protiv napada
       *[none] {""}
    }.
makao-rules-one-at-a-time = Jedna karta odjednom.
makao-rules-together = Više karata istog broja može se izbaciti odjednom, ako prva odgovara.
makao-rules-together-not-kings = Više karata istog broja (ne kraljeva) može se izbaciti odjednom, ako prva odgovara.
makao-rules-defence-any = Protiv 2, 3, { "K♥" }, { "K♠" }: bilo koja od njih u znaku ili broju gornje karte prenosi zbir dalje.
makao-rules-defence-same = Protiv 2 i 3: 2 ili 3 u znaku ili broju gornje karte; protiv { "K♥" } i { "K♠" }: samo jedan drugog. Zbir ide dalje.
makao-rules-defence-sevens = Protiv sedmice: samo sedmica, a sledeći igrač vuče 2 više (4, 6, ...). Ko primi kaznu, sme zatim da izbaci jednu odgovarajuću kartu; sedmica izbačena tada počinje ispočetka od 2.
makao-rules-against-four = Protiv četvorke: još jedna četvorka, koja sledećem igraču dodaje krug.
makao-rules-demand-round = Zahtev važi za sve jedan krug, i za onoga ko traži; žandar može da odgovori samo dok je žandar na vrhu.
makao-rules-demand-until = Zahtev traje dok onaj ko traži ne izbaci taj broj (mora da ga ima); žandar može da ga zameni bilo kada.
makao-rules-draw-any = Umesto da izbaciš, možeš da vučeš (moraš, ako ništa ne odgovara); izvučenu kartu koja odgovara možeš da izbaciš ili reci „Dalje“ ({ "next" }).
makao-rules-draw-play = Kad nemaš šta da izbaciš, vučeš jednu kartu i možeš da je izbaciš ako odgovara; pod napadom prva kaznena karta može da brani; dok čekaš, možeš da vučeš u nadi da je četvorka.
makao-rules-draw-ends = Vučenje završava tvoj potez: izvučena karta čeka sledeći.
makao-rules-challenge = Reci „Makao“ uz pretposlednju kartu; ako ne kažeš, protivnik može odmah da ukaže na to, a ti vučeš { $penalty }.
makao-rules-calls = Najave: „makao“ posle karte posle koje ti ostaje jedna, „po makale“ posle poslednje; najava koja nedostaje, pogrešna ili suvišna košta { $penalty ->
        [one] { $penalty } kartu
        [few] { $penalty } karte
       *[other] { $penalty } karata
    }.
makao-rules-no-calls = U ovim pravilima nema najava ({ "makao, po makale" }).
makao-rules-twist = Tvist: { "K♣" } može da zameni karte sa bilo kojim igračem; blokira ga samo { "K♦" }, a tada onaj ko je hteo zamenu vuče { $penalty }.
makao-rules-play-on = Igra se nastavlja za mesta dok ne ostane jedan igrač.
makao-rules-scored = Ko prvi izbaci poslednju kartu, odmah dobija partiju (njeno dejstvo propada). Preostale karte se boduju: { $points }. Pobednik dobija { $winner }; kraj žandarom duplira sve poene. Pobeđuje najmanji zbir.
makao-rules-first-out = Pobeđuje ko prvi izbaci poslednju kartu.

# Šta radi izbacivanje određenog broja.

makao-effect-draw = { $backwards ->
        [yes] prethodni
       *[no] sledeći
    } igrač vuče { $cards }
makao-effect-wait = sledeći igrač preskače krug
makao-effect-demand = zahtev za broj od 5 do 10 (ili ništa)
makao-effect-choose-suit = određuje znak koji se traži
makao-effect-play-again = odmah još jedna odgovarajuća karta (vuče se samo bez nje)
makao-effect-skip = sledeći igrač se preskače (u dvoje igraš ponovo)
makao-effect-previous-draws = prethodni igrač odmah vuče { $cards }, bez odbrane

# Ekran stola u terminalu kad je čovek na potezu.

makao-screen-turn = --- Na potezu: { $name } ---
makao-screen-top = Na talonu: { $card }, traži se znak: { $suit }{ $note ->
        [named] {" "}({ $suit_name }, odredio { $namer ->
            [jack] žandar
           *[ace] kec
        })
        [queen] {" "}(ali na damu ide sve)
       *[none] {""}
    }
makao-screen-count = { $name } { $cards }{ $state ->
        [out] {" "}(van igre)
        [waits] {" "}(čeka { $turns ->
            [one] { $turns } krug
            [few] { $turns } kruga
           *[other] { $turns } krugova
        })
       *[none] {""}
    }
makao-screen-cards = Karte: { $counts }
makao-screen-kept-by = Zadržano pri sečenju ({ $name }): { $cards }
makao-screen-your-hand = Tvoje karte:
makao-screen-playable = {"  "}Sada možeš da izbaciš: { $numbers }
makao-screen-cuts = --- Seče: { $name } ---
makao-screen-cut = Deli: { $dealer }. Sečenje otkriva { $card }, jaku kartu: zadrži je i otkrij sledeću ({ "yes" }), ili je ostavi na talonu ({ "no" }).
makao-screen-kept-so-far = Dosad zadržano: { $cards }
makao-screen-answer = --- Odgovara: { $name } ---
makao-screen-challenge = { $offender }: izbačeno { $card }, ostala je jedna karta, a „Makao“ nije rečeno. Ukazati na to ({ "yes" }: { $offender } vuče { $penalty }) ili pustiti ({ "no" })?
makao-screen-again = Izbačen kec: odmah izbaci još jednu odgovarajuću kartu (0 vuče, samo kad je nemaš).
makao-screen-after-penalty = Kazna je primljena: možeš da izbaciš jednu odgovarajuću kartu ili 0 za „Dalje“.
makao-screen-drawn = Izvučena karta: { $card }. Odgovara: izbaci je{ $several ->
        [yes] {" "}(ako hoćeš, i s drugim kartama istog broja)
       *[no] {""}
    } ili 0 da je zadržiš.
makao-screen-penalty-drawn = Prva kaznena karta, { $card }, brani: izbaci je (i druge istog broja) ili 0 da uzmeš { $cards ->
        [one] preostalu { $cards } kartu
        [few] preostale { $cards } karte
       *[other] preostalih { $cards } karata
    }.
makao-screen-swap = { $name } želi da zameni karte sa tobom: posle zamene imaš { $cards ->
        [one] { $cards } kartu
        [few] { $cards } karte
       *[other] { $cards } karata
    }.
makao-screen-swap-block = 0 prihvata; tvoj { "K♦" } (njegov broj ili { "block" }) je blokira, a { $name } vuče { $penalty }.
makao-screen-swap-no-block = Nemaš { "K♦" } da je blokiraš: 0 prihvata.
makao-screen-mind-the-call = Pazi na najavu koja će tvojoj ruci trebati.
makao-screen-attack = Napad: vuci { $cards ->
        [one] { $cards } kartu
        [few] { $cards } karte
       *[other] { $cards } karata
    }{ $backwards ->
        [yes] {" "}(vraćeno kraljem { "K♠" })
       *[no] {""}
    }. Brani se kartom: { $defence }, ili 0 da ih uzmeš.
makao-screen-wait = Čekanje: { $turns ->
        [one] { $turns } krug
        [few] { $turns } kruga
       *[other] { $turns } krugova
    }. Izbaci četvorku da ga preneseš dalje ili 0 da čekaš.
makao-screen-wait-draw = Ili upiši { "draw" } i nadaj se četvorki.
makao-screen-demand-owed = Zahtev: { $name } traži { $rank }. Izbaci { $rank }{ $jack ->
        [yes] {" "}ili žandara
       *[no] {""}
    } ili 0 da vučeš.
makao-screen-demand = Zahtev: { $name } traži { $rank }.
makao-zero-keep-next = zadrži izvučenu kartu („Dalje“)
makao-zero-keep = zadrži izvučenu kartu
makao-zero-after-penalty = ne izbacuj više ništa („Dalje“)
makao-zero-again = vuci kartu (samo kad nemaš šta da izbaciš)
makao-zero-take-other = uzmi { $cards ->
        [one] preostalu { $cards } kartu
        [few] preostale { $cards } karte
       *[other] preostalih { $cards } karata
    }
makao-zero-accept = prihvati zamenu
makao-zero-say-nothing = ne reci ništa
makao-zero-take = uzmi { $cards ->
        [one] { $cards } kartu
        [few] { $cards } karte
       *[other] { $cards } karata
    }
makao-zero-wait = čekaj { $turns ->
        [one] { $turns } krug
        [few] { $turns } kruga
       *[other] { $turns } krugova
    }
makao-zero-draw = ne izbacuj ništa i vuci kartu

# Sto u terminalu oko poteza.

makao-resuming = Nastavljam { $file }.
makao-welcome = Makao, pravila { $rules }. Na svako pitanje ? pokazuje komande i pravila.
makao-twist-question = Igrati uz tvist ({ "K♣" } menja karte sa igračem po tvom izboru, blokira ga samo { "K♦" })?
makao-settings-refused = { $reason }: promeni podešavanja za drugu igru.
makao-at-the-table = Za stolom: { $seats }.{ $twist ->
        [yes] {" "}Uz tvist.
       *[no] {""}
    }
makao-hand-deals = Partija { $hand } od { $hands }: deli { $name }.
makao-cuts-strong = Seče: { $name }. Sečenje otkriva { $card }, jaku kartu, koju { $name } sme da zadrži.
makao-cuts = Seče: { $name }. Sečenje otkriva { $card }. { $deal }
makao-held = {"  "}{ $name }: u ruci { $cards }.
makao-places = Mesta: { $places }.
makao-another-match = Igrati još jedan meč sa istim igračima?
makao-play-again = Igrati ponovo sa istim igračima?
makao-meanwhile = U međuvremenu:
makao-call-goes-with-next = { $name } kaže „{ $call }“: ide uz sledeću izbačenu kartu.
makao-question-nice-game = Lepa igra dosad, zar ne?
makao-question-accept-or-block = Prihvatiti ili blokirati?
makao-question-keep-it = Zadržati je ({ "yes/no" })?
makao-question-point-it-out = Ukazati na to ({ "yes/no" })?
makao-question-your-move = Tvoj potez?

# Čitanje upisanog poteza i odbijanje: prvo vrsta greške, pa zašto.

makao-type-a-card = Upiši broj karte (0: { $nothing }), kartu, npr. { "7h" }, ili ? za pomoć.
makao-save-needs-file = { "save" } traži ime fajla, na primer: { "save makao.json" }
makao-no-card-number = Nema karte { $number }: tvoje karte imaju brojeve od 1 do { $count } (0: { $nothing }).
makao-nothing-to-do = Nema šta da se uradi.
makao-zero-alone = 0 znači: { $nothing }. Upiši je samu (posle nje može najava).
makao-not-understood = „{ $word }“ nije broj (od 0 do { $count }), karta (npr. { "7h" } ili { "Q♠" }) ni komanda (? ih navodi).
makao-not-in-hand = Nije u tvojoj ruci: { $times ->
        [0] nemaš { $card }
        [1] { $card } imaš samo jednom
       *[other] { $card } imaš samo { $times } puta
    }.
makao-which-suit = Koji znak mora da prati sledeći igrač ({ "s, h, d, c" })?
makao-which-rank = Koji broj tražiš ({ $ranks }), ili { "none" }?
makao-swap-candidate = {"  "}{ $number }) { $name }: { $cards ->
        [one] { $cards } karta
        [few] { $cards } karte
       *[other] { $cards } karata
    }
makao-swap-with-whom = Sa kim menjaš karte (broj igrača), ili { "none" }?
makao-will-not-do = „{ $answer }“ ovde ne ide: { $hint ->
        [suit] upiši { "s, h, d" } ili { "c" } (ili ♠ ♥ ♦ ♣)
        [rank] upiši jedan od ponuđenih brojeva ili { "none" }
       *[player] upiši broj igrača sa spiska ili { "none" }
    }.
makao-type-yes-no = Upiši { $what ->
        [cut] { "yes" } da je zadržiš, { "no" } da je okreneš
       *[challenge] { "yes" } da ukažeš na to, { "no" } da pustiš
    }.
makao-refused = { $kind ->
        [not-held] Nije u tvojoj ruci
        [one-at-a-time] Jedna karta odjednom
        [wrong-rank] Pogrešan broj za više karata
        [not-legal] Ta karta sada ne može
       *[not-allowed] Nije dozvoljeno
    }: { $reason }.
makao-not-held = nemaš { $card }
makao-single-card-not-both = pravila { $rules } izbacuju jednu kartu po potezu: { $first } ili { $other }, ne obe
makao-share-one-rank = karte izbačene zajedno moraju imati isti broj ({ $first } i { $other } ga nemaju)
makao-single-card = pravila { $rules } izbacuju jednu kartu po potezu
makao-kings-one-at-a-time = u pravilima { $rules } kraljevi se izbacuju jedan po jedan
makao-no-match = { $card } ne odgovara na { $top }
makao-no-match-suit = { $card } ne odgovara na { $top } (traži se znak { $suit })
makao-not-a-defence = { $card } ne odgovara na napad kartom { $top }: brani se kartom { $defence } ili uzmi { $cards ->
        [one] { $cards } kartu
        [few] { $cards } karte
       *[other] { $cards } karata
    }
makao-not-a-four = { $card } ne odgovara na čekanje: samo četvorka (ili čekaj)
makao-demanded-refused = { $card } sada ne može: traži se { $rank }{ $jack ->
        [yes] {" "}(ili žandar)
       *[no] {""}
    }
makao-lay-drawn-first = prvo izbaci izvučenu kartu ({ $card }) ili { $other ->
        [say-next] reci „Dalje“ ({ "next" })
       *[other] { $other }
    }
makao-suit-needed = { $card } traži znak koji se prati, na primer { "`" }{ $example } { "suit h`" }
makao-cannot-choose = { $card }: ne može da se izabere: { $choice }
makao-swap-with-attack = { $king } izbačen sa kartom napada ne menja karte
makao-no-blocker = nemaš { $king } da blokiraš zamenu
makao-not-now = sada ne može: { $what }; { $situation }
makao-no-calls = u pravilima { $rules } nema najava ({ "makao, po makale" })
makao-no-such-call = Nije dozvoljeno: u pravilima { $rules } nema „{ $call }“: reci „Makao“ kad izbacuješ pretposlednju kartu, a uz poslednju ništa.
makao-kings = { $hearts } ili { $spades }
makao-defence = { $kind ->
        [any] 2, 3, { $kings } u znaku ili broju { $whose ->
            [top] gornje karte
           *[its] te karte
        }
        [kings] { $kings }
        [small] 2 ili 3 u znaku ili broju { $whose ->
            [top] gornje karte
           *[its] te karte
        }
       *[sevens] sedmica
    }
makao-doing = { $what ->
        [lay-cards] da baciš karte
        [draw] da vučeš
        [take-a-penalty] da uzmeš kaznu
        [wait] da čekaš
        [pass] da kažeš dalje
        [answer-a-question] da odgovoriš na pitanje
        [accept-a-swap] da prihvatiš zamenu
        [block-a-swap] da blokiraš zamenu
        [keep-a-cut-card] da zadržiš kartu iz sečenja
        [turn-up-a-cut-card] da okreneš kartu iz sečenja
       *[answer-a-challenge] da odgovoriš na izazov
    }
makao-situation = { $kind ->
        [attacked] napad na tebe za { $cards ->
            [one] { $cards } kartu
            [few] { $cards } karte
           *[other] { $cards } karata
        }: brani se ili vuci
        [waiting] čekaš još krugova: { $turns }; baci 4 ili čekaj
        [turn] na potezu si: baci karte ili vuci
        [drawn] baci izvučenu kartu ili { $next ->
            [yes] reci dalje
           *[no] propusti
        }
        [penalty-drawn] baci izvučenu kaznenu kartu ili uzmi ostatak
        [question] odgovori na pitanje: ok ili najava
        [swap] igrač { $player } želi da zameni karte s tobom: prihvati ili blokiraj
        [cut] sečeš: zadrži jaku kartu ili je okreni
        [again] posle keca baci još jednu kartu koja odgovara (vuci samo ako je nemaš)
        [after-penalty] posle kazne baci jednu kartu koja odgovara ili { $next ->
            [yes] reci dalje
           *[no] propusti
        }
        [challenge] igrač { $player } nije rekao „makao“: izazovi ili oprosti
       *[over] igra je završena
    }
makao-choice = { $kind ->
        [none] bez izbora
        [suit] boja (suit { $suit })
        [demand] zahtev (demand { $rank })
       *[swap] zamena (swap { $player })
    }
makao-game-over = igra je završena
makao-not-demandable = { $rank } ne može da se traži: samo 5, 6, 7, 8, 9 ili 10 (ili ništa)
makao-demand-not-held = možeš da tražiš samo vrednost koju imaš, a nemaš { $rank }
makao-bad-swap-target = nema igrača { $player } s kojim bi se menjao

# Dozvoljen potez rečima, kako bi ga igrač rekao (natpisi na stranici).
makao-do-lay = izbaci { $cards }{ $choice ->
        [suit] {" "}i promeni znak u { $suit }
        [demand] {" "}i traži { $rank }
        [swap] {" "}i zameni karte sa { $player }
       *[none] {""}
    }{ $call ->
        [none] {""}
       *[other] {" "}i reci „{ $call }“
    }
makao-do-draw = vuci kartu
makao-do-take = uzmi kaznene karte
makao-do-wait = čekaj
makao-do-pass = { $next ->
        [yes] reci „Dalje“
       *[no] zadrži kartu i preskoči
    }
makao-do-accept = prihvati zamenu{ $call ->
        [none] {""}
       *[other] {" "}i reci „{ $call }“
    }
makao-do-block = blokiraj zamenu{ $call ->
        [none] {""}
       *[other] {" "}i reci „{ $call }“
    }
makao-do-say = reci „{ $call ->
        [none] u redu
       *[other] { $call }
    }“
makao-do-keep = zadrži presečenu kartu
makao-do-turn = ostavi presečenu kartu otvorenu
makao-do-challenge = ukaži da „Makao“ nije rečeno
makao-do-forgive = pusti da prođe
