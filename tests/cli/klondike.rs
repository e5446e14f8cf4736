//! `karty klondike`: scripted games from seeded deals, position files, `show --load`.

use std::path::{Path, PathBuf};

use klondike::{Draw, Klondike, Lang, Move, Style};
use predicates::prelude::*;

use crate::{karty, stdout_of};

/// The rules page's example position (the engine crate's test fixture).
fn example_file() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("crates/klondike/tests/positions/rules_example.json")
}

/// The rules page's Layout block, as `show --load` must print it.
const RULES_PAGE_BLOCK: &str =
    include_str!("../../crates/klondike/tests/positions/rules_example_layout.txt");

/// All 52 cards up but K♣, which lies alone in column A.
const ONE_MOVE_FROM_WON: &str = r#"{"draw": 1, "stock": [], "waste": [],
 "foundations": [["AS","2S","3S","4S","5S","6S","7S","8S","9S","TS","JS","QS","KS"],
                 ["AH","2H","3H","4H","5H","6H","7H","8H","9H","TH","JH","QH","KH"],
                 ["AD","2D","3D","4D","5D","6D","7D","8D","9D","TD","JD","QD","KD"],
                 ["AC","2C","3C","4C","5C","6C","7C","8C","9C","TC","JC","QC"]],
 "tableau": [{"down": [], "up": ["KC"]}, {"down": [], "up": []}, {"down": [], "up": []},
             {"down": [], "up": []}, {"down": [], "up": []}, {"down": [], "up": []},
             {"down": [], "up": []}]}"#;

/// Every card face up, nothing in U: clubs and hearts in two columns, the rest up.
const READY_TO_FINISH: &str = r#"{"draw": 1, "moves": 40, "stock": [], "waste": ["9H"],
 "foundations": [["AS","2S","3S","4S","5S","6S","7S","8S","9S","TS","JS","QS","KS"],
                 ["AH","2H","3H","4H","5H","6H","7H","8H"],
                 ["AD","2D","3D","4D","5D","6D","7D","8D","9D","TD","JD","QD","KD"],
                 ["AC","2C","3C","4C","5C","6C","7C","8C","9C"]],
 "tableau": [{"down": [], "up": ["KH", "QC", "JH", "TC"]}, {"down": [], "up": ["KC", "QH", "JC", "TH"]},
             {"down": [], "up": []}, {"down": [], "up": []}, {"down": [], "up": []},
             {"down": [], "up": []}, {"down": [], "up": []}]}"#;

pub(crate) fn layout(game: &Klondike, lang: Lang) -> String {
    game.view().render(Style::new(lang, false))
}

/// Runs `karty klondike --plain ARGS` on `script`: its output, errors and exit code.
pub(crate) fn play(args: &[&str], script: &str) -> (String, String, Option<i32>) {
    play_in(Path::new("."), args, script)
}

/// [`play`] with the working directory `dir`.
pub(crate) fn play_in(dir: &Path, args: &[&str], script: &str) -> (String, String, Option<i32>) {
    let output = karty()
        .current_dir(dir)
        .arg("klondike")
        .arg("--plain")
        .args(args)
        .write_stdin(script.to_string())
        .output()
        .expect("karty runs");
    (
        String::from_utf8(output.stdout).expect("utf-8"),
        String::from_utf8(output.stderr).expect("utf-8"),
        output.status.code(),
    )
}

