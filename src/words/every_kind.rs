//! Snapshots of every event and every action kind of the three games, told to a seat
//! ("You") and shown as the terminal shows it (colours written `\e[..m`) and as the
//! page receives it (HTML). Each game's kinds are listed by a `match` with no wildcard,
//! so a new event or action does not compile until it is named here, and the test
//! fails until it has an example.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use cards::{Card, Rank, Suit};

use super::runs;

/// The examples of one game, each under its kind; a kind told twice keeps its first.
#[derive(Default)]
struct Shown(BTreeMap<String, String>);

impl Shown {
    fn add(&mut self, kind: &str, line: &str) {
        let terminal = runs::terminal(line, true).replace('\u{1b}', "\\e");
        let entry = format!("  terminal: {terminal}\n  html:     {}\n", runs::html(line));
        self.0.entry(kind.to_string()).or_insert(entry);
    }

    /// Every kind of `all` has an example, and no example is of another kind.
    fn snapshot(&self, all: &[&str]) -> String {
        let missing: Vec<&&str> = all.iter().filter(|k| !self.0.contains_key(**k)).collect();
        assert!(missing.is_empty(), "kinds without an example: {missing:?}");
        let extra: Vec<&String> = self
            .0
            .keys()
            .filter(|k| !all.contains(&k.as_str()))
            .collect();
        assert!(extra.is_empty(), "examples of kinds not listed: {extra:?}");
        let mut text = String::new();
        for (kind, entry) in &self.0 {
            let _ = write!(text, "{kind}\n{entry}");
        }
        text
    }
}

fn card(text: &str) -> Card {
    text.parse().expect("a card")
}

mod makao_kinds {
    use super::*;
    use crate::makao::words::Narrator;
    use crate::ui::CardStyle;
    use makao::{Action, Call, Choice, DrawReason, Event, Lay, RuleSet};

    fn event_kind(event: &Event) -> String {
        match event {
            Event::Laid { .. } => "laid".into(),
            Event::Drew { reason, .. } => format!("drew ({reason:?})"),
            Event::DrewHidden { .. } => "drew hidden".into(),
            Event::Reshuffled { .. } => "reshuffled".into(),
            Event::CallPenalty { said, due, .. } => format!("call penalty ({said:?}, {due:?})"),
            Event::SuitChosen { .. } => "suit chosen".into(),
            Event::Demanded { rank, .. } => format!("demanded ({})", rank.is_some()),
            Event::DemandEnded => "demand ended".into(),
            Event::Waits { turns, .. } => format!("waits ({})", (*turns).min(2)),
            Event::Skipped { .. } => "skipped".into(),
            Event::MadeIt { .. } => "made it".into(),
            Event::SwapOffered { .. } => "swap offered".into(),
            Event::Swapped { .. } => "swapped".into(),
            Event::Blocked { .. } => "blocked".into(),
            Event::Finished { place, .. } => format!("finished ({})", (*place).min(2)),
            Event::GameOver { .. } => "game over".into(),
            Event::ActionLimit => "action limit".into(),
            Event::CutCard { .. } => "cut card".into(),
            Event::Kept { .. } => "kept".into(),
            Event::Dealt { .. } => "dealt".into(),
            Event::MakaoMissed { .. } => "makao missed".into(),
            Event::Challenge { pointed_out, .. } => format!("challenge ({pointed_out})"),
            Event::PlaysAgain { .. } => "plays again".into(),
            Event::PassedOver { .. } => "passed over".into(),
        }
    }

    fn action_kind(action: &Action) -> String {
        match action {
            Action::Lay(lay) => {
                let choice = match lay.choice() {
                    Choice::None => "",
                    Choice::Suit(_) => ", suit",
                    Choice::Demand(_) => ", demand",
                    Choice::Swap(_) => ", swap",
                };
                let call = if lay.calls().iter().any(Option::is_some) {
                    ", call"
                } else {
                    ""
                };
                format!("lay{choice}{call}")
            }
            Action::Draw => "draw".into(),
            Action::Take => "take".into(),
            Action::Wait => "wait".into(),
            Action::Pass => "pass".into(),
            Action::Accept(call) => format!("accept ({})", call.is_some()),
            Action::Block(call) => format!("block ({})", call.is_some()),
            Action::Say(call) => format!("say ({})", call.is_some()),
            Action::Keep => "keep".into(),
            Action::Turn => "turn".into(),
            Action::Challenge(yes) => format!("challenge ({yes})"),
        }
    }

