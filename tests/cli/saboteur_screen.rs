//! The Saboteur table in a window of 80x24: a whole turn on one screen (the round's last
//! moves, the board from row 1 to 7, everyone, the hand, the prompt), and the board as
//! each round ended before the next deal.

use crate::karty;
use crate::pty::Terminal;

/// Waits for the next question (the person's prompt, or Enter at a round's end) and
/// returns the screen as it then is.
fn next_question(window: &mut Terminal) -> String {
    window.wait_for_any(&["Ala> ", "go on."])
}

/// The answer to the question on `screen`: Enter at a round's end, the gold offered
/// when the diggers share it, else a discard.
fn answer(screen: &str) -> String {
    if screen.trim_end().ends_with("go on.") {
        return "\r".to_string();
    }
    if let Some(at) = screen.rfind("take ") {
        let number: String = screen[at + 5..].chars().take(1).collect();
        return format!("take {number}\r");
    }
    "discard 1\r".to_string()
}

#[test]
fn a_whole_saboteur_turn_fits_a_window_of_80_by_24() {
    let args = [
        "saboteur", "--fast", "--seed", "4", "--names", "Ala", "--rounds", "2",
    ];
    whole_turns_fit(&args);
}

#[test]
fn ten_players_fit_a_window_of_80_by_24_too() {
    let args = [
        "saboteur",
        "--fast",
        "--seed",
        "6",
        "--names",
        "Ala",
        "--players",
        "10",
        "--rounds",
        "3",
    ];
    whole_turns_fit(&args);
}

/// Six of Ala's turns, each seen whole on a screen of 80x24.
fn whole_turns_fit(args: &[&str]) {
    let mut window = Terminal::start(24, args, &[]);
    let mut turns = 0;
    while turns < 6 {
        let screen = next_question(&mut window);
        let lines: Vec<&str> = screen.lines().collect();
        if !screen.contains("Your hand:") {
            window.send(&answer(&screen));
            continue;
        }
        turns += 1;
        // Everything from the round's title to the prompt is on the screen at once.
        let title = lines
            .iter()
            .position(|l| l.starts_with("Round ") && l.contains("Ala's turn"))
            .unwrap_or_else(|| panic!("no title on the screen:\n{screen}"));
        assert!(lines[title + 1].starts_with("    A  B  C"), "{screen}");
        for row in 1..=7 {
            let label = format!("{row:>2}  ");
            assert!(
                lines.iter().any(|l| l.starts_with(&label)),
                "no row {row}:\n{screen}"
            );
        }
        assert!(screen.contains("[?]") || screen.contains("[s]"), "{screen}");
        assert!(screen.contains("You are a "), "{screen}");
        assert!(screen.contains("> 1 Ala"), "{screen}");
        assert!(lines.iter().any(|l| l.starts_with("S start")), "{screen}");
        assert!(lines.last().unwrap().contains("Ala>"), "{screen}");
        assert!(lines.len() <= 24);
        // Above the title, the last moves: the player before Ala moved just now.
        if turns > 1 {
            assert!(
                lines[..title]
                    .iter()
                    .any(|l| l.starts_with("Bot ") && !l.starts_with("Bot 1 ")),
                "the last moves are not on the screen:\n{screen}"
            );
        }
        window.send(&answer(&screen));
    }
}

#[test]
fn a_terminal_shows_the_board_as_the_round_ended_and_waits_for_enter() {
    let args = [
        "saboteur", "--fast", "--seed", "4", "--names", "Ala", "--rounds", "2",
    ];
    let mut window = Terminal::start(24, &args, &[]);
    for _ in 0..200 {
        let screen = next_question(&mut window);
        if screen.trim_end().ends_with("go on.") {
            let lines: Vec<&str> = screen.lines().collect();
            let at = lines
                .iter()
                .position(|l| *l == "The board as the round ended:")
                .unwrap_or_else(|| panic!("no final board:\n{screen}"));
            assert!(lines[at + 1].starts_with("    A  B  C"), "{screen}");
            assert!(lines[at + 15].starts_with(" 7  "), "{screen}");
            assert!(screen.contains("Round 1 is over"), "{screen}");
            // Every goal is shown now: none is left face down.
            assert!(!screen.contains("[?]"), "{screen}");
            window.send("\r");
            loop {
                let next = next_question(&mut window);
                if next.contains("Round 2 of 2") {
                    return;
                }
                window.send(&answer(&next));
            }
        }
        window.send(&answer(&screen));
    }
    panic!("the round did not end:\n{}", window.transcript);
}

