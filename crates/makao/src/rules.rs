//! The rule sets as data: one [`Rules`] value per set, consulted by the one engine.
//!
//! A new rule set is a new [`RuleSet`] name, a new `Rules` constant and, where it adds a
//! kind of card effect the others lack, a new [`Effect`] and the branch that applies it.

use cards::{Card, Rank, Suit};
use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::action::Call;

/// The name of a rule set, as typed on the command line and stored in a state file.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    Default,
    Serialize,
    Deserialize,
    strum::EnumIter,
    strum::IntoStaticStr,
)]
#[serde(rename_all = "lowercase")]
#[strum(serialize_all = "lowercase")]
pub enum RuleSet {
    /// The Polish console game (seed 000): the default.
    #[default]
    Polish,
    /// The C# console game (seed 001).
    Macau,
    /// The Serbian rules (seed 004): two players, two packs, the cut, scored hands.
    Serbian,
}

impl RuleSet {
    /// Every rule set, default first.
    pub const ALL: [RuleSet; 3] = [RuleSet::Polish, RuleSet::Macau, RuleSet::Serbian];

    /// The rules this name stands for.
    pub fn rules(self) -> &'static Rules {
        match self {
            RuleSet::Polish => &POLISH,
            RuleSet::Macau => &MACAU,
            RuleSet::Serbian => &SERBIAN,
        }
    }

    pub fn name(self) -> &'static str {
        self.into()
    }
}

/// A name that is no rule set.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("\"{0}\" is not a rule set (polish, macau or serbian)")]
pub struct ParseRuleSetError(pub String);

contract::text_by_name!(RuleSet, ParseRuleSetError, ParseRuleSetError);

/// Which draw cards answer a running draw attack.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Defence {
    /// Any draw card (2, 3, K♥, K♠) of the top's suit or rank (`polish`).
    AnyDrawCardBySuitOrRank,
    /// 2s and 3s answer 2s and 3s of the top's suit or rank; K♥ and K♠ answer only each
    /// other (`macau`).
    SameKind,
    /// Any seven, and nothing else (`serbian`).
    Sevens,
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
    /// The layer must lay one more matching card at once (a `serbian` ace).
    PlayAgain,
    /// The next player is skipped (a `serbian` 8).
    Skip,
    /// The previous player draws `cards` at once, unanswerable (the `serbian` 2♣).
    PreviousDraws {
        cards: u32,
    },
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
    /// Cards dealt to a player at a time (the deal goes round until hands are full).
    pub deal_batch: usize,
    /// Strong cards in a row the cutter may keep before the deal; 0: no cut.
    pub cut_keeps: usize,
    /// Whether several cards of one rank may be laid in one turn.
    pub several_at_once: bool,
    /// Whether kings may be laid several at once like other ranks.
    pub kings_together: bool,
    /// "Queen on everything, everything on a queen" (when no attack or demand is pending).
    pub queens_wild: bool,
    /// A jack goes on anything (but never answers an attack).
    pub jacks_wild: bool,
    pub defence: Defence,
    /// Whether a drawn card may be laid in the same turn: the drawn-card rule, the
    /// first-penalty-card defence and the automatic 4 of `polish`.
    pub play_drawn_card: bool,
    /// Whether a drawn card that matches may be laid even when it was drawn on purpose
    /// (`serbian`; the penalty and wait rules of `play_drawn_card` stay off).
    pub lay_any_drawn_card: bool,
    /// Whether the victim of a draw attack may lay one matching card after taking it.
    pub lay_after_penalty: bool,
    pub demand: DemandLength,
    /// Whether "makao" (and, unless `challenge`, "po makale") must be said, and the
    /// cards a wrong call costs.
    pub calls: bool,
    pub call_penalty: u32,
    /// A missing "makao" is not checked by the game: the opponent may point it out (and
    /// then the offender draws `call_penalty`). Nothing else is checked.
    pub challenge: bool,
    /// Whether the K♣ swap / K♦ block twist may be switched on.
    pub twist_allowed: bool,
    /// Cards the initiator of a blocked swap draws.
    pub block_penalty: u32,
    /// Whether a finished hand scores points (see [`crate::scoring`]).
    pub scored: bool,
}

