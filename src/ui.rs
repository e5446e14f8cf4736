//! The one place that talks to a person: plain numbered lines when input is piped or
//! `--plain` is given, dialoguer prompts on a terminal. Games call these methods and
//! never care which is in use, so every game can be scripted and tested.

use std::fmt::{self, Display};
use std::io::{self, BufRead, IsTerminal, Read, Write};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use anyhow::Result;
use cards::Card;
use clap::ValueEnum;
use console::{Key, Style, Term};
use dialoguer::theme::{ColorfulTheme, Theme};

use crate::text;

/// When to colour the output.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Default)]
pub enum ColorChoice {
    /// Colour only on a terminal, and never when NO_COLOR is set.
    #[default]
    Auto,
    /// Always colour, even into a pipe.
    Always,
    /// Never colour.
    Never,
}

impl ColorChoice {
    /// Applies the choice to console's global switches (stdout and stderr alike).
    pub fn apply(self) {
        match self {
            // console already honours NO_COLOR, CLICOLOR and terminal detection.
            ColorChoice::Auto => {}
            ColorChoice::Always => {
                console::set_colors_enabled(true);
                console::set_colors_enabled_stderr(true);
            }
            ColorChoice::Never => {
                console::set_colors_enabled(false);
                console::set_colors_enabled_stderr(false);
            }
        }
    }
}

/// How cards look on this run's screen.
#[derive(Debug, Clone, Copy, Default)]
pub struct CardStyle {
    /// Suit letters (`10H`) instead of symbols (`10♥`).
    pub ascii: bool,
}

impl CardStyle {
    /// The card's text, without colour.
    pub fn text(self, card: Card) -> String {
        if self.ascii {
            card.ascii()
        } else {
            card.to_string()
        }
    }

    /// A suit as cards show it: `♥`, or `H` with --ascii.
    pub fn suit(self, suit: cards::Suit) -> String {
        if self.ascii {
            suit.letter().to_string()
        } else {
            suit.symbol().to_string()
        }
    }

    /// The card's text, red or black when colour is on.
    pub fn card(self, card: Card) -> String {
        self.paint(card, self.text(card))
    }

    /// Any text in the card's colour (for layouts that pad the card themselves).
    pub fn paint(self, card: Card, text: impl Display) -> String {
        let style = if card.is_red() {
            Style::new().red()
        } else {
            Style::new().bold()
        };
        style.apply_to(text).to_string()
    }

