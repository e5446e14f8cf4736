//! The records database: `records.sqlite` in the data directory, readable by its owner
//! only, in WAL mode (readers never wait for a writer) with a busy timeout (writers take
//! turns across processes), its schema moved on by numbered migrations
//! (`PRAGMA user_version`).
//!
//! When the database cannot take a record (locked past the timeout, damaged, not
//! writable), the record goes as one JSON line to the spool (`records-spool.jsonl`) and
//! the next run that opens the database imports it. A damaged file is moved aside
//! (`records.sqlite.damaged-TIME`), said so, and a new one started: nothing in it is
//! thrown away.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Duration;

use rusqlite::{Connection, ErrorCode, OptionalExtension, params};
use thiserror::Error;

use super::{ActionNote, Ending, GameRecord, SeatNote};

/// The database's file name in the data directory.
pub const FILE: &str = "records.sqlite";
/// The spool's file name in the data directory.
pub const SPOOL: &str = "records-spool.jsonl";

/// How long a write waits for another process's (milliseconds); `KARTY_RECORDS_TIMEOUT_MS`
/// changes it (the tests' locked database).
const TIMEOUT_MS: u64 = 5000;

#[derive(Debug, Error)]
pub enum Error {
    #[error("no data directory for the records (set KARTY_DATA_DIR)")]
    NoDataDir,
    #[error("the records database {0} stayed locked by another program past the timeout")]
    Locked(String),
    #[error("the records database {path} failed: {source}")]
    Sqlite {
        path: String,
        source: rusqlite::Error,
    },
    #[error(
        "the records database {path} is from a newer karty (schema {found}, this one knows {known})"
    )]
    Newer {
        path: String,
        found: i64,
        known: i64,
    },
    #[error("{path}: {source}")]
    Io {
        path: String,
        source: std::io::Error,
    },
    #[error("{path} is not a game record: {source}")]
    Format {
        path: String,
        source: serde_json::Error,
    },
    #[error("there is no game {0} in the records")]
    NoRecord(i64),
}

impl Error {
    fn io(path: &Path, source: std::io::Error) -> Error {
        Error::Io {
            path: crate::text::path(path),
            source,
        }
    }

    fn damaged(&self) -> bool {
        matches!(self, Error::Sqlite { source, .. }
            if matches!(source.sqlite_error_code(), Some(ErrorCode::NotADatabase | ErrorCode::DatabaseCorrupt)))
    }
}

/// The schema, one step a version: step `n` takes `user_version` from `n` to `n + 1`.
/// Released steps are never edited; a change is a new step.
const MIGRATIONS: &[fn(&Connection, &Path) -> rusqlite::Result<()>] =
    &[games_and_actions, counted, whole];

/// Version 1: the games and their actions.
fn games_and_actions(db: &Connection, _dir: &Path) -> rusqlite::Result<()> {
    db.execute_batch(
        "CREATE TABLE games (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            uid TEXT NOT NULL UNIQUE,
            game TEXT NOT NULL,
            settings TEXT,
            seed TEXT,
            start TEXT,
            end TEXT,
            seats TEXT NOT NULL,
            started INTEGER NOT NULL,
            ended INTEGER,
            ending TEXT NOT NULL,
            winners TEXT NOT NULL DEFAULT '[]',
            points TEXT,
            undos INTEGER NOT NULL DEFAULT 0,
            hinted INTEGER NOT NULL DEFAULT 0,
            version TEXT NOT NULL
        );
        CREATE TABLE actions (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            number INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            action TEXT NOT NULL,
            PRIMARY KEY (game_id, number)
        ) WITHOUT ROWID;
        CREATE INDEX games_by_game ON games(game, id);",
    )
}

