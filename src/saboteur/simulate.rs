//! `karty saboteur simulate`: the seats and setup of a batch of Saboteur games; the batch
//! itself is every game's (`crate::simulate`).

use std::process::ExitCode;

use anyhow::Result;
use clap::Args;
use clap::error::ErrorKind;
use saboteur::{BotLevel, Settings};

use crate::simulate::Batch;
use crate::{GlobalOpts, usage};

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
    #[command(flatten)]
    batch: Batch,
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
    let seats: Vec<BotLevel> = args.seats.iter().copied().cycle().take(players).collect();
    let title = format!(
        "Saboteur ({} round{} each, {players} players)",
        args.rounds,
        if args.rounds == 1 { "" } else { "s" }
    );
    let settings = Settings::new(players, args.rounds);
    crate::simulate::run(settings, seats, &args.batch, global.seed_or_fresh(), &title)
}
