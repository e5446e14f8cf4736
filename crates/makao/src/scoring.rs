//! Scores of finished hands and matches of several hands (`serbian`; the other rule
//! sets play single games, so [`Game::score`] gives nothing for them).
//!
//! A hand scores every card left in a loser's hand: J 25; A, 2♣, 7 and 8 10 each;
//! K 10; Q 10 (the original is silent on queens: our choice); other cards their number.
//! The winner scores −40. If the winner's last card was a jack, every score of the hand
//! is doubled. A [`Match`] adds the hands up; the lowest total wins.
//!
//! Without a winner (a hand stopped at [`crate::ACTION_LIMIT`]) every player scores
//! the cards they hold and nobody gets the −40: our choice, as the rules are silent.

use cards::{Card, Rank, Suit};
use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::game::{Config, Game};
use crate::state::StateError;

/// What the winner of a hand scores (before doubling).
pub const WINNER_POINTS: i32 = -40;

/// The points a card left in hand scores.
pub fn card_points(card: Card) -> i32 {
    match (card.rank, card.suit) {
        (Rank::Jack, _) => 25,
        (Rank::Ace | Rank::Seven | Rank::Eight | Rank::King | Rank::Queen, _) => 10,
        (Rank::Two, Suit::Clubs) => 10,
        (rank, _) => i32::from(rank.number()),
    }
}

/// The points a whole hand of cards scores (not doubled).
pub fn hand_points(hand: &[Card]) -> i32 {
    hand.iter().map(|card| card_points(*card)).sum()
}

/// How a finished hand scored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandScore {
    /// The player who went out (0-based), if anyone did.
    pub winner: Option<usize>,
    /// Who dealt the hand.
    pub dealer: usize,
    /// Whether the winner's last card was a jack, which doubled every score.
    pub jack_finish: bool,
    /// Each player's points for the hand, doubling included, in seat order.
    pub points: Vec<i32>,
}

impl Game {
    /// The hand's scores once it is over, in rules that score hands; else `None`.
    pub fn score(&self) -> Option<HandScore> {
        if !self.is_over() || !self.rules.scored {
            return None;
        }
        let winner = self.winner();
        // The game ends at once on the last card, so it is still the top.
        let jack_finish = winner.is_some() && self.top().rank == Rank::Jack;
        let factor = if jack_finish { 2 } else { 1 };
        let points = (0..self.players())
            .map(|p| {
                let base = if Some(p) == winner {
                    WINNER_POINTS
                } else {
                    hand_points(self.hand(p))
                };
                base * factor
            })
            .collect();
        Some(HandScore {
            winner,
            dealer: self.dealer,
            jack_finish,
            points,
        })
    }
}

/// Why a match could not be set up, or a hand not recorded.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum MatchError {
    #[error("a match needs at least one hand")]
    NoHands,
    #[error("{0} rules do not score hands, so they play no matches")]
    NotScored(crate::rules::RuleSet),
    #[error("{0}")]
    Setup(StateError),
    #[error("the hand is not over yet")]
    HandNotOver,
    #[error("that hand is not this match's next hand")]
    WrongHand,
    #[error("the match is over: all {0} hands are played")]
    MatchOver(u32),
    #[error("the match records {played} hands, but is played over {hands}")]
    TooManyHands { played: usize, hands: u32 },
    #[error("hand {hand} lists {columns} scores for {players} players")]
    Columns {
        hand: usize,
        columns: usize,
        players: usize,
    },
    #[error(
        "hand {hand} names player {number} as its winner, but players are numbered 1 to {players}"
    )]
    NoSuchWinner {
        hand: usize,
        number: usize,
        players: usize,
    },
    #[error(
        "hand {hand} was dealt by player {dealer}, but the match deals it by player {expected}"
    )]
    WrongDealer {
        hand: usize,
        dealer: usize,
        expected: usize,
    },
    #[error("player {number}'s total overflows: the scores are more than any match can hold")]
    Overflow { number: usize },
}

