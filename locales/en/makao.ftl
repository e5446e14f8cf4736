# Makao: what the terminal table and the browser's log say of each move.
# $you is "yes" when the player is the reader ("You lay 7♥"), else "no" ("Ala lays 7♥");
# $name is the player as the reader reads them, $other a second player ("you" for the
# reader). $call is "" when nothing was said with a card.

makao-laid = { $you ->
        [yes] You lay
       *[no] { $name } lays
    } { $card }{ $call ->
        [none] .
       *[other] { $you ->
            [yes] {" "}and say "{ $call }".
           *[no] {" "}and says "{ $call }".
        }
    }
makao-laid-also = { $you ->
        [yes] You also lay
       *[no] { $name } also lays
    } { $card }{ $call ->
        [none] .
       *[other] { $you ->
            [yes] {" "}and say "{ $call }".
           *[no] {" "}and says "{ $call }".
        }
    }
makao-cannot-draw = { $you ->
        [yes] You cannot
       *[no] { $name } cannot
    } draw: the stock and the pile are empty.
makao-a-card = a card
makao-cards = { $count ->
        [one] 1 card
       *[other] { $count } cards
    }
makao-drew = { $you ->
        [yes] You draw
       *[no] { $name } draws
    } { $what }{ $reason ->
        [attack] {" "}(the attack)
        [call] {" "}(the call penalty)
        [blocked] {" "}(the blocked swap)
        [four] , hoping for a 4
        [small-two] {" "}(the small two, 2♣)
        [challenged] {" "}(the missing makao)
       *[chose] {""}
    }{ $short ->
        [0] .
       *[other] ; only { $short } were left.
    }
makao-no-four = No 4 this time: keep it, better luck next turn!
makao-reshuffled = The discard pile's { $cards ->
        [one] 1 card is
       *[other] { $cards } cards are
    } shuffled into a new stock.
makao-penalty-no-makao = { $you ->
        [yes] You have
       *[no] { $name } has
    } one card left but did not say "makao": { $penalty ->
        [one] 1 penalty card
       *[other] { $penalty } penalty cards
    }.
makao-penalty-no-po-makale = { $you ->
        [yes] You have
       *[no] { $name } has
    } no cards left but did not say "po makale": { $penalty ->
        [one] 1 penalty card
       *[other] { $penalty } penalty cards
    }, and no win.
makao-penalty-wrong-call = { $name } said "{ $said }" but "{ $due }" was due: { $penalty ->
        [one] 1 penalty card
       *[other] { $penalty } penalty cards
    }.
makao-penalty-no-call-due = { $name } said "{ $said }" with no call due: { $penalty ->
        [one] 1 penalty card
       *[other] { $penalty } penalty cards
    }.
makao-suit-chosen = { $you ->
        [yes] You ask
       *[no] { $name } asks
    } for { $suit }.
makao-demanded = { $you ->
        [yes] You demand
       *[no] { $name } demands
    } { $rank }.
makao-demanded-nothing = { $you ->
        [yes] You demand
       *[no] { $name } demands
    } nothing.
makao-demand-ended = The demand is over.
makao-waits-a-turn = { $you ->
        [yes] You wait
       *[no] { $name } waits
    } a turn.
makao-waits = { $you ->
        [yes] You wait
       *[no] { $name } waits
    }: this turn and { $more ->
        [one] 1 turn
       *[other] { $more } turns
    } more.
makao-skipped = { $you ->
        [yes] You miss
       *[no] { $name } misses
    } a turn ({ $left ->
        [0] the wait is over
        [one] 1 turn more to wait
       *[other] { $left } turns more to wait
    }).
makao-made-it = { $you ->
        [yes] You drew { $card } and lay
       *[no] { $name } drew { $card } and lays
    } it at once: you made it!
makao-swap-offered = { $you ->
        [yes] You want
       *[no] { $name } wants
    } to swap hands with { $other }.
makao-swapped = { $name } and { $other } swap hands.
makao-blocked = { $you ->
        [yes] You block
       *[no] { $name } blocks
    } the swap; { $other_you ->
        [yes] you draw
       *[no] { $other } draws
    } { $cards }.
makao-won = { $you ->
        [yes] You have no cards left and win!
       *[no] { $name } has no cards left and wins!
    }
makao-finished = { $you ->
        [yes] You finish
       *[no] { $name } finishes
    } in place { $place }.
makao-action-limit = The game reached its limit of { $limit } actions and ends here.
makao-cut-card = The cut turns up { $card }.
makao-kept = { $you ->
        [yes] You keep
       *[no] { $name } keeps
    } { $card }.
makao-dealt = { $you ->
        [yes] You deal
       *[no] { $name } deals
    } { $cards ->
        [one] 1 card
       *[other] { $cards } cards
    } each, { $batch } at a time.
makao-makao-missed = { $name } did not say "makao"!
makao-pointed-out = { $you ->
        [yes] You point
       *[no] { $name } points
    } out the missing "makao".
makao-let-go = { $you ->
        [yes] You let
       *[no] { $name } lets
    } it go.
makao-plays-again = { $you ->
        [yes] You play
       *[no] { $name } plays
    } again after the ace.
makao-passed-over = { $you ->
        [yes] You are
       *[no] { $name } is
    } skipped by the 8.
makao-says-next = { $you ->
        [yes] You say
       *[no] { $name } says
    } next.
makao-keeps-the-card = { $you ->
        [yes] You keep
       *[no] { $name } keeps
    } the card.
makao-says = { $you ->
        [yes] You say
       *[no] { $name } says
    } "{ $call }".
makao-accepts-the-swap = { $you ->
        [yes] You accept
       *[no] { $name } accepts
    } the swap{ $call ->
        [none] .
       *[other] { $you ->
            [yes] {" "}and say "{ $call }".
           *[no] {" "}and says "{ $call }".
        }
    }
makao-over = { $what ->
        [hand] Hand
       *[game] Game
    } over: { $you ->
        [yes] You win.
       *[no] { $name } wins.
    }
makao-over-no-winner = { $what ->
        [hand] Hand
       *[game] Game
    } over, without a winner.
