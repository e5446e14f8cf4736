# Makao: co říká stůl v terminálu a deník v prohlížeči o každém tahu.
# Vyprávění je v přítomném čase („Ala vykládá 7♥“), protože jména jsou libovolný text
# a minulý čas by závisel na rodu jména.
# $you: "yes", když je hráč ten, kdo čte; $name: hráč; $other: druhý hráč.

makao-laid = { $you ->
        [yes] Vykládáš
       *[no] { $name } vykládá
    } { $card }{ $call ->
        [none] .
       *[other] { $you ->
            [yes] {" "}a říkáš „{ $call }“.
           *[no] {" "}a říká „{ $call }“.
        }
    }
makao-laid-also = { $you ->
        [yes] Přikládáš
       *[no] { $name } přikládá
    } { $card }{ $call ->
        [none] .
       *[other] { $you ->
            [yes] {" "}a říkáš „{ $call }“.
           *[no] {" "}a říká „{ $call }“.
        }
    }
makao-cannot-draw = { $you ->
        [yes] Nemůžeš
       *[no] { $name } nemůže
    } brát: balíček i odhazovací hromádka jsou prázdné.
makao-a-card = kartu
makao-cards = { $count ->
        [one] 1 kartu
        [few] { $count } karty
       *[other] { $count } karet
    }
makao-drew = { $you ->
        [yes] Bereš si
       *[no] { $name } si bere
    } { $what }{ $reason ->
        [attack] {" "}(útok)
        [call] {" "}(trest za hlášku)
        [blocked] {" "}(zablokovaná výměna)
        [four] {" "}v naději na čtyřku
        [small-two] {" "}(malá dvojka, 2♣)
        [challenged] {" "}(chybějící makao)
       *[chose] {""}
    }{ $short ->
        [0] .
       *[other] ; { $short ->
            [one] zbyla jen 1
            [few] zbyly jen { $short }
           *[other] zbylo jen { $short }
        }.
    }
makao-no-four = Tentokrát žádná čtyřka: nech si ji, snad příště!
makao-reshuffled = { $cards ->
        [one] 1 karta z odhazovací hromádky se zamíchá
        [few] { $cards } karty z odhazovací hromádky se zamíchají
       *[other] { $cards } karet z odhazovací hromádky se zamíchá
    } do nového balíčku.
makao-penalty-no-makao = { $you ->
        [yes] Máš
       *[no] { $name } má
    } jednu kartu, ale „makao“ nezaznělo: { $penalty ->
        [one] 1 trestná karta
        [few] { $penalty } trestné karty
       *[other] { $penalty } trestných karet
    }.
makao-penalty-no-po-makale = { $you ->
        [yes] Nemáš
       *[no] { $name } nemá
    } už žádné karty, ale „po makale“ nezaznělo: { $penalty ->
        [one] 1 trestná karta
        [few] { $penalty } trestné karty
       *[other] { $penalty } trestných karet
    } a žádná výhra.
makao-penalty-wrong-call = { $name }: „{ $said }“ místo „{ $due }“: { $penalty ->
        [one] 1 trestná karta
        [few] { $penalty } trestné karty
       *[other] { $penalty } trestných karet
    }.
makao-penalty-no-call-due = { $name }: „{ $said }“ nepatří sem: { $penalty ->
        [one] 1 trestná karta
        [few] { $penalty } trestné karty
       *[other] { $penalty } trestných karet
    }.
makao-suit-chosen = { $you ->
        [yes] Měníš
       *[no] { $name } mění
    } barvu na { $suit }.
makao-demanded = { $you ->
        [yes] Žádáš
       *[no] { $name } žádá
    } { $rank }.
makao-demanded-nothing = { $you ->
        [yes] Nic nežádáš
       *[no] { $name } nic nežádá
    }.
makao-demand-ended = Žádost skončila.
makao-waits-a-turn = { $you ->
        [yes] Stojíš
       *[no] { $name } stojí
    } jedno kolo.
makao-waits = { $you ->
        [yes] Stojíš
       *[no] { $name } stojí
    }: toto kolo a ještě { $more ->
        [one] 1
       *[other] { $more }
    }.
makao-skipped = { $you ->
        [yes] Vynecháváš
       *[no] { $name } vynechává
    } kolo ({ $left ->
        [0] čekání skončilo
        [one] ještě 1 kolo čekání
        [few] ještě { $left } kola čekání
       *[other] ještě { $left } kol čekání
    }).
