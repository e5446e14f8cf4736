//! The JSON API, written once over [`contract::Game`]: one [`Tables`] store per game
//! kind, holding that kind's games in memory. Every answer to a browser is built by
//! [`Table::answer_json`] from one seat's view alone, so no hidden card can be in it.
//!
//! A request speaks for a seat ([`Who`]): the server's secret for the seat of the person
//! who started the game, a seat's own link for that seat only. Under `/<key>/api/<game>/`:
//! - `POST new` with the new-game form (server's secret only): deals, answers the
//!   person's seat; with `"people": n` the next human seats get links of their own.
//! - `GET <id>`: the seat's answer now.
//! - `GET <id>/events`: the seat's answer after every change (server-sent events).
//! - `POST <id>/act` with `{"choose": id, "turn": t, "say": ["makao"]}`: one of the
//!   answer's typed `actions` by its id, with the calls the person said; or
//!   `{"action": "7h"}`, the action's text as the engine reads it.
//! - `POST <id>/step`: one computer turn, so one person can follow them one at a time;
//!   at a table of several people the server moves the computers itself.
//! - `POST <id>/leave` (`{"seat": n}` from the server's secret): a computer takes the seat.
//! - `POST <id>/close` (the server's secret): the host moves on; the guests are told.
//! - `GET <id>/qr/<seat>` (the server's secret): that seat's link as a QR code (SVG).

use std::collections::HashMap;
use std::convert::Infallible;
use std::io::Write as _;
use std::sync::{Arc, Mutex, MutexGuard, TryLockError};
use std::time::{Duration, Instant};

use again::again;
use axum::Router;
use axum::body::Bytes;
use axum::extract::{Extension, Path, State};
use axum::http::StatusCode;
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use computer::{computer_step, drive};
use contract::table::{Heard, Next, Observer, Sight};
use contract::{Bot, Game, Seat, Series};

use crate::records::{Recorder, SeatNote};
use crate::words::runs;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use tokio::sync::watch;

/// Tables of one kind kept at once; a new game past this is refused (503).
pub const MAX_GAMES: usize = 64;
/// Log lines sent with each answer (the newest).
const LOG_LINES: usize = 300;
/// People at one table: every seat of the largest game.
const MAX_PEOPLE: u64 = 10;
/// The pause before each computer move at a table of several people, so they can
/// follow it (`karty serve --computer-pause`, which tests set to 0).
pub const COMPUTER_PAUSE: Duration = Duration::from_millis(600);

/// What the server needs of a game beyond the contract: reading its new-game form and
/// telling its moves in words. One implementation per game kind.
pub trait Kind: Game + crate::records::Recordable {
    /// Reads the new-game form (rule set, computer players, seed...) for a table where
    /// the first `people` seats are people.
    fn setup(form: &Value, people: usize) -> Result<Setup<Self>, String>;

    /// The lines the person at `seat` reads after `actor` did `action`, from `seat`'s
    /// view `before` it and the events already passed through [`Game::event_for`] for
    /// `seat`: nothing the seat may not see reaches the words.
    fn narrate(
        before: &Self::View,
        actor: usize,
        action: Self::Action,
        events: &[Self::Event],
        seat: usize,
        names: &[String],
    ) -> Vec<String>;

    /// Lines telling how the game ended (winner, points), for `seat`, who reads
    /// `names` (their own is "You").
    fn ending(&self, names: &[String], seat: usize) -> Vec<String>;

    /// A computer player for `seat` when its person leaves; `None` where a game has one
    /// seat only.
    fn stand_in(&self, seat: usize) -> Option<Box<dyn Bot<Self>>>;

    /// The new-game form's fields besides `people` and the game's settings (which the
    /// registry lists): any other is refused, so a typo is never silently ignored.
    fn fields() -> Vec<&'static str>;

    /// One legal action as the page reads it, from the view it is chosen in: typed
    /// fields (cards, piles, cells, seats), never text for the page to parse. Calls
    /// a person must remember to say are left out ([`Kind::said`] adds them back).
    /// A game with no picture of its own in the page offers its actions by their
    /// words, as a list of buttons.
    fn typed(_view: &Self::View, _action: Self::Action) -> Value {
        serde_json::json!({ "type": "action" })
    }

