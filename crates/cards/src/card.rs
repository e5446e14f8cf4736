//! Suits, ranks and cards of the standard 52-card pack: naming, parsing and display.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use strum::{EnumCount, EnumIter, IntoEnumIterator};
use thiserror::Error;

/// A suit. The declaration order (♠ ♥ ♦ ♣) is the order hands are sorted in.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    EnumIter,
    EnumCount,
    Serialize,
    Deserialize,
)]
pub enum Suit {
    Spades,
    Hearts,
    Diamonds,
    Clubs,
}

impl Suit {
    /// The suit symbol, as shown on a terminal that has it.
    pub fn symbol(self) -> char {
        match self {
            Suit::Spades => '♠',
            Suit::Hearts => '♥',
            Suit::Diamonds => '♦',
            Suit::Clubs => '♣',
        }
    }

    /// The English letter used in the ASCII notation (`S H D C`).
    pub fn letter(self) -> char {
        match self {
            Suit::Spades => 'S',
            Suit::Hearts => 'H',
            Suit::Diamonds => 'D',
            Suit::Clubs => 'C',
        }
    }

    pub fn is_red(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Diamonds)
    }

    /// Every suit, in sorting order.
    pub fn all() -> impl Iterator<Item = Suit> {
        Suit::iter()
    }
}

impl fmt::Display for Suit {
    /// `♠`, or `S` with the alternate flag (`{:#}`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = if f.alternate() {
            self.letter()
        } else {
            self.symbol()
        };
        write!(f, "{c}")
    }
}

impl FromStr for Suit {
    type Err = ParseCardError;

    /// Accepts a letter (`s`, `H`), a symbol (`♠`, also the outlined `♤ ♡ ♢ ♧`) or a name.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let trimmed = text.trim();
        let suit = match trimmed.to_ascii_lowercase().as_str() {
            "s" | "♠" | "♤" | "spades" | "spade" => Suit::Spades,
            "h" | "♥" | "♡" | "hearts" | "heart" => Suit::Hearts,
            "d" | "♦" | "♢" | "diamonds" | "diamond" => Suit::Diamonds,
            "c" | "♣" | "♧" | "clubs" | "club" => Suit::Clubs,
            "" => return Err(ParseCardError::MissingSuit(text.to_string())),
            _ => return Err(ParseCardError::BadSuit(trimmed.to_string())),
        };
        Ok(suit)
    }
}

/// A rank. The declaration order (2 … 10, J, Q, K, A) is the sorting order; aces are high.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    EnumIter,
    EnumCount,
    Serialize,
    Deserialize,
)]
pub enum Rank {
    Two,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King,
    Ace,
}

impl Rank {
    /// The rank's number with the ace low (A = 1, J = 11, Q = 12, K = 13), as solitaire counts.
    pub fn number(self) -> u8 {
        match self {
            Rank::Ace => 1,
            other => other as u8 + 2,
        }
    }

    /// The inverse of [`Rank::number`]: 1 is the ace, 2–13 the rest.
    pub fn from_number(number: u8) -> Option<Rank> {
        match number {
            1 => Some(Rank::Ace),
            2..=13 => Rank::iter().nth(usize::from(number - 2)),
            _ => None,
        }
    }

    /// The English article before the rank as written ("an 8", "an A", "a 7").
    pub fn article(self) -> &'static str {
        match self {
            Rank::Eight | Rank::Ace => "an",
            _ => "a",
        }
    }

    /// The rank as written in card notation: `2` … `10`, `J`, `Q`, `K`, `A`.
    pub fn label(self) -> &'static str {
        match self {
            Rank::Two => "2",
            Rank::Three => "3",
            Rank::Four => "4",
            Rank::Five => "5",
            Rank::Six => "6",
            Rank::Seven => "7",
            Rank::Eight => "8",
            Rank::Nine => "9",
            Rank::Ten => "10",
            Rank::Jack => "J",
            Rank::Queen => "Q",
            Rank::King => "K",
            Rank::Ace => "A",
        }
    }

    /// One character for the rank, with `T` for ten (compact file notation).
    pub fn char(self) -> char {
        match self {
            Rank::Ten => 'T',
            other => other.label().chars().next().unwrap_or('?'),
        }
    }

    /// Every rank, from two to ace.
    pub fn all() -> impl Iterator<Item = Rank> {
        Rank::iter()
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.label())
    }
}

impl FromStr for Rank {
    type Err = ParseCardError;

