//! The solver's compact position: cards as numbers, moves applied and undone in place,
//! the stock and waste as one row of cards, and an exact, canonical key.

use cards::{Card, Rank, Suit};

use super::table::{Bits, MAX_WORDS};

use crate::state::Klondike;

/// A card as a number: (rank − 1) × 4 + suit index (suits in [`Suit`]'s order, whose
/// indices 1 and 2 are the red ones), so that colour and twin are bit operations.
pub(super) type Id = u8;

/// The card of this suit index and rank.
pub(super) fn of(suit: u8, rank: u8) -> Id {
    (rank - 1) * 4 + suit
}

pub(super) fn rank(card: Id) -> u8 {
    (card >> 2) + 1
}

pub(super) fn suit(card: Id) -> usize {
    usize::from(card & 3)
}

/// Hearts and diamonds (suit indices 1 and 2).
pub(super) fn red(card: Id) -> bool {
    (card ^ (card >> 1)) & 1 != 0
}

/// The other card of the same rank and colour (♠↔♣, ♥↔♦: suit indices 0↔3, 1↔2).
pub(super) fn twin(card: Id) -> Id {
    card ^ 3
}

/// Which of the two cards of its rank and colour a card is.
fn upper(card: Id) -> bool {
    card & 2 != 0
}

/// The four kings, as bits by card.
const KINGS: u64 = 0xF << 48;

/// No card (in [`Board::key`]'s links).
const NONE: Id = 52;

pub(super) fn id(card: Card) -> Id {
    let suit = Suit::all().position(|s| s == card.suit).unwrap_or(0) as u8;
    of(suit, card.rank.number())
}

pub(super) fn card(id: Id) -> Card {
    let suit = Suit::all().nth(suit(id)).unwrap_or(Suit::Spades);
    let rank = Rank::from_number(rank(id)).unwrap_or(Rank::Ace);
    Card::new(rank, suit)
}

/// One solver move. Talon indices count from the bottom of V (see [`Board::talon`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Step {
    /// A column's last card to its foundation.
    ColumnUp(u8),
    ColumnToColumn {
        from: u8,
        to: u8,
        count: u8,
    },
    /// The talon card at this index up, after turning U until it is V's top.
    TalonUp(u8),
    TalonToColumn {
        index: u8,
        to: u8,
    },
}

/// A step as made, with what undoing it needs.
#[derive(Debug, Clone, Copy)]
pub(super) struct Made {
    pub step: Step,
    /// The card moved (the first of a run).
    pub card: Id,
    /// The move turned a face-down card up.
    flipped: bool,
    /// Where V ended before a talon move.
    pos: u8,
}

impl Made {
    /// Whether the step turned a face-down card up.
    pub fn flipped(&self) -> bool {
        self.flipped
    }

    /// The step that puts the position back as it was before this one, if there is
    /// one: a run moved between columns that turned no card (when it was the whole of
    /// a column, moving it back is a move into an empty column).
    pub fn reverse(&self) -> Option<Step> {
        match self.step {
            Step::ColumnToColumn { from, to, count } if !self.flipped => {
                Some(Step::ColumnToColumn {
                    from: to,
                    to: from,
                    count,
                })
            }
            _ => None,
        }
    }
}

/// No column (in [`Lasts`]).
const NO_COLUMN: u8 = 7;

/// Which column each card is last in, and the first empty column: where a card may
/// go, found without trying every column.
struct Lasts {
    column: [u8; 52],
    empty: Option<usize>,
}

impl Lasts {
    fn new(cols: &[Vec<Id>; 7]) -> Lasts {
        let mut column = [NO_COLUMN; 52];
        for (i, cards) in cols.iter().enumerate() {
            if let Some(&card) = cards.last() {
                column[usize::from(card)] = i as u8;
            }
        }
        Lasts {
            column,
            empty: cols.iter().position(Vec::is_empty),
        }
    }

    /// The columns a card fits on, lowest first ([`NO_COLUMN`] where none): the
    /// first empty column for a king, else those whose last card is one of the two a
    /// rank higher of the other colour.
    fn targets(&self, card: Id) -> [u8; 2] {
        let r = rank(card);
        if r == 13 {
            let empty = self.empty.map_or(NO_COLUMN, |e| e as u8);
            return [empty, NO_COLUMN];
        }
        let suits: [u8; 2] = if red(card) { [0, 3] } else { [1, 2] };
        let a = self.column[usize::from(of(suits[0], r + 1))];
        let b = self.column[usize::from(of(suits[1], r + 1))];
        [a.min(b), a.max(b)]
    }
}

