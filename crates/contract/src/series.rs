//! Games dealt one after another to the same seats: a "Play again" at any table, with
//! the running score. Every front end keeps one; it is told each game as it ends.

use serde::Serialize;

use crate::Game;

/// The games finished so far at one table, and each seat's wins and points over them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Series {
    /// Games finished.
    pub games: u32,
    /// Games each seat won (alone or on the winning side).
    pub wins: Vec<u32>,
    /// Each seat's points over the games, where the game scores them.
    pub points: Option<Vec<i64>>,
}

impl Series {
    pub fn new(seats: usize) -> Series {
        Series {
            games: 0,
            wins: vec![0; seats],
            points: None,
        }
    }

    /// Counts `game`, which has ended.
    pub fn record<G: Game>(&mut self, game: &G) {
        self.games = self.games.saturating_add(1);
        for winner in game.winners() {
            if let Some(wins) = self.wins.get_mut(winner) {
                *wins = wins.saturating_add(1);
            }
        }
        if let Some(points) = game.points() {
            let totals = self.points.get_or_insert_with(|| vec![0; points.len()]);
            for (total, points) in totals.iter_mut().zip(points) {
                *total = total.saturating_add(points);
            }
        }
    }

    /// The seed of the next deal after a seed someone chose: the next one along, so a
    /// series can be played again. Without one, `None`: the front end draws a fresh
    /// seed, which nobody can work out from the seeds told at the ends of earlier games.
    pub fn next_seed(&self, chosen: Option<u64>) -> Option<u64> {
        chosen.map(|seed| seed.wrapping_add(u64::from(self.games)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nim::{Nim, NimSettings, Take};

    #[test]
    fn each_game_adds_its_winner_and_the_chosen_seed_moves_on() {
        let mut series = Series::new(2);
        for seed in [0, 1, 2] {
            let mut nim = Nim::new_game(&NimSettings::default(), seed).unwrap();
            while !nim.is_over() {
                #[allow(clippy::disallowed_methods)] // a game played out by hand, no table
                nim.apply(Take(1)).unwrap();
            }
            series.record(&nim);
        }
        assert_eq!(series.games, 3);
        assert_eq!(series.wins.iter().sum::<u32>(), 3);
        assert_eq!(series.points, None);
        assert_eq!(series.next_seed(Some(10)), Some(13));
        assert_eq!(series.next_seed(None), None);
    }
}
