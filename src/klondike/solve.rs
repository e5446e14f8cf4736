//! `karty klondike solve`: one position's verdict with its winning line, or a run of
//! seeded deals with counts, intervals, times and memory.

use std::fmt;
use std::io::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;
use std::str::FromStr;
use std::time::Duration;

use anyhow::{Context, Result};
use clap::Args;
use klondike::{Draw, Klondike, Lang, Limits, Solution, Verdict};

use crate::GlobalOpts;
use crate::ui::out;

#[derive(Debug, Args)]
pub struct SolveArgs {
    /// Solve a position file instead of a seeded deal
    #[arg(long, value_name = "FILE", conflicts_with_all = ["deals", "shard", "csv"])]
    load: Option<PathBuf>,
    /// Solve N deals, from --seed on (seed, seed + 1, …), and print the totals
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=10_000_000))]
    deals: Option<u64>,
    /// Most seconds for one deal before it is left undecided
    #[arg(long, value_name = "SECS", default_value_t = 10.0, value_parser = parse_seconds)]
    time_limit: f64,
    /// Most positions to search in one deal before it is left undecided
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    nodes: Option<u64>,
    /// Most megabytes for the solver's table of positions (for one deal at a time)
    #[arg(long, value_name = "MB", default_value_t = 1024, value_parser = clap::value_parser!(u64).range(1..=1_048_576))]
    memory: u64,
    /// With --deals: only every N-th deal, starting with the I-th (1 ≤ I ≤ N), so that
    /// N machines can share a run
    #[arg(long, value_name = "I/N", requires = "deals")]
    shard: Option<Shard>,
    /// With --deals: append one row a deal to FILE, without a header, so that the files
    /// of shards merge by concatenation: seed,draw,verdict,moves,nodes,milliseconds
    #[arg(long, value_name = "FILE", requires = "deals")]
    csv: Option<PathBuf>,
}

fn parse_seconds(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(secs) if secs > 0.0 && secs <= 1e6 => Ok(secs),
        _ => Err(format!("\"{text}\" is not a number of seconds above 0")),
    }
}

/// `--shard I/N`: the deals whose index (from 0) leaves I − 1 when divided by N.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Shard {
    pub index: u64,
    pub count: u64,
}

impl FromStr for Shard {
    type Err = String;

