//! Fits the belief's likelihood model (`crates/saboteur/src/likelihood.json`) from
//! simulated games: every public action counted with the roles the table really had.
//!
//! ```text
//! cargo run --release -p saboteur --example fit_likelihood -- GAMES SEED [KINDS [GAMES KINDS]...] > crates/saboteur/src/likelihood.json
//! ```
//!
//! GAMES games (3 rounds) are played at each of 4, 5, 7 and 10 players, seats of the
//! comma-separated KINDS (default `normal`) rotating round the table. Further GAMES KINDS
//! pairs add batches counted into the same model (the issue asks for games of the
//! heuristic and of the searching player itself, which is too slow for as many games);
//! batch b is dealt from seeds SEED + b * 100,000,000 on. `hard` seats play 8 deals a move.

use std::process::ExitCode;

use saboteur::trial::{Seating, Trial};
use saboteur::{BotLevel, Budget, Likelihood};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |at: usize, default: u64| -> Option<u64> {
        args.get(at).map_or(Some(default), |text| text.parse().ok())
    };
    let usage = || {
        eprintln!("usage: fit_likelihood [GAMES] [SEED] [KINDS [GAMES KINDS]...]");
        ExitCode::FAILURE
    };
    let (Some(games), Some(seed)) = (number(0, 500), number(1, 1)) else {
        return usage();
    };
    let mut batches = vec![(
        games,
        args.get(2).cloned().unwrap_or_else(|| "normal".to_string()),
    )];
    for pair in args.get(3..).unwrap_or_default().chunks(2) {
        let [games, kinds] = pair else {
            return usage();
        };
        let Ok(games) = games.parse() else {
            return usage();
        };
        batches.push((games, kinds.clone()));
    }
    let mut model = Likelihood::empty();
    let described: Vec<String> = batches
        .iter()
        .map(|(games, kinds)| format!("{games} games of {kinds}"))
        .collect();
    model.source = format!(
        "cargo run --release -p saboteur --example fit_likelihood -- {}: {} (3 rounds, seats \
         rotating) at each of 4, 5, 7 and 10 players",
        args.join(" "),
        described.join(" and ")
    );
    for (batch, (games, kinds_text)) in batches.iter().enumerate() {
        let kinds: Result<Vec<BotLevel>, _> = kinds_text.split(',').map(str::parse).collect();
        let kinds = match kinds {
            Ok(kinds) => kinds,
            Err(err) => {
                eprintln!("{err}");
                return ExitCode::FAILURE;
            }
        };
        for players in [4, 5, 7, 10] {
            let trial = Trial {
                players,
                rounds: 3,
                games: *games as u32,
                seed: seed
                    .wrapping_add(batch as u64 * 100_000_000)
                    .wrapping_add(players as u64 * 1_000_000),
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