makao-made-it = { $you ->
        [yes] Bereš si { $card } a hned ji vykládáš
       *[no] { $name } si bere { $card } a hned ji vykládá
    }: vyšlo to!
makao-swap-offered = { $you ->
        [yes] Chceš si vyměnit karty s hráčem { $other }.
       *[no] { $other_you ->
            [yes] { $name } si s tebou chce vyměnit karty.
           *[no] { $name } si chce vyměnit karty s hráčem { $other }.
        }
    }
makao-swapped = Výměna karet: { $name } a { $other }.
makao-blocked = { $you ->
        [yes] Blokuješ
       *[no] { $name } blokuje
    } výměnu; { $other_you ->
        [yes] bereš si
       *[no] { $other } si bere
    } { $cards ->
        [one] 1 kartu
        [few] { $cards } karty
       *[other] { $cards } karet
    }.
makao-won = { $you ->
        [yes] Už nemáš žádné karty a vyhráváš!
       *[no] { $name } už nemá žádné karty a vyhrává!
    }
makao-finished = { $you ->
        [yes] Končíš
       *[no] { $name } končí
    } na { $place }. místě.
makao-action-limit = Hra dosáhla limitu { $limit } akcí a tady končí.
makao-cut-card = Sejmutí otáčí { $card }.
makao-kept = { $you ->
        [yes] Necháváš si
       *[no] { $name } si nechává
    } { $card }.
makao-dealt = { $you ->
        [yes] Rozdáváš
       *[no] { $name } rozdává
    } { $cards ->
        [one] 1 kartu
        [few] { $cards } karty
       *[other] { $cards } karet
    } každému, po { $batch }.
makao-makao-missed = { $name } neříká „makao“!
makao-pointed-out = { $you ->
        [yes] Upozorňuješ
       *[no] { $name } upozorňuje
    } na chybějící „makao“.
makao-let-go = { $you ->
        [yes] Necháváš
       *[no] { $name } nechává
    } to být.
makao-plays-again = { $you ->
        [yes] Hraješ
       *[no] { $name } hraje
    } znovu po esu.
makao-passed-over = { $you ->
        [yes] Osmička tě přeskakuje
       *[no] Osmička přeskakuje: { $name }
    }.
makao-says-next = { $you ->
        [yes] Říkáš
       *[no] { $name } říká
    } „dál“.
makao-keeps-the-card = { $you ->
        [yes] Necháváš si
       *[no] { $name } si nechává
    } kartu.
makao-says = { $you ->
        [yes] Říkáš
       *[no] { $name } říká
    } „{ $call }“.
makao-accepts-the-swap = { $you ->
        [yes] Přijímáš
       *[no] { $name } přijímá
    } výměnu{ $call ->
        [none] .
       *[other] { $you ->
            [yes] {" "}a říkáš „{ $call }“.
           *[no] {" "}a říká „{ $call }“.
        }
    }
makao-over = { $what ->
        [hand] Konec rozdání
       *[game] Konec hry
    }: { $you ->
        [yes] vyhráváš.
       *[no] vyhrává { $name }.
    }
makao-over-no-winner = { $what ->
        [hand] Konec rozdání
       *[game] Konec hry
    }, bez vítěze.
makao-you = ty
makao-suit-spades = piky
makao-suit-hearts = srdce
makao-suit-diamonds = káry
makao-suit-clubs = kříže

# Body srbských rozdání a zápasů.

makao-hand-points = Body za rozdání: { $points }.
makao-hand-points-doubled = Body za rozdání: { $points } (dvojnásobné: poslední kartou byl kluk).
makao-scores-after = Skóre po rozdání { $played } z { $hands }:
makao-score-hand = rozdání
makao-score-total = celkem
makao-match-won = Konec zápasu po { $hands ->
        [one] 1 rozdání
       *[other] { $hands } rozdáních
    }: vyhrává { $name } se skóre { $best }.
makao-match-tied = Konec zápasu po { $hands ->
        [one] 1 rozdání
       *[other] { $hands } rozdáních
    }: remíza ({ $names }) se skóre { $best }.
makao-others-their-number = ostatní podle čísla

# Příkazy, na „?“: řádek pro každý, který hraná pravidla mají.
# Slova příkazů (draw, next, makao…) se píšou stejně v každém jazyce.

