//! Many games between computer players, seated by kind (rotating round the table) or by
//! role (the diggers' kind and the saboteurs' kind, chosen after each round's roles are
//! dealt). Reports each kind's games won, its rounds by role, and for `hard` seats how
//! well their belief named the saboteurs. Pure: no printing, no clock.
//!
//! The same loop fits the belief's [`Likelihood`]: every public action is counted with
//! the roles the table really had.

use contract::stats::bot_seed;
use contract::{Bot, RandomBot};
use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::belief::{Assignment, Belief, Likelihood, Tracker, assignment_of};
use crate::bot::{BotLevel, HeuristicBot};
use crate::card::Role;
use crate::game::{Event, Phase, Saboteur};
use crate::hard::{Budget, HardBot};
use crate::seat::Seat;

/// Who sits where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Seating {
    /// Game `g`'s seat `j` holds kind `kinds[(g + j) % kinds.len()]`, so every kind sits
    /// in every seat and, over pairs of games, as often as the others.
    Rotating(Vec<BotLevel>),
    /// Each round, the diggers are of one kind and the saboteurs of another.
    ByRole {
        diggers: BotLevel,
        saboteurs: BotLevel,
    },
}

/// A batch of games.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Trial {
    pub players: usize,
    pub rounds: u32,
    pub games: u32,
    /// Game `g` is dealt from `seed + g`.
    pub seed: u64,
    pub seating: Seating,
    /// The `hard` seats' thinking budget.
    pub budget: Budget,
}

/// One kind's results.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct KindResult {
    pub level: BotLevel,
    /// Games times seats of this kind (rotating seating only).
    pub seat_games: u32,
    /// Of those, the ones the seat won (a tie for first counts for each tied seat).
    pub wins: u32,
    /// By role (digger, saboteur): rounds a seat of this kind played in it, and won.
    pub rounds: [u32; 2],
    pub rounds_won: [u32; 2],
}

/// How well the `hard` seats' beliefs named the saboteurs at one moment of the rounds.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize)]
pub struct Accuracy {
    /// Beliefs judged (one a hard seat a round that lasted that long).
    pub beliefs: u32,
    /// Sum of the probability each gave the true assignment.
    pub true_probability: f64,
    /// How many gave the true assignment the highest probability.
    pub named: u32,
    /// Sum of what a uniform guess over the consistent assignments would have given it.
    pub chance: f64,
}

impl Accuracy {
    fn judge(&mut self, belief: &Belief, truth: Assignment) {
        let distribution = belief.distribution();
        self.beliefs += 1;
        self.true_probability += belief.probability(truth);
        self.named += u32::from(belief.most_likely() == truth);
        self.chance += 1.0 / distribution.len() as f64;
    }

    /// The mean probability of the true assignment.
    pub fn mean_true(&self) -> f64 {
        self.true_probability / f64::from(self.beliefs.max(1))
    }

    /// The share of beliefs whose most likely assignment was the true one.
    pub fn named_share(&self) -> f64 {
        f64::from(self.named) / f64::from(self.beliefs.max(1))
    }

    /// The same two figures for a uniform guess.
    pub fn mean_chance(&self) -> f64 {
        self.chance / f64::from(self.beliefs.max(1))
    }

    fn absorb(&mut self, other: &Accuracy) {
        self.beliefs = self.beliefs.saturating_add(other.beliefs);
        self.true_probability += other.true_probability;
        self.named = self.named.saturating_add(other.named);
        self.chance += other.chance;
    }
}

/// Turns of a round after which beliefs are judged.
pub const JUDGED_AFTER: [u32; 2] = [5, 15];

/// The results of a trial, or of one game of it.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct TrialReport {
    pub games: u32,
    pub rounds: u32,
    pub digger_rounds_won: u32,
    /// Each kind once, in the order first listed.
    pub kinds: Vec<KindResult>,
    /// After [`JUDGED_AFTER`] turns.
    pub accuracy: [Accuracy; 2],
    /// Actions applied over all games.
    pub actions: u64,
}

