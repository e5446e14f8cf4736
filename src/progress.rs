//! What every batch of games (`simulate`) shows the same way: a progress bar on stderr
//! (on a terminal only, so piped output stays clean), and the speed it ran at.

use std::fmt;
use std::io::IsTerminal;
use std::time::Instant;

use indicatif::{ProgressBar, ProgressStyle};

/// How fast a batch ran.
#[derive(Debug, Clone, Copy)]
pub struct Speed {
    games: u32,
    seconds: f64,
}

impl fmt::Display for Speed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:.0} games per second ({} games in {:.2} s)",
            f64::from(self.games) / self.seconds,
            self.games,
            self.seconds
        )
    }
}

/// Runs a batch of `games` games, which reports each game finished to the callback it is
/// given; the bar follows it. Gives the batch's result and its speed.
pub fn run<T, E>(
    games: u32,
    batch: impl FnOnce(&mut dyn FnMut(u32)) -> Result<T, E>,
) -> Result<(T, Speed), E> {
    let bar = if std::io::stderr().is_terminal() {
        ProgressBar::new(u64::from(games))
    } else {
        ProgressBar::hidden()
    };
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games, {per_sec}, {eta} left")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let started = Instant::now();
    let result = batch(&mut |done| bar.set_position(u64::from(done)));
    let seconds = started.elapsed().as_secs_f64().max(1e-9);
    bar.finish_and_clear();
    Ok((result?, Speed { games, seconds }))
}
