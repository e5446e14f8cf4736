//! `karty history`, `karty replay`: a recorded game rebuilt from its seed and settings
//! (or its first position, where those do not deal it) with every action put through
//! the turn driver again, for every game of the registry alike. A replay that parts
//! from its record (another version's rules) says at which move.

use std::path::PathBuf;

use anyhow::{Context, Result, bail};
use contract::{Game, Next, Table};

use super::line;
use super::store::{self, Store};
use super::{GameRecord, Recordable};
use crate::text::{pad_left, pad_right};
use crate::ui::Ui;

/// The options of `karty replay`.
#[derive(Debug, Clone, clap::Args)]
pub struct ReplayArgs {
    /// The game's number in `karty history`
    #[arg(required_unless_present = "import")]
    pub id: Option<i64>,
    /// Show what this seat saw (its number from 1, or its name) instead of everything
    #[arg(long = "as", value_name = "SEAT")]
    pub seat: Option<String>,
    /// Write the game to FILE as JSON (seed, settings, actions) instead of stepping
    /// through it
    #[arg(long, value_name = "FILE", requires = "id")]
    pub export: Option<PathBuf>,
    /// Read a game written by --export, keep it in the records and step through it; or
    /// keep every game of a batch's results file written with --record (--out)
    #[arg(long, value_name = "FILE", conflicts_with = "id")]
    pub import: Option<PathBuf>,
}

/// The options of `karty history`.
#[derive(Debug, Clone, clap::Args)]
pub struct HistoryArgs {
    /// Only this game's records (klondike, makao, ...)
    #[arg(long)]
    pub game: Option<String>,
    /// At most this many, newest first
    #[arg(long, default_value_t = 20)]
    pub limit: usize,
}

/// A recorded game put through the driver again.
pub struct Rebuilt<G: Game> {
    /// The first position and the one after each action replayed.
    pub positions: Vec<G>,
    /// The move (from 1) where the replay parted from the record, and why.
    pub diverged: Option<(usize, String)>,
}

/// Rebuilds `record`'s game: dealt from its seed and settings (or read from its first
/// position), each action read in its position and submitted to the driver.
pub fn rebuild<G: Recordable>(record: &GameRecord) -> Result<Rebuilt<G>> {
    let first = match (&record.start, &record.settings, record.seed) {
        (Some(start), _, _) => G::from_json(start)
            .map_err(|err| anyhow::anyhow!("the record's first position cannot be read: {err}"))?,
        (None, Some(settings), Some(seed)) => {
            let settings: G::Settings = serde_json::from_value(settings.clone())
                .context("the record's settings are not this version's")?;
            G::new_game(&settings, seed)
                .map_err(|err| anyhow::anyhow!("the record's deal cannot be dealt: {err}"))?
        }
        _ => bail!("the record has neither a first position nor a seed and settings"),
    };
    let mut table = Table::new(first.clone());
    let mut positions = vec![first];
    let mut diverged = None;
    for (number, note) in (1..).zip(&record.actions) {
        let parted = match table.next() {
            Next::Over => Some(crate::say!("replay-parted-over")),
            Next::Move { seat, .. } if seat != note.seat => Some(crate::say!(
                "replay-parted-turn",
                expected = seat + 1,
                seat = note.seat + 1
            )),
            Next::Move { seat, turn } => {
                let action = crate::text::safe(&note.action);
                match table.game().parse_action(&note.action) {
                    Err(err) => Some(crate::say!(
                        "replay-parted-unread",
                        action = action,
                        reason = err.to_string()
                    )),
                    Ok(parsed) => table
                        .submit(seat, turn, parsed, &mut [])
                        .err()
                        .map(|refusal| {
                            crate::say!(
                                "replay-parted-refused",
                                action = action,
                                reason = refusal.to_string()
                            )
                        }),
                }
            }
        };
        if let Some(why) = parted {
            diverged = Some((number, why));
            break;
        }
        positions.push(table.game().clone());
    }
    if diverged.is_none()
        && let (Some(end), Some(last)) = (&record.end, positions.last())
        && *end != last.to_json()
    {
        diverged = Some((
            record.actions.len(),
            "the position after it is not the one recorded".to_string(),
        ));
    }
    Ok(Rebuilt {
        positions,
        diverged,
    })
}

/// What a replay may show: one seat's share, or every seat's once the game is over.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Eyes {
    Seat(usize),
    Everyone,
}

