//! Makao at the browser table: its new-game form and its moves in words (the terminal
//! table's narrator, without colours).

use contract::stats::bot_seed;
use makao::{Action, BotLevel, Budget, Call, Choice, Config, Event, Game, Lay, RuleSet, View};
use serde_json::Value;

use super::api::{Kind, Setup, form_seed, person_name};
use crate::makao::MAX_HANDS;
use crate::makao::words::{self, Narrator};
use crate::ui::CardStyle;

/// Computer players a browser game may have beside the person: as many as the
/// largest table the registry allows, less that person.
const MAX_COMPUTERS: u64 = makao::MAX_PLAYERS as u64 - 1;
/// The longest a computer player may be given to think about one choice, in ms.
const MAX_THINK_MS: u64 = 10_000;

impl Kind for Game {
    fn fields() -> Vec<&'static str> {
        ["computers", "think", "seed"].to_vec()
    }

    fn setup(form: &Value, people: usize) -> Result<Setup<Game>, String> {
        let form = form
            .as_object()
            .ok_or("the new-game form must be an object")?;
        let rules: RuleSet = match form.get("rules") {
            None | Some(Value::Null) => RuleSet::Polish,
            Some(Value::String(name)) => name.parse().map_err(|err| format!("{err}"))?,
            Some(_) => return Err("rules must be a name: polish, macau or serbian".into()),
        };
        // Two people may play without a computer; one person needs one.
        let fewest = u64::from(people < 2);
        let computers = match form.get("computers") {
            None | Some(Value::Null) => fewest,
            Some(value) => value
                .as_u64()
                .filter(|n| (fewest..=MAX_COMPUTERS).contains(n))
                .ok_or(format!(
                    "computers must be a number from {fewest} to {MAX_COMPUTERS}"
                ))?,
        } as usize;
        // Serbian is played against the strongest computer player unless asked otherwise.
        let level = match form.get("level") {
            None | Some(Value::Null) => BotLevel::default_for(rules),
            Some(Value::String(name)) if name == "default" => BotLevel::default_for(rules),
            Some(Value::String(name)) => name.parse().map_err(|err| format!("{err}"))?,
            Some(_) => return Err(crate::registry::level_must_be("makao")),
        };
        // A searching computer player's time for each choice (the table's --think).
        let think = match form.get("think") {
            None | Some(Value::Null) => None,
            Some(value) => Some(
                value
                    .as_u64()
                    .filter(|ms| (1..=MAX_THINK_MS).contains(ms))
                    .map(std::time::Duration::from_millis)
                    .ok_or(format!(
                        "think must be a number of milliseconds from 1 to {MAX_THINK_MS}"
                    ))?,
            ),
        };
        let seed = form_seed(form)?;
        let flag = |name: &str| match form.get(name) {
            None | Some(Value::Null) => Ok(false),
            Some(Value::Bool(on)) => Ok(*on),
            Some(_) => Err(format!("{name} must be true or false")),
        };
        let (twist, play_on) = (flag("twist")?, flag("play_on")?);
        // Scored rules play a match of `hands` hands; the others one game at a time.
        let hands = match form.get("hands") {
            None | Some(Value::Null) => 1,
            Some(value) => value
                .as_u64()
                .and_then(|n| u32::try_from(n).ok())
                .filter(|n| (1..=MAX_HANDS).contains(n))
                .ok_or(format!("hands must be a number from 1 to {MAX_HANDS}"))?,
        };
        if hands > 1 && !rules.rules().scored {
            return Err(format!(
                "a match of several hands is scored, as serbian rules score hands; {rules} \
                 rules play one game at a time"
            ));
        }
        let players = computers + people;
        crate::registry::check_seats("makao", players)?;
        let base = seed.unwrap_or(0);
        let bots = (0..players)
            .map(|p| {
                let budget = Budget {
                    think,
                    ..Budget::default()
                };
                (p >= people).then(|| level.bot_with(bot_seed(base, p), budget))
            })
            .collect();
        let names = (0..players)
            .map(|p| match p {
                p if p < people => person_name(p, people),
                _ if computers == 1 => crate::say!("serve-computer", number = 0u32),
                _ if people == 1 => crate::say!("serve-computer", number = p),
                _ => crate::say!("serve-computer", number = p - people + 1),
            })
            .collect();
        Ok(Setup {
            settings: Config::new(rules, players)
                .with_twist(twist)
                .with_play_on(play_on),
            seed,
            bots,
            names,
            length: rules.rules().scored.then_some(hands),
        })
    }

    fn narrate(
        before: &View,
        actor: usize,
        action: Action,
        events: &[Event],
        seat: usize,
        names: &[String],
    ) -> Vec<String> {
        let narrator = reader_narrator(names, before.config.rules.rules(), seat);
        // Events come already hidden for this seat: its own draws may be named.
        narrator.told(actor, action, before.phase, events, true)
    }

    fn action_words(view: &View, action: Action, names: &[String]) -> String {
        let narrator = reader_narrator(names, view.config.rules.rules(), view.me);
        narrator.action(
            action,
            words::passing_is_next(view.phase, view.config.rules.rules()),
        )
    }

    fn typed(_view: &View, action: Action) -> Value {
        let kind = |name: &str| serde_json::json!({ "type": name });
        match action {
            Action::Lay(lay) => {
                let choice = match lay.choice() {
                    Choice::None => Value::Null,
                    Choice::Suit(suit) => serde_json::json!({ "suit": suit.letter().to_string() }),
                    Choice::Demand(rank) => serde_json::json!({ "demand": rank.label() }),
                    Choice::Swap(seat) => serde_json::json!({ "swap": seat }),
                };
                serde_json::json!({ "type": "lay", "cards": lay.cards(), "choice": choice })
            }
            Action::Draw => kind("draw"),
            Action::Take => kind("take"),
            Action::Wait => kind("wait"),
            Action::Pass => kind("pass"),
            Action::Accept(_) => kind("accept"),
            Action::Block(_) => kind("block"),
            Action::Say(_) => kind("say"),
            Action::Keep => kind("keep"),
            Action::Turn => kind("turn"),
            Action::Challenge(true) => kind("challenge"),
            Action::Challenge(false) => kind("forgive"),
        }
    }

    fn calls(view: &View) -> Vec<&'static str> {
        let rules = view.config.rules.rules();
        [Call::Makao, Call::PoMakale]
            .into_iter()
            .filter(|call| rules.has_call(*call))
            .map(Call::text)
            .collect()
    }

    fn said(view: &View, action: Action, said: &[String]) -> Result<Action, String> {
        let calls = said
            .iter()
            .map(|word| match word.as_str() {
                "makao" => Ok(Call::Makao),
                "po makale" => Ok(Call::PoMakale),
                other => Err(format!(
                    "\"{}\" is not a call (makao, po makale)",
                    crate::text::safe(&crate::text::prefix(other))
                )),
            })
            .collect::<Result<Vec<Call>, String>>()?;
        with_calls(action, view.hand.len(), &calls)
    }

    fn revealed(&self) -> Option<Value> {
        let hands: Vec<&[cards::Card]> = (0..self.players()).map(|p| self.hand(p)).collect();
        Some(serde_json::json!({ "hands": hands }))
    }

    fn refusal(&self, err: &makao::RuleError) -> String {
        let style = crate::ui::CardStyle { ascii: false };
        crate::makao::refusals::explain(err, style, self.rules())
    }

    fn stand_in(&self, _seat: usize) -> Option<Box<dyn contract::Bot<Game>>> {
        Some(BotLevel::Heuristic.bot(cards::fresh_seed()))
    }

    fn ending(&self, names: &[String], seat: usize) -> Vec<String> {
        let narrator = reader_narrator(names, self.rules(), seat);
        let mut lines = vec![narrator.over(false, self.winner())];
        if let Some(score) = self.score() {
            lines.push(crate::makao::summary::hand_points(names, &score));
        }
        lines
    }
}

