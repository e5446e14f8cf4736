# Slova stránky v prohlížeči (src/serve/page/*.js, index.html), posílaná stránce přes
# GET api/words; a odmítnutí serveru (serve-…).

page-too-old = Stránka se nemohla spustit: zkus novější prohlížeč.
page-nav = Stůl
page-rules = Pravidla
page-history = Historie
page-four-colour = Čtyřbarevné karty
page-four-colour-about = Piky černé, srdce červená, káry modré, kříže zelené
page-language = Jazyk
page-new-game = Nová hra
page-game = Hra
page-people = Lidé
page-people-about = Lidé u stolu, každý na svém zařízení se svým odkazem
page-computers = Počítače
page-think = Přemýšlení (ms)
page-think-about = Jak dlouho těžký počítačový hráč přemýšlí o každé volbě
page-default = výchozí
page-seed = Semínko
page-any = libovolné
page-pause = Tahy počítače po jednom kliknutí
page-start = Začít
page-welcome = Vyber hru a stiskni Začít.
page-the-table = Stůl
page-next-computer = Další tah počítače
page-people-at-table = Lidé u stolu
page-moves = Tahy
page-rules-help = Pravidla a nápověda
page-close = Zavřít
page-games-played = Odehrané hry
page-replay = Záznam
page-back = Zpět
page-next-move = Další tah

page-player = Hráč { $number }
page-server-answered = server odpověděl { $status }
page-closed-by-you = tento stůl byl zavřen: začni novou hru
page-closed-by-host = ten, kdo hru začal, tento stůl zavřel
page-game-title = { $game ->
        [makao] Makao
        [klondike] Klondike
        [saboteur] Sabotér
       *[other] { $game }
    }
page-links-send = Pošli každému jeho vlastní odkaz (kdo má odkaz, hraje za to místo; odkaz zůstává stejný pro každou hru u tohoto stolu):
page-links-loopback = Tyto odkazy fungují jen na tomto počítači: server naslouchá na { $address }. Aby se připojila jiná zařízení, zastav ho a spusť { $command } (pak se může připojit každý v tvé síti, kdo má odkaz).
page-link-of = Odkaz: { $name }
page-copy = Kopírovat
page-qr = QR kód
page-qr-of = QR kód odkazu: { $name }
page-hand-over = Za toto místo ať hraje počítač
page-leave = Odejít (mé místo převezme počítač)
page-link-copied = Odkaz zkopírován.
page-you-left = odešel jsi ze hry: tvé místo má počítačový hráč
page-series-totals = součty{ $lowest ->
        [yes] {" "}(vyhrává nejnižší)
       *[no] {""}
    }: { $scores }
page-series-wins = výhry: { $scores }
page-series-hand = Rozdání { $hand } z { $length }
page-series-played = Odehrané hry: { $played }
page-match-over = Konec zápasu: { $count ->
        [one] zápas vyhrává { $leaders }.
       *[other] remíza: { $leaders }.
    }
page-next-hand = Další rozdání
page-new-match = Nový zápas
page-play-again = Hrát znovu
page-you-won = Vyhráváš!
page-game-over = Konec hry
page-nobody-won = Konec hry: nikdo nevyhrál
page-won = Vítězství: { $names }{ $you ->
        [yes] {" "}(ty také)
       *[no] {""}
    }
page-points-hand = Body v tomto rozdání: { $points }{ $lowest ->
        [yes] {" "}— vyhrává nejnižší součet.
       *[no] .
    }
page-points = Body: { $points }.
page-seed-end = Semínko tohoto rozdání: { $seed } (zadej ho do formuláře a zahraj si rozdání znovu).
page-host-deals = Další rozdání rozdává ten, kdo hru začal.
page-new-game-more = Nová hra…
page-confirm-new = Opustit rozehranou hru a začít novou?
page-no-rules = Pravidla této hry zatím nejsou sepsána.
page-playing-here = Jak se tu hraje
page-rules-english = Pravidla níže jsou napsána jen anglicky.
page-table-gone = tento stůl je zavřený (stoly, které nikdo nemá otevřené, se uvolní po několika minutách): začni novou hru
page-joining = Připojování ke hře…
page-history-game = #{ $id } { $game }: { $seats } ({ $moves ->
        [one] 1 tah
        [few] { $moves } tahy
       *[other] { $moves } tahů
    }, { $ending })

page-history-ending = { $ending ->
        [playing] rozehraná
        [finished] dohraná
        [abandoned] vzdaná
        [interrupted] přerušená
       *[other] { $ending }
    }
