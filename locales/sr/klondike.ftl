# Klondajk rečima, za dnevnik, savete i predloge u pregledaču; notacija ({ "CF" }, { "U" })
# ide u zagradi, kako se kuca u terminalu.

klondike-turn = okreni { $count ->
        [one] { $count } kartu
        [few] { $count } karte
       *[other] { $count } karata
    } iz špila
klondike-refill = vrati okrenute karte nazad u špil
klondike-run = { $card } i { $more ->
        [one] { $more } kartu na njoj
        [few] { $more } karte na njoj
       *[other] { $more } karata na njoj
    }
klondike-from-column = iz kolone { $column }
klondike-from-waste = iz okrenutih karata
klondike-to-foundation = premesti { $cards } { $from } na cilj
klondike-onto-card = premesti { $cards } { $from } na { $onto } u koloni { $to }
klondike-to-empty = premesti { $cards } { $from } u praznu kolonu { $to }
klondike-moved = Potez: { $what } ({ $notation }).
klondike-hint = Savet: { $what } ({ $notation }).
klondike-tip = Predlog: { $what } ({ $notation }).
klondike-tip-odds = Predlog: { $what } ({ $notation }); dobio je { $wins } od { $samples } rasporeda karata koje se ne vide.

# Igra u terminalu (raspored iz češkog kursa), osim odbijanja samog programa igre.

klondike-seed = Seme: { $seed } (ponovi ovo deljenje sa { "--seed" } { $seed })
klondike-won = Pobeda posle { $moves ->
        [one] { $moves } poteza
       *[other] { $moves } poteza
    }!
klondike-nothing-safe = Sada ništa ne može bezbedno na ciljeve.
klondike-finish-offer = Sve karte su okrenute licem nagore: upiši { "auto" } i igra će se sama završiti.
klondike-nothing-to-undo = Nema šta da se vrati.
klondike-undone = Vraćeno.
klondike-status = Potezi: { $moves } · špil ({ "U" }): { $stock ->
        [one] { $stock } karta
        [few] { $stock } karte
       *[other] { $stock } karata
    }
klondike-saved = Sačuvano u { $file }. Nastavi kasnije komandom: { $command }
klondike-save-offer = Da sačuvam igru pre izlaska? Upiši ime fajla ili pritisni { "Enter" } za izlazak.
klondike-replace = { $file } postoji i nije sačuvana ova igra. Da ga zamenim?
klondike-not-saved = Nije sačuvano.
klondike-save-failed = Ne može da se sačuva u { $file }: { $reason }
klondike-hint-peeked = Savet: { $move } (rešavač je gledao i karte okrenute licem nadole).
klondike-hint-lost = Odavde nijedan potez ne dobija: ova igra je izgubljena.
klondike-tip-plain = Predlog: { $move }.
klondike-tip-won = Predlog: { $move } (dobio je { $wins } od { $samples } rasporeda karata koje se ne vide).
klondike-tip-none = Nema predloga: izgleda da nijedan potez nikud ne vodi.
klondike-hint-unknown = Rešavač nije na vreme našao dobitni put.
klondike-hint-only-back = Nijedan nađeni dobitni put ne ide dalje bez vraćanja na stanje pre tvog poslednjeg poteza.
klondike-stuck = Nijedan preostali potez ništa ne menja: ova igra je izgubljena. Vrati potez ({ "undo" }) ili izađi ({ "quit" }).
klondike-no-moves = Nema više dozvoljenih poteza: vrati potez ({ "undo" }) ili izađi ({ "quit" }).

# Pomoć, na ?: komande i opcije igre u terminalu.

klondike-help =
    Komande (velikim ili malim slovima):
    ?      ova pomoć
    { "U" }      okreni kartu iz { "U" } na { "V" } ili, kad je { "U" } prazan, napuni { "U" } iz { "V" }
    {"       "}(uz { "--draw 3" }, po tri karte odjednom)
    { "EC" }     premesti kartu iz { "E" } u { "C" }     (odakle: { "A–G" } ili { "V" }; kuda: { "A–G" } ili { "W–Z" })
    { "E2G" }    premesti 2 karte iz { "E" } u { "G" }   (odakle: { "A–G" } ili { "V" }; broj; kuda: { "A–G" } ili { "W–Z" })
    { "auto" }   premesti na ciljeve { "W–Z" } svaku kartu koja tamo može bezbedno;
    {"       "}kad su sve karte okrenute licem nagore, završi igru
    { "undo" }   vrati poslednju komandu (koliko god puta hoćeš)
    { "hint" }   sledeći potez dobitnog puta (rešavač gleda i karte okrenute licem nadole,
    {"       "}pa se pobeda posle njega računa kao uz pomoć)
    { "tip" }    potez koji bi odigrao igrač koji vidi što i ti: karte koje ne vidiš
    {"       "}isproba na mnogo načina i bira potez koji najčešće dobija (bez pomoći)
    { "save" } FAJL  sačuvaj igru u FAJL (nastavi sa { "--load" } FAJL)
    { "quit" }   završi igru (prvo nudi da je sačuva)
    { "Ctrl+C" } završi igru
    Uz { "--ascii" } znakovi se pišu slovima: { "S ♠, H ♥, D ♦, C ♣" }.

# Pitanje pri svakom potezu, sa razmakom na kraju.
klondike-prompt = Tvoj potez:{" "}

# Odbijanje upisanog reda.

klondike-not-understood = Ne razumem taj potez
klondike-not-a-number = „{ $text }“ nije broj
klondike-save-needs-file = { "save" } traži ime fajla: { "save" } FAJL
klondike-refused = { $why ->
        [no-cards] Potez mora da premesti bar jednu kartu!
        [too-many-from-waste] Iz { "V" } može da se uzme samo jedna karta odjednom!
        [not-enough-cards] U { $source } nema dovoljno karata za to!
        [face-down] Ne možeš da premeštaš karte okrenute licem nadole!
        [king-only] Na praznu kolonu može samo kralj!
        [one-card-to-foundation] Na cilj može samo jedna karta odjednom!
        [ace-only] Na prazan cilj može samo kec!
        [one-suit] Cilj mora da ostane u jednom znaku!
        [foundation-order] Ciljevi se slažu redom, od keca naviše!
        [descending] Nizovi moraju da idu naniže, broj po broj!
        [alternate-colours] Boje moraju da se smenjuju!
       *[nothing-to-turn] Nema šta da se okrene: i { "U" } i { "V" } su prazni!
    }
klondike-turned-up = { $card } se okreće licem nagore.
