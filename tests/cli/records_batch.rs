//! Batches recorded: `simulate --record` and `arena --record` keep every game in the
//! records, a batch's results line describes a game as its record does, and a results
//! file's games are imported and replayed.

use std::path::Path;

use serde_json::Value;

use crate::{karty, stdout_of};

fn history(data: &Path) -> Vec<String> {
    stdout_of(
        karty()
            .env("KARTY_DATA_DIR", data)
            .args(["history", "--limit", "1000"]),
    )
    .lines()
    .filter(|line| line.trim_start().starts_with(char::is_numeric))
    .map(str::to_string)
    .collect()
}

/// Steps through record `id` to its end; what it printed.
fn replayed(data: &Path, id: &str) -> String {
    stdout_of(
        karty()
            .env("KARTY_DATA_DIR", data)
            .args(["replay", id, "--plain"])
            .write_stdin("100000\n\nq\n"),
    )
}

/// The lines of a results file: its manifest, then its games.
fn lines(path: &Path) -> (Value, Vec<Value>) {
    let text = std::fs::read_to_string(path).unwrap();
    let mut lines = text.lines().map(|line| serde_json::from_str(line).unwrap());
    let manifest = lines.next().expect("a manifest");
    (manifest, lines.collect())
}

/// Runs the recorded batch `args` in `data`, its results written to `file`: it must
/// say that `kept` games went into the records.
fn recorded(data: &Path, args: &[&str], file: &Path, kept: usize) {
    let output = karty()
        .env("KARTY_DATA_DIR", data)
        .args(args)
        .arg("--out")
        .arg(file)
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(
        said.contains(&format!("{kept} games kept in the records")),
        "{said}"
    );
}

/// Record `id` replays to its last move without parting from its record.
fn replays_whole(data: &Path, id: &str) {
    let replay = replayed(data, id);
    assert!(replay.contains("Start, before move 1"), "{replay}");
    assert!(!replay.contains("parts from its record"), "{replay}");
    assert!(replay.contains("That was the last move"), "{replay}");
}

/// Imports a results file into `data`'s records; what karty said.
fn imported(data: &Path, file: &Path) -> String {
    stdout_of(
        karty()
            .env("KARTY_DATA_DIR", data)
            .arg("replay")
            .arg("--import")
            .arg(file),
    )
}

#[test]
fn a_recorded_simulation_keeps_every_game_and_its_file_imports_and_replays_elsewhere() {
    let (here, there) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let file = here.path().join("makao.jsonl");
    let args = [
        "--seed", "7", "makao", "simulate", "--games", "5", "--record",
    ];
    recorded(here.path(), &args, &file, 5);
    let rows = history(here.path());
    assert_eq!(rows.len(), 5, "{rows:?}");
    assert!(
        rows.iter()
            .all(|row| row.contains("makao") && row.contains("finished"))
    );
    replays_whole(here.path(), "3");

    // The export of a recorded game and its results line say the same of it.
    let export = here.path().join("game.json");
    stdout_of(
        karty()
            .env("KARTY_DATA_DIR", here.path())
            .args(["replay", "1", "--export"])
            .arg(&export),
    );
    let exported: Value = serde_json::from_str(&std::fs::read_to_string(&export).unwrap()).unwrap();
    let (manifest, games) = lines(&file);
    let line = &games[0];
    assert_eq!(line["item"], 0);
    for field in ["game", "seed", "seats", "actions", "winners", "points"] {
        assert_eq!(exported[field], line[field], "{field}");
    }
    assert_eq!(exported["settings"], manifest["game_settings"]);
    assert_eq!(exported["version"], manifest["karty"]);
    assert_eq!(
        line["length"].as_u64().unwrap(),
        line["actions"].as_array().unwrap().len() as u64
    );

    // Another karty imports the whole file (twice: kept once) and replays a game.
    for _ in 0..2 {
        let said = imported(there.path(), &file);
        assert!(said.contains("Imported 5 games as games"), "{said}");
    }
    let rows = history(there.path());
    assert_eq!(rows.len(), 5, "{rows:?}");
    replays_whole(there.path(), rows[0].split_whitespace().next().unwrap());
}

#[test]
fn a_batch_without_record_keeps_nothing_and_its_file_says_why_it_cannot_be_replayed() {
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("plain.jsonl");
    let output = karty()
        .env("KARTY_DATA_DIR", data.path())
        .args(["--seed", "7", "makao", "simulate", "--games", "3"])
        .arg("--out")
        .arg(&file)
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    assert!(history(data.path()).is_empty());
    let (manifest, games) = lines(&file);
    assert!(manifest["game_settings"].is_object(), "{manifest}");
    assert!(games.iter().all(|game| game.get("actions").is_none()));
    let said = stdout_of(
        karty()
            .env("KARTY_DATA_DIR", data.path())
            .arg("replay")
            .arg("--import")
            .arg(&file),
    );
    assert!(
        said.contains("3 games of") && said.contains("run without --record"),
        "{said}"
    );
    assert!(history(data.path()).is_empty());
}

