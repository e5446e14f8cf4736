//! Moves and commands as a person types them (`U`, `EC`, `E2G`, `?`, `undo` …), with
//! the seed's parsing rules and typed errors.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::lang::Localized;

/// A tableau column, A–G.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ColumnId {
    A,
    B,
    C,
    D,
    E,
    F,
    G,
}

impl ColumnId {
    pub const ALL: [ColumnId; 7] = [
        ColumnId::A,
        ColumnId::B,
        ColumnId::C,
        ColumnId::D,
        ColumnId::E,
        ColumnId::F,
        ColumnId::G,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn letter(self) -> char {
        char::from(b'A' + self as u8)
    }

    /// The column for an upper-case letter.
    pub fn from_letter(letter: char) -> Option<ColumnId> {
        ColumnId::ALL.into_iter().find(|c| c.letter() == letter)
    }
}

impl fmt::Display for ColumnId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// A foundation, W–Z. Any suit may be built on any of them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FoundationId {
    W,
    X,
    Y,
    Z,
}

impl FoundationId {
    pub const ALL: [FoundationId; 4] = [
        FoundationId::W,
        FoundationId::X,
        FoundationId::Y,
        FoundationId::Z,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn letter(self) -> char {
        char::from(b'W' + self as u8)
    }

    pub fn from_letter(letter: char) -> Option<FoundationId> {
        FoundationId::ALL.into_iter().find(|f| f.letter() == letter)
    }
}

impl fmt::Display for FoundationId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// Where moved cards come from: a column or the waste V.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Source {
    Column(ColumnId),
    Waste,
}

impl Source {
    /// Columns first, then V: the order legal moves are listed in.
    pub const ALL: [Source; 8] = [
        Source::Column(ColumnId::A),
        Source::Column(ColumnId::B),
        Source::Column(ColumnId::C),
        Source::Column(ColumnId::D),
        Source::Column(ColumnId::E),
        Source::Column(ColumnId::F),
        Source::Column(ColumnId::G),
        Source::Waste,
    ];

    pub fn letter(self) -> char {
        match self {
            Source::Column(column) => column.letter(),
            Source::Waste => 'V',
        }
    }

    pub fn from_letter(letter: char) -> Option<Source> {
        match letter {
            'V' => Some(Source::Waste),
            other => ColumnId::from_letter(other).map(Source::Column),
        }
    }
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// Where moved cards go: a column or a foundation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Target {
    Column(ColumnId),
    Foundation(FoundationId),
}

impl Target {
    pub const ALL: [Target; 11] = [
        Target::Column(ColumnId::A),
        Target::Column(ColumnId::B),
        Target::Column(ColumnId::C),
        Target::Column(ColumnId::D),
        Target::Column(ColumnId::E),
        Target::Column(ColumnId::F),
        Target::Column(ColumnId::G),
        Target::Foundation(FoundationId::W),
        Target::Foundation(FoundationId::X),
        Target::Foundation(FoundationId::Y),
        Target::Foundation(FoundationId::Z),
    ];

    pub fn letter(self) -> char {
        match self {
            Target::Column(column) => column.letter(),
            Target::Foundation(foundation) => foundation.letter(),
        }
    }

    pub fn from_letter(letter: char) -> Option<Target> {
        ColumnId::from_letter(letter)
            .map(Target::Column)
            .or_else(|| FoundationId::from_letter(letter).map(Target::Foundation))
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// One move of the game.
///
/// `Display` gives the command that makes it: `U`, `EC` (one card), `E2G`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// `U`: turn cards from U onto V, or refill U from V when U is empty.
    Turn,
    /// Move the last `count` cards of `from` onto `to`.
    Shift {
        from: Source,
        count: u32,
        to: Target,
    },
}

impl Move {
    /// A move of one card, written `EC`.
    pub fn one(from: Source, to: Target) -> Move {
        Move::Shift { from, count: 1, to }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::Turn => f.write_str("U"),
            Move::Shift { from, count: 1, to } => write!(f, "{from}{to}"),
            Move::Shift { from, count, to } => write!(f, "{from}{count}{to}"),
        }
    }
}

/// Why a text is not a move: the first two rows of the rules page's refusal table.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Error)]
pub enum ParseMoveError {
    #[error("I don't understand that move")]
    NotUnderstood,
    /// The text between the two letters, as the seed shows it (upper-cased).
    #[error("\"{0}\" is not a number")]
    NotANumber(String),
}

impl Localized for ParseMoveError {
    fn czech(&self) -> String {
        match self {
            ParseMoveError::NotUnderstood => "Nerozumím tahu".to_string(),
            ParseMoveError::NotANumber(text) => format!("\"{text}\" není číslo"),
        }
    }
}

