//! Small pieces of English every front end writes the same way.

/// "a", "a and b", "a, b and c".
pub fn list<S: AsRef<str>>(items: &[S]) -> String {
    let items: Vec<&str> = items.iter().map(AsRef::as_ref).collect();
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
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
/// message about a huge input stays short.
pub fn prefix(text: &str) -> String {
    match text.char_indices().nth(QUOTE_CHARS) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
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
    fn padding_takes_any_width() {
        assert_eq!(pad_left("ab", 4), "  ab");
        assert_eq!(pad_right("ab", 4), "ab  ");
        assert_eq!(pad_right("abc", 1), "abc");
        assert_eq!(pad_left("x", 70_000).chars().count(), 70_000);
    }
}