/// Version 2: statistics from the records. Each game's statistics' key and outcome, and
/// today's `stats.json` imported once as the baseline the counts go on from (the file
/// is kept).
fn counted(db: &Connection, dir: &Path) -> rusqlite::Result<()> {
    db.execute_batch(
        "ALTER TABLE games ADD COLUMN key TEXT;
        ALTER TABLE games ADD COLUMN outcome TEXT;
        ALTER TABLE games ADD COLUMN moves INTEGER;
        CREATE TABLE baseline (key TEXT PRIMARY KEY, record TEXT NOT NULL);
        CREATE TABLE meta (name TEXT PRIMARY KEY, value TEXT NOT NULL);",
    )?;
    // An unreadable statistics file is no baseline: the records count alone.
    let stats = crate::stats::load_from(&dir.join("stats.json")).unwrap_or_default();
    for (key, record) in &stats.games {
        let record = serde_json::to_string(record).unwrap_or_default();
        db.execute(
            "INSERT INTO baseline (key, record) VALUES (?1, ?2)",
            params![key, record],
        )?;
    }
    db.execute(
        "INSERT INTO meta (name, value) VALUES ('baseline_at', ?1)",
        params![super::now().to_string()],
    )?;
    Ok(())
}

/// Version 3: a game recorded whole at once (a batch's) keeps its actions in one JSON
/// column, as the record writes them (a row an action made a recorded simulation several
/// times slower). A game recorded as it is played keeps a row an action.
fn whole(db: &Connection, _dir: &Path) -> rusqlite::Result<()> {
    db.execute_batch("ALTER TABLE games ADD COLUMN actions TEXT;")
}

/// The games that count in the statistics, as (key, outcome, moves) in the order they
/// ended; and the baseline, as (key, `stats::Record` JSON).
pub type Counted = (Vec<(String, String, Option<u32>)>, Vec<(String, String)>);

/// An open records database.
pub struct Store {
    db: Connection,
    path: PathBuf,
}

/// The database this process writes to, opened once.
static OPEN: Mutex<Option<Store>> = Mutex::new(None);

/// Runs `work` on this process's database, opened (and the spool imported) on first use.
pub fn with<T>(work: impl FnOnce(&mut Store) -> Result<T, Error>) -> Result<T, Error> {
    let mut open = OPEN
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if open.is_none() {
        let dir = crate::terminal::data_dir().ok_or(Error::NoDataDir)?;
        *open = Some(Store::open_in(&dir)?);
    }
    match open.as_mut() {
        Some(store) => work(store),
        None => Err(Error::NoDataDir),
    }
}

impl Store {
    /// Opens (or creates) the database in `dir`, moving a damaged one aside, migrates
    /// it, and imports the spool.
    pub fn open_in(dir: &Path) -> Result<Store, Error> {
        std::fs::create_dir_all(dir).map_err(|err| Error::io(dir, err))?;
        let path = dir.join(FILE);
        let store = match Store::open_at(&path) {
            Err(err) if err.damaged() => {
                let aside = move_aside(&path)?;
                eprintln!(
                    "warning: the records database {} is damaged; it was kept as {} and a new one started",
                    crate::text::path(&path),
                    crate::text::path(&aside)
                );
                Store::open_at(&path)?
            }
            other => other?,
        };
        let mut store = store;
        store.import_spool(dir);
        Ok(store)
    }

    /// Opens the database at `path` and brings its schema up to date.
    pub fn open_at(path: &Path) -> Result<Store, Error> {
        create_private(path)?;
        let sqlite = |source| sqlite_error(path, source);
        let db = Connection::open(path).map_err(sqlite)?;
        let timeout = std::env::var("KARTY_RECORDS_TIMEOUT_MS")
            .ok()
            .and_then(|ms| ms.parse().ok())
            .unwrap_or(TIMEOUT_MS);
        db.busy_timeout(Duration::from_millis(timeout))
            .map_err(sqlite)?;
        db.pragma_update(None, "journal_mode", "WAL")
            .map_err(sqlite)?;
        db.pragma_update(None, "synchronous", "NORMAL")
            .map_err(sqlite)?;
        db.pragma_update(None, "foreign_keys", "ON")
            .map_err(sqlite)?;
        let store = Store {
            db,
            path: path.to_path_buf(),
        };
        store.migrate()?;
        Ok(store)
    }

    fn sqlite(&self, source: rusqlite::Error) -> Error {
        sqlite_error(&self.path, source)
    }

