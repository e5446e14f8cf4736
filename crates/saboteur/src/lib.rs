//! Saboteur on the 7×11 board, as `shared/rules/saboteur.md` describes it: gold-diggers dig
//! from the start (B4) towards three face-down goals (J2, J4, J6), one of them gold, while
//! hidden saboteurs hinder them; any number of rounds, then the most nuggets wins.
//!
//! The engine is pure: [`Saboteur`] holds the whole game (the random generator too, so
//! the same state and action always give the same result), [`Saboteur::legal_actions`]
//! lists what the player to move may do, [`Saboteur::apply`] does it or refuses with a
//! [`RuleError`] and changes nothing, and [`Saboteur::view`] shows one player only what
//! they may know. Actions are typed ([`Action`]) and read and written as people type them
//! (see [`action`] for the grammar): `play 2 at C4`, `play 2 at C4 turned`, `play 3 on Bob`,
//! `map 1 with 4`, `discard 5`, `take 3`.
//!
//! # State file (JSON)
//!
//! A [`Saboteur`] serializes to one JSON object, meant to be read and edited by hand.
//! Reading one back checks it ([`Saboteur::validate`]); a state that does not hold
//! together is refused with the problem named. Seats, hand positions in text, and goal
//! numbers count from 1; cells are written `C4`; cards as tokens (see [`Card`]).
//!
//! ```text
//! {
//!   "rounds": 3,                  rounds in the game (at least 1)
//!   "round": 1,                   the round being played, 1..=rounds
//!   "players": [                  in seating order; seat 1 first
//!     { "name": "Player 1",       distinct; not a number and not "me"
//!       "role": "digger",         or "saboteur"; this round's
//!       "hand": ["tunnel-URD", "map", "break-pick", "repair-pick-or-cart", ...],
//!                                 left to right; at most 6 / 5 / 4 cards (3-5 / 6-7 / 8-10 players)
//!       "broken": ["pick"],       tools broken: the break-… cards lying in front of the player
//!       "mapped": [2],            goals (1-3) this player has seen with a map this round
//!       "gold": [3, 1],           gold cards won (nuggets each)
//!       "points": 4 },            nuggets won as a saboteur (4 at most a finished round)
//!     ...
//!   ],
//!   "unused_roles": ["saboteur"], role cards of this round's set that nobody was dealt
//!   "board": {
//!     "tunnels": { "C4": "tunnel-RL", "D4": "dead-DL" },
//!                                 laid cards as they lie (a turned card shows its turned sides)
//!     "goals": [                  J2, J4, J6: "gold", "stone-DR" or "stone-DL", once each
//!       { "card": "stone-DR", "revealed": false, "turned": false }, ...
//!     ]
//!   },
//!   "stock": [...],               cards to draw, bottom to top
//!   "discard": [...],             face-down discards, bottom to top
//!   "gold": [1, 2, 1, 3, ...],    gold cards not yet won, bottom to top
//!   "phase": { "play": { "to_move": 2 } }
//!         or { "share": { "pool": [3, 1], "choosers": [2, 4] } }   (after gold is reached)
//!         or "over",
//!   "history": [                  finished rounds
//!     { "round": 1,
//!       "ending": { "gold": { "by": 2, "cell": "I4" } }  or  { "empty_hand": { "seat": 3 } },
//!       "roles": ["digger", "saboteur", ...],
//!       "nuggets": [3, 0, 2, ...] }
//!   ],
//!   "rng": { ... }                the random generator's state (deals the next rounds)
//! }
//! ```
//!
//! Every round's 67 cards (40 tunnels, 27 action cards) must be in exactly one place
//! (hands, stock, discard, board, broken tools) and the 28 gold cards likewise (gold pile,
//! cards turned up for sharing, players' gold).

pub mod action;
pub mod belief;
mod board;
pub mod bot;
mod card;
mod engine;
mod error;
mod file;
mod game;
pub mod hard;
mod seat;
mod shape;
mod sizes;
pub mod trial;
mod view;

pub use action::{Action, GRAMMAR};
pub use belief::{Belief, Likelihood};
pub use board::{Board, COLS, Cell, Goal, Layout, ROWS, Reach, Tile};
pub use bot::{BotLevel, HeuristicBot, ParseBotLevelError};
pub use card::{Card, GoalCard, Gold, Role, Tool, deck, deck_counts, gold_cards};
pub use engine::Settings;
pub use error::{Owner, ParseError, RuleError, SetupError, StateError};
pub use game::{
    Ending, Event, MAX_PLAYERS, MIN_PLAYERS, Phase, Player, RoundRecord, Saboteur, Standing,
    check_names, hand_size, role_counts, saboteur_reward,
};
pub use hard::{Budget, HardBot};
pub use seat::Seat;
pub use shape::{Shape, Side};
pub use view::{BoardView, GoalView, PlayerView, PublicPlayer};

pub use cards::{GameRng, seeded};

#[cfg(test)]
mod tests;
