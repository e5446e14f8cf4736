# Saboteur: what the terminal table and the browser's log say of each move.
# $name, $target: players as the reader reads them; $cell: a board cell such as C4.

saboteur-laid = { $name } lays a { $shape } on { $cell }.
saboteur-goal-gold = The path reaches the goal on { $cell }; it is turned up: the gold!
saboteur-goal-stone-turned = The path reaches the goal on { $cell }; it is turned up: a stone (turned round to meet the path).
saboteur-goal-stone = The path reaches the goal on { $cell }; it is turned up: a stone.
saboteur-rockfall-tunnel = { $name } brings down the tunnel on { $cell } with a rockfall.
saboteur-rockfall-dead-end = { $name } brings down the dead end on { $cell } with a rockfall.
saboteur-broke = { $name } breaks { $target }'s { $tool }.
saboteur-repaired-own = { $name } repairs their own { $tool }.
saboteur-repaired = { $name } repairs { $target }'s { $tool }.
saboteur-mapped = { $name } looks at goal { $goal } ({ $cell }) with a map.
saboteur-discarded = { $name } discards a card.
saboteur-took-gold = { $name } takes a gold card of { $gold }.
saboteur-round-started = Round { $round }: new roles are dealt. { $name } plays first.
saboteur-game-over = The game is over.
saboteur-round-over-gold = Round { $round } is over: { $name } reached the gold from { $cell }. The gold-diggers win!
saboteur-round-over-empty = Round { $round } is over: { $name } has no cards left to play. The saboteurs win!
