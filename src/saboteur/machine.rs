//! One-shot commands over a state file, for scripts and bots: each reads the whole game
//! from JSON (schema in the saboteur crate's documentation) and prints only its result on
//! stdout. A refused action or a broken state exits 1 with the reason on stderr.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result, anyhow, bail};
use clap::Args;
use saboteur::{Saboteur, seeded};

use crate::GlobalOpts;
use crate::ui::out;

#[derive(Debug, Args)]
pub struct StateArgs {
    /// Number of players (3 to 10)
    #[arg(long, short = 'p', value_parser = clap::value_parser!(u8).range(3..=10))]
    players: u8,
    /// Number of rounds
    #[arg(long, short = 'r', default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..))]
    rounds: u32,
    /// Players' names, comma-separated, in seating order (default: Player 1, Player 2, …)
    #[arg(long, value_delimiter = ',')]
    names: Option<Vec<String>>,
}

#[derive(Debug, Args)]
pub struct MovesArgs {
    /// The state file (JSON), or - for standard input
    #[arg(long, short = 's')]
    state: PathBuf,
}

#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The state file (JSON), or - for standard input
    #[arg(long, short = 's')]
    state: PathBuf,
    /// The action, as `moves` lists it or as a person types it: play 2 at C4 [turned],
    /// play 3 on 2|NAME|me [pick|lantern|cart], map 1 with 4, discard 5, take 3
    #[arg(required = true, num_args = 1.., allow_hyphen_values = true)]
    action: Vec<String>,
}

pub fn state(args: StateArgs, global: &GlobalOpts) -> Result<ExitCode> {
    let players = usize::from(args.players);
    let names = match args.names {
        None => Saboteur::default_names(players),
        Some(names) if names.len() == players => names,
        Some(names) => bail!("--names gives {} names for {players} players", names.len()),
    };
    let game = Saboteur::new(names, args.rounds, seeded(global.seed_or_fresh()))?;
    print_state(&game)
}

pub fn moves(args: MovesArgs) -> Result<ExitCode> {
    let game = load(&args.state)?;
    if game.is_over() {
        eprintln!("The game is over: no one has a move.");
    }
    for action in game.legal_actions() {
        out(action);
    }
    Ok(ExitCode::SUCCESS)
}

pub fn play(args: PlayArgs) -> Result<ExitCode> {
    let mut game = load(&args.state)?;
    let text = args.action.join(" ");
    let action = game.parse_action(&text)?;
    game.apply(action)
        .map_err(|refusal| anyhow!("{action} is refused: {refusal}"))?;
    print_state(&game)
}

fn print_state(game: &Saboteur) -> Result<ExitCode> {
    out(serde_json::to_string_pretty(game)?);
    Ok(ExitCode::SUCCESS)
}

/// Reads and checks a state file; `-` is standard input.
fn load(path: &Path) -> Result<Saboteur> {
    let (name, text) = if path == Path::new("-") {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .context("cannot read the state from standard input")?;
        ("standard input".to_string(), text)
    } else {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read the state file {}", path.display()))?;
        (path.display().to_string(), text)
    };
    serde_json::from_str(&text).map_err(|err| anyhow!("broken state in {name}: {err}"))
}
