//! `karty saboteur state|moves|play`: the machine interface over state files.

use std::path::{Path, PathBuf};

use saboteur::{Action, Saboteur, seeded};
use tempfile::TempDir;

use crate::{karty, stdout_of};

/// A new game's state from the binary, written to a file in `dir`.
fn new_state(dir: &TempDir, players: &str, seed: &str) -> PathBuf {
    let json = stdout_of(karty().args(["saboteur", "state", "--players", players, "--seed", seed]));
    write(dir, "state.json", &json)
}

fn write(dir: &TempDir, name: &str, text: &str) -> PathBuf {
    let path = dir.path().join(name);
    std::fs::write(&path, text).unwrap();
    path
}

fn read(path: &Path) -> Saboteur {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// Runs a command with a setup the rules do not allow: a usage error (exit 2), as in every
/// game's `state`.
fn misused(args: &[&str]) -> String {
    let output = karty().args(args).output().unwrap();
    assert_eq!(output.status.code(), Some(2), "{args:?}");
    assert!(output.stdout.is_empty(), "{args:?}");
    String::from_utf8(output.stderr).unwrap()
}

/// Runs a command expected to fail with exit code 1: nothing on stdout, the reason on stderr.
fn refused(args: &[&str]) -> String {
    let output = karty().args(args).output().unwrap();
    assert_eq!(output.status.code(), Some(1), "{args:?}");
    assert!(output.stdout.is_empty(), "{args:?}");
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(!stderr.contains("panicked"), "{stderr}");
    stderr
}

#[test]
fn plain_saboteur_opens_the_table() {
    let out = stdout_of(karty().arg("saboteur").write_stdin(""));
    assert!(out.contains("Name of player 1?"), "{out}");
}

#[test]
fn state_prints_a_new_game_as_json_repeatably_by_seed() {
    let first = stdout_of(karty().args(["saboteur", "state", "--players", "5", "--seed", "42"]));
    let again = stdout_of(karty().args(["--seed", "42", "saboteur", "state", "-p", "5"]));
    assert_eq!(first, again);
    let other = stdout_of(karty().args(["saboteur", "state", "--players", "5", "--seed", "43"]));
    assert_ne!(first, other);
    // The same game as the engine deals for that seed.
    let game: Saboteur = serde_json::from_str(&first).unwrap();
    let engine = Saboteur::new(Saboteur::default_names(5), 3, seeded(42)).unwrap();
    assert_eq!(game, engine);
    let json: serde_json::Value = serde_json::from_str(&first).unwrap();
    assert_eq!(json["players"].as_array().unwrap().len(), 5);
    assert_eq!(json["players"][0]["hand"].as_array().unwrap().len(), 6);
    assert_eq!(json["rounds"], 3);
}

#[test]
fn state_takes_rounds_and_names() {
    let out = stdout_of(karty().args([
        "saboteur",
        "state",
        "-p",
        "3",
        "--rounds",
        "5",
        "--names",
        "Ann,Bob,Cy",
        "--seed",
        "1",
    ]));
    let game: Saboteur = serde_json::from_str(&out).unwrap();
    assert_eq!(game.rounds(), 5);
    let names: Vec<&str> = game.players().iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Ann", "Bob", "Cy"]);
    let stderr = misused(&[
        "saboteur", "state", "-p", "4", "--names", "Ann,Bob", "--seed", "1",
    ]);
    assert!(
        stderr.contains("--names gives 2 names for 4 players"),
        "{stderr}"
    );
    let stderr = misused(&[
        "saboteur",
        "state",
        "-p",
        "3",
        "--names",
        "Ann,ann,Bo",
        "--seed",
        "1",
    ]);
    assert!(stderr.contains("two players are named `ann`"), "{stderr}");
}

#[test]
fn state_without_a_seed_announces_it_on_stderr() {
    let output = karty()
        .args(["saboteur", "state", "-p", "4"])
        .output()
        .unwrap();
    assert!(output.status.success());
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(stderr.starts_with("Seed: "), "{stderr}");
    serde_json::from_slice::<Saboteur>(&output.stdout).unwrap();
}

#[test]
fn player_counts_outside_3_to_10_are_usage_errors() {
    for players in ["2", "11", "0", "x"] {
        let output = karty()
            .args(["saboteur", "state", "--players", players, "--seed", "1"])
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(2), "{players}");
    }
    let output = karty()
        .args(["saboteur", "state", "-p", "4", "--rounds", "0"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn moves_lists_the_legal_actions_in_the_text_play_accepts() {
    let dir = TempDir::new().unwrap();
    let path = new_state(&dir, "4", "9");
    let out = stdout_of(karty().args(["saboteur", "moves", "--state"]).arg(&path));
    let expected: Vec<String> = read(&path)
        .legal_actions()
        .iter()
        .map(Action::to_string)
        .collect();
    assert_eq!(out.lines().collect::<Vec<_>>(), expected);
    assert!(!expected.is_empty());
    // Every listed action is accepted by `play`.
    for line in out.lines() {
        let next = stdout_of(
            karty()
                .args(["saboteur", "play", "--state"])
                .arg(&path)
                .arg(line),
        );
        serde_json::from_str::<Saboteur>(&next).unwrap();
    }
}

#[test]
fn play_prints_the_next_state_as_the_engine_computes_it() {
    let dir = TempDir::new().unwrap();
    let path = new_state(&dir, "6", "3");
    let mut game = read(&path);
    let action = game.legal_actions()[0];
    let text = action.to_string();
    // The action may come as one argument or as separate words.
    let words: Vec<&str> = text.split(' ').collect();
    let as_words = stdout_of(
        karty()
            .args(["saboteur", "play", "--state"])
            .arg(&path)
            .args(&words),
    );
    let as_one = stdout_of(
        karty()
            .args(["saboteur", "play", "-s"])
            .arg(&path)
            .arg(&text),
    );
    assert_eq!(as_words, as_one);
    game.apply(action).unwrap();
    assert_eq!(serde_json::from_str::<Saboteur>(&as_one).unwrap(), game);
}

#[test]
fn play_reads_the_state_from_standard_input_with_a_dash() {
    let dir = TempDir::new().unwrap();
    let path = new_state(&dir, "3", "5");
    let json = std::fs::read_to_string(&path).unwrap();
    let game = read(&path);
    let first = game.legal_actions()[0].to_string();
    let from_file = stdout_of(
        karty()
            .args(["saboteur", "play", "--state"])
            .arg(&path)
            .arg(&first),
    );
    let from_stdin = stdout_of(
        karty()
            .args(["saboteur", "play", "--state", "-", &first])
            .write_stdin(json.clone()),
    );
    assert_eq!(from_file, from_stdin);
    let moves = stdout_of(
        karty()
            .args(["saboteur", "moves", "-s", "-"])
            .write_stdin(json),
    );
    assert!(moves.lines().any(|l| l == first));
}

#[test]
fn players_may_be_named_by_name_or_me_in_play() {
    let dir = TempDir::new().unwrap();
    let out = stdout_of(karty().args([
        "saboteur",
        "state",
        "-p",
        "3",
        "--names",
        "Ann,Bob the Miner,Cy",
        "--seed",
        "1",
    ]));
    let mut game: Saboteur = serde_json::from_str(&out).unwrap();
    // Find a broken-tool card the player to move holds, or discard until one comes.
    let action = loop {
        let me = game.current_player().unwrap();
        let hand = &game.player(me).unwrap().hand;
        if let Some(at) = hand
            .iter()
            .position(|c| matches!(c, saboteur::Card::Break(_)))
        {
            let target = if me.number() == 2 {
                "Ann"
            } else {
                "bob the miner"
            };
            break format!("play {} on {target}", at + 1);
        }
        game.apply(Action::Discard { card: 0 }).unwrap();
    };
    let path = write(&dir, "state.json", &serde_json::to_string(&game).unwrap());
    let next: Saboteur = serde_json::from_str(&stdout_of(
        karty()
            .args(["saboteur", "play", "--state"])
            .arg(&path)
            .arg(&action),
    ))
    .unwrap();
    let mut expected = game.clone();
    expected.apply(game.parse_action(&action).unwrap()).unwrap();
    assert_eq!(next, expected);
    assert!(next.players().iter().any(|p| !p.broken.is_empty()));
    let stderr = refused(&[
        "saboteur",
        "play",
        "--state",
        path.to_str().unwrap(),
        &action.replace("Ann", "me").replace("bob the miner", "me"),
    ]);
    assert!(
        stderr.contains("break another player's tool, not your own"),
        "{stderr}"
    );
}

#[test]
fn a_refused_action_exits_1_with_the_reason_and_no_state() {
    let dir = TempDir::new().unwrap();
    let path = new_state(&dir, "4", "9");
    let before = std::fs::read_to_string(&path).unwrap();
    let file = path.to_str().unwrap();
    let stderr = refused(&["saboteur", "play", "--state", file, "play", "1", "at", "B4"]);
    assert!(stderr.contains("refused"), "{stderr}");
    let stderr = refused(&["saboteur", "play", "--state", file, "play 9 at C4"]);
    assert!(stderr.contains("you have no card 9"), "{stderr}");
    let stderr = refused(&["saboteur", "play", "--state", file, "dig", "here"]);
    assert!(stderr.contains("`dig here` is not an action"), "{stderr}");
    let stderr = refused(&["saboteur", "play", "--state", file, "take 3"]);
    assert!(stderr.contains("there is no gold to take now"), "{stderr}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), before);
}

/// A change that breaks a state file.
type Edit = Box<dyn Fn(&mut serde_json::Value)>;

#[test]
fn broken_state_files_are_refused_naming_the_problem() {
    let dir = TempDir::new().unwrap();
    let path = new_state(&dir, "4", "9");
    let good: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let cases: Vec<(Edit, &str)> = vec![
        (
            Box::new(|v| {
                v["stock"].as_array_mut().unwrap().pop();
            }),
            "the round's cards do not add up",
        ),
        (
            Box::new(|v| v["players"][0]["hand"][0] = "tunnel-Q".into()),
            "`tunnel-Q` is not a card",
        ),
        (
            Box::new(|v| {
                let stock = v["stock"].as_array_mut().unwrap();
                let at = stock.iter().position(|c| c == "tunnel-UD").unwrap();
                stock.remove(at);
                v["board"]["tunnels"]["B4"] = "tunnel-UD".into();
            }),
            "the board has a tunnel on B4",
        ),
        (
            Box::new(|v| v["phase"] = serde_json::json!({"play": {"to_move": 7}})),
            "there is no player 7 to move",
        ),
        (
            Box::new(|v| v["colour"] = "red".into()),
            "unknown field `colour`",
        ),
        (
            Box::new(|v| {
                v.as_object_mut().unwrap().remove("rng");
            }),
            "missing field `rng`",
        ),
        (
            Box::new(|v| v["rng"] = serde_json::json!({"s": [0, 0, 0, 0]})),
            "the random generator's state is all zeros",
        ),
    ];
    for (edit, problem) in cases {
        let mut value = good.clone();
        edit(&mut value);
        let file = write(&dir, "broken.json", &value.to_string());
        for command in ["moves", "play"] {
            let mut args = vec!["saboteur", command, "--state", file.to_str().unwrap()];
            if command == "play" {
                args.push("discard 1");
            }
            let stderr = refused(&args);
            assert!(stderr.contains("is not a valid Saboteur state"), "{stderr}");
            assert!(
                stderr.contains(problem),
                "`{stderr}` should name `{problem}`"
            );
        }
    }
    let file = write(&dir, "garbage.json", "{ not json");
    let stderr = refused(&["saboteur", "moves", "--state", file.to_str().unwrap()]);
    assert!(stderr.contains("is not a valid Saboteur state"), "{stderr}");
    let stderr = refused(&["saboteur", "moves", "--state", "/no/such/file.json"]);
    assert!(
        stderr.contains("cannot read /no/such/file.json"),
        "{stderr}"
    );
}

#[test]
fn a_whole_game_can_be_played_through_the_binary() {
    // Three players, one round: play the first listed move until the game is over.
    let dir = TempDir::new().unwrap();
    let json = stdout_of(karty().args(["saboteur", "state", "-p", "3", "-r", "1", "--seed", "2"]));
    let mut path = write(&dir, "0.json", &json);
    for step in 1.. {
        let moves = stdout_of(karty().args(["saboteur", "moves", "--state"]).arg(&path));
        let Some(first) = moves.lines().next() else {
            break;
        };
        let next = stdout_of(
            karty()
                .args(["saboteur", "play", "--state"])
                .arg(&path)
                .arg(first),
        );
        path = write(&dir, &format!("{step}.json"), &next);
        assert!(step < 200, "the game does not end");
    }
    let end = read(&path);
    assert!(end.is_over());
    assert_eq!(end.history().len(), 1);
    let output = karty()
        .args(["saboteur", "moves", "--state"])
        .arg(&path)
        .output()
        .unwrap();
    assert!(output.status.success());
    assert!(output.stdout.is_empty());
    assert!(String::from_utf8_lossy(&output.stderr).contains("The game is over"));
    let stderr = refused(&[
        "saboteur",
        "play",
        "--state",
        path.to_str().unwrap(),
        "discard 1",
    ]);
    assert!(stderr.contains("the game is over"), "{stderr}");
}

#[test]
fn odd_actions_and_odd_state_files_are_refused_with_a_reason() {
    let dir = TempDir::new().unwrap();
    let path = new_state(&dir, "4", "9");
    let file = path.to_str().unwrap();
    for (action, reason) in [
        ("", "type an action"),
        ("   ", "type an action"),
        (
            "play 99999999999999999999 at C4",
            "is not a card in your hand",
        ),
        ("play -1 at C4", "`-1` is not a card in your hand"),
        ("play 1 at Ž9", "`Ž9` is not a cell"),
        ("map 0 with 1", "`0` is not a goal"),
        ("play 1 on 4294967296", "play 1 on 4294967296 refused: "),
        ("discard 1 2", "is not an action"),
        ("♠♥♦♣", "is not an action"),
    ] {
        let stderr = refused(&["saboteur", "play", "--state", file, action]);
        assert!(stderr.contains(reason), "{action:?}: {stderr}");
    }
    let good = std::fs::read_to_string(&path).unwrap();
    for (name, text, reason) in [
        ("empty.json", String::new(), "EOF while parsing"),
        (
            "cut.json",
            good[..good.len() / 2].to_string(),
            "EOF while parsing",
        ),
        (
            "negative.json",
            good.replacen("\"rounds\": 3", "\"rounds\": -3", 1),
            "invalid value: integer `-3`",
        ),
        (
            "huge.json",
            good.replacen("\"rounds\": 3", "\"rounds\": 99999999999999999999", 1),
            "expected u32 at line 2",
        ),
        (
            "unicode.json",
            "\u{feff}{\"ž\": \"♠\"}".to_string(),
            "is not a valid Saboteur state",
        ),
    ] {
        let odd = write(&dir, name, &text);
        for command in ["moves", "play"] {
            let mut args = vec!["saboteur", command, "--state", odd.to_str().unwrap()];
            if command == "play" {
                args.push("discard 1");
            }
            let stderr = refused(&args);
            assert!(
                stderr.contains("is not a valid Saboteur state"),
                "{name}: {stderr}"
            );
            assert!(stderr.contains(reason), "{name}: {stderr}");
        }
    }
}
