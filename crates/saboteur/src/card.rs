//! Saboteur's cards: tunnels and action cards (the deck), gold cards, roles and goals.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::error::ParseError;
use crate::shape::{Shape, Side};

/// A miner's tool, which another player can break.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    strum::EnumIter,
    strum::IntoStaticStr,
)]
#[serde(rename_all = "lowercase")]
#[strum(serialize_all = "lowercase")]
pub enum Tool {
    Pick,
    Lantern,
    Cart,
}

impl Tool {
    pub const ALL: [Tool; 3] = [Tool::Pick, Tool::Lantern, Tool::Cart];

    pub fn name(self) -> &'static str {
        self.into()
    }
}

contract::text_by_name!(Tool, ParseError, ParseError::Tool);

/// A card of the deck a round is played with. Tunnel shapes are kept in their canonical
/// orientation (see [`Shape::canonical`]); a card turned 180° is the same card.
///
/// Tokens (Display, FromStr and serde): `tunnel-URD`, `dead-UR`, `map`, `rockfall`,
/// `break-pick`, `repair-lantern`, `repair-pick-or-cart`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Card {
    Tunnel(Shape),
    Map,
    Rockfall,
    Break(Tool),
    Repair(Tool),
    /// A double repair: fixes one of the two tools.
    RepairEither(Tool, Tool),
}

impl Card {
    /// The tools a repair card can fix.
    pub fn repairs(self) -> &'static [Tool] {
        match self {
            Card::Repair(Tool::Pick) => &[Tool::Pick],
            Card::Repair(Tool::Lantern) => &[Tool::Lantern],
            Card::Repair(Tool::Cart) => &[Tool::Cart],
            Card::RepairEither(Tool::Pick, Tool::Lantern) => &[Tool::Pick, Tool::Lantern],
            Card::RepairEither(Tool::Pick, Tool::Cart) => &[Tool::Pick, Tool::Cart],
            Card::RepairEither(Tool::Lantern, Tool::Cart) => &[Tool::Lantern, Tool::Cart],
            _ => &[],
        }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Card::Tunnel(shape) => write!(f, "{shape}"),
            Card::Map => f.write_str("map"),
            Card::Rockfall => f.write_str("rockfall"),
            Card::Break(tool) => write!(f, "break-{tool}"),
            Card::Repair(tool) => write!(f, "repair-{tool}"),
            Card::RepairEither(a, b) => write!(f, "repair-{a}-or-{b}"),
        }
    }
}

impl FromStr for Card {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Card, ParseError> {
        let bad = || ParseError::Card(s.to_string());
        let lower = s.trim().to_ascii_lowercase();
        if lower.starts_with("tunnel-") || lower.starts_with("dead-") {
            return Ok(Card::Tunnel(s.trim().parse::<Shape>()?.canonical()));
        }
        match lower.as_str() {
            "map" => return Ok(Card::Map),
            "rockfall" => return Ok(Card::Rockfall),
            _ => {}
        }
        if let Some(tool) = lower.strip_prefix("break-") {
            return Ok(Card::Break(tool.parse().map_err(|_| bad())?));
        }
        let repair = lower.strip_prefix("repair-").ok_or_else(bad)?;
        match repair.split_once("-or-") {
            None => Ok(Card::Repair(repair.parse().map_err(|_| bad())?)),
            Some((a, b)) => {
                let a: Tool = a.parse().map_err(|_| bad())?;
                let b: Tool = b.parse().map_err(|_| bad())?;
                if a == b {
                    return Err(bad());
                }
                Ok(Card::RepairEither(a.min(b), a.max(b)))
            }
        }
    }
}

impl Serialize for Card {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// The 67 cards a round is played with, each kind with its count.
pub fn deck_counts() -> Vec<(Card, usize)> {
    use Side::*;
    let path = |sides: &[Side]| Card::Tunnel(Shape::path(sides));
    let dead = |sides: &[Side]| Card::Tunnel(Shape::dead_end(sides));
    vec![
        (path(&[Up, Right, Down, Left]), 5),
        (path(&[Up, Right, Down]), 5),
        (path(&[Up, Right, Left]), 5),
        (path(&[Up, Down]), 4),
        (path(&[Right, Left]), 3),
        (path(&[Up, Left]), 4),
        (path(&[Up, Right]), 5),
        (dead(&[Up]), 1),
        (dead(&[Right]), 1),
        (dead(&[Up, Right]), 1),
        (dead(&[Up, Down]), 1),
        (dead(&[Up, Left]), 1),
        (dead(&[Right, Left]), 1),
        (dead(&[Up, Right, Down]), 1),
        (dead(&[Up, Right, Left]), 1),
        (dead(&[Up, Right, Down, Left]), 1),
        (Card::Map, 6),
        (Card::Rockfall, 3),
        (Card::Break(Tool::Pick), 3),
        (Card::Break(Tool::Lantern), 3),
        (Card::Break(Tool::Cart), 3),
        (Card::Repair(Tool::Pick), 2),
        (Card::Repair(Tool::Lantern), 2),
        (Card::Repair(Tool::Cart), 2),
        (Card::RepairEither(Tool::Pick, Tool::Lantern), 1),
        (Card::RepairEither(Tool::Pick, Tool::Cart), 1),
        (Card::RepairEither(Tool::Lantern, Tool::Cart), 1),
    ]
}

/// The whole deck in a fixed order (shuffled before each round).
pub fn deck() -> Vec<Card> {
    deck_counts()
        .into_iter()
        .flat_map(|(card, count)| std::iter::repeat_n(card, count))
        .collect()
}

/// A gold card, worth 1, 2 or 3 nuggets; serialized as that number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Gold(u8);

impl Gold {
    pub fn new(nuggets: u8) -> Option<Gold> {
        (1..=3).contains(&nuggets).then_some(Gold(nuggets))
    }

