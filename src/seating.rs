//! Who sits at a table: people by name and computer players, from `--names` or asked for
//! one by one; and the save file that keeps them with the game. Every game seats its
//! players this way; what differs (how many seats, which names, the engine's state)
//! each game says through [`Seating`].

use std::fmt;
use std::path::Path;
use std::str::FromStr;

use anyhow::{Result, anyhow};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::say;
use crate::text::{list, sentence};
use crate::ui::{Reply, Ui};

/// One seat: a person, or a computer player of some kind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seat<L> {
    pub name: String,
    pub computer: Option<L>,
}

impl<L> Seat<L> {
    pub fn person(name: &str) -> Seat<L> {
        Seat {
            name: name.to_string(),
            computer: None,
        }
    }

    pub fn is_person(&self) -> bool {
        self.computer.is_none()
    }
}

/// What a game decides about its seats and its save file.
pub trait Seating {
    /// The kinds of computer player, by the names typed on the command line.
    type Level: Copy + fmt::Display + FromStr<Err: fmt::Display>;
    /// The engine's state, saved under `state`.
    type State: Serialize + DeserializeOwned;
    /// A match of several games the state belongs to, saved under `match` (`()` for a
    /// game that plays no matches).
    type Series: Serialize + DeserializeOwned;

    /// The game's name in the registry.
    const GAME: &'static str;
    /// Whether the names typed may be thrown away and typed again before the game.
    const START_OVER: bool;
    /// Whether the first question names the kind of the computer players (else each is
    /// announced with its kind as it joins).
    const KIND_AT_START: bool;

    fn fewest(&self) -> usize;
    fn most(&self) -> usize;
    /// Why `total` seats cannot play (the engine's own check).
    fn check_count(&self, total: usize) -> Result<(), String>;
    /// Why `name` cannot sit beside `seated`, as a fragment ("two players are named
    /// `Ala`"); empty names and the words of this setup are refused before it is asked.
    fn refuse_name(name: &str, seated: &[&str]) -> Option<String>;

    fn players(state: &Self::State) -> usize;
    /// The state in the engine's own layout.
    fn state_json(state: &Self::State) -> serde_json::Result<String>;
    /// Who sits at a bare state file (one without seats): people, by these names.
    fn bare_names(state: &Self::State) -> Vec<String>;
    /// Whether what a save file holds fits together, beyond the number of seats.
    fn check_saved(
        seats: &[Seat<Self::Level>],
        state: &Self::State,
        series: Option<&Self::Series>,
    ) -> Result<(), String>;
}

/// The word that stands for a computer player where a name is asked for.
const BOT_WORD: &str = "bot";
/// The word that ends the names.
const DONE_WORD: &str = "done";

fn is_bot_word(name: &str) -> bool {
    name.trim().eq_ignore_ascii_case(BOT_WORD)
}

/// Why `name` cannot join `seats`: the words of this setup, then the game's own rules.
fn refuse<T: Seating>(name: &str, seats: &[Seat<T::Level>]) -> Option<String> {
    if let Err(reason) = contract::names::check(name) {
        return Some(reason);
    }
    if is_bot_word(name) || name.eq_ignore_ascii_case(DONE_WORD) {
        return Some(say!("seating-not-a-name", name = name));
    }
    let seated: Vec<&str> = seats.iter().map(|seat| seat.name.as_str()).collect();
    T::refuse_name(name, &seated)
}

/// A computer player with the first free name "Bot N".
fn computer<L>(seats: &[Seat<L>], level: L) -> Seat<L> {
    let taken = |name: &str| seats.iter().any(|s| s.name.eq_ignore_ascii_case(name));
    let name = (1..)
        .map(|n: u32| say!("seating-bot-name", number = n))
        .find(|name| !taken(name))
        .unwrap_or_default();
    Seat {
        name,
        computer: Some(level),
    }
}

/// Checks `--players` alone, before anything is asked.
pub fn check_players<T: Seating>(table: &T, players: Option<usize>) -> Result<(), String> {
    players.map_or(Ok(()), |total| table.check_count(total))
}

/// The seats from `--names`: the people named (`bot` stands for a computer player),
/// then computer players up to `players` seats (default: the people, and computer
/// players up to the fewest seats the game has).
pub fn from_names<T: Seating>(
    table: &T,
    names: &[String],
    players: Option<usize>,
    level: T::Level,
) -> Result<Vec<Seat<T::Level>>, String> {
    let mut seats = Vec::new();
    for name in names {
        let name = name.trim();
        if is_bot_word(name) {
            seats.push(computer(&seats, level));
            continue;
        }
        if let Some(reason) = refuse::<T>(name, &seats) {
            return Err(say!("seating-names-refused", reason = reason));
        }
        seats.push(Seat::person(name));
    }
    let total = players.unwrap_or(seats.len().max(table.fewest()));
    if seats.len() > total {
        return Err(say!(
            "seating-names-too-many",
            given = seats.len(),
            total = total
        ));
    }
    table.check_count(total)?;
    while seats.len() < total {
        seats.push(computer(&seats, level));
    }
    Ok(seats)
}