fn temp_file(dir: &tempfile::TempDir, name: &str, text: &str) -> PathBuf {
    let path = dir.path().join(name);
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn klondike_prints_the_seeded_deal_the_prompt_and_the_seed_on_stderr() {
    let (out, err, code) = play(&["--seed", "1"], "");
    let deal = Klondike::deal(&mut cards::seeded(1), Draw::One);
    assert!(out.starts_with(&layout(&deal, Lang::En)), "{out}");
    assert!(out.contains("Your move: "));
    assert!(
        err.contains("Seed: 1 (repeat this deal with --seed 1)"),
        "{err}"
    );
    assert_eq!(code, Some(0));
    let (again, _, _) = play(&["--seed", "1"], "");
    assert_eq!(out, again);
}

#[test]
fn klondike_without_a_seed_prints_one_that_replays_the_deal() {
    let (out, err, _) = play(&[], "");
    let seed: String = err
        .strip_prefix("Seed: ")
        .and_then(|rest| rest.split_whitespace().next())
        .expect("a seed on stderr")
        .to_string();
    let (replayed, _, _) = play(&["--seed", &seed], "");
    assert_eq!(out, replayed);
}

#[test]
fn klondike_in_czech_prompts_and_refuses_as_the_course() {
    let (out, err, code) = play(
        &["--seed", "1", "--lang", "cs"],
        "blbost\nE0G\nAxB\nV2A\nVA\n",
    );
    assert!(out.contains("Zadej tah: Nerozumím tahu\n"), "{out}");
    assert_eq!(out.matches("Nerozumím tahu").count(), 2, "{out}");
    assert!(out.contains("\"X\" není číslo"), "{out}");
    assert!(
        out.contains("Z balíčku V se nedá brát víc karet najednou!"),
        "{out}"
    );
    assert!(out.contains("Na to není v V dost karet!"), "{out}");
    assert!(
        err.contains("Rozdání číslo: 1 (zopakuješ ho s --seed 1)"),
        "{err}"
    );
    assert_eq!(code, Some(0));
}

#[test]
fn klondike_nonsense_input_gets_a_reason_and_another_chance() {
    let script = "\n   \nhello\n♠♠♠\nA99999999999999999999999B\nsave\nWA\nE0G\n";
    let (out, err, code) = play(&["--seed", "5"], script);
    assert_eq!(
        out.matches("I don't understand that move").count(),
        6,
        "{out}"
    );
    assert!(
        out.contains("There are not enough cards in A for that!"),
        "{out}"
    );
    assert!(out.contains("save needs a file name: save FILE"), "{out}");
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(code, Some(0));
}

#[test]
fn klondike_a_move_shows_the_new_layout_and_undo_goes_back_any_number_of_steps() {
    let mut game = Klondike::deal(&mut cards::seeded(1), Draw::One);
    let start = layout(&game, Lang::En);
    game.apply(Move::Turn).unwrap();
    let after_one = layout(&game, Lang::En);
    game.apply(Move::Turn).unwrap();
    let after_two = layout(&game, Lang::En);
    let (out, _, code) = play(&["--seed", "1"], "u\nU\nundo\nundo\nundo\n");
    assert!(out.contains(&format!("Your move: \n{after_one}")), "{out}");
    assert!(out.contains(&format!("Your move: \n{after_two}")), "{out}");
    let undone: Vec<&str> = out.split("Taken back.\n").skip(1).collect();
    assert_eq!(undone.len(), 2, "{out}");
    assert!(undone[0].starts_with(&format!("\n{after_one}")), "{out}");
    assert!(undone[1].starts_with(&format!("\n{start}")), "{out}");
    assert!(out.contains("There is nothing to undo."), "{out}");
    assert_eq!(code, Some(0));
}

#[test]
fn klondike_plays_a_legal_column_move_from_a_seeded_deal() {
    // Find a deal whose first legal move is a column move, play it through the binary.
    let (seed, mv, after) = (0..200u64)
        .find_map(|seed| {
            let mut game = Klondike::deal(&mut cards::seeded(seed), Draw::One);
            let mv = *game.legal_actions().iter().find(|m| **m != Move::Turn)?;
            game.apply(mv).ok()?;
            Some((seed, mv, game))
        })
        .expect("some deal has a move at once");
    let (out, _, _) = play(
        &["--seed", &seed.to_string()],
        &format!("{}\n", mv.to_string().to_lowercase()),
    );
    assert!(out.contains(&layout(&after, Lang::En)), "{mv}: {out}");
}

#[test]
fn klondike_the_last_card_up_wins_with_the_number_of_moves() {
    let dir = tempfile::tempdir().unwrap();
    let file = temp_file(&dir, "won.json", ONE_MOVE_FROM_WON);
    let file = file.to_str().unwrap();
    let (out, _, code) = play(&["--load", file], "AZ\n");
    assert!(out.trim_end().ends_with("You won in 1 move!"), "{out}");
    assert_eq!(code, Some(0));
    let (out, _, _) = play(&["--load", file, "--lang", "cs"], "az\n");
    assert!(out.trim_end().ends_with("Vyhráno! Počet tahů: 1"), "{out}");
}

#[test]
fn klondike_a_loaded_game_already_won_says_so_and_ends() {
    let dir = tempfile::tempdir().unwrap();
    let won = ONE_MOVE_FROM_WON
        .replace("\"QC\"]]", "\"QC\", \"KC\"]]")
        .replace("\"up\": [\"KC\"]", "\"up\": []")
        .replace("\"draw\": 1,", "\"draw\": 1, \"moves\": 80,");
    let file = temp_file(&dir, "won.json", &won);
    let (out, _, code) = play(&["--load", file.to_str().unwrap()], "u\n");
    assert!(!out.contains("Your move: "), "{out}");
    assert_eq!(out.lines().last(), Some("You won in 80 moves!"), "{out}");
    assert_eq!(code, Some(0));
}

#[test]
fn klondike_offers_to_finish_and_auto_finishes_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let file = temp_file(&dir, "ready.json", READY_TO_FINISH);
    let (out, _, code) = play(&["--load", file.to_str().unwrap()], "auto\n");
    assert!(
        out.contains("Every card is face up: type auto and the game finishes by itself."),
        "{out}"
    );
    let finish = Klondike::from_json(READY_TO_FINISH)
        .unwrap()
        .finishing_moves()
        .unwrap();
    let line: Vec<String> = finish.iter().map(Move::to_string).collect();
    assert!(
        out.contains(&format!("auto: {}\n", line.join(" "))),
        "{out}"
    );
    // 40 moves before, one for each of the nine cards left.
    assert_eq!(finish.len(), 9);
    assert_eq!(out.lines().last(), Some("You won in 49 moves!"), "{out}");
    assert_eq!(code, Some(0));
}

