//! Every game recorded: `karty history`, `karty replay` (steps, export, import), the
//! statistics counted from the records, and what happens when the database is locked
//! or damaged.

use std::path::Path;
use std::process::{Command, Stdio};

use serde_json::json;

use crate::serve::Server;
use crate::{karty, stdout_of};

/// A Klondike game in `data`: seed 3, the given input; its stdout and stderr.
fn klondike(data: &Path, input: &str) -> (String, String) {
    let output = karty()
        .env("KARTY_DATA_DIR", data)
        .args(["klondike", "--plain", "--seed", "3"])
        .write_stdin(input)
        .output()
        .expect("karty runs");
    assert!(output.status.success(), "{output:?}");
    let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
    (text(&output.stdout), text(&output.stderr))
}

fn history(data: &Path) -> String {
    stdout_of(
        karty()
            .env("KARTY_DATA_DIR", data)
            .args(["history", "--limit", "100"]),
    )
}

/// The rows of `karty history` (its heading left out).
fn rows(listing: &str) -> Vec<&str> {
    listing
        .lines()
        .filter(|line| line.trim_start().starts_with(char::is_numeric))
        .collect()
}

#[test]
fn a_played_game_is_listed_and_replays_move_by_move_to_its_end() {
    let data = tempfile::tempdir().unwrap();
    // Three moves, the last taken back.
    klondike(data.path(), "U\nU\nU\nundo\nquit\n\n");
    let listing = history(data.path());
    let rows = rows(&listing);
    assert_eq!(rows.len(), 1, "{listing}");
    assert!(
        rows[0].contains("klondike") && rows[0].contains("abandoned"),
        "{listing}"
    );
    assert!(rows[0].contains("    2  "), "two moves: {listing}");
    assert!(rows[0].contains("(1 undo)"), "{listing}");
    // Enter twice, back once, jump to the end, then leave.
    let replay = stdout_of(
        karty()
            .env("KARTY_DATA_DIR", data.path())
            .args(["replay", "1", "--plain"])
            .write_stdin("\n\nb\n2\n\nq\n"),
    );
    assert!(!replay.contains("parts from its record"), "{replay}");
    for line in [
        "Start, before move 1 of 2.",
        "Move 1 of 2: You U.",
        "Move 2 of 2: You U.",
        "That was the last move.",
    ] {
        assert!(replay.contains(line), "{line:?} in:\n{replay}");
    }
    // The end of input leaves too.
    stdout_of(
        karty()
            .env("KARTY_DATA_DIR", data.path())
            .args(["replay", "1", "--plain"])
            .write_stdin(""),
    );
}

#[test]
fn an_exported_game_is_imported_elsewhere_and_a_changed_one_says_where_it_parts() {
    let (here, there) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    klondike(here.path(), "U\nU\nU\nquit\n\n");
    let file = here.path().join("game.json");
    stdout_of(
        karty()
            .env("KARTY_DATA_DIR", here.path())
            .args(["replay", "1", "--export"])
            .arg(&file),
    );
    let exported: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(exported["game"], "klondike");
    assert_eq!(exported["seed"], 3);
    assert_eq!(exported["actions"].as_array().unwrap().len(), 3);
    let imported = stdout_of(
        karty()
            .env("KARTY_DATA_DIR", there.path())
            .args(["replay", "--plain", "--import"])
            .arg(&file)
            .write_stdin("3\nq\n"),
    );
    assert!(
        imported.contains("Imported Klondike as game 1"),
        "{imported}"
    );
    assert!(imported.contains("Move 3 of 3: You U."), "{imported}");
    assert!(!imported.contains("parts from its record"), "{imported}");
    // Another deal under the same moves (as another version's rules would deal).
    let mut changed = exported.clone();
    changed["uid"] = "changed".into();
    changed["seed"] = 4.into();
    std::fs::write(&file, changed.to_string()).unwrap();
    let parted = stdout_of(
        karty()
            .env("KARTY_DATA_DIR", there.path())
            .args(["replay", "--plain", "--import"])
            .arg(&file)
            .write_stdin("q\n"),
    );
    assert!(
        parted.contains("This replay parts from its record at move"),
        "{parted}"
    ); // Another karty's games are kept, not counted as this one's.
    let table = stdout_of(karty().env("KARTY_DATA_DIR", there.path()).arg("stats"));
    assert!(table.contains("No games recorded yet."), "{table}");
}

