//! Who sits at the table: people by name and computer players, from `--names` or asked for
//! one by one; and the save file that keeps them with the game.

use std::path::Path;

use anyhow::{Context, Result, anyhow};
use saboteur::{BotLevel, Saboteur, check_names};
use serde::{Deserialize, Serialize};

use crate::ui::Ui;

/// Saboteur's table: 3 to 10 seats.
pub const MIN_SEATS: usize = 3;
pub const MAX_SEATS: usize = 10;

/// One seat: a person, or a computer player of some kind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chair {
    pub name: String,
    pub computer: Option<BotLevel>,
}

impl Chair {
    pub fn person(name: &str) -> Chair {
        Chair {
            name: name.to_string(),
            computer: None,
        }
    }

    pub fn is_person(&self) -> bool {
        self.computer.is_none()
    }
}

/// The word that stands for a computer player where a name is asked for.
const BOT_WORD: &str = "bot";
const DONE_WORD: &str = "done";

/// Why `name` cannot join `chairs`: the engine's rules for names (they are typed in
/// actions) and the words this setup reserves.
fn refuse_name(name: &str, chairs: &[Chair]) -> Option<String> {
    if name.is_empty() {
        return Some("a name cannot be empty".to_string());
    }
    let lower = name.to_lowercase();
    if lower == BOT_WORD || lower == DONE_WORD {
        return Some(format!("\"{name}\" is a word of this setup, not a name"));
    }
    let names = chairs.iter().map(|c| c.name.as_str()).chain([name]);
    check_names(names).err()
}

/// A computer player with the first free name "Bot N".
fn computer(chairs: &[Chair], level: BotLevel) -> Chair {
    let taken = |name: &str| chairs.iter().any(|c| c.name.eq_ignore_ascii_case(name));
    let name = (1..)
        .map(|n| format!("Bot {n}"))
        .find(|name| !taken(name))
        .unwrap_or_default();
    Chair {
        name,
        computer: Some(level),
    }
}

fn check_count(total: usize) -> Result<(), String> {
    if (MIN_SEATS..=MAX_SEATS).contains(&total) {
        Ok(())
    } else {
        Err(format!(
            "Saboteur is played by {MIN_SEATS} to {MAX_SEATS} players, not {total}"
        ))
    }
}

/// The seats from `--names`: the people named (`bot` stands for a computer player), then
/// computer players up to `players` seats (default: as many as make three seats).
pub fn from_names(
    names: &[String],
    players: Option<usize>,
    level: BotLevel,
) -> Result<Vec<Chair>, String> {
    let mut chairs: Vec<Chair> = Vec::new();
    for name in names {
        let name = name.trim();
        if name.eq_ignore_ascii_case(BOT_WORD) {
            chairs.push(computer(&chairs, level));
            continue;
        }
        if let Some(reason) = refuse_name(name, &chairs) {
            return Err(format!("--names: {reason}"));
        }
        chairs.push(Chair::person(name));
    }
    let total = players.unwrap_or(chairs.len().max(MIN_SEATS));
    if chairs.len() > total {
        return Err(format!(
            "--names gives {} players but --players is {total}",
            chairs.len()
        ));
    }
    check_count(total)?;
    while chairs.len() < total {
        chairs.push(computer(&chairs, level));
    }
    Ok(chairs)
}

