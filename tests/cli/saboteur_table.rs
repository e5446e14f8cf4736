//! `karty saboteur` at the table (people and computer players through plain lines) and
//! `karty saboteur simulate`.

use std::process::Output;

use tempfile::TempDir;

use crate::{karty, stdout_of};

/// A person's lines that always get through a turn: a discard, or the gold on offer.
fn always_discard(turns: usize) -> String {
    "discard 1\ntake 3\ntake 2\ntake 1\n".repeat(turns)
}

/// Runs `karty saboteur ARGS` with `input`; returns (stdout, stderr, output).
fn table(args: &[&str], input: &str) -> (String, String, Output) {
    let output = karty()
        .arg("saboteur")
        .arg("--plain")
        .args(args)
        .write_stdin(input.to_string())
        .output()
        .unwrap();
    let out = String::from_utf8(output.stdout.clone()).unwrap();
    let err = String::from_utf8(output.stderr.clone()).unwrap();
    assert!(!err.contains("panicked"), "{err}");
    (out, err, output)
}

fn count(text: &str, needle: &str) -> usize {
    text.matches(needle).count()
}

#[test]
fn a_whole_game_of_one_person_with_computer_players() {
    let (out, _, output) = table(&["--names", "Ala", "--seed", "5"], &always_discard(400));
    assert_eq!(output.status.code(), Some(0));
    assert!(out.starts_with(
        "Saboteur: Ala, Bot 1 (computer, normal) and Bot 2 (computer, normal). 3 rounds"
    ));
    // Each turn of Ala's shows the board, the players and her hand.
    assert!(out.contains("Round 1 of 3 · Ala's turn · stock "), "{out}");
    assert!(out.contains("    A  B  C  D  E  F  G  H  I  J  K"));
    assert!(out.contains(" 4  . ─S─"), "{out}");
    assert!(out.contains("You are a "), "{out}");
    assert!(out.contains("Ala discards a card."));
    // The computer players' moves are told.
    assert!(out.contains("Bot 1 lays a tunnel open"), "{out}");
    // Three rounds, each ending with the roles and the board shown; then the ranking.
    assert_eq!(count(&out, "Roles: Ala "), 3, "{out}");
    assert_eq!(count(&out, "The board as the round ended:"), 3, "{out}");
    for round in 1..=3 {
        assert!(out.contains(&format!("Round {round} is over: ")), "{out}");
        assert!(
            out.contains(&format!("Nuggets won in round {round}: ")),
            "{out}"
        );
    }
    assert!(
        out.contains("The game is over.\nFinal ranking:\n  1. "),
        "{out}"
    );
    // The game's last lines come before the offer to play again.
    let game = out
        .split("Play again with the same players?")
        .next()
        .unwrap();
    let (result, seed) = game.trim_end().rsplit_once('\n').unwrap();
    assert!(result.ends_with("wins!") || result.ends_with("share the win!"));
    // The seed is told at the end, never at the start: it would show every hand.
    assert_eq!(seed, "This deal was seed 5: play it again with --seed 5.");
    assert_eq!(count(&out, "This deal was seed"), 1, "{out}");
    // Nobody passes the keyboard with one person at the table.
    assert!(!out.contains("Pass the keyboard"));
}

#[test]
fn games_are_dealt_again_by_seed() {
    let first = table(&["--names", "Ala", "--seed", "9"], &always_discard(400)).0;
    let again = table(&["--names", "Ala", "--seed", "9"], &always_discard(400)).0;
    assert_eq!(first, again);
    let other = table(&["--names", "Ala", "--seed", "10"], &always_discard(400)).0;
    assert_ne!(first, other);
}