impl FromStr for Move {
    type Err = ParseMoveError;

    /// The seed's `nacti_tah`: upper-case the text; `U` turns; otherwise the first letter
    /// is the source (A–G, V), the last the target (A–G, W–Z) and anything between them
    /// the number of cards. A count below 1 is not understood.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let upper = text.trim().to_uppercase();
        if upper == "U" {
            return Ok(Move::Turn);
        }
        let chars: Vec<char> = upper.chars().collect();
        let (Some(&first), Some(&last)) = (chars.first(), chars.last()) else {
            return Err(ParseMoveError::NotUnderstood);
        };
        if chars.len() < 2 {
            return Err(ParseMoveError::NotUnderstood);
        }
        let (Some(from), Some(to)) = (Source::from_letter(first), Target::from_letter(last)) else {
            return Err(ParseMoveError::NotUnderstood);
        };
        let middle: String = chars[1..chars.len() - 1].iter().collect();
        let count = if middle.is_empty() {
            1
        } else {
            parse_count(&middle)?
        };
        Ok(Move::Shift { from, count, to })
    }
}

/// A whole number as Python's `int()` reads it (spaces and a sign allowed); numbers too
/// large to hold are kept as the largest count, which no pile can satisfy anyway.
fn parse_count(text: &str) -> Result<u32, ParseMoveError> {
    let trimmed = text.trim();
    let (negative, digits) = match trimmed.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, trimmed.strip_prefix('+').unwrap_or(trimmed)),
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return Err(ParseMoveError::NotANumber(text.to_string()));
    }
    let value = digits.parse::<u32>().unwrap_or(u32::MAX);
    if negative || value == 0 {
        return Err(ParseMoveError::NotUnderstood);
    }
    Ok(value)
}

/// Everything a player can type at the prompt.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Command {
    /// `?` (anything starting with it, as in the seed) or `help`.
    Help,
    Move(Move),
    /// `auto`: safe cards to the foundations, or the whole finish when it is certain.
    Auto,
    /// `undo` (Czech `zpět`): take back the last command that changed the game.
    Undo,
    /// `hint` (Czech `rada`): the next move of a winning line, found by the solver.
    Hint,
    /// `tip`: the move the player that does not peek would make (it sees what the
    /// player sees).
    Tip,
    /// `save FILE` (Czech `ulož FILE`).
    Save(String),
    /// `quit` (Czech `konec`).
    Quit,
}

/// Why a line is not a command.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Error)]
pub enum ParseCommandError {
    #[error(transparent)]
    Move(#[from] ParseMoveError),
    #[error("save needs a file name: save FILE")]
    MissingFileName,
}

impl Localized for ParseCommandError {
    fn czech(&self) -> String {
        match self {
            ParseCommandError::Move(err) => err.czech(),
            ParseCommandError::MissingFileName => "Chybí jméno souboru: ulož SOUBOR".to_string(),
        }
    }
}

impl FromStr for Command {
    type Err = ParseCommandError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let trimmed = text.trim();
        if trimmed.starts_with('?') {
            return Ok(Command::Help);
        }
        let (word, rest) = match trimmed.split_once(char::is_whitespace) {
            Some((word, rest)) => (word, rest.trim()),
            None => (trimmed, ""),
        };
        let word = word.to_lowercase();
        match (word.as_str(), rest.is_empty()) {
            ("help" | "nápověda" | "napoveda", true) => Ok(Command::Help),
            ("auto", true) => Ok(Command::Auto),
            ("undo" | "zpět" | "zpet", true) => Ok(Command::Undo),
            ("hint" | "rada", true) => Ok(Command::Hint),
            ("tip", true) => Ok(Command::Tip),
            ("quit" | "konec", true) => Ok(Command::Quit),
            ("save" | "ulož" | "uloz", true) => Err(ParseCommandError::MissingFileName),
            ("save" | "ulož" | "uloz", false) => Ok(Command::Save(rest.to_string())),
            _ => Ok(Command::Move(trimmed.parse()?)),
        }
    }
}