#[test]
fn klondike_auto_with_nothing_safe_says_so() {
    let (out, _, _) = play(&["--seed", "1"], "auto\n");
    let deal = Klondike::deal(&mut cards::seeded(1), Draw::One);
    if deal.safe_move_up().is_none() {
        assert!(
            out.contains("Nothing can safely go to the foundations now."),
            "{out}"
        );
    } else {
        assert!(out.contains("auto: "), "{out}");
    }
}

#[test]
fn klondike_save_then_load_and_show_give_the_same_position() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("saved.json");
    let file_arg = file.to_str().unwrap();
    let (out, _, _) = play(&["--seed", "9"], &format!("u\nu\nsave {file_arg}\nquit\n"));
    assert!(out.contains(&format!("Saved to {file_arg}.")), "{out}");
    assert!(
        out.trim_end().ends_with(&format!(
            "You leave the game. The game stops here, unfinished. It was saved to {file_arg}: \
             go on with karty klondike --load {file_arg}"
        )),
        "{out}"
    );
    let mut game = Klondike::deal(&mut cards::seeded(9), Draw::One);
    game.apply(Move::Turn).unwrap();
    game.apply(Move::Turn).unwrap();
    let saved = crate::klondike_saved(&file);
    assert_eq!(saved, game);
    let shown = stdout_of(karty().args(["klondike", "show", "--load", file_arg]));
    assert_eq!(shown, layout(&game, Lang::En));
    let (resumed, err, _) = play(&["--load", file_arg], "");
    assert!(resumed.starts_with(&layout(&game, Lang::En)), "{resumed}");
    assert!(!err.contains("Seed"), "a loaded game has no seed: {err}");
}

#[test]
fn klondike_save_to_an_impossible_place_says_why_and_plays_on() {
    let (out, _, code) = play(&["--seed", "2"], "save /nonexistent-dir/x.json\nu\n");
    assert!(
        out.contains("Could not save to /nonexistent-dir/x.json: "),
        "{out}"
    );
    assert_eq!(out.matches("Your move: ").count(), 3, "{out}");
    assert_eq!(code, Some(0));
}

#[test]
fn klondike_show_load_prints_the_rules_page_example_byte_for_byte() {
    let out = stdout_of(
        karty()
            .args(["klondike", "show", "--load"])
            .arg(example_file()),
    );
    assert_eq!(out, RULES_PAGE_BLOCK);
}

#[test]
fn klondike_show_load_with_ascii_uses_the_languages_suit_letters() {
    let out = stdout_of(
        karty()
            .args(["klondike", "show", "--ascii", "--load"])
            .arg(example_file()),
    );
    assert!(
        out.contains("[???] [9S ]       [AS ] [2C ] [2 D] [   ]"),
        "{out}"
    );
    let out = stdout_of(
        karty()
            .args(["klondike", "show", "--ascii", "--lang", "cs", "--load"])
            .arg(example_file()),
    );
    assert!(
        out.contains("[???] [9P ]       [AP ] [2+ ] [2 K] [   ]"),
        "{out}"
    );
    assert!(out.contains("[7 K] [X S]"), "{out}");
}

