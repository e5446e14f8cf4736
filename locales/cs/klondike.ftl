# Klondike slovy, pro deník, rady a tipy v prohlížeči; notace (CF, U) následuje
# v závorce, jak se píše v terminálu.

klondike-turn = otočit { $count ->
        [one] kartu
        [few] { $count } karty
       *[other] { $count } karet
    } z balíčku
klondike-refill = obrátit odložené karty zpět do balíčku
klondike-run = { $card } a { $more ->
        [one] kartu na ní
        [few] { $more } karty na ní
       *[other] { $more } karet na ní
    }
klondike-from-column = ze sloupce { $column }
klondike-from-waste = z odložených karet
klondike-to-foundation = přesunout { $cards } { $from } do cíle
klondike-onto-card = přesunout { $cards } { $from } na { $onto } ve sloupci { $to }
klondike-to-empty = přesunout { $cards } { $from } do prázdného sloupce { $to }
klondike-moved = Tah: { $what } ({ $notation }).
klondike-hint = Rada: { $what } ({ $notation }).
klondike-tip = Tip: { $what } ({ $notation }).
klondike-tip-odds = Tip: { $what } ({ $notation }); vyhrál v { $wins } z { $samples } rozložení karet, které nejsou vidět.

# Hra v terminálu (rozložení z kurzu), kromě odmítnutí tahů enginem.

klondike-seed = Rozdání číslo: { $seed } (zopakuješ ho s --seed { $seed })
klondike-won = Vyhráno! Počet tahů: { $moves }
klondike-nothing-safe = Do cíle teď nejde bezpečně nic přesunout.
klondike-finish-offer = Všechny karty jsou lícem nahoru: napiš auto a hra se dohraje sama.
klondike-nothing-to-undo = Není co vracet.
klondike-undone = Vráceno.
klondike-status = Počet tahů: { $moves } · v balíčku (U): { $stock ->
        [one] 1 karta
        [few] { $stock } karty
       *[other] { $stock } karet
    }
klondike-saved = Uloženo do { $file }. Pokračovat později: { $command }
klondike-save-offer = Uložit hru před odchodem? Napiš jméno souboru, nebo stiskni Enter.
klondike-replace = { $file } už existuje a není to uložená tahle hra. Přepsat?
klondike-not-saved = Neuloženo.
klondike-save-failed = Do { $file } se nepovedlo uložit: { $reason }
klondike-hint-peeked = Rada: { $move } (řešič se díval i na karty rubem nahoru).
klondike-hint-lost = Odsud už žádný tah nevyhraje: hra je prohraná.
klondike-tip-plain = Tip: { $move }.
klondike-tip-won = Tip: { $move } (vyhrál v { $wins } z { $samples } rozložení karet, které jsi neviděl).
klondike-tip-none = Žádný tip: zdá se, že žádný tah nikam nevede.
klondike-hint-unknown = Řešič vyhrávající cestu včas nenašel.
klondike-hint-only-back = Žádná nalezená vyhrávající cesta nepokračuje bez návratu před tvůj poslední tah.
klondike-stuck = Žádný zbylý tah nic nezmění: hra je prohraná. Vrať tah nebo skonči.
klondike-no-moves = Už není žádný tah: vrať tah nebo skonči.

# Nápověda (?): příkazy a volby hry v terminálu; NAPOVEDA z kurzu a co přidala tahle verze.

klondike-help =
    Příkazy:
    ? - Vypíše tuto nápovědu.
    U - Otočí kartu balíčku (z U do V).
    {"    "}Nebo doplní balíček U, pokud je prázdný.
    {"    "}(S --draw 3 otáčí tři karty najednou.)
    EC - Přemístí karty z E na C.
    {"     "}Za E dosaď odkud karty vzít: A-G nebo V.
    {"     "}Za C dosaď kam chceš karty dát: A-G nebo W-Z.
    E2G - Přemístí 2 karty z E na G
    {"      "}Za E dosaď odkud kartu vzít: A-G nebo V.
    {"      "}Za 2 dosaď počet karet.
    {"      "}Za G dosaď kam chceš kartu dát: A-G nebo W-Z.
    auto - Přesune do cíle (W-Z) všechny karty, které tam můžou bezpečně jít.
    {"       "}Když jsou všechny karty lícem nahoru, dohraje hru.
    zpět (undo) - Vrátí poslední příkaz (i víckrát za sebou).
    rada (hint) - Poradí další tah vyhrávající cesty (řešič se dívá i na karty rubem nahoru,
    {"              "}takže výhra po radě se počítá jako s pomocí).
    tip - Tah, který by zahrál hráč, co vidí jen to, co ty: karty, které jsi neviděl,
    {"      "}zkusí rozložit mnoha způsoby a vybere tah, který vyhraje nejčastěji (bez pomoci).
    ulož SOUBOR (save) - Uloží hru do souboru (znovu ji pustíš s --load SOUBOR).
    konec (quit) - Ukončí hru (nejdřív nabídne, že ji uloží).
    Ctrl+C - Ukončí hru
    S --ascii se barvy píšou písmeny: P ♠, S ♥, K ♦, + ♣.

# The question at each move, with its trailing space.
klondike-prompt = Zadej tah:{" "}

# Odmítnutí napsaného řádku (čeština kurzu je přímo z enginu hry, tyto věty ji jen zrcadlí).

klondike-not-understood = Nerozumím tahu
klondike-not-a-number = "{ $text }" není číslo
klondike-save-needs-file = Chybí jméno souboru: ulož SOUBOR
klondike-refused = { $why ->
        [no-cards] Tah musí přesunout aspoň jednu kartu!
        [too-many-from-waste] Z balíčku V se nedá brát víc karet najednou!
        [not-enough-cards] Na to není v { $source } dost karet!
        [face-down] Nemůžeš přesouvat karty, které jsou rubem nahoru!
        [king-only] Do prázdného sloupečku smí jen král!
        [one-card-to-foundation] Do cíle se nedá dávat víc karet najednou!
        [ace-only] Do prázdného cíle smí jen eso!
        [one-suit] Cílová hromádka musí mít jednu barvu!
        [foundation-order] Do cíle musíš skládat karty postupně od nejnižších!
        [descending] Musíš dělat sestupné postupky!
        [alternate-colours] Musíš střídat barvy!
       *[nothing-to-turn] Není co otočit: balíčky U i V jsou prázdné!
    }
klondike-turned-up = { $card } se otáčí lícem nahoru.