makao-help-title = Příkazy u „Tvůj tah?“:
makao-help-number = {"  "}3            vylož kartu číslo 3
makao-help-several = {"  "}3 5          vylož karty 3 a 5 najednou (jedna hodnota; poslední bude navrchu)
makao-help-names = {"  "}7h, Q♠, 10d  karty jménem fungují taky, klidně spolu s čísly
makao-help-nothing-next = {"  "}0            nevykládej nic: vezmi si kartu (nebo přijmi útok, nebo řekni next)
makao-help-nothing = {"  "}0            nevykládej nic: vezmi si kartu (nebo přijmi útok, stůj, nech si vzatou kartu,
    {"               "}přijmi výměnu)
makao-help-suit = {"  "}1 suit h     { $namer ->
        [jack] kluk
       *[ace] eso
    } a barva, na kterou se hraje (zeptá se, když ji vynecháš)
makao-help-demand = {"  "}2 demand 7   kluk a žádaná hodnota, nebo demand none (zeptá se, když ji vynecháš)
makao-help-swap = {"  "}4 swap 2     s twistem: K♣ a hráč, s nímž vyměníš karty (zeptá se)
makao-help-by-name-twist = {"  "}draw, take, wait, pass, accept, block    tytéž tahy slovy
makao-help-by-name-short = {"  "}draw, take   tytéž tahy slovy
makao-help-by-name = {"  "}draw, take, wait, pass    tytéž tahy slovy
makao-help-challenge =
    {"  "}3 makao      řekni makao s předposlední kartou
    {"  "}makao        řečeno samo, patří k další vyložené kartě
    {"  "}next         nech si vzatou kartu, nebo po trestu nevykládej nic (jako 0)
    {"  "}keep, turn   při sejmutí: nech si silnou kartu, nebo ji otoč na začátek hromádky
    {"  "}yes, no      zda upozornit na chybějící makao (zeptá se, když se to stane)
makao-help-calls =
    {"  "}3 makao      hláška jde za kartou, ke které patří: 3 makao 5 po makale
    {"  "}makao        řečeno samo, patří k další vyložené kartě
makao-help-end =
    {"  "}save SOUBOR  ulož hru; karty makao --load SOUBOR v ní pokračuje
    {"  "}show         ukaž stůl znovu
    {"  "}quit         odejdi ze hry
    {"  "}?            tato nápověda

# Pravidla ve hře, na „?“: odvozená z nastavení pravidel.

makao-players = { $count ->
        [one] 1 hráč
        [few] { $count } hráči
       *[other] { $count } hráčů
    }
makao-players-range = { $min } až { $max } hráčů
makao-rules-title = Pravidla: { $rules }. { $seats }, { $cards ->
        [one] 1 karta
        [few] { $cards } karty
       *[other] { $cards } karet
    } pro každého, { $packs ->
        [one] 1 balíček
        [few] { $packs } balíčky
       *[other] { $packs } balíčků
    }.
makao-rules-cut = Sejmutí: otočenou silnou kartu (s účinkem popsaným níže) si lze nechat, až { $keeps } za sebou, a otočí se další; karty, které si kdo nechal, vidí všichni.
makao-rules-matching = Vylož kartu v barvě té navrchu (nebo v barvě, kterou { $namer ->
        [jack] určil kluk
       *[ace] určilo eso
    }) nebo stejné hodnoty{ $wild ->
        [queens] ; dáma jde na cokoli a cokoli na dámu, ale nikdy proti útoku ani žádosti
        [jacks] ; kluk jde na cokoli, ale nikdy proti útoku
        [both] ; dáma jde na cokoli a cokoli na dámu, ale nikdy proti útoku ani žádosti; kluk jde na cokoli, ale nikdy proti útoku
       *[none] {""}
    }.
