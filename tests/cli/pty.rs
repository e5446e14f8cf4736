//! What only a real terminal shows, in a pseudo-terminal read through a terminal
//! emulator (vt100): the hand-over wipes the screen and its scrollback, a two-row window,
//! "y⏎" as one answer, Ctrl+C and Ctrl+D with their exit codes.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use rexpect::process::WaitStatus;
use rexpect::reader::{Options, ReadUntil};
use rexpect::session::PtySession;

/// karty with `args` in a pseudo-terminal of `rows` x `columns`, without colour, keeping
/// what it has to say in `data` and with `env` set; `setup` runs in the shell first.
pub(crate) fn spawn_karty(
    rows: u16,
    columns: u16,
    setup: &str,
    args: &[&str],
    data: &Path,
    env: &[(&str, &str)],
) -> PtySession {
    let mut command = Command::new("sh");
    command
        .arg("-c")
        .arg(format!(
            "{setup}stty rows {rows} cols {columns}; exec \"$0\" \"$@\""
        ))
        .arg(assert_cmd::cargo::cargo_bin!("karty"))
        .args(args)
        .env("TERM", "xterm-256color")
        .env("NO_COLOR", "1")
        .env("LC_ALL", "C")
        .env("KARTY_DATA_DIR", data);
    for (key, value) in env {
        command.env(key, value);
    }
    let options = Options::default()
        .timeout_ms(Some(30_000))
        .strip_ansi_escape_codes(false);
    rexpect::spawn_with_options(command, options).expect("a pseudo-terminal")
}

/// karty in a pseudo-terminal, with what it drew kept on an emulated screen (with 1,000
/// lines of scrollback) and in a transcript. The pseudo-terminal tests of every table
/// and of the menu drive karty through it.
pub(crate) struct Terminal {
    pub session: PtySession,
    pub screen: vt100::Parser,
    pub transcript: String,
    /// Where the terminal's device name was written, so that the window can be resized.
    tty: Option<PathBuf>,
    /// The data directory made for this terminal alone, removed with it.
    data: Option<tempfile::TempDir>,
}

impl Terminal {
    /// karty with `args` in a window of `rows` x 80, with a data directory of its own
    /// (a Ctrl+C leaves a game to resume there, which the menu would list in every other
    /// test's).
    pub fn start(rows: u16, args: &[&str], env: &[(&str, &str)]) -> Terminal {
        let data = tempfile::tempdir().expect("a data directory");
        let session = spawn_karty(rows, 80, "", args, data.path(), env);
        let mut terminal = Terminal::over(session, rows, 80, None);
        terminal.data = Some(data);
        terminal
    }

    /// karty with `args` in a window of `rows` x `columns`, keeping its data in `data`,
    /// where the terminal's name is written too, for [`Terminal::resize`].
    pub fn start_in(rows: u16, columns: u16, args: &[&str], data: &Path) -> Terminal {
        let tty = data.join("tty-name");
        let setup = format!("tty > '{}'; ", tty.display());
        let session = spawn_karty(rows, columns, &setup, args, data, &[]);
        Terminal::over(session, rows, columns, Some(tty))
    }

    fn over(session: PtySession, rows: u16, columns: u16, tty: Option<PathBuf>) -> Terminal {
        Terminal {
            session,
            screen: vt100::Parser::new(nonzero(rows), nonzero(columns), 1000),
            transcript: String::new(),
            tty,
            data: None,
        }
    }

    /// Waits for `text`, feeding everything before it to the screen; the screen then.
    pub fn wait_for(&mut self, text: &str) -> String {
        let before = self
            .session
            .exp_string(text)
            .unwrap_or_else(|err| panic!("no {text:?} ({err}); so far:\n{}", self.transcript));
        self.take(&before);
        self.take(text);
        self.screen.screen().contents()
    }

    /// Waits for whichever of `texts` comes first; the screen then.
    pub fn wait_for_any(&mut self, texts: &[&str]) -> String {
        let needles = texts
            .iter()
            .map(|text| ReadUntil::String(text.to_string()))
            .collect();
        let (before, found) = self.session.exp_any(needles).unwrap_or_else(|err| {
            panic!("none of {texts:?} ({err}); so far:\n{}", self.transcript)
        });
        self.take(&before);
        self.take(&found);
        self.screen.screen().contents()
    }

    /// Output read from karty, onto the screen and into the transcript.
    fn take(&mut self, part: &str) {
        // rexpect hands each byte over as a char of its own: the bytes are the UTF-8.
        let bytes: Vec<u8> = part.chars().map(|c| c as u32 as u8).collect();
        self.screen.process(&bytes);
        self.transcript.push_str(&String::from_utf8_lossy(&bytes));
    }

    pub fn send(&mut self, keys: &str) {
        self.session.send(keys).unwrap();
        self.session.flush().unwrap();
    }