/// A recorded game as a replay shows it, the same at the terminal and the browser.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Replay {
    /// Where the replay parts from its record, said in a sentence.
    pub diverged: Option<String>,
    /// One a position: the start, then after each move replayed.
    pub frames: Vec<Frame>,
    /// The moves recorded (more than the frames less one where the replay parted).
    pub total: usize,
}

/// One position of a replay: the move that led to it, and what may be seen of it.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Frame {
    pub heading: String,
    pub picture: String,
}

/// `record` as seen by `seat` (a number from 1 or a name), or by every seat once the game
/// is over (the registry's `replay` for game `G`).
pub fn frames<G: Recordable>(record: &GameRecord, seat: Option<&str>) -> Result<Replay> {
    let names: Vec<String> = record.seats.iter().map(|seat| seat.name.clone()).collect();
    let over = record.ending != super::Ending::Playing;
    let eyes = match seat {
        Some(text) => Eyes::Seat(seat_named(text, &names)?),
        None if over => Eyes::Everyone,
        None => bail!(
            "this game is still being played: replay it as one seat with --as SEAT, which shows only what that seat saw"
        ),
    };
    let rebuilt = rebuild::<G>(record)?;
    let diverged = rebuilt.diverged.as_ref().map(|(number, why)| {
        crate::say!(
            "replay-parts",
            number = *number,
            why = why.to_string(),
            version = crate::text::safe(&record.version)
        )
    });
    let total = record.actions.len();
    let frames = rebuilt
        .positions
        .iter()
        .enumerate()
        .map(|(at, position)| frame::<G>(record, position, at, &names, eyes, over))
        .collect();
    Ok(Replay {
        diverged,
        frames,
        total,
    })
}

/// Steps through a replay at the terminal: Enter, `b`, a move number, `q`.
pub fn step(replay: &Replay, ui: &mut Ui) -> Result<()> {
    if let Some(diverged) = &replay.diverged {
        ui.say(diverged);
    }
    let last = replay.frames.len().saturating_sub(1);
    let mut at = 0;
    loop {
        if let Some(frame) = replay.frames.get(at) {
            ui.say(&frame.heading);
            ui.say(&frame.picture);
        }
        if at == last && at < replay.total {
            ui.say(crate::say!("replay-past-end", at = at));
        }
        let Some(answer) = ui.ask(&crate::say!("replay-keys"))? else {
            return Ok(());
        };
        match answer.trim() {
            "" => {
                if at == last {
                    ui.say(crate::say!("replay-last-move"));
                } else {
                    at += 1;
                }
            }
            "b" => at = at.saturating_sub(1),
            "q" => return Ok(()),
            text => match text.parse::<usize>() {
                Ok(number) => at = number.min(last),
                Err(_) => ui.say(crate::say!("replay-keys-again")),
            },
        }
    }
}

/// One position of the replay: the move that led to it and what `eyes` may see.
fn frame<G: Recordable>(
    record: &GameRecord,
    position: &G,
    at: usize,
    names: &[String],
    eyes: Eyes,
    over: bool,
) -> Frame {
    let total = record.actions.len();
    let name = |seat: usize| {
        names.get(seat).map_or_else(
            || crate::say!("replay-seat", number = seat + 1),
            |name| crate::text::safe(name),
        )
    };
    let heading = match at
        .checked_sub(1)
        .and_then(|index| record.actions.get(index))
    {
        None => crate::say!("replay-start", total = total),
        // Another seat's action may name hidden cards: only its seat reads it mid-game.
        Some(note) if over || eyes == Eyes::Seat(note.seat) => crate::say!(
            "replay-moved-as",
            at = at,
            total = total,
            name = name(note.seat),
            action = crate::text::safe(&note.action)
        ),
        Some(note) => crate::say!(
            "replay-moved",
            at = at,
            total = total,
            name = name(note.seat)
        ),
    };
    let picture = match eyes {
        Eyes::Seat(seat) => G::picture(&position.view(seat), names),
        Eyes::Everyone => (0..position.players())
            .map(|seat| {
                let picture = G::picture(&position.view(seat), names);
                if position.players() > 1 {
                    format!(
                        "{}\n{picture}",
                        crate::say!("replay-sees", name = name(seat))
                    )
                } else {
                    picture
                }
            })
            .collect::<Vec<_>>()
            .join("\n"),
    };
    Frame { heading, picture }
}

