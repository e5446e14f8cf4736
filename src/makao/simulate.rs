//! `karty makao simulate`: the seats and setup of a batch of Makao games; the batch
//! itself is every game's (`crate::simulate`).

use std::process::ExitCode;

use anyhow::Result;
use clap::Args;
use clap::error::ErrorKind;
use std::time::Duration;

use makao::{BotLevel, Budget, Config, RuleSet};

use crate::simulate::Batch;
use crate::{GlobalOpts, usage};

#[derive(Debug, Clone, Args)]
pub struct SimulateArgs {
    /// One kind of computer player per seat, comma-separated: easy, normal, hard (or by
    /// their older names random, heuristic, search)
    /// (seats rotate between games, so no kind keeps the first move)
    #[arg(
        long,
        value_delimiter = ',',
        value_name = "KINDS",
        default_value = "heuristic,random"
    )]
    pub seats: Vec<BotLevel>,
    /// Milliseconds a searching player may think over each choice (without it, every
    /// choice searches a fixed number of deals, so a batch repeats exactly)
    #[arg(long, value_name = "MS")]
    pub think: Option<u64>,
    /// Deals of the unseen cards a searching player plays out per choice (a
    /// reproducible budget; with --think, the most it plays out)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub deals: Option<u64>,
    #[command(flatten)]
    pub batch: Batch,
    #[command(flatten)]
    pub series: crate::simulate::MatchArg,
}

/// `seats_set_elsewhere`: --players or --play-on was given, which --seats decides here.
pub fn run(
    args: SimulateArgs,
    rules: RuleSet,
    twist: bool,
    seats_set_elsewhere: bool,
    global: &GlobalOpts,
) -> Result<ExitCode> {
    if !args.batch.batch.merge.is_empty() {
        return crate::batch::merge::<crate::simulate::Simulate>(&args.batch.batch.merge, COMMAND);
    }
    if seats_set_elsewhere {
        usage(
            ErrorKind::ArgumentConflict,
            "simulate seats one player per --seats entry and plays until the first one is out: \
             --players and --play-on do not apply",
        );
    }
    let config = Config::new(rules, args.seats.len()).with_twist(twist);
    if let Err(err) = config.check() {
        let seats = args.seats.len();
        usage(
            ErrorKind::WrongNumberOfValues,
            format!(
                "--seats: {seats} seat{} given, but {err}",
                if seats == 1 { "" } else { "s" }
            ),
        );
    }
    let title = format!(
        "makao ({rules} rules{})",
        if twist { ", with the twist" } else { "" }
    );
    let budget = Budget {
        think: args.think.map(Duration::from_millis),
        deals: args.deals,
    };
    let seats: Vec<Thinking> = args
        .seats
        .iter()
        .map(|level| Thinking {
            level: *level,
            budget,
        })
        .collect();
    let manifest = crate::simulate::manifest(
        COMMAND,
        &title,
        serde_json::json!({"rules": rules.to_string(), "twist": twist}),
        serde_json::json!({"think_ms": args.think, "deals": args.deals}),
        &seats,
        args.batch.games,
        global.seed_or_fresh(),
    );
    crate::simulate::run(config, seats, &args.batch, args.series, manifest)
}

/// What a results file of this command says produced it.
const COMMAND: &str = "makao simulate";

/// A kind of computer player with the batch's thinking budget.
pub(super) type Thinking = contract::Thinking<BotLevel, Budget>;
