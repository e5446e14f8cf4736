//! Nim, the test-only game: proof that a game is its engine, a few dozen lines, plus one
//! registry entry. Players take 1 to 3 counters from one heap in turn; whoever takes the
//! last counter wins. Built for tests only (`cfg(test)` or the `nim` feature).

use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::catalog::{Catalogued, Field, FieldKind};
use crate::{Bot, Game, Level, RandomBot, Seat};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Nim {
    counters: u32,
    players: usize,
    to_move: usize,
    winner: Option<usize>,
}

/// A new heap's size and the seats around it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct NimSettings {
    pub counters: u32,
    pub players: usize,
}

impl Default for NimSettings {
    fn default() -> NimSettings {
        NimSettings {
            counters: 15,
            players: 2,
        }
    }
}

/// How many counters to take.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Take(pub u32);

impl std::fmt::Display for Take {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// What happened: `player` took `count`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Took {
    pub player: usize,
    pub count: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum NimError {
    #[error("take 1, 2 or 3 counters, and no more than are left")]
    Take,
    #[error("the game is over")]
    Over,
    #[error("a heap of 1 to 1000 counters, for 2 to 4 players")]
    Setup,
    #[error("not a number of counters: {0}")]
    Parse(String),
    #[error("not a Nim state: {0}")]
    Load(String),
}

impl Game for Nim {
    const NAME: &'static str = "nim";
    type Settings = NimSettings;
    type Action = Take;
    type View = Nim;
    type Event = Took;
    type SetupError = NimError;
    type RuleError = NimError;
    type ParseError = NimError;
    type LoadError = NimError;

    fn new_game(settings: &NimSettings, seed: u64) -> Result<Nim, NimError> {
        if !(1..=1000).contains(&settings.counters) || !(2..=4).contains(&settings.players) {
            return Err(NimError::Setup);
        }
        Ok(Nim {
            counters: settings.counters,
            players: settings.players,
            to_move: (seed % settings.players as u64) as usize,
            winner: None,
        })
    }

    fn players(&self) -> usize {
        self.players
    }

    fn to_move(&self) -> Option<usize> {
        self.winner.is_none().then_some(self.to_move)
    }

    fn legal_actions_into(&self, out: &mut Vec<Take>) {
        out.clear();
        if self.winner.is_none() {
            out.extend((1..=self.counters.min(3)).map(Take));
        }
    }

    fn apply(&mut self, action: Take) -> Result<Vec<Took>, NimError> {
        if self.winner.is_some() {
            return Err(NimError::Over);
        }
        if !(1..=self.counters.min(3)).contains(&action.0) {
            return Err(NimError::Take);
        }
        let player = self.to_move;
        self.counters -= action.0;
        if self.counters == 0 {
            self.winner = Some(player);
        } else {
            self.to_move = (player + 1) % self.players;
        }
        Ok(vec![Took {
            player,
            count: action.0,
        }])
    }

    fn view(&self, _player: usize) -> Nim {
        self.clone()
    }

    fn event_for(event: &Took, _player: usize) -> Took {
        event.clone()
    }

    fn winners(&self) -> Vec<usize> {
        self.winner.into_iter().collect()
    }

    fn parse_action(&self, text: &str) -> Result<Take, NimError> {
        let text = text.trim();
        text.parse()
            .map(Take)
            .map_err(|_| NimError::Parse(text.chars().take(40).collect()))
    }

    fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    fn from_json(text: &str) -> Result<Nim, NimError> {
        let nim: Nim = serde_json::from_str(text).map_err(|err| NimError::Load(err.to_string()))?;
        let playing = nim.winner.is_none() && nim.counters > 0;
        let won = nim.winner.is_some_and(|w| w < nim.players) && nim.counters == 0;
        if (2..=4).contains(&nim.players) && nim.to_move < nim.players && (playing || won) {
            Ok(nim)
        } else {
            Err(NimError::Load("no play reaches this position".to_string()))
        }
    }
}

/// Nim's perfect player: leaves a multiple of four when it can.
#[derive(Debug, Clone, Copy, Default)]
pub struct Perfect;

impl Bot<Nim> for Perfect {
    fn choose(&mut self, seat: &Seat<'_, Nim>, legal: &[Take]) -> Option<Take> {
        let left = seat.view().counters;
        legal
            .iter()
            .copied()
            .find(|take| (left - take.0) % 4 == 0)
            .or_else(|| legal.first().copied())
    }
}

/// Nim's computer players: `easy` takes at random, `hard` plays perfectly.
#[derive(Debug, Clone, Copy, PartialEq, Eq, strum::Display, strum::EnumString)]
#[strum(serialize_all = "lowercase", ascii_case_insensitive)]
pub enum NimLevel {
    Easy,
    Hard,
}

impl Level<Nim> for NimLevel {
    fn bot(self, _seat: usize, seed: u64) -> Box<dyn Bot<Nim>> {
        match self {
            NimLevel::Easy => Box::new(RandomBot::new(seed)),
            NimLevel::Hard => Box::new(Perfect),
        }
    }
}

impl Catalogued for Nim {
    const TITLE: &'static str = "Nim";
    const ABOUT: &'static str = "Take 1 to 3 counters in turn; whoever takes the last one wins";
    const SEATS: RangeInclusive<usize> = 2..=4;
    type Level = NimLevel;

    fn levels() -> Vec<NimLevel> {
        vec![NimLevel::Easy, NimLevel::Hard]
    }

    fn default_level() -> NimLevel {
        NimLevel::Hard
    }

    fn fields() -> Vec<Field> {
        vec![Field {
            name: "counters",
            about: "Counters on the heap at the start",
            kind: FieldKind::Number { min: 1, max: 1000 },
        }]
    }

    fn seated(settings: NimSettings, players: usize) -> NimSettings {
        NimSettings {
            players,
            ..settings
        }
    }

    fn describe(view: &Nim, names: &[String]) -> String {
        let to_move = match view.to_move().map(|seat| name(names, seat)) {
            Some(you) if you == "You" => "; your move".to_string(),
            Some(other) => format!("; {other} to move"),
            None => String::new(),
        };
        format!("{} counters on the heap{to_move}.", view.counters)
    }

    fn narrate(event: &Took, names: &[String]) -> String {
        let plural = if event.count == 1 { "" } else { "s" };
        format!(
            "{} took {} counter{plural}.",
            name(names, event.player),
            event.count
        )
    }
}

fn name(names: &[String], seat: usize) -> String {
    names
        .get(seat)
        .cloned()
        .unwrap_or_else(|| format!("Player {}", seat + 1))
}