/// The seat `text` names: a number from 1, or a seat's name.
fn seat_named(text: &str, names: &[String]) -> Result<usize> {
    if let Ok(number) = text.trim().parse::<usize>()
        && (1..=names.len()).contains(&number)
    {
        return Ok(number - 1);
    }
    names
        .iter()
        .position(|name| name.eq_ignore_ascii_case(text.trim()))
        .with_context(|| {
            format!(
                "--as: no seat is {}; the seats are 1 to {} ({})",
                crate::text::safe(text),
                names.len(),
                names
                    .iter()
                    .map(|name| crate::text::safe(name))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        })
}

/// `karty replay`.
pub fn run(args: ReplayArgs, global: &crate::GlobalOpts) -> Result<()> {
    let record = match (&args.import, args.id) {
        (Some(path), _) => {
            let (name, text) = crate::machine::read_bounded(path, crate::batch::MAX_RESULTS_BYTES)?;
            if line::is_results(&text) {
                match import_results(&name, &text)? {
                    Some(record) => record,
                    None => return Ok(()),
                }
            } else {
                let record = store::parse_export(path, &text)?;
                let entry = entry_of(&record)?;
                let id = store::with(|store| store.import(&record))?;
                crate::ui::out(crate::say!("replay-imported", title = entry.title, id = id));
                record
            }
        }
        (None, Some(id)) => store::with(|store| store.get(id))?,
        (None, None) => bail!("name a game's number, or --import FILE"),
    };
    if let Some(path) = &args.export {
        let text = serde_json::to_string_pretty(&record)? + "\n";
        crate::terminal::write_atomically(path, &text)?;
        crate::ui::out(crate::say!(
            "replay-written",
            file = crate::text::path(path)
        ));
        return Ok(());
    }
    let mut ui = Ui::new(global.plain, global.ascii);
    show(&record, args.seat.as_deref(), &mut ui)
}

/// Steps through recorded game `id` (the main menu's history), as `seat` if named.
pub fn step_through(id: i64, seat: Option<&str>, ui: &mut Ui) -> Result<()> {
    let record = store::with(|store| store.get(id))?;
    show(&record, seat, ui)
}

fn show(record: &GameRecord, seat: Option<&str>, ui: &mut Ui) -> Result<()> {
    let entry = entry_of(record)?;
    let replay = (entry.replay)(record, seat)?;
    step(&replay, ui)
}

/// Keeps every game of a batch's results file; the one game, where it holds one, to step
/// through.
fn import_results(name: &str, text: &str) -> Result<Option<GameRecord>> {
    let (records, bare) = line::records_in(name, text)?;
    for record in &records {
        entry_of(record)?;
    }
    let ids = store::with(|store| store.insert_all(&records))?;
    if bare > 0 {
        crate::ui::out(crate::say!("replay-bare", count = bare, file = name));
    }
    match (ids.first(), ids.last()) {
        (Some(first), Some(last)) if first == last => {
            crate::ui::out(crate::say!("replay-imported-one", id = *first));
        }
        (Some(first), Some(last)) => {
            crate::ui::out(crate::say!(
                "replay-imported-many",
                count = ids.len(),
                first = *first,
                last = *last
            ));
        }
        _ => {}
    }
    Ok(match <[GameRecord; 1]>::try_from(records) {
        Ok([record]) => Some(record),
        Err(_) => None,
    })
}

fn entry_of(record: &GameRecord) -> Result<&'static crate::registry::Entry> {
    crate::registry::find(&record.game).with_context(|| {
        format!(
            "the record is of {}, which this karty does not play",
            crate::text::safe(&record.game)
        )
    })
}

