//! The state file: a whole game as JSON, readable and editable by hand, and checked when
//! loaded. The schema is documented in the crate's front page.

use std::fmt;

use cards::{Card, GameRng, Rank, Suit};
use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::game::{Attack, Config, Game, Phase};
use crate::rules::RuleSet;

mod layout;
mod validate;

use layout::Layout;
use validate::inconsistent;

/// Why a state (or a new game's setup) was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum StateError {
    #[error("{rules} is played by {min} to {max} players, not {players}")]
    Players {
        rules: RuleSet,
        players: usize,
        min: usize,
        max: usize,
    },
    #[error("the twist is not played with {0} rules")]
    TwistNotAllowed(RuleSet),
    #[error("the state holds {held} cards, the deck {deck}: {problem}")]
    CardCount {
        held: usize,
        deck: usize,
        problem: CardProblem,
    },
    #[error("the discard pile is empty: it must hold at least the top card")]
    EmptyDiscard,
    #[error("{field} names player {number}, but players are numbered 1 to {players}")]
    NoSuchPlayer {
        field: &'static str,
        number: usize,
        players: usize,
    },
    #[error("the state is inconsistent: {0}")]
    Inconsistent(String),
}

/// The first card found in the wrong number of places.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CardProblem {
    /// A card held more often than the deck has it, with the places it was found.
    Extra {
        card: Card,
        expected: usize,
        places: Vec<String>,
    },
    Missing {
        card: Card,
    },
}

impl fmt::Display for CardProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CardProblem::Extra {
                card,
                expected,
                places,
            } => {
                let times = if *expected == 1 {
                    "once".to_string()
                } else {
                    format!("{expected} times")
                };
                write!(
                    f,
                    "{card:#} appears {} times ({}), the deck has it {times}",
                    places.len(),
                    places.join(", ")
                )
            }
            CardProblem::Missing { card } => write!(f, "{card:#} is missing"),
        }
    }
}

