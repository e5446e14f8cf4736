//! The invariants every engine's property tests check, written once: random play ends,
//! cards are conserved, every listed action applies, every refused action leaves the
//! state exactly as it was, every state reloads from its file, and no view holds a card
//! its player may not see. A breach panics with the state, for a test to report.
//!
//! It checks the engines' own `apply` below the driver, so it calls it directly.
#![allow(clippy::disallowed_methods)]

use std::collections::BTreeMap;
use std::fmt::Debug;

use cards::{GameRng, index_below, seeded};

use crate::Game;

/// What the harness needs to know of a game beyond the contract: its cards.
pub trait Audit: Game + PartialEq {
    type Card: Ord + Clone + Debug;

    /// Every card the game is played with, as dealt: what `all_cards` must always hold.
    fn deck(&self) -> Vec<Self::Card>;

    /// Every card in the game, wherever it is.
    fn all_cards(&self) -> Vec<Self::Card>;

    /// The cards `player` may not see (others' hands, the stock, face-down cards).
    fn hidden_from(&self, player: usize) -> Vec<Self::Card>;

    /// Every card a view shows.
    fn cards_in_view(view: &Self::View) -> Vec<Self::Card>;

    /// Some action of any shape, mostly illegal, to check refusals with.
    fn arbitrary_action(&self, rng: &mut GameRng) -> Self::Action;
}

/// How a checked random game went.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Played {
    /// Actions applied.
    pub actions: usize,
    /// Whether the game ended within the limit.
    pub ended: bool,
    /// Refused actions whose state was compared before and after.
    pub refusals: usize,
}

/// How many of each card.
pub fn counts<T: Ord + Clone>(cards: Vec<T>) -> BTreeMap<T, usize> {
    let mut counts = BTreeMap::new();
    for card in cards {
        *counts.entry(card).or_insert(0) += 1;
    }
    counts
}

/// Plays `game` at random (from `seed`) for at most `limit` actions, checking every
/// invariant before each move. `thorough` also applies every listed action, not one.
pub fn random_play<G: Audit>(mut game: G, seed: u64, limit: usize, thorough: bool) -> (G, Played) {
    let mut rng = seeded(seed ^ 0x5eed_c4a7);
    let deck = counts(game.deck());
    let mut legal = Vec::new();
    let mut played = Played {
        actions: 0,
        ended: false,
        refusals: 0,
    };
    loop {
        check_state(&game, &deck);
        let Some(player) = game.to_move() else {
            played.ended = true;
            assert!(
                game.legal_actions().is_empty(),
                "legal actions after the end:\n{}",
                game.to_json()
            );
            return (game, played);
        };
        if played.actions >= limit {
            return (game, played);
        }
        game.legal_actions_into(&mut legal);
        assert!(
            !legal.is_empty(),
            "player {player} to move with no legal action:\n{}",
            game.to_json()
        );
        let tried = if thorough { legal.len() } else { 1 };
        for &action in legal.iter().take(tried) {
            let mut copy = game.clone();
            if let Err(err) = copy.apply(action) {
                panic!("listed action {action} refused: {err}\n{}", game.to_json());
            }
        }
        for _ in 0..3 {
            let action = game.arbitrary_action(&mut rng);
            if legal.contains(&action) {
                continue;
            }
            let before = game.to_json();
            let mut copy = game.clone();
            if copy.apply(action).is_ok() {
                // Some engines accept actions they do not list (a wrong call that the
                // rules punish): that is a legal move, not a refusal.
                continue;
            }
            assert!(
                copy == game,
                "refused {action} changed the state:\n{before}"
            );
            assert_eq!(
                copy.to_json(),
                before,
                "refused {action} changed the state file"
            );
            played.refusals += 1;
        }
        let action = legal[index_below(&mut rng, legal.len())];
        if let Err(err) = game.apply(action) {
            panic!("listed action {action} refused: {err}");
        }
        played.actions += 1;
    }
}

/// What a state loaded from a file must keep: every invariant of [`check_state`] against
/// the game's whole deck, a listed action unless the game is over, and every listed
/// action applying to a state that reloads as it is. The first breach, as a message.
pub fn check_loaded<G: Audit>(game: &G) -> Result<(), String> {
    let deck = counts(game.deck());
    let caught =
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| check_state(game, &deck)));
    if let Err(panic) = caught {
        let message = panic
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default();
        return Err(message);
    }
    let actions = game.legal_actions();
    if !game.is_over() && actions.is_empty() {
        return Err(format!("no move listed:\n{}", game.to_json()));
    }
    for action in actions {
        let mut next = game.clone();
        if let Err(err) = next.apply(action) {
            return Err(format!(
                "listed {action} refused: {err}\n{}",
                game.to_json()
            ));
        }
        match G::from_json(&next.to_json()) {
            Ok(back) if back == next => {}
            Ok(_) => return Err(format!("after {action} the state reloads differently")),
            Err(err) => {
                return Err(format!(
                    "after {action} the state does not reload: {err}\nbefore:\n{}\nafter:\n{}",
                    game.to_json(),
                    next.to_json()
                ));
            }
        }
    }
    Ok(())
}

/// Cards conserved, no view holding a hidden card, and the state file reloading to the
/// same state.
pub fn check_state<G: Audit>(game: &G, deck: &BTreeMap<G::Card, usize>) {
    let now = counts(game.all_cards());
    assert!(&now == deck, "cards not conserved:\n{}", game.to_json());
    for player in 0..game.players() {
        let mut visible = deck.clone();
        for card in game.hidden_from(player) {
            if let Some(count) = visible.get_mut(&card) {
                *count = count.saturating_sub(1);
            }
        }
        let view = game.view(player);
        for (card, shown) in counts(G::cards_in_view(&view)) {
            let allowed = visible.get(&card).copied().unwrap_or(0);
            assert!(
                shown <= allowed,
                "player {player}'s view shows {card:?} {shown} times, may see it {allowed}:\n{}",
                game.to_json()
            );
        }
    }
    let text = game.to_json();
    match G::from_json(&text) {
        Ok(reloaded) => assert!(
            reloaded == *game,
            "the state file reloads differently:\n{text}"
        ),
        Err(err) => panic!("the state file does not reload: {err}\n{text}"),
    }
}
