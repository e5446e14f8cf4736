# Reči stranice u pregledaču (src/serve/page/*.js, index.html), koje stranica dobija
# preko GET api/words; i odbijanja servera (serve-…). Ćirilica se dobija preslovljavanjem.

page-too-old = Stranica nije mogla da se pokrene: probaj noviji pregledač.
page-nav = Sto
page-rules = Pravila
page-history = Istorija
page-four-colour = Karte u četiri boje
page-four-colour-about = Pik crn, herc crven, karo plav, tref zelen
page-language = Jezik
page-new-game = Nova igra
page-game = Igra
page-people = Ljudi
page-people-about = Ljudi za stolom, svako na svom uređaju, sa svojim linkom
page-computers = Računari
page-think = Razmišljanje (ms)
page-think-about = Koliko dugo težak računarski igrač razmišlja o svakom izboru
page-default = podrazumevano
page-seed = Seme
page-any = bilo koje
page-pause = Potezi računara jedan po klik
page-start = Počni
page-welcome = Izaberi igru i pritisni Počni.
page-the-table = Sto
page-next-computer = Sledeći potez računara
page-people-at-table = Ljudi za stolom
page-moves = Potezi
page-rules-help = Pravila i pomoć
page-close = Zatvori
page-games-played = Odigrane igre
page-replay = Ponavljanje
page-back = Nazad
page-next-move = Sledeći potez

page-player = Igrač { $number }
page-server-answered = server je odgovorio { $status }
page-closed-by-you = ovaj sto je zatvoren: počni novu igru
page-closed-by-host = onaj ko je započeo igru zatvorio je ovaj sto
page-game-title = { $game ->
        [makao] Makao
        [klondike] Klondike
        [saboteur] Saboter
       *[other] { $game }
    }
page-links-send = Pošalji svakome njegov link (ko ima link, igra na tom mestu; link ostaje isti za svaku igru za ovim stolom):
page-links-loopback = Ovi linkovi rade samo na ovom računaru: server sluša na { $address }. Da bi pustio druge uređaje, zaustavi ga i pokreni { $command } (tada svako u tvojoj mreži ko ima link može da se pridruži).
page-link-of = Link: { $name }
page-copy = Kopiraj
page-qr = { "QR" } kod
page-qr-of = { "QR" } kod linka: { $name }
page-hand-over = Neka računar igra na ovom mestu
page-leave = Izađi (računar preuzima moje mesto)
page-link-copied = Link je kopiran.
page-you-left = izašao si iz igre: tvoje mesto ima računarski igrač
page-series-totals = zbirovi{ $lowest ->
        [yes] {" "}(pobeđuje najmanji)
       *[no] {""}
    }: { $scores }
page-series-wins = pobede: { $scores }
page-series-hand = Partija { $hand } od { $length }
page-series-played = Odigrane igre: { $played }
page-match-over = Meč je gotov: { $count ->
        [one] meč dobija { $leaders }.
       *[other] nerešeno: { $leaders }.
    }
page-next-hand = Sledeća partija
page-new-match = Novi meč
page-play-again = Igraj ponovo
page-you-won = Pobeda!
page-game-over = Kraj igre
page-nobody-won = Kraj igre: niko nije pobedio
page-won = Pobeda: { $names }{ $you ->
        [yes] {" "}(i ti)
       *[no] {""}
    }
page-points-hand = Poeni u ovoj partiji: { $points }{ $lowest ->
        [yes] {" "}— pobeđuje najmanji zbir.
       *[no] .
    }
page-points = Poeni: { $points }.
page-seed-end = Seme ovog deljenja: { $seed } (upiši ga u formular da ponovo odigraš ovo deljenje).
page-host-deals = Sledeće deljenje deli onaj ko je započeo igru.
page-new-game-more = Nova igra…
page-confirm-new = Napustiti igru u toku i početi novu?
page-no-rules = Pravila ove igre još nisu napisana.
page-playing-here = Kako se ovde igra
page-rules-english = Pravila ispod su napisana samo na engleskom.
page-table-gone = taj sto je zatvoren (stolovi koje niko nema otvorene oslobađaju se posle nekoliko minuta): počni novu igru
page-joining = Pridruživanje igri…
page-history-game = #{ $id } { $game }: { $seats } ({ $moves ->
        [one] { $moves } potez
        [few] { $moves } poteza
       *[other] { $moves } poteza
    }, { $ending })

