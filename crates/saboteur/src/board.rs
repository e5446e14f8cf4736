//! The 7×11 board: cells and their notation, the laid tunnels, the start and the goals,
//! and the two board rules every placement obeys (fit every neighbour, join the start).

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::card::GoalCard;
use crate::error::ParseError;
use crate::shape::{Shape, Side};

pub const ROWS: u8 = 7;
pub const COLS: u8 = 11;

/// A cell of the board. People write it with a column letter A–K (left to right) and a row
/// number 1–7 (top to bottom): `B4`. Inside, rows and columns count from 0, as in the seed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell {
    row: u8,
    col: u8,
}

impl Cell {
    /// The start card's cell, B4.
    pub const START: Cell = Cell { row: 3, col: 1 };
    /// The goal cards' cells, top to bottom: J2, J4, J6.
    pub const GOALS: [Cell; 3] = [
        Cell { row: 1, col: 9 },
        Cell { row: 3, col: 9 },
        Cell { row: 5, col: 9 },
    ];

    /// The cell at a 0-based row and column, if it is on the board.
    pub fn new(row: u8, col: u8) -> Option<Cell> {
        (row < ROWS && col < COLS).then_some(Cell { row, col })
    }

    pub fn row(self) -> u8 {
        self.row
    }

    pub fn col(self) -> u8 {
        self.col
    }

    /// Every cell, row by row.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..ROWS).flat_map(|row| (0..COLS).map(move |col| Cell { row, col }))
    }

    /// The neighbouring cell on one side, if the board goes on there.
    pub fn neighbour(self, side: Side) -> Option<Cell> {
        let (row, col) = match side {
            Side::Up => (self.row.checked_sub(1)?, self.col),
            Side::Down => (self.row + 1, self.col),
            Side::Left => (self.row, self.col.checked_sub(1)?),
            Side::Right => (self.row, self.col + 1),
        };
        Cell::new(row, col)
    }

    /// Which goal (0 = top) lies on this cell.
    pub fn goal_index(self) -> Option<usize> {
        Cell::GOALS.iter().position(|goal| *goal == self)
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'A' + self.col), self.row + 1)
    }
}

impl FromStr for Cell {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Cell, ParseError> {
        let bad = || ParseError::Cell(s.to_string());
        let text = s.trim();
        let mut chars = text.chars();
        let letter = chars.next().ok_or_else(bad)?.to_ascii_uppercase();
        if !letter.is_ascii_uppercase() {
            return Err(bad());
        }
        // Digits only: `u8`'s parser would also take a sign (`C+4`).
        let digits = chars.as_str();
        if !digits.chars().all(|c| c.is_ascii_digit()) {
            return Err(bad());
        }
        let row: u8 = digits.parse().map_err(|_| bad())?;
        let col = letter as u8 - b'A';
        Cell::new(row.checked_sub(1).ok_or_else(bad)?, col).ok_or_else(bad)
    }
}

impl Serialize for Cell {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Cell {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// A goal card where it lies: what it is, and whether it has been turned face up (and
/// turned 180° to meet the path).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Goal {
    pub card: GoalCard,
    pub revealed: bool,
    pub turned: bool,
}

impl Goal {
    pub fn face_down(card: GoalCard) -> Goal {
        Goal {
            card,
            revealed: false,
            turned: false,
        }
    }

    /// The shape as it lies.
    pub fn shape(self) -> Shape {
        let shape = self.card.shape();
        if self.turned { shape.turned() } else { shape }
    }
}

/// What occupies a cell, as far as the board rules care.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tile {
    Empty,
    Start,
    /// A goal card: its shape if face up, `None` while face down.
    Goal {
        index: usize,
        face: Option<Shape>,
    },
    Tunnel(Shape),
}

impl Tile {
    /// The shape other cards must agree with and paths may follow.
    pub fn shape(self) -> Option<Shape> {
        match self {
            Tile::Empty | Tile::Goal { face: None, .. } => None,
            Tile::Start => Some(Shape::crossroads()),
            Tile::Goal { face, .. } => face,
            Tile::Tunnel(shape) => Some(shape),
        }
    }
}

/// Anything that can say what lies on each cell: the board itself, or a player's view of
/// it, so the same rules serve the engine and front ends.
pub trait Layout {
    fn tile(&self, cell: Cell) -> Tile;

