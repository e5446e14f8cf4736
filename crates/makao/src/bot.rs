//! Computer players. A bot decides from a [`View`] alone (the player's own hand, the
//! card counts, the open table and the legal actions the view lists), so it can never
//! use a card it could not see.
//!
//! - [`RandomBot`]: uniform over the legal actions, except that it always points out a
//!   missing "makao" (the rules say computer players do). The legal list carries the
//!   calls the rules require, so it always says the right word.
//! - [`HeuristicBot`]: plays to win. It sheds cards (several at once when it can),
//!   keeps its defences (2, 3, K♥, K♠, 4) for when it is attacked unless the player it
//!   would hit is close to going out, spends the attacks with the highest penalty first,
//!   saves queens and aces for when nothing else fits, names the suit and demands the
//!   rank it holds most of, swaps hands (with the twist) only when that pays, and blocks
//!   a swap whenever it can. In `serbian` it keeps every strong card at the cut,
//!   sheds high-scoring cards first, plays its 2♣ and (a little less eagerly) its
//!   sevens, lays an ace or an 8 when a card can follow it, keeps its jacks for the
//!   finish (a jack finish doubles the hand's scores) and always points out a missing
//!   "makao". It too picks from the legal list, so it calls correctly. It is
//!   deterministic: the same view gives the same action.

use std::fmt;
use std::str::FromStr;

use cards::{Card, Rank, Suit};
use contract::{Bot, Level, RandomBot, Seat};
use thiserror::Error;

use crate::action::{Action, Choice, Lay};
use crate::game::{Attack, Game, Phase, seat_after};
use crate::rules::Effect;
use crate::view::View;

/// The kinds of computer player, by the names typed on the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum BotLevel {
    /// Any legal action, uniformly.
    Random,
    /// Plays to win (see [`HeuristicBot`]).
    #[default]
    Heuristic,
    /// Searches ahead over deals of the unseen cards (see [`crate::search`]).
    Search,
}

impl BotLevel {
    /// Every kind, weakest first.
    pub const ALL: [BotLevel; 3] = [BotLevel::Random, BotLevel::Heuristic, BotLevel::Search];

    /// The name typed and shown: `easy`, `normal` or `hard`.
    pub fn name(self) -> &'static str {
        match self {
            BotLevel::Random => "easy",
            BotLevel::Heuristic => "normal",
            BotLevel::Search => "hard",
        }
    }

    /// The older name, still read (on command lines and in saved games): `random`,
    /// `heuristic` or `search`.
    pub fn alias(self) -> &'static str {
        match self {
            BotLevel::Random => "random",
            BotLevel::Heuristic => "heuristic",
            BotLevel::Search => "search",
        }
    }

    /// The strongest kind that answers within about a second, the default opponent
    /// under `rules`: the searcher for `serbian`, the heuristic player elsewhere.
    pub fn default_for(rules: crate::rules::RuleSet) -> BotLevel {
        match rules {
            crate::rules::RuleSet::Serbian => BotLevel::Search,
            _ => BotLevel::Heuristic,
        }
    }

    /// A player of this kind; `seed` drives whatever randomness it uses.
    pub fn bot(self, seed: u64) -> Box<dyn Bot<Game>> {
        self.bot_with(seed, Budget::default())
    }

    /// A player of this kind whose search (if it searches) keeps to `budget`.
    pub fn bot_with(self, seed: u64, budget: Budget) -> Box<dyn Bot<Game>> {
        match self {
            BotLevel::Random => Box::new(RandomBot::new(seed)),
            BotLevel::Heuristic => Box::new(HeuristicBot::new()),
            BotLevel::Search => {
                let mut settings = crate::search::SearchSettings {
                    seed,
                    ..Default::default()
                };
                if let Some(think) = budget.think {
                    settings.think = Some(think);
                    settings.deals = u64::MAX;
                    settings.nodes = u64::MAX;
                    settings.max_depth = 64;
                    // Thinking against the clock, the search uses every core.
                    settings.threads = std::thread::available_parallelism().map_or(1, usize::from);
                }
                if let Some(deals) = budget.deals {
                    settings.deals = deals;
                }
                Box::new(crate::search::SearchBot::new(settings))
            }
        }
    }
}

