//! A complete Klondike solver: it finds a winning line, proves that there is none, or
//! says that it reached its limit first.
//!
//! The search is a depth-first search over a compact [`Board`] whose moves are made and
//! undone in place. Every position it reaches goes into one table of keys of three
//! words ([`board::Layout`]), which is the search's only memory and is bounded in
//! bytes ([`Limits::memory`]); a position already in the table is not searched again.
//! A key is exact but for which of its two parents a card lies on when it can move
//! to the other and back: such layouts reach each other, so one is searched, with the
//! moves only the other has ([`Search::push_other_parent_moves`]).
//! Cards that are safe go up at once ([`Board::is_safe`]); every other legal move is
//! tried, but for the ones that lead to the same position as another (see
//! [`Board::moves`]) and the one that only takes back the move before, so when the
//! search runs dry the deal is proved unwinnable. Short searches with two move orders
//! take turns before one goes to the end ([`SCHEDULE`]): each order finds some wins
//! at once that the other finds only after millions of positions; every one of these
//! searches is complete, so any of them that ends within its budget decides.

mod board;
mod clock;
mod guide;
mod sample;
mod table;
#[cfg(test)]
mod tests;

use std::time::Duration;

use cards::Card;
use thiserror::Error;

use crate::moves::{ColumnId, Move, Source, Target};
use crate::state::Klondike;
use board::{Board, Made, Step};
use clock::Stopwatch;
use table::{Inserted, MAX_WORDS, Table};

pub use clock::Clock;
pub use guide::{Guide, Hint};
pub use sample::{Budget, Choice, Played, Player, Seated, Until, play_out};

/// Where the search must stop.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Most positions to expand.
    pub nodes: u64,
    /// Most time to take (checked every few thousand positions), on `clock`.
    pub time: Option<Duration>,
    pub clock: Clock,
    /// Most bytes for the table of positions seen, the moment it grows included
    /// (a deal's positions take 24 bytes a slot; the table doubles when half full and,
    /// when it cannot, fills to 3/4).
    pub memory: usize,
}

impl Limits {
    /// The default memory bound: 1024 MB.
    pub const MEMORY: usize = 1024 << 20;

    /// At most `nodes` positions, no time limit.
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes,
            ..Limits::default()
        }
    }

    /// At most this much time.
    pub fn time(time: Duration) -> Limits {
        Limits {
            time: Some(time),
            ..Limits::default()
        }
    }
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            nodes: u64::MAX,
            time: None,
            clock: Clock::Wall,
            memory: Limits::MEMORY,
        }
    }
}

/// Which limit stopped a search.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Error)]
pub enum Stop {
    #[error("node limit")]
    Nodes,
    #[error("time limit")]
    Time,
    #[error("memory limit")]
    Memory,
}

/// What the search found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// A winning line from the position: the game's own moves, turns included.
    Winnable(Vec<Move>),
    /// No line wins: the search tried every position that matters.
    Unwinnable,
    /// A limit was reached before either was known.
    Undecided(Stop),
}

/// A verdict and the work it took.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solution {
    pub verdict: Verdict,
    /// Positions expanded.
    pub nodes: u64,
    /// Positions held in the table at the end.
    pub table: usize,
    pub elapsed: Duration,
    /// The solving thread's processor time (the wall's where the system does not
    /// give it): the work, whatever else shares the machine.
    pub processor: Duration,
}

/// The searches [`Klondike::solve`] makes in turn: the move order (cards turned first,
/// or cards up first) and the most positions for each; the last has no bound of its own.
const SCHEDULE: [(bool, u64); 7] = [
    (true, 10_000),
    (false, 10_000),
    (true, 50_000),
    (false, 50_000),
    (true, 250_000),
    (false, 250_000),
    (true, u64::MAX),
];

/// A position being searched: its moves in the shared buffer and the next to try.
struct Frame {
    start: usize,
    next: usize,
    end: usize,
    /// How many steps were made when the frame was entered.
    mark: usize,
}

