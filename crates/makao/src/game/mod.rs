//! The game state and its rules: what may be done, and what doing it changes.
//!
//! Split by concern: `types` holds the values around a game (config, attack, demand,
//! phase, events), `check` what may be laid, `legal` the legal-action list and `apply`
//! what an action changes. This file holds the state and what anyone may ask of it.

mod apply;
mod check;
mod legal;
mod types;

use cards::{Card, GameRng, Pile, Suit};

use crate::action::Call;
use crate::rules::Rules;
use crate::state::StateError;

pub(crate) use types::Log;
pub use types::{Attack, Config, Demand, DrawReason, Event, Outcome, Phase};

/// A game ends without a winner after this many actions. Random play ends long before
/// (a random game takes a few hundred actions); the limit exists so that no
/// sequence of choices, however stubborn, keeps a game going for ever.
pub const ACTION_LIMIT: u32 = 5_000;

/// Most players a game may seat (the rule sets allow fewer).
pub const MAX_PLAYERS: usize = 16;
/// The first seat after `player` (before it, `backwards`) among `players` seats that
/// `in_game` says is still playing; `player` itself when none is.
pub(crate) fn seat_after(
    players: usize,
    player: usize,
    backwards: bool,
    in_game: impl Fn(usize) -> bool,
) -> usize {
    (1..=players)
        .map(|k| {
            if backwards {
                (player + players - k) % players
            } else {
                (player + k) % players
            }
        })
        .find(|p| in_game(*p))
        .unwrap_or(player)
}

/// A game of Makao: every card's place, whose move it is and what is pending.
///
/// Serializes to the JSON documented in [`crate::state`]; loading validates.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    pub(crate) config: Config,
    pub(crate) rules: &'static Rules,
    /// Every hand, sorted.
    pub(crate) hands: Vec<Vec<Card>>,
    /// Missed turns still owed.
    pub(crate) waits: Vec<u32>,
    /// Players who went out, first place first.
    pub(crate) finished: Vec<usize>,
    pub(crate) stock: Pile<Card>,
    /// Never empty: its last card is the top.
    pub(crate) discard: Pile<Card>,
    pub(crate) current: usize,
    pub(crate) phase: Phase,
    /// The card drawn in phases `Drawn` and `PenaltyDrawn`.
    pub(crate) drawn: Option<Card>,
    /// The suit an ace named, until a card is laid.
    pub(crate) suit: Option<Suit>,
    pub(crate) attack: Option<Attack>,
    pub(crate) demand: Option<Demand>,
    pub(crate) rng: GameRng,
    pub(crate) actions: u32,
    /// Who dealt this hand: the player after them cuts (where there is a cut), is dealt
    /// to first and moves first.
    pub(crate) dealer: usize,
    /// Per player, the cards kept at the cut that are still in hand: both players saw
    /// them.
    pub(crate) kept: Vec<Vec<Card>>,
}

impl Game {
    /// A new game dealt from `seed`, the last player dealing: see [`Game::new_hand`].
    pub fn new(config: Config, seed: u64) -> Result<Game, StateError> {
        Game::new_hand(config, seed, config.players.saturating_sub(1))
    }

    /// A new hand dealt by `dealer` from `seed`: the deck shuffled; with a cut
    /// (`serbian`), the first card turned up onto the pile, and if it is strong, the
    /// cutter (the player after the dealer) decides first; then the hands dealt
    /// [`Rules::deal_batch`] cards at a time, starting after the dealer; without a cut,
    /// the first card turned up after the deal. The player after the dealer moves first.
    pub fn new_hand(config: Config, seed: u64, dealer: usize) -> Result<Game, StateError> {
        config.check()?;
        if dealer >= config.players {
            return Err(StateError::NoSuchPlayer {
                field: "dealer",
                number: dealer + 1,
                players: config.players,
            });
        }
        let rules = config.rules.rules();
        let mut rng = cards::seeded(seed);
        let mut deck = rules.deck();
        cards::shuffle(&mut deck, &mut rng);
        let mut game = Game {
            config,
            rules,
            hands: vec![Vec::with_capacity(2 * rules.hand_size); config.players],
            waits: vec![0; config.players],
            finished: Vec::new(),
            stock: Pile::from_vec(deck),
            discard: Pile::new(),
            current: (dealer + 1) % config.players,
            phase: Phase::Turn,
            drawn: None,
            suit: None,
            attack: None,
            demand: None,
            rng,
            actions: 0,
            dealer,
            kept: vec![Vec::new(); config.players],
        };
        let mut quiet = Log {
            events: Vec::new(),
            on: false,
        };
        if rules.cut_keeps > 0 {
            game.turn_up_cut_card(&mut quiet);
        } else {
            game.deal();
            game.discard.put_all(game.stock.draw());
        }
        Ok(game)
    }

