//! `karty saboteur simulate`: many games between computer players, with a progress bar on
//! stderr (on a terminal) and the results on stdout: each kind's nuggets and share of the
//! wins with 95% intervals, rounds, and games per second.

use std::process::ExitCode;

use anyhow::Result;
use clap::Args;
use clap::error::ErrorKind;
use saboteur::BotLevel;
use saboteur::simulate::Simulation;

use crate::ui::out;
use crate::{GlobalOpts, progress, usage};

#[derive(Debug, Clone, Args)]
pub struct SimulateArgs {
    /// Seats at the table, 3 to 10 (default: as many as --seats lists, at least 4)
    #[arg(long, short = 'p', value_parser = clap::value_parser!(u8).range(3..=10))]
    players: Option<u8>,
    /// Kinds of computer player, comma-separated (heuristic, random), repeated round the
    /// table to fill the seats; seats rotate between games
    #[arg(
        long,
        value_delimiter = ',',
        value_name = "KINDS",
        default_value = "heuristic,random"
    )]
    seats: Vec<BotLevel>,
    /// How many games; game i is dealt from seed S + i
    #[arg(long, short = 'g', value_name = "N", default_value_t = 500,
          value_parser = clap::value_parser!(u32).range(1..))]
    games: u32,
    /// Rounds in each game
    #[arg(long, short = 'r', default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..))]
    rounds: u32,
}

pub fn run(args: SimulateArgs, global: &GlobalOpts) -> Result<ExitCode> {
    let players = args.players.map_or(args.seats.len().max(4), usize::from);
    if args.seats.len() > players {
        usage(
            ErrorKind::WrongNumberOfValues,
            format!(
                "--seats lists {} kinds for {players} players",
                args.seats.len()
            ),
        );
    }
    let simulation = Simulation {
        seats: args.seats.iter().copied().cycle().take(players).collect(),
        games: args.games,
        rounds: args.rounds,
        seed: global.seed_or_fresh(),
    };
    if let Err(err) = simulation.check() {
        usage(ErrorKind::ValueValidation, err);
    }
    let (report, speed) = progress::run(simulation.games, |done| simulation.run(done))?;

    out(format!(
        "{} games of Saboteur ({} round{} each, {players} players), {}",
        report.games,
        simulation.rounds,
        if simulation.rounds == 1 { "" } else { "s" },
        progress::seeds_and_seats(simulation.seed, simulation.games, &simulation.seats),
    ));
    let width = report
        .kinds
        .iter()
        .map(|kind| kind.level.name().len())
        .max()
        .unwrap_or(0)
        .max(4);
    out(format!(
        "{:<width$}  seats  nuggets per seat (95% CI)  win share (95% CI)      fair share",
        "kind"
    ));
    for kind in &report.kinds {
        let (low, high) = kind.nuggets.interval();
        let (win_low, win_high) = kind.wins.interval();
        out(format!(
            "{:<width$}  {:>5}  {:>6.2} ({:.2} to {:.2})     {:>5.1}% ({:.1}% to {:.1}%)  {:>6.1}%",
            kind.level.name(),
            kind.seats,
            kind.nuggets.mean(),
            low,
            high,
            100.0 * kind.wins.mean(),
            100.0 * win_low.max(0.0),
            100.0 * win_high.min(1.0),
            100.0 * kind.fair_share(players),
        ));
    }
    out(format!(
        "mean rounds per game: {:.1}; the diggers reached the gold in {:.1}% of rounds; \
         mean turns per round: {:.1}",
        report.mean_rounds(),
        100.0 * report.digger_share(),
        report.mean_turns_per_round(),
    ));
    out(speed.to_string());
    Ok(ExitCode::SUCCESS)
}
