//! Computer players. A bot decides from a [`PlayerView`] and the legal actions alone, and
//! may listen to the table's [`Event`]s (which hold only what everyone sees), so it never
//! uses a card it could not see.
//!
//! - [`RandomBot`]: any legal action, uniformly (gold too).
//! - [`HeuristicBot`]: plays its role. A gold-digger extends the path towards the goals
//!   that may hold the gold (the one its maps showed, if any), maps unknown goals, repairs
//!   itself and the players it trusts, breaks the tools of players it suspects, and clears
//!   a blocked path with a rockfall. A saboteur lays dead ends and misleading tunnels at
//!   the head of the path, brings the path's head down, breaks the tools of players who
//!   dig, and otherwise discards; on its first turn of a round, unless the path is near
//!   the gold, it does nothing that would make the others suspect it. Suspicion comes
//!   from the events: dead ends, tunnels that
//!   lead away, rockfalls that cut the path, broken tools of trusted players. Both take
//!   the highest gold card. It is deterministic: the same view and events give the same
//!   action.

use std::cell::RefCell;
use std::fmt;
use std::str::FromStr;

use contract::{Bot, Level, RandomBot};
use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::action::Action;
use crate::board::{Cell, Grid};
use crate::card::{Card, Role};
use crate::game::{Event, Phase, Saboteur};
use crate::hard::{Budget, HardBot};
use crate::seat::Seat;
use crate::shape::Shape;
use crate::view::{BoardView, GoalView, PlayerView};

/// The kinds of computer player, by the names typed on the command line (and in JSON,
/// by the names shown).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize, Deserialize,
)]
#[serde(into = "String", try_from = "String")]
pub enum BotLevel {
    /// Any legal action, uniformly (`easy`, once `random`).
    Random,
    /// Plays its role (see [`HeuristicBot`]; `normal`, once `heuristic`).
    #[default]
    Heuristic,
    /// Reasons about the roles and searches (see [`crate::hard`]; `hard`).
    Hard,
}

impl BotLevel {
    /// Every kind, weakest first.
    pub const ALL: [BotLevel; 3] = [BotLevel::Random, BotLevel::Heuristic, BotLevel::Hard];

    /// The name typed and shown: `easy`, `normal` or `hard`.
    pub fn name(self) -> &'static str {
        match self {
            BotLevel::Random => "easy",
            BotLevel::Heuristic => "normal",
            BotLevel::Hard => "hard",
        }
    }

    /// The older name, still read: `random`, `heuristic` (and `hard`).
    pub fn alias(self) -> &'static str {
        match self {
            BotLevel::Random => "random",
            BotLevel::Heuristic => "heuristic",
            BotLevel::Hard => "hard",
        }
    }

    /// A player of this kind for `seat`; `seed` drives whatever randomness it uses.
    pub fn bot(self, seat: Seat, seed: u64) -> Box<dyn Bot<Saboteur>> {
        self.bot_with(seat, seed, Budget::default())
    }

    /// A player of this kind whose search (if it searches) keeps to `budget`.
    pub fn bot_with(self, seat: Seat, seed: u64, budget: Budget) -> Box<dyn Bot<Saboteur>> {
        match self {
            BotLevel::Random => Box::new(RandomBot::new(seed)),
            BotLevel::Heuristic => Box::new(HeuristicBot::new(seat)),
            BotLevel::Hard => Box::new(HardBot::new(seat, seed, budget)),
        }
    }
}

impl fmt::Display for BotLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

/// A name that is no kind of computer player.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("`{0}` is not a kind of computer player: easy, normal or hard (or random, heuristic)")]
pub struct ParseBotLevelError(pub String);

impl From<BotLevel> for String {
    fn from(level: BotLevel) -> String {
        level.name().to_string()
    }
}

impl TryFrom<String> for BotLevel {
    type Error = ParseBotLevelError;

    fn try_from(text: String) -> Result<BotLevel, ParseBotLevelError> {
        text.parse()
    }
}

