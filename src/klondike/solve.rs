//! `karty klondike solve`: the solver over a run of seeded deals, with its throughput.

use std::process::ExitCode;
use std::time::Instant;

use anyhow::Result;
use clap::Args;
use klondike::{Draw, Klondike, Verdict};

use crate::GlobalOpts;
use crate::ui::out;

#[derive(Debug, Args)]
pub struct SolveArgs {
    /// How many deals, from --seed on (seed, seed + 1, …)
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    deals: u64,
    /// Most positions to search in one deal before giving up
    #[arg(long, default_value_t = 100_000, value_parser = clap::value_parser!(u64).range(1..))]
    limit: u64,
    /// Print each won deal's moves
    #[arg(long)]
    moves: bool,
}

/// One line a deal on stdout, then the totals and the speed on stderr.
pub fn run(args: SolveArgs, draw: Option<Draw>, global: &GlobalOpts) -> Result<ExitCode> {
    let draw = draw.unwrap_or_default();
    let first = global.seed_or_fresh();
    let limit = usize::try_from(args.limit).unwrap_or(usize::MAX);
    let (mut won, mut not_found, mut gave_up, mut positions) = (0u64, 0u64, 0u64, 0usize);
    let started = Instant::now();
    for i in 0..args.deals {
        let seed = first.wrapping_add(i);
        let game = Klondike::deal(&mut cards::seeded(seed), draw);
        let solution = game.solve(limit);
        positions += solution.positions;
        let what = match &solution.verdict {
            Verdict::Won(line) => {
                won += 1;
                let mut text = format!("won in {} moves", line.len());
                if args.moves {
                    let list: Vec<String> = line.iter().map(ToString::to_string).collect();
                    text.push_str(&format!(": {}", list.join(" ")));
                }
                text
            }
            Verdict::NotFound => {
                not_found += 1;
                "no win found".to_string()
            }
            Verdict::GaveUp => {
                gave_up += 1;
                "gave up".to_string()
            }
        };
        out(format!(
            "seed {seed}: {what} ({} positions)",
            solution.positions
        ));
    }
    let seconds = started.elapsed().as_secs_f64().max(1e-9);
    eprintln!(
        "{} deals (draw {draw}): {won} won, {not_found} no win found, {gave_up} gave up at {limit} positions",
        args.deals
    );
    eprintln!(
        "{positions} positions in {seconds:.2} s: {:.0} positions/s, {:.1} deals/s",
        positions as f64 / seconds,
        args.deals as f64 / seconds
    );
    Ok(ExitCode::SUCCESS)
}
