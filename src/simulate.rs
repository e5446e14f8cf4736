//! `simulate` for every game with computer players, written once over the game contract:
//! the same flags, a progress bar on stderr (on a terminal), then on stdout each kind's
//! share of the games its seats won with 95% Wilson intervals, points where the game
//! scores them, the game length, the game's own figures, and the speed. A batch is
//! sharded, written and merged as every batch command's is ([`crate::batch`]).

use std::process::ExitCode;

use anyhow::{Result, anyhow};
use clap::Args;
use contract::simulate::{GameResult, Report, play_match, play_one, play_one_observed};
use contract::{Level, stats};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::batch::{self, BatchArgs, Manifest};
use crate::progress;
use crate::records::Recordable;
use crate::records::line::{self, Played, Recording, Taker};
use crate::text::pad_right;

/// The flags every game's `simulate` shares (the seats are each game's own, since the
/// kinds of computer player differ).
#[derive(Debug, Clone, Args)]
pub struct Batch {
    /// How many games; game i is dealt from seed S + i
    #[arg(long, short = 'g', value_name = "N", default_value_t = 1000,
          value_parser = clap::value_parser!(u32).range(1..))]
    pub games: u32,
    #[command(flatten)]
    pub batch: BatchArgs,
    /// Keep every game in the records (`karty history`, `karty replay`), written many
    /// games a transaction, and its actions in the results lines
    #[arg(long, conflicts_with = "merge")]
    pub record: bool,
}

/// The most games a match of a batch may have.
pub const MAX_MATCH: u32 = 1000;

/// `--match N`: each item of a batch is a match of N games between the same seats, the
/// way a table plays one ([`contract::Series`]).
#[derive(Debug, Clone, Copy, Default, Args)]
pub struct MatchArg {
    /// Play each item as a match of N games between the same seats (the dealer going
    /// round), won on its total: points where the game scores them (the lowest with
    /// serbian rules), else games won. Item i's games are dealt from seeds S + i·N on
    #[arg(long = "match", visible_alias = "hands", value_name = "N", conflicts_with = "record",
          value_parser = clap::value_parser!(u32).range(1..=i64::from(MAX_MATCH)))]
    pub length: Option<u32>,
}

impl MatchArg {
    /// The seed item `item` is dealt from: a match's games follow one another, so
    /// matches never share a deal.
    pub fn seed_of(self, manifest: &Manifest, item: u64) -> u64 {
        let games = u64::from(self.length.unwrap_or(1));
        manifest.seed.wrapping_add(item.wrapping_mul(games))
    }

    /// Notes the match's length in the manifest, so shards of another length do not merge.
    pub fn describe(self, manifest: &mut Manifest) {
        if let (Some(length), Value::Object(settings)) = (self.length, &mut manifest.settings) {
            settings.insert("match".to_string(), Value::from(length));
        }
    }
}

/// What a batch of games calls its items: games, or matches of a set number of games
/// where the manifest says so (`--match`): the games a match, if so.
#[derive(Debug, Clone, Copy)]
pub struct Items(pub Option<u64>);

impl Items {
    pub fn of(manifest: &Manifest) -> Items {
        Items(manifest.settings.get("match").and_then(Value::as_u64))
    }

    pub fn item(self) -> &'static str {
        if self.0.is_some() { "match" } else { "game" }
    }

    pub fn plural(self) -> &'static str {
        if self.0.is_some() { "matches" } else { "games" }
    }

    /// "4 games", "4 matches of 3 games".
    pub fn count(self, items: usize) -> String {
        match self.0 {
            Some(length) => format!("{items} matches of {length} games"),
            None => format!("{items} games"),
        }
    }
}

/// One game of a simulation, as its results file holds it: the game as its record
/// describes it, and the game's own figures.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameLine {
    #[serde(flatten)]
    pub played: Played,
    #[serde(default)]
    pub figures: Vec<(String, f64)>,
}

impl GameLine {
    fn result(&self) -> GameResult {
        GameResult {
            winners: self.played.winners.clone(),
            actions: self.played.length,
            points: self.played.points.clone(),
            figures: self.figures.clone(),
        }
    }
}

/// The kinds a line seats: its own, or, for a line built only to be counted, the
/// rotation of the first game's `seats` that its item was played with.
fn kinds_of(record: &GameLine, seats: &[String]) -> Vec<String> {
    if record.played.seats.is_empty() {
        let item = u32::try_from(record.played.item).unwrap_or(u32::MAX);
        stats::seating(seats, item)
    } else {
        record.played.kinds()
    }
}

/// Every game's `simulate`, as a batch command.
pub struct Simulate;

/// The kinds of the first game, in seat order, as the manifest lists them.
fn first_seats(manifest: &Manifest) -> Vec<String> {
    manifest.settings["seats"]
        .as_array()
        .map(|seats| {
            seats
                .iter()
                .map(|seat| seat.as_str().unwrap_or_default().to_string())
                .collect()
        })
        .unwrap_or_default()
}

impl batch::Batch for Simulate {
    type Record = GameLine;
    const NOUN: &'static str = "games";

