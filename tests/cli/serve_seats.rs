//! `karty serve` with several people at one table, each on their own link: every seat's
//! answers equal a replica's `view(seat)` exactly, a seat's link reads and acts for that
//! seat only, changes arrive live as server-sent events, and a seat can be handed to a
//! computer player.

use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::time::Duration;

use contract::Game;
use serde_json::{Value, json};

use crate::serve::Server;

/// A table of several people, each seat's key, and a replica of the game.
struct Shared<G: Game> {
    id: String,
    /// The key that acts for each seat (`None` for a computer's seat).
    keys: Vec<Option<String>>,
    replica: G,
}

impl<G: Game> Shared<G> {
    fn new(server: &mut Server, form: Value, settings: &G::Settings, seed: u64) -> Shared<G> {
        let (status, answer) = server.call("POST", &format!("api/{}/new", G::NAME), &form);
        assert_eq!(status, 200, "{answer}");
        let replica = G::new_game(settings, seed).expect("the same deal");
        let id = answer["game"].as_str().expect("an id").to_string();
        let mut keys = vec![None; replica.players()];
        let host = answer["seat"].as_u64().expect("a seat") as usize;
        keys[host] = Some(server.secret.clone());
        for link in answer["links"].as_array().expect("links") {
            let seat = link["seat"].as_u64().expect("a seat") as usize;
            let url = link["url"].as_str().expect("a url");
            let key = url.trim_end_matches('/').rsplit('/').next().expect("a key");
            assert_eq!(key.len(), 32, "128 bits as hex");
            assert_ne!(key, server.secret);
            // The server prints each link for the person who runs it to hand out.
            let printed = server.printed();
            assert!(printed.contains(url), "{printed}");
            keys[seat] = Some(key.to_string());
        }
        assert_eq!(answer["names"][host], "You");
        Shared { id, keys, replica }
    }

    fn key(&self, seat: usize) -> &str {
        self.keys[seat].as_deref().expect("a person's seat")
    }

    fn path(&self, rest: &str) -> String {
        format!("api/{}/{}{rest}", G::NAME, self.id)
    }

    /// Each seat's answer now must be exactly that seat's view of the replica.
    fn check_every_seat(&self, server: &Server) {
        for seat in 0..self.keys.len() {
            let Some(key) = &self.keys[seat] else {
                continue;
            };
            let (status, answer) = server.call_as(key, "GET", &self.path(""), &Value::Null);
            assert_eq!(status, 200, "{answer}");
            self.check(&answer, seat);
        }
    }

    fn check(&self, answer: &Value, seat: usize) {
        assert_eq!(answer["seat"], json!(seat));
        let view = serde_json::to_value(self.replica.view(seat)).expect("serializes");
        assert_eq!(answer["view"], view, "seat {seat} sees its own view only");
        let legal: Vec<String> = if self.replica.to_move() == Some(seat) {
            let legal = self.replica.legal_actions();
            legal.iter().map(ToString::to_string).collect()
        } else {
            Vec::new()
        };
        assert_eq!(answer["legal"], json!(legal));
        if !self.replica.is_over() {
            // The seed typed in the form deals every hidden card: no seat, the host
            // included, is told it before the end.
            assert_eq!(answer["seed"], Value::Null, "seat {seat}: {answer}");
        }
        assert_eq!(
            answer["names"][seat], "You",
            "each reads their own seat as You"
        );
        if seat != 0 {
            // The person who started the game sits at seat 0 and alone hands out links.
            assert_eq!(answer["links"], json!([]), "only the host is given links");
        }
    }

    fn follow(&mut self, answer: &Value) {
        for applied in answer["applied"].as_array().expect("applied") {
            let text = applied["action"].as_str().expect("action text");
            let action = self.replica.parse_action(text).expect("reads back");
            self.replica.apply(action).expect("legal in the replica");
        }
    }

