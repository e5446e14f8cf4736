//! The rule sets as data: one [`Rules`] value per set, consulted by the one engine.
//!
//! A new rule set is a new [`RuleSet`] name, a new `Rules` constant and, where it adds a
//! kind of card effect the others lack, a new [`Effect`] and the branch that applies it.

use std::fmt;
use std::str::FromStr;

use cards::{Card, Rank, Suit};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The name of a rule set, as typed on the command line and stored in a state file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RuleSet {
    /// The Polish console game (seed 000): the default.
    #[default]
    Polish,
    /// The C# console game (seed 001).
    Macau,
}

impl RuleSet {
    /// Every rule set, default first.
    pub const ALL: [RuleSet; 2] = [RuleSet::Polish, RuleSet::Macau];

    /// The rules this name stands for.
    pub fn rules(self) -> &'static Rules {
        match self {
            RuleSet::Polish => &POLISH,
            RuleSet::Macau => &MACAU,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            RuleSet::Polish => "polish",
            RuleSet::Macau => "macau",
        }
    }
}

impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

/// A name that is no rule set.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("\"{0}\" is not a rule set (polish or macau)")]
pub struct ParseRuleSetError(pub String);

impl FromStr for RuleSet {
    type Err = ParseRuleSetError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let wanted = text.trim().to_ascii_lowercase();
        RuleSet::ALL
            .into_iter()
            .find(|set| set.name() == wanted)
            .ok_or_else(|| ParseRuleSetError(text.trim().to_string()))
    }
}

/// Which draw cards answer a running draw attack.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Defence {
    /// Any draw card (2, 3, K♥, K♠) of the top's suit or rank (`polish`).
    AnyDrawCardBySuitOrRank,
    /// 2s and 3s answer 2s and 3s of the top's suit or rank; K♥ and K♠ answer only each
    /// other (`macau`).
    SameKind,
}

/// How long a jack's demand lasts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DemandLength {
    /// One turn for every player, ending after the demander's own next turn; a jack may
    /// answer only while the top is still a jack (`polish`).
    OneRound,
    /// Until the demander lays the demanded rank; a jack may answer at any time, and the
    /// demander must hold the rank demanded (`macau`).
    UntilDemanderLays,
}

/// What laying a card does beyond covering the pile.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Effect {
    None,
    /// The victim draws `cards`; `backwards` sends it to the player before the layer.
    Draw {
        cards: u32,
        backwards: bool,
    },
    /// The next player misses a turn.
    Wait,
    /// The layer may demand a rank.
    Demand,
    /// The layer names the suit to follow.
    ChooseSuit,
}

/// One rule set's settings. Every difference between the sets is a field here.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rules {
    pub set: RuleSet,
    pub min_players: usize,
    pub max_players: usize,
    /// Standard 52-card packs shuffled together.
    pub packs: usize,
    pub hand_size: usize,
    /// Whether kings may be laid several at once like other ranks.
    pub kings_together: bool,
    /// "Queen on everything, everything on a queen" (when no attack or demand is pending).
    pub queens_wild: bool,
    pub defence: Defence,
    /// Whether a drawn card may be laid in the same turn: the drawn-card rule, the
    /// first-penalty-card defence and the automatic 4 of `polish`.
    pub play_drawn_card: bool,
    pub demand: DemandLength,
    /// Whether "makao" / "po makale" must be said, and the cards a wrong call costs.
    pub calls: bool,
    pub call_penalty: u32,
    /// Whether the K♣ swap / K♦ block twist may be switched on.
    pub twist_allowed: bool,
    /// Cards the initiator of a blocked swap draws.
    pub block_penalty: u32,
}

/// The default rule set (seed 000).
pub const POLISH: Rules = Rules {
    set: RuleSet::Polish,
    min_players: 2,
    max_players: 4,
    packs: 1,
    hand_size: 5,
    kings_together: false,
    queens_wild: true,
    defence: Defence::AnyDrawCardBySuitOrRank,
    play_drawn_card: true,
    demand: DemandLength::OneRound,
    calls: true,
    call_penalty: 5,
    twist_allowed: true,
    block_penalty: 5,
};

