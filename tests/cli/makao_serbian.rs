//! `karty makao --rules serbian` end to end: whole matches at the table (one person
//! against the computer, two people), the cut and the challenge asked of the right
//! player, scores and the match table, save and load within a match; and the machine
//! interface and `simulate` with serbian rules.
//!
//! Matches are scripted as the other table tests are: the engine's `Match` deals the same
//! hands beside the binary, and each person's move is chosen by a bot and typed.

use makao::{BotLevel, Config, Game, HandScore, HeuristicBot, Match, Phase, RuleSet, Setup};
use tempfile::TempDir;

use crate::makao_table::{Mirrored, Typing, assert_played, clever, computer, person, table};
use crate::{karty, stdout_of};

fn serbian() -> Config {
    Config::new(RuleSet::Serbian, 2)
}

/// Plays every hand of `series` beside the binary; the hands as they ended.
fn play_match(series: &mut Match, mirrored: &mut Mirrored) -> Vec<Game> {
    let mut ends = Vec::new();
    while let Some(game) = series.deal() {
        let end = mirrored.play(game);
        series.record(&end).unwrap();
        ends.push(end);
    }
    ends
}

fn points_line(score: &HandScore, names: &[&str]) -> String {
    let points: Vec<String> = score
        .points
        .iter()
        .zip(names)
        .map(|(points, name)| format!("{name} {points}"))
        .collect();
    let doubled = if score.jack_finish {
        " (doubled: the last card was a jack)"
    } else {
        ""
    };
    format!("Points for the hand: {}{doubled}.", points.join(", "))
}

/// The lines of `stdout` that start with `prefix`, in order.
fn lines_starting<'a>(stdout: &'a str, prefix: &str) -> Vec<&'a str> {
    stdout
        .lines()
        .map(str::trim_start)
        .filter(|line| line.starts_with(prefix))
        .collect()
}

/// Checks a scripted match: every hand as the engine played it, the running table
/// after each, and the match's result.
fn assert_match(stdout: &str, series: &Match, ends: &[Game], names: &[&str]) {
    for end in ends {
        assert_played(stdout, end, names);
    }
    let winners: Vec<String> = ends
        .iter()
        .map(|end| format!("Hand over: {} wins.", names[end.winner().unwrap()]))
        .collect();
    assert_eq!(lines_starting(stdout, "Hand over:"), winners, "{stdout}");
    let points: Vec<String> = series
        .played()
        .iter()
        .map(|score| points_line(score, names))
        .collect();
    assert_eq!(
        lines_starting(stdout, "Points for the hand:"),
        points,
        "{stdout}"
    );
    let hands = series.hands();
    let tables: Vec<String> = (1..=hands)
        .map(|hand| format!("Scores after hand {hand} of {hands}:"))
        .collect();
    assert_eq!(lines_starting(stdout, "Scores after hand"), tables);
    let totals = series.totals();
    let last_total = lines_starting(stdout, "total").pop().unwrap().to_string();
    let shown: Vec<i32> = last_total
        .split_whitespace()
        .skip(1)
        .map(|n| n.parse().unwrap())
        .collect();
    assert_eq!(shown, totals, "{stdout}");
    let best = *totals.iter().min().unwrap();
    let leaders: Vec<&str> = (0..names.len())
        .filter(|p| totals[*p] == best)
        .map(|p| names[p])
        .collect();
    let result = match leaders.as_slice() {
        [one] => format!("Match over after {hands} hands: {one} wins with {best}."),
        many => format!(
            "Match over after {hands} hands: {} tie with {best}.",
            many.join(" and ")
        ),
    };
    assert!(stdout.contains(&result), "{result}\n{stdout}");
}