    /// Brings the schema to the newest version, one step at a time, each in a
    /// transaction that holds the write lock (another process may be migrating too).
    fn migrate(&self) -> Result<(), Error> {
        let known = MIGRATIONS.len() as i64;
        loop {
            let found = self.version()?;
            if found == known {
                return Ok(());
            }
            if found > known {
                return Err(Error::Newer {
                    path: crate::text::path(&self.path),
                    found,
                    known,
                });
            }
            let dir = self.path.parent().unwrap_or(Path::new("."));
            let step = || -> rusqlite::Result<()> {
                self.db.execute_batch("BEGIN IMMEDIATE")?;
                let result = (|| {
                    let version: i64 = self
                        .db
                        .pragma_query_value(None, "user_version", |row| row.get(0))?;
                    // Another process may have taken this step meanwhile.
                    if version == found {
                        MIGRATIONS[usize::try_from(found).unwrap_or(0)](&self.db, dir)?;
                        self.db.pragma_update(None, "user_version", found + 1)?;
                    }
                    Ok(())
                })();
                match result {
                    Ok(()) => self.db.execute_batch("COMMIT"),
                    Err(err) => {
                        let _ = self.db.execute_batch("ROLLBACK");
                        Err(err)
                    }
                }
            };
            step().map_err(|err| self.sqlite(err))?;
        }
    }

    pub fn version(&self) -> Result<i64, Error> {
        self.db
            .pragma_query_value(None, "user_version", |row| row.get(0))
            .map_err(|err| self.sqlite(err))
    }

    /// A new record's row, with its actions so far; its id.
    pub fn begin(&mut self, record: &GameRecord) -> Result<i64, Error> {
        self.insert(record).map_err(|err| self.sqlite(err))
    }

    fn insert(&mut self, record: &GameRecord) -> rusqlite::Result<i64> {
        let tx = self
            .db
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        let id = insert_in(&tx, record, false)?;
        tx.commit()?;
        Ok(id)
    }

    /// Keeps many records, each whole, in one transaction (a batch's games): their ids.
    pub fn insert_all(&mut self, records: &[GameRecord]) -> Result<Vec<i64>, Error> {
        let result = (|| {
            let tx = self
                .db
                .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
            let ids = records
                .iter()
                .map(|record| insert_in(&tx, record, true))
                .collect::<rusqlite::Result<Vec<i64>>>()?;
            tx.commit()?;
            Ok(ids)
        })();
        result.map_err(|err| self.sqlite(err))
    }

    pub fn add_actions(
        &mut self,
        id: i64,
        first: usize,
        notes: &[ActionNote],
    ) -> Result<(), Error> {
        let result = (|| {
            let tx = self
                .db
                .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
            insert_actions(&tx, id, first, notes)?;
            tx.commit()
        })();
        result.map_err(|err| self.sqlite(err))
    }

    /// The last step taken back: only the first `keep` actions stay.
    pub fn undo(&mut self, id: i64, keep: usize, undos: u32) -> Result<(), Error> {
        let result = (|| {
            let tx = self
                .db
                .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
            tx.execute(
                "DELETE FROM actions WHERE game_id = ?1 AND number >= ?2",
                params![id, keep],
            )?;
            tx.execute(
                "UPDATE games SET undos = ?2 WHERE id = ?1",
                params![id, undos],
            )?;
            tx.commit()
        })();
        result.map_err(|err| self.sqlite(err))
    }

    pub fn hinted(&mut self, id: i64) -> Result<(), Error> {
        self.db
            .execute("UPDATE games SET hinted = 1 WHERE id = ?1", params![id])
            .map(drop)
            .map_err(|err| self.sqlite(err))
    }

    pub fn count(
        &mut self,
        id: i64,
        key: &str,
        outcome: &str,
        moves: Option<u32>,
    ) -> Result<(), Error> {
        self.db
            .execute(
                "UPDATE games SET key = ?2, outcome = ?3, moves = ?4 WHERE id = ?1",
                params![id, key, outcome, moves],
            )
            .map(drop)
            .map_err(|err| self.sqlite(err))
    }

    /// The end of a game: how it ended, when, and its result.
    pub fn finish(&mut self, id: i64, record: &GameRecord) -> Result<(), Error> {
        self.db
            .execute(
                "UPDATE games SET ended = ?2, ending = ?3, winners = ?4, points = ?5, hinted = ?6,
                    undos = ?7, end = ?8 WHERE id = ?1",
                params![
                    id,
                    record.ended,
                    record.ending.word(),
                    json(&record.winners),
                    record.points.as_ref().map(json),
                    record.hinted,
                    record.undos,
                    record.end,
                ],
            )
            .map(drop)
            .map_err(|err| self.sqlite(err))
    }