    /// Plays to the end: each mover acts with its own key; the others are refused.
    fn play_out(&mut self, server: &Server, mut pick: u64, limit: usize) {
        for _ in 0..limit {
            self.check_every_seat(server);
            let Some(mover) = self.replica.to_move() else {
                return;
            };
            let legal = self.replica.legal_actions();
            pick ^= pick << 13;
            pick ^= pick >> 7;
            pick ^= pick << 17;
            let action = legal[(pick % legal.len() as u64) as usize].to_string();
            for other in (0..self.keys.len()).filter(|&s| s != mover) {
                if let Some(key) = &self.keys[other] {
                    let body = json!({ "action": action });
                    let (status, refused) = server.call_as(key, "POST", &self.path("/act"), &body);
                    assert_eq!(
                        status, 409,
                        "seat {other} cannot act for {mover}: {refused}"
                    );
                }
            }
            let body = json!({ "action": action });
            let key = self.key(mover).to_string();
            let (status, answer) = server.call_as(&key, "POST", &self.path("/act"), &body);
            assert_eq!(status, 200, "{answer}");
            self.follow(&answer);
            self.check(&answer, mover);
        }
        panic!("the game did not end in {limit} moves");
    }
}

/// A seat's event stream: the status line, then `answer` events as they come.
struct Events(BufReader<TcpStream>);

impl Events {
    fn open(server: &Server, key: &str, path: &str) -> Events {
        let mut stream = TcpStream::connect(&server.addr).expect("connects");
        // Bounded: a missing event fails the test instead of hanging it.
        stream
            .set_read_timeout(Some(Duration::from_secs(60)))
            .expect("a timeout");
        write!(
            stream,
            "GET /{key}/{path} HTTP/1.1\r\nHost: {}\r\nAccept: text/event-stream\r\n\r\n",
            server.addr
        )
        .expect("sends");
        let mut reader = BufReader::new(stream);
        let mut status = String::new();
        reader.read_line(&mut status).expect("a status line");
        assert!(status.contains(" 200 "), "{status}");
        Events(reader)
    }

    /// The next `answer` event's data.
    fn next(&mut self) -> Value {
        let mut named = false;
        for _ in 0..10_000 {
            let mut line = String::new();
            let read = self.0.read_line(&mut line).expect("the stream goes on");
            assert!(read > 0, "the stream ended");
            let line = line.trim_end();
            // Chunked framing lines and comments (keep-alives) are skipped.
            if line == "event: answer" {
                named = true;
            } else if let Some(data) = line.strip_prefix("data: ").filter(|_| named) {
                return serde_json::from_str(data).expect("an answer");
            }
        }
        panic!("no answer event");
    }
}

#[test]
fn two_people_play_makao_each_on_their_own_link_and_see_each_move_live() {
    let mut server = Server::start();
    let form = json!({"people": 2, "computers": 0, "rules": "polish", "seed": 11});
    let config = makao::Config::new(makao::RuleSet::Polish, 2);
    let mut table: Shared<makao::Game> = Shared::new(&mut server, form, &config, 11);
    let guest = table.key(1).to_string();

    // The guest's link opens its own seat's game.
    let (status, me) = server.call_as(&guest, "GET", "api/me", &Value::Null);
    assert_eq!(status, 200);
    assert_eq!(
        me,
        json!({"host": false, "kind": "makao", "game": table.id, "seat": 1})
    );
    let (status, page) = server.raw("GET", &format!("/{guest}/"), b"");
    assert_eq!(status, 200, "{page}");

    // What a seat's link may not do: start games, open another game or kind, hand
    // over another seat.
    let (status, _) = server.call_as(&guest, "POST", "api/makao/new", &json!({}));
    assert_eq!(status, 403);
    let (status, other) = server.call("POST", "api/makao/new", &json!({"seed": 3}));
    assert_eq!(status, 200);
    let elsewhere = format!("api/makao/{}", other["game"].as_str().expect("an id"));
    for (method, path) in [
        ("GET", elsewhere.clone()),
        ("GET", format!("{elsewhere}/events")),
        ("POST", format!("{elsewhere}/act")),
        ("GET", format!("api/saboteur/{}", table.id)),
    ] {
        let (status, body) = server.call_as(&guest, method, &path, &json!({"action": "draw"}));
        assert!(status == 403 || status == 404, "{path}: {status} {body}");
        assert!(body.get("view").is_none());
    }
    let (status, _) = server.call_as(&guest, "POST", &table.path("/leave"), &json!({"seat": 0}));
    assert_eq!(status, 403, "a link leaves only its own seat");
    let (status, _) = server.call_as(&guest, "POST", &table.path("/step"), &Value::Null);
    assert_eq!(status, 409, "nobody steps a live table's computers");

    // Each seat's stream starts with its answer now, then follows every move.
    let mut host_events = Events::open(&server, &server.secret, &table.path("/events"));
    let mut guest_events = Events::open(&server, &guest, &table.path("/events"));
    table.check(&host_events.next(), 0);
    table.check(&guest_events.next(), 1);
    let mover = table.replica.to_move().expect("someone moves");
    let action = table.replica.legal_actions()[0].to_string();
    let key = table.key(mover).to_string();
    let (status, answer) = server.call_as(
        &key,
        "POST",
        &table.path("/act"),
        &json!({ "action": action }),
    );
    assert_eq!(status, 200, "{answer}");
    table.follow(&answer);
    table.check(&host_events.next(), 0);
    table.check(&guest_events.next(), 1);

    table.play_out(&server, 11, 3000);
    assert!(table.replica.is_over());
}

