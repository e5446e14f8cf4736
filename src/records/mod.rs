//! Every game played at a table, kept in an embedded database (`records.sqlite` in the
//! data directory): its game, settings, seed, seats, every action in order, result,
//! times, undos and whether a hint looked at hidden cards. `karty history` lists them,
//! `karty replay` steps through one and `karty stats` counts from them.
//!
//! A [`Recorder`] is one more observer of the turn driver ([`contract::Table`]) that sees
//! everything; it writes each move as it is made, so a game cut short is kept as far as
//! it went. A record error never stops a game: the recorder keeps the whole record in
//! memory, and when the database cannot take it (locked past the timeout, damaged) it is
//! appended to a spool file that the next run imports ([`store`]).

mod games;
pub mod line;
pub mod replay;
pub mod stats;
pub mod store;

use std::sync::{Arc, Mutex, Weak};
use std::time::{SystemTime, UNIX_EPOCH};

use contract::{Game, Observer, Sight};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::stats::Outcome;

/// The version of [`GameRecord`]'s JSON, written in every export and spool line.
pub const FORMAT: u32 = 1;

/// One recorded game: the row of the database, the export file (`karty replay --export`)
/// and a line of the spool, all alike.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameRecord {
    pub format: u32,
    /// Unique across databases, so an imported or spooled record is never kept twice.
    pub uid: String,
    /// The game's name in the registry (`klondike`).
    pub game: String,
    /// The statistics' name of its rule set (`klondike draw 1`), once it counts.
    #[serde(default)]
    pub key: Option<String>,
    /// The game's settings, as serde writes them; `None` where the game cannot say.
    #[serde(default)]
    pub settings: Option<serde_json::Value>,
    #[serde(default)]
    pub seed: Option<u64>,
    /// The first position's state file, kept only when `settings` and `seed` do not deal
    /// it (a resumed game, a later hand of a match).
    #[serde(default)]
    pub start: Option<String>,
    /// The last position's state file, which a replay must reach.
    #[serde(default)]
    pub end: Option<String>,
    pub seats: Vec<SeatNote>,
    /// Every action in order, as `Display` writes it and `Game::parse_action` reads it;
    /// a move taken back is not among them.
    pub actions: Vec<ActionNote>,
    #[serde(default)]
    pub winners: Vec<usize>,
    #[serde(default)]
    pub points: Option<Vec<i64>>,
    /// The statistics' outcome (`won`, `lost`, `assisted`, `abandoned`), where the game
    /// counts in them.
    #[serde(default)]
    pub outcome: Option<String>,
    /// The moves a won game took, where the game counts them (Klondike).
    #[serde(default)]
    pub moves: Option<u32>,
    /// Seconds since 1970 (UTC).
    pub started: i64,
    #[serde(default)]
    pub ended: Option<i64>,
    pub ending: Ending,
    #[serde(default)]
    pub undos: u32,
    /// A hint looked at cards no player could see.
    #[serde(default)]
    pub hinted: bool,
    /// karty's version that played it.
    pub version: String,
}

/// A seat: a person by name, or a computer player by level.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatNote {
    pub name: String,
    #[serde(default)]
    pub level: Option<String>,
}

/// One action: the seat that took it and its text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ActionNote {
    pub seat: usize,
    pub action: String,
}

/// How a recorded game stopped (or that it goes on).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Ending {
    /// Still being played (or its program ended without a word).
    Playing,
    /// Over by its rules.
    Finished,
    /// Given up (`quit`).
    Abandoned,
    /// Cut short by the end of input or a signal.
    Interrupted,
}

impl Ending {
    pub fn word(self) -> &'static str {
        match self {
            Ending::Playing => "playing",
            Ending::Finished => "finished",
            Ending::Abandoned => "abandoned",
            Ending::Interrupted => "interrupted",
        }
    }

    pub fn from_word(word: &str) -> Option<Ending> {
        [
            Ending::Playing,
            Ending::Finished,
            Ending::Abandoned,
            Ending::Interrupted,
        ]
        .into_iter()
        .find(|ending| ending.word() == word)
    }
}

/// The statistics' word for an outcome, as the records keep it.
pub fn outcome_word(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Won => "won",
        Outcome::Lost => "lost",
        Outcome::Assisted => "assisted",
        Outcome::Abandoned => "abandoned",
    }
}

pub fn outcome_from_word(word: &str) -> Option<Outcome> {
    [
        Outcome::Won,
        Outcome::Lost,
        Outcome::Assisted,
        Outcome::Abandoned,
    ]
    .into_iter()
    .find(|outcome| outcome_word(*outcome) == word)
}