/// Who deals hand `hand` (from 0) of a match or series among `players`: the last
/// player first, as in [`Game::new`], then round the table.
pub fn dealer_of_hand(players: usize, hand: u32) -> usize {
    let players = players.max(1);
    (players - 1 + hand as usize % players) % players
}

/// A series of hands with the dealer alternating and running totals; the lowest total
/// wins. Pure bookkeeping: [`Match::deal`] gives each hand as a [`Game`], which the
/// caller plays, then hands back to [`Match::record`].
///
/// Hand `k` (from 0) is dealt from seed `seed + k` by player `(first_dealer + k) mod n`;
/// the first dealer is the last player, as in [`Game::new`].
///
/// The running score is a [`contract::Series`], the one every table keeps (a match's
/// length, totals and leaders are counted there alone); a match adds the score sheet:
/// each hand's points, dealer and doubling.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "MatchFile", into = "MatchFile")]
pub struct Match {
    rules: crate::rules::RuleSet,
    players: usize,
    seed: u64,
    series: contract::Series,
    /// The scores of the hands played so far, first hand first.
    played: Vec<HandScore>,
}

/// A match as a save file holds it, before [`Match::validate`] checks it.
#[derive(Serialize, Deserialize)]
struct MatchFile {
    rules: crate::rules::RuleSet,
    players: usize,
    hands: u32,
    seed: u64,
    played: Vec<HandScore>,
}

impl TryFrom<MatchFile> for Match {
    type Error = MatchError;

    fn try_from(file: MatchFile) -> Result<Match, MatchError> {
        let mut series = Match::new(Config::new(file.rules, file.players), file.hands, file.seed)?;
        series.played = file.played;
        series.validate()?;
        series.count_played();
        Ok(series)
    }
}

impl From<Match> for MatchFile {
    fn from(series: Match) -> MatchFile {
        MatchFile {
            rules: series.rules,
            players: series.players,
            hands: series.hands(),
            seed: series.seed,
            played: series.played,
        }
    }
}

impl Match {
    /// Whether a loaded match could have been recorded: no more hands than the match
    /// has, one score per player in each, winners and dealers in range, and totals that
    /// fit (a hand-edited save could otherwise wrap a total around).
    fn validate(&self) -> Result<(), MatchError> {
        if self.played.len() > self.hands() as usize {
            return Err(MatchError::TooManyHands {
                played: self.played.len(),
                hands: self.hands(),
            });
        }
        let mut totals = vec![0i32; self.players];
        for (k, score) in self.played.iter().enumerate() {
            let hand = k + 1;
            if score.points.len() != self.players {
                return Err(MatchError::Columns {
                    hand,
                    columns: score.points.len(),
                    players: self.players,
                });
            }
            if let Some(winner) = score.winner.filter(|w| *w >= self.players) {
                return Err(MatchError::NoSuchWinner {
                    hand,
                    number: winner.saturating_add(1),
                    players: self.players,
                });
            }
            let expected = self.dealer(k as u32);
            if score.dealer != expected {
                return Err(MatchError::WrongDealer {
                    hand,
                    dealer: score.dealer.saturating_add(1),
                    expected: expected + 1,
                });
            }
            for (player, (total, points)) in totals.iter_mut().zip(&score.points).enumerate() {
                *total = total
                    .checked_add(*points)
                    .ok_or(MatchError::Overflow { number: player + 1 })?;
            }
        }
        Ok(())
    }

    /// The running score counted again from the score sheet (a match read from a save).
    fn count_played(&mut self) {
        self.series = contract::Series::match_of::<Game>(self.players, self.hands());
        for hand in &self.played {
            let points: Vec<i64> = hand.points.iter().map(|&p| i64::from(p)).collect();
            let winners: Vec<usize> = hand.winner.into_iter().collect();
            self.series.record_result(&winners, Some(&points));
        }
    }

    pub fn new(config: Config, hands: u32, seed: u64) -> Result<Match, MatchError> {
        config.check().map_err(MatchError::Setup)?;
        if !config.rules.rules().scored {
            return Err(MatchError::NotScored(config.rules));
        }
        if hands == 0 {
            return Err(MatchError::NoHands);
        }
        Ok(Match {
            rules: config.rules,
            players: config.players,
            seed,
            series: contract::Series::match_of::<Game>(config.players, hands),
            played: Vec::new(),
        })
    }

