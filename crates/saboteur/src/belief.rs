//! What one seat believes about the roles: a probability for every role assignment (which
//! seats hold the saboteur cards) consistent with its own role, updated by Bayes' rule
//! from every public action.
//!
//! With `n` players and `s` saboteur cards in the round's set (one role card more than
//! players, the last left out), the saboteurs in play are `s` or `s - 1`; given one's own
//! role, every assignment of the rest is equally likely before anything is played (each
//! leaves exactly one way to lay the remaining role cards over the other seats and the
//! card left out). That is at most 210 assignments (10 players, a digger's view).
//!
//! Each public action (a tunnel laid, a rockfall, a broken tool, a repair, a map, a
//! discard) is classed by what it did to the path as everyone sees it ([`Tracker`]: the
//! board with only the revealed goals, the tools lying in front of each player), in a
//! [`Context`] (whether the actor could lay tunnels, whether the path is near a goal
//! that may hold the gold). The [`Likelihood`] gives how likely a digger and a saboteur
//! are to make each class of move; for a broken tool or a repair of another player, the
//! role of the target counts as well. Its figures are fitted from simulated games
//! (`cargo run --release -p saboteur --example fit_likelihood`) and kept in
//! `likelihood.json` beside this file.
//!
//! A belief is built from the seat, its role, the number of players and the public
//! events alone: it cannot see another seat's role or hand.

use std::collections::BTreeSet;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use crate::bot::{BLOCKED, cards_needed, empty_board, progress, targets};
use crate::card::{Role, Tool};
use crate::game::{Event, role_counts};
use crate::seat::Seat;
use crate::view::{BoardView, GoalView};

/// Classes of move that concern the actor alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Plain {
    /// A through tunnel that brought the path nearer the goals.
    Advance = 0,
    /// A through tunnel that changed nothing.
    IdleTunnel,
    /// A through tunnel that took the path away.
    AwayTunnel,
    /// A dead end that took the path away.
    DeadEndCut,
    /// A dead end that did no harm.
    DeadEnd,
    /// A rockfall that cut the path.
    RockfallCut,
    /// A rockfall that opened the path.
    RockfallClear,
    /// A rockfall that changed nothing.
    RockfallIdle,
    /// A repair of one's own tool.
    RepairSelf,
    Map,
    Discard,
}

/// How many [`Plain`] classes there are.
pub const PLAIN: usize = 11;

/// Classes of move aimed at another player, whose role counts too.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Aimed {
    Break = 0,
    Repair,
}

/// A move as the likelihood judges it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Plain(Plain),
    Aimed(Aimed, Seat),
}

/// Contexts a move is judged in: bit 0, the actor has a broken tool (it cannot lay
/// tunnels); bit 1, the path is near (3 cards or fewer) a goal that may hold the gold.
pub const CONTEXTS: usize = 4;

/// One public action, classed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Observation {
    pub actor: Seat,
    pub context: usize,
    pub outcome: Outcome,
}

/// Follows the public state of a round (the board with the revealed goals only, every
/// player's broken tools) to class each action.
#[derive(Debug, Clone, PartialEq)]
pub struct Tracker {
    board: BoardView,
    broken: Vec<BTreeSet<Tool>>,
}

impl Tracker {
    /// The public state at the start of a round of `players`.
    pub fn new(players: usize) -> Tracker {
        Tracker {
            board: empty_board(),
            broken: vec![BTreeSet::new(); players],
        }
    }

    /// The public state as a view shows it (a round joined under way); the goals a map
    /// showed are forgotten, since others are judged by what everyone knows.
    pub fn from_board(board: &BoardView, broken: Vec<BTreeSet<Tool>>) -> Tracker {
        let mut board = board.clone();
        for goal in &mut board.goals {
            if !goal.revealed {
                goal.known = None;
            }
        }
        Tracker { board, broken }
    }

