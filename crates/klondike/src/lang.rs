//! The two languages of the game: English by default, the course's Czech on request.

use std::fmt;

/// A language for messages, help and the `--ascii` suit letters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    #[default]
    En,
    /// The seed's original Czech.
    Cs,
}

/// Something with a message in either language. The English text is the `Display` text,
/// so an error printed without a language still reads well.
pub trait Localized: fmt::Display {
    /// The Czech text.
    fn czech(&self) -> String;

    fn message(&self, lang: Lang) -> String {
        match lang {
            Lang::En => self.to_string(),
            Lang::Cs => self.czech(),
        }
    }
}