#[test]
fn serbian_one_person_against_the_computer_plays_a_whole_match_with_the_cut_asked() {
    // A seed whose first hand begins with a strong card for Ala to cut.
    let seed = (0..)
        .find(|seed| Game::new(serbian(), *seed).unwrap().phase() == Phase::Cut)
        .unwrap();
    let mut series = Match::new(serbian(), 3, seed).unwrap();
    let mut mirrored = Mirrored::new(vec![
        clever(Typing::Numbers),
        computer(BotLevel::Search, seed, 1),
    ]);
    mirrored.lines.push("Ala".to_string());
    let ends = play_match(&mut series, &mut mirrored);
    let (stdout, _, code) = table(
        &[
            "--rules",
            "serbian",
            "--hands",
            "3",
            "--seed",
            &seed.to_string(),
        ],
        &mirrored.script(),
    );
    assert_eq!(code, Some(0), "{stdout}");
    assert!(
        stdout.contains("You play against the computer (hard)"),
        "{stdout}"
    );
    assert!(
        stdout.contains("At the table: Ala and Bot 1 (computer, hard)."),
        "{stdout}"
    );
    assert!(stdout.contains("Hand 1 of 3: Bot 1 deals."), "{stdout}");
    assert!(stdout.contains("Hand 2 of 3: Ala deals."), "{stdout}");
    assert!(stdout.contains("--- Ala cuts ---"), "{stdout}");
    assert!(stdout.contains("Keep it (yes/no)? Ala keeps "), "{stdout}");
    assert!(!stdout.contains("Pass the keyboard"), "{stdout}");
    assert_match(&stdout, &series, &ends, &["Ala", "Bot 1"]);
}

#[test]
fn serbian_two_people_play_a_whole_match_by_names() {
    let seed = 4;
    let mut series = Match::new(serbian(), 2, seed).unwrap();
    let mut mirrored = Mirrored::new(vec![person(Typing::Names, 7), clever(Typing::Numbers)]);
    let ends = play_match(&mut series, &mut mirrored);
    let (stdout, _, code) = table(
        &[
            "--rules", "serbian", "--names", "Ala,Bob", "--hands", "2", "--seed", "4",
        ],
        &mirrored.script(),
    );
    assert_eq!(code, Some(0), "{stdout}");
    assert!(stdout.contains("Pass the keyboard to Bob"), "{stdout}");
    assert_match(&stdout, &series, &ends, &["Ala", "Bob"]);
    assert!(
        stdout.contains("Play another match with the same players?"),
        "a match played out is offered again, as one game is: {stdout}"
    );
}

#[test]
fn serbian_one_hand_shows_its_points_and_what_the_loser_held() {
    let seed = 12;
    let game = Game::new(serbian(), seed).unwrap();
    let mut mirrored = Mirrored::new(vec![
        computer(BotLevel::Search, seed, 0),
        clever(Typing::Names),
    ]);
    let end = mirrored.play(game);
    let (stdout, _, code) = table(
        &["--rules", "serbian", "--names", "bot,Ala", "--seed", "12"],
        &mirrored.script(),
    );
    assert_eq!(code, Some(0), "{stdout}");
    let names = ["Bot 1", "Ala"];
    let winner = end.winner().unwrap();
    assert!(
        stdout.contains(&format!("Game over: {} wins.", names[winner])),
        "{stdout}"
    );
    assert!(
        stdout.contains(&points_line(&end.score().unwrap(), &names)),
        "{stdout}"
    );
    assert!(
        stdout.contains(&format!("{} held ", names[1 - winner])),
        "{stdout}"
    );
    assert!(!stdout.contains("Scores after hand"), "one hand: {stdout}");
}

#[test]
fn serbian_a_missing_makao_is_put_to_the_opponent_who_points_it_out() {
    let dir = TempDir::new().unwrap();
    let game = Setup::new(serbian())
        .hand(0, &makao_cards("5h 9c"))
        .hand(1, &makao_cards("6d 7c 8d"))
        .discard(&makao_cards("3h"))
        .build()
        .unwrap();
    let path = dir.path().join("state.json");
    std::fs::write(&path, game.to_json()).unwrap();
    // Player 1 lays 5♥ (card 1) without the call; Player 2 is asked, and says yes.
    let input = "\n1\n\nmaybe\nyes\nquit\n";
    let (stdout, _, code) = table(&["--load", path.to_str().unwrap()], input);
    assert_eq!(code, Some(0), "{stdout}");
    let expected = [
        "Player 1 lays 5♥.",
        "Player 1 did not say \"makao\"!",
        "Pass the keyboard to Player 2",
        "--- Player 2's answer ---",
        "Type yes to point it out, no to let it go.",
        "Player 2 points out the missing \"makao\".",
        "Player 1 draws 2 cards (the missing makao).",
        "--- Player 2's turn ---",
    ];
    let mut rest = stdout.as_str();
    for line in expected {
        let at = rest
            .find(line)
            .unwrap_or_else(|| panic!("{line:?} missing (in order):\n{stdout}"));
        rest = &rest[at + line.len()..];
    }
}

