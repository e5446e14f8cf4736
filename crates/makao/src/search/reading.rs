//! What the searcher reads of the hidden hands from what their players did in the open.
//!
//! A player who drew rather than lay held no plain card (one without an effect, and not
//! wild) of the active suit or the top's rank: laying it would have cost nothing, and
//! drawing costs a card. In `serbian`, a player who took a sevens' penalty held no
//! seven. Neither is a rule (a player may draw on purpose), so a reading is what a
//! sensible player's actions show, and a card laid that the reading ruled out drops
//! that player's reading.
//!
//! A hand is read in groups, by when its cards came to it: what a draw shows is true
//! of the cards held then, not of the cards drawn after. Everything read comes from
//! public events ([`Reading::observe`]) and the searcher's own view
//! ([`Reading::sync`]), never from a hidden card.

use cards::{Card, Rank, Suit};

use super::belief::Belief;
use crate::action::Action;
use crate::game::{DrawReason, Event};
use crate::rules::{Defence, Effect, RuleSet, Rules};
use crate::view::View;

/// What the searcher has read of the other hands: the groups below, and the
/// particles of [`super::belief`], which read further when the others play as the
/// heuristic player does.
#[derive(Debug, Clone)]
pub struct Reading {
    groups: Groups,
    belief: Belief,
}

impl Default for Reading {
    fn default() -> Reading {
        Reading::new(0)
    }
}

impl Reading {
    /// `seed` drives the particles' deals.
    pub fn new(seed: u64) -> Reading {
        Reading {
            groups: Groups::default(),
            belief: Belief::new(seed),
        }
    }

    /// Catches up with the searcher's view at its turn.
    pub fn sync(&mut self, view: &View) {
        self.groups.sync(view);
        self.belief.sync(view, &self.groups);
    }

    /// Reads one public event.
    pub fn observe(&mut self, event: &Event) {
        self.groups.observe(event);
        self.belief.observe(event);
    }

    /// Notes the action the searcher chose.
    pub fn chose(&mut self, action: Action) {
        self.belief.chose(action);
    }

    pub(super) fn groups(&self) -> &Groups {
        &self.groups
    }

    pub(super) fn belief(&self) -> &Belief {
        &self.belief
    }
}

/// What the searcher has read of every hand by groups.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(super) struct Groups {
    /// Per player, their unseen cards in groups, oldest first.
    hands: Vec<Vec<Group>>,
    /// Per player, the cards kept at the cut still held: seen by all, never read.
    kept: Vec<Vec<Card>>,
    rules: Option<RuleSet>,
    top: Option<Card>,
    /// The suit an ace or jack named, while it holds.
    suit: Option<Suit>,
    /// Whether a jack's demand is on: a draw then says only that the rank was lacking.
    demand: bool,
    /// Who dealt the hand read.
    dealer: Option<usize>,
}

/// Some of a player's unseen cards, with what each of them is not.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Group {
    pub count: usize,
    pub lacks: Vec<Lack>,
}

/// A kind of card a group holds none of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Lack {
    /// No plain card of this suit (or of this rank).
    Plain { suit: Suit, rank: Option<Rank> },
    /// No card of this rank at all.
    Rank(Rank),
}

impl Lack {
    /// Whether `card` may be in a group that lacks this.
    pub fn allows(self, card: Card, rules: &Rules) -> bool {
        match self {
            Lack::Plain { suit, rank } => {
                !(plain(card, rules) && (card.suit == suit || Some(card.rank) == rank))
            }
            Lack::Rank(rank) => card.rank != rank,
        }
    }
}

/// A card with no effect that does not lay on anything.
fn plain(card: Card, rules: &Rules) -> bool {
    rules.effect(card) == Effect::None
        && !(rules.jacks_wild && card.rank == Rank::Jack)
        && !(rules.queens_wild && card.rank == Rank::Queen)
}

impl Group {
    pub fn allows(&self, card: Card, rules: &Rules) -> bool {
        self.lacks.iter().all(|lack| lack.allows(card, rules))
    }
}

impl Groups {
    /// Catches up with the searcher's view at its turn: the table as it is, and every
    /// hand's size (a group gains or loses cards where events were missed).
    pub(super) fn sync(&mut self, view: &View) {
        if self.dealer.is_some_and(|dealer| dealer != view.dealer) {
            // A new hand whose deal was not heard: nothing read still holds.
            *self = Groups::default();
        }
        self.dealer = Some(view.dealer);
        let players = view.hand_sizes.len();
        self.hands.resize_with(players, Vec::new);
        self.rules = Some(view.config.rules);
        self.top = Some(view.top);
        self.suit = view.chosen_suit;
        self.demand = view.demand.is_some();
        self.kept = view.kept.clone();
        self.kept.resize_with(players, Vec::new);
        for (player, groups) in self.hands.iter_mut().enumerate() {
            let size = if player == view.me {
                0
            } else {
                view.hand_sizes[player].saturating_sub(self.kept[player].len())
            };
            let mut held: usize = groups.iter().map(|g| g.count).sum();
            while held > size {
                if let Some(newest) = groups.last_mut() {
                    newest.count -= 1;
                    held -= 1;
                }
                groups.retain(|g| g.count > 0);
            }
            if held < size {
                groups.push(Group {
                    count: size - held,
                    lacks: Vec::new(),
                });
            }
        }
    }

