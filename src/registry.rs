//! Every game karty plays, registered once: its name, title, seats and kinds of
//! computer player, and how to tell its files. The menu, the load errors of every
//! table and of the machine interface, the browser's routes, and the tests that run
//! every game alike read this list. A game that brings only its engine and a
//! [`contract::Catalogued`] entry is one line here (`plain::entry`); its command, table,
//! saves, `simulate`, `arena` and browser API are then the shared ones (`plain.rs`).

use std::ffi::OsString;
use std::ops::RangeInclusive;
use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;

use contract::Game;

/// A game's command line: the arguments after its name, and the global options.
pub type Command = fn(Vec<OsString>, &crate::GlobalOpts) -> anyhow::Result<ExitCode>;

/// One game as every front end knows it.
pub struct Entry {
    /// The command's name (`karty makao`), also the statistics' and files' key.
    pub name: &'static str,
    pub title: &'static str,
    /// Seats at one table.
    pub seats: RangeInclusive<usize>,
    /// Its kinds of computer player by the names `--bot-level` takes, weakest first
    /// (empty: a game for one person alone).
    pub levels: fn() -> Vec<String>,
    /// The settings the menu offers before a new game, with their defaults.
    pub settings: fn() -> Vec<crate::settings::Setting>,
    /// Plays a new game from the menu, with the settings chosen there.
    pub play_from_menu:
        fn(&mut crate::ui::Ui, &crate::GlobalOpts, &crate::settings::Chosen) -> anyhow::Result<()>,
    /// Goes on with a game saved at a path (the menu's "Resume").
    pub resume: fn(&mut crate::ui::Ui, &crate::GlobalOpts, &Path) -> anyhow::Result<()>,
    /// Whether a file's text (a state file, or a table's save `{seats, state}`) is a
    /// game of this kind that could be played on.
    pub holds: fn(&str) -> bool,
    /// `karty NAME ARGS...` for a game without a command of its own in `main.rs`.
    pub command: Option<Command>,
    /// Its tables at the browser, under `/KEY/api/NAME/`.
    pub routes: fn(Arc<crate::serve::api::Shared>) -> axum::Router,
    /// One of its recorded games replayed (`karty replay`, the browser's history), as
    /// a seat if named.
    pub replay: Replay,
}

impl Entry {
    /// Its title as the chosen language names it (Saboteur is Sabotażysta in Polish).
    pub fn local_title(&self) -> String {
        crate::say!("game-title", game = self.title, name = self.name)
    }
}

/// A replay of one game: the record, the seat asked for.
pub type Replay =
    fn(&crate::records::GameRecord, Option<&str>) -> anyhow::Result<crate::records::replay::Replay>;

/// Every game, in the menu's order.
pub fn games() -> &'static [Entry] {
    GAMES
}

static GAMES: &[Entry] = &[
    Entry {
        name: "klondike",
        title: "Klondike",
        seats: 1..=1,
        levels: Vec::new,
        holds: holds::<klondike::Klondike>,
        settings: crate::klondike::settings,
        play_from_menu: crate::klondike::play_from_menu,
        resume: crate::klondike::resume,
        command: None,
        routes: crate::serve::api::routes::<klondike::Klondike>,
        replay: crate::records::replay::frames::<klondike::Klondike>,
    },
    Entry {
        name: "makao",
        title: "Makao",
        seats: 2..=makao::MAX_PLAYERS,
        levels: || {
            makao::BotLevel::ALL
                .iter()
                .map(ToString::to_string)
                .collect()
        },
        holds: holds::<makao::Game>,
        settings: crate::makao::settings,
        play_from_menu: crate::makao::play_from_menu,
        resume: crate::makao::resume,
        command: None,
        routes: crate::serve::api::routes::<makao::Game>,
        replay: crate::records::replay::frames::<makao::Game>,
    },
    Entry {
        name: "saboteur",
        title: "Saboteur",
        seats: saboteur::MIN_PLAYERS..=saboteur::MAX_PLAYERS,
        levels: || {
            saboteur::BotLevel::ALL
                .iter()
                .map(ToString::to_string)
                .collect()
        },
        holds: holds::<saboteur::Saboteur>,
        settings: crate::saboteur::settings,
        play_from_menu: crate::saboteur::play_from_menu,
        resume: crate::saboteur::resume,
        command: None,
        routes: crate::serve::api::routes::<saboteur::Saboteur>,
        replay: crate::records::replay::frames::<saboteur::Saboteur>,
    },
    #[cfg(feature = "nim")]
    crate::plain::entry::<contract::nim::Nim>(),
];