    #[test]
    fn every_makao_event_and_action_is_told_in_the_terminal_and_html() {
        crate::words::in_language(
            crate::words::Language::En,
            told_makao_event_and_action_is_told_in_the_terminal_and_html,
        );
    }

    fn told_makao_event_and_action_is_told_in_the_terminal_and_html() {
        let names = ["You", "Bob", "Cid <3"].map(String::from);
        let narrator = Narrator {
            names: &names,
            style: CardStyle::default(),
            rules: RuleSet::Polish.rules(),
            reader: Some(0),
        };
        let drew = |reason, cards: Vec<Card>, wanted| Event::Drew {
            player: 0,
            cards,
            wanted,
            reason,
        };
        let mut events = vec![
            Event::Laid {
                player: 1,
                card: card("10h"),
            },
            Event::DrewHidden {
                player: 2,
                count: 3,
                wanted: 3,
                reason: DrawReason::Attack,
            },
            Event::Reshuffled { cards: 31 },
            Event::CallPenalty {
                player: 0,
                said: None,
                due: Some(Call::Makao),
            },
            Event::CallPenalty {
                player: 1,
                said: None,
                due: Some(Call::PoMakale),
            },
            Event::CallPenalty {
                player: 1,
                said: Some(Call::Makao),
                due: Some(Call::PoMakale),
            },
            Event::CallPenalty {
                player: 2,
                said: Some(Call::Makao),
                due: None,
            },
            Event::SuitChosen {
                player: 1,
                suit: Suit::Clubs,
            },
            Event::Demanded {
                player: 0,
                rank: Some(Rank::Seven),
            },
            Event::Demanded {
                player: 1,
                rank: None,
            },
            Event::DemandEnded,
            Event::Waits {
                player: 1,
                turns: 1,
            },
            Event::Waits {
                player: 0,
                turns: 3,
            },
            Event::Skipped { player: 1, left: 2 },
            Event::MadeIt {
                player: 2,
                card: card("4s"),
            },
            Event::SwapOffered {
                initiator: 1,
                target: 0,
            },
            Event::Swapped {
                initiator: 0,
                target: 2,
            },
            Event::Blocked {
                initiator: 1,
                target: 0,
            },
            Event::Finished {
                player: 0,
                place: 1,
            },
            Event::Finished {
                player: 2,
                place: 2,
            },
            Event::GameOver { winner: Some(0) },
            Event::ActionLimit,
            Event::CutCard { card: card("kc") },
            Event::Kept {
                player: 1,
                card: card("2d"),
            },
            Event::Dealt { dealer: 2 },
            Event::MakaoMissed { player: 1 },
            Event::Challenge {
                challenger: 0,
                offender: 1,
                pointed_out: true,
            },
            Event::Challenge {
                challenger: 2,
                offender: 1,
                pointed_out: false,
            },
            Event::PlaysAgain { player: 0 },
            Event::PassedOver { player: 2 },
        ];
        for reason in [
            DrawReason::Chose,
            DrawReason::Attack,
            DrawReason::Call,
            DrawReason::Blocked,
            DrawReason::TriedForFour,
            DrawReason::SmallTwo,
            DrawReason::Challenged,
        ] {
            events.push(drew(reason, vec![card("9d"), card("qs")], 3));
        }
        let mut shown = Shown::default();
        let mut kinds = Vec::new();
        for event in &events {
            let kind = event_kind(event);
            kinds.push(kind.clone());
            // Events told by the move that caused them have no line of their own.
            let line = narrator.event(event, true, None).unwrap_or_default();
            shown.add(&kind, &line);
        }
        let all: Vec<&str> = kinds.iter().map(String::as_str).collect();
        insta::assert_snapshot!("makao_events", shown.snapshot(&all));

        let seven = card("7h");
        let actions = [
            Action::lay(seven),
            Action::Lay(Lay::single(card("ad")).with_choice(Choice::Suit(Suit::Spades))),
            Action::Lay(
                Lay::new(&[card("js"), card("jc")])
                    .expect("a lay")
                    .with_choice(Choice::Demand(Rank::Nine))
                    .with_call(1, Some(Call::Makao)),
            ),
            Action::Lay(Lay::single(card("kc")).with_choice(Choice::Swap(1))),
            Action::Lay(Lay::single(seven).with_call(0, Some(Call::PoMakale))),
            Action::Draw,
            Action::Take,
            Action::Wait,
            Action::Pass,
            Action::Accept(None),
            Action::Accept(Some(Call::Makao)),
            Action::Block(None),
            Action::Block(Some(Call::Makao)),
            Action::Say(None),
            Action::Say(Some(Call::Makao)),
            Action::Keep,
            Action::Turn,
            Action::Challenge(true),
            Action::Challenge(false),
        ];
        let mut shown = Shown::default();
        let kinds: Vec<String> = actions.iter().map(action_kind).collect();
        for (action, kind) in actions.iter().zip(&kinds) {
            shown.add(kind, &narrator.action(*action, false));
        }
        // Serbian rules say "next" for passing.
        shown.add("pass, next", &narrator.action(Action::Pass, true));
        let mut all: Vec<&str> = kinds.iter().map(String::as_str).collect();
        all.push("pass, next");
        insta::assert_snapshot!("makao_actions", shown.snapshot(&all));
    }
}

