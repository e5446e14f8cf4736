//! `arena` for every game with computer players, written once over the game contract:
//! built-in computer players and outside programs (see [`protocol`]) in the same games.
//!
//! Each game is one JSON line ([`GameLine`]: the game as its record describes it, and
//! what the arena counts of its programs); the report is computed from the
//! manifest and those lines alone, so a tournament is sharded, written and merged as
//! every batch command's is ([`crate::batch`]).

pub mod protocol;

use std::cell::RefCell;
use std::path::PathBuf;
use std::process::ExitCode;
use std::str::FromStr;
use std::time::Duration;

use anyhow::{Result, anyhow, bail};
use clap::Args;
use clap::error::ErrorKind;
use contract::stats::{self, Tally, Z_95, wilson_interval};
use contract::table::{Decision, Stopped};
use contract::{Bot, Game, Level, Seat};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::batch::{self, BatchArgs, Manifest};
use crate::records::Recordable;
use crate::records::line::{self, Played, Recording, Taker};
use crate::simulate::Items;
use crate::text::{pad_right, prefix, safe};
use crate::usage;
use protocol::{Fault, Program};

/// The flags every game's `arena` shares.
#[derive(Debug, Clone, Args)]
pub struct ArenaArgs {
    /// One player per seat, comma-separated: a built-in kind (as `simulate` names them)
    /// or exec:PROGRAM ARGS (split at spaces, no shell), for example
    /// exec:python3 examples/random_player.py; seats rotate between games
    #[arg(long, value_delimiter = ',', value_name = "PLAYERS")]
    pub seats: Vec<String>,
    /// Milliseconds each player may think over each move (1 to 600000)
    #[arg(long, value_name = "MS", default_value_t = 100,
          value_parser = clap::value_parser!(u64).range(1..=600_000))]
    pub think: u64,
    /// How many games; game i is dealt from seed S + i
    #[arg(long, short = 'g', value_name = "N", default_value_t = 10,
          value_parser = clap::value_parser!(u32).range(1..))]
    pub games: u32,
    #[command(flatten)]
    pub batch: BatchArgs,
    /// Keep every game in the records (`karty history`, `karty replay`), written many
    /// games a transaction, and its actions in the results lines
    #[arg(long, conflicts_with = "merge")]
    pub record: bool,
    #[command(flatten)]
    pub series: crate::simulate::MatchArg,
}

/// Who sits in a seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Player<L> {
    BuiltIn(L),
    /// An outside program's command line.
    Exec(String),
}

impl<L: FromStr> Player<L> {
    /// Reads one `--seats` entry; `None` when it names no kind.
    fn parse(text: &str) -> Option<Player<L>> {
        let text = text.trim();
        match text.strip_prefix("exec:") {
            Some(command) if !command.trim().is_empty() => {
                Some(Player::Exec(command.trim().to_string()))
            }
            Some(_) => None,
            None => text.parse().ok().map(Player::BuiltIn),
        }
    }
}

/// The built-in players of `players`, each given `budget` to think within (as long as
/// the programs may); the programs as they are.
pub fn thinking<L, B: Copy>(
    players: Vec<Player<L>>,
    budget: B,
) -> Vec<Player<contract::Thinking<L, B>>> {
    players
        .into_iter()
        .map(|player| match player {
            Player::BuiltIn(level) => Player::BuiltIn(contract::Thinking { level, budget }),
            Player::Exec(command) => Player::Exec(command),
        })
        .collect()
}

/// The `--seats` entries, or a usage error (exit 2) naming the one not understood.
pub fn players<L: FromStr>(args: &ArenaArgs) -> Vec<Player<L>> {
    if args.seats.is_empty() {
        usage(
            ErrorKind::MissingRequiredArgument,
            "--seats is needed (or --merge FILES to report on games already played)",
        );
    }
    args.seats
        .iter()
        .map(|text| {
            Player::parse(text).unwrap_or_else(|| {
                usage(
                    ErrorKind::InvalidValue,
                    format!(
                        "--seats: `{text}` is neither a kind of computer player nor exec:COMMAND"
                    ),
                )
            })
        })
        .collect()
}