#[test]
fn fifty_karty_processes_finishing_games_at_once_lose_no_record() {
    let data = tempfile::tempdir().unwrap();
    let players: Vec<_> = (0..50)
        .map(|seed| {
            let mut child = Command::new(assert_cmd::cargo::cargo_bin!("karty"))
                .args(["klondike", "--plain", "--seed", &seed.to_string()])
                .env("NO_COLOR", "1")
                .env("LC_ALL", "C")
                .env("KARTY_DATA_DIR", data.path())
                .stdin(Stdio::piped())
                .stdout(Stdio::null())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap();
            (child.stdin.take().unwrap(), child)
        })
        .collect();
    let mut running = Vec::new();
    for (mut stdin, child) in players {
        std::io::Write::write_all(&mut stdin, b"u\nquit\n\n").unwrap();
        drop(stdin);
        running.push(child);
    }
    for child in running {
        let output = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(output.status.success(), "{stderr}");
        assert!(!stderr.contains("not recorded"), "{stderr}");
    }
    let listing = history(data.path());
    assert_eq!(rows(&listing).len(), 50, "{listing}");
    assert_eq!(listing.matches("abandoned").count(), 50, "{listing}");
    let table = stdout_of(karty().env("KARTY_DATA_DIR", data.path()).arg("stats"));
    assert!(
        table.trim_end().ends_with("50         0"),
        "fifty abandoned: {table}"
    );
    // No half-written file is left behind by any of them.
    let leftovers: Vec<_> = std::fs::read_dir(data.path())
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".tmp"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
}

#[test]
fn a_locked_database_leaves_the_game_playing_and_its_record_waits_in_the_spool() {
    let data = tempfile::tempdir().unwrap();
    klondike(data.path(), "U\nquit\n\n");
    let db = rusqlite::Connection::open(data.path().join("records.sqlite")).unwrap();
    db.execute_batch("BEGIN EXCLUSIVE").unwrap();
    let output = karty()
        .env("KARTY_DATA_DIR", data.path())
        .env("KARTY_RECORDS_TIMEOUT_MS", "50")
        .args(["klondike", "--plain", "--seed", "5"])
        .write_stdin("U\nU\nquit\n\n")
        .output()
        .unwrap();
    let (out, err) = (
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr),
    );
    assert!(output.status.success(), "{err}");
    assert!(err.contains("stayed locked"), "a clear message: {err}");
    assert!(err.contains("records-spool.jsonl"), "{err}");
    assert!(out.contains("You leave the game"), "the game played: {out}");
    db.execute_batch("ROLLBACK").unwrap();
    drop(db);
    let output = karty()
        .env("KARTY_DATA_DIR", data.path())
        .arg("history")
        .output()
        .unwrap();
    let listing = String::from_utf8_lossy(&output.stdout);
    assert!(
        String::from_utf8_lossy(&output.stderr).contains("Imported 1 game record"),
        "{output:?}"
    );
    assert_eq!(rows(&listing).len(), 2, "nothing lost: {listing}");
    assert!(!data.path().join("records-spool.jsonl").exists());
}

#[test]
fn a_damaged_database_is_kept_aside_with_a_message_and_the_game_still_plays() {
    let data = tempfile::tempdir().unwrap();
    let damaged = "not a database: twelve games of someone's";
    std::fs::write(data.path().join("records.sqlite"), damaged).unwrap();
    let (out, err) = klondike(data.path(), "U\nquit\n\n");
    assert!(out.contains("You leave the game"), "{out}");
    assert!(err.contains("is damaged; it was kept as"), "{err}");
    let aside: Vec<_> = std::fs::read_dir(data.path())
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.to_string_lossy().contains("records.sqlite.damaged-"))
        .collect();
    assert_eq!(aside.len(), 1, "{aside:?}");
    assert_eq!(std::fs::read_to_string(&aside[0]).unwrap(), damaged);
    assert_eq!(rows(&history(data.path())).len(), 1);
}

