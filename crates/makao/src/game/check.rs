//! What may be laid and whether an action may be taken now.

use cards::{Card, Rank, Suit};

use crate::action::{Action, Call, Choice, Lay};
use crate::error::{RuleError, Shown, Situation};
use crate::rules::{DEMANDABLE, DemandLength, Effect, KING_OF_CLUBS, KING_OF_DIAMONDS, Rules};

use super::{Attack, Demand, Game, Phase};

/// What may begin a lay in an ordinary turn: worked out once per position, asked per card.
#[derive(Debug, Clone, Copy)]
pub(super) enum Lead {
    /// A draw card answering the attack on `top`.
    Defend {
        top: Card,
        cards: u32,
    },
    Four,
    /// The demanded rank (or, when allowed, a jack).
    Demanded {
        rank: Rank,
        jack_allowed: bool,
    },
    /// A card of `suit` or of the top's rank, or a queen or a jack where they are wild.
    Match {
        top: Card,
        suit: Suit,
        chosen: Option<Suit>,
        queens: bool,
        jacks: bool,
    },
}

/// A set of distinct cards as bits, in hand order (suit, then rank).
pub(super) type CardSet = u64;

pub(super) fn bit(card: Card) -> CardSet {
    1 << (card.suit as u32 * 13 + card.rank as u32)
}

pub(super) fn of_suit(suit: Suit) -> CardSet {
    0x1fff << (suit as u32 * 13)
}

pub(super) fn of_rank(rank: Rank) -> CardSet {
    (0x1 | 1 << 13 | 1 << 26 | 1 << 39) << (rank as u32)
}

pub(super) const EVERY_CARD: CardSet = (1 << 52) - 1;

/// The card of each bit.
pub(super) const BY_BIT: [Card; 52] = {
    let suits = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];
    let ranks = [
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];
    let mut all = [Card::new(Rank::Two, Suit::Spades); 52];
    let mut i = 0;
    while i < 52 {
        all[i] = Card::new(ranks[i % 13], suits[i / 13]);
        i += 1;
    }
    all
};

/// The cards of a set, in hand order.
pub(super) fn each_card(set: CardSet) -> impl Iterator<Item = Card> {
    let mut left = set;
    std::iter::from_fn(move || {
        (left != 0).then(|| {
            let card = BY_BIT[left.trailing_zeros() as usize];
            left &= left - 1;
            card
        })
    })
}

impl Lead {
    /// The cards of `held` that may lead: the one statement of this rule.
    pub(super) fn among(self, rules: &Rules, held: CardSet) -> CardSet {
        match self {
            Lead::Defend { top, .. } => each_card(held)
                .filter(|card| rules.defends_draw(*card, top))
                .fold(0, |set, card| set | bit(card)),
            Lead::Four => held & of_rank(Rank::Four),
            Lead::Demanded { rank, jack_allowed } => {
                held & (of_rank(rank) | if jack_allowed { of_rank(Rank::Jack) } else { 0 })
            }
            Lead::Match {
                top,
                suit,
                queens,
                jacks,
                ..
            } => {
                let mut wild = match (queens, top.rank) {
                    (false, _) => 0,
                    (true, Rank::Queen) => EVERY_CARD,
                    (true, _) => of_rank(Rank::Queen),
                };
                if jacks {
                    wild |= of_rank(Rank::Jack);
                }
                held & (of_suit(suit) | of_rank(top.rank) | wild)
            }
        }
    }

    pub(super) fn allows(self, rules: &Rules, card: Card) -> bool {
        self.among(rules, bit(card)) != 0
    }
}

impl Game {
    // ----- what may be laid -----

    pub(super) fn demand_on(&self, player: usize) -> Option<Demand> {
        self.demand.filter(|d| d.owes(player))
    }

    /// What a card must be to begin a lay of `player` in an ordinary turn.
    pub(super) fn lead(&self, player: usize) -> Lead {
        let top = self.top();
        match self.attack {
            Some(Attack::Draw { cards, .. }) => return Lead::Defend { top, cards },
            Some(Attack::Wait { .. }) => return Lead::Four,
            None => {}
        }
        if let Some(demand) = self.demand_on(player) {
            return Lead::Demanded {
                rank: demand.rank,
                jack_allowed: self.rules.jack_answers_demand(top),
            };
        }
        Lead::Match {
            top,
            suit: self.suit_to_follow(),
            chosen: self.suit,
            queens: self.rules.queens_wild,
            jacks: self.rules.jacks_wild,
        }
    }

