//! The main menu in a pseudo-terminal, read through a terminal emulator (vt100): number
//! keys, the cursor kept on return, Esc and q back to the menu, Ctrl+C in a game started
//! from the menu, Ctrl+D in an arrow menu, and windows that are tiny or shrink; and the
//! Makao table's help, wrapped to the window.

use std::path::{Path, PathBuf};
use std::process::Command;

use rexpect::process::WaitStatus;
use rexpect::session::PtySession;

use crate::pty::spawn_karty;

/// karty's main menu in a pseudo-terminal of `rows` x 80; the terminal's device name is
/// written to `tty` so that a test can resize the window while karty runs.
struct Menu {
    session: PtySession,
    screen: vt100::Parser,
    transcript: String,
    tty: PathBuf,
}

impl Menu {
    fn start(rows: u16, data: &Path) -> Menu {
        Menu::start_with(rows, 80, &[], data)
    }

    /// karty with `args` in a window of `rows` x `columns`.
    fn start_with(rows: u16, columns: u16, args: &[&str], data: &Path) -> Menu {
        let tty = data.join("tty-name");
        let setup = format!("tty > '{}'; ", tty.display());
        let session = spawn_karty(rows, columns, &setup, args, data, &[]);
        let rows = std::num::NonZeroU16::new(rows).unwrap();
        let columns = std::num::NonZeroU16::new(columns).unwrap();
        Menu {
            session,
            screen: vt100::Parser::new(rows, columns, 1000),
            transcript: String::new(),
            tty,
        }
    }

    /// Waits for `text` (ASCII), feeding everything before it to the screen.
    fn wait_for(&mut self, text: &str) {
        let before = self
            .session
            .exp_string(text)
            .unwrap_or_else(|err| panic!("no {text:?} ({err}); so far:\n{}", self.transcript));
        for part in [before.as_str(), text] {
            // rexpect hands each byte over as one character: the bytes are the UTF-8.
            let bytes: Vec<u8> = part.chars().map(|c| c as u32 as u8).collect();
            self.screen.process(&bytes);
            self.transcript.push_str(&String::from_utf8_lossy(&bytes));
        }
    }

    fn send(&mut self, keys: &str) {
        self.session.send(keys).unwrap();
        self.session.flush().unwrap();
    }

    /// The menu's entry under the cursor, as the screen shows it now.
    fn entry_under_cursor(&mut self) -> String {
        self.cursor_on_screen()
            .unwrap_or_else(|| panic!("no cursor on the screen:\n{}", self.transcript))
    }

    fn cursor_on_screen(&self) -> Option<String> {
        self.screen
            .screen()
            .contents()
            .lines()
            .rev()
            .find(|line| line.trim_start().starts_with('❯'))
            .map(|line| line.trim_start_matches(['❯', ' ']).to_string())
    }

    /// Reads karty's output until the cursor rests on `entry`: after several keys, text
    /// alone could match a screen drawn before the last key was read.
    fn wait_for_cursor(&mut self, entry: &str) {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
        while self.cursor_on_screen().as_deref() != Some(entry) {
            assert!(
                std::time::Instant::now() < deadline,
                "the cursor never reached {entry:?}; so far:\n{}",
                self.transcript
            );
            let mut bytes = Vec::new();
            while let Some(byte) = self.session.try_read() {
                bytes.push(byte as u32 as u8);
            }
            if bytes.is_empty() {
                std::thread::sleep(std::time::Duration::from_millis(10));
            }
            self.screen.process(&bytes);
            self.transcript.push_str(&String::from_utf8_lossy(&bytes));
        }
    }

    /// Sets the window's size while karty runs (as a person dragging its corner).
    fn resize(&self, rows: u16) {
        let tty = std::fs::read_to_string(&self.tty).unwrap();
        let status = Command::new("stty")
            .args(["-F", tty.trim(), "rows", &rows.to_string()])
            .status()
            .unwrap();
        assert!(status.success());
    }

    fn exit_code(mut self) -> i32 {
        if let Ok(rest) = self.session.exp_eof() {
            self.transcript.push_str(&rest);
        }
        match self.session.process().wait().unwrap() {
            WaitStatus::Exited(_, code) => code,
            other => panic!("karty did not exit: {other:?}\n{}", self.transcript),
        }
    }
}

const MENU: &str = "karty: main menu";
const ESC: &str = "\x1b";

#[test]
fn a_number_key_chooses_its_entry_and_the_cursor_waits_there_on_return() {
    let data = tempfile::tempdir().unwrap();
    let mut menu = Menu::start(24, data.path());
    menu.wait_for("12) Quit");
    assert_eq!(menu.entry_under_cursor(), "1) Play Klondike");
    // 2 of 12 entries: no two-digit number starts with 2, so it chooses at once.
    menu.send("2");
    menu.wait_for("Makao: which rules?");
    menu.wait_for("3) serbian rules");
    // Esc leaves the game's own menu for the main menu, its cursor still on Makao.
    menu.send(ESC);
    menu.wait_for(MENU);
    menu.wait_for("12) Quit");
    assert_eq!(menu.entry_under_cursor(), "2) Play Makao");
    // 1 waits for a second digit: 1 then 1 is entry 11.
    menu.send("1");
    menu.wait_for("1) Play Klondike");
    menu.send("1");
    menu.wait_for("How many packs (1-");
    menu.send("2\r");
    menu.wait_for("A new deck of 2 packs: 104 cards, in order.");
    menu.wait_for("12) Quit");
    assert_eq!(
        menu.entry_under_cursor(),
        "11) Choose the number of packs (now 2)"
    );
    menu.send("q");
    menu.wait_for("Goodbye.");
    assert_eq!(menu.exit_code(), 0);
}