/// The narrator of a browser seat: `seat` is read as "you", cards with their symbols.
fn reader_narrator<'a>(
    names: &'a [String],
    rules: &'static makao::rules::Rules,
    seat: usize,
) -> Narrator<'a> {
    Narrator {
        names,
        style: CardStyle { ascii: false },
        rules,
        reader: Some(seat),
    }
}

/// `action` (listed by the engine, with the calls due) with exactly the calls a person
/// said instead: each after the card it is due after (a hand of `held` cards: "makao"
/// where one is left, "po makale" where none is), or else after the last card, where
/// the rules then charge for a wrong call. A call is the person's to remember, so none
/// is ever added on their behalf.
fn with_calls(action: Action, held: usize, calls: &[Call]) -> Result<Action, String> {
    let one = |calls: &[Call]| match calls {
        [] => Ok(None),
        [call] => Ok(Some(*call)),
        _ => Err("one call at a time here".to_string()),
    };
    Ok(match action {
        Action::Lay(lay) => Action::Lay(lay_with_calls(lay, held, calls)?),
        Action::Accept(_) => Action::Accept(one(calls)?),
        Action::Block(_) => Action::Block(one(calls)?),
        Action::Say(_) => Action::Say(one(calls)?),
        // A call with a move that lays nothing is dropped by the rules.
        other => other,
    })
}