/// A game the records keep and replay: its settings from its first position, and its
/// view in plain lines for `karty replay`.
pub trait Recordable: Game<Settings: Serialize + DeserializeOwned> {
    /// The settings `position` (a first position) was dealt with, where it tells them.
    fn settings_of(position: &Self) -> Option<Self::Settings>;

    /// What a seat sees, in plain lines; `names` are the seats' names.
    fn picture(view: &Self::View, names: &[String]) -> String;
}

/// The seats of a table as the records keep them.
pub fn seat_notes<L: std::fmt::Display>(seats: &[crate::seating::Seat<L>]) -> Vec<SeatNote> {
    seats
        .iter()
        .map(|seat| SeatNote {
            name: seat.name.clone(),
            level: seat.computer.as_ref().map(ToString::to_string),
        })
        .collect()
}

pub fn now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| {
            i64::try_from(since.as_secs()).unwrap_or(i64::MAX)
        })
}

/// A fresh record's unique id: the time, the process and a random number.
fn new_uid() -> String {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.as_nanos());
    format!(
        "{nanos:x}-{:x}-{:016x}",
        std::process::id(),
        cards::fresh_seed()
    )
}

/// A record being written: the whole of it, and where the database has it.
#[derive(Debug)]
struct Live {
    record: GameRecord,
    /// The database row, while the database takes the writes.
    id: Option<i64>,
    /// The database failed once: the rest goes to the spool at the end.
    failed: bool,
    /// Actions in each undoable step (Klondike's `auto` is many actions, one step).
    steps: Vec<usize>,
    done: bool,
    /// Kept in the database or the spool (not by a test's recorder in memory).
    keep: bool,
}

impl Live {
    /// `record` about to be written, not yet in the database.
    fn new(record: GameRecord, keep: bool) -> Live {
        Live {
            record,
            id: None,
            failed: false,
            steps: Vec::new(),
            done: false,
            keep,
        }
    }

    /// Runs `write` against the database while it works; on its first failure says so
    /// once and leaves the record to the spool.
    fn write(&mut self, write: impl FnOnce(&mut store::Store, i64) -> Result<(), store::Error>) {
        let Some(id) = self.id.filter(|_| !self.failed) else {
            return;
        };
        let result = store::with(|store| write(store, id));
        if let Err(err) = result {
            self.fail(&err);
        }
    }

    fn fail(&mut self, err: &store::Error) {
        if !self.failed {
            self.failed = true;
            eprintln!(
                "warning: {err}; the game goes on, and its record is kept in {} for the next run",
                store::SPOOL
            );
        }
    }

    fn push(&mut self, notes: Vec<ActionNote>) {
        let first = self.record.actions.len();
        self.steps.push(notes.len());
        self.record.actions.extend(notes.iter().cloned());
        self.write(|store, id| store.add_actions(id, first, &notes));
    }

    /// Takes the last step back; `counted`: as an undo of its own (not the first parts of
    /// one undo taking several steps back).
    fn pop(&mut self, counted: bool) {
        let Some(count) = self.steps.pop() else {
            return;
        };
        let keep = self.record.actions.len().saturating_sub(count);
        self.record.actions.truncate(keep);
        self.record.undos = self.record.undos.saturating_add(u32::from(counted));
        let undos = self.record.undos;
        self.write(|store, id| store.undo(id, keep, undos));
    }

    /// The end: written in full where the database failed, else its last fields.
    fn finish(&mut self, ending: Ending) {
        if self.done {
            return;
        }
        self.done = true;
        self.record.ending = ending;
        self.record.ended = Some(now());
        let record = self.record.clone();
        self.write(|store, id| store.finish(id, &record));
        if self.keep && (self.failed || self.id.is_none()) {
            if let Err(err) = store::spool(&self.record) {
                eprintln!("warning: the game's record was lost: {err}");
            }
        }
    }
}

/// The records being written in this process, for a signal that ends it.
static LIVE: Mutex<Vec<Weak<Mutex<Live>>>> = Mutex::new(Vec::new());

/// Where a saved game stands in its record: the record's unique id and how many of its
/// actions led to the saved position. A save carries it, so that the game resumed from
/// the save continues its record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mark {
    pub uid: String,
    pub actions: usize,
}

/// The mark of the game this process is recording (the newest record not ended), for
/// a save of it. A terminal plays one game at a time.
pub fn mark() -> Option<Mark> {
    let live = LIVE.lock().ok()?;
    live.iter()
        .rev()
        .filter_map(Weak::upgrade)
        .find_map(|live| {
            let live = live.try_lock().ok()?;
            (!live.done && live.keep).then(|| Mark {
                uid: live.record.uid.clone(),
                actions: live.record.actions.len(),
            })
        })
}