#[test]
fn klondike_show_load_refuses_broken_files_naming_the_problem() {
    let dir = tempfile::tempdir().unwrap();
    let example = std::fs::read_to_string(example_file()).unwrap();
    let cases = [
        (
            "bad.json",
            "{\"draw\": 1,".to_string(),
            "not a position file",
        ),
        (
            "missing.json",
            example.replacen("\"JC\", ", "", 1),
            "card JC is missing",
        ),
        (
            "doubled.json",
            example.replacen("\"JC\"", "\"9S\"", 1),
            "9S is there twice (in U and in V)",
        ),
        (
            "foundation.json",
            example.replacen("[\"AD\", \"2D\"], []", "[\"AD\"], [\"2D\"]", 1),
            "foundation Z must start with an ace, not 2D",
        ),
        (
            "card.json",
            example.replacen("\"9S\"", "\"1X\"", 1),
            "\"1\" is not a rank",
        ),
        ("empty.json", String::new(), "not a position file"),
        (
            "negative.json",
            example.replacen("\"draw\": 1", "\"draw\": 1, \"moves\": -1", 1),
            "invalid value: integer `-1`",
        ),
        (
            "huge.json",
            example.replacen("\"draw\": 1", "\"draw\": 99999999999999999999", 1),
            "not a position file",
        ),
        (
            "unicode.json",
            example
                .replacen("\"9S\"", "\"9♠\"", 1)
                .replacen("\"JC\"", "\"Ж\"", 1),
            "Ж",
        ),
    ];
    for (name, text, message) in cases {
        let file = temp_file(&dir, name, &text);
        karty()
            .args(["klondike", "show", "--load"])
            .arg(&file)
            .assert()
            .code(1)
            .stdout("")
            .stderr(predicate::str::contains(message))
            .stderr(predicate::str::contains(name));
    }
    karty()
        .args(["klondike", "show", "--load", "/no/such/file.json"])
        .assert()
        .code(1)
        .stdout("")
        .stderr(predicate::str::contains("cannot read /no/such/file.json"));
    let file = temp_file(&dir, "cs.json", &example.replacen("\"JC\", ", "", 1));
    karty()
        .args(["klondike", "--lang", "cs", "show", "--load"])
        .arg(&file)
        .assert()
        .code(1)
        .stderr(predicate::str::contains("Chybí karta JC"));
}

#[test]
fn klondike_load_of_a_broken_file_refuses_to_start() {
    let dir = tempfile::tempdir().unwrap();
    let file = temp_file(&dir, "bad.json", "[]");
    let (out, err, code) = play(&["--load", file.to_str().unwrap()], "");
    assert_eq!(out, "");
    assert!(err.contains("not a position file"), "{err}");
    assert_eq!(code, Some(1));
}

#[test]
fn klondike_draw_three_fans_the_waste() {
    let mut game = Klondike::deal(&mut cards::seeded(4), Draw::Three);
    game.apply(Move::Turn).unwrap();
    let (out, _, _) = play(&["--seed", "4", "--draw", "3"], "u\n");
    assert!(out.contains(&layout(&game, Lang::En)), "{out}");
    let top_row = layout(&game, Lang::En).lines().nth(1).unwrap().to_string();
    assert_eq!(top_row.matches('[').count(), 8, "{top_row}");
    let draw_one = Klondike::deal(&mut cards::seeded(4), Draw::One);
    assert_eq!(
        draw_one.stock(),
        game.stock()
            .iter()
            .chain(game.waste().iter().rev())
            .copied()
            .collect::<Vec<_>>()
            .as_slice()
    );
}

#[test]
fn klondike_draw_with_a_loaded_file_plays_it_in_that_mode() {
    let dir = tempfile::tempdir().unwrap();
    let mut game = Klondike::deal(&mut cards::seeded(6), Draw::One);
    for _ in 0..3 {
        game.apply(Move::Turn).unwrap();
    }
    let file = temp_file(&dir, "three.json", &game.to_json());
    let shown = stdout_of(karty().args(["klondike", "show", "--load"]).arg(&file));
    assert_eq!(shown, layout(&game, Lang::En));
    let shown = stdout_of(
        karty()
            .args(["klondike", "show", "--draw", "3", "--load"])
            .arg(&file),
    );
    game.set_draw(Draw::Three);
    assert_eq!(shown, layout(&game, Lang::En));
    assert_eq!(shown.lines().nth(1).unwrap().matches('[').count(), 8);
    let (out, _, _) = play(&["--load", file.to_str().unwrap(), "--draw", "3"], "u\n");
    game.apply(Move::Turn).unwrap();
    assert!(out.contains(&layout(&game, Lang::En)), "{out}");
}