    pub fn nuggets(self) -> u8 {
        self.0
    }
}

impl fmt::Display for Gold {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            1 => f.write_str("1 nugget"),
            n => write!(f, "{n} nuggets"),
        }
    }
}

impl TryFrom<u8> for Gold {
    type Error = String;
    fn try_from(nuggets: u8) -> Result<Gold, String> {
        Gold::new(nuggets).ok_or_else(|| format!("a gold card holds 1 to 3 nuggets, not {nuggets}"))
    }
}

impl From<Gold> for u8 {
    fn from(gold: Gold) -> u8 {
        gold.0
    }
}

/// The gold cards of a whole game: 16 × 1 nugget, 8 × 2, 4 × 3.
pub fn gold_cards() -> Vec<Gold> {
    [(1, 16), (2, 8), (3, 4)]
        .into_iter()
        .flat_map(|(nuggets, count)| std::iter::repeat_n(Gold(nuggets), count))
        .collect()
}

/// A player's secret side for one round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    Digger,
    Saboteur,
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Role::Digger => "gold-digger",
            Role::Saboteur => "saboteur",
        })
    }
}

/// A goal card: the gold (a crossroads) or a stone (a curve).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum GoalCard {
    #[serde(rename = "gold")]
    Gold,
    /// The stone drawn open down and right.
    #[serde(rename = "stone-DR")]
    StoneDownRight,
    /// The stone drawn open down and left.
    #[serde(rename = "stone-DL")]
    StoneDownLeft,
}

impl GoalCard {
    pub const ALL: [GoalCard; 3] = [
        GoalCard::Gold,
        GoalCard::StoneDownRight,
        GoalCard::StoneDownLeft,
    ];

    /// The shape as drawn, before any turn.
    pub fn shape(self) -> Shape {
        match self {
            GoalCard::Gold => Shape::crossroads(),
            GoalCard::StoneDownRight => Shape::path(&[Side::Down, Side::Right]),
            GoalCard::StoneDownLeft => Shape::path(&[Side::Down, Side::Left]),
        }
    }

    pub fn is_gold(self) -> bool {
        self == GoalCard::Gold
    }
}

impl fmt::Display for GoalCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            GoalCard::Gold => "gold",
            GoalCard::StoneDownRight | GoalCard::StoneDownLeft => "stone",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deck_has_40_tunnels_and_27_actions() {
        let deck = deck();
        assert_eq!(deck.len(), 67);
        let tunnels: Vec<Shape> = deck
            .iter()
            .filter_map(|card| match card {
                Card::Tunnel(shape) => Some(*shape),
                _ => None,
            })
            .collect();
        assert_eq!(tunnels.len(), 40);
        assert_eq!(tunnels.iter().filter(|s| s.is_through()).count(), 31);
        assert_eq!(tunnels.iter().filter(|s| !s.is_through()).count(), 9);
        assert!(tunnels.iter().all(|s| s.canonical() == *s));
        let count = |card: Card| deck.iter().filter(|c| **c == card).count();
        assert_eq!(count(Card::Map), 6);
        assert_eq!(count(Card::Rockfall), 3);
        for tool in Tool::ALL {
            assert_eq!(count(Card::Break(tool)), 3);
            assert_eq!(count(Card::Repair(tool)), 2);
        }
        assert_eq!(
            deck.iter()
                .filter(|c| matches!(c, Card::RepairEither(..)))
                .count(),
            3
        );
    }

    #[test]
    fn card_tokens_round_trip() {
        for (card, _) in deck_counts() {
            let text = card.to_string();
            assert_eq!(text.parse::<Card>().unwrap(), card, "{text}");
        }
        assert_eq!(
            "repair-cart-or-pick".parse::<Card>().unwrap(),
            Card::RepairEither(Tool::Pick, Tool::Cart)
        );
        assert_eq!(
            "tunnel-DR".parse::<Card>().unwrap().to_string(),
            "tunnel-UL"
        );
        for bad in ["repair-pick-or-pick", "break-shovel", "gold", "repair-"] {
            assert!(bad.parse::<Card>().is_err(), "{bad}");
        }
    }

    #[test]
    fn gold_cards_hold_28_cards_and_44_nuggets() {
        let gold = gold_cards();
        assert_eq!(gold.len(), 28);
        assert_eq!(gold.iter().map(|g| u32::from(g.nuggets())).sum::<u32>(), 44);
        assert!(serde_json::from_str::<Gold>("4").is_err());
        assert_eq!(serde_json::to_string(&Gold(2)).unwrap(), "2");
    }
}
