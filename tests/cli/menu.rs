//! The main menu driven by piped input (plain numbered lines).

use predicates::prelude::*;

use crate::{karty, stdout_of};

/// Menu numbers of the deck tools, counted from the end so that game entries added
/// before them do not move them.
fn tool(from_end: usize) -> String {
    let listing = stdout_of(karty().arg("--plain").write_stdin(""));
    let count = listing
        .lines()
        .filter(|l| l.trim_start().starts_with(|c: char| c.is_ascii_digit()))
        .count();
    (count + 1 - from_end).to_string()
}

fn quit() -> String {
    tool(1)
}
fn packs() -> String {
    tool(2)
}
fn new_deck() -> String {
    tool(3)
}
fn show() -> String {
    tool(4)
}
fn pick() -> String {
    tool(5)
}
fn draw() -> String {
    tool(6)
}
fn shuffle() -> String {
    tool(7)
}

fn run_menu(lines: &[String]) -> String {
    let mut script = lines.join("\n");
    script.push('\n');
    stdout_of(karty().args(["--seed", "7", "--ascii"]).write_stdin(script))
}

#[test]
fn menu_lists_the_deck_tools_and_quits() {
    let out = run_menu(&[quit()]);
    for entry in [
        "Shuffle the deck",
        "Draw a card",
        "Pick a card",
        "Show the deck's order",
        "New deck",
        "number of packs",
        "Quit",
    ] {
        assert!(out.contains(entry), "missing {entry}: {out}");
    }
    assert!(out.trim_end().ends_with("Goodbye."));
}

#[test]
fn the_deck_persists_between_menu_choices() {
    let out = run_menu(&[shuffle(), draw(), draw(), show(), quit()]);
    assert!(out.contains("Shuffled 52 cards."));
    assert!(out.contains("You drew QC. 51 cards left."), "{out}");
    assert!(out.contains("You drew 6C. 50 cards left."), "{out}");
    let after_show = out.split("top card first:\n").nth(1).unwrap();
    assert!(after_show.starts_with("5H 7D 7S"), "{after_show}");
    assert!(out.contains("(deck: 50 cards)"));
}

#[test]
fn pick_a_card_by_position_with_bad_answers_first() {
    let out = run_menu(&[
        pick(),
        "0".into(),
        "abc".into(),
        "".into(),
        "2".into(),
        quit(),
    ]);
    assert!(
        out.contains("0 is out of range: type a number from 1 to 52."),
        "{out}"
    );
    assert!(out.contains("\"abc\" is not a number"), "{out}");
    assert!(out.contains("Please type a number from 1 to 52."), "{out}");
    assert!(out.contains("You picked 3S. 51 cards left."), "{out}");
}

#[test]
fn choosing_two_packs_gives_a_new_deck_of_104() {
    let out = run_menu(&[packs(), "9".into(), "2".into(), quit()]);
    assert!(out.contains("9 is out of range"), "{out}");
    assert!(
        out.contains("A new deck of 2 packs: 104 cards, in order."),
        "{out}"
    );
    assert!(out.contains("(now 2)"));
}

#[test]
fn drawing_from_an_empty_deck_says_so() {
    let mut lines = vec![packs(), "1".into()];
    lines.extend(std::iter::repeat_n(draw(), 53));
    lines.push(new_deck());
    lines.push(quit());
    let out = run_menu(&lines);
    assert!(out.contains("0 cards left."));
    assert!(out.contains("The deck is empty: choose New deck to start again."));
    assert!(out.contains("A new deck of 52 cards, in order."));
}

#[test]
fn nonsense_menu_answers_get_another_chance() {
    let out = run_menu(&["".into(), "hello".into(), "-3".into(), "99".into(), quit()]);
    assert!(out.contains("Please type a number"), "{out}");
    assert!(out.contains("\"hello\" is not a number"), "{out}");
    assert!(out.contains("99 is out of range"), "{out}");
    assert!(out.trim_end().ends_with("Goodbye."));
}

#[test]
fn end_of_input_leaves_the_menu_cleanly() {
    karty()
        .write_stdin(format!("{}\n", shuffle()))
        .assert()
        .success()
        .stdout(predicate::str::ends_with("Goodbye.\n"))
        .stderr(predicate::str::contains("panicked").not());
    // End of input inside a question, too.
    karty()
        .arg("--plain")
        .write_stdin(format!("{}\n", pick()))
        .assert()
        .success()
        .stdout(predicate::str::contains("Goodbye."));
}

