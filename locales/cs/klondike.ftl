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
