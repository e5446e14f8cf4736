//! Klondike and Saboteur at the browser table, through the same generic endpoints as
//! Makao. Their moves are told in the words their terminal tables use where the two
//! share them (Saboteur), or in words beside the notation (Klondike: "You move 5♠
//! from column C onto 6♥ in column F (CF)."); the page lists their legal actions.

use contract::Level;
use contract::stats::bot_seed;
use std::time::Duration;

use klondike::{Draw, Guide, Hint, Klondike, Limits, Move, Verdict};
use saboteur::{BotLevel, Saboteur, Settings};
use serde_json::Value;

use super::api::{Commanded, Kind, Setup, form_seed, person_name};
use crate::klondike::{Message, words};

/// Held while a hint, a tip or a winnable deal is worked out.
static HINTING: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// The most memory a search of the server's may take for its table of positions (the
/// solver's own default, 1 GiB, is for a person solving at the terminal).
const SEARCH_MEMORY: usize = 64 << 20;

fn object(form: &Value) -> Result<&serde_json::Map<String, Value>, String> {
    form.as_object()
        .ok_or_else(|| "the new-game form must be an object".to_string())
}

impl Kind for Klondike {
    fn fields() -> Vec<&'static str> {
        ["seed"].to_vec()
    }

    fn setup(form: &Value, _people: usize) -> Result<Setup<Klondike>, String> {
        let form = object(form)?;
        // A number or its word, as the registry's setting admits.
        let draw = match form.get("draw").map(ToString::to_string).as_deref() {
            Some("3" | "\"3\"") => Draw::Three,
            _ => Draw::One,
        };
        let given = form_seed(form)?;
        let seed = match form.get("winnable") {
            None | Some(Value::Null | Value::Bool(false)) => given,
            Some(Value::Bool(true)) => {
                Some(winnable(given.unwrap_or_else(cards::fresh_seed), draw)?)
            }
            Some(_) => return Err("winnable must be true or false".into()),
        };
        Ok(Setup {
            settings: draw,
            seed,
            bots: vec![None],
            names: vec![crate::say!("serve-you")],
            length: None,
        })
    }

    fn narrate(
        before: &klondike::View,
        _actor: usize,
        action: klondike::Move,
        events: &[klondike::Outcome],
        _seat: usize,
        _names: &[String],
    ) -> Vec<String> {
        // A move has one outcome (the engine's only event).
        let outcome = events.first().copied().unwrap_or_default();
        told_move(before, action, &outcome)
    }

    fn ending(&self, names: &[String], _seat: usize) -> Vec<String> {
        crate::text::game_over(names, &contract::Game::winners(self), None)
    }

    fn typed(_view: &klondike::View, action: Move) -> Value {
        match action {
            Move::Turn => serde_json::json!({ "type": "turn" }),
            Move::Shift { from, count, to } => serde_json::json!({
                "type": "move",
                "from": from.letter().to_string(),
                "count": count,
                "to": to.letter().to_string(),
            }),
        }
    }

    fn action_words(view: &klondike::View, action: Move, _names: &[String]) -> String {
        words::describe(view, action)
    }

    fn refusal(&self, err: &klondike::RuleError) -> String {
        crate::klondike::Refused::Rule(*err).to_string()
    }

    fn stand_in(&self, _seat: usize) -> Option<Box<dyn contract::Bot<Klondike>>> {
        None
    }

    const UNDO: bool = true;

    fn command(
        &mut self,
        name: &str,
        before: Option<&Klondike>,
    ) -> Result<Commanded<Move>, String> {
        match name {
            "auto" => {
                let start = self.clone();
                let made = match self.finish() {
                    Some(moves) => moves,
                    None => self.auto(),
                };
                if made.is_empty() {
                    return Err(crate::say!("serve-auto-none"));
                }
                // Each move told in words, from the position it was made in, as one
                // move is (`narrate`): the move, then the card it turned face up.
                let mut replay = start;
                let mut lines = Vec::new();
                for mv in &made {
                    let before = replay.view();
                    // A copy stepped through for the words alone; the game itself is
                    // changed by the driver (the table's `replace`).
                    #[allow(clippy::disallowed_methods)]
                    let outcome = replay.apply(*mv).unwrap_or_default();
                    lines.extend(told_move(&before, *mv, &outcome));
                }
                Ok(Commanded {
                    lines,
                    moves: made,
                    peeked: false,
                    shown: None,
                })
            }
            "tip" => {
                let _one = one_search_at_a_time()?;
                // The player that does not peek, shown this seat's view only (and the
                // one before the last move, which it does not propose going back to).
                let budget = crate::klondike::tip_budget();
                let mut player = klondike::Player::new(budget, cards::fresh_seed());
                let view = self.view();
                let seen = before.map(Klondike::view);
                let (line, shown) = match crate::klondike::tip(&mut player, &view, seen.as_ref()) {
                    Message::Tip { mv, wins, samples } => {
                        (words::tip(&view, mv, wins, samples), Some(mv))
                    }
                    other => (other.to_string(), None),
                };
                Ok(Commanded {
                    lines: vec![line],
                    moves: Vec::new(),
                    peeked: false,
                    shown,
                })
            }
            "hint" => {
                let _one = one_search_at_a_time()?;
                let limits = Limits {
                    nodes: 2_000_000,
                    time: Some(Duration::from_secs(5)),
                    memory: SEARCH_MEMORY,
                    ..Limits::default()
                };
                // Never a line back through the position before the last move, so
                // following the hints cannot go to and fro (deal 42 did).
                let found = Guide::new().hint(self, before, &limits);
                let shown = match &found {
                    Hint::Move(mv) => Some(*mv),
                    _ => None,
                };
                let line = match found {
                    Hint::Move(mv) => words::hint(&self.view(), mv),
                    Hint::OnlyBack => crate::say!("klondike-hint-only-back"),
                    Hint::Lost => crate::say!("klondike-hint-lost"),
                    Hint::Unknown(_) | Hint::Won => crate::say!("klondike-hint-unknown"),
                };
                // The solver sees the face-down cards.
                Ok(Commanded {
                    lines: vec![line],
                    moves: Vec::new(),
                    peeked: true,
                    shown,
                })
            }
            _ => Err(format!(
                "\"{name}\" is not a command (undo, auto, tip, hint)"
            )),
        }
    }
}

