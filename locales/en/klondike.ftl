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