fn lay_with_calls(lay: Lay, held: usize, calls: &[Call]) -> Result<Lay, String> {
    let mut lay = lay.without_calls();
    let count = lay.len();
    let mut placed = vec![None; count];
    let mut unplaced = Vec::new();
    for &call in calls {
        let due_at = (0..count).find(|&i| Call::due(held.saturating_sub(i + 1)) == Some(call));
        match due_at {
            Some(at) if placed[at].is_none() => placed[at] = Some(call),
            _ => unplaced.push(call),
        }
    }
    for call in unplaced {
        let last = count - 1;
        if placed[last].is_some() {
            return Err("one call after each card at most".to_string());
        }
        placed[last] = Some(call);
    }
    for (at, call) in placed.into_iter().enumerate() {
        lay = lay.with_call(at, call);
    }
    Ok(lay)
}

#[cfg(test)]
mod tests {
    use super::*;
    use contract::Game as _;

    fn lay(text: &str) -> Action {
        let game = Game::new(Config::new(RuleSet::Polish, 2), 1).unwrap();
        game.parse_action(text).unwrap()
    }

    #[test]
    fn calls_said_go_after_the_card_they_are_due_after() {
        let calls = |action: &str, held, said: &[Call]| {
            with_calls(lay(action), held, said).map(|a| a.to_string())
        };
        assert_eq!(calls("7h makao", 2, &[]).unwrap(), "7h");
        assert_eq!(calls("7h", 2, &[Call::Makao]).unwrap(), "7h makao");
        assert_eq!(
            calls("7h 7s", 2, &[Call::PoMakale, Call::Makao]).unwrap(),
            "7h makao 7s po makale"
        );
        // Said where it is not due: after the last card, for the rules to judge.
        assert_eq!(calls("7h", 5, &[Call::Makao]).unwrap(), "7h makao");
        assert_eq!(
            calls("ah suit h", 2, &[Call::Makao]).unwrap(),
            "ah makao suit h"
        );
        assert_eq!(calls("accept makao", 2, &[]).unwrap(), "accept");
        assert_eq!(calls("accept", 2, &[Call::Makao]).unwrap(), "accept makao");
        assert_eq!(calls("draw", 2, &[Call::Makao]).unwrap(), "draw");
        assert!(calls("7h", 1, &[Call::Makao, Call::Makao]).is_err());
    }
}
