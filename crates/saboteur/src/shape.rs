//! Tunnel shapes: which of a card's four sides are open, and whether its centre joins them.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::error::ParseError;

/// A side of a card, or a direction on the board (up is towards row 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    Up,
    Right,
    Down,
    Left,
}

impl Side {
    /// Clockwise from the top, the order sides are written in (`URDL`).
    pub const ALL: [Side; 4] = [Side::Up, Side::Right, Side::Down, Side::Left];

    pub fn opposite(self) -> Side {
        match self {
            Side::Up => Side::Down,
            Side::Right => Side::Left,
            Side::Down => Side::Up,
            Side::Left => Side::Right,
        }
    }

    /// The letter used in card tokens (`tunnel-URD`).
    pub fn letter(self) -> char {
        match self {
            Side::Up => 'U',
            Side::Right => 'R',
            Side::Down => 'D',
            Side::Left => 'L',
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Side::Up => "top",
            Side::Right => "right",
            Side::Down => "bottom",
            Side::Left => "left",
        }
    }

    fn from_letter(c: char) -> Option<Side> {
        Side::ALL
            .into_iter()
            .find(|side| side.letter() == c.to_ascii_uppercase())
    }

    /// Bits weighted so that the canonical orientation of a card is the larger of its two
    /// (up first, then right), which matches how the rules page lists the cards.
    fn bit(self) -> u8 {
        match self {
            Side::Up => 8,
            Side::Right => 4,
            Side::Down => 2,
            Side::Left => 1,
        }
    }
}

/// What a tunnel card, the start or a face-up goal looks like as it lies: its open sides
/// and whether its centre joins them (a through path) or stops them (a dead end).
///
/// Written as a token: `tunnel-` or `dead-` and the open sides in the order U, R, D, L,
/// e.g. `tunnel-URD` (a T open up, right and down) or `dead-UR`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Shape {
    open: u8,
    through: bool,
}

impl Shape {
    /// A through path open on `sides`.
    pub fn path(sides: &[Side]) -> Shape {
        Shape {
            open: sides.iter().fold(0, |bits, side| bits | side.bit()),
            through: true,
        }
    }

    /// A dead end open on `sides`: its centre joins nothing.
    pub fn dead_end(sides: &[Side]) -> Shape {
        Shape {
            through: false,
            ..Shape::path(sides)
        }
    }

    /// The start card and the gold: a crossroads.
    pub fn crossroads() -> Shape {
        Shape::path(&Side::ALL)
    }

    pub fn is_open(self, side: Side) -> bool {
        self.open & side.bit() != 0
    }

    /// Whether the centre joins the open sides; a dead end's does not.
    pub fn is_through(self) -> bool {
        self.through
    }

    pub fn open_sides(self) -> impl Iterator<Item = Side> {
        Side::ALL
            .into_iter()
            .filter(move |side| self.is_open(*side))
    }

    /// The same card turned 180°.
    pub fn turned(self) -> Shape {
        Shape {
            open: self
                .open_sides()
                .fold(0, |bits, side| bits | side.opposite().bit()),
            through: self.through,
        }
    }

    /// Whether turning the card changes nothing (crossroads, straights).
    pub fn is_symmetric(self) -> bool {
        self.turned() == self
    }

    /// The orientation a card of this shape is kept in, in a hand or a pile: a card turned
    /// 180° is the same card.
    pub fn canonical(self) -> Shape {
        self.max(self.turned())
    }

    /// Whether this shape is its card turned 180° from the canonical orientation.
    pub fn is_turned(self) -> bool {
        self != self.canonical()
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(if self.through { "tunnel-" } else { "dead-" })?;
        for side in self.open_sides() {
            write!(f, "{}", side.letter())?;
        }
        Ok(())
    }
}

impl FromStr for Shape {
    type Err = ParseError;

    /// Accepts the sides in any order and either case (`tunnel-dr`), so hand-written
    /// states need not know the canonical spelling.
    fn from_str(s: &str) -> Result<Shape, ParseError> {
        let bad = || ParseError::Card(s.to_string());
        let lower = s.trim().to_ascii_lowercase();
        let (through, letters) = if let Some(rest) = lower.strip_prefix("tunnel-") {
            (true, rest)
        } else if let Some(rest) = lower.strip_prefix("dead-") {
            (false, rest)
        } else {
            return Err(bad());
        };
        let mut sides = Vec::new();
        for c in letters.chars() {
            let side = Side::from_letter(c).ok_or_else(bad)?;
            if sides.contains(&side) {
                return Err(bad());
            }
            sides.push(side);
        }
        if sides.is_empty() {
            return Err(bad());
        }
        Ok(if through {
            Shape::path(&sides)
        } else {
            Shape::dead_end(&sides)
        })
    }
}

impl Serialize for Shape {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Shape {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Side::*;

    #[test]
    fn tokens_round_trip_in_canonical_side_order() {
        let t = Shape::path(&[Down, Up, Right]);
        assert_eq!(t.to_string(), "tunnel-URD");
        assert_eq!("tunnel-urd".parse::<Shape>().unwrap(), t);
        assert_eq!(
            "dead-LU".parse::<Shape>().unwrap(),
            Shape::dead_end(&[Up, Left])
        );
        for bad in ["tunnel-", "tunnel-UU", "dead-X", "crossroads", ""] {
            assert!(bad.parse::<Shape>().is_err(), "{bad}");
        }
    }

    #[test]
    fn turning_swaps_opposite_sides() {
        assert_eq!(
            Shape::path(&[Up, Left]).turned(),
            Shape::path(&[Down, Right])
        );
        assert_eq!(
            Shape::dead_end(&[Up, Right, Down]).turned(),
            Shape::dead_end(&[Down, Left, Up])
        );
        assert!(Shape::path(&[Up, Down]).is_symmetric());
        assert!(!Shape::path(&[Up, Right]).is_symmetric());
    }

    #[test]
    fn canonical_orientation_is_the_listed_one() {
        assert_eq!(
            Shape::path(&[Down, Right]).canonical(),
            Shape::path(&[Up, Left])
        );
        assert_eq!(
            Shape::path(&[Down, Left]).canonical(),
            Shape::path(&[Up, Right])
        );
        assert_eq!(
            Shape::dead_end(&[Left]).canonical(),
            Shape::dead_end(&[Right])
        );
        assert_eq!(Shape::dead_end(&[Down]).canonical(), Shape::dead_end(&[Up]));
        assert!(Shape::path(&[Down, Right]).is_turned());
        assert!(!Shape::path(&[Up, Left]).is_turned());
    }
}