#[test]
fn people_at_one_keyboard_pass_it_and_the_last_hand_is_hidden() {
    let (out, _, output) = table(
        &[
            "--names",
            "Ala,Bob",
            "--players",
            "4",
            "--seed",
            "3",
            "--rounds",
            "1",
        ],
        &always_discard(400),
    );
    assert_eq!(output.status.code(), Some(0));
    assert!(out.contains("Ala, Bob, Bot 1 (computer, normal) and Bot 2 (computer, normal)"));
    let passes = count(&out, "Pass the keyboard to ");
    assert!(passes >= 4, "{out}");
    // Each pass pushes the screen up before the next hand is shown.
    let hidden = format!("{}Pass the keyboard to", "\n".repeat(40));
    assert_eq!(count(&out, &hidden), passes);
    // Between a hand and the next person's hand there is always a pass.
    let hands: Vec<(usize, &str)> = out
        .match_indices(", you are a")
        .map(|(at, _)| {
            let start = out[..at].rfind('\n').map_or(0, |n| n + 1);
            (at, &out[start..at])
        })
        .collect();
    for pair in hands.windows(2) {
        let ((first, who), (second, next)) = (pair[0], pair[1]);
        if who != next {
            assert!(
                out[first..second].contains("Pass the keyboard to"),
                "{who} then {next}"
            );
        }
    }
    assert!(out.contains("Final ranking:"));
}

#[test]
fn wrong_input_gets_the_reason_and_another_try() {
    let input = "\nfoo\nplay 9 at C4\nplay 1 on Zed\nmap 5 with 1\ntake 3\nsave\n?\nmoves\n";
    let (out, _, output) = table(&["--names", "Ala", "--seed", "4"], input);
    assert_eq!(output.status.code(), Some(0));
    for reason in [
        "Type an action, or ? for help.",
        "`foo` is not an action: play 2 at C4",
        "play 9 at C4 is refused: you have no card 9: your hand holds 6.",
        "No player `Zed`: name a player by seat number, by name or as `me`.",
        "`5` is not a goal: goals are 1, 2 and 3, top to bottom.",
        "take 3 is refused: there is no gold to take now.",
        "Say where to save: save FILE",
        "save FILE              save the game",
        "You may:\n  ",
    ] {
        assert!(out.contains(reason), "{reason}\n{out}");
    }
    // Nothing was played: it is still Ala's first turn when the input ends.
    assert_eq!(count(&out, "Ala's turn"), 1);
    assert!(
        out.trim_end()
            .ends_with("Input ended. The game stops here, unfinished, and was not saved. This deal was seed 4: play it again with --seed 4."),
        "{out}"
    );
}

#[test]
fn end_of_input_ends_cleanly_anywhere() {
    // At the names prompt.
    let (out, _, output) = table(&[], "");
    assert_eq!(output.status.code(), Some(0));
    assert!(out.contains("Name of player 1?"), "{out}");
    assert!(
        out.trim_end()
            .ends_with("Input ended before the game began. Goodbye."),
        "{out}"
    );
    // Half way through a game.
    let (out, _, output) = table(&["--names", "Ala", "--seed", "2"], &always_discard(3));
    assert_eq!(output.status.code(), Some(0));
    assert!(
        out.trim_end()
            .ends_with("Input ended. The game stops here, unfinished, and was not saved. This deal was seed 2: play it again with --seed 2."),
        "{out}"
    );
    // At the pass of the keyboard.
    let (out, _, output) = table(&["--names", "Ala,Bob", "--seed", "2"], "");
    assert_eq!(output.status.code(), Some(0));
    assert!(out.contains("Pass the keyboard to"), "{out}");
}

#[test]
fn names_are_asked_one_by_one() {
    // The last two lines: the keyboard passed to the first person, who quits.
    let input = "Ala\nme\ndone\nbot\nBob\nala\ndone\n\nquit\n";
    let (out, _, output) = table(&["--seed", "1"], input);
    assert_eq!(output.status.code(), Some(0));
    assert!(out.contains("Type the players' names one by one (3 to 10 seats)"));
    assert!(out.contains("`me` cannot be a player's name"), "{out}");
    assert!(
        out.contains("Not yet: at least 3 players are needed."),
        "{out}"
    );
    assert!(out.contains("Bot 1 joins (a computer player)."));
    assert!(out.contains("Two players are named `ala`."), "{out}");
    assert!(out.contains("At the table: Ala, Bot 1 (computer, normal) and Bob."));
    assert!(
        out.trim_end()
            .ends_with("and was not saved. This deal was seed 1: play it again with --seed 1."),
        "{out}"
    );
    // With --players, done leaves the free seats to computer players.
    let (out, _, _) = table(
        &["--players", "5", "--bot-level", "random"],
        "Ala\ndone\nquit\n",
    );
    assert!(out.contains("Bot 4 takes a free seat"), "{out}");
    assert!(out.contains("Bot 4 (computer, easy)"), "{out}");
}