    /// A legal action in words, as a person would say it, from the view it is chosen
    /// in and the names as its reader reads them: a told line, its cards marked (the
    /// page shows it as the action's label).
    fn action_words(_view: &Self::View, action: Self::Action, _names: &[String]) -> String {
        action.to_string()
    }

    /// Why the rules refuse a move, in the reader's words (the engine's `Display` is
    /// English, for programs).
    fn refusal(&self, err: &Self::RuleError) -> String {
        err.to_string()
    }

    /// The calls a person may say with a move at this table, in the order the page
    /// offers them (Makao's "makao" and "po makale", where the rules have them).
    fn calls(_view: &Self::View) -> Vec<&'static str> {
        Vec::new()
    }

    /// The legal `action` with the calls the person `said` with it, from `view`.
    fn said(
        _view: &Self::View,
        action: Self::Action,
        said: &[String],
    ) -> Result<Self::Action, String> {
        match said.first() {
            None => Ok(action),
            Some(_) => Err("this game has no calls to say".to_string()),
        }
    }

    /// What everyone sees once the game is over: every hand turned up, the goals
    /// (`None` while it is played, and where nothing was hidden).
    fn revealed(&self) -> Option<Value> {
        None
    }

    /// Whether a person may take moves back: only where one person plays alone, so
    /// taking back hides nothing from anyone (Klondike).
    const UNDO: bool = false;

    /// The game's own commands besides its actions (Klondike's auto and hint), given
    /// the position before the last move where undo keeps it (a hint never leads back
    /// there): what it did, or why not.
    fn command(
        &mut self,
        _name: &str,
        _before: Option<&Self>,
    ) -> Result<Commanded<Self::Action>, String> {
        Err("this game has no such command".to_string())
    }
}

/// What a game's own command did.
pub struct Commanded<A> {
    /// The lines to log.
    pub lines: Vec<String>,
    /// The moves it made, in order (none: the game is as it was).
    pub moves: Vec<A>,
    /// It looked at cards nobody could see (a peeking hint): the game is assisted.
    pub peeked: bool,
    /// The move a hint or tip names, which the page lights up.
    pub shown: Option<A>,
}

/// States kept for undo, at most.
const UNDO_DEPTH: usize = 5000;

/// A human seat's name: "You" alone at a table, else "Player n" (each person reads
/// their own seat as "You").
pub fn person_name(seat: usize, people: usize) -> String {
    if people == 1 {
        crate::say!("serve-you")
    } else {
        crate::say!("page-player", number = seat + 1)
    }
}

/// The seed of a form: absent, a number, or a number written as text.
pub fn form_seed(form: &serde_json::Map<String, Value>) -> Result<Option<u64>, String> {
    match form.get("seed") {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(text)) if text.trim().is_empty() => Ok(None),
        Some(Value::String(text)) => text.trim().parse::<u64>().map(Some).map_err(|_| {
            let text = crate::text::safe(&crate::text::prefix(text));
            format!("\"{text}\" is not a seed (a whole number)")
        }),
        Some(value) => value
            .as_u64()
            .map(Some)
            .ok_or_else(|| "the seed must be a whole number".to_string()),
    }
}

/// A new game as the form asks for it.
pub struct Setup<G: Game> {
    pub settings: G::Settings,
    pub seed: Option<u64>,
    /// One per seat: `None` is a person; the first of them started the game.
    pub bots: Vec<Option<Box<dyn Bot<G>>>>,
    pub names: Vec<String>,
    /// A match of this many games (a Serbian match of N hands); `None`: one game at a
    /// time, played again as long as the host likes.
    pub length: Option<u32>,
}

/// Whom a request speaks for.
#[derive(Debug, Clone)]
pub enum Who {
    /// The server's own secret: the person who started the server, who creates games and
    /// sits at each game's first human seat.
    Host,
    /// One seat's link: that seat of that game, nothing else.
    Seat(SeatKey),
}

/// What a seat's link opens.
#[derive(Debug, Clone)]
pub struct SeatKey {
    pub kind: &'static str,
    pub game: String,
    pub seat: usize,
}

