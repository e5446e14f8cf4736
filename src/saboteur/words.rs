//! Saboteur's moves in words, from an event alone as a reader learns it: what the
//! terminal table and the browser's log both say. What needs more than the event (the
//! roles shown at a round's end, the gold to share, the ranking) the table adds from the
//! game it shows.

use saboteur::{
    Action, Card, Cell, Ending, Event, Owner, ParseError, PlayerView, RuleError, Seat, Side, Tool,
};

use super::draw;
use crate::words;
use crate::{say, told};

/// The line `event` is told in, `names` as the reader reads them (`reader`'s own name
/// "You" where the reader is a seat: "You lay", not "You lays"); `None` for what is not
/// told on its own (a card drawn).
pub fn line(event: &Event, names: &[String], reader: Option<usize>) -> Option<String> {
    let name = |seat: Seat| words::player(names.get(seat.index()).map_or("?", String::as_str));
    let you = |seat: Seat| yes_no(reader == Some(seat.index()));
    Some(match *event {
        Event::Laid { seat, cell, shape } => told!(
            "saboteur-laid",
            name = name(seat),
            you = you(seat),
            shape = words::card(draw::shape_name(shape)),
            cell = cell.to_string()
        ),
        Event::Revealed { goal, card, turned } => {
            let cell = Cell::GOALS[goal].to_string();
            if card.is_gold() {
                told!("saboteur-goal-gold", cell = cell)
            } else if turned {
                told!("saboteur-goal-stone-turned", cell = cell)
            } else {
                told!("saboteur-goal-stone", cell = cell)
            }
        }
        Event::Rockfall { seat, cell, shape } if shape.is_through() => told!(
            "saboteur-rockfall-tunnel",
            name = name(seat),
            you = you(seat),
            cell = cell.to_string()
        ),
        Event::Rockfall { seat, cell, .. } => told!(
            "saboteur-rockfall-dead-end",
            name = name(seat),
            you = you(seat),
            cell = cell.to_string()
        ),
        Event::Broke { seat, target, tool } => told!(
            "saboteur-broke",
            name = name(seat),
            you = you(seat),
            target = name(target),
            yours = you(target),
            tool = tool.name()
        ),
        Event::Repaired { seat, target, tool } if seat == target => told!(
            "saboteur-repaired-own",
            name = name(seat),
            you = you(seat),
            tool = tool.name()
        ),
        Event::Repaired { seat, target, tool } => told!(
            "saboteur-repaired",
            name = name(seat),
            you = you(seat),
            target = name(target),
            yours = you(target),
            tool = tool.name()
        ),
        Event::Mapped { seat, goal } => told!(
            "saboteur-mapped",
            name = name(seat),
            you = you(seat),
            goal = goal + 1,
            cell = Cell::GOALS[goal].to_string()
        ),
        Event::Discarded { seat } => {
            told!("saboteur-discarded", name = name(seat), you = you(seat))
        }
        Event::Drew { .. } => return None,
        Event::RoundOver { round, ending } => round_over(round, ending, names, reader),
        Event::TookGold { seat, gold } => {
            told!(
                "saboteur-took-gold",
                name = name(seat),
                you = you(seat),
                gold = gold.nuggets()
            )
        }
        Event::RoundStarted { round, first } => {
            told!(
                "saboteur-round-started",
                round = round,
                name = name(first),
                you = you(first)
            )
        }
        Event::GameOver => told!("saboteur-game-over"),
    })
}

/// How round `round` ended, told to `reader` (see [`line`]).
pub fn round_over(round: u32, ending: Ending, names: &[String], reader: Option<usize>) -> String {
    let name = |seat: Seat| words::player(names.get(seat.index()).map_or("?", String::as_str));
    match ending {
        Ending::Gold { by, cell } => told!(
            "saboteur-round-over-gold",
            round = round,
            name = name(by),
            you = yes_no(reader == Some(by.index())),
            cell = cell.to_string()
        ),
        Ending::EmptyHand { seat } => {
            told!(
                "saboteur-round-over-empty",
                round = round,
                name = name(seat),
                you = yes_no(reader == Some(seat.index()))
            )
        }
    }
}

