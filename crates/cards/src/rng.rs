//! Portable randomness: a named generator and shuffling that depend on nothing but the
//! generator's output, so a seed deals the same cards on every machine and build.
//!
//! rand's own `shuffle` and `random_range` have changed their algorithms between
//! releases; the few lines below pin ours, and the golden-order tests watch them.

use rand::{Rng, SeedableRng, TryRng};

/// The generator every game uses; its state is serializable, so it can live in a saved game.
pub type GameRng = rand_xoshiro::Xoshiro256PlusPlus;

/// The generator for a seed (expanded with SplitMix64, as the Xoshiro authors advise).
pub fn seeded(seed: u64) -> GameRng {
    GameRng::seed_from_u64(seed)
}

/// A new seed from the operating system, for games started without `--seed`.
pub fn fresh_seed() -> u64 {
    let mut os = rand::rngs::SysRng;
    os.try_next_u64().unwrap_or_else(|_| {
        // No OS randomness: fall back to the clock, which is still a fine game seed.
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(0)
    })
}

/// Rejections after which a generator is taken to be broken. A healthy one is rejected
/// with a chance below `bound / 2^64` a draw, so this is never reached in play; a state
/// file with an all-zero generator (which yields only zeros) would otherwise hang.
const MAX_REJECTIONS: u32 = 64;

/// A uniform index in `0..bound` (Lemire's multiply-and-reject). `bound` must be above 0.
pub fn index_below<R: Rng + ?Sized>(rng: &mut R, bound: usize) -> usize {
    assert!(bound > 0, "index_below needs a non-empty range");
    let n = bound as u64;
    let threshold = n.wrapping_neg() % n;
    let mut wide = 0;
    for _ in 0..MAX_REJECTIONS {
        wide = u128::from(rng.next_u64()) * u128::from(n);
        if (wide as u64) >= threshold {
            break;
        }
    }
    (wide >> 64) as usize
}

/// One of `items`, uniformly (one [`index_below`] draw); `None` when there are none.
pub fn pick<'a, T, R: Rng + ?Sized>(items: &'a [T], rng: &mut R) -> Option<&'a T> {
    if items.is_empty() {
        return None;
    }
    items.get(index_below(rng, items.len()))
}

/// Fisher–Yates shuffle, from the last place down.
pub fn shuffle<T, R: Rng + ?Sized>(items: &mut [T], rng: &mut R) {
    for last in (1..items.len()).rev() {
        let pick = index_below(rng, last + 1);
        items.swap(last, pick);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_stream() {
        let mut a = seeded(42);
        let mut b = seeded(42);
        for _ in 0..100 {
            assert_eq!(a.next_u64(), b.next_u64());
        }
        assert_ne!(seeded(1).next_u64(), seeded(2).next_u64());
    }

    #[test]
    fn index_below_stays_in_range_and_reaches_every_value() {
        let mut rng = seeded(3);
        let mut seen = [false; 7];
        for _ in 0..1000 {
            let i = index_below(&mut rng, 7);
            seen[i] = true;
        }
        assert!(seen.iter().all(|s| *s));
        assert_eq!(index_below(&mut rng, 1), 0);
    }

    #[test]
    fn pick_draws_one_index_and_nothing_from_an_empty_slice() {
        let items = ['a', 'b', 'c', 'd', 'e'];
        let mut rng = seeded(5);
        let mut same = seeded(5);
        for _ in 0..20 {
            let expected = items[index_below(&mut same, items.len())];
            assert_eq!(pick(&items, &mut rng), Some(&expected));
        }
        let before = rng.clone();
        assert_eq!(pick::<char, _>(&[], &mut rng), None);
        assert_eq!(rng, before);
    }

    #[test]
    fn a_generator_stuck_at_zero_does_not_hang_shuffling() {
        // Xoshiro's all-zero state (possible only through a hand-edited file) yields only 0.
        let mut stuck: GameRng = serde_json::from_str(r#"{"s":[0,0,0,0]}"#).unwrap();
        assert_eq!(stuck.next_u64(), 0);
        let mut items: Vec<u32> = (0..52).collect();
        shuffle(&mut items, &mut stuck);
        assert_eq!(items.len(), 52);
        assert!(index_below(&mut stuck, 7) < 7);
    }

    #[test]
    fn generator_state_survives_serde() {
        let mut rng = seeded(9);
        rng.next_u64();
        let json = serde_json::to_string(&rng).unwrap();
        let mut back: GameRng = serde_json::from_str(&json).unwrap();
        assert_eq!(rng.next_u64(), back.next_u64());
    }
}
