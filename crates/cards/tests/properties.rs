//! Shuffling is a permutation, and a seed reproduces its order.

use cards::{Card, Pile, packs, seeded, shuffle};
use proptest::prelude::*;

fn sorted(mut cards: Vec<Card>) -> Vec<Card> {
    cards.sort();
    cards
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn shuffling_is_a_permutation(seed in any::<u64>(), pack_count in 1usize..=3) {
        let original = packs(pack_count);
        let mut shuffled = original.clone();
        shuffle(&mut shuffled, &mut seeded(seed));
        prop_assert_eq!(sorted(shuffled), sorted(original));
    }

    #[test]
    fn a_seed_reproduces_its_order(seed in any::<u64>(), pack_count in 1usize..=2) {
        let mut first = Pile::from_vec(packs(pack_count));
        let mut second = first.clone();
        first.shuffle(&mut seeded(seed));
        second.shuffle(&mut seeded(seed));
        prop_assert_eq!(first, second);
    }

    #[test]
    fn different_seeds_give_different_orders(seed in any::<u64>()) {
        let mut first = packs(1);
        let mut second = packs(1);
        shuffle(&mut first, &mut seeded(seed));
        shuffle(&mut second, &mut seeded(seed.wrapping_add(1)));
        // 52! orders: two seeds giving the same one would mean a broken generator.
        prop_assert_ne!(first, second);
    }

    #[test]
    fn any_list_shuffles_to_a_permutation(items in proptest::collection::vec(any::<u8>(), 0..64), seed in any::<u64>()) {
        let mut shuffled = items.clone();
        shuffle(&mut shuffled, &mut seeded(seed));
        let (mut a, mut b) = (items, shuffled);
        a.sort_unstable();
        b.sort_unstable();
        prop_assert_eq!(a, b);
    }

    #[test]
    fn draw_many_then_put_back_conserves(count in 0usize..60, seed in any::<u64>()) {
        let mut pile = Pile::from_vec(packs(1));
        pile.shuffle(&mut seeded(seed));
        let before = pile.clone();
        match pile.draw_many(count) {
            Ok(mut drawn) => {
                prop_assert_eq!(pile.len() + drawn.len(), 52);
                drawn.reverse();
                pile.put_all(drawn);
                prop_assert_eq!(pile, before);
            }
            Err(_) => {
                prop_assert!(count > 52);
                prop_assert_eq!(pile, before);
            }
        }
    }
}