/// Asks for the names one by one: each different, `bot` for a computer player, `done`
/// when everyone is in (not before there are three; with `--players`, the seats left go to
/// computer players), at most the seats there are. `None` at end of input.
pub fn ask(ui: &mut Ui, players: Option<usize>, level: BotLevel) -> Result<Option<Vec<Chair>>> {
    let most = players.unwrap_or(MAX_SEATS);
    ui.say(format!(
        "Type the players' names one by one ({} to {most} seats). Type {BOT_WORD} for a \
         computer player ({level}), {DONE_WORD} when everyone is in.",
        MIN_SEATS.min(most)
    ));
    let mut chairs: Vec<Chair> = Vec::new();
    while chairs.len() < most {
        let prompt = format!("Name of player {}?", chairs.len() + 1);
        let Some(answer) = ui.ask(&prompt)? else {
            return Ok(None);
        };
        let name = answer.trim();
        if name.eq_ignore_ascii_case(DONE_WORD) {
            let enough = if players.is_some() {
                !chairs.is_empty()
            } else {
                chairs.len() >= MIN_SEATS
            };
            if enough {
                break;
            }
            let needed = if players.is_some() { 1 } else { MIN_SEATS };
            ui.say(format!(
                "Not yet: at least {needed} player{} needed. Type a name, or {BOT_WORD}.",
                if needed == 1 { " is" } else { "s are" }
            ));
            continue;
        }
        if name.eq_ignore_ascii_case(BOT_WORD) {
            let chair = computer(&chairs, level);
            ui.say(format!("{} joins (a computer player).", chair.name));
            chairs.push(chair);
            continue;
        }
        match refuse_name(name, &chairs) {
            Some(reason) => ui.say(format!("{}.", super::table::capitalised(&reason))),
            None => chairs.push(Chair::person(name)),
        }
    }
    while chairs.len() < players.unwrap_or(0) {
        let chair = computer(&chairs, level);
        ui.say(format!(
            "{} takes a free seat (a computer player).",
            chair.name
        ));
        chairs.push(chair);
    }
    ui.say(format!("At the table: {}.", describe(&chairs)));
    Ok(Some(chairs))
}

/// "Ala, Bob and Bot 1 (computer, heuristic)".
pub fn describe(chairs: &[Chair]) -> String {
    let names: Vec<String> = chairs
        .iter()
        .map(|chair| match chair.computer {
            Some(level) => format!("{} (computer, {level})", chair.name),
            None => chair.name.clone(),
        })
        .collect();
    super::draw::list(&names)
}

/// The save file: the seats, then the engine's state file under `state`.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct TableFile {
    seats: Vec<SeatFile>,
    state: Saboteur,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SeatFile {
    name: String,
    /// The kind of computer player; absent for a person.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    computer: Option<String>,
}

pub fn to_json(chairs: &[Chair], game: &Saboteur) -> Result<String> {
    let file = TableFile {
        seats: chairs
            .iter()
            .map(|chair| SeatFile {
                name: chair.name.clone(),
                computer: chair.computer.map(|level| level.to_string()),
            })
            .collect(),
        state: game.clone(),
    };
    Ok(serde_json::to_string_pretty(&file)?)
}