mod saboteur_kinds {
    use super::*;
    use crate::saboteur::words::{action, line};
    use saboteur::{
        Action, Card as Piece, Cell, Ending, Event, GoalCard, Gold, Saboteur, Seat, Shape, Side,
        Tool,
    };

    fn event_kind(event: &Event) -> String {
        match event {
            Event::Laid { .. } => "laid".into(),
            Event::Revealed { card, turned, .. } => {
                format!("revealed ({}, turned {turned})", card.is_gold())
            }
            Event::Rockfall { shape, .. } => format!("rockfall (through {})", shape.is_through()),
            Event::Broke { .. } => "broke".into(),
            Event::Repaired { seat, target, .. } => format!("repaired (own {})", seat == target),
            Event::Mapped { .. } => "mapped".into(),
            Event::Discarded { .. } => "discarded".into(),
            Event::Drew { .. } => "drew".into(),
            Event::RoundOver { ending, .. } => match ending {
                Ending::Gold { .. } => "round over (gold)".into(),
                Ending::EmptyHand { .. } => "round over (empty hand)".into(),
            },
            Event::TookGold { .. } => "took gold".into(),
            Event::RoundStarted { .. } => "round started".into(),
            Event::GameOver => "game over".into(),
        }
    }

    fn action_kind(action: &Action, hand: &[Piece]) -> String {
        let held = |at: usize| hand.get(at).copied();
        match action {
            Action::PlayAt { card, turned, .. } => match held(*card) {
                Some(Piece::Rockfall) => "rockfall".into(),
                _ => format!("lay (turned {turned})"),
            },
            Action::PlayOn { card, .. } => match held(*card) {
                Some(Piece::Break(_)) => "break".into(),
                _ => "repair".into(),
            },
            Action::Map { .. } => "map".into(),
            Action::Discard { .. } => "discard".into(),
            Action::Take(_) => "take".into(),
        }
    }

    #[test]
    fn every_saboteur_event_and_action_is_told_in_the_terminal_and_html() {
        crate::words::in_language(
            crate::words::Language::En,
            told_saboteur_event_and_action_is_told_in_the_terminal_and_html,
        );
    }