/// How long a searching player may think over each choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Budget {
    /// A time budget per choice (the search stops once it is spent); `None`: none, the
    /// choice is reproducible.
    pub think: Option<std::time::Duration>,
    /// Deals of the unseen cards played out per choice (`None`: the default,
    /// or as many as `think` allows).
    pub deals: Option<u64>,
}

impl fmt::Display for BotLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

/// A name that is no kind of computer player.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("\"{0}\" is not a kind of computer player ({names})", names = level_names())]
pub struct ParseBotLevelError(pub String);

fn level_names() -> String {
    let names = BotLevel::ALL.map(BotLevel::name);
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => names.concat(),
    }
}

impl FromStr for BotLevel {
    type Err = ParseBotLevelError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        contract::stats::by_name(&BotLevel::ALL, BotLevel::name, text)
            .or_else(|| contract::stats::by_name(&BotLevel::ALL, BotLevel::alias, text))
            .ok_or_else(|| ParseBotLevelError(text.trim().to_string()))
    }
}

/// Scores every legal action and plays the best (the first listed among equals).
#[derive(Debug, Clone, Default)]
pub struct HeuristicBot {
    _private: (),
}

/// What the scores are made of, in one place so they can be read and tuned together.
/// The unit is one card shed.
mod weight {
    /// Each card laid.
    pub const SHED: i32 = 100;
    /// Laying the last card: the game is won.
    pub const WIN: i32 = 100_000;
    /// Each card a choice of ours adds to our own hand (drawing, taking, a block).
    pub const OWN_CARD: i32 = 100;
    /// Each card an opponent must draw because of us.
    pub const THEIR_CARD: i32 = 25;
    /// Each turn we must wait.
    pub const OWN_TURN: i32 = 60;
    /// Spending a defence (2, 3, K♥, K♠, 4) to attack a player who is not close to out.
    pub const SPEND_DEFENCE: i32 = 70;
    /// Attacking a player with this many cards or fewer is urgent.
    pub const CLOSE_TO_OUT: usize = 2;
    /// Per card the victim lacks to be at CLOSE_TO_OUT + 1: the urgency of the attack.
    pub const URGENCY: i32 = 120;
    /// Laying a queen or an ace, which fit almost anywhere, while other cards would do.
    pub const SPEND_QUEEN: i32 = 60;
    pub const SPEND_ACE: i32 = 40;
    /// Per card left in hand that will fit the new top (its suit, its rank).
    pub const FOLLOW_UP: i32 = 12;
    /// Per card of the demanded rank we hold (we must lay it too, and can).
    pub const DEMAND_HELD: i32 = 15;
    /// A demand, or a suit change, against a player close to going out.
    pub const DENIAL: i32 = 40;
    /// Per point a card laid would score if still held at the end (scored rules).
    pub const POINT: i32 = 2;
    /// Spending a sevens-rules defence (a seven) on an attack of our own.
    pub const SPEND_SEVEN: i32 = 40;
    /// An ace or an 8 that a card of ours can follow: a card shed for free.
    pub const AGAIN: i32 = 60;
    /// An ace or an 8 that nothing of ours follows: a draw comes next.
    pub const AGAIN_STUCK: i32 = 80;
    /// Laying a jack, the finishing card, while other cards would do.
    pub const SPEND_JACK: i32 = 80;
    /// Keeping a strong card at the cut.
    pub const KEEP: i32 = 50;
    /// Pointing out a missing "makao".
    pub const CHALLENGE: i32 = 1_000;
}

