# What every table says alike: leaving a game, a game that never began, the seed told.

table-leave-quit = You leave the game.
table-leave-input-ended = Input ended.
table-stopped-saved = { $why } The game stops here, unfinished. It was saved to { $path }: go on with { $command }
table-stopped-unsaved = { $why } The game stops here, unfinished, and was not saved.
table-stopped-unsaved-seed = { $why } The game stops here, unfinished, and was not saved. { $seed_told }
table-seed-told = This deal was seed { $seed }: play it again with --seed { $seed }.
table-no-game = No game this time.
table-ended-before = Input ended before the game began. Goodbye.

# Saving a game, at any table.

table-save-where = Say where to save: save FILE
table-save-not-stdout = A game is saved to a file, not to standard output: save FILE (for example save game.json).
table-not-saved-because = Not saved: { $reason }.
table-replace = { $file } exists and is not this game's save. Replace it?
table-not-saved = Not saved.
table-saved = Saved to { $file }. Go on later with: { $command }
table-saved-hint = Your game was saved to { $file }: go on with { $command }
table-cannot-save = Cannot save to { $file }: { $reason }.
table-save-offer = Save the game before leaving? Type a file name, or press Enter to leave.
table-symlink = { $file } is a symbolic link, not a file: it is not replaced
table-directory = { $file } is a directory
table-special-file = { $file } is not a regular file (a device, FIFO or socket): it is not replaced
table-read-only = { $file } is read-only: it is not replaced

# The end of a game, and the running score of a table's games.

table-over-no-winner = Game over, without a winner.
table-over-won = Game over: { $names } won.
table-points = Points: { $points }.
table-series-wins = { $name } won { $wins }
table-series = After { $games ->
        [one] 1 game
       *[other] { $games } games
    }: { $wins }.

# Questions at the keyboard.

table-choose = Choose 1-{ $count }:
table-yes-no = { $question } (y/n)
table-yes-no-back = { $question } (y/n; Esc or q: back)
table-answer-y-or-n = Please answer y or n.
table-turn-over = { $name }, your turn is over: press Enter to hide your cards.
table-pass-keyboard = Pass the keyboard to { $name } and press Enter.
table-line-too-long = That line was longer than 4 KiB, so it was discarded. Please type it again.
table-type-a-number = Please type a number from { $min } to { $max }.
table-out-of-range = { $answer } is out of range: type a number from { $min } to { $max }.
table-not-a-number = "{ $answer }" is not a number: type a number from { $min } to { $max }.

# A list: "Ala, Bob and Cy".
table-and = { $rest } and { $last }

# Ctrl+C and other signals.

table-interrupted = Interrupted.{ $goodbye ->
        [yes] {" "}Goodbye.
       *[no] {""}
    }
table-interrupted-saved = Interrupted. { $saved }
table-interrupted-not-saved = Interrupted. The game could not be saved: { $reason }.
table-interrupted-saved-to = The game was saved to { $path }. Go on with: { $command }
table-back-to-menu = Back to the main menu.

# A fresh seed, told on standard error.
table-fresh-seed = Seed: { $seed } (repeat this deal with --seed { $seed })