    fn context(&self, actor: Seat) -> usize {
        let broken = self
            .broken
            .get(actor.index())
            .is_some_and(|tools| !tools.is_empty());
        let needed = cards_needed(&self.board);
        let near = targets(&self.board)
            .iter()
            .map(|&t| needed[t])
            .min()
            .unwrap_or(BLOCKED)
            <= 3;
        usize::from(broken) | usize::from(near) << 1
    }

    /// How much nearer `change` brings the path to the goals that may hold the gold.
    fn gain(&mut self, change: impl FnOnce(&mut BoardView)) -> f64 {
        let goals = targets(&self.board);
        let before = progress(&self.board, &goals);
        change(&mut self.board);
        progress(&self.board, &goals) - before
    }

    /// Classes an action event (judged before it changes the public state) and follows
    /// what it changes; `None` for events that are no one's choice of move.
    pub fn observe(&mut self, event: &Event) -> Option<Observation> {
        let seen = |actor: Seat, context: usize, outcome: Outcome| {
            Some(Observation {
                actor,
                context,
                outcome,
            })
        };
        match *event {
            Event::Laid { seat, cell, shape } => {
                let context = self.context(seat);
                let gain = self.gain(|board| {
                    board.tunnels.insert(cell, shape);
                });
                let class = match (shape.is_through(), gain) {
                    (true, g) if g > 0.0 => Plain::Advance,
                    (true, g) if g < 0.0 => Plain::AwayTunnel,
                    (true, _) => Plain::IdleTunnel,
                    (false, g) if g < 0.0 => Plain::DeadEndCut,
                    (false, _) => Plain::DeadEnd,
                };
                seen(seat, context, Outcome::Plain(class))
            }
            Event::Rockfall { seat, cell, .. } => {
                let context = self.context(seat);
                let gain = self.gain(|board| {
                    board.tunnels.remove(&cell);
                });
                let class = if gain < 0.0 {
                    Plain::RockfallCut
                } else if gain > 0.0 {
                    Plain::RockfallClear
                } else {
                    Plain::RockfallIdle
                };
                seen(seat, context, Outcome::Plain(class))
            }
            Event::Broke { seat, target, tool } => {
                let context = self.context(seat);
                if let Some(tools) = self.broken.get_mut(target.index()) {
                    tools.insert(tool);
                }
                seen(seat, context, Outcome::Aimed(Aimed::Break, target))
            }
            Event::Repaired { seat, target, tool } => {
                let context = self.context(seat);
                if let Some(tools) = self.broken.get_mut(target.index()) {
                    tools.remove(&tool);
                }
                let outcome = if seat == target {
                    Outcome::Plain(Plain::RepairSelf)
                } else {
                    Outcome::Aimed(Aimed::Repair, target)
                };
                seen(seat, context, outcome)
            }
            Event::Mapped { seat, .. } => {
                seen(seat, self.context(seat), Outcome::Plain(Plain::Map))
            }
            Event::Discarded { seat } => {
                seen(seat, self.context(seat), Outcome::Plain(Plain::Discard))
            }
            Event::Revealed { goal, card, turned } => {
                self.board.goals[goal] = GoalView {
                    known: Some(card),
                    revealed: true,
                    turned,
                };
                None
            }
            Event::RoundStarted { .. } => {
                let players = self.broken.len();
                *self = Tracker::new(players);
                None
            }
            _ => None,
        }
    }

    /// The seats that could be aimed at from `actor`: everyone else.
    pub fn players(&self) -> usize {
        self.broken.len()
    }
}

fn role_index(role: Role) -> usize {
    match role {
        Role::Digger => 0,
        Role::Saboteur => 1,
    }
}

/// The least probability a move is given.
pub const FLOOR: f64 = 0.002;

/// Counts from simulated games, from which the likelihood of each move is read.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Likelihood {
    /// What the figures were fitted from (the command and the games).
    pub source: String,
    /// By context and actor role (digger, saboteur): turns taken.
    pub turns: Vec<[u64; 2]>,
    /// By context and actor role: moves of each [`Plain`] class.
    pub plain: Vec<[[u64; PLAIN]; 2]>,
    /// By context, actor role and target role: (turn, other player) pairs.
    pub pairs: Vec<[[u64; 2]; 2]>,
    /// By [`Aimed`] class, context, actor role and target role: moves aimed so.
    pub aimed: Vec<Vec<[[u64; 2]; 2]>>,
}