impl HeuristicBot {
    pub fn new() -> HeuristicBot {
        HeuristicBot::default()
    }

    /// The score of `action` in `view`: higher is better.
    pub fn score(&self, view: &View, action: &Action) -> i32 {
        let table = Table::new(view);
        match *action {
            Action::Lay(lay) => table.lay_score(&lay),
            Action::Draw => match view.attack {
                Some(Attack::Wait { turns }) => table.try_for_four_score(turns),
                _ => -weight::OWN_CARD,
            },
            // After a penalty, passing costs nothing more; after a draw, the card stays.
            Action::Pass if view.phase == Phase::AfterPenalty => 0,
            Action::Pass => -weight::OWN_CARD,
            Action::Take => match view.attack {
                Some(Attack::Draw { cards, .. }) => -weight::OWN_CARD * cards as i32,
                _ => -weight::OWN_CARD,
            },
            Action::Wait => match view.attack {
                Some(Attack::Wait { turns }) => -weight::OWN_TURN * turns as i32,
                _ => -weight::OWN_TURN,
            },
            Action::Accept(_) => table.accept_score(),
            Action::Block(_) => table.block_score(),
            // The only answer listed is the right one.
            Action::Say(_) => 0,
            Action::Keep => weight::KEEP,
            Action::Turn => 0,
            Action::Challenge(true) => weight::CHALLENGE,
            Action::Challenge(false) => 0,
        }
    }
}

impl Level<Game> for BotLevel {
    fn bot(self, _seat: usize, seed: u64) -> Box<dyn Bot<Game>> {
        BotLevel::bot(self, seed)
    }
}

impl Bot<Game> for HeuristicBot {
    fn choose(&mut self, seat: &Seat<'_, Game>, _legal: &[Action]) -> Option<Action> {
        self.decide(&seat.view())
    }
}

impl HeuristicBot {
    /// The best of the view's legal actions: deterministic, the same view gives the same
    /// action.
    pub fn decide(&self, view: &View) -> Option<Action> {
        let mut best: Option<(i32, Action)> = None;
        for action in &view.legal {
            let score = self.score(view, action);
            if best.is_none_or(|(top, _)| score > top) {
                best = Some((score, *action));
            }
        }
        best.map(|(_, action)| action)
    }
}

/// The facts of a view the scores need, worked out once.
struct Table<'a> {
    view: &'a View,
}

impl<'a> Table<'a> {
    fn new(view: &'a View) -> Table<'a> {
        Table { view }
    }

    fn rules(&self) -> &'static crate::rules::Rules {
        self.view.config.rules.rules()
    }

    fn in_game(&self, player: usize) -> bool {
        !self.view.finished.contains(&player)
    }

    fn next_seat(&self, player: usize) -> usize {
        seat_after(self.view.config.players, player, false, |p| self.in_game(p))
    }

    fn prev_seat(&self, player: usize) -> usize {
        seat_after(self.view.config.players, player, true, |p| self.in_game(p))
    }

    fn size(&self, player: usize) -> usize {
        self.view.hand_sizes.get(player).copied().unwrap_or(0)
    }

    /// How urgent it is to hold `player` back: 0 when they hold plenty of cards.
    fn urgency(&self, player: usize) -> i32 {
        let size = self.size(player);
        if size <= weight::CLOSE_TO_OUT {
            (weight::CLOSE_TO_OUT + 1 - size) as i32 * weight::URGENCY
        } else {
            0
        }
    }

    /// Cards no one has seen: the stock and the other hands (with every pack's copies).
    fn unseen(&self) -> usize {
        let deck = self.rules().packs * cards::PACK_SIZE;
        deck.saturating_sub(self.view.hand.len() + self.view.discard.len())
    }

    /// Copies of `card` that may still be in another hand or the stock.
    fn unseen_copies(&self, card: Card) -> usize {
        let seen = self
            .view
            .hand
            .iter()
            .chain(&self.view.discard)
            .filter(|c| **c == card)
            .count();
        self.rules().packs.saturating_sub(seen)
    }