/// Reads a save file, or a bare state file (`karty saboteur state`), whose players are
/// then all people.
pub fn load(path: &Path) -> Result<(Vec<Chair>, Saboteur)> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    let bad = |err: &dyn std::fmt::Display| anyhow!("{}: {err}", path.display());
    let value: serde_json::Value = serde_json::from_str(&text).map_err(|err| bad(&err))?;
    if value.get("seats").is_none() {
        let game: Saboteur = serde_json::from_value(value).map_err(|err| bad(&err))?;
        let chairs = game
            .players()
            .iter()
            .map(|p| Chair::person(&p.name))
            .collect();
        return Ok((chairs, game));
    }
    let file: TableFile = serde_json::from_value(value).map_err(|err| bad(&err))?;
    if file.seats.len() != file.state.players().len() {
        return Err(bad(&format!(
            "{} seats for a game of {} players",
            file.seats.len(),
            file.state.players().len()
        )));
    }
    let mut chairs = Vec::new();
    for (number, (seat, player)) in file.seats.into_iter().zip(file.state.players()).enumerate() {
        if seat.name != player.name {
            return Err(bad(&format!(
                "seat {} is {} but the state's player {} is {}",
                number + 1,
                seat.name,
                number + 1,
                player.name
            )));
        }
        let computer = match seat.computer {
            Some(kind) => Some(kind.parse::<BotLevel>().map_err(|err| bad(&err))?),
            None => None,
        };
        chairs.push(Chair {
            name: seat.name,
            computer,
        });
    }
    Ok((chairs, file.state))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn one_person_gets_computer_players_up_to_three_seats() {
        let chairs = from_names(&names(&["Ala"]), None, BotLevel::Random).unwrap();
        let list: Vec<&str> = chairs.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(list, ["Ala", "Bot 1", "Bot 2"]);
        assert!(chairs[0].is_person());
        assert_eq!(chairs[2].computer, Some(BotLevel::Random));
    }

    #[test]
    fn names_fill_up_to_the_players_asked_for() {
        let level = BotLevel::Heuristic;
        let chairs = from_names(&names(&["Ala", "bot", "Bob"]), Some(5), level).unwrap();
        let list: Vec<&str> = chairs.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(list, ["Ala", "Bot 1", "Bob", "Bot 2", "Bot 3"]);
        let people = from_names(&names(&["A", "B", "C", "D"]), None, level).unwrap();
        assert!(people.iter().all(Chair::is_person));
    }

    #[test]
    fn bad_name_lists_are_refused_with_reasons() {
        let level = BotLevel::Heuristic;
        let eleven: Vec<String> = (1..=11).map(|n| format!("P{n}")).collect();
        let cases = [
            (names(&["Ala", "ala"]), None, "two players are named"),
            (names(&["Ala", ""]), None, "cannot be empty"),
            (
                names(&["Ala", "Bob", "Cy", "Di"]),
                Some(3),
                "--players is 3",
            ),
            (eleven, None, "3 to 10 players, not 11"),
            (names(&["Ala", "7"]), None, "read as a seat"),
            (names(&["me"]), None, "read as a seat or as `me`"),
            (names(&["done"]), None, "word of this setup"),
        ];
        for (list, players, expected) in cases {
            let err = from_names(&list, players, level).unwrap_err();
            assert!(err.contains(expected), "{list:?}: {err}");
        }
    }

    #[test]
    fn names_are_asked_one_by_one_with_bots_and_done() {
        let mut ui = Ui::scripted("Ala\nala\ndone\nbot\nBob\ndone\n");
        let chairs = ask(&mut ui, None, BotLevel::Random).unwrap().unwrap();
        let list: Vec<&str> = chairs.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(list, ["Ala", "Bot 1", "Bob"]);
        // With --players, done fills the table with computer players.
        let mut ui = Ui::scripted("Ala\ndone\n");
        let chairs = ask(&mut ui, Some(4), BotLevel::Random).unwrap().unwrap();
        assert_eq!(chairs.len(), 4);
        assert_eq!(chairs.iter().filter(|c| c.is_person()).count(), 1);
        let mut ui = Ui::scripted("Ala\n");
        assert_eq!(ask(&mut ui, None, BotLevel::Random).unwrap(), None);
    }

    #[test]
    fn save_files_keep_the_seats_and_the_state() {
        let chairs = vec![
            Chair::person("Ala"),
            Chair {
                name: "Bot 1".to_string(),
                computer: Some(BotLevel::Random),
            },
            Chair::person("Żaneta"),
        ];
        let names = chairs.iter().map(|c| c.name.clone()).collect();
        let game = Saboteur::new(names, 2, saboteur::seeded(3)).unwrap();
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.json");
        std::fs::write(&path, to_json(&chairs, &game).unwrap()).unwrap();
        let (back_chairs, back_game) = load(&path).unwrap();
        assert_eq!(back_chairs, chairs);
        assert_eq!(back_game, game);
        // A bare state file seats people under the state's names.
        std::fs::write(&path, serde_json::to_string(&game).unwrap()).unwrap();
        let (bare, _) = load(&path).unwrap();
        assert_eq!(bare[2], Chair::person("Żaneta"));
        std::fs::write(&path, "{\"seats\": []}").unwrap();
        assert!(load(&path).unwrap_err().to_string().contains("game.json"));
    }
}