/// `karty history`: how many games it listed.
pub fn history(args: &HistoryArgs) -> Result<usize> {
    if let Some(game) = args
        .game
        .as_deref()
        .filter(|game| crate::registry::find(game).is_none())
    {
        let names: Vec<&str> = crate::registry::games()
            .iter()
            .map(|entry| entry.name)
            .collect();
        crate::usage(
            clap::error::ErrorKind::InvalidValue,
            format!(
                "--game: no game is called {}; the games are {}",
                crate::text::safe(game),
                names.join(", ")
            ),
        );
    }
    let games = store::with(|store: &mut Store| store.list(args.game.as_deref(), args.limit))?;
    if games.is_empty() {
        crate::ui::out(crate::say!("history-none"));
        return Ok(0);
    }
    let listed = games.len();
    let rows: Vec<[String; 6]> = games
        .into_iter()
        .map(|(id, moves, record)| {
            let seats: Vec<String> = record
                .seats
                .iter()
                .enumerate()
                .map(|(seat, note)| {
                    let name = match &note.level {
                        Some(level) => format!(
                            "{} [{}]",
                            crate::text::safe(&note.name),
                            crate::text::safe(level)
                        ),
                        None => crate::text::safe(&note.name),
                    };
                    if record.winners.contains(&seat) {
                        crate::say!("history-won", seat = name)
                    } else {
                        name
                    }
                })
                .collect();
            let mut notes = Vec::new();
            if record.hinted {
                notes.push(crate::say!("history-hint"));
            }
            if record.undos > 0 {
                notes.push(crate::say!("history-undos", count = record.undos));
            }
            let notes = if notes.is_empty() {
                String::new()
            } else {
                format!(" ({})", notes.join(", "))
            };
            [
                id.to_string(),
                crate::text::safe(&record.game),
                utc(record.started),
                moves.to_string(),
                crate::say!("history-ending", ending = record.ending.word()),
                format!("{}{notes}", seats.join(", ")),
            ]
        })
        .collect();
    let headings = [
        crate::say!("history-heading-id"),
        crate::say!("history-heading-game"),
        crate::say!("history-heading-started"),
        crate::say!("history-heading-moves"),
        crate::say!("history-heading-ending"),
        crate::say!("history-heading-seats"),
    ];
    // Each column as wide as its widest cell; numbers to the right.
    let width = |column: usize| {
        rows.iter()
            .map(|row| row[column].chars().count())
            .chain([headings[column].chars().count()])
            .max()
            .unwrap_or(0)
    };
    let widths: Vec<usize> = (0..6).map(width).collect();
    let line = |cells: &[String; 6]| {
        format!(
            "{}  {}  {}  {}  {}  {}",
            pad_left(&cells[0], widths[0]),
            pad_right(&cells[1], widths[1]),
            pad_right(&cells[2], widths[2]),
            pad_left(&cells[3], widths[3]),
            pad_right(&cells[4], widths[4]),
            cells[5]
        )
    };
    crate::ui::out(line(&headings));
    for row in &rows {
        crate::ui::out(line(row));
    }
    Ok(listed)
}