/// A legal action in words, as a person would say it ("lay the tunnel open up and
/// right on C4, turned"), from the seat's view (the place in the hand names the card)
/// and the names as the reader reads them.
pub fn action(view: &PlayerView, action: Action, names: &[String]) -> String {
    let name = |seat: Seat| words::player(names.get(seat.index()).map_or("?", String::as_str));
    let yours = |seat: Seat| yes_no(seat == view.me);
    let held = |at: usize| view.hand.get(at).copied();
    let named = |card: Card| words::card(super::compact::card_name(card));
    match action {
        Action::PlayAt { card, cell, turned } => match held(card) {
            Some(Card::Rockfall) => told!("saboteur-do-rockfall", cell = cell.to_string()),
            Some(card) => told!(
                "saboteur-do-lay",
                card = named(card),
                cell = cell.to_string(),
                turned = yes_no(turned)
            ),
            None => action.to_string(),
        },
        Action::PlayOn { card, player, tool } => match held(card) {
            Some(Card::Break(broken)) => told!(
                "saboteur-do-break",
                target = name(player),
                yours = yours(player),
                tool = broken.name()
            ),
            Some(repair) => match tool.or_else(|| repair.repairs().first().copied()) {
                Some(tool) => told!(
                    "saboteur-do-repair",
                    target = name(player),
                    yours = yours(player),
                    tool = tool.name()
                ),
                None => action.to_string(),
            },
            None => action.to_string(),
        },
        Action::Map { goal, .. } => told!(
            "saboteur-do-map",
            goal = goal + 1,
            cell = Cell::GOALS
                .get(goal)
                .map_or_else(String::new, ToString::to_string)
        ),
        Action::Discard { card } => match held(card) {
            Some(card) => told!("saboteur-do-discard", card = named(card)),
            None => action.to_string(),
        },
        Action::Take(gold) => told!("saboteur-do-take", gold = gold.nuggets()),
    }
}

/// A Fluent selector's value for whether a player is the reader.
fn yes_no(yes: bool) -> &'static str {
    if yes { "yes" } else { "no" }
}

