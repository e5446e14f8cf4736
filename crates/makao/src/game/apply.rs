//! What applying an action changes.

use cards::{Card, Rank};

use crate::action::{Action, Call, Choice, Lay};
use crate::error::RuleError;
use crate::rules::{DemandLength, Effect, KING_OF_DIAMONDS};

use super::{ACTION_LIMIT, Attack, Demand, DrawReason, Event, Game, Log, Outcome, Phase};

impl Game {
    /// Performs `action` for the player to move, or refuses it with the reason and
    /// changes nothing. See [`Game::legal_actions`] for lays with wrong calls.
    pub fn apply(&mut self, action: Action) -> Result<Outcome, RuleError> {
        let mut log = Log {
            events: Vec::new(),
            on: true,
        };
        self.apply_logged(action, &mut log)?;
        Ok(Outcome { events: log.events })
    }

    /// [`Game::apply`] without recording what happened: for simulations, which only
    /// want the result.
    pub fn apply_quietly(&mut self, action: Action) -> Result<(), RuleError> {
        let mut log = Log {
            events: Vec::new(),
            on: false,
        };
        self.apply_logged(action, &mut log)
    }

    pub(super) fn apply_logged(&mut self, action: Action, out: &mut Log) -> Result<(), RuleError> {
        self.check(action)?;
        self.perform(action, out);
        self.actions += 1;
        if self.phase != Phase::Over && self.actions >= ACTION_LIMIT {
            self.phase = Phase::Over;
            out.push(Event::ActionLimit);
            out.push(Event::GameOver {
                winner: self.winner(),
            });
        }
        Ok(())
    }

    pub(super) fn perform(&mut self, action: Action, out: &mut Log) {
        let player = self.current;
        match action {
            Action::Lay(lay) => self.perform_lay(lay, out),
            Action::Draw => match self.attack {
                Some(Attack::Wait { turns }) => self.try_for_four(player, turns, out),
                _ => self.draw_instead(player, out),
            },
            Action::Take => {
                if let Some(Attack::Draw { cards, .. }) = self.attack.take() {
                    self.draw(player, cards, DrawReason::Attack, out);
                }
                // `serbian`: one matching card may follow, without drawing again.
                if self.rules.lay_after_penalty && self.can_lead(player) {
                    self.phase = Phase::AfterPenalty;
                    self.drawn = None;
                    return;
                }
                self.end_turn(player, out);
            }
            Action::Wait => {
                if let Some(Attack::Wait { turns }) = self.attack {
                    self.accept_wait(player, turns, out);
                }
            }
            Action::Pass => self.end_turn(player, out),
            Action::Say(call) => {
                self.check_call(player, call, out);
                if self.hands[player].is_empty() && self.finish(player, out) {
                    return;
                }
                self.end_turn(player, out);
            }
            Action::Accept(call) => {
                if let Phase::Swap { initiator } = self.phase {
                    self.hands.swap(initiator, player);
                    out.push(Event::Swapped {
                        initiator,
                        target: player,
                    });
                    self.settle_swap(initiator, player, call, out);
                }
            }
            Action::Keep => {
                if let Some(card) = self.discard.draw() {
                    let hand = &mut self.hands[player];
                    let at = hand.partition_point(|c| *c <= card);
                    hand.insert(at, card);
                    let kept = &mut self.kept[player];
                    let at = kept.partition_point(|c| *c <= card);
                    kept.insert(at, card);
                    out.push(Event::Kept { player, card });
                }
                self.turn_up_cut_card(out);
            }
            Action::Turn => {
                self.deal();
                out.push(Event::Dealt {
                    dealer: self.dealer,
                });
                self.start_turn(player, out);
            }
            Action::Challenge(pointed_out) => {
                if let Phase::Challenge { offender } = self.phase {
                    out.push(Event::Challenge {
                        challenger: player,
                        offender,
                        pointed_out,
                    });
                    if pointed_out {
                        let penalty = self.rules.call_penalty;
                        self.draw(offender, penalty, DrawReason::Challenged, out);
                    }
                    self.follow_up(offender, out);
                }
            }
            Action::Block(call) => {
                if let Phase::Swap { initiator } = self.phase {
                    self.remove_card(player, KING_OF_DIAMONDS);
                    self.discard.put(KING_OF_DIAMONDS);
                    self.suit = None;
                    out.push(Event::Laid {
                        player,
                        card: KING_OF_DIAMONDS,
                    });
                    out.push(Event::Blocked {
                        initiator,
                        target: player,
                    });
                    self.draw(
                        initiator,
                        self.rules.block_penalty,
                        DrawReason::Blocked,
                        out,
                    );
                    self.settle_swap(initiator, player, call, out);
                }
            }
        }
    }

