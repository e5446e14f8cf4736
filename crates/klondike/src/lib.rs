//! Klondike solitaire as the PyLadies course plays it: the seed's layout, commands
//! (`U`, `EC`, `E2G`) and refusal messages, in English or the original Czech, with
//! draw one (the seed's rule) or draw three.
//!
//! The engine is pure: it never prints or reads; front ends parse a [`Command`], call
//! [`Klondike::apply`], and show [`View::render`]. [`Klondike::solve`] decides a position:
//! winnable (with a line of moves), proved unwinnable, or undecided at a [`Limits`].

mod engine;
mod lang;
mod moves;
mod position;
mod solver;
mod state;
mod stuck;
mod view;

pub use engine::NoDeal;
pub use lang::{Lang, Localized};
pub use moves::{
    ColumnId, Command, FoundationId, Move, ParseCommandError, ParseMoveError, Source, Target,
};
pub use position::PositionError;
pub use solver::{
    Budget, Choice, Clock, Guide, Hint, Limits, Played, Player, Seated, Solution, Stop, Until,
    Verdict, play_out,
};
pub use state::{Column, Draw, Klondike, MoveError, Outcome, RuleError};
pub use view::{ColumnView, EMPTY, FACE_DOWN, Style, View};
