//! `karty saboteur simulate`: a batch of Saboteur games between computer players, seated
//! by kind (rotating) or by role (`--diggers KIND --saboteurs KIND`, chosen after each
//! round's roles are dealt). Each game is played by the one turn driver, as every game's
//! batch is (`saboteur::trial`); its results line is the shared one ([`Played`]) with
//! Saboteur's rounds and beliefs besides, and `--record` keeps its games in the records.

use std::process::ExitCode;
use std::time::Duration;

use anyhow::Result;
use clap::Args;
use clap::error::ErrorKind;
use contract::stats::{Z_95, wilson_interval};
use saboteur::trial::{Accuracy, JUDGED_AFTER, Outcome, RoundOutcome, Seating, Trial, TrialReport};
use saboteur::{BotLevel, Budget, Role, Saboteur};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::batch::{self, Manifest};
use crate::records::line::{self, Played, Recording, Taker};
use crate::simulate::Batch;
use crate::text::pad_right;
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
    /// Deals' worth of playouts a hard player makes per choice (six playouts a deal,
    /// shared among the candidate moves still in the race; a reproducible budget; with
    /// --think, the most it plays out)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    deals: Option<u64>,
    #[command(flatten)]
    batch: Batch,
    /// Rounds in each game
    #[arg(long, short = 'r', default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..))]
    rounds: u32,
}

/// What a results file of this command says produced it.
const COMMAND: &str = "saboteur simulate";

/// The table of a batch, as its manifest records it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Setup {
    players: usize,
    rounds: u32,
    /// Rotating seats: the kinds, repeated round the table.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    seats: Vec<BotLevel>,
    /// Seats by role.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    diggers: Option<BotLevel>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    saboteurs: Option<BotLevel>,
}

impl Setup {
    fn seating(&self) -> Seating {
        match self.diggers.zip(self.saboteurs) {
            Some((diggers, saboteurs)) => Seating::ByRole { diggers, saboteurs },
            None => Seating::Rotating(self.seats.clone()),
        }
    }

    fn trial(&self, manifest: &Manifest, budget: Budget) -> Trial {
        Trial {
            players: self.players,
            rounds: self.rounds,
            games: u32::try_from(manifest.items).unwrap_or(u32::MAX),
            seed: manifest.seed,
            seating: self.seating(),
            budget,
        }
    }

    fn of(manifest: &Manifest) -> Result<Setup, String> {
        let setup: Setup = serde_json::from_value(manifest.settings.clone())
            .map_err(|err| format!("the manifest's settings are not Saboteur's: {err}"))?;
        if setup.seats.is_empty() && setup.diggers.zip(setup.saboteurs).is_none() {
            return Err("the manifest seats nobody".to_string());
        }
        Ok(setup)
    }
}

/// One game's line in a results file: the results line every batch writes, and what
/// Saboteur's report needs besides (how each round went, the `hard` seats' beliefs).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameLine {
    #[serde(flatten)]
    pub played: Played,
    /// The rounds in order: each seat's role, a letter a seat (`d` a gold-digger, `s` a
    /// saboteur), and the side that won it.
    pub rounds: Vec<RoundLine>,
    /// How well the `hard` seats' beliefs named the saboteurs after 5 and after 15 turns
    /// of each round, summed over the game (where a hard seat played).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub beliefs: Option<[Accuracy; 2]>,
}

/// One round of a game, as its results line keeps it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RoundLine {
    pub roles: String,
    pub won: Role,
}

/// A line of the first results format (before the shared results line): the game's
/// number and seed, and its whole report.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FirstLine {
    pub game: u64,
    pub seed: u64,
    #[serde(flatten)]
    pub results: TrialReport,
}

/// A game's line as results files hold it: this version's, or the first format's, which
/// still reads and merges.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged, try_from = "Value")]
pub enum Line {
    Played(GameLine),
    First(FirstLine),
}

impl TryFrom<Value> for Line {
    type Error = serde_json::Error;

    /// A line with seats is this version's; one without, the first format's.
    fn try_from(value: Value) -> Result<Line, serde_json::Error> {
        if value.get("seats").is_some() {
            serde_json::from_value(value).map(Line::Played)
        } else {
            serde_json::from_value(value).map(Line::First)
        }
    }
}

/// The letter of a role in a round's line.
fn letter(role: Role) -> char {
    match role {
        Role::Digger => 'd',
        Role::Saboteur => 's',
    }
}