    /// The hand after laying `cards`.
    fn left_after(&self, cards: &[Card]) -> Vec<Card> {
        let mut left = self.view.hand.clone();
        for card in cards {
            if let Some(at) = left.iter().position(|c| c == card) {
                left.remove(at);
            }
        }
        left
    }

    fn lay_score(&self, lay: &Lay) -> i32 {
        let cards = lay.cards();
        let left = self.left_after(cards);
        // Swapped away, the last card wins for the target, not for us.
        if left.is_empty() && !matches!(lay.choice(), Choice::Swap(_)) {
            return weight::WIN;
        }
        let me = self.view.me;
        let rules = self.rules();
        let mut score = weight::SHED * cards.len() as i32;
        // The attack this lay starts or passes on, and who it will hit.
        let mut drawn_by_victim = 0;
        let mut backwards = false;
        let mut waits = 0;
        let mut defences_spent = 0;
        for card in cards {
            if rules.scored {
                score += weight::POINT * crate::scoring::card_points(*card);
            }
            match rules.effect(*card) {
                Effect::Draw {
                    cards,
                    backwards: back,
                } => {
                    drawn_by_victim += cards as i32;
                    backwards = back;
                    defences_spent += 1;
                }
                Effect::Wait => {
                    waits += 1;
                    defences_spent += 1;
                }
                Effect::PreviousDraws { cards } => {
                    let victim = self.prev_seat(me);
                    score += cards as i32 * weight::THEIR_CARD + self.urgency(victim);
                }
                Effect::PlayAgain | Effect::Skip => {
                    // Our move again: good when a card of ours can follow this one.
                    let follows = left.iter().any(|c| {
                        c.suit == card.suit
                            || c.rank == card.rank
                            || (rules.jacks_wild && c.rank == Rank::Jack)
                    });
                    score += if follows {
                        weight::AGAIN
                    } else {
                        -weight::AGAIN_STUCK
                    };
                }
                _ => {}
            }
        }
        let victim = if backwards {
            self.prev_seat(me)
        } else {
            self.next_seat(me)
        };
        let urgency = self.urgency(victim);
        if drawn_by_victim > 0 || waits > 0 {
            // What is already running passes on with what we add.
            let (cards_running, turns_running) = match self.view.attack {
                Some(Attack::Draw { cards, .. }) => (cards as i32, 0),
                Some(Attack::Wait { turns }) => (0, turns as i32),
                None => (0, 0),
            };
            if drawn_by_victim > 0 {
                score += (drawn_by_victim + cards_running) * weight::THEIR_CARD;
            }
            if waits > 0 {
                score += (waits + turns_running) * weight::OWN_TURN / 2;
            }
            score += urgency;
            // Laid to answer an attack, a defence does its job; otherwise it is spent.
            if self.view.attack.is_none() && urgency == 0 {
                let spend = match rules.defence {
                    crate::rules::Defence::Sevens => weight::SPEND_SEVEN,
                    _ => weight::SPEND_DEFENCE,
                };
                score -= defences_spent * spend;
            }
        }
        let first = lay.first();
        let plain_options = self.has_plain_lay();
        match first.rank {
            Rank::Queen if plain_options && rules.queens_wild => score -= weight::SPEND_QUEEN,
            Rank::Ace if plain_options && rules.effect(first) == Effect::ChooseSuit => {
                score -= weight::SPEND_ACE
            }
            Rank::Jack if rules.jacks_wild && self.has_lay_but(Rank::Jack) => {
                score -= weight::SPEND_JACK
            }
            _ => {}
        }
        let top = *cards.last().unwrap_or(&first);
        match lay.choice() {
            Choice::Suit(suit) => {
                score += weight::FOLLOW_UP * self.fitting(&left, None, Some(suit));
                if urgency > 0 {
                    score += weight::DENIAL;
                }
            }
            Choice::Demand(rank) => {
                let held = left.iter().filter(|c| c.rank == rank).count() as i32;
                score += weight::DEMAND_HELD * held;
                if held == 0 {
                    // Everyone must answer, us included: a rank we lack makes us draw.
                    score -= weight::OWN_CARD;
                }
                if self.urgency(self.next_seat(me)) > 0 {
                    score += weight::DENIAL;
                }
                score += weight::FOLLOW_UP * self.fitting(&left, Some(top.rank), None);
            }
            Choice::Swap(target) => score += self.swap_score(left.len(), target),
            Choice::None => {
                score += weight::FOLLOW_UP * self.fitting(&left, Some(top.rank), Some(top.suit))
            }
        }
        score
    }