    /// Accepts `2`–`10`, `T`, `J`, `Q`, `K`, `A` in either case.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let trimmed = text.trim();
        let rank = match trimmed.to_ascii_uppercase().as_str() {
            "2" => Rank::Two,
            "3" => Rank::Three,
            "4" => Rank::Four,
            "5" => Rank::Five,
            "6" => Rank::Six,
            "7" => Rank::Seven,
            "8" => Rank::Eight,
            "9" => Rank::Nine,
            "10" | "T" => Rank::Ten,
            "J" => Rank::Jack,
            "Q" => Rank::Queen,
            "K" => Rank::King,
            "A" => Rank::Ace,
            "" => return Err(ParseCardError::Empty),
            _ => return Err(ParseCardError::BadRank(trimmed.to_string())),
        };
        Ok(rank)
    }
}

/// One playing card.
///
/// `Display` shows `10♥`; the alternate form `{:#}` shows the ASCII `10H`. `FromStr`
/// accepts both, in any case, and `T` for ten. Serde uses the ASCII form, so saved
/// games can be read and edited by hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card {
    // Field order gives the hand order: by suit, then by rank.
    pub suit: Suit,
    pub rank: Rank,
}

impl Card {
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card { suit, rank }
    }

    /// The ASCII notation, `10H`, `QS`.
    pub fn ascii(self) -> String {
        format!("{self:#}")
    }

    /// The two-character code, `TH`, `QS` (ten as `T`).
    pub fn code(self) -> String {
        format!("{}{}", self.rank.char(), self.suit.letter())
    }

    pub fn is_red(self) -> bool {
        self.suit.is_red()
    }
}

impl fmt::Display for Card {
    /// `10♥`; with `{:#}`, `10H`. Width and alignment apply to the whole card.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = if f.alternate() {
            format!("{}{}", self.rank.label(), self.suit.letter())
        } else {
            format!("{}{}", self.rank.label(), self.suit.symbol())
        };
        f.pad(&text)
    }
}

/// Why a text is not a card.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ParseCardError {
    #[error("no card given")]
    Empty,
    #[error("\"{0}\" is not a rank (2-10, J, Q, K, A)")]
    BadRank(String),
    #[error("\"{0}\" has no suit (S, H, D, C or ♠ ♥ ♦ ♣)")]
    MissingSuit(String),
    #[error("\"{0}\" is not a suit (S, H, D, C or ♠ ♥ ♦ ♣)")]
    BadSuit(String),
}

impl FromStr for Card {
    type Err = ParseCardError;

    /// The last character is the suit, everything before it the rank.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let trimmed = text.trim();
        let Some((split, _)) = trimmed.char_indices().last() else {
            return Err(ParseCardError::Empty);
        };
        let (rank_text, suit_text) = trimmed.split_at(split);
        if rank_text.is_empty() {
            // A lone character: a rank without suit, or nonsense.
            return match suit_text.parse::<Rank>() {
                Ok(_) => Err(ParseCardError::MissingSuit(trimmed.to_string())),
                Err(_) => Err(ParseCardError::BadRank(trimmed.to_string())),
            };
        }
        let rank = rank_text.parse::<Rank>().map_err(|err| match err {
            // "10" alone: the 0 was read as a suit, so the suit is what is missing.
            ParseCardError::BadRank(_) if trimmed.parse::<Rank>().is_ok() => {
                ParseCardError::MissingSuit(trimmed.to_string())
            }
            ParseCardError::BadRank(_) => ParseCardError::BadRank(rank_text.to_string()),
            other => other,
        })?;
        let suit = suit_text.parse::<Suit>()?;
        Ok(Card::new(rank, suit))
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&format_args!("{self:#}"))
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// The 52 cards of one pack, in a fixed order: by suit (♠ ♥ ♦ ♣), then rank (2 … A).
pub fn standard_deck() -> Vec<Card> {
    Suit::iter()
        .flat_map(|suit| Rank::iter().map(move |rank| Card::new(rank, suit)))
        .collect()
}

/// `packs` standard packs one after another (Serbian makao plays with two: 104 cards).
pub fn packs(packs: usize) -> Vec<Card> {
    let one = standard_deck();
    std::iter::repeat_n(one, packs).flatten().collect()
}

