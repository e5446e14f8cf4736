//! `karty klondike simulate`: the player that does not peek plays seeded deals to their
//! end, without undo; the win rate with its 95% interval, and the time.

use std::process::ExitCode;
use std::time::{Duration, Instant};

use anyhow::Result;
use clap::Args;
use klondike::{Budget, Draw, Klondike, Player, play_out};

use super::solve::{Shard, ms, percent, quantile};
use crate::GlobalOpts;
use crate::ui::out;

#[derive(Debug, Args)]
pub struct SimulateArgs {
    /// Play N deals, from --seed on (seed, seed + 1, …)
    #[arg(long, value_name = "N", default_value_t = 100,
          value_parser = clap::value_parser!(u64).range(1..=10_000_000))]
    deals: u64,
    /// Most milliseconds for one choice (without it the budget is samples and nodes
    /// only, and a run repeats exactly)
    #[arg(long, value_name = "MS", value_parser = clap::value_parser!(u64).range(1..=3_600_000))]
    think: Option<u64>,
    /// Samples of the unseen cards for one choice
    #[arg(long, value_name = "N", default_value_t = Budget::default().samples,
          value_parser = clap::value_parser!(u32).range(1..=100_000))]
    samples: u32,
    /// Most positions the solver expands for one sample after one move
    #[arg(long, value_name = "N", default_value_t = Budget::default().nodes,
          value_parser = clap::value_parser!(u64).range(1..))]
    nodes: u64,
    /// Only every N-th deal, starting with the I-th (1 ≤ I ≤ N), so that runs can be
    /// spread and their counts summed
    #[arg(long, value_name = "I/N")]
    shard: Option<Shard>,
}

/// The player's seed for a deal: another stream than the deal's own shuffle.
fn player_seed(seed: u64) -> u64 {
    seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0x005E_ED0F_1A7E
}

pub fn run(args: SimulateArgs, draw: Option<Draw>, global: &GlobalOpts) -> Result<ExitCode> {
    let draw = draw.unwrap_or_default();
    let budget = Budget {
        samples: args.samples,
        nodes: args.nodes,
        time: args.think.map(Duration::from_millis),
    };
    let first = global.seed_or_fresh();
    let shard = args.shard.unwrap_or(Shard { index: 1, count: 1 });
    let seeds: Vec<u64> = (0..args.deals)
        .filter(|i| i % shard.count == shard.index - 1)
        .map(|i| first.wrapping_add(i))
        .collect();
    let total = u32::try_from(seeds.len()).unwrap_or(u32::MAX);
    let mut won = 0u32;
    let mut moves = 0u64;
    let mut times: Vec<Duration> = Vec::with_capacity(seeds.len());
    let ((), speed) = crate::progress::run(total, |done| -> Result<()> {
        for (i, &seed) in seeds.iter().enumerate() {
            let started = Instant::now();
            let game = Klondike::deal(&mut cards::seeded(seed), draw);
            let mut player = Player::new(budget, player_seed(seed));
            let played = play_out(game, &mut player);
            won += u32::from(played.won);
            moves += u64::from(played.moves);
            times.push(started.elapsed());
            done(u32::try_from(i + 1).unwrap_or(u32::MAX));
        }
        Ok(())
    })?;
    let last = first.wrapping_add(args.deals - 1);
    let of = if shard.count > 1 {
        format!(" (shard {shard})")
    } else {
        String::new()
    };
    let think = args
        .think
        .map_or(String::new(), |t| format!(", at most {t} ms"));
    out(format!(
        "{total} deals{of} of seeds {first} to {last}, draw {draw}, played without peeking \
         or undo ({} samples of {} positions a choice{think}):",
        args.samples, args.nodes
    ));
    for (name, count) in [("won", won), ("lost", total - won)] {
        let (low, high) = contract::stats::wilson_interval(count, total, contract::stats::Z_95);
        out(format!(
            "  {name:<4} {count:>7} {:>6.1}%  (95% interval {:.1}–{:.1}%)",
            percent(count, total),
            low * 100.0,
            high * 100.0
        ));
    }
    times.sort_unstable();
    out(format!(
        "time a deal: median {}, 90th percentile {}, max {}; {:.1} moves a deal",
        ms(quantile(&times, 0.5)),
        ms(quantile(&times, 0.9)),
        ms(times.last().copied().unwrap_or_default()),
        moves as f64 / f64::from(total.max(1)),
    ));
    out(speed.to_string());
    Ok(ExitCode::SUCCESS)
}