    /// The first neighbour that a card of `shape` laid on `cell` would not agree with:
    /// the side of the new card, and the neighbour's cell.
    fn misfit(&self, cell: Cell, shape: Shape) -> Option<(Side, Cell)> {
        Side::ALL.into_iter().find_map(|side| {
            let next = cell.neighbour(side)?;
            let other = self.tile(next).shape()?;
            (other.is_open(side.opposite()) != shape.is_open(side)).then_some((side, next))
        })
    }

    /// Whether a card of `shape` on the (empty) `cell` would be joined to the start: one of
    /// its open sides meets an open side of a card the start's path runs through.
    fn joins_start(&self, reach: &Reach, cell: Cell, shape: Shape) -> bool {
        shape.open_sides().any(|side| {
            cell.neighbour(side).is_some_and(|next| {
                reach.through.contains(&next)
                    && self
                        .tile(next)
                        .shape()
                        .is_some_and(|other| other.is_open(side.opposite()))
            })
        })
    }

    /// Follows every path from the start (see [`Reach`]).
    fn reach(&self) -> Reach {
        let mut reach = Reach::default();
        let mut queue = VecDeque::from([Cell::START]);
        reach.through.insert(Cell::START);
        while let Some(cell) = queue.pop_front() {
            let Some(shape) = self.tile(cell).shape() else {
                continue;
            };
            for side in shape.open_sides() {
                let Some(next) = cell.neighbour(side) else {
                    continue;
                };
                match self.tile(next) {
                    Tile::Goal { index, face: None } => {
                        reach
                            .hidden_goals
                            .entry(index)
                            .or_default()
                            .insert(side.opposite());
                    }
                    tile => {
                        let Some(other) = tile.shape() else { continue };
                        if !other.is_open(side.opposite()) {
                            continue;
                        }
                        if other.is_through() {
                            if reach.through.insert(next) {
                                queue.push_back(next);
                            }
                        } else {
                            reach.dead_ends.insert(next);
                        }
                    }
                }
            }
        }
        reach
    }
}

/// Where the paths from the start go. A dead end is reached but stops the path; a face-down
/// goal is reached from some of its sides but is not entered.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Reach {
    /// Cards the path runs through (the start, through tunnels, face-up goals).
    pub through: BTreeSet<Cell>,
    pub dead_ends: BTreeSet<Cell>,
    /// Face-down goals the path arrives at, with the goal's sides it arrives on.
    pub hidden_goals: BTreeMap<usize, BTreeSet<Side>>,
}

/// The board of a round: the laid tunnel cards (as they lie) and the three goal cards; the
/// start is always on B4.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Board {
    /// Tunnel cards by cell, each written as it lies (`tunnel-DR` is a curve up-left card
    /// turned 180°).
    pub tunnels: BTreeMap<Cell, Shape>,
    /// Top to bottom: J2, J4, J6.
    pub goals: [Goal; 3],
}

impl Board {
    pub fn new(goals: [GoalCard; 3]) -> Board {
        Board {
            tunnels: BTreeMap::new(),
            goals: goals.map(Goal::face_down),
        }
    }

    /// Turns up every face-down goal the start's path now arrives at, turning it 180° only
    /// when that makes it meet the path; repeats, since a turned-up stone carries the path
    /// on. Returns the goals revealed, in order.
    pub fn reveal_reached_goals(&mut self) -> Vec<usize> {
        let mut revealed = Vec::new();
        loop {
            let reach = self.reach();
            if reach.hidden_goals.is_empty() {
                return revealed;
            }
            for (index, arrivals) in reach.hidden_goals {
                let goal = &mut self.goals[index];
                let meets = |shape: Shape| arrivals.iter().any(|side| shape.is_open(*side));
                let shape = goal.card.shape();
                goal.turned = !meets(shape) && meets(shape.turned());
                goal.revealed = true;
                revealed.push(index);
            }
        }
    }
}

/// A tile for a cell, given how goals look to whoever asks.
pub(crate) fn tile_on(
    tunnels: &BTreeMap<Cell, Shape>,
    cell: Cell,
    goal_face: impl Fn(usize) -> Option<Shape>,
) -> Tile {
    if cell == Cell::START {
        Tile::Start
    } else if let Some(index) = cell.goal_index() {
        Tile::Goal {
            index,
            face: goal_face(index),
        }
    } else {
        tunnels
            .get(&cell)
            .map_or(Tile::Empty, |shape| Tile::Tunnel(*shape))
    }
}

