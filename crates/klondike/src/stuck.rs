//! Whether a game is lost as a player can see it, without the solver.

use std::collections::HashSet;

use crate::moves::{Move, Source, Target};
use crate::state::Klondike;

/// Most positions [`Klondike::is_stuck`] looks at before it gives up (and says no).
const BOUND: usize = 20_000;

impl Klondike {
    /// Whether no move is left that changes anything, from what the player has seen:
    /// U is empty, so every card of V has been shown, and no string of moves that show
    /// nothing new (turns of V, runs moved between columns that turn no card) reaches a
    /// move that does something (a card up, a card played from V, a face-down card
    /// turned). It never looks at the face-down cards; with U not empty it says no,
    /// since turning may show cards not seen yet.
    pub fn is_stuck(&self) -> bool {
        if !self.stock.is_empty() || self.is_won() {
            return false;
        }
        let mut start = self.clone();
        start.moves = 0;
        let mut seen = HashSet::from([start.clone()]);
        let mut todo = vec![start];
        while let Some(game) = todo.pop() {
            for mv in game.legal_actions() {
                let mut next = game.clone();
                if next.apply(mv).is_err() {
                    continue;
                }
                if does_something(&game, &next, mv) {
                    return false;
                }
                next.moves = 0;
                if seen.insert(next.clone()) {
                    if seen.len() > BOUND {
                        return false;
                    }
                    todo.push(next);
                }
            }
        }
        true
    }
}

fn does_something(before: &Klondike, after: &Klondike, mv: Move) -> bool {
    match mv {
        Move::Turn => false,
        Move::Shift { from, to, .. } => {
            matches!(from, Source::Waste)
                || matches!(to, Target::Foundation(_))
                || before
                    .tableau
                    .iter()
                    .zip(&after.tableau)
                    .any(|(a, b)| a.down.len() != b.down.len())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::Draw;

    #[test]
    fn a_fresh_deal_is_never_stuck_even_a_lost_one() {
        // Seed 20 (draw one) is proved lost by the solver, but U is full of unseen cards.
        for seed in [20, 1, 2] {
            assert!(!Klondike::deal(&mut cards::seeded(seed), Draw::One).is_stuck());
        }
    }

    #[test]
    fn only_spades_left_with_nothing_to_do_is_stuck_and_one_move_less_is_not() {
        let json = |waste: &str, col5: &str| {
            format!(
                r#"{{"draw": 1, "stock": [], "waste": [{waste}],
 "foundations": [[],
   ["AH","2H","3H","4H","5H","6H","7H","8H","9H","TH","JH","QH","KH"],
   ["AD","2D","3D","4D","5D","6D","7D","8D","9D","TD","JD","QD","KD"],
   ["AC","2C","3C","4C","5C","6C","7C","8C","9C","TC","JC","QC","KC"]],
 "tableau": [{{"down": [], "up": []}}, {{"down": ["AS"], "up": ["2S"]}},
   {{"down": ["4S"], "up": ["5S"]}}, {{"down": ["6S"], "up": ["7S"]}},
   {{"down": ["8S"], "up": ["9S"]}}, {{"down": ["TS", "QS"], "up": ["JS"]}}, {col5}]}}"#
            )
        };
        // 3♠ in V goes nowhere; K♠ may only wander between empty columns.
        let stuck = Klondike::from_json(&json(r#""3S""#, r#"{"down": [], "up": ["KS"]}"#)).unwrap();
        assert!(stuck.is_stuck());
        // With 3♠ under K♠ instead, moving K♠ turns 3♠: something changes.
        let not = Klondike::from_json(&json("", r#"{"down": ["3S"], "up": ["KS"]}"#)).unwrap();
        assert!(!not.is_stuck());
    }
}