    pub(super) fn observe(&mut self, event: &Event) {
        match event {
            Event::Dealt { .. } => {
                let players = self.hands.len();
                *self = Groups {
                    rules: self.rules,
                    ..Groups::default()
                };
                self.hands.resize_with(players, Vec::new);
            }
            Event::Laid { player, card } | Event::MadeIt { player, card } => {
                self.top = Some(*card);
                self.suit = None;
                self.lay(*player, *card);
            }
            Event::SuitChosen { suit, .. } => self.suit = Some(*suit),
            Event::Demanded { rank, .. } => self.demand = rank.is_some(),
            Event::DemandEnded => self.demand = false,
            Event::Kept { player, card } => {
                if let Some(kept) = self.kept_mut(*player) {
                    kept.push(*card);
                }
            }
            Event::Drew {
                player,
                cards,
                reason,
                ..
            } => self.drew(*player, cards.len(), *reason),
            Event::DrewHidden {
                player,
                count,
                reason,
                ..
            } => self.drew(*player, *count, *reason),
            Event::Swapped { .. } => {
                for groups in &mut self.hands {
                    for group in groups {
                        group.lacks.clear();
                    }
                }
            }
            _ => {}
        }
    }

    /// Per player, their unseen cards in groups (none for the searcher itself).
    pub(super) fn of(&self, player: usize) -> &[Group] {
        self.hands.get(player).map_or(&[], Vec::as_slice)
    }

    fn kept_mut(&mut self, player: usize) -> Option<&mut Vec<Card>> {
        if self.kept.len() <= player {
            self.kept.resize_with(player + 1, Vec::new);
        }
        self.kept.get_mut(player)
    }

    fn groups_mut(&mut self, player: usize) -> &mut Vec<Group> {
        if self.hands.len() <= player {
            self.hands.resize_with(player + 1, Vec::new);
        }
        &mut self.hands[player]
    }

    fn lay(&mut self, player: usize, card: Card) {
        if let Some(kept) = self.kept_mut(player) {
            if let Some(at) = kept.iter().position(|c| *c == card) {
                kept.remove(at);
                return;
            }
        }
        let Some(rules) = self.rules.map(RuleSet::rules) else {
            return;
        };
        let groups = self.groups_mut(player);
        let from = groups
            .iter()
            .rposition(|g| g.count > 0 && g.allows(card, rules));
        let from = match from {
            Some(at) => at,
            None => {
                // The reading was wrong: this player draws with cards they could lay.
                for group in groups.iter_mut() {
                    group.lacks.clear();
                }
                match groups.iter().rposition(|g| g.count > 0) {
                    Some(at) => at,
                    None => return,
                }
            }
        };
        groups[from].count -= 1;
        groups.retain(|g| g.count > 0);
    }

    fn drew(&mut self, player: usize, count: usize, reason: DrawReason) {
        if let Some(lack) = self.lack_shown_by(reason) {
            for group in self.groups_mut(player).iter_mut() {
                if !group.lacks.contains(&lack) {
                    group.lacks.push(lack);
                }
            }
        }
        if count > 0 {
            self.groups_mut(player).push(Group {
                count,
                lacks: Vec::new(),
            });
        }
    }

