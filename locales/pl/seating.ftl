# Sadzanie ludzi i graczy komputerowych przed grą, przy każdym stole.

seating-not-a-name = „{ $name }” to słowo tego ustawiania, nie imię
seating-bot-name = Bot { $number }
seating-names-refused = --names: { $reason }
seating-names-too-many = --names podaje { $given ->
        [one] 1 gracza
       *[other] { $given } graczy
    }, a --players to { $total }
seating-type-names = Wpisuj imiona graczy po kolei (od { $fewest } do { $most } miejsc). Wpisz { $bot }, by dodać gracza komputerowego{ $level ->
        [none] {""}
       *[other] {" "}({ $level ->
            [easy] łatwy
            [normal] normalny
            [hard] trudny
           *[other] { $level }
        })
    }, a { $done }, gdy wszyscy siedzą (Esc albo q: wstecz).
seating-name-of = Imię gracza nr { $number }?
seating-not-yet = Jeszcze nie: potrzeba co najmniej { $needed ->
        [one] 1 gracza
       *[other] { $needed } graczy
    }. Wpisz imię albo { $bot }.
seating-joins = Dosiada się: { $name } (gracz komputerowy{ $level ->
        [none] {""}
       *[other] , { $level ->
            [easy] łatwy
            [normal] normalny
            [hard] trudny
           *[other] { $level }
        }
    }).
seating-takes-free-seat = Wolne miejsce zajmuje: { $name } (gracz komputerowy{ $level ->
        [none] {""}
       *[other] , { $level ->
            [easy] łatwy
            [normal] normalny
            [hard] trudny
           *[other] { $level }
        }
    }).
seating-at-the-table = Przy stole: { $seats }.
seating-start-with-these = Zacząć grę z tymi graczami?
seating-type-again = To wpisz ich jeszcze raz.
seating-against-computer = Grasz z komputerem ({ $level ->
            [easy] łatwy
            [normal] normalny
            [hard] trudny
           *[other] { $level }
        }); --names A,B sadza dwie osoby.
seating-your-name = Twoje imię?
seating-default-name = Gracz
seating-bot-word-taken = To słowo oznacza gracza komputerowego: wpisz własne imię.
seating-computer = { $name } (komputer, { $level ->
            [easy] łatwy
            [normal] normalny
            [hard] trudny
           *[other] { $level }
        })
