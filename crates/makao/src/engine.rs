//! Makao under the one game contract ([`contract::Game`]), and what the invariant
//! harness needs to audit it.

use cards::{Card, GameRng, Rank, Suit, index_below, standard_deck};
use contract::harness::Audit;

use crate::action::{Action, Call, Choice, Lay, ParseActionError};
use crate::error::RuleError;
use crate::game::{Config, Event, Game};
use crate::state::StateError;
use crate::view::View;

impl contract::Game for Game {
    const NAME: &'static str = "makao";
    type Settings = Config;
    type Action = Action;
    type View = View;
    type Event = Event;
    type SetupError = StateError;
    type RuleError = RuleError;
    type ParseError = ParseActionError;
    type LoadError = serde_json::Error;

    fn new_game(settings: &Config, seed: u64) -> Result<Game, StateError> {
        Game::new(*settings, seed)
    }

    /// The deal goes round: game `number` of a series is dealt by the player after the
    /// one who dealt the game before.
    fn deal_in_series(settings: &Config, seed: u64, number: u32) -> Result<Game, StateError> {
        let dealer = crate::scoring::dealer_of_hand(settings.players, number);
        Game::new_hand(*settings, seed, dealer)
    }

    /// Serbian hands score penalty points.
    const LOWEST_POINTS_WIN: bool = true;

    fn players(&self) -> usize {
        Game::players(self)
    }

    fn to_move(&self) -> Option<usize> {
        (!Game::is_over(self)).then(|| self.current_player())
    }

    fn legal_actions_into(&self, out: &mut Vec<Action>) {
        Game::legal_actions_into(self, out);
    }

    fn apply(&mut self, action: Action) -> Result<Vec<Event>, RuleError> {
        Game::apply(self, action).map(|outcome| outcome.events)
    }

    fn apply_quietly(&mut self, action: Action) -> Result<(), RuleError> {
        Game::apply_quietly(self, action)
    }

    fn view(&self, player: usize) -> View {
        Game::view(self, player)
    }

    fn event_for(event: &Event, player: usize) -> Event {
        match event {
            Event::Drew {
                player: drawer,
                cards,
                wanted,
                reason,
            } if *drawer != player => Event::DrewHidden {
                player: *drawer,
                count: cards.len(),
                wanted: *wanted,
                reason: *reason,
            },
            other => other.clone(),
        }
    }

    fn winners(&self) -> Vec<usize> {
        self.winner().into_iter().collect()
    }

    fn points(&self) -> Option<Vec<i64>> {
        self.score().map(|score| {
            score
                .points
                .iter()
                .map(|&points| i64::from(points))
                .collect()
        })
    }

    fn parse_action(&self, text: &str) -> Result<Action, ParseActionError> {
        text.parse()
    }

    fn bot_must(legal: &[Action]) -> Option<Action> {
        legal
            .iter()
            .copied()
            .find(|action| *action == Action::Challenge(true))
    }

    fn to_json(&self) -> String {
        Game::to_json(self)
    }

    fn from_json(text: &str) -> Result<Game, serde_json::Error> {
        Game::from_json(text)
    }
}

impl Audit for Game {
    type Card = Card;

    fn deck(&self) -> Vec<Card> {
        self.rules().deck()
    }

    fn all_cards(&self) -> Vec<Card> {
        let mut all: Vec<Card> = self.hands.iter().flatten().copied().collect();
        all.extend(self.discard.iter().copied());
        all.extend(self.stock.iter().copied());
        all
    }

    fn hidden_from(&self, player: usize) -> Vec<Card> {
        let mut hidden: Vec<Card> = self.stock.iter().copied().collect();
        for (other, hand) in self.hands.iter().enumerate() {
            if other == player {
                continue;
            }
            // Cards kept at a cut were shown to everyone.
            let mut shown = self.kept[other].clone();
            for card in hand {
                match shown.iter().position(|kept| kept == card) {
                    Some(at) => {
                        shown.swap_remove(at);
                    }
                    None => hidden.push(*card),
                }
            }
        }
        hidden
    }

    fn cards_in_view(view: &View) -> Vec<Card> {
        // The viewer's own kept cards are in their hand: count them once.
        let others_kept = view
            .kept
            .iter()
            .enumerate()
            .filter(|(player, _)| *player != view.me)
            .flat_map(|(_, kept)| kept.iter().copied());
        let mut shown = view.hand.clone();
        shown.extend(&view.discard);
        shown.extend(others_kept);
        shown
    }

    fn arbitrary_action(&self, rng: &mut GameRng) -> Action {
        arbitrary_action(self, rng)
    }
}

fn pick<T: Copy>(rng: &mut GameRng, items: &[T]) -> T {
    items[index_below(rng, items.len())]
}

fn random_call(rng: &mut GameRng) -> Option<Call> {
    pick(rng, &[None, None, Some(Call::Makao), Some(Call::PoMakale)])
}

fn random_choice(rng: &mut GameRng) -> Choice {
    match index_below(rng, 4) {
        0 => Choice::None,
        1 => Choice::Suit(pick(rng, &Suit::all().collect::<Vec<_>>())),
        2 => Choice::Demand(pick(rng, &Rank::all().collect::<Vec<_>>())),
        _ => Choice::Swap(index_below(rng, 5)),
    }
}

/// An action of any shape, mostly nonsense, sometimes near a legal one.
fn arbitrary_action(game: &Game, rng: &mut GameRng) -> Action {
    let deck = standard_deck();
    match index_below(rng, 11) {
        10 => pick(
            rng,
            &[
                Action::Keep,
                Action::Turn,
                Action::Challenge(true),
                Action::Challenge(false),
            ],
        ),
        0 => Action::Draw,
        1 => Action::Take,
        2 => Action::Wait,
        3 => Action::Pass,
        4 => Action::Accept(random_call(rng)),
        5 => Action::Block(random_call(rng)),
        6 => Action::Say(random_call(rng)),
        7 => {
            // A legal action bent: another card, another choice or other calls.
            let legal = game.legal_actions();
            match legal.get(index_below(rng, legal.len().max(1))) {
                Some(Action::Lay(lay)) => {
                    let mut cards = lay.cards().to_vec();
                    let at = index_below(rng, cards.len());
                    cards[at] = pick(rng, &deck);
                    match Lay::new(&cards) {
                        Ok(bent) => Action::Lay(
                            bent.with_choice(random_choice(rng))
                                .with_call(at, random_call(rng)),
                        ),
                        Err(_) => Action::Draw,
                    }
                }
                Some(other) => *other,
                None => Action::Draw,
            }
        }
        _ => {
            let hand = game.hand(game.current_player());
            let from_hand = !hand.is_empty() && index_below(rng, 2) == 0;
            let count = 1 + index_below(rng, 3);
            let cards: Vec<Card> = (0..count)
                .map(|_| {
                    if from_hand {
                        pick(rng, hand)
                    } else {
                        pick(rng, &deck)
                    }
                })
                .collect();
            let Ok(mut lay) = Lay::new(&cards) else {
                return Action::Draw;
            };
            lay = lay.with_choice(random_choice(rng));
            for i in 0..count {
                lay = lay.with_call(i, random_call(rng));
            }
            Action::Lay(lay)
        }
    }
}

/// Makao's kinds of computer player take a thinking budget (the searcher uses it).
impl contract::Budgeted<Game> for crate::BotLevel {
    type Budget = crate::Budget;

    fn bot_within(
        self,
        _seat: usize,
        seed: u64,
        budget: crate::Budget,
    ) -> Box<dyn contract::Bot<Game>> {
        self.bot_with(seed, budget)
    }
}
