//! Who sits at the table: people by name and computer players, from `--names` or asked
//! for as the Polish original does; and the save file that keeps them with the game.

use std::path::Path;

use anyhow::{Context, Result, anyhow};
use makao::rules::Rules;
use makao::{BotLevel, Game, Match};
use serde::{Deserialize, Serialize};

use crate::ui::Ui;

/// One seat: a person, or a computer player of some kind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seat {
    pub name: String,
    pub computer: Option<BotLevel>,
}

impl Seat {
    pub fn person(name: &str) -> Seat {
        Seat {
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

fn is_bot_word(name: &str) -> bool {
    name.trim().eq_ignore_ascii_case(BOT_WORD)
}

/// Why a name cannot be taken.
fn refuse_name(name: &str, seats: &[Seat]) -> Option<String> {
    let lower = name.to_lowercase();
    if name.is_empty() {
        return Some("A name cannot be empty.".to_string());
    }
    if matches!(lower.as_str(), "makao" | "po makale" | "pomakale") {
        return Some(format!(
            "\"{name}\" is a call, not a name (nobody holds cards yet, so no call is due)."
        ));
    }
    if matches!(lower.as_str(), "done" | "?" | "help") {
        return Some(format!("\"{name}\" is a command here, not a name."));
    }
    if seats.iter().any(|seat| seat.name.to_lowercase() == lower) {
        return Some(format!(
            "{name} is already at the table: every name must differ."
        ));
    }
    None
}

/// A computer player with the first free name "Bot N".
fn computer(seats: &[Seat], level: BotLevel) -> Seat {
    let taken = |name: &str| seats.iter().any(|s| s.name.eq_ignore_ascii_case(name));
    let name = (1..)
        .map(|n| format!("Bot {n}"))
        .find(|name| !taken(name))
        .unwrap_or_default();
    Seat {
        name,
        computer: Some(level),
    }
}

/// The seats from `--names`: the people named (`bot` stands for a computer player),
/// then computer players up to `players` seats (default: the people, and one computer
/// player when only one person plays).
pub fn from_names(
    names: &[String],
    players: Option<usize>,
    level: BotLevel,
    rules: &Rules,
) -> Result<Vec<Seat>, String> {
    let mut seats: Vec<Seat> = Vec::new();
    for name in names {
        let name = name.trim();
        if is_bot_word(name) {
            seats.push(computer(&seats, level));
            continue;
        }
        if let Some(reason) = refuse_name(name, &seats) {
            return Err(format!("--names: {reason}"));
        }
        seats.push(Seat::person(name));
    }
    let total = players.unwrap_or(if seats.len() == 1 { 2 } else { seats.len() });
    if seats.len() > total {
        return Err(format!(
            "--names gives {} players but --players is {total}",
            seats.len()
        ));
    }
    check_count(total, rules)?;
    while seats.len() < total {
        seats.push(computer(&seats, level));
    }
    Ok(seats)
}

fn check_count(total: usize, rules: &Rules) -> Result<(), String> {
    if (rules.min_players..=rules.max_players).contains(&total) {
        Ok(())
    } else {
        Err(format!(
            "{} is played by {} to {} players, not {total}",
            rules.set, rules.min_players, rules.max_players
        ))
    }
}

/// Checks `--players` alone, before anything is asked.
pub fn check_players(players: Option<usize>, rules: &Rules) -> Result<(), String> {
    players.map_or(Ok(()), |total| check_count(total, rules))
}

/// Asks for the names one by one, as the Polish original does: each different, `bot`
/// for a computer player, `done` when everyone is in (not before there are two; with
/// `--players`, the seats left go to computer players), at most the seats there are;
/// then the list may be thrown away and typed again. `None` at end of input.
pub fn ask(
    ui: &mut Ui,
    players: Option<usize>,
    level: BotLevel,
    rules: &Rules,
) -> Result<Option<Vec<Seat>>> {
    let most = players.unwrap_or(rules.max_players);
    loop {
        ui.say(format!(
            "Type the players' names one by one ({} to {most} seats). Type {BOT_WORD} for a \
             computer player, done when everyone is in.",
            rules.min_players.min(most)
        ));
        let mut seats: Vec<Seat> = Vec::new();
        while seats.len() < most {
            let prompt = format!("Name of player {}?", seats.len() + 1);
            let Some(answer) = ui.ask(&prompt)? else {
                return Ok(None);
            };
            let name = answer.trim();
            if name.eq_ignore_ascii_case("done") {
                let enough = if players.is_some() {
                    !seats.is_empty()
                } else {
                    seats.len() >= rules.min_players
                };
                if enough {
                    break;
                }
                ui.say(format!(
                    "Not yet: at least {} players are needed. Type a name, or {BOT_WORD}.",
                    rules.min_players
                ));
                continue;
            }
            if is_bot_word(name) {
                let seat = computer(&seats, level);
                ui.say(format!("{} joins (a computer player, {level}).", seat.name));
                seats.push(seat);
                continue;
            }
            match refuse_name(name, &seats) {
                Some(reason) => ui.say(reason),
                None => seats.push(Seat::person(name)),
            }
        }
        while seats.len() < players.unwrap_or(0) {
            let seat = computer(&seats, level);
            ui.say(format!(
                "{} takes a free seat (a computer player, {level}).",
                seat.name
            ));
            seats.push(seat);
        }
        ui.say(format!("At the table: {}.", describe(&seats)));
        match ui.confirm("Start the game with these players?")? {
            None => return Ok(None),
            Some(true) => return Ok(Some(seats)),
            Some(false) => ui.say("Then type them again."),
        }
    }
}

/// A two-seat game: one person, asked for their name, against a computer player.
/// `None` at end of input.
pub fn ask_one(ui: &mut Ui, level: BotLevel) -> Result<Option<Vec<Seat>>> {
    ui.say(format!(
        "You play against the computer ({level}); --names A,B seats two people."
    ));
    loop {
        let Some(answer) = ui.ask("Your name?")? else {
            return Ok(None);
        };
        let name = answer.trim();
        let name = if name.is_empty() { "Player" } else { name };
        if is_bot_word(name) {
            ui.say("That word stands for a computer player: type your own name.");
            continue;
        }
        match refuse_name(name, &[]) {
            Some(reason) => ui.say(reason),
            None => {
                let mut seats = vec![Seat::person(name)];
                seats.push(computer(&seats, level));
                return Ok(Some(seats));
            }
        }
    }
}

/// "Ala, Bob and Bot 1 (computer, heuristic)".
pub fn describe(seats: &[Seat]) -> String {
    let names: Vec<String> = seats
        .iter()
        .map(|seat| match seat.computer {
            Some(level) => format!("{} (computer, {level})", seat.name),
            None => seat.name.clone(),
        })
        .collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => names.join(""),
    }
}

/// The save file: the seats, the match so far (scored rules), then the engine's state
/// file under `state`.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct TableFile {
    seats: Vec<SeatFile>,
    #[serde(default, rename = "match")]
    series: Option<Match>,
    state: Game,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SeatFile {
    name: String,
    /// The kind of computer player; absent for a person.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    computer: Option<String>,
}

/// The save file, one seat a line, the match on one line, then the engine's own layout
/// of the state.
pub fn to_json(seats: &[Seat], game: &Game, series: Option<&Match>) -> String {
    let seats: Vec<String> = seats
        .iter()
        .map(|seat| {
            let file = SeatFile {
                name: seat.name.clone(),
                computer: seat.computer.map(|level| level.to_string()),
            };
            format!(
                "    {}",
                serde_json::to_string(&file).expect("a seat always serializes")
            )
        })
        .collect();
    let state = game.to_json().replace('\n', "\n  ");
    let series = series.map_or(String::new(), |series| {
        format!(
            "  \"match\": {},\n",
            serde_json::to_string(series).expect("a match always serializes")
        )
    });
    format!(
        "{{\n  \"seats\": [\n{}\n  ],\n{series}  \"state\": {state}\n}}\n",
        seats.join(",\n")
    )
}

/// Reads a save file, or a bare state file (`karty makao state`), whose seats are then
/// people called Player 1, Player 2, … (and which belongs to no match).
pub fn load(path: &Path) -> Result<(Vec<Seat>, Game, Option<Match>)> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    let bad = |err: &dyn std::fmt::Display| anyhow!("{}: {err}", path.display());
    let value: serde_json::Value = serde_json::from_str(&text).map_err(|err| bad(&err))?;
    if value.get("seats").is_none() {
        let game = Game::from_json(&text).map_err(|err| bad(&err))?;
        let seats = (1..=game.players())
            .map(|n| Seat::person(&format!("Player {n}")))
            .collect();
        return Ok((seats, game, None));
    }
    let file: TableFile = serde_json::from_value(value).map_err(|err| bad(&err))?;
    if file.seats.len() != file.state.players() {
        return Err(bad(&format!(
            "{} seats for a game of {} players",
            file.seats.len(),
            file.state.players()
        )));
    }
    if let Some(series) = &file.series
        && (series.config().rules != file.state.config().rules
            || series.config().players != file.state.players()
            || series.is_over()
            || series.dealer(series.next_hand()) != file.state.dealer())
    {
        return Err(bad(&"the match does not fit the hand in play"));
    }
    let mut seats: Vec<Seat> = Vec::new();
    for seat in file.seats {
        let computer = match seat.computer {
            Some(kind) => Some(kind.parse::<BotLevel>().map_err(|err| bad(&err))?),
            None => None,
        };
        if let Some(reason) = refuse_name(seat.name.trim(), &seats) {
            return Err(bad(&reason));
        }
        seats.push(Seat {
            name: seat.name.trim().to_string(),
            computer,
        });
    }
    Ok((seats, file.state, file.series))
}

#[cfg(test)]
mod tests {
    use super::*;
    use makao::{Config, RuleSet};

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn one_person_gets_one_computer_player() {
        let seats = from_names(
            &names(&["Ala"]),
            None,
            BotLevel::Random,
            &makao::rules::POLISH,
        )
        .unwrap();
        assert_eq!(seats.len(), 2);
        assert_eq!(seats[0], Seat::person("Ala"));
        assert_eq!(seats[1].name, "Bot 1");
        assert_eq!(seats[1].computer, Some(BotLevel::Random));
    }

