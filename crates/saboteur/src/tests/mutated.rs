//! Hand-edited state files, mutated the ways a person or a broken program might edit
//! them: cards deleted, duplicated and swapped between hands, stock, discards and gold,
//! values of the wrong type, huge and negative numbers, unicode, text cut short. Loading
//! either refuses with a message or gives a state that keeps every invariant and whose
//! every listed action leads to a state that reloads.

use cards::index_below;
use contract::Game as _;
use contract::harness::check_loaded;
use contract::mutate::{Mutation, mutate, truncated};
use proptest::prelude::*;
use serde_json::Value;

use crate::engine::Settings;
use crate::game::Saboteur;
use crate::seeded;

/// The fields that hold lists of cards or gold.
const CARD_LISTS: [&str; 6] = ["hand", "broken", "stock", "discard", "gold", "pool"];

fn mutation() -> impl Strategy<Value = Mutation> {
    any::<(usize, usize, usize, usize, usize)>().prop_map(Mutation::from_numbers)
}

/// A state reached by `steps` random legal actions.
fn played(players: usize, seed: u64, steps: usize) -> Saboteur {
    let mut game = Saboteur::new_game(&Settings::new(players, 2), seed).unwrap();
    let mut rng = seeded(seed ^ 0x5eed);
    for _ in 0..steps {
        let actions = game.legal_actions();
        if actions.is_empty() {
            break;
        }
        game.apply(actions[index_below(&mut rng, actions.len())])
            .unwrap();
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn a_mutated_state_is_refused_with_a_message_or_keeps_every_invariant(
        players in 3usize..=10,
        seed: u64,
        steps in 0..80usize,
        mutations in prop::collection::vec(mutation(), 1..4),
        cut in prop::option::weighted(0.1, any::<usize>()),
    ) {
        let game = played(players, seed, steps);
        let mut state: Value = serde_json::from_str(&contract::Game::to_json(&game)).unwrap();
        for mutation in &mutations {
            mutate(&mut state, &CARD_LISTS, mutation);
        }
        let text = serde_json::to_string_pretty(&state).unwrap();
        let text = cut.map_or(text.as_str(), |at| truncated(&text, at));
        match <Saboteur as contract::Game>::from_json(text) {
            Err(err) => prop_assert!(!err.to_string().trim().is_empty()),
            Ok(loaded) => {
                if let Err(breach) = check_loaded(&loaded) {
                    return Err(TestCaseError::fail(breach));
                }
            }
        }
    }
}
