//! Reading the other hands by what their players would have done (a particle filter).
//!
//! A [`Belief`] keeps many whole games ("particles"), each agreeing with the
//! searcher's view, with the other hands and the stock dealt at random. The table's
//! public events move every particle on in step with the real game: our own actions
//! as we chose them, every other player's as the heuristic player would choose them
//! from that player's view of the particle. A particle whose events differ from the
//! real ones (the heuristic would have laid a card that was not laid, or drawn where
//! a card was laid) is dropped: its hands are not what the others hold. Against the
//! heuristic player the survivors come close to the hands it really holds; against
//! anyone else they die out, and the search deals freely again (with the groups of
//! [`super::reading`]).
//!
//! Only public events and the searcher's own view go in, compared as the searcher may
//! see them ([`contract::Game::event_for`]): a particle's hidden cards are its own
//! guesses, never the real ones.

use std::collections::VecDeque;

use cards::{Card, GameRng};

use crate::action::Action;
use crate::bot::HeuristicBot;
use crate::game::{Event, Game};
use crate::view::View;

use super::deal::Dealer;
use super::reading::Groups;

/// How many particles are kept.
const PARTICLES: usize = 512;
/// How many particles must have matched an action of another player for the search
/// to deal from them alone.
pub(super) const ENOUGH: usize = 12;
/// The most actions a particle moves on by itself between two events (actions that
/// make no event, such as saying "next").
const SILENT_ACTIONS: usize = 8;

#[derive(Debug, Clone)]
struct Particle {
    game: Game,
    /// The game before the action whose events are awaited.
    before: Option<Game>,
    /// That action, and whether it was ours.
    action: Option<(Action, bool)>,
    /// Its events still to be seen, as the searcher sees them.
    expected: VecDeque<Event>,
    /// Its events seen so far.
    matched: usize,
    /// How many of our own choices it has made.
    choices: u64,
    /// How many actions of other players it has matched.
    tested: u32,
}

/// The particles, and what the searcher chose last.
#[derive(Debug, Clone)]
pub struct Belief {
    me: Option<usize>,
    particles: Vec<Particle>,
    choice: Option<Action>,
    choices: u64,
    rng: GameRng,
}

impl Belief {
    pub fn new(seed: u64) -> Belief {
        Belief {
            me: None,
            particles: Vec::new(),
            choice: None,
            choices: 0,
            rng: cards::seeded(seed),
        }
    }

    /// Catches up with the searcher's view at its turn: particles that disagree with
    /// it are dropped, fresh ones dealt to make up the number.
    pub fn sync(&mut self, view: &View, groups: &Groups) {
        let me = view.me;
        if self.me != Some(me) {
            self.particles.clear();
            self.me = Some(me);
        }
        let choices = self.choices;
        self.particles.retain_mut(|particle| {
            particle.expected.is_empty() && particle.catch_up(me) && {
                particle.game.view(me) == *view
            }
        });
        if self.particles.len() < PARTICLES {
            if let Some(dealer) = Dealer::by_groups(view, groups, &mut self.rng) {
                while self.particles.len() < PARTICLES {
                    self.particles
                        .push(Particle::new(dealer.deal(&mut self.rng), choices));
                }
            }
        }
    }

    /// Notes the action the searcher chose, which its next events will show.
    pub fn chose(&mut self, action: Action) {
        self.choice = Some(action);
        self.choices += 1;
    }

    /// Moves every particle on by one public event, dropping those it contradicts.
    pub fn observe(&mut self, event: &Event) {
        if matches!(event, Event::Dealt { .. }) {
            self.particles.clear();
            return;
        }
        let Some(me) = self.me else {
            return;
        };
        let (choice, choices) = (self.choice, self.choices);
        let rng = &mut self.rng;
        self.particles
            .retain_mut(|particle| particle.step(event, me, choice, choices, rng));
    }

    /// The games of the particles that have matched another player's action, if there
    /// are enough of them to deal from.
    pub(super) fn tested(&self) -> Vec<Game> {
        let tested: Vec<Game> = self
            .particles
            .iter()
            .filter(|p| p.tested > 0)
            .map(|p| p.game.clone())
            .collect();
        if tested.len() >= ENOUGH {
            tested
        } else {
            Vec::new()
        }
    }
}

impl Particle {
    fn new(game: Game, choices: u64) -> Particle {
        Particle {
            game,
            before: None,
            action: None,
            expected: VecDeque::new(),
            matched: 0,
            choices,
            tested: 0,
        }
    }

