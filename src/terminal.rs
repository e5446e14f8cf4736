//! What every terminal table does alike around the game itself: saving a game (safely,
//! and never over someone else's file unasked) and saying how to go on with it.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use anyhow::{Context, Result};

use crate::ui::{Ui, set_interrupt_hint};

/// Where karty keeps what outlives a run (statistics, games cut short by Ctrl+C):
/// `KARTY_DATA_DIR` if set (tests use it), else the user's data directory.
pub fn data_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("KARTY_DATA_DIR").filter(|dir| !dir.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("", "", "karty").map(|dirs| dirs.data_dir().to_path_buf())
}

/// The seed of a game with hidden cards, told when it ends: at the start it would let
/// anyone deal the same cards and see every hand.
pub fn seed_told(seed: u64) -> String {
    format!("This deal was seed {seed}: play it again with --seed {seed}.")
}

/// A file name as it must be typed in a shell: plain when safe, else in single quotes.
pub fn shell_word(text: &str) -> String {
    let safe = |c: char| c.is_alphanumeric() || "-_./,:@%+=".contains(c);
    if !text.is_empty() && text.chars().all(safe) {
        text.to_string()
    } else {
        format!("'{}'", text.replace('\'', r"'\''"))
    }
}

/// "karty makao --load 'my game.json'".
pub fn load_command(game: &str, path: &Path) -> String {
    format!(
        "karty {game} --load {}",
        shell_word(&path.display().to_string())
    )
}

/// Writes `text` to `path` all or nothing: to a temporary file in the same directory,
/// then renamed over it, so a crash or a full disk never leaves half a save.
pub fn write_atomically(path: &Path, text: &str) -> Result<()> {
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let name = path.file_name().context("a save needs a file name")?;
    // Named by process and by write, so that no two writers share a temporary file.
    static WRITES: AtomicU64 = AtomicU64::new(0);
    let temporary = dir.join(format!(
        ".{}.{}.{}.tmp",
        name.to_string_lossy(),
        std::process::id(),
        WRITES.fetch_add(1, Ordering::Relaxed)
    ));
    let written = std::fs::File::create(&temporary)
        .and_then(|mut file| {
            file.write_all(text.as_bytes())?;
            file.sync_all()
        })
        .and_then(|()| std::fs::rename(&temporary, path));
    if written.is_err() {
        let _ = std::fs::remove_file(&temporary);
    }
    written.with_context(|| format!("cannot write {}", path.display()))
}

/// `save FILE` at a table: asks before replacing a file that is not this game's own
/// save (`own`), writes atomically, and says how to go on. The path written, if any.
pub fn save(
    ui: &mut Ui,
    game: &str,
    file: &str,
    own: Option<&Path>,
    text: &str,
) -> Result<Option<PathBuf>> {
    let file = file.trim();
    if file.is_empty() {
        ui.say("Say where to save: save FILE");
        return Ok(None);
    }
    let path = PathBuf::from(file);
    if path.exists() && own != Some(path.as_path()) {
        let question = format!("{file} exists and is not this game's save. Replace it?");
        if ui.confirm(&question)? != Some(true) {
            ui.say("Not saved.");
            return Ok(None);
        }
    }
    match write_atomically(&path, text) {
        Ok(()) => {
            let command = load_command(game, &path);
            ui.say(format!("Saved to {file}. Go on later with: {command}"));
            set_interrupt_hint(Some(format!(
                "Your game was saved to {file}: go on with {command}"
            )));
            Ok(Some(path))
        }
        Err(err) => {
            ui.say(format!("Cannot save to {file}: {err:#}."));
            Ok(None)
        }
    }
}

/// At `quit`: offers to save first (a file name, or Enter to leave it unsaved).
pub fn offer_save(
    ui: &mut Ui,
    game: &str,
    own: Option<&Path>,
    text: &str,
) -> Result<Option<PathBuf>> {
    let question = "Save the game before leaving? Type a file name, or press Enter to leave.";
    match ui.ask(question)? {
        Some(file) if !file.trim().is_empty() => save(ui, game, &file, own, text),
        _ => Ok(None),
    }
}

/// The running score of the games played at one table: "After 2 games: Ala won 1, Bot 1
/// won 1."
pub fn series_line(names: &[String], series: &contract::Series) -> String {
    let wins: Vec<String> = names
        .iter()
        .zip(&series.wins)
        .map(|(name, wins)| format!("{name} won {wins}"))
        .collect();
    let games = match series.games {
        1 => "1 game".to_string(),
        n => format!("{n} games"),
    };
    format!("After {games}: {}.", wins.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_are_quoted_as_a_shell_reads_them() {
        assert_eq!(shell_word("game.json"), "game.json");
        assert_eq!(shell_word("my game.json"), "'my game.json'");
        assert_eq!(shell_word("it's.json"), r"'it'\''s.json'");
        assert_eq!(
            load_command("makao", Path::new("a b/c.json")),
            "karty makao --load 'a b/c.json'"
        );
    }

    #[test]
    fn saving_replaces_only_its_own_file_unasked_and_leaves_no_temporary() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("other.json");
        std::fs::write(&path, "precious").unwrap();
        let file = path.to_str().unwrap();
        let mut ui = Ui::scripted("n\ny\n");
        assert_eq!(save(&mut ui, "makao", file, None, "new").unwrap(), None);
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "precious");
        let saved = save(&mut ui, "makao", file, None, "new").unwrap();
        assert_eq!(saved.as_deref(), Some(path.as_path()));
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "new");
        // Its own save is replaced without a question (no input is left to answer one).
        let again = save(&mut ui, "makao", file, Some(&path), "newer").unwrap();
        assert!(again.is_some());
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "newer");
        let names: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(names.len(), 1, "a temporary file is left: {names:?}");
        let missing = dir.path().join("no/such/dir/x.json");
        assert_eq!(
            save(&mut ui, "makao", missing.to_str().unwrap(), None, "x").unwrap(),
            None
        );
    }
}
