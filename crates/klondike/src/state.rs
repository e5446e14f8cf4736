//! The game state and its rules: dealing, checking a move, applying it, `auto`.

use std::fmt;

use cards::{Card, Pile, Rank, standard_deck};
use rand::Rng;
use thiserror::Error;

use crate::lang::Localized;
use crate::moves::{ColumnId, FoundationId, Move, ParseMoveError, Source, Target};
use crate::view::{ColumnView, View};

/// How many cards `U` turns at a time.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum Draw {
    /// The seed's rule.
    #[default]
    One,
    Three,
}

impl Draw {
    pub fn count(self) -> usize {
        match self {
            Draw::One => 1,
            Draw::Three => 3,
        }
    }

    pub fn from_count(count: u64) -> Option<Draw> {
        match count {
            1 => Some(Draw::One),
            3 => Some(Draw::Three),
            _ => None,
        }
    }
}

impl fmt::Display for Draw {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.count())
    }
}

/// A tableau column: face-down cards under a run of face-up ones, both bottom to top.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Column {
    pub down: Pile<Card>,
    pub up: Pile<Card>,
}

impl Column {
    pub fn len(&self) -> usize {
        self.down.len() + self.up.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Why a move is refused: rows 3–12 of the rules page's table, in its order, and two that
/// the table leaves out: `U` with nothing to turn, and a move built in code with a count of
/// zero (typed, `E0G` is not understood before it gets here).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Error)]
pub enum RuleError {
    #[error("A move takes at least one card!")]
    NoCards,
    #[error("You can take only one card at a time from V!")]
    TooManyFromWaste,
    #[error("There are not enough cards in {0} for that!")]
    NotEnoughCards(Source),
    #[error("You can't move cards that are face down!")]
    FaceDown,
    #[error("Only a king can go to an empty column!")]
    KingOnly,
    #[error("Only one card at a time can go to a foundation!")]
    OneCardToFoundation,
    #[error("Only an ace can go to an empty foundation!")]
    AceOnly,
    #[error("A foundation must keep to one suit!")]
    OneSuit,
    #[error("Foundations are built up one rank at a time from the ace!")]
    FoundationOrder,
    #[error("Sequences must go down one rank at a time!")]
    Descending,
    #[error("Colours must alternate!")]
    AlternateColours,
    #[error("There is nothing to turn: U and V are both empty!")]
    NothingToTurn,
}

impl Localized for RuleError {
    fn czech(&self) -> String {
        match self {
            RuleError::NoCards => "Tah musí přesunout aspoň jednu kartu!".into(),
            RuleError::TooManyFromWaste => "Z balíčku V se nedá brát víc karet najednou!".into(),
            RuleError::NotEnoughCards(source) => format!("Na to není v {source} dost karet!"),
            RuleError::FaceDown => "Nemůžeš přesouvat karty, které jsou rubem nahoru!".into(),
            RuleError::KingOnly => "Do prázdného sloupečku smí jen král!".into(),
            RuleError::OneCardToFoundation => "Do cíle se nedá dávat víc karet najednou!".into(),
            RuleError::AceOnly => "Do prázdného cíle smí jen eso!".into(),
            RuleError::OneSuit => "Cílová hromádka musí mít jednu barvu!".into(),
            RuleError::FoundationOrder => {
                "Do cíle musíš skládat karty postupně od nejnižších!".into()
            }
            RuleError::Descending => "Musíš dělat sestupné postupky!".into(),
            RuleError::AlternateColours => "Musíš střídat barvy!".into(),
            RuleError::NothingToTurn => "Není co otočit: balíčky U i V jsou prázdné!".into(),
        }
    }
}

/// Why a typed move was not made: not understood, or against the rules.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Error)]
pub enum MoveError {
    #[error(transparent)]
    Parse(#[from] ParseMoveError),
    #[error(transparent)]
    Rule(#[from] RuleError),
}

impl Localized for MoveError {
    fn czech(&self) -> String {
        match self {
            MoveError::Parse(err) => err.czech(),
            MoveError::Rule(err) => err.czech(),
        }
    }
}

/// What an applied move did, beyond moving the cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Outcome {
    /// The face-down card the move uncovered and turned face up.
    pub turned_up: Option<Card>,
    /// `U` turned V back over into U.
    pub refilled: bool,
    /// The move put the last card on the foundations.
    pub won: bool,
}

/// A Klondike game: stock U, waste V, foundations W–Z and columns A–G.
///
/// Fields are private so that every state holds the 52 cards once each, with legal
/// foundations and face-up runs that are sequences; [`crate::position`] checks files
/// against the same invariants. The serde form is the position file.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Klondike {
    pub(crate) draw: Draw,
    /// U, face down; the last card is turned next.
    pub(crate) stock: Pile<Card>,
    /// V, face up; the last card is the one that can be played.
    pub(crate) waste: Pile<Card>,
    pub(crate) foundations: [Pile<Card>; 4],
    pub(crate) tableau: [Column; 7],
    /// Moves made so far (each `U` and each card move; `auto` counts its card moves).
    pub(crate) moves: u32,
}

impl Klondike {
    /// A new deal as the seed deals it: the shuffled deck is dealt from its end, column
    /// A gets one card, B two …, G seven, the last of each face up; the rest is U.
    pub fn deal<R: Rng + ?Sized>(rng: &mut R, draw: Draw) -> Klondike {
        let mut deck = standard_deck();
        cards::shuffle(&mut deck, rng);
        Klondike::deal_from(deck, draw)
    }

    /// Deals a deck in the given order (the last card is dealt first).
    fn deal_from(mut deck: Vec<Card>, draw: Draw) -> Klondike {
        let tableau = std::array::from_fn(|i| {
            let down: Pile<Card> = (0..i).filter_map(|_| deck.pop()).collect();
            let up: Pile<Card> = deck.pop().into_iter().collect();
            Column { down, up }
        });
        Klondike {
            draw,
            stock: Pile::from_vec(deck),
            waste: Pile::new(),
            foundations: Default::default(),
            tableau,
            moves: 0,
        }
    }

    pub fn draw(&self) -> Draw {
        self.draw
    }

    /// Changes how many cards `U` turns (a loaded file may be played in the other mode).
    pub fn set_draw(&mut self, draw: Draw) {
        self.draw = draw;
    }

    pub fn moves(&self) -> u32 {
        self.moves
    }

    pub fn stock(&self) -> &[Card] {
        self.stock.as_slice()
    }

    pub fn waste(&self) -> &[Card] {
        self.waste.as_slice()
    }

    pub fn foundation(&self, id: FoundationId) -> &[Card] {
        self.foundations[id.index()].as_slice()
    }

    pub fn column(&self, id: ColumnId) -> &Column {
        &self.tableau[id.index()]
    }

    /// Every card, in a fixed order of places (for conservation checks).
    pub fn all_cards(&self) -> Vec<Card> {
        let mut cards: Vec<Card> = Vec::with_capacity(52);
        cards.extend(self.stock.iter());
        cards.extend(self.waste.iter());
        for foundation in &self.foundations {
            cards.extend(foundation.iter());
        }
        for column in &self.tableau {
            cards.extend(column.down.iter());
            cards.extend(column.up.iter());
        }
        cards
    }

    /// A single-player game: the player is always 0, until the game is won.
    pub fn current_player(&self) -> Option<usize> {
        (!self.is_over()).then_some(0)
    }

    /// Won: all 52 cards are on the foundations.
    pub fn is_won(&self) -> bool {
        self.foundations.iter().map(Pile::len).sum::<usize>() == cards::PACK_SIZE
    }

    /// The game ends only by winning; a stuck player quits.
    pub fn is_over(&self) -> bool {
        self.is_won()
    }

    /// What the player sees: the face-down cards are only counted.
    pub fn view(&self) -> View {
        View {
            draw: self.draw,
            stock: self.stock.len(),
            waste: self.waste.as_slice().to_vec(),
            foundations: std::array::from_fn(|i| self.foundations[i].as_slice().to_vec()),
            columns: std::array::from_fn(|i| ColumnView {
                down: self.tableau[i].down.len(),
                up: self.tableau[i].up.as_slice().to_vec(),
            }),
            moves: self.moves,
        }
    }

    /// Whether a move is allowed; the first refusal in the rules page's table order.
    pub fn check(&self, mv: Move) -> Result<(), RuleError> {
        let Move::Shift { from, count, to } = mv else {
            return if self.stock.is_empty() && self.waste.is_empty() {
                Err(RuleError::NothingToTurn)
            } else {
                Ok(())
            };
        };
        if count == 0 {
            return Err(RuleError::NoCards);
        }
        if from == Source::Waste && count > 1 {
            return Err(RuleError::TooManyFromWaste);
        }
        let count = usize::try_from(count).unwrap_or(usize::MAX);
        let moved: &[Card] = match from {
            Source::Waste => {
                if self.waste.is_empty() {
                    return Err(RuleError::NotEnoughCards(from));
                }
                &self.waste.as_slice()[self.waste.len() - 1..]
            }
            Source::Column(id) => {
                let column = &self.tableau[id.index()];
                if count > column.len() {
                    return Err(RuleError::NotEnoughCards(from));
                }
                if count > column.up.len() {
                    return Err(RuleError::FaceDown);
                }
                &column.up.as_slice()[column.up.len() - count..]
            }
        };
        match to {
            Target::Column(id) => {
                let column = &self.tableau[id.index()];
                if column.is_empty() && moved[0].rank != Rank::King {
                    return Err(RuleError::KingOnly);
                }
                check_sequence(column.up.peek().into_iter().chain(moved))
            }
            Target::Foundation(id) => {
                if moved.len() > 1 {
                    return Err(RuleError::OneCardToFoundation);
                }
                check_foundation(self.foundations[id.index()].peek(), moved[0])
            }
        }
    }

    /// Applies a move, or refuses it and changes nothing.
    pub fn apply(&mut self, mv: Move) -> Result<Outcome, RuleError> {
        self.check(mv)?;
        let mut outcome = Outcome::default();
        match mv {
            Move::Turn => {
                if self.stock.is_empty() {
                    let mut cards = std::mem::take(&mut self.waste).into_vec();
                    cards.reverse();
                    self.stock = Pile::from_vec(cards);
                    outcome.refilled = true;
                } else {
                    for _ in 0..self.draw.count() {
                        if let Some(card) = self.stock.draw() {
                            self.waste.put(card);
                        }
                    }
                }
            }
            Move::Shift { from, count, to } => {
                // `check` has made sure the cards are there and face up.
                let mut cards = match from {
                    Source::Waste => self.waste.draw().into_iter().collect(),
                    Source::Column(id) => self.tableau[id.index()]
                        .up
                        .draw_many(count as usize)
                        .unwrap_or_default(),
                };
                cards.reverse();
                match to {
                    Target::Column(id) => self.tableau[id.index()].up.put_all(cards),
                    Target::Foundation(id) => self.foundations[id.index()].put_all(cards),
                }
                if let Source::Column(id) = from {
                    let column = &mut self.tableau[id.index()];
                    if column.up.is_empty()
                        && let Some(card) = column.down.draw()
                    {
                        column.up.put(card);
                        outcome.turned_up = Some(card);
                    }
                }
            }
        }
        // A position file may start the count anywhere, up to the largest number.
        self.moves = self.moves.saturating_add(1);
        outcome.won = self.is_won();
        Ok(outcome)
    }

    /// Plays a move as typed (`e2g`); a refusal is the first that applies in the rules
    /// page's table, parsing included.
    pub fn play(&mut self, typed: &str) -> Result<Outcome, MoveError> {
        let mv: Move = typed.parse()?;
        Ok(self.apply(mv)?)
    }

    /// Every move the rules allow now: `U` first, then by source (A–G, V), count and
    /// target (A–G, W–Z).
    pub fn legal_actions(&self) -> Vec<Move> {
        let mut actions = Vec::new();
        if self.check(Move::Turn).is_ok() {
            actions.push(Move::Turn);
        }
        for from in Source::ALL {
            let most = match from {
                Source::Waste => 1,
                Source::Column(id) => self.tableau[id.index()].up.len() as u32,
            };
            for count in 1..=most {
                for to in Target::ALL {
                    let mv = Move::Shift { from, count, to };
                    if self.check(mv).is_ok() {
                        actions.push(mv);
                    }
                }
            }
        }
        actions
    }

    /// The foundation a card may legally go to: its suit's, or the first empty one for
    /// an ace.
    pub fn foundation_for(&self, card: Card) -> Option<FoundationId> {
        FoundationId::ALL
            .into_iter()
            .find(|id| check_foundation(self.foundations[id.index()].peek(), card).is_ok())
    }

    /// How many cards of a suit are on the foundations.
    fn built(&self, suit: cards::Suit) -> usize {
        self.foundations
            .iter()
            .find(|f| f.iter().next().is_some_and(|c| c.suit == suit))
            .map_or(0, Pile::len)
    }

    /// A card is safe to put up when no card still in play could need it to lie on: both
    /// suits of the other colour are built up to one rank below it (aces and twos always).
    fn is_safe_up(&self, card: Card) -> bool {
        let rank = usize::from(card.rank.number());
        rank <= 2
            || cards::Suit::all()
                .filter(|suit| suit.is_red() != card.is_red())
                .all(|suit| self.built(suit) + 1 >= rank)
    }

    /// The card a move from `from` would take first: V's top or a column's last.
    fn top_card(&self, from: Source) -> Option<Card> {
        match from {
            Source::Waste => self.waste.peek().copied(),
            Source::Column(id) => self.tableau[id.index()].up.peek().copied(),
        }
    }

    /// A move of a card from a column end or V up to a foundation, for the first card
    /// that `wanted` accepts.
    fn move_up(&self, wanted: impl Fn(Card) -> bool) -> Option<Move> {
        Source::ALL.into_iter().find_map(|from| {
            let card = self.top_card(from).filter(|card| wanted(*card))?;
            let to = self.foundation_for(card)?;
            Some(Move::one(from, Target::Foundation(to)))
        })
    }

    /// The next move of `auto`: a safe card from a column end or V to its foundation.
    pub fn safe_move_up(&self) -> Option<Move> {
        self.move_up(|card| self.is_safe_up(card))
    }

    /// `auto`: moves every card that can safely go up, and returns the moves made.
    pub fn auto(&mut self) -> Vec<Move> {
        let mut made = Vec::new();
        while let Some(mv) = self.safe_move_up() {
            if self.apply(mv).is_err() {
                break;
            }
            made.push(mv);
        }
        made
    }

    /// The moves that finish the game from here without thinking, when every card is
    /// face up (none face down in the columns, none in U) and they surely finish it: any
    /// card that can go up goes up, otherwise `U`.
    pub fn finishing_moves(&self) -> Option<Vec<Move>> {
        self.played_out().map(|(moves, _)| moves)
    }

    /// Whether the game can finish by itself (see [`Klondike::finishing_moves`]).
    pub fn can_finish(&self) -> bool {
        !self.is_won() && self.played_out().is_some()
    }

    /// Plays the finish if it is certain; returns the moves made. The finish is played on
    /// a copy that is taken whole, so the game is never left half finished.
    pub fn finish(&mut self) -> Option<Vec<Move>> {
        let (moves, finished) = self.played_out()?;
        *self = finished;
        Some(moves)
    }

    /// The finishing moves and the won game they lead to.
    fn played_out(&self) -> Option<(Vec<Move>, Klondike)> {
        if !self.stock.is_empty() || self.tableau.iter().any(|c| !c.down.is_empty()) {
            return None;
        }
        let mut game = self.clone();
        let mut made = Vec::new();
        let mut idle_turns = 0;
        while !game.is_won() {
            let mv = match game.move_up(|_| true) {
                Some(mv) => {
                    idle_turns = 0;
                    mv
                }
                None => {
                    // A full pass through U and V without a card going up: stuck.
                    idle_turns += 1;
                    if idle_turns > game.stock.len() + game.waste.len() + 2 {
                        return None;
                    }
                    Move::Turn
                }
            };
            game.apply(mv).ok()?;
            made.push(mv);
        }
        Some((made, game))
    }
}

/// Foundation rule: an ace on an empty foundation, then the same suit one rank higher.
pub(crate) fn check_foundation(top: Option<&Card>, card: Card) -> Result<(), RuleError> {
    match top {
        None if card.rank == Rank::Ace => Ok(()),
        None => Err(RuleError::AceOnly),
        Some(top) if top.suit != card.suit => Err(RuleError::OneSuit),
        Some(top) if card.rank.number() != top.rank.number() + 1 => Err(RuleError::FoundationOrder),
        Some(_) => Ok(()),
    }
}

/// Sequence rule, top card first: each next card one rank lower, colours alternating.
/// Ranks are checked over the whole run before colours, as the table orders them.
pub(crate) fn check_sequence<'a>(cards: impl Iterator<Item = &'a Card>) -> Result<(), RuleError> {
    let cards: Vec<&Card> = cards.collect();
    let pairs = || cards.windows(2).map(|w| (w[0], w[1]));
    if pairs().any(|(upper, lower)| lower.rank.number() + 1 != upper.rank.number()) {
        return Err(RuleError::Descending);
    }
    if pairs().any(|(upper, lower)| upper.is_red() == lower.is_red()) {
        return Err(RuleError::AlternateColours);
    }
    Ok(())
}
