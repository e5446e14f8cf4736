# Klondike in words, for the browser's log, hints and tips; the notation (CF, U) follows
# in brackets, as the terminal types it.
# $cards: the card moved, or the first of several. Klondike is played alone: "You".

klondike-turn = turn { $count ->
        [one] a card
       *[other] { $count } cards
    } from the stock
klondike-refill = turn the waste back over into the stock
klondike-run = { $card } and { $more ->
        [one] the card
       *[other] the { $more } cards
    } on it
klondike-from-column = from column { $column }
klondike-from-waste = from the waste
klondike-to-foundation = move { $cards } { $from } to the foundation
klondike-onto-card = move { $cards } { $from } onto { $onto } in column { $to }
klondike-to-empty = move { $cards } { $from } to the empty column { $to }
klondike-moved = You { $what } ({ $notation }).
klondike-hint = Hint: { $what } ({ $notation }).
klondike-tip = Tip: { $what } ({ $notation }).
klondike-tip-odds = Tip: { $what } ({ $notation }); it won { $wins } of { $samples } deals of the cards you have not seen.
klondike-turned-up = { $card } is turned face up.

# The terminal game (the Czech course's layout), besides the engine's refusals.

klondike-seed = Seed: { $seed } (repeat this deal with --seed { $seed })
klondike-won = You won in { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }!
klondike-nothing-safe = Nothing can safely go to the foundations now.
klondike-finish-offer = Every card is face up: type auto and the game finishes by itself.
klondike-nothing-to-undo = There is nothing to undo.
klondike-undone = Taken back.
klondike-status = Moves: { $moves } · stock (U): { $stock ->
        [one] 1 card
       *[other] { $stock } cards
    }
klondike-saved = Saved to { $file }. Go on later with: { $command }
klondike-save-offer = Save the game before leaving? Type a file name, or press Enter to leave.
klondike-replace = { $file } exists and is not this game's save. Replace it?
klondike-not-saved = Not saved.
klondike-save-failed = Could not save to { $file }: { $reason }
klondike-hint-peeked = Hint: { $move } (the solver looked at the face-down cards).
klondike-hint-lost = No move wins from here: this game is lost.
klondike-tip-plain = Tip: { $move }.
klondike-tip-won = Tip: { $move } (it won { $wins } of { $samples } deals of the cards you have not seen).
klondike-tip-none = No tip: no move seems to lead anywhere.
klondike-hint-unknown = The solver found no winning line in time.
klondike-hint-only-back = No winning line found goes on without coming back to before your last move.
klondike-stuck = No move left changes anything: this game is lost. Undo or quit.
klondike-no-moves = There is no legal move left: undo or quit.

# The help, for ?: the commands and options of the terminal game.

klondike-help =
    Commands (upper or lower case):
    ?      this help
    U      turn a card from U onto V, or refill U from V when U is empty
    {"       "}(with --draw 3, three cards at a time)
    EC     move a card from E to C   (from: A–G or V; to: A–G or W–Z)
    E2G    move 2 cards from E to G  (from: A–G or V; the number; to: A–G or W–Z)
    auto   move every card that can safely go up to the foundations W–Z;
    {"       "}when every card is face up, finish the game
    undo   take back the last command (as many times as you like)
    hint   the next move of a winning line (the solver looks at the face-down cards,
    {"       "}so a game won after it counts as assisted)
    tip    the move a player who sees what you see would make: it tries the cards you
    {"       "}have not seen in many ways and picks the move that wins most (not assisted)
    save FILE  save the game to FILE (play it again with --load FILE)
    quit   end the game (it offers to save the game first)
    Ctrl+C end the game
    With --ascii, suits are written as letters: S ♠, H ♥, D ♦, C ♣.

# The question at each move, with its trailing space.
klondike-prompt = Your move:{" "}

# Refusals of a typed line (the course's Czech is the engine's own).

klondike-not-understood = I don't understand that move
klondike-not-a-number = "{ $text }" is not a number
klondike-save-needs-file = save needs a file name: save FILE
klondike-refused = { $why ->
        [no-cards] A move takes at least one card!
        [too-many-from-waste] You can take only one card at a time from V!
        [not-enough-cards] There are not enough cards in { $source } for that!
        [face-down] You can't move cards that are face down!
        [king-only] Only a king can go to an empty column!
        [one-card-to-foundation] Only one card at a time can go to a foundation!
        [ace-only] Only an ace can go to an empty foundation!
        [one-suit] A foundation must keep to one suit!
        [foundation-order] Foundations are built up one rank at a time from the ace!
        [descending] Sequences must go down one rank at a time!
        [alternate-colours] Colours must alternate!
       *[nothing-to-turn] There is nothing to turn: U and V are both empty!
    }
