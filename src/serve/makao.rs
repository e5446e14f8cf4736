//! Makao at the browser table: its new-game form and its moves in words (the terminal
//! table's narrator, without colours).

use contract::stats::bot_seed;
use makao::{Action, BotLevel, Budget, Config, Event, Game, RuleSet, View};
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
                _ if computers == 1 => "Computer".to_string(),
                _ if people == 1 => format!("Computer {p}"),
                _ => format!("Computer {}", p - people + 1),
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
        let narrator = Narrator {
            names,
            style: CardStyle { ascii: false },
            rules: before.config.rules.rules(),
            reader: Some(seat),
        };
        // Events come already hidden for this seat: its own draws may be named.
        let lines = narrator.told(actor, action, before.phase, events, true);
        lines.iter().map(|line| plain(line)).collect()
    }

    fn stand_in(&self, _seat: usize) -> Option<Box<dyn contract::Bot<Game>>> {
        Some(BotLevel::Heuristic.bot(cards::fresh_seed()))
    }

    fn ending(&self, names: &[String], seat: usize) -> Vec<String> {
        let narrator = Narrator {
            names,
            style: CardStyle { ascii: false },
            rules: self.rules(),
            reader: Some(seat),
        };
        let mut lines = vec![narrator.over(false, self.winner())];
        if let Some(score) = self.score() {
            lines.push(plain(&words::hand_points(names, &score)));
        }
        lines
    }
}

/// Narration without the terminal's colour codes.
fn plain(line: &str) -> String {
    console::strip_ansi_codes(line).into_owned()
}
