//! Small pieces of English every front end writes the same way.

use crate::say;

/// "a", "a and b", "a, b and c".
pub fn list<S: AsRef<str>>(items: &[S]) -> String {
    let items: Vec<&str> = items.iter().map(AsRef::as_ref).collect();
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => crate::say!("table-and", rest = rest.join(", "), last = *last),
    }
}

/// The text with its first letter in capitals.
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A message as a sentence: capital first, full stop last.
pub fn sentence(text: &str) -> String {
    let mut out = capitalised(text);
    if !out.ends_with('.') {
        out.push('.');
    }
    out
}

/// How many characters of what someone typed a message quotes.
pub const QUOTE_CHARS: usize = 40;

/// What someone typed, cut to [`QUOTE_CHARS`] characters and "…" when longer, so a
/// message about a huge input stays short, and made [`safe`] to print.
pub fn prefix(text: &str) -> String {
    match text.char_indices().nth(QUOTE_CHARS) {
        Some((end, _)) => format!("{}…", safe(&text[..end])),
        None => safe(text),
    }
}

pub use contract::names::{is_unsafe, safe};

/// A message of karty's own that may quote outside text, as it may be printed: [`safe`],
/// except that its own line breaks are kept.
pub fn safe_message(text: &str) -> String {
    text.split('\n').map(safe).collect::<Vec<_>>().join("\n")
}

/// A path as it may be printed (see [`safe`]).
pub fn path(path: &std::path::Path) -> String {
    safe(&path.display().to_string())
}

/// The text padded with spaces on the left to `width` characters. Unlike `{:>width$}`,
/// any width is safe (std's formatter panics on widths above `u16::MAX`).
pub fn pad_left(text: &str, width: usize) -> String {
    let len = text.chars().count();
    format!("{}{text}", " ".repeat(width.saturating_sub(len)))
}

/// The text padded with spaces on the right to `width` characters (see [`pad_left`]).
pub fn pad_right(text: &str, width: usize) -> String {
    let len = text.chars().count();
    format!("{text}{}", " ".repeat(width.saturating_sub(len)))
}

/// How a game ended, for every seat alike: who won, and the points where it scores them.
pub fn game_over(names: &[String], winners: &[usize], points: Option<Vec<i64>>) -> Vec<String> {
    let named: Vec<&str> = winners
        .iter()
        .map(|&p| names.get(p).map_or("?", String::as_str))
        .collect();
    let mut lines = vec![if named.is_empty() {
        say!("table-over-no-winner")
    } else {
        say!("table-over-won", names = named.join(", "))
    }];
    if let Some(points) = points {
        let each: Vec<String> = points
            .iter()
            .enumerate()
            .map(|(p, n)| format!("{} {n}", names.get(p).map_or("?", String::as_str)))
            .collect();
        lines.push(say!("table-points", points = each.join(", ")));
    }
    lines
}

/// The cards a text names, each standing alone (no letter or digit either side),
/// written as codes (`10H`, as files and `--ascii` write them) or, with `symbols`, as
/// people read them (`10♥`): for tests that check what a reader is told.
#[cfg(test)]
pub fn cards_named(text: &str, symbols: bool) -> Vec<cards::Card> {
    let bytes = text.as_bytes();
    let stands_alone = |code: &str| {
        text.match_indices(code).any(|(at, _)| {
            let before = at.checked_sub(1).map(|i| bytes[i]);
            let after = bytes.get(at + code.len()).copied();
            !before.is_some_and(|b| b.is_ascii_alphanumeric())
                && !after.is_some_and(|b| b.is_ascii_alphanumeric())
        })
    };
    cards::standard_deck()
        .into_iter()
        .filter(|card| {
            stands_alone(&if symbols {
                card.to_string()
            } else {
                card.ascii()
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_input_is_quoted_by_a_prefix() {
        assert_eq!(prefix("short"), "short");
        let long = "ż".repeat(65_536);
        assert_eq!(prefix(&long), format!("{}…", "ż".repeat(QUOTE_CHARS)));
    }

    #[test]
    fn outside_text_is_printed_with_its_control_bytes_escaped() {
        assert_eq!(safe("Ala ma kota ż"), "Ala ma kota ż");
        assert_eq!(safe("a\u{1b}[2Jb"), "a\\u{1b}[2Jb");
        assert_eq!(safe("x\ny\tz\r"), "x\\ny\\tz\\r");
        assert_eq!(
            safe("\u{9b}31m\u{202e}\u{7f}"),
            "\\u{9b}31m\\u{202e}\\u{7f}"
        );
        for c in (0..0x110000).filter_map(char::from_u32) {
            let shown = safe(&c.to_string());
            assert!(!shown.chars().any(is_unsafe), "{c:?} shown as {shown:?}");
        }
        assert_eq!(prefix("\u{1b}]0;pwned\u{7}"), "\\u{1b}]0;pwned\\u{7}");
        let long = format!("{}\u{1b}", "x".repeat(QUOTE_CHARS));
        assert_eq!(prefix(&long), format!("{}…", "x".repeat(QUOTE_CHARS)));
    }

    #[test]
    fn padding_takes_any_width() {
        assert_eq!(pad_left("ab", 4), "  ab");
        assert_eq!(pad_right("ab", 4), "ab  ");
        assert_eq!(pad_right("abc", 1), "abc");
        assert_eq!(pad_left("x", 70_000).chars().count(), 70_000);
    }
}