    /// After a swap or a block: the target's call is checked, then the initiator moves.
    pub(super) fn settle_swap(
        &mut self,
        initiator: usize,
        target: usize,
        call: Option<Call>,
        out: &mut Log,
    ) {
        if self.rules.calls {
            self.check_call(target, call, out);
        }
        if self.hands[target].is_empty() && self.finish(target, out) {
            return;
        }
        self.start_turn(initiator, out);
    }

    pub(super) fn perform_lay(&mut self, lay: Lay, out: &mut Log) {
        let player = self.current;
        let swap = match lay.choice() {
            Choice::Swap(target) => Some(target),
            _ => None,
        };
        let mut added = 0;
        let mut backwards = false;
        let mut waits = 0;
        for (card, call) in lay.cards().iter().zip(lay.calls()) {
            self.remove_card(player, *card);
            self.discard.put(*card);
            out.push(Event::Laid {
                player,
                card: *card,
            });
            match self.rules.effect(*card) {
                Effect::Draw {
                    cards,
                    backwards: back,
                } => {
                    added += cards;
                    backwards = back;
                }
                Effect::Wait => waits += 1,
                _ => {}
            }
            // The initiator's calls have no effect during a swap; challenged calls are
            // the opponent's business.
            if self.rules.calls && !self.rules.challenge && swap.is_none() {
                self.check_call(player, *call, out);
            }
        }
        let makao_missed = self.rules.challenge
            && self.call_due(self.hands[player].len()) == Some(Call::Makao)
            && lay.calls().last().copied().flatten() != Some(Call::Makao);
        self.suit = None;
        if added > 0 {
            let before = match self.attack {
                Some(Attack::Draw { cards, .. }) => cards,
                _ => 0,
            };
            self.attack = Some(Attack::Draw {
                cards: before + added,
                backwards,
            });
        } else if waits > 0 {
            let before = match self.attack {
                Some(Attack::Wait { turns }) => turns,
                _ => 0,
            };
            self.attack = Some(Attack::Wait {
                turns: before + waits,
            });
        }
        if let Some(target) = swap {
            self.drawn = None;
            self.current = target;
            self.phase = Phase::Swap { initiator: player };
            out.push(Event::SwapOffered {
                initiator: player,
                target,
            });
            return;
        }
        self.close_turn(player, out);
        let went_out = self.hands[player].is_empty();
        if went_out && self.finish(player, out) {
            return;
        }
        match (self.rules.effect(lay.first()), lay.choice()) {
            (Effect::ChooseSuit, Choice::Suit(suit)) => {
                self.suit = Some(suit);
                out.push(Event::SuitChosen { player, suit });
            }
            // A macau jack that demands nothing is an ordinary card: the demand runs on.
            (Effect::Demand, Choice::None)
                if self.demand.is_some()
                    && self.rules.demand == DemandLength::UntilDemanderLays => {}
            (Effect::Demand, choice) => {
                let rank = match choice {
                    Choice::Demand(rank) => Some(rank),
                    _ => None,
                };
                // A demand whose demander went out could never end under macau rules.
                let lasting = !(went_out && self.rules.demand == DemandLength::UntilDemanderLays);
                self.demand = rank
                    .filter(|_| lasting)
                    .map(|rank| Demand::new(rank, player, self.unfinished_mask()));
                out.push(Event::Demanded { player, rank });
            }
            _ => {
                if let Some(demand) = self.demand
                    && self.rules.demand == DemandLength::UntilDemanderLays
                    && demand.by == player
                    && demand.rank == lay.rank()
                {
                    self.demand = None;
                    out.push(Event::DemandEnded);
                }
            }
        }
        if makao_missed {
            out.push(Event::MakaoMissed { player });
            self.current = self.next_seat(player);
            self.phase = Phase::Challenge { offender: player };
            return;
        }
        self.follow_up(player, out);
    }