    /// Keeps `record` (an import): its id here. Another karty's game does not count in
    /// this one's statistics; one of its own, imported again, still does.
    pub fn import(&mut self, record: &GameRecord) -> Result<i64, Error> {
        let counted: Option<String> = self
            .db
            .query_row(
                "SELECT outcome FROM games WHERE uid = ?1",
                params![record.uid],
                |row| row.get(0),
            )
            .optional()
            .map_err(|err| self.sqlite(err))?
            .flatten();
        let record = GameRecord {
            outcome: counted,
            ..record.clone()
        };
        self.begin(&record)
    }

    /// The record with the unique id `uid`, and its id here.
    pub fn find(&self, uid: &str) -> Result<Option<(i64, GameRecord)>, Error> {
        let id: Option<i64> = self
            .db
            .query_row("SELECT id FROM games WHERE uid = ?1", params![uid], |row| {
                row.get(0)
            })
            .optional()
            .map_err(|err| self.sqlite(err))?;
        id.map(|id| self.get(id).map(|record| (id, record)))
            .transpose()
    }

    /// A record ended (and perhaps counted) goes on: a saved game resumed.
    pub fn reopen(&mut self, id: i64, record: &GameRecord) -> Result<(), Error> {
        self.db
            .execute(
                "UPDATE games SET ended = NULL, ending = ?2, winners = ?3, points = ?4,
                    end = ?5, key = NULL, outcome = NULL, moves = NULL WHERE id = ?1",
                params![
                    id,
                    record.ending.word(),
                    json(&record.winners),
                    record.points.as_ref().map(json),
                    record.end,
                ],
            )
            .map(drop)
            .map_err(|err| self.sqlite(err))
    }

    /// The record with this id, actions and all.
    pub fn get(&self, id: i64) -> Result<GameRecord, Error> {
        let record = self
            .db
            .query_row(
                &format!("SELECT {COLUMNS} FROM games WHERE id = ?1"),
                params![id],
                row_record,
            )
            .optional()
            .map_err(|err| self.sqlite(err))?
            .ok_or(Error::NoRecord(id))?;
        let mut record = record;
        let whole: Option<String> = self
            .db
            .query_row(
                "SELECT actions FROM games WHERE id = ?1",
                params![id],
                |row| row.get(0),
            )
            .map_err(|err| self.sqlite(err))?;
        if let Some(whole) = whole {
            record.actions = serde_json::from_str(&whole).unwrap_or_default();
            return Ok(record);
        }
        let mut statement = self
            .db
            .prepare("SELECT seat, action FROM actions WHERE game_id = ?1 ORDER BY number")
            .map_err(|err| self.sqlite(err))?;
        let actions = statement
            .query_map(params![id], |row| {
                Ok(ActionNote {
                    seat: row.get(0)?,
                    action: row.get(1)?,
                })
            })
            .and_then(Iterator::collect)
            .map_err(|err| self.sqlite(err))?;
        record.actions = actions;
        Ok(record)
    }

