//! Seats, numbered from 1 for people and in state files, from 0 inside.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A player's place at the table. Shown and serialized as the seat number people use
/// (the first seat is 1); [`Seat::index`] gives the 0-based index into the players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "usize", into = "usize")]
pub struct Seat(usize);

impl Seat {
    /// The seat at a 0-based index.
    pub fn from_index(index: usize) -> Seat {
        Seat(index)
    }

    /// The seat numbered `number` (from 1), if that is a seat number at all.
    pub fn from_number(number: usize) -> Option<Seat> {
        number.checked_sub(1).map(Seat)
    }

    pub fn index(self) -> usize {
        self.0
    }

    /// Saturates rather than overflows, so a seat made from any index can be named in a
    /// refusal.
    pub fn number(self) -> usize {
        self.0.saturating_add(1)
    }

    /// The next seat round the table of `players`.
    pub fn next(self, players: usize) -> Seat {
        Seat((self.0 + 1) % players)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

impl TryFrom<usize> for Seat {
    type Error = &'static str;
    fn try_from(number: usize) -> Result<Seat, Self::Error> {
        Seat::from_number(number).ok_or("seats are numbered from 1")
    }
}

impl From<Seat> for usize {
    fn from(seat: Seat) -> usize {
        seat.number()
    }
}