impl TrialReport {
    fn kind(&mut self, level: BotLevel) -> &mut KindResult {
        let at = match self.kinds.iter().position(|k| k.level == level) {
            Some(at) => at,
            None => {
                self.kinds.push(KindResult {
                    level,
                    ..KindResult::default()
                });
                self.kinds.len() - 1
            }
        };
        &mut self.kinds[at]
    }

    /// Adds another part of the trial's results (one game's, say) to these. Counts stop
    /// at their largest rather than wrap.
    pub fn absorb(&mut self, other: &TrialReport) {
        self.games = self.games.saturating_add(other.games);
        self.rounds = self.rounds.saturating_add(other.rounds);
        self.digger_rounds_won = self
            .digger_rounds_won
            .saturating_add(other.digger_rounds_won);
        for kind in &other.kinds {
            let mine = self.kind(kind.level);
            mine.seat_games = mine.seat_games.saturating_add(kind.seat_games);
            mine.wins = mine.wins.saturating_add(kind.wins);
            for role in 0..2 {
                mine.rounds[role] = mine.rounds[role].saturating_add(kind.rounds[role]);
                mine.rounds_won[role] = mine.rounds_won[role].saturating_add(kind.rounds_won[role]);
            }
        }
        for (mine, theirs) in self.accuracy.iter_mut().zip(&other.accuracy) {
            mine.absorb(theirs);
        }
        self.actions = self.actions.saturating_add(other.actions);
    }
}

/// A computer player of any kind, its belief within reach.
enum Player {
    Easy(RandomBot),
    Normal(HeuristicBot),
    Hard(Box<HardBot>),
}

impl Player {
    fn new(level: BotLevel, seat: Seat, seed: u64, budget: Budget) -> Player {
        match level {
            BotLevel::Random => Player::Easy(RandomBot::new(seed)),
            BotLevel::Heuristic => Player::Normal(HeuristicBot::new(seat)),
            BotLevel::Hard => Player::Hard(Box::new(HardBot::new(seat, seed, budget))),
        }
    }

    fn choose(&mut self, game: &Saboteur, seat: Seat, legal: &[Action]) -> Option<Action> {
        let seat = contract::Seat::new(game, seat.index());
        match self {
            Player::Easy(bot) => Bot::<Saboteur>::choose(bot, &seat, legal),
            Player::Normal(bot) => bot.choose(&seat, legal),
            Player::Hard(bot) => bot.choose(&seat, legal),
        }
    }

    fn hear(&mut self, event: &Event) {
        match self {
            Player::Easy(_) => {}
            Player::Normal(bot) => bot.hear(event),
            Player::Hard(bot) => bot.hear(event),
        }
    }
}

/// Why a trial stopped: a bug, reported.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TrialError {
    #[error("{0}")]
    Setup(#[from] crate::error::SetupError),
    #[error("game {game}: seat {seat} had no action or chose one the rules refuse")]
    Bot { game: u32, seat: usize },
}

impl Trial {
    /// Plays the batch; `done` hears each game finished. With `fit`, every public action
    /// is counted into it with the true roles.
    pub fn run(
        &self,
        mut fit: Option<&mut Likelihood>,
        done: &mut dyn FnMut(u32),
    ) -> Result<TrialReport, TrialError> {
        let mut report = self.empty_report();
        for game in 0..self.games {
            report.absorb(&self.play_game(game, fit.as_deref_mut())?);
            done(game + 1);
        }
        Ok(report)
    }

    /// The report of no games: each kind listed, in the seating's order.
    pub fn empty_report(&self) -> TrialReport {
        let mut report = TrialReport::default();
        match &self.seating {
            Seating::Rotating(kinds) => {
                for kind in kinds {
                    report.kind(*kind);
                }
            }
            Seating::ByRole { diggers, saboteurs } => {
                report.kind(*diggers);
                report.kind(*saboteurs);
            }
        }
        report
    }

    /// Plays game `number` (from 0) of the batch: its results alone.
    pub fn play_game(
        &self,
        number: u32,
        fit: Option<&mut Likelihood>,
    ) -> Result<TrialReport, TrialError> {
        let mut report = self.empty_report();
        self.play(number, &mut report, fit)?;
        report.games = 1;
        Ok(report)
    }

