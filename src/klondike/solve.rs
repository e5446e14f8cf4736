//! `karty klondike solve`: one position's verdict with its winning line, or a run of
//! seeded deals with counts, intervals, times and memory.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::Result;
use clap::Args;
use klondike::{Clock, Draw, Klondike, Lang, Limits, Solution, Verdict};
use serde::{Deserialize, Serialize};
use serde_json::json;

use crate::GlobalOpts;
use crate::batch::{self, BatchArgs, Manifest};
use crate::progress::Speed;
use crate::ui::out;

#[derive(Debug, Args)]
pub struct SolveArgs {
    /// Solve a position file instead of a seeded deal
    #[arg(long, value_name = "FILE", conflicts_with_all = ["deals", "shard", "shards", "out", "resume", "json", "merge"])]
    load: Option<PathBuf>,
    /// Solve N deals, from --seed on (seed, seed + 1, …), and print the totals
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=10_000_000))]
    deals: Option<u64>,
    /// Most seconds for one deal before it is left undecided
    #[arg(long, value_name = "SECS", default_value_t = 10.0, value_parser = parse_seconds)]
    time_limit: f64,
    /// Count --time-limit in the solving thread's processor (CPU) seconds, not the
    /// wall's, so that runs on a busy machine compare
    #[arg(long)]
    cpu: bool,
    /// Most positions to search in one deal before it is left undecided
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    nodes: Option<u64>,
    /// Most megabytes for the solver's table of positions (for one deal at a time)
    #[arg(long, value_name = "MB", default_value_t = 1024, value_parser = clap::value_parser!(u64).range(1..=1_048_576))]
    memory: u64,
    // With --deals: shards, results files and merges, as every batch command has them.
    #[command(flatten)]
    batch: BatchArgs,
}

fn parse_seconds(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(secs) if secs > 0.0 && secs <= 1e6 => Ok(secs),
        _ => Err(format!("\"{text}\" is not a number of seconds above 0")),
    }
}

/// What a results file of this command says produced it.
const COMMAND: &str = "klondike solve";

/// One deal's line in a results file: its number and seed named as every batch's line
/// names them, then the solver's verdict.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DealLine {
    /// The deal's number in the batch (from 0); it was dealt from `seed`. Files of the
    /// first format name it `deal`.
    #[serde(alias = "deal")]
    pub item: u64,
    pub seed: u64,
    pub verdict: Word,
    /// The winning line's length (0 unless winnable).
    pub moves: u64,
    pub nodes: u64,
    pub milliseconds: f64,
    /// The solving thread's processor time; absent in files of earlier versions.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub processor_ms: Option<f64>,
}

/// A verdict's word.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Word {
    Winnable,
    Unwinnable,
    Undecided,
}

/// `klondike solve --deals`, as a batch command.
struct Solve;

impl batch::Batch for Solve {
    type Record = DealLine;
    const NOUN: &'static str = "deals";

    fn item(record: &DealLine) -> u64 {
        record.item
    }

    fn check(manifest: &Manifest, record: &DealLine) -> Result<(), String> {
        if record.seed != manifest.seed_of(record.item) {
            return Err(format!(
                "deal {} was not dealt from seed {}",
                record.item, record.seed
            ));
        }
        Ok(())
    }

    fn report(manifest: &Manifest, records: &[DealLine]) -> Vec<String> {
        let total = u32::try_from(records.len()).unwrap_or(u32::MAX);
        let mut lines = vec![format!(
            "{total} deals{} of seeds {}, {}:",
            manifest.of_shard(),
            seeds(manifest),
            manifest.title
        )];
        let mut nodes = 0u64;
        let mut counts = [0u32; 3];
        for record in records {
            counts[record.verdict as usize] = counts[record.verdict as usize].saturating_add(1);
            nodes = nodes.saturating_add(record.nodes);
        }
        for (name, count) in ["winnable", "unwinnable", "undecided"].iter().zip(counts) {
            let (low, high) = contract::stats::wilson_interval(count, total, contract::stats::Z_95);
            lines.push(format!(
                "  {name:<10} {count:>7} {:>6.1}%  (95% interval {:.1}–{:.1}%)",
                percent(count, total),
                low * 100.0,
                high * 100.0
            ));
        }
        lines.push(format!("{nodes} nodes searched"));
        lines
    }

    fn timing(records: &[DealLine]) -> Vec<String> {
        let mut lines = vec![spread(
            "time a deal",
            records.iter().map(|record| record.milliseconds),
        )];
        // Files of earlier versions hold no processor times: the line only when
        // every deal has one.
        let processor: Option<Vec<f64>> = records.iter().map(|r| r.processor_ms).collect();
        if let Some(processor) = processor.filter(|p| !p.is_empty()) {
            lines.push(spread("time a deal (processor)", processor.into_iter()));
        }
        lines
    }

    fn speed(speed: Speed) -> String {
        format!(
            "{speed}; peak memory {}",
            peak_memory().unwrap_or_else(|| "unknown".to_string())
        )
    }
}

/// "time a deal: median …, 90th percentile …, 99th …, max …, in all …".
fn spread(what: &str, milliseconds: impl Iterator<Item = f64>) -> String {
    let mut times = durations(milliseconds);
    times.sort_unstable();
    let total: Duration = times.iter().sum();
    format!(
        "{what}: median {}, 90th percentile {}, 99th {}, max {}, in all {:.1} s",
        ms(quantile(&times, 0.5)),
        ms(quantile(&times, 0.9)),
        ms(quantile(&times, 0.99)),
        ms(times.last().copied().unwrap_or_default()),
        total.as_secs_f64()
    )
}

