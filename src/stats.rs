//! Statistics across games, per game and rule set: games played and won, streaks, and
//! the fewest moves a Klondike game was won in. Kept as JSON in karty's data directory
//! (`stats.json`; see [`crate::terminal::data_dir`]), so they outlive a run; `--no-stats`
//! leaves them alone. One policy for every game ([`Outcome`]): a game counts as played
//! when it ends, won or lost; one given up with `quit` after a person's move (and not
//! saved at that `quit`) counts as abandoned, not played, and ends a winning streak; one
//! helped by a hint that looked at hidden cards counts as assisted, played but not won.
//! End of input and Ctrl+C leave a game to go on with: they count nothing.
//!
//! Several karty processes may finish games at once: each record is read, changed and
//! written under an exclusive lock on `stats.lock` beside the file, and the file itself
//! is replaced atomically, so no record is lost and no reader sees half a file.

use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};

use anyhow::{Context, Result};
use serde::{Deserialize, Serialize};

use crate::text::{pad_left, pad_right, safe};

/// Whether finished games are recorded (`--no-stats` turns it off).
static RECORDING: AtomicBool = AtomicBool::new(true);

pub fn set_recording(on: bool) {
    RECORDING.store(on, Ordering::Relaxed);
}

/// Whether games are recorded (in the statistics and the records).
pub fn recording() -> bool {
    RECORDING.load(Ordering::Relaxed)
}

/// How a game ended for the statistics: the one policy every table follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Finished, and a person won.
    Won,
    /// Finished, and no person won.
    Lost,
    /// Finished after a hint that looked at cards no player could see: played, not won.
    Assisted,
    /// Given up with `quit` after a person's move, unsaved.
    Abandoned,
}

impl Outcome {
    /// A finished game's outcome: won when a person (not a computer player) is among
    /// the winners.
    pub fn of_finished(winners: &[usize], computer: impl Fn(usize) -> bool) -> Outcome {
        if winners.iter().any(|&seat| !computer(seat)) {
            Outcome::Won
        } else {
            Outcome::Lost
        }
    }
}

/// One game and rule set's record.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Record {
    pub played: u32,
    pub won: u32,
    /// Games given up with `quit` (not among those played).
    pub abandoned: u32,
    /// Games played with a hint that looked at hidden cards (among those played, never
    /// won).
    pub assisted: u32,
    /// Games won in a row, up to the last one.
    pub streak: u32,
    pub best_streak: u32,
    /// The fewest moves a game was won in (Klondike).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub best_moves: Option<u32>,
}

impl Record {
    pub(crate) fn add(&mut self, outcome: Outcome, moves: Option<u32>) {
        match outcome {
            Outcome::Won => {
                self.played = self.played.saturating_add(1);
                self.won = self.won.saturating_add(1);
                self.streak = self.streak.saturating_add(1);
                self.best_streak = self.best_streak.max(self.streak);
                if let Some(moves) = moves {
                    self.best_moves = Some(self.best_moves.map_or(moves, |best| best.min(moves)));
                }
            }
            Outcome::Lost => {
                self.played = self.played.saturating_add(1);
                self.streak = 0;
            }
            // Neither a win nor a loss of the player's own: the streak stands.
            Outcome::Assisted => {
                self.played = self.played.saturating_add(1);
                self.assisted = self.assisted.saturating_add(1);
            }
            Outcome::Abandoned => {
                self.abandoned = self.abandoned.saturating_add(1);
                self.streak = 0;
            }
        }
    }
}

/// Every record, by "game, rule set" ("makao polish", "klondike draw 3").
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stats {
    pub games: BTreeMap<String, Record>,
}

impl fmt::Display for Stats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.games.is_empty() {
            return writeln!(f, "{}", crate::say!("stats-none-yet"));
        }
        // Names are as the file says: shown escaped (see `text::safe`).
        let names: Vec<String> = self.games.keys().map(|game| safe(game)).collect();
        let game = crate::say!("stats-game");
        let width = names
            .iter()
            .chain([&game])
            .map(|k| k.chars().count())
            .max()
            .unwrap_or(0);
        // Each column as wide as its heading in the language read, and at least as its
        // numbers need.
        let headings = [
            (crate::say!("stats-played"), 6),
            (crate::say!("stats-won"), 5),
            (crate::say!("stats-win-rate"), 8),
            (crate::say!("stats-streak"), 6),
            (crate::say!("stats-best-streak"), 11),
            (crate::say!("stats-best-moves"), 10),
            (crate::say!("stats-abandoned"), 9),
            (crate::say!("stats-assisted"), 8),
        ];
        let widths: Vec<usize> = headings
            .iter()
            .map(|(heading, least)| heading.chars().count().max(*least))
            .collect();
        let row = |first: &str, cells: &[String]| {
            let cells: Vec<String> = cells
                .iter()
                .zip(&widths)
                .map(|(cell, width)| pad_left(cell, *width))
                .collect();
            format!("{}  {}", pad_right(first, width), cells.join("  "))
        };
        let headings: Vec<String> = headings.into_iter().map(|(heading, _)| heading).collect();
        writeln!(f, "{}", row(&game, &headings))?;
        for (game, r) in names.iter().zip(self.games.values()) {
            let rate = if r.played == 0 {
                0.0
            } else {
                100.0 * f64::from(r.won) / f64::from(r.played)
            };
            let moves = r.best_moves.map_or("-".to_string(), |m| m.to_string());
            let cells = [
                r.played.to_string(),
                r.won.to_string(),
                format!("{rate:.1}%"),
                r.streak.to_string(),
                r.best_streak.to_string(),
                moves,
                r.abandoned.to_string(),
                r.assisted.to_string(),
            ];
            writeln!(f, "{}", row(game, &cells))?;
        }
        Ok(())
    }
}