makao-rules-one-at-a-time = Jedna karta najednou.
makao-rules-together = Několik karet jedné hodnoty lze vyložit najednou, pokud ta první pasuje.
makao-rules-together-not-kings = Několik karet jedné hodnoty (ne králů) lze vyložit najednou, pokud ta první pasuje.
makao-rules-defence-any = Proti 2, 3, K♥, K♠: kterákoli z nich v barvě nebo hodnotě karty navrchu posílá součet dál.
makao-rules-defence-same = Proti 2 a 3: 2 nebo 3 v barvě nebo hodnotě karty navrchu; proti K♥ a K♠: jen jeden druhý. Součet jde dál.
makao-rules-defence-sevens = Proti sedmičce: jen sedmička a další hráč bere o 2 víc (4, 6, ...). Kdo trest vezme, smí pak vyložit jednu pasující kartu; sedmička vyložená potom začíná znovu od 2.
makao-rules-against-four = Proti čtyřce: další čtyřka, která dalšímu hráči přidá kolo.
makao-rules-demand-round = Žádost platí jedno kolo pro všechny, i pro toho, kdo žádal; kluk může odpovědět, jen dokud je kluk navrchu.
makao-rules-demand-until = Žádost trvá, dokud ten, kdo žádal, nevyloží tu hodnotu (musí ji mít); kluk ji může kdykoli nahradit.
makao-rules-draw-any = Místo vykládání si můžeš vzít kartu (musíš, když nic nepasuje); vzatou kartu, která pasuje, můžeš vyložit, nebo řekni next.
makao-rules-draw-play = Když nemáš co vyložit, vezmeš si jednu kartu a můžeš ji vyložit, pokud pasuje; při útoku může první trestná karta bránit; když stojíš, můžeš si vzít kartu v naději na čtyřku.
makao-rules-draw-ends = Vzetí karty končí tvůj tah: vzatá karta počká na další.
makao-rules-challenge = Řekni „makao“ s předposlední kartou; když to neřekneš, soupeř na to může hned upozornit a ty si bereš { $penalty }.
makao-rules-calls = Hlášky: „makao“ po kartě, po níž ti zbude jedna, „po makale“ po poslední; chybějící, špatná nebo zbytečná hláška stojí { $penalty ->
        [one] 1 kartu
        [few] { $penalty } karty
       *[other] { $penalty } karet
    }.
makao-rules-no-calls = V těchto pravidlech nejsou hlášky (makao, po makale).
makao-rules-twist = Twist: K♣ může vyměnit karty s kterýmkoli hráčem; zablokovat to může jen K♦ a pak si ten, kdo chtěl měnit, bere { $penalty }.
makao-rules-play-on = Hraje se o pořadí, dokud nezbude jeden hráč.
makao-rules-scored = Kdo první vyloží poslední kartu, hned vyhrává rozdání (její účinek propadá). Zbylé karty se počítají: { $points }. Vítěz dostává { $winner }; konec klukem zdvojnásobuje všechna skóre. Vyhrává nejnižší součet.
makao-rules-first-out = Vyhrává, kdo první vyloží poslední kartu.

# Co dělá vyložení dané hodnoty.

makao-effect-draw = { $backwards ->
        [yes] předchozí
       *[no] další
    } hráč si bere { $cards }
makao-effect-wait = další hráč stojí jedno kolo
makao-effect-demand = žádost o hodnotu od 5 do 10 (nebo o nic)
makao-effect-choose-suit = určení barvy, na kterou se hraje
makao-effect-play-again = hned ještě jedna pasující karta (brát jen bez ní)
makao-effect-skip = další hráč je přeskočen (ve dvou hraješ znovu)
makao-effect-previous-draws = předchozí hráč si hned bere { $cards }, bez obrany

# Obrazovka stolu v terminálu, když je na tahu člověk.

makao-screen-turn = --- Na tahu: { $name } ---
makao-screen-top = Navrchu: { $card }, hraje se na barvu: { $suit }{ $note ->
        [named] {" "}({ $suit_name }, určil{ $namer ->
            [jack] {" "}kluk
           *[ace] o eso
        })
        [queen] {" "}(ale na dámu jde cokoli)
       *[none] {""}
    }
makao-screen-count = { $name } { $cards }{ $state ->
        [out] {" "}(venku)
        [waits] {" "}(stojí { $turns ->
            [one] 1 kolo
            [few] { $turns } kola
           *[other] { $turns } kol
        })
       *[none] {""}
    }
