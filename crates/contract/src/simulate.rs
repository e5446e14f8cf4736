//! Many games between computer players, for any game of the contract: who wins how
//! often, with how many points, how long games last. Pure: no printing, no clock; the
//! caller watches progress through a callback and times the run itself.
//!
//! Game `i` (from 0) is dealt from seed `seed + i` and the seats rotate (see
//! [`crate::stats`]), so over `n` games every kind sits in every seat once. Computer
//! players draw their own randomness from the game's seed and their seat, so a run is
//! repeatable.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::Game;
use crate::bot::{Bot, Level};
use crate::stats::{self, Tally, Z_95, wilson_interval};
use crate::table::{self, Player, Stopped, Table};

/// The most figures of its own a report keeps (a game has a handful; results read from
/// a file may name more, which are left out).
pub const MAX_FIGURES: usize = 32;

/// What to play: `settings` must seat exactly `seats.len()` players.
#[derive(Debug, Clone)]
pub struct Simulation<G: Game, L: Level<G>> {
    pub settings: G::Settings,
    /// One kind per seat, in the order of the first game.
    pub seats: Vec<L>,
    pub games: u32,
    pub seed: u64,
}

/// Why a simulation stopped.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SimulationError {
    #[error("{0}")]
    Setup(String),
    /// A bot or the engine broke the contract: a bug, reported, not hidden.
    #[error("game {game} (seed {seed}): the {level} player in seat {} {problem}", .seat + 1)]
    BotFailed {
        game: u32,
        seed: u64,
        seat: usize,
        level: String,
        problem: String,
    },
}

/// One kind of player's results.
#[derive(Debug, Clone, PartialEq)]
pub struct KindResult<L> {
    pub level: L,
    /// Seats of this kind at the table.
    pub seats: usize,
    /// Games played by a seat of this kind (games times seats).
    pub seat_games: u32,
    /// Of those, the ones the seat won (alone, or on the winning side).
    pub wins: u32,
    /// Points a seat scored in a game (where the game scores them).
    pub points: Tally,
}

impl<L> KindResult<L> {
    /// The share of its games a seat of this kind won, and its 95% Wilson interval.
    pub fn win_rate(&self) -> (f64, (f64, f64)) {
        let rate = if self.seat_games == 0 {
            0.0
        } else {
            f64::from(self.wins) / f64::from(self.seat_games)
        };
        (rate, wilson_interval(self.wins, self.seat_games, Z_95))
    }
}

/// The results of a simulation.
#[derive(Debug, Clone, PartialEq)]
pub struct Report<L> {
    pub games: u32,
    /// Each kind once, in the order first listed.
    pub kinds: Vec<KindResult<L>>,
    /// Actions applied over all games.
    pub actions: u64,
    /// Games that ended without a winner (at an action limit).
    pub no_winner: u32,
    /// Whether the game scores points, so that `points` mean something.
    pub scored: bool,
    /// The game's own figures ([`Game::figures`]), averaged over games.
    pub figures: Vec<(String, Tally)>,
}

impl<L: PartialEq + Clone> Report<L> {
    /// The report of no games yet between `seats` (one kind per seat, first game's order).
    pub fn new(seats: &[L]) -> Report<L> {
        Report {
            games: 0,
            kinds: stats::kinds(seats)
                .into_iter()
                .map(|(level, seats)| KindResult {
                    level,
                    seats,
                    seat_games: 0,
                    wins: 0,
                    points: Tally::default(),
                })
                .collect(),
            actions: 0,
            no_winner: 0,
            scored: false,
            figures: Vec::new(),
        }
    }

    /// Counts one game played by `seating` (its kind in each seat). Counts stop at their
    /// largest rather than wrap. False, with nothing counted, when a seat's kind is not
    /// one of the report's.
    pub fn add(&mut self, seating: &[L], result: &GameResult) -> bool {
        if !seating
            .iter()
            .all(|level| self.kinds.iter().any(|kind| kind.level == *level))
        {
            return false;
        }
        self.games = self.games.saturating_add(1);
        self.actions = self.actions.saturating_add(u64::from(result.actions));
        if result.winners.is_empty() {
            self.no_winner = self.no_winner.saturating_add(1);
        }
        self.scored |= result.points.is_some();
        for (seat, level) in seating.iter().enumerate() {
            if let Some(kind) = self.kinds.iter_mut().find(|kind| kind.level == *level) {
                kind.seat_games = kind.seat_games.saturating_add(1);
                if result.winners.contains(&seat) {
                    kind.wins = kind.wins.saturating_add(1);
                }
                if let Some(points) = &result.points {
                    kind.points
                        .add(points.get(seat).copied().unwrap_or(0) as f64);
                }
            }
        }
        for (name, value) in &result.figures {
            let known = self.figures.iter().position(|(known, _)| known == name);
            match known {
                Some(at) => self.figures[at].1.add(*value),
                None if self.figures.len() >= MAX_FIGURES => {}
                None => {
                    let mut tally = Tally::default();
                    tally.add(*value);
                    self.figures.push((name.clone(), tally));
                }
            }
        }
        true
    }
}

impl<L> Report<L> {
    /// The mean number of actions a game took.
    pub fn mean_length(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            self.actions as f64 / f64::from(self.games)
        }
    }

    /// The share of games a seat wins when every seat plays alike: what a kind's win
    /// rate is measured against.
    pub fn fair_share(&self) -> f64 {
        let wins: u32 = self.kinds.iter().map(|kind| kind.wins).sum();
        let seat_games: u32 = self.kinds.iter().map(|kind| kind.seat_games).sum();
        if seat_games == 0 {
            0.0
        } else {
            f64::from(wins) / f64::from(seat_games)
        }
    }
}