    /// The newest `limit` records (of `game`, where named), newest first, each with its
    /// id and number of actions (their actions themselves left out).
    pub fn list(
        &self,
        game: Option<&str>,
        limit: usize,
    ) -> Result<Vec<(i64, usize, GameRecord)>, Error> {
        let sql = format!(
            "SELECT id, coalesce(json_array_length(games.actions),
                (SELECT count(*) FROM actions WHERE game_id = games.id)), {COLUMNS}
             FROM games WHERE ?1 IS NULL OR game = ?1 ORDER BY id DESC LIMIT ?2"
        );
        let mut statement = self.db.prepare(&sql).map_err(|err| self.sqlite(err))?;
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        statement
            .query_map(params![game, limit], |row| {
                let id: i64 = row.get(0)?;
                let count: i64 = row.get(1)?;
                let record = row_record_from(row, 2)?;
                Ok((id, usize::try_from(count).unwrap_or(0), record))
            })
            .and_then(Iterator::collect)
            .map_err(|err| self.sqlite(err))
    }

    /// The counted games (key, outcome, moves) since the baseline, in the order they
    /// ended, and the baseline itself.
    pub fn counted(&self) -> Result<Counted, Error> {
        let since: i64 = self
            .db
            .query_row(
                "SELECT value FROM meta WHERE name = 'baseline_at'",
                [],
                |row| row.get::<_, String>(0),
            )
            .optional()
            .map_err(|err| self.sqlite(err))?
            .and_then(|text| text.parse().ok())
            .unwrap_or(0);
        let mut statement = self
            .db
            .prepare(
                "SELECT key, outcome, moves FROM games
                 WHERE key IS NOT NULL AND outcome IS NOT NULL AND coalesce(ended, started) >= ?1
                 ORDER BY coalesce(ended, started), id",
            )
            .map_err(|err| self.sqlite(err))?;
        let games = statement
            .query_map(params![since], |row| {
                Ok((row.get(0)?, row.get(1)?, row.get(2)?))
            })
            .and_then(Iterator::collect)
            .map_err(|err| self.sqlite(err))?;
        let mut statement = self
            .db
            .prepare("SELECT key, record FROM baseline")
            .map_err(|err| self.sqlite(err))?;
        let baseline = statement
            .query_map([], |row| Ok((row.get(0)?, row.get(1)?)))
            .and_then(Iterator::collect)
            .map_err(|err| self.sqlite(err))?;
        Ok((games, baseline))
    }

    /// Imports every record waiting in the spool (and in spools an earlier import left
    /// half done). A spool is first renamed to a name of this import's own, so that a
    /// record spooled meanwhile waits for the next run instead of being lost.
    fn import_spool(&mut self, dir: &Path) {
        let spool = dir.join(SPOOL);
        if spool.exists() {
            let mine = dir.join(format!("{SPOOL}.{}.importing", super::new_uid()));
            let _ = std::fs::rename(&spool, &mine);
        }
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        let waiting: Vec<PathBuf> = entries
            .filter_map(|entry| entry.ok().map(|entry| entry.path()))
            .filter(|path| {
                path.file_name()
                    .and_then(|name| name.to_str())
                    .is_some_and(|name| name.starts_with(SPOOL) && name.ends_with(".importing"))
            })
            .collect();
        for path in waiting {
            let Ok(text) = std::fs::read_to_string(&path) else {
                continue;
            };
            let mut all = true;
            let mut imported = 0;
            for line in text.lines().filter(|line| !line.trim().is_empty()) {
                // A line cut short by a crash is no record.
                if let Ok(record) = serde_json::from_str::<GameRecord>(line) {
                    match self.insert(&record) {
                        Ok(_) => imported += 1,
                        Err(_) => all = false,
                    }
                }
            }
            if all {
                let _ = std::fs::remove_file(&path);
            }
            if imported > 0 {
                eprintln!(
                    "Imported {imported} game record{} kept aside by an earlier run.",
                    if imported == 1 { "" } else { "s" }
                );
            }
        }
    }
}

/// Keeps `record` within `tx`: its id. The same record again (a spool imported twice,
/// an import of an export) replaces the one kept. `whole`: its actions in one column (a
/// game that gets no more), else a row each (a game that goes on).
fn insert_in(
    tx: &rusqlite::Transaction<'_>,
    record: &GameRecord,
    whole: bool,
) -> rusqlite::Result<i64> {
    tx.prepare_cached("DELETE FROM games WHERE uid = ?1")?
        .execute(params![record.uid])?;
    tx.prepare_cached(
        "INSERT INTO games (uid, game, settings, seed, start, seats, started, ended, ending,
            winners, points, undos, hinted, version, key, outcome, moves, end, actions)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18,
            ?19)",
    )?
    .execute(params![
        record.uid,
        record.game,
        record.settings.as_ref().map(ToString::to_string),
        record.seed.map(|seed| seed.to_string()),
        record.start,
        json(&record.seats),
        record.started,
        record.ended,
        record.ending.word(),
        json(&record.winners),
        record.points.as_ref().map(json),
        record.undos,
        record.hinted,
        record.version,
        record.key,
        record.outcome,
        record.moves,
        record.end,
        whole.then(|| json(&record.actions)),
    ])?;
    let id = tx.last_insert_rowid();
    if !whole {
        insert_actions(tx, id, 0, &record.actions)?;
    }
    Ok(id)
}

