# The browser page's own words (src/serve/page/*.js, index.html), sent to the page by
# GET api/words and formatted there; and the browser server's refusals (serve-…).

page-too-old = The page could not start: try a newer browser.
page-nav = Table
page-rules = Rules
page-history = History
page-four-colour = 4-colour deck
page-four-colour-about = Spades black, hearts red, diamonds blue, clubs green
page-language = Language
page-new-game = New game
page-game = Game
page-people = People
page-people-about = People at the table, each on their own device with their own link
page-computers = Computers
page-think = Think (ms)
page-think-about = How long a hard computer player thinks about each choice
page-default = default
page-seed = Seed
page-any = any
page-pause = Computer moves one click at a time
page-start = Start
page-welcome = Choose a game and press Start.
page-the-table = The table
page-next-computer = Next computer move
page-people-at-table = People at the table
page-moves = Moves
page-rules-help = Rules & help
page-close = Close
page-games-played = Games played
page-replay = Replay
page-back = Back
page-next-move = Next move

page-player = Player { $number }
page-server-answered = the server answered { $status }
page-closed-by-you = this table was closed: start a new game
page-closed-by-host = the person who started the game closed this table
page-game-title = { $game ->
        [makao] Makao
        [klondike] Klondike
        [saboteur] Saboteur
       *[other] { $game }
    }
page-links-send = Send each person their own link (anyone with a link plays that seat; it stays the same for every game at this table):
page-links-loopback = These links open on this computer only: the server listens on { $address }. To let other devices in, stop it and start { $command } (anyone on your network with a link can then join).
page-link-of = { $name }'s link
page-copy = Copy
page-qr = QR code
page-qr-of = QR code of { $name }'s link
page-hand-over = A computer plays this seat
page-leave = Leave (a computer takes my seat)
page-link-copied = Link copied.
page-you-left = you left the game: a computer player has your seat
page-series-totals = totals{ $lowest ->
        [yes] {" "}(the lowest wins)
       *[no] {""}
    }: { $scores }
page-series-wins = wins: { $scores }
page-series-hand = Hand { $hand } of { $length }
page-series-played = Games played: { $played }
page-match-over = Match over: { $count ->
        [one] { $leaders } won the match.
       *[other] { $leaders } tie.
    }
page-next-hand = Next hand
page-new-match = New match
page-play-again = Play again
page-you-won = You won!
page-game-over = Game over
page-nobody-won = Game over: nobody won
page-won = { $names } won{ $you ->
        [yes] {" "}(you too)
       *[no] {""}
    }
page-points-hand = Points this hand: { $points }{ $lowest ->
        [yes] {" "}— the lowest total wins.
       *[no] .
    }
page-points = Points: { $points }.
page-seed-end = The deal's seed was { $seed } (type it in the form to play the deal again).
page-host-deals = The person who started the game deals the next one.
page-new-game-more = New game…
page-confirm-new = Leave the game in progress and start a new one?
page-no-rules = No rules are written for this game yet.
page-playing-here = Playing here
page-rules-english = The rules below are written in English only.
page-table-gone = that table has closed (tables nobody has open are freed after a few minutes): start a new game
page-joining = Joining the game…
page-history-game = #{ $id } { $game }: { $seats } ({ $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }, { $ending })

page-history-ending = { $ending ->
        [playing] playing
        [finished] finished
        [abandoned] abandoned
        [interrupted] interrupted
       *[other] { $ending }
    }
page-cards = { $count ->
        [one] 1 card
       *[other] { $count } cards
    }
page-card-name = { $rank ->
        [A] ace
        [2] two
        [3] three
        [4] four
        [5] five
        [6] six
        [7] seven
        [8] eight
        [9] nine
        [10] ten
        [J] jack
        [Q] queen
        [K] king
       *[other] { $rank }
    } of { $suit ->
        [S] spades
        [H] hearts
        [D] diamonds
       *[C] clubs
    }
page-card-down = card face down
page-over = The game is over.
page-your-move = Your move.
page-thinking = { $name } is thinking…
page-opponents = Opponents
page-your-moves = Your moves
page-your-hand = Your hand
page-cancel = Cancel
page-cannot-go-there = That card cannot go there.
page-points-count = { $count ->
        [one] 1 point
       *[other] { $count } points
    }
page-no-cards-left = no cards left

page-makao-lay = Lay { $cards }{ $rest ->
        [none] {""}
       *[other] : { $rest }
    }
page-makao-suit = suit { $symbol } { $suit ->
        [S] spades
        [H] hearts
        [D] diamonds
       *[C] clubs
    }