/// The kinds of column-to-column moves, tried at different points of the order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Run {
    /// A column's whole face-up run, turning the card under it.
    Reveals,
    /// A whole column without face-down cards, emptying it.
    Empties,
    /// Part of a face-up run.
    Splits,
}

/// At most two targets for each of the 52 cards.
const MOST_RUNS: usize = 104;

/// The column-to-column moves found once, handed out by kind.
struct Runs {
    found: [(Run, Step); MOST_RUNS],
    len: usize,
}

impl Runs {
    fn push(&self, out: &mut Vec<Step>, kind: Run) {
        out.extend(
            self.found[..self.len]
                .iter()
                .filter(|(k, _)| *k == kind)
                .map(|&(_, step)| step),
        );
    }
}

/// The position as the solver sees it.
///
/// The stock and the waste are one row, `talon`: V bottom to top, then U in the order
/// `U` turns it. `pos` cards of it are in V. Turning only moves `pos` (a refill sets it
/// to 0), so every card the turns can bring to V's top is one move away, and the turns
/// are written out only when a solution is replayed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Board {
    pub draw_three: bool,
    /// Cards built on each suit's foundation (by suit, not by pile W–Z).
    pub built: [u8; 4],
    /// Columns bottom to top; the first `down[i]` cards of column i are face down.
    pub cols: [Vec<Id>; 7],
    pub down: [u8; 7],
    pub talon: Vec<Id>,
    pub pos: usize,
    pub layout: Layout,
    /// The move order: moves that turn a face-down card first (else cards up first).
    pub reveal_first: bool,
}

impl Board {
    pub fn new(game: &Klondike) -> Board {
        let mut built = [0u8; 4];
        for pile in &game.foundations {
            if let Some(top) = pile.peek() {
                built[suit(id(*top))] = top.rank.number();
            }
        }
        let cols = std::array::from_fn(|i| {
            let column = &game.tableau[i];
            column
                .down
                .iter()
                .chain(column.up.iter())
                .map(|c| id(*c))
                .collect()
        });
        let down = std::array::from_fn(|i| game.tableau[i].down.len().min(255) as u8);
        let mut talon: Vec<Id> = game.waste.iter().map(|c| id(*c)).collect();
        talon.extend(game.stock.iter().rev().map(|c| id(*c)));
        let draw_three = game.draw.count() == 3;
        let layout = Layout::new(&talon, &down, draw_three);
        Board {
            draw_three,
            built,
            cols,
            down,
            talon,
            pos: game.waste.len(),
            layout,
            reveal_first: true,
        }
    }

    pub fn is_won(&self) -> bool {
        self.built == [13; 4]
    }

    /// Every column face up and at most one card in the talon: won for certain. Each
    /// face-up run is a sequence, so each column's last card is its lowest; the lowest
    /// card not up is then a column's last card (or the one talon card) and can go up,
    /// and so on to the end.
    pub fn is_sure_win(&self) -> bool {
        self.talon.len() <= 1 && self.down.iter().all(|&d| d == 0)
    }

    pub fn goes_up(&self, card: Id) -> bool {
        self.built[suit(card)] + 1 == rank(card)
    }

    /// A card that can go up and that no winning line needs in the tableau.
    ///
    /// Why it is sound (no card ever comes back off a foundation): a card C of rank r
    /// is only ever needed to hold an r−1 card X of the other colour. If both such X are
    /// up (r−1 ≤ the other colour's lowest foundation), nothing can want C. If they can
    /// go up (r−2 ≤ that) and the r−2 cards of C's colour can go up too (the other suit
    /// of C's colour at r−3 or more; C's own suit is at r−1), then X is only wanted to
    /// hold such an r−2 card, which only holds r−3 cards of X's colour, all up already;
    /// so in any winning line, each of them can go up instead of sitting, and C can go
    /// up now. Aces and twos hold only aces, which always have a foundation free.
    pub fn is_safe(&self, card: Id) -> bool {
        let r = rank(card);
        if r <= 2 {
            return true;
        }
        let (other, same) = if red(card) {
            (self.built[0].min(self.built[3]), self.built[3 - suit(card)])
        } else {
            (self.built[1].min(self.built[2]), self.built[3 - suit(card)])
        };
        other + 1 >= r || (other + 2 >= r && same + 3 >= r)
    }

