//! A stable hint: one winning line, followed while the player follows it, and a new
//! one only when the player leaves it; a new line never starts by taking back the
//! player's last move.

use crate::moves::Move;
use crate::state::Klondike;

use super::{Limits, Stop, Verdict};

/// What [`Guide::hint`] advises.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hint {
    /// The next move of a winning line.
    Move(Move),
    /// Every winning line from here takes back the last move: the move before led
    /// nowhere a win can be reached from without coming back.
    OnlyBack,
    /// No line wins from here (proved).
    Lost,
    /// The game is won: nothing to advise.
    Won,
    /// The search reached a limit first.
    Unknown(Stop),
}

/// Remembers a winning line and the positions along it.
#[derive(Debug, Clone, Default)]
pub struct Guide {
    /// The line's positions, each before its move (the moves counters set to 0).
    positions: Vec<Klondike>,
    line: Vec<Move>,
    /// Searches made so far (one for each line, and one for each failed try).
    searches: u32,
}

/// The position without its moves counter, so that equal layouts compare equal.
fn bare(game: &Klondike) -> Klondike {
    let mut game = game.clone();
    game.moves = 0;
    game
}

impl Guide {
    pub fn new() -> Guide {
        Guide::default()
    }

    /// How many searches the guide has made (a new line each, or a failed try).
    pub fn searches(&self) -> u32 {
        self.searches
    }

    /// The next move for `game`. `before` is the position before the player's last
    /// move, if there was one: a new line is searched with it left out (never gone
    /// back to), so that the hint does not propose taking that move back. While `game`
    /// is one of the line's positions, the hint is the line's move there, with no
    /// search.
    pub fn hint(&mut self, game: &Klondike, before: Option<&Klondike>, limits: &Limits) -> Hint {
        let now = bare(game);
        // The last match, should a line pass a position twice: on from there.
        if let Some(at) = self.positions.iter().rposition(|p| *p == now) {
            return Hint::Move(self.line[at]);
        }
        self.positions.clear();
        self.line.clear();
        self.searches += 1;
        let solution = game.solve_avoiding(limits, before);
        match solution.verdict {
            Verdict::Winnable(line) => {
                self.follow(game, line);
                match self.line.first() {
                    Some(&mv) => Hint::Move(mv),
                    None => Hint::Won,
                }
            }
            Verdict::Unwinnable if before.is_some() => {
                // Maybe every winning line goes back through `before`.
                self.searches += 1;
                match game.solve(limits).verdict {
                    Verdict::Winnable(_) => Hint::OnlyBack,
                    Verdict::Unwinnable => Hint::Lost,
                    Verdict::Undecided(stop) => Hint::Unknown(stop),
                }
            }
            Verdict::Unwinnable => Hint::Lost,
            Verdict::Undecided(stop) => Hint::Unknown(stop),
        }
    }

    /// Remembers `line` from `game` and every position along it.
    fn follow(&mut self, game: &Klondike, line: Vec<Move>) {
        let mut at = bare(game);
        for &mv in &line {
            self.positions.push(at.clone());
            if at.apply(mv).is_err() {
                // A line the engine refuses is no line to follow.
                self.positions.clear();
                self.line.clear();
                return;
            }
            at.moves = 0;
        }
        self.line = line;
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use crate::state::Draw;

    fn limits() -> Limits {
        Limits::nodes(1_000_000)
    }

    /// Follows the guide's hints from `game` to the end; the positions met, or `None`
    /// if a hint is not a move before the game is won.
    fn follow(
        guide: &mut Guide,
        mut game: Klondike,
        mut before: Option<Klondike>,
    ) -> Option<usize> {
        let mut seen = HashSet::new();
        for _ in 0..2000 {
            if game.is_won() {
                return Some(seen.len());
            }
            assert!(seen.insert(bare(&game)), "a position came back: a cycle");
            let Hint::Move(mv) = guide.hint(&game, before.as_ref(), &limits()) else {
                return None;
            };
            let mut next = game.clone();
            next.apply(mv).expect("a hint is a legal move");
            if let Some(before) = &before {
                assert_ne!(
                    bare(&next),
                    bare(before),
                    "the hint takes back the last move"
                );
            }
            before = Some(std::mem::replace(&mut game, next));
        }
        panic!("2000 moves without a win");
    }

    #[test]
    fn following_the_hint_from_the_start_wins_twenty_deals_without_a_cycle() {
        let mut won = 0;
        for seed in 1..=40u64 {
            let draw = if seed % 2 == 0 {
                Draw::One
            } else {
                Draw::Three
            };
            let game = Klondike::deal(&mut cards::seeded(seed), draw);
            let mut guide = Guide::new();
            match follow(&mut guide, game, None) {
                Some(positions) => {
                    assert!(positions > 50, "seed {seed}: won in {positions} moves");
                    // The line was followed to its end: one search for the deal.
                    assert_eq!(guide.searches(), 1, "seed {seed}");
                    won += 1;
                }
                // Lost or not solved within the limit from the start: no line to follow.
                None => assert!(guide.searches() <= 2, "seed {seed}"),
            }
            if won == 20 {
                break;
            }
        }
        assert_eq!(won, 20);
    }

    #[test]
    fn deal_42_where_each_new_answer_undid_the_last_is_followed_to_a_win() {
        // Hints searched anew at each move alternated E2F and F2E here from move 128.
        let game = Klondike::deal(&mut cards::seeded(42), Draw::One);
        let mut guide = Guide::new();
        assert!(follow(&mut guide, game, None).is_some());
        assert_eq!(guide.searches(), 1);
    }

    #[test]
    fn leaving_the_line_gives_a_new_line_that_does_not_take_the_move_back() {
        let mut checked = 0;
        for seed in 1..=30u64 {
            let mut game = Klondike::deal(&mut cards::seeded(seed), Draw::One);
            let mut guide = Guide::new();
            // Follow a few hints, then make a move between columns the hint did not
            // propose and that can be taken back.
            let mut left = false;
            for _ in 0..40 {
                let Hint::Move(mv) = guide.hint(&game, None, &limits()) else {
                    break;
                };
                let other = game.legal_actions().into_iter().find(|&m| {
                    m != mv && is_column_shift(m) && {
                        let mut next = game.clone();
                        next.apply(m).is_ok()
                            && next
                                .tableau
                                .iter()
                                .zip(&game.tableau)
                                .all(|(a, b)| a.down == b.down)
                    }
                });
                if let Some(other) = other {
                    let before = game.clone();
                    game.apply(other).unwrap();
                    let searches = guide.searches();
                    if let Some(_positions) = follow(&mut guide, game.clone(), Some(before)) {
                        assert!(guide.searches() > searches, "seed {seed}: no new line");
                        checked += 1;
                    }
                    left = true;
                    break;
                }
                game.apply(mv).unwrap();
            }
            if left && checked >= 5 {
                break;
            }
        }
        assert!(
            checked >= 5,
            "only {checked} deals left the line and were won"
        );
    }

    fn is_column_shift(mv: Move) -> bool {
        use crate::moves::{Source, Target};
        matches!(
            mv,
            Move::Shift {
                from: Source::Column(_),
                to: Target::Column(_),
                ..
            }
        )
    }
}
