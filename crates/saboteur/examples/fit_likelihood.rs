//! Fits the belief's likelihood model (`crates/saboteur/src/likelihood.json`) from
//! simulated games: every public action counted with the roles the table really had.
//!
//! ```text
//! cargo run --release -p saboteur --example fit_likelihood -- GAMES SEED [KINDS] > crates/saboteur/src/likelihood.json
//! ```
//!
//! GAMES games (3 rounds) are played at each of 4, 5, 7 and 10 players, seats of the
//! comma-separated KINDS (default `normal`) rotating round the table.

use std::process::ExitCode;

use saboteur::trial::{Seating, Trial};
use saboteur::{BotLevel, Budget, Likelihood};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |at: usize, default: u64| -> Option<u64> {
        args.get(at).map_or(Some(default), |text| text.parse().ok())
    };
    let (Some(games), Some(seed)) = (number(0, 500), number(1, 1)) else {
        eprintln!("usage: fit_likelihood [GAMES] [SEED] [KINDS]");
        return ExitCode::FAILURE;
    };
    let kinds_text = args.get(2).cloned().unwrap_or_else(|| "normal".to_string());
    let kinds: Result<Vec<BotLevel>, _> = kinds_text.split(',').map(str::parse).collect();
    let kinds = match kinds {
        Ok(kinds) => kinds,
        Err(err) => {
            eprintln!("{err}");
            return ExitCode::FAILURE;
        }
    };
    let mut model = Likelihood::empty();
    model.source = format!(
        "cargo run --release -p saboteur --example fit_likelihood -- {games} {seed} {kinds_text}: \
         {games} games of 3 rounds at each of 4, 5, 7 and 10 players"
    );
    for players in [4, 5, 7, 10] {
        let trial = Trial {
            players,
            rounds: 3,
            games: games as u32,
            seed: seed.wrapping_add(players as u64 * 1_000_000),
            seating: Seating::Rotating(kinds.clone()),
            budget: Budget {
                think: None,
                deals: Some(8),
            },
        };
        if let Err(err) = trial.run(Some(&mut model), &mut |_| {}) {
            eprintln!("{err}");
            return ExitCode::FAILURE;
        }
    }
    match serde_json::to_string(&model) {
        Ok(text) => {
            println!("{text}");
            ExitCode::SUCCESS
        }
        Err(err) => {
            eprintln!("{err}");
            ExitCode::FAILURE
        }
    }
}