    /// The talon indices whose card turning can bring to V's top, as bits.
    ///
    /// Draw one: every card. Draw three: V's top now, every third card on from it to
    /// the end of U, and, after a refill, every third card from the start and the last.
    pub fn reachable(&self) -> u64 {
        let len = self.talon.len();
        if len == 0 {
            return 0;
        }
        if !self.draw_three {
            return if len >= 64 {
                u64::MAX
            } else {
                (1u64 << len) - 1
            };
        }
        let mut bits = 0u64;
        let mut add = |q: usize| {
            if q > 0 {
                bits |= 1u64 << (q - 1);
            }
        };
        add(self.pos);
        let mut q = self.pos;
        while q < len {
            q = (q + 3).min(len);
            add(q);
        }
        let mut q = 0;
        while q < len {
            q = (q + 3).min(len);
            add(q);
        }
        bits
    }

    fn flip(&mut self, col: usize) -> bool {
        let down = self.down[col];
        if down > 0 && self.cols[col].len() == usize::from(down) {
            self.down[col] -= 1;
            true
        } else {
            false
        }
    }

    /// Makes a step the caller has checked is legal.
    pub fn apply(&mut self, step: Step) -> Made {
        let pos = self.pos.min(255) as u8;
        let (card, flipped) = match step {
            Step::ColumnUp(col) => {
                let col = usize::from(col);
                let card = self.cols[col].pop().unwrap_or_default();
                self.built[suit(card)] += 1;
                (card, self.flip(col))
            }
            Step::ColumnToColumn { from, to, count } => {
                let (from, to) = (usize::from(from), usize::from(to));
                let start = self.cols[from].len() - usize::from(count);
                let card = self.cols[from][start];
                let mut moved = std::mem::take(&mut self.cols[to]);
                moved.extend_from_slice(&self.cols[from][start..]);
                self.cols[to] = moved;
                self.cols[from].truncate(start);
                (card, self.flip(from))
            }
            Step::TalonUp(index) => {
                let card = self.talon.remove(usize::from(index));
                self.pos = usize::from(index);
                self.built[suit(card)] += 1;
                (card, false)
            }
            Step::TalonToColumn { index, to } => {
                let card = self.talon.remove(usize::from(index));
                self.pos = usize::from(index);
                self.cols[usize::from(to)].push(card);
                (card, false)
            }
        };
        Made {
            step,
            card,
            flipped,
            pos,
        }
    }

    pub fn undo(&mut self, made: Made) {
        match made.step {
            Step::ColumnUp(col) => {
                let col = usize::from(col);
                self.down[col] += u8::from(made.flipped);
                self.built[suit(made.card)] -= 1;
                self.cols[col].push(made.card);
            }
            Step::ColumnToColumn { from, to, count } => {
                let (from, to) = (usize::from(from), usize::from(to));
                self.down[from] += u8::from(made.flipped);
                let start = self.cols[to].len() - usize::from(count);
                let mut back = std::mem::take(&mut self.cols[from]);
                back.extend_from_slice(&self.cols[to][start..]);
                self.cols[from] = back;
                self.cols[to].truncate(start);
            }
            Step::TalonUp(index) => {
                self.built[suit(made.card)] -= 1;
                self.talon.insert(usize::from(index), made.card);
                self.pos = usize::from(made.pos);
            }
            Step::TalonToColumn { index, to } => {
                self.cols[usize::from(to)].pop();
                self.talon.insert(usize::from(index), made.card);
                self.pos = usize::from(made.pos);
            }
        }
    }