/// Asks for the names one by one: each different, `bot` for a computer player, `done`
/// when everyone is in (not before the fewest seats are taken; with `--players`, the
/// seats left go to computer players), at most the seats there are; then, where the
/// game says so, the list may be thrown away and typed again. Esc or `q` at any of
/// these questions goes back (to the menu, or out).
pub fn ask<T: Seating>(
    table: &T,
    ui: &mut Ui,
    players: Option<usize>,
    level: T::Level,
) -> Result<Reply<Vec<Seat<T::Level>>>> {
    let most = players.unwrap_or(table.most());
    // The computer players' level is said once: at the start, or as each joins.
    let (kind_at_start, kind_on_joining) = if T::KIND_AT_START {
        (level.to_string(), "none".to_string())
    } else {
        ("none".to_string(), level.to_string())
    };
    loop {
        ui.say(say!(
            "seating-type-names",
            fewest = table.fewest().min(most),
            most = most,
            bot = BOT_WORD,
            level = &kind_at_start,
            done = DONE_WORD
        ));
        let mut seats = Vec::new();
        while seats.len() < most {
            let prompt = say!("seating-name-of", number = seats.len() + 1);
            let answer = match ui.ask_or_back(&prompt)? {
                Reply::Given(answer) => answer,
                Reply::Back => return Ok(Reply::Back),
                Reply::Ended => return Ok(Reply::Ended),
            };
            let name = answer.trim();
            if name.eq_ignore_ascii_case(DONE_WORD) {
                let needed = if players.is_some() { 1 } else { table.fewest() };
                if seats.len() >= needed {
                    break;
                }
                ui.say(say!("seating-not-yet", needed = needed, bot = BOT_WORD));
                continue;
            }
            if is_bot_word(name) {
                let seat = computer(&seats, level);
                ui.say(say!(
                    "seating-joins",
                    name = &seat.name,
                    level = &kind_on_joining
                ));
                seats.push(seat);
                continue;
            }
            match refuse::<T>(name, &seats) {
                Some(reason) => ui.say(sentence(&reason)),
                None => seats.push(Seat::person(name)),
            }
        }
        while seats.len() < players.unwrap_or(0) {
            let seat = computer(&seats, level);
            ui.say(say!(
                "seating-takes-free-seat",
                name = &seat.name,
                level = &kind_on_joining
            ));
            seats.push(seat);
        }
        ui.say(say!("seating-at-the-table", seats = describe(&seats)));
        if !T::START_OVER {
            return Ok(Reply::Given(seats));
        }
        match ui.confirm_or_back(&say!("seating-start-with-these"))? {
            Reply::Given(true) => return Ok(Reply::Given(seats)),
            Reply::Given(false) => ui.say(say!("seating-type-again")),
            Reply::Back => return Ok(Reply::Back),
            Reply::Ended => return Ok(Reply::Ended),
        }
    }
}

/// A two-seat game: one person, asked for their name, against a computer player.
pub fn ask_one<T: Seating>(ui: &mut Ui, level: T::Level) -> Result<Reply<Vec<Seat<T::Level>>>> {
    ui.say(say!("seating-against-computer", level = level.to_string()));
    loop {
        let answer = match ui.ask_or_back(&say!("seating-your-name"))? {
            Reply::Given(answer) => answer,
            Reply::Back => return Ok(Reply::Back),
            Reply::Ended => return Ok(Reply::Ended),
        };
        let name = answer.trim();
        let default = say!("seating-default-name");
        let name = if name.is_empty() {
            default.as_str()
        } else {
            name
        };
        if is_bot_word(name) {
            ui.say(say!("seating-bot-word-taken"));
            continue;
        }
        match refuse::<T>(name, &[]) {
            Some(reason) => ui.say(sentence(&reason)),
            None => {
                let mut seats = vec![Seat::person(name)];
                seats.push(computer(&seats, level));
                return Ok(Reply::Given(seats));
            }
        }
    }
}

