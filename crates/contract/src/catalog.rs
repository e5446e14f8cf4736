//! What a game tells the registry besides its rules, so that the front ends written once
//! (a terminal table of plain lines, `simulate`, `arena`, the browser's API and its
//! new-game form) can play it with no code of their own: its title and seats, its
//! settings described field by field (serde reads them, with the game's defaults), its
//! kinds of computer player, and plain words for its views and events.

use std::ops::RangeInclusive;

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::{Game, Level};

/// One setting of a new game, as the command line (`--name`) and the browser's form
/// offer it; its default is the settings' `Default`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Field {
    /// The settings' serde key (`counters`); on the command line with dashes.
    pub name: &'static str,
    /// What it sets, for help and the form's label.
    pub about: &'static str,
    pub kind: FieldKind,
}

/// What a setting holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum FieldKind {
    /// A whole number from `min` to `max`.
    Number { min: u64, max: u64 },
    /// One of these words.
    Choice { values: &'static [&'static str] },
    /// Yes or no.
    Flag,
}

/// A game the registry lists: everything the shared front ends need besides the rules.
pub trait Catalogued: Game<Settings: Serialize + DeserializeOwned + Default> {
    /// The game's name for people ("Nim").
    const TITLE: &'static str;
    /// One line on what the game is, for the command's help.
    const ABOUT: &'static str;
    /// Seats at one table, people and computers together.
    const SEATS: RangeInclusive<usize>;
    /// Its kinds of computer player, by the names `--bot-level` takes.
    type Level: Level<Self>;

    /// Every kind of computer player, weakest first.
    fn levels() -> Vec<Self::Level>;

    /// The kind a computer seat gets when none is named (and that takes a person's seat
    /// when they leave).
    fn default_level() -> Self::Level;

    /// The settings a person may choose, besides the number of seats.
    fn fields() -> Vec<Field>;

    /// `settings` for a table of `players` seats.
    fn seated(settings: Self::Settings, players: usize) -> Self::Settings;

    /// What a seat sees, in plain lines, `names` as that seat reads them (its own is
    /// "You").
    fn describe(view: &Self::View, names: &[String]) -> String;

    /// One event as a reader learns it (after [`Game::event_for`]), `names` as that reader
    /// reads them.
    fn narrate(event: &Self::Event, names: &[String]) -> String;
}