/// One game as played: what the report is computed from. Its `game` names the game, so
/// that lines of different games are not merged; its seats are named as `--seats` names
/// them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameLine {
    #[serde(flatten)]
    pub played: Played,
    /// Per seat: the moves its program was asked for (0 for a built-in player).
    pub asked: Vec<u32>,
    /// Per seat: its program's faults, `[late, garbage, illegal, crashed]`.
    pub faults: Vec<[u32; 4]>,
}

/// Plays the tournament (`--merge` is [`merge`]) and prints its report or its JSON
/// lines. `described` is the game's settings as the manifest records them; `title` says
/// what is played ("makao (polish rules)").
pub fn run<G: Recordable, L: Level<G>>(
    settings: &G::Settings,
    args: &ArenaArgs,
    players: &[Player<L>],
    seed: u64,
    title: &str,
    described: Value,
) -> Result<ExitCode>
where
    G::Event: Serialize,
{
    let think = Duration::from_millis(args.think);
    let names: Vec<String> = players.iter().map(player_name).collect();
    let mut described = described;
    if let Value::Object(settings) = &mut described {
        settings.insert("seats".to_string(), Value::from(names.clone()));
    } else {
        described = json!({"game": described, "seats": names});
    }
    let mut manifest = Manifest::new(
        &command(G::NAME),
        format!("{title}, {} ms a move", args.think),
        described,
        json!({"think_ms": args.think}),
        seed,
        u64::from(args.games),
    );
    manifest.game_settings = Some(serde_json::to_value(settings)?);
    args.series.describe(&mut manifest);
    let mut legal = Vec::new();
    let mut recording = Recording::new(args.record, &args.batch);
    let code = batch::execute::<Arena>(&args.batch, manifest.clone(), |item| {
        let number = u32::try_from(item).map_err(|_| anyhow!("game {item}: too many games"))?;
        let game_seed = args.series.seed_of(&manifest, item);
        let seating = stats::seating(players, number);
        let record = recording.on();
        let deal =
            |seed: u64| G::new_game(settings, seed).map_err(|err| anyhow!("game {number}: {err}"));
        let mut line = match args.series.length {
            None => {
                play::<G, L>(
                    deal(game_seed)?,
                    number,
                    game_seed,
                    &seating,
                    think,
                    &mut legal,
                    record,
                )?
                .1
            }
            Some(length) => play_match::<G, L>(
                settings, length, number, game_seed, &seating, think, &mut legal,
            )?,
        };
        recording.keep(&manifest, &mut line.played);
        Ok(line)
    });
    recording.finish();
    code
}

/// The command a results file of `game`'s arena names.
pub fn command(game: &str) -> String {
    format!("{game} arena")
}

/// The most kinds of player a merged report rates against each other.
pub const MAX_KINDS: usize = 100;

/// `--merge`: the report of a tournament's shards, read back from their results files.
pub fn merge(game: &str, files: &[PathBuf]) -> Result<ExitCode> {
    batch::merge::<Arena>(files, &command(game))
}

/// The kinds the manifest seats.
fn kinds(manifest: &Manifest) -> Vec<&str> {
    manifest.settings["seats"]
        .as_array()
        .map(|seats| {
            seats
                .iter()
                .map(|s| s.as_str().unwrap_or_default())
                .collect()
        })
        .unwrap_or_default()
}

/// Every game's `arena`, as a batch command.
pub struct Arena;

impl batch::Batch for Arena {
    type Record = GameLine;
    const NOUN: &'static str = "games";

    fn lighten(record: &mut GameLine) {
        record.played.lighten();
    }

    fn item(record: &GameLine) -> u64 {
        record.played.item
    }

    fn check_manifest(manifest: &Manifest) -> Result<(), String> {
        let kinds = kinds(manifest);
        // Ratings take a table of kinds by kinds: a file naming thousands is no tournament.
        let mut distinct = kinds.clone();
        distinct.sort_unstable();
        distinct.dedup();
        if distinct.len() > MAX_KINDS {
            return Err(format!(
                "the manifest names {} kinds of player: a report has at most {MAX_KINDS}",
                distinct.len()
            ));
        }
        if kinds.is_empty() || kinds.len() > batch::MAX_SEATS {
            return Err(format!("the manifest seats {} players", kinds.len()));
        }
        Ok(())
    }