impl FromStr for BotLevel {
    type Err = ParseBotLevelError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        contract::stats::by_name(&BotLevel::ALL, BotLevel::name, text)
            .or_else(|| contract::stats::by_name(&BotLevel::ALL, BotLevel::alias, text))
            .ok_or_else(|| ParseBotLevelError(text.trim().to_string()))
    }
}

/// Scores every legal action for its role and plays the best (the first listed among
/// equals). Remembers, within a round, how suspect each player's moves have made them.
#[derive(Debug, Clone)]
pub struct HeuristicBot {
    me: Seat,
    /// This round's role, once a view has shown it.
    role: Option<Role>,
    /// The board as the events left it, with the goals this bot knows.
    board: BoardView,
    /// By seat: evidence of being a saboteur (negative: of digging for gold).
    suspicion: Vec<f64>,
    /// The same evidence against this bot, as the others judge it from the events.
    exposure: f64,
    /// This bot's turns so far this round.
    turns: u32,
}

/// A saboteur's first turns of a round, in which it does nothing a digger would not
/// (measured: hiding longer, or whenever a move would make it a suspect, lets the
/// diggers win more rounds, since its first sabotage is worth more than its cover).
const COVER_TURNS: u32 = 1;

/// The urgency (see [`Situation`]) from which a saboteur stops hiding: the path is near
/// the gold and must be stopped whatever it shows.
const UNCOVER: f64 = 3.0;

/// A suspicion at which a player counts as a saboteur.
const SUSPECT: f64 = 2.0;

/// Scores for what is left when the board gives no reason to prefer a move.
mod weight {
    /// Progress of one cell towards a goal.
    pub const STEP: f64 = 10.0;
    /// The gold reached.
    pub const GOLD: f64 = 1000.0;
    /// Laying a tunnel that does not bring the path nearer (the card may serve later).
    pub const IDLE_TUNNEL: f64 = -2.0;
    /// A saboteur's card laid where it hinders nothing (worse than any discard).
    pub const IDLE_SABOTAGE: f64 = -5.0;
    /// Per point of suspicion a hiding saboteur's move would earn it.
    pub const GIVEAWAY: f64 = 20.0;
    /// A digger's own dead end.
    pub const OWN_DEAD_END: f64 = -6.0;
    /// Repairing oneself: without tools a digger cannot dig.
    pub const REPAIR_SELF: f64 = 12.0;
    pub const REPAIR_FRIEND: f64 = 5.0;
    pub const BREAK_SUSPECT: f64 = 5.0;
    pub const BREAK_DIGGER: f64 = 7.0;
    pub const MAP: f64 = 3.0;
}

impl HeuristicBot {
    /// A player for `me`, sitting down at the start of a round (the board empty). Joining
    /// a round under way, it takes the board from its first view.
    pub fn new(me: Seat) -> HeuristicBot {
        HeuristicBot {
            me,
            role: None,
            board: empty_board(),
            suspicion: Vec::new(),
            exposure: 0.0,
            turns: 0,
        }
    }

    /// A player for `me` who already knows its role (for playouts, where a seat's role is
    /// assumed before its first view).
    pub(crate) fn assuming(me: Seat, role: Role) -> HeuristicBot {
        HeuristicBot {
            role: Some(role),
            ..HeuristicBot::new(me)
        }
    }

    /// Counts a turn taken without [`HeuristicBot::decide`] (a searcher chose for it).
    pub(crate) fn took_turn(&mut self) {
        self.turns += 1;
    }

    /// Replaces the suspicion of every seat (a belief's judgement put in its place).
    pub(crate) fn set_suspicion(&mut self, suspicion: Vec<f64>) {
        self.suspicion = suspicion;
    }

    /// Every one of `legal` with its score, in the order given (the share of gold aside).
    pub(crate) fn scored(&mut self, view: &PlayerView, legal: &[Action]) -> Vec<(f64, Action)> {
        self.sync(view);
        let here = Situation::of(&view.board);
        legal
            .iter()
            .map(|&action| (self.score(view, action, &here), action))
            .collect()
    }