page-history-ending = { $ending ->
        [playing] u toku
        [finished] završena
        [abandoned] napuštena
        [interrupted] prekinuta
       *[other] { $ending }
    }
page-cards = { $count ->
        [one] { $count } karta
        [few] { $count } karte
       *[other] { $count } karata
    }
page-card-name = { $rank ->
        [A] kec
        [2] dvojka
        [3] trojka
        [4] četvorka
        [5] petica
        [6] šestica
        [7] sedmica
        [8] osmica
        [9] devetka
        [10] desetka
        [J] žandar
        [Q] dama
        [K] kralj
       *[other] { $rank }
    } { $suit ->
        [S] pik
        [H] herc
        [D] karo
       *[C] tref
    }
page-card-down = karta licem nadole
page-over = Igra je gotova.
page-your-move = Ti si na potezu.
page-thinking = { $name } razmišlja…
page-opponents = Protivnici
page-your-moves = Tvoji potezi
page-your-hand = Tvoje karte
page-cancel = Otkaži
page-cannot-go-there = Ta karta ne može tamo.
page-points-count = { $count ->
        [one] { $count } poen
        [few] { $count } poena
       *[other] { $count } poena
    }
page-no-cards-left = nema karata

page-makao-lay = Izbaci { $cards }{ $rest ->
        [none] {""}
       *[other] : { $rest }
    }
page-makao-suit = znak { $symbol } { $suit ->
        [S] pik
        [H] herc
        [D] karo
       *[C] tref
    }
page-makao-demand = traži { $rank }
page-makao-demand-nothing = ne traži ništa
page-makao-swap = zamena karata sa: { $name }
page-makao-move = { $move ->
        [draw] Vuci kartu
        [take] Uzmi kaznu
        [wait] Čekaj potez
        [pass] { $next ->
            [yes] Dalje
           *[no] Zadrži izvučenu kartu
        }
        [accept] Pusti zamenu
        [block] Blokiraj zamenu kraljem karo ({ "K♦" })
        [say] Odgovori (prvo reci šta treba)
        [keep] Zadrži presečenu kartu, okreni sledeću
        [turn] Ostavi je: ona počinje talon
        [challenge] Ukaži na propušteni Makao!
       *[forgive] Pusti
    }
page-makao-explain = { $move ->
        [draw] Vuci jednu kartu iz špila umesto da izbaciš.
        [take] Vuci sve karte napada; potez se završava.
        [wait] Preskoči onoliko poteza koliko daju četvorke.
        [pass] Završi potez bez izbacivanja karte.
        [accept] Kralj tref menja tvoje karte sa kartama svog igrača.
        [block] Kralj karo zaustavlja zamenu; njegov igrač vuče 5 karata.
        [say] Neutralno pitanje posle automatske četvorke: prvo pritisni šta treba reći.
        [keep] Sečenje je otkrilo jaku kartu: zadrži je i okreni sledeću.
        [turn] Ostavi presečenu kartu licem nagore: ona počinje talon.
        [challenge] Protivnik je izbacio pretposlednju kartu i nije rekao „Makao“: vuče 2 karte.
       *[forgive] Pusti propušteni Makao.
    }
page-makao-waits = čeka { $turns }
page-makao-kept = zadržao { $cards }
page-makao-out = završio
page-makao-stock = Špil
page-makao-stock-label = Špil: { $count ->
        [one] { $count } karta
        [few] { $count } karte
       *[other] { $count } karata
    }{ $draw ->
        [yes] , vuci kartu
       *[no] {""}
    }
page-makao-pile = Talon
page-makao-pile-label = Talon, na vrhu { $card }
page-makao-follow = Znak na redu: { $symbol } { $suit ->
        [S] pik
        [H] herc
        [D] karo
        [C] tref
       *[other] {""}
    }{ $ace ->
        [yes] {" "}(izabran kecom)
       *[no] {""}
    }
page-makao-attack-draw = Napad: vuci { $count }{ $backwards ->
        [yes] {" "}(unazad)
       *[no] {""}
    }
page-makao-attack-wait = Napad: čekaj { $turns ->
        [one] { $turns } potez
       *[other] { $turns } poteza
    }
page-makao-demanded = Traži se: { $rank } (traži { $name })
page-makao-cut = Sečenje je otkrilo jaku kartu.
page-makao-again = Posle keca: još jedna karta u znaku.
page-makao-not-said = Neko nije rekao „Makao“!
page-makao-you-drew = Vukao si { $card }.
page-makao-you-wait = čekaš { $turns }
page-makao-lay-more = Izbaci ove, ili klikni još karata iste vrednosti:
page-makao-lay-these = Izbaci:
page-makao-say = Reci uz potez:
page-makao-call = { $call ->
        [makao] Makao!
       *[other] Po makale!
    }