/// The mark of the save being resumed: the next record started continues it, where its
/// position is the save's ([`Recorder::start`]).
static RESUMING: Mutex<Option<Mark>> = Mutex::new(None);

/// A save naming `mark` was loaded: the game started from it continues that record.
pub fn resuming(mark: Option<Mark>) {
    if let Ok(mut resuming) = RESUMING.lock() {
        *resuming = mark;
    }
}

/// Marks every record in play as interrupted (a signal is ending the program).
pub fn interrupted() {
    let live: Vec<_> = LIVE
        .lock()
        .map(|live| live.iter().filter_map(Weak::upgrade).collect())
        .unwrap_or_default();
    for live in live {
        if let Ok(mut live) = live.try_lock() {
            live.finish(Ending::Interrupted);
        }
    }
}

/// The observer that records a game. Dropped before it is told how the game ended, it
/// records it as finished when the game is over, else as interrupted.
pub struct Recorder<G: Game> {
    live: Option<Arc<Mutex<Live>>>,
    /// The state file after each step, the first position's first: an undo goes back
    /// to the one before.
    positions: Vec<String>,
    over: bool,
    quit: bool,
    game: std::marker::PhantomData<G>,
}

impl<G: Recordable> Recorder<G> {
    /// Starts the record of `game`, in its first position, dealt from `seed` where known,
    /// at `seats`. Records nothing under `--no-stats`.
    pub fn start(game: &G, seed: Option<u64>, seats: Vec<SeatNote>) -> Recorder<G> {
        let resumed = RESUMING
            .lock()
            .ok()
            .and_then(|mut resuming| resuming.take());
        if !crate::stats::recording() {
            return Recorder::off();
        }
        if let Some(live) = resumed.and_then(|mark| continued(game, &mark)) {
            return Recorder::with_live(game, live);
        }
        Recorder::begin(game, seed, seats, true)
    }

    /// A recorder that keeps its record in memory only ([`Recorder::record`]).
    #[cfg(test)]
    pub fn in_memory(game: &G, seed: Option<u64>, seats: Vec<SeatNote>) -> Recorder<G> {
        Recorder::begin(game, seed, seats, false)
    }

    fn begin(game: &G, seed: Option<u64>, seats: Vec<SeatNote>, keep: bool) -> Recorder<G> {
        let settings = G::settings_of(game);
        // Kept only when the seed and settings do not deal this very position.
        let dealt = match (&settings, seed) {
            (Some(settings), Some(seed)) => G::new_game(settings, seed)
                .ok()
                .is_some_and(|dealt| dealt.to_json() == game.to_json()),
            _ => false,
        };
        let record = GameRecord {
            format: FORMAT,
            uid: new_uid(),
            game: G::NAME.to_string(),
            key: None,
            settings: settings.and_then(|settings| serde_json::to_value(settings).ok()),
            seed,
            start: (!dealt).then(|| game.to_json()),
            end: None,
            seats,
            actions: Vec::new(),
            winners: Vec::new(),
            points: None,
            outcome: None,
            moves: None,
            started: now(),
            ended: None,
            ending: Ending::Playing,
            undos: 0,
            hinted: false,
            version: env!("CARGO_PKG_VERSION").to_string(),
        };
        let mut live = Live::new(record, keep);
        if keep {
            match store::with(|store| store.begin(&live.record)) {
                Ok(id) => live.id = Some(id),
                Err(err) => live.fail(&err),
            }
        }
        Recorder::with_live(game, live)
    }

    /// The recorder of `live`, whose game stands at `game`.
    fn with_live(game: &G, live: Live) -> Recorder<G> {
        let live = Arc::new(Mutex::new(live));
        if let Ok(mut all) = LIVE.lock() {
            all.retain(|weak| weak.strong_count() > 0);
            all.push(Arc::downgrade(&live));
        }
        Recorder {
            live: Some(live),
            positions: vec![game.to_json()],
            over: game.is_over(),
            quit: false,
            game: std::marker::PhantomData,
        }
    }
}