    pub fn config(&self) -> Config {
        Config::new(self.rules, self.players)
    }

    /// The number of hands the match is played over.
    pub fn hands(&self) -> u32 {
        self.series.length.unwrap_or(1)
    }

    /// The running score, as every table keeps it.
    pub fn series(&self) -> &contract::Series {
        &self.series
    }

    /// The hands played so far, first hand first.
    pub fn played(&self) -> &[HandScore] {
        &self.played
    }

    /// The number (from 0) of the next hand to deal.
    pub fn next_hand(&self) -> u32 {
        self.played.len() as u32
    }

    /// Who deals hand `hand` (from 0).
    pub fn dealer(&self, hand: u32) -> usize {
        dealer_of_hand(self.players, hand)
    }

    /// The seed hand `hand` is dealt from.
    pub fn seed(&self, hand: u32) -> u64 {
        self.seed.wrapping_add(u64::from(hand))
    }

    /// The next hand, dealt; `None` once every hand is played.
    pub fn deal(&self) -> Option<Game> {
        let hand = self.next_hand();
        if self.is_over() {
            return None;
        }
        <Game as contract::Game>::deal_in_series(&self.config(), self.seed(hand), hand).ok()
    }

    /// Records the finished hand `game` (the one [`Match::deal`] gave); returns its score.
    pub fn record(&mut self, game: &Game) -> Result<&HandScore, MatchError> {
        if self.is_over() {
            return Err(MatchError::MatchOver(self.hands()));
        }
        let hand = self.next_hand();
        if game.config().rules != self.rules
            || game.players() != self.players
            || game.dealer() != self.dealer(hand)
        {
            return Err(MatchError::WrongHand);
        }
        let score = game.score().ok_or(MatchError::HandNotOver)?;
        self.series.record(game);
        self.played.push(score);
        Ok(&self.played[self.played.len() - 1])
    }

    /// Each player's total so far, in seat order.
    pub fn totals(&self) -> Vec<i32> {
        let totals = self.series.points.clone().unwrap_or_default();
        (0..self.players)
            .map(|p| {
                let total = totals.get(p).copied().unwrap_or(0);
                i32::try_from(total).unwrap_or(if total < 0 { i32::MIN } else { i32::MAX })
            })
            .collect()
    }

    pub fn is_over(&self) -> bool {
        self.series.is_over()
    }

    /// The players with the lowest total (several on a tie), in seat order.
    pub fn leaders(&self) -> Vec<usize> {
        self.series.leaders()
    }

    /// The match's winners once it is over (several on a tie).
    pub fn winners(&self) -> Option<Vec<usize>> {
        self.is_over().then(|| self.leaders())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_cards::c;

    #[test]
    fn cards_score_as_the_rules_page_says() {
        assert_eq!(card_points(c("jh")), 25);
        for strong in ["as", "2c", "7d", "8h"] {
            assert_eq!(card_points(c(strong)), 10, "{strong}");
        }
        assert_eq!(card_points(c("kd")), 10);
        assert_eq!(card_points(c("qs")), 10);
        assert_eq!(card_points(c("2s")), 2);
        assert_eq!(card_points(c("10h")), 10);
        assert_eq!(card_points(c("5c")), 5);
        assert_eq!(hand_points(&[c("kh"), c("5s")]), 15);
    }

    #[test]
    fn totals_saturate_instead_of_wrapping() {
        let mut series = Match::new(Config::new(crate::RuleSet::Serbian, 2), 3, 1).unwrap();
        let row = |points: Vec<i32>| HandScore {
            winner: Some(0),
            dealer: 1,
            jack_finish: false,
            points,
        };
        series.played = vec![row(vec![i32::MIN, i32::MAX]), row(vec![i32::MIN, i32::MAX])];
        series.count_played();
        assert_eq!(series.totals(), vec![i32::MIN, i32::MAX]);
        assert_eq!(series.leaders(), vec![0]);
    }
}
