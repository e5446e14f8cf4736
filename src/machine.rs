//! The machine interface of every game, written once over the game contract: `state`
//! prints a new game's state file, `moves` the legal actions of the player to move, one a
//! line, and `play` applies one action and prints the state after it. Only the result goes
//! to stdout; messages go to stderr. A refused action, an unreadable action or a broken
//! state file exits 1 with the reason and nothing on stdout; a setup the rules do not
//! allow is a usage error (exit 2).

use std::io::Read;
use std::os::unix::fs::FileTypeExt;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result, anyhow};
use clap::Args;
use contract::Game;

use crate::GlobalOpts;
use crate::ui::out;

/// The largest state file read: far above any real game, far below harm.
pub const MAX_STATE_BYTES: u64 = 1 << 20;

#[derive(Debug, Clone, Args)]
pub struct MovesArgs {
    /// The state file (JSON, as `state` and `play` print it, or a saved game); `-` reads
    /// standard input
    #[arg(long, short = 's', value_name = "FILE")]
    pub state: PathBuf,
}

#[derive(Debug, Clone, Args)]
pub struct PlayArgs {
    /// The state file (JSON, as `state` and `play` print it, or a saved game); `-` reads
    /// standard input
    #[arg(long, short = 's', value_name = "FILE")]
    pub state: PathBuf,
    /// The action, as `moves` prints it or as a person types it
    #[arg(required = true, num_args = 1.., allow_hyphen_values = true)]
    pub action: Vec<String>,
}

/// `state`: a new game from the seed (given, or fresh and announced on stderr).
pub fn state<G: Game>(settings: &G::Settings, global: &GlobalOpts) -> Result<ExitCode> {
    let seed = global.seed.unwrap_or_else(cards::fresh_seed);
    let game = match G::new_game(settings, seed) {
        Ok(game) => game,
        // A setup the rules do not allow is a usage error, like any bad option.
        Err(err) => crate::usage(clap::error::ErrorKind::ValueValidation, err),
    };
    if global.seed.is_none() {
        eprintln!("Seed: {seed} (repeat this deal with --seed {seed})");
    }
    out(game.to_json());
    Ok(ExitCode::SUCCESS)
}

/// `moves`: the legal actions, one a line.
pub fn moves<G: Game>(args: &MovesArgs) -> Result<ExitCode> {
    let game: G = load(&args.state)?;
    if game.is_over() {
        eprintln!("{}", over_message(&game));
    }
    let lines: Vec<String> = game
        .legal_actions()
        .iter()
        .map(ToString::to_string)
        .collect();
    if !lines.is_empty() {
        out(lines.join("\n"));
    }
    Ok(ExitCode::SUCCESS)
}

/// `play`: one action, then the state after it.
pub fn play<G: Game>(args: &PlayArgs) -> Result<ExitCode> {
    let mut game: G = load(&args.state)?;
    let text = args.action.join(" ");
    let action = game
        .parse_action(&text)
        .map_err(|err| anyhow!("not an action: {err}"))?;
    // One action on a state file with no table around it: nothing to drive, no seat to
    // tell, so the one place outside the driver that applies.
    #[allow(clippy::disallowed_methods)]
    game.apply(action)
        .map_err(|err| anyhow!("{action} refused: {err}"))?;
    if game.is_over() {
        eprintln!("{}", over_message(&game));
    }
    out(game.to_json());
    Ok(ExitCode::SUCCESS)
}

/// Who won, and the points where the game scores them.
pub fn over_message<G: Game>(game: &G) -> String {
    let winners: Vec<String> = game
        .winners()
        .iter()
        .map(|seat| format!("player {}", seat + 1))
        .collect();
    let mut message = if winners.is_empty() {
        "The game is over: nobody won.".to_string()
    } else {
        format!("The game is over: {} won.", crate::text::list(&winners))
    };
    if let Some(points) = game.points() {
        let points: Vec<String> = points
            .iter()
            .enumerate()
            .map(|(seat, points)| format!("player {} {points}", seat + 1))
            .collect();
        message.push_str(&format!(" Points: {}.", points.join(", ")));
    }
    message
}