/// A move of the search: a step, made after another step first when the first only
/// moves a card onto its other parent (see [`board::Layout`]).
type Play = (Option<Step>, Step);

/// The search's working state.
pub(crate) struct Search {
    board: Board,
    made: Vec<Made>,
    moves: Vec<Play>,
    /// Scratch lists for the moves made from the other parent.
    swaps: Vec<Step>,
    others: Vec<Step>,
    after: Vec<Step>,
    table: Table,
    key: [u64; MAX_WORDS],
    nodes: u64,
    /// The positions being searched, kept when a limit stops the search so that it
    /// can go on from there ([`Search::run`]).
    stack: Vec<Frame>,
    /// The outcome once known: at the start, or at the end of the search.
    outcome: Option<Result<bool, Stop>>,
    /// Stop at a sure win ([`Board::is_sure_win`]) without its line: the sampling
    /// player asks only whether a sample wins.
    sure: bool,
}

impl Search {
    fn undo_to(&mut self, mark: usize) {
        while self.made.len() > mark {
            if let Some(made) = self.made.pop() {
                self.board.undo(made);
            }
        }
    }

    fn make(&mut self, (first, step): Play) {
        if let Some(first) = first {
            let made = self.board.apply(first);
            self.made.push(made);
        }
        let made = self.board.apply(step);
        self.made.push(made);
        while let Some(step) = self.board.safe_step() {
            let made = self.board.apply(step);
            self.made.push(made);
        }
    }

    /// Adds the board's key to the table.
    fn insert(&mut self) -> Inserted {
        let words = self.board.layout.words;
        self.board.key(&mut self.key[..words]);
        self.table.insert(&self.key[..words])
    }

    /// Pushes the position's moves. Left out: the move that only takes back the one
    /// that led here (a run moved back where it came from, when that move turned no card
    /// and no safe card went up after it): it leads to the position before, which is in
    /// the table already. Left out too: a card's move onto its other parent on its own
    /// ([`Board::swaps`]). It leads to a position with this one's key, unless the
    /// covered parent then goes up as a safe card, and that is one of the moves made
    /// from the other parent ([`Search::push_other_parent_moves`]); no other card can
    /// go up after it, as the safe cards here are up already. A move that empties a
    /// column comes only with a king's move into it ([`Search::push_with_kings`]).
    fn expand(&mut self, stack: &mut Vec<Frame>, parent: usize) {
        self.nodes += 1;
        let start = self.moves.len();
        self.others.clear();
        self.board.moves(&mut self.others);
        if self.made.len() == parent + 1
            && let Some(back) = self.made.last().and_then(Made::reverse)
            && let Some(at) = self.others.iter().position(|&s| s == back)
        {
            self.others.remove(at);
        }
        self.swaps.clear();
        self.board.swaps(&mut self.swaps);
        for i in 0..self.others.len() {
            let step = self.others[i];
            if self.swaps.contains(&step) {
                continue;
            }
            if self.board.empties(step) {
                self.push_with_kings(step);
            } else {
                self.moves.push((None, step));
            }
        }
        self.push_other_parent_moves();
        stack.push(Frame {
            start,
            next: start,
            end: self.moves.len(),
            mark: self.made.len(),
        });
    }

    /// Appends a move that empties a column (a whole column without face-down cards
    /// onto another) once with each king's move into that column after it, as the
    /// move list then has them, and never alone.
    ///
    /// Why it is sound: only a king goes into an empty column, so emptying it is of use
    /// only for the first king that goes there. In a winning line, the emptying E can
    /// wait until just before that king K: the moves between leave the empty column
    /// alone, and none uses E's target T, which E's run covers. Any of them that moves
    /// cards at the end of the run, or onto it, does the same to the run where it lay
    /// before; one that moves T with the run on it moves T alone, and E then puts the
    /// run on T where T went. E is still legal just before K (the whole column onto T)
    /// and listed (no column is empty, else K could go there without E, and a king
    /// waits: K). A line where no king follows an emptying wins without the emptying:
    /// the run is as free at the end of its own column as at T's. So the positions
    /// with a column emptied and its king not yet there need no search.
    fn push_with_kings(&mut self, empties: Step) {
        let Step::ColumnToColumn { from, .. } = empties else {
            return;
        };
        let made = self.board.apply(empties);
        self.after.clear();
        self.board.kings_into(from, &mut self.after);
        self.moves
            .extend(self.after.iter().map(|&step| (Some(empties), step)));
        self.board.undo(made);
    }