    /// Cards separated by spaces.
    pub fn cards<'a>(self, cards: impl IntoIterator<Item = &'a Card>) -> String {
        cards
            .into_iter()
            .map(|card| self.card(*card))
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// What to tell a person whose game is cut short by Ctrl+C (for example how to resume).
static INTERRUPT_HINT: Mutex<Option<String>> = Mutex::new(None);

/// Sets or clears the line printed when Ctrl+C ends the program.
pub fn set_interrupt_hint(hint: Option<String>) {
    if let Ok(mut slot) = INTERRUPT_HINT.lock() {
        *slot = hint;
    }
}

/// The game in play at a question, kept so that Ctrl+C can save it: its name on the
/// command line and its save file's text.
static INTERRUPT_SAVE: Mutex<Option<(&'static str, String)>> = Mutex::new(None);

/// Sets or clears the game Ctrl+C saves before ending the program.
pub fn set_interrupt_save(save: Option<(&'static str, String)>) {
    if let Ok(mut slot) = INTERRUPT_SAVE.lock() {
        *slot = save;
    }
}

/// Whether a game started from the main menu is in play: Ctrl+C then saves it and goes
/// back to the menu instead of ending the program.
static RETURN_TO_MENU: AtomicBool = AtomicBool::new(false);

/// Set by Ctrl+C in a game started from the menu; every question then fails at once (see
/// [`BackToMenu`]) until the menu takes it with [`take_interrupt`].
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// Marks a game started from the main menu as in play (or over).
pub fn set_return_to_menu(on: bool) {
    RETURN_TO_MENU.store(on, Ordering::SeqCst);
}

/// Whether Ctrl+C cut the game short to go back to the menu (and clears it).
pub fn take_interrupt() -> bool {
    INTERRUPTED.swap(false, Ordering::SeqCst)
}

/// What a question answers when Ctrl+C took a game started from the menu back to it.
#[derive(Debug)]
pub struct BackToMenu;

impl fmt::Display for BackToMenu {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("interrupted: back to the main menu")
    }
}

impl std::error::Error for BackToMenu {}

/// Set at once in the signal handler itself (not later, in the thread that handles it):
/// a signal to end is on its way to [`interrupted`], so the program does not end by
/// itself before it is handled (see [`settle`]).
static PENDING: std::sync::LazyLock<std::sync::Arc<AtomicBool>> =
    std::sync::LazyLock::new(|| std::sync::Arc::new(AtomicBool::new(false)));

/// The game that was in play when input ended, for a signal that arrives before the
/// program has ended (Ctrl+C and the end of input together still save it).
static SAVE_AT_END_OF_INPUT: Mutex<Option<(&'static str, String)>> = Mutex::new(None);

/// Ctrl+C (SIGINT), a closed terminal or dropped session (SIGHUP) and SIGTERM end the
/// program cleanly with exit code 128 + the signal's number (130 for Ctrl+C), in every
/// game and at every question: the cursor comes back, a game in play is saved to a
/// named file in the data directory, every outside program of the arena is killed, and
/// a message says what happened and how to go on. In a game started from the main menu
/// (on a terminal, where questions can be cut short), Ctrl+C saves and says the same, and
/// then shows the menu again instead of ending. A file size limit (SIGXFSZ) makes a
/// write fail with an error instead of killing karty.
pub fn install_interrupt_handler() {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM, SIGXFSZ};
    let ending = [SIGINT, SIGTERM, SIGHUP];
    for signal in ending {
        let _ = signal_hook::flag::register(signal, std::sync::Arc::clone(&PENDING));
    }
    let _ = signal_hook::flag::register(SIGXFSZ, std::sync::Arc::new(AtomicBool::new(false)));
    if let Ok(mut signals) = signal_hook::iterator::Signals::new(ending) {
        std::thread::spawn(move || {
            for signal in signals.forever() {
                interrupted_by(signal);
            }
        });
    }
}

/// Called before the program ends by itself: a signal that has arrived is handled
/// first (it saves the game in play and ends the program).
pub fn settle() {
    while PENDING.load(Ordering::SeqCst) {
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Ctrl+C read as a key (an arrow menu's raw mode).
fn interrupted() {
    interrupted_by(signal_hook::consts::SIGINT);
}

fn interrupted_by(signal: i32) {
    // Only a terminal's questions watch for it (see `WatchedStdin`); elsewhere Ctrl+C ends
    // the program, as in any game.
    let to_menu = signal == signal_hook::consts::SIGINT
        && cfg!(unix)
        && RETURN_TO_MENU.load(Ordering::SeqCst)
        && io::stdin().is_terminal();
    if !to_menu {
        crate::arena::protocol::kill_all();
    }
    // Saved first: after a hang-up the terminal may take no more messages.
    let in_play = INTERRUPT_SAVE.lock().ok().and_then(|mut slot| slot.take());
    let in_play = in_play.or_else(|| {
        SAVE_AT_END_OF_INPUT
            .lock()
            .ok()
            .and_then(|mut slot| slot.take())
    });
    let saved = in_play.map(|(game, text)| save_interrupted(game, &text));
    let _ = Term::stderr().show_cursor();
    let mut stderr = io::stderr().lock();
    let _ = writeln!(stderr);
    let _ = match saved {
        Some(Ok(message)) => writeln!(stderr, "Interrupted. {message}"),
        Some(Err(err)) => writeln!(
            stderr,
            "Interrupted. The game could not be saved: {}.",
            text::safe(&format!("{err:#}"))
        ),
        None => {
            let _ = writeln!(
                stderr,
                "Interrupted.{}",
                if to_menu { "" } else { " Goodbye." }
            );
            match INTERRUPT_HINT.lock() {
                Ok(slot) if slot.is_some() => {
                    writeln!(stderr, "{}", slot.as_deref().unwrap_or_default())
                }
                _ => Ok(()),
            }
        }
    };
    if to_menu {
        let _ = writeln!(stderr, "Back to the main menu.");
        INTERRUPTED.store(true, Ordering::SeqCst);
        PENDING.store(false, Ordering::SeqCst);
        return;
    }
    drop(stderr);
    std::process::exit(128 + signal);
}

/// Input has ended: the game in play now is the one a signal arriving before the
/// program ends saves.
fn keep_for_a_late_signal() {
    let in_play = INTERRUPT_SAVE.lock().ok().and_then(|slot| slot.clone());
    if let Ok(mut slot) = SAVE_AT_END_OF_INPUT.lock() {
        *slot = in_play;
    }
}

/// Saves a game cut short to `interrupted-GAME.json` in the data directory.
fn save_interrupted(game: &str, contents: &str) -> Result<String> {
    let dir = crate::terminal::data_dir()
        .ok_or_else(|| anyhow::anyhow!("no data directory (set KARTY_DATA_DIR)"))?;
    std::fs::create_dir_all(&dir)?;
    let path = dir.join(format!("interrupted-{game}.json"));
    crate::terminal::write_atomically(&path, contents)?;
    Ok(format!(
        "The game was saved to {}. Go on with: {}",
        text::path(&path),
        crate::terminal::load_command(game, &path)
    ))
}

/// The pause before each computer move on a terminal, so that moves appear one at a
/// time, as at a real table.
pub const MOVE_PAUSE: Duration = Duration::from_millis(700);

/// How long to wait before showing a computer's move: [`MOVE_PAUSE`] when the output is a
/// terminal someone watches, nothing with --plain, --fast, or output to a pipe or file
/// (scripts and tests never wait).
pub fn move_pause(terminal: bool, plain: bool, fast: bool) -> Option<Duration> {
    (terminal && !plain && !fast).then_some(MOVE_PAUSE)
}

/// A person at the keyboard (or a script standing in for one).
pub struct Ui {
    interactive: bool,
    /// The pause before a computer's move (see [`move_pause`]).
    pace: Option<Duration>,
    input: Box<dyn BufRead>,
    pub style: CardStyle,
    /// The last answer and its words, where longer than a message may quote.
    long_typed: Vec<String>,
    /// Ctrl+D in an arrow menu ended input: every question now gets no answer.
    ended: bool,
}

impl Ui {
    /// Dialoguer prompts only when both ends are a terminal and `--plain` was not given.
    pub fn new(plain: bool, ascii: bool) -> Ui {
        let interactive = !plain && io::stdin().is_terminal() && io::stdout().is_terminal();
        let input: Box<dyn BufRead> = if io::stdin().is_terminal() {
            Box::new(io::BufReader::new(WatchedStdin))
        } else {
            Box::new(io::BufReader::new(io::stdin()))
        };
        Ui {
            interactive,
            pace: move_pause(io::stdout().is_terminal(), plain, false),
            input,
            style: CardStyle { ascii },
            long_typed: Vec::new(),
            ended: false,
        }
    }

    /// A plain-line Ui over any input, for tests of front-end code.
    #[cfg(test)]
    pub fn scripted(script: &str) -> Ui {
        Ui {
            interactive: false,
            pace: None,
            input: Box::new(io::Cursor::new(script.to_string().into_bytes())),
            style: CardStyle::default(),
            long_typed: Vec::new(),
            ended: false,
        }
    }

    /// Computer moves shown at once from now on (--fast).
    pub fn set_fast(&mut self, fast: bool) {
        if fast {
            self.pace = None;
        }
    }

    /// Waits a moment before a computer's move is shown, on a terminal only.
    pub fn pause_before_a_move(&self) {
        if let Some(pause) = self.pace {
            std::thread::sleep(pause);
        }
    }

    /// Prints a line on standard output. A message that quotes the last answer (or a
    /// word of it) quotes at most [`text::QUOTE_CHARS`] characters of it, escaped (see
    /// [`text::safe`]), so every game's error messages stay short and no control byte
    /// typed is echoed to the terminal, whatever was typed.
    pub fn say(&self, text: impl Display) {
        if self.long_typed.is_empty() {
            return out(text);
        }
        out(self.say_text(text));
    }

    /// [`Ui::say`] for long text (help, rules): on a terminal, lines are wrapped at word
    /// boundaries to its width, with continuation lines indented under the text they
    /// continue; into a pipe or file, the text is left as it is.
    pub fn say_wrapped(&self, text: impl Display) {
        let text = text.to_string();
        if !io::stdout().is_terminal() {
            return self.say(text);
        }
        let (_, columns) = Term::stdout().size();
        self.say(wrap(&text, usize::from(columns)));
    }

    /// The message [`Ui::say`] prints.
    fn say_text(&self, text: impl Display) -> String {
        let mut text = text.to_string();
        for typed in &self.long_typed {
            if text.contains(typed.as_str()) {
                text = text.replace(typed.as_str(), &text::prefix(typed));
            }
        }
        text
    }

    /// Reads one line; `None` at end of input (or Esc/Ctrl+C at a terminal prompt).
    pub fn ask(&mut self, prompt: &str) -> Result<Option<String>> {
        self.ask_styled(prompt, self.interactive)
    }

    /// [`Ui::ask`] with the prompt exactly as written, on a terminal too (Klondike's
    /// `Your move: `, as the course prints it).
    pub fn ask_verbatim(&mut self, prompt: &str) -> Result<Option<String>> {
        self.ask_styled(prompt, false)
    }

    /// A line, or a wish to go back: Esc or `q` (on a terminal, Esc ends the line at
    /// once, without Enter); `Ended` at end of input.
    pub fn ask_or_back(&mut self, prompt: &str) -> Result<Reply<String>> {
        let answer = {
            let _esc = EscEndsLine::on(self.interactive);
            self.ask_text(prompt, self.interactive, true)?
        };
        Ok(match answer {
            None => Reply::Ended,
            Some(line) if line.contains('\x1b') => {
                // The rest of a key's escape sequence (an arrow) is no answer either.
                EscEndsLine::drop_pending();
                out("");
                Reply::Back
            }
            Some(line) if line.trim().eq_ignore_ascii_case("q") => Reply::Back,
            Some(line) => Reply::Given(line),
        })
    }

    /// [`Ui::ask_number`] where Esc or `q` goes back.
    pub fn ask_number_or_back(
        &mut self,
        prompt: &str,
        min: usize,
        max: usize,
    ) -> Result<Reply<usize>> {
        loop {
            let answer = match self.ask_or_back(prompt)? {
                Reply::Given(answer) => answer,
                Reply::Back => return Ok(Reply::Back),
                Reply::Ended => return Ok(Reply::Ended),
            };
            match parse_number_in(&answer, min, max) {
                Ok(number) => return Ok(Reply::Given(number)),
                Err(reason) => self.say(reason),
            }
        }
    }

    fn ask_styled(&mut self, prompt: &str, styled: bool) -> Result<Option<String>> {
        self.ask_text(prompt, styled, false)
    }

    fn ask_text(&mut self, prompt: &str, styled: bool, esc_ends: bool) -> Result<Option<String>> {
        let answer = self.ask_line(prompt, styled, esc_ends)?;
        self.long_typed.clear();
        if let Some(answer) = &answer {
            // Quoted shortened, or escaped: too long to quote whole, or not safe to print.
            let long = |text: &&str| {
                text.chars().count() > text::QUOTE_CHARS || text.chars().any(text::is_unsafe)
            };
            let whole = answer.trim();
            let words = whole.split_whitespace().filter(long);
            self.long_typed = std::iter::once(whole)
                .filter(long)
                .chain(words)
                .map(str::to_string)
                .collect();
        }
        Ok(answer)
    }

    fn ask_line(&mut self, prompt: &str, styled: bool, esc_ends: bool) -> Result<Option<String>> {
        if self.ended {
            return Ok(None);
        }
        let prompt = if styled {
            // Styled as dialoguer styles its prompts, but read as a plain line in the
            // terminal's own line mode: Ctrl+D then ends input as a pipe's end does, and
            // Ctrl+C is the signal every game handles alike.
            let mut styled = String::new();
            let text = prompt.trim_end().trim_end_matches(':');
            let _ = theme().format_input_prompt(&mut styled, text, None);
            styled + " "
        } else if prompt.ends_with(' ') || prompt.is_empty() {
            prompt.to_string()
        } else {
            format!("{prompt} ")
        };
        loop {
            write_out(format_args!("{prompt}"));
            match read_line_until(&mut self.input, MAX_LINE_BYTES, esc_ends)? {
                Line::Text(line) => return Ok(Some(line)),
                Line::TooLong => out(format_args!("\n{TOO_LONG}")),
                Line::End => {
                    keep_for_a_late_signal();
                    // Keep the transcript tidy: the prompt's line ends here.
                    out("");
                    return Ok(None);
                }
            }
        }
    }

    /// One of `items`, by number; `None` at end of input or when the person backs out.
    pub fn choose(&mut self, title: &str, items: &[String]) -> Result<Option<usize>> {
        self.choose_from(title, items, 0)
    }

    /// [`Ui::choose`] with the cursor of an arrow menu starting at `cursor` (where it was
    /// when the person last left this menu).
    pub fn choose_from(
        &mut self,
        title: &str,
        items: &[String],
        cursor: usize,
    ) -> Result<Option<usize>> {
        if items.is_empty() || self.ended {
            return Ok(None);
        }
        // A window of one or two rows is no place for a list: a tiny window gets the
        // numbered lines instead (a window that shrinks later is paged, never a panic).
        if self.interactive && Term::stderr().size().0 >= MIN_MENU_ROWS {
            return match arrow_menu(title, items, cursor.min(items.len() - 1))? {
                MenuEnd::Chosen(choice) => Ok(Some(choice)),
                MenuEnd::Back => Ok(None),
                MenuEnd::Ended => {
                    // Ctrl+D: the end of input, as a pipe's end is, from here on.
                    self.ended = true;
                    Ok(None)
                }
            };
        }
        self.say(title);
        for (number, item) in items.iter().enumerate() {
            self.say(format!("  {}) {item}", number + 1));
        }
        let prompt = format!("Choose 1-{}:", items.len());
        self.ask_number(&prompt, 1, items.len())
            .map(|answer| answer.map(|n| n - 1))
    }

    /// A whole number in `min..=max`; asks again with the reason until it gets one.
    pub fn ask_number(&mut self, prompt: &str, min: usize, max: usize) -> Result<Option<usize>> {
        loop {
            let Some(answer) = self.ask(prompt)? else {
                return Ok(None);
            };
            match parse_number_in(&answer, min, max) {
                Ok(number) => return Ok(Some(number)),
                Err(reason) => self.say(reason),
            }
        }
    }

    /// Yes or no; asks again until it understands.
    /// On a terminal too this is a line ("y" and Enter are one answer, so no Enter leaks
    /// into the next question, and Ctrl+D ends input as at every other question).
    pub fn confirm(&mut self, prompt: &str) -> Result<Option<bool>> {
        loop {
            let Some(answer) = self.ask(&format!("{prompt} (y/n)"))? else {
                return Ok(None);
            };
            match parse_yes_no(&answer) {
                Some(yes) => return Ok(Some(yes)),
                None => self.say("Please answer y or n."),
            }
        }
    }

    /// [`Ui::confirm`] where Esc or `q` goes back.
    pub fn confirm_or_back(&mut self, prompt: &str) -> Result<Reply<bool>> {
        let prompt = format!("{prompt} (y/n; Esc or q: back)");
        loop {
            let answer = match self.ask_or_back(&prompt)? {
                Reply::Given(answer) => answer,
                Reply::Back => return Ok(Reply::Back),
                Reply::Ended => return Ok(Reply::Ended),
            };
            match parse_yes_no(&answer) {
                Some(yes) => return Ok(Reply::Given(yes)),
                None => self.say("Please answer y or n."),
            }
        }
    }

    /// Hides the screen until the next person is at the keyboard (hot-seat games). On
    /// a terminal, the person whose screen it was (`from`) first reads the result of
    /// their turn and presses Enter; then the screen and its scrollback are wiped, so
    /// nothing of their hand is left to scroll back to.
    pub fn pass_keyboard(&mut self, from: Option<&str>, next: &str) -> Result<Option<()>> {
        let terminal = io::stdout().is_terminal();
        if terminal {
            // Asked only of a person at the keyboard, never of a script's input.
            let person = io::stdin().is_terminal();
            if let Some(from) = from.filter(|from| person && *from != next) {
                let done = format!("{from}, your turn is over: press Enter to hide your cards.");
                if self.ask(&done)?.is_none() {
                    return Ok(None);
                }
            }
            wipe_screen();
        } else {
            // Enough blank lines to push a shared screen's last hand out of sight.
            self.say("\n".repeat(40));
        }
        let answer = self.ask(&format!("Pass the keyboard to {next} and press Enter."))?;
        if terminal {
            wipe_screen();
        }
        Ok(answer.map(|_| ()))
    }
}

/// Wraps every line of `text` at word boundaries to `width` columns. A continuation line
/// is indented like its line, or, in a two-column list (`  save FILE    save the game`),
/// under the second column. A word longer than the width keeps its own line whole.
pub fn wrap(text: &str, width: usize) -> String {
    let width = width.max(10);
    let mut lines = Vec::new();
    for line in text.lines() {
        wrap_line(line.trim_end(), width, &mut lines);
    }
    lines.join("\n")
}

fn wrap_line(line: &str, width: usize, out: &mut Vec<String>) {
    if console::measure_text_width(line) <= width {
        out.push(line.to_string());
        return;
    }
    let body_at = line.len() - line.trim_start().len();
    // The second column of a list starts after a gap of two spaces or more.
    let column = line[body_at..]
        .find("  ")
        .map(|gap| body_at + gap)
        .map(|gap| {
            let after = &line[gap..];
            gap + after.len() - after.trim_start().len()
        })
        .filter(|column| *column < line.len() && *column <= width / 2);
    let (first, rest) = match column {
        Some(column) => line.split_at(column),
        None => line.split_at(body_at),
    };
    let hang = " ".repeat(console::measure_text_width(first));
    let mut current = first.to_string();
    let mut empty = true;
    for word in rest.split_whitespace() {
        let needed = console::measure_text_width(word) + usize::from(!empty);
        if !empty && console::measure_text_width(&current) + needed > width {
            out.push(std::mem::replace(&mut current, hang.clone()));
            empty = true;
        }
        if !empty {
            current.push(' ');
        }
        current.push_str(word);
        empty = false;
    }
    out.push(current);
}

/// Standard input on a terminal, read so that Ctrl+C in a game started from the menu can
/// cut a question short: it waits for input a tenth of a second at a time, and fails with
/// [`BackToMenu`] once Ctrl+C has asked for the menu.
struct WatchedStdin;

impl Read for WatchedStdin {
    #[cfg(unix)]
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        use rustix::event::{PollFd, PollFlags, Timespec, poll};
        use std::os::fd::AsFd;
        let stdin = io::stdin();
        let fd = stdin.as_fd();
        let tick = Timespec {
            tv_sec: 0,
            tv_nsec: 100_000_000,
        };
        loop {
            if INTERRUPTED.load(Ordering::SeqCst) {
                return Err(io::Error::other(BackToMenu));
            }
            let mut fds = [PollFd::new(&fd, PollFlags::IN)];
            match poll(&mut fds, Some(&tick)) {
                Ok(0) | Err(rustix::io::Errno::INTR) => continue,
                Ok(_) => {}
                Err(err) => return Err(err.into()),
            }
            match rustix::io::read(fd, &mut *buf) {
                Err(rustix::io::Errno::INTR | rustix::io::Errno::AGAIN) => continue,
                read => return read.map_err(Into::into),
            }
        }
    }

    #[cfg(not(unix))]
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        io::stdin().read(buf)
    }
}

/// Clears the screen and the terminal's scrollback (`ESC[3J`), not just the screen.
fn wipe_screen() {
    write_out(format_args!("\x1b[H\x1b[2J\x1b[3J"));
    let _ = io::stderr().write_all(b"\x1b[H\x1b[2J\x1b[3J");
}

const ESC: u8 = 0x1b;

/// An answer to a question that may be left: given, Esc or `q` (back), or end of input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reply<T> {
    Given(T),
    Back,
    Ended,
}

/// While it lives, Esc ends a line in the terminal's line mode (as Enter does: the
/// terminal's `VEOL` character), so that Esc leaves a question at once; the terminal's
/// settings come back when it is dropped.
struct EscEndsLine {
    #[cfg(unix)]
    before: Option<rustix::termios::Termios>,
}

impl EscEndsLine {
    #[cfg(unix)]
    fn on(terminal: bool) -> EscEndsLine {
        use rustix::termios::{OptionalActions, SpecialCodeIndex, tcgetattr, tcsetattr};
        let stdin = io::stdin();
        let before = terminal
            .then(|| tcgetattr(&stdin).ok())
            .flatten()
            .filter(|before| {
                let mut esc = before.clone();
                esc.special_codes[SpecialCodeIndex::VEOL] = ESC;
                tcsetattr(&stdin, OptionalActions::Now, &esc).is_ok()
            });
        EscEndsLine { before }
    }

    #[cfg(not(unix))]
    fn on(_terminal: bool) -> EscEndsLine {
        EscEndsLine {}
    }

    /// Drops what was typed but not yet read (the rest of an arrow key's sequence).
    fn drop_pending() {
        #[cfg(unix)]
        if io::stdin().is_terminal() {
            let _ = rustix::termios::tcflush(io::stdin(), rustix::termios::QueueSelector::IFlush);
        }
    }
}

impl Drop for EscEndsLine {
    fn drop(&mut self) {
        #[cfg(unix)]
        if let Some(before) = &self.before {
            let _ = rustix::termios::tcsetattr(
                io::stdin(),
                rustix::termios::OptionalActions::Now,
                before,
            );
        }
    }
}

/// Fewer rows than this and menus are numbered lines (see [`Ui::choose`]).
const MIN_MENU_ROWS: u16 = 6;

/// The longest answer read, in bytes: no move, name or file name comes near it, and an
/// endless line must not fill the memory.
pub const MAX_LINE_BYTES: usize = 4096;

/// What is said when a line was longer than [`MAX_LINE_BYTES`].
const TOO_LONG: &str =
    "That line was longer than 4 KiB, so it was discarded. Please type it again.";

/// One line of input, read with a bound.
#[derive(Debug, PartialEq, Eq)]
enum Line {
    Text(String),
    /// Longer than the bound: read to its end and thrown away.
    TooLong,
    End,
}

/// Reads one line of at most `max` bytes (without its line end). The rest of a longer
/// line is read and dropped as it comes, so an endless line costs no memory.
#[cfg(test)]
fn read_bounded_line(input: &mut dyn BufRead, max: usize) -> io::Result<Line> {
    read_line_until(input, max, false)
}

/// [`read_bounded_line`], where an Esc (`esc_ends`) also ends the line, and stays in it.
fn read_line_until(input: &mut dyn BufRead, max: usize, esc_ends: bool) -> io::Result<Line> {
    let mut bytes = Vec::new();
    let mut too_long = false;
    let mut read_any = false;
    loop {
        let buffer = match input.fill_buf() {
            Ok(buffer) => buffer,
            Err(err) if err.kind() == io::ErrorKind::Interrupted => continue,
            Err(err) => return Err(err),
        };
        if buffer.is_empty() {
            break;
        }
        read_any = true;
        let newline = buffer
            .iter()
            .position(|&b| b == b'\n' || (esc_ends && b == ESC));
        let kept = newline.map_or(buffer.len(), |at| at + usize::from(buffer[at] == ESC));
        let text = &buffer[..kept];
        if !too_long && bytes.len() + text.len() <= max + 1 {
            // One byte over `max` is allowed for a `\r` before the newline.
            bytes.extend_from_slice(text);
        } else {
            too_long = true;
            bytes = Vec::new();
        }
        let used = newline.map_or(buffer.len(), |at| at + 1);
        input.consume(used);
        if newline.is_some() {
            break;
        }
    }
    if !read_any {
        return Ok(Line::End);
    }
    if bytes.last() == Some(&b'\r') {
        bytes.pop();
    }
    if too_long || bytes.len() > max {
        return Ok(Line::TooLong);
    }
    // Bytes that are not UTF-8 are a wrong answer like any other, not an error.
    Ok(Line::Text(String::from_utf8_lossy(&bytes).into_owned()))
}

/// Writes a line on standard output. Use this, not `println!`: when the reader of a pipe
/// goes away (`karty deck show | head -1`), the program ends quietly, as Unix tools do,
/// instead of panicking.
pub fn out(text: impl Display) {
    write_out(format_args!("{text}\n"));
}

fn write_out(text: std::fmt::Arguments<'_>) {
    let mut stdout = io::stdout().lock();
    if let Err(err) = stdout.write_fmt(text).and_then(|()| stdout.flush()) {
        if err.kind() != io::ErrorKind::BrokenPipe {
            eprintln!("error: cannot write the output: {err}");
            std::process::exit(1);
        }
        std::process::exit(0);
    }
}

fn theme() -> ColorfulTheme {
    ColorfulTheme::default()
}

/// How an arrow menu ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum MenuEnd {
    Chosen(usize),
    /// Esc or q: back to where the menu was asked from.
    Back,
    /// Ctrl+D: the end of input.
    Ended,
}

/// Where an arrow menu's cursor is, and the number being typed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct MenuCursor {
    len: usize,
    at: usize,
    /// The entry number typed so far (0: none), for numbers of two digits or more.
    typed: usize,
}