/// Why the rules refuse a move, in the reader's language (the engine's own `Display`
/// is English, for programs and logs).
pub fn refusal(err: &RuleError) -> String {
    let card = |card: &saboteur::Card| super::compact::card_name(*card);
    let owned = |owner: &Owner| match owner {
        Owner::Yours => ("yes", String::new()),
        Owner::Of(name) => ("no", crate::text::safe(name)),
    };
    match err {
        RuleError::GameOver => say!("saboteur-no-game"),
        RuleError::ChooseGold { chooser } => {
            say!("saboteur-no-choose-gold", name = crate::text::safe(chooser))
        }
        RuleError::NoGoldToTake => say!("saboteur-no-gold-now"),
        RuleError::NoSuchGold { nuggets } => say!("saboteur-no-such-gold", gold = *nuggets),
        RuleError::NoSuchCard { position, held } => {
            say!("saboteur-no-such-card", position = *position, held = *held)
        }
        RuleError::NoSuchPlayer { seat, players } => {
            say!("saboteur-no-such-player", seat = *seat, players = *players)
        }
        RuleError::PlayOnPlayer {
            card: kind,
            position,
        } => {
            say!(
                "saboteur-play-on-player",
                card = card(kind),
                position = *position
            )
        }
        RuleError::LayOnBoard { position } => say!("saboteur-lay-on-board", position = *position),
        RuleError::RockfallOnBoard { position } => {
            say!("saboteur-rockfall-on-board", position = *position)
        }
        RuleError::MapOnGoal { position } => say!("saboteur-map-on-goal", position = *position),
        RuleError::NotTurnable { card: kind } => say!("saboteur-not-turnable", card = card(kind)),
        RuleError::OnStart { cell } => say!("saboteur-on-start", cell = cell.to_string()),
        RuleError::OnGoal { cell } => say!("saboteur-on-goal", cell = cell.to_string()),
        RuleError::Occupied { cell } => say!("saboteur-occupied", cell = cell.to_string()),
        RuleError::ToolsBroken { tools } => {
            say!(
                "saboteur-no-lay-tools-broken",
                tools = tool_list(tools),
                count = tools.len()
            )
        }
        RuleError::Misfit {
            neighbour,
            side,
            yours_open,
        } => say!(
            "saboteur-misfit",
            cell = neighbour.to_string(),
            side = say!("saboteur-side-name", side = side_word(side.opposite())),
            open = yes_no(*yours_open)
        ),
        RuleError::NotJoined { cell } => say!("saboteur-not-joined", cell = cell.to_string()),
        RuleError::NoTunnel { cell } => say!("saboteur-no-tunnel", cell = cell.to_string()),
        RuleError::RockfallStart => say!("saboteur-rockfall-start"),
        RuleError::RockfallGoal => say!("saboteur-rockfall-goal"),
        RuleError::NoSuchGoal { goal } => say!("saboteur-no-such-goal", goal = *goal),
        RuleError::GoalFaceUp { goal } => say!("saboteur-goal-already-up", goal = *goal),
        RuleError::BreakOwnTool => say!("saboteur-break-own"),
        RuleError::AlreadyBroken { owner, tool } => {
            let (owner, name) = owned(owner);
            say!(
                "saboteur-already-broken",
                owner = owner,
                name = name,
                tool = tool_word(*tool)
            )
        }
        RuleError::NotBroken { owner, tool } => {
            let (owner, name) = owned(owner);
            say!(
                "saboteur-not-broken",
                owner = owner,
                name = name,
                tool = tool_word(*tool)
            )
        }
        RuleError::NothingToRepair { owner, tools } => {
            let (owner, name) = owned(owner);
            say!(
                "saboteur-nothing-to-repair",
                owner = owner,
                name = name,
                tools = tool_list(tools),
                count = tools.len()
            )
        }
        RuleError::WhichTool {
            owner,
            seat,
            position,
            tools,
        } => {
            let (owner, name) = owned(owner);
            say!(
                "saboteur-which-tool",
                owner = owner,
                name = name,
                tools = tool_list(tools),
                count = tools.len(),
                position = *position,
                seat = *seat,
                // Typed as the game reads it, so it stays the shared word.
                tool = tools.first().map_or("", |tool| tool.name())
            )
        }
        RuleError::WrongTool { card: kind, tool } => {
            say!(
                "saboteur-wrong-tool",
                card = card(kind),
                tool = tool_word(*tool)
            )
        }
        RuleError::ToolNotNeeded => say!("saboteur-tool-not-needed"),
    }
}

/// Why typed text is not a move, in the reader's language; what was typed is quoted
/// safe to print, and the notation stays the game's own.
pub fn typed_refusal(err: &ParseError) -> String {
    let grammar = saboteur::GRAMMAR;
    let text = |typed: &str| crate::text::safe(typed);
    match err {
        ParseError::Empty => say!("saboteur-typed-empty", grammar = grammar),
        ParseError::Syntax(typed) => say!(
            "saboteur-typed-syntax",
            text = text(typed),
            grammar = grammar
        ),
        ParseError::Cell(typed) => say!("saboteur-typed-cell", text = text(typed)),
        ParseError::Card(typed) => say!("saboteur-typed-card", text = text(typed)),
        ParseError::Tool(typed) => say!("saboteur-typed-tool", text = text(typed)),
        ParseError::Position(typed) => say!("saboteur-typed-position", text = text(typed)),
        ParseError::Goal(typed) => say!("saboteur-typed-goal", text = text(typed)),
        ParseError::Gold(typed) => say!("saboteur-typed-gold", text = text(typed)),
        ParseError::Player(typed) => say!("saboteur-typed-player", text = text(typed)),
    }
}

fn tool_word(tool: Tool) -> String {
    say!("saboteur-tool", tool = tool.name())
}

/// "pick", "pick and cart", "pick, lantern and cart", in the language's words.
fn tool_list(tools: &[Tool]) -> String {
    let words: Vec<String> = tools.iter().map(|tool| tool_word(*tool)).collect();
    match words.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => say!(
            "saboteur-and",
            first = rest.join(", "),
            last = last.as_str()
        ),
    }
}

fn side_word(side: Side) -> &'static str {
    match side {
        Side::Up => "up",
        Side::Right => "right",
        Side::Down => "down",
        Side::Left => "left",
    }
}

