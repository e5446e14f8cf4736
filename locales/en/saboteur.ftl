# Saboteur: what the terminal table and the browser's log say of each move.
# $name, $target: players as the reader reads them; $cell: a board cell such as C4;
# $tool: pick, lantern or cart; $gold: a gold card's nuggets.

saboteur-laid = { $you ->
        [yes] You lay
       *[no] { $name } lays
    } a { $shape } on { $cell }.
saboteur-goal-gold = The path reaches the goal on { $cell }; it is turned up: the gold!
saboteur-goal-stone-turned = The path reaches the goal on { $cell }; it is turned up: a stone (turned round to meet the path).
saboteur-goal-stone = The path reaches the goal on { $cell }; it is turned up: a stone.
saboteur-rockfall-tunnel = { $you ->
        [yes] You bring
       *[no] { $name } brings
    } down the tunnel on { $cell } with a rockfall.
saboteur-rockfall-dead-end = { $you ->
        [yes] You bring
       *[no] { $name } brings
    } down the dead end on { $cell } with a rockfall.
saboteur-broke = { $you ->
        [yes] You break
       *[no] { $name } breaks
    } { $yours ->
        [yes] your
       *[no] { $target }'s
    } { $tool }.
saboteur-repaired-own = { $you ->
        [yes] You repair your
       *[no] { $name } repairs their
    } own { $tool }.
saboteur-repaired = { $you ->
        [yes] You repair
       *[no] { $name } repairs
    } { $yours ->
        [yes] your
       *[no] { $target }'s
    } { $tool }.
saboteur-mapped = { $you ->
        [yes] You look
       *[no] { $name } looks
    } at goal { $goal } ({ $cell }) with a map.
saboteur-discarded = { $you ->
        [yes] You discard
       *[no] { $name } discards
    } a card.
saboteur-took-gold = { $you ->
        [yes] You take
       *[no] { $name } takes
    } a gold card of { $gold ->
        [one] 1 nugget
       *[other] { $gold } nuggets
    }.
saboteur-round-started = Round { $round }: new roles are dealt. { $you ->
        [yes] You play
       *[no] { $name } plays
    } first.
saboteur-game-over = The game is over.
saboteur-round-over-gold = Round { $round } is over: { $you ->
        [yes] you reached
       *[no] { $name } reached
    } the gold from { $cell }. The gold-diggers win!
saboteur-round-over-empty = Round { $round } is over: { $you ->
        [yes] you have
       *[no] { $name } has
    } no cards left to play. The saboteurs win!

# The terminal table: the screen, the rounds' ends and the ranking.

saboteur-welcome = Saboteur: { $seats }. { $rounds ->
        [one] 1 round
       *[other] { $rounds } rounds
    }; the most nuggets wins. Type ? at your turn for help.
saboteur-round-first = Round { $round } of { $rounds }: { $name } plays first.
saboteur-round-to-move = Round { $round } of { $rounds }: { $name } is to move.
saboteur-round-next = Round { $round } of { $rounds }: new roles are dealt. { $name } plays first.
saboteur-over-already = This game is over.
saboteur-board-at-end = The board as the round ended:
saboteur-goals-shown = {"   "}The goals not reached are shown too: (G) the gold, (s) a stone.
saboteur-press-enter = Press Enter to go on.
saboteur-you-drew = You drew { $card }.
saboteur-map-gold = Your map shows goal { $goal } ({ $cell }): the gold!
saboteur-map-stone = Your map shows goal { $goal } ({ $cell }): a stone.
saboteur-nothing-yet = Nothing has happened yet this round.
saboteur-you-may = You may:
saboteur-choose-gold = { $name }, choose a gold card from those turned up ({ $golds }): { $takes }.
saboteur-title = Round { $round } of { $rounds } · { $name }'s turn · stock { $stock } · discards { $discards } · gold cards left { $gold }
saboteur-title-tall = Round { $round } of { $rounds } · { $name }'s turn (seat { $seat })
saboteur-piles = Stock: { $stock ->
        [one] 1 card
       *[other] { $stock } cards
    } · discards: { $discards } · gold cards left: { $gold }
saboteur-you-are = { $name }, you are { $role }. Your hand:
saboteur-your-move = Your move? (play 2 at C4 [turned], play 3 on 2, map 1 with 4, discard 5; moves lists them all, ? for help)
saboteur-roles = Roles: { $roles }.
saboteur-gold-for-diggers = Gold for the diggers (nuggets): { $golds }; they choose in turn: { $order }.
saboteur-nuggets-won = Nuggets won in round { $round }: { $won }.
saboteur-totals = Totals: { $totals }.
saboteur-final-ranking = Final ranking:
saboteur-standing = {"  "}{ $place }. { $name } — { $nuggets ->
        [one] 1 nugget
       *[other] { $nuggets } nuggets
    }
saboteur-wins = { $name } wins!
saboteur-share-win = { $names } share the win!
saboteur-refused = { $action } is refused: { $why }. Try again (moves lists what you may do).
saboteur-gold-all-alike = The gold cards left are all of { $gold ->
        [one] 1 nugget
       *[other] { $gold } nuggets
    }: nothing for { $name } to choose.
saboteur-type-an-action = Type an action, or ? for help.

# Cards and roles in words.

saboteur-shape = { $kind ->
        [tunnel] tunnel
       *[dead] dead end
    } open { $sides }
saboteur-side-up = up
saboteur-side-right = right
saboteur-side-down = down
saboteur-side-left = left
saboteur-role-digger = a gold-digger
saboteur-role-saboteur = a saboteur
saboteur-role-of = { $name } { $role ->
        [saboteur] saboteur
       *[other] gold-digger
    }

# The hand beside the board, a card a line.

saboteur-you-are-short = You are { $role }. Your hand:
saboteur-no-cards = {"  "}(no cards)
saboteur-card-map = map
saboteur-card-rockfall = rockfall
saboteur-card-broken = broken { $tool }
saboteur-card-repair = repair { $tool }
saboteur-card-repair-either = repair { $tool }/{ $other }
saboteur-legend = S start · [?] goal · [G]/[s] as your map showed · { $block } dead end · ? help, log
saboteur-legend-end = S start · [G]/[s] where the gold and the stones lay, unreached · { $block } dead end
saboteur-panel-player = player
saboteur-panel-hand = hand
saboteur-panel-gold = gold
saboteur-panel-broken = broken
saboteur-tool = { $tool ->
        [pick] pick
        [lantern] lantern
       *[cart] cart
    }

# The tall screen: card faces, the players, the goals.

saboteur-face-map = map
saboteur-face-rockfall = rockfall
saboteur-face-broken = broken
saboteur-face-repair = repair
saboteur-tools-whole = tools whole
saboteur-tools-broken = broken: { $tools }
saboteur-note-you = you
saboteur-note-computer = computer
saboteur-list-cards = { $cards ->
        [one] card{" "}
       *[other] cards
    }
saboteur-list-nuggets = { $nuggets ->
        [one] nugget{" "}
       *[other] nuggets
    }
saboteur-goal-face-up = { $goal }, face up
saboteur-goal-mapped = { $goal } (your map)
saboteur-goals = Goals: { $goals }
saboteur-earlier = ({ $count } earlier { $what ->
        [moves] moves
       *[lines] lines of this round: type log to see them
    })