#[test]
fn klondike_bad_options_are_usage_errors() {
    for args in [
        vec!["klondike", "--draw", "2"],
        vec!["klondike", "--lang", "de"],
        vec!["klondike", "--seed", "x"],
        vec!["klondike", "show"],
    ] {
        karty()
            .args(&args)
            .write_stdin("")
            .assert()
            .code(2)
            .stderr(predicate::str::contains("panicked").not());
    }
}

#[test]
fn klondike_help_says_which_ascii_letters_each_language_uses() {
    let (out, _, _) = play(&["--seed", "1"], "?\n");
    assert!(out.contains("E2G    move 2 cards from E to G"), "{out}");
    assert!(out.contains("S ♠, H ♥, D ♦, C ♣"), "{out}");
    let (out, _, _) = play(&["--seed", "1", "--lang", "cs"], "?\n");
    assert!(out.contains("E2G - Přemístí 2 karty z E na G"), "{out}");
    assert!(out.contains("P ♠, S ♥, K ♦, + ♣"), "{out}");
}

#[test]
fn klondike_from_the_menu() {
    let out = stdout_of(
        karty()
            .args(["--plain", "--seed", "1"])
            // Klondike, then Start with its settings.
            .write_stdin("1\n1\nquit\n"),
    );
    assert!(out.contains("1) Play Klondike"), "{out}");
    let deal = Klondike::deal(&mut cards::seeded(1), Draw::One);
    assert!(out.contains(&layout(&deal, Lang::En)), "{out}");
    // `quit` offers to save first; the end of input answers that it need not.
    assert!(
        out.contains(
            "Your move: Save the game before leaving? Type a file name, or press Enter to \
             leave. \nYou leave the game. The game stops here, unfinished, and was not saved."
        ),
        "{out}"
    );
}

fn solve(args: &[&str]) -> (String, String, Option<i32>) {
    let output = karty()
        .args(["klondike", "solve"])
        .args(args)
        .output()
        .expect("karty runs");
    (
        String::from_utf8(output.stdout).expect("utf-8"),
        String::from_utf8(output.stderr).expect("utf-8"),
        output.status.code(),
    )
}

#[test]
fn klondike_solve_gives_a_winning_line_that_the_game_plays_to_a_win() {
    for (seed, draw) in [("3", "1"), ("4", "1"), ("3", "3")] {
        let (out, _, code) = solve(&["--seed", seed, "--draw", draw, "--nodes", "100000"]);
        assert_eq!(code, Some(0));
        let mut lines = out.lines();
        let head = lines.next().unwrap_or_default();
        assert!(head.starts_with("winnable in "), "{out}");
        assert!(head.contains(" nodes, "), "{head}");
        let moves: Vec<&str> = lines.collect();
        assert!(
            head.starts_with(&format!("winnable in {} moves", moves.len())),
            "{head}"
        );
        let script = moves.join("\n") + "\n";
        let (played, _, _) = play(&["--seed", seed, "--draw", draw], &script);
        assert!(
            played
                .trim_end()
                .ends_with(&format!("You won in {} moves!", moves.len())),
            "{played}"
        );
        assert!(!played.contains("I don't understand"), "{played}");
    }
}

#[test]
fn klondike_solve_proves_a_lost_deal_and_a_tiny_limit_decides_nothing() {
    let (out, _, code) = solve(&["--seed", "20", "--nodes", "1000000"]);
    assert!(
        out.starts_with("unwinnable, proved by exhaustive search ("),
        "{out}"
    );
    assert_eq!(code, Some(0));
    let (out, _, _) = solve(&["--seed", "20", "--nodes", "1"]);
    assert!(
        out.starts_with("undecided: node limit reached (1 nodes"),
        "{out}"
    );
    let (out, _, _) = solve(&["--seed", "7", "--nodes", "1"]);
    assert!(out.starts_with("undecided: node limit reached"), "{out}");
}

#[test]
fn klondike_solve_a_position_file() {
    let dir = tempfile::tempdir().unwrap();
    let file = temp_file(&dir, "ready.json", READY_TO_FINISH);
    let (out, _, _) = solve(&["--load", file.to_str().unwrap()]);
    assert!(out.starts_with("winnable in "), "{out}");
    let line: Vec<Move> = out.lines().skip(1).map(|l| l.parse().unwrap()).collect();
    let mut game = Klondike::from_json(READY_TO_FINISH).unwrap();
    for mv in line {
        game.apply(mv).unwrap();
    }
    assert!(game.is_won());
}

