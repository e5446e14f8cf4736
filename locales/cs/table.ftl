# Co říkají všechny stoly stejně: odchod ze hry.

table-leave-quit = Odcházíš ze hry.
table-leave-input-ended = Vstup skončil.
table-stopped-saved = { $why } Hra tu končí nedohraná. Je uložená v { $path }: pokračuj příkazem { $command }
table-stopped-unsaved = { $why } Hra tu končí nedohraná a nebyla uložená.
table-stopped-unsaved-seed = { $why } Hra tu končí nedohraná a nebyla uložená. { $seed_told }
table-seed-told = Toto rozdání mělo semínko { $seed }: zahraj si ho znovu s --seed { $seed }.
table-no-game = Tentokrát bez hry.
table-ended-before = Vstup skončil dřív, než hra začala. Na shledanou.

# Ukládání hry, u každého stolu.

table-save-where = Řekni, kam uložit: save SOUBOR
table-save-not-stdout = Hra se ukládá do souboru, ne na standardní výstup: save SOUBOR (třeba save hra.json).
table-not-saved-because = Neuloženo: { $reason }.
table-replace = { $file } existuje a není uloženou hrou této hry. Nahradit ho?
table-not-saved = Neuloženo.
table-saved = Uloženo do { $file }. Pokračuj později příkazem: { $command }
table-saved-hint = Tvoje hra je uložená v { $file }: pokračuj příkazem { $command }
table-cannot-save = Do { $file } nelze uložit: { $reason }.
table-save-offer = Uložit hru před odchodem? Napiš jméno souboru, nebo stiskni Enter a odejdi.
table-symlink = { $file } je symbolický odkaz, ne soubor: nebude nahrazen
table-directory = { $file } je adresář
table-special-file = { $file } není obyčejný soubor (je to zařízení, FIFO nebo socket): nebude nahrazen
table-read-only = { $file } je jen pro čtení: nebude nahrazen

# Konec hry a průběžné skóre her u stolu.

table-over-no-winner = Konec hry, bez vítěze.
table-over-won = Konec hry. Vyhrává: { $names }.
table-points = Body: { $points }.
table-series-wins = { $name }: { $wins ->
        [one] 1 výhra
        [few] { $wins } výhry
       *[other] { $wins } výher
    }
table-series = Po { $games ->
        [one] 1 hře
       *[other] { $games } hrách
    }: { $wins }.

# Otázky u klávesnice.

table-choose = Vyber 1-{ $count }:
table-yes-no = { $question } (y/n)
table-yes-no-back = { $question } (y/n; Esc nebo q: zpět)
table-answer-y-or-n = Odpověz y (ano) nebo n (ne).
table-turn-over = { $name }, tvůj tah skončil: stiskni Enter a karty se skryjí.
table-pass-keyboard = Předej klávesnici. Na řadě: { $name }. Stiskni Enter.
table-line-too-long = Ten řádek byl delší než 4 KiB, a tak byl zahozen. Napiš ho prosím znovu.
table-type-a-number = Napiš číslo od { $min } do { $max }.
table-out-of-range = { $answer } je mimo rozsah: napiš číslo od { $min } do { $max }.
table-not-a-number = „{ $answer }“ není číslo: napiš číslo od { $min } do { $max }.

# A list: "Ala, Bob and Cy".
table-and = { $rest } a { $last }

# Ctrl+C a jiné signály.

table-interrupted = Přerušeno.{ $goodbye ->
        [yes] {" "}Na shledanou.
       *[no] {""}
    }
table-interrupted-saved = Přerušeno. { $saved }
table-interrupted-not-saved = Přerušeno. Hru se nepodařilo uložit: { $reason }.
table-interrupted-saved-to = Hra je uložená v { $path }. Pokračuj příkazem: { $command }
table-back-to-menu = Zpět do hlavního menu.

# A fresh seed, told on standard error.
table-fresh-seed = Semínko: { $seed } (zopakuješ toto rozdání s --seed { $seed })