    /// How much `seat` looks like a saboteur (0 when nothing is known).
    pub fn suspicion(&self, seat: Seat) -> f64 {
        self.suspicion.get(seat.index()).copied().unwrap_or(0.0)
    }

    /// How much the others' suspicion of this bot has grown this round.
    pub fn exposure(&self) -> f64 {
        self.exposure
    }

    fn suspect(&mut self, seat: Seat, by: f64) {
        if seat == self.me {
            self.exposure += by;
            return;
        }
        if self.suspicion.len() <= seat.index() {
            self.suspicion.resize(seat.index() + 1, 0.0);
        }
        self.suspicion[seat.index()] += by;
    }

    fn role(&self) -> Role {
        self.role.unwrap_or(Role::Digger)
    }

    /// Scores one action; higher is better. A saboteur in hiding (its first turn of a
    /// round) pays for every move that would raise the others' suspicion of it, unless
    /// the path is about to reach the gold: a dead end as its first move gives it away.
    fn score(&self, view: &PlayerView, action: Action, here: &Situation) -> f64 {
        let score = self.role_score(view, action, here);
        if view.role == Role::Digger || here.urgency >= UNCOVER {
            return score;
        }
        let giveaway = self.giveaway(view, action, here);
        let hiding = self.turns < COVER_TURNS;
        if hiding && giveaway > 0.0 {
            score - weight::GIVEAWAY * giveaway
        } else {
            score
        }
    }

    /// How much `action` would raise the others' suspicion of this player, by the rules
    /// [`HeuristicBot::hear`] judges others by.
    fn giveaway(&self, view: &PlayerView, action: Action, here: &Situation) -> f64 {
        match action {
            Action::PlayAt { card, cell, turned } => match view.hand.get(card) {
                Some(Card::Tunnel(shape)) => {
                    let laid = if turned { shape.turned() } else { *shape };
                    laid_suspicion(laid, here.change(&view.board, cell, Some(laid)))
                }
                Some(Card::Rockfall) => rockfall_suspicion(here.change(&view.board, cell, None)),
                _ => 0.0,
            },
            Action::PlayOn { card, player, .. } => match view.hand.get(card) {
                Some(Card::Break(_)) => self.broke_suspicion(player),
                Some(_) if player != view.me && self.suspicion(player) >= SUSPECT => 1.5,
                _ => 0.0,
            },
            _ => 0.0,
        }
    }

    /// What breaking `target`'s tools tells of the breaker.
    fn broke_suspicion(&self, target: Seat) -> f64 {
        let theirs = self.suspicion(target);
        if theirs >= SUSPECT {
            -1.0
        } else if theirs <= 0.0 {
            1.5
        } else {
            0.5
        }
    }