    /// Plays other players' silent actions until it is our turn; false if one of them
    /// made events (which the real game would have shown).
    fn catch_up(&mut self, me: usize) -> bool {
        for _ in 0..SILENT_ACTIONS {
            if self.game.is_over() || self.game.current_player() == me {
                return true;
            }
            let Some(action) =
                HeuristicBot::new().decide(&self.game.view(self.game.current_player()))
            else {
                return false;
            };
            match self.game.apply(action) {
                Ok(outcome) if outcome.events.is_empty() => {}
                _ => return false,
            }
        }
        false
    }

    /// Moves on by one event; false if the event shows this particle is wrong.
    fn step(
        &mut self,
        event: &Event,
        me: usize,
        choice: Option<Action>,
        choices: u64,
        rng: &mut GameRng,
    ) -> bool {
        let mut silent = 0;
        while self.expected.is_empty() {
            silent += 1;
            if silent > SILENT_ACTIONS || !self.start_action(me, choice, choices) {
                return false;
            }
        }
        let Some(front) = self.expected.pop_front() else {
            return false;
        };
        if front == *event {
            self.matched_one();
            return true;
        }
        match event {
            // Our own draw: the particle drew its guesses, the real game real cards.
            // Play our action again with those cards on top of the stock; where that
            // cannot be (the draw turned the pile over, or another player's attack
            // made it), swap the real cards in for the guessed ones.
            Event::Drew { player, cards, .. } if *player == me => {
                if matches!(self.action, Some((_, true))) && self.redo_with(cards, event, me) {
                    return true;
                }
                self.swap_drawn(&front, cards, me) && {
                    self.matched_one();
                    true
                }
            }
            // Another player laid a card this particle did not give them: give it to
            // them (for one of theirs) and see whether they would lay it then.
            Event::Laid { player, card }
                if *player != me
                    && self.matched == 0
                    && matches!(self.action, Some((_, false))) =>
            {
                self.lend(*card, me, rng) && self.expected.pop_front().as_ref() == Some(event) && {
                    self.matched_one();
                    true
                }
            }
            _ => false,
        }
    }

    /// Counts an event of the awaited action as seen; once all are, another player's
    /// action has been matched.
    fn matched_one(&mut self) {
        self.matched += 1;
        if self.expected.is_empty() && matches!(self.action, Some((_, false))) {
            self.tested += 1;
        }
    }

    /// Works out the next action and its events: ours as chosen, another player's as
    /// the heuristic would choose it.
    fn start_action(&mut self, me: usize, choice: Option<Action>, choices: u64) -> bool {
        if self.game.is_over() {
            return false;
        }
        let mover = self.game.current_player();
        let action = if mover == me {
            if self.choices >= choices {
                return false;
            }
            self.choices += 1;
            match choice {
                Some(action) => action,
                None => return false,
            }
        } else {
            match HeuristicBot::new().decide(&self.game.view(mover)) {
                Some(action) => action,
                None => return false,
            }
        };
        self.before = Some(self.game.clone());
        self.action = Some((action, mover == me));
        self.matched = 0;
        self.apply(action, me)
    }

    fn apply(&mut self, action: Action, me: usize) -> bool {
        match self.game.apply(action) {
            Ok(outcome) => {
                self.expected = outcome
                    .events
                    .iter()
                    .map(|event| <Game as contract::Game>::event_for(event, me))
                    .collect();
                true
            }
            Err(_) => false,
        }
    }

    /// Gives the mover of the awaited action `card` in place of one of their unkept
    /// cards, and works out what they would do then; false if they held it already
    /// (and chose otherwise), or it is nowhere to be had.
    fn lend(&mut self, card: Card, me: usize, rng: &mut GameRng) -> bool {
        let Some(mut game) = self.before.clone() else {
            return false;
        };
        let mover = game.current_player();
        if game.hands[mover].contains(&card) {
            return false;
        }
        let kept = game.kept.get(mover).cloned().unwrap_or_default();
        let free: Vec<usize> = (0..game.hands[mover].len())
            .filter(|i| !kept.contains(&game.hands[mover][*i]))
            .collect();
        let Some(&at) = cards::pick(&free, rng) else {
            return false;
        };
        let given = game.hands[mover][at];
        let mut stock = game.stock.as_slice().to_vec();
        if let Some(from) = stock.iter().position(|c| *c == card) {
            stock[from] = given;
            game.stock = cards::Pile::from_vec(stock);
        } else {
            let Some(holder) = hidden_holder(&game, card, &[me, mover]) else {
                return false;
            };
            if let Some(from) = game.hands[holder].iter().position(|c| *c == card) {
                game.hands[holder][from] = given;
                game.hands[holder].sort();
            }
        }
        game.hands[mover][at] = card;
        game.hands[mover].sort();
        let Some(action) = HeuristicBot::new().decide(&game.view(mover)) else {
            return false;
        };
        self.before = Some(game.clone());
        self.game = game;
        self.action = Some((action, false));
        self.matched = 0;
        self.apply(action, me)
    }