#[test]
fn klondike_solve_deals_counts_with_intervals_and_results_lines_that_shards_merge() {
    let dir = tempfile::tempdir().unwrap();
    let whole = dir.path().join("whole.jsonl");
    let (out, _, code) = solve(&[
        "--seed",
        "1",
        "--deals",
        "6",
        "--nodes",
        "20000",
        "--out",
        whole.to_str().unwrap(),
    ]);
    assert_eq!(code, Some(0));
    assert!(out.starts_with("6 deals of seeds 1 to 6, draw 1"), "{out}");
    for word in ["winnable", "unwinnable", "undecided"] {
        assert!(out.contains(&format!("  {word} ")), "{out}");
    }
    assert!(out.contains("95% interval"), "{out}");
    assert!(out.contains("median") && out.contains("99th"), "{out}");
    assert!(out.contains("peak memory"), "{out}");
    let lines = std::fs::read_to_string(&whole).unwrap();
    assert_eq!(
        lines.lines().count(),
        7,
        "a manifest and six deals: {lines}"
    );
    assert!(!dir.path().join("whole.jsonl.partial").exists());
    let mut shards = Vec::new();
    for shard in ["1/2", "2/2"] {
        let file = dir.path().join(format!("shard{}.jsonl", &shard[..1]));
        let (out, _, _) = solve(&[
            "--seed",
            "1",
            "--deals",
            "6",
            "--nodes",
            "20000",
            "--shard",
            shard,
            "--out",
            file.to_str().unwrap(),
        ]);
        assert!(
            out.starts_with(&format!("3 deals (shard {shard})")),
            "{out}"
        );
        shards.push(file);
    }
    let merged = stdout_of(karty().args(["klondike", "solve", "--merge"]).args(&shards));
    // The same counts and nodes; the times differ from run to run.
    let counts = |text: &str| -> Vec<String> {
        text.lines()
            .filter(|line| !line.starts_with("time a deal") && !line.contains("per second"))
            .filter(|line| !line.contains("merged from"))
            .map(String::from)
            .collect()
    };
    assert_eq!(counts(&merged), counts(&out));
}

