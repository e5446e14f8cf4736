//! `karty makao simulate`: many games between computer players, with a progress bar on
//! stderr and the results on stdout (wins with 95% intervals, game length, games at the
//! action limit, games per second).

use std::process::ExitCode;

use anyhow::Result;
use clap::Args;
use clap::error::ErrorKind;
use makao::simulate::{Simulation, SimulationError};
use makao::{ACTION_LIMIT, BotLevel, RuleSet};

use crate::ui::out;
use crate::{GlobalOpts, progress, usage};

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
        usage(
            ErrorKind::ArgumentConflict,
            "simulate seats one player per --seats entry and plays until the first one is out: \
             --players and --play-on do not apply",
        );
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
            SimulationError::Seats { .. } => ErrorKind::WrongNumberOfValues,
            _ => ErrorKind::ValueValidation,
        };
        usage(kind, format!("--seats: {err}"));
    }
    let (report, speed) = progress::run(simulation.games, |done| simulation.run(done))?;

    out(format!(
        "{} games of makao ({rules} rules{}), {}",
        report.games,
        if twist { ", with the twist" } else { "" },
        progress::seeds_and_seats(simulation.seed, simulation.games, &simulation.seats),
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
    out(speed.to_string());
    Ok(ExitCode::SUCCESS)
}
