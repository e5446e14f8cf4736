//! Refusals of actions, in words a player understands.

use std::fmt;

use cards::{Card, Rank};
use thiserror::Error;

use crate::action::Choice;

/// Shows a card in the ASCII notation (`10H`), which every terminal can print.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shown(pub Card);

impl fmt::Display for Shown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:#}", self.0)
    }
}

/// Why `apply` refused an action. The state is untouched whenever one is returned.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RuleError {
    #[error("the game is over")]
    GameOver,
    #[error("you do not hold {0}")]
    NotHeld(Shown),
    #[error("cards laid together must share one rank ({first} and {other} do not)")]
    MixedRanks { first: Shown, other: Shown },
    #[error("kings are laid one at a time in these rules")]
    KingsOneAtATime,
    #[error("one card is laid at a time in these rules")]
    OneAtATime,
    #[error("{card} does not match {top}{}", suit_note(*.chosen))]
    NoMatch {
        card: Shown,
        top: Shown,
        chosen: Option<cards::Suit>,
    },
    #[error("{card} does not answer the attack on {top}: defend with {defence}, or take {cards}")]
    NotADefence {
        card: Shown,
        top: Shown,
        cards: u32,
        defence: String,
    },
    #[error("{0} does not answer a wait: only a 4 does (or wait)")]
    NotAFour(Shown),
    #[error("{card} is not allowed: {} {rank} is demanded{}", rank.article(), if *.jack_allowed { " (or a jack)" } else { "" })]
    Demanded {
        card: Shown,
        rank: Rank,
        jack_allowed: bool,
    },
    #[error("lay the card you drew ({0}) first, or {1}")]
    MustLayDrawn(Shown, &'static str),
    #[error("{0} needs a suit to follow, for example `{example} suit h`", example = .0.0.ascii().to_lowercase())]
    SuitNeeded(Shown),
    #[error("{card} cannot take {}", choice_words(*.choice))]
    ChoiceNotFor { card: Shown, choice: Choice },
    #[error("{0} cannot be demanded: only 5, 6, 7, 8, 9 or 10 (or none)")]
    NotDemandable(Rank),
    #[error("you may only demand a rank you hold, and you hold no {0}")]
    DemandNotHeld(Rank),
    #[error("a K♣ laid with a draw card cannot swap")]
    SwapWithAttack,
    #[error("there is no player {} to swap with", .0 + 1)]
    BadSwapTarget(usize),
    #[error("calls (makao, po makale) are not used in these rules")]
    NoCalls,
    #[error("you hold no K♦ to block the swap with")]
    NoBlocker,
    #[error("you cannot {what} now: {situation}")]
    NotNow {
        what: &'static str,
        situation: Situation,
    },
}

/// What the player to move may do instead, for a refusal: the phase, and the attack
/// where one is on. Data, so each front end says it in its reader's words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Situation {
    pub phase: crate::Phase,
    pub attack: Option<crate::Attack>,
}

impl std::fmt::Display for Situation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use crate::{Attack, Phase};
        match (self.phase, self.attack) {
            (Phase::Turn, Some(Attack::Draw { cards, .. })) => {
                write!(f, "you are attacked for {cards} cards: defend or take")
            }
            (Phase::Turn, Some(Attack::Wait { turns })) => {
                write!(f, "you are to wait {turns} turn(s): lay a 4 or wait")
            }
            (Phase::Turn, None) => f.write_str("it is your turn: lay cards or draw"),
            (Phase::Drawn, _) => f.write_str("lay the card you drew, or pass"),
            (Phase::PenaltyDrawn, _) => {
                f.write_str("lay the penalty card you drew, or take the rest")
            }
            (Phase::Question, _) => f.write_str("answer the question: ok, or a call"),
            (Phase::Swap { initiator }, _) => write!(
                f,
                "player {} wants to swap hands with you: accept or block",
                initiator + 1
            ),
            (Phase::Cut, _) => f.write_str("you cut: keep the strong card, or turn it up"),
            (Phase::Again, _) => {
                f.write_str("after your ace, lay another matching card (draw only without one)")
            }
            (Phase::AfterPenalty, _) => {
                f.write_str("you took the penalty: lay one matching card, or pass")
            }
            (Phase::Challenge { offender }, _) => write!(
                f,
                "player {} did not say \"makao\": challenge or forgive",
                offender + 1
            ),
            (Phase::Over, _) => f.write_str("the game is over"),
        }
    }
}

fn suit_note(chosen: Option<cards::Suit>) -> String {
    match chosen {
        Some(suit) => format!(" (the suit to follow is {})", suit.letter()),
        None => String::new(),
    }
}

fn choice_words(choice: Choice) -> String {
    match choice {
        Choice::None => "no choice".to_string(),
        Choice::Suit(suit) => format!("a suit (suit {})", suit.letter().to_ascii_lowercase()),
        Choice::Demand(rank) => format!("a demand (demand {rank})"),
        Choice::Swap(player) => format!("a swap (swap {})", player + 1),
    }
}
