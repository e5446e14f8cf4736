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