    fn check(manifest: &Manifest, record: &GameLine) -> Result<(), String> {
        let kinds = kinds(manifest);
        let seats = record.played.kinds();
        if seats.len() != record.asked.len() || seats.len() != record.faults.len() {
            return Err("seats, asked and faults differ in length".to_string());
        }
        if seats.len() != kinds.len() || !seats.iter().all(|seat| kinds.contains(&seat.as_str())) {
            return Err(format!(
                "game {} seats {}, not the players of the manifest",
                record.played.item,
                prefix(&seats.join(","))
            ));
        }
        if command(&record.played.game) != manifest.command {
            return Err(format!(
                "a game of {}, not of `{}`",
                prefix(&record.played.game),
                manifest.command
            ));
        }
        Ok(())
    }

    fn noun(manifest: &Manifest) -> &'static str {
        Items::of(manifest).plural()
    }

    fn report(manifest: &Manifest, records: &[GameLine]) -> Vec<String> {
        report(
            records,
            Items::of(manifest),
            &format!("{} of {}", manifest.of_shard(), manifest.title),
        )
    }
}

/// Who plays a seat during one game.
enum Sitter<G: Game> {
    Bot(Box<dyn Bot<G>>),
    Program(Program),
}

/// One seat of an arena game as the driver's player: a built-in player, or a program
/// asked over the protocol (a faulted move is played by `stand_in`, and counted).
struct Sitting<'a, G: Game> {
    sitter: Sitter<G>,
    think: Duration,
    stand_in: &'a RefCell<contract::RandomBot>,
    /// What the seat heard since it was last asked, as the protocol sends it.
    news: Vec<Value>,
    asked: u32,
    faults: [u32; 4],
}

impl<G: Game> contract::Player<G> for Sitting<'_, G>
where
    G::Event: Serialize,
{
    fn decide(&mut self, seat: &Seat<'_, G>, legal: &[G::Action]) -> Decision<G::Action> {
        let program = match &mut self.sitter {
            Sitter::Bot(bot) => {
                return bot
                    .choose(seat, legal)
                    .map_or(Decision::Gone, Decision::Act);
            }
            Sitter::Program(program) => program,
        };
        self.asked += 1;
        let texts: Vec<String> = legal.iter().map(ToString::to_string).collect();
        let position = json!({
            "type": "position",
            "view": seat.view(),
            "legal": texts,
            "events": std::mem::take(&mut self.news),
        });
        let answer = program.ask(&position, self.think).and_then(|best| {
            let best = best.trim();
            texts
                .iter()
                .position(|text| text == best)
                .and_then(|at| legal.get(at).copied())
                .or_else(|| seat.parse_action(best).ok().filter(|a| legal.contains(a)))
                .ok_or(Fault::Illegal)
        });
        match answer {
            Ok(action) => Decision::Act(action),
            Err(fault) => {
                self.faults[fault as usize] += 1;
                let chosen = <contract::RandomBot as Bot<G>>::choose(
                    &mut self.stand_in.borrow_mut(),
                    seat,
                    legal,
                );
                chosen.map_or(Decision::Gone, Decision::Act)
            }
        }
    }

    fn heard(&mut self, _turn: u64, _actor: usize, _action: G::Action, events: &[G::Event]) {
        match &mut self.sitter {
            Sitter::Bot(bot) => {
                for event in events {
                    bot.observe(event);
                }
            }
            Sitter::Program(_) => self.news.extend(
                events
                    .iter()
                    .map(|event| serde_json::to_value(event).unwrap_or(Value::Null)),
            ),
        }
    }

    fn listens(&self) -> bool {
        match &self.sitter {
            Sitter::Bot(bot) => bot.listens(),
            Sitter::Program(_) => true,
        }
    }
}

