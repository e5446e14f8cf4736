//! `karty saboteur`: the table for people and computer players (plain `karty saboteur`),
//! the machine interface (`state`, `moves`, `play`) and `simulate`.

mod compact;
pub(crate) mod draw;
mod seats;
mod simulate;
mod table;
pub(crate) mod words;

use std::process::ExitCode;

use anyhow::Result;
use clap::{Args, Subcommand};
use saboteur::{Saboteur, Settings};

use crate::{GlobalOpts, machine};

/// Seats at a Saboteur table, as clap checks them (the registry's range, from the engine).
pub const SEATS: std::ops::RangeInclusive<i64> =
    saboteur::MIN_PLAYERS as i64..=saboteur::MAX_PLAYERS as i64;

pub use table::{play_from_menu, resume};

/// The menu's settings: the rounds of a game and the computer players.
pub fn settings() -> Vec<crate::settings::Setting> {
    use crate::settings::Setting;
    let levels = saboteur::BotLevel::ALL
        .iter()
        .map(ToString::to_string)
        .collect();
    vec![
        Setting::number("rounds", "Rounds in a game", 1, 3, 3),
        Setting::choice("level", "Computer players", levels, "normal")
            .also_reads(&["random", "heuristic"]),
    ]
}

/// A kind of computer player with the arena's thinking budget.
type Thinking = contract::Thinking<saboteur::BotLevel, saboteur::Budget>;

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
    State(StateArgs),
    /// List the actions the player to move may take, one per line, as `play` accepts them
    Moves(machine::MovesArgs),
    /// Apply one action for the player to move and print the next state as JSON
    Play(machine::PlayArgs),
    /// Play many games between computer players and print how each kind fares
    Simulate(simulate::SimulateArgs),
    /// Play games between computer players and outside programs (a JSON-lines protocol):
    /// win rates, points, faults, ratings
    Arena(SaboteurArenaArgs),
}

#[derive(Debug, Args)]
struct SaboteurArenaArgs {
    #[command(flatten)]
    arena: crate::arena::ArenaArgs,
    /// Rounds in each game
    #[arg(long, short = 'r', default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..))]
    rounds: u32,
}

#[derive(Debug, Args)]
struct StateArgs {
    /// Number of players (3 to 10)
    #[arg(long, short = 'p', value_parser = clap::value_parser!(u8).range(SEATS))]
    players: u8,
    /// Number of rounds
    #[arg(long, short = 'r', default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..))]
    rounds: u32,
    /// Players' names, comma-separated, in seating order (default: Player 1, Player 2, …)
    #[arg(long, value_delimiter = ',')]
    names: Option<Vec<String>>,
}

pub fn run(args: SaboteurArgs, global: &GlobalOpts) -> Result<ExitCode> {
    match args.command {
        None => table::run(args.table, global),
        Some(SaboteurCommand::State(args)) => {
            let players = usize::from(args.players);
            let mut settings = Settings::new(players, args.rounds);
            match args.names {
                None => {}
                Some(names) if names.len() == players => settings.names = names,
                Some(names) => crate::usage(
                    clap::error::ErrorKind::WrongNumberOfValues,
                    format!("--names gives {} names for {players} players", names.len()),
                ),
            }
            machine::state::<Saboteur>(&settings, global)
        }
        Some(SaboteurCommand::Moves(args)) => machine::moves::<Saboteur>(&args),
        Some(SaboteurCommand::Play(args)) => machine::play::<Saboteur>(&args),
        Some(SaboteurCommand::Simulate(args)) => simulate::run(args, global),
        Some(SaboteurCommand::Arena(args)) => arena(&args, global),
    }
}

/// `karty saboteur arena`: one player per seat (3 to 10 seats).
fn arena(args: &SaboteurArenaArgs, global: &GlobalOpts) -> Result<ExitCode> {
    if !args.arena.batch.merge.is_empty() {
        return crate::arena::merge("saboteur", &args.arena.batch.merge);
    }
    // A hard player thinks as long as the programs may.
    let budget = saboteur::Budget {
        think: Some(std::time::Duration::from_millis(args.arena.think)),
        deals: None,
    };
    let players = crate::arena::thinking(
        crate::arena::players::<saboteur::BotLevel>(&args.arena),
        budget,
    );
    if let Err(reason) = crate::registry::check_seats("saboteur", players.len()) {
        crate::usage(
            clap::error::ErrorKind::WrongNumberOfValues,
            format!("--seats: {reason}"),
        );
    }
    let title = format!(
        "Saboteur ({} round{} each, {} players)",
        args.rounds,
        if args.rounds == 1 { "" } else { "s" },
        players.len()
    );
    let settings = Settings::new(players.len(), args.rounds);
    crate::arena::run::<Saboteur, Thinking>(
        &settings,
        &args.arena,
        &players,
        global.seed_or_fresh(),
        &title,
        serde_json::json!({"rounds": args.rounds}),
    )
}
