# The menu's screen of a game's settings, shown before it starts.

menu-start = Start { $game }
menu-setting = { $about }: { $value }
menu-open-saved = Open a saved { $game } game
menu-back-to-main = Back to the main menu
menu-settings-title = { $game }: start, or change a setting first
menu-settings-not-kept = These settings could not be kept for next time: { $reason }
menu-which-file = Which file? (Enter: back)
menu-number-prompt = { $about } ({ $min } to { $max })?
menu-must-be-number = { $name } must be a whole number from { $min } to { $max }
menu-must-be-choice = { $name } must be one of { $values }
menu-must-be-flag = { $name } must be true or false

# The main menu and its deck tools.

menu-title = karty: main menu (deck: { $cards ->
        [one] 1 card
       *[other] { $cards } cards
    })
menu-play = Play { $title }
menu-play-browser = Play in the browser
menu-setting-about = { $name ->
       *[other] { $about }
    }
menu-value = { $value ->
       *[other] { $value }
    }
menu-resume = Resume the interrupted { $game } game
menu-tool-stats = Statistics of games played
menu-tool-history = Recorded games and replays
menu-tool-shuffle = Shuffle the deck
menu-tool-draw = Draw a card from the top
menu-tool-pick = Pick a card out of the deck
menu-tool-show = Show the deck's order
menu-tool-new-deck = New deck
menu-tool-packs = Choose the number of packs (now { $packs })
menu-tool-quit = Quit
menu-goodbye = Goodbye.
menu-could-not-open = It could not be opened: { $reason }
menu-could-not-resume = It could not be resumed: { $reason }
deck-shuffled = Shuffled { $cards ->
        [one] 1 card
       *[other] { $cards } cards
    }.
deck-drew = You drew { $drawn }. { $left ->
        [one] 1 card
       *[other] { $left } cards
    } left.
deck-picked = You picked { $card }. { $left ->
        [one] 1 card
       *[other] { $left } cards
    } left.
deck-empty-new = The deck is empty: choose New deck to start again.
deck-empty = The deck is empty.
deck-which-card = Which card, counted from the top (1-{ $count }; Esc or q: back)?
deck-order = The deck, top card first:
deck-new = A new deck of { $cards } cards, in order.
deck-how-many-packs = How many packs (1-{ $max }; Esc or q: back)?
deck-new-packs = A new deck of { $packs ->
        [one] 1 pack
       *[other] { $packs } packs
    }: { $cards } cards, in order.
deck-cannot-draw = cannot draw { $count }: the deck holds only { $cards ->
        [one] 1 card
       *[other] { $cards } cards
    }
deck-left = { $cards ->
        [one] 1 card
       *[other] { $cards } cards
    } left in the deck.

# The statistics of games played.

stats-none-yet = No games recorded yet.
stats-game = game
stats-played = played
stats-won = won
stats-win-rate = win rate
stats-streak = streak
stats-best-streak = best streak
stats-best-moves = best moves
stats-abandoned = abandoned
stats-assisted = assisted
menu-history-which = Which game to step through (its id; Enter: back)?
menu-history-not-a-number = { $answer } is not a game's id: type one from the list, or Enter to go back.
# A game's title in this language. $name: the game's name in commands (klondike,
# makao, saboteur); $game: its English title.
game-title = { $name ->
       *[other] { $game }
    }