/// What every game kind's routes share: the seat links and how links are written.
pub struct Shared {
    /// Seat secrets to what they open; a link is removed when its seat is taken over
    /// or its game dropped.
    pub keys: Mutex<HashMap<String, SeatKey>>,
    /// `http://address:port`, the start of every link given out.
    pub base: String,
    /// Turns true when the server stops, so that open event streams end and do not
    /// hold the shutdown.
    pub stop: watch::Receiver<bool>,
    /// The pause before each computer move at a live table.
    pub pause: Duration,
    /// Whether the server listens on loopback only (its links work on this machine alone).
    pub loopback: bool,
    /// The address listened on, as the page tells it.
    pub address: String,
    /// Each reader's language, by their address's key.
    pub languages: Arc<super::words::Languages>,
}

/// One game at the server: the state, who sits where, and each person's log.
pub struct Table<G: Game> {
    /// The game, which only this driver changes.
    table: contract::Table<G>,
    seed: u64,
    bots: Vec<Option<Box<dyn Bot<G>>>>,
    /// The computer seat whose player is out thinking on a copy of its view (no lock
    /// is held meanwhile).
    thinking: Option<usize>,
    names: Vec<String>,
    /// The seat of the person who started the game (the server's secret acts for it).
    host_seat: usize,
    /// Each seat's log, narrated from events as that seat may learn them.
    logs: Vec<Vec<String>>,
    /// The other human seats' secrets, for the host to hand out.
    links: Vec<(usize, String)>,
    /// Several people: the server moves the computers and every change is sent live.
    live: bool,
    /// Whether a task is moving the computer players now.
    driving: bool,
    /// Counts changes; event streams wait on it.
    changed: watch::Sender<u64>,
    touched: Instant,
    /// The games played at this table before this one ("Play again").
    series: Series,
    /// The seed the form gave, which the next deals follow on from.
    chosen_seed: Option<u64>,
    /// The new-game form, read again for each next deal.
    form: Value,
    people: usize,
    /// Keeps the game in play in the records.
    recorder: Recorder<G>,
    /// The pages following this table.
    watchers: Arc<Watchers>,
    /// The host left it for a new game: guests are told, and it is freed.
    closed: bool,
    /// The pause before each computer move at a live table.
    pause: Duration,
    /// The move the last hint or tip named, and the turn it was for.
    hint: Option<(u64, G::Action)>,
    /// The readers' languages, each person's log narrated in theirs.
    languages: Arc<super::words::Languages>,
}

impl<G: Kind> Table<G> {
    /// Whether the table is still wanted (see [`wanted`]).
    fn wanted(&self) -> bool {
        wanted(
            self.touched.elapsed(),
            lock(&self.watchers.left).elapsed(),
            self.watchers.open.load(std::sync::atomic::Ordering::SeqCst),
            self.closed,
        )
    }
}

/// An action and who took it, as sent back so a client can follow the game.
#[derive(Debug, Clone, Serialize)]
pub struct Applied {
    pub seat: usize,
    pub action: String,
}

/// Another person's link, as the host is told it.
#[derive(Serialize)]
struct Link {
    seat: usize,
    name: String,
    url: String,
}

/// Everything a seat is told: built from its view, its legal actions and public facts.
#[derive(Serialize)]
struct Answer<'a, V: Serialize> {
    kind: &'static str,
    game: &'a str,
    /// The deal's seed, once it tells nothing hidden: after the game, even a seed the
    /// person typed (a seed deals every card, the stock's order included).
    /// As text: a page's numbers cannot hold every 64-bit seed.
    seed: Option<String>,
    seat: usize,
    /// The turn a move sent back must name, so that one decided on an old position is
    /// refused rather than applied.
    turn: u64,
    names: Vec<String>,
    view: V,
    /// The seat's legal actions as the engine reads them; empty when it is not its move.
    legal: Vec<String>,
    /// The same actions typed for the page (`id`: the index to send back in `choose`),
    /// calls left out.
    actions: Vec<Value>,
    /// The calls a person may say with a move here (pressed before the card).
    calls: Vec<&'static str>,
    /// Every hand and hidden card once the game is over.
    revealed: Option<Value>,
    /// The move the last hint or tip named, typed, while its position lasts.
    hint: Option<Value>,
    /// The person who started the game has left this table for another.
    closed: bool,
    to_move: Option<usize>,
    /// Whether a computer player moves next (the page then asks for `step`, unless the
    /// table is live).
    computer_to_move: bool,
    /// Whether that computer player is thinking now.
    thinking: bool,
    /// Several people sit here: the server moves the computers; follow `events`.
    live: bool,
    /// Whether this answer is for the server's secret (which may start games).
    host: bool,
    /// The other people's links: only in the host's answers.
    links: Vec<Link>,
    over: bool,
    /// The games finished at this table before, and each seat's wins and points; a
    /// match's length.
    series: &'a Series,
    winners: Vec<usize>,
    points: Option<Vec<i64>>,
    /// The seat's log as text, for programs.
    log: Vec<String>,
    /// The same lines as HTML, their cards and names marked, for the page.
    log_html: Vec<String>,
    applied: Vec<Applied>,
}