/// Cards per standard pack.
pub const PACK_SIZE: usize = Suit::COUNT * Rank::COUNT;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_round_trips_through_both_notations() {
        for card in standard_deck() {
            assert_eq!(card.to_string().parse::<Card>(), Ok(card));
            assert_eq!(card.ascii().parse::<Card>(), Ok(card));
            assert_eq!(card.code().parse::<Card>(), Ok(card));
            assert_eq!(card.ascii().to_lowercase().parse::<Card>(), Ok(card));
        }
    }

    #[test]
    fn all_52_cards_display_distinctly() {
        let shown: std::collections::HashSet<String> =
            standard_deck().iter().map(Card::to_string).collect();
        let ascii: std::collections::HashSet<String> =
            standard_deck().iter().map(|c| c.ascii()).collect();
        assert_eq!(shown.len(), 52);
        assert_eq!(ascii.len(), 52);
    }

    #[test]
    fn display_examples() {
        let ten_hearts = Card::new(Rank::Ten, Suit::Hearts);
        let queen_spades = Card::new(Rank::Queen, Suit::Spades);
        assert_eq!(ten_hearts.to_string(), "10♥");
        assert_eq!(queen_spades.to_string(), "Q♠");
        assert_eq!(ten_hearts.ascii(), "10H");
        assert_eq!(queen_spades.ascii(), "QS");
        assert_eq!(ten_hearts.code(), "TH");
        assert_eq!(format!("[{:>4}]", queen_spades), "[  Q♠]");
    }

    #[test]
    fn forgiving_parsing() {
        let ten_hearts = Card::new(Rank::Ten, Suit::Hearts);
        for text in ["10h", "10H", "TH", "th", "10♥", " 10h "] {
            assert_eq!(text.parse::<Card>(), Ok(ten_hearts), "{text}");
        }
        let queen_spades = Card::new(Rank::Queen, Suit::Spades);
        for text in ["Q♠", "qs", "QS", "q♠"] {
            assert_eq!(text.parse::<Card>(), Ok(queen_spades), "{text}");
        }
        assert_eq!("AS".parse::<Card>(), Ok(Card::new(Rank::Ace, Suit::Spades)));
    }

    #[test]
    fn clear_errors_for_non_cards() {
        assert_eq!("".parse::<Card>(), Err(ParseCardError::Empty));
        assert_eq!("   ".parse::<Card>(), Err(ParseCardError::Empty));
        assert_eq!(
            "1X".parse::<Card>(),
            Err(ParseCardError::BadRank("1".into()))
        );
        assert_eq!(
            "11H".parse::<Card>(),
            Err(ParseCardError::BadRank("11".into()))
        );
        assert_eq!(
            "QX".parse::<Card>(),
            Err(ParseCardError::BadSuit("X".into()))
        );
        assert_eq!(
            "Q".parse::<Card>(),
            Err(ParseCardError::MissingSuit("Q".into()))
        );
        assert_eq!(
            "10".parse::<Card>(),
            Err(ParseCardError::MissingSuit("10".into()))
        );
        assert_eq!(
            "X".parse::<Card>(),
            Err(ParseCardError::BadRank("X".into()))
        );
        let message = "11H".parse::<Card>().unwrap_err().to_string();
        assert!(message.contains("not a rank"), "{message}");
    }

    #[test]
    fn hand_order_is_suit_then_rank() {
        let mut hand = [
            Card::new(Rank::Two, Suit::Clubs),
            Card::new(Rank::Ace, Suit::Spades),
            Card::new(Rank::Ten, Suit::Hearts),
            Card::new(Rank::Two, Suit::Spades),
        ];
        hand.sort();
        let shown: Vec<String> = hand.iter().map(Card::to_string).collect();
        assert_eq!(shown, ["2♠", "A♠", "10♥", "2♣"]);
    }

    #[test]
    fn rank_numbers_count_the_ace_low() {
        assert_eq!(Rank::Ace.number(), 1);
        assert_eq!(Rank::Two.number(), 2);
        assert_eq!(Rank::King.number(), 13);
        for rank in Rank::all() {
            assert_eq!(Rank::from_number(rank.number()), Some(rank));
        }
        assert_eq!(Rank::from_number(0), None);
        assert_eq!(Rank::from_number(14), None);
    }

    #[test]
    fn serde_uses_the_ascii_notation() {
        let card = Card::new(Rank::Ten, Suit::Diamonds);
        assert_eq!(serde_json::to_string(&card).unwrap(), "\"10D\"");
        assert_eq!(serde_json::from_str::<Card>("\"TD\"").unwrap(), card);
        assert!(serde_json::from_str::<Card>("\"1X\"").is_err());
    }

    #[test]
    fn packs_hold_every_card_per_pack() {
        assert_eq!(standard_deck().len(), PACK_SIZE);
        let two = packs(2);
        assert_eq!(two.len(), 104);
        for card in standard_deck() {
            assert_eq!(two.iter().filter(|c| **c == card).count(), 2);
        }
        assert!(packs(0).is_empty());
    }
}
