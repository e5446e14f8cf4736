# What every table says alike: leaving a game, a game that never began, the seed told.

table-leave-quit = You leave the game.
table-leave-input-ended = Input ended.
table-stopped-saved = { $why } The game stops here, unfinished. It was saved to { $path }: go on with { $command }
table-stopped-unsaved = { $why } The game stops here, unfinished, and was not saved.
table-stopped-unsaved-seed = { $why } The game stops here, unfinished, and was not saved. { $seed_told }
table-seed-told = This deal was seed { $seed }: play it again with --seed { $seed }.
table-no-game = No game this time.
table-ended-before = Input ended before the game began. Goodbye.