makao-screen-cards = Karty: { $counts }
makao-screen-kept-by = Nechané při sejmutí ({ $name }): { $cards }
makao-screen-your-hand = Tvoje karty:
makao-screen-playable = {"  "}Teď lze vyložit: { $numbers }
makao-screen-cuts = --- Snímá: { $name } ---
makao-screen-cut = Rozdává: { $dealer }. Sejmutí otáčí { $card }, silnou kartu: nech si ji a otoč další (yes), nebo ji nech na začátek hromádky (no).
makao-screen-kept-so-far = Zatím nechané: { $cards }
makao-screen-answer = --- Odpovídá: { $name } ---
makao-screen-challenge = { $offender }: vyloženo { $card }, zbývá jedna karta a „makao“ nezaznělo. Upozornit na to (yes: { $offender } si bere { $penalty }), nebo to nechat být (no)?
makao-screen-again = Vyložené eso: hned vylož ještě jednu pasující kartu (0 bere, jen když žádnou nemáš).
makao-screen-after-penalty = Trest je vzatý: můžeš vyložit jednu pasující kartu, nebo 0 a říct next.
makao-screen-drawn = Vzatá karta: { $card }. Pasuje: vylož ji{ $several ->
        [yes] {" "}(klidně s dalšími téže hodnoty)
       *[no] {""}
    }, nebo 0 a nech si ji.
makao-screen-penalty-drawn = První trestná karta, { $card }, brání: vylož ji (i s dalšími téže hodnoty), nebo 0 a vezmi si { $cards ->
        [one] zbylou 1 kartu
        [few] zbylé { $cards } karty
       *[other] zbylých { $cards } karet
    }.
makao-screen-swap = { $name } si s tebou chce vyměnit karty: po výměně máš { $cards ->
        [one] 1 kartu
        [few] { $cards } karty
       *[other] { $cards } karet
    }.
makao-screen-swap-block = 0 přijímá; tvůj K♦ (jeho číslo, nebo block) ji blokuje a { $name } si bere { $penalty }.
makao-screen-swap-no-block = Nemáš K♦, kterým by šla zablokovat: 0 přijímá.
makao-screen-mind-the-call = Pamatuj na hlášku, kterou bude tvoje ruka potřebovat.
makao-screen-attack = Útok: vezmi si { $cards ->
        [one] 1 kartu
        [few] { $cards } karty
       *[other] { $cards } karet
    }{ $backwards ->
        [yes] {" "}(poslané zpět králem K♠)
       *[no] {""}
    }. Braň se kartou: { $defence }, nebo 0 a vezmi si je.
makao-screen-wait = Stání: { $turns ->
        [one] 1 kolo
        [few] { $turns } kola
       *[other] { $turns } kol
    }. Vylož čtyřku a pošli ho dál, nebo 0 a stůj.
makao-screen-wait-draw = Nebo napiš draw a doufej ve čtyřku.
makao-screen-demand-owed = Žádost: { $name } žádá { $rank }. Vylož { $rank }{ $jack ->
        [yes] {" "}nebo kluka
       *[no] {""}
    }, nebo 0 a vezmi si kartu.
makao-screen-demand = Žádost: { $name } žádá { $rank }.
makao-zero-keep-next = nech si vzatou kartu (next)
makao-zero-keep = nech si vzatou kartu
makao-zero-after-penalty = nevykládej už nic (next)
makao-zero-again = vezmi si kartu (jen když nemáš co vyložit)
makao-zero-take-other = vezmi si { $cards ->
        [one] zbylou 1 kartu
        [few] zbylé { $cards } karty
       *[other] zbylých { $cards } karet
    }
makao-zero-accept = přijmi výměnu
makao-zero-say-nothing = neříkej nic
makao-zero-take = vezmi si { $cards ->
        [one] 1 kartu
        [few] { $cards } karty
       *[other] { $cards } karet
    }
makao-zero-wait = stůj { $turns ->
        [one] 1 kolo
        [few] { $turns } kola
       *[other] { $turns } kol
    }
makao-zero-draw = nevykládej nic a vezmi si kartu

# Stůl v terminálu kolem tahů.

makao-resuming = Pokračuji ve hře ze souboru { $file }.
makao-welcome = Makao, pravidla { $rules }. U každé otázky ukáže ? příkazy a pravidla.
makao-twist-question = Hrát s twistem (K♣ vymění karty s hráčem podle tvé volby, zablokovat to může jen K♦)?
makao-settings-refused = { $reason }: pro další hru změň nastavení.
makao-at-the-table = U stolu: { $seats }.{ $twist ->
        [yes] {" "}S twistem.
       *[no] {""}
    }