/// `seconds` since 1970 as `YYYY-MM-DD HH:MM` (UTC).
fn utc(seconds: i64) -> String {
    let days = seconds.div_euclid(86_400);
    let rest = seconds.rem_euclid(86_400);
    // Howard Hinnant's days-to-civil.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}",
        rest / 3600,
        rest % 3600 / 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::records::{Recorder, SeatNote};
    use contract::{Bot, Player, RandomBot};

    /// Plays `game` with a random player at every seat, recorded in memory; the record
    /// and the position the game ended in.
    fn played<G: Recordable>(game: G, seed: u64) -> (GameRecord, G) {
        let seats = (0..game.players())
            .map(|seat| SeatNote {
                name: format!("Bot {seat}"),
                level: Some("random".into()),
            })
            .collect();
        let mut recorder = Recorder::in_memory(&game, Some(seed), seats);
        let mut bots: Vec<Limited<G>> = (0..game.players())
            .map(|seat| Limited {
                bot: Box::new(RandomBot::new(seed + seat as u64)),
                left: 400,
            })
            .collect();
        let mut players: Vec<&mut dyn Player<G>> = bots
            .iter_mut()
            .map(|bot| bot as &mut dyn Player<G>)
            .collect();
        let mut table = Table::new(game);
        contract::table::run(
            &mut table,
            &mut players,
            &mut [&mut recorder],
            &mut Vec::new(),
        );
        recorder.end();
        (recorder.record().expect("recorded"), table.into_game())
    }

    /// A random player that leaves after so many moves (Klondike's stock turns forever).
    struct Limited<G: Game> {
        bot: Box<dyn Bot<G>>,
        left: u32,
    }

    impl<G: Game> Player<G> for Limited<G> {
        fn decide(
            &mut self,
            seat: &contract::Seat<'_, G>,
            legal: &[G::Action],
        ) -> contract::Decision<G::Action> {
            if self.left == 0 {
                return contract::Decision::Quit;
            }
            self.left -= 1;
            self.bot.decide(seat, legal)
        }
    }

    fn replays_to_the_same_end<G: Recordable>(game: G, seed: u64) {
        let (record, end) = played(game, seed);
        assert!(!record.actions.is_empty());
        let rebuilt = rebuild::<G>(&record).unwrap();
        assert_eq!(rebuilt.diverged, None);
        assert_eq!(rebuilt.positions.len(), record.actions.len() + 1);
        assert_eq!(rebuilt.positions.last().unwrap().to_json(), end.to_json());
    }

    #[test]
    fn every_game_replays_from_its_seed_to_the_identical_final_state() {
        for seed in 0..3 {
            let klondike = klondike::Klondike::new_game(&klondike::Draw::Three, seed).unwrap();
            replays_to_the_same_end(klondike, seed);
            let config = makao::Config::new(makao::RuleSet::Polish, 3);
            replays_to_the_same_end(makao::Game::new_game(&config, seed).unwrap(), seed);
            let settings = saboteur::Settings::new(4, 1);
            replays_to_the_same_end(saboteur::Saboteur::new_game(&settings, seed).unwrap(), seed);
        }
        #[cfg(feature = "nim")]
        {
            let settings = contract::nim::NimSettings {
                counters: 20,
                players: 3,
            };
            replays_to_the_same_end(contract::nim::Nim::new_game(&settings, 5).unwrap(), 5);
        }
    }

    /// Klondike deal 3 with undo, recorded in memory, after `turns` turns of the stock.
    fn turned(turns: usize) -> (Recorder<klondike::Klondike>, Table<klondike::Klondike>) {
        let game = klondike::Klondike::new_game(&klondike::Draw::One, 3).unwrap();
        let you = vec![SeatNote {
            name: "You".into(),
            level: None,
        }];
        let mut recorder = Recorder::in_memory(&game, Some(3), you);
        let mut table = Table::new(game).with_undo(10);
        for _ in 0..turns {
            let at = table.turn();
            let turn = klondike::Move::Turn;
            table.submit(0, at, turn, &mut [&mut recorder]).unwrap();
        }
        (recorder, table)
    }

    #[test]
    fn a_move_taken_back_leaves_the_record_and_the_replay_ends_where_the_game_did() {
        let (mut recorder, mut table) = turned(2);
        table.undo(&mut [&mut recorder]).unwrap();
        recorder.end();
        let record = recorder.record().unwrap();
        assert_eq!((record.actions.len(), record.undos), (1, 1));
        let rebuilt = rebuild::<klondike::Klondike>(&record).unwrap();
        assert_eq!(rebuilt.diverged, None);
        assert_eq!(rebuilt.positions[1].to_json(), table.game().to_json());
    }

    #[test]
    fn an_undo_that_takes_back_several_steps_counts_once() {
        let (mut recorder, mut table) = turned(3);
        // As Klondike's terminal takes back an `auto`: step by step, one undo.
        table.undo(&mut []).unwrap();
        recorder.undone_part(false);
        table.undo(&mut []).unwrap();
        recorder.undone_part(true);
        recorder.end();
        let record = recorder.record().unwrap();
        assert_eq!((record.actions.len(), record.undos), (1, 1));
        let rebuilt = rebuild::<klondike::Klondike>(&record).unwrap();
        assert_eq!(rebuilt.diverged, None);
    }

    #[test]
    fn a_record_dealt_from_its_seed_keeps_no_first_position_and_a_changed_one_diverges() {
        let game = klondike::Klondike::new_game(&klondike::Draw::One, 7).unwrap();
        let (mut record, _) = played(game, 7);
        assert_eq!(record.start, None, "the seed and settings deal it");
        assert_eq!(record.settings, Some(serde_json::json!("one")));
        // Another deal under the same actions: the replay says where it parts.
        record.seed = Some(8);
        let rebuilt = rebuild::<klondike::Klondike>(&record).unwrap();
        let (number, why) = rebuilt.diverged.expect("diverges");
        assert!(
            number >= 1 && number <= record.actions.len(),
            "{number}: {why}"
        );
    }

    #[test]
    fn times_are_written_as_utc_dates() {
        assert_eq!(utc(0), "1970-01-01 00:00");
        assert_eq!(utc(1_795_000_000), "2026-11-18 11:06");
    }
}
