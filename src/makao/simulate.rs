//! `karty makao simulate`: many games between computer players, with a progress bar on
//! stderr and the results on stdout (wins with 95% intervals, game length, games at the
//! action limit, games per second).

use std::io::IsTerminal;
use std::process::ExitCode;
use std::time::Instant;

use anyhow::Result;
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use makao::simulate::{Simulation, SimulationError};
use makao::{ACTION_LIMIT, BotLevel, RuleSet};

use crate::GlobalOpts;
use crate::ui::out;

#[derive(Debug, Clone, Args)]
pub struct SimulateArgs {
    /// One kind of computer player per seat, comma-separated: heuristic, random, search
    /// (seats rotate between games, so no kind keeps the first move)
    #[arg(
        long,
        value_delimiter = ',',
        value_name = "KINDS",
        default_value = "heuristic,random"
    )]
    pub seats: Vec<BotLevel>,
    /// How many games; game i is dealt from seed S + i
    #[arg(long, value_name = "N", default_value_t = 1000,
          value_parser = clap::value_parser!(u32).range(1..))]
    pub games: u32,
}

/// `seats_set_elsewhere`: --players or --play-on was given, which --seats decides here.
pub fn run(
    args: SimulateArgs,
    rules: RuleSet,
    twist: bool,
    seats_set_elsewhere: bool,
    global: &GlobalOpts,
) -> Result<ExitCode> {
    if seats_set_elsewhere {
        clap::Error::raw(
            clap::error::ErrorKind::ArgumentConflict,
            "simulate seats one player per --seats entry and plays until the first one is out: \
             --players and --play-on do not apply\n",
        )
        .exit();
    }
    let simulation = Simulation {
        rules,
        twist,
        seats: args.seats,
        games: args.games,
        seed: global.seed_or_fresh(),
    };
    if let Err(err) = simulation.check() {
        let kind = match err {
            SimulationError::Seats { .. } => clap::error::ErrorKind::WrongNumberOfValues,
            _ => clap::error::ErrorKind::ValueValidation,
        };
        clap::Error::raw(kind, format!("--seats: {err}\n")).exit();
    }
    let bar = if std::io::stderr().is_terminal() {
        ProgressBar::new(u64::from(simulation.games))
    } else {
        ProgressBar::hidden()
    };
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games, {per_sec}, {eta} left")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let started = Instant::now();
    let report = simulation.run(|done| bar.set_position(u64::from(done)))?;
    let seconds = started.elapsed().as_secs_f64().max(1e-9);
    bar.finish_and_clear();

    let seats: Vec<String> = simulation.seats.iter().map(ToString::to_string).collect();
    let last_seed = simulation
        .seed
        .wrapping_add(u64::from(simulation.games) - 1);
    out(format!(
        "{} games of makao ({rules} rules{}), seeds {} to {last_seed}, seats {} (rotating)",
        report.games,
        if twist { ", with the twist" } else { "" },
        simulation.seed,
        seats.join(","),
    ));
    let width = report
        .kinds
        .iter()
        .map(|kind| kind.level.name().len())
        .max()
        .unwrap_or(0);
    for kind in &report.kinds {
        let (rate, (low, high)) = report.win_rate(kind);
        let seats = if kind.seats > 1 {
            format!(" ({} seats)", kind.seats)
        } else {
            String::new()
        };
        let points = if report.scored {
            format!("  {:>6.1} points a hand", report.mean_points(kind))
        } else {
            String::new()
        };
        out(format!(
            "{:<width$}  {:>7} wins  {:>5.1}%  (95% CI {:.1}% to {:.1}%){points}{seats}",
            kind.level.name(),
            kind.wins,
            100.0 * rate,
            100.0 * low,
            100.0 * high,
        ));
    }
    out(format!(
        "mean game length: {:.1} actions",
        report.mean_length()
    ));
    out(format!(
        "games at the action limit ({ACTION_LIMIT} actions): {}",
        report.at_limit
    ));
    out(format!(
        "{:.0} games per second ({} games in {seconds:.2} s)",
        f64::from(report.games) / seconds,
        report.games
    ));
    Ok(ExitCode::SUCCESS)
}
