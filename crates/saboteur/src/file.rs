//! Reading a state back: every state that deserializes holds together, so a hand-edited
//! file with a lost card or an impossible turn is refused with the problem named.

use std::collections::{BTreeMap, BTreeSet};

use cards::{GameRng, Pile};
use serde::{Deserialize, Deserializer};

use crate::board::{Board, Cell, Layout, Tile, tile_on};
use crate::card::{Card, GoalCard, Gold, Role, deck, gold_cards};
use crate::error::StateError;
use crate::game::{Ending, Phase, Player, RoundRecord, Saboteur, check_names, hand_size, role_set};
use crate::seat::Seat;
use crate::shape::Shape;

/// The fields of [`Saboteur`] as they come from a file, read straight into a game (serde's
/// remote derive) that is then checked before anyone gets it.
#[derive(Deserialize)]
#[serde(remote = "Saboteur", deny_unknown_fields)]
struct Unchecked {
    rounds: u32,
    round: u32,
    players: Vec<Player>,
    unused_roles: Vec<Role>,
    board: Board,
    stock: Pile<Card>,
    discard: Pile<Card>,
    gold: Pile<Gold>,
    phase: Phase,
    history: Vec<RoundRecord>,
    rng: GameRng,
}

impl<'de> Deserialize<'de> for Saboteur {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let game = Unchecked::deserialize(deserializer)?;
        game.validate().map_err(serde::de::Error::custom)?;
        Ok(game)
    }
}

/// The most nuggets one player can win in a round: a lone saboteur's reward (a gold card
/// holds at most 3).
const MOST_IN_A_ROUND: u32 = 4;

/// The board with every goal taken as face down: the tunnels and the start only.
struct TunnelsOnly<'a>(&'a BTreeMap<Cell, Shape>);

impl Layout for TunnelsOnly<'_> {
    fn tile(&self, cell: Cell) -> Tile {
        tile_on(self.0, cell, |_| None)
    }
}

fn fail<T>(message: impl Into<String>) -> Result<T, StateError> {
    Err(StateError(message.into()))
}

/// "5 × tunnel-URDL" for each kind whose count differs between what is and what should be.
fn count_difference<T: Ord + Copy + std::fmt::Display>(
    found: &[T],
    expected: &[T],
) -> Option<String> {
    let tally = |items: &[T]| {
        let mut counts = BTreeMap::new();
        for item in items {
            *counts.entry(*item).or_insert(0usize) += 1;
        }
        counts
    };
    let (found, expected) = (tally(found), tally(expected));
    let kinds: BTreeSet<T> = found.keys().chain(expected.keys()).copied().collect();
    let wrong: Vec<String> = kinds
        .into_iter()
        .filter_map(|kind| {
            let (has, should) = (
                found.get(&kind).copied().unwrap_or(0),
                expected.get(&kind).copied().unwrap_or(0),
            );
            (has != should).then(|| format!("{has} × {kind} where there should be {should}"))
        })
        .collect();
    (!wrong.is_empty()).then(|| wrong.join(", "))
}

impl Saboteur {
    /// Checks that the state could have come from play: 3-10 players, every card of the
    /// round and every gold card in exactly one place, roles dealt from the right set,
    /// tunnels only where tunnels go and fitting each other, a phase that makes sense.
    pub fn validate(&self) -> Result<(), StateError> {
        let count = self.players.len();
        let Some(roles) = role_set(count) else {
            return fail(format!(
                "Saboteur is played by 3 to 10 players; this state has {count}"
            ));
        };
        if self.rounds == 0 || self.round == 0 || self.round > self.rounds {
            return fail(format!(
                "round {} of {} is not a round of the game",
                self.round, self.rounds
            ));
        }
        self.validate_players(roles)?;
        if let Some(problem) = count_difference(&self.round_cards(), &deck()) {
            return fail(format!("the round's cards do not add up: {problem}"));
        }
        let mut gold = gold_cards();
        gold.sort();
        if let Some(problem) = count_difference(&self.all_gold(), &gold) {
            return fail(format!("the gold cards do not add up: {problem}"));
        }
        self.validate_board()?;
        self.validate_phase()?;
        self.validate_scores()?;
        // Xoshiro never leaves the all-zero state: every draw would be 0, and dealing the
        // next round would wait for ever for a number in range.
        if self.rng.state() == [0; 32] {
            return fail(
                "the random generator's state is all zeros, which never deals anything; take it from a state that `karty saboteur state` wrote",
            );
        }
        Ok(())
    }

    fn validate_players(&self, mut roles: Vec<Role>) -> Result<(), StateError> {
        check_names(self.players.iter().map(|p| p.name.as_str())).map_err(StateError)?;
        let size = hand_size(self.players.len()).unwrap_or(0);
        if let Some(player) = self.players.iter().find(|p| p.hand.len() > size) {
            return fail(format!(
                "{} holds {} cards, more than the {size} a hand holds with {} players",
                player.name,
                player.hand.len(),
                self.players.len()
            ));
        }
        let mut dealt: Vec<Role> = self.players.iter().map(|p| p.role).collect();
        dealt.extend(&self.unused_roles);
        dealt.sort();
        roles.sort();
        if dealt != roles {
            let (saboteurs, diggers) = (
                roles.iter().filter(|r| **r == Role::Saboteur).count(),
                roles.iter().filter(|r| **r == Role::Digger).count(),
            );
            return fail(format!(
                "the roles dealt and unused must be {saboteurs} saboteur(s) and {diggers} gold-diggers for {} players",
                self.players.len()
            ));
        }
        Ok(())
    }

