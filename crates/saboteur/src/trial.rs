//! Many games between computer players, seated by kind (rotating round the table) or by
//! role (the diggers' kind and the saboteurs' kind, chosen after each round's roles are
//! dealt). Reports each kind's games won, its rounds by role, and for `hard` seats how
//! well their belief named the saboteurs. Pure: no printing, no clock.
//!
//! Every game is played by the one turn driver (`contract::table::run`), as every other
//! batch's: each seat is a [`Player`] (a chair holding the computer player of its kind),
//! and a clerk, an observer that sees everything as a record does, seats the kinds by
//! role when a round is dealt, judges the `hard` seats' beliefs against the true roles
//! and notes how each round went. A game's [`Outcome`] is all its report needs
//! ([`Trial::report_of`]), so a results file's lines give the report back.
//!
//! The same clerk fits the belief's [`Likelihood`]: every public action is counted with
//! the roles the table really had.

use std::cell::RefCell;
use std::rc::Rc;

use contract::stats::bot_seed;
use contract::table::{self, Decision, Observer, Player, Sight, Stopped, Table};
use contract::{Bot, RandomBot};
use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::belief::{Likelihood, Tracker, assignment_of};
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
    fn judge(&mut self, belief: &crate::Belief, truth: crate::belief::Assignment) {
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

    /// Adds another part's figures to these.
    pub fn absorb(&mut self, other: &Accuracy) {
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

/// How one round of a game went: each seat's role, and the side that won it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundOutcome {
    pub roles: Vec<Role>,
    pub won: Role,
}

/// How one game of a trial went: all its report needs.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Outcome {
    /// Its rounds, in order.
    pub rounds: Vec<RoundOutcome>,
    /// The seats that won the game (a tie for first counts for each tied seat).
    pub winners: Vec<usize>,
    /// The `hard` seats' beliefs judged after [`JUDGED_AFTER`] turns of each round.
    pub accuracy: [Accuracy; 2],
    /// Actions applied.
    pub actions: u64,
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
            let (_, outcome) = self.play_game(game, fit.as_deref_mut(), &mut [])?;
            report.absorb(&self.report_of(game, &outcome));
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

    /// The kind in each seat of game `number` (from 0) in a round whose roles are
    /// `roles` (which rotating seats do not read).
    pub fn kinds_for(&self, number: u32, roles: &[Role]) -> Vec<BotLevel> {
        match &self.seating {
            Seating::Rotating(kinds) => (0..self.players)
                .map(|seat| kinds[(number as usize + seat) % kinds.len().max(1)])
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

    /// The results of game `number` alone, from how it went.
    pub fn report_of(&self, number: u32, outcome: &Outcome) -> TrialReport {
        let mut report = self.empty_report();
        report.games = 1;
        report.actions = outcome.actions;
        for round in &outcome.rounds {
            report.rounds += 1;
            report.digger_rounds_won += u32::from(round.won == Role::Digger);
            for (role, kind) in round.roles.iter().zip(self.kinds_for(number, &round.roles)) {
                let side = usize::from(*role == Role::Saboteur);
                let result = report.kind(kind);
                result.rounds[side] += 1;
                result.rounds_won[side] += u32::from(*role == round.won);
            }
        }
        if let Seating::Rotating(_) = self.seating {
            for (seat, kind) in self.kinds_for(number, &[]).into_iter().enumerate() {
                let won = outcome.winners.contains(&seat);
                let result = report.kind(kind);
                result.seat_games += 1;
                result.wins += u32::from(won);
            }
        }
        report.accuracy = outcome.accuracy;
        report
    }

    /// Plays game `number` (from 0) of the batch through the turn driver, `observers`
    /// hearing every move besides the seats (a recorder); with `fit`, every public
    /// action is counted into it with the true roles. The game as it ended, and how it
    /// went.
    pub fn play_game(
        &self,
        number: u32,
        fit: Option<&mut Likelihood>,
        observers: &mut [&mut dyn Observer<Saboteur>],
    ) -> Result<(Saboteur, Outcome), TrialError> {
        let seed = self.seed.wrapping_add(u64::from(number));
        let settings = crate::Settings::new(self.players, self.rounds);
        let game = <Saboteur as contract::Game>::new_game(&settings, seed)?;
        let mut clerk = Clerk::new(self, number, seed, &game, fit);
        let mut chairs: Vec<Chair> = (0..self.players)
            .map(|seat| Chair {
                seat,
                bench: Rc::clone(&clerk.bench),
                listens: self.listens(),
            })
            .collect();
        let mut players: Vec<&mut dyn Player<Saboteur>> = chairs
            .iter_mut()
            .map(|chair| chair as &mut dyn Player<Saboteur>)
            .collect();
        let mut everyone: Vec<&mut dyn Observer<Saboteur>> =
            Vec::with_capacity(1 + observers.len());
        everyone.push(&mut clerk);
        for observer in observers.iter_mut() {
            everyone.push(&mut **observer);
        }
        let mut table = Table::new(game);
        let mut legal = Vec::new();
        match table::run(&mut table, &mut players, &mut everyone, &mut legal) {
            Stopped::Over => {}
            Stopped::Quit { seat } | Stopped::Gone { seat } | Stopped::Failed { seat, .. } => {
                return Err(TrialError::Bot { game: number, seat });
            }
        }
        drop(everyone);
        let actions = table.turn();
        let game = table.into_game();
        let outcome = Outcome {
            rounds: clerk.rounds,
            winners: game.winners().into_iter().map(Seat::index).collect(),
            accuracy: clerk.accuracy,
            actions,
        };
        Ok((game, outcome))
    }

    /// Whether a seat's player may be one that listens to the table (an easy one does
    /// not, and skipping its events keeps a batch of them fast).
    fn listens(&self) -> bool {
        match &self.seating {
            Seating::Rotating(kinds) => kinds.iter().any(|kind| *kind != BotLevel::Random),
            Seating::ByRole { diggers, saboteurs } => {
                *diggers != BotLevel::Random || *saboteurs != BotLevel::Random
            }
        }
    }
}

/// A computer player of any kind, its belief within reach.
enum Computer {
    Easy(RandomBot),
    Normal(HeuristicBot),
    Hard(Box<HardBot>),
}

impl Computer {
    fn new(level: BotLevel, seat: Seat, seed: u64, budget: Budget) -> Computer {
        match level {
            BotLevel::Random => Computer::Easy(RandomBot::new(seed)),
            BotLevel::Heuristic => Computer::Normal(HeuristicBot::new(seat)),
            BotLevel::Hard => Computer::Hard(Box::new(HardBot::new(seat, seed, budget))),
        }
    }

    fn choose(&mut self, seat: &contract::Seat<'_, Saboteur>, legal: &[Action]) -> Option<Action> {
        match self {
            Computer::Easy(bot) => Bot::<Saboteur>::choose(bot, seat, legal),
            Computer::Normal(bot) => bot.choose(seat, legal),
            Computer::Hard(bot) => bot.choose(seat, legal),
        }
    }

    fn hear(&mut self, event: &Event) {
        match self {
            Computer::Easy(_) => {}
            Computer::Normal(bot) => bot.hear(event),
            Computer::Hard(bot) => bot.hear(event),
        }
    }
}

/// The computer players of a game's seats, this round's: the seats decide and hear
/// through it, and the clerk seats them by role and judges their beliefs.
type Bench = Rc<RefCell<Vec<Computer>>>;

/// A seat at the table: it asks the computer player seated there this round, and hands
/// it what the seat may learn.
struct Chair {
    seat: usize,
    bench: Bench,
    listens: bool,
}

impl Player<Saboteur> for Chair {
    fn decide(
        &mut self,
        seat: &contract::Seat<'_, Saboteur>,
        legal: &[Action],
    ) -> Decision<Action> {
        match self.bench.borrow_mut()[self.seat].choose(seat, legal) {
            Some(action) => Decision::Act(action),
            None => Decision::Gone,
        }
    }

    fn heard(&mut self, _turn: u64, _actor: usize, _action: Action, events: &[Event]) {
        let computer = &mut self.bench.borrow_mut()[self.seat];
        for event in events {
            computer.hear(event);
        }
    }

    fn listens(&self) -> bool {
        self.listens
    }
}

/// The trial's observer at the table: it sees everything, as a record does, and tells
/// the players nothing but which of them sits where. After each move it notes the
/// rounds finished, seats the kinds by role when a round is dealt (each seat its own
/// round's player, none of them hearing the deal), and judges the `hard` seats' beliefs
/// after [`JUDGED_AFTER`] turns of a round.
struct Clerk<'a> {
    trial: &'a Trial,
    number: u32,
    seed: u64,
    bench: Bench,
    /// This round's roles, by seat.
    roles: Vec<Role>,
    round: u32,
    /// Whether the round was in play before the move (the move is a turn of it).
    playing: bool,
    turns: u32,
    rounds: Vec<RoundOutcome>,
    accuracy: [Accuracy; 2],
    fit: Option<(&'a mut Likelihood, Tracker)>,
}

impl<'a> Clerk<'a> {
    fn new(
        trial: &'a Trial,
        number: u32,
        seed: u64,
        game: &Saboteur,
        fit: Option<&'a mut Likelihood>,
    ) -> Clerk<'a> {
        let mut clerk = Clerk {
            trial,
            number,
            seed,
            bench: Rc::new(RefCell::new(Vec::new())),
            roles: Vec::new(),
            round: game.round,
            playing: matches!(game.phase, Phase::Play { .. }),
            turns: 0,
            rounds: Vec::new(),
            accuracy: [Accuracy::default(); 2],
            fit: fit.map(|model| (model, Tracker::new(trial.players))),
        };
        clerk.seat(game);
        clerk
    }

    /// Seats this round's computer players: by their roles where the seating says so.
    fn seat(&mut self, game: &Saboteur) {
        self.roles = game.players.iter().map(|player| player.role).collect();
        let kinds = self.trial.kinds_for(self.number, &self.roles);
        let round = self.seed.wrapping_add(u64::from(game.round) << 32);
        *self.bench.borrow_mut() = kinds
            .iter()
            .enumerate()
            .map(|(seat, kind)| {
                Computer::new(
                    *kind,
                    Seat::from_index(seat),
                    bot_seed(round, seat),
                    self.trial.budget,
                )
            })
            .collect();
    }

    /// How well each `hard` seat's belief names this round's saboteurs now.
    fn judge(&mut self, game: &Saboteur, at: usize) {
        let truth = assignment_of(&self.roles);
        for (index, computer) in self.bench.borrow_mut().iter_mut().enumerate() {
            if let Computer::Hard(bot) = computer {
                let Some(view) = game.view(Seat::from_index(index)) else {
                    continue;
                };
                self.accuracy[at].judge(bot.belief_for(&view), truth);
            }
        }
    }
}

impl Observer<Saboteur> for Clerk<'_> {
    fn sight(&self) -> Sight {
        Sight::Everything
    }

    fn heard(&mut self, _turn: u64, _actor: usize, _action: Action, events: &[Event]) {
        if let Some((model, tracker)) = self.fit.as_mut() {
            for event in events {
                if let Some(seen) = tracker.observe(event) {
                    model.count(&seen, &self.roles);
                }
            }
        }
    }

    /// Only a fit needs the events; the rest is read from the game after the move.
    fn listens(&self) -> bool {
        self.fit.is_some()
    }

    fn settled(&mut self, game: &Saboteur) {
        for record in game.history.get(self.rounds.len()..).unwrap_or_default() {
            self.rounds.push(RoundOutcome {
                roles: record.roles.clone(),
                won: record.winners(),
            });
        }
        if game.round != self.round {
            self.round = game.round;
            self.turns = 0;
            match self.trial.seating {
                Seating::ByRole { .. } => self.seat(game),
                Seating::Rotating(_) => {
                    self.roles = game.players.iter().map(|player| player.role).collect();
                }
            }
        }
        let playing = matches!(game.phase, Phase::Play { .. });
        if self.playing && playing {
            self.turns += 1;
            if let Some(at) = JUDGED_AFTER.iter().position(|t| *t == self.turns) {
                self.judge(game, at);
            }
        }
        self.playing = playing;
    }
}
