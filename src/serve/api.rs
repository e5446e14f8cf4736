//! The JSON API, written once over [`contract::Game`]: one [`Tables`] store per game
//! kind, holding that kind's games in memory. Every answer to a browser is built by
//! [`Table::answer`] from the seat's view alone, so no hidden card can be in it.
//!
//! Under `/<secret>/api/<game>/`:
//! - `POST new` with the new-game form: deals, answers the person's seat.
//! - `GET <id>`: the seat's answer now.
//! - `POST <id>/act` with `{"action": "7h"}`: the person's action, as the engine reads it.
//! - `POST <id>/step`: one computer turn, so the page can show them one at a time.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard, TryLockError};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use contract::{Bot, Game, Seat};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// Games of one kind kept at once; a new game past this is refused (503).
pub const MAX_GAMES: usize = 64;
/// A game nobody touched for this long is dropped.
pub const IDLE: Duration = Duration::from_secs(2 * 60 * 60);
/// Log lines sent with each answer (the newest).
const LOG_LINES: usize = 300;

/// What the server needs of a game beyond the contract: reading its new-game form and
/// telling its moves in words. One implementation per game kind.
pub trait Kind: Game {
    /// Reads the new-game form (rule set, computer players, seed...).
    fn setup(form: &Value) -> Result<Setup<Self>, String>;

    /// The lines the person at `seat` reads after `actor` did `action` in `before`,
    /// from events already passed through [`Game::event_for`] for `seat`.
    fn narrate(
        before: &Self,
        actor: usize,
        action: Self::Action,
        events: &[Self::Event],
        seat: usize,
        names: &[String],
    ) -> Vec<String>;

    /// Lines telling how the game ended (winner, points).
    fn ending(&self, names: &[String]) -> Vec<String>;
}

/// A new game as the form asks for it.
pub struct Setup<G: Game> {
    pub settings: G::Settings,
    pub seed: Option<u64>,
    /// One per seat: `None` is the person at the browser, who sits at seat 0.
    pub bots: Vec<Option<Box<dyn Bot<G>>>>,
    pub names: Vec<String>,
}

/// One game at the server: the state, who sits where, and the person's log.
pub struct Table<G: Game> {
    game: G,
    seed: u64,
    /// Whether the person gave the seed (else it stays secret until the end).
    seed_chosen: bool,
    bots: Vec<Option<Box<dyn Bot<G>>>>,
    names: Vec<String>,
    /// The seat of the person at the browser.
    seat: usize,
    log: Vec<String>,
    touched: Instant,
}

/// An action and who took it, as sent back so a client can follow the game.
#[derive(Debug, Clone, Serialize)]
pub struct Applied {
    pub seat: usize,
    pub action: String,
}

/// Everything a seat is told: built from its view, its legal actions and public facts.
#[derive(Serialize)]
struct Answer<'a, V: Serialize> {
    kind: &'static str,
    game: &'a str,
    /// The deal's seed, once it tells nothing hidden: when the person chose it, or
    /// after the game (a seed deals every card, the stock's order included).
    seed: Option<u64>,
    seat: usize,
    names: &'a [String],
    view: V,
    /// The seat's legal actions as the engine reads them; empty when it is not its move.
    legal: Vec<String>,
    to_move: Option<usize>,
    /// Whether a computer player moves next (the page then asks for `step`).
    computer_to_move: bool,
    over: bool,
    winners: Vec<usize>,
    points: Option<Vec<i64>>,
    log: &'a [String],
    applied: Vec<Applied>,
}

impl<G: Kind> Table<G> {
    fn answer(&self, id: &str, applied: Vec<Applied>) -> Response {
        let seat = self.seat;
        let mine = self.game.to_move() == Some(seat);
        let legal = if mine {
            self.game
                .legal_actions()
                .iter()
                .map(ToString::to_string)
                .collect()
        } else {
            Vec::new()
        };
        let start = self.log.len().saturating_sub(LOG_LINES);
        let answer = Answer {
            kind: G::NAME,
            game: id,
            seed: (self.seed_chosen || self.game.is_over()).then_some(self.seed),
            seat,
            names: &self.names,
            view: self.game.view(seat),
            legal,
            to_move: self.game.to_move(),
            computer_to_move: self.computer_to_move().is_some(),
            over: self.game.is_over(),
            winners: self.game.winners(),
            points: self.game.points(),
            log: &self.log[start..],
            applied,
        };
        match serde_json::to_string(&answer) {
            Ok(json) => json_response(StatusCode::OK, json),
            Err(err) => error(StatusCode::INTERNAL_SERVER_ERROR, &err.to_string()),
        }
    }