#[test]
fn klondike_solve_refuses_bad_options() {
    for args in [
        vec!["--shard", "0/2", "--deals", "4"],
        vec!["--shard", "3/2", "--deals", "4"],
        vec!["--shard", "1/2"],
        vec!["--time-limit", "-1"],
        vec!["--time-limit", "x"],
        vec!["--nodes", "0"],
        vec!["--deals", "0"],
        vec!["--load", "x.json", "--deals", "3"],
    ] {
        let (_, err, code) = solve(&args);
        assert_eq!(code, Some(2), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
}

#[test]
fn klondike_hint_gives_a_move_of_a_winning_line() {
    let (out, _, _) = play(&["--seed", "3"], "hint\n");
    let hint = out
        .split("Hint: ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .expect("a hint");
    let mv: Move = hint.parse().expect("a move");
    let mut game = Klondike::deal(&mut cards::seeded(3), Draw::One);
    game.apply(mv).expect("the hint is legal");
    assert!(
        out.contains("(the solver looked at the face-down cards)"),
        "{out}"
    );
    let (out, _, _) = play(&["--seed", "3", "--lang", "cs"], "rada\n");
    assert!(out.contains("Rada: "), "{out}");
}

#[test]
fn klondike_says_when_the_game_is_lost_or_stuck() {
    // Only spades are left; 2♠ lies on A♠ with no red three left to take it. U still
    // holds cards the player has not seen: the table says nothing unasked, the hint
    // (which looks at the face-down cards) says the game is lost.
    let dir = tempfile::tempdir().unwrap();
    // Columns A-G as given, the rest empty (column i holds at most i face-down cards).
    let position = |stock: &str, waste: &str, columns: &[&str]| {
        let empty = r#"{"down": [], "up": []}"#;
        let tableau: Vec<&str> = (0..7).map(|i| *columns.get(i).unwrap_or(&empty)).collect();
        format!(
            r#"{{"draw": 1, "stock": [{stock}], "waste": [{waste}],
 "foundations": [[],
                 ["AH","2H","3H","4H","5H","6H","7H","8H","9H","TH","JH","QH","KH"],
                 ["AD","2D","3D","4D","5D","6D","7D","8D","9D","TD","JD","QD","KD"],
                 ["AC","2C","3C","4C","5C","6C","7C","8C","9C","TC","JC","QC","KC"]],
 "tableau": [{}]}}"#,
            tableau.join(", ")
        )
    };
    let spades = r#""4S","5S","6S","7S","8S","9S","TS","JS","QS","KS""#;
    let file = temp_file(
        &dir,
        "lost.json",
        &position(
            spades,
            "",
            &[
                r#"{"down": [], "up": []}"#,
                r#"{"down": ["AS"], "up": ["2S"]}"#,
                r#"{"down": [], "up": ["3S"]}"#,
            ],
        ),
    );
    let (out, _, _) = play(&["--load", file.to_str().unwrap()], "hint\n");
    assert!(!out.contains("this game is lost. Undo or quit"), "{out}");
    assert!(
        out.contains("No move wins from here: this game is lost."),
        "{out}"
    );
    // Every card seen, 3♠ in V, K♠ free to wander between empty columns and nothing
    // else to do: said unasked.
    let file = temp_file(
        &dir,
        "stuck.json",
        &position(
            "",
            r#""3S""#,
            &[
                r#"{"down": [], "up": ["KS"]}"#,
                r#"{"down": ["AS"], "up": ["2S"]}"#,
                r#"{"down": ["4S","5S"], "up": ["6S"]}"#,
                r#"{"down": ["7S","8S","9S"], "up": ["TS"]}"#,
                r#"{"down": ["JS"], "up": ["QS"]}"#,
            ],
        ),
    );
    let (out, _, _) = play(&["--load", file.to_str().unwrap()], "");
    assert!(
        out.contains("No move left changes anything: this game is lost. Undo or quit."),
        "{out}"
    );
}

#[test]
fn klondike_says_nothing_of_a_lost_deal_before_the_player_can_see_it() {
    // Seed 20 (draw one) is proved lost by the solver, from the face-down cards.
    let (out, _, _) = play(&["--seed", "20"], "U\n");
    assert!(!out.contains("lost"), "{out}");
    assert!(!out.contains("can no longer be won"), "{out}");
}

#[test]
fn klondike_winnable_deals_only_a_deal_the_solver_wins_and_names_its_seed() {
    // Seed 9 is proved lost (see the README's run), so --winnable moves on to seed 11.
    let (out, err, _) = play(&["--seed", "9", "--winnable"], "");
    assert!(
        err.contains("Seed: 11 (repeat this deal with --seed 11)"),
        "{err}"
    );
    let deal = Klondike::deal(&mut cards::seeded(11), Draw::One);
    assert!(out.starts_with(&layout(&deal, Lang::En)), "{out}");
}

#[test]
fn klondike_czech_session_screens() {
    let (out, _, _) = play(
        &["--seed", "1", "--lang", "cs"],
        "?\nu\nblbost\nA5B\nundo\nkonec\n",
    );
    insta::assert_snapshot!(out);
}

#[test]
fn klondike_english_ascii_draw_three_session_screens() {
    let (out, _, _) = play(
        &["--seed", "2", "--ascii", "--draw", "3"],
        "u\nu\nauto\nVW\nquit\n",
    );
    insta::assert_snapshot!(out);
}

#[test]
fn klondike_tip_gives_a_legal_move_without_peeking_and_a_win_after_it_is_unassisted() {
    let (out, _, _) = play(&["--seed", "3"], "tip\n");
    let tip = out
        .split("Tip: ")
        .nth(1)
        .and_then(|rest| rest.split(|c: char| c.is_whitespace() || c == '.').next())
        .expect("a tip");
    let mv: Move = tip.parse().expect("a move");
    // U has not been seen yet: the player turns it through first.
    assert_eq!(mv, Move::Turn, "{out}");
    assert!(!out.contains("face-down"), "{out}");
    // Won after a tip, then after a hint: only the hint makes the game assisted.
    let dir = tempfile::tempdir().unwrap();
    let file = temp_file(&dir, "won.json", ONE_MOVE_FROM_WON);
    let file = file.to_str().unwrap();
    let data = tempfile::tempdir().unwrap();
    let stats = || stdout_of(karty().env("KARTY_DATA_DIR", data.path()).arg("stats"));
    for (script, tip) in [("tip\nAZ\n", true), ("hint\nAZ\n", false)] {
        let output = karty()
            .env("KARTY_DATA_DIR", data.path())
            .args(["klondike", "--plain", "--load", file])
            .write_stdin(script)
            .output()
            .expect("karty runs");
        let out = String::from_utf8(output.stdout).expect("utf-8");
        if tip {
            assert!(out.contains("Tip: AZ."), "{out}");
            let table = stats();
            assert!(table.contains("klondike draw 1       1      1"), "{table}");
            assert!(
                table.trim_end().ends_with("0         0"),
                "none assisted: {table}"
            );
        }
    }
    let table = stats();
    assert!(
        table.trim_end().ends_with("0         1"),
        "one assisted: {table}"
    );
}

fn simulate(args: &[&str]) -> String {
    stdout_of(
        karty()
            .args(["klondike", "simulate", "--samples", "2", "--nodes", "200"])
            .args(args),
    )
}

/// The won and lost counts of a `simulate` report.
fn won_lost(report: &str) -> (u32, u32) {
    let count = |word: &str| {
        report
            .lines()
            .find_map(|l| l.trim().strip_prefix(word))
            .and_then(|rest| rest.split_whitespace().next())
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("no {word} line: {report}"))
    };
    (count("won "), count("lost "))
}