/// A layout's tiles copied into an array, with bit masks of the cells (bit `row * 11 +
/// col`) for the path search: that search runs for every candidate move of every player
/// in every playout of the searching player, so it works on whole rows of bits at once.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Grid {
    tiles: [[Tile; COLS as usize]; ROWS as usize],
    /// Empty cells.
    empty: u128,
    /// By side (as [`Side::ALL`]): cards a path runs through (the start, through tunnels,
    /// face-up goals with a through centre) open on that side.
    open: [u128; 4],
    /// Face-down goals.
    hidden: u128,
}

/// Cells on the board.
const CELLS: u32 = ROWS as u32 * COLS as u32;
const ALL_CELLS: u128 = (1 << CELLS) - 1;
/// Cells of the first and last columns.
const FIRST_COL: u128 = column_mask(0);
const LAST_COL: u128 = column_mask(COLS - 1);

const fn column_mask(col: u8) -> u128 {
    let mut mask = 0;
    let mut row = 0;
    while row < ROWS {
        mask |= 1 << (row as u32 * COLS as u32 + col as u32);
        row += 1;
    }
    mask
}

fn bit(cell: Cell) -> u128 {
    1 << (u32::from(cell.row) * u32::from(COLS) + u32::from(cell.col))
}

/// The cells one step from `cells` towards `side`.
fn step(cells: u128, side: Side) -> u128 {
    let cols = u32::from(COLS);
    match side {
        Side::Up => cells >> cols,
        Side::Down => (cells << cols) & ALL_CELLS,
        Side::Left => (cells & !FIRST_COL) >> 1,
        Side::Right => (cells & !LAST_COL) << 1,
    }
}

fn side_index(side: Side) -> usize {
    match side {
        Side::Up => 0,
        Side::Right => 1,
        Side::Down => 2,
        Side::Left => 3,
    }
}

impl Grid {
    /// The tiles of `layout`, with its tunnels given as `tunnels` (only those are read
    /// from the map; the start and goals are asked of `layout`).
    pub fn of<L: Layout>(layout: &L, tunnels: &BTreeMap<Cell, Shape>) -> Grid {
        let mut grid = Grid {
            tiles: [[Tile::Empty; COLS as usize]; ROWS as usize],
            empty: ALL_CELLS,
            open: [0; 4],
            hidden: 0,
        };
        for (cell, shape) in tunnels {
            grid.set(*cell, Tile::Tunnel(*shape));
        }
        for cell in Cell::GOALS.into_iter().chain([Cell::START]) {
            grid.set(cell, layout.tile(cell));
        }
        grid
    }

    fn set(&mut self, cell: Cell, tile: Tile) {
        self.tiles[usize::from(cell.row)][usize::from(cell.col)] = tile;
        let at = bit(cell);
        self.empty &= !at;
        self.hidden &= !at;
        for open in &mut self.open {
            *open &= !at;
        }
        match tile {
            Tile::Empty => self.empty |= at,
            Tile::Goal { face: None, .. } => self.hidden |= at,
            _ => {
                if let Some(shape) = tile.shape().filter(|shape| shape.is_through()) {
                    for side in shape.open_sides() {
                        self.open[side_index(side)] |= at;
                    }
                }
            }
        }
    }

    /// The same grid with `cell` holding `shape` (or emptied), as a map of tunnels would
    /// take it: the start and the goals stay as they are.
    pub fn with(mut self, cell: Cell, shape: Option<Shape>) -> Grid {
        if cell != Cell::START && cell.goal_index().is_none() {
            self.set(cell, shape.map_or(Tile::Empty, Tile::Tunnel));
        }
        self
    }

