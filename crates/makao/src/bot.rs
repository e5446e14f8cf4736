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
mod tests {
    use super::*;
    use crate::game::{Config, Game};
    use crate::rules::RuleSet;
    use crate::state::Setup;
    use crate::test_cards::{c, cards};

    fn polish(players: usize) -> Setup {
        Setup::new(Config::new(RuleSet::Polish, players))
    }

    /// The random player's choice for the player to move in `game`.
    fn random(bot: &mut RandomBot, game: &Game) -> Option<Action> {
        let player = game.current_player();
        let legal = game.view(player).legal;
        Bot::<Game>::choose(bot, &Seat::new(game, player), &legal)
    }

    fn heuristic(game: &Game) -> String {
        let view = game.view(game.current_player());
        HeuristicBot::new()
            .decide(&view)
            .expect("a legal action")
            .to_string()
    }

    #[test]
    fn levels_read_and_print_their_names() {
        for level in BotLevel::ALL {
            assert_eq!(level.to_string().parse::<BotLevel>(), Ok(level));
        }
        assert_eq!(" Heuristic ".parse::<BotLevel>(), Ok(BotLevel::Heuristic));
        // The old names still read, as command lines and saved games have them.
        for (old, new) in [
            ("random", "easy"),
            ("heuristic", "normal"),
            ("search", "hard"),
        ] {
            assert_eq!(old.parse::<BotLevel>().map(|l| l.name()), Ok(new));
        }
        let err = "clever".parse::<BotLevel>().unwrap_err().to_string();
        assert!(
            err.contains("clever") && err.contains("easy, normal or hard"),
            "{err}"
        );
    }

    #[test]
    fn no_choice_without_a_legal_action() {
        let game = Game::new(Config::new(RuleSet::Polish, 2), 1).unwrap();
        let other = game.view(1);
        assert!(other.legal.is_empty());
        assert_eq!(HeuristicBot::new().decide(&other), None);
        assert_eq!(
            Bot::<Game>::choose(&mut RandomBot::new(1), &Seat::new(&game, 1), &other.legal),
            None
        );
    }

    #[test]
    fn random_bot_picks_only_listed_actions_and_reaches_many() {
        let game = polish(2)
            .hand(0, &cards("5c 6c 7c 8c 5h"))
            .hand(1, &cards("9d 9s"))
            .discard(&cards("9c"))
            .build()
            .unwrap();
        let view = game.view(0);
        let mut bot = RandomBot::new(3);
        let mut seen = std::collections::HashSet::new();
        for _ in 0..200 {
            let action = random(&mut bot, &game).unwrap();
            assert!(view.legal.contains(&action), "{action}");
            seen.insert(action);
        }
        assert_eq!(seen.len(), view.legal.len());
    }

    #[test]
    fn every_bot_points_out_a_missing_makao() {
        let game = Setup::new(Config::new(RuleSet::Serbian, 2))
            .hand(0, &cards("9c"))
            .hand(1, &cards("6d 6h 8s"))
            .discard(&cards("5c 9s"))
            .to_move(1)
            .phase(Phase::Challenge { offender: 0 }, None)
            .build()
            .unwrap();
        let view = game.view(1);
        for seed in 0..20 {
            assert_eq!(
                random(&mut RandomBot::new(seed), &game),
                Some(Action::Challenge(true))
            );
        }
        assert_eq!(
            HeuristicBot::new().decide(&view),
            Some(Action::Challenge(true))
        );
    }

    #[test]
    fn random_bot_with_the_same_seed_repeats_itself() {
        let game = Game::new(Config::new(RuleSet::Polish, 3), 5).unwrap();
        let picks = |seed| {
            let mut bot = RandomBot::new(seed);
            (0..20)
                .map(|_| random(&mut bot, &game).unwrap())
                .collect::<Vec<_>>()
        };
        assert_eq!(picks(8), picks(8));
    }