impl MenuCursor {
    fn new(len: usize, at: usize) -> MenuCursor {
        MenuCursor { len, at, typed: 0 }
    }

    /// What `key` does: moves the cursor (`None`) or ends the menu. A number key chooses
    /// its entry at once when no longer number could follow it (`1` of 12 entries waits
    /// for a second digit or Enter, `5` of 12 chooses the fifth).
    fn press(&mut self, key: &Key, page: usize) -> Option<MenuEnd> {
        let last = self.len - 1;
        let digit = match key {
            Key::Char(c) => c.to_digit(10),
            _ => None,
        };
        if digit.is_none() {
            self.typed = 0;
        }
        match key {
            Key::ArrowUp | Key::BackTab | Key::Char('k') => {
                self.at = if self.at == 0 { last } else { self.at - 1 };
            }
            Key::ArrowDown | Key::Tab | Key::Char('j') => {
                self.at = if self.at == last { 0 } else { self.at + 1 };
            }
            Key::Home => self.at = 0,
            Key::End => self.at = last,
            Key::PageUp => self.at = self.at.saturating_sub(page.max(1)),
            Key::PageDown => self.at = (self.at + page.max(1)).min(last),
            Key::Enter | Key::Char(' ') => return Some(MenuEnd::Chosen(self.at)),
            Key::Escape | Key::Char('q') => return Some(MenuEnd::Back),
            Key::Char('\u{4}') => return Some(MenuEnd::Ended),
            _ => {}
        }
        let digit = digit? as usize;
        let number = self
            .typed
            .checked_mul(10)
            .and_then(|n| n.checked_add(digit))
            .filter(|n| (1..=self.len).contains(n))
            .or(Some(digit).filter(|n| (1..=self.len).contains(n)));
        let Some(number) = number else {
            self.typed = 0;
            return None;
        };
        self.at = number - 1;
        if number.saturating_mul(10) > self.len {
            self.typed = 0;
            return Some(MenuEnd::Chosen(self.at));
        }
        self.typed = number;
        None
    }