impl Likelihood {
    /// No counts yet.
    pub fn empty() -> Likelihood {
        Likelihood {
            source: String::new(),
            turns: vec![[0; 2]; CONTEXTS],
            plain: vec![[[0; PLAIN]; 2]; CONTEXTS],
            pairs: vec![[[0; 2]; 2]; CONTEXTS],
            aimed: vec![vec![[[0; 2]; 2]; CONTEXTS]; 2],
        }
    }

    /// The fitted model kept in the repository.
    pub fn fitted() -> &'static Likelihood {
        static FITTED: OnceLock<Likelihood> = OnceLock::new();
        FITTED.get_or_init(|| {
            serde_json::from_str(include_str!("likelihood.json")).unwrap_or_else(|_| {
                // A model that says nothing: every move as likely from either side.
                Likelihood::empty()
            })
        })
    }

    /// Counts one observation, the roles being known (from a simulated game).
    pub fn count(&mut self, seen: &Observation, roles: &[Role]) {
        let actor = role_index(roles[seen.actor.index()]);
        let context = seen.context;
        self.turns[context][actor] += 1;
        for (other, role) in roles.iter().enumerate() {
            if other != seen.actor.index() {
                self.pairs[context][actor][role_index(*role)] += 1;
            }
        }
        match seen.outcome {
            Outcome::Plain(class) => self.plain[context][actor][class as usize] += 1,
            Outcome::Aimed(class, target) => {
                let target = role_index(roles[target.index()]);
                self.aimed[class as usize][context][actor][target] += 1;
            }
        }
    }

    /// The probability of the observed move if the actor has `actor` role and the
    /// target (of an aimed move) `target`; never below [`FLOOR`], so that a move the
    /// simulated players never made (but another player may) cannot rule a role out.
    pub fn probability(&self, seen: &Observation, actor: Role, target: Role) -> f64 {
        self.raw_probability(seen, actor, target).max(FLOOR)
    }

    fn raw_probability(&self, seen: &Observation, actor: Role, target: Role) -> f64 {
        let (context, actor) = (seen.context, role_index(actor));
        match seen.outcome {
            Outcome::Plain(class) => {
                let turns = self.turns[context][actor] as f64;
                (self.plain[context][actor][class as usize] as f64 + 1.0)
                    / (turns + PLAIN as f64 + 2.0)
            }
            Outcome::Aimed(class, _) => {
                let target = role_index(target);
                let pairs = self.pairs[context][actor][target] as f64;
                (self.aimed[class as usize][context][actor][target] as f64 + 0.5) / (pairs + 20.0)
            }
        }
    }
}

/// A role assignment: bit `i` set when seat `i` is a saboteur.
pub type Assignment = u16;

/// One seat's probabilities over the role assignments consistent with its own role.
#[derive(Debug, Clone, PartialEq)]
pub struct Belief {
    me: Seat,
    role: Role,
    assignments: Vec<Assignment>,
    /// Log-probabilities, up to a constant, one per assignment.
    log: Vec<f64>,
    tracker: Tracker,
    /// Public actions seen this round.
    turns: u32,
}

impl Belief {
    /// The prior of `me`, who holds `role`, at the start of a round of `players` (3 to
    /// 10): every consistent assignment equally likely.
    pub fn new(me: Seat, role: Role, players: usize) -> Belief {
        let (saboteurs, _) = role_counts(players).unwrap_or((1, players));
        let mine = match role {
            Role::Saboteur => 1 << me.index(),
            Role::Digger => 0,
        };
        let assignments: Vec<Assignment> = (0..1u32 << players)
            .map(|mask| mask as Assignment)
            .filter(|mask| {
                let count = mask.count_ones() as usize;
                mask & (1 << me.index()) == mine && (count == saboteurs || count + 1 == saboteurs)
            })
            .collect();
        Belief {
            me,
            role,
            log: vec![0.0; assignments.len()],
            assignments,
            tracker: Tracker::new(players),
            turns: 0,
        }
    }

