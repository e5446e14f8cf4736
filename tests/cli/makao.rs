//! `karty makao state`, `moves` and `play`: the machine interface, end to end.

use std::path::Path;

use makao::{Action, Config, Game, RuleSet};
use predicates::prelude::*;
use tempfile::TempDir;

use crate::{karty, stdout_of};

fn new_state(args: &[&str]) -> String {
    stdout_of(karty().args(["makao", "state"]).args(args))
}

fn write(dir: &TempDir, name: &str, text: &str) -> std::path::PathBuf {
    let path = dir.path().join(name);
    std::fs::write(&path, text).unwrap();
    path
}

/// Runs `karty makao ARGS` and returns stdout, stderr and the exit code.
fn run(args: &[&str]) -> (String, String, Option<i32>) {
    let output = karty().arg("makao").args(args).output().unwrap();
    (
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
        output.status.code(),
    )
}

fn path_str(path: &Path) -> &str {
    path.to_str().unwrap()
}

#[test]
fn state_prints_the_seeded_game_as_the_engine_deals_it() {
    let text = new_state(&[
        "--rules",
        "macau",
        "--players",
        "3",
        "--twist",
        "--seed",
        "42",
    ]);
    let expected = Game::new(Config::new(RuleSet::Macau, 3).with_twist(true), 42).unwrap();
    assert_eq!(text.trim_end(), expected.to_json());
    assert_eq!(Game::from_json(&text).unwrap(), expected);
    assert_eq!(
        new_state(&[
            "--players",
            "3",
            "--seed",
            "42",
            "--rules",
            "macau",
            "--twist"
        ]),
        text,
        "options in any order, same seed, same state"
    );
    assert_ne!(new_state(&["--seed", "43"]), new_state(&["--seed", "42"]));
}

#[test]
fn state_defaults_to_two_players_of_polish_and_announces_a_fresh_seed() {
    let output = karty().args(["makao", "state"]).output().unwrap();
    assert!(output.status.success());
    let game = Game::from_json(&String::from_utf8(output.stdout).unwrap()).unwrap();
    assert_eq!(game.config(), Config::new(RuleSet::Polish, 2));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(stderr.contains("Seed: "), "{stderr}");
}

#[test]
fn state_refuses_a_player_count_the_rules_do_not_allow() {
    let (stdout, stderr, code) = run(&["state", "--players", "5", "--seed", "1"]);
    assert_eq!(code, Some(2));
    assert!(stdout.is_empty());
    assert!(
        stderr.contains("polish is played by 2 to 4 players, not 5"),
        "{stderr}"
    );
    let (_, _, code) = run(&["state", "--rules", "uno"]);
    assert_eq!(code, Some(2));
}

#[test]
fn moves_lists_the_legal_actions_one_a_line() {
    let dir = TempDir::new().unwrap();
    let text = new_state(&["--players", "4", "--seed", "7"]);
    let file = write(&dir, "state.json", &text);
    let game = Game::from_json(&text).unwrap();
    let listed = stdout_of(karty().args(["makao", "moves", "--state", path_str(&file)]));
    let expected: Vec<String> = game.legal_actions().iter().map(Action::to_string).collect();
    assert_eq!(listed.lines().collect::<Vec<_>>(), expected);
    assert!(listed.lines().any(|l| l == "draw"));
}

#[test]
fn play_prints_the_state_after_the_action() {
    let dir = TempDir::new().unwrap();
    let text = new_state(&["--players", "3", "--seed", "11"]);
    let file = write(&dir, "state.json", &text);
    let mut game = Game::from_json(&text).unwrap();
    let after = stdout_of(karty().args(["makao", "play", "--state", path_str(&file), "draw"]));
    game.apply(Action::Draw).unwrap();
    assert_eq!(after.trim_end(), game.to_json());
}

#[test]
fn play_reads_a_multi_word_action_quoted_or_not_and_a_state_from_stdin() {
    let position = r#"{"rules": "polish", "to_move": 1, "discard": ["8H"],
        "players": [{"hand": ["5H", "5S"]}, {"hand": ["6D", "7D", "8D"]}],
        "stock": []}"#;
    // Fill the stock with the other 46 cards.
    let mut value: serde_json::Value = serde_json::from_str(position).unwrap();
    let used = ["5H", "5S", "6D", "7D", "8D", "8H"];
    let rest: Vec<String> = cards::standard_deck()
        .iter()
        .map(|c| format!("{c:#}"))
        .filter(|c| !used.contains(&c.as_str()))
        .collect();
    value["stock"] = serde_json::json!(rest);
    let text = value.to_string();
    let dir = TempDir::new().unwrap();
    let file = write(&dir, "two.json", &text);
    let listed = stdout_of(karty().args(["makao", "moves", "--state", path_str(&file)]));
    assert_eq!(listed, "5h makao\n5h makao 5s po makale\ndraw\n");
    let unquoted = stdout_of(karty().args([
        "makao",
        "play",
        "--state",
        path_str(&file),
        "5h",
        "makao",
        "5s",
        "po",
        "makale",
    ]));
    let quoted = stdout_of(
        karty()
            .args(["makao", "play", "--state", "-", "5h makao 5s po makale"])
            .write_stdin(text),
    );
    assert_eq!(unquoted, quoted);
    let game = Game::from_json(&quoted).unwrap();
    assert_eq!(game.winner(), Some(0));
    let done = write(&dir, "done.json", &quoted);
    karty()
        .args(["makao", "moves", "--state", path_str(&done)])
        .assert()
        .success()
        .stdout("")
        .stderr(predicate::str::contains("The game is over: player 1 won."));
}