    /// Appends the moves that only the layout with a card on its other parent has
    /// (see [`board::Layout`]): the covered parent up, or the card's twin onto it, each
    /// after the move to the other parent, as that layout's own move list gives them.
    /// `self.swaps` holds the position's [`Board::swaps`].
    fn push_other_parent_moves(&mut self) {
        for i in 0..self.swaps.len() {
            let swap = self.swaps[i];
            let Step::ColumnToColumn { from, count, .. } = swap else {
                continue;
            };
            let cards = &self.board.cols[usize::from(from)];
            let card = cards[cards.len() - usize::from(count)];
            let parent = cards[cards.len() - usize::from(count) - 1];
            // The move list has every card that can go up.
            if self.board.goes_up(parent) {
                self.moves.push((Some(swap), Step::ColumnUp(from)));
            }
            // Only the card and its twin fit on the parent, and the card lies on the
            // other parent now.
            let made = self.board.apply(swap);
            if let Some(step) = self.board.move_onto(board::twin(card), from) {
                self.moves.push((Some(swap), step));
            }
            self.board.undo(made);
        }
    }

    /// Depth-first to the first win; `Ok(false)` when every position was tried. Run
    /// again after a node or time limit, it goes on where it stopped, as though it had
    /// not been stopped.
    fn run(&mut self, limits: &Limits, started: &Stopwatch) -> Result<bool, Stop> {
        if let Some(outcome) = self.outcome {
            return outcome;
        }
        let mut stack = std::mem::take(&mut self.stack);
        let outcome = self.walk(&mut stack, limits, started);
        self.stack = stack;
        if !matches!(outcome, Err(Stop::Nodes | Stop::Time)) {
            self.outcome = Some(outcome);
        }
        outcome
    }

    fn walk(
        &mut self,
        stack: &mut Vec<Frame>,
        limits: &Limits,
        started: &Stopwatch,
    ) -> Result<bool, Stop> {
        while let Some(frame) = stack.last_mut() {
            let mark = frame.mark;
            if frame.next == frame.end {
                // The frame's moves are the buffer's last: drop them. The parent's next
                // turn undoes the step that led here.
                self.moves.truncate(frame.start);
                stack.pop();
                continue;
            }
            // Stopped here, the search goes on with this move when run again.
            if self.nodes >= limits.nodes {
                return Err(Stop::Nodes);
            }
            if self.nodes % 4096 == 0
                && limits
                    .time
                    .is_some_and(|limit| started.elapsed(limits.clock) >= limit)
            {
                return Err(Stop::Time);
            }
            let step = self.moves[frame.next];
            frame.next += 1;
            self.undo_to(mark);
            self.make(step);
            if self.board.is_won() || self.sure && self.board.is_sure_win() {
                return Ok(true);
            }
            match self.insert() {
                Inserted::New => self.expand(stack, mark),
                Inserted::Known => {}
                Inserted::Full => return Err(Stop::Memory),
            }
        }
        Ok(false)
    }
}

impl Klondike {
    /// Solves the position within the limits.
    pub fn solve(&self, limits: &Limits) -> Solution {
        self.solve_avoiding(limits, None)
    }

