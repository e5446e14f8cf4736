//! Users' files survive upgrades: state files and saved games written by karty 0.1 before
//! the game contract (kept in `tests/cli/saved/`) still load, in the machine interface
//! and at the tables.

use std::path::PathBuf;

use crate::{karty, stdout_of};

fn saved(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/cli/saved")
        .join(name)
}

#[test]
fn old_state_files_and_saves_list_their_moves() {
    for (game, file) in [
        ("makao", "makao-polish-state.json"),
        ("makao", "makao-macau-state.json"),
        ("makao", "makao-serbian-state.json"),
        ("makao", "makao-table-save.json"),
        ("makao", "makao-serbian-match-save.json"),
        ("saboteur", "saboteur-state.json"),
        ("saboteur", "saboteur-table-save.json"),
        ("klondike", "klondike-save.json"),
    ] {
        let path = saved(file);
        let moves = stdout_of(karty().args([game, "moves", "--state", path.to_str().unwrap()]));
        assert!(moves.lines().count() > 0, "{file}: no moves");
        let first = moves.lines().next().unwrap();
        let next =
            stdout_of(karty().args([game, "play", "--state", path.to_str().unwrap(), first]));
        assert!(next.trim_start().starts_with('{'), "{file}: {next}");
    }
}

#[test]
fn old_saves_resume_at_their_tables() {
    for (game, file, expected) in [
        ("makao", "makao-table-save.json", "Ala"),
        ("makao", "makao-serbian-match-save.json", "Hand 1 of 3"),
        ("saboteur", "saboteur-table-save.json", "Ala"),
        ("klondike", "klondike-save.json", "[???]"),
    ] {
        let path = saved(file);
        let output = karty()
            .args([game, "--load", path.to_str().unwrap()])
            .write_stdin("quit\n")
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&output.stdout);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!stderr.contains("panicked"), "{file}: {stderr}");
        assert!(stdout.contains(expected), "{file}: {stdout}\n{stderr}");
    }
}