impl<G: Kind> Table<G> {
    /// The names as `seat` reads them: its own is "You" (in the language spoken now).
    fn names_for(&self, seat: usize) -> Vec<String> {
        let mut names = self.names.clone();
        if let Some(name) = names.get_mut(seat) {
            *name = crate::say!("serve-you");
        }
        names
    }

    /// The language of the person at `seat`: the host's at the host's seat, else the
    /// one heard from that seat's link, else (a link not yet opened) the host's.
    fn reader(&self, seat: usize) -> crate::words::Language {
        let host = self.languages.of(super::words::HOST).unwrap_or_default();
        self.links
            .iter()
            .find(|(linked, _)| *linked == seat && seat != self.host_seat)
            .and_then(|(_, secret)| self.languages.of(secret))
            .unwrap_or(host)
    }

    fn game(&self) -> &G {
        self.table.game()
    }

    fn is_person(&self, seat: usize) -> bool {
        self.bots.get(seat).is_some_and(Option::is_none) && self.thinking != Some(seat)
    }

    /// `seat`'s answer as JSON: its view, its legal actions, its log and public facts.
    fn answer_json(
        &self,
        id: &str,
        seat: usize,
        host: bool,
        base: &str,
        applied: Vec<Applied>,
    ) -> Result<String, serde_json::Error> {
        let mine = self.game().to_move() == Some(seat);
        let listed = if mine {
            self.game().legal_actions()
        } else {
            Vec::new()
        };
        let view = self.game().view(seat);
        let legal = listed.iter().map(ToString::to_string).collect();
        let names = self.names_for(seat);
        let typed = |action: G::Action| {
            let mut typed = G::typed(&view, action);
            if let Some(fields) = typed.as_object_mut() {
                let words = G::action_words(&view, action, &names);
                fields.insert("words".to_string(), runs::plain(&words).into());
            }
            typed
        };
        let actions = listed
            .iter()
            .enumerate()
            .map(|(id, action)| {
                let mut typed = typed(*action);
                if let Some(fields) = typed.as_object_mut() {
                    fields.insert("id".to_string(), id.into());
                }
                typed
            })
            .collect();
        let log = self.logs.get(seat).map_or(&[][..], Vec::as_slice);
        let start = log.len().saturating_sub(LOG_LINES);
        let links = if host {
            self.links
                .iter()
                .filter(|(s, _)| self.is_person(*s))
                .map(|(s, secret)| Link {
                    seat: *s,
                    name: self.names[*s].clone(),
                    url: format!("{base}/{secret}/"),
                })
                .collect()
        } else {
            Vec::new()
        };
        let hint = self
            .hint
            .filter(|(turn, _)| *turn == self.table.turn())
            .map(|(_, action)| typed(action));
        let calls = G::calls(&view);
        let answer = Answer {
            kind: G::NAME,
            game: id,
            // A seed deals every card, the stock's order included: told only at the end,
            // even to the person who typed it (a guest could rebuild their hand from it).
            seed: self.game().is_over().then(|| self.seed.to_string()),
            turn: self.table.turn(),
            seat,
            names,
            calls,
            view,
            legal,
            actions,
            revealed: if self.game().is_over() {
                self.game().revealed()
            } else {
                None
            },
            hint,
            closed: self.closed,
            to_move: self.game().to_move(),
            computer_to_move: self.computer_to_move().is_some(),
            thinking: self.thinking.is_some(),
            live: self.live,
            host,
            links,
            over: self.game().is_over(),
            series: &self.series,
            winners: self.game().winners(),
            points: self.game().points(),
            log: log[start..].iter().map(|line| runs::plain(line)).collect(),
            log_html: log[start..].iter().map(|line| runs::html(line)).collect(),
            applied,
        };
        serde_json::to_string(&answer)
    }