/// The record `mark` names, continued from the saved position `game`: the same row
/// when nothing was recorded after the save, else a copy of its first `mark.actions`
/// actions under a new id (the record already goes on past the save: the resumed game
/// is another line of play). `None` when the record is not found, or its actions do not
/// lead to `game` (the save was changed, or made by another version's rules).
fn continued<G: Recordable>(game: &G, mark: &Mark) -> Option<Live> {
    let (id, mut record) = store::with(|store| store.find(&mark.uid)).ok()??;
    if record.game != G::NAME || record.actions.len() < mark.actions {
        return None;
    }
    let same = record.actions.len() == mark.actions;
    record.actions.truncate(mark.actions);
    // Its last position is not the save's when it went on past the save.
    record.end = None;
    let rebuilt = replay::rebuild::<G>(&record).ok()?;
    let reached = rebuilt.positions.get(mark.actions)?;
    if rebuilt.diverged.is_some() || reached.to_json() != game.to_json() {
        return None;
    }
    record.ending = Ending::Playing;
    record.ended = None;
    record.end = Some(game.to_json());
    record.winners = game.winners();
    record.points = game.points();
    // It counts as what it ends as this time.
    record.key = None;
    record.outcome = None;
    record.moves = None;
    let mut live = Live::new(record, true);
    let kept = if same {
        let reopened = live.record.clone();
        store::with(|store| store.reopen(id, &reopened)).map(|()| id)
    } else {
        live.record.uid = new_uid();
        live.record.started = now();
        store::with(|store| store.begin(&live.record))
    };
    match kept {
        Ok(id) => live.id = Some(id),
        Err(err) => live.fail(&err),
    }
    Some(live)
}

impl<G: Game> Recorder<G> {
    /// A recorder that keeps nothing (`--no-stats`).
    pub fn off() -> Recorder<G> {
        Recorder {
            live: None,
            positions: Vec::new(),
            over: false,
            quit: false,
            game: std::marker::PhantomData,
        }
    }

    fn with(&self, change: impl FnOnce(&mut Live)) {
        if let Some(live) = &self.live
            && let Ok(mut live) = live.lock()
        {
            change(&mut live);
        }
    }

    /// The record as it stands.
    #[cfg(test)]
    pub fn record(&self) -> Option<GameRecord> {
        let live = self.live.as_ref()?;
        Some(live.lock().ok()?.record.clone())
    }

    /// A hint looked at hidden cards.
    pub fn hinted(&mut self) {
        self.with(|live| {
            live.record.hinted = true;
            live.write(|store, id| store.hinted(id));
        });
    }

    /// Moves made outside the driver's hearing, as one step (Klondike's `auto`), and
    /// the game after them.
    pub fn replaced(&mut self, moves: &[G::Action], game: &G) {
        let notes = moves
            .iter()
            .map(|action| ActionNote {
                seat: 0,
                action: action.to_string(),
            })
            .collect();
        self.with(|live| live.push(notes));
        self.settled(game);
    }

    /// Counts the game in the statistics as `outcome` under `key`, and keeps that in the
    /// record: `karty stats` counts from the records, the statistics file stays the
    /// fallback and the baseline.
    pub fn count(&mut self, key: &str, outcome: Outcome, moves: Option<u32>) {
        crate::stats::record(key, outcome, moves);
        self.with(|live| {
            live.record.key = Some(key.to_string());
            live.record.outcome = Some(outcome_word(outcome).to_string());
            live.record.moves = moves;
            let (key, moves) = (key.to_string(), moves);
            live.write(|store, id| store.count(id, &key, outcome_word(outcome), moves));
        });
    }

    /// The game was given up (`quit`): so the record ends when dropped.
    pub fn quit(&mut self) {
        self.quit = true;
    }

    /// The last step was taken back; `last`: it ends the person's undo (one undo that
    /// takes back a Klondike `auto`'s moves step by step counts once).
    pub fn undone_part(&mut self, last: bool) {
        self.over = false;
        if self.positions.len() > 1 {
            self.positions.pop();
        }
        let end = self.positions.last().cloned();
        self.with(|live| {
            live.pop(last);
            live.record.winners.clear();
            live.record.points = None;
            live.record.end = end;
        });
    }

    /// Ends the record now, as the game stands.
    pub fn end(&mut self) {
        let ending = if self.over {
            Ending::Finished
        } else if self.quit {
            Ending::Abandoned
        } else {
            Ending::Interrupted
        };
        self.with(|live| live.finish(ending));
    }
}

impl<G: Game> Drop for Recorder<G> {
    fn drop(&mut self) {
        self.end();
    }
}

impl<G: Game> Observer<G> for Recorder<G> {
    fn sight(&self) -> Sight {
        Sight::Everything
    }

    fn heard(&mut self, _turn: u64, actor: usize, action: G::Action, _events: &[G::Event]) {
        let note = ActionNote {
            seat: actor,
            action: action.to_string(),
        };
        self.with(|live| live.push(vec![note]));
    }

    fn undone(&mut self) {
        self.undone_part(true);
    }

    fn settled(&mut self, game: &G) {
        self.over = game.is_over();
        let (winners, points, end) = (game.winners(), game.points(), game.to_json());
        if self.live.is_some() {
            self.positions.push(end.clone());
        }
        self.with(|live| {
            live.record.winners = winners;
            live.record.points = points;
            live.record.end = Some(end);
        });
    }
}
