//! A told line as runs: the cards, players, actions and numbers in it are marked, so
//! each front end shows them its own way (colour in the terminal, drawn cards and
//! names in the page) from one sentence of Fluent. The marks are characters no name or
//! typed text may hold ([`contract::names::is_unsafe`] refuses the whole U+2060–U+2069
//! block), so nothing from outside can forge or end a run.

use std::fmt::Write as _;

use cards::Card;
use console::Style;

/// What a marked run of a line names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    Card,
    Player,
    Action,
    Number,
}

/// Closes every marked run.
const END: char = '\u{2060}';

impl Mark {
    const ALL: [Mark; 4] = [Mark::Card, Mark::Player, Mark::Action, Mark::Number];

    /// The character that opens a run of this mark.
    fn opener(self) -> char {
        match self {
            Mark::Card => '\u{2061}',
            Mark::Player => '\u{2062}',
            Mark::Action => '\u{2063}',
            Mark::Number => '\u{2064}',
        }
    }

    fn opened_by(c: char) -> Option<Mark> {
        Mark::ALL.into_iter().find(|mark| mark.opener() == c)
    }

    /// Its name, as the page's classes and the tests read it.
    pub fn name(self) -> &'static str {
        match self {
            Mark::Card => "card",
            Mark::Player => "player",
            Mark::Action => "action",
            Mark::Number => "number",
        }
    }
}

fn is_mark_char(c: char) -> bool {
    c == END || Mark::opened_by(c).is_some()
}

/// `text` as one run of `mark`, to be placed in a told line (any mark inside it is
/// dropped: runs do not nest).
pub fn marked(mark: Mark, text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 6);
    out.push(mark.opener());
    out.extend(text.chars().filter(|&c| !is_mark_char(c)));
    out.push(END);
    out
}

/// One run of a line: marked, or plain text between marked runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Run<'a> {
    pub mark: Option<Mark>,
    pub text: &'a str,
}

/// The runs of a told line, in order; a run left open at the end ends with the line.
pub fn runs(line: &str) -> Vec<Run<'_>> {
    let mut runs = Vec::new();
    let mut mark = None;
    let mut start = 0;
    for (at, c) in line.char_indices() {
        let opened = Mark::opened_by(c);
        if opened.is_none() && c != END {
            continue;
        }
        if start < at {
            runs.push(Run {
                mark,
                text: &line[start..at],
            });
        }
        start = at + c.len_utf8();
        mark = opened;
    }
    if start < line.len() {
        runs.push(Run {
            mark,
            text: &line[start..],
        });
    }
    runs
}

/// The line as text, without its marks.
pub fn plain(line: &str) -> String {
    if !line.contains(is_mark_char) {
        return line.to_string();
    }
    line.chars().filter(|&c| !is_mark_char(c)).collect()
}

/// The line for a terminal: cards in their suit's colour, players in bold, actions in
/// cyan (each only when `colour`).
pub fn terminal(line: &str, colour: bool) -> String {
    if !line.contains(is_mark_char) {
        return line.to_string();
    }
    let mut out = String::with_capacity(line.len() + 16);
    for run in runs(line) {
        let style = match run.mark {
            None | Some(Mark::Number) => {
                out.push_str(run.text);
                continue;
            }
            Some(Mark::Card) => match run.text.parse::<Card>() {
                Ok(card) => crate::ui::suit_style(card),
                // A card that is not a playing card (Saboteur's).
                Err(_) => Style::new().yellow(),
            },
            Some(Mark::Player) => Style::new().bold(),
            Some(Mark::Action) => Style::new().cyan(),
        };
        let _ = write!(out, "{}", style.force_styling(colour).apply_to(run.text));
    }
    out
}

/// The line as HTML for the page: every run escaped, marked runs in a `<span>` of
/// class `run-<mark>`, a playing card also of class `suit-<letter>` and with its code
/// (`data-card="10H"`), so the page draws it as a small card in its suit's colour and
/// names it for screen readers.
pub fn html(line: &str) -> String {
    let mut out = String::with_capacity(line.len() + 32);
    for run in runs(line) {
        let text = escape(run.text);
        match run.mark {
            None => out.push_str(&text),
            Some(Mark::Card) => match run.text.parse::<Card>() {
                Ok(card) => {
                    let suit = card.suit.letter().to_ascii_lowercase();
                    let code = card.ascii();
                    let _ = write!(
                        out,
                        r#"<span class="run-card suit-{suit}" data-card="{code}">{text}</span>"#
                    );
                }
                Err(_) => {
                    let _ = write!(out, r#"<span class="run-card">{text}</span>"#);
                }
            },
            Some(mark) => {
                let _ = write!(out, r#"<span class="run-{}">{text}</span>"#, mark.name());
            }
        }
    }
    out
}

/// Text made safe to place between HTML tags or in an attribute.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line() -> String {
        format!(
            "{} lays {} and {} more {}",
            marked(Mark::Player, "Ala <b>"),
            marked(Mark::Card, "10♥"),
            marked(Mark::Number, "2"),
            marked(Mark::Card, "straight tunnel")
        )
    }

    #[test]
    fn a_line_splits_into_its_runs_and_reads_plain_without_its_marks() {
        let line = line();
        let runs = runs(&line);
        let marks: Vec<(Option<Mark>, &str)> = runs.iter().map(|r| (r.mark, r.text)).collect();
        assert_eq!(
            marks,
            [
                (Some(Mark::Player), "Ala <b>"),
                (None, " lays "),
                (Some(Mark::Card), "10♥"),
                (None, " and "),
                (Some(Mark::Number), "2"),
                (None, " more "),
                (Some(Mark::Card), "straight tunnel"),
            ]
        );
        assert_eq!(plain(&line), "Ala <b> lays 10♥ and 2 more straight tunnel");
        assert_eq!(terminal(&line, false), plain(&line));
    }

    #[test]
    fn html_escapes_every_run_and_classes_the_marked_ones() {
        assert_eq!(
            html(&line()),
            "<span class=\"run-player\">Ala &lt;b&gt;</span> lays \
             <span class=\"run-card suit-h\" data-card=\"10H\">10♥</span> and \
             <span class=\"run-number\">2</span> more \
             <span class=\"run-card\">straight tunnel</span>"
        );
        assert_eq!(html("<script>"), "&lt;script&gt;");
    }

    #[test]
    fn marks_inside_a_run_are_dropped_and_a_stray_end_is_not_text() {
        let nested = marked(Mark::Player, &marked(Mark::Card, "7♠"));
        assert_eq!(
            runs(&nested),
            [Run {
                mark: Some(Mark::Player),
                text: "7♠"
            }]
        );
        assert_eq!(plain("a\u{2060}b\u{2061}c"), "abc");
        // Every mark is a character no name may hold.
        for c in ['\u{2060}', '\u{2061}', '\u{2062}', '\u{2063}', '\u{2064}'] {
            assert!(contract::names::is_unsafe(c));
        }
    }

    #[test]
    fn the_terminal_colours_cards_by_suit_and_names_in_bold() {
        let shown = terminal(&line(), true);
        assert!(shown.contains("\u{1b}[31m10♥\u{1b}[0m"), "{shown:?}");
        assert!(shown.contains("\u{1b}[1mAla <b>\u{1b}[0m"), "{shown:?}");
        assert_eq!(console::strip_ansi_codes(&shown), plain(&line()));
    }
}