    fn computer_to_move(&self) -> Option<usize> {
        self.game
            .to_move()
            .filter(|&p| self.bots.get(p).is_some_and(Option::is_some))
    }

    /// Applies `action` for the player to move and writes the person's log lines.
    fn apply(&mut self, action: G::Action) -> Result<Applied, G::RuleError> {
        // Once the game is over the engine refuses any action, with its reason.
        let actor = self.game.to_move().unwrap_or(self.seat);
        let before = self.game.clone();
        let events = self.game.apply(action)?;
        for (player, bot) in self.bots.iter_mut().enumerate() {
            if let Some(bot) = bot.as_mut().filter(|bot| bot.listens()) {
                // Each computer player hears events as its own seat may learn them.
                for event in &events {
                    bot.observe(&G::event_for(event, player));
                }
            }
        }
        let seen: Vec<G::Event> = events
            .iter()
            .map(|event| G::event_for(event, self.seat))
            .collect();
        let lines = G::narrate(&before, actor, action, &seen, self.seat, &self.names);
        self.log.extend(lines);
        if self.game.is_over() {
            let ending = self.game.ending(&self.names);
            self.log.extend(ending);
            self.log.push(format!(
                "The deal's seed was {} (to play it again).",
                self.seed
            ));
        }
        // A long game keeps only its newer lines; the page shows the newest anyway.
        if self.log.len() > 4 * LOG_LINES {
            self.log.drain(..self.log.len() - 2 * LOG_LINES);
        }
        Ok(Applied {
            seat: actor,
            action: action.to_string(),
        })
    }
}

/// The games of one kind.
pub struct Tables<G: Game> {
    games: Mutex<HashMap<String, Arc<Mutex<Table<G>>>>>,
}

impl<G: Kind> Tables<G> {
    fn new() -> Tables<G> {
        Tables {
            games: Mutex::new(HashMap::new()),
        }
    }

    fn map(&self) -> MutexGuard<'_, HashMap<String, Arc<Mutex<Table<G>>>>> {
        let mut games = self.games.lock().unwrap_or_else(|e| e.into_inner());
        // Drop idle games on every use, so none outlives IDLE by much. A game locked
        // now is in use (a computer player thinking): not idle, and not waited for.
        games.retain(|_, table| match table.try_lock() {
            Ok(table) => table.touched.elapsed() < IDLE,
            Err(TryLockError::Poisoned(table)) => table.into_inner().touched.elapsed() < IDLE,
            Err(TryLockError::WouldBlock) => true,
        });
        games
    }

    fn get(&self, id: &str) -> Option<Arc<Mutex<Table<G>>>> {
        self.map().get(id).cloned()
    }
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

/// The routes of one game kind, its store shared by them.
pub fn routes<G: Kind>() -> Router {
    let tables: Arc<Tables<G>> = Arc::new(Tables::new());
    let base = format!("/{{key}}/api/{}", G::NAME);
    Router::new()
        .route(&format!("{base}/new"), post(new_game::<G>))
        .route(&format!("{base}/{{id}}"), get(show::<G>))
        .route(&format!("{base}/{{id}}/act"), post(act::<G>))
        .route(&format!("{base}/{{id}}/step"), post(step::<G>))
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
struct Refusal {
    status: StatusCode,
    reason: String,
}

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        error(self.status, &self.reason)
    }
}

fn read_json<T: for<'de> Deserialize<'de>>(body: &[u8]) -> Result<T, Refusal> {
    serde_json::from_slice(body).map_err(|err| Refusal {
        status: StatusCode::BAD_REQUEST,
        reason: format!("not the JSON expected: {err}"),
    })
}

/// A fresh game id: 64 bits from the OS, so ids cannot be guessed either.
fn new_id() -> String {
    format!("{:016x}", cards::fresh_seed())
}