/// Reads at most [`MAX_STATE_BYTES`] of `path` (`-`: standard input) as text: its name
/// as it may be printed, and the text.
pub fn read_limited(path: &Path) -> Result<(String, String)> {
    read_bounded(path, MAX_STATE_BYTES)
}

/// Opens `path` for reading only if it is a regular file: a FIFO, a device, a socket or
/// a directory is refused at once, with a message (a FIFO is opened without waiting for
/// a writer, so it cannot hang the loader).
pub fn open_regular(path: &Path) -> Result<std::fs::File> {
    use std::os::unix::fs::OpenOptionsExt;
    let shown = crate::text::path(path);
    let refuse = |kind: std::fs::FileType| {
        let what = if kind.is_dir() {
            "a directory"
        } else if kind.is_fifo() {
            "a FIFO (named pipe)"
        } else if kind.is_char_device() || kind.is_block_device() {
            "a device"
        } else if kind.is_socket() {
            "a socket"
        } else {
            "not a regular file"
        };
        anyhow!("{shown} is {what}, not a file to read")
    };
    let metadata = std::fs::metadata(path).with_context(|| format!("cannot read {shown}"))?;
    if !metadata.is_file() {
        return Err(refuse(metadata.file_type()));
    }
    let file = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(rustix::fs::OFlags::NONBLOCK.bits() as i32)
        .open(path)
        .with_context(|| format!("cannot read {shown}"))?;
    // Checked again on what was opened: the path may have changed in between.
    let metadata = file
        .metadata()
        .with_context(|| format!("cannot read {shown}"))?;
    if !metadata.is_file() {
        return Err(refuse(metadata.file_type()));
    }
    let flags = rustix::fs::fcntl_getfl(&file).with_context(|| format!("cannot read {shown}"))?;
    rustix::fs::fcntl_setfl(&file, flags - rustix::fs::OFlags::NONBLOCK)
        .with_context(|| format!("cannot read {shown}"))?;
    Ok(file)
}

/// Reads at most `limit` bytes of `path` (`-`: standard input, which may be anything)
/// as UTF-8 text; longer is refused. Its name as it may be printed, and the text.
pub fn read_bounded(path: &Path, limit: u64) -> Result<(String, String)> {
    let (name, reader): (String, Box<dyn Read>) = if path == Path::new("-") {
        ("standard input".to_string(), Box::new(std::io::stdin()))
    } else {
        (crate::text::path(path), Box::new(open_regular(path)?))
    };
    let mut bytes = Vec::new();
    reader
        .take(limit + 1)
        .read_to_end(&mut bytes)
        .with_context(|| format!("cannot read {name}"))?;
    if bytes.len() as u64 > limit {
        anyhow::bail!(
            "{name} is larger than {} KiB: not a file karty reads",
            limit / 1024
        );
    }
    let text = String::from_utf8(bytes).map_err(|_| anyhow!("{name} is not UTF-8 text"))?;
    Ok((name, text))
}

/// Reads a state file, or the `state` inside a saved game (`{seats, state}`).
pub fn load<G: Game>(path: &Path) -> Result<G> {
    let (name, text) = read_limited(path)?;
    let game = crate::text::capitalised(G::NAME);
    // Another game's file is named as such, with the command that opens it.
    let other = crate::registry::another_games_file(G::NAME, path, &text);
    let invalid = |err: &dyn std::fmt::Display| match &other {
        Some(message) => anyhow!("{message}"),
        None => anyhow!(
            "{name} is not a valid {game} state: {}",
            crate::text::safe(&err.to_string())
        ),
    };
    if let Ok(serde_json::Value::Object(saved)) = serde_json::from_str(&text) {
        if saved.contains_key("seats") {
            if let Some(state) = saved.get("state") {
                return G::from_json(&state.to_string()).map_err(|err| invalid(&err));
            }
        }
    }
    G::from_json(&text).map_err(|err| invalid(&err))
}