/// Held while a tip or a hint is worked out: one at a time in the whole server, as each
/// may search millions of positions.
fn one_search_at_a_time() -> Result<std::sync::MutexGuard<'static, ()>, String> {
    match HINTING.try_lock() {
        Ok(held) => Ok(held),
        Err(std::sync::TryLockError::Poisoned(held)) => Ok(held.into_inner()),
        Err(std::sync::TryLockError::WouldBlock) => Err(crate::say!("serve-hint-busy")),
    }
}

/// The first deal from `seed` on that the solver proves winnable, within a few tries
/// (each bounded in time) so a request never waits long. It waits for a hint or tip
/// being worked out (at most seconds), so searches never run side by side.
fn winnable(seed: u64, draw: Draw) -> Result<u64, String> {
    let _one = HINTING
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let limits = Limits {
        memory: SEARCH_MEMORY,
        ..Limits::time(Duration::from_millis(1500))
    };
    (0..8)
        .map(|n| seed.wrapping_add(n))
        .find(|&seed| {
            let game = Klondike::deal(&mut cards::seeded(seed), draw);
            matches!(game.solve(&limits).verdict, Verdict::Winnable(_))
        })
        .ok_or_else(|| crate::say!("serve-no-winnable"))
}

impl Kind for Saboteur {
    fn fields() -> Vec<&'static str> {
        ["computers", "seed"].to_vec()
    }

    fn setup(form: &Value, people: usize) -> Result<Setup<Saboteur>, String> {
        let form = object(form)?;
        let computers = match form.get("computers") {
            None | Some(Value::Null) => 3usize.saturating_sub(people.saturating_sub(1)),
            Some(value) => value
                .as_u64()
                .filter(|&n| n <= 9)
                .ok_or("computers must be a number from 0 to 9")?
                as usize,
        };
        let players = computers + people;
        crate::registry::check_seats("saboteur", players)?;
        let level = match form.get("level") {
            None | Some(Value::Null) => BotLevel::Heuristic,
            Some(Value::String(name)) => name.parse().map_err(|err| format!("{err}"))?,
            Some(_) => return Err(crate::registry::level_must_be("saboteur")),
        };
        let rounds = match form.get("rounds") {
            None | Some(Value::Null) => 1,
            Some(value) => value
                .as_u64()
                .filter(|n| (1..=3).contains(n))
                .ok_or("rounds must be 1, 2 or 3")? as u32,
        };
        let seed = form_seed(form)?;
        let names: Vec<String> = (0..players)
            .map(|p| {
                if p < people {
                    person_name(p, people)
                } else {
                    crate::say!("serve-computer", number = p + 1 - people)
                }
            })
            .collect();
        let bots = (0..players)
            .map(|p| (p >= people).then(|| Level::bot(level, p, bot_seed(seed.unwrap_or(0), p))))
            .collect();
        Ok(Setup {
            settings: Settings {
                names: names.clone(),
                rounds,
            },
            seed,
            bots,
            names,
            length: None,
        })
    }

    fn narrate(
        _before: &saboteur::PlayerView,
        _actor: usize,
        _action: saboteur::Action,
        events: &[saboteur::Event],
        seat: usize,
        names: &[String],
    ) -> Vec<String> {
        // The terminal's words, from the events as this seat learned them.
        events
            .iter()
            .filter_map(|event| crate::saboteur::words::line(event, names, Some(seat)))
            .collect()
    }

    fn ending(&self, names: &[String], _seat: usize) -> Vec<String> {
        crate::text::game_over(
            names,
            &contract::Game::winners(self),
            contract::Game::points(self),
        )
    }

    fn typed(_view: &saboteur::PlayerView, action: saboteur::Action) -> Value {
        use saboteur::Action;
        match action {
            Action::PlayAt { card, cell, turned } => serde_json::json!({
                "type": "at", "card": card, "cell": cell.to_string(), "turned": turned,
            }),
            Action::PlayOn { card, player, tool } => serde_json::json!({
                "type": "on", "card": card, "player": player.index(),
                "tool": tool.map(|tool| tool.name()),
            }),
            Action::Map { goal, card } => serde_json::json!({
                "type": "map", "card": card, "goal": goal,
            }),
            Action::Discard { card } => serde_json::json!({ "type": "discard", "card": card }),
            Action::Take(gold) => serde_json::json!({ "type": "take", "gold": gold.nuggets() }),
        }
    }

    fn action_words(
        view: &saboteur::PlayerView,
        action: saboteur::Action,
        names: &[String],
    ) -> String {
        crate::saboteur::words::action(view, action, names)
    }

    fn revealed(&self) -> Option<Value> {
        // The goals as they lie at the end: each card, and how it was turned.
        let goals: Vec<Value> = self
            .board()
            .goals
            .iter()
            .map(|goal| serde_json::json!({ "card": goal.card, "turned": goal.turned }))
            .collect();
        Some(serde_json::json!({ "goals": goals }))
    }

    fn refusal(&self, err: &saboteur::RuleError) -> String {
        crate::saboteur::words::refusal(err)
    }

    fn stand_in(&self, seat: usize) -> Option<Box<dyn contract::Bot<Saboteur>>> {
        Some(Level::bot(BotLevel::Heuristic, seat, cards::fresh_seed()))
    }
}

/// A Klondike move as the log tells it, from the position it was made in: the move in
/// words, then the card it turned face up, if any.
fn told_move(before: &klondike::View, mv: Move, outcome: &klondike::Outcome) -> Vec<String> {
    let mut lines = vec![words::moved(before, mv)];
    lines.extend(words::outcome(outcome));
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_search_at_a_time_refuses_a_second_while_the_first_runs() {
        let first = one_search_at_a_time().expect("nothing else searches");
        let refused = one_search_at_a_time().expect_err("a second search waits for none");
        assert!(refused.contains("another hint"), "{refused}");
        drop(first);
        assert!(
            one_search_at_a_time().is_ok(),
            "free again once the first ends"
        );
    }
}