    fn answer(
        &self,
        id: &str,
        seat: usize,
        who: &Who,
        base: &str,
        applied: Vec<Applied>,
    ) -> Response {
        let host = matches!(who, Who::Host);
        match self.answer_json(id, seat, host, base, applied) {
            Ok(json) => json_response(StatusCode::OK, json),
            Err(err) => error(StatusCode::INTERNAL_SERVER_ERROR, &err.to_string()),
        }
    }

    fn computer_to_move(&self) -> Option<usize> {
        self.game()
            .to_move()
            .filter(|&p| self.bots.get(p).is_some_and(Option::is_some) || self.thinking == Some(p))
    }

    /// The seat `who` acts for at this table, or why it may not.
    fn seat_of(&self, who: &Who, id: &str) -> Result<usize, Refusal> {
        let seat = match who {
            Who::Host => self.host_seat,
            Who::Seat(key) if key.kind == G::NAME && key.game == id => key.seat,
            Who::Seat(_) => {
                return Err(refusal(
                    StatusCode::FORBIDDEN,
                    &crate::say!("serve-other-game"),
                ));
            }
        };
        if self.is_person(seat) {
            Ok(seat)
        } else {
            Err(refusal(
                StatusCode::FORBIDDEN,
                &crate::say!("serve-seat-left"),
            ))
        }
    }

    /// Tells every event stream that the table changed.
    fn touch_all(&self) {
        self.changed.send_modify(|n| *n = n.wrapping_add(1));
    }

    /// Submits `seat`'s action, decided at `turn`, to the driver; computer players hear
    /// it as their seats may, and each person's log tells it as their seat may learn it.
    fn submit(
        &mut self,
        seat: usize,
        turn: u64,
        action: G::Action,
    ) -> Result<Applied, contract::Refusal<G::RuleError>> {
        let before = self.game().clone();
        let people: Vec<usize> = (0..self.bots.len())
            .filter(|&p| self.is_person(p))
            .collect();
        let mut heard: Vec<Heard<G>> = people.iter().map(|&p| Heard::new(Sight::Seat(p))).collect();
        {
            let mut observers: Vec<&mut dyn Observer<G>> = heard
                .iter_mut()
                .map(|heard| heard as &mut dyn Observer<G>)
                .collect();
            observers.push(&mut self.recorder);
            self.table
                .submit_among(seat, turn, action, &mut self.bots, &mut observers)?;
        }
        // Each person reads the move in their own language.
        for (person, heard) in people.into_iter().zip(heard) {
            let lines = crate::words::in_language(self.reader(person), || {
                let names = self.names_for(person);
                G::narrate(
                    &before.view(person),
                    seat,
                    action,
                    &heard.events,
                    person,
                    &names,
                )
            });
            self.log(person, lines);
        }
        self.touch_all();
        Ok(Applied {
            seat,
            action: action.to_string(),
        })
    }

    /// Adds `lines` to `seat`'s log, and how the game ended once it has.
    fn log(&mut self, seat: usize, mut lines: Vec<String>) {
        if self.game().is_over() {
            crate::words::in_language(self.reader(seat), || {
                lines.extend(self.game().ending(&self.names_for(seat), seat));
                let seed = self.seed.to_string();
                lines.push(crate::say!("serve-seed-was", seed = seed));
            });
        }
        let Some(log) = self.logs.get_mut(seat) else {
            return;
        };
        log.extend(lines);
        // A long game keeps only its newer lines; the page shows the newest anyway.
        if log.len() > 4 * LOG_LINES {
            log.drain(..log.len() - 2 * LOG_LINES);
        }
    }

    /// Adds the line `say` says to every seat's log, in each reader's language.
    fn tell_all(&mut self, say: impl Fn() -> String) {
        for seat in 0..self.logs.len() {
            let line = crate::words::in_language(self.reader(seat), &say);
            self.logs[seat].push(line);
        }
    }