    /// Scores one action for the player's role alone.
    fn role_score(&self, view: &PlayerView, action: Action, here: &Situation) -> f64 {
        let digger = view.role == Role::Digger;
        match action {
            Action::Take(gold) => f64::from(gold.nuggets()),
            Action::Discard { card } => -card_value(view, view.hand[card], here),
            Action::Map { goal, .. } => self.map_score(view, goal, here),
            Action::PlayAt { card, cell, turned } => match view.hand[card] {
                Card::Tunnel(shape) => {
                    let laid = if turned { shape.turned() } else { shape };
                    let gain = here.change(&view.board, cell, Some(laid));
                    let base = if digger { gain } else { -gain };
                    match (digger, laid.is_through()) {
                        (true, true) if gain < weight::STEP / 2.0 => base + weight::IDLE_TUNNEL,
                        (true, true) => base,
                        (true, false) => base + weight::OWN_DEAD_END,
                        // A card that hinders nothing only shows the saboteur: discard instead.
                        (false, _) if gain.abs() < 0.5 => weight::IDLE_SABOTAGE,
                        (false, through) => base + if through { -1.0 } else { 1.0 },
                    }
                }
                Card::Rockfall => {
                    let gain = here.change(&view.board, cell, None);
                    // Among equal cuts, the one nearest the goals: the path's head.
                    let head = 0.01 * f64::from(cell.col());
                    (if digger { gain } else { -gain }) - 1.0 + head
                }
                Card::Map => cell
                    .goal_index()
                    .map_or(f64::MIN, |goal| self.map_score(view, goal, here)),
                _ => f64::MIN,
            },
            Action::PlayOn { card, player, .. } => {
                let target = &view.players[player.index()];
                let suspicion = self.suspicion(player);
                let whole = if target.broken.is_empty() { 2.0 } else { 0.0 };
                match (view.hand[card], digger) {
                    (Card::Break(_), true) if suspicion >= SUSPECT => {
                        weight::BREAK_SUSPECT + suspicion + whole
                    }
                    (Card::Break(_), true) => suspicion - 4.0,
                    (Card::Break(_), false) if suspicion < SUSPECT / 2.0 => {
                        weight::BREAK_DIGGER - suspicion + whole + here.urgency
                    }
                    (Card::Break(_), false) => -3.0,
                    (_, _) if player == view.me => {
                        if digger {
                            weight::REPAIR_SELF
                        } else {
                            2.0
                        }
                    }
                    (_, true) if suspicion <= 0.0 => weight::REPAIR_FRIEND - suspicion,
                    (_, true) if suspicion < SUSPECT => 1.0,
                    (_, false) if suspicion >= SUSPECT => 2.0,
                    _ => -3.0,
                }
            }
        }
    }

    /// A map is worth playing while more than one goal may hold the gold; the goal nearest
    /// the path's head first.
    fn map_score(&self, view: &PlayerView, goal: usize, here: &Situation) -> f64 {
        let unknown = view.board.goals[goal].known.is_none();
        if here.targets.len() <= 1 || !unknown {
            return -1.0;
        }
        let base = if view.role == Role::Digger {
            weight::MAP + here.urgency
        } else {
            1.0
        };
        base - 0.1 * f64::from(here.distance_to(goal))
    }

    /// Brings the remembered board up to date with what the view shows.
    fn sync(&mut self, view: &PlayerView) {
        self.me = view.me;
        self.role = Some(view.role);
        self.board = view.board.clone();
    }
}

impl Level<Saboteur> for BotLevel {
    fn bot(self, seat: usize, seed: u64) -> Box<dyn Bot<Saboteur>> {
        BotLevel::bot(self, Seat::from_index(seat), seed)
    }
}

impl Bot<Saboteur> for HeuristicBot {
    fn choose(&mut self, seat: &contract::Seat<'_, Saboteur>, legal: &[Action]) -> Option<Action> {
        self.decide(&seat.view(), legal)
    }

    fn observe(&mut self, event: &Event) {
        self.hear(event);
    }

    fn listens(&self) -> bool {
        true
    }
}

impl HeuristicBot {
    /// One of `legal` for the viewer, who acts now; `None` only when `legal` is empty.
    pub fn decide(&mut self, view: &PlayerView, legal: &[Action]) -> Option<Action> {
        self.sync(view);
        if let Phase::Share { .. } = view.phase {
            return legal
                .iter()
                .copied()
                .filter(|action| matches!(action, Action::Take(_)))
                .max_by_key(|action| match action {
                    Action::Take(gold) => gold.nuggets(),
                    _ => 0,
                })
                .or_else(|| legal.first().copied());
        }
        let here = Situation::of(&view.board);
        let mut best: Option<(f64, Action)> = None;
        for &action in legal {
            let score = self.score(view, action, &here);
            if best.is_none_or(|(top, _)| score > top) {
                best = Some((score, action));
            }
        }
        self.turns += 1;
        best.map(|(_, action)| action)
    }

