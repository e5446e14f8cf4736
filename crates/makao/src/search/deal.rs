//! Deals of the unseen cards, many a second: one game is built from the view (and
//! checked, as every state is), then each further deal shuffles that game's unseen
//! cards (the other hands but their kept cards, and the stock) and hands them out
//! again, each group of a hand taking only cards its [`Reading`] allows.

use cards::{Card, GameRng, Pile};
use rand::Rng;

use super::deal_unseen;
use super::reading::{Group, Groups, Reading};
use crate::game::Game;
use crate::view::View;

/// Deals agreeing with one view and one reading of the other hands.
#[derive(Debug, Clone)]
pub(super) struct Dealer {
    template: Game,
    /// Games read from the others' play ([`super::belief`]): when there are enough,
    /// each deal is one of them with the stock shuffled.
    read: Vec<Game>,
    me: usize,
    /// Every card the view does not show.
    unseen: Vec<Card>,
    /// Per player, the groups their unseen cards are dealt in, the most constrained
    /// first (so that they find their cards before the others take them).
    shapes: Vec<Vec<Group>>,
}

impl Dealer {
    /// `None` if the view is inconsistent (which a view of a valid game never is).
    pub fn new(view: &View, reading: &Reading, rng: &mut GameRng) -> Option<Dealer> {
        let mut dealer = Dealer::by_groups(view, reading.groups(), rng)?;
        dealer.read = reading.belief().tested();
        Some(dealer)
    }

    /// Deals agreeing with the view and the groups of each hand.
    pub fn by_groups(view: &View, reading: &Groups, rng: &mut GameRng) -> Option<Dealer> {
        let template = deal_unseen(view, rng)?;
        let players = view.config.players;
        let mut unseen: Vec<Card> = template.stock.as_slice().to_vec();
        let mut shapes = Vec::with_capacity(players);
        for player in 0..players {
            if player == view.me {
                shapes.push(Vec::new());
                continue;
            }
            let kept = view.kept.get(player).map_or(&[][..], Vec::as_slice);
            let mut hidden = template.hand(player).to_vec();
            for card in kept {
                if let Some(at) = hidden.iter().position(|c| c == card) {
                    hidden.swap_remove(at);
                }
            }
            let mut groups: Vec<Group> = reading.of(player).to_vec();
            let read: usize = groups.iter().map(|g| g.count).sum();
            if read != hidden.len() {
                // The reading missed some of this hand's history: deal it freely.
                groups = vec![Group {
                    count: hidden.len(),
                    lacks: Vec::new(),
                }];
            }
            groups.sort_by_key(|g| std::cmp::Reverse(g.lacks.len()));
            unseen.extend(hidden);
            shapes.push(groups);
        }
        unseen.sort();
        Some(Dealer {
            template,
            read: Vec::new(),
            me: view.me,
            unseen,
            shapes,
        })
    }

    /// A new deal of the unseen cards.
    pub fn deal(&self, rng: &mut GameRng) -> Game {
        if let Some(read) = cards::pick(&self.read, rng) {
            let mut game = read.clone();
            let mut stock = game.stock.as_slice().to_vec();
            cards::shuffle(&mut stock, rng);
            game.stock = Pile::from_vec(stock);
            game.rng = cards::seeded(rng.next_u64());
            return game;
        }
        let mut game = self.template.clone();
        let mut pool = self.unseen.clone();
        cards::shuffle(&mut pool, rng);
        let rules = game.rules;
        for (player, groups) in self.shapes.iter().enumerate() {
            if player == self.me {
                continue;
            }
            let mut hand = game.kept.get(player).cloned().unwrap_or_default();
            for group in groups {
                for _ in 0..group.count {
                    // The pool is shuffled: its first allowed card is a random one. If
                    // none is left, the reading was wrong, and any card will do.
                    let at = pool
                        .iter()
                        .position(|c| group.allows(*c, rules))
                        .unwrap_or(0);
                    if at < pool.len() {
                        hand.push(pool.swap_remove(at));
                    }
                }
            }
            hand.sort();
            game.hands[player] = hand;
        }
        game.stock = Pile::from_vec(pool);
        game.rng = cards::seeded(rng.next_u64());
        game
    }
}