/// The default rule set (seed 000).
pub const POLISH: Rules = Rules {
    set: RuleSet::Polish,
    min_players: 2,
    max_players: 4,
    packs: 1,
    hand_size: 5,
    deal_batch: 1,
    cut_keeps: 0,
    several_at_once: true,
    kings_together: false,
    queens_wild: true,
    jacks_wild: false,
    defence: Defence::AnyDrawCardBySuitOrRank,
    play_drawn_card: true,
    lay_any_drawn_card: false,
    lay_after_penalty: false,
    demand: DemandLength::OneRound,
    calls: true,
    call_penalty: 5,
    challenge: false,
    twist_allowed: true,
    block_penalty: 5,
    scored: false,
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

/// The Serbian rules (seed 004): their card effects are in [`Rules::effect`].
pub const SERBIAN: Rules = Rules {
    set: RuleSet::Serbian,
    min_players: 2,
    max_players: 2,
    packs: 2,
    hand_size: 6,
    deal_batch: 3,
    cut_keeps: 3,
    several_at_once: false,
    kings_together: false,
    queens_wild: false,
    jacks_wild: true,
    defence: Defence::Sevens,
    play_drawn_card: false,
    lay_any_drawn_card: true,
    lay_after_penalty: true,
    demand: DemandLength::OneRound,
    calls: true,
    call_penalty: 2,
    challenge: true,
    twist_allowed: false,
    block_penalty: 0,
    scored: true,
};

/// With the twist, K♣ swaps hands and K♦ blocks the swap.
pub const KING_OF_CLUBS: Card = Card::new(Rank::King, Suit::Clubs);
pub const KING_OF_DIAMONDS: Card = Card::new(Rank::King, Suit::Diamonds);

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
    /// The effect of laying `card`. `polish` and `macau` share theirs (the twist's
    /// kings are the game's business: they depend on an option, not on the rule set);
    /// `serbian` has its own strong cards.
    pub fn effect(&self, card: Card) -> Effect {
        if self.set == RuleSet::Serbian {
            return match (card.rank, card.suit) {
                (Rank::Seven, _) => Effect::Draw {
                    cards: 2,
                    backwards: false,
                },
                (Rank::Two, Suit::Clubs) => Effect::PreviousDraws { cards: 4 },
                (Rank::Eight, _) => Effect::Skip,
                (Rank::Jack, _) => Effect::ChooseSuit,
                (Rank::Ace, _) => Effect::PlayAgain,
                _ => Effect::None,
            };
        }
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

    /// Whether some card of `rank` starts a draw attack (a draw attack needs one on top).
    pub fn is_attack_rank(&self, rank: Rank) -> bool {
        Suit::all().any(|suit| self.is_draw_card(Card::new(rank, suit)))
    }

    /// A card the cutter may keep: in `serbian` the strong cards (A, 2♣, 7, 8, J), which
    /// are exactly those with an effect.
    pub fn is_strong(&self, card: Card) -> bool {
        self.cut_keeps > 0 && self.effect(card) != Effect::None
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
            Defence::Sevens => card.rank == Rank::Seven,
        }
    }

    /// What answers a running draw attack whose top card is `top`, in words (as
    /// [`Rules::defends_draw`] decides); `whose` names the top in the sentence ("its",
    /// "the top's").
    pub fn defence_words(&self, top: Card, whose: &str) -> String {
        match self.defence {
            Defence::AnyDrawCardBySuitOrRank => format!("a 2, 3, K♥ or K♠ of {whose} suit or rank"),
            Defence::SameKind if top.rank == Rank::King => "K♥ or K♠".to_string(),
            Defence::SameKind => format!("a 2 or 3 of {whose} suit or rank"),
            Defence::Sevens => "a seven".to_string(),
        }
    }

    /// Whether a jack may answer a running demand while `top` is on the pile.
    pub fn jack_answers_demand(&self, top: Card) -> bool {
        match self.demand {
            DemandLength::OneRound => top.rank == Rank::Jack,
            DemandLength::UntilDemanderLays => true,
        }
    }

    /// Whether several cards of `rank` may be laid in one turn.
    pub fn may_lay_together(&self, rank: Rank) -> bool {
        self.several_at_once && (rank != Rank::King || self.kings_together)
    }

    /// The call due after a card that leaves `cards` in hand, if these rules have calls:
    /// "makao" for one card, and (unless calls are challenged) "po makale" for none.
    pub fn call_due(&self, cards: usize) -> Option<Call> {
        match Call::due(cards) {
            _ if !self.calls => None,
            Some(Call::PoMakale) if self.challenge => None,
            due => due,
        }
    }

    /// Whether these rules have `call` at all (a card leaving one card in hand, or none).
    pub fn has_call(&self, call: Call) -> bool {
        (0..2).any(|cards| self.call_due(cards) == Some(call))
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
    fn each_rule_set_has_its_own_calls() {
        let polish = RuleSet::Polish.rules();
        assert!(polish.has_call(Call::Makao) && polish.has_call(Call::PoMakale));
        let serbian = RuleSet::Serbian.rules();
        assert!(serbian.has_call(Call::Makao) && !serbian.has_call(Call::PoMakale));
        let macau = RuleSet::Macau.rules();
        assert!(!macau.has_call(Call::Makao) && !macau.has_call(Call::PoMakale));
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
    fn defence_words_say_what_defends_draw_allows() {
        assert_eq!(
            POLISH.defence_words(card("2h"), "its"),
            "a 2, 3, K♥ or K♠ of its suit or rank"
        );
        assert_eq!(
            MACAU.defence_words(card("3c"), "the top's"),
            "a 2 or 3 of the top's suit or rank"
        );
        assert_eq!(MACAU.defence_words(card("kh"), "its"), "K♥ or K♠");
        assert_eq!(SERBIAN.defence_words(card("7d"), "its"), "a seven");
    }

    #[test]
    fn a_jack_answers_a_demand_only_on_a_jack_in_polish_and_always_in_macau() {
        assert!(POLISH.jack_answers_demand(card("jh")));
        assert!(!POLISH.jack_answers_demand(card("7h")));
        assert!(MACAU.jack_answers_demand(card("7h")));
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
    fn serbian_strong_cards_are_a_2c_7_8_j_and_only_sevens_defend() {
        let r = &SERBIAN;
        for text in ["as", "2c", "7h", "8d", "jc"] {
            assert!(r.is_strong(card(text)), "{text}");
        }
        for text in ["2s", "3c", "qh", "kd", "10s"] {
            assert!(!r.is_strong(card(text)), "{text}");
            assert!(!POLISH.is_strong(card(text)), "{text}");
        }
        assert!(r.defends_draw(card("7s"), card("7h")));
        assert!(!r.defends_draw(card("jh"), card("7h")));
        assert!(!r.defends_draw(card("2c"), card("7c")));
        assert!(r.is_attack_rank(Rank::Seven));
        assert!(!r.is_attack_rank(Rank::Two));
        assert!(POLISH.is_attack_rank(Rank::King));
        assert!(!r.may_lay_together(Rank::Five));
        assert_eq!(r.call_due(1), Some(Call::Makao));
        assert_eq!(r.call_due(0), None);
        assert_eq!(POLISH.call_due(0), Some(Call::PoMakale));
        assert_eq!(MACAU.call_due(1), None);
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
