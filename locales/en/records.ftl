# Recorded games: the history and a replay stepped through at the terminal.
# $at, $total, $number: move numbers; $name: a player; $action: a move as recorded.

history-none = No games recorded yet.
replay-past-end = The replay cannot go past move { $at }.
replay-keys = Enter: next move, b: back, a number: go to that move, q: leave
replay-last-move = That was the last move. Type q to leave.
replay-keys-again = Type Enter, b, a move number or q.
replay-seat = Seat { $number }
replay-start = Start, before move 1 of { $total }.
replay-moved-as = Move { $at } of { $total }: { $name } { $action }.
replay-moved = Move { $at } of { $total }: { $name } moved.
replay-sees = { $name } sees:
replay-parts = This replay parts from its record at move { $number }: { $why }. It was recorded by karty { $version }.
# The history's table: its column headings, a game's ending, what a seat and a game
# note. $ending: finished, abandoned, interrupted or playing; $count: a number.
history-heading-id = id
history-heading-game = game
history-heading-started = started (UTC)
history-heading-moves = moves
history-heading-ending = ending
history-heading-seats = seats
history-ending = { $ending ->
    [finished] finished
    [abandoned] abandoned
    [interrupted] interrupted
   *[playing] playing
}
history-won = { $seat } (won)
history-hint = hint
history-undos = { $count ->
    [one] 1 undo
   *[other] { $count } undos
}
# Export and import. $file: a file; $title: a game's title; $id, $first, $last: record numbers.
replay-written = Written to { $file }.
replay-imported = Imported { $title } as game { $id } of the records.
replay-imported-one = Imported 1 game as game { $id } of the records.
replay-imported-many = Imported { $count } games as games { $first } to { $last } of the records (karty replay ID steps through one).
replay-bare = { $count ->
    [one] 1 game of { $file } cannot be replayed
   *[other] { $count } games of { $file } cannot be replayed
}: the batch was run without --record, so its lines have no actions.
# Why a replay parts from its record. $expected, $seat: seat numbers from 1; $action: a
# move as recorded; $reason: the rules' own reason.
replay-parted-over = the game is already over
replay-parted-turn = seat { $expected } is to move, not seat { $seat }
replay-parted-unread = "{ $action }" cannot be read: { $reason }
replay-parted-refused = "{ $action }" is refused: { $reason }
# What a seat sees in a replay. $card: a card; $count: cards; $name: a player; $cards: a
# hand; $role: a Saboteur role.
replay-makao-table = Top card { $card }; stock { $count ->
    [one] 1 card
   *[other] { $count } cards
}; { $name } to move.
replay-makao-hand = { $name }: { $cards }
replay-makao-hand-none = { $name }: no cards
replay-makao-hand-size = { $name }: { $count ->
    [one] 1 card
   *[other] { $count } cards
}
replay-saboteur-role = Your role: { $role }.