async fn new_game<G: Kind>(
    State(tables): State<Arc<Tables<G>>>,
    Path(_key): Path<String>,
    body: Bytes,
) -> Response {
    let form: Value = match read_json(&body) {
        Ok(form) => form,
        Err(refusal) => return refusal.into_response(),
    };
    let setup = match G::setup(&form) {
        Ok(setup) => setup,
        Err(reason) => return error(StatusCode::BAD_REQUEST, &reason),
    };
    let seed_chosen = setup.seed.is_some();
    let seed = setup.seed.unwrap_or_else(cards::fresh_seed);
    let game = match G::new_game(&setup.settings, seed) {
        Ok(game) => game,
        Err(err) => return error(StatusCode::BAD_REQUEST, &err.to_string()),
    };
    if setup.bots.len() != game.players() || setup.names.len() != game.players() {
        return error(StatusCode::BAD_REQUEST, "the seats do not match the game");
    }
    let Some(seat) = setup.bots.iter().position(Option::is_none) else {
        return error(StatusCode::BAD_REQUEST, "no seat is left for you");
    };
    let table = Table {
        game,
        seed,
        seed_chosen,
        bots: setup.bots,
        names: setup.names,
        seat,
        log: vec![if seed_chosen {
            format!("A new game, seed {seed}.")
        } else {
            "A new game.".to_string()
        }],
        touched: Instant::now(),
    };
    let id = new_id();
    let response = table.answer(&id, Vec::new());
    let mut games = tables.map();
    if games.len() >= MAX_GAMES {
        return error(
            StatusCode::SERVICE_UNAVAILABLE,
            "too many games at once: wait for idle ones to expire",
        );
    }
    games.insert(id, Arc::new(Mutex::new(table)));
    response
}

fn find<G: Kind>(tables: &Tables<G>, id: &str) -> Result<Arc<Mutex<Table<G>>>, Refusal> {
    tables.get(id).ok_or_else(|| Refusal {
        status: StatusCode::NOT_FOUND,
        reason: "no such game (it may have expired)".to_string(),
    })
}

async fn show<G: Kind>(
    State(tables): State<Arc<Tables<G>>>,
    Path((_key, id)): Path<(String, String)>,
) -> Response {
    match find(&tables, &id) {
        Ok(table) => {
            let mut table = lock(&table);
            table.touched = Instant::now();
            table.answer(&id, Vec::new())
        }
        Err(refusal) => refusal.into_response(),
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ActBody {
    action: String,
}

async fn act<G: Kind>(
    State(tables): State<Arc<Tables<G>>>,
    Path((_key, id)): Path<(String, String)>,
    body: Bytes,
) -> Response {
    let body: ActBody = match read_json(&body) {
        Ok(body) => body,
        Err(refusal) => return refusal.into_response(),
    };
    let table = match find(&tables, &id) {
        Ok(table) => table,
        Err(refusal) => return refusal.into_response(),
    };
    let mut table = lock(&table);
    table.touched = Instant::now();
    if table.game.is_over() {
        return error(StatusCode::CONFLICT, "the game is over");
    }
    if table.game.to_move() != Some(table.seat) {
        return error(StatusCode::CONFLICT, "it is not your move");
    }
    let action = match table.game.parse_action(&body.action) {
        Ok(action) => action,
        Err(err) => return error(StatusCode::BAD_REQUEST, &err.to_string()),
    };
    match table.apply(action) {
        Ok(applied) => table.answer(&id, vec![applied]),
        Err(err) => error(StatusCode::UNPROCESSABLE_ENTITY, &err.to_string()),
    }
}

async fn step<G: Kind>(
    State(tables): State<Arc<Tables<G>>>,
    Path((_key, id)): Path<(String, String)>,
) -> Response {
    let table = match find(&tables, &id) {
        Ok(table) => table,
        Err(refusal) => return refusal.into_response(),
    };
    // A searching computer player thinks for a while: off the async threads.
    let work = tokio::task::spawn_blocking(move || {
        let mut table = lock(&table);
        table.touched = Instant::now();
        let Some(player) = table.computer_to_move() else {
            return error(StatusCode::CONFLICT, "no computer player is to move");
        };
        let legal = table.game.legal_actions();
        let Table { game, bots, .. } = &mut *table;
        let choice = bots
            .get_mut(player)
            .and_then(Option::as_mut)
            .and_then(|bot| bot.choose(&Seat::new(game, player), &legal));
        let Some(action) = choice else {
            return error(
                StatusCode::INTERNAL_SERVER_ERROR,
                "the computer player found no move",
            );
        };
        match table.apply(action) {
            Ok(applied) => table.answer(&id, vec![applied]),
            Err(err) => error(
                StatusCode::INTERNAL_SERVER_ERROR,
                &format!("the computer player chose \"{action}\": {err}"),
            ),
        }
    });
    match work.await {
        Ok(response) => response,
        Err(_) => error(
            StatusCode::INTERNAL_SERVER_ERROR,
            "the computer player failed",
        ),
    }
}
