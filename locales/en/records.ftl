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