page-makao-demand = demand { $rank }s
page-makao-demand-nothing = demand nothing
page-makao-swap = swap hands with { $name }
page-makao-move = { $move ->
        [draw] Draw a card
        [take] Take the penalty
        [wait] Wait out the turn
        [pass] { $next ->
            [yes] Lay nothing: next player
           *[no] Keep the drawn card
        }
        [accept] Let the swap happen
        [block] Block the swap with K♦
        [say] Answer (say a call first if one is due)
        [keep] Keep the cut card, turn up the next
        [turn] Leave it: it starts the pile
        [challenge] Point out the missing makao!
       *[forgive] Let it go
    }
page-makao-explain = { $move ->
        [draw] Take one card from the stock instead of laying one.
        [take] Draw every card the attack adds up to; the turn ends.
        [wait] Miss the turns the fours add up to.
        [pass] End the turn without laying a card.
        [accept] The king of clubs swaps your hand with its player's.
        [block] The king of diamonds stops the swap; its player draws 5.
        [say] The neutral question after an automatic 4: press a call first if one is due.
        [keep] The cut turned up a strong card: keep it, and turn up the next one.
        [turn] Leave the cut card face up: it starts the pile.
        [challenge] Your opponent laid their second-to-last card without saying makao: they draw 2.
       *[forgive] Let the missing makao go.
    }
page-makao-waits = waits { $turns }
page-makao-kept = kept { $cards }
page-makao-out = out
page-makao-stock = Stock
page-makao-stock-label = Stock: { $count ->
        [one] 1 card
       *[other] { $count } cards
    }{ $draw ->
        [yes] , draw a card
       *[no] {""}
    }
page-makao-pile = Pile
page-makao-pile-label = Pile, top card { $card }
page-makao-follow = Suit to follow: { $symbol } { $suit ->
        [S] spades
        [H] hearts
        [D] diamonds
        [C] clubs
       *[other] {""}
    }{ $ace ->
        [yes] {" "}(chosen by an ace)
       *[no] {""}
    }
page-makao-attack-draw = Attack: draw { $count }{ $backwards ->
        [yes] {" "}(backwards)
       *[no] {""}
    }
page-makao-attack-wait = Attack: wait { $turns ->
        [one] 1 turn
       *[other] { $turns } turns
    }
page-makao-demanded = Demand: { $rank }s (by { $name })
page-makao-cut = The cut turned up a strong card.
page-makao-again = After an ace: one more matching card.
page-makao-not-said = A makao was not said!
page-makao-you-drew = You drew { $card }.
page-makao-you-wait = you wait { $turns }
page-makao-lay-more = Lay these, or click more of the rank:
page-makao-lay-these = Lay:
page-makao-say = Say with your move:
page-makao-call = { $call ->
        [makao] Makao!
       *[other] Po makale!
    }
page-makao-cannot-lay = { $card } cannot be laid now.
page-makao-help = Click a card that is lit to lay it; to lay several of a rank, click them in the order to lay (or drag a card onto the pile). Click the stock to draw. Where the rules have calls, press “Makao!” (or “Po makale!”) before the card that leaves you one card (or none): forgetting costs the rules' penalty. Tab and the arrow keys move between cards, Enter lays.

page-klondike-put-on = Put it on { $pile ->
        [foundation] foundation
       *[column] column
    } { $letter }
page-klondike-stock = Stock U, { $count ->
        [0] 0 cards: turn the waste over
        [one] 1 card: turn cards
       *[other] { $count } cards: turn cards
    }
page-klondike-waste = Waste V
page-klondike-foundation = Foundation { $letter }{ $empty ->
        [yes] , empty
       *[no] {""}
    }
page-klondike-column = Column { $letter }{ $down ->
        [0] {""}
        [one] , 1 card face down
       *[other] , { $down } cards face down
    }
page-klondike-moves = Moves
page-klondike-draw = draw { $count }
page-klondike-seed = seed
page-klondike-command = { $command ->
        [undo] Undo
        [auto] Auto
        [tip] Tip
       *[hint] Hint
    }
page-klondike-command-about = { $command ->
        [undo] Take back the last move
        [auto] Move every card that can safely go up
        [tip] The next move of a player that sees only what you see
       *[hint] The solver's next move: it looks at the face-down cards
    }
page-klondike-won = Every card is up, in { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }.
page-klondike-ended = The game ended.
page-klondike-help = Build the foundations W–Z up by suit from the ace to the king. In the columns A–G, lay a card on one a rank higher of the other colour; only a king goes into an empty column. Click the stock U to turn cards onto the waste V. Click a card, then a lit pile (or drag it there); double-click a card to send it up. Tab and the arrow keys move between cards and piles, Enter picks and places.

page-saboteur-tool = { $tool ->
        [pick] pick
        [lantern] lantern
        [cart] cart
       *[other] { $tool }
    }