    /// The entries shown in a window of `rows`: the cursor's page (at least one entry).
    fn window(&self, rows: usize) -> std::ops::Range<usize> {
        let page = rows.saturating_sub(1).max(1).min(self.len);
        let start = (self.at / page) * page;
        start..(start + page).min(self.len)
    }
}

/// An arrow menu on the terminal (on stderr, as dialoguer draws): arrows or j/k move,
/// Enter chooses, a number key chooses that entry, Esc or q go back, Ctrl+D ends input.
/// Each key redraws it for the window's size at that moment, a page at a time, so that
/// no window (one row, or one that shrinks while the menu is open) can break it.
fn arrow_menu(title: &str, items: &[String], at: usize) -> Result<MenuEnd> {
    let term = Term::stderr();
    let theme = theme();
    let digits = items.len().to_string().len();
    let labels: Vec<String> = items
        .iter()
        .enumerate()
        .map(|(n, item)| {
            format!(
                "{} {item}",
                text::pad_left(&format!("{})", n + 1), digits + 1)
            )
        })
        .collect();
    let mut cursor = MenuCursor::new(items.len(), at);
    let mut drawn = 0;
    let _ = term.hide_cursor();
    let end = loop {
        let (rows, columns) = term.size();
        let width = usize::from(columns).saturating_sub(1).max(1);
        let window = cursor.window(usize::from(rows));
        let mut lines = Vec::new();
        let mut line = String::new();
        let _ = theme.format_select_prompt(&mut line, title);
        lines.push(line);
        for index in window.clone() {
            let mut line = String::new();
            let _ = theme.format_select_prompt_item(&mut line, &labels[index], index == cursor.at);
            lines.push(line);
        }
        let _ = term.clear_last_lines(drawn);
        for line in &lines {
            term.write_line(&console::truncate_str(line, width, "…"))?;
        }
        drawn = lines.len();
        let key = match term.read_key_raw() {
            Ok(key) => key,
            Err(err) if err.kind() == io::ErrorKind::UnexpectedEof => Key::Char('\u{4}'),
            Err(err) => {
                let _ = term.clear_last_lines(drawn);
                let _ = term.show_cursor();
                return Err(err.into());
            }
        };
        if key == Key::CtrlC {
            // Raw mode reads Ctrl+C as a key: it does what Ctrl+C does everywhere else.
            let _ = term.clear_last_lines(drawn);
            let _ = term.show_cursor();
            interrupted();
            break MenuEnd::Back;
        }
        if let Some(end) = cursor.press(&key, window.len()) {
            break end;
        }
    };
    let _ = term.clear_last_lines(drawn);
    let _ = term.show_cursor();
    if let MenuEnd::Chosen(choice) = end {
        let mut line = String::new();
        let _ = theme.format_select_prompt_selection(&mut line, title, &items[choice]);
        term.write_line(&console::truncate_str(
            &line,
            usize::from(term.size().1).max(2) - 1,
            "…",
        ))?;
    }
    Ok(end)
}