    /// What a lay of `player` leads to, once any challenge is settled: an ace's extra
    /// move, an 8's skip, the 2♣'s draw, or simply the next player's turn.
    pub(super) fn follow_up(&mut self, player: usize, out: &mut Log) {
        match self.rules.effect(self.top()) {
            Effect::PlayAgain => {
                self.current = player;
                self.phase = Phase::Again;
                self.drawn = None;
                out.push(Event::PlaysAgain { player });
            }
            Effect::Skip => {
                let skipped = self.next_seat(player);
                out.push(Event::PassedOver { player: skipped });
                self.close_turn(skipped, out);
                let next = self.next_seat(skipped);
                self.start_turn(next, out);
            }
            Effect::PreviousDraws { cards } => {
                let victim = self.prev_seat(player);
                self.draw(victim, cards, DrawReason::SmallTwo, out);
                let next = self.after(player);
                self.start_turn(next, out);
            }
            _ => {
                let next = self.after(player);
                self.start_turn(next, out);
            }
        }
    }

    /// The player draws instead of laying; in `polish` a player who had nothing to lay
    /// may then lay the card drawn.
    pub(super) fn draw_instead(&mut self, player: usize, out: &mut Log) {
        let had_a_card = self.can_lead(player);
        let drawn = self.draw(player, 1, DrawReason::Chose, out);
        if let Some(card) = drawn
            && ((!had_a_card && self.rules.play_drawn_card) || self.rules.lay_any_drawn_card)
            && self.may_lead(player, card)
        {
            self.phase = Phase::Drawn;
            self.drawn = Some(card);
            return;
        }
        self.end_turn(player, out);
    }

    /// Under a wait without a 4: a drawn 4 is laid at once, anything else is kept.
    pub(super) fn try_for_four(&mut self, player: usize, turns: u32, out: &mut Log) {
        let drawn = self.draw(player, 1, DrawReason::TriedForFour, out);
        let Some(four) = drawn.filter(|c| c.rank == Rank::Four) else {
            self.accept_wait(player, turns, out);
            return;
        };
        self.remove_card(player, four);
        self.discard.put(four);
        self.suit = None;
        self.attack = Some(Attack::Wait { turns: turns + 1 });
        out.push(Event::MadeIt { player, card: four });
        let left = self.hands[player].len();
        if self.call_due(left).is_some() {
            // The original's easter egg: a neutral question, at which "makao" may be said.
            self.phase = Phase::Question;
            return;
        }
        if left == 0 && self.finish(player, out) {
            return;
        }
        self.end_turn(player, out);
    }

    pub(super) fn accept_wait(&mut self, player: usize, turns: u32, out: &mut Log) {
        self.attack = None;
        self.waits[player] += turns.saturating_sub(1);
        out.push(Event::Waits { player, turns });
        self.end_turn(player, out);
    }

    pub(super) fn end_turn(&mut self, player: usize, out: &mut Log) {
        self.close_turn(player, out);
        let next = self.after(player);
        self.start_turn(next, out);
    }

    /// The end of a player's turn (taken or missed): a one-round demand is answered.
    pub(super) fn close_turn(&mut self, player: usize, out: &mut Log) {
        self.drawn = None;
        if self.rules.demand != DemandLength::OneRound {
            return;
        }
        if let Some(demand) = self.demand.as_mut() {
            demand.owed &= !(1 << player);
            if demand.owed == 0 {
                self.demand = None;
                out.push(Event::DemandEnded);
            }
        }
    }

