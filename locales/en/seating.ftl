# Seating people and computer players before a game, at every table.

seating-not-a-name = "{ $name }" is a word of this setup, not a name
seating-bot-name = Bot { $number }
seating-names-refused = --names: { $reason }
seating-names-too-many = --names gives { $given } players but --players is { $total }
seating-type-names = Type the players' names one by one ({ $fewest } to { $most } seats). Type { $bot } for a computer player{ $level ->
        [none] {""}
       *[other] {" "}({ $level })
    }, { $done } when everyone is in (Esc or q: back).
seating-name-of = Name of player { $number }?
seating-not-yet = Not yet: at least { $needed ->
        [one] 1 player is
       *[other] { $needed } players are
    } needed. Type a name, or { $bot }.
seating-joins = { $name } joins (a computer player{ $level ->
        [none] {""}
       *[other] , { $level }
    }).
seating-takes-free-seat = { $name } takes a free seat (a computer player{ $level ->
        [none] {""}
       *[other] , { $level }
    }).
seating-at-the-table = At the table: { $seats }.
seating-start-with-these = Start the game with these players?
seating-type-again = Then type them again.
seating-against-computer = You play against the computer ({ $level }); --names A,B seats two people.
seating-your-name = Your name?
seating-default-name = Player
seating-bot-word-taken = That word stands for a computer player: type your own name.
seating-computer = { $name } (computer, { $level })
