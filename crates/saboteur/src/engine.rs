//! Saboteur under the one game contract ([`contract::Game`]), and what the invariant
//! harness needs to audit it.

use cards::{GameRng, index_below};
use contract::harness::Audit;

use crate::action::Action;
use crate::board::Cell;
use crate::card::{Gold, Tool};
use crate::error::{ParseError, RuleError, SetupError};
use crate::game::{Event, Saboteur};
use crate::seat::Seat;
use crate::view::PlayerView;

/// How a game of Saboteur is set up.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Settings {
    /// One name a seat, 3 to 10.
    pub names: Vec<String>,
    pub rounds: u32,
}

impl Settings {
    /// `players` seats named "Player 1", "Player 2", ...
    pub fn new(players: usize, rounds: u32) -> Settings {
        Settings {
            names: Saboteur::default_names(players),
            rounds,
        }
    }
}

impl contract::Game for Saboteur {
    const NAME: &'static str = "saboteur";
    type Settings = Settings;
    type Action = Action;
    type View = PlayerView;
    type Event = Event;
    type SetupError = SetupError;
    type RuleError = RuleError;
    type ParseError = ParseError;
    type LoadError = serde_json::Error;

    fn new_game(settings: &Settings, seed: u64) -> Result<Saboteur, SetupError> {
        Saboteur::new(settings.names.clone(), settings.rounds, cards::seeded(seed))
    }

    fn players(&self) -> usize {
        Saboteur::players(self).len()
    }

    fn to_move(&self) -> Option<usize> {
        self.current_player().map(Seat::index)
    }

    fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        out.extend(Saboteur::legal_actions(self));
    }

    fn apply(&mut self, action: Action) -> Result<Vec<Event>, RuleError> {
        Saboteur::apply(self, action)
    }

    /// # Panics
    /// When `player` has no seat at the table: callers ask only for seats they hold.
    fn view(&self, player: usize) -> PlayerView {
        Saboteur::view(self, Seat::from_index(player)).expect("a seat at the table")
    }

    /// Saboteur's events hold only what everyone sees.
    fn event_for(event: &Event, _player: usize) -> Event {
        event.clone()
    }

    fn winners(&self) -> Vec<usize> {
        if !self.is_over() {
            return Vec::new();
        }
        Saboteur::winners(self)
            .into_iter()
            .map(Seat::index)
            .collect()
    }

    fn points(&self) -> Option<Vec<i64>> {
        self.is_over().then(|| {
            Saboteur::players(self)
                .iter()
                .map(|player| i64::from(player.score()))
                .collect()
        })
    }

    fn figures(&self) -> Vec<(&'static str, f64)> {
        let history = self.history();
        let diggers = history
            .iter()
            .filter(|record| record.winners() == crate::card::Role::Digger)
            .count();
        vec![
            ("rounds a game", history.len() as f64),
            ("rounds won by the diggers", diggers as f64),
        ]
    }

    fn parse_action(&self, text: &str) -> Result<Action, ParseError> {
        Saboteur::parse_action(self, text)
    }

    fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    fn from_json(text: &str) -> Result<Saboteur, serde_json::Error> {
        serde_json::from_str(text)
    }
}

impl Audit for Saboteur {
    /// Cards and gold by their names: two kinds of card in one count.
    type Card = String;

    fn deck(&self) -> Vec<String> {
        let mut deck: Vec<String> = crate::card::deck()
            .iter()
            .map(|card| format!("{card:?}"))
            .collect();
        deck.extend(
            crate::card::gold_cards()
                .iter()
                .map(|gold| format!("{gold:?}")),
        );
        deck
    }

    fn all_cards(&self) -> Vec<String> {
        let mut all: Vec<String> = self
            .round_cards()
            .iter()
            .map(|card| format!("{card:?}"))
            .collect();
        all.extend(self.all_gold().iter().map(|gold| format!("{gold:?}")));
        all
    }

    fn hidden_from(&self, player: usize) -> Vec<String> {
        let mut hidden: Vec<String> = self
            .stock()
            .iter()
            .chain(self.discard_pile().iter())
            .map(|card| format!("{card:?}"))
            .collect();
        for (other, seated) in Saboteur::players(self).iter().enumerate() {
            if other != player {
                hidden.extend(seated.hand.iter().map(|card| format!("{card:?}")));
            }
        }
        hidden.extend(self.gold_pile().iter().map(|gold| format!("{gold:?}")));
        hidden
    }

    fn cards_in_view(view: &PlayerView) -> Vec<String> {
        view.hand.iter().map(|card| format!("{card:?}")).collect()
    }

    fn arbitrary_action(&self, rng: &mut GameRng) -> Action {
        let card = index_below(rng, 7);
        let (row, col) = (index_below(rng, 7) as u8, index_below(rng, 11) as u8);
        let Some(cell) = Cell::new(row, col) else {
            return Action::Discard { card };
        };
        match index_below(rng, 5) {
            0 => Action::PlayAt {
                card,
                cell,
                turned: index_below(rng, 2) == 0,
            },
            1 => Action::PlayOn {
                card,
                player: Seat::from_index(index_below(rng, 11)),
                tool: [
                    None,
                    Some(Tool::Pick),
                    Some(Tool::Lantern),
                    Some(Tool::Cart),
                ][index_below(rng, 4)],
            },
            2 => Action::Map {
                goal: index_below(rng, 4),
                card,
            },
            3 => Action::Discard { card },
            _ => match Gold::new(1 + index_below(rng, 3) as u8) {
                Some(gold) => Action::Take(gold),
                None => Action::Discard { card },
            },
        }
    }
}

/// Saboteur's kinds of computer player take a thinking budget (`hard` uses it).
impl contract::Budgeted<Saboteur> for crate::BotLevel {
    type Budget = crate::Budget;

    fn bot_within(
        self,
        seat: usize,
        seed: u64,
        budget: crate::Budget,
    ) -> Box<dyn contract::Bot<Saboteur>> {
        self.bot_with(Seat::from_index(seat), seed, budget)
    }
}