fn insert_actions(
    tx: &rusqlite::Transaction<'_>,
    id: i64,
    first: usize,
    notes: &[ActionNote],
) -> rusqlite::Result<()> {
    let mut statement = tx.prepare_cached(
        "INSERT OR REPLACE INTO actions (game_id, number, seat, action) VALUES (?1, ?2, ?3, ?4)",
    )?;
    for (number, note) in (first..).zip(notes) {
        statement.execute(params![id, number, note.seat, note.action])?;
    }
    Ok(())
}

const COLUMNS: &str =
    "uid, game, key, settings, seed, start, seats, winners, points, outcome, moves,
    started, ended, ending, undos, hinted, version, end";

fn row_record(row: &rusqlite::Row<'_>) -> rusqlite::Result<GameRecord> {
    row_record_from(row, 0)
}

/// A record from `row`'s columns from `at` on (as [`COLUMNS`] lists them), without its
/// actions.
fn row_record_from(row: &rusqlite::Row<'_>, at: usize) -> rusqlite::Result<GameRecord> {
    let text = |i: usize| row.get::<_, Option<String>>(at + i);
    let parsed = |i: usize| -> rusqlite::Result<Option<serde_json::Value>> {
        Ok(text(i)?.and_then(|text| serde_json::from_str(&text).ok()))
    };
    let seats: Vec<SeatNote> = parsed(6)?
        .and_then(|value| serde_json::from_value(value).ok())
        .unwrap_or_default();
    Ok(GameRecord {
        format: super::FORMAT,
        uid: row.get(at)?,
        game: row.get(at + 1)?,
        key: text(2)?,
        settings: parsed(3)?,
        seed: text(4)?.and_then(|seed| seed.parse().ok()),
        start: text(5)?,
        seats,
        actions: Vec::new(),
        winners: parsed(7)?
            .and_then(|value| serde_json::from_value(value).ok())
            .unwrap_or_default(),
        points: parsed(8)?.and_then(|value| serde_json::from_value(value).ok()),
        outcome: text(9)?,
        moves: row.get(at + 10)?,
        started: row.get(at + 11)?,
        ended: row.get(at + 12)?,
        ending: text(13)?
            .as_deref()
            .and_then(Ending::from_word)
            .unwrap_or(Ending::Playing),
        undos: row.get(at + 14)?,
        hinted: row.get(at + 15)?,
        version: row.get(at + 16)?,
        end: text(17)?,
    })
}

fn json(value: &impl serde::Serialize) -> String {
    serde_json::to_string(value).unwrap_or_default()
}

fn sqlite_error(path: &Path, source: rusqlite::Error) -> Error {
    if matches!(
        source.sqlite_error_code(),
        Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked)
    ) {
        return Error::Locked(crate::text::path(path));
    }
    Error::Sqlite {
        path: crate::text::path(path),
        source,
    }
}

