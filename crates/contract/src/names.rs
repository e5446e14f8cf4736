//! What every game asks of a player's name, wherever it comes from (`--names`, a prompt,
//! a save or state file): names are shown in tables and typed in moves, so each is short
//! and printable. A name of 65,536 characters once crashed a padded table.

/// The longest name a player may have, in characters.
pub const MAX_CHARS: usize = 40;

/// Characters that change the screen or hide text when printed: control characters
/// (escape sequences, newlines, C1 controls), bidirectional overrides and zero-width
/// characters.
pub fn is_unsafe(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{2069}' | '\u{FEFF}')
}

/// Any text from outside (typed, read from a file, a program's name or output, a file
/// name) as it may be printed: every character of [`is_unsafe`] shown escaped (`\n`,
/// `\t`, `\u{1b}`), so that no escape code reaches the terminal. The one escaping every
/// front end uses.
pub fn safe(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if is_unsafe(c) => out.extend(c.escape_unicode()),
            c => out.push(c),
        }
    }
    out
}

/// Whether `name` is 1 to [`MAX_CHARS`] printable characters; the reason quotes at most a
/// short prefix of it, escaped.
pub fn check(name: &str) -> Result<(), String> {
    let chars = name.chars().count();
    if chars == 0 {
        return Err("a name cannot be empty".to_string());
    }
    if chars > MAX_CHARS {
        let start: String = name.chars().take(20).collect();
        return Err(format!(
            "a name has at most {MAX_CHARS} characters, not {chars} (`{}…`)",
            safe(&start)
        ));
    }
    if name.chars().any(is_unsafe) {
        return Err(format!(
            "`{}` cannot be a player's name: it holds control or invisible characters",
            safe(name)
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_one_to_forty_printable_characters() {
        assert_eq!(check(""), Err("a name cannot be empty".to_string()));
        assert!(check(&"ż".repeat(40)).is_ok());
        assert_eq!(
            check(&"x".repeat(65_536)).unwrap_err(),
            format!(
                "a name has at most 40 characters, not 65536 (`{}…`)",
                "x".repeat(20)
            )
        );
        assert_eq!(
            check("Jo\u{1b}[2J").unwrap_err(),
            "`Jo\\u{1b}[2J` cannot be a player's name: it holds control or invisible characters"
        );
        assert!(check("Ann\u{202E}").is_err());
        assert!(check("Ann\u{200B}").is_err());
        assert!(check("Ann Lee").is_ok());
    }
}
