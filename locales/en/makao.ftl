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
    } to swap hands with { $other_you ->
        [yes] you
       *[no] { $other }
    }.
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
makao-you = you
makao-suit-spades = spades
makao-suit-hearts = hearts
makao-suit-diamonds = diamonds
makao-suit-clubs = clubs

# Scores of Serbian hands and matches.

makao-hand-points = Points for the hand: { $points }.
makao-hand-points-doubled = Points for the hand: { $points } (doubled: the last card was a jack).
makao-scores-after = Scores after hand { $played } of { $hands }:
makao-score-hand = hand
makao-score-total = total
makao-match-won = Match over after { $hands ->
        [one] 1 hand
       *[other] { $hands } hands
    }: { $name } wins with { $best }.
makao-match-tied = Match over after { $hands ->
        [one] 1 hand
       *[other] { $hands } hands
    }: { $names } tie with { $best }.
makao-others-their-number = others their number

# The commands, for "?": a line for each the rule set in play has.

makao-help-title = Commands at "Your move?":
makao-help-number = {"  "}3            lay your card number 3
makao-help-several = {"  "}3 5          lay cards 3 and 5 together (one rank; the last becomes the top)
makao-help-names = {"  "}7h, Q♠, 10d  cards by name work too, mixed with numbers as you like
makao-help-nothing-next = {"  "}0            play nothing: draw a card (or take the attack, or say next)
makao-help-nothing = {"  "}0            play nothing: draw a card (or take the attack, wait, keep the card drawn,
    {"               "}accept a swap)
makao-help-suit = {"  "}1 suit h     { $namer ->
        [jack] a jack
       *[ace] an ace
    } and the suit to follow (asked for if left out)
makao-help-demand = {"  "}2 demand 7   a jack and the rank demanded, or demand none (asked for if left out)
makao-help-swap = {"  "}4 swap 2     with the twist, K♣ and the player to swap hands with (asked for)
makao-help-by-name-twist = {"  "}draw, take, wait, pass, accept, block    the same moves by name
makao-help-by-name-short = {"  "}draw, take   the same moves by name
makao-help-by-name = {"  "}draw, take, wait, pass    the same moves by name
makao-help-challenge =
    {"  "}3 makao      say makao with your second-to-last card
    {"  "}makao        said alone, it goes with the next card you lay
    {"  "}next         keep a card drawn, or lay nothing after taking a penalty (as 0)
    {"  "}keep, turn   at the cut: keep the strong card, or turn it up to start the pile
    {"  "}yes, no      whether to point out a missing makao (asked when it happens)
makao-help-calls =
    {"  "}3 makao      a call follows the card it is for: 3 makao 5 po makale
    {"  "}makao        said alone, it goes with the next card you lay
makao-help-end =
    {"  "}save FILE    save the game; karty makao --load FILE resumes it
    {"  "}show         show the table again
    {"  "}quit         leave the game
    {"  "}?            this help

# The rules in play, for "?": worked out from the rule set's settings.

makao-players = { $count ->
        [one] 1 player
       *[other] { $count } players
    }
makao-players-range = { $min } to { $max } players
makao-rules-title = Rules: { $rules }. { $seats }, { $cards ->
        [one] 1 card
       *[other] { $cards } cards
    } each, { $packs ->
        [one] 1 pack
       *[other] { $packs } packs
    }.
makao-rules-cut = The cut: a strong card (one with an effect below) turned up may be kept, up to { $keeps } in a row, and the next is turned up; kept cards are shown to everyone.
makao-rules-matching = Lay a card of the top's suit (or the suit { $namer ->
        [jack] a jack
       *[ace] an ace
    } named) or of its rank{ $wild ->
        [queens] ; a queen goes on anything and anything on a queen, but never against an attack or a demand
        [jacks] ; a jack goes on anything, but never against an attack
        [both] ; a queen goes on anything and anything on a queen, but never against an attack or a demand; a jack goes on anything, but never against an attack
       *[none] {""}
    }.
