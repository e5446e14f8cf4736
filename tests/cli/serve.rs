//! `karty serve`: the browser table's HTTP API, driven over a real port on 127.0.0.1.
//! Each game is followed by a replica dealt from the same seed with the same actions,
//! and every answer's view must equal the replica's `view(seat)` exactly, so no hidden
//! card can be in it.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, ChildStdout, Command, Stdio};

use contract::Game as _;
use makao::{Config, Game, RuleSet};
use serde_json::{Value, json};

use crate::{karty, stdout_of};

/// A running `karty serve`, stopped when dropped.
pub(crate) struct Server {
    child: Child,
    /// `127.0.0.1:PORT`.
    pub(crate) addr: String,
    pub(crate) secret: String,
    /// What it prints after the address (each new game's seat links).
    out: BufReader<ChildStdout>,
}

impl Server {
    pub(crate) fn start() -> Server {
        Server::start_with(&[])
    }

    pub(crate) fn start_with(args: &[&str]) -> Server {
        let mut command = Command::new(env!("CARGO_BIN_EXE_karty"));
        command.args(["serve", "--port", "0"]).args(args);
        Server::start_command(command)
    }

    /// `karty serve` keeping its records in `data`.
    pub(crate) fn start_in(data: &std::path::Path) -> Server {
        let mut command = Command::new(env!("CARGO_BIN_EXE_karty"));
        command
            .args(["serve", "--port", "0"])
            .env("KARTY_DATA_DIR", data);
        Server::start_command(command)
    }

    /// `karty serve` allowed 1,024 open files, as a flood test wants it.
    pub(crate) fn start_with_few_files() -> Server {
        let mut command = Command::new("sh");
        command
            .arg("-c")
            .arg("ulimit -n 1024 && exec \"$0\" serve --port 0")
            .arg(env!("CARGO_BIN_EXE_karty"));
        Server::start_command(command)
    }

    fn start_command(mut command: Command) -> Server {
        // Its games are recorded in the tests' data directory, never the user's.
        if !command.get_envs().any(|(name, _)| name == "KARTY_DATA_DIR") {
            command.env("KARTY_DATA_DIR", crate::data_dir());
        }
        // A developer's locale never changes a result (a test of a language says so).
        if !command.get_envs().any(|(name, _)| name == "LC_ALL") {
            command.env("LC_ALL", "C");
        }
        let mut child = command
            .env("NO_COLOR", "1")
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("karty serve starts");
        let mut line = String::new();
        let mut out = BufReader::new(child.stdout.take().expect("stdout"));
        out.read_line(&mut line).expect("the address is printed");
        let url = line
            .split_whitespace()
            .find(|w| w.starts_with("http://"))
            .unwrap_or_else(|| panic!("no address in {line:?}"));
        let rest = url.trim_start_matches("http://");
        let (addr, path) = rest.split_once('/').expect("a path");
        Server {
            child,
            addr: addr.to_string(),
            secret: path.trim_end_matches('/').to_string(),
            out,
        }
    }

    /// The next line the server prints.
    pub(crate) fn printed(&mut self) -> String {
        let mut line = String::new();
        self.out.read_line(&mut line).expect("a line is printed");
        line
    }

    /// One request on its own connection: the status and the body.
    pub(crate) fn raw(&self, method: &str, path: &str, body: &[u8]) -> (u16, String) {
        self.raw_with(method, path, body, &[])
    }