    /// Undo, or one of the game's own commands, for `seat`.
    fn command(&mut self, seat: usize, name: &str) -> Result<(), Refusal> {
        if name == "undo" {
            if self.live {
                return Err(refusal(StatusCode::CONFLICT, &crate::say!("serve-no-undo")));
            }
            self.table
                .undo(&mut [&mut self.recorder])
                .map_err(|why| refusal(StatusCode::CONFLICT, &why.to_string()))?;
            self.log(seat, vec![crate::say!("serve-undone")]);
        } else {
            if self.game().is_over() {
                return Err(refusal(StatusCode::CONFLICT, &crate::say!("serve-over")));
            }
            let mut game = self.game().clone();
            let done = game
                .command(name, self.table.previous())
                .map_err(|reason| refusal(StatusCode::CONFLICT, &reason))?;
            if done.peeked {
                self.recorder.hinted();
            }
            self.hint = done.shown.map(|shown| (self.table.turn(), shown));
            if !done.moves.is_empty() {
                self.table.replace(game);
                self.recorder.replaced(&done.moves, self.table.game());
            }
            self.log(seat, done.lines);
        }
        self.touch_all();
        Ok(())
    }
}

/// The games of one kind.
pub struct Tables<G: Game> {
    games: Mutex<HashMap<String, Arc<Mutex<Table<G>>>>>,
    shared: Arc<Shared>,
}

impl<G: Kind> Tables<G> {
    fn new(shared: Arc<Shared>) -> Tables<G> {
        Tables {
            games: Mutex::new(HashMap::new()),
            shared,
        }
    }

    fn map(&self) -> MutexGuard<'_, HashMap<String, Arc<Mutex<Table<G>>>>> {
        let mut games = self.games.lock().unwrap_or_else(|e| e.into_inner());
        // Drop idle games on every use, so none outlives IDLE by much. A game locked
        // now is in use (a computer player thinking): not idle, and not waited for.
        let before = games.len();
        games.retain(|_, table| match table.try_lock() {
            Ok(table) => table.wanted(),
            Err(TryLockError::Poisoned(table)) => table.into_inner().wanted(),
            Err(TryLockError::WouldBlock) => true,
        });
        if games.len() < before {
            // A dropped game's links open nothing any more.
            let mut keys = lock(&self.shared.keys);
            keys.retain(|_, key| key.kind != G::NAME || games.contains_key(&key.game));
            self.shared
                .languages
                .retain(|secret| keys.contains_key(secret));
        }
        games
    }

    fn get(&self, id: &str) -> Option<Arc<Mutex<Table<G>>>> {
        self.map().get(id).cloned()
    }
}

/// The value of a `Result`, or its refusal sent as the handler's answer.
macro_rules! or_refuse {
    ($result:expr) => {
        match $result {
            Ok(value) => value,
            Err(refusal) => return refusal.into_response(),
        }
    };
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

/// The routes of one game kind, its store shared by them.
pub fn routes<G: Kind>(shared: Arc<Shared>) -> Router {
    let tables: Arc<Tables<G>> = Arc::new(Tables::new(shared));
    let base = format!("/{{key}}/api/{}", G::NAME);
    Router::new()
        .route(&format!("{base}/new"), post(new_game::<G>))
        .route(&format!("{base}/{{id}}"), get(show::<G>))
        .route(&format!("{base}/{{id}}/events"), get(events::<G>))
        .route(&format!("{base}/{{id}}/act"), post(act::<G>))
        .route(&format!("{base}/{{id}}/step"), post(step::<G>))
        .route(&format!("{base}/{{id}}/leave"), post(leave::<G>))
        .route(&format!("{base}/{{id}}/command"), post(command::<G>))
        .route(&format!("{base}/{{id}}/again"), post(again::<G>))
        .route(&format!("{base}/{{id}}/close"), post(close::<G>))
        .route(&format!("{base}/{{id}}/qr/{{seat}}"), get(qr::<G>))
        .with_state(tables)
}

/// A JSON error: `{"error": reason}`.
pub fn error(status: StatusCode, reason: &str) -> Response {
    let body = serde_json::json!({ "error": reason }).to_string();
    json_response(status, body)
}

fn json_response(status: StatusCode, json: String) -> Response {
    (
        status,
        [(axum::http::header::CONTENT_TYPE, "application/json")],
        json,
    )
        .into_response()
}

/// A refusal before any answer is built: its status and reason.
pub struct Refusal {
    status: StatusCode,
    reason: String,
}

fn refusal(status: StatusCode, reason: &str) -> Refusal {
    Refusal {
        status,
        reason: reason.to_string(),
    }
}

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        error(self.status, &self.reason)
    }
}

