# Usazení lidí a počítačových hráčů před hrou, u každého stolu.

seating-not-a-name = „{ $name }“ je slovo tohoto nastavení, ne jméno
seating-bot-name = Bot { $number }
seating-names-refused = --names: { $reason }
seating-names-too-many = --names dává { $given ->
        [one] 1 hráče
       *[other] { $given } hráčů
    }, ale --players je { $total }
seating-type-names = Napiš jména hráčů jedno po druhém ({ $fewest } až { $most } míst). Napiš { $bot } pro počítačového hráče{ $level ->
        [none] {""}
       *[other] {" "}({ $level ->
            [easy] snadný
            [normal] normální
            [hard] těžký
           *[other] { $level }
        })
    } a { $done }, až budou všichni u stolu (Esc nebo q: zpět).
seating-name-of = Jméno hráče č. { $number }?
seating-not-yet = Ještě ne: je potřeba aspoň { $needed ->
        [one] 1 hráč
        [few] { $needed } hráči
       *[other] { $needed } hráčů
    }. Napiš jméno, nebo { $bot }.
seating-joins = Přisedá: { $name } (počítačový hráč{ $level ->
        [none] {""}
       *[other] , { $level ->
            [easy] snadný
            [normal] normální
            [hard] těžký
           *[other] { $level }
        }
    }).
seating-takes-free-seat = Volné místo bere: { $name } (počítačový hráč{ $level ->
        [none] {""}
       *[other] , { $level ->
            [easy] snadný
            [normal] normální
            [hard] těžký
           *[other] { $level }
        }
    }).
seating-at-the-table = U stolu: { $seats }.
seating-start-with-these = Začít hru s těmito hráči?
seating-type-again = Tak je napiš znovu.
seating-against-computer = Hraješ proti počítači ({ $level ->
            [easy] snadný
            [normal] normální
            [hard] těžký
           *[other] { $level }
        }); --names A,B posadí dva lidi.
seating-your-name = Tvoje jméno?
seating-default-name = Hráč
seating-bot-word-taken = To slovo znamená počítačového hráče: napiš své vlastní jméno.
seating-computer = { $name } (počítač, { $level ->
            [easy] snadný
            [normal] normální
            [hard] těžký
           *[other] { $level }
        })