    /// For each goal, the fewest tunnel cards that would join it to the start, or
    /// `blocked` when none can: laid through cards cost nothing (entered and left by
    /// their open sides), an empty cell costs one card (any shape), dead ends and
    /// face-down goals cannot be crossed (a face-down goal is reached from a cell next to
    /// it). The search goes by cost, a whole set of cells at a time: the cells reached at
    /// cost `d`, then the empty cells next to them at `d + 1`, each spread along the laid
    /// cards it opens into.
    pub fn cards_needed(&self, blocked: u32) -> [u32; 3] {
        let mut needed = [blocked; 3];
        // Cells a path may leave towards each side: empty cells take any shape.
        let leaves = self.open.map(|open| open | self.empty);
        let goal_bits = Cell::GOALS.map(bit);
        let mut reached = 0;
        let mut level = bit(Cell::START);
        let mut cost = 0;
        while level != 0 && cost < blocked {
            // Spread along the laid cards, at no cost.
            let mut grown = level;
            loop {
                let mut next = grown;
                for side in Side::ALL {
                    let into = self.open[side_index(side.opposite())];
                    next |= step(grown & leaves[side_index(side)], side) & into;
                }
                next &= !reached;
                if next == grown {
                    break;
                }
                grown = next;
            }
            level = grown;
            reached |= level;
            let mut around = 0;
            for side in Side::ALL {
                around |= step(level & leaves[side_index(side)], side);
            }
            for (index, goal) in goal_bits.iter().enumerate() {
                // A face-down goal next to the path, or a face-up one the path runs into.
                if (around & self.hidden | level) & goal != 0 {
                    needed[index] = needed[index].min(cost);
                }
            }
            level = around & self.empty & !reached;
            cost += 1;
        }
        needed
    }
}

impl Layout for Grid {
    fn tile(&self, cell: Cell) -> Tile {
        self.tiles[usize::from(cell.row)][usize::from(cell.col)]
    }
}

impl Layout for Board {
    fn tile(&self, cell: Cell) -> Tile {
        tile_on(&self.tunnels, cell, |index| {
            let goal = self.goals[index];
            goal.revealed.then(|| goal.shape())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_written_column_letter_then_row_number() {
        assert_eq!(Cell::START.to_string(), "B4");
        assert_eq!(Cell::GOALS.map(|c| c.to_string()), ["J2", "J4", "J6"]);
        assert_eq!("c4".parse::<Cell>().unwrap(), Cell::new(3, 2).unwrap());
        assert_eq!("K7".parse::<Cell>().unwrap(), Cell::new(6, 10).unwrap());
        for bad in [
            "L1", "A0", "A8", "4B", "", "B", "B44", "Ä1", "C+4", "C-4", "C 4",
        ] {
            assert!(bad.parse::<Cell>().is_err(), "{bad}");
        }
    }

    #[test]
    fn a_grid_shows_what_the_board_shows() {
        let mut board = Board::new([
            GoalCard::StoneDownLeft,
            GoalCard::Gold,
            GoalCard::StoneDownRight,
        ]);
        let cross = Shape::crossroads();
        let dead = Shape::dead_end(&[Side::Left]);
        for (col, shape) in [(2, cross), (3, cross), (4, dead)] {
            board.tunnels.insert(Cell::new(3, col).unwrap(), shape);
        }
        board.goals[0].revealed = true;
        let grid = Grid::of(&board, &board.tunnels);
        for cell in Cell::all() {
            assert_eq!(grid.tile(cell), board.tile(cell), "{cell}");
        }
        // Changing a cell changes that cell only, and never the start or a goal.
        let emptied = grid.with(Cell::new(3, 2).unwrap(), None);
        assert_eq!(emptied.tile(Cell::new(3, 2).unwrap()), Tile::Empty);
        assert_eq!(emptied.tile(Cell::new(3, 3).unwrap()), Tile::Tunnel(cross));
        assert_eq!(grid.with(Cell::START, None), grid);
        assert_eq!(grid.with(Cell::GOALS[1], Some(dead)), grid);
    }

    #[test]
    fn neighbours_stop_at_the_edge() {
        let corner = Cell::new(0, 0).unwrap();
        assert_eq!(corner.neighbour(Side::Up), None);
        assert_eq!(corner.neighbour(Side::Left), None);
        assert_eq!(corner.neighbour(Side::Right).unwrap().to_string(), "B1");
        assert_eq!(corner.neighbour(Side::Down).unwrap().to_string(), "A2");
        let far = Cell::new(6, 10).unwrap();
        assert_eq!(far.neighbour(Side::Down), None);
        assert_eq!(far.neighbour(Side::Right), None);
    }
}
