//! One game of a batch (`simulate`, `arena`) in the words of a game record: the results
//! line of `--out`/`--json` and the record `--record` keeps (and `karty replay --import`
//! reads back from a results file) are the same description, one written from the other
//! ([`record_of`]). The manifest line says what every line shares (settings, karty's
//! version), so a line says only what is its own.
//!
//! [`Writer`] keeps a batch's records in the database a transaction per many games, so
//! recording costs a simulation little.

use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use super::{ActionNote, Ending, FORMAT, GameRecord, SeatNote, store};
use crate::batch::{Manifest, Shard};

/// A game of a batch, as its results line and its record describe it alike.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "PlayedFile")]
pub struct Played {
    /// Its number in the batch (from 0): it was dealt from the manifest's seed + item.
    pub item: u64,
    /// The game's name in the registry (`makao`).
    pub game: String,
    pub seed: u64,
    /// Who sat in each seat: a kind of computer player (or an outside program) by name,
    /// which is also its level.
    pub seats: Vec<SeatNote>,
    pub winners: Vec<usize>,
    pub points: Option<Vec<i64>>,
    /// How many actions the game took.
    pub length: u32,
    /// Every action in order, with `--record` (a results file without them holds what
    /// the report needs, not enough to replay).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub actions: Vec<ActionNote>,
}

impl Played {
    /// What the record takes of this line: a copy where the line is written with its
    /// actions, else its actions themselves (the report needs none of them).
    pub fn for_record(&mut self, written: bool) -> Played {
        if written {
            return self.clone();
        }
        let actions = std::mem::take(&mut self.actions);
        Played {
            actions,
            ..self.clone()
        }
    }

    /// Drops what a batch's report does not read (the actions, the game's name, the
    /// seats' levels, which are their names), so a large batch's report fits in memory.
    pub fn lighten(&mut self) {
        self.actions = Vec::new();
        self.game = String::new();
        for seat in &mut self.seats {
            seat.level = None;
        }
    }

    /// The seats' kinds, in seat order, as `--seats` names them.
    pub fn kinds(&self) -> Vec<String> {
        self.seats.iter().map(|seat| seat.name.clone()).collect()
    }
}

/// A computer seat of a batch: its kind is its name and its level.
pub fn seat(kind: String) -> SeatNote {
    SeatNote {
        level: Some(kind.clone()),
        name: kind,
    }
}

/// A results line as files hold it: this version's, or the first results format's
/// (`game` the item's number in a simulation, `number` in an arena, `seats` by kind,
/// `actions` a count).
#[derive(Deserialize)]
struct PlayedFile {
    #[serde(default)]
    item: Option<u64>,
    #[serde(default)]
    number: Option<u64>,
    #[serde(default)]
    game: Option<NameOrNumber>,
    seed: u64,
    seats: Vec<SeatFile>,
    #[serde(default)]
    winners: Vec<usize>,
    #[serde(default)]
    points: Option<Vec<i64>>,
    #[serde(default)]
    length: Option<u32>,
    #[serde(default)]
    actions: Option<CountOrList>,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum NameOrNumber {
    Name(String),
    Number(u64),
}

#[derive(Deserialize)]
#[serde(untagged)]
enum SeatFile {
    Kind(String),
    Note(SeatNote),
}

#[derive(Deserialize)]
#[serde(untagged)]
enum CountOrList {
    Count(u32),
    List(Vec<ActionNote>),
}

impl TryFrom<PlayedFile> for Played {
    type Error = String;

    fn try_from(file: PlayedFile) -> Result<Played, String> {
        let (game, number) = match file.game {
            Some(NameOrNumber::Name(name)) => (name, None),
            Some(NameOrNumber::Number(number)) => (String::new(), Some(number)),
            None => (String::new(), None),
        };
        let item = file
            .item
            .or(file.number)
            .or(number)
            .ok_or("a game's line needs its item")?;
        let (actions, count) = match file.actions {
            Some(CountOrList::List(actions)) => {
                let count = u32::try_from(actions.len()).unwrap_or(u32::MAX);
                (actions, Some(count))
            }
            Some(CountOrList::Count(count)) => (Vec::new(), Some(count)),
            None => (Vec::new(), None),
        };
        let length = file
            .length
            .or(count)
            .ok_or("a game's line needs its length")?;
        let seats = file
            .seats
            .into_iter()
            .map(|seat| match seat {
                SeatFile::Kind(kind) => self::seat(kind),
                SeatFile::Note(note) => note,
            })
            .collect();
        Ok(Played {
            item,
            game,
            seed: file.seed,
            seats,
            winners: file.winners,
            points: file.points,
            length,
            actions,
        })
    }
}

/// The game `manifest`'s batch plays: the line's own name, or the first word of the
/// command (`makao simulate`) for a line of the first results format.
fn game_of(manifest: &Manifest, played: &Played) -> String {
    if played.game.is_empty() {
        manifest
            .command
            .split_whitespace()
            .next()
            .unwrap_or_default()
            .to_string()
    } else {
        played.game.clone()
    }
}

/// What the unique ids of a batch's records begin with, the same however its shards
/// were run: recording a game again (an import of the results file of a `--record` run,
/// a batch run again) replaces its record instead of keeping it twice.
pub fn batch_id(manifest: &Manifest) -> String {
    let whole = Manifest {
        shard: Shard::WHOLE,
        ..manifest.clone()
    };
    let text = serde_json::to_string(&whole).unwrap_or_default();
    // FNV-1a: stable across builds and machines, unlike the standard library's hasher.
    let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    });
    format!("batch-{hash:016x}")
}