    /// The next safe card to put up (see [`Board::is_safe`]): a column's last card, or
    /// with draw one any talon card, since every other talon card stays reachable. Not
    /// so with draw three: taking a card out of the talon shifts which cards the turns
    /// of three show (a hand-made case in the tests), so there talon cards are moves.
    pub fn safe_step(&self) -> Option<Step> {
        for (col, cards) in self.cols.iter().enumerate() {
            if let Some(&card) = cards.last()
                && self.goes_up(card)
                && self.is_safe(card)
            {
                return Some(Step::ColumnUp(col as u8));
            }
        }
        if self.draw_three {
            return None;
        }
        self.talon
            .iter()
            .position(|c| self.goes_up(*c) && self.is_safe(*c))
            .map(|index| Step::TalonUp(index as u8))
    }

    /// The first card of a column's face-up run.
    fn run_start(&self, col: usize) -> usize {
        usize::from(self.down[col])
    }

    /// The cards face up in the columns, and the talon's cards that turning can bring
    /// to V's top, as bits by card: the cards that can move onto a column now.
    fn open_cards(&self, reachable: u64) -> (u64, u64) {
        let mut in_column = 0u64;
        for (cards, down) in self.cols.iter().zip(self.down) {
            for &card in &cards[usize::from(down)..] {
                in_column |= 1u64 << card;
            }
        }
        let in_talon = self
            .talon
            .iter()
            .enumerate()
            .filter(|(i, _)| reachable & (1u64 << i) != 0)
            .fold(0u64, |bits, (_, &c)| bits | 1u64 << c);
        (in_column, in_talon)
    }

    /// Whether a king could move into an empty column now: face up in a column with
    /// cards under it, or reachable in the talon, from [`Board::open_cards`].
    fn king_waits(&self, (in_column, in_talon): (u64, u64)) -> bool {
        // The first cards of columns without face-down cards: nothing under them.
        let bases = self
            .cols
            .iter()
            .zip(self.down)
            .filter(|&(_, down)| down == 0)
            .filter_map(|(cards, _)| cards.first())
            .fold(0u64, |bits, &c| bits | 1u64 << c);
        (in_column & !bases | in_talon) & KINGS != 0
    }

    /// With draw one, whether a talon card placed in a column could start a chain of
    /// talon cards that a column's card can then go on: one of the two cards a rank
    /// lower of the other colour is face up in a column, or is in the talon and holds
    /// such a chain in turn.
    fn holds(&self, card: Id, in_column: u64, in_talon: u64, depth: u8) -> bool {
        let r = rank(card);
        r > 1
            && depth < 13
            && (if red(card) { [0u8, 3] } else { [1, 2] })
                .iter()
                .any(|&s| {
                    let below = of(s, r - 1);
                    in_column & (1u64 << below) != 0
                        || in_talon & (1u64 << below) != 0
                            && self.holds(below, in_column, in_talon, depth + 1)
                })
    }