page-makao-cannot-lay = { $card } sada ne može da se izbaci.
page-makao-help = Klikni osvetljenu kartu da je izbaciš; da izbaciš više karata iste vrednosti, klikći ih redom kojim ih izbacuješ (ili prevuci kartu na talon). Klikni špil da vučeš. Gde pravila to traže, pritisni „Makao!“ (ili „Po makale!“) pre karte posle koje ti ostaje jedna karta (ili nijedna): ako zaboraviš, plaćaš kaznu iz pravila. Kad nemaš šta, „Dalje“. { "Tab" } i strelice idu od karte do karte, { "Enter" } izbacuje.

page-klondike-put-on = Stavi na { $pile ->
        [foundation] cilj
       *[column] kolonu
    } { $letter }
page-klondike-stock = Špil { "U" }, { $count ->
        [0] 0 karata: okreni otvorene karte nazad
        [one] { $count } karta: okreni karte
        [few] { $count } karte: okreni karte
       *[other] { $count } karata: okreni karte
    }
page-klondike-waste = Otvorene karte { "V" }
page-klondike-foundation = Cilj { $letter }{ $empty ->
        [yes] , prazan
       *[no] {""}
    }
page-klondike-column = Kolona { $letter }{ $down ->
        [0] {""}
        [one] , { $down } karta licem nadole
        [few] , { $down } karte licem nadole
       *[other] , { $down } karata licem nadole
    }
page-klondike-moves = Potezi
page-klondike-draw = okreće { $count }
page-klondike-seed = seme
page-klondike-command = { $command ->
        [undo] Vrati
        [auto] Auto
        [tip] Savet
       *[hint] Nagoveštaj
    }
page-klondike-command-about = { $command ->
        [undo] Vrati poslednji potez
        [auto] Podigni svaku kartu koja sigurno može gore
        [tip] Sledeći potez igrača koji vidi samo ono što i ti
       *[hint] Sledeći potez rešavača: on gleda karte licem nadole
    }
page-klondike-won = Sve karte su gore, za { $moves ->
        [one] { $moves } potez
       *[other] { $moves } poteza
    }.
page-klondike-ended = Igra je završena.
page-klondike-help = Slaži ciljeve { "W–Z" } po znaku od keca do kralja. U kolonama { "A–G" } stavljaj kartu na kartu za jedan veću druge boje; u praznu kolonu ide samo kralj. Klikni špil { "U" } da okreneš karte na { "V" }. Klikni kartu, pa osvetljenu gomilu (ili je prevuci tamo); dvoklik šalje kartu gore. { "Tab" } i strelice idu od karte do gomile, { "Enter" } uzima i stavlja.

page-saboteur-tool = { $tool ->
        [pick] pijuk
        [lantern] lampa
        [cart] kolica
       *[other] { $tool }
    }
page-saboteur-side = { $side ->
        [U] gore
        [R] desno
        [D] dole
       *[L] levo
    }
page-saboteur-tunnel = { $through ->
        [yes] tunel
       *[no] ćorsokak
    } otvoren { $sides }
page-saboteur-or = {" "}ili{" "}
page-saboteur-card = { $card ->
        [map] mapa
        [rockfall] odron
        [break] slomi: { $tools }
       *[repair] popravi: { $tools }
    }
page-saboteur-face = { $card ->
        [map] Mapa
        [rockfall] Odron
        [break] Slomi
       *[repair] Popravi
    }
page-saboteur-goal-card = { $gold ->
        [yes] zlato
       *[no] kamen
    }
page-saboteur-goal-up = cilj { $number }: { $card }, otvoren
page-saboteur-goal-seen = cilj { $number } licem nadole: video si { $card }
page-saboteur-goal-down = cilj licem nadole
page-saboteur-you-are = Tvoja uloga: { $role }.
page-saboteur-role = { $role ->
        [saboteur] saboter
       *[digger] kopač zlata
    }