/// The record of a batch's game: the line's own fields, the rest from the manifest;
/// `batch` is [`batch_id`] of the manifest. `None` where the line cannot be replayed (no
/// actions, or a manifest without the game's settings).
pub fn record_of(manifest: &Manifest, batch: &str, played: Played) -> Option<GameRecord> {
    let settings = manifest.game_settings.clone()?;
    if played.actions.is_empty() && played.length > 0 {
        return None;
    }
    let now = super::now();
    Some(GameRecord {
        format: FORMAT,
        uid: format!("{batch}-{}", played.item),
        game: game_of(manifest, &played),
        key: None,
        settings: Some(settings),
        seed: Some(played.seed),
        start: None,
        end: None,
        seats: played.seats,
        actions: played.actions,
        winners: played.winners,
        points: played.points,
        outcome: None,
        moves: None,
        started: now,
        ended: Some(now),
        ending: Ending::Finished,
        undos: 0,
        hinted: false,
        version: manifest.karty.clone(),
    })
}

/// The records of a batch's results file (`--out` with `--record`), in its order, and
/// how many of its games cannot be kept (their lines have no actions).
pub fn records_in(name: &str, text: &str) -> anyhow::Result<(Vec<GameRecord>, u64)> {
    let mut manifest: Option<(Manifest, String)> = None;
    let mut records = Vec::new();
    let mut bare = 0u64;
    for (number, line) in (1..).zip(text.lines()) {
        if line.trim().is_empty() {
            continue;
        }
        if let Ok(found) = serde_json::from_str::<Manifest>(line) {
            let batch = batch_id(&found);
            manifest = Some((found, batch));
            continue;
        }
        let Some((manifest, batch)) = &manifest else {
            anyhow::bail!(
                "{name} line {number}: not a results file (its first line is not a manifest)"
            );
        };
        let played: Played = serde_json::from_str(line).map_err(|err| {
            anyhow::anyhow!(
                "{name} line {number}: not a game of a batch: {}",
                crate::text::prefix(&err.to_string())
            )
        })?;
        match record_of(manifest, batch, played) {
            Some(record) => records.push(record),
            None => bare += 1,
        }
    }
    Ok((records, bare))
}

/// Whether `text` is a batch's results file (its first line a manifest) rather than
/// one exported record.
pub fn is_results(text: &str) -> bool {
    text.lines()
        .find(|line| !line.trim().is_empty())
        .is_some_and(|line| serde_json::from_str::<Manifest>(line).is_ok())
}

/// The actions of a game, as the driver hands them: what `--record` adds to a batch's
/// line.
#[derive(Debug, Default)]
pub struct Taker {
    pub actions: Vec<ActionNote>,
}

impl<G: contract::Game> contract::Observer<G> for Taker {
    fn sight(&self) -> contract::Sight {
        contract::Sight::Everything
    }

    fn heard(&mut self, _turn: u64, actor: usize, action: G::Action, _events: &[G::Event]) {
        self.actions.push(ActionNote {
            seat: actor,
            action: action.to_string(),
        });
    }
}

/// What `--record` asks of a batch run: a writer where it was given, and whether the
/// run's lines are written (they then keep their actions; else the records take them).
pub struct Recording {
    writer: Option<Writer>,
    written: bool,
}

impl Recording {
    pub fn new(record: bool, args: &crate::batch::BatchArgs) -> Recording {
        Recording {
            writer: record.then(Writer::new),
            written: args.out.is_some() || args.json,
        }
    }

    /// Whether the games are recorded (their actions taken).
    pub fn on(&self) -> bool {
        self.writer.is_some()
    }

