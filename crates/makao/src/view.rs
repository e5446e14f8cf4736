//! What one player may see: their own hand, everyone's card counts, the table, the
//! cards kept at a cut, never another hand or the stock's order.

use cards::{Card, Suit};
use serde::Serialize;

use crate::action::Action;
use crate::game::{Attack, Config, Demand, Game, Phase};

/// A player's view of the game; computer players decide from this alone.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct View {
    pub config: Config,
    /// Whose view this is (0-based).
    pub me: usize,
    pub hand: Vec<Card>,
    /// Every player's number of cards, in seat order.
    pub hand_sizes: Vec<usize>,
    /// Missed turns every player still owes.
    pub waits: Vec<u32>,
    pub finished: Vec<usize>,
    /// Who must act now.
    pub to_move: usize,
    pub phase: Phase,
    /// The card just drawn, if the viewer drew it and may lay it.
    pub drawn: Option<Card>,
    pub top: Card,
    /// The discard pile, bottom to top: it was laid in the open.
    pub discard: Vec<Card>,
    pub stock_size: usize,
    /// The suit an ace named, while it holds.
    pub chosen_suit: Option<Suit>,
    pub attack: Option<Attack>,
    pub demand: Option<Demand>,
    /// The viewer's legal actions when it is their move, else empty.
    pub legal: Vec<Action>,
    /// Who dealt this hand.
    pub dealer: usize,
    /// Per player, the cards kept at the cut and still held: everyone saw them.
    pub kept: Vec<Vec<Card>>,
}

impl View {
    pub fn my_turn(&self) -> bool {
        self.to_move == self.me && self.phase != Phase::Over
    }

    /// The suit a card must have to match: the one an ace named, else the top's.
    pub fn suit_to_follow(&self) -> Suit {
        self.chosen_suit.unwrap_or(self.top.suit)
    }

    /// The listed action that lays nothing (see [`Game::pass_action`]).
    pub fn pass_action(&self) -> Option<Action> {
        Game::pass_among(self.phase, &self.legal)
    }

    /// The first of `cards` the viewer does not hold (see [`Game::missing_from_hand`]).
    pub fn missing_from_hand(&self, cards: &[Card]) -> Option<Card> {
        Game::missing_from(&self.hand, cards)
    }

    /// Whether `player` is out of the hand.
    pub fn is_finished(&self, player: usize) -> bool {
        self.finished.contains(&player)
    }

    /// Missed turns `player` still owes.
    pub fn waits(&self, player: usize) -> u32 {
        self.waits.get(player).copied().unwrap_or(0)
    }

    /// The cards `player` kept at the cut and still holds.
    pub fn kept(&self, player: usize) -> &[Card] {
        self.kept.get(player).map_or(&[], Vec::as_slice)
    }
}

impl Game {
    /// Makes `view` what `player` may see now, reusing its lists: a playout builds a
    /// view at every move, and allocating each one anew was much of its time.
    pub fn view_into(&self, player: usize, view: &mut View) {
        let mine = player == self.current;
        view.config = self.config;
        view.me = player;
        view.hand.clear();
        view.hand.extend_from_slice(self.hand(player));
        view.hand_sizes.clear();
        view.hand_sizes.extend(self.hands.iter().map(Vec::len));
        view.waits.clone_from(&self.waits);
        view.finished.clone_from(&self.finished);
        view.to_move = self.current;
        view.phase = self.phase;
        view.drawn = self.drawn.filter(|_| mine);
        view.top = self.top();
        view.discard.clear();
        view.discard.extend_from_slice(self.discard());
        view.stock_size = self.stock_len();
        view.chosen_suit = self.suit;
        view.attack = self.attack;
        view.demand = self.demand;
        if mine {
            self.legal_actions_into(&mut view.legal);
        } else {
            view.legal.clear();
        }
        view.dealer = self.dealer;
        view.kept.clone_from(&self.kept);
    }

    /// What `player` may see now.
    pub fn view(&self, player: usize) -> View {
        let mine = player == self.current;
        View {
            config: self.config,
            me: player,
            hand: self.hand(player).to_vec(),
            hand_sizes: self.hand_sizes(),
            waits: self.waits.clone(),
            finished: self.finished.clone(),
            to_move: self.current,
            phase: self.phase,
            drawn: self.drawn.filter(|_| mine),
            top: self.top(),
            discard: self.discard().to_vec(),
            stock_size: self.stock_len(),
            chosen_suit: self.suit,
            attack: self.attack,
            demand: self.demand,
            legal: if mine {
                self.legal_actions()
            } else {
                Vec::new()
            },
            dealer: self.dealer,
            kept: self.kept.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::bot::HeuristicBot;
    use crate::game::{Config, Game};
    use crate::rules::RuleSet;

    #[test]
    fn a_view_refreshed_in_place_is_the_view_built_anew() {
        for rules in [RuleSet::Serbian, RuleSet::Polish, RuleSet::Macau] {
            let mut game =
                Game::new(Config::new(rules, 3.min(rules.rules().max_players)), 8).unwrap();
            let mut reused = game.view(0);
            while !game.is_over() {
                for player in 0..game.players() {
                    game.view_into(player, &mut reused);
                    assert_eq!(reused, game.view(player));
                }
                let action = HeuristicBot::new().decide(&game.view(game.current_player()));
                game.apply(action.unwrap()).unwrap();
            }
        }
    }
}
