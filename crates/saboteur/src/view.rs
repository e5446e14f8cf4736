//! What one player may know: their own hand and role, the board, everyone's broken tools,
//! how many cards each hand and pile holds, the goals they have mapped, and the scores.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use crate::action::{self, Action};
use crate::board::{Cell, Goal, Layout, Tile, tile_on};
use crate::card::{Card, GoalCard, Role, Tool};
use crate::error::ParseError;
use crate::game::{Phase, RoundRecord, Saboteur, resolve_player};
use crate::seat::Seat;
use crate::shape::Shape;

/// A goal card as one player knows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct GoalView {
    /// What it is, if it is face up or this player has mapped it.
    pub known: Option<GoalCard>,
    pub revealed: bool,
    pub turned: bool,
}

/// The board as everyone sees it, with the goals this player has mapped.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardView {
    pub tunnels: BTreeMap<Cell, Shape>,
    pub goals: [GoalView; 3],
}

impl Layout for BoardView {
    fn tile(&self, cell: Cell) -> Tile {
        tile_on(&self.tunnels, cell, |index| {
            let goal = self.goals[index];
            match (goal.revealed, goal.known) {
                (true, Some(card)) => Some(
                    Goal {
                        card,
                        revealed: true,
                        turned: goal.turned,
                    }
                    .shape(),
                ),
                _ => None,
            }
        })
    }
}

/// Another player as everyone sees them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicPlayer {
    pub name: String,
    pub hand_size: usize,
    pub broken: BTreeSet<Tool>,
    pub nuggets: u32,
}

/// Everything one player may know.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    pub me: Seat,
    pub role: Role,
    pub hand: Vec<Card>,
    pub board: BoardView,
    pub players: Vec<PublicPlayer>,
    pub stock: usize,
    pub discard: usize,
    /// Gold cards still to be won.
    pub gold_left: usize,
    pub round: u32,
    pub rounds: u32,
    pub phase: Phase,
    /// Finished rounds, with their roles shown.
    pub history: Vec<RoundRecord>,
}

impl PlayerView {
    /// Reads an action as this player types it (`me` is this player).
    pub fn parse_action(&self, text: &str) -> Result<Action, ParseError> {
        let names: Vec<&str> = self.players.iter().map(|p| p.name.as_str()).collect();
        action::parse(text, &|word| resolve_player(word, &names, self.me))
    }
}

impl Saboteur {
    /// What `seat` may know (`None` if there is no such seat).
    pub fn view(&self, seat: Seat) -> Option<PlayerView> {
        let me = self.players.get(seat.index())?;
        let goals = self.board.goals.map(|goal| GoalView {
            known: None,
            revealed: goal.revealed,
            turned: goal.turned,
        });
        let mut board = BoardView {
            tunnels: self.board.tunnels.clone(),
            goals,
        };
        for (index, goal) in self.board.goals.iter().enumerate() {
            if goal.revealed || me.mapped.contains(&index) {
                board.goals[index].known = Some(goal.card);
            }
        }
        Some(PlayerView {
            me: seat,
            role: me.role,
            hand: me.hand.clone(),
            board,
            players: self
                .players
                .iter()
                .map(|p| PublicPlayer {
                    name: p.name.clone(),
                    hand_size: p.hand.len(),
                    broken: p.broken.clone(),
                    nuggets: p.score(),
                })
                .collect(),
            stock: self.stock.len(),
            discard: self.discard.len(),
            gold_left: self.gold.len(),
            round: self.round,
            rounds: self.rounds,
            phase: self.phase.clone(),
            history: self.history.clone(),
        })
    }
}