    /// Whether `card` may begin a lay of `player` in an ordinary turn, and if not, why.
    pub(super) fn check_lead(&self, player: usize, card: Card) -> Result<(), RuleError> {
        let lead = self.lead(player);
        if lead.allows(self.rules, card) {
            return Ok(());
        }
        Err(match lead {
            Lead::Defend { top, cards } => RuleError::NotADefence {
                card: Shown(card),
                top: Shown(top),
                cards,
                defence: self.rules.defence_words(top, "its"),
            },
            Lead::Four => RuleError::NotAFour(Shown(card)),
            Lead::Demanded { rank, jack_allowed } => RuleError::Demanded {
                card: Shown(card),
                rank,
                jack_allowed,
            },
            Lead::Match { top, chosen, .. } => RuleError::NoMatch {
                card: Shown(card),
                top: Shown(top),
                chosen,
            },
        })
    }

    pub(crate) fn may_lead(&self, player: usize, card: Card) -> bool {
        self.lead(player).allows(self.rules, card)
    }

    pub(crate) fn can_lead(&self, player: usize) -> bool {
        let held = self.hands[player].iter().fold(0, |set, c| set | bit(*c));
        self.lead(player).among(self.rules, held) != 0
    }

    /// Under a wait, `polish` lets a player without a 4 draw one, hoping for a 4.
    pub(super) fn may_try_for_four(&self, player: usize) -> bool {
        self.rules.play_drawn_card
            && matches!(self.attack, Some(Attack::Wait { .. }))
            && !self.hands[player].iter().any(|c| c.rank == Rank::Four)
    }

    /// Whether `choice` may go with `cards` laid by `player`, and if not, why.
    pub(super) fn check_choice(
        &self,
        player: usize,
        cards: &[Card],
        choice: Choice,
    ) -> Result<(), RuleError> {
        let first = cards[0];
        let effect = self.rules.effect(first);
        let refuse = || RuleError::ChoiceNotFor {
            card: Shown(first),
            choice,
        };
        match choice {
            Choice::None if effect == Effect::ChooseSuit => {
                Err(RuleError::SuitNeeded(Shown(first)))
            }
            Choice::None => Ok(()),
            Choice::Suit(_) if effect == Effect::ChooseSuit => Ok(()),
            Choice::Suit(_) => Err(refuse()),
            Choice::Demand(rank) => {
                if effect != Effect::Demand {
                    Err(refuse())
                } else if !DEMANDABLE.contains(&rank) {
                    Err(RuleError::NotDemandable(rank))
                } else if self.rules.demand == DemandLength::UntilDemanderLays
                    && !self.hands[player].iter().any(|c| c.rank == rank)
                {
                    Err(RuleError::DemandNotHeld(rank))
                } else {
                    Ok(())
                }
            }
            Choice::Swap(target) => {
                if !self.config.twist || !cards.contains(&KING_OF_CLUBS) {
                    Err(refuse())
                } else if cards.iter().any(|c| self.rules.is_draw_card(*c)) {
                    Err(RuleError::SwapWithAttack)
                } else if target >= self.config.players
                    || target == player
                    || self.is_finished(target)
                {
                    Err(RuleError::BadSwapTarget(target))
                } else {
                    Ok(())
                }
            }
        }
    }

    /// Calls `each` with every choice that might go with a lay led by `lead`; the legal
    /// ones are those [`Game::check_choice`] accepts.
    pub(super) fn for_each_candidate(&self, lead: Card, mut each: impl FnMut(Choice)) {
        each(Choice::None);
        match self.rules.effect(lead) {
            Effect::ChooseSuit => Suit::all().for_each(|suit| each(Choice::Suit(suit))),
            Effect::Demand => DEMANDABLE.iter().for_each(|r| each(Choice::Demand(*r))),
            _ => {}
        }
        // K♣ may follow another king in a multi-lay: any king may lead a swap.
        if self.config.twist && lead.rank == Rank::King {
            (0..self.config.players).for_each(|p| each(Choice::Swap(p)));
        }
    }

    /// Whether lays led by `lead` offer no choice at all (most cards).
    pub(super) fn plain_lay(&self, lead: Card) -> bool {
        let chooses = matches!(self.rules.effect(lead), Effect::ChooseSuit | Effect::Demand);
        let may_swap = self.config.twist && lead.rank == Rank::King;
        !chooses && !may_swap
    }

