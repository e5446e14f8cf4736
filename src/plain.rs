//! Every front end for a game that brings only its engine and its catalogue entry
//! ([`contract::Catalogued`]): its command (`karty GAME`, with `simulate` and `arena`),
//! settings read from the options its fields describe, a terminal table of plain lines
//! (`table.rs`), its saves, and the browser's API (`serve.rs`). Registering such a game
//! is one line in `registry.rs`: `plain::entry::<G>()`.

mod serve;
mod table;

use std::ffi::OsString;
use std::fmt::Display;
use std::marker::PhantomData;
use std::path::PathBuf;
use std::process::ExitCode;
use std::str::FromStr;

use anyhow::Result;
use clap::error::ErrorKind;
use clap::{ArgMatches, Args, Command, FromArgMatches, Subcommand};
use contract::{Catalogued, Field, FieldKind, Game};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::registry::Entry;
use crate::seating::{Seat, Seating};
use crate::{GlobalOpts, usage};

/// A game the shared front ends play without code of their own.
pub trait Plain:
    Catalogued<Event: Serialize, Level: FromStr<Err: Display>> + crate::records::Recordable
{
}

impl<G> Plain for G where
    G: Catalogued<Event: Serialize, Level: FromStr<Err: Display>> + crate::records::Recordable
{
}

/// `G`'s registry entry.
pub const fn entry<G: Plain>() -> Entry {
    Entry {
        name: G::NAME,
        title: G::TITLE,
        seats: G::SEATS,
        levels: levels::<G>,
        settings: menu_settings::<G>,
        holds: crate::registry::holds::<G>,
        play_from_menu: table::play_from_menu::<G>,
        resume: table::resume::<G>,
        command: Some(command::<G>),
        routes: serve::routes::<G>,
        replay: crate::records::replay::frames::<G>,
    }
}

fn levels<G: Plain>() -> Vec<String> {
    G::levels().iter().map(ToString::to_string).collect()
}

/// The menu's settings: the game's own, then the kind of computer player.
fn menu_settings<G: Plain>() -> Vec<crate::settings::Setting> {
    let defaults = serde_json::to_value(G::Settings::default()).unwrap_or_default();
    let mut settings: Vec<crate::settings::Setting> = G::fields()
        .iter()
        .map(|field| {
            let default = defaults.get(field.name).cloned().unwrap_or_default();
            crate::settings::Setting::of_field(field, default)
        })
        .collect();
    settings.push(crate::settings::Setting::choice(
        "level",
        "Computer players",
        levels::<G>(),
        &G::default_level().to_string(),
    ));
    settings
}

/// A level by its name, or a usage error that names the levels there are.
fn level<G: Plain>(text: &str) -> Result<G::Level, String> {
    text.trim()
        .parse()
        .map_err(|_| format!("`{}`: {}", crate::text::safe(text), level_must_be::<G>()))
}

fn level_must_be<G: Plain>() -> String {
    crate::registry::level_must_be(G::NAME)
}

/// The options of `karty GAME` besides the settings, which its fields add.
#[derive(Debug, Args)]
struct TableArgs {
    /// Seats at a new game, people and computers together (default: the people named,
    /// and computer players up to the fewest seats)
    #[arg(long, global = true, value_name = "N")]
    players: Option<usize>,
    /// The people at the table, comma-separated (`bot` for a computer player); without
    /// it, names are asked for
    #[arg(long, value_delimiter = ',', value_name = "A,B")]
    names: Vec<String>,
    /// The kind of computer player
    #[arg(long, value_name = "L")]
    bot_level: Option<String>,
    /// Resume a game saved with `save FILE` (or its state file)
    #[arg(long, value_name = "FILE")]
    load: Option<PathBuf>,
    /// Show computer moves at once, without the short pause before each one
    #[arg(long)]
    fast: bool,
}

#[derive(Debug, Subcommand)]
enum PlainCommand {
    /// Print a new game's whole state as JSON (set up by the settings and --seed)
    State,
    /// Print the legal actions of the player to move, one a line, as the game reads them
    Moves(crate::machine::MovesArgs),
    /// Apply one action and print the state after it; a refused action prints only why
    Play(crate::machine::PlayArgs),
    /// Play many games between computer players: wins with 95% intervals, game length, speed
    Simulate(SimulateArgs),
    /// Play games between computer players and outside programs (a JSON-lines protocol)
    Arena(crate::arena::ArenaArgs),
}

#[derive(Debug, Args)]
struct SimulateArgs {
    /// One kind of computer player per seat, comma-separated (seats rotate between games)
    #[arg(long, value_delimiter = ',', value_name = "KINDS")]
    seats: Vec<String>,
    #[command(flatten)]
    batch: crate::simulate::Batch,
    #[command(flatten)]
    series: crate::simulate::MatchArg,
}

