//! The one place that talks to a person: plain numbered lines when input is piped or
//! `--plain` is given, dialoguer prompts on a terminal. Games call these methods and
//! never care which is in use, so every game can be scripted and tested.

use std::fmt::Display;
use std::io::{self, BufRead, IsTerminal, Write};
use std::sync::Mutex;
use std::time::Duration;

use anyhow::Result;
use cards::Card;
use clap::ValueEnum;
use console::{Style, Term};
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

/// Ctrl+C ends the program cleanly with exit code 130, in every game and at every
/// question: the cursor comes back, a game in play is saved to a named file in the data
/// directory, and a message says what happened and how to go on.
pub fn install_interrupt_handler() {
    let _ = ctrlc::set_handler(|| {
        let _ = Term::stderr().show_cursor();
        eprintln!();
        let saved = INTERRUPT_SAVE
            .lock()
            .ok()
            .and_then(|mut slot| slot.take())
            .map(|(game, text)| save_interrupted(game, &text));
        match saved {
            Some(Ok(message)) => eprintln!("Interrupted. {message}"),
            Some(Err(err)) => eprintln!("Interrupted. The game could not be saved: {err:#}."),
            None => {
                eprintln!("Interrupted. Goodbye.");
                if let Ok(slot) = INTERRUPT_HINT.lock()
                    && let Some(hint) = slot.as_deref()
                {
                    eprintln!("{hint}");
                }
            }
        }
        std::process::exit(130);
    });
}

/// Saves a game cut short to `interrupted-GAME.json` in the data directory.
fn save_interrupted(game: &str, text: &str) -> Result<String> {
    let dir = crate::terminal::data_dir()
        .ok_or_else(|| anyhow::anyhow!("no data directory (set KARTY_DATA_DIR)"))?;
    std::fs::create_dir_all(&dir)?;
    let path = dir.join(format!("interrupted-{game}.json"));
    crate::terminal::write_atomically(&path, text)?;
    Ok(format!(
        "The game was saved to {}. Go on with: {}",
        path.display(),
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
}

impl Ui {
    /// Dialoguer prompts only when both ends are a terminal and `--plain` was not given.
    pub fn new(plain: bool, ascii: bool) -> Ui {
        let interactive = !plain && io::stdin().is_terminal() && io::stdout().is_terminal();
        Ui {
            interactive,
            pace: move_pause(io::stdout().is_terminal(), plain, false),
            input: Box::new(io::BufReader::new(io::stdin())),
            style: CardStyle { ascii },
            long_typed: Vec::new(),
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
    /// word of it) quotes at most [`text::QUOTE_CHARS`] characters of it, so every game's
    /// error messages stay short, whatever was typed.
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

    fn ask_styled(&mut self, prompt: &str, styled: bool) -> Result<Option<String>> {
        let answer = self.ask_line(prompt, styled)?;
        self.long_typed.clear();
        if let Some(answer) = &answer {
            let long = |text: &&str| text.chars().count() > text::QUOTE_CHARS;
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

    fn ask_line(&mut self, prompt: &str, styled: bool) -> Result<Option<String>> {
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
            match read_bounded_line(&mut self.input, MAX_LINE_BYTES)? {
                Line::Text(line) => return Ok(Some(line)),
                Line::TooLong => out(format_args!("\n{TOO_LONG}")),
                Line::End => {
                    // Keep the transcript tidy: the prompt's line ends here.
                    out("");
                    return Ok(None);
                }
            }
        }
    }

    /// One of `items`, by number; `None` at end of input or when the person backs out.
    pub fn choose(&mut self, title: &str, items: &[String]) -> Result<Option<usize>> {
        if items.is_empty() {
            return Ok(None);
        }
        // dialoguer's paging panics in a terminal under 3 rows, and a list of one or two
        // rows is no list: a tiny window gets the numbered lines instead.
        if self.interactive && Term::stderr().size().0 >= MIN_MENU_ROWS {
            let choice = dialoguer::Select::with_theme(&theme())
                .with_prompt(title)
                .items(items)
                .default(0)
                .interact_opt();
            return ended_is_none(choice);
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

/// Clears the screen and the terminal's scrollback (`ESC[3J`), not just the screen.
fn wipe_screen() {
    write_out(format_args!("\x1b[H\x1b[2J\x1b[3J"));
    let _ = io::stderr().write_all(b"\x1b[H\x1b[2J\x1b[3J");
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
fn read_bounded_line(input: &mut dyn BufRead, max: usize) -> io::Result<Line> {
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
        let newline = buffer.iter().position(|&b| b == b'\n');
        let text = &buffer[..newline.unwrap_or(buffer.len())];
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

/// Esc and Ctrl+C at a dialoguer prompt end the question like end of input does.
fn ended_is_none<T>(answer: dialoguer::Result<Option<T>>) -> Result<Option<T>> {
    match answer {
        Ok(value) => Ok(value),
        Err(dialoguer::Error::IO(err)) if err.kind() == io::ErrorKind::Interrupted => {
            let _ = Term::stderr().show_cursor();
            Ok(None)
        }
        Err(err) => Err(err.into()),
    }
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
    fn yes_and_no_in_three_languages() {
        assert_eq!(parse_yes_no("Yes"), Some(true));
        assert_eq!(parse_yes_no("tak"), Some(true));
        assert_eq!(parse_yes_no("ne"), Some(false));
        assert_eq!(parse_yes_no("maybe"), None);
        let mut ui = Ui::scripted("maybe\nn\n");
        assert_eq!(ui.confirm("Twist?").unwrap(), Some(false));
    }
}
