//! `state`, `moves` and `play`: one JSON state in, one result out. Only the result goes
//! to stdout; every message goes to stderr, and a refusal exits 1 with nothing on stdout.

use std::io::Read;
use std::path::Path;
use std::process::ExitCode;

use ::makao::{Action, Config, Game};
use anyhow::{Context, Result, anyhow};

use crate::GlobalOpts;
use crate::ui::out;

pub fn state(config: Config, global: &GlobalOpts) -> Result<ExitCode> {
    if let Err(err) = config.check() {
        // A setup the rules do not allow is a usage error, like any bad option.
        crate::usage(clap::error::ErrorKind::ValueValidation, err);
    }
    let seed = global.seed_or_fresh();
    let game = Game::new(config, seed).map_err(|err| anyhow!("{err}"))?;
    out(game.to_json());
    Ok(ExitCode::SUCCESS)
}

pub fn moves(path: &Path) -> Result<ExitCode> {
    let game = load(path)?;
    if game.is_over() {
        eprintln!("{}", over_message(&game));
    }
    let lines: Vec<String> = game.legal_actions().iter().map(Action::to_string).collect();
    if !lines.is_empty() {
        out(lines.join("\n"));
    }
    Ok(ExitCode::SUCCESS)
}

pub fn play(path: &Path, text: &str) -> Result<ExitCode> {
    let mut game = load(path)?;
    let action: Action = text
        .parse()
        .map_err(|err| anyhow!("not an action: {err}"))?;
    game.apply(action)
        .map_err(|err| anyhow!("{action} refused: {err}"))?;
    if game.is_over() {
        eprintln!("{}", over_message(&game));
    }
    out(game.to_json());
    Ok(ExitCode::SUCCESS)
}

fn over_message(game: &Game) -> String {
    let mut message = match game.winner() {
        Some(winner) => format!("The game is over: player {} won.", winner + 1),
        None => "The game is over: the action limit was reached, nobody won.".to_string(),
    };
    if let Some(score) = game.score() {
        let points: Vec<String> = score
            .points
            .iter()
            .enumerate()
            .map(|(p, points)| format!("player {} {points}", p + 1))
            .collect();
        message.push_str(&format!(
            " Points: {}{}.",
            points.join(", "),
            if score.jack_finish {
                " (doubled: a jack finish)"
            } else {
                ""
            }
        ));
    }
    message
}

fn load(path: &Path) -> Result<Game> {
    let (name, text) = if path == Path::new("-") {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .context("cannot read the state from stdin")?;
        ("stdin".to_string(), text)
    } else {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read {}", path.display()))?;
        (path.display().to_string(), text)
    };
    Game::from_json(&text).map_err(|err| anyhow!("{name} is not a valid Makao state: {err}"))
}