    /// Hears what happened at the table, to judge who is on which side.
    pub fn hear(&mut self, event: &Event) {
        let digger = self.role() == Role::Digger;
        match *event {
            Event::RoundStarted { .. } => {
                self.role = None;
                self.suspicion.clear();
                self.exposure = 0.0;
                self.turns = 0;
                self.board = empty_board();
            }
            Event::Laid { seat, cell, shape } => {
                let gain = self.replay(|board| {
                    board.tunnels.insert(cell, shape);
                });
                self.suspect(seat, laid_suspicion(shape, gain));
            }
            Event::Rockfall { seat, cell, .. } => {
                let gain = self.replay(|board| {
                    board.tunnels.remove(&cell);
                });
                self.suspect(seat, rockfall_suspicion(gain));
            }
            Event::Revealed { goal, card, turned } => {
                self.board.goals[goal] = GoalView {
                    known: Some(card),
                    revealed: true,
                    turned,
                };
            }
            Event::Broke { seat, target, .. } => {
                let by = if target == self.me {
                    if digger { 3.0 } else { -2.0 }
                } else {
                    self.broke_suspicion(target)
                };
                self.suspect(seat, by);
            }
            Event::Repaired { seat, target, .. } if seat != target => {
                if self.suspicion(target) >= SUSPECT {
                    self.suspect(seat, 1.5);
                } else if target == self.me && digger {
                    self.suspect(seat, -1.0);
                }
            }
            _ => {}
        }
    }
}

impl HeuristicBot {
    /// Applies a change to the remembered board and says how much nearer it brought the
    /// path to the goals that may hold the gold.
    fn replay(&mut self, change: impl FnOnce(&mut BoardView)) -> f64 {
        let targets = targets(&self.board);
        let before = progress(&self.board, &targets);
        change(&mut self.board);
        progress(&self.board, &targets) - before
    }
}

/// What laying `shape` that brought the path `gain` nearer tells of its player: dead
/// ends and tunnels leading away are a saboteur's.
fn laid_suspicion(shape: Shape, gain: f64) -> f64 {
    match (shape.is_through(), gain < 0.0) {
        (false, true) => 3.0,
        (false, false) => 1.0,
        (true, true) => 1.5,
        (true, false) if gain > 0.0 => -1.0,
        (true, false) => 0.0,
    }
}

/// What a rockfall that brought the path `gain` nearer tells of its player.
fn rockfall_suspicion(gain: f64) -> f64 {
    if gain < 0.0 {
        3.0
    } else if gain > 0.0 {
        -1.0
    } else {
        0.5
    }
}

/// The board at the start of a round, as everyone sees it.
pub(crate) fn empty_board() -> BoardView {
    BoardView {
        tunnels: Default::default(),
        goals: [GoalView {
            known: None,
            revealed: false,
            turned: false,
        }; 3],
    }
}

/// What a turn's scores share: the goals that matter and how near the path is to them.
struct Situation {
    /// The board's tiles, for the path searches of every candidate move.
    grid: Grid,
    /// The changes already worked out this turn (the same card is often held twice, or
    /// laid the same either way up).
    changes: RefCell<Vec<(Cell, Option<Shape>, f64)>>,
    targets: Vec<usize>,
    progress: f64,
    /// Cards still needed to reach each goal (see [`cards_needed`]).
    needed: [u32; 3],
    /// Grows as the path nears the gold: breaking and mapping matter more then.
    urgency: f64,
}

impl Situation {
    fn of(board: &BoardView) -> Situation {
        let targets = targets(board);
        let grid = Grid::of(board, &board.tunnels);
        let needed = needed_on(&grid);
        let nearest = targets.iter().map(|&t| needed[t]).min().unwrap_or(BLOCKED);
        Situation {
            progress: progress_on(&grid, board, &targets),
            grid,
            changes: RefCell::new(Vec::new()),
            urgency: (6.0 - f64::from(nearest)).max(0.0),
            targets,
            needed,
        }
    }

    /// What laying `shape` on `cell` (or emptying it) does to the path, from the diggers'
    /// side: positive brings it nearer.
    fn change(&self, board: &BoardView, cell: Cell, shape: Option<Shape>) -> f64 {
        let known = self
            .changes
            .borrow()
            .iter()
            .find_map(|&(at, laid, change)| (at == cell && laid == shape).then_some(change));
        known.unwrap_or_else(|| {
            let change =
                progress_on(&self.grid.with(cell, shape), board, &self.targets) - self.progress;
            self.changes.borrow_mut().push((cell, shape, change));
            change
        })
    }

