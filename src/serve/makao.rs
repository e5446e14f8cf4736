//! Makao at the browser table: its new-game form and its moves in words (the terminal
//! table's narrator, without colours).

use contract::stats::bot_seed;
use makao::{Action, BotLevel, Budget, Call, Config, Event, Game, Phase, RuleSet};
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
        before: &Game,
        actor: usize,
        action: Action,
        events: &[Event],
        seat: usize,
        names: &[String],
    ) -> Vec<String> {
        let narrator = Narrator {
            names,
            style: CardStyle { ascii: false },
            rules: before.rules(),
        };
        let name = narrator.name(actor).to_string();
        let said =
            |call: Option<Call>| call.map_or(String::new(), |call| format!(" and says \"{call}\""));
        let mut lines = Vec::new();
        match action {
            Action::Pass if before.phase() == Phase::AfterPenalty => {
                lines.push(format!("{name} says next."));
            }
            Action::Pass => lines.push(format!("{name} keeps the card.")),
            Action::Say(Some(call)) => lines.push(format!("{name} says \"{call}\".")),
            Action::Accept(call) => lines.push(format!("{name} accepts the swap{}.", said(call))),
            _ => {}
        }
        let calls: Vec<Option<Call>> = match action {
            Action::Lay(lay) => lay.calls().to_vec(),
            Action::Block(call) => vec![call],
            _ => Vec::new(),
        };
        let mut laid = 0;
        for event in events {
            let call = match event {
                Event::Laid { player, .. } if *player == actor => {
                    laid += 1;
                    calls.get(laid - 1).copied().flatten()
                }
                _ => None,
            };
            // Events come already hidden for this seat: its own draws may be named.
            let reveal = matches!(event, Event::Drew { player, .. } if *player == seat);
            if let Some(line) = narrator.event(event, reveal, call) {
                let line = if laid > 1 && matches!(event, Event::Laid { .. }) {
                    line.replacen(" lays ", " also lays ", 1)
                } else {
                    line
                };
                lines.push(plain(&line));
            }
        }
        lines.iter().map(|line| second_person(line)).collect()
    }

    fn stand_in(&self, _seat: usize) -> Option<Box<dyn contract::Bot<Game>>> {
        Some(BotLevel::Heuristic.bot(cards::fresh_seed()))
    }

    fn ending(&self, names: &[String]) -> Vec<String> {
        let mut lines = vec![match self.winner() {
            Some(winner) => second_person(&format!(
                "Game over: {} wins.",
                names.get(winner).map_or("?", String::as_str)
            )),
            None => "Game over, without a winner.".to_string(),
        }];
        if let Some(score) = self.score() {
            lines.push(plain(&words::hand_points(names, &score)));
        }
        lines
    }
}

/// The narrator speaks of players in the third person; the person at the browser is
/// "You", so "You lays" becomes "You lay" and "You's" becomes "Your".
fn second_person(line: &str) -> String {
    let line = line.replace("You's", "Your");
    let mut out = String::with_capacity(line.len());
    let mut rest = line.as_str();
    while let Some(at) = rest.find("You ") {
        let (before, after) = rest.split_at(at + "You ".len());
        out.push_str(before);
        let end = after
            .find(|c: char| !c.is_ascii_alphabetic())
            .unwrap_or(after.len());
        let (verb, tail) = after.split_at(end);
        let verb = match verb {
            "has" => "have",
            "is" => "are",
            "was" => "were",
            _ if verb.ends_with("sses") || verb.ends_with("shes") || verb.ends_with("ches") => {
                &verb[..verb.len() - 2]
            }
            _ if verb.len() > 2 && verb.ends_with('s') && !verb.ends_with("ss") => {
                &verb[..verb.len() - 1]
            }
            _ => verb,
        };
        out.push_str(verb);
        rest = tail;
    }
    out.push_str(rest);
    out
}

/// Narration without the terminal's colour codes.
fn plain(line: &str) -> String {
    console::strip_ansi_codes(line).into_owned()
}

#[cfg(test)]
mod tests {
    use super::second_person;

    #[test]
    fn the_person_is_spoken_to_in_the_second_person() {
        assert_eq!(second_person("You lays 7♥."), "You lay 7♥.");
        assert_eq!(second_person("You misses a turn."), "You miss a turn.");
        assert_eq!(
            second_person("You has 2 cards; You's turn."),
            "You have 2 cards; Your turn."
        );
        assert_eq!(
            second_person("Computer lays 2♣: You draws 4."),
            "Computer lays 2♣: You draw 4."
        );
        assert_eq!(second_person("Computer wins."), "Computer wins.");
    }
}
