//! `karty makao arena` / `karty saboteur arena`: built-in players and outside programs in
//! the same games, over the JSON-lines protocol. Small think budgets and few games keep
//! these fast; no timing is asserted beyond the faults counted.

use serde_json::Value;

use crate::{karty, stdout_of};

/// An `exec:` seat running a file of this repository with `interpreter`.
fn exec(interpreter: &str, file: &str) -> String {
    format!("exec:{interpreter} {}/{file}", env!("CARGO_MANIFEST_DIR"))
}

/// The example outside player.
fn example() -> String {
    exec("python3", "examples/random_player.py")
}

/// The games of a `--json` run, one per line after the manifest's.
fn games(args: &[&str]) -> Vec<Value> {
    let out = stdout_of(karty().args(args));
    let mut lines = out.lines();
    let manifest: Value = serde_json::from_str(lines.next().expect("a manifest")).unwrap();
    assert!(manifest["karty"].is_string(), "{manifest}");
    lines
        .map(|line| serde_json::from_str(line).expect("each line is a game's JSON"))
        .collect()
}

/// The seat `name` sat in during `game`.
fn seat_of(game: &Value, name: &str) -> usize {
    game["seats"]
        .as_array()
        .unwrap()
        .iter()
        .position(|seat| seat["name"] == name)
        .unwrap_or_else(|| panic!("{name} not seated in {game}"))
}

/// How many moves the seat's program was asked for, and its faults
/// `[late, garbage, illegal, crashed]`.
fn asked_and_faults(game: &Value, seat: usize) -> (u64, Vec<u64>) {
    let asked = game["asked"][seat].as_u64().unwrap();
    let faults = game["faults"][seat]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n.as_u64().unwrap())
        .collect();
    (asked, faults)
}

#[test]
fn the_example_program_plays_whole_makao_games() {
    let example = example();
    let seats = format!("{example},normal");
    let games = games(&[
        "--seed", "3", "makao", "arena", "--seats", &seats, "--games", "2", "--think", "200",
        "--json",
    ]);
    assert_eq!(games.len(), 2);
    for game in &games {
        assert_eq!(game["game"], "makao");
        assert_eq!(game["winners"].as_array().unwrap().len(), 1, "{game}");
        let (asked, faults) = asked_and_faults(game, seat_of(game, &example));
        assert!(asked > 0, "{game}");
        // Its answers are legal and in time; on a very busy machine a few may be late.
        assert_eq!(faults[1..], [0, 0, 0], "{game}");
        assert!(faults[0] * 4 <= asked, "{game}");
    }
    // The seats rotate: the program sits first in one game and second in the other.
    assert_ne!(seat_of(&games[0], &example), seat_of(&games[1], &example));
}

#[test]
fn the_example_program_plays_saboteur_and_the_report_counts_it() {
    let example = example();
    let seats = format!("heuristic,{example},random");
    let report = stdout_of(karty().args([
        "--seed", "5", "saboteur", "arena", "--seats", &seats, "--games", "1", "--rounds", "1",
        "--think", "200",
    ]));
    assert!(
        report.starts_with("1 games of Saboteur (1 round each, 3 players)"),
        "{report}"
    );
    let line = report
        .lines()
        .find(|line| line.starts_with(&example))
        .unwrap_or_else(|| panic!("{report}"));
    let words: Vec<&str> = line[example.len()..].split_whitespace().collect();
    assert_eq!(words[0], "1", "one game: {line}");
    let asked: u32 = words.iter().rev().nth(5).unwrap().parse().unwrap();
    assert!(asked > 0, "{line}");
    assert!(report.contains("rating (Bradley-Terry"), "{report}");
    assert!(report.contains("(95% CI)"), "{report}");
}

#[test]
fn late_garbage_illegal_and_crashing_programs_cost_their_moves_not_the_game() {
    let sleepy = exec("python3", "tests/cli/arena/sleepy.py");
    let garbage = exec("python3", "tests/cli/arena/garbage.py");
    let illegal = exec("python3", "tests/cli/arena/illegal.py");
    let quits = exec("sh", "tests/cli/arena/quits.sh");
    let seats = ["heuristic", &sleepy, &garbage, &illegal, &quits].join(",");
    let output = karty()
        .args([
            "--seed", "11", "saboteur", "arena", "--seats", &seats, "--games", "1", "--rounds",
            "1", "--think", "30", "--json",
        ])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    let out = String::from_utf8_lossy(&output.stdout);
    let game: Value = serde_json::from_str(out.lines().last().unwrap()).unwrap();
    // Which fault each program earns on every move it is asked for.
    for (name, fault) in [(&sleepy, 0), (&garbage, 1), (&illegal, 2), (&quits, 3)] {
        let (asked, faults) = asked_and_faults(&game, seat_of(&game, name));
        assert!(asked > 0, "{name}: {game}");
        let mut expected = vec![0; 4];
        expected[fault] = asked;
        assert_eq!(faults, expected, "{name}: {game}");
    }
    assert_eq!(
        asked_and_faults(&game, seat_of(&game, "normal")),
        (0, vec![0; 4])
    );
}

