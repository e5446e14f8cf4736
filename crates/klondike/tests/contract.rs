//! The invariants every engine keeps, checked by the one harness of `contract`: random
//! play conserves cards, applies every listed move, refuses without damage, reloads from
//! the position file, and never shows a face-down card. (Random Klondike play need not
//! end: a stuck player turns the stock for ever, so the harness plays a bounded number.)

use contract::Game as _;
use contract::harness::random_play;
use klondike::{Draw, Klondike};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn random_play_keeps_every_invariant(seed: u64, three: bool) {
        let draw = if three { Draw::Three } else { Draw::One };
        let game = Klondike::new_game(&draw, seed).unwrap();
        let (_, played) = random_play(game, seed, 300, true);
        prop_assert!(played.ended || played.actions == 300);
        prop_assert!(played.refusals > 0);
    }
}
