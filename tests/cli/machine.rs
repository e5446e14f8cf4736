//! The machine interface is one for every game: `state`, `moves`, `play` with the same
//! options, `--state -` for standard input, the same wording and exit codes.

use crate::{karty, stdout_of};

/// Each game and the options of a new game's `state`.
const GAMES: [(&str, &[&str]); 3] = [
    ("makao", &["--rules", "polish", "--players", "3"]),
    ("saboteur", &["-p", "4"]),
    ("klondike", &["--draw", "3"]),
];

#[test]
fn state_moves_and_play_work_alike_in_every_game() {
    for (game, options) in GAMES {
        let mut args = vec![game, "state", "--seed", "5"];
        args.extend(options);
        let state = stdout_of(karty().args(&args));
        assert_eq!(
            state,
            stdout_of(karty().args(&args)),
            "{game}: seeded states repeat"
        );
        let moves = stdout_of(
            karty()
                .args([game, "moves", "--state", "-"])
                .write_stdin(state.clone()),
        );
        let first = moves
            .lines()
            .next()
            .unwrap_or_else(|| panic!("{game}: no moves"));
        let next = stdout_of(
            karty()
                .args([game, "play", "--state", "-", first])
                .write_stdin(state.clone()),
        );
        assert_ne!(next, state, "{game}: {first} changed nothing");
        // The state after the move is a state the game reads again.
        stdout_of(
            karty()
                .args([game, "moves", "--state", "-"])
                .write_stdin(next),
        );
    }
}

#[test]
fn refusals_and_broken_files_read_the_same_in_every_game() {
    for (game, options) in GAMES {
        let mut args = vec![game, "state", "--seed", "5"];
        args.extend(options);
        let state = stdout_of(karty().args(&args));
        let output = karty()
            .args([game, "play", "--state", "-", "zzz"])
            .write_stdin(state)
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(1), "{game}");
        assert!(output.stdout.is_empty());
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            stderr.starts_with("error: not an action: "),
            "{game}: {stderr}"
        );

        let output = karty()
            .args([game, "moves", "--state", "-"])
            .write_stdin("{ broken")
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(1), "{game}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        let name = format!("standard input is not a valid {}", capital(game));
        assert!(stderr.contains(&name), "{game}: {stderr}");
    }
}

#[test]
fn a_listed_but_illegal_looking_move_is_refused_with_the_engine_reason() {
    let state = stdout_of(karty().args(["klondike", "state", "--seed", "5"]));
    // W to A is never a move: foundations give nothing back.
    let output = karty()
        .args(["klondike", "play", "--state", "-", "AW"])
        .write_stdin(state.clone())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("AW refused: "), "{stderr}");
}

#[test]
fn state_files_larger_than_a_mebibyte_are_refused_unread() {
    let huge = " ".repeat((1 << 20) + 10);
    for (game, _) in GAMES {
        let output = karty()
            .args([game, "moves", "--state", "-"])
            .write_stdin(huge.clone())
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(1), "{game}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains("larger than 1024 KiB"), "{game}: {stderr}");
    }
}

fn capital(game: &str) -> String {
    let mut chars = game.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
