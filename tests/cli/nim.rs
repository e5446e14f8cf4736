//! Nim, the test-only game (feature `nim`): registered with one line in the registry and
//! nothing else in `src/`, it plays at the terminal table in plain lines, saves and
//! loads, and plays in `simulate`, `arena`, the machine interface and the browser's API,
//! all of them the shared front ends.

use contract::nim::{Nim, NimSettings};
use serde_json::{Value, json};

use crate::karty;
use crate::serve::{Server, play_any};

fn nim(args: &[&str], input: &str) -> (Option<i32>, String, String) {
    let out = karty()
        .args(["--plain", "--no-stats", "nim"])
        .args(args)
        .write_stdin(input)
        .output()
        .expect("karty runs");
    let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
    (out.status.code(), text(&out.stdout), text(&out.stderr))
}

#[test]
fn nim_is_played_to_its_end_at_the_plain_table_with_mistakes_explained() {
    // Seed 4 gives seat 0 the first move; 5 counters against the perfect player.
    let input = "\nx\n9\nhelp\n1\n3\nn\n";
    let args = ["--seed", "4", "--names", "Ala", "--counters", "5"];
    let (code, out, _) = nim(&args, input);
    assert_eq!(code, Some(0), "{out}");
    let expected = [
        "Nim: Ala and Bot 1 (computer, hard).",
        "5 counters on the heap; your move.",
        "not a number of counters: x. Type help for the moves you have.",
        "Take 1, 2 or 3 counters, and no more than are left. Type help",
        "Your moves: 1, 2, 3. Or: help, quit",
        "You took 1 counter.",
        "Bot 1 took 1 counter.",
        "3 counters on the heap; your move.",
        "You took 3 counters.",
        "Game over: You won.",
        "This deal was seed 4",
        "Play again with the same players?",
    ];
    let mut from = 0;
    for line in expected {
        let at = out[from..]
            .find(line)
            .unwrap_or_else(|| panic!("{line:?} after {from} in:\n{out}"));
        from += at + line.len();
    }
}

#[test]
fn nim_saved_at_quit_goes_on_from_its_file_and_the_end_of_input_says_where() {
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("nim.json");
    let file = path.display().to_string();
    let args = ["--seed", "4", "--names", "Ala,Ola", "--counters", "9"];
    let (code, out, _) = nim(&args, &format!("2\n1\nquit\n{file}\n"));
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("Ala took 2 counters."), "{out}");
    assert!(out.contains("Ola, your move."), "{out}");
    assert!(
        out.contains(&format!(
            "It was saved to {file}: go on with karty nim --load {file}"
        )),
        "{out}"
    );
    assert!(
        !out.contains("seed 4"),
        "the seed is told only at the end: {out}"
    );
    let (code, out, _) = nim(&["--load", &file], "3\n");
    assert_eq!(code, Some(0), "{out}");
    assert!(
        out.contains("6 counters on the heap; Ala to move."),
        "{out}"
    );
    assert!(out.contains("Ala took 3 counters."), "{out}");
    assert!(
        out.contains("Input ended. The game stops here, unfinished. It was saved to"),
        "{out}"
    );
    let (code, out, _) = nim(&["--names", "Ala"], "");
    assert_eq!(code, Some(0));
    assert!(
        out.contains("Input ended. The game stops here, unfinished, and was not saved."),
        "{out}"
    );
}

#[test]
fn nim_is_simulated_and_its_settings_and_seats_are_checked() {
    let (code, out, _) = nim(
        &[
            "--seed",
            "1",
            "--counters",
            "21",
            "simulate",
            "--seats",
            "easy,hard",
            "-g",
            "400",
        ],
        "",
    );
    assert_eq!(code, Some(0), "{out}");
    assert!(out.starts_with("400 games of nim, seeds 1 to 400"), "{out}");
    let wins = |kind: &str| -> u32 {
        let line = out.lines().find(|l| l.starts_with(kind)).expect(kind);
        line.split_whitespace()
            .nth(2)
            .expect("wins")
            .parse()
            .expect("a number")
    };
    assert_eq!(wins("easy") + wins("hard"), 400, "{out}");
    assert!(wins("hard") > 300, "the perfect player wins most: {out}");
    for (args, says) in [
        (&["--counters", "0", "simulate"][..], "--counters"),
        (&["simulate", "--seats", "easy,medium"][..], "easy or hard"),
        (
            &["simulate", "--seats", "easy,easy,easy,easy,easy"][..],
            "Nim seats 2 to 4",
        ),
    ] {
        let (code, _, err) = nim(args, "");
        assert_eq!(code, Some(2), "{args:?}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

#[test]
fn nim_plays_in_the_arena_and_through_the_machine_interface() {
    let (code, out, _) = nim(
        &[
            "--seed",
            "3",
            "arena",
            "--seats",
            "easy,hard",
            "-g",
            "6",
            "--json",
        ],
        "",
    );
    assert_eq!(code, Some(0), "{out}");
    // The manifest's line, then one a game.
    let games: Vec<Value> = out
        .lines()
        .skip(1)
        .map(|line| serde_json::from_str(line).expect("a JSON line"))
        .collect();
    assert_eq!(games.len(), 6);
    assert!(games.iter().all(|game| game["game"] == "nim"));
    let (code, state, _) = nim(&["--seed", "2", "state"], "");
    assert_eq!(code, Some(0));
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("state.json");
    std::fs::write(&path, &state).expect("written");
    let file = path.display().to_string();
    let (_, moves, _) = nim(&["moves", "--state", &file], "");
    assert_eq!(moves, "1\n2\n3\n");
    let (code, after, _) = nim(&["play", "--state", &file, "3"], "");
    assert_eq!(code, Some(0));
    assert!(after.contains("\"counters\":12"), "{after}");
}

#[test]
fn nim_plays_through_the_browser_api_from_its_settings_fields() {
    let server = Server::start();
    for seed in [5, 6] {
        let form = json!({"computers": 2, "level": "easy", "seed": seed, "counters": 11});
        let settings = NimSettings {
            counters: 11,
            players: 3,
        };
        let end = play_any::<Nim>(&server, form, &settings, seed, 100);
        assert_eq!(end["over"], json!(true), "{end}");
        assert!(end["log"].to_string().contains("took"), "{end}");
    }
    for (form, says) in [
        (json!({"heap": 3}), "\"heap\" is no field"),
        (
            json!({"counters": 0}),
            "counters must be a whole number from 1 to 1000",
        ),
        (
            json!({"level": "medium"}),
            "level must be one of easy, hard",
        ),
        (json!({"computers": 4}), "Nim seats 2 to 4"),
    ] {
        let (status, answer) = server.call("POST", "api/nim/new", &form);
        assert_eq!(status, 400, "{form}");
        let error = answer["error"].as_str().expect("a reason");
        assert!(error.contains(says), "{form}: {answer}");
    }
}
