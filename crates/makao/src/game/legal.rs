//! The legal-action list: every distinct choice of the player to move, once.

use cards::Card;

use crate::action::{Action, Call, Choice, Lay, MAX_LAY};
use crate::rules::KING_OF_DIAMONDS;

use super::check::{CardSet, bit, each_card, of_rank};
use super::{Attack, Game, Phase};

impl Game {
    // ----- the legal actions -----

    /// Every action the player to move may take, each distinct choice once, lays with
    /// the calls the rules require. `apply` also accepts a listed lay with other calls
    /// (or none), and then charges the call penalty: a person may err, a list need not.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.legal_actions_into(&mut out);
        out
    }

    /// The listed action that lays nothing (draw, take, wait, pass, accept, the neutral
    /// answer), which front ends offer as "play nothing"; `None` at a cut or a challenge,
    /// which are yes-or-no questions, and when only lays are listed.
    pub fn pass_action(&self) -> Option<Action> {
        Game::pass_among(self.phase, &self.legal_actions())
    }

    /// [`Game::pass_action`] from the phase and the legal list, which a
    /// [`crate::View`] has too.
    pub(crate) fn pass_among(phase: Phase, legal: &[Action]) -> Option<Action> {
        if matches!(phase, Phase::Cut | Phase::Challenge { .. }) {
            return None;
        }
        legal
            .iter()
            .copied()
            .find(|action| !matches!(action, Action::Lay(_)))
    }

    /// [`Game::legal_actions`] into a buffer, cleared first (saves allocations in
    /// simulations).
    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        let player = self.current;
        match self.phase {
            Phase::Over => {}
            Phase::Turn => {
                self.push_lead_lays(player, out);
                match self.attack {
                    Some(Attack::Draw { .. }) => out.push(Action::Take),
                    Some(Attack::Wait { .. }) => {
                        out.push(Action::Wait);
                        if self.may_try_for_four(player) {
                            out.push(Action::Draw);
                        }
                    }
                    None => out.push(Action::Draw),
                }
            }
            Phase::Drawn | Phase::PenaltyDrawn => {
                if let Some(card) = self.drawn {
                    let held = self.hands[player].iter().fold(0, |set, c| set | bit(*c));
                    self.push_lays(player, card, held, out);
                }
                out.push(if self.phase == Phase::Drawn {
                    Action::Pass
                } else {
                    Action::Take
                });
            }
            Phase::Again => {
                self.push_lead_lays(player, out);
                if out.is_empty() {
                    out.push(Action::Draw);
                }
            }
            Phase::AfterPenalty => {
                self.push_lead_lays(player, out);
                out.push(Action::Pass);
            }
            Phase::Cut => out.extend([Action::Keep, Action::Turn]),
            Phase::Challenge { .. } => {
                out.extend([Action::Challenge(true), Action::Challenge(false)])
            }
            Phase::Question => out.push(Action::Say(self.call_due(self.hands[player].len()))),
            Phase::Swap { initiator } => {
                out.push(Action::Accept(self.call_due(self.hands[initiator].len())));
                let hand = &self.hands[player];
                if hand.contains(&KING_OF_DIAMONDS) {
                    out.push(Action::Block(self.call_due(hand.len() - 1)));
                }
            }
        }
    }

    /// Every lay the player may begin now with a card of their hand.
    pub(super) fn push_lead_lays(&self, player: usize, out: &mut Vec<Action>) {
        let hand = &self.hands[player];
        let mut held = 0;
        let mut per_rank = [0u8; 13];
        for card in hand {
            held |= bit(*card);
            per_rank[card.rank as usize] += 1;
        }
        // Each distinct card once, in hand order.
        for card in each_card(self.lead(player).among(self.rules, held)) {
            if per_rank[card.rank as usize] == 1 && self.plain_lay(card) {
                // Most cards: alone of their rank, with no choice to make.
                let call = self.call_due(hand.len() - 1);
                out.push(Action::Lay(Lay::single(card).with_call(0, call)));
            } else {
                self.push_lays(player, card, held, out);
            }
        }
    }

    /// Every lay that starts with `lead`: alone, then followed by any sequence of the
    /// other cards of its rank in hand (distinct cards once each).
    pub(super) fn push_lays(
        &self,
        player: usize,
        lead: Card,
        held: CardSet,
        out: &mut Vec<Action>,
    ) {
        let hand = &self.hands[player];
        let mut rest = [lead; MAX_LAY];
        let mut rest_len = 0;
        let mut keep = |card: Card| {
            if rest_len < MAX_LAY {
                rest[rest_len] = card;
                rest_len += 1;
            }
        };
        let same_rank = held & of_rank(lead.rank) & !bit(lead);
        if hand.len() == held.count_ones() as usize {
            // No card twice in hand: the set says it all.
            each_card(same_rank).for_each(&mut keep);
        } else {
            let mut skipped_lead = false;
            for card in hand.iter().filter(|c| c.rank == lead.rank) {
                if *card == lead && !skipped_lead {
                    skipped_lead = true;
                } else {
                    keep(*card);
                }
            }
        }
        // The call due after each card depends only on how many cards are left.
        let mut calls = [None; MAX_LAY];
        for (i, call) in calls.iter_mut().enumerate().take(rest_len + 1) {
            *call = self.call_due(hand.len() - i - 1);
        }
        let lays = LayList {
            player,
            plain: self.plain_lay(lead),
            together: self.rules.may_lay_together(lead.rank),
            calls,
        };
        let mut lay = Lay::single(lead).with_call(0, calls[0]);
        self.extend_lays(&lays, &mut lay, &rest[..rest_len], out);
    }

    /// Records `lay` and every longer lay taking more cards from `rest` (sorted, so
    /// equal cards sit together and are tried once). `lay` is grown in place and left
    /// as it came.
    pub(super) fn extend_lays(
        &self,
        lays: &LayList,
        lay: &mut Lay,
        rest: &[Card],
        out: &mut Vec<Action>,
    ) {
        self.push_lay_variants(lays, lay, out);
        if !lays.together {
            return;
        }
        for (i, card) in rest.iter().enumerate() {
            if i > 0 && rest[i - 1] == *card {
                continue;
            }
            if !lay.push_with_call(*card, lays.calls[lay.len()]) {
                return;
            }
            let mut remaining = [*card; MAX_LAY];
            let mut count = 0;
            for (j, other) in rest.iter().enumerate() {
                if j != i {
                    remaining[count] = *other;
                    count += 1;
                }
            }
            self.extend_lays(lays, lay, &remaining[..count], out);
            lay.pop();
        }
    }

    /// `lay` with each choice the rules allow for it.
    pub(super) fn push_lay_variants(&self, lays: &LayList, lay: &Lay, out: &mut Vec<Action>) {
        let lay = *lay;
        if lays.plain {
            out.push(Action::Lay(lay));
            return;
        }
        self.for_each_candidate(lay.first(), |choice| {
            if self.check_choice(lays.player, lay.cards(), choice).is_err() {
                return;
            }
            // The initiator's calls have no effect during a swap: none are listed.
            let lay = match choice {
                Choice::Swap(_) => lay.without_calls(),
                _ => lay,
            };
            out.push(Action::Lay(lay.with_choice(choice)));
        });
    }
}

/// What every lay listed from one lead card shares.
pub(super) struct LayList {
    player: usize,
    /// No choice to make: the lay is listed as it is.
    plain: bool,
    together: bool,
    /// The call due after the card at each position.
    calls: [Option<Call>; MAX_LAY],
}