makao-rules-one-at-a-time = One card at a time.
makao-rules-together = Several cards of one rank may be laid at once, the first one fitting.
makao-rules-together-not-kings = Several cards of one rank (not kings) may be laid at once, the first one fitting.
makao-rules-defence-any = Against 2, 3, K♥, K♠: any of them of the top's suit or rank passes the sum on.
makao-rules-defence-same = Against 2 and 3: a 2 or 3 of the top's suit or rank; against K♥ and K♠: only each other. The sum passes on.
makao-rules-defence-sevens = Against a 7: only a 7, and the next player draws 2 more (4, 6, ...). Whoever takes the penalty may then lay one matching card; a 7 laid then starts afresh at 2.
makao-rules-against-four = Against a 4: another 4, which adds a turn for the next player.
makao-rules-demand-round = A demand binds everyone for one round, the demander included; a jack may answer only while a jack is on top.
makao-rules-demand-until = A demand lasts until its demander lays the rank (which they must hold); a jack may replace it at any time.
makao-rules-draw-any = You may draw instead of laying (you must, with nothing that fits); a drawn card that fits may be laid, or say next.
makao-rules-draw-play = With nothing to lay you draw one card and may lay it if it fits; under attack the first penalty card may defend; under a wait you may draw, hoping for a 4.
makao-rules-draw-ends = Drawing ends your turn: a drawn card waits for your next one.
makao-rules-challenge = Say "makao" with your second-to-last card; if you do not, the opponent may point it out at once, and you draw { $penalty }.
makao-rules-calls = Calls: say "makao" after the card that leaves you one, "po makale" after your last; a missing, wrong or needless call costs { $penalty ->
        [one] 1 card
       *[other] { $penalty } cards
    }.
makao-rules-no-calls = No calls (makao, po makale) in these rules.
makao-rules-twist = Twist: K♣ may swap hands with any player; only K♦ blocks it, and then the swapper draws { $penalty }.
makao-rules-play-on = Play goes on for places until one player is left.
makao-rules-scored = The first to lay their last card wins the hand at once (its effect is void). Cards left score: { $points }. The winner scores { $winner }; a jack finish doubles every score. Lowest total wins.
makao-rules-first-out = The first to lay their last card wins.

# What laying a rank does.

makao-effect-draw = the { $backwards ->
        [yes] previous
       *[no] next
    } player draws { $cards }
makao-effect-wait = the next player misses a turn
makao-effect-demand = demand a rank from 5 to 10 (or nothing)
makao-effect-choose-suit = name the suit to follow
makao-effect-play-again = lay one more matching card at once (draw only without one)
makao-effect-skip = the next player is skipped (with two players, you move again)
makao-effect-previous-draws = the previous player draws { $cards } at once, unanswerable

# The terminal table's screen at a person's turn.

makao-screen-turn = --- { $name }'s turn ---
makao-screen-top = Top card: { $card }, suit to follow: { $suit }{ $note ->
        [named] {" "}({ $suit_name }, named by { $namer ->
            [jack] a jack
           *[ace] an ace
        })
        [queen] {" "}(but anything goes on a queen)
       *[none] {""}
    }
makao-screen-count = { $name } { $cards }{ $state ->
        [out] {" "}(out)
        [waits] {" "}(waits { $turns ->
            [one] 1 turn
           *[other] { $turns } turns
        })
       *[none] {""}
    }
makao-screen-cards = Cards: { $counts }
makao-screen-kept-by = { $name } kept at the cut: { $cards }
makao-screen-your-hand = Your hand:
makao-screen-playable = {"  "}Playable now: { $numbers }
makao-screen-cuts = --- { $name } cuts ---
makao-screen-cut = { $dealer } deals. The cut turns up { $card }, a strong card: keep it and turn up the next (yes), or leave it to start the pile (no).
makao-screen-kept-so-far = Kept so far: { $cards }
makao-screen-answer = --- { $name }'s answer ---
makao-screen-challenge = { $offender } laid { $card } and has one card left, without saying "makao". Point it out (yes: { $offender } draws { $penalty }), or let it go (no)?
makao-screen-again = You laid an ace: lay one more matching card now (0 draws, only when you have none).
makao-screen-after-penalty = You took the penalty: you may lay one matching card, or 0 to say next.
makao-screen-drawn = You drew { $card }. It fits: lay it{ $several ->
        [yes] {" "}(with more of its rank if you like)
       *[no] {""}
    }, or 0 to keep it.
makao-screen-penalty-drawn = The first penalty card, { $card }, defends: lay it (more of its rank too), or 0 to take the other { $cards ->
        [one] 1 card
       *[other] { $cards } cards
    }.
makao-screen-swap = { $name } wants to swap hands with you: you would get { $cards ->
        [one] 1 card
       *[other] { $cards } cards
    }.
makao-screen-swap-block = 0 accepts; your K♦ (its number, or block) blocks it, and { $name } draws { $penalty }.
makao-screen-swap-no-block = You hold no K♦ to block it: 0 accepts.
makao-screen-mind-the-call = Mind the call your hand will need.
makao-screen-attack = Attack: draw { $cards ->
        [one] 1 card
       *[other] { $cards } cards
    }{ $backwards ->
        [yes] {" "}(sent back by K♠)
       *[no] {""}
    }. Defend with { $defence }, or 0 to take them.
makao-screen-wait = Wait: { $turns ->
        [one] 1 turn
       *[other] { $turns } turns
    }. Lay a 4 to pass it on, or 0 to wait.