#[test]
fn three_people_play_a_whole_saboteur_round_and_refusals_hold() {
    let mut server = Server::start();
    let form = json!({"people": 3, "computers": 0, "seed": 5, "rounds": 1});
    let settings = saboteur::Settings {
        names: ["Player 1", "Player 2", "Player 3"]
            .map(String::from)
            .to_vec(),
        rounds: 1,
    };
    let mut table: Shared<saboteur::Saboteur> = Shared::new(&mut server, form, &settings, 5);
    let mover = table.replica.to_move().expect("someone moves");
    let key = table.key(mover).to_string();
    for (body, status) in [
        (json!({"action": "play 9 at Z9"}), 400),
        (json!({"action": "dig for gold"}), 400),
        (json!({"action": 7}), 400),
        (json!({"act": "discard 1"}), 400),
        (json!({"action": "play 1 on 9"}), 422),
        (json!({"action": "play 1 at A1"}), 422),
    ] {
        let (got, answer) = server.call_as(&key, "POST", &table.path("/act"), &body);
        assert_eq!(got, status, "{body}: {answer}");
    }
    let (got, _) = server.raw(
        "POST",
        &format!("/{key}/{}", table.path("/act")),
        b"{\"action\":",
    );
    assert_eq!(got, 400, "malformed JSON");
    table.check_every_seat(&server);
    table.play_out(&server, 5, 2000);
    let (_, end) = server.call_as(table.key(1), "GET", &table.path(""), &Value::Null);
    assert_eq!(end["over"], json!(true));
    assert!(end["points"].is_array(), "the scores are shown");
    assert!(
        end["view"]["history"][0]["roles"].is_array(),
        "the roles are revealed"
    );
}