makao-hand-deals = Rozdání { $hand } z { $hands }: rozdává { $name }.
makao-cuts-strong = Snímá: { $name }. Sejmutí otáčí { $card }, silnou kartu, kterou si { $name } smí nechat.
makao-cuts = Snímá: { $name }. Sejmutí otáčí { $card }. { $deal }
makao-held = {"  "}{ $name }: v ruce { $cards }.
makao-places = Pořadí: { $places }.
makao-another-match = Hrát další zápas se stejnými hráči?
makao-play-again = Hrát znovu se stejnými hráči?
makao-meanwhile = Mezitím:
makao-call-goes-with-next = { $name } říká „{ $call }“: patří to k další vyložené kartě.
makao-question-nice-game = Pěkná hra, že?
makao-question-accept-or-block = Přijmout, nebo zablokovat?
makao-question-keep-it = Nechat si ji (yes/no)?
makao-question-point-it-out = Upozornit na to (yes/no)?
makao-question-your-move = Tvůj tah?

# Čtení napsaného tahu a jeho odmítnutí: nejdřív druh chyby, pak proč.

makao-type-a-card = Napiš číslo karty (0: { $nothing }), kartu, třeba 7h, nebo ? pro nápovědu.
makao-save-needs-file = save potřebuje jméno souboru, například: save makao.json
makao-no-card-number = Karta { $number } není: tvoje karty mají čísla 1 až { $count } (0: { $nothing }).
makao-nothing-to-do = Není co dělat.
makao-zero-alone = 0 znamená: { $nothing }. Napiš ji samotnou (může po ní jít hláška).
makao-not-understood = „{ $word }“ není číslo (0 až { $count }), karta (třeba 7h nebo Q♠) ani příkaz (? je vypíše).
makao-not-in-hand = Tohle v ruce nemáš: { $times ->
        [0] nemáš { $card }
        [1] { $card } máš jen jednou
       *[other] { $card } máš jen { $times }krát
    }.
makao-which-suit = Na jakou barvu má hrát další hráč (s, h, d, c)?
makao-which-rank = Jakou hodnotu žádáš ({ $ranks }), nebo none?
makao-swap-candidate = {"  "}{ $number }) { $name }: { $cards ->
        [one] 1 karta
        [few] { $cards } karty
       *[other] { $cards } karet
    }
makao-swap-with-whom = S kým vyměnit karty (číslo hráče), nebo none?
makao-will-not-do = „{ $answer }“ sem nepatří: { $hint ->
        [suit] napiš s, h, d nebo c (nebo ♠ ♥ ♦ ♣)
        [rank] napiš jednu z nabízených hodnot, nebo none
       *[player] napiš číslo hráče ze seznamu, nebo none
    }.
makao-type-yes-no = Napiš { $what ->
        [cut] yes a nech si ji, nebo no a otoč ji
       *[challenge] yes a upozorni na to, nebo no a nech to být
    }.
makao-refused = { $kind ->
        [not-held] Tohle v ruce nemáš
        [one-at-a-time] Jedna karta najednou
        [wrong-rank] Špatná hodnota pro víc karet
        [not-legal] Tuhle kartu teď vyložit nelze
       *[not-allowed] Nejde to
    }: { $reason }.
makao-not-held = nemáš { $card }
makao-single-card-not-both = pravidla { $rules } vykládají jednu kartu za tah: { $first } nebo { $other }, ne obě
makao-share-one-rank = karty vyložené spolu musí mít jednu hodnotu ({ $first } a { $other } ji nemají)
makao-single-card = pravidla { $rules } vykládají jednu kartu za tah
makao-kings-one-at-a-time = v pravidlech { $rules } se králové vykládají po jednom
makao-no-match = { $card } nepasuje na { $top }
makao-no-match-suit = { $card } nepasuje na { $top } (hraje se na barvu { $suit })
makao-not-a-defence = { $card } neodpovídá na útok { $top }: braň se kartou { $defence }, nebo si vezmi { $cards ->
        [one] 1 kartu
        [few] { $cards } karty
       *[other] { $cards } karet
    }
makao-not-a-four = { $card } neodpovídá na stání: jen čtyřka (nebo stůj)
makao-demanded-refused = { $card } teď nejde: žádá se { $rank }{ $jack ->
        [yes] {" "}(nebo kluk)
       *[no] {""}
    }
makao-lay-drawn-first = nejdřív vylož vzatou kartu ({ $card }), nebo { $other ->
        [say-next] řekni next
       *[other] { $other }
    }