    /// Plays our last action again from before it, with `cards` the next to be drawn,
    /// and skips the events already seen up to `event`; unchanged if it cannot.
    fn redo_with(&mut self, cards: &[Card], event: &Event, me: usize) -> bool {
        let (Some(mut game), Some((action, true))) = (self.before.clone(), self.action) else {
            return false;
        };
        for card in cards.iter().rev() {
            if !place_on_stock(&mut game, *card, me) {
                return false;
            }
        }
        let saved = (
            std::mem::replace(&mut self.game, game),
            std::mem::take(&mut self.expected),
        );
        let matched = self.matched;
        if self.apply(action, me) && self.expected.get(matched) == Some(event) {
            self.expected.drain(..=matched);
            self.matched = matched + 1;
            return true;
        }
        (self.game, self.expected) = saved;
        false
    }

    /// Puts the cards we really drew into our hand in place of those this particle
    /// drew (`guessed`, its event), which go where the real ones were: the stock or
    /// another hidden hand. False if a real card is nowhere unseen (and the particle
    /// is then dropped).
    fn swap_drawn(&mut self, guessed: &Event, real: &[Card], me: usize) -> bool {
        let Event::Drew {
            player,
            cards: guessed,
            ..
        } = guessed
        else {
            return false;
        };
        if *player != me || guessed.len() != real.len() {
            return false;
        }
        // Cards drawn in both stay; the others pair up, a guessed one for a real one.
        let mut rights = real.to_vec();
        let mut wrongs = Vec::new();
        for card in guessed {
            match rights.iter().position(|c| c == card) {
                Some(at) => {
                    rights.swap_remove(at);
                }
                None => wrongs.push(*card),
            }
        }
        let game = &mut self.game;
        for (wrong, right) in wrongs.into_iter().zip(rights) {
            let mut stock = game.stock.as_slice().to_vec();
            if let Some(at) = stock.iter().position(|c| *c == right) {
                stock[at] = wrong;
                game.stock = cards::Pile::from_vec(stock);
            } else {
                let Some(holder) = hidden_holder(game, right, &[me]) else {
                    return false;
                };
                let Some(at) = game.hands[holder].iter().position(|c| *c == right) else {
                    return false;
                };
                game.hands[holder][at] = wrong;
                game.hands[holder].sort();
            }
            let Some(at) = game.hands[me].iter().position(|c| *c == wrong) else {
                return false;
            };
            game.hands[me][at] = right;
            if game.drawn == Some(wrong) {
                game.drawn = Some(right);
            }
        }
        game.hands[me].sort();
        true
    }
}

/// The player but `besides` whose hidden cards (not kept at the cut) include `card`.
fn hidden_holder(game: &Game, card: Card, besides: &[usize]) -> Option<usize> {
    (0..game.hands.len()).find(|p| {
        !besides.contains(p)
            && game.hands[*p].contains(&card)
            && !game.kept.get(*p).is_some_and(|kept| kept.contains(&card))
    })
}