    /// The prior for a round joined under way: the public state taken from a view.
    pub fn joining(me: Seat, role: Role, tracker: Tracker) -> Belief {
        let players = tracker.players();
        Belief {
            tracker,
            ..Belief::new(me, role, players)
        }
    }

    pub fn me(&self) -> Seat {
        self.me
    }

    pub fn role(&self) -> Role {
        self.role
    }

    /// Public actions seen since the belief began.
    pub fn turns(&self) -> u32 {
        self.turns
    }

    /// Hears one public event; actions by others reweigh the assignments.
    pub fn observe(&mut self, event: &Event) {
        self.observe_with(event, Likelihood::fitted());
    }

    /// [`Belief::observe`] with a given likelihood model.
    pub fn observe_with(&mut self, event: &Event, model: &Likelihood) {
        let Some(seen) = self.tracker.observe(event) else {
            return;
        };
        self.turns += 1;
        if seen.actor == self.me || seen.actor.index() >= self.tracker.players() {
            return;
        }
        let role_of = |mask: Assignment, seat: Seat| {
            if mask & (1 << seat.index()) != 0 {
                Role::Saboteur
            } else {
                Role::Digger
            }
        };
        for (mask, log) in self.assignments.iter().zip(&mut self.log) {
            let target = match seen.outcome {
                Outcome::Aimed(_, target) => role_of(*mask, target),
                Outcome::Plain(_) => Role::Digger,
            };
            let p = model.probability(&seen, role_of(*mask, seen.actor), target);
            *log += p.max(1e-9).ln();
        }
        let top = self.log.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        for log in &mut self.log {
            *log -= top;
        }
    }

    /// Every consistent assignment with its probability (summing to 1).
    pub fn distribution(&self) -> Vec<(Assignment, f64)> {
        let weights: Vec<f64> = self.log.iter().map(|log| log.exp()).collect();
        let total: f64 = weights.iter().sum();
        self.assignments
            .iter()
            .copied()
            .zip(weights.into_iter().map(|w| w / total))
            .collect()
    }

    /// The probability of `assignment` (0 if it contradicts one's own role).
    pub fn probability(&self, assignment: Assignment) -> f64 {
        self.distribution()
            .into_iter()
            .find(|(mask, _)| *mask == assignment)
            .map_or(0.0, |(_, p)| p)
    }

    /// The most likely assignment (the first of equals).
    pub fn most_likely(&self) -> Assignment {
        let mut best = (self.assignments[0], f64::NEG_INFINITY);
        for (mask, log) in self.assignments.iter().zip(&self.log) {
            if *log > best.1 {
                best = (*mask, *log);
            }
        }
        best.0
    }

    /// By seat: the probability of being a saboteur.
    pub fn saboteur_odds(&self) -> Vec<f64> {
        let mut odds = vec![0.0; self.tracker.players()];
        for (mask, p) in self.distribution() {
            for (seat, odd) in odds.iter_mut().enumerate() {
                if mask & (1 << seat) != 0 {
                    *odd += p;
                }
            }
        }
        odds
    }

    /// An assignment drawn from the belief; `unit` is uniform in `[0, 1)`.
    pub fn sample(&self, unit: f64) -> Assignment {
        let mut left = unit;
        let distribution = self.distribution();
        for (mask, p) in &distribution {
            if left < *p {
                return *mask;
            }
            left -= p;
        }
        distribution.last().map_or(0, |(mask, _)| *mask)
    }
}

/// The assignment the roles make (bit `i`: seat `i` is a saboteur).
pub fn assignment_of(roles: &[Role]) -> Assignment {
    roles
        .iter()
        .enumerate()
        .filter(|(_, role)| **role == Role::Saboteur)
        .fold(0, |mask, (seat, _)| mask | 1 << seat)
}
