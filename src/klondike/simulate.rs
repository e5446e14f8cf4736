//! `karty klondike simulate`: the player that does not peek plays seeded deals to their
//! end, without undo; the win rate with its 95% interval, and the time.

use std::process::ExitCode;
use std::time::{Duration, Instant};

use anyhow::Result;
use clap::Args;
use klondike::{Budget, Draw, Klondike, Player, Seated, Until};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::solve::{durations, ms, percent, quantile, seeds};
use crate::GlobalOpts;
use crate::batch::{self, BatchArgs, Manifest};
use crate::records::line::{self, Played, Recording, Taker};

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
    /// Samples of the unseen cards solved for one choice (see --until), shared out
    /// among the candidate moves ten at a time
    #[arg(long, value_name = "N", default_value_t = Budget::default().samples,
          value_parser = clap::value_parser!(u32).range(1..=100_000))]
    samples: u32,
    /// What --samples counts: the samples of a choice in all, or those of the
    /// candidate the bandit favours, which stops the choice once it has more
    /// (lonelybot's rule)
    #[arg(long, value_enum, default_value_t = Budget::default().until.into())]
    until: Counted,
    /// Most positions the solver expands for one sample after one move
    #[arg(long, value_name = "N", default_value_t = Budget::default().nodes,
          value_parser = clap::value_parser!(u64).range(1..))]
    nodes: u64,
    /// Keep every game in the records (`karty history`, `karty replay`), written many
    /// at a time
    #[arg(long, conflicts_with = "merge")]
    record: bool,
    #[command(flatten)]
    batch: BatchArgs,
}

/// `--until`'s values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum Counted {
    Total,
    Favoured,
}

impl From<Until> for Counted {
    fn from(until: Until) -> Counted {
        match until {
            Until::Total => Counted::Total,
            Until::Favoured => Counted::Favoured,
        }
    }
}

impl From<Counted> for Until {
    fn from(counted: Counted) -> Until {
        match counted {
            Counted::Total => Until::Total,
            Counted::Favoured => Until::Favoured,
        }
    }
}

/// What a results file of this command says produced it.
const COMMAND: &str = "klondike simulate";

/// The kind of player a simulated deal is played by, as its results line names it.
const PLAYER: &str = "non-peeking";

/// One deal's line in a results file: the results line every batch writes (seat 0 the
/// player, the winner when the deal was won), and its time.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlayedLine {
    #[serde(flatten)]
    pub played: Played,
    pub milliseconds: f64,
}

impl PlayedLine {
    fn won(&self) -> bool {
        self.played.winners.contains(&0)
    }
}

/// A line of the first results format, before the shared results line.
#[derive(Deserialize)]
struct FirstLine {
    deal: u64,
    seed: u64,
    won: bool,
    moves: u32,
    milliseconds: f64,
}

impl<'de> Deserialize<'de> for PlayedLine {
    /// This version's line, or the first format's, which still reads and merges.
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        let value = Value::deserialize(deserializer)?;
        if value.get("deal").is_some() {
            let first = FirstLine::deserialize(value).map_err(D::Error::custom)?;
            return Ok(PlayedLine {
                played: Played {
                    item: first.deal,
                    game: "klondike".to_string(),
                    seed: first.seed,
                    seats: vec![line::seat(PLAYER.to_string())],
                    winners: if first.won { vec![0] } else { Vec::new() },
                    points: None,
                    length: first.moves,
                    actions: Vec::new(),
                },
                milliseconds: first.milliseconds,
            });
        }
        #[derive(Deserialize)]
        struct Now {
            #[serde(flatten)]
            played: Played,
            milliseconds: f64,
        }
        let now = Now::deserialize(value).map_err(D::Error::custom)?;
        Ok(PlayedLine {
            played: now.played,
            milliseconds: now.milliseconds,
        })
    }
}

/// `klondike simulate`, as a batch command.
struct Simulate;

impl batch::Batch for Simulate {
    type Record = PlayedLine;
    const NOUN: &'static str = "deals";

    fn item(record: &PlayedLine) -> u64 {
        record.played.item
    }

    fn check(manifest: &Manifest, record: &PlayedLine) -> Result<(), String> {
        if record.played.seed != manifest.seed_of(record.played.item) {
            return Err(format!(
                "deal {} was not dealt from seed {}",
                record.played.item, record.played.seed
            ));
        }
        Ok(())
    }