/// Moves `card` to the top of `game`'s stock; if another hand holds it, that hand takes
/// the stock's bottom card in its place. False if the card is nowhere unseen.
fn place_on_stock(game: &mut Game, card: Card, me: usize) -> bool {
    let mut stock = game.stock.as_slice().to_vec();
    if let Some(at) = stock.iter().position(|c| *c == card) {
        stock.remove(at);
    } else {
        let Some(holder) = hidden_holder(game, card, &[me]) else {
            return false;
        };
        if stock.is_empty() {
            return false;
        }
        let instead = stock.remove(0);
        let hand = &mut game.hands[holder];
        if let Some(at) = hand.iter().position(|c| *c == card) {
            hand[at] = instead;
        }
        hand.sort();
    }
    stock.push(card);
    game.stock = cards::Pile::from_vec(stock);
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Config, DrawReason};
    use crate::rules::RuleSet;
    use crate::search::reading::Reading;
    use crate::test_cards::{c, cards};

    #[test]
    fn particles_follow_a_heuristic_player_and_agree_with_every_view() {
        for rules in [RuleSet::Serbian, RuleSet::Polish] {
            for seed in [21, 22] {
                let (mut turns, mut read) = (0, 0);
                let our_turn = |view: &View, reading: &Reading| {
                    let tested = reading.belief().tested();
                    for particle in &tested {
                        assert_eq!(particle.view(0), *view, "{rules:?}");
                    }
                    turns += 1;
                    read += usize::from(!tested.is_empty());
                };
                follow_games(rules, 2, seed..seed + 1, our_turn, |_, _, _| {});
                // Most turns after the first few have particles that matched the other
                // player's actions (none would, were the matching broken).
                assert!(
                    read * 2 >= turns,
                    "{rules:?} seed {seed}: {read} of {turns}"
                );
            }
        }
    }

    /// Plays whole games of heuristic players, seat 0 reading: `our_turn` sees seat
    /// 0's view and reading at each of its turns, `watch` each public event (as seat 0
    /// sees it) with the number of particles before and after it.
    fn follow_games(
        rules: RuleSet,
        players: usize,
        seeds: std::ops::Range<u64>,
        mut our_turn: impl FnMut(&View, &Reading),
        mut watch: impl FnMut(&Event, usize, usize),
    ) {
        for seed in seeds {
            let mut game = Game::new(Config::new(rules, players), seed).unwrap();
            let mut reading = Reading::new(seed);
            while !game.is_over() {
                let mover = game.current_player();
                let view = game.view(mover);
                let action = HeuristicBot::new().decide(&view).unwrap();
                if mover == 0 {
                    reading.sync(&view);
                    our_turn(&view, &reading);
                    reading.chose(action);
                }
                for event in game.apply(action).unwrap().events {
                    let seen = <Game as contract::Game>::event_for(&event, 0);
                    let before = reading.belief().particles.len();
                    reading.observe(&seen);
                    watch(&seen, before, reading.belief().particles.len());
                }
            }
        }
    }

    #[test]
    fn particles_take_in_our_own_draws_also_after_the_pile_is_turned_or_an_attack() {
        let (mut before_hard, mut after_hard, mut last) = (0, 0, None);
        follow_games(
            RuleSet::Polish,
            4,
            1..60,
            |_, _| {},
            |event, before, after| {
                if let Event::Drew {
                    player: 0, reason, ..
                } = event
                {
                    if *reason != DrawReason::Chose
                        || matches!(last, Some(Event::Reshuffled { .. }))
                    {
                        before_hard += before;
                        after_hard += after;
                    }
                }
                last = Some(event.clone());
            },
        );
        // Our draw says nothing of the other hands; the few particles dropped at it are
        // those whose attacker would have laid more.
        assert!(
            before_hard > 0 && after_hard * 4 >= before_hard * 3,
            "{after_hard} of {before_hard}"
        );
    }

    #[test]
    fn a_particle_whose_other_hand_would_have_been_played_otherwise_is_dropped() {
        let table = |hand: &[Card]| {
            crate::state::Setup::new(Config::new(RuleSet::Serbian, 2))
                .hand(0, &cards("9c 9s kc 3d"))
                .hand(1, hand)
                .discard(&cards("5h"))
                .to_move(1)
                .build()
                .unwrap()
        };
        let real_hand = cards("6h 8s 10d 4s qd 6d");
        let real = table(&real_hand);
        let action = HeuristicBot::new().decide(&real.view(1)).unwrap();
        // The same hand with one card changed so that the heuristic plays otherwise
        // (the card it really played still held).
        let other = ["9h", "5d", "5c", "kh", "3h", "2h"]
            .into_iter()
            .map(|card| {
                let mut hand = real_hand.clone();
                let laid = match action {
                    Action::Lay(lay) => lay.cards().to_vec(),
                    _ => Vec::new(),
                };
                let at = hand.iter().position(|c| !laid.contains(c));
                hand[at.unwrap()] = c(card);
                table(&hand)
            })
            .find(|game| HeuristicBot::new().decide(&game.view(1)) != Some(action))
            .expect("a hand the heuristic plays otherwise");
        let mut belief = Belief::new(1);
        belief.me = Some(0);
        belief.particles = vec![Particle::new(real.clone(), 0), Particle::new(other, 0)];
        let mut game = real;
        for event in game.apply(action).unwrap().events {
            belief.observe(&<Game as contract::Game>::event_for(&event, 0));
        }
        assert_eq!(belief.particles.len(), 1, "{action}");
        assert_eq!(belief.particles[0].game.view(0), game.view(0));
        assert_eq!(belief.particles[0].game.hand(1), game.hand(1));
        assert_eq!(belief.particles[0].tested, 1);
    }
}