#[test]
fn the_statistics_file_is_imported_once_as_the_baseline_and_kept() {
    let data = tempfile::tempdir().unwrap();
    let before = serde_json::json!({"games": {
        "klondike draw 1": {"played": 7, "won": 4, "abandoned": 2, "assisted": 1,
            "streak": 2, "best_streak": 3, "best_moves": 110},
        "makao polish": {"played": 3, "won": 1, "streak": 0, "best_streak": 1}
    }});
    let stats_file = data.path().join("stats.json");
    std::fs::write(&stats_file, before.to_string()).unwrap();
    let stats = || stdout_of(karty().env("KARTY_DATA_DIR", data.path()).arg("stats"));
    let imported = stats();
    assert!(
        imported.contains("klondike draw 1       7      4     57.1%       2            3         110          2         1"),
        "{imported}"
    );
    assert!(
        imported.contains("makao polish          3      1"),
        "{imported}"
    );
    // One more game given up: counted on from the baseline, its streak ended.
    klondike(data.path(), "U\nquit\n\n");
    let after = stats();
    assert!(
        after.contains("klondike draw 1       7      4     57.1%       0            3         110          3         1"),
        "{after}"
    );
    assert!(stats_file.exists(), "stats.json is kept");
    assert_eq!(stats(), after, "imported once");
}

#[test]
fn a_game_at_the_browser_table_is_recorded_move_by_move_with_its_undo() {
    let data = tempfile::tempdir().unwrap();
    let server = Server::start_in(data.path());
    let (status, answer) = server.call("POST", "api/klondike/new", &json!({"seed": 3}));
    assert_eq!(status, 200, "{answer}");
    let id = answer["game"].as_str().unwrap().to_string();
    let mut turn = answer["turn"].as_u64().unwrap();
    for action in ["U", "U", "U"] {
        let (status, moved) = server.call(
            "POST",
            &format!("api/klondike/{id}/act"),
            &json!({ "action": action, "turn": turn }),
        );
        assert_eq!(status, 200, "{moved}");
        turn = moved["turn"].as_u64().unwrap();
    }
    let (status, undone) = server.call(
        "POST",
        &format!("api/klondike/{id}/command"),
        &json!({ "command": "undo" }),
    );
    assert_eq!(status, 200, "{undone}");
    let listing = history(data.path());
    let rows = rows(&listing);
    assert_eq!(rows.len(), 1, "{listing}");
    assert!(
        rows[0].contains("    2  playing"),
        "three moves, one undone: {listing}"
    );
    // A game still in play replays only as a seat.
    let output = karty()
        .env("KARTY_DATA_DIR", data.path())
        .args(["replay", "1", "--plain"])
        .output()
        .unwrap();
    assert!(
        String::from_utf8_lossy(&output.stderr).contains("still being played"),
        "{output:?}"
    );
    let replay = stdout_of(
        karty()
            .env("KARTY_DATA_DIR", data.path())
            .args(["replay", "1", "--plain", "--as", "1"])
            .write_stdin("2\nq\n"),
    );
    assert!(replay.contains("Move 2 of 2: You U."), "{replay}");
    assert!(!replay.contains("parts from"), "{replay}");
}