/// Plays one game to its end through the driver. Only the engine or a built-in player
/// breaking the contract is an error; whatever a program does is a fault counted
/// against it.
fn play<G: Game, L: Level<G>>(
    game: G,
    number: u32,
    seed: u64,
    seating: &[Player<L>],
    think: Duration,
    legal: &mut Vec<G::Action>,
    record: bool,
) -> Result<(G, GameLine)>
where
    G::Event: Serialize,
{
    let players = game.players();
    if players != seating.len() {
        bail!("{} seats for {players} players", seating.len());
    }
    // A faulted program's move is chosen by a random player of the game's own seed.
    let stand_in = RefCell::new(contract::RandomBot::new(stats::bot_seed(seed, players)));
    let mut sittings: Vec<Sitting<'_, G>> = Vec::with_capacity(players);
    for (seat, player) in seating.iter().enumerate() {
        let sitter = match player {
            Player::BuiltIn(level) => Sitter::Bot(level.bot(seat, stats::bot_seed(seed, seat))),
            Player::Exec(command) => {
                let hello = json!({"type": "start", "protocol": protocol::VERSION,
                                   "game": G::NAME, "seat": seat, "players": players,
                                   "seed": seed});
                let program = Program::start(command, &hello).map_err(|err| {
                    anyhow!(
                        "cannot start the program of seat {} (`{}`): {}",
                        seat + 1,
                        safe(command),
                        safe(&err)
                    )
                })?;
                Sitter::Program(program)
            }
        };
        sittings.push(Sitting {
            sitter,
            think,
            stand_in: &stand_in,
            news: Vec::new(),
            asked: 0,
            faults: [0; 4],
        });
    }
    let mut table = contract::Table::new(game);
    let mut taker = Taker::default();
    let stopped = {
        let mut players: Vec<&mut dyn contract::Player<G>> = sittings
            .iter_mut()
            .map(|sitting| sitting as &mut dyn contract::Player<G>)
            .collect();
        let mut observers: Vec<&mut dyn contract::Observer<G>> = Vec::new();
        if record {
            observers.push(&mut taker);
        }
        contract::table::run(&mut table, &mut players, &mut observers, legal)
    };
    match stopped {
        Stopped::Over => {}
        Stopped::Failed { seat, reason } => bail!(
            "game {number} (seed {seed}): the player in seat {} {reason}",
            seat + 1
        ),
        Stopped::Gone { seat } | Stopped::Quit { seat } => bail!(
            "game {number} (seed {seed}): the computer player in seat {} chose no legal action",
            seat + 1
        ),
    }
    let length = u32::try_from(table.turn()).unwrap_or(u32::MAX);
    let game = table.into_game();
    let winners = game.winners();
    let points = game.points();
    let mut asked = Vec::with_capacity(players);
    let mut faults = Vec::with_capacity(players);
    for mut sitting in sittings {
        asked.push(sitting.asked);
        faults.push(sitting.faults);
        if let Sitter::Program(program) = sitting.sitter {
            program.finish(&json!({
                "type": "end",
                "events": std::mem::take(&mut sitting.news),
                "winners": winners,
                "points": points,
            }));
        }
    }
    let line = GameLine {
        played: Played {
            item: u64::from(number),
            game: G::NAME.to_string(),
            seed,
            seats: seating
                .iter()
                .map(|player| line::seat(player_name(player)))
                .collect(),
            winners,
            points,
            length,
            actions: taker.actions,
        },
        asked,
        faults,
    };
    Ok((game, line))
}

