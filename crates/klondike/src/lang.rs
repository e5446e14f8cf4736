//! The two languages of the game: English by default, the course's Czech on request.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

/// A language for messages, help and the `--ascii` suit letters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    #[default]
    En,
    /// The seed's original Czech.
    Cs,
}

impl Lang {
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Cs => "cs",
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("\"{0}\" is not a language (en or cs)")]
pub struct ParseLangError(pub String);

impl FromStr for Lang {
    type Err = ParseLangError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match text.trim().to_ascii_lowercase().as_str() {
            "en" => Ok(Lang::En),
            "cs" | "cz" => Ok(Lang::Cs),
            _ => Err(ParseLangError(text.to_string())),
        }
    }
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
