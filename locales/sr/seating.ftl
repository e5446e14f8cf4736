# Raspoređivanje ljudi i računarskih igrača pre igre, za svakim stolom.

seating-not-a-name = „{ $name }“ je reč ovog podešavanja, a ne ime
seating-bot-name = { "Bot" } { $number }
seating-names-refused = { "--names" }: { $reason }
seating-names-too-many = { "--names" } daje { $given ->
        [one] { $given } igrača
        [few] { $given } igrača
       *[other] { $given } igrača
    }, a { "--players" } je { $total }
seating-type-names = Upisuj imena igrača jedno po jedno (od { $fewest } do { $most } mesta). Upiši { $bot } za računarskog igrača{ $level ->
        [none] {""}
       *[other] {" "}({ $level ->
            [easy] lak
            [normal] normalan
            [hard] težak
           *[other] { $level }
        })
    }, a { $done } kad svi sednu ({ "Esc" } ili { "q" }: nazad).
seating-name-of = Ime igrača broj { $number }?
seating-not-yet = Još ne: potrebno je bar { $needed ->
        [one] { $needed } igrač
       *[other] { $needed } igrača
    }. Upiši ime ili { $bot }.
seating-joins = Pridružuje se: { $name } (računarski igrač{ $level ->
        [none] {""}
       *[other] , { $level ->
            [easy] lak
            [normal] normalan
            [hard] težak
           *[other] { $level }
        }
    }).
seating-takes-free-seat = Slobodno mesto zauzima: { $name } (računarski igrač{ $level ->
        [none] {""}
       *[other] , { $level ->
            [easy] lak
            [normal] normalan
            [hard] težak
           *[other] { $level }
        }
    }).
seating-at-the-table = Za stolom: { $seats }.
seating-start-with-these = Da počnemo igru sa ovim igračima?
seating-type-again = Onda ih upiši ponovo.
seating-against-computer = Igraš protiv računara ({ $level ->
            [easy] lak
            [normal] normalan
            [hard] težak
           *[other] { $level }
        }); { "--names A,B" } postavlja dve osobe.
seating-your-name = Tvoje ime?
seating-default-name = Igrač
seating-bot-word-taken = Ta reč označava računarskog igrača: upiši svoje ime.
seating-computer = { $name } (računar, { $level ->
            [easy] lak
            [normal] normalan
            [hard] težak
           *[other] { $level }
        })