    fn lighten(record: &mut PlayedLine) {
        record.played.lighten();
    }

    fn report(manifest: &Manifest, records: &[PlayedLine]) -> Vec<String> {
        let total = u32::try_from(records.len()).unwrap_or(u32::MAX);
        let won = u32::try_from(records.iter().filter(|r| r.won()).count()).unwrap_or(u32::MAX);
        let moves = records.iter().fold(0u64, |sum, record| {
            sum.saturating_add(u64::from(record.played.length))
        });
        let mut lines = vec![format!(
            "{total} deals{} of seeds {}, {}:",
            manifest.of_shard(),
            seeds(manifest),
            manifest.title
        )];
        for (name, count) in [("won", won), ("lost", total - won)] {
            let (low, high) = contract::stats::wilson_interval(count, total, contract::stats::Z_95);
            lines.push(format!(
                "  {name:<4} {count:>7} {:>6.1}%  (95% interval {:.1}–{:.1}%)",
                percent(count, total),
                low * 100.0,
                high * 100.0
            ));
        }
        lines.push(format!(
            "{:.1} moves a deal",
            moves as f64 / f64::from(total.max(1))
        ));
        lines
    }

    fn timing(records: &[PlayedLine]) -> Vec<String> {
        let mut times = durations(records.iter().map(|record| record.milliseconds));
        times.sort_unstable();
        vec![format!(
            "time a deal: median {}, 90th percentile {}, max {}",
            ms(quantile(&times, 0.5)),
            ms(quantile(&times, 0.9)),
            ms(times.last().copied().unwrap_or_default()),
        )]
    }
}

/// The player's seed for a deal: another stream than the deal's own shuffle.
fn player_seed(seed: u64) -> u64 {
    seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0x005E_ED0F_1A7E
}

pub fn run(args: SimulateArgs, draw: Option<Draw>, global: &GlobalOpts) -> Result<ExitCode> {
    if !args.batch.merge.is_empty() {
        return batch::merge::<Simulate>(&args.batch.merge, COMMAND);
    }
    let draw = draw.unwrap_or_default();
    let budget = Budget {
        samples: args.samples,
        nodes: args.nodes,
        time: args.think.map(Duration::from_millis),
        until: args.until.into(),
    };
    let think = args
        .think
        .map_or(String::new(), |t| format!(", at most {t} ms"));
    let counted = match args.until {
        Counted::Total => "a choice",
        Counted::Favoured => "for the favoured move",
    };
    let mut limits = json!({"samples": args.samples, "nodes": args.nodes, "think_ms": args.think});
    // The first results files have no `until`: theirs is the total.
    if args.until == Counted::Favoured {
        limits["until"] = json!("favoured");
    }
    let mut manifest = Manifest::new(
        COMMAND,
        format!(
            "draw {draw}, played without peeking or undo ({} samples of {} positions {counted}{think})",
            args.samples, args.nodes
        ),
        json!({"draw": draw.to_string()}),
        limits,
        global.seed_or_fresh(),
        args.deals,
    );
    // What a record of a deal needs to deal it again.
    manifest.game_settings = Some(serde_json::to_value(draw)?);
    let mut recording = Recording::new(args.record, &args.batch);
    let code = batch::execute::<Simulate>(&args.batch, manifest.clone(), |deal| {
        let seed = manifest.seed_of(deal);
        let started = Instant::now();
        let game = Klondike::deal(&mut cards::seeded(seed), draw);
        let mut player = Player::new(budget, player_seed(seed));
        let mut table = contract::Table::new(game);
        let mut seated = Seated::new(&mut player);
        let mut taker = Taker::default();
        let observers: &mut [&mut dyn contract::Observer<Klondike>] = if recording.on() {
            &mut [&mut taker]
        } else {
            &mut []
        };
        contract::table::run(&mut table, &mut [&mut seated], observers, &mut Vec::new());
        let game = table.game();
        let mut line = PlayedLine {
            played: Played {
                item: deal,
                game: "klondike".to_string(),
                seed,
                seats: vec![line::seat(PLAYER.to_string())],
                winners: if game.is_won() { vec![0] } else { Vec::new() },
                points: None,
                length: game.moves(),
                actions: taker.actions,
            },
            milliseconds: started.elapsed().as_secs_f64() * 1000.0,
        };
        recording.keep(&manifest, &mut line.played);
        Ok(line)
    });
    recording.finish();
    code
}