#[test]
fn a_seat_whose_person_leaves_is_played_by_a_computer() {
    let mut server = Server::start();
    let form = json!({"people": 2, "computers": 1, "seed": 8, "level": "random", "rounds": 1});
    let settings = saboteur::Settings {
        names: ["Player 1", "Player 2", "Computer 1"]
            .map(String::from)
            .to_vec(),
        rounds: 1,
    };
    let table: Shared<saboteur::Saboteur> = Shared::new(&mut server, form, &settings, 8);
    let guest = table.key(1).to_string();
    let (status, left) = server.call_as(&guest, "POST", &table.path("/leave"), &Value::Null);
    assert_eq!(status, 200, "{left}");
    // The link opens nothing any more.
    let (status, _) = server.call_as(&guest, "GET", &table.path(""), &Value::Null);
    assert_eq!(status, 403);
    let (status, _) = server.call_as(&guest, "GET", "api/me", &Value::Null);
    assert_eq!(status, 403);
    // The host plays on; the computers (the guest's seat among them) move by themselves.
    let mut moved = false;
    for _ in 0..600 {
        let (status, answer) = server.call("GET", &table.path(""), &Value::Null);
        assert_eq!(status, 200);
        assert_eq!(
            answer["links"],
            json!([]),
            "a left seat's link is not offered"
        );
        if answer["log"]
            .as_array()
            .expect("a log")
            .iter()
            .any(|line| line.as_str().is_some_and(|l| l.starts_with("Player 2 ")))
        {
            moved = true;
            break;
        }
        if answer["over"] == json!(true) {
            break;
        }
        if let Some(action) = answer["legal"].as_array().and_then(|l| l.last()) {
            let (status, _) =
                server.call("POST", &table.path("/act"), &json!({ "action": action }));
            assert!(status == 200 || status == 409, "{status}");
        } else {
            std::thread::sleep(Duration::from_millis(100));
        }
    }
    assert!(moved, "a computer played the seat that was left");
}

#[test]
fn serve_listens_on_a_named_loopback_address_without_a_warning() {
    let server = Server::start_with(&["--host", "127.0.0.2"]);
    assert!(server.addr.starts_with("127.0.0.2:"), "{}", server.addr);
    let (status, _) = server.call("POST", "api/klondike/new", &json!({"people": 2}));
    assert_eq!(status, 400, "Klondike seats one person");
    let (status, answer) = server.call("POST", "api/klondike/new", &json!({"seed": 4}));
    assert_eq!(status, 200);
    let (status, _) = server.call(
        "POST",
        &format!(
            "api/klondike/{}/leave",
            answer["game"].as_str().expect("id")
        ),
        &Value::Null,
    );
    assert_eq!(status, 409, "nobody can take over a one-seat game");
}

#[test]
fn klondike_takes_moves_back_and_answers_its_own_commands() {
    let server = Server::start();
    let (status, start) = server.call("POST", "api/klondike/new", &json!({"seed": 3}));
    assert_eq!(status, 200, "{start}");
    let id = start["game"].as_str().expect("an id").to_string();
    let path = |rest: &str| format!("api/klondike/{id}{rest}");
    let (status, refused) = server.call("POST", &path("/command"), &json!({"command": "undo"}));
    assert_eq!(status, 409, "nothing to undo yet: {refused}");
    let (status, moved) = server.call("POST", &path("/act"), &json!({"action": "EW"}));
    assert_eq!(status, 200, "{moved}");
    assert_ne!(moved["view"], start["view"]);
    let (status, undone) = server.call("POST", &path("/command"), &json!({"command": "undo"}));
    assert_eq!(status, 200, "{undone}");
    assert_eq!(undone["view"], start["view"], "the deal as it was");
    let (status, hint) = server.call("POST", &path("/command"), &json!({"command": "hint"}));
    assert_eq!(status, 200, "{hint}");
    let last = hint["log"].as_array().and_then(|l| l.last()).cloned();
    assert!(last.is_some_and(|l| l.as_str().is_some_and(|l| l.starts_with("Hint: "))));
    assert_eq!(hint["view"], start["view"], "a hint moves nothing");
    // The tip of the player that sees only the seat's view: a move, in words.
    let (status, tip) = server.call("POST", &path("/command"), &json!({"command": "tip"}));
    assert_eq!(status, 200, "{tip}");
    let last = tip["log"].as_array().and_then(|l| l.last()).cloned();
    let last = last
        .and_then(|l| l.as_str().map(String::from))
        .unwrap_or_default();
    assert!(
        last.starts_with("Tip: ") || last.starts_with("No tip"),
        "{last}"
    );
    assert_eq!(tip["view"], start["view"], "a tip moves nothing");
    for (body, status) in [
        (json!({"command": "fly"}), 409),
        (json!({"command": 1}), 400),
        (json!({"cmd": "undo"}), 400),
    ] {
        let (got, answer) = server.call("POST", &path("/command"), &body);
        assert_eq!(got, status, "{body}: {answer}");
    }
    // A winnable deal keeps its seed secret when none was given.
    let (status, winnable) = server.call("POST", "api/klondike/new", &json!({"winnable": true}));
    assert_eq!(status, 200, "{winnable}");
    assert_eq!(winnable["seed"], Value::Null);
    // Makao has no undo: a move there is told to others at once.
    let (status, makao) = server.call("POST", "api/makao/new", &json!({"seed": 2}));
    assert_eq!(status, 200);
    let makao = format!(
        "api/makao/{}/command",
        makao["game"].as_str().expect("an id")
    );
    let (status, _) = server.call("POST", &makao, &json!({"command": "undo"}));
    assert_eq!(status, 409);
}

