//! What every terminal table does alike around the game itself: saving a game (safely,
//! and never over someone else's file unasked) and saying how to go on with it.

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

use crate::ui::{Reply, Ui, set_interrupt_hint};
use crate::words::Language;
use crate::{say, say_in};

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
    say!("table-seed-told", seed = seed.to_string())
}

/// A question asked before a game began: its answer, or `None` once it is said why no
/// game comes (the person went back, or input ended), in the same words in every game.
pub fn answered<T>(ui: &Ui, reply: Reply<T>) -> Option<T> {
    match reply {
        Reply::Given(answer) => Some(answer),
        Reply::Back => {
            ui.say(say!("table-no-game"));
            None
        }
        Reply::Ended => {
            ui.say(say!("table-ended-before"));
            None
        }
    }
}

/// Why a game stops before its end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Leave {
    /// `quit`.
    Quit,
    /// The end of input.
    InputEnded,
}

/// The words every table says when a game stops unfinished: why, and where it was saved
/// with the command that goes on, or that it was not, and then the deal's seed (a game
/// that cannot be resumed hides nothing any more).
pub fn leaving(why: Leave, game: &str, saved: Option<&Path>, seed: Option<u64>) -> String {
    leaving_in(crate::words::language(), why, game, saved, seed)
}

/// [`leaving`] in `language`.
pub fn leaving_in(
    language: Language,
    why: Leave,
    game: &str,
    saved: Option<&Path>,
    seed: Option<u64>,
) -> String {
    let why = match why {
        Leave::Quit => say_in!(language, "table-leave-quit"),
        Leave::InputEnded => say_in!(language, "table-leave-input-ended"),
    };
    match (saved, seed) {
        (Some(path), _) => say_in!(
            language,
            "table-stopped-saved",
            why = why,
            path = crate::text::path(path),
            command = load_command(game, path)
        ),
        (None, Some(seed)) => say_in!(
            language,
            "table-stopped-unsaved-seed",
            why = why,
            seed_told = seed_told(seed)
        ),
        (None, None) => say_in!(language, "table-stopped-unsaved", why = why),
    }
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
    let command = format!(
        "karty {game} --load {}",
        shell_word(&path.display().to_string())
    );
    crate::text::safe(&command)
}

/// Why `path` may not be replaced by a save, if it may not: anything but a regular file
/// that may be written (a directory, a device, a FIFO, a symbolic link, a read-only
/// file) is left alone.
pub fn refuse_to_replace(path: &Path) -> Option<String> {
    let shown = crate::text::path(path);
    let metadata = match std::fs::symlink_metadata(path) {
        Ok(metadata) => metadata,
        Err(_) => return None,
    };
    let kind = metadata.file_type();
    if kind.is_symlink() {
        Some(say!("table-symlink", file = shown))
    } else if kind.is_dir() {
        Some(say!("table-directory", file = shown))
    } else if !kind.is_file() {
        Some(say!("table-special-file", file = shown))
    } else if metadata.permissions().readonly() {
        Some(say!("table-read-only", file = shown))
    } else {
        None
    }
}

/// Writes `text` to `path` all or nothing: to a new temporary file of a unique name in
/// the same directory (created with `O_EXCL`, so that nothing planted there is
/// followed), then renamed over it, so a crash, a full disk or a file size limit never
/// leaves half a save, nor the temporary file. Only a regular file is replaced (see
/// [`refuse_to_replace`]).
pub fn write_atomically(path: &Path, text: &str) -> Result<()> {
    let shown = crate::text::path(path);
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let name = path
        .file_name()
        .with_context(|| format!("{shown}: a save needs a file name"))?;
    if path == Path::new("-") {
        anyhow::bail!("a game is saved to a file, not to standard output (-)");
    }
    if let Some(reason) = refuse_to_replace(path) {
        anyhow::bail!("cannot write {reason}");
    }
    let mut temporary = tempfile::Builder::new()
        .prefix(&format!(".{}.", name.to_string_lossy()))
        .suffix(".tmp")
        .tempfile_in(dir)
        .with_context(|| format!("cannot write {shown}"))?;
    temporary
        .write_all(text.as_bytes())
        .and_then(|()| temporary.as_file().sync_all())
        .with_context(|| format!("cannot write {shown}"))?;
    // A dropped temporary file is removed, whatever failed.
    temporary
        .persist(path)
        .map_err(|err| err.error)
        .with_context(|| format!("cannot write {shown}"))?;
    Ok(())
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
        ui.say(say!("table-save-where"));
        return Ok(None);
    }
    if file == "-" {
        ui.say(say!("table-save-not-stdout"));
        return Ok(None);
    }
    let path = PathBuf::from(file);
    let shown = crate::text::safe(file);
    if let Some(reason) = refuse_to_replace(&path) {
        ui.say(say!("table-not-saved-because", reason = reason));
        return Ok(None);
    }
    if path.exists() && own != Some(path.as_path()) {
        let question = say!("table-replace", file = &shown);
        if ui.confirm(&question)? != Some(true) {
            ui.say(say!("table-not-saved"));
            return Ok(None);
        }
    }
    match write_atomically(&path, text) {
        Ok(()) => {
            let command = load_command(game, &path);
            ui.say(say!("table-saved", file = &shown, command = &command));
            set_interrupt_hint(Some(say!(
                "table-saved-hint",
                file = &shown,
                command = &command
            )));
            Ok(Some(path))
        }
        Err(err) => {
            ui.say(say!(
                "table-cannot-save",
                file = &shown,
                reason = crate::text::safe(&format!("{err:#}"))
            ));
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
    let question = say!("table-save-offer");
    match ui.ask(&question)? {
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
        .map(|(name, wins)| say!("table-series-wins", name = name, wins = *wins))
        .collect();
    say!("table-series", games = series.games, wins = wins.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leaving_says_where_the_game_was_saved_or_its_seed() {
        let saved = leaving(
            Leave::Quit,
            "makao",
            Some(Path::new("my game.json")),
            Some(4),
        );
        assert_eq!(
            saved,
            "You leave the game. The game stops here, unfinished. It was saved to \
             my game.json: go on with karty makao --load 'my game.json'"
        );
        let lost = leaving(Leave::InputEnded, "saboteur", None, Some(4));
        assert_eq!(
            lost,
            "Input ended. The game stops here, unfinished, and was not saved. \
             This deal was seed 4: play it again with --seed 4."
        );
    }

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