fn read_json<T: for<'de> Deserialize<'de>>(body: &[u8]) -> Result<T, Refusal> {
    serde_json::from_slice(body).map_err(|err| Refusal {
        status: StatusCode::BAD_REQUEST,
        reason: crate::say!("serve-not-json", reason = err.to_string()),
    })
}

/// A fresh game id: 64 bits from the OS, so ids cannot be guessed either.
fn find<G: Kind>(tables: &Tables<G>, id: &str) -> Result<Arc<Mutex<Table<G>>>, Refusal> {
    tables.get(id).ok_or_else(|| Refusal {
        status: StatusCode::NOT_FOUND,
        reason: crate::say!("serve-no-such-game"),
    })
}

async fn show<G: Kind>(
    State(tables): State<Arc<Tables<G>>>,
    Extension(who): Extension<Who>,
    Path((_key, id)): Path<(String, String)>,
) -> Response {
    let table = or_refuse!(find(&tables, &id));
    let mut table = lock(&table);
    let seat = or_refuse!(table.seat_of(&who, &id));
    table.touched = Instant::now();
    table.answer(&id, seat, &who, &tables.shared.base, Vec::new())
}

/// The seat's answer now and after every change, as server-sent events named
/// `answer`: people at other devices see each move without asking again and again.
async fn events<G: Kind>(
    State(tables): State<Arc<Tables<G>>>,
    Extension(who): Extension<Who>,
    Path((_key, id)): Path<(String, String)>,
) -> Response {
    let table = or_refuse!(find(&tables, &id));
    let (seat, changed) = {
        let table = lock(&table);
        match table.seat_of(&who, &id) {
            Ok(seat) => (seat, table.changed.subscribe()),
            Err(refusal) => return refusal.into_response(),
        }
    };
    let host = matches!(who, Who::Host);
    let base = tables.shared.base.clone();
    let stop = tables.shared.stop.clone();
    // The stream is read after this handler returns: it keeps its reader's language.
    let language = crate::words::language();
    // Counted while the page follows the table: a table no page follows is freed soon.
    let watching = Watching::new(&lock(&table).watchers);
    let state = (changed, stop, true, false, watching);
    let stream = futures_util::stream::unfold(
        state,
        move |(mut changed, mut stop, first, told, watching)| {
            let table = Arc::clone(&table);
            let (id, base) = (id.clone(), base.clone());
            async move {
                // A closed table's last answer was sent: the stream ends.
                if told {
                    return None;
                }
                if !first {
                    tokio::select! {
                        result = changed.changed() => result.ok()?,
                        _ = stop.wait_for(|stopped| *stopped) => return None,
                    }
                }
                let event = crate::words::in_language(language, || {
                    let table = lock(&table);
                    // A seat taken over by a computer is no longer this person's to watch:
                    // they are told so, and the stream ends.
                    if !table.is_person(seat) {
                        let line = crate::say!("serve-seat-taken");
                        return Some((Event::default().event("left").data(line), true));
                    }
                    let json = table.answer_json(&id, seat, host, &base, Vec::new()).ok()?;
                    Some((Event::default().event("answer").data(json), table.closed))
                });
                let (event, closed) = event?;
                Some((
                    Ok::<_, Infallible>(event),
                    (changed, stop, false, closed, watching),
                ))
            }
        },
    );
    Sse::new(stream)
        .keep_alive(KeepAlive::default())
        .into_response()
}

/// A move: `action` as the engine reads its text, or `choose` with the `id` of one of
/// the answer's typed `actions` (then `turn` is required, so the id names an action of
/// the list it came from) and the calls `say`s with it.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ActBody {
    action: Option<String>,
    choose: Option<usize>,
    #[serde(default)]
    say: Vec<String>,
    /// The turn the move was chosen at (the answer's `turn`); without it, the turn now.
    turn: Option<u64>,
}