mod rank_label {
    use cards::Rank;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(rank: &Rank, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(rank.label())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Rank, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

mod suit_letter {
    use cards::Suit;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(suit: &Option<Suit>, serializer: S) -> Result<S::Ok, S::Error> {
        match suit {
            Some(suit) => serializer.serialize_char(suit.letter()),
            None => serializer.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Option<Suit>, D::Error> {
        let text = Option::<String>::deserialize(deserializer)?;
        text.map(|t| t.parse().map_err(serde::de::Error::custom))
            .transpose()
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct PlayerFile {
    hand: Vec<Card>,
    #[serde(default)]
    waits: u32,
    /// Cards kept at the cut, still in hand (`serbian`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    kept: Vec<Card>,
}

#[derive(Debug, Clone, Copy, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
enum PhaseFile {
    #[default]
    Turn,
    Drawn(Card),
    PenaltyDrawn(Card),
    Question,
    Swap {
        initiator: usize,
    },
    Cut,
    Again,
    AfterPenalty,
    Challenge {
        offender: usize,
    },
    Over,
}

#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
enum AttackFile {
    Draw {
        cards: u32,
        #[serde(default)]
        backwards: bool,
    },
    Wait {
        turns: u32,
    },
}

impl From<Attack> for AttackFile {
    fn from(attack: Attack) -> AttackFile {
        match attack {
            Attack::Draw { cards, backwards } => AttackFile::Draw { cards, backwards },
            Attack::Wait { turns } => AttackFile::Wait { turns },
        }
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct DemandFile {
    #[serde(with = "rank_label")]
    rank: Rank,
    by: usize,
    #[serde(default)]
    owed: Option<Vec<usize>>,
}

/// The JSON form of a [`Game`]. Players are numbered from 1 here.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct StateFile {
    rules: RuleSet,
    #[serde(default)]
    twist: bool,
    #[serde(default)]
    play_on: bool,
    players: Vec<PlayerFile>,
    to_move: usize,
    /// Who dealt (`serbian`; optional, default the last player).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    dealer: Option<usize>,
    #[serde(default)]
    phase: PhaseFile,
    discard: Vec<Card>,
    stock: Vec<Card>,
    #[serde(default, with = "suit_letter")]
    suit: Option<Suit>,
    #[serde(default)]
    attack: Option<AttackFile>,
    #[serde(default)]
    demand: Option<DemandFile>,
    #[serde(default)]
    finished: Vec<usize>,
    #[serde(default)]
    actions: u32,
    #[serde(default)]
    rng: Option<GameRng>,
}

impl From<Game> for StateFile {
    fn from(game: Game) -> StateFile {
        let number = |p: usize| p + 1;
        let phase = match (game.phase, game.drawn) {
            (Phase::Drawn, Some(card)) => PhaseFile::Drawn(card),
            (Phase::PenaltyDrawn, Some(card)) => PhaseFile::PenaltyDrawn(card),
            (Phase::Question, _) => PhaseFile::Question,
            (Phase::Swap { initiator }, _) => PhaseFile::Swap {
                initiator: number(initiator),
            },
            (Phase::Cut, _) => PhaseFile::Cut,
            (Phase::Again, _) => PhaseFile::Again,
            (Phase::AfterPenalty, _) => PhaseFile::AfterPenalty,
            (Phase::Challenge { offender }, _) => PhaseFile::Challenge {
                offender: number(offender),
            },
            (Phase::Over, _) => PhaseFile::Over,
            _ => PhaseFile::Turn,
        };
        StateFile {
            rules: game.config.rules,
            twist: game.config.twist,
            play_on: game.config.play_on,
            players: game
                .hands
                .iter()
                .zip(&game.waits)
                .zip(&game.kept)
                .map(|((hand, waits), kept)| PlayerFile {
                    hand: hand.clone(),
                    waits: *waits,
                    kept: kept.clone(),
                })
                .collect(),
            to_move: number(game.current),
            dealer: (game.rules.cut_keeps > 0).then_some(number(game.dealer)),
            phase,
            discard: game.discard.as_slice().to_vec(),
            stock: game.stock.as_slice().to_vec(),
            suit: game.suit,
            attack: game.attack.map(AttackFile::from),
            demand: game.demand.map(|demand| DemandFile {
                rank: demand.rank,
                by: number(demand.by),
                owed: Some(demand.owing().map(number).collect()),
            }),
            finished: game.finished.iter().map(|p| number(*p)).collect(),
            actions: game.actions,
            rng: Some(game.rng),
        }
    }
}

impl Serialize for Game {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        StateFile::from(self.clone()).serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Game {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let file = StateFile::deserialize(deserializer)?;
        Game::try_from(file).map_err(serde::de::Error::custom)
    }
}

impl Game {
    /// The state as JSON for people: indented, with each list of cards on one line.
    pub fn to_json(&self) -> String {
        let mut out = Vec::new();
        let mut writer = serde_json::Serializer::with_formatter(&mut out, Layout::default());
        self.serialize(&mut writer)
            .expect("a game always serializes");
        String::from_utf8(out).expect("serde_json writes UTF-8")
    }

    /// A state file read back, validated.
    pub fn from_json(text: &str) -> Result<Game, serde_json::Error> {
        serde_json::from_str(text)
    }
}

/// Sets up a position by hand: whatever is not placed goes to the bottom of the stock
/// in deck order. Used by tests, and by anyone who wants a particular situation.
#[derive(Debug, Clone)]
pub struct Setup {
    config: Config,
    hands: Vec<Vec<Card>>,
    waits: Vec<u32>,
    discard: Vec<Card>,
    stock_top: Vec<Card>,
    to_move: usize,
    phase: Phase,
    drawn: Option<Card>,
    suit: Option<Suit>,
    attack: Option<Attack>,
    demand: Option<(Rank, usize, Option<Vec<usize>>)>,
    finished: Vec<usize>,
    seed: u64,
    dealer: Option<usize>,
    kept: Vec<Vec<Card>>,
}

impl Setup {
    /// Empty hands, and 5♣ as the only discard (players are 0-based here, as in the API).
    pub fn new(config: Config) -> Setup {
        Setup {
            config,
            hands: vec![Vec::new(); config.players],
            waits: vec![0; config.players],
            discard: vec![Card::new(Rank::Five, Suit::Clubs)],
            stock_top: Vec::new(),
            to_move: 0,
            phase: Phase::Turn,
            drawn: None,
            suit: None,
            attack: None,
            demand: None,
            finished: Vec::new(),
            seed: 0,
            dealer: None,
            kept: vec![Vec::new(); config.players],
        }
    }

    pub fn hand(mut self, player: usize, cards: &[Card]) -> Setup {
        if let Some(hand) = self.hands.get_mut(player) {
            *hand = cards.to_vec();
        }
        self
    }

    /// The discard pile, bottom to top (the last card is the top).
    pub fn discard(mut self, cards: &[Card]) -> Setup {
        self.discard = cards.to_vec();
        self
    }

    /// Cards on top of the stock, in the order they will be drawn.
    pub fn stock_top(mut self, cards: &[Card]) -> Setup {
        self.stock_top = cards.to_vec();
        self
    }

    pub fn to_move(mut self, player: usize) -> Setup {
        self.to_move = player;
        self
    }

    /// The phase, with the drawn card for `Drawn` and `PenaltyDrawn`.
    pub fn phase(mut self, phase: Phase, drawn: Option<Card>) -> Setup {
        self.phase = phase;
        self.drawn = drawn;
        self
    }

    pub fn suit(mut self, suit: Suit) -> Setup {
        self.suit = Some(suit);
        self
    }

    pub fn attack(mut self, attack: Attack) -> Setup {
        self.attack = Some(attack);
        self
    }

    /// A demand owed by every player still in the game.
    pub fn demand(mut self, rank: Rank, by: usize) -> Setup {
        self.demand = Some((rank, by, None));
        self
    }

    /// A demand owed only by `owed`.
    pub fn demand_owed(mut self, rank: Rank, by: usize, owed: &[usize]) -> Setup {
        self.demand = Some((rank, by, Some(owed.to_vec())));
        self
    }

    pub fn waits(mut self, player: usize, turns: u32) -> Setup {
        if let Some(waits) = self.waits.get_mut(player) {
            *waits = turns;
        }
        self
    }

    pub fn finished(mut self, players: &[usize]) -> Setup {
        self.finished = players.to_vec();
        self
    }

    /// Who dealt (default: the last player).
    pub fn dealer(mut self, player: usize) -> Setup {
        self.dealer = Some(player);
        self
    }

    /// Cards `player` kept at the cut; they must be in the hand too.
    pub fn kept(mut self, player: usize, cards: &[Card]) -> Setup {
        if let Some(kept) = self.kept.get_mut(player) {
            *kept = cards.to_vec();
        }
        self
    }

    /// The seed of the generator that shuffles the pile into a new stock.
    pub fn seed(mut self, seed: u64) -> Setup {
        self.seed = seed;
        self
    }

    pub fn build(self) -> Result<Game, StateError> {
        self.config.check()?;
        let mut left: Vec<Card> = self.config.rules.rules().deck();
        let placed = self
            .hands
            .iter()
            .flatten()
            .chain(&self.discard)
            .chain(&self.stock_top);
        for card in placed {
            if let Some(at) = left.iter().position(|c| c == card) {
                left.remove(at);
            }
        }
        let mut stock = left;
        stock.extend(self.stock_top.iter().rev());
        let number = |p: usize| p + 1;
        let drawn = || {
            self.drawn
                .ok_or_else(|| inconsistent("a drawn phase needs the card drawn"))
        };
        let phase = match self.phase {
            Phase::Turn => PhaseFile::Turn,
            Phase::Drawn => PhaseFile::Drawn(drawn()?),
            Phase::PenaltyDrawn => PhaseFile::PenaltyDrawn(drawn()?),
            Phase::Question => PhaseFile::Question,
            Phase::Swap { initiator } => PhaseFile::Swap {
                initiator: number(initiator),
            },
            Phase::Cut => PhaseFile::Cut,
            Phase::Again => PhaseFile::Again,
            Phase::AfterPenalty => PhaseFile::AfterPenalty,
            Phase::Challenge { offender } => PhaseFile::Challenge {
                offender: number(offender),
            },
            Phase::Over => PhaseFile::Over,
        };
        let file = StateFile {
            rules: self.config.rules,
            twist: self.config.twist,
            play_on: self.config.play_on,
            players: self
                .hands
                .into_iter()
                .zip(self.waits)
                .zip(self.kept)
                .map(|((hand, waits), kept)| PlayerFile { hand, waits, kept })
                .collect(),
            to_move: number(self.to_move),
            dealer: self.dealer.map(number),
            phase,
            discard: self.discard,
            stock,
            suit: self.suit,
            attack: self.attack.map(AttackFile::from),
            demand: self.demand.map(|(rank, by, owed)| DemandFile {
                rank,
                by: number(by),
                owed: owed.map(|list| list.into_iter().map(number).collect()),
            }),
            finished: self.finished.into_iter().map(number).collect(),
            actions: 0,
            rng: Some(cards::seeded(self.seed)),
        };
        Game::try_from(file)
    }
}