#[test]
fn shards_split_a_tournament_and_their_lines_merge_into_its_report() {
    let run = |extra: &[&str]| {
        let mut args = vec![
            "--seed",
            "7",
            "makao",
            "arena",
            "--seats",
            "easy,normal",
            "--games",
            "4",
            "--json",
        ];
        args.extend_from_slice(extra);
        stdout_of(karty().args(&args))
    };
    let whole = run(&[]);
    let first = run(&["--shard", "1/2"]);
    let second = run(&["--shard", "2/2"]);
    let numbers = |lines: &str| -> Vec<u64> {
        lines
            .lines()
            .skip(1)
            .map(|line| {
                serde_json::from_str::<Value>(line).unwrap()["item"]
                    .as_u64()
                    .unwrap()
            })
            .collect()
    };
    assert_eq!(numbers(&first), [0, 2]);
    assert_eq!(numbers(&second), [1, 3]);
    let mut merged: Vec<&str> = first
        .lines()
        .skip(1)
        .chain(second.lines().skip(1))
        .collect();
    merged.sort_by_key(|line| numbers(&format!("manifest\n{line}")));
    assert_eq!(merged, whole.lines().skip(1).collect::<Vec<_>>());

    let dir = tempfile::tempdir().unwrap();
    let (a, b) = (dir.path().join("a.jsonl"), dir.path().join("b.jsonl"));
    std::fs::write(&a, &first).unwrap();
    std::fs::write(&b, &second).unwrap();
    let report = stdout_of(karty().args(["makao", "arena", "--merge"]).arg(&a).arg(&b));
    let direct = stdout_of(karty().args([
        "--seed",
        "7",
        "makao",
        "arena",
        "--seats",
        "easy,normal",
        "--games",
        "4",
    ]));
    assert!(
        report.starts_with("4 games of makao (polish rules), 100 ms a move"),
        "{report}"
    );
    // The same report, line for line, but the last: the speed, or where it was merged from.
    let but_last = |text: &str| {
        let mut lines: Vec<String> = text.lines().map(String::from).collect();
        lines.pop();
        lines
    };
    assert_eq!(but_last(&report), but_last(&direct));
    assert_eq!(report.lines().last(), Some("4 games merged from 2 files"));
}

#[test]
fn nonsense_is_a_usage_error_or_a_clear_failure_never_a_panic() {
    for args in [
        vec!["makao", "arena", "--seats", "easy,genius"],
        vec!["makao", "arena", "--seats", "easy,exec:"],
        vec!["makao", "arena"],
        vec!["makao", "arena", "--seats", "easy,easy", "--shard", "0/2"],
        vec!["makao", "arena", "--seats", "easy,easy", "--shard", "3/2"],
        vec!["makao", "arena", "--seats", "easy,easy", "--shard", "x"],
        vec!["makao", "arena", "--seats", "easy,easy", "--games", "0"],
        vec![
            "makao",
            "arena",
            "--seats",
            "easy,easy",
            "--think",
            "18446744073709551615",
        ],
        vec!["saboteur", "arena", "--seats", "random,random"],
    ] {
        let output = karty().args(&args).output().unwrap();
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(!String::from_utf8_lossy(&output.stderr).contains("panicked"));
    }
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.jsonl");
    std::fs::write(&bad, "{\"game\": \"makao\"}\n").unwrap();
    let output = karty()
        .args(["makao", "arena", "--merge"])
        .arg(&bad)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("line 1: not a results file (its first line is not a manifest)"),
        "{stderr}"
    );
}

/// Saboteur's `hard` player sits in the arena and thinks within `--think`, as Makao's
/// searcher does.
#[test]
fn saboteur_s_hard_player_plays_in_the_arena_within_its_think_time() {
    let out = crate::stdout_of(crate::karty().args([
        "--seed",
        "1",
        "saboteur",
        "arena",
        "--seats",
        "hard,normal,easy",
        "--games",
        "1",
        "--rounds",
        "1",
        "--think",
        "5",
    ]));
    assert!(out.lines().any(|line| line.starts_with("hard ")), "{out}");
}