    /// The screen's text and all of its scrollback.
    pub fn everything_visible(&mut self) -> String {
        let screen = self.screen.screen_mut();
        screen.set_scrollback(usize::MAX);
        let mut text = String::new();
        let mut offset = screen.scrollback();
        loop {
            screen.set_scrollback(offset);
            text.push_str(&screen.contents());
            text.push('\n');
            if offset == 0 {
                break;
            }
            offset = offset.saturating_sub(usize::from(screen.size().0.get()));
        }
        text
    }

    /// The menu's entry under the cursor, as the screen shows it now.
    pub fn entry_under_cursor(&mut self) -> String {
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
    pub fn wait_for_cursor(&mut self, entry: &str) {
        let deadline = Instant::now() + Duration::from_secs(20);
        while self.cursor_on_screen().as_deref() != Some(entry) {
            assert!(
                Instant::now() < deadline,
                "the cursor never reached {entry:?}; so far:\n{}",
                self.transcript
            );
            let mut read = String::new();
            while let Some(byte) = self.session.try_read() {
                read.push(byte);
            }
            if read.is_empty() {
                std::thread::sleep(Duration::from_millis(10));
            }
            self.take(&read);
        }
    }

    /// Sets the window's size while karty runs (as a person dragging its corner); only
    /// for a terminal started with [`Terminal::start_in`].
    pub fn resize(&self, rows: u16) {
        let tty = self
            .tty
            .as_ref()
            .expect("a terminal started in a data directory");
        let tty = std::fs::read_to_string(tty).unwrap();
        let status = Command::new("stty")
            .args(["-F", tty.trim(), "rows", &rows.to_string()])
            .status()
            .unwrap();
        assert!(status.success());
    }

    /// The rest of the output, then the exit code.
    pub fn exit_code(mut self) -> i32 {
        if let Ok(rest) = self.session.exp_eof() {
            self.take(&rest);
        }
        match self.session.process().wait().unwrap() {
            WaitStatus::Exited(_, code) => code,
            other => panic!("karty did not exit: {other:?}\n{}", self.transcript),
        }
    }
}

fn nonzero(n: u16) -> std::num::NonZeroU16 {
    std::num::NonZeroU16::new(n).expect("rows and columns")
}

const TWO_PEOPLE: [&str; 7] = [
    "makao", "--rules", "macau", "--seed", "1", "--names", "Ala,Bob",
];

#[test]
fn a_hand_over_leaves_no_hand_on_the_screen_or_in_the_scrollback() {
    let mut term = Terminal::start(24, &TWO_PEOPLE, &[]);
    term.wait_for("Pass the keyboard to Ala and press Enter.");
    term.send("\r");
    term.wait_for("Your move?");
    assert!(term.everything_visible().contains("Your hand:"));
    term.send("0\r");
    term.wait_for("your turn is over: press Enter to hide your cards.");
    let result = term.screen.screen().contents();
    assert!(result.contains("Ala draws"), "{result}");
    assert!(result.contains("Your hand:"), "{result}");
    term.send("\r");
    term.wait_for("Pass the keyboard to Bob and press Enter.");
    let visible = term.everything_visible();
    assert!(!visible.contains("Your hand"), "{visible}");
    assert!(!visible.contains("Ala draws"), "{visible}");
    term.send("\r");
    term.wait_for("Your move?");
    term.send_control_c();
}

impl Terminal {
    fn send_control_c(&mut self) {
        self.session.send_control('c').unwrap();
    }
}

#[test]
fn ctrl_c_at_a_question_saves_the_game_and_exits_with_130_in_every_game() {
    let data = tempfile::tempdir().unwrap();
    let env = [("KARTY_DATA_DIR", data.path().to_str().unwrap())];
    let saboteur = [
        "saboteur",
        "--fast",
        "--seed",
        "1",
        "--names",
        "Ala,bot,bot",
    ];
    let klondike = ["klondike", "--seed", "1"];
    for (game, args, question) in [
        ("makao", &TWO_PEOPLE[..], "Your move?"),
        ("saboteur", &saboteur[..], "Ala>"),
        ("klondike", &klondike[..], "Your move"),
    ] {
        let mut term = Terminal::start(24, args, &env);
        if game == "makao" {
            term.wait_for("Pass the keyboard to Ala and press Enter.");
            term.send("\r");
        }
        term.wait_for(question);
        term.send_control_c();
        let path = data.path().join(format!("interrupted-{game}.json"));
        term.wait_for(&format!(
            "Interrupted. The game was saved to {}.",
            path.display()
        ));
        term.wait_for(&format!("Go on with: karty {game} --load"));
        assert_eq!(term.exit_code(), 130);
        let resumed = crate::karty()
            .args([game, "--plain", "--load"])
            .arg(&path)
            .write_stdin("")
            .output()
            .unwrap();
        assert!(
            resumed.status.success(),
            "{}",
            String::from_utf8_lossy(&resumed.stderr)
        );
    }
}

#[test]
fn ctrl_d_at_a_question_ends_input_as_a_pipe_does() {
    let mut term = Terminal::start(24, &TWO_PEOPLE, &[]);
    term.wait_for("Pass the keyboard to Ala and press Enter.");
    term.send("\r");
    term.wait_for("Your move?");
    term.session.send_control('d').unwrap();
    term.wait_for("Input ended.");
    assert_eq!(term.exit_code(), 0);
}

#[test]
fn a_two_row_terminal_gets_numbered_lines_instead_of_a_panic() {
    let mut term = Terminal::start(2, &["--seed", "1"], &[]);
    term.wait_for("Choose 1-13");
    // The last entry quits.
    term.send("13\r");
    term.wait_for("Goodbye.");
    assert_eq!(term.exit_code(), 0);
}

#[test]
fn y_and_enter_are_one_answer() {
    let mut term = Terminal::start(24, &["makao", "--seed", "1"], &[]);
    term.wait_for("Play with the twist");
    term.send("y\r");
    term.wait_for("Name of player 1?");
    term.send("Ala\r");
    term.wait_for("Name of player 2?");
    assert!(
        !term.transcript.contains("cannot be empty"),
        "{}",
        term.transcript
    );
    term.send_control_c();
    term.wait_for("Interrupted");
}

#[test]
fn a_save_is_written_whole_quoted_in_its_hint_and_asks_before_replacing_a_stranger() {
    let dir = tempfile::tempdir().unwrap();
    let own = dir.path().join("my game.json");
    let other = dir.path().join("other.json");
    std::fs::write(&other, "precious").unwrap();
    let args = ["makao", "--rules", "macau", "--seed", "1", "--names", "Ala"];
    let mut term = Terminal::start(24, &args, &[]);
    term.wait_for("Your move?");
    term.send(&format!("save {}\r", own.display()));
    term.wait_for(&format!("--load '{}'", own.display()));
    let saved = std::fs::read_to_string(&own).unwrap();
    assert!(
        saved.contains("\"seats\"") && saved.ends_with("}\n"),
        "{saved}"
    );
    term.wait_for("Your move?");
    term.send(&format!("save {}\r", other.display()));
    term.wait_for("exists and is not this game's save. Replace it?");
    term.send("n\r");
    term.wait_for("Not saved.");
    assert_eq!(std::fs::read_to_string(&other).unwrap(), "precious");
    // The game's own save is replaced without a question.
    term.wait_for("Your move?");
    term.send(&format!("save {}\r", own.display()));
    term.wait_for("Saved to");
    let files = std::fs::read_dir(dir.path()).unwrap().count();
    assert_eq!(files, 2, "a temporary file is left behind");
    term.send_control_c();
    term.wait_for("Interrupted");
}

#[test]
fn ctrl_d_in_a_game_started_from_the_menu_returns_to_the_menu() {
    let mut term = Terminal::start(24, &["--seed", "1"], &[]);
    term.wait_for("Play Makao");
    term.send("j\r");
    term.wait_for("Makao: start, or change a setting first");
    term.send("\r");
    term.wait_for("Type the players' names");
    term.session.send_control('d').unwrap();
    term.wait_for("Input ended before the game began.");
    term.wait_for("karty: main menu");
    term.send("q");
    term.wait_for("Goodbye.");
    assert_eq!(term.exit_code(), 0);
}

#[test]
fn a_saboteur_hand_over_shows_the_card_drawn_then_wipes_every_hand() {
    let args = ["saboteur", "--fast", "--seed", "2", "--names", "Ala,Bob,Cy"];
    let mut term = Terminal::start(40, &args, &[]);
    term.wait_for("Pass the keyboard to ");
    term.send("\r");
    term.wait_for("Your hand:");
    term.wait_for(">");
    term.send("discard 1\r");
    term.wait_for("your turn is over: press Enter to hide your cards.");
    let result = term.screen.screen().contents();
    assert!(result.contains("You drew "), "{result}");
    term.send("\r");
    term.wait_for("Pass the keyboard to ");
    let visible = term.everything_visible();
    assert!(!visible.contains("Your hand"), "{visible}");
    assert!(!visible.contains("You drew"), "{visible}");
    assert!(!visible.contains("You are a"), "{visible}");
    term.send_control_c();
    term.wait_for("Interrupted");
}

#[test]
fn klondike_says_its_seed_when_the_game_ends_not_before() {
    // The seed deals the face-down cards: saying it at the start would give them away.
    let mut term = Terminal::start(24, &["klondike", "--seed", "3"], &[]);
    // The course's own prompt, on a terminal too.
    term.wait_for("Your move: ");
    assert!(!term.transcript.contains("Seed: 3"), "{}", term.transcript);
    term.send("quit\r");
    term.wait_for("Save the game before leaving?");
    term.send("\r");
    term.wait_for("Seed: 3 (repeat this deal with --seed 3)");
    assert_eq!(term.exit_code(), 0);
}
