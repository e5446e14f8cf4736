//! A bounded depth-first search that looks for a winning line from a position.
//!
//! Cards that can safely go up go up at once; the other moves are tried in an order that
//! favours progress (foundations, uncovering face-down cards, the waste, then `U`).
//! Column moves that neither uncover a card, empty a column nor let the card beneath go
//! up are left out, so a search that runs dry means "no win found", not a proof.

use std::collections::HashSet;
use std::hash::{DefaultHasher, Hash, Hasher};

use crate::moves::{Move, Source, Target};
use crate::state::Klondike;

/// What the search found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// A winning line from the position (the moves, in order).
    Won(Vec<Move>),
    /// Every position the search considers was tried without a win.
    NotFound,
    /// The search reached its limit of positions first.
    GaveUp,
}

/// A verdict and the work it took.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solution {
    pub verdict: Verdict,
    /// Positions expanded.
    pub positions: usize,
}

/// A position being searched: the moves still to try from it.
struct Frame {
    game: Klondike,
    candidates: Vec<Move>,
    next: usize,
    /// Length of the line that leads here, its own `auto` moves included.
    line: usize,
}

impl Klondike {
    /// Searches at most `limit` positions for a win.
    pub fn solve(&self, limit: usize) -> Solution {
        let mut seen: HashSet<u64> = HashSet::new();
        let mut line: Vec<Move> = Vec::new();
        let mut positions = 0;
        let mut stack: Vec<Frame> = Vec::new();

        let mut root = self.clone();
        line.extend(root.auto());
        if root.is_won() {
            return Solution {
                verdict: Verdict::Won(line),
                positions,
            };
        }
        seen.insert(root.key());
        stack.push(Frame {
            candidates: candidates(&root),
            game: root,
            next: 0,
            line: line.len(),
        });

        while let Some(frame) = stack.last_mut() {
            let Some(&mv) = frame.candidates.get(frame.next) else {
                stack.pop();
                continue;
            };
            frame.next += 1;
            line.truncate(frame.line);
            let mut child = frame.game.clone();
            if child.apply(mv).is_err() {
                continue;
            }
            line.push(mv);
            line.extend(child.auto());
            if child.is_won() {
                return Solution {
                    verdict: Verdict::Won(line),
                    positions,
                };
            }
            if !seen.insert(child.key()) {
                continue;
            }
            positions += 1;
            if positions >= limit {
                return Solution {
                    verdict: Verdict::GaveUp,
                    positions,
                };
            }
            stack.push(Frame {
                candidates: candidates(&child),
                game: child,
                next: 0,
                line: line.len(),
            });
        }
        Solution {
            verdict: Verdict::NotFound,
            positions,
        }
    }

    /// The position without its move count, as a number for the seen-set.
    fn key(&self) -> u64 {
        let mut hasher = DefaultHasher::new();
        self.draw.hash(&mut hasher);
        self.stock.hash(&mut hasher);
        self.waste.hash(&mut hasher);
        self.foundations.hash(&mut hasher);
        self.tableau.hash(&mut hasher);
        hasher.finish()
    }
}

/// The moves worth trying, most promising first.
fn candidates(game: &Klondike) -> Vec<Move> {
    let mut up = Vec::new();
    let mut uncover = Vec::new();
    let mut from_waste = Vec::new();
    let mut other = Vec::new();
    for mv in game.legal_actions() {
        let Move::Shift { from, count, to } = mv else {
            continue;
        };
        match (from, to) {
            (_, Target::Foundation(_)) => up.push(mv),
            (Source::Waste, Target::Column(_)) => from_waste.push(mv),
            (Source::Column(id), Target::Column(target)) => {
                let column = game.column(id);
                let whole_run = count as usize == column.up.len();
                let target_empty = game.column(target).is_empty();
                if whole_run && !column.down.is_empty() {
                    uncover.push(mv);
                } else if whole_run && !target_empty {
                    // Empties a column for a king.
                    other.push(mv);
                } else if !whole_run {
                    let beneath = column.up.as_slice()[column.up.len() - count as usize - 1];
                    if game.foundation_for(beneath).is_some() {
                        other.push(mv);
                    }
                }
            }
        }
    }
    let mut all = up;
    all.append(&mut uncover);
    all.append(&mut from_waste);
    all.append(&mut other);
    if game.check(Move::Turn).is_ok() {
        all.push(Move::Turn);
    }
    all
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::Draw;

    #[test]
    fn a_winning_line_found_by_the_solver_wins_when_replayed() {
        let mut won = 0;
        for seed in 0..8 {
            let game = Klondike::deal(&mut cards::seeded(seed), Draw::One);
            let solution = game.solve(20_000);
            if let Verdict::Won(line) = solution.verdict {
                let mut replay = game.clone();
                for mv in line {
                    replay.apply(mv).expect("the solver's moves are legal");
                }
                assert!(replay.is_won(), "seed {seed}");
                won += 1;
            }
        }
        assert!(won > 0, "no deal of eight was won");
    }

    #[test]
    fn the_search_stops_at_its_limit() {
        let game = Klondike::deal(&mut cards::seeded(3), Draw::Three);
        let solution = game.solve(5);
        assert!(solution.positions <= 5);
        assert!(matches!(
            solution.verdict,
            Verdict::GaveUp | Verdict::Won(_)
        ));
    }
}
