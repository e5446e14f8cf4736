//! What every game's simulation of computer players shares: who sits where in each game,
//! each computer player's own seed, each kind of player counted once, and 95% intervals
//! for the figures reported; and reading a kind of player by its name. Not about cards,
//! so it lives here rather than in `cards`.
//!
//! Game `i` (from 0) of a run is dealt from seed `seed + i` and rotates the seats: the
//! kind listed at position `k` sits in seat `(k + i) mod n`, so over `n` games every kind
//! takes every seat once.

/// The normal quantile for a two-sided 95% interval.
pub const Z_95: f64 = 1.959_963_984_540_054;

/// The kind in each seat in game `game` of a run whose first game seats `kinds`.
pub fn seating<T: Clone>(kinds: &[T], game: u32) -> Vec<T> {
    let mut seating = kinds.to_vec();
    if !seating.is_empty() {
        let turn = game as usize % seating.len();
        seating.rotate_right(turn);
    }
    seating
}

/// Plays the `games` games of a run whose first game seats `kinds`: `play` gets each
/// game's number, seed and seating; `progress` hears how many are finished after each.
/// Stops at the first error.
pub fn play_all<T: Clone, E>(
    kinds: &[T],
    games: u32,
    seed: u64,
    mut play: impl FnMut(u32, u64, &[T]) -> Result<(), E>,
    mut progress: impl FnMut(u32),
) -> Result<(), E> {
    for game in 0..games {
        play(
            game,
            seed.wrapping_add(u64::from(game)),
            &seating(kinds, game),
        )?;
        progress(game + 1);
    }
    Ok(())
}

/// The seed of the computer player in seat `index` (from 0) of the game dealt from `seed`.
pub fn bot_seed(seed: u64, index: usize) -> u64 {
    // Spread the seats apart with the golden-ratio step, as SplitMix64 does.
    seed.wrapping_add(0x9E37_79B9_7F4A_7C15_u64.wrapping_mul(index as u64 + 1))
}

/// Each kind once, in the order first listed, with how many seats it holds.
pub fn kinds<T: PartialEq + Clone>(seats: &[T]) -> Vec<(T, usize)> {
    let mut kinds: Vec<(T, usize)> = Vec::new();
    for seat in seats {
        match kinds.iter_mut().find(|(kind, _)| kind == seat) {
            Some((_, count)) => *count += 1,
            None => kinds.push((seat.clone(), 1)),
        }
    }
    kinds
}

/// The one of `all` whose name is `text`, trimmed and in any case: how a kind of computer
/// player is read from the command line.
pub fn by_name<T: Copy>(all: &[T], name: impl Fn(T) -> &'static str, text: &str) -> Option<T> {
    all.iter()
        .copied()
        .find(|item| name(*item).eq_ignore_ascii_case(text.trim()))
}

/// The variant of an enum whose name (from strum's derives) is `text`, trimmed and in any
/// case: how rule sets, tools and kinds of player are read.
pub fn named<T>(text: &str) -> Option<T>
where
    T: strum::IntoEnumIterator + Into<&'static str> + Copy,
{
    T::iter().find(|item| {
        let name: &'static str = (*item).into();
        name.eq_ignore_ascii_case(text.trim())
    })
}

/// `Display` and `FromStr` for an enum named by strum's `IntoStaticStr` and `EnumIter`:
/// shown by its name, read by it (trimmed, in any case), refused with `$error(text)`.
#[macro_export]
macro_rules! text_by_name {
    ($type:ty, $error:ty, $make_error:expr) => {
        impl ::std::fmt::Display for $type {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.pad(<&'static str>::from(*self))
            }
        }

        impl ::std::str::FromStr for $type {
            type Err = $error;

            fn from_str(text: &str) -> Result<Self, $error> {
                $crate::stats::named(text).ok_or_else(|| $make_error(text.trim().to_string()))
            }
        }
    };
}

/// The Wilson score interval for `successes` in `trials` (better than the normal
/// approximation near 0 and 1, and never outside 0..=1).
pub fn wilson_interval(successes: u32, trials: u32, z: f64) -> (f64, f64) {
    if trials == 0 {
        return (0.0, 1.0);
    }
    let n = f64::from(trials);
    let p = f64::from(successes) / n;
    let z2 = z * z;
    let denominator = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denominator;
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denominator;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// A running mean with its spread, for intervals over independent games.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Tally {
    pub count: u32,
    sum: f64,
    sum_of_squares: f64,
}

impl Tally {
    pub fn add(&mut self, value: f64) {
        self.count = self.count.saturating_add(1);
        self.sum += value;
        self.sum_of_squares += value * value;
    }