fn path() -> Option<PathBuf> {
    crate::terminal::data_dir().map(|dir| dir.join("stats.json"))
}

/// The statistics kept so far (none yet: empty).
pub fn load() -> Result<Stats> {
    match path() {
        Some(path) => load_from(&path),
        None => Ok(Stats::default()),
    }
}

pub(crate) fn load_from(path: &Path) -> Result<Stats> {
    if !path.exists() {
        return Ok(Stats::default());
    }
    let (_, text) = crate::machine::read_limited(path)?;
    serde_json::from_str(&text)
        .with_context(|| format!("{} is not karty's statistics", crate::text::path(path)))
}

/// Records a finished game of `game` ("makao polish"), unless `--no-stats`; a problem
/// with the file is told on stderr and never stops the game.
pub fn record(game: &str, outcome: Outcome, moves: Option<u32>) {
    if !RECORDING.load(Ordering::Relaxed) {
        return;
    }
    let recorded = path()
        .context("no data directory (set KARTY_DATA_DIR)")
        .and_then(|path| record_in(&path, game, outcome, moves));
    if let Err(err) = recorded {
        eprintln!("warning: the game was not recorded in the statistics: {err:#}");
    }
}

/// Adds one game to the statistics file at `path`: read, changed and written while this
/// process holds the lock, so a record written meanwhile by another process is never
/// overwritten by a stale copy.
fn record_in(path: &Path, game: &str, outcome: Outcome, moves: Option<u32>) -> Result<()> {
    if let Some(dir) = path.parent().filter(|dir| !dir.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    }
    let lock_path = path.with_extension("lock");
    let lock = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&lock_path)
        .with_context(|| format!("cannot open {}", lock_path.display()))?;
    lock_exclusively(&lock).with_context(|| format!("cannot lock {}", lock_path.display()))?;
    let mut stats = load_from(path)?;
    stats
        .games
        .entry(game.to_string())
        .or_default()
        .add(outcome, moves);
    let text = serde_json::to_string_pretty(&stats)? + "\n";
    crate::terminal::write_atomically(path, &text)
    // The lock is released when `lock` is dropped (or the process ends).
}

/// Waits for the exclusive lock on `file` (held until the file is closed).
#[cfg(unix)]
fn lock_exclusively(file: &std::fs::File) -> std::io::Result<()> {
    rustix::fs::flock(file, rustix::fs::FlockOperation::LockExclusive).map_err(Into::into)
}

/// Elsewhere, no lock: a record may be lost when two games end at the same moment.
#[cfg(not(unix))]
fn lock_exclusively(_file: &std::fs::File) -> std::io::Result<()> {
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn streaks_and_best_moves_follow_the_games() {
        let mut r = Record::default();
        r.add(Outcome::Won, Some(120));
        r.add(Outcome::Won, Some(95));
        r.add(Outcome::Lost, None);
        r.add(Outcome::Won, Some(130));
        assert_eq!(
            r,
            Record {
                played: 4,
                won: 3,
                abandoned: 0,
                assisted: 0,
                streak: 1,
                best_streak: 2,
                best_moves: Some(95)
            }
        );
        let mut stats = Stats::default();
        stats.games.insert("klondike draw 1".into(), r);
        let table = stats.to_string();
        assert!(
            table.contains("klondike draw 1       4      3     75.0%"),
            "{table}"
        );
        assert!(Stats::default().to_string().contains("No games recorded"));
        stats.games.insert("\u{1b}]0;pwned\u{7}".into(), r);
        let table = stats.to_string();
        assert!(table.contains("\\u{1b}]0;pwned\\u{7}"), "{table}");
        assert!(!table.contains('\u{1b}'), "{table}");
    }

    #[test]
    fn one_policy_abandoned_games_are_not_played_and_assisted_ones_are_not_won() {
        let mut r = Record::default();
        r.add(Outcome::Won, None);
        r.add(Outcome::Assisted, None);
        assert_eq!((r.played, r.won, r.assisted, r.streak), (2, 1, 1, 1));
        r.add(Outcome::Abandoned, None);
        assert_eq!((r.played, r.abandoned, r.streak), (2, 1, 0));
        assert_eq!(Outcome::of_finished(&[1], |seat| seat == 1), Outcome::Lost);
        assert_eq!(
            Outcome::of_finished(&[0, 1], |seat| seat == 1),
            Outcome::Won
        );
        // A file from before these counts loads, with none of them.
        let old: Record =
            serde_json::from_str(r#"{"played":3,"won":2,"streak":2,"best_streak":2}"#).unwrap();
        assert_eq!((old.played, old.abandoned, old.assisted), (3, 0, 0));
    }

    #[test]
    fn writers_at_the_same_time_lose_no_record() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("nested/stats.json");
        let writers: Vec<_> = (0..8)
            .map(|writer| {
                let path = path.clone();
                std::thread::spawn(move || {
                    for game in 0..10 {
                        let outcome = if (writer + game) % 2 == 0 {
                            Outcome::Won
                        } else {
                            Outcome::Lost
                        };
                        record_in(&path, "makao polish", outcome, None).unwrap();
                    }
                })
            })
            .collect();
        for writer in writers {
            writer.join().unwrap();
        }
        let record = load_from(&path).unwrap().games["makao polish"];
        assert_eq!((record.played, record.won), (80, 40));
    }
}