    /// What a draw for `reason` shows the drawer did not hold, now.
    fn lack_shown_by(&self, reason: DrawReason) -> Option<Lack> {
        let rules = self.rules?.rules();
        let top = self.top?;
        match reason {
            DrawReason::Chose if !self.demand => Some(match self.suit {
                Some(suit) => Lack::Plain { suit, rank: None },
                None => Lack::Plain {
                    suit: top.suit,
                    rank: Some(top.rank),
                },
            }),
            DrawReason::Attack if rules.defence == Defence::Sevens && top.rank == Rank::Seven => {
                Some(Lack::Rank(Rank::Seven))
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Config, Game};
    use crate::search::deal::Dealer;
    use crate::state::Setup;
    use crate::test_cards::{c, cards};

    /// A `serbian` hand: we hold four cards, the other player six, 5♥ on top.
    fn table() -> Game {
        Setup::new(Config::new(RuleSet::Serbian, 2))
            .hand(0, &cards("9c 9s kc 3d"))
            .hand(1, &cards("6d 6h 8s 10d 4s qd"))
            .discard(&cards("5h"))
            .to_move(0)
            .build()
            .unwrap()
    }

    fn drew(player: usize, count: usize, reason: DrawReason) -> Event {
        Event::DrewHidden {
            player,
            count,
            wanted: count as u32,
            reason,
        }
    }

    #[test]
    fn a_draw_instead_of_a_lay_shows_no_plain_card_of_the_suit_or_rank_was_held() {
        let mut groups = Groups::default();
        groups.sync(&table().view(0));
        assert_eq!(
            groups.of(1),
            [Group {
                count: 6,
                lacks: vec![]
            }]
        );
        groups.observe(&drew(1, 1, DrawReason::Chose));
        let lack = Lack::Plain {
            suit: Suit::Hearts,
            rank: Some(Rank::Five),
        };
        // What the draw shows is true of the six cards held, not of the card drawn.
        assert_eq!(
            groups.of(1),
            [
                Group {
                    count: 6,
                    lacks: vec![lack]
                },
                Group {
                    count: 1,
                    lacks: vec![]
                }
            ]
        );
        let rules = RuleSet::Serbian.rules();
        assert!(!lack.allows(c("9h"), rules));
        assert!(!lack.allows(c("5s"), rules));
        // Strong and wild cards may be held back on purpose: nothing is read of them.
        assert!(lack.allows(c("7h"), rules));
        assert!(lack.allows(c("jh"), rules));
        assert!(lack.allows(c("9s"), rules));
        // A penalty drawn says nothing of the sort.
        groups.observe(&drew(1, 2, DrawReason::Call));
        assert_eq!(groups.of(1).len(), 3);
        assert_eq!(groups.of(1)[0].lacks, vec![lack]);
    }

    #[test]
    fn a_card_laid_comes_from_a_group_that_may_hold_it_or_drops_the_reading() {
        let mut groups = Groups::default();
        groups.sync(&table().view(0));
        groups.observe(&drew(1, 1, DrawReason::Chose));
        // 5♠ cannot be one of the six: it is the card drawn.
        groups.observe(&Event::Laid {
            player: 1,
            card: c("5s"),
        });
        assert_eq!(groups.of(1).len(), 1);
        assert_eq!(groups.of(1)[0].count, 6);
        assert!(!groups.of(1)[0].lacks.is_empty());
        // 9♥ could not be held either: the player draws on purpose, nothing is read.
        groups.observe(&Event::Laid {
            player: 1,
            card: c("9h"),
        });
        assert_eq!(
            groups.of(1),
            [Group {
                count: 5,
                lacks: vec![]
            }]
        );
    }

    #[test]
    fn a_sevens_penalty_taken_shows_no_seven_was_held() {
        let mut groups = Groups::default();
        groups.sync(&table().view(0));
        groups.observe(&Event::Laid {
            player: 0,
            card: c("7h"),
        });
        groups.observe(&drew(1, 2, DrawReason::Attack));
        assert_eq!(groups.of(1)[0].lacks, vec![Lack::Rank(Rank::Seven)]);
    }

    #[test]
    fn a_new_hand_forgets_what_was_read() {
        let mut groups = Groups::default();
        groups.sync(&table().view(0));
        groups.observe(&drew(1, 1, DrawReason::Chose));
        groups.observe(&Event::Dealt { dealer: 0 });
        assert!(groups.of(1).is_empty());
    }

    #[test]
    fn a_new_hand_unheard_is_known_by_its_new_dealer() {
        let mut groups = Groups::default();
        let game = table();
        groups.sync(&game.view(0));
        groups.observe(&drew(1, 1, DrawReason::Chose));
        let next =
            Game::new_hand(Config::new(RuleSet::Serbian, 2), 4, 1 - game.view(0).dealer).unwrap();
        groups.sync(&next.view(0));
        assert!(groups.of(1).iter().all(|group| group.lacks.is_empty()));
    }

    #[test]
    fn deals_give_each_group_only_cards_it_may_hold() {
        let game = table();
        let mut reading = Reading::new(1);
        reading.sync(&game.view(0));
        reading.observe(&drew(1, 1, DrawReason::Chose));
        // The hand as the reading sees it after the draw: seven cards.
        let view = Setup::new(Config::new(RuleSet::Serbian, 2))
            .hand(0, &cards("9c 9s kc 3d"))
            .hand(1, &cards("6d 6h 8s 10d 4s qd 2d"))
            .discard(&cards("5h"))
            .to_move(0)
            .build()
            .unwrap()
            .view(0);
        reading.sync(&view);
        let rules = RuleSet::Serbian.rules();
        let lack = Lack::Plain {
            suit: Suit::Hearts,
            rank: Some(Rank::Five),
        };
        let mut rng = cards::seeded(3);
        let dealer = Dealer::new(&view, &reading, &mut rng).unwrap();
        let mut plain_hearts_seen = 0;
        for _ in 0..200 {
            let deal = dealer.deal(&mut rng);
            assert_eq!(deal.view(0), view, "a deal agrees with the view");
            let ruled_out = deal
                .hand(1)
                .iter()
                .filter(|card| !lack.allows(**card, rules))
                .count();
            // Six cards were read; only the card drawn may be a plain heart or five.
            assert!(ruled_out <= 1, "{:?}", deal.hand(1));
            plain_hearts_seen += ruled_out;
        }
        assert!(plain_hearts_seen > 0, "the card drawn is dealt freely");
    }
}