/// `karty GAME ...`: `args` are what follows the game's name.
fn command<G: Plain>(args: Vec<OsString>, global: &GlobalOpts) -> Result<ExitCode> {
    let mut cli = Command::new(G::NAME);
    cli = GlobalOpts::augment_args(cli);
    cli = TableArgs::augment_args(cli);
    cli = PlainCommand::augment_subcommands(cli);
    // After the derives, whose doc comments would stand in for the game's own line.
    cli = cli.bin_name(format!("karty {}", G::NAME)).about(G::ABOUT);
    for field in G::fields() {
        cli = cli.arg(field_arg(&field));
    }
    let matches = cli.get_matches_from(std::iter::once(OsString::from(G::NAME)).chain(args));
    let own = GlobalOpts::from_arg_matches(&matches).unwrap_or_else(|err| err.exit());
    let global = merged(global, own);
    let table = TableArgs::from_arg_matches(&matches).unwrap_or_else(|err| err.exit());
    let settings = settings_from::<G>(&matches);
    match matches.subcommand() {
        Some(_) => {
            let sub = PlainCommand::from_arg_matches(&matches).unwrap_or_else(|err| err.exit());
            if !table.names.is_empty() || table.bot_level.is_some() || table.load.is_some() {
                usage(
                    ErrorKind::ArgumentConflict,
                    "--names, --bot-level and --load are for the table (without a command)",
                );
            }
            match sub {
                PlainCommand::State => {
                    let players = table.players.unwrap_or(*G::SEATS.start());
                    let settings = seated::<G>(settings, players);
                    crate::machine::state::<G>(&settings, &global)
                }
                PlainCommand::Moves(args) => crate::machine::moves::<G>(&args),
                PlainCommand::Play(args) => crate::machine::play::<G>(&args),
                PlainCommand::Simulate(args) => simulate::<G>(args, settings, &table, &global),
                PlainCommand::Arena(args) => arena::<G>(&args, settings, &table, &global),
            }
        }
        None => table::run::<G>(settings, table, &global).map(|()| ExitCode::SUCCESS),
    }
}

/// The global options given before the game's name, and those given after it.
fn merged(before: &GlobalOpts, after: GlobalOpts) -> GlobalOpts {
    after.color.apply();
    if after.no_stats {
        crate::stats::set_recording(false);
    }
    if let Some(language) = after.lang {
        crate::words::set_language(language);
    }
    if after.four_colour {
        crate::ui::set_four_colour(true);
    }
    GlobalOpts {
        seed: after.seed.or(before.seed),
        plain: before.plain || after.plain,
        ascii: before.ascii || after.ascii,
        color: after.color,
        no_stats: before.no_stats || after.no_stats,
        four_colour: before.four_colour || after.four_colour,
        lang: after.lang.or(before.lang),
    }
}

/// A setting's option: `--name` with its range or words.
fn field_arg(field: &Field) -> clap::Arg {
    let arg = clap::Arg::new(field.name)
        // Built once a run, for the one command parsed.
        .long(&*String::leak(field.name.replace('_', "-")))
        .help(field.about)
        .global(true);
    match field.kind {
        FieldKind::Number { min, max } => arg
            .value_name("N")
            .value_parser(clap::value_parser!(u64).range(min..=max)),
        FieldKind::Choice { values } => arg
            .value_name("WORD")
            .value_parser(clap::builder::PossibleValuesParser::new(values)),
        FieldKind::Flag => arg.action(clap::ArgAction::SetTrue),
    }
}

/// The settings the options chose, over the game's defaults.
fn settings_from<G: Plain>(matches: &ArgMatches) -> G::Settings {
    let mut chosen = Map::new();
    for field in G::fields() {
        let value = match field.kind {
            FieldKind::Number { .. } => matches.get_one::<u64>(field.name).map(|n| Value::from(*n)),
            FieldKind::Choice { .. } => matches
                .get_one::<String>(field.name)
                .map(|word| Value::from(word.as_str())),
            FieldKind::Flag => matches.get_flag(field.name).then_some(Value::Bool(true)),
        };
        if let Some(value) = value {
            chosen.insert(field.name.to_string(), value);
        }
    }
    settings::<G>(&chosen).unwrap_or_else(|reason| usage(ErrorKind::InvalidValue, reason))
}

/// The game's defaults with `chosen` fields over them, each checked against its field.
pub fn settings<G: Plain>(chosen: &Map<String, Value>) -> Result<G::Settings, String> {
    let mut value = serde_json::to_value(G::Settings::default()).map_err(|e| e.to_string())?;
    let fields = G::fields();
    for (name, given) in chosen {
        let field = fields
            .iter()
            .find(|field| field.name == name)
            .ok_or_else(|| format!("{} has no setting called {}", G::TITLE, safe(name)))?;
        let setting = crate::settings::Setting::of_field(field, Value::Null);
        if !setting.admits(given) {
            return Err(setting.must_be());
        }
        if let Value::Object(settings) = &mut value {
            settings.insert(name.clone(), given.clone());
        }
    }
    serde_json::from_value(value).map_err(|err| safe(&err.to_string()))
}

fn safe(text: &str) -> String {
    crate::text::safe(&crate::text::prefix(text))
}