    fn validate_board(&self) -> Result<(), StateError> {
        if let Some(cell) = self
            .board
            .tunnels
            .keys()
            .find(|cell| **cell == Cell::START || cell.goal_index().is_some())
        {
            return fail(format!(
                "the board has a tunnel on {cell}, where the start or a goal lies"
            ));
        }
        // Face-up goals may disagree with their neighbours; tunnels and the start may not.
        let tunnels_only = TunnelsOnly(&self.board.tunnels);
        for (&cell, &shape) in &self.board.tunnels {
            if let Some((_, next)) = tunnels_only.misfit(cell, shape) {
                return fail(format!(
                    "the tunnel on {cell} ({shape}) does not fit the card on {next}"
                ));
            }
        }
        let mut goals: Vec<GoalCard> = self.board.goals.iter().map(|g| g.card).collect();
        goals.sort();
        if goals != GoalCard::ALL {
            return fail("the goals must be the gold and the two stones (stone-DR, stone-DL)");
        }
        if let Some(index) = self
            .board
            .goals
            .iter()
            .position(|g| g.turned && !g.revealed)
        {
            return fail(format!(
                "goal {} is turned but face down; only a face-up goal is turned",
                index + 1
            ));
        }
        Ok(())
    }

    /// Nuggets are won only as rounds end, at most [`MOST_IN_A_ROUND`] a player each time;
    /// a larger number is an edit, and would overflow as the game adds to it.
    fn validate_scores(&self) -> Result<(), StateError> {
        for record in &self.history {
            if let Some(most) = record.nuggets.iter().find(|n| **n > MOST_IN_A_ROUND) {
                return fail(format!(
                    "the record of round {} gives {most} nuggets to one player; a round gives at most {MOST_IN_A_ROUND}",
                    record.round
                ));
            }
        }
        let rounds_won = u64::try_from(self.history.len()).unwrap_or(u64::MAX);
        let most = rounds_won.saturating_mul(u64::from(MOST_IN_A_ROUND));
        if let Some(player) = self
            .players
            .iter()
            .find(|player| u64::from(player.points) > most)
        {
            return fail(format!(
                "{} has {} points as a saboteur, more than the {most} that {rounds_won} finished round(s) can give",
                player.name, player.points
            ));
        }
        self.validate_winnings()
    }

    /// What each player holds is what the history says they won, added up the same way:
    /// a round won by the saboteurs gives points, one won at the gold gives gold cards
    /// (recorded as each digger takes one). Run after [`Saboteur::validate_phase`], which
    /// has checked that every record has a number for each seat.
    fn validate_winnings(&self) -> Result<(), StateError> {
        for (index, player) in self.players.iter().enumerate() {
            let recorded = |gold: bool| -> u64 {
                self.history
                    .iter()
                    .filter(|record| matches!(record.ending, Ending::Gold { .. }) == gold)
                    .filter_map(|record| record.nuggets.get(index))
                    .map(|n| u64::from(*n))
                    .sum()
            };
            let points = recorded(false);
            if u64::from(player.points) != points {
                return fail(format!(
                    "{} has {} points as a saboteur, but the rounds the saboteurs won give them {points}",
                    player.name, player.points
                ));
            }
            let held: u64 = player.gold.iter().map(|g| u64::from(g.nuggets())).sum();
            let taken = recorded(true);
            if held != taken {
                return fail(format!(
                    "{} holds gold cards worth {held} nuggets, but the rounds won at the gold give them {taken}",
                    player.name
                ));
            }
        }
        Ok(())
    }

    fn validate_phase(&self) -> Result<(), StateError> {
        let count = self.players.len();
        let seat_ok = |seat: Seat| seat.index() < count;
        let gold_up = self
            .board
            .goals
            .iter()
            .any(|g| g.revealed && g.card.is_gold());
        for (index, record) in self.history.iter().enumerate() {
            let seat = match record.ending {
                Ending::Gold { by, .. } => by,
                Ending::EmptyHand { seat } => seat,
            };
            if record.round as usize != index + 1
                || record.roles.len() != count
                || record.nuggets.len() != count
                || !seat_ok(seat)
            {
                return fail(format!(
                    "the record of round {} does not match the table",
                    index + 1
                ));
            }
        }
        let finished = match &self.phase {
            Phase::Play { to_move } => {
                if !seat_ok(*to_move) {
                    return fail(format!("there is no player {to_move} to move"));
                }
                if self.players[to_move.index()].hand.is_empty() {
                    return fail(format!(
                        "{} is to move with an empty hand: the round would be over",
                        self.players[to_move.index()].name
                    ));
                }
                if gold_up {
                    return fail("the gold is face up but the round is still being played");
                }
                self.round - 1
            }
            Phase::Share { pool, choosers } => {
                let distinct: BTreeSet<Seat> = choosers.iter().copied().collect();
                if choosers.is_empty()
                    || pool.len() != choosers.len()
                    || distinct.len() != choosers.len()
                {
                    return fail(
                        "sharing the gold needs as many gold cards turned up as diggers still to choose, each once",
                    );
                }
                if let Some(seat) = choosers.iter().find(|seat| {
                    !seat_ok(**seat) || self.players[seat.index()].role != Role::Digger
                }) {
                    return fail(format!("seat {seat} cannot choose gold: not a gold-digger"));
                }
                let gold_ending = matches!(
                    self.history.last().map(|r| r.ending),
                    Some(Ending::Gold { .. })
                );
                if !gold_up || !gold_ending {
                    return fail("gold is being shared but the round did not end at the gold");
                }
                self.round
            }
            Phase::Over => {
                if self.round != self.rounds {
                    return fail(format!(
                        "the game is over after round {} of {}",
                        self.round, self.rounds
                    ));
                }
                self.rounds
            }
        };
        if self.history.len() != finished as usize {
            return fail(format!(
                "the history records {} rounds where {finished} are finished",
                self.history.len()
            ));
        }
        Ok(())
    }
}
