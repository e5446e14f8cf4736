//! The values around a game: its setup, what is pending, where the player to move
//! stands, and the events an action reports.

use cards::{Card, Rank, Suit};
use serde::{Deserialize, Serialize};

use crate::action::Call;
use crate::rules::RuleSet;
use crate::state::StateError;

use super::MAX_PLAYERS;

/// How a game is set up: the rule set and the options around it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Config {
    pub rules: RuleSet,
    pub players: usize,
    /// K♣ swaps hands, K♦ blocks the swap.
    pub twist: bool,
    /// Play on for places after the first player goes out, until one player is left.
    pub play_on: bool,
}

impl Config {
    pub fn new(rules: RuleSet, players: usize) -> Config {
        Config {
            rules,
            players,
            twist: false,
            play_on: false,
        }
    }

    pub fn with_twist(self, twist: bool) -> Config {
        Config { twist, ..self }
    }

    pub fn with_play_on(self, play_on: bool) -> Config {
        Config { play_on, ..self }
    }

    /// Whether the rule set allows this setup.
    pub fn check(&self) -> Result<(), StateError> {
        let rules = self.rules.rules();
        if self.players < rules.min_players || self.players > rules.max_players.min(MAX_PLAYERS) {
            return Err(StateError::Players {
                rules: self.rules,
                players: self.players,
                min: rules.min_players,
                max: rules.max_players,
            });
        }
        if self.twist && !rules.twist_allowed {
            return Err(StateError::TwistNotAllowed(self.rules));
        }
        Ok(())
    }
}

/// A pending attack on the player to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Attack {
    /// Draw `cards` unless defended; `backwards` when the last draw card was K♠, which
    /// sends the attack to the player before.
    Draw { cards: u32, backwards: bool },
    /// Miss `turns` turns unless answered by a 4.
    Wait { turns: u32 },
}

/// A jack's demand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Demand {
    pub rank: Rank,
    /// The demander (0-based).
    pub by: usize,
    /// Players who still owe a turn under the demand (bit per player).
    pub(super) owed: u16,
}

impl Demand {
    pub(crate) fn new(rank: Rank, by: usize, owed: u16) -> Demand {
        Demand { rank, by, owed }
    }

    /// Whether player `player` must still answer the demand.
    pub fn owes(&self, player: usize) -> bool {
        player < MAX_PLAYERS && self.owed & (1 << player) != 0
    }

    /// The players who must still answer it, in seat order.
    pub fn owing(&self) -> impl Iterator<Item = usize> + '_ {
        (0..MAX_PLAYERS).filter(|p| self.owes(*p))
    }
}

/// In a view: the rank, the demander and who still owes an answer (all 0-based).
impl Serialize for Demand {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut demand = serializer.serialize_struct("Demand", 3)?;
        demand.serialize_field("rank", &self.rank)?;
        demand.serialize_field("by", &self.by)?;
        demand.serialize_field("owed", &self.owing().collect::<Vec<_>>())?;
        demand.end()
    }
}

/// Where the player to move stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// An ordinary turn (perhaps under an attack or a demand).
    Turn,
    /// The player drew a card that may be laid: lay it (and more of its rank) or pass.
    Drawn,
    /// The first card of a draw penalty defends: lay it (and more) or take the rest.
    PenaltyDrawn,
    /// An automatic 4 left the player with one card (or none): the neutral question,
    /// at which a call may be said.
    Question,
    /// The player to move is the target of a K♣ swap: accept or block.
    Swap { initiator: usize },
    /// `serbian`: the cutter decides whether to keep the strong card on the pile (the
    /// cut card) and turn up the next, or to leave it there to start the pile.
    Cut,
    /// `serbian`: the player laid an ace and must lay one more matching card; only
    /// without one may they draw.
    Again,
    /// `serbian`: the player took a draw penalty and may lay one matching card, or pass.
    AfterPenalty,
    /// `serbian`: `offender` laid their second-to-last card without saying "makao"; the
    /// player to move (the opponent) may point it out. Nothing else has happened yet:
    /// the card's extra move or draw follows the answer.
    Challenge { offender: usize },
    /// Somebody won, or the action limit was reached.
    Over,
}

