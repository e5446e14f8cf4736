//! "Play again" and matches at the browser table: the next deal for the same seats and
//! links, a Serbian match hand by hand, and the seed told at the end.

use serde_json::{Value, json};

use crate::serve::Server;

/// Plays the Makao game at table `id` from `answer` to its end, the person taking the
/// first legal action each time.
fn play_makao_to_the_end(server: &Server, id: &str, mut answer: Value) -> Value {
    for _ in 0..3000 {
        if answer["over"] == json!(true) {
            break;
        }
        let (status, next) = if answer["computer_to_move"] == json!(true) {
            server.call("POST", &format!("api/makao/{id}/step"), &Value::Null)
        } else {
            let action = answer["legal"][0].clone();
            let turn = answer["turn"].clone();
            server.call(
                "POST",
                &format!("api/makao/{id}/act"),
                &json!({ "action": action, "turn": turn }),
            )
        };
        assert_eq!(status, 200, "{next}");
        answer = next;
    }
    assert_eq!(answer["over"], json!(true));
    answer
}

/// "Play again" deals the next game at the same table (same id, same seats) once the
/// game is over, and the series counts the game just ended; not before it is over.
#[test]
fn play_again_deals_the_next_game_to_the_same_seats_and_counts_the_last() {
    let server = Server::start();
    let form = json!({"rules": "polish", "level": "easy", "seed": 8});
    let (status, answer) = server.call("POST", "api/makao/new", &form);
    assert_eq!(status, 200, "{answer}");
    let id = answer["game"].as_str().expect("a game id").to_string();
    let (status, early) = server.call("POST", &format!("api/makao/{id}/again"), &Value::Null);
    assert_eq!(status, 409, "not before the game is over: {early}");
    assert_eq!(
        answer["series"]["length"],
        Value::Null,
        "played again at will"
    );
    let answer = play_makao_to_the_end(&server, &id, answer);
    let winner = answer["winners"][0].as_u64().expect("a winner") as usize;
    let (status, again) = server.call("POST", &format!("api/makao/{id}/again"), &Value::Null);
    assert_eq!(status, 200, "{again}");
    assert_eq!(again["game"], json!(id), "the same table");
    assert_eq!(again["over"], json!(false));
    assert_eq!(again["names"], answer["names"], "the same seats");
    assert_eq!(again["series"]["games"], json!(1));
    assert_eq!(again["series"]["wins"][winner], json!(1));
    assert_eq!(
        again["seed"],
        Value::Null,
        "the new deal's seed is secret again"
    );
    assert_ne!(again["view"], answer["view"]);
    assert_ne!(
        again["view"]["dealer"], answer["view"]["dealer"],
        "the deal goes round"
    );
    // The person is spoken to in the narrator's own words, never a patched verb.
    let log = answer["log"].to_string();
    assert!(log.contains("You "), "{log}");
    for third in [
        "You lays",
        "You draws",
        "You says",
        "You keeps",
        "You misses",
        "You has",
    ] {
        assert!(!log.contains(third), "{third} in {log}");
    }
}

/// A seed past 2^53 is told exactly: as text, which a page's numbers cannot spoil
/// (`…079708` once came back as `…079000`).
#[test]
fn a_64_bit_seed_is_told_exactly_at_the_end() {
    let server = Server::start();
    let seed = "17654505213890079708";
    let form = json!({"rules": "polish", "level": "easy", "seed": seed});
    let (status, answer) = server.call("POST", "api/makao/new", &form);
    assert_eq!(status, 200, "{answer}");
    let id = answer["game"].as_str().expect("a game id").to_string();
    let over = play_makao_to_the_end(&server, &id, answer);
    assert_eq!(over["seed"], json!(seed));
}

/// A Serbian match of several hands is one series: each hand dealt by the next player,
/// the running totals kept, and once every hand is played a new match begins.
#[test]
fn a_serbian_match_is_played_hand_by_hand_at_the_browser_table() {
    let server = Server::start();
    let polish = json!({"rules": "polish", "hands": 3});
    let (status, refused) = server.call("POST", "api/makao/new", &polish);
    assert_eq!(status, 400, "{refused}");
    assert!(
        refused
            .to_string()
            .contains("polish rules play one game at a time"),
        "{refused}"
    );
    let form = json!({"rules": "serbian", "level": "easy", "seed": 5, "hands": 2});
    let (status, answer) = server.call("POST", "api/makao/new", &form);
    assert_eq!(status, 200, "{answer}");
    let id = answer["game"].as_str().expect("a game id").to_string();
    assert_eq!(answer["series"]["length"], json!(2));
    assert_eq!(answer["series"]["lowest_wins"], json!(true));
    let first = play_makao_to_the_end(&server, &id, answer);
    let points = first["points"].clone();
    let (status, second) = server.call("POST", &format!("api/makao/{id}/again"), &Value::Null);
    assert_eq!(status, 200, "{second}");
    assert_eq!(second["series"]["games"], json!(1));
    assert_eq!(
        second["series"]["points"], points,
        "the totals after one hand"
    );
    assert_ne!(second["view"]["dealer"], first["view"]["dealer"]);
    assert!(
        second["log"].to_string().contains("Hand 2 of 2 begins."),
        "{}",
        second["log"]
    );
    let second = play_makao_to_the_end(&server, &id, second);
    let (status, next) = server.call("POST", &format!("api/makao/{id}/again"), &Value::Null);
    assert_eq!(status, 200, "{next}");
    assert_eq!(next["series"]["games"], json!(0), "a new match: {next}");
    assert_eq!(next["series"]["length"], json!(2));
    assert_eq!(next["view"]["dealer"], first["view"]["dealer"]);
    assert_ne!(second["view"]["dealer"], next["view"]["dealer"]);
}