    /// Keeps the record of a game of `manifest`'s batch, where asked.
    pub fn keep(&mut self, manifest: &Manifest, played: &mut Played) {
        if let Some(writer) = self.writer.as_mut() {
            writer.keep(manifest, played.for_record(self.written));
        }
    }

    /// Writes what waits and says how many games were kept, where asked.
    pub fn finish(self) {
        if let Some(writer) = self.writer {
            writer.finish();
        }
    }
}

/// How many records a transaction takes at most.
const BATCH: usize = 1000;
/// How long records wait at most before they are written.
const WAIT: Duration = Duration::from_secs(2);

/// Writes a batch's records to the database, many in one transaction (or, when the
/// database cannot take them, to the spool the next run imports).
pub struct Writer {
    pending: Vec<GameRecord>,
    /// The batch's [`batch_id`], once known.
    batch: Option<String>,
    since: Instant,
    /// Records written (or spooled).
    pub kept: u64,
    failed: bool,
}

impl Default for Writer {
    fn default() -> Writer {
        Writer::new()
    }
}

impl Writer {
    pub fn new() -> Writer {
        Writer {
            pending: Vec::new(),
            batch: None,
            since: Instant::now(),
            kept: 0,
            failed: false,
        }
    }

    /// Keeps `record`, written with others once enough wait or enough time has passed.
    pub fn add(&mut self, record: GameRecord) {
        self.pending.push(record);
        if self.pending.len() >= BATCH || self.since.elapsed() >= WAIT {
            self.flush();
        }
    }

    /// Keeps the record of a game of `manifest`'s batch (one batch a writer), where its
    /// line can be replayed.
    pub fn keep(&mut self, manifest: &Manifest, played: Played) {
        let batch = self.batch.get_or_insert_with(|| batch_id(manifest));
        if let Some(record) = record_of(manifest, batch, played) {
            self.add(record);
        }
    }

    /// Writes what waits, and says on stderr how many games the run kept.
    pub fn finish(mut self) {
        self.flush();
        eprintln!("{} games kept in the records (karty history)", self.kept);
    }

    /// Writes what waits; its ids in the database, where it took them.
    pub fn flush(&mut self) -> Vec<i64> {
        self.since = Instant::now();
        if self.pending.is_empty() {
            return Vec::new();
        }
        let records = std::mem::take(&mut self.pending);
        let count = records.len() as u64;
        let written = if self.failed {
            Err(None)
        } else {
            store::with(|store| store.insert_all(&records)).map_err(Some)
        };
        match written {
            Ok(ids) => {
                self.kept += count;
                ids
            }
            Err(err) => {
                if let Some(err) = err {
                    self.failed = true;
                    eprintln!(
                        "warning: {err}; the batch goes on, and its records are kept in {} for the next run",
                        store::SPOOL
                    );
                }
                match store::spool_all(&records) {
                    Ok(()) => self.kept += count,
                    Err(err) => eprintln!("warning: {count} game records were lost: {err}"),
                }
                Vec::new()
            }
        }
    }
}

impl Drop for Writer {
    fn drop(&mut self) {
        self.flush();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_of_the_first_results_format_still_read() {
        let simulate: Played = serde_json::from_str(
            r#"{"game":3,"seed":4,"seats":["easy","normal"],"winners":[1],"actions":17,"points":null}"#,
        )
        .unwrap();
        assert_eq!((simulate.item, simulate.length), (3, 17));
        assert_eq!(simulate.kinds(), ["easy", "normal"]);
        assert_eq!(simulate.seats[0].level.as_deref(), Some("easy"));
        let arena: Played = serde_json::from_str(
            r#"{"game":"makao","number":2,"seed":4,"seats":["exec:x","easy"],"winners":[],"points":[1,2],"actions":9}"#,
        )
        .unwrap();
        assert_eq!((arena.item, arena.game.as_str()), (2, "makao"));
        assert!(arena.actions.is_empty());
        assert!(serde_json::from_str::<Played>(r#"{"seed":1,"seats":[],"length":0}"#).is_err());
    }

    #[test]
    fn a_line_reads_back_as_written() {
        let played = Played {
            item: 5,
            game: "makao".into(),
            seed: u64::MAX,
            seats: vec![seat("easy".into()), seat("normal".into())],
            winners: vec![0],
            points: Some(vec![-3, 4]),
            length: 1,
            actions: vec![ActionNote {
                seat: 0,
                action: "draw".into(),
            }],
        };
        let text = serde_json::to_string(&played).unwrap();
        assert_eq!(serde_json::from_str::<Played>(&text).unwrap(), played);
    }
}
