# Obrazovka nastavení hry v menu, před jejím začátkem.

menu-start = Začít: { $game }
menu-setting = { $about }: { $value }
menu-open-saved = Otevřít uloženou hru: { $game }
menu-back-to-main = Zpět do hlavního menu
menu-settings-title = { $game }: začni, nebo nejdřív změň nastavení
menu-settings-not-kept = Tato nastavení se nepodařilo uchovat na příště: { $reason }
menu-which-file = Který soubor? (Enter: zpět)
menu-number-prompt = { $about } ({ $min } až { $max })?
menu-must-be-number = { $name } musí být celé číslo od { $min } do { $max }
menu-must-be-choice = { $name } musí být jedno z: { $values }
menu-must-be-flag = { $name } musí být true nebo false