page-saboteur-round = Runda { $round } od { $rounds } · špil { $stock } · preostalo zlato { $gold }
page-saboteur-broken = slomljeno
page-saboteur-gold = zlato: { $count }
page-saboteur-zoom = Veličina table
page-saboteur-smaller = Manja tabla
page-saboteur-larger = Veća tabla
page-saboteur-mine = Rudnik
page-saboteur-start = start
page-saboteur-lay-here = { $cell }: stavi kartu ovde
page-saboteur-share = Kopači su stigli do zlata! Karte zlata za deobu: { $pool }; bira { $name }.
page-saboteur-turn = Okreni kartu
page-saboteur-turn-back = Vrati okrenutu
page-saboteur-choose = Izaberi kartu iz ruke.
page-saboteur-round-end = Runda { $round }: { $gold ->
        [yes] kopači zlata su stigli do zlata
       *[no] saboteri su izdržali
    }. { $roles }.
page-saboteur-nuggets = Grumenje: { $gold } (pobeđuje najviše).
page-saboteur-help = Kopači zlata kopaju tunel od starta { "S" } do zlata iza jednog od tri cilja desno; saboteri, skriveni među njima, pokušavaju da ih zaustave. Izaberi kartu iz ruke, pa osvetljeno polje (ili je prevuci tamo); „Okreni kartu“ okreće kartu tunela. Slomljen alat (pijuk, lampa, kolica) sprečava vlasnika da stavlja tunele dok se ne popravi. Mapa ti pokazuje jedan cilj. { "Tab" } i strelice pomeraju, { "Enter" } bira.

page-generic-help = Izaberi potez među dugmadima.

# Reči servera: imena, redovi zapisa i odbijanja, na jeziku svakog čitaoca.

serve-you = Ti
serve-computer = { $number ->
        [0] Računar
       *[other] Računar { $number }
    }
serve-new-game = Nova igra.
serve-begins = { $length ->
        [1] Počinje igra { $number }.
       *[other] Počinje partija { $number } od { $length }.
    }
serve-seed-was = Seme ovog deljenja: { $seed } (da ga ponovo odigraš).
serve-undone = Vraćeno.
serve-closed = { $name }: sto je zatvoren.
serve-left = { $name }: izlazi; mesto ima računarski igrač.
serve-seat-taken = tvoje mesto sada ima računarski igrač
serve-seat-left = ovo mesto je napušteno: sada ga ima računarski igrač
serve-other-game = ovaj link je za drugu igru
serve-no-such-game = nema takve igre (možda je istekla)
serve-over = igra je gotova
serve-not-over = igra nije gotova: prvo je završi (ili napusti)
serve-moved-on = igra je otišla dalje od tog izbora: izaberi ponovo
serve-no-such-action = nema takvog poteza za izbor
serve-not-your-move = nisi na potezu
serve-act-form = pošalji ili tekst poteza ili broj poteza za izbor
serve-no-undo = ova igra nema vraćanje poteza
serve-server-moves = za stolom više ljudi poteze računara vuče server
serve-computer-thinking = računarski igrač razmišlja
serve-no-computer = nijedan računarski igrač nije na potezu
serve-not-json = to nije očekivani { "JSON" }: { $reason }
serve-deal-failed = deljenje nije uspelo
serve-host-deals = sledeće deljenje deli onaj ko je započeo igru
serve-host-closes = samo onaj ko je započeo igru zatvara njen sto
serve-own-seat = link mesta može da napusti samo svoje mesto
serve-nobody-there = tu ne sedi niko
serve-one-seat = ova igra ima jedno mesto: niko ne može da ga preuzme
serve-seat-cannot-start = link mesta ne može da počinje igre
serve-form-object = formular nove igre mora biti objekat
serve-no-field = „{ $field }“ nije polje ovog formulara (ima: { $fields })
serve-people = broj ljudi mora biti broj od 1 do { $most }
serve-room-for = ova igra ima mesta za { $people ->
        [one] { $people } osobu
        [few] { $people } osobe
       *[other] { $people } osoba
    }
serve-full = Otvorenih stolova igre { $game } ima { $most }, najviše što ovaj server drži: sto se oslobađa nekoliko minuta pošto se zatvori poslednja stranica koja ga prikazuje
serve-auto-none = nijedna karta sada ne može sigurno gore
serve-hint-busy = računa se drugi nagoveštaj ili savet: pitaj ponovo za trenutak
serve-history-host = link mesta ne može da čita istoriju
serve-history-failed = istorija nije mogla da se pročita
serve-no-winnable = nije brzo nađeno deljenje koje može da se dobije: probaj drugo seme
serve-computer-failed = računarski igrač nije uspeo
serve-command-failed = naredba nije uspela