page-cards = { $count ->
        [one] 1 karta
        [few] { $count } karty
       *[other] { $count } karet
    }
page-card-name = { $rank ->
        [A] eso
        [2] dvojka
        [3] trojka
        [4] čtyřka
        [5] pětka
        [6] šestka
        [7] sedmička
        [8] osmička
        [9] devítka
        [10] desítka
        [J] kluk
        [Q] dáma
        [K] král
       *[other] { $rank }
    } { $suit ->
        [S] piky
        [H] srdce
        [D] káry
       *[C] kříže
    }
page-card-down = karta lícem dolů
page-over = Hra skončila.
page-your-move = Jsi na tahu.
page-thinking = { $name } přemýšlí…
page-opponents = Soupeři
page-your-moves = Tvé tahy
page-your-hand = Tvé karty
page-cancel = Zrušit
page-cannot-go-there = Tuto kartu tam položit nelze.
page-points-count = { $count ->
        [one] 1 bod
        [few] { $count } body
       *[other] { $count } bodů
    }
page-no-cards-left = žádné karty

page-makao-lay = Vyložit { $cards }{ $rest ->
        [none] {""}
       *[other] : { $rest }
    }
page-makao-suit = barva { $symbol } { $suit ->
        [S] piky
        [H] srdce
        [D] káry
       *[C] kříže
    }
page-makao-demand = žádá { $rank }
page-makao-demand-nothing = nic nežádá
page-makao-swap = výměna karet s: { $name }
page-makao-move = { $move ->
        [draw] Vzít si kartu
        [take] Vzít si trest
        [wait] Stát
        [pass] { $next ->
            [yes] Nic nehraju: další hráč
           *[no] Nechat si líznutou kartu
        }
        [accept] Nechat výměnu proběhnout
        [block] Zablokovat výměnu károvým králem (K♦)
        [say] Odpovědět (nejdřív řekni, co je třeba)
        [keep] Nechat si kartu z sejmutí, otočit další
        [turn] Nechat ji: začíná odhazovací balíček
        [challenge] Upozornit na chybějící „makao“!
       *[forgive] Nechat to být
    }
page-makao-explain = { $move ->
        [draw] Vezmi si jednu kartu z balíčku místo zahrání.
        [take] Vezmi si všechny karty útoku; tah končí.
        [wait] Vynech tolik tahů, kolik dávají čtyřky.
        [pass] Ukonči tah bez zahrání karty.
        [accept] Křížový král vymění tvé karty s kartami svého hráče.
        [block] Kárový král zastaví výměnu; jeho hráč si bere 5 karet.
        [say] Neutrální otázka po automatické čtyřce: nejdřív stiskni, co je třeba říct.
        [keep] Sejmutí otočilo silnou kartu: nech si ji a otoč další.
        [turn] Nech kartu ze sejmutí lícem nahoru: začíná odhazovací balíček.
        [challenge] Soupeř zahrál předposlední kartu a neřekl „makao“: bere si 2 karty.
       *[forgive] Nech chybějící „makao“ být.
    }
page-makao-waits = stojí { $turns }
page-makao-kept = nechal si { $cards }
page-makao-out = dohrál
page-makao-stock = Balíček
page-makao-stock-label = Balíček: { $count ->
        [one] 1 karta
        [few] { $count } karty
       *[other] { $count } karet
    }{ $draw ->
        [yes] , vzít si kartu
       *[no] {""}
    }
page-makao-pile = Odhozené
page-makao-pile-label = Odhozené karty, navrchu { $card }
page-makao-follow = Barva na řadě: { $symbol } { $suit ->
        [S] piky
        [H] srdce
        [D] káry
        [C] kříže
       *[other] {""}
    }{ $ace ->
        [yes] {" "}(zvolená esem)
       *[no] {""}
    }
page-makao-attack-draw = Útok: vzít si { $count }{ $backwards ->
        [yes] {" "}(pozpátku)
       *[no] {""}
    }
page-makao-attack-wait = Útok: stát { $turns ->
        [one] 1 tah
        [few] { $turns } tahy
       *[other] { $turns } tahů
    }