#[test]
fn plain_flag_and_piped_input_give_the_same_menu() {
    let piped = stdout_of(karty().args(["--seed", "1"]).write_stdin(""));
    let plain = stdout_of(karty().args(["--seed", "1", "--plain"]).write_stdin(""));
    assert_eq!(piped, plain);
    assert!(!piped.contains("not a terminal"));
}

#[test]
fn a_reader_that_goes_away_ends_the_program_quietly() {
    use std::io::Write;
    use std::process::Stdio;
    let binary = assert_cmd::cargo::cargo_bin!("karty");
    let mut child = std::process::Command::new(binary)
        .args(["--plain", "--seed", "3"])
        .env("NO_COLOR", "1")
        .env("LC_ALL", "C")
        .env("KARTY_DATA_DIR", crate::data_dir())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Far more output than a pipe buffers, and nobody reading it.
    drop(child.stdout.take());
    let script = format!("{}\n", show()).repeat(2000);
    let mut stdin = child.stdin.take().unwrap();
    let _ = stdin.write_all(script.as_bytes());
    drop(stdin);
    let output = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(output.status.code(), Some(0), "{stderr}");
}

#[test]
fn finished_games_are_counted_in_the_statistics_unless_told_not_to() {
    let data = tempfile::tempdir().unwrap();
    let stats = || stdout_of(karty().env("KARTY_DATA_DIR", data.path()).arg("stats"));
    assert!(stats().contains("No games recorded yet."));
    // A Klondike game given up after a move counts as abandoned, not played.
    for extra in [None, Some("--no-stats")] {
        let mut cmd = karty();
        cmd.env("KARTY_DATA_DIR", data.path())
            .args(["klondike", "--plain", "--seed", "1"])
            .args(extra)
            .write_stdin("U\nquit\n");
        stdout_of(&mut cmd);
    }
    let table = stats();
    assert!(table.contains("klondike draw 1       0      0"), "{table}");
    assert!(
        table.trim_end().ends_with("1         0"),
        "one abandoned: {table}"
    );
    // The menu shows the same table.
    let listing = stdout_of(
        karty()
            .env("KARTY_DATA_DIR", data.path())
            .arg("--plain")
            .write_stdin(""),
    );
    let entry = listing
        .lines()
        .find_map(|l| l.trim().strip_suffix(") Statistics of games played"))
        .expect("a menu entry for the statistics");
    let menu = stdout_of(
        karty()
            .env("KARTY_DATA_DIR", data.path())
            .write_stdin(format!("{entry}\n")),
    );
    assert!(menu.contains("klondike draw 1       0      0"), "{menu}");
}

#[test]
fn the_menu_lists_recorded_games_and_steps_through_one() {
    let data = tempfile::tempdir().unwrap();
    let menu_with = |input: &str| {
        stdout_of(
            karty()
                .env("KARTY_DATA_DIR", data.path())
                .args(["--plain", "--seed", "1"])
                .write_stdin(input.to_string()),
        )
    };
    let entry = |listing: &str| {
        listing
            .lines()
            .find_map(|l| l.trim().strip_suffix(") Recorded games and replays"))
            .expect("a menu entry for the recorded games")
            .to_string()
    };
    // Nothing recorded yet: the entry says so and the menu goes on.
    let empty = menu_with("");
    let history = entry(&empty);
    let out = menu_with(&format!("{history}\n{}\n", quit()));
    assert!(out.contains("No games recorded yet."), "{out}");
    assert!(out.trim_end().ends_with("Goodbye."), "{out}");
    // One Klondike move, then quit: a recorded game to step through.
    let mut klondike = karty();
    klondike
        .env("KARTY_DATA_DIR", data.path())
        .args(["klondike", "--plain", "--seed", "1"])
        .write_stdin("U\nquit\n");
    stdout_of(&mut klondike);
    let out = menu_with(&format!("{history}\nseven\n1\n\nq\n{}\n", quit()));
    assert!(out.contains("klondike"), "the list: {out}");
    assert!(out.contains("seven is not a game's id"), "{out}");
    assert!(out.contains("Start, before move 1 of 1."), "{out}");
    assert!(out.contains("Move 1 of 1"), "{out}");
    assert!(out.trim_end().ends_with("Goodbye."), "{out}");
}