    /// One request with `headers` besides the usual ones.
    pub(crate) fn raw_with(
        &self,
        method: &str,
        path: &str,
        body: &[u8],
        headers: &[(&str, &str)],
    ) -> (u16, String) {
        let mut stream = TcpStream::connect(&self.addr).expect("connects");
        let extra: String = headers
            .iter()
            .map(|(name, value)| format!("{name}: {value}\r\n"))
            .collect();
        let head = format!(
            "{method} {path} HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\n\
             {extra}Content-Length: {}\r\nConnection: close\r\n\r\n",
            self.addr,
            body.len()
        );
        stream.write_all(head.as_bytes()).expect("sends");
        // A refused large body may close the connection before all of it is sent.
        let _ = stream.write_all(body);
        let mut answer = Vec::new();
        let _ = stream.read_to_end(&mut answer);
        let answer = String::from_utf8_lossy(&answer).into_owned();
        let status = answer
            .split_whitespace()
            .nth(1)
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| panic!("no status in {answer:?}"));
        let body = answer
            .split_once("\r\n\r\n")
            .map_or(String::new(), |(_, b)| b.to_string());
        (status, body)
    }

    pub(crate) fn call(&self, method: &str, path: &str, body: &Value) -> (u16, Value) {
        let secret = self.secret.clone();
        self.call_as(&secret, method, path, body)
    }

    /// A request with `key` (the server's secret or a seat's) in place of the secret.
    pub(crate) fn call_as(
        &self,
        key: &str,
        method: &str,
        path: &str,
        body: &Value,
    ) -> (u16, Value) {
        self.call_with(key, method, path, body, &[])
    }

    /// A request as `key`, with `headers` (such as a browser's `Accept-Language`).
    pub(crate) fn call_with(
        &self,
        key: &str,
        method: &str,
        path: &str,
        body: &Value,
        headers: &[(&str, &str)],
    ) -> (u16, Value) {
        let text = if body.is_null() {
            Vec::new()
        } else {
            body.to_string().into_bytes()
        };
        let (status, body) = self.raw_with(method, &format!("/{key}/{path}"), &text, headers);
        let json = serde_json::from_str(&body)
            .unwrap_or_else(|err| panic!("{method} {path}: {status} not JSON ({err}): {body}"));
        (status, json)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A game at the server and its replica.
struct Followed {
    id: String,
    replica: Game,
    seat: usize,
}

impl Followed {
    fn new(server: &Server, rules: RuleSet, computers: usize, level: &str, seed: u64) -> Followed {
        Followed::with_twist(server, rules, computers, level, seed, false)
    }

    fn with_twist(
        server: &Server,
        rules: RuleSet,
        computers: usize,
        level: &str,
        seed: u64,
        twist: bool,
    ) -> Followed {
        let form = json!({"rules": rules.to_string(), "computers": computers, "level": level,
            "seed": seed, "twist": twist});
        let (status, answer) = server.call("POST", "api/makao/new", &form);
        assert_eq!(status, 200, "{answer}");
        let config = Config::new(rules, computers + 1).with_twist(twist);
        let replica = Game::new_game(&config, seed).expect("the same deal");
        let mut followed = Followed {
            id: answer["game"].as_str().expect("an id").to_string(),
            replica,
            seat: answer["seat"].as_u64().expect("a seat") as usize,
        };
        followed.check(&answer);
        followed
    }

    /// Applies what the server applied to the replica, then compares the answer.
    fn check(&mut self, answer: &Value) {
        for applied in answer["applied"].as_array().expect("applied") {
            let text = applied["action"].as_str().expect("action text");
            let action = self
                .replica
                .parse_action(text)
                .expect("the text reads back");
            assert_eq!(
                applied["seat"].as_u64(),
                self.replica.to_move().map(|p| p as u64)
            );
            self.replica.apply(action).expect("legal in the replica");
        }
        let view = serde_json::to_value(self.replica.view(self.seat)).expect("serializes");
        assert_eq!(answer["view"], view, "the view is exactly the seat's view");
        let legal: Vec<String> = if self.replica.to_move() == Some(self.seat) {
            self.replica
                .legal_actions()
                .iter()
                .map(ToString::to_string)
                .collect()
        } else {
            Vec::new()
        };
        assert_eq!(answer["legal"], json!(legal));
        assert_eq!(answer["over"], json!(self.replica.is_over()));
        // Every hand is turned up for the end screen, and not a move before.
        if self.replica.is_over() {
            let hands: Vec<&[cards::Card]> = (0..self.replica.players())
                .map(|p| self.replica.hand(p))
                .collect();
            assert_eq!(answer["revealed"]["hands"], json!(hands), "{answer}");
        } else {
            assert_eq!(answer["revealed"], Value::Null, "{answer}");
            // The seed typed in the form deals the hidden cards: told only at the end.
            assert_eq!(answer["seed"], Value::Null, "{answer}");
        }
        for other in 0..self.replica.players() {
            if other != self.seat {
                // The other hands' cards are nowhere in the answer; only their number.
                assert!(answer["view"]["hand_sizes"][other].is_u64());
            }
        }
    }
}

/// Plays a whole game through HTTP: the person picks among the legal actions with a
/// small deterministic generator, the computer's turns are fetched one by one.
fn play_whole_game(server: &Server, rules: RuleSet, computers: usize, level: &str, seed: u64) {
    play_whole_game_with(server, rules, computers, level, seed, false);
}

fn play_whole_game_with(
    server: &Server,
    rules: RuleSet,
    computers: usize,
    level: &str,
    seed: u64,
    twist: bool,
) {
    let mut game = Followed::with_twist(server, rules, computers, level, seed, twist);
    let mut pick = seed | 1;
    let (_, mut answer) = server.call("GET", &format!("api/makao/{}", game.id), &Value::Null);
    for _ in 0..5000 {
        if answer["over"] == json!(true) {
            break;
        }
        let (status, next) = if answer["computer_to_move"] == json!(true) {
            server.call("POST", &format!("api/makao/{}/step", game.id), &Value::Null)
        } else {
            let legal = answer["legal"].as_array().expect("legal actions");
            assert!(!legal.is_empty(), "the person must have a move: {answer}");
            pick ^= pick << 13;
            pick ^= pick >> 7;
            pick ^= pick << 17;
            let action = &legal[(pick % legal.len() as u64) as usize];
            server.call(
                "POST",
                &format!("api/makao/{}/act", game.id),
                &json!({ "action": action }),
            )
        };
        assert_eq!(status, 200, "{next}");
        game.check(&next);
        answer = next;
    }
    assert_eq!(answer["over"], json!(true), "the game ends");
    assert_eq!(answer["winners"], json!(game.replica.winners()));
    assert_eq!(answer["points"], json!(game.replica.points()));
    assert_eq!(
        answer["seed"],
        json!(seed.to_string()),
        "told at the end, as text"
    );
    let log = answer["log"].as_array().expect("a log");
    assert!(
        log.iter()
            .any(|l| l.as_str().is_some_and(|l| l.starts_with("Game over")))
    );
}

#[test]
fn whole_games_of_every_rule_set_play_through_http() {
    let server = Server::start();
    play_whole_game(&server, RuleSet::Serbian, 1, "heuristic", 4);
    play_whole_game(&server, RuleSet::Polish, 2, "random", 7);
    play_whole_game(&server, RuleSet::Macau, 3, "heuristic", 11);
    // With the twist, K♣ swaps hands: the swap target and the block are actions too.
    for seed in 0..4 {
        play_whole_game_with(&server, RuleSet::Polish, 2, "random", 100 + seed, true);
    }
}

#[test]
fn serbian_games_are_scored_and_default_to_the_search_player() {
    let server = Server::start();
    play_whole_game(&server, RuleSet::Serbian, 1, "random", 21);
    let (status, answer) = server.call("POST", "api/makao/new", &json!({"rules": "serbian"}));
    assert_eq!(status, 200, "{answer}");
    // A seed the server chose deals every card: it is not told before the end.
    assert_eq!(answer["seed"], Value::Null);
    assert!(!answer["log"].to_string().contains("seed"), "{answer}");
    assert_eq!(answer["view"]["config"]["rules"], "serbian");
    assert_eq!(answer["names"].as_array().map(Vec::len), Some(2));
}

#[test]
fn illegal_and_malformed_actions_are_refused_with_the_engines_reason() {
    let server = Server::start();
    let mut game = Followed::new(&server, RuleSet::Polish, 1, "random", 3);
    // Let the computer move until it is the person's move.
    let path = format!("api/makao/{}", game.id);
    let (_, mut answer) = server.call("GET", &path, &Value::Null);
    while answer["computer_to_move"] == json!(true) {
        let (_, next) = server.call("POST", &format!("{path}/step"), &Value::Null);
        game.check(&next);
        answer = next;
    }
    assert!(!answer["legal"].as_array().expect("legal").is_empty());
    let before = answer["view"].clone();
    let act = format!("{path}/act");
    // A card that is not in the hand: the engine reads it but refuses it.
    let hand = game.replica.hand(game.seat).to_vec();
    let absent = cards::standard_deck()
        .into_iter()
        .find(|c| !hand.contains(c))
        .expect("a card not held");
    let text = format!("{absent:#}").to_lowercase();
    let (status, refusal) = server.call("POST", &act, &json!({ "action": text }));
    assert_eq!(status, 422, "{refusal}");
    assert!(refusal["error"].as_str().is_some_and(|e| !e.is_empty()));
    let (status, refusal) = server.call("POST", &act, &json!({"action": "fly away"}));
    assert_eq!(status, 400);
    assert!(
        refusal["error"].as_str().is_some_and(|e| e.contains("fly")),
        "{refusal}"
    );
    for body in [
        json!({"action": 5}),
        json!({"act": "draw"}),
        json!([1, 2]),
        json!("draw"),
    ] {
        let (status, refusal) = server.call("POST", &act, &body);
        assert_eq!(status, 400, "{body}: {refusal}");
    }
    let (status, _) = server.raw(
        "POST",
        &format!("/{}/{act}", server.secret),
        b"{\"action\":",
    );
    assert_eq!(status, 400);
    let big = vec![b' '; 20 * 1024];
    let (status, _) = server.raw("POST", &format!("/{}/{act}", server.secret), &big);
    assert_eq!(status, 413);
    // The person may not make the computer move, nor step for the person.
    let (status, _) = server.call("POST", &format!("{path}/step"), &Value::Null);
    assert_eq!(status, 409);
    // Nothing changed.
    let (_, after) = server.call("GET", &path, &Value::Null);
    assert_eq!(after["view"], before);
    let (status, _) = server.call("GET", "api/makao/0000000000000000", &Value::Null);
    assert_eq!(status, 404);
}

#[test]
fn every_request_needs_the_secret() {
    let server = Server::start();
    let secret = &server.secret;
    assert_eq!(secret.len(), 32, "128 bits as hex");
    let (status, page) = server.raw("GET", &format!("/{secret}/"), b"");
    assert_eq!(status, 200);
    assert!(page.contains("<script src=\"app.js\">"), "{page}");
    assert!(!page.contains("https://"), "nothing from outside");
    let (status, script) = server.raw("GET", &format!("/{secret}/app.js"), b"");
    assert_eq!(status, 200);
    assert!(script.contains("api/"));
    let last = if secret.ends_with('0') { '1' } else { '0' };
    let wrong = format!("{}{last}", &secret[..31]);
    let new_game = br#"{"rules":"polish"}"#;
    for path in [
        "/".to_string(),
        "/app.js".to_string(),
        format!("/{wrong}/"),
        format!("/{secret}x/"),
        format!("/{}/", &secret[..16]),
        format!("/{wrong}/api/makao/new"),
        "/api/makao/new".to_string(),
    ] {
        let (status, body) = server.raw("POST", &path, new_game);
        assert_eq!(status, 403, "{path}: {body}");
        let (status, _) = server.raw("GET", &path, b"");
        assert_eq!(status, 403, "{path}");
        assert!(!body.contains("\"view\""));
    }
    let (status, _) = server.raw("POST", &format!("/{secret}/api/makao/new"), new_game);
    assert_eq!(status, 200);
    // No CORS: nothing invites another page to read the answers.
    let mut stream = TcpStream::connect(&server.addr).expect("connects");
    write!(
        stream,
        "OPTIONS /{secret}/api/makao/new HTTP/1.1\r\nHost: x\r\nOrigin: http://evil.example\r\n\
         Access-Control-Request-Method: POST\r\nConnection: close\r\n\r\n"
    )
    .expect("sends");
    let mut answer = String::new();
    let _ = stream.read_to_string(&mut answer);
    assert!(
        !answer.to_ascii_lowercase().contains("access-control-allow"),
        "{answer}"
    );
}

#[test]
fn new_game_forms_are_checked_and_live_games_are_bounded() {
    let server = Server::start();
    for form in [
        json!({"rules": "chess"}),
        json!({"rules": "serbian", "computers": 2}),
        json!({"computers": 0}),
        json!({"computers": 99}),
        json!({"level": "genius"}),
        json!({"think": 0}),
        json!({"think": 10_001}),
        json!({"think": "soon"}),
        json!({"seed": "soon"}),
        json!({"seed": -1}),
        json!({"rules": "serbian", "twist": true}),
        json!({"twist": "yes"}),
        json!([]),
    ] {
        let (status, answer) = server.call("POST", "api/makao/new", &form);
        assert_eq!(status, 400, "{form}: {answer}");
        assert!(answer["error"].is_string());
    }
    let mut made = 0;
    let status = loop {
        let (status, _) = server.call(
            "POST",
            "api/makao/new",
            &json!({"rules": "polish", "level": "random"}),
        );
        if status != 200 || made > 200 {
            break status;
        }
        made += 1;
    };
    assert_eq!(status, 503, "refused past the bound");
    assert_eq!(made, 64);
}

/// Random and broken bodies and paths never crash the server: each gets an answer
/// below 500, and the server still plays afterwards.
#[test]
fn fuzzed_requests_get_client_errors_and_never_crash_the_server() {
    let server = Server::start();
    let (_, answer) = server.call("POST", "api/makao/new", &json!({"rules": "macau"}));
    let id = answer["game"].as_str().expect("an id").to_string();
    let pieces: [&[u8]; 16] = [
        b"{",
        b"}",
        b"[",
        b"]",
        b"\"action\"",
        b":",
        b",",
        b"\"7h\"",
        b"null",
        b"1e999",
        b"\"rules\"",
        b"\"serbian\"",
        b"\"computers\"",
        b"18446744073709551616",
        b"\xff\xfe",
        b"\"po makale swap 9 suit x demand 99\"",
    ];
    let paths = [
        "api/makao/new".to_string(),
        format!("api/makao/{id}/act"),
        format!("api/makao/{id}/step"),
        format!("api/makao/{id}"),
        "api/makao/%00/act".to_string(),
        "api/klondike/new".to_string(),
    ];
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for round in 0..300 {
        let mut body = Vec::new();
        for _ in 0..next() % 12 {
            if next() % 4 == 0 {
                body.push((next() % 256) as u8);
            } else {
                body.extend_from_slice(pieces[(next() % pieces.len() as u64) as usize]);
            }
        }
        let path = &paths[round % paths.len()];
        let method = if round % 7 == 3 { "GET" } else { "POST" };
        let (status, answer) = server.raw(method, &format!("/{}/{path}", server.secret), &body);
        assert!(
            (200..500).contains(&status),
            "{method} {path} {:?}: {status} {answer}",
            String::from_utf8_lossy(&body)
        );
    }
    let (status, _) = server.call("GET", &format!("api/makao/{id}"), &Value::Null);
    assert_eq!(status, 200, "still serving");
}

#[test]
fn the_menu_serves_the_browser_table_until_enter() {
    let listing = stdout_of(karty().arg("--plain").write_stdin(""));
    let line = listing
        .lines()
        .find(|l| l.contains("Play in the browser"))
        .unwrap_or_else(|| panic!("no browser entry in {listing}"));
    let number = line.trim().split(')').next().expect("a number").to_string();
    let out = stdout_of(karty().arg("--plain").write_stdin(format!("{number}\n\n")));
    assert!(
        out.contains("The browser table is at http://127.0.0.1:"),
        "{out}"
    );
    assert!(out.trim_end().ends_with("Goodbye."), "{out}");
}

/// Plays a game of any kind through the generic endpoints, following it with a replica
/// of the contract: every view must be exactly the replica's view of the seat.
pub(crate) fn play_any<G: contract::Game>(
    server: &Server,
    form: Value,
    settings: &G::Settings,
    seed: u64,
    requests: usize,
) -> Value {
    let (status, mut answer) = server.call("POST", &format!("api/{}/new", G::NAME), &form);
    assert_eq!(status, 200, "{answer}");
    let id = answer["game"].as_str().expect("an id").to_string();
    let seat = answer["seat"].as_u64().expect("a seat") as usize;
    let mut replica = G::new_game(settings, seed).expect("the same deal");
    let mut pick = seed | 1;
    for _ in 0..requests {
        for applied in answer["applied"].as_array().expect("applied") {
            let text = applied["action"].as_str().expect("action text");
            let action = replica.parse_action(text).expect("the text reads back");
            replica.apply(action).expect("legal in the replica");
        }
        let view = serde_json::to_value(replica.view(seat)).expect("serializes");
        assert_eq!(answer["view"], view, "the view is exactly the seat's view");
        if answer["over"] == json!(true) {
            break;
        }
        let (status, next) = if answer["computer_to_move"] == json!(true) {
            server.call("POST", &format!("api/{}/{id}/step", G::NAME), &Value::Null)
        } else {
            let legal = answer["legal"].as_array().expect("legal actions");
            pick ^= pick << 13;
            pick ^= pick >> 7;
            pick ^= pick << 17;
            let action = &legal[(pick % legal.len() as u64) as usize];
            let path = format!("api/{}/{id}/act", G::NAME);
            server.call("POST", &path, &json!({ "action": action }))
        };
        assert_eq!(status, 200, "{next}");
        answer = next;
    }
    answer
}

#[test]
fn klondike_and_saboteur_play_through_the_same_endpoints() {
    let server = Server::start();
    for seed in [1, 2] {
        let form = json!({"computers": 3, "level": "random", "seed": seed, "rounds": 1});
        let settings = saboteur::Settings {
            names: ["You", "Computer 1", "Computer 2", "Computer 3"]
                .map(String::from)
                .to_vec(),
            rounds: 1,
        };
        let end = play_any::<saboteur::Saboteur>(&server, form, &settings, seed, 3000);
        assert_eq!(end["over"], json!(true), "the round ends");
        assert!(end["points"].is_array());
        // Told in the terminal's words, not in the actions' notation.
        let log = end["log"].to_string();
        assert!(
            log.contains(" lays a ") || log.contains(" discards a card."),
            "{log}"
        );
        assert!(log.contains("Round 1 is over: "), "{log}");
        assert!(!log.contains(": play "), "{log}");
    }
    let form = json!({"draw": 3, "seed": 9});
    let end = play_any::<klondike::Klondike>(&server, form, &klondike::Draw::Three, 9, 200);
    assert!(end["view"]["moves"].as_u64().is_some_and(|n| n > 0));
    let (status, _) = server.call("POST", "api/klondike/new", &json!({"draw": 2}));
    assert_eq!(status, 400);
    let (status, _) = server.call("POST", "api/saboteur/new", &json!({"computers": 1}));
    assert_eq!(status, 400);
}

#[test]
fn a_hard_computer_player_thinks_for_the_time_the_form_gives() {
    let server = Server::start();
    let form = json!({"rules": "serbian", "level": "hard", "think": 20, "seed": 3});
    let (status, mut answer) = server.call("POST", "api/makao/new", &form);
    assert_eq!(status, 200, "{answer}");
    let id = answer["game"].as_str().expect("a game id").to_string();
    let mut computer_moves = 0;
    for _ in 0..40 {
        if answer["over"] == json!(true) {
            break;
        }
        let (status, next) = if answer["computer_to_move"] == json!(true) {
            computer_moves += 1;
            server.call("POST", &format!("api/makao/{id}/step"), &Value::Null)
        } else {
            let action = answer["legal"][0].clone();
            server.call(
                "POST",
                &format!("api/makao/{id}/act"),
                &json!({ "action": action }),
            )
        };
        assert_eq!(status, 200, "{next}");
        answer = next;
    }
    assert!(computer_moves > 0, "the computer player moved");
}

/// A computer player thinks with no lock held: while one thinks (for seconds), the same
/// table answers, and another table is dealt and answers, before the move comes.
#[test]
fn a_thinking_computer_player_blocks_no_table() {
    let server = Server::start();
    let form = json!({"rules": "serbian", "level": "hard", "think": 4000, "seed": 11});
    let (status, mut answer) = server.call("POST", "api/makao/new", &form);
    assert_eq!(status, 200, "{answer}");
    let id = answer["game"].as_str().expect("a game id").to_string();
    for _ in 0..10 {
        if answer["computer_to_move"] == json!(true) {
            break;
        }
        let action = answer["legal"][0].clone();
        let (status, next) = server.call(
            "POST",
            &format!("api/makao/{id}/act"),
            &json!({ "action": action }),
        );
        assert_eq!(status, 200, "{next}");
        answer = next;
    }
    assert_eq!(answer["computer_to_move"], json!(true), "{answer}");
    let (addr, secret) = (server.addr.clone(), server.secret.clone());
    let path = format!("/{secret}/api/makao/{id}/step");
    let step = std::thread::spawn(move || {
        let mut stream = TcpStream::connect(&addr).expect("connects");
        let head = format!(
            "POST {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
        );
        stream.write_all(head.as_bytes()).expect("sends");
        let mut answer = String::new();
        let _ = stream.read_to_string(&mut answer);
        answer
    });
    let mut seen_thinking = false;
    for _ in 0..200 {
        let (status, now) = server.call("GET", &format!("api/makao/{id}"), &Value::Null);
        assert_eq!(status, 200, "{now}");
        if now["thinking"] == json!(true) {
            seen_thinking = true;
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    assert!(seen_thinking, "the computer player was seen thinking");
    let other = json!({"rules": "polish", "seed": 5});
    let (status, dealt) = server.call("POST", "api/makao/new", &other);
    assert_eq!(status, 200, "{dealt}");
    let other_id = dealt["game"].as_str().expect("a game id");
    let (status, _) = server.call("GET", &format!("api/makao/{other_id}"), &Value::Null);
    assert_eq!(status, 200);
    assert!(
        !step.is_finished(),
        "the other table answered while the computer still thought"
    );
    let moved = step.join().expect("the step answers");
    assert!(moved.starts_with("HTTP/1.1 200"), "{moved}");
}

/// A move names the turn it was chosen at: one chosen before the game moved on is
/// refused (409) and changes nothing.
#[test]
fn a_move_chosen_on_an_old_position_is_refused_as_stale() {
    let server = Server::start();
    let (status, answer) = server.call("POST", "api/klondike/new", &json!({"seed": 3}));
    assert_eq!(status, 200, "{answer}");
    let id = answer["game"].as_str().expect("a game id").to_string();
    let turn = answer["turn"].as_u64().expect("a turn");
    let act = |turn: u64| {
        server.call(
            "POST",
            &format!("api/klondike/{id}/act"),
            &json!({ "action": "U", "turn": turn }),
        )
    };
    let (status, moved) = act(turn);
    assert_eq!(status, 200, "{moved}");
    let (status, stale) = act(turn);
    assert_eq!(status, 409, "{stale}");
    assert!(
        stale["error"].as_str().unwrap_or("").contains("moved on"),
        "{stale}"
    );
    let (_, now) = server.call("GET", &format!("api/klondike/{id}"), &Value::Null);
    assert_eq!(now["view"], moved["view"], "the stale move changed nothing");
}

/// Only the names the server answers to are taken, and a page of another site gets
/// nothing even with the secret: DNS rebinding and cross-site posts fail (403).
#[test]
fn requests_by_another_name_or_from_another_site_are_refused() {
    let server = Server::start();
    let port = server.addr.rsplit(':').next().expect("a port").to_string();
    let send = |host: &str, origin: Option<&str>| {
        let mut stream = TcpStream::connect(&server.addr).expect("connects");
        let origin = origin.map_or(String::new(), |o| format!("Origin: {o}\r\n"));
        let head = format!(
            "GET /{}/api/me HTTP/1.1\r\nHost: {host}\r\n{origin}Connection: close\r\n\r\n",
            server.secret
        );
        stream.write_all(head.as_bytes()).expect("sends");
        let mut answer = String::new();
        let _ = stream.read_to_string(&mut answer);
        answer.split_whitespace().nth(1).unwrap_or("").to_string()
    };
    assert_eq!(send(&server.addr, None), "200");
    assert_eq!(send(&format!("localhost:{port}"), None), "200");
    assert_eq!(send(&format!("evil.example:{port}"), None), "403");
    assert_eq!(send("127.0.0.1:1", None), "403", "another port");
    let own = format!("http://{}", server.addr);
    assert_eq!(send(&server.addr, Some(&own)), "200");
    assert_eq!(send(&server.addr, Some("http://evil.example")), "403");
    let allowed = Server::start_with(&["--allow-host", "table.lan"]);
    let port = allowed.addr.rsplit(':').next().expect("a port").to_string();
    let mut stream = TcpStream::connect(&allowed.addr).expect("connects");
    let head = format!(
        "GET /{}/api/me HTTP/1.1\r\nHost: table.lan:{port}\r\nConnection: close\r\n\r\n",
        allowed.secret
    );
    stream.write_all(head.as_bytes()).expect("sends");
    let mut answer = String::new();
    let _ = stream.read_to_string(&mut answer);
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
}

/// Idle and half-sent connections are bounded: past the cap a connection is closed at
/// once, and every connection that sends no whole request within the header timeout is
/// closed, so the real user gets in again (a flood of 300 sockets, on loopback, bounded
/// in count and time).
#[test]
fn a_flood_of_idle_connections_is_closed_and_the_server_answers_again() {
    use std::time::{Duration, Instant};
    let server = Server::start_with_few_files();
    let mut idle: Vec<TcpStream> = (0..300)
        .filter_map(|_| TcpStream::connect(&server.addr).ok())
        .collect();
    // One more sends half a request and stops.
    let mut half = TcpStream::connect(&server.addr).expect("connects");
    let _ = half.write_all(b"GET / HTTP/1.1\r\nHost: ");
    idle.push(half);
    let closed = |stream: &TcpStream, wait: u64| {
        let _ = stream.set_read_timeout(Some(Duration::from_millis(wait)));
        let mut reader = stream;
        matches!(reader.read(&mut [0u8; 1]), Ok(0))
    };
    let closed_at_once = idle.iter().filter(|stream| closed(stream, 200)).count();
    assert!(
        closed_at_once >= 300 - 256,
        "past the cap: {closed_at_once}"
    );
    // Within the header timeout (10 s) and a margin, every idle one is let go.
    let start = Instant::now();
    let mut answered = false;
    while start.elapsed() < Duration::from_secs(30) {
        let connected = TcpStream::connect(&server.addr);
        if let Ok(mut stream) = connected {
            let head = format!(
                "GET /{}/api/me HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n",
                server.secret, server.addr
            );
            let _ = stream.set_read_timeout(Some(Duration::from_secs(5)));
            let _ = stream.write_all(head.as_bytes());
            let mut answer = String::new();
            let _ = stream.read_to_string(&mut answer);
            if answer.starts_with("HTTP/1.1 200") {
                answered = true;
                break;
            }
        }
        std::thread::sleep(Duration::from_millis(500));
    }
    assert!(
        answered,
        "the server answers again once the idle sockets are gone"
    );
    let still_open = idle.iter().filter(|stream| !closed(stream, 50)).count();
    assert!(
        still_open < 256,
        "idle sockets were closed: {still_open} still open"
    );
}

/// A form field no game has is refused (never silently ignored), and a body announced
/// larger than any request is refused before it is sent (no "100 Continue").
#[test]
fn unknown_form_fields_and_oversized_bodies_are_refused_up_front() {
    let server = Server::start();
    let (status, answer) = server.call(
        "POST",
        "api/makao/new",
        &json!({"rules": "polish", "colour": "red"}),
    );
    assert_eq!(status, 400, "{answer}");
    let reason = answer["error"].as_str().unwrap_or("");
    assert!(reason.contains("\"colour\" is no field"), "{reason}");
    let mut stream = TcpStream::connect(&server.addr).expect("connects");
    let head = format!(
        "POST /{}/api/makao/new HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\n\
         Content-Length: 1000000000\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n",
        server.secret, server.addr
    );
    stream.write_all(head.as_bytes()).expect("sends");
    let mut answer = String::new();
    let _ = stream.read_to_string(&mut answer);
    assert!(answer.starts_with("HTTP/1.1 413"), "{answer}");
    assert!(!answer.contains("100 Continue"), "{answer}");
}

/// The page builds its new-game form from `api/games`: the registry's settings, with
/// the names, limits and defaults the terminal's menu has; a form that leaves one out
/// gets its default, and a value out of its limits is refused in its words.
#[test]
fn the_new_game_form_is_the_registry_s_settings_with_the_same_defaults() {
    let server = Server::start();
    let (status, games) = server.call("GET", "api/games", &Value::Null);
    assert_eq!(status, 200, "{games}");
    let game = |name: &str| {
        games
            .as_array()
            .expect("a list")
            .iter()
            .find(|game| game["name"] == name)
            .unwrap_or_else(|| panic!("{name} in {games}"))
            .clone()
    };
    let setting = |game: &Value, name: &str| {
        game["settings"]
            .as_array()
            .expect("settings")
            .iter()
            .find(|setting| setting["name"] == name)
            .cloned()
    };
    let makao = game("makao");
    let rules = setting(&makao, "rules").expect("rules");
    assert_eq!(rules["default"], "polish");
    assert_eq!(
        rules["kind"]["values"],
        json!(["polish", "macau", "serbian"])
    );
    let hands = setting(&makao, "hands").expect("hands");
    assert_eq!(hands["default"], json!(1));
    assert_eq!(
        hands["kind"],
        json!({"type": "number", "min": 1, "max": 1000})
    );
    assert_eq!(makao["seats"], json!([2, 16]));
    let klondike = game("klondike");
    assert_eq!(
        setting(&klondike, "draw").expect("draw")["kind"]["values"],
        json!(["1", "3"])
    );
    let saboteur = game("saboteur");
    let rounds = setting(&saboteur, "rounds").expect("rounds");
    assert_eq!(
        rounds["kind"],
        json!({"type": "number", "min": 1, "max": 3})
    );
    let (status, answer) = server.call("POST", "api/saboteur/new", &json!({"seed": 2}));
    assert_eq!(status, 200, "{answer}");
    assert_eq!(
        answer["view"]["rounds"], rounds["default"],
        "the default, as at the terminal"
    );
    let (status, answer) = server.call("POST", "api/saboteur/new", &json!({"rounds": 4}));
    assert_eq!(status, 400);
    assert_eq!(answer["error"], "rounds must be a whole number from 1 to 3");
    let (status, answer) = server.call("POST", "api/klondike/new", &json!({"draw": "3"}));
    assert_eq!(status, 200, "{answer}");
}

/// A body sent too slowly is answered 408 once the request's time is up (shortened
/// here to half a second; 30 s by default), and the connection is not held after it.
#[test]
fn a_body_that_never_arrives_whole_is_answered_408() {
    let server = Server::start_with(&["--request-timeout", "500"]);
    let mut stream = TcpStream::connect(&server.addr).expect("connects");
    let head = format!(
        "POST /{}/api/makao/new HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\n\
         Content-Length: 10\r\nConnection: close\r\n\r\n{{",
        server.secret, server.addr
    );
    stream.write_all(head.as_bytes()).expect("sends");
    stream
        .set_read_timeout(Some(std::time::Duration::from_secs(20)))
        .expect("a read timeout");
    let mut answer = String::new();
    let _ = stream.read_to_string(&mut answer);
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
}