page-makao-demanded = Žádá se: { $rank } (žádá { $name })
page-makao-cut = Sejmutí otočilo silnou kartu.
page-makao-again = Po esu: ještě jedna karta, která pasuje.
page-makao-not-said = Někdo neřekl „makao“!
page-makao-you-drew = Bereš si { $card }.
page-makao-you-wait = stojíš { $turns }
page-makao-lay-more = Vylož tyto, nebo klikni na další karty stejné hodnoty:
page-makao-lay-these = Vyložit:
page-makao-say = Řekni se svým tahem:
page-makao-call = { $call ->
        [makao] Makao!
       *[other] Po makale!
    }
page-makao-cannot-lay = { $card } teď zahrát nelze.
page-makao-help = Klikni na zvýrazněnou kartu a zahraješ ji; chceš-li zahrát několik karet stejné hodnoty, klikej na ně v pořadí zahrání (nebo přetáhni kartu na odhozené). Kliknutím na balíček si vezmeš kartu. Kde to pravidla mají, stiskni „Makao!“ (nebo „Po makale!“) před kartou, po které ti zůstane jedna karta (nebo žádná): zapomenutí stojí trest podle pravidel. Tab a šipky přecházejí mezi kartami, Enter hraje.

page-klondike-put-on = Položit na { $pile ->
        [foundation] cílovou hromádku
       *[column] sloupec
    } { $letter }
page-klondike-stock = Balíček U, { $count ->
        [0] 0 karet: otočit otočený balíček zpět
        [one] 1 karta: otočit karty
        [few] { $count } karty: otočit karty
       *[other] { $count } karet: otočit karty
    }
page-klondike-waste = Otočený balíček V
page-klondike-foundation = Cílová hromádka { $letter }{ $empty ->
        [yes] , prázdná
       *[no] {""}
    }
page-klondike-column = Sloupec { $letter }{ $down ->
        [0] {""}
        [one] , 1 karta lícem dolů
        [few] , { $down } karty lícem dolů
       *[other] , { $down } karet lícem dolů
    }
page-klondike-moves = Tahy
page-klondike-draw = otáčí { $count }
page-klondike-seed = semínko
page-klondike-command = { $command ->
        [undo] Zpět
        [auto] Auto
        [tip] Tip
       *[hint] Nápověda
    }
page-klondike-command-about = { $command ->
        [undo] Vrátit poslední tah
        [auto] Přesunout nahoru každou kartu, která tam bezpečně může
        [tip] Další tah hráče, který vidí jen to, co ty
       *[hint] Další tah řešitele: dívá se na karty lícem dolů
    }
page-klondike-won = Všechny karty jsou v cíli, za { $moves ->
        [one] 1 tah
        [few] { $moves } tahy
       *[other] { $moves } tahů
    }.
page-klondike-ended = Hra skončila.
page-klondike-help = Skládej cílové hromádky W–Z podle barvy od esa po krále. Ve sloupcích A–G pokládej kartu na kartu o jednu vyšší opačné barvy; do prázdného sloupce jen krále. Kliknutím na balíček U otočíš karty na V. Klikni na kartu, pak na zvýrazněnou hromádku (nebo ji tam přetáhni); dvojklik pošle kartu do cíle. Tab a šipky přecházejí mezi kartami a hromádkami, Enter bere a pokládá.

page-saboteur-tool = { $tool ->
        [pick] krumpáč
        [lantern] lucerna
        [cart] vozík
       *[other] { $tool }
    }
page-saboteur-side = { $side ->
        [U] nahoru
        [R] doprava
        [D] dolů
       *[L] doleva
    }
page-saboteur-tunnel = { $through ->
        [yes] tunel
       *[no] slepá chodba
    } otevřený { $sides }
page-saboteur-or = {" "}nebo{" "}
page-saboteur-card = { $card ->
        [map] mapa
        [rockfall] zával
        [break] rozbít: { $tools }
       *[repair] opravit: { $tools }
    }
page-saboteur-face = { $card ->
        [map] Mapa
        [rockfall] Zával
        [break] Rozbít
       *[repair] Opravit
    }
page-saboteur-goal-card = { $gold ->
        [yes] zlato
       *[no] kámen
    }
page-saboteur-goal-up = cíl { $number }: { $card }, lícem nahoru
page-saboteur-goal-seen = cíl { $number } lícem dolů: viděl jsi { $card }
page-saboteur-goal-down = cíl lícem dolů
page-saboteur-you-are = Tvá role: { $role }.
page-saboteur-role = { $role ->
        [saboteur] sabotér
       *[digger] zlatokop
    }
