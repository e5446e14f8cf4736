//! Klondike under the one game contract ([`contract::Game`]): one player, who is to
//! move until every card is on the foundations; and what the invariant harness needs.

use cards::{Card, GameRng, index_below};
use contract::harness::Audit;

use crate::moves::{Move, ParseMoveError, Source, Target};
use crate::position::PositionError;
use crate::state::{Draw, Klondike, Outcome, RuleError};
use crate::view::View;

/// A deal never fails: any seed deals a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("no such deal")]
pub struct NoDeal;

impl contract::Game for Klondike {
    const NAME: &'static str = "klondike";
    type Settings = Draw;
    type Action = Move;
    type View = View;
    type Event = Outcome;
    type SetupError = NoDeal;
    type RuleError = RuleError;
    type ParseError = ParseMoveError;
    type LoadError = PositionError;

    fn new_game(draw: &Draw, seed: u64) -> Result<Klondike, NoDeal> {
        Ok(Klondike::deal(&mut cards::seeded(seed), *draw))
    }

    fn players(&self) -> usize {
        1
    }

    fn to_move(&self) -> Option<usize> {
        self.current_player()
    }

    fn legal_actions_into(&self, out: &mut Vec<Move>) {
        out.clear();
        out.extend(Klondike::legal_actions(self));
    }

    fn apply(&mut self, action: Move) -> Result<Vec<Outcome>, RuleError> {
        Klondike::apply(self, action).map(|outcome| vec![outcome])
    }

    fn view(&self, _player: usize) -> View {
        Klondike::view(self)
    }

    fn event_for(event: &Outcome, _player: usize) -> Outcome {
        *event
    }

    fn winners(&self) -> Vec<usize> {
        if self.is_won() { vec![0] } else { Vec::new() }
    }

    fn parse_action(&self, text: &str) -> Result<Move, ParseMoveError> {
        text.parse()
    }

    fn to_json(&self) -> String {
        Klondike::to_json(self)
    }

    fn from_json(text: &str) -> Result<Klondike, PositionError> {
        Klondike::from_json(text)
    }
}

impl Audit for Klondike {
    type Card = Card;

    fn deck(&self) -> Vec<Card> {
        cards::standard_deck()
    }

    fn all_cards(&self) -> Vec<Card> {
        Klondike::all_cards(self)
    }

    fn hidden_from(&self, _player: usize) -> Vec<Card> {
        let mut hidden = self.stock().to_vec();
        for column in crate::moves::ColumnId::ALL {
            hidden.extend(self.column(column).down.as_slice());
        }
        hidden
    }

    fn cards_in_view(view: &View) -> Vec<Card> {
        let mut shown = view.waste.clone();
        shown.extend(view.foundations.iter().flatten());
        shown.extend(view.columns.iter().flat_map(|column| column.up.iter()));
        shown
    }

    fn arbitrary_action(&self, rng: &mut GameRng) -> Move {
        if index_below(rng, 8) == 0 {
            return Move::Turn;
        }
        let from = Source::ALL[index_below(rng, Source::ALL.len())];
        let to = Target::ALL[index_below(rng, Target::ALL.len())];
        let count = index_below(rng, 14) as u32;
        Move::Shift { from, count, to }
    }
}