    pub(super) fn check_lay(&self, lay: &Lay) -> Result<(), RuleError> {
        let player = self.current;
        let first = lay.first();
        match (self.phase, self.drawn) {
            (Phase::Turn | Phase::Again | Phase::AfterPenalty, _) => {
                self.check_lead(player, first)?
            }
            (Phase::Drawn | Phase::PenaltyDrawn, Some(drawn)) if first != drawn => {
                let other = if self.phase == Phase::Drawn {
                    "pass"
                } else {
                    "take the rest"
                };
                return Err(RuleError::MustLayDrawn(Shown(drawn), other));
            }
            (Phase::Drawn | Phase::PenaltyDrawn, _) => {}
            _ => return Err(self.not_now("lay cards")),
        }
        if let Some(other) = lay.cards().iter().find(|c| c.rank != first.rank) {
            return Err(RuleError::MixedRanks {
                first: Shown(first),
                other: Shown(*other),
            });
        }
        if lay.len() > 1 && !self.rules.several_at_once {
            return Err(RuleError::OneAtATime);
        }
        if lay.len() > 1 && !self.rules.may_lay_together(first.rank) {
            return Err(RuleError::KingsOneAtATime);
        }
        if let Some(card) = self.missing_from_hand(player, lay.cards()) {
            return Err(RuleError::NotHeld(Shown(card)));
        }
        if !self.rules.calls && lay.calls().iter().any(Option::is_some) {
            return Err(RuleError::NoCalls);
        }
        self.check_choice(player, lay.cards(), lay.choice())
    }

    /// The first of `cards` that `player` does not hold (as often as it is named).
    pub fn missing_from_hand(&self, player: usize, cards: &[Card]) -> Option<Card> {
        Game::missing_from(self.hand(player), cards)
    }

    /// The first of `cards` that `hand` does not hold (as often as it is named): shared
    /// with [`crate::View`], so a table reading a typed move needs only the seat's view.
    pub(crate) fn missing_from(hand: &[Card], cards: &[Card]) -> Option<Card> {
        let held = hand.iter().fold(0, |set, c| set | bit(*c));
        let named = cards.iter().fold(0, |set, c| set | bit(*c));
        let distinct = |set: CardSet, len: usize| set.count_ones() as usize == len;
        if distinct(held, hand.len()) && distinct(named, cards.len()) {
            // No card twice on either side: set inclusion says it all.
            return cards.iter().copied().find(|c| held & bit(*c) == 0);
        }
        cards.iter().copied().find(|card| {
            let laid = cards.iter().filter(|c| *c == card).count();
            laid > hand.iter().filter(|c| *c == card).count()
        })
    }

    /// Describes what the player to move may do, for refusals.
    pub(super) fn not_now(&self, what: &'static str) -> RuleError {
        let situation = Situation {
            phase: self.phase,
            attack: self.attack,
        };
        RuleError::NotNow { what, situation }
    }

    /// Whether `apply` would accept `action`, and if not, why.
    pub fn check(&self, action: Action) -> Result<(), RuleError> {
        if self.phase == Phase::Over {
            return Err(RuleError::GameOver);
        }
        let player = self.current;
        let calls_ok = |call: Option<Call>| {
            if call.is_some() && !self.rules.calls {
                Err(RuleError::NoCalls)
            } else {
                Ok(())
            }
        };
        match action {
            Action::Lay(lay) => self.check_lay(&lay),
            Action::Draw => match (self.phase, self.attack) {
                (Phase::Turn, None) => Ok(()),
                (Phase::Again, _) if !self.can_lead(player) => Ok(()),
                (Phase::Turn, Some(Attack::Wait { .. })) if self.may_try_for_four(player) => Ok(()),
                _ => Err(self.not_now("draw")),
            },
            Action::Take => match (self.phase, self.attack) {
                (Phase::Turn | Phase::PenaltyDrawn, Some(Attack::Draw { .. })) => Ok(()),
                _ => Err(self.not_now("take a penalty")),
            },
            Action::Wait => match (self.phase, self.attack) {
                (Phase::Turn, Some(Attack::Wait { .. })) => Ok(()),
                _ => Err(self.not_now("wait")),
            },
            Action::Pass if matches!(self.phase, Phase::Drawn | Phase::AfterPenalty) => Ok(()),
            Action::Pass => Err(self.not_now("pass")),
            Action::Say(call) if self.phase == Phase::Question => calls_ok(call),
            Action::Say(_) => Err(self.not_now("answer a question")),
            Action::Accept(call) if matches!(self.phase, Phase::Swap { .. }) => calls_ok(call),
            Action::Accept(_) => Err(self.not_now("accept a swap")),
            Action::Block(call) if matches!(self.phase, Phase::Swap { .. }) => {
                if self.hands[player].contains(&KING_OF_DIAMONDS) {
                    calls_ok(call)
                } else {
                    Err(RuleError::NoBlocker)
                }
            }
            Action::Block(_) => Err(self.not_now("block a swap")),
            Action::Keep | Action::Turn if self.phase == Phase::Cut => Ok(()),
            Action::Keep => Err(self.not_now("keep a cut card")),
            Action::Turn => Err(self.not_now("turn up a cut card")),
            Action::Challenge(_) if matches!(self.phase, Phase::Challenge { .. }) => Ok(()),
            Action::Challenge(_) => Err(self.not_now("answer a challenge")),
        }
    }
}