#[test]
fn esc_or_q_leave_the_menus_questions_for_the_menu() {
    let data = tempfile::tempdir().unwrap();
    let mut menu = Menu::start(24, data.path());
    menu.wait_for("12) Quit");
    menu.send("11");
    menu.wait_for("How many packs (1-");
    // Esc ends the question at once, without Enter.
    menu.send(ESC);
    menu.wait_for(MENU);
    menu.wait_for("12) Quit");
    menu.send("8");
    menu.wait_for("Which card, counted from the top (1-52");
    menu.send("q\r");
    menu.wait_for(MENU);
    menu.wait_for("12) Quit");
    // A game's first question too: Makao's twist.
    menu.send("2");
    menu.wait_for("3) serbian rules");
    menu.send("\r");
    menu.wait_for("Play with the twist");
    menu.send(ESC);
    menu.wait_for("No game this time.");
    menu.wait_for(MENU);
    menu.wait_for("12) Quit");
    // The names asked before a game: Esc at Serbian Makao's one name, q at Saboteur's.
    menu.send("2");
    menu.wait_for("3) serbian rules");
    menu.send("3");
    menu.wait_for("Your name?");
    menu.send(ESC);
    menu.wait_for("No game this time.");
    menu.wait_for(MENU);
    menu.wait_for("12) Quit");
    menu.send("3");
    menu.wait_for("Name of player 1?");
    menu.send("Ala\r");
    menu.wait_for("Name of player 2?");
    menu.send("q\r");
    menu.wait_for("No game this time.");
    menu.wait_for(MENU);
    menu.wait_for("12) Quit");
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
    let mut menu = Menu::start(24, data.path());
    menu.wait_for("12) Quit");
    menu.send("1");
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
    menu.wait_for("12) Quit");
    assert!(saved.exists());
    // The program goes on: a second game from the menu, and Ctrl+C again.
    menu.send("1");
    menu.send("\r");
    menu.wait_for("Your move: ");
    menu.session.send_control('c').unwrap();
    menu.wait_for("Back to the main menu.");
    menu.wait_for("12) Quit");
    // And a Makao table, whose computer player may move first.
    menu.send("2");
    menu.wait_for("3) serbian rules");
    menu.send("\r");
    menu.wait_for("Play with the twist");
    for answer in ["n", "Ala", "bot", "done", "y"] {
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
    menu.wait_for("12) Quit");
    assert!(saved.exists());
    menu.send("q");
    menu.wait_for("Goodbye.");
    assert_eq!(menu.exit_code(), 0);
}

#[test]
fn ctrl_d_in_an_arrow_menu_ends_input_as_a_pipe_does() {
    let data = tempfile::tempdir().unwrap();
    // In the main menu: the end, as when piped input ends.
    let mut menu = Menu::start(24, data.path());
    menu.wait_for("12) Quit");
    menu.session.send_control('d').unwrap();
    menu.wait_for("Goodbye.");
    assert_eq!(menu.exit_code(), 0);
    // In a game's menu: that question gets no answer, and neither does the main menu.
    let mut menu = Menu::start(24, data.path());
    menu.wait_for("12) Quit");
    menu.send("2");
    menu.wait_for("3) serbian rules");
    menu.session.send_control('d').unwrap();
    menu.wait_for("Goodbye.");
    assert_eq!(menu.exit_code(), 0);
}

#[test]
fn a_menu_pages_in_a_small_window_and_survives_shrinking_to_one_row() {
    let data = tempfile::tempdir().unwrap();
    let mut menu = Menu::start(6, data.path());
    menu.wait_for("5) Statistics of games played");
    assert!(!menu.transcript.contains("6) Shuffle"), "one page of five");
    // Up from the first entry wraps to the last page.
    menu.send("\x1b[A");
    menu.wait_for("12) Quit");
    assert_eq!(menu.entry_under_cursor(), "12) Quit");
    // Each key waits for its screen: the window's size is read as each key is drawn.
    for (rows, entry) in [
        (2, "11) Choose the number of packs (now 1)"),
        (1, "10) New deck"),
        (3, "9) Show the deck's order"),
    ] {
        menu.resize(rows);
        menu.send("\x1b[A");
        menu.wait_for_cursor(entry);
    }
    menu.send("\x1b[B");
    menu.wait_for_cursor("10) New deck");
    menu.resize(24);
    menu.send("\x1b[B");
    menu.wait_for_cursor("11) Choose the number of packs (now 1)");
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
    let mut table = Menu::start_with(30, 50, &args, data.path());
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