/// The games cut short by Ctrl+C or a signal, whose saves wait in the data directory
/// (`interrupted-GAME.json`), each with its entry.
pub fn interrupted() -> Vec<(&'static Entry, std::path::PathBuf)> {
    let Some(dir) = crate::terminal::data_dir() else {
        return Vec::new();
    };
    GAMES
        .iter()
        .map(|entry| (entry, dir.join(format!("interrupted-{}.json", entry.name))))
        .filter(|(_, path)| path.is_file())
        .collect()
}

/// The entry named `name`.
pub fn find(name: &str) -> Option<&'static Entry> {
    GAMES.iter().find(|entry| entry.name == name)
}

/// Whether `name`'s tables seat `players`, people and computers together; else why not.
pub fn check_seats(name: &str, players: usize) -> Result<(), String> {
    let entry = find(name).ok_or_else(|| format!("no game is called {name}"))?;
    if entry.seats.contains(&players) {
        return Ok(());
    }
    Err(format!(
        "{} seats {} to {} players, people and computers together, not {players}",
        entry.title,
        entry.seats.start(),
        entry.seats.end()
    ))
}

/// What a level must be in `name`: one of its kinds of computer player.
pub fn level_must_be(name: &str) -> String {
    let levels = find(name).map_or_else(Vec::new, |entry| (entry.levels)());
    let listed = match levels.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => levels.join(""),
    };
    format!("level must be a name: {listed}")
}

/// The state inside a table's save, or the text itself.
fn state_text(text: &str) -> Option<String> {
    match serde_json::from_str::<serde_json::Value>(text).ok()? {
        serde_json::Value::Object(saved) if saved.contains_key("seats") => {
            saved.get("state").map(ToString::to_string)
        }
        _ => Some(text.to_string()),
    }
}

pub fn holds<G: Game>(text: &str) -> bool {
    state_text(text).is_some_and(|state| G::from_json(&state).is_ok())
}

/// When `path`'s `text` is not a game of `expected` but is one of another game: a
/// message that names that game and the command that opens it.
pub fn another_games_file(expected: &str, path: &Path, text: &str) -> Option<String> {
    let owner = GAMES
        .iter()
        .find(|entry| entry.name != expected && (entry.holds)(text))?;
    let wanted = find(expected).map_or(expected, |entry| entry.title);
    Some(format!(
        "{} holds a game of {}, not of {wanted}: open it with {}",
        crate::text::path(path),
        owner.title,
        crate::terminal::load_command(owner.name, path)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_every_game_is_found_by_its_name() {
        for entry in games() {
            assert_eq!(find(entry.name).map(|e| e.title), Some(entry.title));
            assert!(!entry.seats.is_empty());
        }
        let mut names: Vec<&str> = games().iter().map(|e| e.name).collect();
        names.dedup();
        assert_eq!(names.len(), games().len());
    }

    #[test]
    fn seats_and_levels_are_checked_from_the_entry() {
        assert_eq!(check_seats("saboteur", 3), Ok(()));
        assert_eq!(
            check_seats("saboteur", 11),
            Err("Saboteur seats 3 to 10 players, people and computers together, not 11".into())
        );
        assert!(check_seats("makao", 16).is_ok() && check_seats("makao", 17).is_err());
        assert!(level_must_be("makao").ends_with("easy, normal or hard"));
    }

    #[test]
    fn a_file_is_recognised_by_its_own_game_only() {
        let makao =
            makao::Game::new_game(&makao::Config::new(makao::RuleSet::Polish, 2), 3).unwrap();
        let klondike = klondike::Klondike::new_game(&klondike::Draw::One, 3).unwrap();
        let path = Path::new("k.json");
        let text = contract::Game::to_json(&klondike);
        let message = another_games_file("makao", path, &text).expect("named as Klondike's");
        assert_eq!(
            message,
            "k.json holds a game of Klondike, not of Makao: open it with karty klondike --load k.json"
        );
        assert_eq!(
            another_games_file("klondike", path, &text),
            None,
            "its own game's file is no other game's"
        );
        let saved = format!(
            r#"{{"seats":[{{"name":"Ala"}},{{"name":"Bob"}}],"state":{}}}"#,
            contract::Game::to_json(&makao)
        );
        assert!(another_games_file("saboteur", path, &saved).is_some());
        assert_eq!(another_games_file("makao", path, "not json"), None);
    }
}