    fn told_saboteur_event_and_action_is_told_in_the_terminal_and_html() {
        let names = ["You", "Bob", "Cid <3"].map(String::from);
        let (you, bob, cid) = (
            Seat::from_index(0),
            Seat::from_index(1),
            Seat::from_index(2),
        );
        let cell = Cell::new(2, 4).expect("a cell");
        let tunnel = Shape::path(&[Side::Up, Side::Right]);
        let dead = Shape::dead_end(&[Side::Left]);
        let events = [
            Event::Laid {
                seat: bob,
                cell,
                shape: tunnel,
            },
            Event::Revealed {
                goal: 0,
                card: GoalCard::Gold,
                turned: false,
            },
            Event::Revealed {
                goal: 1,
                card: GoalCard::StoneDownRight,
                turned: true,
            },
            Event::Revealed {
                goal: 2,
                card: GoalCard::StoneDownLeft,
                turned: false,
            },
            Event::Rockfall {
                seat: you,
                cell,
                shape: tunnel,
            },
            Event::Rockfall {
                seat: cid,
                cell,
                shape: dead,
            },
            Event::Broke {
                seat: bob,
                target: you,
                tool: Tool::Lantern,
            },
            Event::Repaired {
                seat: cid,
                target: cid,
                tool: Tool::Cart,
            },
            Event::Repaired {
                seat: you,
                target: bob,
                tool: Tool::Pick,
            },
            Event::Mapped { seat: bob, goal: 1 },
            Event::Discarded { seat: cid },
            Event::Drew { seat: you },
            Event::RoundOver {
                round: 1,
                ending: Ending::Gold { by: bob, cell },
            },
            Event::RoundOver {
                round: 2,
                ending: Ending::EmptyHand { seat: you },
            },
            Event::TookGold {
                seat: you,
                gold: Gold::new(3).expect("gold"),
            },
            Event::RoundStarted {
                round: 2,
                first: cid,
            },
            Event::GameOver,
        ];
        let mut shown = Shown::default();
        let kinds: Vec<String> = events.iter().map(event_kind).collect();
        for (event, kind) in events.iter().zip(&kinds) {
            // A card drawn is not told on its own.
            shown.add(kind, &line(event, &names, Some(0)).unwrap_or_default());
        }
        let all: Vec<&str> = kinds.iter().map(String::as_str).collect();
        insta::assert_snapshot!("saboteur_events", shown.snapshot(&all));

        let game = Saboteur::new(names.to_vec(), 3, cards::seeded(1)).expect("a game");
        let mut view = game.view(you).expect("a seat's view");
        view.hand = vec![
            Piece::Tunnel(tunnel),
            Piece::Rockfall,
            Piece::Break(Tool::Pick),
            Piece::RepairEither(Tool::Lantern, Tool::Cart),
            Piece::Map,
            Piece::Tunnel(dead),
        ];
        let actions = [
            Action::PlayAt {
                card: 0,
                cell,
                turned: false,
            },
            Action::PlayAt {
                card: 5,
                cell,
                turned: true,
            },
            Action::PlayAt {
                card: 1,
                cell,
                turned: false,
            },
            Action::PlayOn {
                card: 2,
                player: bob,
                tool: None,
            },
            Action::PlayOn {
                card: 3,
                player: you,
                tool: Some(Tool::Cart),
            },
            Action::Map { goal: 2, card: 4 },
            Action::Discard { card: 0 },
            Action::Take(Gold::new(2).expect("gold")),
        ];
        let mut shown = Shown::default();
        let kinds: Vec<String> = actions.iter().map(|a| action_kind(a, &view.hand)).collect();
        for (act, kind) in actions.iter().zip(&kinds) {
            shown.add(kind, &action(&view, *act, &names));
        }
        let all: Vec<&str> = kinds.iter().map(String::as_str).collect();
        insta::assert_snapshot!("saboteur_actions", shown.snapshot(&all));
    }
}

mod klondike_kinds {
    use super::*;
    use crate::klondike::words::{describe, moved, outcome};
    use klondike::{ColumnId, Draw, FoundationId, Klondike, Move, Outcome, Source, Target};