    /// How many cards the path still needs to reach goal `goal`.
    fn distance_to(&self, goal: usize) -> u32 {
        self.needed[goal]
    }
}

/// The goals that may hold the gold, as far as this board's known goals tell: the gold if
/// it is known, else every face-down goal not known to be a stone.
pub(crate) fn targets(board: &BoardView) -> Vec<usize> {
    if let Some(gold) = board
        .goals
        .iter()
        .position(|goal| goal.known.is_some_and(|card| card.is_gold()))
    {
        return vec![gold];
    }
    let hidden = |goal: &GoalView| !goal.revealed;
    let open: Vec<usize> = (0..3)
        .filter(|&i| hidden(&board.goals[i]) && board.goals[i].known.is_none())
        .collect();
    if open.is_empty() {
        (0..3).filter(|&i| hidden(&board.goals[i])).collect()
    } else {
        open
    }
}

/// Cards needed when no path can reach a goal any more.
pub(crate) const BLOCKED: u32 = 30;

/// For each goal, the fewest tunnel cards that would join it to the start: a search from
/// the start where laid through cards cost nothing (entered and left by their open
/// sides), empty cells cost one card (any shape), and dead ends and other face-down goals
/// cannot be crossed. A face-up goal already joined counts 0; one cut off, [`BLOCKED`].
pub(crate) fn cards_needed(board: &BoardView) -> [u32; 3] {
    needed_on(&Grid::of(board, &board.tunnels))
}

/// [`cards_needed`] on tiles already laid out.
fn needed_on(board: &Grid) -> [u32; 3] {
    board.cards_needed(BLOCKED)
}

/// How near the path is to the goals that may hold the gold, from the diggers' side: ten
/// per card still needed for the nearest, a little for the others; the known gold
/// reached is worth most.
pub(crate) fn progress(board: &BoardView, targets: &[usize]) -> f64 {
    progress_on(&Grid::of(board, &board.tunnels), board, targets)
}

/// [`progress`] with the tiles from `grid` and the goals' faces from `board`.
fn progress_on(grid: &Grid, board: &BoardView, targets: &[usize]) -> f64 {
    let needed = needed_on(grid);
    let mut costs: Vec<u32> = targets.iter().map(|&t| needed[t]).collect();
    costs.sort_unstable();
    let Some(&best) = costs.first() else {
        return 0.0;
    };
    let gold_known = targets.len() == 1
        && board.goals[targets[0]]
            .known
            .is_some_and(|card| card.is_gold());
    if best == 0 && gold_known {
        return weight::GOLD;
    }
    let others: u32 = costs[1..].iter().sum();
    -weight::STEP * f64::from(best) - f64::from(others)
}

