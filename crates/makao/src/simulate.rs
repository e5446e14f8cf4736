//! Many games between computer players, to measure them: who wins how often, how long
//! games last, how many reach the action limit.
//!
//! Pure like the rest of the crate: no printing, no clock. The caller may watch
//! progress through a callback and time the run itself.
//!
//! Game `i` (from 0) is dealt from seed `seed + i`, and the seats rotate as
//! [`cards::sim`] says: in game `i` the kind listed at position `k` sits in seat
//! `(k + i) mod n`, so over `n` games every kind moves first once. Computer players draw their own randomness from the game's
//! seed and their seat, so a run is repeatable.
//!
//! In rules that score hands (`serbian`), each game is one hand, and the report also
//! adds up each kind's points (lower is better).

pub use cards::sim::{Z_95, bot_seed, wilson_interval};
use thiserror::Error;

use crate::bot::{Bot, BotLevel};
use crate::game::{Config, Game};
use crate::rules::RuleSet;
use crate::state::StateError;

/// What to play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Simulation {
    pub rules: RuleSet,
    pub twist: bool,
    /// One entry per seat, in the order of the first game.
    pub seats: Vec<BotLevel>,
    pub games: u32,
    pub seed: u64,
}

/// Why a simulation could not be run (or stopped).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SimulationError {
    #[error("no games to play: ask for at least 1")]
    NoGames,
    #[error("{seats} seat{} given, but {problem}", if *.seats == 1 { "" } else { "s" })]
    Seats { seats: usize, problem: StateError },
    #[error("{0}")]
    Setup(StateError),
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

/// One kind of player's results.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KindResult {
    pub level: BotLevel,
    /// Seats of this kind at the table.
    pub seats: usize,
    /// Games won by a seat of this kind.
    pub wins: u32,
    /// Points scored by this kind's seats over all games (scored rules; else 0).
    pub points: i64,
}

/// The results of a simulation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SimulationReport {
    pub games: u32,
    /// Each kind once, in the order first listed.
    pub kinds: Vec<KindResult>,
    /// Actions applied over all games.
    pub actions: u64,
    /// Games that reached [`crate::ACTION_LIMIT`] without a winner.
    pub at_limit: u32,
    /// Whether the rules score hands, so that `points` mean something.
    pub scored: bool,
}

impl SimulationReport {
    /// The mean number of actions a game took.
    pub fn mean_length(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            self.actions as f64 / f64::from(self.games)
        }
    }

    /// A kind's mean points per seat and hand (scored rules).
    pub fn mean_points(&self, kind: &KindResult) -> f64 {
        let hands = f64::from(self.games) * kind.seats as f64;
        if hands == 0.0 {
            0.0
        } else {
            kind.points as f64 / hands
        }
    }

    /// The share of games a kind won, and its 95% Wilson interval.
    pub fn win_rate(&self, kind: &KindResult) -> (f64, (f64, f64)) {
        let rate = if self.games == 0 {
            0.0
        } else {
            f64::from(kind.wins) / f64::from(self.games)
        };
        (rate, wilson_interval(kind.wins, self.games, Z_95))
    }
}

/// How one game ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameResult {
    /// The seat that went out first; `None` at the action limit.
    pub winner: Option<usize>,
    pub actions: u32,
    /// Each seat's points, in rules that score hands.
    pub points: Option<Vec<i32>>,
}

impl Simulation {
    fn config(&self) -> Config {
        Config::new(self.rules, self.seats.len()).with_twist(self.twist)
    }

    /// Checks the setup without playing.
    pub fn check(&self) -> Result<(), SimulationError> {
        if self.games == 0 {
            return Err(SimulationError::NoGames);
        }
        self.config().check().map_err(|problem| match problem {
            StateError::Players { .. } => SimulationError::Seats {
                seats: self.seats.len(),
                problem,
            },
            other => SimulationError::Setup(other),
        })
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
                wins: 0,
                points: 0,
            })
            .collect();
        let mut report = SimulationReport {
            games: self.games,
            kinds,
            actions: 0,
            at_limit: 0,
            scored: self.rules.rules().scored,
        };
        let play = |game, seed, seating: &[BotLevel]| {
            let result = play_game(self.config(), seed, seating).map_err(|failure| {
                SimulationError::BotFailed {
                    game,
                    seed,
                    seat: failure.seat + 1,
                    level: seating[failure.seat],
                    problem: failure.problem,
                }
            })?;
            report.actions += u64::from(result.actions);
            match result.winner {
                Some(seat) => {
                    if let Some(kind) = report.kinds.iter_mut().find(|k| k.level == seating[seat]) {
                        kind.wins += 1;
                    }
                }
                None => report.at_limit += 1,
            }
            for (seat, points) in result.points.iter().flatten().enumerate() {
                if let Some(kind) = report.kinds.iter_mut().find(|k| k.level == seating[seat]) {
                    kind.points += i64::from(*points);
                }
            }
            Ok(())
        };
        cards::sim::play_all(&self.seats, self.games, self.seed, play, progress)?;
        Ok(report)
    }
}

/// A bot that did not produce a legal action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BotFailure {
    pub seat: usize,
    pub problem: String,
}

