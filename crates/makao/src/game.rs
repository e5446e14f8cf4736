//! The game state and its rules: what may be done, and what doing it changes.

use cards::{Card, GameRng, Pile, Rank, Suit};
use serde::Serialize;

use crate::action::{Action, Call, Choice, Lay, MAX_LAY};
use crate::error::{RuleError, Shown};
use crate::rules::{
    DEMANDABLE, DemandLength, Effect, KING_OF_CLUBS, KING_OF_DIAMONDS, RuleSet, Rules,
};
use crate::state::StateError;

/// A game ends without a winner after this many actions. Random play ends long before
/// (a random game takes a few hundred actions); the limit exists so that no
/// sequence of choices, however stubborn, keeps a game going for ever.
pub const ACTION_LIMIT: u32 = 5_000;

/// Most players a game may seat (the rule sets allow fewer).
pub const MAX_PLAYERS: usize = 16;

/// What may begin a lay in an ordinary turn: worked out once per position, asked per card.
#[derive(Debug, Clone, Copy)]
enum Lead {
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
type CardSet = u64;

fn bit(card: Card) -> CardSet {
    1 << (card.suit as u32 * 13 + card.rank as u32)
}

fn of_suit(suit: Suit) -> CardSet {
    0x1fff << (suit as u32 * 13)
}

fn of_rank(rank: Rank) -> CardSet {
    (0x1 | 1 << 13 | 1 << 26 | 1 << 39) << (rank as u32)
}

const EVERY_CARD: CardSet = (1 << 52) - 1;

/// The card of each bit.
const BY_BIT: [Card; 52] = {
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
fn each_card(set: CardSet) -> impl Iterator<Item = Card> {
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
    fn among(self, rules: &Rules, held: CardSet) -> CardSet {
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

    fn allows(self, rules: &Rules, card: Card) -> bool {
        self.among(rules, bit(card)) != 0
    }
}

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

/// How a game is set up: the rule set and the options around it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
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
    owed: u16,
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
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
#[derive(Debug, Clone, PartialEq, Eq)]
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

/// Where events go while an action is applied; nowhere for [`Game::apply_quietly`].
pub(crate) struct Log {
    events: Vec<Event>,
    on: bool,
}

impl Log {
    fn push(&mut self, event: Event) {
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
    fn deal(&mut self) {
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
    fn turn_up_cut_card(&mut self, out: &mut Log) {
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

    fn next_seat(&self, player: usize) -> usize {
        seat_after(self.config.players, player, false, |p| !self.is_finished(p))
    }

    fn prev_seat(&self, player: usize) -> usize {
        seat_after(self.config.players, player, true, |p| !self.is_finished(p))
    }

    /// Who plays after `player`: the victim of a running attack, else the next seat.
    fn after(&self, player: usize) -> usize {
        match self.attack {
            Some(Attack::Draw {
                backwards: true, ..
            }) => self.prev_seat(player),
            _ => self.next_seat(player),
        }
    }

    fn unfinished_mask(&self) -> u16 {
        (0..self.config.players)
            .filter(|p| !self.is_finished(*p))
            .fold(0, |mask, p| mask | 1 << p)
    }

    fn call_due(&self, cards: usize) -> Option<Call> {
        self.rules.call_due(cards)
    }

    // ----- what may be laid -----

    fn demand_on(&self, player: usize) -> Option<Demand> {
        self.demand.filter(|d| d.owes(player))
    }

    /// What a card must be to begin a lay of `player` in an ordinary turn.
    fn lead(&self, player: usize) -> Lead {
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
    fn check_lead(&self, player: usize, card: Card) -> Result<(), RuleError> {
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

    fn can_lead(&self, player: usize) -> bool {
        let held = self.hands[player].iter().fold(0, |set, c| set | bit(*c));
        self.lead(player).among(self.rules, held) != 0
    }

    /// Under a wait, `polish` lets a player without a 4 draw one, hoping for a 4.
    fn may_try_for_four(&self, player: usize) -> bool {
        self.rules.play_drawn_card
            && matches!(self.attack, Some(Attack::Wait { .. }))
            && !self.hands[player].iter().any(|c| c.rank == Rank::Four)
    }

    /// Whether `choice` may go with `cards` laid by `player`, and if not, why.
    fn check_choice(&self, player: usize, cards: &[Card], choice: Choice) -> Result<(), RuleError> {
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
    fn for_each_candidate(&self, lead: Card, mut each: impl FnMut(Choice)) {
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
    fn plain_lay(&self, lead: Card) -> bool {
        let chooses = matches!(self.rules.effect(lead), Effect::ChooseSuit | Effect::Demand);
        let may_swap = self.config.twist && lead.rank == Rank::King;
        !chooses && !may_swap
    }

    fn check_lay(&self, lay: &Lay) -> Result<(), RuleError> {
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
        let hand = self.hand(player);
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
    fn not_now(&self, what: &'static str) -> RuleError {
        let situation = match (self.phase, self.attack) {
            (Phase::Turn, Some(Attack::Draw { cards, .. })) => {
                format!("you are attacked for {cards} cards: defend or take")
            }
            (Phase::Turn, Some(Attack::Wait { turns })) => {
                format!("you are to wait {turns} turn(s): lay a 4 or wait")
            }
            (Phase::Turn, None) => "it is your turn: lay cards or draw".to_string(),
            (Phase::Drawn, _) => "lay the card you drew, or pass".to_string(),
            (Phase::PenaltyDrawn, _) => {
                "lay the penalty card you drew, or take the rest".to_string()
            }
            (Phase::Question, _) => "answer the question: ok, or a call".to_string(),
            (Phase::Swap { initiator }, _) => {
                format!(
                    "player {} wants to swap hands with you: accept or block",
                    initiator + 1
                )
            }
            (Phase::Cut, _) => "you cut: keep the strong card, or turn it up".to_string(),
            (Phase::Again, _) => {
                "after your ace, lay another matching card (draw only without one)".to_string()
            }
            (Phase::AfterPenalty, _) => {
                "you took the penalty: lay one matching card, or pass".to_string()
            }
            (Phase::Challenge { offender }, _) => format!(
                "player {} did not say \"makao\": challenge or forgive",
                offender + 1
            ),
            (Phase::Over, _) => "the game is over".to_string(),
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

    // ----- the legal actions -----

    /// Every action the player to move may take, each distinct choice once, lays with
    /// the calls the rules require. `apply` also accepts a listed lay with other calls
    /// (or none), and then charges the call penalty: a person may err, a list need not.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.legal_actions_into(&mut out);
        out
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
    fn push_lead_lays(&self, player: usize, out: &mut Vec<Action>) {
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
    fn push_lays(&self, player: usize, lead: Card, held: CardSet, out: &mut Vec<Action>) {
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
    fn extend_lays(&self, lays: &LayList, lay: &mut Lay, rest: &[Card], out: &mut Vec<Action>) {
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
    fn push_lay_variants(&self, lays: &LayList, lay: &Lay, out: &mut Vec<Action>) {
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
struct LayList {
    player: usize,
    /// No choice to make: the lay is listed as it is.
    plain: bool,
    together: bool,
    /// The call due after the card at each position.
    calls: [Option<Call>; MAX_LAY],
}

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

    fn apply_logged(&mut self, action: Action, out: &mut Log) -> Result<(), RuleError> {
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

    fn perform(&mut self, action: Action, out: &mut Log) {
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
    fn settle_swap(&mut self, initiator: usize, target: usize, call: Option<Call>, out: &mut Log) {
        if self.rules.calls {
            self.check_call(target, call, out);
        }
        if self.hands[target].is_empty() && self.finish(target, out) {
            return;
        }
        self.start_turn(initiator, out);
    }

    fn perform_lay(&mut self, lay: Lay, out: &mut Log) {
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
    fn follow_up(&mut self, player: usize, out: &mut Log) {
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
    fn draw_instead(&mut self, player: usize, out: &mut Log) {
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
    fn try_for_four(&mut self, player: usize, turns: u32, out: &mut Log) {
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

    fn accept_wait(&mut self, player: usize, turns: u32, out: &mut Log) {
        self.attack = None;
        self.waits[player] += turns.saturating_sub(1);
        out.push(Event::Waits { player, turns });
        self.end_turn(player, out);
    }

    fn end_turn(&mut self, player: usize, out: &mut Log) {
        self.close_turn(player, out);
        let next = self.after(player);
        self.start_turn(next, out);
    }

    /// The end of a player's turn (taken or missed): a one-round demand is answered.
    fn close_turn(&mut self, player: usize, out: &mut Log) {
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
    fn start_turn(&mut self, mut player: usize, out: &mut Log) {
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
    fn finish(&mut self, player: usize, out: &mut Log) -> bool {
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
    fn check_call(&mut self, player: usize, said: Option<Call>, out: &mut Log) {
        let due = Call::due(self.hands[player].len());
        if said != due {
            out.push(Event::CallPenalty { player, said, due });
            self.draw(player, self.rules.call_penalty, DrawReason::Call, out);
        }
    }

    /// Draws up to `wanted` cards into a hand, refilling the stock from the discard pile
    /// when it runs out; returns the last card drawn.
    fn draw(
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

    fn refill(&mut self, out: &mut Log) {
        let mut rest = self.discard.take_all_but_top();
        if rest.is_empty() {
            return;
        }
        cards::shuffle(&mut rest, &mut self.rng);
        out.push(Event::Reshuffled { cards: rest.len() });
        self.stock.put_all(rest);
    }

    fn remove_card(&mut self, player: usize, card: Card) {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn card_bits_follow_the_hand_order() {
        let deck = cards::standard_deck();
        assert_eq!(BY_BIT.to_vec(), deck);
        for (i, card) in deck.iter().enumerate() {
            assert_eq!(bit(*card), 1 << i);
        }
        let all: Vec<Card> = each_card(EVERY_CARD).collect();
        assert_eq!(all, deck);
    }

    /// A polish game whose rules say two packs, with player 1 holding `hand`.
    fn two_packs(hand: &str, top: &str) -> Game {
        let rules: &'static Rules = Box::leak(Box::new(Rules {
            packs: 2,
            ..crate::rules::POLISH
        }));
        let mut game = Game::new(Config::new(RuleSet::Polish, 2), 1).unwrap();
        game.rules = rules;
        let mut cards: Vec<Card> = hand
            .split_whitespace()
            .map(|c| c.parse().unwrap())
            .collect();
        cards.sort();
        game.hands[0] = cards;
        game.discard = Pile::from_vec(vec![top.parse().unwrap()]);
        game
    }

    #[test]
    fn with_two_packs_identical_choices_are_listed_once() {
        let game = two_packs("5h 5h 5s 9c", "8h");
        let mut listed: Vec<String> = game.legal_actions().iter().map(|a| a.to_string()).collect();
        listed.sort();
        let mut expected = vec![
            "5h",
            "5h 5s",
            "5h 5s 5h makao",
            "5h 5h",
            "5h 5h 5s makao",
            "draw",
        ];
        expected.sort();
        assert_eq!(listed, expected);
    }

    #[test]
    fn with_two_packs_a_card_may_be_laid_as_often_as_it_is_held() {
        let game = two_packs("5h 5h 5s 9c", "8h");
        assert!(game.check("5h 5h".parse().unwrap()).is_ok());
        assert_eq!(
            game.check("5h 5h 5h".parse().unwrap()),
            Err(RuleError::NotHeld(Shown("5h".parse().unwrap())))
        );
    }

    #[test]
    fn missing_from_hand_names_a_card_held_too_few_times() {
        let game = two_packs("5h 5h 5s 9c", "8h");
        let cards = |text: &str| -> Vec<Card> {
            text.split_whitespace()
                .map(|c| c.parse().unwrap())
                .collect()
        };
        assert_eq!(game.missing_from_hand(0, &cards("5h 5s 5h")), None);
        assert_eq!(
            game.missing_from_hand(0, &cards("5s 5s")),
            Some("5s".parse().unwrap())
        );
        assert_eq!(
            game.missing_from_hand(0, &cards("9c kd")),
            Some("kd".parse().unwrap())
        );
        assert_eq!(
            game.missing_from_hand(7, &cards("9c")),
            Some("9c".parse().unwrap())
        );
    }

    #[test]
    fn seat_after_skips_players_out_both_ways() {
        let out = [false, true, false, true];
        let in_game = |p: usize| !out[p];
        assert_eq!(seat_after(4, 0, false, in_game), 2);
        assert_eq!(seat_after(4, 2, false, in_game), 0);
        assert_eq!(seat_after(4, 0, true, in_game), 2);
        assert_eq!(seat_after(4, 3, true, in_game), 2);
        assert_eq!(seat_after(4, 1, false, |_| false), 1);
    }

    #[test]
    fn suit_and_rank_sets_hold_thirteen_and_four_cards() {
        for suit in Suit::all() {
            let cards: Vec<Card> = each_card(of_suit(suit)).collect();
            assert_eq!(cards.len(), 13);
            assert!(cards.iter().all(|c| c.suit == suit));
        }
        for rank in Rank::all() {
            let cards: Vec<Card> = each_card(of_rank(rank)).collect();
            assert_eq!(cards.len(), 4);
            assert!(cards.iter().all(|c| c.rank == rank));
        }
    }
}