/// Plays a match of `length` games between the same seats as one line (as
/// [`contract::simulate::play_match`] does for built-in players): the seats ahead on
/// the match's total win it; its points, length, questions and faults are the games'
/// sums. Each game starts the programs afresh, as any game does.
fn play_match<G: Game, L: Level<G>>(
    settings: &G::Settings,
    length: u32,
    number: u32,
    seed: u64,
    seating: &[Player<L>],
    think: Duration,
    legal: &mut Vec<G::Action>,
) -> Result<GameLine>
where
    G::Event: Serialize,
{
    let mut total: Option<GameLine> = None;
    let series = contract::Series::play_match::<G, anyhow::Error>(
        settings,
        seating.len(),
        length,
        seed,
        |game, game_seed| {
            let (game, line) = play(game, number, game_seed, seating, think, legal, false)?;
            match &mut total {
                None => total = Some(line),
                Some(sum) => {
                    sum.played.length = sum.played.length.saturating_add(line.played.length);
                    for (sum, asked) in sum.asked.iter_mut().zip(line.asked) {
                        *sum = sum.saturating_add(asked);
                    }
                    for (sum, faults) in sum.faults.iter_mut().zip(line.faults) {
                        for (sum, fault) in sum.iter_mut().zip(faults) {
                            *sum = sum.saturating_add(fault);
                        }
                    }
                }
            }
            Ok(game)
        },
        |err| anyhow!("game {number}: {err}"),
    )?;
    let mut line = total.ok_or_else(|| anyhow!("match {number}: no game played"))?;
    line.played.seed = seed;
    line.played.winners = series.leaders();
    line.played.points = series.points;
    Ok(line)
}

fn player_name<L: std::fmt::Display>(player: &Player<L>) -> String {
    match player {
        Player::BuiltIn(level) => level.to_string(),
        Player::Exec(command) => format!("exec:{command}"),
    }
}

/// One kind of player's results over a tournament.
#[derive(Debug, Clone, Default)]
struct KindLine {
    name: String,
    seat_games: u32,
    wins: u32,
    points: Tally,
    asked: u32,
    faults: [u32; 4],
}

/// Per kind: win rates with 95% Wilson intervals, mean points, faults; then ratings.
/// `title` follows "N games".
fn report(records: &[GameLine], items: Items, title: &str) -> Vec<String> {
    let mut lines = Vec::new();
    let mut kinds: Vec<KindLine> = Vec::new();
    let mut scored = false;
    for record in records {
        for (seat, name) in record.played.kinds().iter().enumerate() {
            let at = match kinds.iter().position(|kind| kind.name == safe(name)) {
                Some(at) => at,
                None => {
                    kinds.push(KindLine {
                        name: safe(name),
                        ..KindLine::default()
                    });
                    kinds.len() - 1
                }
            };
            let kind = &mut kinds[at];
            kind.seat_games = kind.seat_games.saturating_add(1);
            kind.wins = kind
                .wins
                .saturating_add(u32::from(record.played.winners.contains(&seat)));
            if let Some(points) = &record.played.points {
                scored = true;
                kind.points
                    .add(points.get(seat).copied().unwrap_or(0) as f64);
            }
            kind.asked = kind
                .asked
                .saturating_add(record.asked.get(seat).copied().unwrap_or(0));
            if let Some(faults) = record.faults.get(seat) {
                for (sum, count) in kind.faults.iter_mut().zip(faults) {
                    *sum = sum.saturating_add(*count);
                }
            }
        }
    }
    lines.push(format!("{}{title}", items.count(records.len())));
    let width = kinds
        .iter()
        .map(|kind| kind.name.chars().count())
        .max()
        .unwrap_or(0)
        .max(4);
    let mut header = format!(
        "{}  {}  wins   win rate (95% CI)",
        pad_right("kind", width),
        items.plural(),
    );
    let counts = items.plural().len();
    if scored {
        header.push_str(&format!("      points a {}", items.item()));
    }
    header.push_str("  moves asked  faults (late, garbage, illegal, crashed)");
    lines.push(header);
    for kind in &kinds {
        let rate = if kind.seat_games == 0 {
            0.0
        } else {
            f64::from(kind.wins) / f64::from(kind.seat_games)
        };
        let (low, high) = wilson_interval(kind.wins, kind.seat_games, Z_95);
        let mut line = format!(
            "{}  {:>counts$}  {:>5}  {:>5.1}% ({:.1}% to {:.1}%)",
            pad_right(&kind.name, width),
            kind.seat_games,
            kind.wins,
            100.0 * rate,
            100.0 * low,
            100.0 * high,
        );
        if scored {
            line.push_str(&format!("  {:>15.1}", kind.points.mean()));
        }
        let [late, garbage, illegal, crashed] = kind.faults;
        line.push_str(&format!(
            "  {:>11}  {} ({late}, {garbage}, {illegal}, {crashed})",
            kind.asked,
            u64::from(late) + u64::from(garbage) + u64::from(illegal) + u64::from(crashed)
        ));
        lines.push(line);
    }
    if kinds.len() > 1 {
        lines.push(
            "rating (Bradley-Terry over pairs of kinds in a game, Elo scale, mean 0):".to_string(),
        );
        let names: Vec<&str> = kinds.iter().map(|kind| kind.name.as_str()).collect();
        let ratings = ratings(records, &names);
        for (name, rating) in names.iter().zip(ratings) {
            lines.push(format!("  {}  {rating:+6.0}", pad_right(name, width)));
        }
    }
    lines
}