#[test]
fn absurd_tables_are_refused_with_reasons() {
    let eleven = (1..=11)
        .map(|n| format!("P{n}"))
        .collect::<Vec<_>>()
        .join(",");
    for (args, code, reason) in [
        (vec!["--players", "2"], 2, "2 is not in 3..=10"),
        (vec!["--players", "11"], 2, "11 is not in 3..=10"),
        (vec!["--rounds", "0"], 2, "0 is not in 1.."),
        (
            vec!["--bot-level", "smart"],
            2,
            "`smart` is not a kind of computer player",
        ),
        (
            vec!["--names", "Ala,Bob,Cy,Di", "--players", "3"],
            2,
            "--names gives 4 players but --players is 3",
        ),
        (
            vec!["--names", &eleven],
            2,
            "Saboteur is played by 3 to 10 players, not 11",
        ),
        (vec!["--names", "Ala,ala"], 2, "two players are named `ala`"),
        (vec!["--names", "Ala,2"], 2, "would be read as a seat"),
        (
            vec!["--load", "x.json", "--names", "Ala"],
            2,
            "cannot be used with",
        ),
        (
            vec!["--load", "/nonexistent/x.json"],
            1,
            "cannot read /nonexistent/x.json",
        ),
    ] {
        let (out, err, output) = table(&args, "");
        assert_eq!(output.status.code(), Some(code), "{args:?}: {err}");
        assert!(err.contains(reason), "{args:?}: {err}");
        assert!(out.is_empty(), "{args:?}: {out}");
    }
}

#[test]
fn a_saved_game_goes_on_where_it_stopped() {
    let dir = TempDir::new().unwrap();
    let file = dir.path().join("game.json");
    let file = file.to_str().unwrap();
    let input = format!("discard 2\nlook\nsave {file}\nquit\n");
    let (out, err, output) = table(&["--names", "Ala,bot,bot,bot", "--seed", "8"], &input);
    assert_eq!(output.status.code(), Some(0), "{err}");
    assert!(out.contains(&format!(
        "Saved to {file}. Go on later with: karty saboteur --load {file}"
    )));
    assert!(
        out.trim_end().ends_with(&format!(
            "You leave the game. The game stops here, unfinished. It was saved to {file}: go on with karty saboteur --load {file}"
        )),
        "{out}"
    );
    // The screen before saving is the screen after loading.
    let screen = |text: &str| {
        let start = text.rfind("Round 1 of 3 · Ala's turn").unwrap();
        let end = start + text[start..].find("S start").unwrap();
        text[start..end].to_string()
    };
    let saved_screen = screen(&out);
    let (loaded, err, output) = table(&["--load", file], "look\nquit\n");
    assert_eq!(output.status.code(), Some(0), "{err}");
    assert!(
        loaded.starts_with("Saboteur: Ala, Bot 1 (computer, normal), Bot 2"),
        "{loaded}"
    );
    assert!(loaded.contains("Round 1 of 3: Ala is to move."), "{loaded}");
    assert_eq!(screen(&loaded), saved_screen);
    // And it plays on to the end.
    let (rest, _, _) = table(&["--load", file], &always_discard(400));
    assert!(rest.contains("Final ranking:"), "{rest}");
    // Broken files are refused, naming the file and the problem.
    std::fs::write(dir.path().join("bad.json"), "{\"seats\": []}").unwrap();
    let bad = dir.path().join("bad.json");
    let (_, err, output) = table(&["--load", bad.to_str().unwrap()], "");
    assert_eq!(output.status.code(), Some(1));
    assert!(err.contains("bad.json: missing field `state`"), "{err}");
}

#[test]
fn a_state_file_from_the_machine_interface_seats_people() {
    let dir = TempDir::new().unwrap();
    let state = stdout_of(karty().args(["saboteur", "state", "--players", "3", "--seed", "1"]));
    let file = dir.path().join("state.json");
    std::fs::write(&file, state).unwrap();
    let (out, _, output) = table(&["--load", file.to_str().unwrap()], "\nquit\n");
    assert_eq!(output.status.code(), Some(0));
    assert!(
        out.starts_with("Saboteur: Player 1, Player 2 and Player 3."),
        "{out}"
    );
    assert!(out.contains("Pass the keyboard to Player "), "{out}");
}

