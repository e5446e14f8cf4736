# Ekran podešavanja igre u meniju, pre njenog početka.

menu-start = Počni: { $game }
menu-setting = { $about }: { $value }
menu-open-saved = Otvori sačuvanu igru: { $game }
menu-back-to-main = Nazad u glavni meni
menu-settings-title = { $game }: počni ili prvo promeni podešavanje
menu-settings-not-kept = Ova podešavanja nisu mogla da se sačuvaju za sledeći put: { $reason }
menu-which-file = Koji fajl? ({ "Enter" }: nazad)
menu-number-prompt = { $about } (od { $min } do { $max })?
menu-must-be-number = { $name } mora biti ceo broj od { $min } do { $max }
menu-must-be-choice = { $name } mora biti jedno od: { $values }
menu-must-be-flag = { $name } mora biti { "true" } ili { "false" }