    fn from_str(text: &str) -> Result<Shard, String> {
        let bad = || format!("\"{text}\" is not a shard I/N with 1 ≤ I ≤ N");
        let (index, count) = text.split_once('/').ok_or_else(bad)?;
        let index: u64 = index.trim().parse().map_err(|_| bad())?;
        let count: u64 = count.trim().parse().map_err(|_| bad())?;
        if index == 0 || index > count {
            return Err(bad());
        }
        Ok(Shard { index, count })
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

pub fn run(args: SolveArgs, draw: Option<Draw>, global: &GlobalOpts) -> Result<ExitCode> {
    let limits = Limits {
        nodes: args.nodes.unwrap_or(u64::MAX),
        time: Some(Duration::from_secs_f64(args.time_limit)),
        memory: usize::try_from(args.memory << 20).unwrap_or(usize::MAX),
    };
    if let Some(deals) = args.deals {
        return batch(&args, deals, draw.unwrap_or_default(), &limits, global);
    }
    let game = match &args.load {
        Some(path) => super::load_position(path, Lang::En, draw)?,
        None => {
            let seed = global.seed_or_fresh();
            Klondike::deal(&mut cards::seeded(seed), draw.unwrap_or_default())
        }
    };
    let solution = game.solve(&limits);
    out(summary(&solution));
    if let Verdict::Winnable(line) = &solution.verdict {
        for mv in line {
            out(mv);
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// One line: the verdict, the work and the time.
fn summary(solution: &Solution) -> String {
    let work = format!(
        "{} nodes, {:.3} s",
        solution.nodes,
        solution.elapsed.as_secs_f64()
    );
    match &solution.verdict {
        Verdict::Winnable(line) => format!("winnable in {} moves ({work}):", line.len()),
        Verdict::Unwinnable => format!("unwinnable, proved by exhaustive search ({work})"),
        Verdict::Undecided(stop) => format!("undecided: {stop} reached ({work})"),
    }
}

/// The verdict's word in the CSV rows.
fn word(verdict: &Verdict) -> &'static str {
    match verdict {
        Verdict::Winnable(_) => "winnable",
        Verdict::Unwinnable => "unwinnable",
        Verdict::Undecided(_) => "undecided",
    }
}

fn batch(
    args: &SolveArgs,
    deals: u64,
    draw: Draw,
    limits: &Limits,
    global: &GlobalOpts,
) -> Result<ExitCode> {
    let first = global.seed_or_fresh();
    let shard = args.shard.unwrap_or(Shard { index: 1, count: 1 });
    let seeds: Vec<u64> = (0..deals)
        .filter(|i| i % shard.count == shard.index - 1)
        .map(|i| first.wrapping_add(i))
        .collect();
    let mut csv = match &args.csv {
        Some(path) => Some(
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .with_context(|| format!("cannot open {}", path.display()))?,
        ),
        None => None,
    };
    let total = u32::try_from(seeds.len()).unwrap_or(u32::MAX);
    let mut counts = [0u32; 3];
    let mut times: Vec<Duration> = Vec::with_capacity(seeds.len());
    let mut nodes = 0u64;
    let ((), speed) = crate::progress::run(total, |done| -> Result<()> {
        for (i, &seed) in seeds.iter().enumerate() {
            let game = Klondike::deal(&mut cards::seeded(seed), draw);
            let solution = game.solve(limits);
            let (slot, moves) = match &solution.verdict {
                Verdict::Winnable(line) => (0, line.len()),
                Verdict::Unwinnable => (1, 0),
                Verdict::Undecided(_) => (2, 0),
            };
            counts[slot] += 1;
            nodes += solution.nodes;
            times.push(solution.elapsed);
            if let Some(file) = csv.as_mut() {
                writeln!(
                    file,
                    "{seed},{draw},{},{moves},{},{:.3}",
                    word(&solution.verdict),
                    solution.nodes,
                    solution.elapsed.as_secs_f64() * 1000.0
                )
                .context("cannot write the CSV file")?;
            }
            done(u32::try_from(i + 1).unwrap_or(u32::MAX));
        }
        Ok(())
    })?;
    let last = first.wrapping_add(deals - 1);
    let of = if shard.count > 1 {
        format!(" (shard {shard})")
    } else {
        String::new()
    };
    out(format!(
        "{total} deals{of} of seeds {first} to {last}, draw {draw}, {:.0} s a deal at most:",
        args.time_limit
    ));
    for (name, count) in ["winnable", "unwinnable", "undecided"].iter().zip(counts) {
        let (low, high) = contract::stats::wilson_interval(count, total, contract::stats::Z_95);
        out(format!(
            "  {name:<10} {count:>7} {:>6.1}%  (95% interval {:.1}–{:.1}%)",
            percent(count, total),
            low * 100.0,
            high * 100.0
        ));
    }
    times.sort_unstable();
    out(format!(
        "time a deal: median {}, 90th percentile {}, 99th {}, max {}",
        ms(quantile(&times, 0.5)),
        ms(quantile(&times, 0.9)),
        ms(quantile(&times, 0.99)),
        ms(times.last().copied().unwrap_or_default())
    ));
    out(format!(
        "{nodes} nodes; {speed}; peak memory {}",
        peak_memory().unwrap_or_else(|| "unknown".to_string())
    ));
    Ok(ExitCode::SUCCESS)
}

pub(super) fn percent(count: u32, total: u32) -> f64 {
    if total == 0 {
        0.0
    } else {
        f64::from(count) * 100.0 / f64::from(total)
    }
}

/// The nearest-rank quantile of sorted times.
pub(super) fn quantile(sorted: &[Duration], q: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let rank = (q * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

pub(super) fn ms(time: Duration) -> String {
    let ms = time.as_secs_f64() * 1000.0;
    if ms < 10.0 {
        format!("{ms:.2} ms")
    } else {
        format!("{ms:.0} ms")
    }
}

/// The process's peak resident memory, where the system says (Linux's VmHWM).
fn peak_memory() -> Option<String> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(format!("{} MB", kb / 1024))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_parse_and_refuse_nonsense() {
        assert_eq!("2/4".parse(), Ok(Shard { index: 2, count: 4 }));
        for bad in ["0/4", "5/4", "x", "1/", "/2", "1/0"] {
            assert!(bad.parse::<Shard>().is_err(), "{bad}");
        }
    }

    #[test]
    fn quantiles_take_the_nearest_rank() {
        let times: Vec<Duration> = (1..=10).map(Duration::from_millis).collect();
        assert_eq!(quantile(&times, 0.5), Duration::from_millis(5));
        assert_eq!(quantile(&times, 0.9), Duration::from_millis(9));
        assert_eq!(quantile(&times, 0.99), Duration::from_millis(10));
        assert_eq!(quantile(&[], 0.5), Duration::ZERO);
    }
}