/// The seats of a batch: one kind per seat, or the fewest seats of the default kind.
fn batch_seats<G: Plain>(kinds: &[String], table: &TableArgs) -> Vec<G::Level> {
    let levels: Vec<G::Level> = if kinds.is_empty() {
        let seats = table.players.unwrap_or(*G::SEATS.start());
        vec![G::default_level(); seats]
    } else {
        kinds
            .iter()
            .map(|kind| level::<G>(kind).unwrap_or_else(|m| usage(ErrorKind::InvalidValue, m)))
            .collect()
    };
    if let Some(players) = table.players
        && players != levels.len()
    {
        usage(
            ErrorKind::ArgumentConflict,
            format!("--players is {players} but --seats names {}", levels.len()),
        );
    }
    if let Err(reason) = crate::registry::check_seats(G::NAME, levels.len()) {
        usage(ErrorKind::WrongNumberOfValues, format!("--seats: {reason}"));
    }
    levels
}

/// A new game of these settings for `players` seats must be one the engine deals.
fn seated<G: Plain>(settings: G::Settings, players: usize) -> G::Settings {
    let settings = G::seated(settings, players);
    if let Err(err) = G::new_game(&settings, 0) {
        usage(ErrorKind::InvalidValue, safe(&err.to_string()));
    }
    settings
}

fn simulate<G: Plain>(
    args: SimulateArgs,
    settings: G::Settings,
    table: &TableArgs,
    global: &GlobalOpts,
) -> Result<ExitCode> {
    let command = format!("{} simulate", G::NAME);
    if !args.batch.batch.merge.is_empty() {
        return crate::batch::merge::<crate::simulate::Simulate>(&args.batch.batch.merge, &command);
    }
    let seats = batch_seats::<G>(&args.seats, table);
    let settings = seated::<G>(settings, seats.len());
    let seed = global.seed_or_fresh();
    let manifest = crate::simulate::manifest(
        &command,
        G::NAME,
        serde_json::to_value(&settings)?,
        Value::Object(Map::new()),
        &seats,
        args.batch.games,
        seed,
    );
    crate::simulate::run::<G, G::Level>(settings, seats, &args.batch, args.series, manifest)
}

fn arena<G: Plain>(
    args: &crate::arena::ArenaArgs,
    settings: G::Settings,
    table: &TableArgs,
    global: &GlobalOpts,
) -> Result<ExitCode> {
    if !args.batch.merge.is_empty() {
        return crate::arena::merge(G::NAME, &args.batch.merge);
    }
    let players = crate::arena::players::<G::Level>(args);
    if let Some(players) = table.players.filter(|&n| n != args.seats.len()) {
        usage(
            ErrorKind::ArgumentConflict,
            format!(
                "--players is {players} but --seats names {}",
                args.seats.len()
            ),
        );
    }
    if let Err(reason) = crate::registry::check_seats(G::NAME, players.len()) {
        usage(ErrorKind::WrongNumberOfValues, format!("--seats: {reason}"));
    }
    let settings = seated::<G>(settings, players.len());
    let seed = global.seed_or_fresh();
    let described = serde_json::to_value(&settings)?;
    crate::arena::run::<G, G::Level>(&settings, args, &players, seed, G::NAME, described)
}

/// A game's state inside a save file, in the engine's own layout.
struct StateOf<G>(G);

impl<G: Game> Serialize for StateOf<G> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let value: Value =
            serde_json::from_str(&self.0.to_json()).map_err(serde::ser::Error::custom)?;
        value.serialize(serializer)
    }
}

impl<'de, G: Game> Deserialize<'de> for StateOf<G> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<StateOf<G>, D::Error> {
        let value = Value::deserialize(deserializer)?;
        G::from_json(&value.to_string())
            .map(StateOf)
            .map_err(serde::de::Error::custom)
    }
}

/// How a catalogued game seats its players and keeps them in its saves.
struct Seats<G>(PhantomData<G>);

impl<G: Plain> Seating for Seats<G> {
    type Level = G::Level;
    type State = StateOf<G>;
    type Series = ();

    const GAME: &'static str = G::NAME;
    const START_OVER: bool = false;
    const KIND_AT_START: bool = true;

    fn fewest(&self) -> usize {
        *G::SEATS.start()
    }

    fn most(&self) -> usize {
        *G::SEATS.end()
    }

    fn check_count(&self, total: usize) -> Result<(), String> {
        crate::registry::check_seats(G::NAME, total)
    }

    fn refuse_name(name: &str, seated: &[&str]) -> Option<String> {
        seated
            .iter()
            .any(|other| other.eq_ignore_ascii_case(name))
            .then(|| format!("two players are named {name}"))
    }

    fn players(state: &StateOf<G>) -> usize {
        state.0.players()
    }

    fn state_json(state: &StateOf<G>) -> serde_json::Result<String> {
        let value: Value = serde_json::from_str(&state.0.to_json())?;
        serde_json::to_string_pretty(&value)
    }

    fn bare_names(state: &StateOf<G>) -> Vec<String> {
        (1..=state.0.players())
            .map(|n| format!("Player {n}"))
            .collect()
    }

    fn check_saved(_: &[Seat<G::Level>], _: &StateOf<G>, _: Option<&()>) -> Result<(), String> {
        Ok(())
    }
}
