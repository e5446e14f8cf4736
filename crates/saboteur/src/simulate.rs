//! Many games between computer players, to measure them: each kind's nuggets and share of
//! wins, how often the diggers reach the gold, how long rounds last.
//!
//! Pure like the rest of the crate: no printing, no clock. The caller may watch progress
//! through a callback and time the run itself.
//!
//! Game `i` (from 0) is dealt from seed `seed + i`, and the seats rotate as [`cards::sim`]
//! says: in game `i` the kind listed at position `k` sits in seat `(k + i) mod n`.
//! Computer players draw their
//! own randomness from the game's seed and their seat, so a run is repeatable.

pub use cards::sim::{Tally, Z_95};
use thiserror::Error;

use crate::bot::{Bot, BotLevel};
use crate::card::Role;
use crate::error::SetupError;
use crate::game::Saboteur;
use crate::seat::Seat;

/// What to play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Simulation {
    /// One entry per seat, in the order of the first game.
    pub seats: Vec<BotLevel>,
    pub games: u32,
    pub rounds: u32,
    pub seed: u64,
}

/// Why a simulation could not be run (or stopped).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SimulationError {
    #[error("no games to play: ask for at least 1")]
    NoGames,
    #[error("{0}")]
    Setup(SetupError),
    /// A bot failed to choose a legal action: a bug in the bot, reported, not hidden.
    #[error("game {game} (seed {seed}): the {level} player in seat {seat} {problem}")]
    BotFailed {
        game: u32,
        seed: u64,
        seat: usize,
        level: BotLevel,
        problem: String,
    },
}

/// One kind of player's results, over games.
#[derive(Debug, Clone, PartialEq)]
pub struct KindResult {
    pub level: BotLevel,
    /// Seats of this kind at the table.
    pub seats: usize,
    /// Per game: the mean nuggets of this kind's seats.
    pub nuggets: Tally,
    /// Per game: the share of the win this kind's seats took (a tie for first splits it).
    pub wins: Tally,
}

impl KindResult {
    /// The share of wins this kind would take if every seat played alike.
    pub fn fair_share(&self, players: usize) -> f64 {
        self.seats as f64 / players as f64
    }
}

/// The results of a simulation.
#[derive(Debug, Clone, PartialEq)]
pub struct SimulationReport {
    pub games: u32,
    /// Each kind once, in the order first listed.
    pub kinds: Vec<KindResult>,
    /// Rounds played over all games.
    pub rounds: u32,
    /// Rounds in which the diggers reached the gold.
    pub digger_rounds: u32,
    /// Turns (cards played or discarded) over all rounds.
    pub turns: u64,
}

impl SimulationReport {
    pub fn mean_rounds(&self) -> f64 {
        f64::from(self.rounds) / f64::from(self.games.max(1))
    }

    pub fn mean_turns_per_round(&self) -> f64 {
        self.turns as f64 / f64::from(self.rounds.max(1))
    }

    /// The share of rounds the diggers won.
    pub fn digger_share(&self) -> f64 {
        f64::from(self.digger_rounds) / f64::from(self.rounds.max(1))
    }
}

/// How one game ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameResult {
    /// Nuggets by seat.
    pub nuggets: Vec<u32>,
    /// The seats in first place.
    pub winners: Vec<Seat>,
    pub rounds: u32,
    pub digger_rounds: u32,
    pub turns: u32,
}

/// A bot that did not produce a legal action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BotFailure {
    pub seat: Seat,
    pub problem: String,
}

impl Simulation {
    /// Checks the setup without playing.
    pub fn check(&self) -> Result<(), SimulationError> {
        if self.games == 0 {
            return Err(SimulationError::NoGames);
        }
        Saboteur::new(
            Saboteur::default_names(self.seats.len()),
            self.rounds,
            cards::seeded(self.seed),
        )
        .map(|_| ())
        .map_err(SimulationError::Setup)
    }

    /// The kind in each seat in game `game`.
    pub fn seating(&self, game: u32) -> Vec<BotLevel> {
        cards::sim::seating(&self.seats, game)
    }