    #[test]
    fn bots_decide_from_what_the_seat_sees_only() {
        // Two games that differ only in the cards player 0 cannot see (player 1's hand
        // and the stock's order) give player 0 the same view, hence the same choice.
        let mine = cards("5c 9c jh 2s as");
        let one = polish(2)
            .hand(0, &mine)
            .hand(1, &cards("kh ks 2h 3h 4d"))
            .discard(&cards("7c"))
            .stock_top(&cards("4c"))
            .build()
            .unwrap();
        let other = polish(2)
            .hand(0, &mine)
            .hand(1, &cards("6d 6h 8s 10d 3d"))
            .discard(&cards("7c"))
            .stock_top(&cards("qd"))
            .seed(99)
            .build()
            .unwrap();
        assert_ne!(one.hand(1), other.hand(1));
        let (a, b) = (one.view(0), other.view(0));
        assert_eq!(a, b);
        for card in one.hand(1).iter().chain(other.hand(1)) {
            assert!(!a.hand.contains(card), "{card} leaked into the view");
        }
        assert_eq!(a.hand_sizes, vec![5, 5]);
        assert_eq!(
            HeuristicBot::new().decide(&a),
            HeuristicBot::new().decide(&b)
        );
        assert_eq!(
            random(&mut RandomBot::new(4), &one),
            random(&mut RandomBot::new(4), &other)
        );
    }

    #[test]
    fn heuristic_lays_rather_than_draws() {
        let game = polish(2)
            .hand(0, &cards("5c 9d 10s kd"))
            .hand(1, &cards("6d 6h 8s 10d 3d"))
            .discard(&cards("7c"))
            .build()
            .unwrap();
        assert_eq!(heuristic(&game), "5c");
    }

    #[test]
    fn heuristic_sheds_several_cards_at_once() {
        let game = polish(2)
            .hand(0, &cards("5c 5h 5d 9s"))
            .hand(1, &cards("6d 6h 8s 10d 3d"))
            .discard(&cards("7c"))
            .build()
            .unwrap();
        let choice = heuristic(&game);
        let laid: Vec<&str> = choice
            .split_whitespace()
            .filter(|w| *w != "makao")
            .collect();
        assert_eq!(laid.len(), 3, "{choice}");
        assert!(
            choice.starts_with("5c") && choice.ends_with("makao"),
            "{choice}"
        );
    }

    #[test]
    fn heuristic_ends_a_multi_lay_on_the_suit_it_holds_most_of() {
        let game = polish(2)
            .hand(0, &cards("6s 9s 5c 5h 8h 10h kh"))
            .hand(1, &cards("6d 6h 8s 10d 3d"))
            .discard(&cards("5s"))
            .build()
            .unwrap();
        // 5c then 5h leaves hearts on top, where 8h, 10h and kh follow.
        assert_eq!(heuristic(&game), "5c 5h");
    }

    #[test]
    fn heuristic_keeps_its_defences_against_a_player_far_from_out() {
        let game = polish(2)
            .hand(0, &cards("2c 9c 8d 10s"))
            .hand(1, &cards("6d 6h 8s 10d 3d 7s"))
            .discard(&cards("7c"))
            .build()
            .unwrap();
        assert_eq!(heuristic(&game), "9c");
    }

    #[test]
    fn heuristic_attacks_a_player_close_to_going_out() {
        let game = polish(2)
            .hand(0, &cards("2c 9c 8d 10s"))
            .hand(1, &cards("6d"))
            .discard(&cards("7c"))
            .build()
            .unwrap();
        assert_eq!(heuristic(&game), "2c");
    }

    #[test]
    fn heuristic_attacks_the_close_player_with_the_biggest_penalty() {
        // Player 2 (index 1) is next and has one card: K♥ (5) beats 3♥ (3).
        let game = polish(3)
            .hand(0, &cards("3h kh 9c 8d"))
            .hand(1, &cards("6d"))
            .hand(2, &cards("6c 7d 8c 9h 10c"))
            .discard(&cards("7h"))
            .build()
            .unwrap();
        assert_eq!(heuristic(&game), "kh");
    }

    #[test]
    fn heuristic_hits_the_close_player_backwards_with_the_king_of_spades() {
        // The player before (index 2) has one card, the next (index 1) many: K♠ hits
        // the one before.
        let game = polish(3)
            .hand(0, &cards("ks kh 9c 8d"))
            .hand(1, &cards("6c 7d 8c 9h 10c"))
            .hand(2, &cards("6d"))
            .discard(&cards("kd"))
            .build()
            .unwrap();
        assert_eq!(heuristic(&game), "ks");
    }