#[cfg(test)]
mod tests {
    use saboteur::{Action, Card, Cell, Event, Owner, RuleError, Seat, Side, Tool};

    use super::{line, refusal};

    /// Random games at 3 to 10 seats: every card a seat's narration names is one its view
    /// shows just before or just after the move (a tunnel laid, a tunnel brought down, a
    /// goal turned up), and a goal's face is told only when that seat's view shows it up.
    #[test]
    fn each_seat_is_told_only_of_cards_its_view_shows() {
        use contract::table::{Sight, run};
        use contract::{Bot, Observer, RandomBot};
        use saboteur::{PlayerView, Saboteur, Settings};

        /// Every move's events, and every seat's view after it (the first: before any).
        struct Moves(Vec<Vec<Event>>, Vec<Vec<PlayerView>>);
        fn views(game: &Saboteur) -> Vec<PlayerView> {
            (0..contract::Game::players(game))
                .map(|seat| contract::Game::view(game, seat))
                .collect()
        }
        impl Observer<Saboteur> for Moves {
            fn sight(&self) -> Sight {
                Sight::Everything
            }
            fn heard(&mut self, _turn: u64, _actor: usize, _action: Action, events: &[Event]) {
                self.0.push(events.to_vec());
            }
            fn settled(&mut self, game: &Saboteur) {
                self.1.push(views(game));
            }
        }
        let mut checked = 0;
        for players in 3..=10 {
            for seed in 0..2 {
                let settings = Settings::new(players, 1);
                let game = <Saboteur as contract::Game>::new_game(&settings, seed).unwrap();
                let mut moves = Moves(Vec::new(), vec![views(&game)]);
                let mut table = contract::Table::new(game);
                let mut bots: Vec<Box<dyn Bot<Saboteur>>> = (0..players)
                    .map(|p| Box::new(RandomBot::new(seed * 16 + p as u64)) as Box<dyn Bot<_>>)
                    .collect();
                let mut seats: Vec<&mut dyn contract::Player<Saboteur>> = bots
                    .iter_mut()
                    .map(|bot| bot as &mut dyn contract::Player<Saboteur>)
                    .collect();
                run(&mut table, &mut seats, &mut [&mut moves], &mut Vec::new());
                let names: Vec<String> = settings.names.clone();
                for (step, events) in moves.0.iter().enumerate() {
                    // A round's end deals a fresh board: its last move is seen before.
                    let round_over = events
                        .iter()
                        .any(|event| matches!(event, Event::RoundOver { .. }));
                    for reader in 0..players {
                        let (before, after) = (&moves.1[step][reader], &moves.1[step + 1][reader]);
                        for event in events {
                            let seen = <Saboteur as contract::Game>::event_for(event, reader);
                            let told = line(&seen, &names, Some(reader)).unwrap_or_default();
                            match seen {
                                Event::Laid { cell, shape, .. } => {
                                    assert!(
                                        told.contains(&super::draw::shape_name(shape)),
                                        "{told}"
                                    );
                                    if !round_over {
                                        assert_eq!(after.board.tunnels.get(&cell), Some(&shape));
                                        checked += 1;
                                    }
                                }
                                Event::Rockfall { cell, shape, .. } => {
                                    assert_eq!(
                                        before.board.tunnels.get(&cell),
                                        Some(&shape),
                                        "{told}"
                                    );
                                    checked += 1;
                                }
                                Event::Revealed { goal, card, .. } => {
                                    let shown = after.board.goals[goal];
                                    if !round_over {
                                        assert!(
                                            shown.revealed && shown.known == Some(card),
                                            "{told}"
                                        );
                                        checked += 1;
                                    }
                                }
                                // No card is named: a tool, a map's goal by its number, a
                                // card drawn or thrown away face down, the gold shared.
                                Event::Broke { .. }
                                | Event::Repaired { .. }
                                | Event::Mapped { .. }
                                | Event::Discarded { .. }
                                | Event::Drew { .. }
                                | Event::RoundOver { .. }
                                | Event::TookGold { .. }
                                | Event::RoundStarted { .. }
                                | Event::GameOver => {}
                            }
                        }
                    }
                }
            }
        }
        assert!(checked > 500, "cards told and checked: {checked}");
    }