    /// Plays every game; `progress` hears the number of games finished after each one.
    pub fn run(&self, progress: impl FnMut(u32)) -> Result<SimulationReport, SimulationError> {
        self.check()?;
        let kinds = cards::sim::kinds(&self.seats)
            .into_iter()
            .map(|(level, seats)| KindResult {
                level,
                seats,
                nuggets: Tally::default(),
                wins: Tally::default(),
            })
            .collect();
        let mut report = SimulationReport {
            games: self.games,
            kinds,
            rounds: 0,
            digger_rounds: 0,
            turns: 0,
        };
        let play = |game, seed, seating: &[BotLevel]| {
            let result = play_game(seating, self.rounds, seed).map_err(|failure| {
                SimulationError::BotFailed {
                    game,
                    seed,
                    seat: failure.seat.number(),
                    level: seating[failure.seat.index()],
                    problem: failure.problem,
                }
            })?;
            report.rounds += result.rounds;
            report.digger_rounds += result.digger_rounds;
            report.turns += u64::from(result.turns);
            let share = 1.0 / result.winners.len().max(1) as f64;
            for kind in &mut report.kinds {
                let seats: Vec<usize> = (0..seating.len())
                    .filter(|&s| seating[s] == kind.level)
                    .collect();
                let nuggets: u32 = seats.iter().map(|&s| result.nuggets[s]).sum();
                kind.nuggets.add(f64::from(nuggets) / seats.len() as f64);
                let won = seats
                    .iter()
                    .filter(|&&s| result.winners.contains(&Seat::from_index(s)))
                    .count();
                kind.wins.add(won as f64 * share);
            }
            Ok(())
        };
        cards::sim::play_all(&self.seats, self.games, self.seed, play, progress)?;
        Ok(report)
    }
}

/// The seed a seat's computer player uses in the game dealt from `seed`.
pub fn bot_seed(seed: u64, seat: Seat) -> u64 {
    cards::sim::bot_seed(seed, seat.index())
}

/// One game of `rounds` rounds from `seed`, with a computer player of the given kind in
/// every seat. Every bot hears every event.
pub fn play_game(seats: &[BotLevel], rounds: u32, seed: u64) -> Result<GameResult, BotFailure> {
    let mut game = Saboteur::new(
        Saboteur::default_names(seats.len()),
        rounds,
        cards::seeded(seed),
    )
    .map_err(|err| BotFailure {
        seat: Seat::from_index(0),
        problem: format!("could not sit down: {err}"),
    })?;
    let mut bots: Vec<Box<dyn Bot + Send>> = seats
        .iter()
        .enumerate()
        .map(|(index, level)| {
            let seat = Seat::from_index(index);
            level.bot(seat, bot_seed(seed, seat))
        })
        .collect();
    let mut turns = 0;
    while let Some(seat) = game.current_player() {
        let fail = |problem: String| BotFailure { seat, problem };
        let view = game
            .view(seat)
            .ok_or_else(|| fail("has no seat".to_string()))?;
        let legal = game.legal_actions();
        let action = match bots[seat.index()].choose(&view, &legal) {
            Some(action) if legal.contains(&action) => action,
            Some(action) => return Err(fail(format!("chose \"{action}\", which is not legal"))),
            None => return Err(fail("chose no action".to_string())),
        };
        let events = game
            .apply(action)
            .map_err(|err| fail(format!("chose \"{action}\", which the rules refuse: {err}")))?;
        if !matches!(action, crate::Action::Take(_)) {
            turns += 1;
        }
        for event in &events {
            for bot in &mut bots {
                bot.observe(event);
            }
        }
    }
    let history = game.history();
    Ok(GameResult {
        nuggets: game.players().iter().map(|p| p.score()).collect(),
        winners: game.winners(),
        rounds: history.len() as u32,
        digger_rounds: history
            .iter()
            .filter(|record| record.winners() == Role::Digger)
            .count() as u32,
        turns,
    })
}