/// One POST on its own connection: the answer's JSON body.
fn post(addr: &str, path: &str, body: &str) -> Value {
    let mut stream = TcpStream::connect(addr).expect("connects");
    write!(
        stream,
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .expect("sends");
    let mut answer = String::new();
    std::io::Read::read_to_string(&mut stream, &mut answer).expect("an answer");
    let (_, body) = answer.split_once("\r\n\r\n").expect("a body");
    serde_json::from_str(body).unwrap_or_else(|err| panic!("{err}: {answer}"))
}

#[test]
fn stopping_the_menu_s_server_ends_open_event_streams() {
    let listing = crate::stdout_of(crate::karty().arg("--plain").write_stdin(""));
    let line = listing
        .lines()
        .find(|l| l.contains("Play in the browser"))
        .unwrap_or_else(|| panic!("no browser entry in {listing}"));
    let number = line.trim().split(')').next().expect("a number").to_string();
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_karty"))
        .arg("--plain")
        .env("NO_COLOR", "1")
        .env("KARTY_DATA_DIR", crate::data_dir())
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("karty starts");
    let mut input = child.stdin.take().expect("stdin");
    writeln!(input, "{number}").expect("chooses the browser");
    let mut out = BufReader::new(child.stdout.take().expect("stdout"));
    let mut url = None;
    for _ in 0..200 {
        let mut line = String::new();
        if out.read_line(&mut line).expect("reads") == 0 {
            break;
        }
        if let Some(at) = line.find("http://") {
            url = Some(line[at..].trim().to_string());
            break;
        }
    }
    let url = url.expect("the address is told");
    let rest = url.trim_start_matches("http://");
    let (addr, path) = rest.split_once('/').expect("a path");
    let secret = path.trim_end_matches('/');
    let answer = post(
        addr,
        &format!("/{secret}/api/makao/new"),
        r#"{"people": 2, "computers": 0}"#,
    );
    let id = answer["game"].as_str().expect("an id");
    let mut stream = TcpStream::connect(addr).expect("connects");
    stream
        .set_read_timeout(Some(Duration::from_secs(60)))
        .expect("a timeout");
    write!(
        stream,
        "GET /{secret}/api/makao/{id}/events HTTP/1.1\r\nHost: {addr}\r\n\r\n"
    )
    .expect("sends");
    let mut events = BufReader::new(stream);
    let mut status = String::new();
    events.read_line(&mut status).expect("a status");
    assert!(status.contains(" 200 "), "{status}");

    // And one request sent by half, which must not hold the server either.
    let mut half = TcpStream::connect(addr).expect("connects");
    write!(
        half,
        "POST /{secret}/api/makao/new HTTP/1.1\r\nHost: {addr}\r\nContent-Le"
    )
    .expect("sends half");

    // Enter stops the server although a page still listens; then the menu ends.
    writeln!(input,).expect("presses Enter");
    drop(input);
    let mut ended = false;
    for _ in 0..600 {
        if child.try_wait().expect("waits").is_some() {
            ended = true;
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    if !ended {
        let _ = child.kill();
        let _ = child.wait();
    }
    assert!(ended, "the menu's server stopped with an event stream open");
    let mut rest = String::new();
    let _ = std::io::Read::read_to_string(&mut events, &mut rest);
}