#[test]
fn only_computer_players_play_a_whole_game_alone() {
    let (out, _, output) = table(
        &[
            "--names",
            "bot,bot,bot",
            "--seed",
            "12",
            "--bot-level",
            "random",
        ],
        "",
    );
    assert_eq!(output.status.code(), Some(0));
    assert!(out.contains("Bot 3 (computer, easy)"));
    assert!(out.contains("Final ranking:"), "{out}");
    assert!(!out.contains("you are a"), "no hand is shown: {out}");
}

#[test]
fn saboteur_table_first_screen_in_ascii() {
    let (out, _, _) = table(
        &["--names", "Ala", "--seed", "5", "--ascii"],
        "look\nquit\n",
    );
    let first = out.split("Ala>").next().unwrap();
    insta::assert_snapshot!(first);
}

#[test]
fn the_menu_offers_saboteur() {
    let listing = stdout_of(karty().arg("--plain").write_stdin(""));
    let entry = listing
        .lines()
        .find(|line| line.contains("Play Saboteur"))
        .expect("a Saboteur entry");
    let number = entry.trim().split(')').next().unwrap();
    // Saboteur, then Start with its settings.
    let input = format!("{number}\n1\nAla\nbot\nbot\ndone\nquit\n");
    let out = stdout_of(karty().args(["--plain", "--seed", "3"]).write_stdin(input));
    assert!(
        out.contains("At the table: Ala, Bot 1 (computer, normal) and Bot 2"),
        "{out}"
    );
    assert!(out.contains("Round 1 of 3"), "{out}");
    assert!(out.trim_end().ends_with("Goodbye."), "{out}");
}

#[test]
fn simulate_prints_each_kind_with_intervals_repeatably() {
    let run = || {
        stdout_of(karty().args([
            "saboteur",
            "simulate",
            "--players",
            "4",
            "--seats",
            "heuristic,random",
            "--games",
            "6",
            "--seed",
            "1",
        ]))
    };
    let out = run();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 9, "{out}");
    assert!(lines[8].contains("games per second (6 games in "), "{out}");
    assert_eq!(
        lines[0],
        "6 games of Saboteur (3 rounds each, 4 players), seeds 1 to 6, seats normal,easy,normal,easy (rotating)"
    );
    assert!(lines[1].starts_with("kind "), "{out}");
    assert!(lines[2].starts_with("normal          12 "), "{out}");
    assert!(lines[3].starts_with("easy            12 "), "{out}");
    assert!(lines[2].contains("% to "), "{out}");
    assert!(lines[4].contains("rounds won as digger"), "{out}");
    assert!(lines[6].starts_with("easy  "), "{out}");
    assert!(lines[7].starts_with("rounds won by the diggers: "), "{out}");
    // The same seeds give the same results (all but the timing).
    let again = run();
    assert_eq!(again.lines().take(8).collect::<Vec<_>>(), lines[..8]);
}

#[test]
fn simulate_seats_by_role_and_reports_hard_beliefs() {
    let out = stdout_of(karty().args([
        "saboteur",
        "simulate",
        "--players",
        "4",
        "--diggers",
        "hard",
        "--saboteurs",
        "normal",
        "--deals",
        "1",
        "--rounds",
        "1",
        "--games",
        "1",
        "--seed",
        "2",
    ]));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[0],
        "1 games of Saboteur (1 round each, 4 players), seeds 2 to 2, diggers hard, saboteurs normal, hard plays out 1 deals a move",
        "{out}"
    );
    // Hard seats were diggers only, normal ones saboteurs only.
    let words = |line: &str| {
        line.split_whitespace()
            .map(str::to_string)
            .collect::<Vec<_>>()
    };
    let (hard, normal) = (words(lines[2]), words(lines[3]));
    assert_eq!(hard[0], "hard", "{out}");
    assert_eq!(hard[5..], ["0", "of", "0", "(0.0%)"], "{out}");
    assert_eq!(normal[..5], ["normal", "0", "of", "0", "(0.0%)"], "{out}");
    assert!(out.contains("hard beliefs after 5 turns ("), "{out}");
    assert!(out.contains("(chance "), "{out}");
}