page-saboteur-round = Kolo { $round } z { $rounds } · balíček { $stock } · zbývá zlata { $gold }
page-saboteur-broken = rozbité
page-saboteur-gold = zlato: { $count }
page-saboteur-zoom = Velikost plánu
page-saboteur-smaller = Menší plán
page-saboteur-larger = Větší plán
page-saboteur-mine = Důl
page-saboteur-start = start
page-saboteur-lay-here = { $cell }: polož kartu sem
page-saboteur-share = Zlatokopové došli ke zlatu! Karty zlata k rozdělení: { $pool }; vybírá { $name }.
page-saboteur-turn = Otočit kartu
page-saboteur-turn-back = Otočit zpět
page-saboteur-choose = Vyber kartu z ruky.
page-saboteur-round-end = Kolo { $round }: { $gold ->
        [yes] zlatokopové došli ke zlatu
       *[no] sabotéři vydrželi
    }. { $roles }.
page-saboteur-nuggets = Nugety: { $gold } (vyhrává nejvíc).
page-saboteur-help = Zlatokopové kopou tunel od startu S ke zlatu za jedním ze tří cílů vpravo; sabotéři, skrytí mezi nimi, se je snaží zastavit. Vyber kartu z ruky, pak zvýrazněné pole (nebo ji tam přetáhni); „Otočit kartu“ otočí kartu tunelu. Rozbité nástroje (krumpáč, lucerna, vozík) brání majiteli stavět tunely, dokud nejsou opravené. Mapa ti ukáže jeden cíl. Tab a šipky přecházejí, Enter vybírá.

page-generic-help = Vyber tah z tlačítek.

# Slova serveru: jména, řádky záznamu a odmítnutí, v jazyce každého čtenáře.

serve-you = Ty
serve-computer = { $number ->
        [0] Počítač
       *[other] Počítač { $number }
    }
serve-new-game = Nová hra.
serve-begins = { $length ->
        [1] Začíná hra { $number }.
       *[other] Začíná rozdání { $number } z { $length }.
    }
serve-seed-was = Semínko tohoto rozdání: { $seed } (chceš-li ho hrát znovu).
serve-undone = Vráceno.
serve-closed = { $name }: stůl zavřen.
serve-left = { $name }: odchod; místo má počítačový hráč.
serve-seat-taken = tvé místo má teď počítačový hráč
serve-seat-left = toto místo bylo opuštěno: má ho teď počítačový hráč
serve-other-game = tento odkaz je pro jinou hru
serve-no-such-game = taková hra není (možná vypršela)
serve-over = hra skončila
serve-not-over = hra neskončila: nejdřív ji dohraj (nebo opusť)
serve-moved-on = hra se od té volby pohnula dál: vyber znovu
serve-no-such-action = takový tah k výběru není
serve-not-your-move = nejsi na tahu
serve-act-form = pošli buď text tahu, nebo číslo tahu k výběru
serve-no-undo = tato hra nemá tah zpět
serve-server-moves = u stolu více lidí hraje tahy počítačů server
serve-computer-thinking = počítačový hráč přemýšlí
serve-no-computer = žádný počítačový hráč není na tahu
serve-not-json = to není očekávaný JSON: { $reason }
serve-deal-failed = rozdání se nepovedlo
serve-host-deals = další rozdání rozdává ten, kdo hru začal
serve-host-closes = stůl hry zavírá jen ten, kdo ji začal
serve-own-seat = odkaz místa může opustit jen své místo
serve-nobody-there = tam nesedí žádný člověk
serve-one-seat = tato hra má jedno místo: nikdo ho nemůže převzít
serve-seat-cannot-start = odkaz místa nemůže začínat hry
serve-form-object = formulář nové hry musí být objekt
serve-no-field = „{ $field }“ není pole tohoto formuláře (má: { $fields })
serve-people = počet lidí musí být číslo od 1 do { $most }
serve-room-for = tato hra má místo pro { $people ->
        [one] 1 člověka
       *[other] { $people } lidí
    }
serve-full = Otevřených stolů hry { $game } je { $most }, nejvíc, kolik tento server drží: stůl se uvolní pár minut poté, co se zavře poslední stránka, která ho ukazuje
serve-auto-none = žádná karta teď nemůže bezpečně nahoru
serve-hint-busy = počítá se jiná nápověda nebo tip: zeptej se za chvíli
serve-history-host = odkaz místa nemůže číst historii
serve-history-failed = historii se nepodařilo přečíst
serve-no-winnable = rychle se nenašlo rozdání, které jde vyhrát: zkus jiné semínko
serve-computer-failed = počítačový hráč selhal
serve-command-failed = příkaz se nepovedl