impl GameLine {
    /// The line of game `item` of `trial`, as it ended; `actions` where it was recorded.
    fn of(
        trial: &Trial,
        item: u64,
        game: &Saboteur,
        outcome: &Outcome,
        actions: Vec<crate::records::ActionNote>,
    ) -> GameLine {
        let number = u32::try_from(item).unwrap_or(u32::MAX);
        let seed = trial.seed.wrapping_add(item);
        GameLine {
            played: Played {
                item,
                game: <Saboteur as contract::Game>::NAME.to_string(),
                seed,
                seats: seat_names(trial, number, &outcome.rounds)
                    .into_iter()
                    .map(line::seat)
                    .collect(),
                winners: outcome.winners.clone(),
                points: contract::Game::points(game),
                length: u32::try_from(outcome.actions).unwrap_or(u32::MAX),
                actions,
            },
            rounds: outcome
                .rounds
                .iter()
                .map(|round| RoundLine {
                    roles: round.roles.iter().copied().map(letter).collect(),
                    won: round.won,
                })
                .collect(),
            beliefs: outcome
                .accuracy
                .iter()
                .any(|accuracy| accuracy.beliefs > 0)
                .then_some(outcome.accuracy),
        }
    }

    /// How the game went, as its report needs it; `None` where a round's roles are not
    /// one letter a seat of `players`.
    fn outcome(&self, players: usize) -> Option<Outcome> {
        let rounds = self
            .rounds
            .iter()
            .map(|round| {
                let roles: Option<Vec<Role>> = round
                    .roles
                    .chars()
                    .map(|letter| match letter {
                        'd' => Some(Role::Digger),
                        's' => Some(Role::Saboteur),
                        _ => None,
                    })
                    .collect();
                let roles = roles.filter(|roles| roles.len() == players)?;
                Some(RoundOutcome {
                    roles,
                    won: round.won,
                })
            })
            .collect::<Option<Vec<_>>>()?;
        Some(Outcome {
            rounds,
            winners: self.played.winners.clone(),
            accuracy: self.beliefs.unwrap_or_default(),
            actions: u64::from(self.played.length),
        })
    }
}

/// Each seat's kind as a results line names it: the kind, or where seats go by role,
/// the kind of each round in turn (`hard/normal/hard`).
fn seat_names(trial: &Trial, number: u32, rounds: &[RoundOutcome]) -> Vec<String> {
    match trial.seating {
        Seating::Rotating(_) => trial
            .kinds_for(number, &[])
            .iter()
            .map(ToString::to_string)
            .collect(),
        Seating::ByRole { .. } => {
            let by_round: Vec<Vec<BotLevel>> = rounds
                .iter()
                .map(|round| trial.kinds_for(number, &round.roles))
                .collect();
            (0..trial.players)
                .map(|seat| {
                    let kinds: Vec<String> = by_round
                        .iter()
                        .filter_map(|kinds| kinds.get(seat).map(ToString::to_string))
                        .collect();
                    kinds.join("/")
                })
                .collect()
        }
    }
}

/// `saboteur simulate`, as a batch command.
struct Simulate;

impl batch::Batch for Simulate {
    type Record = Line;
    const NOUN: &'static str = "games";

    fn item(record: &Line) -> u64 {
        match record {
            Line::Played(line) => line.played.item,
            Line::First(line) => line.game,
        }
    }

    fn lighten(record: &mut Line) {
        if let Line::Played(line) = record {
            line.played.lighten();
        }
    }

    fn check_manifest(manifest: &Manifest) -> Result<(), String> {
        let setup = Setup::of(manifest)?;
        if !(3..=10).contains(&setup.players) || setup.seats.len() > setup.players {
            return Err(format!(
                "the manifest seats {} kinds at {} players",
                setup.seats.len(),
                setup.players
            ));
        }
        Ok(())
    }

    fn check(manifest: &Manifest, record: &Line) -> Result<(), String> {
        let setup = Setup::of(manifest)?;
        let trial = setup.trial(manifest, Budget::default());
        match record {
            Line::Played(line) => {
                let item = line.played.item;
                let outcome = line
                    .outcome(setup.players)
                    .filter(|outcome| {
                        outcome.rounds.len() == setup.rounds as usize
                            && outcome.winners.iter().all(|seat| *seat < setup.players)
                    })
                    .ok_or_else(|| {
                        format!(
                            "game {item} is not a game of {} rounds at {} seats",
                            setup.rounds, setup.players
                        )
                    })?;
                let number = u32::try_from(item).unwrap_or(u32::MAX);
                if line.played.kinds() != seat_names(&trial, number, &outcome.rounds) {
                    return Err(format!(
                        "game {item} seats {}, not the kinds of the manifest",
                        line.played.kinds().join(",")
                    ));
                }
            }
            Line::First(line) => {
                let kinds = trial.empty_report().kinds;
                if line.results.games != 1
                    || !line
                        .results
                        .kinds
                        .iter()
                        .all(|kind| kinds.iter().any(|known| known.level == kind.level))
                {
                    return Err(format!(
                        "game {} is not one game of the manifest's kinds",
                        line.game
                    ));
                }
            }
        }
        Ok(())
    }