    #[test]
    fn heuristic_defends_rather_than_takes() {
        let game = polish(2)
            .hand(0, &cards("3c 9c 8d 10s"))
            .hand(1, &cards("6d 6h 8s 10d 3d 7s"))
            .discard(&cards("2c"))
            .attack(Attack::Draw {
                cards: 2,
                backwards: false,
            })
            .build()
            .unwrap();
        assert_eq!(heuristic(&game), "3c");
    }

    #[test]
    fn heuristic_answers_a_wait_with_a_four_and_otherwise_waits() {
        let answer = polish(2)
            .hand(0, &cards("4d 9c 8h"))
            .hand(1, &cards("6d 6h 8s 10d 3d 7s"))
            .discard(&cards("4c"))
            .attack(Attack::Wait { turns: 1 })
            .build()
            .unwrap();
        assert_eq!(heuristic(&answer), "4d");
        let wait = polish(2)
            .hand(0, &cards("5d 9c"))
            .hand(1, &cards("6d 6h 8s 10d 3d 7s"))
            .discard(&cards("4c"))
            .attack(Attack::Wait { turns: 1 })
            .build()
            .unwrap();
        assert_eq!(heuristic(&wait), "wait");
    }

    #[test]
    fn heuristic_saves_queens_and_aces_while_other_cards_fit() {
        let game = polish(2)
            .hand(0, &cards("qs ac 9c 8d"))
            .hand(1, &cards("6d 6h 8s 10d 3d 7s"))
            .discard(&cards("7c"))
            .build()
            .unwrap();
        assert_eq!(heuristic(&game), "9c");
    }

    #[test]
    fn heuristic_names_the_suit_it_holds_most_of() {
        let game = polish(2)
            .hand(0, &cards("ac 9d 8d 5d 10s"))
            .hand(1, &cards("6d 6h 8s 10d 3d 7s"))
            .discard(&cards("7c"))
            .build()
            .unwrap();
        assert_eq!(heuristic(&game), "ac suit d");
    }

    #[test]
    fn heuristic_demands_a_rank_it_holds_or_nothing() {
        let holds = polish(2)
            .hand(0, &cards("jc 9d 9h 5s"))
            .hand(1, &cards("6d 6h 8s 10d 3d 7s"))
            .discard(&cards("7c"))
            .build()
            .unwrap();
        assert_eq!(heuristic(&holds), "jc demand 9");
        let lacks = polish(2)
            .hand(0, &cards("jc kd qd"))
            .hand(1, &cards("6d 6h 8s 10d 3d 7s"))
            .discard(&cards("7c"))
            .build()
            .unwrap();
        assert_eq!(heuristic(&lacks), "jc");
    }

    #[test]
    fn heuristic_says_the_right_call() {
        let game = polish(2)
            .hand(0, &cards("5c 5h"))
            .hand(1, &cards("6d 6h 8s 10d 3d 7s"))
            .discard(&cards("7c"))
            .build()
            .unwrap();
        assert_eq!(heuristic(&game), "5c makao 5h po makale");
        let one_left = polish(2)
            .hand(0, &cards("9c 8d"))
            .hand(1, &cards("6d 6h 8s 10d 3d 7s"))
            .discard(&cards("7c"))
            .build()
            .unwrap();
        assert_eq!(heuristic(&one_left), "9c makao");
    }

    #[test]
    fn heuristic_swaps_with_a_smaller_hand_and_not_with_a_bigger_one() {
        let twist = |theirs: &str| {
            Setup::new(Config::new(RuleSet::Polish, 2).with_twist(true))
                .hand(0, &cards("kc 9c 8d 10s 6h 5h"))
                .hand(1, &cards(theirs))
                // The K♦ is laid: nobody can block.
                .discard(&cards("kd 7c"))
                .build()
                .unwrap()
        };
        assert_eq!(heuristic(&twist("6d")), "kc swap 2");
        let big = heuristic(&twist("6d 6c 8s 10d 3d 7s 9h"));
        assert!(!big.contains("swap"), "{big}");
    }

