//! The invariants every engine keeps, checked by the one harness of `contract`: random
//! games end, conserve cards and gold, apply every listed action, refuse without damage,
//! reload from their state file, and show no player another hand or the stock.

use contract::Game as _;
use contract::harness::random_play;
use proptest::prelude::*;

use crate::engine::Settings;
use crate::game::Saboteur;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn random_games_keep_every_invariant(players in 3usize..=10, rounds in 1u32..=3, seed: u64) {
        let game = Saboteur::new_game(&Settings::new(players, rounds), seed).unwrap();
        let (_, played) = random_play(game, seed, 100 * rounds as usize, false);
        prop_assert!(played.ended);
        prop_assert!(played.refusals > 0);
    }
}
