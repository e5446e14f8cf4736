//! The one contract every karty engine implements ([`Game`]), and everything written
//! once above it: computer players ([`Bot`], [`RandomBot`]), many-game simulation
//! ([`simulate`]), the statistics it reports ([`stats`]) and the invariant harness the
//! engines' property tests share ([`harness`]).
//!
//! The shape follows OpenSpiel's `State` and shakmaty's `Position`: a state knows whose
//! move it is, lists the legal actions into a caller's buffer, applies an action all or
//! nothing, and tells each player only what they may see through [`Game::view`]. Front
//! ends and bots receive a view and the legal actions, never the state itself.

pub mod bot;
pub mod catalog;
pub mod harness;
pub mod mutate;
pub mod names;
#[cfg(any(test, feature = "nim"))]
pub mod nim;
pub mod series;
pub mod simulate;
pub mod stats;
pub mod table;

use std::error::Error;
use std::fmt::{Debug, Display};
use std::hash::Hash;

use serde::Serialize;

pub use bot::{Bot, Budgeted, Level, RandomBot, Seat, Thinking};
pub use catalog::{Catalogued, Field, FieldKind};
pub use series::Series;
pub use table::{Decision, Next, Observer, Player, Refusal, Sight, Table};

/// A game as every front end, bot and simulation sees it.
///
/// Players are 0-based seats. Setup is from a seed alone, so any deal can be repeated.
pub trait Game: Clone + Debug + Send + Sync + 'static {
    /// The game's name on the command line (`makao`).
    const NAME: &'static str;
    /// What a new game needs besides its seed (rule set, number of players, ...).
    type Settings: Clone + Debug + Send + Sync;
    /// One thing a player does; `Display` writes what `parse_action` reads.
    type Action: Copy + Eq + Hash + Debug + Display + Send + Sync + 'static;
    /// All one player may know; serializing it is what a browser or program receives.
    type View: Clone + Debug + Serialize + Send + Sync;
    /// Something that happened, for narration; see [`Game::event_for`].
    type Event: Clone + Debug + Send + Sync;
    type SetupError: Error + Send + Sync + 'static;
    type RuleError: Error + Send + Sync + 'static;
    type ParseError: Error + Send + Sync + 'static;
    type LoadError: Error + Send + Sync + 'static;

    /// A new game dealt from `seed`.
    fn new_game(settings: &Self::Settings, seed: u64) -> Result<Self, Self::SetupError>;

    /// Game `number` (from 0) of a [`Series`] at the same seats: a new game, unless the
    /// rules move something on between games (Makao's dealer goes round).
    fn deal_in_series(
        settings: &Self::Settings,
        seed: u64,
        number: u32,
    ) -> Result<Self, Self::SetupError> {
        let _ = number;
        Self::new_game(settings, seed)
    }

    /// Whether the lowest total of [`Game::points`] wins a series (penalty points).
    const LOWEST_POINTS_WIN: bool = false;

    /// Seats at the table.
    fn players(&self) -> usize;

    /// Who must act now; `None` once the game is over.
    fn to_move(&self) -> Option<usize>;

    fn is_over(&self) -> bool {
        self.to_move().is_none()
    }

    /// Fills `out` (cleared first) with every legal action of the player to move, so
    /// that search and simulation reuse one buffer.
    fn legal_actions_into(&self, out: &mut Vec<Self::Action>);

    fn legal_actions(&self) -> Vec<Self::Action> {
        let mut out = Vec::new();
        self.legal_actions_into(&mut out);
        out
    }

    /// Performs `action` for the player to move, or refuses it and changes nothing.
    fn apply(&mut self, action: Self::Action) -> Result<Vec<Self::Event>, Self::RuleError>;

    /// [`Game::apply`] without recording events, for simulation and search.
    fn apply_quietly(&mut self, action: Self::Action) -> Result<(), Self::RuleError> {
        #[allow(clippy::disallowed_methods)] // the quiet form of the same step, for the driver
        self.apply(action).map(drop)
    }

    /// What `player` may know now.
    fn view(&self, player: usize) -> Self::View;

    /// What `player` may learn of `event` (another player's drawn cards are hidden). A
    /// seat that is nobody's (`usize::MAX`) learns what every seat may know.
    fn event_for(event: &Self::Event, player: usize) -> Self::Event;

    /// The seats that won; empty while the game goes on or when nobody won.
    fn winners(&self) -> Vec<usize>;

    /// Each seat's points once the game is over, where the game scores them.
    fn points(&self) -> Option<Vec<i64>> {
        None
    }

    /// Named figures of a finished game, for a simulation to average (rounds played...).
    fn figures(&self) -> Vec<(&'static str, f64)> {
        Vec::new()
    }

    /// Reads an action as a person or program types it, in this position.
    fn parse_action(&self, text: &str) -> Result<Self::Action, Self::ParseError>;

    /// The one of `legal` the rules make every computer player take, if any (Makao's
    /// computer players always point out a missing "makao").
    fn bot_must(_legal: &[Self::Action]) -> Option<Self::Action> {
        None
    }

    /// The state file: everything needed to go on later.
    fn to_json(&self) -> String;

    /// Reads a state file; only positions the rules can reach are accepted.
    fn from_json(text: &str) -> Result<Self, Self::LoadError>;
}
