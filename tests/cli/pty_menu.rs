//! The main menu in a pseudo-terminal, read through a terminal emulator (vt100): number
//! keys, the cursor kept on return, Esc and q back to the menu, Ctrl+C in a game started
//! from the menu, Ctrl+D in an arrow menu, and windows that are tiny or shrink; and the
//! Makao table's help, wrapped to the window.

use std::path::Path;

use crate::pty::Terminal;

/// karty's main menu in a pseudo-terminal of `rows` x 80, its data in `data`.
fn main_menu(rows: u16, data: &Path) -> Terminal {
    Terminal::start_in(rows, 80, &[], data)
}

const MENU: &str = "karty: main menu";
const ESC: &str = "\x1b";

#[test]
fn a_number_key_chooses_its_entry_and_the_cursor_waits_there_on_return() {
    let data = tempfile::tempdir().unwrap();
    let mut menu = main_menu(24, data.path());
    menu.wait_for("13) Quit");
    assert_eq!(menu.entry_under_cursor(), "1) Play Klondike");
    // 2 of 13 entries: no two-digit number starts with 2, so it chooses at once.
    menu.send("2");
    menu.wait_for("Makao: start, or change a setting first");
    menu.wait_for("2) Rules: polish");
    // Esc leaves the game's settings for the main menu, its cursor still on Makao.
    menu.send(ESC);
    menu.wait_for(MENU);
    menu.wait_for("13) Quit");
    assert_eq!(menu.entry_under_cursor(), "2) Play Makao");
    // 1 waits for a second digit: 1 then 2 is entry 12.
    menu.send("1");
    menu.wait_for("1) Play Klondike");
    menu.send("2");
    menu.wait_for("How many packs (1-");
    menu.send("2\r");
    menu.wait_for("A new deck of 2 packs: 104 cards, in order.");
    menu.wait_for("13) Quit");
    assert_eq!(
        menu.entry_under_cursor(),
        "12) Choose the number of packs (now 2)"
    );
    menu.send("q");
    menu.wait_for("Goodbye.");
    assert_eq!(menu.exit_code(), 0);
}

#[test]
fn esc_or_q_leave_the_menus_questions_for_the_menu() {
    let data = tempfile::tempdir().unwrap();
    let mut menu = main_menu(24, data.path());
    menu.wait_for("13) Quit");
    menu.send("12");
    menu.wait_for("How many packs (1-");
    // Esc ends the question at once, without Enter.
    menu.send(ESC);
    menu.wait_for(MENU);
    menu.wait_for("13) Quit");
    menu.send("9");
    menu.wait_for("Which card, counted from the top (1-52");
    menu.send("q\r");
    menu.wait_for(MENU);
    menu.wait_for("13) Quit");
    // A game's settings, and its first question: Makao's first name.
    menu.send("2");
    menu.wait_for("2) Rules: polish");
    menu.send("\r");
    menu.wait_for("Name of player 1?");
    menu.send(ESC);
    menu.wait_for("No game this time.");
    menu.wait_for(MENU);
    menu.wait_for("13) Quit");
    // A setting changed (Serbian rules), then Esc at Serbian Makao's one name, q at
    // Saboteur's.
    menu.send("2");
    menu.wait_for("2) Rules: polish");
    menu.send("2");
    menu.wait_for("3) serbian");
    menu.send("3");
    menu.wait_for("2) Rules: serbian");
    menu.send("1");
    menu.wait_for("Your name?");
    menu.send(ESC);
    menu.wait_for("No game this time.");
    menu.wait_for(MENU);
    menu.wait_for("13) Quit");
    menu.send("3");
    menu.wait_for("2) Rounds in a game: 3");
    menu.send("1");
    menu.wait_for("Name of player 1?");
    menu.send("Ala\r");
    menu.wait_for("Name of player 2?");
    menu.send("q\r");
    menu.wait_for("No game this time.");
    menu.wait_for(MENU);
    menu.wait_for("13) Quit");
    // The deck was left as it was: nothing was picked, no packs were changed.
    assert!(
        !menu.transcript.contains("You picked"),
        "{}",
        menu.transcript
    );
    assert!(
        !menu.transcript.contains("A new deck"),
        "{}",
        menu.transcript
    );
    menu.send("q");
    menu.wait_for("Goodbye.");
    assert_eq!(menu.exit_code(), 0);
}