/// Why cards were drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DrawReason {
    /// The player chose to draw (or had nothing to lay).
    Chose,
    /// A draw attack's penalty.
    Attack,
    /// A missing, wrong or needless call.
    Call,
    /// The player's K♣ swap was blocked.
    Blocked,
    /// Under a wait, the player tried for a 4.
    TriedForFour,
    /// The `serbian` 2♣ hit the previous player.
    SmallTwo,
    /// The opponent pointed out a missing "makao".
    Challenged,
}

/// Something that happened while an action was applied, for front ends to narrate.
/// Events name drawn cards: a front end shows them only to whom may see them.
/// Serialized for outside programs (the arena) as `{"laid": {"player": 0, "card": "5♥"}}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    Laid {
        player: usize,
        card: Card,
    },
    /// `cards` holds what was drawn, fewer than `wanted` when stock and pile ran out.
    Drew {
        player: usize,
        cards: Vec<Card>,
        wanted: u32,
        reason: DrawReason,
    },
    /// Another player's draw as the others learn of it: how many cards, not which.
    DrewHidden {
        player: usize,
        count: usize,
        wanted: u32,
        reason: DrawReason,
    },
    /// The discard pile but its top became the new stock.
    Reshuffled {
        cards: usize,
    },
    /// A call check failed; the penalty follows as a `Drew` event.
    CallPenalty {
        player: usize,
        said: Option<Call>,
        due: Option<Call>,
    },
    SuitChosen {
        player: usize,
        suit: Suit,
    },
    /// A jack demanded a rank, or nothing.
    Demanded {
        player: usize,
        rank: Option<Rank>,
    },
    DemandEnded,
    /// The player accepted a wait and will miss `turns` turns, this one included.
    Waits {
        player: usize,
        turns: u32,
    },
    /// A waiting player missed a turn; `left` are still owed.
    Skipped {
        player: usize,
        left: u32,
    },
    /// Under a wait, the card drawn was a 4 and was laid automatically.
    MadeIt {
        player: usize,
        card: Card,
    },
    SwapOffered {
        initiator: usize,
        target: usize,
    },
    Swapped {
        initiator: usize,
        target: usize,
    },
    Blocked {
        initiator: usize,
        target: usize,
    },
    /// A player went out; `place` counts from 1.
    Finished {
        player: usize,
        place: usize,
    },
    GameOver {
        winner: Option<usize>,
    },
    /// The action limit ended the game.
    ActionLimit,
    /// The cut turned up `card` onto the pile: a strong card the cutter may keep, or
    /// the card that starts the pile.
    CutCard {
        card: Card,
    },
    /// The cutter kept the strong card the cut turned up.
    Kept {
        player: usize,
        card: Card,
    },
    /// The hands were dealt.
    Dealt {
        dealer: usize,
    },
    /// A player laid their second-to-last card without saying "makao".
    MakaoMissed {
        player: usize,
    },
    /// The opponent's answer: pointed out (the penalty follows as a `Drew` event) or not.
    Challenge {
        challenger: usize,
        offender: usize,
        pointed_out: bool,
    },
    /// After an ace, its player must lay once more.
    PlaysAgain {
        player: usize,
    },
    /// An 8 skipped the player.
    PassedOver {
        player: usize,
    },
}

/// Where events go while an action is applied; nowhere for [`Game::apply_quietly`](super::Game::apply_quietly).
pub(crate) struct Log {
    pub(super) events: Vec<Event>,
    pub(super) on: bool,
}

impl Log {
    pub(super) fn push(&mut self, event: Event) {
        if self.on {
            self.events.push(event);
        }
    }
}

/// What applying an action did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Outcome {
    pub events: Vec<Event>,
}