/// "Ala, Bob and Bot 1 (computer, heuristic)".
pub fn describe<L: fmt::Display>(seats: &[Seat<L>]) -> String {
    let names: Vec<String> = seats
        .iter()
        .map(|seat| match &seat.computer {
            Some(level) => say!(
                "seating-computer",
                name = &seat.name,
                level = level.to_string()
            ),
            None => seat.name.clone(),
        })
        .collect();
    list(&names)
}

/// The save file: the seats, the match so far (if any), then the engine's state file
/// under `state`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct TableFile<S, M> {
    seats: Vec<SeatFile>,
    /// Absent when the game belongs to no match.
    #[serde(rename = "match")]
    series: Option<M>,
    /// The deal's seed, told when the game ends (absent in saves before 0.2).
    #[serde(default)]
    seed: Option<u64>,
    /// The game's record and how far it had gone (absent in saves before the records,
    /// and when nothing is recorded): the game resumed continues it.
    #[serde(default)]
    record: Option<crate::records::Mark>,
    state: S,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SeatFile {
    name: String,
    /// The kind of computer player; absent for a person.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    computer: Option<String>,
}

/// The save file, one seat a line, the match on one line, the record this game is
/// kept in (how far it had gone), then the engine's own layout of the state.
pub fn to_json<T: Seating>(
    seats: &[Seat<T::Level>],
    state: &T::State,
    series: Option<&T::Series>,
    seed: Option<u64>,
) -> serde_json::Result<String> {
    let seats: Vec<SeatFile> = seats
        .iter()
        .map(|seat| SeatFile {
            name: seat.name.clone(),
            computer: seat.computer.map(|level| level.to_string()),
        })
        .collect();
    let series = series.map(serde_json::to_string).transpose()?;
    save_file(&seats, &T::state_json(state)?, series, seed)
}

/// Any game's save file around its engine's `state` text: [`to_json`]'s layout.
fn save_file(
    seats: &[SeatFile],
    state: &str,
    series: Option<String>,
    seed: Option<u64>,
) -> serde_json::Result<String> {
    let seats = seats
        .iter()
        .map(|seat| Ok(format!("    {}", serde_json::to_string(seat)?)))
        .collect::<serde_json::Result<Vec<String>>>()?;
    let state = state.replace('\n', "\n  ");
    let mut series = match series {
        Some(series) => format!("  \"match\": {series},\n"),
        None => String::new(),
    };
    if let Some(seed) = seed {
        series.push_str(&format!("  \"seed\": {seed},\n"));
    }
    if let Some(mark) = crate::records::mark() {
        series.push_str(&format!(
            "  \"record\": {},\n",
            serde_json::to_string(&mark)?
        ));
    }
    Ok(format!(
        "{{\n  \"seats\": [\n{}\n  ],\n{series}  \"state\": {state}\n}}\n",
        seats.join(",\n")
    ))
}

/// A game one person plays alone (Klondike), saved as every table is: the person's
/// seat, the record it continues, then the engine's `state` text.
pub fn solitaire_save(name: &str, state: &str) -> serde_json::Result<String> {
    let seat = SeatFile {
        name: name.to_string(),
        computer: None,
    };
    save_file(&[seat], state.trim_end(), None, None)
}

/// A solitaire save's state and the record it names, or `None` when `text` is not a
/// save but the engine's bare state (as such games were saved before the records), or
/// no JSON at all (the engine's loader says what is wrong with it).
pub fn open_solitaire_save(
    text: &str,
) -> serde_json::Result<Option<(serde_json::Value, Option<crate::records::Mark>)>> {
    let Ok(value) = serde_json::from_str::<serde_json::Value>(text) else {
        return Ok(None);
    };
    if value.get("seats").is_none() {
        return Ok(None);
    }
    let file: TableFile<serde_json::Value, serde_json::Value> = serde_json::from_value(value)?;
    Ok(Some((file.state, file.record)))
}

/// What a save file holds: the seats, the state, the match, the deal's seed.
pub type Saved<T> = (
    Vec<Seat<<T as Seating>::Level>>,
    <T as Seating>::State,
    Option<<T as Seating>::Series>,
    Option<u64>,
);