makao-suit-needed = { $card } potřebuje barvu, na kterou se hraje, například `{ $example } suit h`
makao-cannot-choose = { $card }: nejde zvolit: { $choice }
makao-swap-with-attack = { $king } vyložený s útočnou kartou karty nevyměňuje
makao-no-blocker = nemáš { $king }, kterým by šla výměna zablokovat
makao-not-now = teď nejde: { $what }; { $situation }
makao-no-calls = v pravidlech { $rules } nejsou hlášky (makao, po makale)
makao-no-such-call = Nejde to: v pravidlech { $rules } není „{ $call }“: řekni „makao“, když vykládáš předposlední kartu, a u poslední nic.
makao-kings = { $hearts } nebo { $spades }
makao-defence = { $kind ->
        [any] 2, 3, { $kings } v barvě nebo hodnotě { $whose ->
            [top] karty navrchu
           *[its] té karty
        }
        [kings] { $kings }
        [small] 2 nebo 3 v barvě nebo hodnotě { $whose ->
            [top] karty navrchu
           *[its] té karty
        }
       *[sevens] sedmička
    }
makao-doing = { $what ->
        [lay-cards] vyložit karty
        [draw] líznout si
        [take-a-penalty] vzít trest
        [wait] stát
        [pass] pasovat
        [answer-a-question] odpovědět na otázku
        [accept-a-swap] přijmout výměnu
        [block-a-swap] zablokovat výměnu
        [keep-a-cut-card] nechat si kartu ze sejmutí
        [turn-up-a-cut-card] otočit kartu ze sejmutí
       *[answer-a-challenge] odpovědět na výzvu
    }
makao-situation = { $kind ->
        [attacked] útočí na tebe o { $cards ->
            [one] 1 kartu
            [few] { $cards } karty
           *[other] { $cards } karet
        }: braň se, nebo ber
        [waiting] stojíš ještě kol: { $turns }; vylož 4, nebo stůj
        [turn] jsi na tahu: vylož karty, nebo si lízni
        [drawn] vylož líznutou kartu, nebo { $next ->
            [yes] řekni dál
           *[no] pasuj
        }
        [penalty-drawn] vylož líznutou trestnou kartu, nebo vezmi zbytek
        [question] odpověz na otázku: ok, nebo hlášení
        [swap] hráč { $player } si s tebou chce vyměnit karty: přijmi, nebo zablokuj
        [cut] snímáš: nech si silnou kartu, nebo ji otoč
        [again] po esu vylož další pasující kartu (lízni si, jen když žádnou nemáš)
        [after-penalty] po trestu vylož jednu pasující kartu, nebo { $next ->
            [yes] řekni dál
           *[no] pasuj
        }
        [challenge] hráč { $player } neřekl „makao“: vyzvi, nebo odpusť
       *[over] hra skončila
    }
makao-choice = { $kind ->
        [none] žádná volba
        [suit] barva (suit { $suit })
        [demand] požadavek (demand { $rank })
       *[swap] výměna (swap { $player })
    }
makao-game-over = hra skončila
makao-not-demandable = { $rank } nelze požadovat: jen 5, 6, 7, 8, 9 nebo 10 (nebo nic)
makao-demand-not-held = požadovat smíš jen hodnotu, kterou máš, a { $rank } nemáš
makao-bad-swap-target = hráč { $player }, se kterým by šlo měnit, není

# Povolený tah slovy, jak by ho řekl hráč (popisky na stránce).
makao-do-lay = vylož { $cards }{ $choice ->
        [suit] {" "}a změň barvu na { $suit }
        [demand] {" "}a požádej o { $rank }
        [swap] {" "}a vyměň si karty s { $player }
       *[none] {""}
    }{ $call ->
        [none] {""}
       *[other] {" "}a řekni „{ $call }“
    }
makao-do-draw = vezmi si kartu
makao-do-take = vezmi si trestné karty
makao-do-wait = čekej
makao-do-pass = { $next ->
        [yes] řekni „dál“
       *[no] nech si kartu a pasuj
    }
makao-do-accept = přijmi výměnu{ $call ->
        [none] {""}
       *[other] {" "}a řekni „{ $call }“
    }
makao-do-block = zablokuj výměnu{ $call ->
        [none] {""}
       *[other] {" "}a řekni „{ $call }“
    }
makao-do-say = řekni „{ $call ->
        [none] ok
       *[other] { $call }
    }“
makao-do-keep = nech si sejmutou kartu
makao-do-turn = nech sejmutou kartu lícem nahoru
makao-do-challenge = upozorni na chybějící „makao“
makao-do-forgive = nech chybějící „makao“ být