page-saboteur-side = { $side ->
        [U] up
        [R] right
        [D] down
       *[L] left
    }
page-saboteur-tunnel = { $through ->
        [yes] tunnel
       *[no] dead end
    } open { $sides }
page-saboteur-or = {" "}or{" "}
page-saboteur-card = { $card ->
        [map] map
        [rockfall] rockfall
        [break] broken { $tools }
       *[repair] repair { $tools }
    }
page-saboteur-face = { $card ->
        [map] Map
        [rockfall] Rockfall
        [break] Break
       *[repair] Repair
    }
page-saboteur-goal-card = { $gold ->
        [yes] gold
       *[no] stone
    }
page-saboteur-goal-up = goal { $number }: { $card }, face up
page-saboteur-goal-seen = goal { $number } face down: you saw { $card }
page-saboteur-goal-down = goal face down
page-saboteur-you-are = You are a { $role }.
page-saboteur-role = { $role ->
        [saboteur] saboteur
       *[digger] gold-digger
    }
page-saboteur-round = Round { $round } of { $rounds } · stock { $stock } · gold left { $gold }
page-saboteur-broken = broken
page-saboteur-gold = { $count } gold
page-saboteur-zoom = Board size
page-saboteur-smaller = Smaller board
page-saboteur-larger = Larger board
page-saboteur-mine = The mine
page-saboteur-start = the start
page-saboteur-lay-here = { $cell }: lay the card here
page-saboteur-share = The diggers reached the gold! Gold cards to share: { $pool }; { $name } chooses.
page-saboteur-turn = Turn the card
page-saboteur-turn-back = Turn back
page-saboteur-choose = Choose a card from your hand.
page-saboteur-round-end = Round { $round }: { $gold ->
        [yes] the gold-diggers reached the gold
       *[no] the saboteurs held out
    }. { $roles }.
page-saboteur-nuggets = Gold nuggets: { $gold } (the most wins).
page-saboteur-help = Gold-diggers build a tunnel from the start S to the gold behind one of the three goals on the right; saboteurs, hidden among them, try to stop it. Choose a card from your hand, then a lit cell (or drag it there); “Turn the card” turns a tunnel card around. Broken tools (pick, lantern, cart) stop their owner from laying tunnels until repaired. A map shows you one goal. Tab and the arrow keys move, Enter chooses.

page-generic-help = Choose a move from the buttons.

# The browser server's words: names, log lines and refusals, in each reader's language.

serve-you = You
serve-computer = { $number ->
        [0] Computer
       *[other] Computer { $number }
    }
serve-new-game = A new game.
serve-begins = { $length ->
        [1] Game { $number } begins.
       *[other] Hand { $number } of { $length } begins.
    }
serve-seed-was = The deal's seed was { $seed } (to play it again).
serve-undone = Undone.
serve-closed = { $name } closed this table.
serve-left = { $name } left; a computer player has the seat.
serve-seat-taken = a computer player has your seat now
serve-seat-left = this seat was left: a computer player has it now
serve-other-game = this link is for another game
serve-no-such-game = no such game (it may have expired)
serve-over = the game is over
serve-not-over = the game is not over: finish it (or leave it) first
serve-moved-on = the game has moved on since that choice: choose again
serve-no-such-action = no such action to choose
serve-not-your-move = it is not your move
serve-act-form = send either an action's text or the id of one to choose
serve-no-undo = this game has no undo
serve-server-moves = at a table of several people the server moves the computer players
serve-computer-thinking = a computer player is thinking
serve-no-computer = no computer player is to move
serve-not-json = not the JSON expected: { $reason }
serve-deal-failed = the deal failed
serve-host-deals = the person who started the game deals the next one
serve-host-closes = only the person who started the game closes its table
serve-own-seat = a seat's link can leave only its own seat
serve-nobody-there = no person sits there
serve-one-seat = this game has one seat: nobody can take it over
serve-seat-cannot-start = a seat's link cannot start games
serve-form-object = the new-game form must be an object
serve-no-field = "{ $field }" is no field of this form (it has { $fields })
serve-people = people must be a number from 1 to { $most }
serve-room-for = this game has room for { $people ->
        [one] 1 person
       *[other] { $people } people
    }
serve-full = { $most } { $game } tables are open at once, the most this server keeps: a table is freed a few minutes after the last page showing it closes
serve-auto-none = no card can safely go up now
serve-hint-busy = another hint or tip is being worked out: ask again in a moment
serve-history-host = a seat's link cannot read the history
serve-history-failed = the history could not be read
serve-no-winnable = no winnable deal was found quickly: try another seed
serve-computer-failed = the computer player failed
serve-command-failed = the command failed
