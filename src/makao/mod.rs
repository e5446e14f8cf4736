//! `karty makao`: the Makao engine from the command line. Without a command, the table
//! for people and computer players (table.rs); `simulate` for games between computer
//! players; and the machine interface (`state`, `moves`, `play`) that sets up positions,
//! reports them and lets outside programs play.

mod arena;
pub(crate) mod refusals;
mod seats;
mod simulate;
pub(crate) mod summary;
mod table;
pub(crate) mod words;

pub use table::{play_from_menu, resume};

/// The most hands a match may have, wherever it is set up or loaded.
pub const MAX_HANDS: u32 = 1000;

/// The menu's settings: the rule set and its options, the computer players, the hands
/// of a Serbian match.
pub fn settings() -> Vec<crate::settings::Setting> {
    use crate::settings::Setting;
    let rules = RuleSet::ALL.iter().map(ToString::to_string).collect();
    let mut levels = vec!["default".to_string()];
    levels.extend(::makao::BotLevel::ALL.iter().map(ToString::to_string));
    vec![
        Setting::choice("rules", "Rules", rules, "polish"),
        Setting::flag("twist", "The twist (polish rules): K♣ swaps hands", false),
        Setting::flag(
            "play_on",
            "Play on for places after the first is out",
            false,
        ),
        Setting::choice(
            "level",
            "Computer players (default: hard with serbian rules, else normal)",
            levels,
            "default",
        )
        .also_reads(&["random", "heuristic", "search"]),
        Setting::number(
            "hands",
            "Hands in a match (serbian rules)",
            1,
            MAX_HANDS.into(),
            1,
        ),
    ]
}

use std::process::ExitCode;

use ::makao::RuleSet;
use anyhow::Result;
use clap::{Args, Subcommand, ValueEnum};

use crate::{GlobalOpts, machine};

#[derive(Debug, Args)]
pub struct MakaoArgs {
    #[command(subcommand)]
    command: Option<MakaoCommand>,
    /// Rule set of a new game (default: polish)
    #[arg(long, value_enum, global = true)]
    rules: Option<RulesArg>,
    /// Number of players of a new game (default: 2)
    #[arg(long, global = true, value_parser = clap::value_parser!(u8).range(1..=16))]
    players: Option<u8>,
    /// Play with the twist: K♣ swaps hands, K♦ blocks the swap
    #[arg(long, global = true)]
    twist: bool,
    /// Play on for places after the first player goes out, until one is left
    #[arg(long, global = true)]
    play_on: bool,
    #[command(flatten)]
    table: table::TableArgs,
}

#[derive(Debug, Subcommand)]
enum MakaoCommand {
    /// Print a new game's whole state as JSON (set up by --rules, --players, --twist, --seed)
    State,
    /// Print the legal actions of the player to move, one a line, as the game reads them
    Moves(machine::MovesArgs),
    /// Apply one action and print the state after it (for example: 5h makao 5s po makale);
    /// a refused action prints only why
    Play(machine::PlayArgs),
    /// Play many games between computer players: wins with 95% intervals, game length, speed
    Simulate(simulate::SimulateArgs),
    /// Play games between computer players and outside programs (a JSON-lines protocol):
    /// win rates, points, faults, ratings
    Arena(crate::arena::ArenaArgs),
}

/// The rule sets on the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum RulesArg {
    /// The Polish console game (the default)
    Polish,
    /// The C# console game
    Macau,
    /// The Serbian game: two players, two packs, the cut, scored hands (--hands N for a match)
    Serbian,
}

impl From<RulesArg> for RuleSet {
    fn from(rules: RulesArg) -> RuleSet {
        match rules {
            RulesArg::Polish => RuleSet::Polish,
            RulesArg::Macau => RuleSet::Macau,
            RulesArg::Serbian => RuleSet::Serbian,
        }
    }
}

impl MakaoArgs {
    /// Whether any option that sets up a new game was given.
    fn sets_up_a_game(&self) -> bool {
        self.rules.is_some() || self.players.is_some() || self.twist || self.play_on
    }

    fn config(&self) -> ::makao::Config {
        let rules = self.rules.map_or(RuleSet::Polish, RuleSet::from);
        let players = self.players.map_or(2, usize::from);
        ::makao::Config::new(rules, players)
            .with_twist(self.twist)
            .with_play_on(self.play_on)
    }
}

pub fn run(args: MakaoArgs, global: &GlobalOpts) -> Result<ExitCode> {
    if args.command.is_some() {
        args.table.refuse_with_a_command();
    }
    match &args.command {
        Some(MakaoCommand::State) => machine::state::<::makao::Game>(&args.config(), global),
        Some(MakaoCommand::Moves(moves)) => {
            refuse_setup_options(&args, "moves");
            machine::moves::<::makao::Game>(moves)
        }
        Some(MakaoCommand::Play(play)) => {
            refuse_setup_options(&args, "play");
            machine::play::<::makao::Game>(play)
        }
        Some(MakaoCommand::Simulate(sim)) => {
            let seats_set_elsewhere = args.players.is_some() || args.play_on;
            let rules = args.config().rules;
            simulate::run(sim.clone(), rules, args.twist, seats_set_elsewhere, global)
        }
        Some(MakaoCommand::Arena(arena_args)) => {
            let seats_set_elsewhere = args.players.is_some() || args.play_on;
            let rules = args.config().rules;
            arena::run(arena_args, rules, args.twist, seats_set_elsewhere, global)
        }
        None => {
            let config = args.config();
            let new = table::NewGame {
                rules: config.rules,
                players: args.players.map(usize::from),
                twist: args.twist,
                play_on: args.play_on,
                hands: None,
            };
            table::run(new, args.sets_up_a_game(), args.table, global)
        }
    }
}

/// `moves` and `play` take everything from the state file; a setup option would be
/// silently ignored, so it is a usage error (exit 2), as clap reports its own.
fn refuse_setup_options(args: &MakaoArgs, command: &str) {
    if args.sets_up_a_game() {
        crate::usage(
            clap::error::ErrorKind::ArgumentConflict,
            format!(
                "--rules, --players, --twist and --play-on set up a new game; \
                 `{command}` takes them from the state file"
            ),
        );
    }
}