/// What keeping a card is worth to the player; the least worth is discarded first.
fn card_value(view: &PlayerView, card: Card, here: &Situation) -> f64 {
    let digger = view.role == Role::Digger;
    match card {
        Card::Tunnel(shape) if !shape.is_through() => {
            if digger {
                -1.0
            } else {
                3.0
            }
        }
        Card::Tunnel(shape) => {
            let sides = shape.open_sides().count() as f64;
            if digger { 1.5 + 0.25 * sides } else { 0.5 }
        }
        Card::Map if here.targets.len() <= 1 => 0.0,
        Card::Map => {
            if digger {
                3.0
            } else {
                1.0
            }
        }
        Card::Rockfall => {
            if digger {
                1.0
            } else {
                3.0
            }
        }
        Card::Break(_) => {
            if digger {
                2.0
            } else {
                3.0
            }
        }
        Card::Repair(_) | Card::RepairEither(..) => {
            let mine_broken = !view.players[view.me.index()].broken.is_empty();
            match (digger, mine_broken) {
                (_, true) => 4.0,
                (true, false) => 2.0,
                (false, false) => 1.5,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{COLS, Layout, ROWS, Tile};
    use crate::card::GoalCard;
    use crate::shape::Side;
    use cards::{index_below, seeded};

    /// [`cards_needed`] as a search cell by cell, the reference the grid's search is tested
    /// against.
    fn needed_cell_by_cell(board: &Grid) -> [u32; 3] {
        let mut cost = [[u32::MAX; COLS as usize]; ROWS as usize];
        let mut needed = [BLOCKED; 3];
        // A deque in a fixed ring (no allocation: this runs for every candidate move). Each
        // push lowers a cell's cost, which happens at most twice a cell in a 0-1 search, so
        // fewer than 256 entries are ever queued.
        let mut ring = [(Cell::START, 0u32); 256];
        let (mut head, mut tail) = (0u8, 1u8);
        cost[3][1] = 0;
        while head != tail {
            let (cell, spent) = ring[usize::from(head)];
            head = head.wrapping_add(1);
            if spent > cost[usize::from(cell.row())][usize::from(cell.col())] {
                continue;
            }
            // An empty cell takes whatever card the path needs.
            let shape = board.tile(cell).shape().unwrap_or_else(Shape::crossroads);
            for side in shape.open_sides() {
                let Some(next) = cell.neighbour(side) else {
                    continue;
                };
                let step = match board.tile(next) {
                    Tile::Goal { index, face: None } => {
                        needed[index] = needed[index].min(spent);
                        continue;
                    }
                    Tile::Empty => 1,
                    other => match other.shape() {
                        Some(shape) if shape.is_through() && shape.is_open(side.opposite()) => 0,
                        _ => continue,
                    },
                };
                if let Some(index) = next.goal_index() {
                    needed[index] = needed[index].min(spent);
                }
                let slot = &mut cost[usize::from(next.row())][usize::from(next.col())];
                if spent + step < *slot {
                    *slot = spent + step;
                    if step == 0 {
                        head = head.wrapping_sub(1);
                        ring[usize::from(head)] = (next, spent);
                    } else {
                        ring[usize::from(tail)] = (next, spent + step);
                        tail = tail.wrapping_add(1);
                    }
                }
            }
        }
        needed
    }

    /// Boards of every kind (random cards anywhere, goals face down, turned up or mapped):
    /// the grid's search by sets of cells finds what the search cell by cell finds.
    #[test]
    fn the_search_by_sets_of_cells_finds_the_fewest_cards() {
        let mut rng = seeded(27);
        let shapes: Vec<Shape> = (0u8..16)
            .flat_map(|open| {
                let sides: Vec<Side> = Side::ALL
                    .into_iter()
                    .enumerate()
                    .filter(|(i, _)| open & (1 << i) != 0)
                    .map(|(_, side)| side)
                    .collect();
                [Shape::path(&sides), Shape::dead_end(&sides)]
            })
            .collect();
        let faces = [
            GoalCard::Gold,
            GoalCard::StoneDownLeft,
            GoalCard::StoneDownRight,
        ];
        for _ in 0..3000 {
            let mut board = empty_board();
            let filled = index_below(&mut rng, 60);
            for _ in 0..filled {
                let cell = Cell::new(
                    index_below(&mut rng, 7) as u8,
                    index_below(&mut rng, 11) as u8,
                );
                let shape = shapes[index_below(&mut rng, shapes.len())];
                if let Some(cell) = cell.filter(|c| *c != Cell::START && c.goal_index().is_none()) {
                    board.tunnels.insert(cell, shape);
                }
            }
            for goal in &mut board.goals {
                match index_below(&mut rng, 3) {
                    0 => {}
                    1 => goal.known = Some(faces[index_below(&mut rng, 3)]),
                    _ => {
                        goal.known = Some(faces[index_below(&mut rng, 3)]);
                        goal.revealed = true;
                        goal.turned = index_below(&mut rng, 2) == 1;
                    }
                }
            }
            let grid = Grid::of(&board, &board.tunnels);
            assert_eq!(needed_on(&grid), needed_cell_by_cell(&grid), "{board:?}");
        }
    }
}