#[test]
fn a_game_ended_by_a_signal_is_recorded_as_interrupted_with_its_moves() {
    use std::io::{Read, Write};
    let data = tempfile::tempdir().unwrap();
    let mut child = Command::new(assert_cmd::cargo::cargo_bin!("karty"))
        .args(["klondike", "--plain", "--seed", "3"])
        .env("NO_COLOR", "1")
        .env("LC_ALL", "C")
        .env("KARTY_DATA_DIR", data.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"U\n").unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let (mut seen, mut byte) = (Vec::new(), [0u8]);
    // The second question comes after the move is made (and recorded).
    while String::from_utf8_lossy(&seen)
        .matches("Your move: ")
        .count()
        < 2
    {
        assert_eq!(stdout.read(&mut byte).unwrap(), 1, "the game ended early");
        seen.push(byte[0]);
    }
    let sent = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
    assert_eq!(child.wait().unwrap().code(), Some(143));
    drop(stdin);
    let listing = history(data.path());
    assert!(listing.contains("    1  interrupted"), "{listing}");
}

#[test]
fn makao_and_saboteur_tables_record_their_seats_and_moves() {
    let data = tempfile::tempdir().unwrap();
    let play = |args: &[&str], input: &str| {
        stdout_of(
            karty()
                .env("KARTY_DATA_DIR", data.path())
                .args(["--plain", "--seed", "1"])
                .args(args)
                .write_stdin(input.to_string()),
        )
    };
    play(
        &["makao", "--rules", "macau", "--names", "Ala", "--fast"],
        "draw\nquit\n\n",
    );
    play(
        &[
            "saboteur",
            "--names",
            "Ala",
            "-p",
            "3",
            "-r",
            "1",
            "--bot-level",
            "easy",
            "--fast",
        ],
        "quit\n\n",
    );
    let listing = history(data.path());
    assert!(
        listing.contains("saboteur") && listing.contains("Ala, Bot 1 [easy], Bot 2 [easy]"),
        "{listing}"
    );
    assert!(
        listing.contains("makao") && listing.contains("Ala, Bot 1 [normal]"),
        "{listing}"
    );
    let only = stdout_of(
        karty()
            .env("KARTY_DATA_DIR", data.path())
            .args(["history", "--game", "saboteur"]),
    );
    assert_eq!(rows(&only).len(), 1, "{only}");
    assert!(
        only.contains("saboteur") && !only.contains("makao"),
        "{only}"
    );
    let unknown = karty()
        .env("KARTY_DATA_DIR", data.path())
        .args(["history", "--game", "chess"])
        .output()
        .unwrap();
    assert_eq!(unknown.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&unknown.stderr).contains("the games are"));
    for id in ["1", "2"] {
        let replay = stdout_of(
            karty()
                .env("KARTY_DATA_DIR", data.path())
                .args(["replay", id, "--plain", "--as", "Ala"])
                .write_stdin("99\nq\n"),
        );
        assert!(!replay.contains("parts from"), "{replay}");
    }
}

#[test]
fn the_browser_lists_the_history_and_replays_a_game_for_the_server_s_secret_only() {
    let data = tempfile::tempdir().unwrap();
    klondike(data.path(), "U\nU\nquit\n\n");
    let server = Server::start_in(data.path());
    let (status, games) = server.call("GET", "api/history", &serde_json::Value::Null);
    assert_eq!(status, 200, "{games}");
    assert_eq!(games[0]["game"], "klondike", "{games}");
    assert_eq!(games[0]["moves"], 2, "{games}");
    let id = games[0]["id"].as_i64().unwrap();
    let (status, replay) = server.call(
        "GET",
        &format!("api/history/{id}"),
        &serde_json::Value::Null,
    );
    assert_eq!(status, 200, "{replay}");
    let headings: Vec<&str> = replay["frames"]
        .as_array()
        .unwrap()
        .iter()
        .map(|frame| frame["heading"].as_str().unwrap())
        .collect();
    assert_eq!(
        headings,
        [
            "Start, before move 1 of 2.",
            "Move 1 of 2: You U.",
            "Move 2 of 2: You U."
        ]
    );
    assert!(replay["diverged"].is_null(), "{replay}");
    // A seat's link opens its own game, not everyone's history.
    let (status, answer) = server.call("POST", "api/makao/new", &json!({"people": 2}));
    assert_eq!(status, 200, "{answer}");
    let url = answer["links"][0]["url"].as_str().unwrap();
    let key = url.trim_end_matches('/').rsplit('/').next().unwrap();
    let (status, refused) = server.call_as(key, "GET", "api/history", &serde_json::Value::Null);
    assert_eq!(status, 403, "{refused}");
    let (status, _) = server.call_as(
        key,
        "GET",
        &format!("api/history/{id}"),
        &serde_json::Value::Null,
    );
    assert_eq!(status, 403);
}