    /// Cards of `hand` that would fit a top of `rank` or `suit` (queens fit anything).
    fn fitting(&self, hand: &[Card], rank: Option<Rank>, suit: Option<Suit>) -> i32 {
        hand.iter()
            .filter(|c| {
                Some(c.rank) == rank
                    || Some(c.suit) == suit
                    || (self.rules().queens_wild && c.rank == Rank::Queen)
            })
            .count() as i32
    }

    /// Whether some legal lay starts with a card that is neither a queen nor an ace.
    fn has_plain_lay(&self) -> bool {
        self.view.legal.iter().any(|action| {
            matches!(action, Action::Lay(lay) if !matches!(lay.rank(), Rank::Queen | Rank::Ace))
        })
    }

    /// Whether some legal lay starts with a card not of `rank`.
    fn has_lay_but(&self, rank: Rank) -> bool {
        self.view
            .legal
            .iter()
            .any(|action| matches!(action, Action::Lay(lay) if lay.rank() != rank))
    }

    /// Swapping our `mine` cards for the target's hand, at the risk of a K♦ block.
    fn swap_score(&self, mine: usize, target: usize) -> i32 {
        let theirs = self.size(target);
        let gain = (mine as i32 - theirs as i32) * weight::OWN_CARD;
        let blocker = crate::rules::KING_OF_DIAMONDS;
        let copies = self.unseen_copies(blocker);
        let unseen = self.unseen().max(1);
        // The chance that the target holds a K♦, in percent.
        let chance = (100 * copies * theirs / unseen).min(100) as i32;
        let blocked = -(self.rules().block_penalty as i32) * weight::OWN_CARD;
        ((100 - chance) * gain + chance * blocked) / 100
    }

    /// Under a wait without a 4: drawing finds a 4 only rarely, and keeps the card else.
    fn try_for_four_score(&self, turns: u32) -> i32 {
        let fours: usize = Suit::all()
            .map(|suit| self.unseen_copies(Card::new(Rank::Four, suit)))
            .sum();
        let chance = (100 * fours / self.unseen().max(1)) as i32;
        let wait = weight::OWN_TURN * turns as i32;
        let hit = (turns as i32 + 1) * weight::OWN_TURN / 2;
        let miss = -weight::OWN_CARD - wait;
        (chance * hit + (100 - chance) * miss) / 100
    }

    /// Taking the initiator's hand.
    fn accept_score(&self) -> i32 {
        let Phase::Swap { initiator } = self.view.phase else {
            return 0;
        };
        // An empty hand taken wins at once (the legal list carries "po makale").
        if self.size(initiator) == 0 {
            return weight::WIN;
        }
        (self.view.hand.len() as i32 - self.size(initiator) as i32) * weight::OWN_CARD
    }

    /// Keeping our hand less the K♦, the initiator drawing the block penalty.
    fn block_score(&self) -> i32 {
        let penalty = self.rules().block_penalty as i32;
        weight::SHED + penalty * weight::THEIR_CARD
    }
}

#[cfg(test)]
mod tests;
