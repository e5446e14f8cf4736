//! `karty makao arena`: the seats and setup of a Makao tournament between computer
//! players and outside programs; the tournament itself is every game's (`crate::arena`).

use std::process::ExitCode;
use std::time::Duration;

use anyhow::Result;
use clap::error::ErrorKind;
use makao::{BotLevel, Budget, Config, Game, RuleSet};

use super::simulate::Thinking;
use crate::arena::{self, ArenaArgs};
use crate::{GlobalOpts, usage};

/// `seats_set_elsewhere`: --players or --play-on was given, which --seats decides here.
pub fn run(
    args: &ArenaArgs,
    rules: RuleSet,
    twist: bool,
    seats_set_elsewhere: bool,
    global: &GlobalOpts,
) -> Result<ExitCode> {
    if !args.batch.merge.is_empty() {
        return arena::merge("makao", &args.batch.merge);
    }
    if seats_set_elsewhere {
        usage(
            ErrorKind::ArgumentConflict,
            "arena seats one player per --seats entry: --players and --play-on do not apply",
        );
    }
    // Searching players think as long as the programs may.
    let budget = Budget {
        think: Some(Duration::from_millis(args.think)),
        deals: None,
    };
    let players = arena::thinking(arena::players::<BotLevel>(args), budget);
    let config = Config::new(rules, players.len()).with_twist(twist);
    if let Err(err) = config.check() {
        usage(
            ErrorKind::WrongNumberOfValues,
            format!("--seats: {} seats given, but {err}", players.len()),
        );
    }
    let title = format!(
        "makao ({rules} rules{})",
        if twist { ", with the twist" } else { "" }
    );
    arena::run::<Game, Thinking>(
        &config,
        args,
        &players,
        global.seed_or_fresh(),
        &title,
        serde_json::json!({"rules": rules.to_string(), "twist": twist}),
    )
}