/// "1 to 6": the seeds of a whole batch.
pub(super) fn seeds(manifest: &Manifest) -> String {
    let last = manifest.seed_of(manifest.items.saturating_sub(1));
    format!("{} to {last}", manifest.seed)
}

/// Times in milliseconds, as a results file holds them.
pub(super) fn durations(milliseconds: impl Iterator<Item = f64>) -> Vec<Duration> {
    milliseconds
        .map(|ms| Duration::try_from_secs_f64(ms / 1000.0).unwrap_or_default())
        .collect()
}

/// `--merge`, `--shard` and the rest are for runs of deals.
pub(super) fn batch_needs_deals(args: &BatchArgs, deals: Option<u64>) {
    if deals.is_none()
        && (args.shard.is_some() || args.shards.is_some() || args.out.is_some() || args.json)
    {
        crate::usage(
            clap::error::ErrorKind::MissingRequiredArgument,
            "--shard, --shards, --out, --resume and --json are for a run of --deals N",
        );
    }
}

pub fn run(args: SolveArgs, draw: Option<Draw>, global: &GlobalOpts) -> Result<ExitCode> {
    let limits = Limits {
        nodes: args.nodes.unwrap_or(u64::MAX),
        time: Some(Duration::from_secs_f64(args.time_limit)),
        clock: if args.cpu {
            Clock::Processor
        } else {
            Clock::Wall
        },
        memory: usize::try_from(args.memory << 20).unwrap_or(usize::MAX),
    };
    if !args.batch.merge.is_empty() {
        return batch::merge::<Solve>(&args.batch.merge, COMMAND);
    }
    batch_needs_deals(&args.batch, args.deals);
    if let Some(deals) = args.deals {
        return run_deals(&args, deals, draw.unwrap_or_default(), &limits, global);
    }
    let game = match &args.load {
        Some(path) => super::load_position(path, Lang::En, draw)?.0,
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
        "{} nodes, {:.3} s, {:.3} s of processor time",
        solution.nodes,
        solution.elapsed.as_secs_f64(),
        solution.processor.as_secs_f64()
    );
    match &solution.verdict {
        Verdict::Winnable(line) => format!("winnable in {} moves ({work}):", line.len()),
        Verdict::Unwinnable => format!("unwinnable, proved by exhaustive search ({work})"),
        Verdict::Undecided(stop) => format!("undecided: {stop} reached ({work})"),
    }
}

fn run_deals(
    args: &SolveArgs,
    deals: u64,
    draw: Draw,
    limits: &Limits,
    global: &GlobalOpts,
) -> Result<ExitCode> {
    let manifest = Manifest::new(
        COMMAND,
        format!(
            "draw {draw}, {:.0} s{} a deal at most",
            args.time_limit,
            if args.cpu { " of processor time" } else { "" }
        ),
        json!({"draw": draw.to_string()}),
        json!({"time_limit_s": args.time_limit, "cpu": args.cpu, "nodes": args.nodes, "memory_mb": args.memory}),
        global.seed_or_fresh(),
        deals,
    );
    let first = manifest.seed;
    batch::execute::<Solve>(&args.batch, manifest, |deal| {
        let seed = first.wrapping_add(deal);
        let game = Klondike::deal(&mut cards::seeded(seed), draw);
        let solution = game.solve(limits);
        let (verdict, moves) = match &solution.verdict {
            Verdict::Winnable(line) => (Word::Winnable, line.len() as u64),
            Verdict::Unwinnable => (Word::Unwinnable, 0),
            Verdict::Undecided(_) => (Word::Undecided, 0),
        };
        Ok(DealLine {
            item: deal,
            seed,
            verdict,
            moves,
            nodes: solution.nodes,
            milliseconds: solution.elapsed.as_secs_f64() * 1000.0,
            processor_ms: Some(solution.processor.as_secs_f64() * 1000.0),
        })
    })
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
    fn quantiles_take_the_nearest_rank() {
        let times: Vec<Duration> = (1..=10).map(Duration::from_millis).collect();
        assert_eq!(quantile(&times, 0.5), Duration::from_millis(5));
        assert_eq!(quantile(&times, 0.9), Duration::from_millis(9));
        assert_eq!(quantile(&times, 0.99), Duration::from_millis(10));
        assert_eq!(quantile(&[], 0.5), Duration::ZERO);
    }

    #[test]
    fn results_lines_of_earlier_versions_load_without_processor_times() {
        let old =
            r#"{"deal":0,"seed":1,"verdict":"winnable","moves":90,"nodes":5,"milliseconds":2.5}"#;
        let line: DealLine = serde_json::from_str(old).unwrap();
        assert_eq!(line.processor_ms, None);
        assert_eq!(line.milliseconds, 2.5);
        // Their report has the wall's times only; with processor times, both.
        let mut new = line.clone();
        new.processor_ms = Some(1.5);
        let text = serde_json::to_string(&new).unwrap();
        assert_eq!(serde_json::from_str::<DealLine>(&text).unwrap(), new);
        assert_eq!(
            <Solve as batch::Batch>::timing(std::slice::from_ref(&line)).len(),
            1
        );
        let both = <Solve as batch::Batch>::timing(&[new.clone(), new.clone()]);
        assert_eq!(both.len(), 2);
        assert!(
            both[1].starts_with("time a deal (processor): median 1.50 ms"),
            "{both:?}"
        );
        assert!(both[1].ends_with("in all 0.0 s"), "{both:?}");
        // A mixed run (an old file merged with a new one) says only what all have.
        assert_eq!(<Solve as batch::Batch>::timing(&[line, new]).len(), 1);
    }
}
