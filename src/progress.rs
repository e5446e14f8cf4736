//! What every batch of games (`simulate`) shows the same way: a progress bar on stderr
//! (on a terminal only, so piped output stays clean), what was played, and the speed it
//! ran at.

use std::fmt;
use std::io::IsTerminal;
use std::time::Instant;

use indicatif::{ProgressBar, ProgressStyle};

/// How fast a batch ran.
#[derive(Debug, Clone, Copy)]
pub struct Speed {
    games: u32,
    seconds: f64,
    /// What was played: "games", "deals".
    noun: &'static str,
}

impl fmt::Display for Speed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:.0} {noun} per second ({} {noun} in {:.2} s)",
            f64::from(self.games) / self.seconds,
            self.games,
            self.seconds,
            noun = self.noun
        )
    }
}

/// "seeds 1 to 6, seats heuristic,random (rotating)": the games of a run from `seed`
/// (game i is dealt from seed + i) and the kinds of its first game, in seat order.
pub fn seeds_and_seats<L: fmt::Display>(seed: u64, games: u32, seats: &[L]) -> String {
    let seats: Vec<String> = seats.iter().map(ToString::to_string).collect();
    format!(
        "seeds {}, seats {} (rotating)",
        seed_range(seed, games),
        seats.join(",")
    )
}

/// "1 to 6"; past the largest seed the seeds wrap to 0, and the text says so
/// ("18446744073709551615, 0 to 3") rather than a range that runs backwards.
fn seed_range(seed: u64, games: u32) -> String {
    let last = seed.wrapping_add(u64::from(games).saturating_sub(1));
    let span = |from: u64, to: u64| {
        if from == to {
            from.to_string()
        } else {
            format!("{from} to {to}")
        }
    };
    if last >= seed {
        format!("{seed} to {last}")
    } else {
        format!("{}, {}", span(seed, u64::MAX), span(0, last))
    }
}

/// Runs a batch of `games` games (or other items, called `noun`), which reports each one
/// finished to the callback it is given; the bar follows it. Gives the batch's result and
/// its speed.
pub fn run<T, E>(
    games: u32,
    noun: &'static str,
    batch: impl FnOnce(&mut dyn FnMut(u32)) -> Result<T, E>,
) -> Result<(T, Speed), E> {
    let bar = if std::io::stderr().is_terminal() {
        ProgressBar::new(u64::from(games))
    } else {
        ProgressBar::hidden()
    };
    bar.set_style(
        ProgressStyle::with_template(&format!(
            "{{bar:40}} {{pos}}/{{len}} {noun}, {{per_sec}}, {{eta}} left"
        ))
        .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let started = Instant::now();
    let result = batch(&mut |done| bar.set_position(u64::from(done)));
    let seconds = started.elapsed().as_secs_f64().max(1e-9);
    bar.finish_and_clear();
    Ok((
        result?,
        Speed {
            games,
            seconds,
            noun,
        },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_run_names_its_seeds_and_first_seating() {
        assert_eq!(
            seeds_and_seats(1, 6, &["heuristic", "random"]),
            "seeds 1 to 6, seats heuristic,random (rotating)"
        );
        assert_eq!(
            seeds_and_seats(u64::MAX, 2, &["random"]),
            format!("seeds {}, 0, seats random (rotating)", u64::MAX)
        );
        assert_eq!(seed_range(u64::MAX, 5), format!("{}, 0 to 3", u64::MAX));
        assert_eq!(
            seed_range(u64::MAX - 1, 3),
            format!("{} to {}, 0", u64::MAX - 1, u64::MAX)
        );
        assert_eq!(seed_range(7, 1), "7 to 7");
    }

    #[test]
    fn the_speed_is_games_over_seconds() {
        let speed = Speed {
            games: 500,
            seconds: 0.25,
            noun: "games",
        };
        assert_eq!(
            speed.to_string(),
            "2000 games per second (500 games in 0.25 s)"
        );
    }
}