async fn act<G: Kind>(
    State(tables): State<Arc<Tables<G>>>,
    Extension(who): Extension<Who>,
    Path((_key, id)): Path<(String, String)>,
    body: Bytes,
) -> Response {
    let body: ActBody = or_refuse!(read_json(&body));
    let shared = or_refuse!(find(&tables, &id));
    let response = {
        let mut table = lock(&shared);
        let seat = or_refuse!(table.seat_of(&who, &id));
        table.touched = Instant::now();
        let Next::Move { turn, .. } = table.table.next() else {
            return error(StatusCode::CONFLICT, &crate::say!("serve-over"));
        };
        let action = match (&body.action, body.choose) {
            (Some(text), None) => match table.game().parse_action(text) {
                Ok(action) => action,
                Err(err) => return error(StatusCode::BAD_REQUEST, &err.to_string()),
            },
            (None, Some(id)) => {
                if body.turn != Some(turn) {
                    return error(StatusCode::CONFLICT, &crate::say!("serve-moved-on"));
                }
                let Some(action) = table.game().legal_actions().get(id).copied() else {
                    return error(
                        StatusCode::BAD_REQUEST,
                        &crate::say!("serve-no-such-action"),
                    );
                };
                if table.game().to_move() != Some(seat) {
                    return error(StatusCode::CONFLICT, &crate::say!("serve-not-your-move"));
                }
                let view = table.game().view(seat);
                match G::said(&view, action, &body.say) {
                    Ok(action) => action,
                    Err(reason) => return error(StatusCode::BAD_REQUEST, &reason),
                }
            }
            _ => {
                return error(StatusCode::BAD_REQUEST, &crate::say!("serve-act-form"));
            }
        };
        match table.submit(seat, body.turn.unwrap_or(turn), action) {
            Ok(applied) => table.answer(&id, seat, &who, &tables.shared.base, vec![applied]),
            Err(contract::Refusal::Rule(err)) => {
                return error(
                    StatusCode::UNPROCESSABLE_ENTITY,
                    &table.game().refusal(&err),
                );
            }
            Err(other) => return error(StatusCode::CONFLICT, &other.to_string()),
        }
    };
    drive(shared);
    response
}

async fn step<G: Kind>(
    State(tables): State<Arc<Tables<G>>>,
    Extension(who): Extension<Who>,
    Path((_key, id)): Path<(String, String)>,
) -> Response {
    let table = or_refuse!(find(&tables, &id));
    let base = tables.shared.base.clone();
    let language = crate::words::language();
    // A searching computer player thinks for a while: off the async threads.
    let work = tokio::task::spawn_blocking(move || {
        crate::words::in_language(language, || {
            let seat = {
                let mut held = lock(&table);
                let seat = held.seat_of(&who, &id)?;
                if held.live {
                    return Err(refusal(
                        StatusCode::CONFLICT,
                        &crate::say!("serve-server-moves"),
                    ));
                }
                held.touched = Instant::now();
                seat
            };
            let applied = computer_step(&table)?;
            Ok(lock(&table).answer(&id, seat, &who, &base, vec![applied]))
        })
    });
    match work.await {
        Ok(Ok(response)) => response,
        Ok(Err(refusal)) => refusal.into_response(),
        Err(_) => error(
            StatusCode::INTERNAL_SERVER_ERROR,
            &crate::say!("serve-computer-failed"),
        ),
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CommandBody {
    command: String,
}

/// Undo, or the game's own commands (a hint may search for seconds: off the async
/// threads).
async fn command<G: Kind>(
    State(tables): State<Arc<Tables<G>>>,
    Extension(who): Extension<Who>,
    Path((_key, id)): Path<(String, String)>,
    body: Bytes,
) -> Response {
    let body: CommandBody = or_refuse!(read_json(&body));
    let table = or_refuse!(find(&tables, &id));
    let base = tables.shared.base.clone();
    let language = crate::words::language();
    let work = tokio::task::spawn_blocking(move || {
        crate::words::in_language(language, || {
            let mut table = lock(&table);
            let seat = table.seat_of(&who, &id)?;
            table.touched = Instant::now();
            table.command(seat, &body.command)?;
            Ok::<_, Refusal>(table.answer(&id, seat, &who, &base, Vec::new()))
        })
    });
    match work.await {
        Ok(Ok(response)) => response,
        Ok(Err(refusal)) => refusal.into_response(),
        Err(_) => error(
            StatusCode::INTERNAL_SERVER_ERROR,
            &crate::say!("serve-command-failed"),
        ),
    }
}

// After the macros above, which they use.
mod again;
mod computer;
mod life;
mod new;

use life::{Watchers, Watching, close, leave, qr, wanted};

use new::{new_game, seat_notes};