#[test]
fn a_recorded_arena_keeps_its_games_and_shards_recorded_or_not_still_merge() {
    let data = tempfile::tempdir().unwrap();
    let run = |shard: &str, record: bool, out: &Path| {
        let mut command = karty();
        command.env("KARTY_DATA_DIR", data.path()).args([
            "--seed",
            "2",
            "saboteur",
            "arena",
            "--seats",
            "easy,normal,easy",
            "--games",
            "4",
            "--think",
            "5",
            "--shard",
            shard,
        ]);
        if record {
            command.arg("--record");
        }
        let output = command.arg("--out").arg(out).output().unwrap();
        assert!(output.status.success(), "{output:?}");
    };
    let (one, two) = (data.path().join("1.jsonl"), data.path().join("2.jsonl"));
    run("1/2", true, &one);
    run("2/2", false, &two);
    let rows = history(data.path());
    assert_eq!(rows.len(), 2, "shard 1 of 2 recorded: {rows:?}");
    assert!(rows.iter().all(|row| row.contains("saboteur")));
    assert!(!replayed(data.path(), "1").contains("parts from its record"));
    let merged = stdout_of(
        karty()
            .args(["saboteur", "arena", "--merge"])
            .arg(&one)
            .arg(&two),
    );
    assert!(merged.starts_with("4 games"), "{merged}");
}

#[test]
fn a_recorded_saboteur_simulation_keeps_every_game_and_each_replays_to_its_end() {
    let there = tempfile::tempdir().unwrap();
    for (args, seats) in [
        (&["--seats", "normal,easy"][..], "easy [easy]"),
        (
            &["--diggers", "normal", "--saboteurs", "easy"][..],
            "[normal/",
        ),
    ] {
        let data = tempfile::tempdir().unwrap();
        let file = data.path().join("saboteur.jsonl");
        let mut all = vec![
            "--seed",
            "4",
            "saboteur",
            "simulate",
            "--games",
            "3",
            "--players",
            "5",
            "--rounds",
            "2",
            "--record",
        ];
        all.extend_from_slice(args);
        recorded(data.path(), &all, &file, 3);
        let rows = history(data.path());
        assert_eq!(rows.len(), 3, "{rows:?}");
        assert!(
            rows.iter().all(|row| row.contains("saboteur")
                && row.contains("finished")
                && row.contains(seats)),
            "{rows:?}"
        );
        for id in ["1", "2", "3"] {
            replays_whole(data.path(), id);
        }
        // Each line is the shared results line, with Saboteur's rounds besides.
        let (manifest, games) = lines(&file);
        assert!(manifest["game_settings"].is_object(), "{manifest}");
        for (item, line) in games.iter().enumerate() {
            assert_eq!(line["item"], item as u64);
            assert_eq!(line["game"], "saboteur");
            assert_eq!(
                line["length"].as_u64().unwrap(),
                line["actions"].as_array().unwrap().len() as u64
            );
            let rounds = line["rounds"].as_array().unwrap();
            assert_eq!(rounds.len(), 2, "{line}");
            assert!(rounds.iter().all(|round| {
                round["roles"]
                    .as_str()
                    .is_some_and(|roles| roles.len() == 5)
            }));
        }
        // Another karty imports the file and replays its games.
        let said = imported(there.path(), &file);
        assert!(said.contains("Imported 3 games"), "{said}");
    }
    let rows = history(there.path());
    assert_eq!(rows.len(), 6, "{rows:?}");
    replays_whole(there.path(), rows[0].split_whitespace().next().unwrap());
}

#[test]
fn a_recorded_klondike_simulation_keeps_every_deal_and_each_replays_to_its_end() {
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("klondike.jsonl");
    let args = [
        "--seed",
        "5",
        "klondike",
        "simulate",
        "--deals",
        "2",
        "--samples",
        "3",
        "--nodes",
        "300",
        "--record",
    ];
    recorded(data.path(), &args, &file, 2);
    let rows = history(data.path());
    assert_eq!(rows.len(), 2, "{rows:?}");
    assert!(
        rows.iter()
            .all(|row| row.contains("klondike") && row.contains("non-peeking")),
        "{rows:?}"
    );
    for id in ["1", "2"] {
        replays_whole(data.path(), id);
    }
    // Each line is the shared results line: the player in seat 0, its moves as the length.
    let (manifest, games) = lines(&file);
    assert_eq!(manifest["game_settings"], "one", "{manifest}");
    for (item, line) in games.iter().enumerate() {
        assert_eq!(line["item"], item as u64);
        assert_eq!(line["game"], "klondike");
        assert_eq!(line["seats"][0]["name"], "non-peeking");
        assert_eq!(
            line["length"].as_u64().unwrap(),
            line["actions"].as_array().unwrap().len() as u64
        );
    }
}
