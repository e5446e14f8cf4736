//! Statistics across games, per game and rule set: games played and won, streaks, and
//! the fewest moves a Klondike game was won in. Kept as JSON in karty's data directory
//! (`stats.json`; see [`crate::terminal::data_dir`]), so they outlive a run; `--no-stats`
//! leaves them alone. A game counts when it ends, won or lost; a game left unfinished
//! (quit, end of input, Ctrl+C) does not, except a Klondike game given up with `quit`.

use std::collections::BTreeMap;
use std::fmt;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};

use anyhow::{Context, Result};
use serde::{Deserialize, Serialize};

use crate::text::{pad_left, pad_right};

/// Whether finished games are recorded (`--no-stats` turns it off).
static RECORDING: AtomicBool = AtomicBool::new(true);

pub fn set_recording(on: bool) {
    RECORDING.store(on, Ordering::Relaxed);
}

/// One game and rule set's record.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Record {
    pub played: u32,
    pub won: u32,
    /// Games won in a row, up to the last one.
    pub streak: u32,
    pub best_streak: u32,
    /// The fewest moves a game was won in (Klondike).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub best_moves: Option<u32>,
}

impl Record {
    fn add(&mut self, won: bool, moves: Option<u32>) {
        self.played = self.played.saturating_add(1);
        if won {
            self.won = self.won.saturating_add(1);
            self.streak = self.streak.saturating_add(1);
            self.best_streak = self.best_streak.max(self.streak);
            if let Some(moves) = moves {
                self.best_moves = Some(self.best_moves.map_or(moves, |best| best.min(moves)));
            }
        } else {
            self.streak = 0;
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
            return writeln!(f, "No games recorded yet.");
        }
        let width = self
            .games
            .keys()
            .map(|k| k.chars().count())
            .max()
            .unwrap_or(0);
        writeln!(
            f,
            "{}  played    won  win rate  streak  best streak  best moves",
            pad_right("game", width)
        )?;
        for (game, r) in &self.games {
            let rate = if r.played == 0 {
                0.0
            } else {
                100.0 * f64::from(r.won) / f64::from(r.played)
            };
            let moves = r.best_moves.map_or("-".to_string(), |m| m.to_string());
            writeln!(
                f,
                "{}  {:>6}  {:>5}  {:>7.1}%  {:>6}  {:>11}  {}",
                pad_right(game, width),
                r.played,
                r.won,
                rate,
                r.streak,
                r.best_streak,
                pad_left(&moves, 10)
            )?;
        }
        Ok(())
    }
}

fn path() -> Option<PathBuf> {
    crate::terminal::data_dir().map(|dir| dir.join("stats.json"))
}

/// The statistics kept so far (none yet: empty).
pub fn load() -> Result<Stats> {
    let Some(path) = path() else {
        return Ok(Stats::default());
    };
    if !path.exists() {
        return Ok(Stats::default());
    }
    let (_, text) = crate::machine::read_limited(&path)?;
    serde_json::from_str(&text)
        .with_context(|| format!("{} is not karty's statistics", path.display()))
}

/// Records a finished game of `game` ("makao polish"), unless `--no-stats`; a problem
/// with the file is told on stderr and never stops the game.
pub fn record(game: &str, won: bool, moves: Option<u32>) {
    if !RECORDING.load(Ordering::Relaxed) {
        return;
    }
    if let Err(err) = try_record(game, won, moves) {
        eprintln!("warning: the game was not recorded in the statistics: {err:#}");
    }
}

fn try_record(game: &str, won: bool, moves: Option<u32>) -> Result<()> {
    let path = path().context("no data directory (set KARTY_DATA_DIR)")?;
    let mut stats = load()?;
    stats
        .games
        .entry(game.to_string())
        .or_default()
        .add(won, moves);
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let text = serde_json::to_string_pretty(&stats)? + "\n";
    crate::terminal::write_atomically(&path, &text)
}

/// Whether a person (not a computer player) is among the winners.
pub fn a_person_won(winners: &[usize], computer: impl Fn(usize) -> bool) -> bool {
    winners.iter().any(|&seat| !computer(seat))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn streaks_and_best_moves_follow_the_games() {
        let mut r = Record::default();
        r.add(true, Some(120));
        r.add(true, Some(95));
        r.add(false, None);
        r.add(true, Some(130));
        assert_eq!(
            r,
            Record {
                played: 4,
                won: 3,
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
    }
}