#[test]
fn serbian_a_match_saved_mid_hand_resumes_with_its_scores() {
    let dir = TempDir::new().unwrap();
    let file = dir.path().join("match.json");
    let file_str = file.to_str().unwrap();
    let seed = 9;
    let (stdout, _, code) = table(
        &[
            "--rules", "serbian", "--names", "Ala", "--hands", "2", "--seed", "9",
        ],
        &format!("save {file_str}\nquit\n"),
    );
    assert_eq!(code, Some(0), "{stdout}");
    assert!(stdout.contains("Saved to"), "{stdout}");
    let saved = std::fs::read_to_string(&file).unwrap();
    assert!(saved.contains("\"match\": {"), "{saved}");
    // Resume it and play the whole match through: the computer player takes the saved seed.
    let mut series = Match::new(serbian(), 2, seed).unwrap();
    let mut mirrored = Mirrored::new(vec![
        clever(Typing::Numbers),
        computer(BotLevel::Search, seed, 1),
    ]);
    let ends = play_match(&mut series, &mut mirrored);
    let (stdout, _, code) = table(&["--load", file_str, "--seed", "77"], &mirrored.script());
    assert_eq!(code, Some(0), "{stdout}");
    assert!(stdout.contains("Hand 1 of 2: Bot 1 deals."), "{stdout}");
    assert_match(&stdout, &series, &ends, &["Ala", "Bot 1"]);
}

#[test]
fn serbian_computer_players_that_search_play_a_whole_match() {
    let (stdout, _, code) = table(
        &[
            "--rules",
            "serbian",
            "--names",
            "bot,bot",
            "--bot-level",
            "search",
            "--hands",
            "2",
            "--seed",
            "6",
        ],
        "",
    );
    assert_eq!(code, Some(0), "{stdout}");
    assert!(
        stdout.contains("Bot 1 (computer, hard) and Bot 2 (computer, hard)"),
        "{stdout}"
    );
    assert!(stdout.contains("Match over after 2 hands"), "{stdout}");
}

