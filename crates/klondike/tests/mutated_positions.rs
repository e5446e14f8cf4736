//! Hand-edited position files, mutated the ways a person or a broken program might edit
//! them: cards deleted, duplicated and swapped between piles, values of the wrong type,
//! huge and negative numbers, unicode, text cut short. Loading either refuses with a
//! message or gives a position that keeps every invariant and whose every listed move
//! leads to a position that reloads.

use cards::{index_below, seeded};
use contract::Game as _;
use contract::harness::check_loaded;
use contract::mutate::{Mutation, mutate, truncated};
use klondike::{Draw, Klondike};
use proptest::prelude::*;
use serde_json::Value;

/// The fields that hold lists of cards.
const CARD_LISTS: [&str; 5] = ["stock", "waste", "foundations", "down", "up"];

fn mutation() -> impl Strategy<Value = Mutation> {
    any::<(usize, usize, usize, usize, usize)>().prop_map(Mutation::from_numbers)
}

/// A position reached by `steps` random legal moves.
fn played(draw: Draw, seed: u64, steps: usize) -> Klondike {
    let mut game = Klondike::new_game(&draw, seed).unwrap();
    let mut rng = seeded(seed ^ 0x5eed);
    for _ in 0..steps {
        let moves = game.legal_actions();
        if moves.is_empty() {
            break;
        }
        game.apply(moves[index_below(&mut rng, moves.len())])
            .unwrap();
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn a_mutated_position_is_refused_with_a_message_or_keeps_every_invariant(
        three: bool,
        seed: u64,
        steps in 0..60usize,
        mutations in prop::collection::vec(mutation(), 1..4),
        cut in prop::option::weighted(0.1, any::<usize>()),
    ) {
        let draw = if three { Draw::Three } else { Draw::One };
        let game = played(draw, seed, steps);
        let mut state: Value = serde_json::from_str(&game.to_json()).unwrap();
        for mutation in &mutations {
            mutate(&mut state, &CARD_LISTS, mutation);
        }
        let text = serde_json::to_string_pretty(&state).unwrap();
        let text = cut.map_or(text.as_str(), |at| truncated(&text, at));
        match Klondike::from_json(text) {
            Err(err) => prop_assert!(!err.to_string().trim().is_empty()),
            Ok(loaded) => {
                if let Err(breach) = check_loaded(&loaded) {
                    return Err(TestCaseError::fail(breach));
                }
            }
        }
    }
}
