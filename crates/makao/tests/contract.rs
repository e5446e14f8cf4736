//! The invariants every engine keeps, checked by the one harness of `contract`: random
//! games under every rule set end, conserve cards, apply every listed action, refuse
//! without damage, reload from their state file, and show no player a hidden card.

mod common;

use common::any_config;
use contract::harness::random_play;
use makao::{ACTION_LIMIT, Config, Game, RuleSet};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn random_games_keep_every_invariant(config in any_config(), seed: u64) {
        let game = Game::new(config, seed).unwrap();
        let (end, played) = random_play(game, seed, ACTION_LIMIT as usize + 1, false);
        prop_assert!(played.ended, "{}", end.to_json());
        prop_assert!(played.refusals > 0 || played.actions < 3);
    }
}

#[test]
fn every_listed_action_applies_in_a_few_whole_games() {
    for rules in RuleSet::ALL {
        let players = rules.rules().min_players;
        let game = Game::new(Config::new(rules, players), 11).unwrap();
        let (_, played) = random_play(game, 11, ACTION_LIMIT as usize + 1, true);
        assert!(played.ended, "{rules}");
    }
}