    #[test]
    fn heuristic_blocks_a_swap_that_would_cost_it_cards_and_accepts_a_good_one() {
        let swap = |initiator: &str, target: &str| {
            Setup::new(Config::new(RuleSet::Polish, 2).with_twist(true))
                .hand(0, &cards(initiator))
                .hand(1, &cards(target))
                .discard(&cards("kc"))
                .to_move(1)
                .phase(Phase::Swap { initiator: 0 }, None)
                .build()
                .unwrap()
        };
        assert_eq!(heuristic(&swap("9c 8d 7h 6s 5s 4h", "kd 6d 6h")), "block");
        // Taking a one-card hand beats blocking: with the call it needs.
        assert_eq!(heuristic(&swap("9c", "kd 6d 6h 8s")), "accept makao");
    }

    fn serbian() -> Setup {
        Setup::new(Config::new(RuleSet::Serbian, 2))
    }

    #[test]
    fn heuristic_serbian_keeps_strong_cards_at_the_cut() {
        let game = serbian()
            .discard(&cards("jh"))
            .phase(Phase::Cut, None)
            .build()
            .unwrap();
        assert_eq!(heuristic(&game), "keep");
    }

    #[test]
    fn heuristic_serbian_always_points_out_a_missing_makao() {
        let game = serbian()
            .hand(0, &cards("9c"))
            .hand(1, &cards("6d 6h 8s"))
            .discard(&cards("5c 9s"))
            .to_move(1)
            .phase(Phase::Challenge { offender: 0 }, None)
            .build()
            .unwrap();
        assert_eq!(heuristic(&game), "challenge");
    }

    #[test]
    fn heuristic_serbian_sheds_high_scoring_cards_first() {
        let game = serbian()
            .hand(0, &cards("3h kh 9c 10s"))
            .hand(1, &cards("6d 6h 8s"))
            .discard(&cards("5h"))
            .build()
            .unwrap();
        assert_eq!(heuristic(&game), "kh");
    }

    #[test]
    fn heuristic_serbian_keeps_its_jack_for_the_finish() {
        let game = serbian()
            .hand(0, &cards("jd 3h 9c 10s"))
            .hand(1, &cards("6d 6h 8s"))
            .discard(&cards("5h"))
            .build()
            .unwrap();
        assert_eq!(heuristic(&game), "3h");
        // With one other card left: that one, with the call, and the jack last.
        let two = serbian()
            .hand(0, &cards("jd 3h"))
            .hand(1, &cards("6d 6h 8s"))
            .discard(&cards("5h"))
            .build()
            .unwrap();
        assert_eq!(heuristic(&two), "3h makao");
    }

    #[test]
    fn heuristic_serbian_plays_the_small_two() {
        let game = serbian()
            .hand(0, &cards("2c 4c 9h 10s"))
            .hand(1, &cards("6d 6h 8s"))
            .discard(&cards("5c"))
            .build()
            .unwrap();
        assert_eq!(heuristic(&game), "2c");
    }

    #[test]
    fn heuristic_serbian_lays_an_ace_or_an_eight_only_when_a_card_can_follow() {
        let follows = serbian()
            .hand(0, &cards("as 4s 9h 10d"))
            .hand(1, &cards("6d 6h 8s"))
            .discard(&cards("5s"))
            .build()
            .unwrap();
        assert_eq!(heuristic(&follows), "as");
        let stuck = serbian()
            .hand(0, &cards("8h 5c 9d 10d"))
            .hand(1, &cards("6d 6h 8s"))
            .discard(&cards("5h"))
            .build()
            .unwrap();
        assert!(stuck.legal_actions().contains(&"8h".parse().unwrap()));
        assert_eq!(heuristic(&stuck), "5c");
    }

    #[test]
    fn heuristic_serbian_answers_a_seven_with_a_seven() {
        let game = serbian()
            .hand(0, &cards("7d 3h 9h"))
            .hand(1, &cards("6d 6h 8s"))
            .discard(&cards("7h"))
            .attack(Attack::Draw {
                cards: 2,
                backwards: false,
            })
            .build()
            .unwrap();
        assert_eq!(heuristic(&game), "7d");
    }

    #[test]
    fn heuristic_lays_the_card_it_drew_when_it_fits() {
        let game = polish(2)
            .hand(0, &cards("9c 8d 5h"))
            .hand(1, &cards("6d 6h 8s 10d 3d 7s"))
            .discard(&cards("7c"))
            .phase(Phase::Drawn, Some(c("9c")))
            .build()
            .unwrap();
        assert_eq!(heuristic(&game), "9c");
    }
}
