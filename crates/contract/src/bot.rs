//! Computer players, one trait for every game. A bot sees its seat through a [`Seat`],
//! which hands out that seat's view and nothing else, so it can never use a card it
//! could not see.

use std::fmt::{Debug, Display};
use std::str::FromStr;

use cards::GameRng;

use crate::Game;

/// One seat's window on a game: its view, built only when asked for (a random player
/// never needs it, which keeps simulations fast).
pub struct Seat<'a, G: Game> {
    game: &'a G,
    player: usize,
}

impl<'a, G: Game> Seat<'a, G> {
    pub fn new(game: &'a G, player: usize) -> Seat<'a, G> {
        Seat { game, player }
    }

    /// The seat's number (from 0).
    pub fn player(&self) -> usize {
        self.player
    }

    /// All this seat may know now.
    pub fn view(&self) -> G::View {
        self.game.view(self.player)
    }

    /// The same seat of a game held inside this one (a front end's wrapper type).
    pub fn window<H: Game>(&self, inside: impl FnOnce(&'a G) -> &'a H) -> Seat<'a, H> {
        Seat {
            game: inside(self.game),
            player: self.player,
        }
    }

    /// Reads an action as a person or program types it, in this position (reading
    /// tells nothing hidden: it only names an action).
    pub fn parse_action(&self, text: &str) -> Result<G::Action, G::ParseError> {
        self.game.parse_action(text)
    }

    /// Why the rules would refuse `action` from this seat, if they would, so a front end
    /// can say it in its words before the move is sent. Tried on a copy: nothing changes.
    /// Only for a person's typed move: the reasons speak of the mover's own cards and
    /// what lies open.
    pub fn refusal(&self, action: G::Action) -> Option<G::RuleError> {
        let mut copy = self.game.clone();
        #[allow(clippy::disallowed_methods)] // a trial on a copy, never the table's game
        copy.apply(action).err()
    }
}

/// A computer player: from what its seat may see and the actions the rules allow, it
/// chooses one.
pub trait Bot<G: Game>: Send {
    /// One of `legal` for the seat, which acts now; `None` only when `legal` is empty.
    fn choose(&mut self, seat: &Seat<'_, G>, legal: &[G::Action]) -> Option<G::Action>;

    /// Hears what happened at the table (as the seat may learn it, see
    /// [`Game::event_for`]).
    fn observe(&mut self, _event: &G::Event) {}

    /// Whether [`Bot::observe`] is worth calling: events cost time to record.
    fn listens(&self) -> bool {
        false
    }
}

/// Any legal action, uniformly, except what the rules make every computer player do.
#[derive(Debug, Clone)]
pub struct RandomBot {
    rng: GameRng,
}

impl RandomBot {
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            rng: cards::seeded(seed),
        }
    }
}

impl<G: Game> Bot<G> for RandomBot {
    fn choose(&mut self, _seat: &Seat<'_, G>, legal: &[G::Action]) -> Option<G::Action> {
        G::bot_must(legal).or_else(|| cards::pick(legal, &mut self.rng).copied())
    }
}

/// The kinds of computer player a game offers, as typed on the command line.
pub trait Level<G: Game>: Copy + Eq + Debug + Display + FromStr + Send + Sync + 'static {
    /// A player of this kind for `seat`; `seed` drives whatever randomness it uses.
    fn bot(self, seat: usize, seed: u64) -> Box<dyn Bot<G>>;
}

/// A kind of computer player that can be given a thinking budget (a time per choice, or
/// a number of deals), as a batch gives every player of its kind.
pub trait Budgeted<G: Game>: Level<G> {
    type Budget: Copy + Eq + Debug + Default + Send + Sync + 'static;

    /// A player of this kind for `seat` that thinks within `budget`.
    fn bot_within(self, seat: usize, seed: u64, budget: Self::Budget) -> Box<dyn Bot<G>>;
}

/// A kind of computer player with the budget a batch (`--think`) gives its kind; shown
/// and read as the kind alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Thinking<L, B> {
    pub level: L,
    pub budget: B,
}

impl<L: Display, B> Display for Thinking<L, B> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        Display::fmt(&self.level, f)
    }
}

impl<L: FromStr, B: Default> FromStr for Thinking<L, B> {
    type Err = L::Err;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Ok(Thinking {
            level: text.parse()?,
            budget: B::default(),
        })
    }
}

impl<G: Game, L: Budgeted<G>> Level<G> for Thinking<L, L::Budget> {
    fn bot(self, seat: usize, seed: u64) -> Box<dyn Bot<G>> {
        self.level.bot_within(seat, seed, self.budget)
    }
}