    #[test]
    fn names_fill_up_to_the_players_asked_for() {
        let rules = &makao::rules::POLISH;
        let seats = from_names(
            &names(&["Ala", "Bot 1"]),
            Some(4),
            BotLevel::Heuristic,
            rules,
        )
        .unwrap();
        let list: Vec<&str> = seats.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(list, ["Ala", "Bot 1", "Bot 2", "Bot 3"]);
        assert!(seats[1].is_person());
        let two = from_names(&names(&["Ala", "Bob"]), None, BotLevel::Heuristic, rules).unwrap();
        assert!(two.iter().all(Seat::is_person));
    }

    #[test]
    fn bad_name_lists_are_refused_with_reasons() {
        let rules = &makao::rules::POLISH;
        let level = BotLevel::Heuristic;
        let cases = [
            (names(&["Ala", "ala"]), None, "already at the table"),
            (names(&["Ala", ""]), None, "cannot be empty"),
            (names(&["Ala", "Bob", "Cy"]), Some(2), "--players is 2"),
            (
                names(&["A", "B", "C", "D", "E"]),
                None,
                "2 to 4 players, not 5",
            ),
            (names(&["Ala"]), Some(5), "not 5"),
            (names(&["makao"]), None, "a call"),
        ];
        for (list, players, expected) in cases {
            let err = from_names(&list, players, level, rules).unwrap_err();
            assert!(err.contains(expected), "{list:?}: {err}");
        }
    }

