//! `karty saboteur simulate`: a batch of Saboteur games between computer players, seated
//! by kind (rotating) or by role (`--diggers KIND --saboteurs KIND`, chosen after each
//! round's roles are dealt); the batch itself is the engine's (`saboteur::trial`).

use std::process::ExitCode;
use std::time::Duration;

use anyhow::Result;
use clap::Args;
use clap::error::ErrorKind;
use contract::stats::{Z_95, wilson_interval};
use saboteur::trial::{JUDGED_AFTER, Seating, Trial, TrialReport};
use saboteur::{BotLevel, Budget};

use crate::simulate::Batch;
use crate::text::pad_right;
use crate::ui::out;
use crate::{GlobalOpts, usage};

#[derive(Debug, Clone, Args)]
pub struct SimulateArgs {
    /// Seats at the table, 3 to 10 (default: as many as --seats lists, at least 4)
    #[arg(long, short = 'p', value_parser = clap::value_parser!(u8).range(3..=10))]
    players: Option<u8>,
    /// Kinds of computer player, comma-separated (easy, normal, hard; or random,
    /// heuristic), repeated round the table to fill the seats; game g starts the list
    /// at seat g, so every kind sits everywhere
    #[arg(
        long,
        value_delimiter = ',',
        value_name = "KINDS",
        default_value = "normal,easy",
        conflicts_with_all = ["diggers", "saboteurs"]
    )]
    seats: Vec<BotLevel>,
    /// Seat by role instead: the kind of every gold-digger (with --saboteurs)
    #[arg(long, value_name = "KIND", requires = "saboteurs")]
    diggers: Option<BotLevel>,
    /// The kind of every saboteur (with --diggers)
    #[arg(long, value_name = "KIND", requires = "diggers")]
    saboteurs: Option<BotLevel>,
    /// Milliseconds a hard player may think over each choice (without it, every choice
    /// plays out a fixed number of deals, so a batch repeats exactly)
    #[arg(long, value_name = "MS", value_parser = clap::value_parser!(u64).range(1..))]
    think: Option<u64>,
    /// Deals of the hidden cards a hard player plays out per choice (a reproducible
    /// budget; with --think, the most it plays out)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    deals: Option<u64>,
    #[command(flatten)]
    batch: Batch,
    /// Rounds in each game
    #[arg(long, short = 'r', default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..))]
    rounds: u32,
}

pub fn run(args: SimulateArgs, global: &GlobalOpts) -> Result<ExitCode> {
    let by_role = args.diggers.zip(args.saboteurs);
    let listed = if by_role.is_some() {
        0
    } else {
        args.seats.len()
    };
    let players = args.players.map_or(listed.max(4), usize::from);
    if listed > players {
        usage(
            ErrorKind::WrongNumberOfValues,
            format!("--seats lists {listed} kinds for {players} players"),
        );
    }
    let seating = match by_role {
        Some((diggers, saboteurs)) => Seating::ByRole { diggers, saboteurs },
        None => Seating::Rotating(args.seats.clone()),
    };
    let trial = Trial {
        players,
        rounds: args.rounds,
        games: args.batch.games,
        seed: global.seed_or_fresh(),
        seating,
        budget: Budget {
            think: args.think.map(Duration::from_millis),
            deals: args.deals,
        },
    };
    let (report, speed) = crate::progress::run(trial.games, |done| trial.run(None, done))?;
    let seats = match &trial.seating {
        Seating::Rotating(kinds) => {
            let first: Vec<String> = (0..players)
                .map(|seat| kinds[seat % kinds.len()].to_string())
                .collect();
            format!("seats {} (rotating)", first.join(","))
        }
        Seating::ByRole { diggers, saboteurs } => {
            format!("diggers {diggers}, saboteurs {saboteurs}")
        }
    };
    let last = trial.seed.wrapping_add(u64::from(trial.games) - 1);
    let think = match (args.think, args.deals) {
        (Some(ms), _) => format!(", hard thinks {ms} ms a move"),
        (None, Some(deals)) => format!(", hard plays out {deals} deals a move"),
        (None, None) => String::new(),
    };
    out(format!(
        "{} games of Saboteur ({} round{} each, {players} players), seeds {} to {last}, {seats}{think}",
        report.games,
        trial.rounds,
        if trial.rounds == 1 { "" } else { "s" },
        trial.seed,
    ));
    print_report(&report, by_role.is_none());
    out(speed.to_string());
    Ok(ExitCode::SUCCESS)
}

fn percent(part: u32, whole: u32) -> f64 {
    100.0 * f64::from(part) / f64::from(whole.max(1))
}

fn print_report(report: &TrialReport, games_by_kind: bool) {
    let width = report
        .kinds
        .iter()
        .map(|kind| kind.level.to_string().len())
        .max()
        .unwrap_or(0)
        .max(4);
    let all_wins: u32 = report.kinds.iter().map(|k| k.wins).sum();
    let all_seats: u32 = report.kinds.iter().map(|k| k.seat_games).sum();
    if games_by_kind {
        out(format!(
            "{}  seat-games  wins  win share (fair)  win rate (95% CI)",
            pad_right("kind", width)
        ));
        for kind in &report.kinds {
            let (low, high) = wilson_interval(kind.wins, kind.seat_games, Z_95);
            out(format!(
                "{}  {:>10}  {:>4}  {:>5.1}% ({:.1}%)    {:.1}% ({:.1}% to {:.1}%)",
                pad_right(&kind.level.to_string(), width),
                kind.seat_games,
                kind.wins,
                percent(kind.wins, all_wins),
                percent(kind.seat_games, all_seats),
                percent(kind.wins, kind.seat_games),
                100.0 * low,
                100.0 * high,
            ));
        }
    }
    out(format!(
        "{}  rounds won as digger  rounds won as saboteur",
        pad_right("kind", width)
    ));
    for kind in &report.kinds {
        let side = |role: usize| {
            format!(
                "{} of {} ({:.1}%)",
                kind.rounds_won[role],
                kind.rounds[role],
                percent(kind.rounds_won[role], kind.rounds[role])
            )
        };
        out(format!(
            "{}  {:>20}  {:>22}",
            pad_right(&kind.level.to_string(), width),
            side(0),
            side(1)
        ));
    }
    out(format!(
        "rounds won by the diggers: {} of {} ({:.1}%)",
        report.digger_rounds_won,
        report.rounds,
        percent(report.digger_rounds_won, report.rounds)
    ));
    for (turns, accuracy) in JUDGED_AFTER.iter().zip(&report.accuracy) {
        if accuracy.beliefs == 0 {
            continue;
        }
        out(format!(
            "hard beliefs after {turns} turns ({} judged): true assignment given {:.1}% \
             (chance {:.1}%), named most likely {:.1}%",
            accuracy.beliefs,
            100.0 * accuracy.mean_true(),
            100.0 * accuracy.mean_chance(),
            100.0 * accuracy.named_share(),
        ));
    }
}