/// The C# game's rules (seed 001): `polish` with the differences of the rules page.
pub const MACAU: Rules = Rules {
    set: RuleSet::Macau,
    kings_together: true,
    defence: Defence::SameKind,
    play_drawn_card: false,
    demand: DemandLength::UntilDemanderLays,
    calls: false,
    ..POLISH
};

/// Ranks a jack may demand (the non-action ranks).
pub const DEMANDABLE: [Rank; 6] = [
    Rank::Five,
    Rank::Six,
    Rank::Seven,
    Rank::Eight,
    Rank::Nine,
    Rank::Ten,
];

impl Rules {
    /// The effect of laying `card`, the same in `polish` and `macau` (the twist's kings
    /// are the game's business: they depend on an option, not on the rule set). A set
    /// with other special cards (`serbian`: 7s, 8s, 2♣) matches on `self.set` here.
    pub fn effect(&self, card: Card) -> Effect {
        match (card.rank, card.suit) {
            (Rank::Two, _) => Effect::Draw {
                cards: 2,
                backwards: false,
            },
            (Rank::Three, _) => Effect::Draw {
                cards: 3,
                backwards: false,
            },
            (Rank::King, Suit::Hearts) => Effect::Draw {
                cards: 5,
                backwards: false,
            },
            (Rank::King, Suit::Spades) => Effect::Draw {
                cards: 5,
                backwards: true,
            },
            (Rank::Four, _) => Effect::Wait,
            (Rank::Jack, _) => Effect::Demand,
            (Rank::Ace, _) => Effect::ChooseSuit,
            _ => Effect::None,
        }
    }

    pub fn is_draw_card(&self, card: Card) -> bool {
        matches!(self.effect(card), Effect::Draw { .. })
    }

    /// Whether `card` answers a running draw attack whose top card is `top`.
    pub fn defends_draw(&self, card: Card, top: Card) -> bool {
        if !self.is_draw_card(card) {
            return false;
        }
        match self.defence {
            Defence::AnyDrawCardBySuitOrRank => card.suit == top.suit || card.rank == top.rank,
            Defence::SameKind => {
                let kings = |c: Card| c.rank == Rank::King;
                if kings(card) || kings(top) {
                    kings(card) && kings(top)
                } else {
                    card.suit == top.suit || card.rank == top.rank
                }
            }
        }
    }

    /// Whether several cards of `rank` may be laid in one turn.
    pub fn may_lay_together(&self, rank: Rank) -> bool {
        rank != Rank::King || self.kings_together
    }

    /// Cards in play: every card of `packs` standard packs.
    pub fn deck(&self) -> Vec<Card> {
        cards::packs(self.packs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    #[test]
    fn rule_set_names_round_trip() {
        for set in RuleSet::ALL {
            assert_eq!(set.to_string().parse::<RuleSet>(), Ok(set));
            assert_eq!(set.rules().set, set);
        }
        assert_eq!("Polish".parse::<RuleSet>(), Ok(RuleSet::Polish));
        let err = "uno".parse::<RuleSet>().unwrap_err().to_string();
        assert!(err.contains("uno"), "{err}");
    }

    #[test]
    fn polish_defence_is_any_draw_card_by_suit_or_rank() {
        let r = &POLISH;
        assert!(r.defends_draw(card("3h"), card("2h")));
        assert!(r.defends_draw(card("kh"), card("2h")));
        assert!(r.defends_draw(card("2s"), card("2h")));
        assert!(r.defends_draw(card("ks"), card("kh")));
        assert!(!r.defends_draw(card("kc"), card("kh")));
        assert!(!r.defends_draw(card("3s"), card("2h")));
        assert!(!r.defends_draw(card("qh"), card("2h")));
    }

    #[test]
    fn macau_defence_keeps_kings_and_small_cards_apart() {
        let r = &MACAU;
        assert!(r.defends_draw(card("3h"), card("2h")));
        assert!(r.defends_draw(card("2s"), card("2h")));
        assert!(!r.defends_draw(card("kh"), card("2h")));
        assert!(!r.defends_draw(card("2s"), card("ks")));
        assert!(r.defends_draw(card("ks"), card("kh")));
        assert!(r.defends_draw(card("kh"), card("kc")));
        assert!(!r.defends_draw(card("kd"), card("kh")));
    }
}
