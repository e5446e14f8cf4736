//! The one place that talks to a person: plain numbered lines when input is piped or
//! `--plain` is given, dialoguer prompts on a terminal. Games call these methods and
//! never care which is in use, so every game can be scripted and tested.

use std::fmt::Display;
use std::io::{self, BufRead, IsTerminal, Read, Write};
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use anyhow::Result;
use cards::Card;
use clap::ValueEnum;
use console::{Key, Style, Term};
use dialoguer::theme::{ColorfulTheme, Theme};

use crate::say;
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

/// Whether this run paints four suit colours (`--four-colour`): one switch for the
/// whole run, as console's own colour switch is.
static FOUR_COLOURS: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

pub fn set_four_colour(on: bool) {
    FOUR_COLOURS.store(on, Ordering::Relaxed);
}

/// A card's colour on this run's screen: red or black, or four colours.
pub fn suit_style(card: Card) -> Style {
    use cards::Suit;
    match card.suit {
        Suit::Diamonds if FOUR_COLOURS.load(Ordering::Relaxed) => Style::new().blue(),
        Suit::Clubs if FOUR_COLOURS.load(Ordering::Relaxed) => Style::new().green(),
        _ if card.is_red() => Style::new().red(),
        _ => Style::new().bold(),
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
        suit_style(card).apply_to(text).to_string()
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

mod interrupt;

pub use interrupt::{
    BackToMenu, install_interrupt_handler, set_interrupt_hint, set_interrupt_save,
    set_return_to_menu, settle, take_interrupt,
};
use interrupt::{INTERRUPTED, forget_the_end_of_input, interrupted, keep_for_a_late_signal};

/// The pause before each computer move on a terminal, so that moves appear one at a
/// time, as at a real table.
pub const MOVE_PAUSE: Duration = Duration::from_millis(700);

/// The longest pause between the digits of one number typed in an arrow menu.
const DIGIT_PAUSE: Duration = Duration::from_millis(1000);

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
                Line::Text(line) => {
                    forget_the_end_of_input();
                    return Ok(Some(line));
                }
                Line::TooLong => out(format_args!("\n{}", say!("table-line-too-long"))),
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
        let prompt = say!("table-choose", count = items.len());
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
            let Some(answer) = self.ask(&say!("table-yes-no", question = prompt))? else {
                return Ok(None);
            };
            match parse_yes_no(&answer) {
                Some(yes) => return Ok(Some(yes)),
                None => self.say(say!("table-answer-y-or-n")),
            }
        }
    }

    /// [`Ui::confirm`] where Esc or `q` goes back.
    pub fn confirm_or_back(&mut self, prompt: &str) -> Result<Reply<bool>> {
        let prompt = say!("table-yes-no-back", question = prompt);
        loop {
            let answer = match self.ask_or_back(&prompt)? {
                Reply::Given(answer) => answer,
                Reply::Back => return Ok(Reply::Back),
                Reply::Ended => return Ok(Reply::Ended),
            };
            match parse_yes_no(&answer) {
                Some(yes) => return Ok(Reply::Given(yes)),
                None => self.say(say!("table-answer-y-or-n")),
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
                let done = say!("table-turn-over", name = from);
                if self.ask(&done)?.is_none() {
                    return Ok(None);
                }
            }
            wipe_screen();
        } else {
            // Enough blank lines to push a shared screen's last hand out of sight.
            self.say("\n".repeat(40));
        }
        let answer = self.ask(&say!("table-pass-keyboard", name = next))?;
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
    let text = crate::words::runs::terminal(&text.to_string(), console::colors_enabled());
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

    /// Forgets the digits typed so far: the next digit begins a new number.
    fn start_afresh(&mut self) {
        self.typed = 0;
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
    let mut last_digit = None;
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
        if matches!(key, Key::Char(c) if c.is_ascii_digit()) {
            // A digit long after the last one begins a new number: `1`, a pause, then
            // `2` chooses the second entry, never the twelfth.
            if last_digit.is_some_and(|at: Instant| at.elapsed() > DIGIT_PAUSE) {
                cursor.start_afresh();
            }
            last_digit = Some(Instant::now());
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
        return Err(say!("table-type-a-number", min = min, max = max));
    }
    match trimmed.parse::<usize>() {
        Ok(number) if (min..=max).contains(&number) => Ok(number),
        Ok(_) => Err(say!(
            "table-out-of-range",
            answer = trimmed,
            min = min,
            max = max
        )),
        Err(_) => Err(say!(
            "table-not-a-number",
            answer = text::prefix(trimmed),
            min = min,
            max = max
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
mod tests;
