//! `karty saboteur`: the machine interface (`state`, `moves`, `play`) over the saboteur
//! engine. The interactive table will live on plain `karty saboteur`.

mod machine;

use std::process::ExitCode;

use anyhow::Result;
use clap::{Args, Subcommand};

use crate::GlobalOpts;
use crate::ui::out;

#[derive(Debug, Args)]
pub struct SaboteurArgs {
    #[command(subcommand)]
    command: Option<SaboteurCommand>,
}

#[derive(Debug, Subcommand)]
enum SaboteurCommand {
    /// Print a new game's whole state as JSON (seeded by --seed)
    State(machine::StateArgs),
    /// List the actions the player to move may take, one per line, as `play` accepts them
    Moves(machine::MovesArgs),
    /// Apply one action for the player to move and print the next state as JSON
    Play(machine::PlayArgs),
}

pub fn run(args: SaboteurArgs, global: &GlobalOpts) -> Result<ExitCode> {
    match args.command {
        None => {
            out(
                "The interactive Saboteur table is not there yet. For now, play through the \
                 machine interface: karty saboteur state | moves | play (see karty saboteur --help).",
            );
            Ok(ExitCode::SUCCESS)
        }
        Some(SaboteurCommand::State(args)) => machine::state(args, global),
        Some(SaboteurCommand::Moves(args)) => machine::moves(args),
        Some(SaboteurCommand::Play(args)) => machine::play(args),
    }
}