/// Creates the database file readable and writable by its owner only, before SQLite
/// opens it (SQLite gives its side files the same permissions).
fn create_private(path: &Path) -> Result<(), Error> {
    let mut options = std::fs::OpenOptions::new();
    options.create(true).append(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    options
        .open(path)
        .map(drop)
        .map_err(|err| Error::io(path, err))
}

/// Moves a damaged database (and its side files) aside; the name it now has.
fn move_aside(path: &Path) -> Result<PathBuf, Error> {
    let aside = path.with_file_name(format!("{FILE}.damaged-{}", super::now()));
    std::fs::rename(path, &aside).map_err(|err| Error::io(path, err))?;
    for side in ["-wal", "-shm"] {
        let mut from = path.as_os_str().to_owned();
        from.push(side);
        let mut to = aside.as_os_str().to_owned();
        to.push(side);
        let _ = std::fs::rename(&from, &to);
    }
    Ok(aside)
}

/// Appends `record` to the spool as one line, written whole in one call (appends of
/// several processes do not mix within a line).
pub fn spool(record: &GameRecord) -> Result<(), Error> {
    spool_all(std::slice::from_ref(record))
}

/// Appends `records` to the spool, one a line, in one write.
pub fn spool_all(records: &[GameRecord]) -> Result<(), Error> {
    let dir = crate::terminal::data_dir().ok_or(Error::NoDataDir)?;
    std::fs::create_dir_all(&dir).map_err(|err| Error::io(&dir, err))?;
    let path = dir.join(SPOOL);
    let mut options = std::fs::OpenOptions::new();
    options.create(true).append(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    let mut file = options.open(&path).map_err(|err| Error::io(&path, err))?;
    let lines: String = records.iter().map(|record| json(record) + "\n").collect();
    file.write_all(lines.as_bytes())
        .map_err(|err| Error::io(&path, err))
}

/// Reads an export file's text (one record).
pub fn parse_export(path: &Path, text: &str) -> Result<GameRecord, Error> {
    serde_json::from_str(text).map_err(|source| Error::Format {
        path: crate::text::path(path),
        source,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(uid: &str) -> GameRecord {
        GameRecord {
            format: super::super::FORMAT,
            uid: uid.to_string(),
            game: "klondike".into(),
            key: Some("klondike draw 1".into()),
            settings: Some(serde_json::json!("one")),
            seed: Some(u64::MAX),
            start: None,
            end: Some("{}".into()),
            seats: vec![SeatNote {
                name: "You".into(),
                level: None,
            }],
            actions: vec![ActionNote {
                seat: 0,
                action: "U".into(),
            }],
            winners: vec![],
            points: None,
            outcome: Some("lost".into()),
            moves: None,
            started: 10,
            ended: Some(20),
            ending: Ending::Finished,
            undos: 1,
            hinted: true,
            version: "0.1.0".into(),
        }
    }

    #[test]
    fn a_database_of_the_first_schema_migrates_and_keeps_its_games() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("stats.json"),
            r#"{"games":{"klondike draw 1":{"played":5,"won":2,"streak":1,"best_streak":2}}}"#,
        )
        .unwrap();
        let path = dir.path().join(FILE);
        {
            let db = Connection::open(&path).unwrap();
            games_and_actions(&db, dir.path()).unwrap();
            db.pragma_update(None, "user_version", 1).unwrap();
            db.execute(
                "INSERT INTO games (uid, game, seats, started, ending, version)
                 VALUES ('old', 'nim', '[]', 5, 'finished', '0.0.9')",
                [],
            )
            .unwrap();
            db.execute(
                "INSERT INTO actions (game_id, number, seat, action) VALUES (1, 0, 0, 'take 2')",
                [],
            )
            .unwrap();
        }
        let store = Store::open_in(dir.path()).unwrap();
        assert_eq!(store.version().unwrap(), MIGRATIONS.len() as i64);
        let old = store.get(1).unwrap();
        assert_eq!((old.game.as_str(), old.actions.len()), ("nim", 1));
        assert_eq!(old.outcome, None);
        let (_, baseline) = store.counted().unwrap();
        assert_eq!(baseline.len(), 1, "stats.json is the baseline");
        // Opened again: nothing to do, nothing imported twice.
        let again = Store::open_in(dir.path()).unwrap();
        assert_eq!(again.counted().unwrap().1.len(), 1);
    }

    #[test]
    fn a_record_reads_back_as_written_and_a_second_copy_replaces_the_first() {
        let dir = tempfile::tempdir().unwrap();
        let mut store = Store::open_in(dir.path()).unwrap();
        let id = store.begin(&record("a")).unwrap();
        assert_eq!(store.get(id).unwrap(), record("a"));
        let again = store.import(&record("a")).unwrap();
        assert_eq!(store.list(None, 10).unwrap().len(), 1);
        assert!(store.get(id).is_err() && store.get(again).is_ok());
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(dir.path().join(FILE))
                .unwrap()
                .permissions()
                .mode();
            assert_eq!(mode & 0o777, 0o600);
        }
    }

    #[test]
    fn a_damaged_database_is_kept_aside_and_a_new_one_started() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(FILE);
        std::fs::write(&path, "this is not a database, but someone's precious file").unwrap();
        let store = Store::open_in(dir.path()).unwrap();
        assert_eq!(store.list(None, 10).unwrap().len(), 0);
        let aside: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|name| name.starts_with("records.sqlite.damaged-"))
            .collect();
        assert_eq!(aside.len(), 1, "{aside:?}");
        let kept = std::fs::read_to_string(dir.path().join(&aside[0])).unwrap();
        assert!(kept.contains("precious"));
    }
}
