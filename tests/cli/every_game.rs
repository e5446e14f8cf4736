//! The options every game shares, run against every game and checked alike: the kinds
//! of computer player by their names, `--seed` with `--plain`, `--load` of another
//! game's file, `quit` and the end of input.

use crate::karty;

/// Each game's table, with the arguments that seat one person and the levels it has.
struct Table {
    game: &'static str,
    seat_one_person: &'static [&'static str],
    levels: &'static [&'static str],
    state_args: &'static [&'static str],
}

const TABLES: &[Table] = &[
    Table {
        game: "klondike",
        seat_one_person: &[],
        levels: &[],
        state_args: &[],
    },
    Table {
        game: "makao",
        seat_one_person: &["--names", "Ala", "--rules", "polish"],
        levels: &["easy", "normal", "hard"],
        state_args: &[],
    },
    Table {
        game: "saboteur",
        seat_one_person: &["--names", "Ala"],
        levels: &["easy", "normal", "hard"],
        state_args: &["--players", "3"],
    },
    #[cfg(feature = "nim")]
    Table {
        game: "nim",
        seat_one_person: &["--names", "Ala"],
        levels: &["easy", "hard"],
        state_args: &[],
    },
];

fn table(game: &str, args: &[&str], input: &str) -> std::process::Output {
    karty()
        .args(["--seed", "5", "--plain", "--no-stats", game])
        .args(args)
        .write_stdin(input)
        .output()
        .expect("karty runs")
}

#[test]
fn every_level_name_seats_a_computer_player_and_a_wrong_one_names_those_there_are() {
    for table_of in TABLES {
        for level in table_of.levels {
            let mut args = table_of.seat_one_person.to_vec();
            args.extend(["--bot-level", level]);
            let out = table(table_of.game, &args, "");
            assert_eq!(
                out.status.code(),
                Some(0),
                "{} {level}: {out:?}",
                table_of.game
            );
        }
        if table_of.levels.is_empty() {
            continue;
        }
        let mut args = table_of.seat_one_person.to_vec();
        args.extend(["--bot-level", "grandmaster"]);
        let out = table(table_of.game, &args, "");
        assert_eq!(out.status.code(), Some(2), "{}", table_of.game);
        let said = String::from_utf8_lossy(&out.stderr);
        for level in table_of.levels {
            assert!(said.contains(level), "{}: {said}", table_of.game);
        }
    }
}

#[test]
fn the_same_seed_deals_the_same_game_and_the_end_of_input_ends_it_cleanly() {
    for table_of in TABLES {
        let first = table(table_of.game, table_of.seat_one_person, "");
        let again = table(table_of.game, table_of.seat_one_person, "");
        assert_eq!(first.status.code(), Some(0), "{}: {first:?}", table_of.game);
        assert_eq!(first.stdout, again.stdout, "{}", table_of.game);
        assert!(!first.stdout.is_empty(), "{}", table_of.game);
    }
}

#[test]
fn quit_leaves_every_game_with_a_clean_exit() {
    for table_of in TABLES {
        // quit, then Enter at the offer to save.
        let out = table(table_of.game, table_of.seat_one_person, "quit\n\n");
        assert_eq!(out.status.code(), Some(0), "{}: {out:?}", table_of.game);
        let said = String::from_utf8_lossy(&out.stdout);
        assert!(!said.contains("panicked"), "{}: {said}", table_of.game);
    }
}

#[test]
fn another_games_file_is_named_with_the_command_that_opens_it() {
    let dir = tempfile::tempdir().expect("a folder");
    for owner in TABLES {
        let state = karty()
            .args(["--seed", "3", owner.game, "state"])
            .args(owner.state_args)
            .output()
            .expect("karty runs");
        assert!(state.status.success(), "{}", owner.game);
        let path = dir.path().join(format!("{}.json", owner.game));
        std::fs::write(&path, &state.stdout).expect("written");
        let file = path.display().to_string();
        for other in TABLES.iter().filter(|t| t.game != owner.game) {
            let expected = format!("open it with karty {} --load {file}", owner.game);
            let out = table(other.game, &["--load", &file], "");
            assert_eq!(
                out.status.code(),
                Some(1),
                "{} in {}",
                owner.game,
                other.game
            );
            let said = String::from_utf8_lossy(&out.stderr);
            assert!(
                said.contains(&expected),
                "{} in {}: {said}",
                owner.game,
                other.game
            );
            let out = karty()
                .args([other.game, "moves", "--state", &file])
                .output()
                .expect("karty runs");
            assert_eq!(out.status.code(), Some(1));
            assert!(String::from_utf8_lossy(&out.stderr).contains(&expected));
        }
    }
}

/// After a game at a table of several seats, the people are asked whether to play again
/// with the same seats; yes deals a new game (from a fresh seed) and tells the running
/// score. Each game is played out by a person who always does the least.
#[test]
fn play_again_deals_a_new_game_to_the_same_seats_with_the_running_score() {
    let makao = [
        "makao",
        "--names",
        "Ala",
        "--rules",
        "polish",
        "--bot-level",
        "normal",
    ];
    let saboteur = ["saboteur", "--names", "Ala", "--rounds", "1"];
    let cases: [(&[&str], &str, &str, &str, &str); 2] = [
        (
            &makao,
            "0\n",
            "Game over: Bot 1 wins.",
            "After 1 game: Ala won 0, Bot 1 won 1.",
            "--- Ala's turn ---",
        ),
        (
            &saboteur,
            "discard 1\n",
            "The game is over.",
            "After 1 game: Ala won 0, Bot 1 won 1, Bot 2 won 1.",
            "Round 1 of 1: ",
        ),
    ];
    for (args, least, over, score, again) in cases {
        let input = format!("{}y\n", least.repeat(300));
        let out = karty()
            .args(["--seed", "4", "--plain", "--no-stats"])
            .args(args)
            .write_stdin(input)
            .output()
            .expect("karty runs");
        assert!(out.status.success());
        let said = String::from_utf8_lossy(&out.stdout);
        let over = said.find(over).expect("the first game ends");
        let asked = said
            .find("Play again with the same players?")
            .expect("asked");
        let score = said
            .find(score)
            .unwrap_or_else(|| panic!("the score: {said}"));
        assert!(over < asked && asked < score, "{said}");
        assert!(said[score..].contains(again), "a new game: {said}");
    }
}