impl fmt::Display for Command {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Command::Help => f.write_str("?"),
            Command::Move(mv) => write!(f, "{mv}"),
            Command::Auto => f.write_str("auto"),
            Command::Undo => f.write_str("undo"),
            Command::Hint => f.write_str("hint"),
            Command::Tip => f.write_str("tip"),
            Command::Save(file) => write!(f, "save {file}"),
            Command::Quit => f.write_str("quit"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;

    fn shift(from: char, count: u32, to: char) -> Move {
        Move::Shift {
            from: Source::from_letter(from).unwrap(),
            count,
            to: Target::from_letter(to).unwrap(),
        }
    }

    #[test]
    fn commands_are_case_insensitive() {
        assert_eq!("U".parse(), Ok(Move::Turn));
        assert_eq!("u".parse(), Ok(Move::Turn));
        assert_eq!("ec".parse(), Ok(shift('E', 1, 'C')));
        assert_eq!("Ec".parse(), Ok(shift('E', 1, 'C')));
        assert_eq!("e2g".parse(), Ok(shift('E', 2, 'G')));
        assert_eq!(" VW ".parse(), Ok(shift('V', 1, 'W')));
        assert_eq!("a12b".parse(), Ok(shift('A', 12, 'B')));
    }

    #[test]
    fn display_writes_the_command_that_parses_back() {
        for text in ["U", "EC", "E2G", "VW", "A13Z", "GA"] {
            let mv: Move = text.parse().unwrap();
            assert_eq!(mv.to_string(), text);
        }
        assert_eq!("E1G".parse::<Move>().unwrap().to_string(), "EG");
    }

    #[test]
    fn nonsense_is_not_understood() {
        for text in [
            "", " ", "V", "A", "x", "UU", "WA", "AU", "UA", "AV", "hello", "ZZ", "É", "♠♠",
        ] {
            assert_eq!(
                text.parse::<Move>(),
                Err(ParseMoveError::NotUnderstood),
                "{text:?}"
            );
        }
    }

    #[test]
    fn a_count_below_one_is_not_understood() {
        for text in ["E0G", "E-1G", "E00G", "e-5a"] {
            assert_eq!(
                text.parse::<Move>(),
                Err(ParseMoveError::NotUnderstood),
                "{text}"
            );
        }
    }

    #[test]
    fn a_middle_that_is_not_a_number_is_named_as_the_seed_shows_it() {
        assert_eq!(
            "exg".parse::<Move>(),
            Err(ParseMoveError::NotANumber("X".into()))
        );
        assert_eq!(
            "A2xB".parse::<Move>(),
            Err(ParseMoveError::NotANumber("2X".into()))
        );
        assert_eq!(
            "A--B".parse::<Move>(),
            Err(ParseMoveError::NotANumber("--".into()))
        );
        assert_eq!(
            "A B".parse::<Move>(),
            Err(ParseMoveError::NotANumber(" ".into()))
        );
    }

    #[test]
    fn huge_counts_parse_and_are_left_to_the_rules() {
        assert_eq!(
            "A99999999999999999999B".parse::<Move>(),
            Ok(shift('A', u32::MAX, 'B'))
        );
        assert_eq!("A +2 B".parse::<Move>(), Ok(shift('A', 2, 'B')));
    }

    #[test]
    fn parse_errors_read_as_the_table_in_both_languages() {
        assert_eq!(
            ParseMoveError::NotUnderstood.message(Lang::En),
            "I don't understand that move"
        );
        assert_eq!(
            ParseMoveError::NotUnderstood.message(Lang::Cs),
            "Nerozumím tahu"
        );
        let nan = ParseMoveError::NotANumber("X".into());
        assert_eq!(nan.message(Lang::En), "\"X\" is not a number");
        assert_eq!(nan.message(Lang::Cs), "\"X\" není číslo");
    }

    #[test]
    fn command_words_and_help() {
        assert_eq!("?".parse(), Ok(Command::Help));
        assert_eq!("?x".parse(), Ok(Command::Help));
        assert_eq!("help".parse(), Ok(Command::Help));
        assert_eq!("AUTO".parse(), Ok(Command::Auto));
        assert_eq!("undo".parse(), Ok(Command::Undo));
        assert_eq!("zpět".parse(), Ok(Command::Undo));
        assert_eq!("HINT".parse(), Ok(Command::Hint));
        assert_eq!("rada".parse(), Ok(Command::Hint));
        assert_eq!("Tip".parse(), Ok(Command::Tip));
        assert_eq!("quit".parse(), Ok(Command::Quit));
        assert_eq!("Konec".parse(), Ok(Command::Quit));
        assert_eq!(
            "save my game.json".parse(),
            Ok(Command::Save("my game.json".into()))
        );
        assert_eq!(
            "save".parse::<Command>(),
            Err(ParseCommandError::MissingFileName)
        );
        assert_eq!("ec".parse(), Ok(Command::Move(shift('E', 1, 'C'))));
        assert_eq!(
            "auto q".parse::<Command>(),
            Err(ParseCommandError::Move(ParseMoveError::NotUnderstood))
        );
        assert_eq!(
            "".parse::<Command>(),
            Err(ParseCommandError::Move(ParseMoveError::NotUnderstood))
        );
    }
}