    /// Appends the moves worth trying, most promising first.
    ///
    /// Left out, soundly: a column whose cards are all face up moved whole into an empty
    /// column (the same position, columns taken in any order), every empty column but
    /// the first as a target (the same reason), and a run split off a column when the
    /// card it uncovers, B, can neither go up nor take the other card of the run's rank
    /// and colour. Such a split only swaps which of two like cards lies open (B or the
    /// target), and B open is of use only for those two things (B moved on with the
    /// run is a move of the longer run): so the split can wait until one is possible,
    /// and meanwhile the target stays open, which loses nothing. By the same argument,
    /// emptying a column waits until a king could go there, and while a column is
    /// empty no other is emptied (one empty column already takes any king). With draw
    /// one a talon card goes to a column only when a column's card could then go on it,
    /// or on a chain of talon cards on it ([`Board::holds`]): every talon card stays
    /// reachable, so the placing can wait until then, and a card that would only go up
    /// or move on from there can go straight from the talon.
    pub fn moves(&self, out: &mut Vec<Step>) {
        let lasts = Lasts::new(&self.cols);
        let empty = lasts.empty;
        let reachable = self.reachable();
        // 1. Whole runs that uncover a face-down card, the deepest column first, and
        // 2. column cards to the foundations: in that order, or cards up first, the
        // talon's too ([`Board::reveal_first`]; each finds wins the other misses).
        let mut order: [usize; 7] = std::array::from_fn(|i| i);
        order.sort_by_key(|&c| std::cmp::Reverse(self.down[c]));
        let runs = self.runs(&order, &lasts);
        let ups = |out: &mut Vec<Step>| {
            for (col, cards) in self.cols.iter().enumerate() {
                if let Some(&card) = cards.last()
                    && self.goes_up(card)
                {
                    out.push(Step::ColumnUp(col as u8));
                }
            }
        };
        let talon_ups = |out: &mut Vec<Step>| {
            for (index, &card) in self.talon.iter().enumerate() {
                if reachable & (1u64 << index) != 0 && self.goes_up(card) {
                    out.push(Step::TalonUp(index as u8));
                }
            }
        };
        if self.reveal_first {
            runs.push(out, Run::Reveals);
            ups(out);
        } else {
            ups(out);
            talon_ups(out);
            runs.push(out, Run::Reveals);
        }
        // 3. Talon cards to the columns (with draw one, every talon card is reachable).
        // Found once, when first needed (with draw three, only for a split).
        let mut open = None;
        let mut open_cards = || *open.get_or_insert_with(|| self.open_cards(reachable));
        for (index, &card) in self.talon.iter().enumerate() {
            if reachable & (1u64 << index) == 0
                || !self.draw_three && {
                    let (in_column, in_talon) = open_cards();
                    !self.holds(card, in_column, in_talon, 0)
                }
            {
                continue;
            }
            for to in lasts.targets(card) {
                if to != NO_COLUMN {
                    out.push(Step::TalonToColumn {
                        index: index as u8,
                        to,
                    });
                }
            }
        }
        // 4. Talon cards to the foundations (with cards up first, after the columns').
        if self.reveal_first {
            talon_ups(out);
        }
        // 5. Runs that empty a column (while a king could go there), then runs split
        // off the middle of a column.
        if empty.is_none() && self.king_waits(open_cards()) {
            runs.push(out, Run::Empties);
        }
        let split_start = out.len();
        runs.push(out, Run::Splits);
        let mut keep = split_start;
        for i in split_start..out.len() {
            let Step::ColumnToColumn { from, count, .. } = out[i] else {
                continue;
            };
            let cards = &self.cols[usize::from(from)];
            let first = cards.len() - usize::from(count);
            let (beneath, base) = (cards[first - 1], cards[first]);
            if self.goes_up(beneath) || {
                let (in_column, in_talon) = open_cards();
                (in_column | in_talon) & (1u64 << twin(base)) != 0
            } {
                out[keep] = out[i];
                keep += 1;
            }
        }
        out.truncate(keep);
    }

    /// Whether a step moves a whole column without face-down cards, emptying it.
    pub fn empties(&self, step: Step) -> bool {
        matches!(step, Step::ColumnToColumn { from, count, .. }
            if self.down[usize::from(from)] == 0
                && self.cols[usize::from(from)].len() == usize::from(count))
    }

    /// The kings' moves into `to`, the only empty column, that [`Board::moves`] lists,
    /// in its order: those over face-down cards, the deepest column first, then
    /// those in the talon.
    pub fn kings_into(&self, to: u8, out: &mut Vec<Step>) {
        let mut order: [usize; 7] = std::array::from_fn(|i| i);
        order.sort_by_key(|&c| std::cmp::Reverse(self.down[c]));
        for from in order {
            let (cards, down) = (&self.cols[from], usize::from(self.down[from]));
            if down > 0 && cards.get(down).is_some_and(|&c| rank(c) == 13) {
                out.push(Step::ColumnToColumn {
                    from: from as u8,
                    to,
                    count: (cards.len() - down) as u8,
                });
            }
        }
        let reachable = self.reachable();
        let open = (!self.draw_three).then(|| self.open_cards(reachable));
        for (index, &card) in self.talon.iter().enumerate() {
            if rank(card) == 13
                && reachable & (1u64 << index) != 0
                && open.is_none_or(|(in_column, in_talon)| self.holds(card, in_column, in_talon, 0))
            {
                out.push(Step::TalonToColumn {
                    index: index as u8,
                    to,
                });
            }
        }
    }