#[test]
fn serbian_hands_are_for_scored_rules_at_the_table_only() {
    let (_, stderr, code) = table(&["--hands", "3", "--names", "Ala"], "");
    assert_eq!(code, Some(2));
    assert!(
        stderr.contains("polish rules do not score hands"),
        "{stderr}"
    );
    let (_, stderr, code) = table(&["--rules", "serbian", "--hands", "0"], "");
    assert_eq!(code, Some(2), "{stderr}");
    let output = karty()
        .args(["makao", "state", "--rules", "serbian", "--hands", "2"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let (_, stderr, code) = table(&["--rules", "serbian", "--players", "3"], "");
    assert_eq!(code, Some(2));
    assert!(stderr.contains("2 to 2 players, not 3"), "{stderr}");
}

#[test]
fn serbian_help_shows_its_commands_and_rules() {
    let (stdout, _, code) = table(&["--rules", "serbian", "--names", "Ala"], "?\nquit\n");
    assert_eq!(code, Some(0));
    assert!(stdout.contains("keep, turn"), "{stdout}");
    assert!(stdout.contains("Rules: serbian. 2 players"), "{stdout}");
    assert!(
        stdout.contains("a jack finish doubles every score"),
        "{stdout}"
    );
}

fn makao_cards(text: &str) -> Vec<cards::Card> {
    text.split_whitespace()
        .map(|c| c.parse().unwrap())
        .collect()
}

// ----- the machine interface and simulate -----

#[test]
fn serbian_state_moves_and_play_drive_a_whole_hand() {
    let dir = TempDir::new().unwrap();
    let seed = (0..)
        .find(|seed| Game::new(serbian(), *seed).unwrap().phase() == Phase::Cut)
        .unwrap();
    let mut text = stdout_of(karty().args([
        "makao",
        "state",
        "--rules",
        "serbian",
        "--seed",
        &seed.to_string(),
    ]));
    let mut game = Game::new(serbian(), seed).unwrap();
    assert_eq!(text.trim_end(), game.to_json());
    assert!(text.contains("\"phase\": \"cut\""), "{text}");
    assert!(text.contains("\"dealer\": 2"), "{text}");
    let path = dir.path().join("state.json");
    let mut steps = 0;
    while !game.is_over() {
        std::fs::write(&path, &text).unwrap();
        let listed = stdout_of(karty().args(["makao", "moves", "--state", path.to_str().unwrap()]));
        let expected: Vec<String> = game.legal_actions().iter().map(|a| a.to_string()).collect();
        assert_eq!(listed.lines().collect::<Vec<_>>(), expected);
        // The heuristic's choice: a hand that ends in reasonable time.
        let view = game.view(game.current_player());
        let choice = HeuristicBot::new().decide(&view).unwrap().to_string();
        let output = karty()
            .args(["makao", "play", "--state", path.to_str().unwrap(), &choice])
            .output()
            .unwrap();
        assert!(output.status.success());
        text = String::from_utf8(output.stdout).unwrap();
        game.apply(choice.parse().unwrap()).unwrap();
        assert_eq!(text.trim_end(), game.to_json(), "after {choice}");
        if game.is_over() {
            let stderr = String::from_utf8(output.stderr).unwrap();
            assert!(stderr.contains("Points: player 1 "), "{stderr}");
        }
        steps += 1;
        assert!(steps < 400, "the hand does not end");
    }
}

#[test]
fn serbian_state_files_count_104_cards() {
    let dir = TempDir::new().unwrap();
    let text = stdout_of(karty().args(["makao", "state", "--rules", "serbian", "--seed", "3"]));
    // Take one card out of the stock: the file no longer holds both packs.
    let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();
    value["stock"].as_array_mut().unwrap().pop();
    let path = dir.path().join("broken.json");
    std::fs::write(&path, value.to_string()).unwrap();
    let output = karty()
        .args(["makao", "moves", "--state", path.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(stderr.contains("holds 103 cards, the deck 104"), "{stderr}");
}

#[test]
fn serbian_simulate_reports_wins_and_points_a_hand() {
    let output = karty()
        .args([
            "makao", "simulate", "--rules", "serbian", "--games", "200", "--seed", "1",
        ])
        .output()
        .unwrap();
    assert!(output.status.success());
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(
        stdout.starts_with("200 games of makao (serbian rules), seeds 1 to 200"),
        "{stdout}"
    );
    let points = |kind: &str| -> f64 {
        let line = stdout.lines().find(|l| l.starts_with(kind)).unwrap();
        // kind, seats, wins, rate, (low, to, high), points
        line.split_whitespace().nth(7).unwrap().parse().unwrap()
    };
    assert!(points("normal") < points("easy"), "{stdout}");
    let output = karty()
        .args([
            "makao",
            "simulate",
            "--rules",
            "serbian",
            "--seats",
            "search,heuristic",
            "--games",
            "6",
            "--seed",
            "2",
        ])
        .output()
        .unwrap();
    assert!(output.status.success());
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(stdout.contains("\nhard "), "{stdout}");
    assert!(stdout.contains("seats hard,normal"), "{stdout}");
    let output = karty()
        .args([
            "makao",
            "simulate",
            "--rules",
            "serbian",
            "--seats",
            "heuristic,random,random",
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn saying_next_after_a_seven_penalty_is_narrated_as_next() {
    // Seed 4: the computer lays a seven early; the person answers every question with 0.
    let mut script = String::from("Ola\n");
    script.push_str(&"0\n".repeat(60));
    let out = stdout_of(
        karty()
            .args(["makao", "--plain", "--rules", "serbian", "--seed", "4"])
            .write_stdin(script),
    );
    let after_penalty = out
        .split("0) lay nothing more (next)")
        .nth(1)
        .expect("a penalty was taken and the next card offered");
    let answer = after_penalty.lines().nth(1).unwrap_or_default();
    assert!(answer.ends_with("Ola says next."), "{answer}");
}