#[test]
fn a_refused_action_exits_1_with_the_reason_and_prints_nothing() {
    let dir = TempDir::new().unwrap();
    let file = write(&dir, "state.json", &new_state(&["--seed", "3"]));
    let before = std::fs::read_to_string(&file).unwrap();
    for (action, reason) in [
        ("take", "take refused: you cannot take a penalty now"),
        ("wait", "wait refused: you cannot wait now"),
        (
            "zz",
            "not an action: \"zz\" is neither a card nor a word the game knows",
        ),
        ("accept", "accept refused: you cannot accept a swap now"),
    ] {
        karty()
            .args(["makao", "play", "--state", path_str(&file), action])
            .assert()
            .code(1)
            .stdout("")
            .stderr(predicate::str::contains(reason));
    }
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        before,
        "the file is untouched"
    );
}

#[test]
fn a_card_not_in_hand_is_refused_by_name() {
    let dir = TempDir::new().unwrap();
    let text = new_state(&["--seed", "3"]);
    let game = Game::from_json(&text).unwrap();
    let absent = cards::standard_deck()
        .into_iter()
        .find(|c| !game.hand(0).contains(c))
        .unwrap();
    let file = write(&dir, "state.json", &text);
    let action = format!("{absent:#}").to_lowercase();
    karty()
        .args(["makao", "play", "--state", path_str(&file), &action])
        .assert()
        .code(1)
        .stdout("")
        .stderr(predicate::str::contains(format!(
            "you do not hold {absent:#}"
        )));
}

#[test]
fn broken_state_files_are_refused_with_the_problem_named() {
    let dir = TempDir::new().unwrap();
    let good = new_state(&["--seed", "5"]);
    let mut twice: serde_json::Value = serde_json::from_str(&good).unwrap();
    let card = twice["stock"][0].clone();
    twice["players"][1]["hand"]
        .as_array_mut()
        .unwrap()
        .push(card.clone());
    let mut missing: serde_json::Value = serde_json::from_str(&good).unwrap();
    let lost = missing["stock"].as_array_mut().unwrap().pop().unwrap();
    let mut bad_player: serde_json::Value = serde_json::from_str(&good).unwrap();
    bad_player["to_move"] = serde_json::json!(9);
    let cases = [
        (
            twice.to_string(),
            format!(
                "the state holds 53 cards, the deck 52: {} appears 2 times (player 2's hand, the stock)",
                card.as_str().unwrap()
            ),
        ),
        (
            missing.to_string(),
            format!(
                "the state holds 51 cards, the deck 52: {} is missing",
                lost.as_str().unwrap()
            ),
        ),
        (
            bad_player.to_string(),
            "to_move names player 9, but players are numbered 1 to 2".to_string(),
        ),
        (
            "{ not json".to_string(),
            "is not a valid Makao state".to_string(),
        ),
        (String::new(), "is not a valid Makao state".to_string()),
    ];
    for (i, (text, reason)) in cases.iter().enumerate() {
        let file = write(&dir, &format!("broken{i}.json"), text);
        for command in [vec!["moves"], vec!["play", "draw"]] {
            let mut args = vec!["makao", command[0], "--state", path_str(&file)];
            args.extend(&command[1..]);
            karty()
                .args(&args)
                .assert()
                .code(1)
                .stdout("")
                .stderr(predicate::str::contains(reason.as_str()));
        }
    }
    karty()
        .args(["makao", "moves", "--state", "/no/such/file.json"])
        .assert()
        .code(1)
        .stdout("")
        .stderr(predicate::str::contains("cannot read /no/such/file.json"));
}

#[test]
fn setup_options_with_moves_or_play_are_usage_errors() {
    let dir = TempDir::new().unwrap();
    let file = write(&dir, "state.json", &new_state(&["--seed", "3"]));
    let (stdout, stderr, code) = run(&["moves", "--state", path_str(&file), "--rules", "macau"]);
    assert_eq!(code, Some(2));
    assert!(stdout.is_empty());
    assert!(
        stderr.contains("takes them from the state file"),
        "{stderr}"
    );
}

#[test]
fn a_game_played_through_moves_and_play_matches_the_engine() {
    let dir = TempDir::new().unwrap();
    let mut text = new_state(&[
        "--rules",
        "polish",
        "--players",
        "3",
        "--twist",
        "--seed",
        "2",
    ]);
    let mut game = Game::from_json(&text).unwrap();
    for step in 0..30 {
        if game.is_over() {
            break;
        }
        let file = write(&dir, "state.json", &text);
        let listed = stdout_of(karty().args(["makao", "moves", "--state", path_str(&file)]));
        // Take a different listed action each step, as an outside program might.
        let lines: Vec<&str> = listed.lines().collect();
        let choice = lines[step % lines.len()];
        text = stdout_of(karty().args(["makao", "play", "--state", path_str(&file), choice]));
        game.apply(choice.parse().unwrap()).unwrap();
        assert_eq!(text.trim_end(), game.to_json(), "after {choice}");
    }
}

#[test]
fn makao_without_a_command_opens_the_table() {
    // The table's own tests are in makao_table.rs; here only that it is reached.
    let (stdout, _, code) = run(&[]);
    assert_eq!(code, Some(0));
    assert!(stdout.contains("Play with the twist"), "{stdout}");
    assert!(
        stdout.contains("Input ended before the game began"),
        "{stdout}"
    );
}