    fn kinds_for(&self, game: u32, roles: &[Role]) -> Vec<BotLevel> {
        match &self.seating {
            Seating::Rotating(kinds) => (0..self.players)
                .map(|seat| kinds[(game as usize + seat) % kinds.len().max(1)])
                .collect(),
            Seating::ByRole { diggers, saboteurs } => roles
                .iter()
                .map(|role| match role {
                    Role::Digger => *diggers,
                    Role::Saboteur => *saboteurs,
                })
                .collect(),
        }
    }

    fn play(
        &self,
        number: u32,
        report: &mut TrialReport,
        mut fit: Option<&mut Likelihood>,
    ) -> Result<(), TrialError> {
        let seed = self.seed.wrapping_add(u64::from(number));
        let names = Saboteur::default_names(self.players);
        let mut game = Saboteur::new(names, self.rounds, cards::seeded(seed))?;
        let roles_now =
            |game: &Saboteur| -> Vec<Role> { game.players.iter().map(|p| p.role).collect() };
        let mut kinds = self.kinds_for(number, &roles_now(&game));
        let seat_players = |kinds: &[BotLevel], round: u32| -> Vec<Player> {
            kinds
                .iter()
                .enumerate()
                .map(|(seat, kind)| {
                    let seed = bot_seed(seed.wrapping_add(u64::from(round) << 32), seat);
                    Player::new(*kind, Seat::from_index(seat), seed, self.budget)
                })
                .collect()
        };
        let mut players = seat_players(&kinds, game.round);
        let mut tracker = Tracker::new(self.players);
        let mut turns = 0u32;
        let mut legal = Vec::new();
        while let Some(seat) = game.current_player() {
            let roles = roles_now(&game);
            let playing = matches!(game.phase, Phase::Play { .. });
            legal.clear();
            legal.extend(game.legal_actions());
            let action = players[seat.index()]
                .choose(&game, seat, &legal)
                .filter(|action| legal.contains(action))
                .ok_or(TrialError::Bot {
                    game: number,
                    seat: seat.index(),
                })?;
            let events = game.apply(action).map_err(|_| TrialError::Bot {
                game: number,
                seat: seat.index(),
            })?;
            report.actions += 1;
            for event in &events {
                if let (Some(model), Some(seen)) = (fit.as_deref_mut(), tracker.observe(event)) {
                    model.count(&seen, &roles);
                }
                if let Event::RoundOver { .. } = event {
                    self.round_over(&game, &roles, &kinds, report);
                }
                if let Event::RoundStarted { .. } = event {
                    turns = 0;
                    if let Seating::ByRole { .. } = self.seating {
                        kinds = self.kinds_for(number, &roles_now(&game));
                        players = seat_players(&kinds, game.round);
                        continue;
                    }
                }
                for player in &mut players {
                    player.hear(event);
                }
            }
            if playing && matches!(game.phase, Phase::Play { .. }) {
                turns += 1;
                if let Some(at) = JUDGED_AFTER.iter().position(|t| *t == turns) {
                    let truth = assignment_of(&roles);
                    for (index, player) in players.iter_mut().enumerate() {
                        if let Player::Hard(bot) = player {
                            let Some(view) = game.view(Seat::from_index(index)) else {
                                continue;
                            };
                            report.accuracy[at].judge(bot.belief_for(&view), truth);
                        }
                    }
                }
            }
        }
        if let Seating::Rotating(_) = self.seating {
            let winners = game.winners();
            for (seat, kind) in kinds.iter().enumerate() {
                let won = winners.contains(&Seat::from_index(seat));
                let result = report.kind(*kind);
                result.seat_games += 1;
                result.wins += u32::from(won);
            }
        }
        Ok(())
    }

    fn round_over(
        &self,
        game: &Saboteur,
        roles: &[Role],
        kinds: &[BotLevel],
        report: &mut TrialReport,
    ) {
        let Some(record) = game.history.last() else {
            return;
        };
        report.rounds += 1;
        let winners = record.winners();
        report.digger_rounds_won += u32::from(winners == Role::Digger);
        for (role, kind) in roles.iter().zip(kinds) {
            let side = usize::from(*role == Role::Saboteur);
            let result = report.kind(*kind);
            result.rounds[side] += 1;
            result.rounds_won[side] += u32::from(*role == winners);
        }
    }
}
