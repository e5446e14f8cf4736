//! Games dealt one after another to the same seats, with the running score: "Play
//! again" at any table, and a match of a set number of games (a Serbian match of N
//! hands) alike. Every front end keeps one; it is told each game as it ends.

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
    /// A match's length: over after this many games. `None`: played again as long as
    /// the players like.
    pub length: Option<u32>,
    /// Whether the lowest total of points leads (penalty points).
    pub lowest_wins: bool,
    /// Games of the earlier matches at this table, so the next seed moves on past them.
    #[serde(skip)]
    earlier: u32,
}

impl Series {
    /// Games played again as long as the players like.
    pub fn new(seats: usize) -> Series {
        Series {
            games: 0,
            wins: vec![0; seats],
            points: None,
            length: None,
            lowest_wins: false,
            earlier: 0,
        }
    }

    /// A match of `games` games of `G`, won on points where `G` scores them, else on
    /// games won.
    pub fn match_of<G: Game>(seats: usize, games: u32) -> Series {
        Series {
            length: Some(games.max(1)),
            lowest_wins: G::LOWEST_POINTS_WIN,
            ..Series::new(seats)
        }
    }

    /// Whether a match has played all its games (an open series never is).
    pub fn is_over(&self) -> bool {
        self.length.is_some_and(|length| self.games >= length)
    }

    /// The seats ahead so far (several on a tie): on points where the games score
    /// them, else on games won; nobody where no game scored and none was won (a match
    /// of games nobody won is won by nobody, not by everyone).
    pub fn leaders(&self) -> Vec<usize> {
        if self.points.is_none() && self.wins.iter().all(|&wins| wins == 0) {
            return Vec::new();
        }
        let score = |seat: usize| -> i64 {
            match &self.points {
                Some(points) if self.lowest_wins => -points[seat],
                Some(points) => points[seat],
                None => i64::from(self.wins[seat]),
            }
        };
        let seats = 0..self.wins.len();
        let best = seats.clone().map(score).max();
        seats.filter(|&seat| Some(score(seat)) == best).collect()
    }

    /// The next series at this table: the same length, from nothing.
    pub fn restarted(&self) -> Series {
        Series {
            length: self.length,
            lowest_wins: self.lowest_wins,
            earlier: self.earlier.saturating_add(self.games),
            ..Series::new(self.wins.len())
        }
    }

    /// Counts `game`, which has ended.
    pub fn record<G: Game>(&mut self, game: &G) {
        self.lowest_wins = G::LOWEST_POINTS_WIN;
        self.record_result(&game.winners(), game.points().as_deref());
    }

    /// Counts a game that ended with `winners` and `points` (a game read back from a
    /// save's score sheet, say).
    pub fn record_result(&mut self, winners: &[usize], points: Option<&[i64]>) {
        self.games = self.games.saturating_add(1);
        for &winner in winners {
            if let Some(wins) = self.wins.get_mut(winner) {
                *wins = wins.saturating_add(1);
            }
        }
        if let Some(points) = points {
            let seats = self.wins.len();
            let totals = self.points.get_or_insert_with(|| vec![0; seats]);
            for (total, points) in totals.iter_mut().zip(points) {
                *total = total.saturating_add(*points);
            }
        }
    }

    /// Deals and plays a whole match of `length` games between the same `seats`, game
    /// `n` dealt from `seed + n` as [`Game::deal_in_series`] deals it (Makao's dealer
    /// goes round); `play` plays one dealt game to its end (given its seed) and hands it
    /// back. A batch plays a match as one item this way (`simulate`, `arena`).
    pub fn play_match<G: Game, E>(
        settings: &G::Settings,
        seats: usize,
        length: u32,
        seed: u64,
        mut play: impl FnMut(G, u64) -> Result<G, E>,
        dealt_wrong: impl Fn(G::SetupError) -> E,
    ) -> Result<Series, E> {
        let mut series = Series::match_of::<G>(seats, length);
        while !series.is_over() {
            let game_seed = series.next_seed(Some(seed)).unwrap_or(seed);
            let game =
                G::deal_in_series(settings, game_seed, series.games).map_err(&dealt_wrong)?;
            let played = play(game, game_seed)?;
            series.record(&played);
        }
        Ok(series)
    }

    /// The seed of the next deal after a seed someone chose: the next one along, so a
    /// series can be played again. Without one, `None`: the front end draws a fresh
    /// seed, which nobody can work out from the seeds told at the ends of earlier games.
    pub fn next_seed(&self, chosen: Option<u64>) -> Option<u64> {
        let dealt = u64::from(self.earlier) + u64::from(self.games);
        chosen.map(|seed| seed.wrapping_add(dealt))
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
        assert!(!series.is_over(), "an open series goes on");
        assert_eq!(
            Series::new(2).leaders(),
            Vec::<usize>::new(),
            "nobody leads before anyone wins"
        );
        assert_eq!(series.restarted().games, 0);
    }

    #[test]
    fn a_match_ends_after_its_games_and_is_led_on_points_or_wins() {
        let mut series = Series::match_of::<Nim>(2, 2);
        for seed in [0, 1] {
            assert!(!series.is_over());
            let mut nim = Nim::deal_in_series(&NimSettings::default(), seed, series.games).unwrap();
            while !nim.is_over() {
                #[allow(clippy::disallowed_methods)] // a game played out by hand, no table
                nim.apply(Take(1)).unwrap();
            }
            series.record(&nim);
        }
        assert!(series.is_over());
        let ahead: Vec<usize> = (0..2).filter(|&s| series.wins[s] == 2).collect();
        let leaders = series.leaders();
        if ahead.is_empty() {
            assert_eq!(leaders, vec![0, 1], "one game each is a tie");
        } else {
            assert_eq!(leaders, ahead);
        }
        let played = Series::play_match::<Nim, String>(
            &NimSettings::default(),
            2,
            2,
            0,
            |mut nim, _seed| {
                while !nim.is_over() {
                    #[allow(clippy::disallowed_methods)] // a game played out by hand, no table
                    nim.apply(Take(1)).map_err(|err| err.to_string())?;
                }
                Ok(nim)
            },
            |err| err.to_string(),
        )
        .unwrap();
        assert_eq!(
            (played.games, played.wins.clone(), played.leaders()),
            (series.games, series.wins.clone(), series.leaders()),
            "a match played as one item is the match played game by game"
        );
        let next = series.restarted();
        assert_eq!((next.games, next.length), (0, Some(2)));
        assert_eq!(
            next.next_seed(Some(10)),
            Some(12),
            "the next match is dealt anew"
        );
        // Penalty points: the lowest total leads.
        let scored = Series {
            points: Some(vec![40, 12, 12]),
            lowest_wins: true,
            ..Series::new(3)
        };
        assert_eq!(scored.leaders(), vec![1, 2]);
        let high = Series {
            points: Some(vec![40, 12, 12]),
            ..Series::new(3)
        };
        assert_eq!(high.leaders(), vec![0]);
    }
}