    /// [`Klondike::solve`] on lines that never pass through `avoid`'s position (after
    /// its safe cards have gone up, as the search sees every position). Only a position
    /// with the same U, V and face-down cards can be reached again, so others are
    /// ignored.
    pub(crate) fn solve_avoiding(&self, limits: &Limits, avoid: Option<&Klondike>) -> Solution {
        let started = Stopwatch::start();
        let mut nodes = 0u64;
        // Short searches in turn with the two move orders (each finds the wins the
        // other misses for long), then the first order to the end. Each search is
        // complete within its budget: one that ends before it has the verdict. Each
        // order's search goes on from where it stopped the time before, its table
        // bounded by what the other's leaves of the memory bound; the other order's
        // is dropped before the first's last turn.
        let mut first = self.new_search(limits.memory, avoid, true, false);
        let mut second: Option<Search> = None;
        let mut next = 0;
        loop {
            let (reveal_first, budget) = SCHEDULE[next];
            next += 1;
            let left = limits.nodes.saturating_sub(nodes);
            let last = budget == u64::MAX;
            if last {
                second = None;
            }
            let other_bytes = second.as_ref().map_or(0, |s| s.table.bytes());
            let search = if reveal_first {
                first.table.limit(limits.memory.saturating_sub(other_bytes));
                &mut first
            } else {
                let memory = limits.memory.saturating_sub(first.table.bytes());
                let search =
                    second.get_or_insert_with(|| self.new_search(memory, avoid, false, false));
                search.table.limit(memory);
                search
            };
            let before = search.nodes;
            let run = Limits {
                nodes: before.saturating_add(left.min(budget.saturating_sub(before))),
                ..*limits
            };
            let outcome = search.run(&run, &started);
            nodes += search.nodes - before;
            if outcome == Err(Stop::Nodes)
                && budget.saturating_sub(before) < left
                && next < SCHEDULE.len()
            {
                continue;
            }
            let verdict = match outcome {
                Ok(true) => match self.replay(&search.made) {
                    Some(line) => Verdict::Winnable(line),
                    // Cannot happen while the board follows the rules; say so honestly.
                    None => Verdict::Undecided(Stop::Nodes),
                },
                Ok(false) => Verdict::Unwinnable,
                Err(stop) => Verdict::Undecided(stop),
            };
            return Solution {
                verdict,
                nodes,
                table: search.table.len(),
                elapsed: started.wall(),
                processor: started.processor(),
            };
        }
    }

    /// Whether the position wins: `Some(true)` once a line reaches a sure win
    /// ([`Board::is_sure_win`]), without the rest of it; `None` at a limit. One move
    /// order, cards turned first, as the sampling player needs many of these small.
    /// `spare` keeps the search between calls, so that its table and lists are
    /// made once for many (the table is then only cleared).
    pub(crate) fn wins(&self, limits: &Limits, spare: &mut Option<Search>) -> Option<bool> {
        // A search stopped at `nodes` adds at most that many keys.
        let keys = usize::try_from(limits.nodes).unwrap_or(usize::MAX);
        let mut search = self.start_search(spare.take(), limits.memory, keys, None, true, true);
        let outcome = search.run(limits, &Stopwatch::start()).ok();
        *spare = Some(search);
        outcome
    }

    /// A search from this position with one move order and a table bounded by
    /// `memory` bytes, ready to [`Search::run`]; `sure` stops it at a sure win.
    fn new_search(
        &self,
        memory: usize,
        avoid: Option<&Klondike>,
        reveal_first: bool,
        sure: bool,
    ) -> Search {
        self.start_search(None, memory, usize::MAX, avoid, reveal_first, sure)
    }

