# Šta svi stolovi kažu isto: izlazak iz igre, igra koja nije počela, seme deljenja.

table-leave-quit = Izlaziš iz igre.
table-leave-input-ended = Ulaz je završen.
table-stopped-saved = { $why } Igra se ovde prekida, nedovršena. Sačuvana je u { $path }: nastavi komandom { $command }
table-stopped-unsaved = { $why } Igra se ovde prekida, nedovršena, i nije sačuvana.
table-stopped-unsaved-seed = { $why } Igra se ovde prekida, nedovršena, i nije sačuvana. { $seed_told }
table-seed-told = Ovo deljenje je imalo seme { $seed }: odigraj ga ponovo sa { "--seed" } { $seed }.
table-no-game = Ovog puta bez igre.
table-ended-before = Ulaz je završen pre početka igre. Doviđenja.

# Čuvanje igre, za svakim stolom.

table-save-where = Reci gde da se sačuva: { "save" } FAJL
table-save-not-stdout = Igra se čuva u fajl, ne na standardni izlaz: { "save" } FAJL (na primer { "save igra.json" }).
table-not-saved-because = Nije sačuvano: { $reason }.
table-replace = { $file } postoji i nije sačuvana ova igra. Da ga zamenim?
table-not-saved = Nije sačuvano.
table-saved = Sačuvano u { $file }. Nastavi kasnije komandom: { $command }
table-saved-hint = Tvoja igra je sačuvana u { $file }: nastavi komandom { $command }
table-cannot-save = Ne može da se sačuva u { $file }: { $reason }.
table-save-offer = Da sačuvam igru pre izlaska? Upiši ime fajla ili pritisni { "Enter" } za izlazak.
table-symlink = { $file } je simbolička veza, ne fajl: neće biti zamenjen
table-directory = { $file } je direktorijum
table-special-file = { $file } nije običan fajl (uređaj, { "FIFO" } ili soket): neće biti zamenjen
table-read-only = { $file } je samo za čitanje: neće biti zamenjen

# Kraj igre i tekući rezultat partija za stolom.

table-over-no-winner = Kraj igre, bez pobednika.
table-over-won = Kraj igre. Pobeda: { $names }.
table-points = Poeni: { $points }.
table-series-wins = { $name }: { $wins ->
        [one] { $wins } pobeda
        [few] { $wins } pobede
       *[other] { $wins } pobeda
    }
table-series = Posle { $games ->
        [one] { $games } partije
       *[other] { $games } partija
    }: { $wins }.

# Pitanja za tastaturom.

table-choose = Izaberi 1-{ $count }:
table-yes-no = { $question } ({ "y/n" })
table-yes-no-back = { $question } ({ "y/n" }; { "Esc" } ili { "q" }: nazad)
table-answer-y-or-n = Odgovori { "y" } (da) ili { "n" } (ne).
table-turn-over = { $name }, tvoj potez je gotov: pritisni { "Enter" } da sakriješ karte.
table-pass-keyboard = Predaj tastaturu. Na potezu: { $name }. Pritisni { "Enter" }.
table-line-too-long = Taj red je bio duži od 4 { "KiB" }, pa je odbačen. Upiši ga ponovo.
table-type-a-number = Upiši broj od { $min } do { $max }.
table-out-of-range = { $answer } je van opsega: upiši broj od { $min } do { $max }.
table-not-a-number = „{ $answer }“ nije broj: upiši broj od { $min } do { $max }.

# A list: "Ala, Bob and Cy".
table-and = { $rest } i { $last }

# Ctrl+C i drugi signali.

table-interrupted = Prekinuto.{ $goodbye ->
        [yes] {" "}Doviđenja.
       *[no] {""}
    }
table-interrupted-saved = Prekinuto. { $saved }
table-interrupted-not-saved = Prekinuto. Igra nije mogla da se sačuva: { $reason }.
table-interrupted-saved-to = Igra je sačuvana u { $path }. Nastavi komandom: { $command }
table-back-to-menu = Nazad u glavni meni.

# A fresh seed, told on standard error.
table-fresh-seed = Seme: { $seed } (ponovi ovo deljenje sa { "--seed" } { $seed })