    fn action_kind(mv: &Move, view: &klondike::View) -> String {
        match mv {
            Move::Turn if view.stock > 0 => "turn".into(),
            Move::Turn => "refill".into(),
            Move::Shift { from, count, to } => {
                let from = match from {
                    Source::Column(_) => "column",
                    Source::Waste => "waste",
                };
                let to = match to {
                    Target::Foundation(_) => "foundation".to_string(),
                    Target::Column(column) if view.columns[column.index()].up.is_empty() => {
                        "empty column".to_string()
                    }
                    Target::Column(_) => "card".to_string(),
                };
                format!("{from} to {to} ({})", (*count).min(2))
            }
        }
    }

    /// Klondike's one event says what a move did beside moving cards.
    fn event_kind(outcome: &Outcome) -> String {
        let Outcome {
            turned_up,
            refilled,
            won,
        } = outcome;
        format!(
            "turned up {}, refilled {refilled}, won {won}",
            turned_up.is_some()
        )
    }

    #[test]
    fn every_klondike_move_and_event_is_told_in_the_terminal_and_html() {
        crate::words::in_language(
            crate::words::Language::En,
            told_klondike_move_and_event_is_told_in_the_terminal_and_html,
        );
    }

    fn told_klondike_move_and_event_is_told_in_the_terminal_and_html() {
        let mut view = Klondike::deal(&mut cards::seeded(3), Draw::Three).view();
        view.waste = vec![card("5d"), card("8c")];
        view.columns[0].up = vec![card("9h")];
        view.columns[1].up = vec![card("10s"), card("9d"), card("8s")];
        view.columns[2].up = Vec::new();
        view.columns[2].down = 0;
        view.columns[3].up = vec![card("ac")];
        view.columns[4].up = vec![card("9c")];
        let column = |id| Source::Column(id);
        let moves = [
            Move::Turn,
            Move::one(Source::Waste, Target::Column(ColumnId::A)),
            Move::one(column(ColumnId::D), Target::Foundation(FoundationId::W)),
            Move::one(Source::Waste, Target::Foundation(FoundationId::X)),
            Move::one(column(ColumnId::B), Target::Column(ColumnId::E)),
            Move::Shift {
                from: column(ColumnId::B),
                count: 2,
                to: Target::Column(ColumnId::C),
            },
            Move::one(column(ColumnId::B), Target::Column(ColumnId::C)),
        ];
        let mut shown = Shown::default();
        let mut all = Vec::new();
        for mv in moves {
            let kind = action_kind(&mv, &view);
            shown.add(&kind, &describe(&view, mv));
            all.push(kind);
        }
        let mut empty = view.clone();
        empty.stock = 0;
        let kind = action_kind(&Move::Turn, &empty);
        shown.add(&kind, &describe(&empty, Move::Turn));
        all.push(kind);
        // As the log tells the person's own move.
        shown.add("moved (log line)", &moved(&view, Move::Turn));
        all.push("moved (log line)".into());
        let all: Vec<&str> = all.iter().map(String::as_str).collect();
        insta::assert_snapshot!("klondike_moves", shown.snapshot(&all));

        let outcomes = [
            Outcome {
                turned_up: Some(card("qd")),
                refilled: false,
                won: false,
            },
            Outcome {
                turned_up: None,
                refilled: true,
                won: false,
            },
            Outcome {
                turned_up: None,
                refilled: false,
                won: true,
            },
        ];
        let mut shown = Shown::default();
        let kinds: Vec<String> = outcomes.iter().map(event_kind).collect();
        for (event, kind) in outcomes.iter().zip(&kinds) {
            // A refill is told by the move's words, a win by the ending.
            shown.add(kind, &outcome(event).unwrap_or_default());
        }
        let all: Vec<&str> = kinds.iter().map(String::as_str).collect();
        insta::assert_snapshot!("klondike_events", shown.snapshot(&all));
    }
}