/// Why an answer is not a number in range, in words for the person who typed it.
pub fn parse_number_in(answer: &str, min: usize, max: usize) -> Result<usize, String> {
    let trimmed = answer.trim();
    if trimmed.is_empty() {
        return Err(format!("Please type a number from {min} to {max}."));
    }
    match trimmed.parse::<usize>() {
        Ok(number) if (min..=max).contains(&number) => Ok(number),
        Ok(_) => Err(format!(
            "{trimmed} is out of range: type a number from {min} to {max}."
        )),
        Err(_) => Err(format!(
            "\"{}\" is not a number: type a number from {min} to {max}.",
            text::prefix(trimmed)
        )),
    }
}

/// `y`, `yes`, `n`, `no` (also Polish and Czech `t`/`tak`, `a`/`ano`, `nie`, `ne`).
pub fn parse_yes_no(answer: &str) -> Option<bool> {
    match answer.trim().to_lowercase().as_str() {
        "y" | "yes" | "t" | "tak" | "a" | "ano" => Some(true),
        "n" | "no" | "nie" | "ne" => Some(false),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_out_of_range_or_not_numbers_are_explained() {
        assert_eq!(parse_number_in(" 3 ", 1, 9), Ok(3));
        assert!(
            parse_number_in("0", 1, 9)
                .unwrap_err()
                .contains("out of range")
        );
        assert!(
            parse_number_in("abc", 1, 9)
                .unwrap_err()
                .contains("not a number")
        );
        assert!(
            parse_number_in("", 1, 9)
                .unwrap_err()
                .contains("from 1 to 9")
        );
        assert!(
            parse_number_in("99999999999999999999999", 1, 9)
                .unwrap_err()
                .contains("not a number")
        );
    }

    #[test]
    fn scripted_choose_retries_until_valid_and_ends_at_eof() {
        let items = vec!["a".to_string(), "b".to_string()];
        let mut ui = Ui::scripted("x\n7\n2\n");
        assert_eq!(ui.choose("Pick", &items).unwrap(), Some(1));
        assert_eq!(ui.choose("Pick", &items).unwrap(), None);
    }

    #[test]
    fn lines_are_read_up_to_4_kib_and_the_rest_of_a_longer_one_is_dropped() {
        let mut script = "x".repeat(64 << 20);
        script.push_str("\r\nok\r\n");
        script.push_str(&"y".repeat(MAX_LINE_BYTES));
        script.push_str("\ntail");
        let mut input = io::BufReader::new(io::Cursor::new(script.into_bytes()));
        let mut next = || read_bounded_line(&mut input, MAX_LINE_BYTES).unwrap();
        assert_eq!(next(), Line::TooLong);
        assert_eq!(next(), Line::Text("ok".to_string()));
        assert_eq!(next(), Line::Text("y".repeat(MAX_LINE_BYTES)));
        assert_eq!(next(), Line::Text("tail".to_string()));
        assert_eq!(next(), Line::End);
        let mut ui = Ui::scripted(&format!("{}\n7\n", "9".repeat(5000)));
        assert_eq!(ui.ask_number("How many?", 1, 9).unwrap(), Some(7));
        let mut ui = Ui::scripted(&format!("go {}\n", "z".repeat(4000)));
        ui.ask("Move?").unwrap();
        let quoted = format!("{}…", "z".repeat(text::QUOTE_CHARS));
        assert_eq!(
            ui.say_text(format!("\"{}\" is not a card", "z".repeat(4000))),
            format!("\"{quoted}\" is not a card")
        );
    }

    #[test]
    fn arrow_menus_move_wrap_around_and_choose_by_number() {
        let mut cursor = MenuCursor::new(12, 0);
        assert_eq!(cursor.press(&Key::ArrowUp, 5), None);
        assert_eq!(cursor.at, 11, "up from the top goes to the bottom");
        assert_eq!(cursor.press(&Key::ArrowDown, 5), None);
        assert_eq!(cursor.at, 0);
        assert_eq!(cursor.press(&Key::Char('j'), 5), None);
        assert_eq!(cursor.press(&Key::Enter, 5), Some(MenuEnd::Chosen(1)));
        // 5 of 12 chooses at once; 1 waits for a second digit (10, 11, 12) or Enter.
        assert_eq!(cursor.press(&Key::Char('5'), 5), Some(MenuEnd::Chosen(4)));
        assert_eq!(cursor.press(&Key::Char('1'), 5), None);
        assert_eq!(cursor.at, 0);
        assert_eq!(cursor.press(&Key::Char('2'), 5), Some(MenuEnd::Chosen(11)));
        assert_eq!(cursor.press(&Key::Char('1'), 5), None);
        assert_eq!(cursor.press(&Key::Enter, 5), Some(MenuEnd::Chosen(0)));
        // Numbers that are no entry move nothing.
        assert_eq!(cursor.press(&Key::Char('0'), 5), None);
        let mut small = MenuCursor::new(3, 1);
        assert_eq!(small.press(&Key::Char('9'), 5), None);
        assert_eq!(small.at, 1);
        assert_eq!(small.press(&Key::Char('3'), 5), Some(MenuEnd::Chosen(2)));
        assert_eq!(small.press(&Key::Escape, 5), Some(MenuEnd::Back));
        assert_eq!(small.press(&Key::Char('q'), 5), Some(MenuEnd::Back));
        assert_eq!(small.press(&Key::Char('\u{4}'), 5), Some(MenuEnd::Ended));
    }

    #[test]
    fn an_arrow_menu_pages_in_any_window_even_one_row() {
        for rows in 0..30 {
            for len in 1..15 {
                for at in 0..len {
                    let window = MenuCursor::new(len, at).window(rows);
                    assert!(window.contains(&at), "{rows} rows, {len} entries, at {at}");
                    assert!(window.end <= len && !window.is_empty());
                    assert!(window.len() < rows.max(2), "{rows} rows: {window:?}");
                }
            }
        }
    }

    #[test]
    fn help_wraps_at_words_under_its_own_column() {
        let help = "Commands:\n  save FILE    save the game; karty makao --load FILE resumes it\n\
                    Lay a card of the top's suit or of its rank; a queen goes on anything.";
        let wrapped = wrap(help, 40);
        assert_eq!(
            wrapped,
            "Commands:\n  save FILE    save the game; karty\n               makao --load FILE resumes\n               it\n\
             Lay a card of the top's suit or of its\nrank; a queen goes on anything."
        );
        assert!(wrapped.lines().all(|line| line.chars().count() <= 40));
        assert_eq!(wrap(help, 200), help, "nothing to wrap");
        // Tiny widths and endless words never panic, and no word is lost.
        for width in 0..12 {
            let text = wrap(&format!("{} {help}", "x".repeat(50)), width);
            let words = |t: &str| t.split_whitespace().map(str::to_string).collect::<Vec<_>>();
            assert_eq!(words(&text), words(&format!("{} {help}", "x".repeat(50))));
        }
    }

    #[test]
    fn computer_moves_wait_only_on_a_terminal_without_plain_or_fast() {
        assert_eq!(move_pause(true, false, false), Some(MOVE_PAUSE));
        assert!((600..=800).contains(&MOVE_PAUSE.as_millis()));
        for (terminal, plain, fast) in [
            (false, false, false),
            (true, true, false),
            (true, false, true),
            (false, true, true),
        ] {
            assert_eq!(move_pause(terminal, plain, fast), None);
        }
        let mut ui = Ui::scripted("");
        assert_eq!(ui.pace, None, "a script never waits");
        ui.pace = Some(MOVE_PAUSE);
        ui.set_fast(true);
        assert_eq!(ui.pace, None);
    }

    #[test]
    fn esc_or_q_go_back_from_a_question_that_allows_it() {
        let mut ui = Ui::scripted("7\nq\n2\x1b[A\nx\n3\n");
        assert_eq!(
            ui.ask_number_or_back("How many?", 1, 4).unwrap(),
            Reply::Back
        );
        // Esc ends its line at once (on a terminal, the rest of an arrow key's sequence
        // is dropped; a script's is read as a wrong answer).
        assert_eq!(
            ui.ask_number_or_back("How many?", 1, 4).unwrap(),
            Reply::Back
        );
        assert_eq!(
            ui.ask_number_or_back("How many?", 1, 4).unwrap(),
            Reply::Given(3)
        );
        assert_eq!(
            ui.ask_number_or_back("How many?", 1, 4).unwrap(),
            Reply::Ended
        );
    }

    #[test]
    fn yes_and_no_in_three_languages() {
        assert_eq!(parse_yes_no("Yes"), Some(true));
        assert_eq!(parse_yes_no("tak"), Some(true));
        assert_eq!(parse_yes_no("ne"), Some(false));
        assert_eq!(parse_yes_no("maybe"), None);
        let mut ui = Ui::scripted("maybe\nn\n");
        assert_eq!(ui.confirm("Twist?").unwrap(), Some(false));
    }
}