    /// In English a refusal reads as the engine words it (programs read that), but with
    /// a card named in words (the Polish words: `languages::saboteur_refusals_…`).
    #[test]
    fn refusals_read_as_the_engine_words_them_in_english() {
        let cell: Cell = "C4".parse().unwrap();
        let bob = || Owner::Of("Bob".to_string());
        let errors = [
            RuleError::GameOver,
            RuleError::ChooseGold {
                chooser: "Bob".to_string(),
            },
            RuleError::NoGoldToTake,
            RuleError::NoSuchGold { nuggets: 2 },
            RuleError::NoSuchCard {
                position: 7,
                held: 5,
            },
            RuleError::NoSuchPlayer {
                seat: 9,
                players: 4,
            },
            RuleError::LayOnBoard { position: 2 },
            RuleError::RockfallOnBoard { position: 2 },
            RuleError::MapOnGoal { position: 2 },
            RuleError::OnStart { cell },
            RuleError::OnGoal { cell },
            RuleError::Occupied { cell },
            RuleError::ToolsBroken {
                tools: vec![Tool::Pick],
            },
            RuleError::ToolsBroken {
                tools: vec![Tool::Pick, Tool::Lantern, Tool::Cart],
            },
            RuleError::Misfit {
                neighbour: cell,
                side: Side::Up,
                yours_open: true,
            },
            RuleError::Misfit {
                neighbour: cell,
                side: Side::Left,
                yours_open: false,
            },
            RuleError::NotJoined { cell },
            RuleError::NoTunnel { cell },
            RuleError::RockfallStart,
            RuleError::RockfallGoal,
            RuleError::NoSuchGoal { goal: 4 },
            RuleError::GoalFaceUp { goal: 2 },
            RuleError::BreakOwnTool,
            RuleError::AlreadyBroken {
                owner: bob(),
                tool: Tool::Cart,
            },
            RuleError::NotBroken {
                owner: Owner::Yours,
                tool: Tool::Pick,
            },
            RuleError::NothingToRepair {
                owner: bob(),
                tools: vec![Tool::Pick, Tool::Cart],
            },
            RuleError::WhichTool {
                owner: Owner::Yours,
                seat: 2,
                position: 3,
                tools: vec![Tool::Lantern, Tool::Cart],
            },
            RuleError::ToolNotNeeded,
        ];
        for err in &errors {
            assert_eq!(refusal(err), err.to_string());
        }
        for (typed, err) in [
            ("", saboteur::ParseError::Empty),
            ("x", saboteur::ParseError::Syntax("x".into())),
            ("Z9", saboteur::ParseError::Cell("Z9".into())),
            ("axe", saboteur::ParseError::Tool("axe".into())),
            ("Zed", saboteur::ParseError::Player("Zed".into())),
        ] {
            assert_eq!(super::typed_refusal(&err), err.to_string(), "{typed}");
        }
        let map = RuleError::NotTurnable { card: Card::Map };
        assert!(refusal(&map).starts_with("only a tunnel card can be turned; map"));
    }

    fn told(event: &Event, names: &[&str], reader: Option<usize>) -> String {
        let names: Vec<String> = names.iter().map(ToString::to_string).collect();
        crate::words::runs::plain(&line(event, &names, reader).expect("a line"))
    }

    #[test]
    fn the_reader_is_spoken_to_and_everyone_else_of() {
        let (ala, bob) = (Seat::from_index(0), Seat::from_index(1));
        let discarded = Event::Discarded { seat: ala };
        assert_eq!(
            told(&discarded, &["You", "Bob"], Some(0)),
            "You discard a card."
        );
        assert_eq!(
            told(&discarded, &["Ala", "You"], Some(1)),
            "Ala discards a card."
        );
        assert_eq!(
            told(&discarded, &["Ala", "Bob"], None),
            "Ala discards a card."
        );
        let broke = Event::Broke {
            seat: bob,
            target: ala,
            tool: Tool::Lantern,
        };
        assert_eq!(
            told(&broke, &["You", "Bob"], Some(0)),
            "Bob breaks your lantern."
        );
        assert_eq!(
            told(&broke, &["Ala", "You"], Some(1)),
            "You break Ala's lantern."
        );
    }
}