#[test]
fn klondike_simulate_reports_wins_that_add_up_repeat_and_shard() {
    for draw in ["1", "3"] {
        let all = simulate(&["--deals", "6", "--seed", "1", "--draw", draw]);
        assert!(
            all.starts_with(&format!(
                "6 deals of seeds 1 to 6, draw {draw}, played without peeking"
            )),
            "{all}"
        );
        assert!(all.contains("(95% interval "), "{all}");
        let (won, lost) = won_lost(&all);
        assert_eq!(won + lost, 6, "{all}");
        // The same seed plays the same games; shards sum to the whole run.
        let again = simulate(&["--deals", "6", "--seed", "1", "--draw", draw]);
        assert_eq!(won_lost(&again), (won, lost));
        let one = simulate(&[
            "--deals", "6", "--seed", "1", "--draw", draw, "--shard", "1/2",
        ]);
        let two = simulate(&[
            "--deals", "6", "--seed", "1", "--draw", draw, "--shard", "2/2",
        ]);
        assert!(
            one.starts_with("3 deals (shard 1/2) of seeds 1 to 6"),
            "{one}"
        );
        let (w1, l1) = won_lost(&one);
        let (w2, l2) = won_lost(&two);
        assert_eq!((w1 + w2, l1 + l2), (won, lost));
    }
    let output = karty()
        .args(["klondike", "simulate", "--shard", "3/2"])
        .output()
        .expect("karty runs");
    assert_eq!(output.status.code(), Some(2));
}

/// What `--samples` counts is said in the report's title; a budget that is no budget,
/// or a rule not known, is refused with the option named.
#[test]
fn klondike_simulate_names_its_budget_and_refuses_absurd_ones() {
    let favoured = simulate(&["--deals", "1", "--seed", "2"]);
    assert!(
        favoured.contains("(2 samples of 200 positions for the favoured move)"),
        "{favoured}"
    );
    let total = simulate(&["--deals", "1", "--seed", "2", "--until", "total"]);
    assert!(
        total.contains("(2 samples of 200 positions a choice)"),
        "{total}"
    );
    for (option, value) in [
        ("--until", "forever"),
        ("--samples", "0"),
        ("--samples", "100001"),
        ("--nodes", "0"),
    ] {
        let output = karty()
            .args(["klondike", "simulate", "--deals", "1", option, value])
            .output()
            .expect("karty runs");
        let said = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{option} {value}: {said}");
        assert!(said.contains(option), "{option} {value}: {said}");
    }
}

/// `auto` plays several moves as one change: one `undo` takes them all back.
#[test]
fn klondike_undo_takes_back_a_whole_auto() {
    let seed = (0..500u64)
        .find(|seed| {
            let mut game = Klondike::deal(&mut cards::seeded(*seed), Draw::One);
            game.auto().len() >= 2
        })
        .expect("some deal has two safe moves at once");
    let mut after = Klondike::deal(&mut cards::seeded(seed), Draw::One);
    let made: Vec<String> = after.auto().iter().map(Move::to_string).collect();
    let (out, _, code) = play(&["--seed", &seed.to_string()], "auto\nundo\nundo\nquit\n\n");
    assert!(
        out.contains(&format!("auto: {}\n", made.join(" "))),
        "{out}"
    );
    assert_eq!(out.matches("Taken back.").count(), 1, "{out}");
    let back = out.split("Taken back.").nth(1).unwrap();
    assert!(back.contains("Moves: 0 "), "{out}");
    assert!(back.contains("There is nothing to undo."), "{out}");
    assert_eq!(code, Some(0));
}