makao-screen-wait-draw = Or type draw and hope for a 4.
makao-screen-demand-owed = Demand: { $name } demands { $rank }. Lay { $rank }{ $jack ->
        [yes] {" "}or a jack
       *[no] {""}
    }, or 0 to draw.
makao-screen-demand = Demand: { $name } demands { $rank }.
makao-zero-keep-next = keep the card drawn (next)
makao-zero-keep = keep the card drawn
makao-zero-after-penalty = lay nothing more (next)
makao-zero-again = draw a card (only with nothing to lay)
makao-zero-take-other = take the other { $cards ->
        [one] 1 card
       *[other] { $cards } cards
    }
makao-zero-accept = accept the swap
makao-zero-say-nothing = say nothing
makao-zero-take = take { $cards ->
        [one] 1 card
       *[other] { $cards } cards
    }
makao-zero-wait = wait { $turns ->
        [one] 1 turn
       *[other] { $turns } turns
    }
makao-zero-draw = play nothing and draw a card

# The terminal table around the moves.

makao-resuming = Resuming { $file }.
makao-welcome = Makao, { $rules } rules. At any question, ? shows the commands and the rules.
makao-twist-question = Play with the twist (K♣ swaps hands with a player of your choice, only K♦ blocks it)?
makao-settings-refused = { $reason }: change the settings for another game.
makao-at-the-table = At the table: { $seats }.{ $twist ->
        [yes] {" "}With the twist.
       *[no] {""}
    }
makao-hand-deals = Hand { $hand } of { $hands }: { $name } deals.
makao-cuts-strong = { $name } cuts: the cut turns up { $card }, a strong card, which { $name } may keep.
makao-cuts = { $name } cuts: the cut turns up { $card }. { $deal }
makao-held = {"  "}{ $name } held { $cards }.
makao-places = Places: { $places }.
makao-another-match = Play another match with the same players?
makao-play-again = Play again with the same players?
makao-meanwhile = Meanwhile:
makao-call-goes-with-next = { $name } says "{ $call }": it goes with the next card laid.
makao-question-nice-game = Nice game so far, isn't it?
makao-question-accept-or-block = Accept or block?
makao-question-keep-it = Keep it (yes/no)?
makao-question-point-it-out = Point it out (yes/no)?
makao-question-your-move = Your move?

# Reading a typed move, and refusing one: the kind of mistake, then why.

makao-type-a-card = Type a card's number (0 to { $nothing }), a card such as 7h, or ? for help.
makao-save-needs-file = save needs a file name, for example: save makao.json
makao-no-card-number = There is no card { $number }: your cards are numbered 1 to { $count } (0 to { $nothing }).
makao-nothing-to-do = Nothing to do.
makao-zero-alone = 0 means: { $nothing }. Type it alone (a call may follow it).
makao-not-understood = "{ $word }" is not a number (0 to { $count }), a card (such as 7h or Q♠) or a command (? lists them).
makao-not-in-hand = Not in your hand: { $times ->
        [0] you hold no { $card }
        [1] you hold { $card } only once
       *[other] you hold { $card } only { $times } times
    }.
makao-which-suit = Which suit must the next player follow (s, h, d, c)?
makao-which-rank = Demand which rank ({ $ranks }), or none?
makao-swap-candidate = {"  "}{ $number }) { $name }: { $cards ->
        [one] 1 card
       *[other] { $cards } cards
    }