    fn report(manifest: &Manifest, records: &[Line]) -> Vec<String> {
        let Ok(setup) = Setup::of(manifest) else {
            return Vec::new();
        };
        let trial = setup.trial(manifest, Budget::default());
        let mut report = trial.empty_report();
        for record in records {
            match record {
                Line::Played(line) => {
                    let number = u32::try_from(line.played.item).unwrap_or(u32::MAX);
                    if let Some(outcome) = line.outcome(setup.players) {
                        report.absorb(&trial.report_of(number, &outcome));
                    }
                }
                Line::First(line) => report.absorb(&line.results),
            }
        }
        let mut lines = vec![format!(
            "{} games{} of {}",
            report.games,
            manifest.of_shard(),
            manifest.title
        )];
        report_lines(&mut lines, &report, setup.diggers.is_none());
        lines
    }
}

pub fn run(args: SimulateArgs, global: &GlobalOpts) -> Result<ExitCode> {
    if !args.batch.batch.merge.is_empty() {
        return batch::merge::<Simulate>(&args.batch.batch.merge, COMMAND);
    }
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
    let setup = Setup {
        players,
        rounds: args.rounds,
        seats: if by_role.is_some() {
            Vec::new()
        } else {
            args.seats.clone()
        },
        diggers: args.diggers,
        saboteurs: args.saboteurs,
    };
    let seating = setup.seating();
    let seed = global.seed_or_fresh();
    let games = args.batch.games;
    let seats = match &seating {
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
    let last = seed.wrapping_add(u64::from(games) - 1);
    let think = match (args.think, args.deals) {
        (Some(ms), _) => format!(", hard thinks {ms} ms a move"),
        (None, Some(deals)) => format!(", hard plays out {deals} deals a move"),
        (None, None) => String::new(),
    };
    let title = format!(
        "Saboteur ({} round{} each, {players} players), seeds {seed} to {last}, {seats}{think}",
        args.rounds,
        if args.rounds == 1 { "" } else { "s" },
    );
    let mut manifest = Manifest::new(
        COMMAND,
        title,
        serde_json::to_value(&setup)?,
        serde_json::json!({"think_ms": args.think, "deals": args.deals}),
        seed,
        u64::from(games),
    );
    let settings = saboteur::Settings::new(players, args.rounds);
    manifest.game_settings = Some(serde_json::to_value(&settings)?);
    let trial = setup.trial(
        &manifest,
        Budget {
            think: args.think.map(Duration::from_millis),
            deals: args.deals,
        },
    );
    let mut recording = Recording::new(args.batch.record, &args.batch.batch);
    let code = batch::execute::<Simulate>(&args.batch.batch, manifest.clone(), |item| {
        let number = u32::try_from(item)?;
        let mut taker = Taker::default();
        let (game, outcome) = if recording.on() {
            trial.play_game(number, None, &mut [&mut taker])?
        } else {
            trial.play_game(number, None, &mut [])?
        };
        let mut line = GameLine::of(&trial, item, &game, &outcome, taker.actions);
        recording.keep(&manifest, &mut line.played);
        Ok(Line::Played(line))
    });
    recording.finish();
    code
}

fn percent(part: u32, whole: u32) -> f64 {
    100.0 * f64::from(part) / f64::from(whole.max(1))
}

fn report_lines(lines: &mut Vec<String>, report: &TrialReport, games_by_kind: bool) {
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
        lines.push(format!(
            "{}  seat-games  wins  win share (fair)  win rate (95% CI)",
            pad_right("kind", width)
        ));
        for kind in &report.kinds {
            let (low, high) = wilson_interval(kind.wins, kind.seat_games, Z_95);
            lines.push(format!(
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
    lines.push(format!(
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
        lines.push(format!(
            "{}  {:>20}  {:>22}",
            pad_right(&kind.level.to_string(), width),
            side(0),
            side(1)
        ));
    }
    lines.push(format!(
        "rounds won by the diggers: {} of {} ({:.1}%)",
        report.digger_rounds_won,
        report.rounds,
        percent(report.digger_rounds_won, report.rounds)
    ));
    for (turns, accuracy) in JUDGED_AFTER.iter().zip(&report.accuracy) {
        if accuracy.beliefs == 0 {
            continue;
        }
        lines.push(format!(
            "hard beliefs after {turns} turns ({} judged): true assignment given {:.1}% \
             (chance {:.1}%), named most likely {:.1}%",
            accuracy.beliefs,
            100.0 * accuracy.mean_true(),
            100.0 * accuracy.mean_chance(),
            100.0 * accuracy.named_share(),
        ));
    }
}