    #[test]
    fn save_files_keep_the_seats_and_the_state() {
        let game = Game::new(Config::new(RuleSet::Macau, 3), 4).unwrap();
        let seats = vec![
            Seat::person("Ala"),
            Seat {
                name: "Bot 1".to_string(),
                computer: Some(BotLevel::Random),
            },
            Seat::person("Żaneta"),
        ];
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.json");
        std::fs::write(&path, to_json(&seats, &game, None)).unwrap();
        let (back_seats, back_game, series) = load(&path).unwrap();
        assert_eq!(back_seats, seats);
        assert_eq!(back_game, game);
        assert_eq!(series, None);
        // A bare state file seats people called Player N.
        std::fs::write(&path, game.to_json()).unwrap();
        let (bare, _, _) = load(&path).unwrap();
        assert_eq!(bare[2], Seat::person("Player 3"));
        std::fs::write(&path, "{\"seats\": []}").unwrap();
        assert!(load(&path).unwrap_err().to_string().contains("game.json"));
    }

    #[test]
    fn save_files_keep_the_match_in_play() {
        let config = Config::new(RuleSet::Serbian, 2);
        let series = Match::new(config, 3, 8).unwrap();
        let game = series.deal().unwrap();
        let seats = vec![
            Seat::person("Ala"),
            Seat {
                name: "Bot 1".to_string(),
                computer: Some(BotLevel::Heuristic),
            },
        ];
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("match.json");
        std::fs::write(&path, to_json(&seats, &game, Some(&series))).unwrap();
        let (_, back_game, back_series) = load(&path).unwrap();
        assert_eq!(back_game, game);
        assert_eq!(back_series, Some(series));
        // A match whose next hand is dealt by someone else is refused.
        let other = Game::new_hand(config, 8, 0).unwrap();
        let series = Match::new(config, 3, 8).unwrap();
        std::fs::write(&path, to_json(&seats, &other, Some(&series))).unwrap();
        let err = load(&path).unwrap_err().to_string();
        assert!(err.contains("does not fit"), "{err}");
    }
}