#[test]
fn ctrl_c_in_a_game_from_the_menu_saves_it_and_returns_to_the_menu() {
    let data = tempfile::tempdir().unwrap();
    let mut menu = main_menu(24, data.path());
    menu.wait_for("13) Quit");
    menu.send("1");
    menu.send("\r");
    menu.wait_for("Klondike: start, or change a setting first");
    menu.send("\r");
    menu.wait_for("Your move: ");
    menu.session.send_control('c').unwrap();
    let saved = data.path().join("interrupted-klondike.json");
    menu.wait_for(&format!(
        "Interrupted. The game was saved to {}.",
        saved.display()
    ));
    menu.wait_for("Back to the main menu.");
    menu.wait_for(MENU);
    // The game cut short waits to be resumed, after the games.
    menu.wait_for("5) Resume the interrupted Klondike game");
    menu.wait_for("14) Quit");
    assert!(saved.exists());
    // The program goes on: a second game from the menu, and Ctrl+C again.
    menu.send("1");
    menu.send("\r");
    menu.wait_for("1) Start Klondike");
    menu.send("\r");
    menu.wait_for("Your move: ");
    menu.session.send_control('c').unwrap();
    menu.wait_for("Back to the main menu.");
    menu.wait_for("14) Quit");
    // And a Makao table, whose computer player may move first.
    menu.send("2");
    menu.wait_for("2) Rules: polish");
    menu.send("\r");
    menu.wait_for("Name of player 1?");
    for answer in ["Ala", "bot", "done", "y"] {
        menu.send(&format!("{answer}\r"));
    }
    menu.wait_for("Your move?");
    menu.session.send_control('c').unwrap();
    let saved = data.path().join("interrupted-makao.json");
    menu.wait_for(&format!(
        "Interrupted. The game was saved to {}.",
        saved.display()
    ));
    menu.wait_for("Back to the main menu.");
    menu.wait_for("6) Resume the interrupted Makao game");
    menu.wait_for("15) Quit");
    assert!(saved.exists());
    // Resumed and left with quit (unsaved): its file is gone, and so is its entry.
    menu.send("6");
    menu.wait_for("Resuming ");
    menu.wait_for("Your move?");
    menu.send("quit\r");
    menu.send("\r");
    menu.wait_for("and was not saved.");
    menu.wait_for("14) Quit");
    assert!(
        !saved.exists(),
        "a game resumed and left is no longer waiting"
    );
    menu.send("q");
    menu.wait_for("Goodbye.");
    assert_eq!(menu.exit_code(), 0);
}

#[test]
fn ctrl_d_in_an_arrow_menu_ends_input_as_a_pipe_does() {
    let data = tempfile::tempdir().unwrap();
    // In the main menu: the end, as when piped input ends.
    let mut menu = main_menu(24, data.path());
    menu.wait_for("13) Quit");
    menu.session.send_control('d').unwrap();
    menu.wait_for("Goodbye.");
    assert_eq!(menu.exit_code(), 0);
    // In a game's menu: that question gets no answer, and neither does the main menu.
    let mut menu = main_menu(24, data.path());
    menu.wait_for("13) Quit");
    menu.send("2");
    menu.wait_for("2) Rules: polish");
    menu.session.send_control('d').unwrap();
    menu.wait_for("Goodbye.");
    assert_eq!(menu.exit_code(), 0);
}

#[test]
fn a_menu_pages_in_a_small_window_and_survives_shrinking_to_one_row() {
    let data = tempfile::tempdir().unwrap();
    let mut menu = main_menu(6, data.path());
    menu.wait_for("5) Statistics of games played");
    assert!(
        !menu.transcript.contains("6) Recorded games"),
        "one page of five"
    );
    // Up from the first entry wraps to the last page.
    menu.send("\x1b[A");
    menu.wait_for("13) Quit");
    assert_eq!(menu.entry_under_cursor(), "13) Quit");
    // Each key waits for its screen: the window's size is read as each key is drawn.
    for (rows, entry) in [
        (2, "12) Choose the number of packs (now 1)"),
        (1, "11) New deck"),
        (3, "10) Show the deck's order"),
    ] {
        menu.resize(rows);
        menu.send("\x1b[A");
        menu.wait_for_cursor(entry);
    }
    menu.send("\x1b[B");
    menu.wait_for_cursor("11) New deck");
    menu.resize(24);
    menu.send("\x1b[B");
    menu.wait_for_cursor("12) Choose the number of packs (now 1)");
    menu.send("\x1b[B\r");
    menu.wait_for("Goodbye.");
    assert_eq!(menu.exit_code(), 0);
}

#[test]
fn the_makao_help_is_wrapped_to_the_window() {
    let data = tempfile::tempdir().unwrap();
    let args = [
        "makao", "--rules", "serbian", "--names", "Ala", "--seed", "1", "--fast",
    ];
    let mut table = Terminal::start_in(30, 50, &args, data.path());
    table.wait_for("?");
    table.send("?\r");
    table.wait_for("Commands at");
    table.wait_for("Lowest total wins.");
    let help = &table.transcript[table.transcript.find("Commands at").unwrap()..];
    let too_wide: Vec<&str> = help
        .lines()
        .map(|line| line.trim_end_matches('\r'))
        .filter(|line| line.chars().count() > 50)
        .collect();
    assert!(too_wide.is_empty(), "wider than 50 columns: {too_wide:#?}");
    // Continuation lines stay under the description they continue.
    assert!(help.contains("\n               "), "{help}");
    table.send("quit\r");
    table.wait_for("Save the game before leaving?");
    table.send("\r");
    assert_eq!(table.exit_code(), 0);
}