    /// The move of `card` onto column `to`'s last card, which it fits, if
    /// [`Board::moves`] lists it: the same test for its kind, without listing every
    /// move.
    pub fn move_onto(&self, card: Id, to: u8) -> Option<Step> {
        if self.built[suit(card)] >= rank(card) {
            return None;
        }
        // `contains` on bytes is a fast scan, `position` a slow one.
        if self.talon.contains(&card)
            && let Some(index) = self.talon.iter().position(|&c| c == card)
        {
            let reachable = self.reachable();
            let listed = reachable & (1u64 << index) != 0
                && (self.draw_three || {
                    let (in_column, in_talon) = self.open_cards(reachable);
                    self.holds(card, in_column, in_talon, 0)
                });
            return listed.then_some(Step::TalonToColumn {
                index: index as u8,
                to,
            });
        }
        let (from, first) = self.cols.iter().enumerate().find_map(|(col, cards)| {
            let down = usize::from(self.down[col]);
            let at = cards.get(down..)?.iter().position(|&c| c == card)?;
            Some((col, down + at))
        })?;
        let cards = &self.cols[from];
        let start = self.run_start(from);
        let listed = if first > start {
            // A split: see the filter at the end of [`Board::moves`].
            self.goes_up(cards[first - 1]) || {
                let (in_column, in_talon) = self.open_cards(self.reachable());
                (in_column | in_talon) & (1u64 << twin(card)) != 0
            }
        } else if start > 0 {
            true
        } else {
            rank(card) != 13
                && !self.cols.iter().any(Vec::is_empty)
                && self.king_waits(self.open_cards(self.reachable()))
        };
        (listed && from != usize::from(to)).then_some(Step::ColumnToColumn {
            from: from as u8,
            to,
            count: (cards.len() - first) as u8,
        })
    }

    /// The column-to-column moves, each of its kind, from the columns in `order`: a
    /// column's cards from its face-up run's first, each to the lower target first.
    fn runs(&self, order: &[usize; 7], lasts: &Lasts) -> Runs {
        let mut runs = Runs {
            found: [(Run::Reveals, Step::ColumnUp(0)); MOST_RUNS],
            len: 0,
        };
        for &from in order {
            let cards = &self.cols[from];
            let start = self.run_start(from);
            for first in start..cards.len() {
                let card = cards[first];
                let kind = if first > start {
                    Run::Splits
                } else if start > 0 {
                    Run::Reveals
                } else if rank(card) == 13 {
                    // A king into the empty column only from above a card.
                    continue;
                } else {
                    Run::Empties
                };
                let count = (cards.len() - first) as u8;
                for to in lasts.targets(card) {
                    if to == NO_COLUMN || usize::from(to) == from {
                        continue;
                    }
                    runs.found[runs.len] = (
                        kind,
                        Step::ColumnToColumn {
                            from: from as u8,
                            to,
                            count,
                        },
                    );
                    runs.len += 1;
                }
            }
        }
        runs
    }

    /// Appends, for each card that may change parents (see [`Layout`]), the step that
    /// moves its run onto the other parent.
    pub fn swaps(&self, out: &mut Vec<Step>) {
        let lasts: [Option<Id>; 7] = std::array::from_fn(|i| self.cols[i].last().copied());
        let last = lasts
            .iter()
            .flatten()
            .fold(0u64, |bits, &c| bits | 1u64 << c);
        for (from, cards) in self.cols.iter().enumerate() {
            for i in usize::from(self.down[from]) + 1..cards.len() {
                let other = twin(cards[i - 1]);
                if last & (1u64 << other) == 0 {
                    continue;
                }
                if let Some(to) = lasts.iter().position(|&last| last == Some(other)) {
                    out.push(Step::ColumnToColumn {
                        from: from as u8,
                        to: to as u8,
                        count: (cards.len() - i) as u8,
                    });
                }
            }
        }
    }