makao-swap-with-whom = Swap hands with whom (a player's number), or none?
makao-will-not-do = "{ $answer }" will not do here: { $hint ->
        [suit] type s, h, d or c (or ♠ ♥ ♦ ♣)
        [rank] type one of the ranks offered, or none
       *[player] type the number of a player listed, or none
    }.
makao-type-yes-no = Type { $what ->
        [cut] yes to keep it, no to turn it up
       *[challenge] yes to point it out, no to let it go
    }.
makao-refused = { $kind ->
        [not-held] Not in your hand
        [one-at-a-time] One card at a time
        [wrong-rank] Wrong rank for a multi-play
        [not-legal] Not a legal card now
       *[not-allowed] Not allowed
    }: { $reason }.
makao-not-held = you hold no { $card }
makao-single-card-not-both = { $rules } rules lay a single card each turn: { $first } or { $other }, not both
makao-share-one-rank = cards laid together must share one rank ({ $first } and { $other } do not)
makao-single-card = { $rules } rules lay a single card each turn
makao-kings-one-at-a-time = kings are laid one at a time in { $rules } rules
makao-no-match = { $card } does not match { $top }
makao-no-match-suit = { $card } does not match { $top } (the suit to follow is { $suit })
makao-not-a-defence = { $card } does not answer the attack on { $top }: defend with { $defence }, or take { $cards }
makao-not-a-four = { $card } does not answer a wait: only a 4 does (or wait)
makao-demanded-refused = { $card } is not allowed: { $article } { $rank } is demanded{ $jack ->
        [yes] {" "}(or a jack)
       *[no] {""}
    }
makao-lay-drawn-first = lay the card you drew ({ $card }) first, or { $other ->
        [say-next] say next
       *[other] { $other }
    }
makao-suit-needed = { $card } needs a suit to follow, for example `{ $example } suit h`
makao-cannot-choose = { $card } cannot take { $choice }
makao-swap-with-attack = a { $king } laid with a draw card cannot swap
makao-no-blocker = you hold no { $king } to block the swap with
makao-not-now = you cannot { $what } now: { $situation }
makao-no-calls = calls (makao, po makale) are not used in { $rules } rules
makao-no-such-call = Not allowed: there is no "{ $call }" in { $rules } rules: say "makao" as you lay your second-to-last card, and nothing with your last.
makao-kings = { $hearts } or { $spades }
makao-defence = { $kind ->
        [any] a 2, 3, { $kings } of { $whose ->
            [top] the top's
           *[its] its
        } suit or rank
        [kings] { $kings }
        [small] a 2 or 3 of { $whose ->
            [top] the top's
           *[its] its
        } suit or rank
       *[sevens] a seven
    }
# What a refused action would have done, what the player may do instead, and a choice a
# card cannot take. $what: the action; $next: yes where "pass" is called "next"
# (Serbian rules); $cards, $turns: numbers; $player: a seat number from 1.
makao-doing = { $what ->
        [lay-cards] lay cards
        [draw] draw
        [take-a-penalty] take a penalty
        [wait] wait
        [pass] pass
        [answer-a-question] answer a question
        [accept-a-swap] accept a swap
        [block-a-swap] block a swap
        [keep-a-cut-card] keep a cut card
        [turn-up-a-cut-card] turn up a cut card
       *[answer-a-challenge] answer a challenge
    }
makao-situation = { $kind ->
        [attacked] you are attacked for { $cards } cards: defend or take
        [waiting] you are to wait { $turns } turn(s): lay a 4 or wait
        [turn] it is your turn: lay cards or draw
        [drawn] lay the card you drew, or { $next ->
            [yes] say next
           *[no] pass
        }
        [penalty-drawn] lay the penalty card you drew, or take the rest
        [question] answer the question: ok, or a call
        [swap] player { $player } wants to swap hands with you: accept or block
        [cut] you cut: keep the strong card, or turn it up
        [again] after your ace, lay another matching card (draw only without one)
        [after-penalty] you took the penalty: lay one matching card, or { $next ->
            [yes] say next
           *[no] pass
        }
        [challenge] player { $player } did not say "makao": challenge or forgive
       *[over] the game is over
    }
makao-choice = { $kind ->
        [none] no choice
        [suit] a suit (suit { $suit })
        [demand] a demand (demand { $rank })
       *[swap] a swap (swap { $player })
    }
makao-game-over = the game is over
makao-not-demandable = { $rank } cannot be demanded: only 5, 6, 7, 8, 9 or 10 (or none)
makao-demand-not-held = you may only demand a rank you hold, and you hold no { $rank }
makao-bad-swap-target = there is no player { $player } to swap with

# A legal action in words, as a person would say it (the page's labels). $cards: the
# cards laid; $choice: none, suit ($suit asked for), demand ($rank) or swap ($player,
# "you" for the reader); $call: "none" or the call said with the last card; $next: yes
# where passing is called "next" (Serbian rules).
makao-do-lay = lay { $cards }{ $choice ->
        [suit] {" "}and ask for { $suit }
        [demand] {" "}and demand { $rank }
        [swap] {" "}and swap hands with { $player }
       *[none] {""}
    }{ $call ->
        [none] {""}
       *[other] {" "}and say "{ $call }"
    }
makao-do-draw = draw a card
makao-do-take = take the penalty
makao-do-wait = wait
makao-do-pass = { $next ->
        [yes] say "next"
       *[no] keep the card and pass
    }
makao-do-accept = let the swap happen{ $call ->
        [none] {""}
       *[other] {" "}and say "{ $call }"
    }
makao-do-block = block the swap{ $call ->
        [none] {""}
       *[other] {" "}and say "{ $call }"
    }
makao-do-say = say "{ $call ->
        [none] ok
       *[other] { $call }
    }"
makao-do-keep = keep the cut card
makao-do-turn = leave the cut card face up
makao-do-challenge = point out the missing "makao"
makao-do-forgive = let the missing "makao" go