/// How one game ended.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameResult {
    pub winners: Vec<usize>,
    pub actions: u32,
    pub points: Option<Vec<i64>>,
    /// The game's own figures ([`Game::figures`]).
    pub figures: Vec<(String, f64)>,
}

impl<G: Game, L: Level<G>> Simulation<G, L> {
    /// Plays every game; `progress` hears how many are finished after each.
    pub fn run(&self, mut progress: impl FnMut(u32)) -> Result<Report<L>, SimulationError> {
        let mut report = Report::new(&self.seats);
        let mut legal = Vec::new();
        stats::play_all(
            &self.seats,
            self.games,
            self.seed,
            |game_number, seed, seating| {
                let (_, result) = play_one(&self.settings, game_number, seed, seating, &mut legal)?;
                let counted = report.add(seating, &result);
                debug_assert!(counted, "every seated kind is counted");
                Ok(())
            },
            &mut progress,
        )?;
        Ok(report)
    }
}

/// Plays one game between `seating`'s bots to its end, through the one driver.
pub fn play_one<G: Game, L: Level<G>>(
    settings: &G::Settings,
    game_number: u32,
    seed: u64,
    seating: &[L],
    legal: &mut Vec<G::Action>,
) -> Result<(G, GameResult), SimulationError> {
    play_one_observed(settings, game_number, seed, seating, legal, &mut [])
}

/// [`play_one`], with `observers` hearing every move (a recorder).
pub fn play_one_observed<G: Game, L: Level<G>>(
    settings: &G::Settings,
    game_number: u32,
    seed: u64,
    seating: &[L],
    legal: &mut Vec<G::Action>,
    observers: &mut [&mut dyn crate::Observer<G>],
) -> Result<(G, GameResult), SimulationError> {
    let game =
        G::new_game(settings, seed).map_err(|err| SimulationError::Setup(err.to_string()))?;
    play_dealt(game, game_number, seed, seating, legal, observers)
}

/// A match of `length` games between the same `seating` as one result: the seats ahead
/// on the match's total win it (on points where the game scores them, the lowest where
/// [`Game::LOWEST_POINTS_WIN`]); its points, actions and figures are the games' sums.
/// Game `n` of the match is dealt from `seed + n`.
pub fn play_match<G: Game, L: Level<G>>(
    settings: &G::Settings,
    length: u32,
    match_number: u32,
    seed: u64,
    seating: &[L],
    legal: &mut Vec<G::Action>,
) -> Result<GameResult, SimulationError> {
    let mut actions = 0u32;
    let mut figures: Vec<(String, f64)> = Vec::new();
    let series = crate::Series::play_match::<G, SimulationError>(
        settings,
        seating.len(),
        length,
        seed,
        |game, game_seed| {
            let (game, result) =
                play_dealt(game, match_number, game_seed, seating, legal, &mut [])?;
            actions = actions.saturating_add(result.actions);
            for (name, value) in result.figures {
                match figures.iter_mut().find(|(known, _)| *known == name) {
                    Some((_, sum)) => *sum += value,
                    None => figures.push((name, value)),
                }
            }
            Ok(game)
        },
        |err| SimulationError::Setup(err.to_string()),
    )?;
    Ok(GameResult {
        winners: series.leaders(),
        actions,
        points: series.points,
        figures,
    })
}

/// Plays the dealt `game` between `seating`'s bots to its end, through the one driver,
/// `observers` hearing every move.
fn play_dealt<G: Game, L: Level<G>>(
    game: G,
    game_number: u32,
    seed: u64,
    seating: &[L],
    legal: &mut Vec<G::Action>,
    observers: &mut [&mut dyn crate::Observer<G>],
) -> Result<(G, GameResult), SimulationError> {
    let mut bots: Vec<Box<dyn Bot<G>>> = seating
        .iter()
        .enumerate()
        .map(|(seat, level)| level.bot(seat, stats::bot_seed(seed, seat)))
        .collect();
    let mut players: Vec<&mut dyn Player<G>> = bots
        .iter_mut()
        .map(|bot| bot as &mut dyn Player<G>)
        .collect();
    let mut table = Table::new(game);
    let failed = |seat: usize, problem: String| SimulationError::BotFailed {
        game: game_number,
        seed,
        seat,
        level: seating
            .get(seat)
            .map_or_else(String::new, ToString::to_string),
        problem,
    };
    match table::run(&mut table, &mut players, observers, legal) {
        Stopped::Over => {}
        Stopped::Quit { seat } => return Err(failed(seat, "quit".to_string())),
        Stopped::Gone { seat } => {
            let count = legal.len();
            return Err(failed(
                seat,
                format!("found no action among {count} legal ones"),
            ));
        }
        Stopped::Failed { seat, reason } => return Err(failed(seat, reason)),
    }
    let actions = u32::try_from(table.turn()).unwrap_or(u32::MAX);
    let game = table.into_game();
    let result = GameResult {
        winners: game.winners(),
        actions,
        points: game.points(),
        figures: game
            .figures()
            .into_iter()
            .map(|(name, value)| (name.to_string(), value))
            .collect(),
    };
    Ok((game, result))
}