    /// The position as a key of [`Layout::words`] words: exact up to the parents of
    /// cards that may change parents (see [`Layout`]), each of which counts as lying on
    /// the lower-numbered of its two.
    pub fn key(&self, out: &mut [u64]) {
        let layout = &self.layout;
        let mut last = 0u64;
        for cards in &self.cols {
            if let Some(&card) = cards.last() {
                last |= 1u64 << card;
            }
        }
        // The card lying on each card, in the layout where every card that may change
        // parents lies on the lower-numbered one.
        let mut child = [NONE; 52];
        for (cards, down) in self.cols.iter().zip(self.down) {
            for pair in cards[usize::from(down)..].windows(2) {
                let (parent, card) = (pair[0], pair[1]);
                let other = twin(parent);
                let parent = if last & (1u64 << other) != 0 {
                    parent.min(other)
                } else {
                    parent
                };
                child[usize::from(parent)] = card;
            }
        }
        // A face-up run from its first card: how many cards lie on that one, then for
        // each of them which of the two cards of its rank and colour it is (the run is
        // a sequence, so that says which card).
        let push_run = |bits: &mut Bits, first: Id| {
            let (mut value, mut len) = (0u64, 0);
            let mut card = child[usize::from(first)];
            while card != NONE && len < 12 {
                value |= u64::from(upper(card)) << (4 + len);
                len += 1;
                card = child[usize::from(card)];
            }
            bits.push(value | len as u64, 4 + len);
        };
        let mut bits = Bits::default();
        bits.push(1, 1);
        let mut talon = 0u64;
        for &card in &self.talon {
            talon |= 1u64 << layout.talon_index[usize::from(card)];
        }
        bits.push(talon, layout.talon_width);
        if self.draw_three {
            bits.push(self.pos as u64, 6);
        }
        let mut open: [Id; 7] = [0; 7];
        let mut opened = 0;
        for (col, cards) in self.cols.iter().enumerate() {
            let down = self.down[col];
            bits.push(u64::from(down), layout.down_width[col]);
            if down > 0 {
                push_run(&mut bits, cards[usize::from(down)]);
            } else if let Some(&base) = cards.first() {
                open[opened] = base;
                opened += 1;
            }
        }
        open[..opened].sort_unstable();
        bits.push(opened as u64, 3);
        for &base in &open[..opened] {
            bits.push(u64::from(base), 6);
            push_run(&mut bits, base);
        }
        out.copy_from_slice(&bits.words[..layout.words]);
    }
}

/// What a key leaves out because the search's start fixes it, and the key's size.
///
/// It also leaves out which parent a card C lies on, where that may change back and
/// forth: C is not the first face-up card of its column, and the other card it could
/// lie on (its parent's twin, of the same rank and colour) is face up and last in its
/// column. Moving C's run there and back are then both legal and turn no card, so
/// the two layouts reach each other and are won or lost together; one key names both.
/// Which cards can change parents is the same in both (the parent's twin is last in
/// one exactly when the parent is last in the other), and the moves of different
/// ranks leave each other's conditions alone. Exploring one of the two is not enough:
/// only the other can put the covered parent up or put C's twin on it, so those moves
/// are made from it ([`Board::swaps`]), and every other move of either leads to a
/// position with the same key as a move of the other (runs that carry C or not, C
/// still able to change parents after).
///
/// The key holds: a first bit set; which of the start's talon cards are still in the
/// talon (a card only ever leaves it, so their order is the start's); with draw three
/// V's size; each column's count of face-down cards (those cards are the start's
/// bottom ones: a column never gains face-down cards) and, when there are any, its
/// face-up run, whose first card is then the start's card at that depth (were it
/// moved, the card under it would be turned); then the columns without face-down
/// cards as a set, sorted by their first card (which such column holds a run changes
/// nothing). Foundations are left out: they hold exactly the cards found nowhere else.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Layout {
    /// Each card's index in the start's talon (0 for cards not in it).
    talon_index: [u8; 52],
    talon_width: usize,
    down_width: [usize; 7],
    /// Words a key takes.
    pub words: usize,
}

impl Layout {
    fn new(talon: &[Id], down: &[u8; 7], draw_three: bool) -> Layout {
        let mut talon_index = [0u8; 52];
        for (i, &card) in talon.iter().enumerate() {
            talon_index[usize::from(card)] = i as u8;
        }
        let down_width = down.map(|d| (8 - d.leading_zeros()) as usize);
        // A run is at most 13 cards: 4 bits of length, a bit for each card but its
        // first; a column without face-down cards adds its first card's 6 bits.
        let most = 1
            + talon.len()
            + if draw_three { 6 } else { 0 }
            + down_width.iter().sum::<usize>()
            + 3
            + 7 * (4 + 6)
            + 52;
        Layout {
            talon_index,
            talon_width: talon.len(),
            down_width,
            words: most.div_ceil(64).min(MAX_WORDS),
        }
    }
}
