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

# A legal action in words, as a person would say it (the page's labels). $card: a card
# of the hand by its name; $turned: yes when a tunnel is turned round; $yours: yes when
# the player meant is the reader; $goal: a goal's number from 1.
saboteur-do-lay = lay the { $card } on { $cell }{ $turned ->
        [yes] , turned round
       *[no] {""}
    }
saboteur-do-rockfall = bring down the card on { $cell } with a rockfall
saboteur-do-break = break { $yours ->
        [yes] your
       *[no] { $target }'s
    } { $tool }
saboteur-do-repair = repair { $yours ->
        [yes] your
       *[no] { $target }'s
    } { $tool }
saboteur-do-map = look at goal { $goal } ({ $cell }) with a map
saboteur-do-discard = discard the { $card }
saboteur-do-take = take a gold card of { $gold ->
        [one] 1 nugget
       *[other] { $gold } nuggets
    }

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

# Why a move is refused. $owner: yes when the tool is the mover's own, else no (then
# $name is its owner); $tools: tools in a list; $count: how many; $position: a card's
# place in the hand, from 1; $card: a card in words; $seat, $players: seat numbers.
saboteur-no-game = the game is over
saboteur-no-choose-gold = the round is over: { $name } is choosing a gold card (take 1, 2 or 3)
saboteur-no-gold-now = there is no gold to take now
saboteur-no-such-gold = no gold card of { $gold ->
        [one] 1 nugget
       *[other] { $gold } nuggets
    } is left to take
saboteur-no-such-card = you have no card { $position }: your hand holds { $held }
saboteur-no-such-player = there is no player { $seat }: seats run from 1 to { $players }
saboteur-play-on-player = play this card on a player ({ $card } goes on a player, e.g. play { $position } on 2)
saboteur-lay-on-board = lay this card on an empty cell joined to the start (e.g. play { $position } at C4)
saboteur-rockfall-on-board = play rockfall on a tunnel card of the board (e.g. play { $position } at C4)
saboteur-map-on-goal = play a map on a goal card (e.g. map 1 with { $position }, or play { $position } at J2)
saboteur-not-turnable = only a tunnel card can be turned; { $card } cannot
saboteur-on-start = { $cell } is the start card
saboteur-on-goal = { $cell } is a goal card
saboteur-occupied = { $cell } already holds a tunnel card
saboteur-no-lay-tools-broken = you cannot lay tunnels while your { $tools } { $count ->
        [one] is
       *[other] are
    } broken
saboteur-misfit = the card does not fit the card on { $cell }: its { $side } side is { $open ->
        [yes] closed
       *[no] open
    } but the side of yours facing it is { $open ->
        [yes] open
       *[no] closed
    }
saboteur-side-name = { $side ->
        [up] top
        [right] right
        [down] bottom
       *[left] left
    }
saboteur-not-joined = a card on { $cell } would not be joined to the start by a path
saboteur-no-tunnel = there is no tunnel card on { $cell } to bring down
saboteur-rockfall-start = rockfall cannot hit the start card
saboteur-rockfall-goal = rockfall cannot hit a goal card
saboteur-no-such-goal = there is no goal { $goal }: goals are 1, 2 and 3, top to bottom
saboteur-goal-already-up = goal { $goal } is already face up
saboteur-break-own = break another player's tool, not your own
saboteur-already-broken = { $owner ->
        [yes] your
       *[no] { $name }'s
    } { $tool } is already broken
saboteur-not-broken = { $owner ->
        [yes] your
       *[no] { $name }'s
    } { $tool } is not broken
saboteur-nothing-to-repair = { $owner ->
        [yes] your
       *[no] { $name }'s
    } { $tools } { $count ->
        [one] is
       *[other] are
    } not broken
saboteur-which-tool = { $owner ->
        [yes] your
       *[no] { $name }'s
    } { $tools } { $count ->
        [one] is
       *[other] are
    } broken: say which to repair (e.g. play { $position } on { $seat } { $tool })
saboteur-wrong-tool = { $card } does not repair a { $tool }
saboteur-tool-not-needed = name a tool only when playing a double repair
saboteur-and = { $first } and { $last }

# Why typed text is not a move. $text: what was typed; $grammar: the moves' notation.
saboteur-typed-empty = type an action: { $grammar }
saboteur-typed-syntax = `{ $text }` is not an action: { $grammar }
saboteur-typed-cell = `{ $text }` is not a cell: write a column letter A-K and a row 1-7, like C4
saboteur-typed-card = `{ $text }` is not a card
saboteur-typed-tool = `{ $text }` is not a tool: pick, lantern or cart
saboteur-typed-position = `{ $text }` is not a card in your hand: cards are counted from 1, left to right
saboteur-typed-goal = `{ $text }` is not a goal: goals are 1, 2 and 3, top to bottom
saboteur-typed-gold = `{ $text }` is not a gold card: take 1, 2 or 3 nuggets
saboteur-typed-player = no player `{ $text }`: name a player by seat number, by name or as `me`