#[test]
fn simulate_refuses_absurd_tables() {
    for (args, reason) in [
        (
            vec!["--players", "3", "--seats", "random,random,random,random"],
            "--seats lists 4 kinds for 3 players",
        ),
        (vec!["--players", "12"], "12 is not in 3..=10"),
        (vec!["--games", "0"], "0 is not in 1.."),
        (
            vec!["--seats", "random,genius"],
            "`genius` is not a kind of computer player",
        ),
    ] {
        let output = karty()
            .args(["saboteur", "simulate", "--seed", "1"])
            .args(&args)
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(output.stderr).unwrap();
        assert!(err.contains(reason), "{args:?}: {err}");
    }
}

#[test]
fn a_finished_game_loads_to_its_ranking() {
    let mut game =
        saboteur::Saboteur::new(saboteur::Saboteur::default_names(3), 1, saboteur::seeded(4))
            .unwrap();
    while let Some(action) = game.legal_actions().last().copied() {
        game.apply(action).unwrap();
    }
    let dir = TempDir::new().unwrap();
    let file = dir.path().join("over.json");
    std::fs::write(&file, serde_json::to_string(&game).unwrap()).unwrap();
    let (out, _, output) = table(&["--load", file.to_str().unwrap()], "");
    assert_eq!(output.status.code(), Some(0));
    assert!(
        out.contains("This game is over.\nFinal ranking:\n  1. "),
        "{out}"
    );
    assert!(!out.contains("Pass the keyboard"), "{out}");
}

#[test]
fn computer_players_at_the_table_play_as_in_a_simulation() {
    // The same deal and the same bots, hearing the same events, give the same game.
    let (out, _, _) = table(&["--names", "bot,bot,bot,bot", "--seed", "21"], "");
    let level = saboteur::BotLevel::Heuristic;
    let settings = saboteur::Settings::new(4, 3);
    let (game, _) =
        contract::simulate::play_one(&settings, 0, 21, &[level; 4], &mut Vec::new()).unwrap();
    let nuggets: Vec<u32> = game.players().iter().map(|p| p.score()).collect();
    for (seat, nuggets) in nuggets.iter().enumerate() {
        let line = format!(
            "Bot {} — {nuggets} nugget{}",
            seat + 1,
            if *nuggets == 1 { "" } else { "s" }
        );
        assert!(out.contains(&line), "{line}\n{out}");
    }
}

#[test]
fn gold_cards_all_alike_are_taken_without_asking() {
    use contract::{Game as _, Level, Seat};
    // Computer players play until a digger must choose among gold cards of one value
    // (the last chooser always does: one card is left).
    let mut found = None;
    'games: for seed in 0..200u64 {
        let mut game = saboteur::Saboteur::new_game(&saboteur::Settings::new(3, 1), seed).unwrap();
        let mut bots: Vec<_> = (0..3)
            .map(|seat| Level::<saboteur::Saboteur>::bot(saboteur::BotLevel::Heuristic, seat, seed))
            .collect();
        while let Some(player) = contract::Game::to_move(&game) {
            if let saboteur::Phase::Share { pool, .. } = game.phase()
                && pool.windows(2).all(|pair| pair[0] == pair[1])
            {
                found = Some(game);
                break 'games;
            }
            let legal = game.legal_actions();
            let action = bots[player]
                .choose(&Seat::new(&game, player), &legal)
                .unwrap();
            let events = game.apply(action).unwrap();
            for bot in &mut bots {
                for event in &events {
                    bot.observe(event);
                }
            }
        }
    }
    let game = found.expect("some game shares gold cards all alike");
    let dir = TempDir::new().unwrap();
    let path = dir.path().join("share.json");
    std::fs::write(&path, game.to_json()).unwrap();
    let (out, _, _) = table(&["--load", path.to_str().unwrap()], "quit\n");
    assert!(out.contains("nothing for"), "{out}");
    assert!(out.contains("takes a gold card of"), "{out}");
}
