//! Playing cards for karty's games: suits, ranks and cards with their notation
//! (`10♥`, `10H`, `TH`), standard packs, a generic [`Pile`] and portable seeded
//! shuffling.
//!
//! Nothing here prints or reads input; randomness always comes in as an argument, so
//! every deal can be repeated from its seed on any machine.

mod card;
mod pile;
pub mod rng;

pub use card::{Card, PACK_SIZE, ParseCardError, Rank, Suit, packs, standard_deck};
pub use pile::{Pile, PileError};
pub use rng::{GameRng, fresh_seed, index_below, pick, seeded, shuffle};