    /// Hands the turn to `player`, missing the turns of waiting players (a pending
    /// attack passes on past them) and, in `polish`, drawing the first penalty card for
    /// an attacked player who holds no defence.
    pub(super) fn start_turn(&mut self, mut player: usize, out: &mut Log) {
        loop {
            self.current = player;
            self.phase = Phase::Turn;
            self.drawn = None;
            if self.waits[player] > 0 {
                self.waits[player] -= 1;
                out.push(Event::Skipped {
                    player,
                    left: self.waits[player],
                });
                self.close_turn(player, out);
                player = self.after(player);
                continue;
            }
            let Some(Attack::Draw { cards, backwards }) = self.attack else {
                return;
            };
            if !self.rules.play_drawn_card || self.can_lead(player) {
                return;
            }
            let first = self.draw(player, 1, DrawReason::Attack, out);
            match first {
                Some(card) if self.may_lead(player, card) => {
                    self.attack = Some(Attack::Draw {
                        cards: cards - 1,
                        backwards,
                    });
                    self.phase = Phase::PenaltyDrawn;
                    self.drawn = Some(card);
                    return;
                }
                Some(_) => {
                    self.attack = None;
                    self.draw(player, cards - 1, DrawReason::Attack, out);
                }
                // Nothing left to draw: the penalty is forgiven.
                None => self.attack = None,
            }
            self.close_turn(player, out);
            player = self.next_seat(player);
        }
    }

    /// Records that `player` went out; true when that ends the game.
    pub(super) fn finish(&mut self, player: usize, out: &mut Log) -> bool {
        self.finished.push(player);
        out.push(Event::Finished {
            player,
            place: self.finished.len(),
        });
        let left: Vec<usize> = (0..self.config.players)
            .filter(|p| !self.is_finished(*p))
            .collect();
        if self.config.play_on && left.len() > 1 {
            self.waits[player] = 0;
            if let Some(demand) = self.demand.as_mut() {
                demand.owed &= !(1 << player);
                if demand.owed == 0
                    || (self.rules.demand == DemandLength::UntilDemanderLays && demand.by == player)
                {
                    self.demand = None;
                    out.push(Event::DemandEnded);
                }
            }
            return false;
        }
        if self.config.play_on {
            for last in left {
                self.finished.push(last);
                out.push(Event::Finished {
                    player: last,
                    place: self.finished.len(),
                });
            }
        }
        // Whatever the last card would have done is void: nothing is pending.
        self.phase = Phase::Over;
        self.drawn = None;
        self.attack = None;
        self.suit = None;
        self.demand = None;
        out.push(Event::GameOver {
            winner: self.winner(),
        });
        true
    }

    /// Checks the call said after a card was laid; a wrong one costs the penalty at once.
    pub(super) fn check_call(&mut self, player: usize, said: Option<Call>, out: &mut Log) {
        let due = Call::due(self.hands[player].len());
        if said != due {
            out.push(Event::CallPenalty { player, said, due });
            self.draw(player, self.rules.call_penalty, DrawReason::Call, out);
        }
    }

    /// Draws up to `wanted` cards into a hand, refilling the stock from the discard pile
    /// when it runs out; returns the last card drawn.
    pub(super) fn draw(
        &mut self,
        player: usize,
        wanted: u32,
        reason: DrawReason,
        out: &mut Log,
    ) -> Option<Card> {
        if wanted == 0 {
            return None;
        }
        let mut cards = Vec::with_capacity(if out.on { wanted as usize } else { 0 });
        let mut last = None;
        for _ in 0..wanted {
            if self.stock.is_empty() {
                self.refill(out);
            }
            let Some(card) = self.stock.draw() else { break };
            let hand = &mut self.hands[player];
            let at = hand.partition_point(|c| *c <= card);
            hand.insert(at, card);
            if out.on {
                cards.push(card);
            }
            last = Some(card);
        }
        out.push(Event::Drew {
            player,
            cards,
            wanted,
            reason,
        });
        last
    }

    pub(super) fn refill(&mut self, out: &mut Log) {
        let mut rest = self.discard.take_all_but_top();
        if rest.is_empty() {
            return;
        }
        cards::shuffle(&mut rest, &mut self.rng);
        out.push(Event::Reshuffled { cards: rest.len() });
        self.stock.put_all(rest);
    }

    pub(super) fn remove_card(&mut self, player: usize, card: Card) {
        let hand = &mut self.hands[player];
        if let Some(at) = hand.iter().position(|c| *c == card) {
            hand.remove(at);
        }
        // A kept card laid is no longer known to be in hand (a copy may be).
        let kept = &mut self.kept[player];
        if let Some(at) = kept.iter().position(|c| *c == card) {
            kept.remove(at);
        }
    }
}