/// Reads a save file, or a bare state file (the machine interface's), whose seats are
/// then people (named as the game says) and which belongs to no match. The record a
/// save names is continued by the game next started from it ([`crate::records::resuming`]).
pub fn load<T: Seating>(path: &Path) -> Result<Saved<T>> {
    // Bounded like a state file: a save is a few KiB, and a huge file is not a save.
    let (_, text) = crate::machine::read_limited(path)?;
    // Another game's file is named as such, with the command that opens it.
    let other = crate::registry::another_games_file(T::GAME, path, &text);
    let bad = |err: &dyn fmt::Display| match &other {
        Some(message) => anyhow!("{message}"),
        None => anyhow!(
            "{}: {}",
            crate::text::path(path),
            crate::text::safe(&err.to_string())
        ),
    };
    let value: serde_json::Value = serde_json::from_str(&text).map_err(|err| bad(&err))?;
    if value.get("seats").is_none() {
        crate::records::resuming(None);
        let state: T::State = serde_json::from_str(&text).map_err(|err| bad(&err))?;
        let seats = T::bare_names(&state)
            .iter()
            .map(|name| Seat::person(name))
            .collect();
        return Ok((seats, state, None, None));
    }
    let file: TableFile<T::State, T::Series> =
        serde_json::from_value(value).map_err(|err| bad(&err))?;
    let players = T::players(&file.state);
    if file.seats.len() != players {
        return Err(bad(&format!(
            "{} seats for a game of {players} players",
            file.seats.len()
        )));
    }
    let mut seats = Vec::new();
    for seat in file.seats {
        let computer = match seat.computer {
            Some(kind) => Some(kind.parse::<T::Level>().map_err(|err| bad(&err))?),
            None => None,
        };
        let name = seat.name.trim();
        if let Some(reason) = refuse::<T>(name, &seats) {
            return Err(bad(&reason));
        }
        seats.push(Seat {
            name: name.to_string(),
            computer,
        });
    }
    T::check_saved(&seats, &file.state, file.series.as_ref()).map_err(|err| bad(&err))?;
    crate::records::resuming(file.record);
    Ok((seats, file.state, file.series, file.seed))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_solitaire_save_gives_its_state_and_record_and_anything_else_is_told_apart() {
        let saved = solitaire_save("You", "{\"draw\": 1}\n").unwrap();
        let (state, _) = open_solitaire_save(&saved).unwrap().expect("a save");
        assert_eq!(state, serde_json::json!({"draw": 1}));
        let marked = r#"{"seats": [{"name": "You"}], "record": {"uid": "u1", "actions": 3},
            "state": {"draw": 3}}"#;
        let (_, mark) = open_solitaire_save(marked).unwrap().expect("a save");
        assert_eq!(
            mark.map(|mark| (mark.uid, mark.actions)),
            Some(("u1".into(), 3))
        );
        // A bare state, or no JSON at all: the engine's loader says what it is.
        assert!(open_solitaire_save("{\"draw\": 1}").unwrap().is_none());
        assert!(open_solitaire_save("not json").unwrap().is_none());
        // A save missing its state, or with a field no save has, is refused.
        assert!(open_solitaire_save(r#"{"seats": []}"#).is_err());
        let odd = r#"{"seats": [], "state": {}, "colour": "red"}"#;
        assert!(open_solitaire_save(odd).is_err());
    }
    use makao::BotLevel;

    /// A game of 2 or 3 seats whose state is just the names at the table.
    struct Small;

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct Names(Vec<String>);

    impl Seating for Small {
        type Level = BotLevel;
        type State = Names;
        type Series = u32;
        const GAME: &'static str = "small";
        const START_OVER: bool = false;
        const KIND_AT_START: bool = false;

        fn fewest(&self) -> usize {
            2
        }
        fn most(&self) -> usize {
            3
        }
        fn check_count(&self, total: usize) -> Result<(), String> {
            match total {
                2 | 3 => Ok(()),
                _ => Err(format!("2 or 3 seats, not {total}")),
            }
        }
        fn refuse_name(name: &str, seated: &[&str]) -> Option<String> {
            seated.contains(&name).then(|| format!("{name} is taken"))
        }
        fn players(state: &Names) -> usize {
            state.0.len()
        }
        fn state_json(state: &Names) -> serde_json::Result<String> {
            serde_json::to_string(state)
        }
        fn bare_names(state: &Names) -> Vec<String> {
            state.0.clone()
        }
        fn check_saved(
            _: &[Seat<BotLevel>],
            _: &Names,
            series: Option<&u32>,
        ) -> Result<(), String> {
            match series {
                Some(0) => Err("no hands left".to_string()),
                _ => Ok(()),
            }
        }
    }

    fn names(seats: &[Seat<BotLevel>]) -> Vec<&str> {
        seats.iter().map(|s| s.name.as_str()).collect()
    }

    #[test]
    fn the_words_of_the_setup_and_the_games_rules_refuse_names() {
        let seats = [Seat::person("Ala")];
        assert_eq!(
            refuse::<Small>("", &seats).unwrap(),
            "a name cannot be empty"
        );
        assert!(
            refuse::<Small>("BOT", &seats)
                .unwrap()
                .contains("word of this setup")
        );
        assert!(
            refuse::<Small>("Done", &seats)
                .unwrap()
                .contains("word of this setup")
        );
        assert_eq!(refuse::<Small>("Ala", &seats).unwrap(), "Ala is taken");
        assert_eq!(refuse::<Small>("Bob", &seats), None);
    }

    #[test]
    fn names_given_fill_up_to_the_fewest_seats_with_free_bot_names() {
        let table = Small;
        let given = |list: &[&str]| list.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let seats = from_names(&table, &given(&["Bot 1", "bot"]), None, BotLevel::Random).unwrap();
        assert_eq!(names(&seats), ["Bot 1", "Bot 2"]);
        assert_eq!(seats[1].computer, Some(BotLevel::Random));
        let err = from_names(&table, &given(&["A", "B"]), Some(4), BotLevel::Random).unwrap_err();
        assert_eq!(err, "2 or 3 seats, not 4");
        let err = from_names(&table, &given(&["A", "A"]), None, BotLevel::Random).unwrap_err();
        assert_eq!(err, "--names: A is taken");
    }

    #[test]
    fn asking_stops_at_the_most_seats_and_fills_free_ones() {
        let table = Small;
        let mut ui = Ui::scripted("Ala\nAla\nbot\nCy\n");
        let Reply::Given(seats) = ask(&table, &mut ui, None, BotLevel::Heuristic).unwrap() else {
            panic!("seats given")
        };
        assert_eq!(names(&seats), ["Ala", "Bot 1", "Cy"]);
        let mut ui = Ui::scripted("done\nAla\ndone\n");
        let Reply::Given(seats) = ask(&table, &mut ui, Some(3), BotLevel::Heuristic).unwrap()
        else {
            panic!("seats given")
        };
        assert_eq!(names(&seats), ["Ala", "Bot 1", "Bot 2"]);
        let mut ui = Ui::scripted("Ala\n");
        assert_eq!(
            ask(&table, &mut ui, None, BotLevel::Heuristic).unwrap(),
            Reply::Ended
        );
        // q (or Esc on a terminal) goes back, from a name or from the last question.
        let mut ui = Ui::scripted("Ala\nq\n");
        assert_eq!(
            ask(&table, &mut ui, None, BotLevel::Heuristic).unwrap(),
            Reply::Back
        );
        let mut ui = Ui::scripted("q\n");
        assert_eq!(
            ask_one::<Small>(&mut ui, BotLevel::Heuristic).unwrap(),
            Reply::Back
        );
    }

    #[test]
    fn save_files_round_trip_and_are_checked() {
        let seats = vec![
            Seat::person("Ala"),
            Seat {
                name: "Bot 1".to_string(),
                computer: Some(BotLevel::Random),
            },
        ];
        let state = Names(vec!["Ala".to_string(), "Bot 1".to_string()]);
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("save.json");
        std::fs::write(
            &path,
            to_json::<Small>(&seats, &state, Some(&2), Some(9)).unwrap(),
        )
        .unwrap();
        assert_eq!(
            load::<Small>(&path).unwrap(),
            (seats.clone(), state, Some(2), Some(9))
        );
        std::fs::write(
            &path,
            to_json::<Small>(&seats, &Names(vec![]), None, None).unwrap(),
        )
        .unwrap();
        let err = load::<Small>(&path).unwrap_err().to_string();
        assert!(err.contains("2 seats for a game of 0 players"), "{err}");
        let one = Names(vec!["A".to_string(), "B".to_string()]);
        std::fs::write(
            &path,
            to_json::<Small>(&seats, &one, Some(&0), None).unwrap(),
        )
        .unwrap();
        let err = load::<Small>(&path).unwrap_err().to_string();
        assert!(err.contains("no hands left"), "{err}");
        std::fs::write(&path, " ".repeat(2 << 20)).unwrap();
        let err = load::<Small>(&path).unwrap_err().to_string();
        assert!(err.contains("larger than 1024 KiB"), "{err}");
        let long = "x".repeat(65_536);
        let file = to_json::<Small>(&[Seat::person(&long), seats[1].clone()], &one, None, None);
        std::fs::write(&path, file.unwrap()).unwrap();
        let err = load::<Small>(&path).unwrap_err().to_string();
        assert!(
            err.contains("at most 40 characters") && err.len() < 200,
            "{err}"
        );
        std::fs::write(&path, r#"["Cy","Di"]"#).unwrap();
        let (bare, _, series, _) = load::<Small>(&path).unwrap();
        assert_eq!(names(&bare), ["Cy", "Di"]);
        assert!(bare.iter().all(Seat::is_person) && series.is_none());
    }
}