    fn noun(manifest: &Manifest) -> &'static str {
        Items::of(manifest).plural()
    }

    fn lighten(record: &mut GameLine) {
        record.played.lighten();
    }

    fn item(record: &GameLine) -> u64 {
        record.played.item
    }

    fn check_manifest(manifest: &Manifest) -> Result<(), String> {
        let seats = first_seats(manifest).len();
        if seats == 0 || seats > batch::MAX_SEATS {
            return Err(format!("the manifest seats {seats} players"));
        }
        Ok(())
    }

    fn check(manifest: &Manifest, record: &GameLine) -> Result<(), String> {
        let seats = first_seats(manifest);
        let kinds = record.played.kinds();
        if kinds.len() != seats.len() || !kinds.iter().all(|s| seats.contains(s)) {
            return Err(format!(
                "game {} seats {}, not the kinds of the manifest",
                record.played.item,
                kinds.join(",")
            ));
        }
        Ok(())
    }

    fn report(manifest: &Manifest, records: &[GameLine]) -> Vec<String> {
        let seats = first_seats(manifest);
        let mut report = Report::new(&seats);
        for record in records {
            report.add(&kinds_of(record, &seats), &record.result());
        }
        let games = u32::try_from(manifest.items).unwrap_or(u32::MAX);
        lines(&report, manifest, &seats, games)
    }
}

/// The manifest of a game's simulation: `settings` are the game's (its seats added).
pub fn manifest<L: std::fmt::Display>(
    command: &str,
    title: &str,
    mut settings: Value,
    limits: Value,
    seats: &[L],
    games: u32,
    seed: u64,
) -> Manifest {
    let seats: Vec<String> = seats.iter().map(ToString::to_string).collect();
    if let Value::Object(settings) = &mut settings {
        settings.insert("seats".to_string(), Value::from(seats));
    } else {
        settings = serde_json::json!({"game": settings, "seats": seats});
    }
    Manifest::new(
        command,
        title.to_string(),
        settings,
        limits,
        seed,
        u64::from(games),
    )
}

/// Plays the batch (or merges shards with `--merge`) and prints the report; `manifest`
/// says what is played (see [`manifest`]). With `--record`, every game is kept in the
/// records too.
pub fn run<G: Recordable, L: Level<G>>(
    settings: G::Settings,
    seats: Vec<L>,
    args: &Batch,
    series: MatchArg,
    mut manifest: Manifest,
) -> Result<ExitCode> {
    series.describe(&mut manifest);
    manifest.game_settings = Some(serde_json::to_value(&settings)?);
    let mut legal = Vec::new();
    let mut recording = Recording::new(args.record, &args.batch);
    let whole = recording.on() || args.batch.out.is_some() || args.batch.json;
    let code = batch::execute::<Simulate>(&args.batch, manifest.clone(), |item| {
        let number = u32::try_from(item).map_err(|_| anyhow!("game {item}: too many games"))?;
        let seed = series.seed_of(&manifest, item);
        let seating = stats::seating(&seats, number);
        let mut taker = Taker::default();
        let result = if let Some(length) = series.length {
            play_match(&settings, length, number, seed, &seating, &mut legal)?
        } else if recording.on() {
            play_one_observed(
                &settings,
                number,
                seed,
                &seating,
                &mut legal,
                &mut [&mut taker],
            )?
            .1
        } else {
            play_one(&settings, number, seed, &seating, &mut legal)?.1
        };
        // A line neither written nor recorded is only counted: it is built as light
        // as the report keeps it (see `Played::lighten`), sparing each game's strings;
        // its seats are the rotation of the first game's (see `kinds_of`).
        let seats = seating
            .iter()
            .filter(|_| whole)
            .map(|kind| line::seat(kind.to_string()));
        let mut line = GameLine {
            played: Played {
                item,
                game: if whole {
                    G::NAME.to_string()
                } else {
                    String::new()
                },
                seed,
                seats: seats.collect(),
                winners: result.winners,
                points: result.points,
                length: result.actions,
                actions: taker.actions,
            },
            figures: result.figures,
        };
        recording.keep(&manifest, &mut line.played);
        Ok(line)
    });
    recording.finish();
    code
}

fn lines(
    report: &Report<String>,
    manifest: &Manifest,
    seats: &[String],
    games: u32,
) -> Vec<String> {
    let items = Items::of(manifest);
    let (item, plural) = (items.item(), items.plural());
    // A match's games are dealt one seed after another.
    let dealt = u32::try_from(items.0.unwrap_or(1))
        .unwrap_or(1)
        .saturating_mul(games);
    let items = items.count(report.games as usize);
    let mut lines = vec![format!(
        "{items}{} of {}, {}",
        manifest.of_shard(),
        manifest.title,
        progress::seeds_and_seats(manifest.seed, dealt, seats),
    )];
    let width = report
        .kinds
        .iter()
        .map(|kind| kind.level.chars().count())
        .max()
        .unwrap_or(0)
        .max(4);
    let mut header = format!(
        "{}  seats  wins   win rate (95% CI)",
        pad_right("kind", width)
    );
    if report.scored {
        header.push_str(&format!("             points a {item} (95% CI)"));
    }
    lines.push(header);
    for kind in &report.kinds {
        let (rate, (low, high)) = kind.win_rate();
        let mut line = format!(
            "{}  {:>5}  {:>5}  {:>5.1}% ({:.1}% to {:.1}%)",
            pad_right(&kind.level, width),
            kind.seats,
            kind.wins,
            100.0 * rate,
            100.0 * low,
            100.0 * high,
        );
        if report.scored {
            let (low, high) = kind.points.interval();
            line.push_str(&format!(
                "  {:>7.1} ({:.1} to {:.1})",
                kind.points.mean(),
                low,
                high
            ));
        }
        lines.push(line);
    }
    lines.push(format!(
        "fair share: {:.1}% of a seat's {plural}; mean {item} length: {:.1} actions; {plural} nobody won: {}",
        100.0 * report.fair_share(),
        report.mean_length(),
        report.no_winner,
    ));
    for (name, tally) in &report.figures {
        lines.push(format!("mean {name}: {:.2}", tally.mean()));
    }
    lines
}
