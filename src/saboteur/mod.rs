//! `karty saboteur`: the table for people and computer players (plain `karty saboteur`),
//! the machine interface (`state`, `moves`, `play`) and `simulate`.

mod draw;
mod machine;
mod seats;
mod simulate;
mod table;

use std::process::ExitCode;

use anyhow::Result;
use clap::{Args, Subcommand};

use crate::GlobalOpts;

pub use table::play_from_menu;

#[derive(Debug, Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct SaboteurArgs {
    #[command(subcommand)]
    command: Option<SaboteurCommand>,
    #[command(flatten)]
    table: table::TableArgs,
}

#[derive(Debug, Subcommand)]
enum SaboteurCommand {
    /// Print a new game's whole state as JSON (seeded by --seed)
    State(machine::StateArgs),
    /// List the actions the player to move may take, one per line, as `play` accepts them
    Moves(machine::MovesArgs),
    /// Apply one action for the player to move and print the next state as JSON
    Play(machine::PlayArgs),
    /// Play many games between computer players and print how each kind fares
    Simulate(simulate::SimulateArgs),
}

pub fn run(args: SaboteurArgs, global: &GlobalOpts) -> Result<ExitCode> {
    match args.command {
        None => table::run(args.table, global),
        Some(SaboteurCommand::State(args)) => machine::state(args, global),
        Some(SaboteurCommand::Moves(args)) => machine::moves(args),
        Some(SaboteurCommand::Play(args)) => machine::play(args),
        Some(SaboteurCommand::Simulate(args)) => simulate::run(args, global),
    }
}