#[test]
fn plain_input_gets_the_board_as_each_round_ended_without_waiting() {
    let script = "discard 1\n".repeat(80);
    let output = karty()
        .args(["--seed", "4", "saboteur", "--names", "Ala", "--rounds", "1"])
        .write_stdin(script)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0));
    let out = String::from_utf8(output.stdout).unwrap();
    let at = out
        .find("The board as the round ended:")
        .unwrap_or_else(|| panic!("no final board:\n{out}"));
    let board: Vec<&str> = out[at..].lines().skip(1).take(17).collect();
    assert!(board[0].starts_with("    A  B  C"), "{out}");
    assert!(board[14].starts_with(" 7  "), "{out}");
    assert!(board[16].starts_with("S start"), "{out}");
    assert!(!board.iter().any(|l| l.contains("[?]")), "{out}");
    assert!(!out.contains("Press Enter"), "{out}");
    // The round's result comes before the board, the game's end after it.
    assert!(out[..at].contains("Round 1 is over"), "{out}");
    assert!(out[at..].contains("The game is over."), "{out}");
}

#[test]
fn a_tall_window_gets_the_card_pictures_and_log_tells_the_round() {
    let args = ["saboteur", "--fast", "--seed", "4", "--names", "Ala"];
    let mut window = Terminal::start(50, &args, &[]);
    let screen = next_question(&mut window);
    // The 3×5 pictures: a face-down goal in its box, and the hint under the hand.
    assert!(screen.contains("┌───┐"), "{screen}");
    assert!(screen.contains("Your move? (play 2 at C4"), "{screen}");
    window.send("log\r");
    let log = next_question(&mut window);
    assert!(log.contains("Round 1 of 3: Ala plays first."), "{log}");
}

#[test]
fn two_people_each_see_their_whole_turn_in_80_by_24() {
    let args = ["saboteur", "--fast", "--seed", "2", "--names", "Ala,Bob"];
    let mut window = Terminal::start(24, &args, &[]);
    for name in ["Ala", "Bob", "Ala"] {
        window.wait_for(&format!("Pass the keyboard to {name}"));
        window.send("\r");
        let screen = window.wait_for(&format!("{name}> "));
        let lines: Vec<&str> = screen.lines().collect();
        // The screen was wiped for the hand-over: all of this turn is on it at once.
        assert!(screen.contains(&format!("{name}'s turn")), "{screen}");
        assert!(
            lines.iter().any(|l| l.starts_with("    A  B  C")),
            "{screen}"
        );
        assert!(lines.iter().any(|l| l.starts_with(" 7  ")), "{screen}");
        assert!(screen.contains("Your hand:"), "{screen}");
        window.send("discard 1\r");
        window.wait_for("press Enter to hide your cards.");
        window.send("\r");
    }
}

#[test]
fn the_board_as_the_round_ended_in_ascii() {
    let script = "discard 1\n".repeat(80);
    let output = karty()
        .args([
            "--ascii", "--seed", "4", "saboteur", "--names", "Ala", "--rounds", "1",
        ])
        .write_stdin(script)
        .output()
        .unwrap();
    let out = String::from_utf8(output.stdout).unwrap();
    let start = out.find("Round 1 is over").expect("the round ends");
    let end = start + out[start..].find("S start").expect("a legend");
    let end = end + out[end..].find('\n').unwrap_or(out.len() - end);
    insta::assert_snapshot!(&out[start..end]);
}