/// One game from `seed` with a computer player of the given kind in every seat.
pub fn play_game(config: Config, seed: u64, seats: &[BotLevel]) -> Result<GameResult, BotFailure> {
    let mut game = Game::new(
        Config {
            players: seats.len(),
            ..config
        },
        seed,
    )
    .map_err(|err| BotFailure {
        seat: 0,
        problem: format!("could not sit down: {err}"),
    })?;
    let mut bots: Vec<Box<dyn Bot + Send>> = seats
        .iter()
        .enumerate()
        .map(|(seat, level)| level.bot(bot_seed(seed, seat)))
        .collect();
    while !game.is_over() {
        let seat = game.current_player();
        let view = game.view(seat);
        let Some(action) = bots[seat].choose(&view) else {
            return Err(BotFailure {
                seat,
                problem: "chose no action".to_string(),
            });
        };
        game.apply_quietly(action).map_err(|err| BotFailure {
            seat,
            problem: format!("chose \"{action}\", which the rules refuse: {err}"),
        })?;
    }
    Ok(GameResult {
        winner: game.winner(),
        actions: game.actions_played(),
        points: game.score().map(|score| score.points),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn simulation(seats: &[BotLevel], games: u32) -> Simulation {
        Simulation {
            rules: RuleSet::Polish,
            twist: false,
            seats: seats.to_vec(),
            games,
            seed: 1,
        }
    }

    use BotLevel::{Heuristic, Random};

    #[test]
    fn seats_rotate_between_games() {
        let sim = simulation(&[Heuristic, Random, Random], 3);
        assert_eq!(sim.seating(0), vec![Heuristic, Random, Random]);
        assert_eq!(sim.seating(1), vec![Random, Heuristic, Random]);
        assert_eq!(sim.seating(2), vec![Random, Random, Heuristic]);
        assert_eq!(sim.seating(3), sim.seating(0));
    }

    #[test]
    fn absurd_setups_are_refused_with_reasons() {
        let none = simulation(&[Heuristic, Random], 0).run(|_| {}).unwrap_err();
        assert_eq!(none, SimulationError::NoGames);
        let one = simulation(&[Heuristic], 5).run(|_| {}).unwrap_err();
        assert!(one.to_string().contains("1 seat given"), "{one}");
        assert!(one.to_string().contains("2 to 4 players"), "{one}");
        let many = simulation(&[Random; 5], 5).run(|_| {}).unwrap_err();
        assert!(many.to_string().contains("5 seats given"), "{many}");
    }

    #[test]
    fn every_game_is_counted_once_and_the_run_repeats() {
        let sim = simulation(&[Random, Random, Heuristic], 30);
        let mut heard = Vec::new();
        let report = sim.run(|done| heard.push(done)).unwrap();
        assert_eq!(heard, (1..=30).collect::<Vec<_>>());
        assert_eq!(report.kinds.len(), 2);
        assert_eq!(report.kinds[0].level, Random);
        assert_eq!(report.kinds[0].seats, 2);
        assert_eq!(report.kinds[1].seats, 1);
        let wins: u32 = report.kinds.iter().map(|k| k.wins).sum();
        assert_eq!(wins + report.at_limit, 30);
        assert!(report.mean_length() > 5.0);
        assert_eq!(sim.run(|_| {}).unwrap(), report);
    }

    #[test]
    fn a_game_is_its_seed_and_seating() {
        let config = Config::new(RuleSet::Macau, 2);
        let one = play_game(config, 11, &[Random, Heuristic]).unwrap();
        assert_eq!(play_game(config, 11, &[Random, Heuristic]).unwrap(), one);
        assert!(one.winner.is_some());
        assert!(one.actions > 0);
    }

    #[test]
    fn scored_rules_add_up_each_kinds_points() {
        let sim = Simulation {
            rules: RuleSet::Serbian,
            ..simulation(&[Heuristic, Random], 40)
        };
        let report = sim.run(|_| {}).unwrap();
        assert!(report.scored);
        let mut expected = [0i64; 2];
        for game in 0..40 {
            let seating = sim.seating(game);
            let result = play_game(
                Config::new(RuleSet::Serbian, 2),
                sim.seed + u64::from(game),
                &seating,
            )
            .unwrap();
            for (seat, points) in result.points.unwrap().iter().enumerate() {
                let kind = usize::from(seating[seat] == Random);
                expected[kind] += i64::from(*points);
            }
        }
        assert_eq!(report.kinds[0].points, expected[0]);
        assert_eq!(report.kinds[1].points, expected[1]);
        assert!(report.mean_points(&report.kinds[0]) < report.mean_points(&report.kinds[1]));
        let polish = simulation(&[Heuristic, Random], 5).run(|_| {}).unwrap();
        assert!(!polish.scored);
        assert_eq!(polish.kinds[0].points, 0);
    }

    #[test]
    fn heuristic_beats_random_in_every_rule_set() {
        // A small, fixed sample; the README's figures come from `karty makao simulate`.
        for rules in RuleSet::ALL {
            let sim = Simulation {
                rules,
                ..simulation(&[Heuristic, Random], 200)
            };
            let report = sim.run(|_| {}).unwrap();
            let heuristic = &report.kinds[0];
            let (rate, (low, _)) = report.win_rate(heuristic);
            assert!(low > 0.6, "{rules}: {rate} ({low})");
        }
    }
}
