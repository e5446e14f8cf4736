//! `simulate` for every game with computer players, written once over the game contract:
//! the same flags, a progress bar on stderr (on a terminal), then on stdout each kind's
//! share of the games its seats won with 95% Wilson intervals, points where the game
//! scores them, the game length, the game's own figures, and the speed.

use std::process::ExitCode;

use anyhow::Result;
use clap::Args;
use contract::simulate::Simulation;
use contract::{Game, Level};

use crate::progress;
use crate::text::pad_right;
use crate::ui::out;

/// The flags every game's `simulate` shares (the seats are each game's own, since the
/// kinds of computer player differ).
#[derive(Debug, Clone, Args)]
pub struct Batch {
    /// How many games; game i is dealt from seed S + i
    #[arg(long, short = 'g', value_name = "N", default_value_t = 1000,
          value_parser = clap::value_parser!(u32).range(1..))]
    pub games: u32,
}

/// Plays the batch and prints the report; `title` says what was played
/// ("makao (polish rules)").
pub fn run<G: Game, L: Level<G>>(
    settings: G::Settings,
    seats: Vec<L>,
    batch: &Batch,
    seed: u64,
    title: &str,
) -> Result<ExitCode> {
    let simulation = Simulation {
        settings,
        seats,
        games: batch.games,
        seed,
    };
    let (report, speed) = progress::run(simulation.games, |done| simulation.run(done))?;
    out(format!(
        "{} games of {title}, {}",
        report.games,
        progress::seeds_and_seats(simulation.seed, simulation.games, &simulation.seats),
    ));
    let names: Vec<String> = report
        .kinds
        .iter()
        .map(|kind| kind.level.to_string())
        .collect();
    let width = names
        .iter()
        .map(|n| n.chars().count())
        .max()
        .unwrap_or(0)
        .max(4);
    let mut header = format!(
        "{}  seats  wins   win rate (95% CI)",
        pad_right("kind", width)
    );
    if report.scored {
        header.push_str("             points a game (95% CI)");
    }
    out(header);
    for (kind, name) in report.kinds.iter().zip(&names) {
        let (rate, (low, high)) = kind.win_rate();
        let mut line = format!(
            "{}  {:>5}  {:>5}  {:>5.1}% ({:.1}% to {:.1}%)",
            pad_right(name, width),
            kind.seats,
            kind.wins,
            100.0 * rate,
            100.0 * low,
            100.0 * high,
        );
        if report.scored {
            let (low, high) = kind.points.interval();
            line.push_str(&format!(
                "  {:>7.1} ({:.1} to {:.1})",
                kind.points.mean(),
                low,
                high
            ));
        }
        out(line);
    }
    out(format!(
        "fair share: {:.1}% of a seat's games; mean game length: {:.1} actions; games nobody won: {}",
        100.0 * report.fair_share(),
        report.mean_length(),
        report.no_winner,
    ));
    for (name, tally) in &report.figures {
        out(format!("mean {name}: {:.2}", tally.mean()));
    }
    out(speed.to_string());
    Ok(ExitCode::SUCCESS)
}