    /// Deals the hands from the stock, a batch at a time, starting after the dealer.
    pub(super) fn deal(&mut self) {
        let n = self.config.players;
        let size = self.rules.hand_size;
        let batch = self.rules.deal_batch.max(1);
        let mut dealt = 0;
        while dealt < size {
            let take = batch.min(size - dealt);
            for k in 1..=n {
                let hand = &mut self.hands[(self.dealer + k) % n];
                for _ in 0..take {
                    hand.extend(self.stock.draw());
                }
            }
            dealt += take;
        }
        for hand in &mut self.hands {
            hand.sort();
        }
    }

    /// Turns the next card up onto the pile for the cutter: a strong one they may
    /// still keep is offered (phase `Cut`); any other (or a strong card once they kept
    /// as many as they may) starts the pile, and the hands are dealt.
    pub(super) fn turn_up_cut_card(&mut self, out: &mut Log) {
        let cutter = self.next_seat(self.dealer);
        self.current = cutter;
        let Some(card) = self.stock.draw() else {
            return;
        };
        self.discard.put(card);
        out.push(Event::CutCard { card });
        if self.rules.is_strong(card) && self.kept[cutter].len() < self.rules.cut_keeps {
            self.phase = Phase::Cut;
            return;
        }
        self.deal();
        out.push(Event::Dealt {
            dealer: self.dealer,
        });
        self.start_turn(cutter, out);
    }

    // ----- what anyone may ask -----

    pub fn config(&self) -> Config {
        self.config
    }

    pub fn rules(&self) -> &'static Rules {
        self.rules
    }

    pub fn players(&self) -> usize {
        self.config.players
    }

    /// The player who must act now (the swap target during a swap).
    pub fn current_player(&self) -> usize {
        self.current
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// A player's hand, sorted by suit then rank.
    pub fn hand(&self, player: usize) -> &[Card] {
        self.hands.get(player).map_or(&[], Vec::as_slice)
    }

    pub fn hand_sizes(&self) -> Vec<usize> {
        self.hands.iter().map(Vec::len).collect()
    }

    pub fn top(&self) -> Card {
        *self
            .discard
            .peek()
            .expect("the discard pile always holds its top card")
    }

    /// The suit an ace named, while it holds.
    pub fn chosen_suit(&self) -> Option<Suit> {
        self.suit
    }

    /// The suit a card must have to match: the one an ace named, else the top's.
    pub fn suit_to_follow(&self) -> Suit {
        self.suit.unwrap_or(self.top().suit)
    }

    pub fn attack(&self) -> Option<Attack> {
        self.attack
    }

    pub fn demand(&self) -> Option<Demand> {
        self.demand
    }

    /// Missed turns a player still owes.
    pub fn waits(&self, player: usize) -> u32 {
        self.waits.get(player).copied().unwrap_or(0)
    }

    /// The card drawn in phases `Drawn` and `PenaltyDrawn` (it is in the hand too).
    pub fn drawn_card(&self) -> Option<Card> {
        self.drawn
    }

    pub fn stock_len(&self) -> usize {
        self.stock.len()
    }

    /// The discard pile, bottom to top.
    pub fn discard(&self) -> &[Card] {
        self.discard.as_slice()
    }

    /// Players who went out, first place first (with `play_on`, the last one too once
    /// the game is over).
    pub fn finished(&self) -> &[usize] {
        &self.finished
    }

    pub fn is_finished(&self, player: usize) -> bool {
        self.finished.contains(&player)
    }

    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// The first player to go out, if anyone did.
    pub fn winner(&self) -> Option<usize> {
        self.finished.first().copied()
    }

    /// Actions applied so far (see [`ACTION_LIMIT`]).
    pub fn actions_played(&self) -> u32 {
        self.actions
    }

    /// Who dealt this hand (the player after them moved first).
    pub fn dealer(&self) -> usize {
        self.dealer
    }

    /// The cards `player` kept at the cut and still holds: seen by everyone.
    pub fn kept(&self, player: usize) -> &[Card] {
        self.kept.get(player).map_or(&[], Vec::as_slice)
    }

    // ----- seats -----

    pub(super) fn next_seat(&self, player: usize) -> usize {
        seat_after(self.config.players, player, false, |p| !self.is_finished(p))
    }

    pub(super) fn prev_seat(&self, player: usize) -> usize {
        seat_after(self.config.players, player, true, |p| !self.is_finished(p))
    }

    /// Who plays after `player`: the victim of a running attack, else the next seat.
    pub(super) fn after(&self, player: usize) -> usize {
        match self.attack {
            Some(Attack::Draw {
                backwards: true, ..
            }) => self.prev_seat(player),
            _ => self.next_seat(player),
        }
    }

    pub(super) fn unfinished_mask(&self) -> u16 {
        (0..self.config.players)
            .filter(|p| !self.is_finished(*p))
            .fold(0, |mask, p| mask | 1 << p)
    }

    pub(super) fn call_due(&self, cards: usize) -> Option<Call> {
        self.rules.call_due(cards)
    }
}

#[cfg(test)]
mod tests;