    /// [`Klondike::new_search`], in `old`'s table and lists where they fit, a new
    /// table sized for `keys` keys ([`Table::for_keys`]).
    fn start_search(
        &self,
        old: Option<Search>,
        memory: usize,
        keys: usize,
        avoid: Option<&Klondike>,
        reveal_first: bool,
        sure: bool,
    ) -> Search {
        let mut board = Board::new(self);
        board.reveal_first = reveal_first;
        let words = board.layout.words;
        let mut search = match old {
            Some(mut old) if old.table.fits(words, memory) => {
                old.table.clear();
                old.board = board;
                old.made.clear();
                old.moves.clear();
                old.stack.clear();
                old.key = [0; MAX_WORDS];
                old.nodes = 0;
                old.outcome = None;
                old.sure = sure;
                old
            }
            _ => Search {
                board,
                made: Vec::new(),
                moves: Vec::new(),
                swaps: Vec::new(),
                others: Vec::new(),
                after: Vec::new(),
                table: Table::for_keys(words, memory, keys),
                key: [0; MAX_WORDS],
                nodes: 0,
                stack: Vec::new(),
                outcome: None,
                sure,
            },
        };
        if let Some(avoid) = avoid
            && avoid.stock == self.stock
            && avoid.waste == self.waste
            && (0..7).all(|i| avoid.tableau[i].down == self.tableau[i].down)
        {
            let mut other = Board::new(avoid);
            other.layout = search.board.layout.clone();
            while let Some(step) = other.safe_step() {
                other.apply(step);
            }
            let mut key = [0; MAX_WORDS];
            other.key(&mut key[..words]);
            // A table too small for one key stops the search below anyway.
            let _ = search.table.insert(&key[..words]);
        }
        while let Some(step) = search.board.safe_step() {
            let made = search.board.apply(step);
            search.made.push(made);
        }
        if search.board.is_won() || search.sure && search.board.is_sure_win() {
            search.outcome = Some(Ok(true));
        } else if search.insert() == Inserted::Full {
            search.outcome = Some(Err(Stop::Memory));
        } else {
            let mut stack = Vec::new();
            let root = search.made.len();
            search.expand(&mut stack, root);
            search.stack = stack;
        }
        search
    }

    /// The game's moves for the solver's steps, each checked by [`Klondike::apply`] on a
    /// copy. `None` if a step is refused or the line does not win.
    fn replay(&self, made: &[Made]) -> Option<Vec<Move>> {
        let mut game = self.clone();
        let mut line = Vec::new();
        for made in made {
            line.extend(game.play_step(made.step, board::card(made.card))?);
        }
        game.is_won().then_some(line)
    }

    /// Plays one solver step whose (first) card is `card`: the turns that bring a talon
    /// card to V's top, then the card's move. The moves made, or `None` if one is
    /// refused (the game may then be left part way).
    fn play_step(&mut self, step: Step, card: Card) -> Option<Vec<Move>> {
        let mut line = Vec::new();
        let mv = match step {
            Step::ColumnUp(col) => {
                let from = Source::Column(ColumnId::ALL[usize::from(col)]);
                Move::one(from, Target::Foundation(self.foundation_for(card)?))
            }
            Step::ColumnToColumn { from, to, count } => Move::Shift {
                from: Source::Column(ColumnId::ALL[usize::from(from)]),
                count: u32::from(count),
                to: Target::Column(ColumnId::ALL[usize::from(to)]),
            },
            Step::TalonUp(_) | Step::TalonToColumn { .. } => {
                // Two passes through U and V reach any reachable card.
                let most = 2 * (self.stock.len() + self.waste.len()) + 2;
                for _ in 0..most {
                    if self.waste.peek() == Some(&card) {
                        break;
                    }
                    self.apply(Move::Turn).ok()?;
                    line.push(Move::Turn);
                }
                let to = match step {
                    Step::TalonToColumn { to, .. } => {
                        Target::Column(ColumnId::ALL[usize::from(to)])
                    }
                    _ => Target::Foundation(self.foundation_for(card)?),
                };
                Move::one(Source::Waste, to)
            }
        };
        self.apply(mv).ok()?;
        line.push(mv);
        Some(line)
    }

    /// The next move of a winning line from here, if the search finds one within the
    /// limits. It looks at the face-down cards and the order of U.
    pub fn hint(&self, limits: &Limits) -> (Option<Move>, Solution) {
        let solution = self.solve(limits);
        let first = match &solution.verdict {
            Verdict::Winnable(line) => line.first().copied(),
            _ => None,
        };
        (first, solution)
    }
}