    pub fn mean(&self) -> f64 {
        if self.count == 0 {
            0.0
        } else {
            self.sum / f64::from(self.count)
        }
    }

    /// The mean's 95% interval by the normal approximation (a point for fewer than two
    /// samples).
    pub fn interval(&self) -> (f64, f64) {
        let mean = self.mean();
        if self.count < 2 {
            return (mean, mean);
        }
        let n = f64::from(self.count);
        let variance = ((self.sum_of_squares - n * mean * mean) / (n - 1.0)).max(0.0);
        let half = Z_95 * (variance / n).sqrt();
        (mean - half, mean + half)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_rotate_between_games() {
        let kinds = ["a", "b", "b"];
        assert_eq!(seating(&kinds, 0), ["a", "b", "b"]);
        assert_eq!(seating(&kinds, 1), ["b", "a", "b"]);
        assert_eq!(seating(&kinds, 2), ["b", "b", "a"]);
        assert_eq!(seating(&kinds, 3), seating(&kinds, 0));
        assert!(seating::<u8>(&[], 5).is_empty());
    }

    #[test]
    fn a_run_deals_game_i_from_seed_plus_i_with_the_seats_rotated() {
        let mut played = Vec::new();
        let mut heard = Vec::new();
        let run = play_all(
            &['a', 'b'],
            3,
            u64::MAX,
            |game, seed, seating: &[char]| {
                played.push((game, seed, seating.to_vec()));
                Ok::<(), ()>(())
            },
            |done| heard.push(done),
        );
        assert_eq!(run, Ok(()));
        assert_eq!(
            played,
            [
                (0, u64::MAX, vec!['a', 'b']),
                (1, 0, vec!['b', 'a']),
                (2, 1, vec!['a', 'b'])
            ]
        );
        assert_eq!(heard, [1, 2, 3]);
        let stopped = play_all(
            &['a'],
            5,
            0,
            |game, _, _| if game == 1 { Err(game) } else { Ok(()) },
            |_| {},
        );
        assert_eq!(stopped, Err(1));
    }

    #[test]
    fn bot_seeds_differ_by_seat_and_game() {
        assert_ne!(bot_seed(1, 0), bot_seed(1, 1));
        assert_ne!(bot_seed(1, 0), bot_seed(2, 0));
        assert_eq!(bot_seed(0, 0), 0x9E37_79B9_7F4A_7C15);
        assert_eq!(bot_seed(u64::MAX, 3), bot_seed(u64::MAX, 3));
    }

    #[test]
    fn kinds_are_counted_once_in_the_order_first_listed() {
        assert_eq!(kinds(&["b", "a", "b", "c"]), [("b", 2), ("a", 1), ("c", 1)]);
        assert!(kinds::<u8>(&[]).is_empty());
    }

    #[test]
    fn names_are_read_trimmed_and_in_any_case() {
        let all = [1, 2];
        let name = |n: i32| if n == 1 { "random" } else { "heuristic" };
        assert_eq!(by_name(&all, name, " Heuristic "), Some(2));
        assert_eq!(by_name(&all, name, "RANDOM"), Some(1));
        assert_eq!(by_name(&all, name, "genius"), None);
        assert_eq!(by_name(&all, name, ""), None);
    }

    #[test]
    fn wilson_interval_matches_known_values() {
        // 80 of 100: the textbook Wilson interval is 0.7112 .. 0.8667.
        let (low, high) = wilson_interval(80, 100, Z_95);
        assert!((low - 0.7112).abs() < 1e-4, "{low}");
        assert!((high - 0.8667).abs() < 1e-4, "{high}");
        let (low, high) = wilson_interval(0, 10, Z_95);
        assert_eq!(low, 0.0);
        assert!(high > 0.0 && high < 0.35, "{high}");
        assert_eq!(wilson_interval(5, 5, Z_95).1, 1.0);
        assert_eq!(wilson_interval(0, 0, Z_95), (0.0, 1.0));
    }

    #[test]
    fn tally_gives_the_mean_and_its_normal_interval() {
        let mut tally = Tally::default();
        assert_eq!(tally.mean(), 0.0);
        tally.add(2.0);
        assert_eq!(tally.interval(), (2.0, 2.0));
        for value in [4.0, 6.0, 8.0] {
            tally.add(value);
        }
        assert_eq!(tally.count, 4);
        assert_eq!(tally.mean(), 5.0);
        // Sample variance 20/3; half width 1.96 * sqrt(20/3 / 4).
        let (low, high) = tally.interval();
        let half = Z_95 * (20.0_f64 / 3.0 / 4.0).sqrt();
        assert!((low - (5.0 - half)).abs() < 1e-9, "{low}");
        assert!((high - (5.0 + half)).abs() < 1e-9, "{high}");
    }
}
