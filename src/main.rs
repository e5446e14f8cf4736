//! karty: card games in the terminal. A thin front end over the engine crates: it
//! parses the command line, talks to the person, and leaves every rule to the engines.

// All output goes through `ui::out`, which survives a closed pipe.
#![deny(clippy::print_stdout)]

mod arena;
mod batch;
mod computer;
mod deck;
mod klondike;
mod machine;
mod makao;
mod menu;
// The shared front ends of catalogued games; the shipped games keep front ends of their
// own, so without the test game nothing registers through it yet.
#[cfg_attr(
    not(feature = "nim"),
    allow(dead_code, reason = "only catalogued games use it: Nim, in tests")
)]
mod plain;
mod progress;
mod records;
mod registry;
mod saboteur;
mod seating;
mod serve;
mod settings;
mod simulate;
mod stats;
mod terminal;
mod text;
mod ui;
mod words;

use std::ffi::OsString;
use std::process::ExitCode;

use anyhow::Result;
use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};

use crate::ui::ColorChoice;

#[derive(Debug, Parser)]
#[command(
    name = "karty",
    version,
    about = "Card games in the terminal: Makao, Klondike, Saboteur and a deck workbench",
    long_about = "Card games in the terminal. Without a command, opens the main menu."
)]
struct Cli {
    #[command(flatten)]
    global: GlobalOpts,
    #[command(subcommand)]
    command: Option<Command>,
}

/// Options every command understands, with the same meaning everywhere.
#[derive(Debug, Clone, Args)]
pub struct GlobalOpts {
    /// Seed for shuffling and dealing (any whole number from 0 to 18446744073709551615);
    /// without it a fresh seed is chosen and printed on stderr (at a table of secret cards,
    /// when the game ends)
    #[arg(long, global = true)]
    pub seed: Option<u64>,
    /// Read plain numbered lines instead of terminal prompts (automatic when input is piped)
    #[arg(long, global = true)]
    pub plain: bool,
    /// Show suits as letters (10H, QS) instead of symbols (10♥, Q♠)
    #[arg(long, global = true)]
    pub ascii: bool,
    /// When to use colour
    #[arg(long, global = true, value_enum, default_value_t = ColorChoice::Auto)]
    pub color: ColorChoice,
    /// Four suit colours (♠ black, ♥ red, ♦ blue, ♣ green) for players who tell suits
    /// apart by colour, as the browser's four-colour deck
    #[arg(long, global = true)]
    pub four_colour: bool,
    /// Do not record games (`karty history`, `replay` and `stats`)
    #[arg(long, global = true)]
    pub no_stats: bool,
    /// Language of the games and the menu: en, pl, cs, sr (Latin) or sr-Cyrl; without it,
    /// the locale's (LC_ALL, LC_MESSAGES, LANG), else English
    #[arg(long, global = true, value_name = "LANG")]
    pub lang: Option<words::Language>,
}

impl GlobalOpts {
    /// The seed given, or a fresh one, announced on stderr so the deal can be repeated.
    pub fn seed_or_fresh(&self) -> u64 {
        self.seed.unwrap_or_else(|| {
            let seed = cards::fresh_seed();
            eprintln!(
                "{}",
                crate::say!("table-fresh-seed", seed = seed.to_string())
            );
            seed
        })
    }
}

/// A usage error, reported as clap reports its own (exit 2).
pub fn usage(kind: clap::error::ErrorKind, message: impl std::fmt::Display) -> ! {
    clap::Error::raw(kind, format!("{message}\n")).exit()
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Work with a deck: show its order, shuffle, draw cards, peek at the top
    Deck(deck::DeckArgs),
    /// Play Klondike solitaire, as the PyLadies course lays it out (English or Czech)
    Klondike(klondike::KlondikeArgs),
    /// Play Makao (polish, macau, serbian rules) with people and computer players; simulate, state, moves, play
    Makao(makao::MakaoArgs),
    /// Play Saboteur on the 7x11 board with people and computer players, or script it
    Saboteur(saboteur::SaboteurArgs),
    /// Play in the browser: a local web page served on 127.0.0.1 with a secret address
    Serve(serve::ServeArgs),
    /// Show the statistics of games played: per game and rule set, played, won, streaks
    Stats,
    /// List the games recorded, newest first
    History(records::replay::HistoryArgs),
    /// Step through a recorded game, or export or import one
    Replay(records::replay::ReplayArgs),
    /// Another game of the registry, with the shared command-line front end
    #[command(external_subcommand)]
    Other(Vec<OsString>),
}

fn main() -> ExitCode {
    let cli = parse();
    cli.global.color.apply();
    // The browser's page chooses its own language (English until it has its selector).
    if !matches!(cli.command, Some(Command::Serve(_))) {
        words::set_language(
            cli.global.lang.unwrap_or_else(|| {
                words::Language::from_environment(|name| std::env::var(name).ok())
            }),
        );
    }
    stats::set_recording(!cli.global.no_stats);
    ui::set_four_colour(cli.global.four_colour);
    ui::install_interrupt_handler();
    let code = match run(cli) {
        Ok(code) => code,
        Err(err) => {
            eprintln!("error: {}", text::safe_message(&format!("{err:#}")));
            ExitCode::FAILURE
        }
    };
    ui::settle();
    code
}

/// The command line, whose help also lists the registry's games that have no command
/// of their own here.
fn parse() -> Cli {
    let others: Vec<String> = registry::games()
        .iter()
        .filter(|entry| entry.command.is_some())
        .map(|entry| {
            format!(
                "  {}  {} (karty {} --help)",
                entry.name, entry.title, entry.name
            )
        })
        .collect();
    let mut command = Cli::command();
    if !others.is_empty() {
        command = command.after_help(format!("More games:\n{}", others.join("\n")));
    }
    let matches = command.get_matches();
    Cli::from_arg_matches(&matches).unwrap_or_else(|err| err.exit())
}

fn run(cli: Cli) -> Result<ExitCode> {
    let global = &cli.global;
    match cli.command {
        None => menu::run(global).map(|()| ExitCode::SUCCESS),
        Some(Command::Deck(args)) => deck::run(args, global),
        Some(Command::Klondike(args)) => klondike::run(args, global),
        Some(Command::Makao(args)) => makao::run(args, global),
        Some(Command::Saboteur(args)) => saboteur::run(args, global),
        Some(Command::Serve(args)) => serve::run(args, global),
        Some(Command::Other(args)) => {
            let mut args = args.into_iter();
            let name = args.next().unwrap_or_default();
            let name = name.to_string_lossy();
            match registry::find(&name).and_then(|entry| entry.command) {
                Some(command) => command(args.collect(), global),
                None => usage(
                    clap::error::ErrorKind::InvalidSubcommand,
                    format!(
                        "unrecognized subcommand '{}'\n\nFor more information, try '--help'.",
                        text::safe(&name)
                    ),
                ),
            }
        }
        Some(Command::Stats) => {
            ui::out(records::stats::statistics()?.to_string().trim_end());
            Ok(ExitCode::SUCCESS)
        }
        Some(Command::History(args)) => records::replay::history(&args).map(|_| ExitCode::SUCCESS),
        Some(Command::Replay(args)) => {
            records::replay::run(args, global).map(|()| ExitCode::SUCCESS)
        }
    }
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    #[test]
    fn the_command_line_definition_is_consistent() {
        super::Cli::command().debug_assert();
    }
}