/// Bradley–Terry strengths of `names`, on the Elo scale with mean 0. In each game, every
/// pair of seats of different kinds where one seat won and the other did not is one win
/// for the winner's kind; each pair of kinds starts with half a win each way, so a kind
/// that never lost stays finite. Fitted by Hunter's MM iteration.
fn ratings(records: &[GameLine], names: &[&str]) -> Vec<f64> {
    let n = names.len();
    let mut wins = vec![vec![0.0f64; n]; n];
    for (i, row) in wins.iter_mut().enumerate() {
        for (j, cell) in row.iter_mut().enumerate() {
            if i != j {
                *cell = 0.5;
            }
        }
    }
    for record in records {
        let index: Vec<Option<usize>> = record
            .played
            .seats
            .iter()
            .map(|seat| names.iter().position(|name| *name == safe(&seat.name)))
            .collect();
        for (a, kind_a) in index.iter().enumerate() {
            for (b, kind_b) in index.iter().enumerate() {
                if let (Some(i), Some(j)) = (kind_a, kind_b)
                    && i != j
                    && record.played.winners.contains(&a)
                    && !record.played.winners.contains(&b)
                {
                    wins[*i][*j] += 1.0;
                }
            }
        }
    }
    let mut strength = vec![1.0f64; n];
    for _ in 0..200 {
        let next: Vec<f64> = (0..n)
            .map(|i| {
                let won: f64 = wins[i].iter().sum();
                let against: f64 = (0..n)
                    .filter(|&j| j != i)
                    .map(|j| (wins[i][j] + wins[j][i]) / (strength[i] + strength[j]))
                    .sum();
                if against > 0.0 {
                    won / against
                } else {
                    strength[i]
                }
            })
            .collect();
        strength = next;
    }
    let elo: Vec<f64> = strength.iter().map(|s| 400.0 * s.log10()).collect();
    let mean = elo.iter().sum::<f64>() / n.max(1) as f64;
    elo.iter().map(|rating| rating - mean).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(seats: &[&str], winners: &[usize]) -> GameLine {
        GameLine {
            played: Played {
                item: 0,
                game: "test".into(),
                seed: 0,
                seats: seats.iter().map(|s| line::seat(s.to_string())).collect(),
                winners: winners.to_vec(),
                points: None,
                length: 1,
                actions: Vec::new(),
            },
            asked: vec![0; seats.len()],
            faults: vec![[0; 4]; seats.len()],
        }
    }

    #[test]
    fn the_kind_that_wins_more_rates_higher_and_ratings_average_zero() {
        let mut records = Vec::new();
        for game in 0..10 {
            records.push(record(&["a", "b"], &[usize::from(game >= 8)]));
        }
        let ratings = ratings(&records, &["a", "b"]);
        assert!(ratings[0] > 100.0 && ratings[1] < -100.0, "{ratings:?}");
        assert!((ratings[0] + ratings[1]).abs() < 1e-9);
        let even = super::ratings(
            &[record(&["a", "b"], &[0]), record(&["a", "b"], &[1])],
            &["a", "b"],
        );
        assert!(even[0].abs() < 1e-6, "{even:?}");
    }

    #[test]
    fn game_records_survive_a_json_line() {
        let game = record(&["random", "exec:python3 p.py"], &[1]);
        let line = serde_json::to_string(&game).unwrap();
        assert!(!line.contains('\n'));
        assert_eq!(serde_json::from_str::<GameLine>(&line).unwrap(), game);
    }
}