/// The moves column of a `karty history` row.
fn moves_of(row: &str) -> u64 {
    row.split_whitespace()
        .nth(4)
        .and_then(|moves| moves.parse().ok())
        .unwrap_or_else(|| panic!("no moves in {row}"))
}

#[test]
fn a_resumed_save_continues_its_record_and_one_resumed_again_copies_it() {
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("saved.json");
    let play = |args: &[&str], input: &str| {
        stdout_of(
            karty()
                .env("KARTY_DATA_DIR", data.path())
                .arg("--plain")
                .args(args)
                .write_stdin(input.to_string()),
        )
    };
    let saving = format!("draw\nsave {}\nquit\n\n", file.display());
    play(
        &[
            "--seed", "1", "makao", "--rules", "macau", "--names", "Ala", "--fast",
        ],
        &saving,
    );
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let before = saved["record"]["actions"]
        .as_u64()
        .expect("the save names its record");
    assert!(before > 0, "{saved}");
    let load = ["makao", "--load", file.to_str().unwrap(), "--fast"];
    play(&load, "draw\nquit\n\n");
    let listing = history(data.path());
    let first = rows(&listing);
    assert_eq!(first.len(), 1, "the same record goes on: {listing}");
    assert!(moves_of(first[0]) > before, "{listing}");
    // Resumed again from the same save: the record went on past it, so the game goes
    // on in a copy of the record up to the save.
    play(&load, "draw\nquit\n\n");
    let listing = history(data.path());
    assert_eq!(rows(&listing).len(), 2, "{listing}");
    for id in ["1", "2"] {
        let replay = stdout_of(
            karty()
                .env("KARTY_DATA_DIR", data.path())
                .args(["replay", id, "--plain"])
                .write_stdin("1000\nq\n"),
        );
        assert!(!replay.contains("parts from its record"), "{replay}");
    }
}

#[test]
fn a_resumed_klondike_save_continues_its_record_and_a_bare_position_still_loads() {
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("solitaire.json");
    let saving = format!("U\nU\nsave {}\nquit\n\n", file.display());
    klondike(data.path(), &saving);
    let text = std::fs::read_to_string(&file).unwrap();
    let saved: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(saved["record"]["actions"], 2, "{text}");
    assert_eq!(saved["seats"][0]["name"], "You", "{text}");
    let load = |path: &Path, input: &str| {
        stdout_of(
            karty()
                .env("KARTY_DATA_DIR", data.path())
                .args(["klondike", "--plain", "--load", path.to_str().unwrap()])
                .write_stdin(input.to_string()),
        )
    };
    load(&file, "U\nquit\n\n");
    let listing = history(data.path());
    let first = rows(&listing);
    assert_eq!(first.len(), 1, "the same record goes on: {listing}");
    assert_eq!(moves_of(first[0]), 3, "{listing}");
    // The machine interface reads the save's position, as it reads every table's save.
    let moves = stdout_of(karty().args(["klondike", "moves", "--state", file.to_str().unwrap()]));
    assert!(moves.lines().any(|line| line.trim() == "U"), "{moves}");
    // A save written before the records, the bare position, loads and starts a record.
    let bare = data.path().join("bare.json");
    std::fs::write(&bare, saved["state"].to_string()).unwrap();
    let shown = load(&bare, "U\nquit\n\n");
    assert!(shown.contains("U"), "{shown}");
    assert_eq!(rows(&history(data.path())).len(), 2);
}
