//! `karty makao simulate`: the seats and setup of a batch of Makao games; the batch
//! itself is every game's (`crate::simulate`).

use std::process::ExitCode;

use anyhow::Result;
use clap::Args;
use clap::error::ErrorKind;
use makao::{BotLevel, Config, RuleSet};

use crate::simulate::Batch;
use crate::{GlobalOpts, usage};

#[derive(Debug, Clone, Args)]
pub struct SimulateArgs {
    /// One kind of computer player per seat, comma-separated: heuristic, random, search
    /// (seats rotate between games, so no kind keeps the first move)
    #[arg(
        long,
        value_delimiter = ',',
        value_name = "KINDS",
        default_value = "heuristic,random"
    )]
    pub seats: Vec<BotLevel>,
    #[command(flatten)]
    pub batch: Batch,
}

/// `seats_set_elsewhere`: --players or --play-on was given, which --seats decides here.
pub fn run(
    args: SimulateArgs,
    rules: RuleSet,
    twist: bool,
    seats_set_elsewhere: bool,
    global: &GlobalOpts,
) -> Result<ExitCode> {
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
    crate::simulate::run(
        config,
        args.seats,
        &args.batch,
        global.seed_or_fresh(),
        &title,
    )
}
