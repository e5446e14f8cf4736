//! `karty serve` in each reader's language: the page's words, the new-game form, the
//! narration and the refusals follow the language a seat chose with the page's selector,
//! else its browser's `Accept-Language`; two people at one table read two languages,
//! and neither's language reaches the other's answers.

use serde_json::{Value, json};

use crate::serve::Server;

fn accept(language: &str) -> [(&str, &str); 1] {
    [("Accept-Language", language)]
}

/// The page's message `id` in `answer` (`api/words`), as plain text (one part).
fn word(answer: &Value, id: &str) -> String {
    answer["messages"][id]
        .as_array()
        .unwrap_or_else(|| panic!("{id} in {answer}"))
        .iter()
        .filter_map(Value::as_str)
        .collect()
}

#[test]
fn the_page_speaks_the_browsers_language_until_the_reader_chooses_another() {
    let server = Server::start();
    let key = server.secret.clone();
    let (status, words) = server.call_with(
        &key,
        "GET",
        "api/words",
        &Value::Null,
        &accept("de-DE,pl;q=0.8,en;q=0.5"),
    );
    assert_eq!(status, 200, "{words}");
    assert_eq!(words["lang"], "pl");
    assert_eq!(word(&words, "page-rules"), "Zasady");
    // The new-game form's names and choices come in that language too.
    let (status, games) = server.call_with(&key, "GET", "api/games", &Value::Null, &accept("cs"));
    assert_eq!(status, 200);
    let makao = games
        .as_array()
        .unwrap()
        .iter()
        .find(|game| game["name"] == "makao")
        .expect("makao is offered");
    let level = makao["settings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|setting| setting["name"] == "level")
        .expect("a level");
    assert_eq!(level["about"], "Počítačoví hráči", "{level}");
    assert_eq!(
        level["kind"]["values"][0], "default",
        "values stay as typed"
    );
    assert_eq!(
        level["kind"]["labels"][0], "výchozí",
        "and are named in words"
    );
    let saboteur = games
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["name"] == "saboteur");
    assert_eq!(saboteur.expect("saboteur")["title"], "Sabotér");
    // The reader's choice outlasts the browser's wish.
    let (status, chosen) = server.call("POST", "api/lang", &json!({ "lang": "sr-Cyrl" }));
    assert_eq!(status, 200, "{chosen}");
    assert_eq!(chosen["lang"], "sr-Cyrl");
    assert_eq!(word(&chosen, "page-rules"), "Правила");
    let (_, words) = server.call_with(&key, "GET", "api/words", &Value::Null, &accept("pl"));
    assert_eq!(words["lang"], "sr-Cyrl");
    // A language karty does not speak is refused, in the reader's language, and changes nothing.
    let (status, refused) = server.call("POST", "api/lang", &json!({ "lang": "de" }));
    assert_eq!(status, 400);
    assert!(
        refused["error"].as_str().unwrap().contains("\"de\""),
        "{refused}"
    );
    let (status, refused) = server.call("POST", "api/lang", &json!({ "language": "pl" }));
    assert_eq!(status, 400);
    assert!(
        refused["error"].as_str().unwrap().starts_with("то није"),
        "{refused}"
    );
    let (_, words) = server.call("GET", "api/words", &Value::Null);
    assert_eq!(words["lang"], "sr-Cyrl");
}

#[test]
fn three_people_at_one_table_each_read_their_own_language() {
    let mut server = Server::start();
    let host = server.secret.clone();
    let polish = accept("pl-PL,pl;q=0.9");
    // The host's browser asks for Polish; the form is sent from it.
    let form = json!({ "rules": "polish", "people": 3, "computers": 0, "seed": 7 });
    let (status, answer) = server.call_with(&host, "POST", "api/makao/new", &form, &polish);
    assert_eq!(status, 200, "{answer}");
    let id = answer["game"].as_str().unwrap().to_string();
    assert_eq!(answer["names"][0], "Ty");
    assert_eq!(answer["names"][1], "Gracz 2");
    assert_eq!(answer["log"], json!(["Nowa gra."]));
    let mut keys = vec![host.clone()];
    for link in answer["links"].as_array().unwrap() {
        let url = link["url"].as_str().unwrap();
        keys.push(
            url.trim_end_matches('/')
                .rsplit('/')
                .next()
                .unwrap()
                .to_string(),
        );
        server.printed();
    }
    // Seat 2 chooses Czech on a page whose browser says English; seat 3's browser says
    // Serbian in Cyrillic.
    let english = accept("en-US,en;q=0.9");
    let cyrillic = accept("sr-Cyrl-RS");
    let (status, _) = server.call_with(
        &keys[1],
        "POST",
        "api/lang",
        &json!({ "lang": "cs" }),
        &english,
    );
    assert_eq!(status, 200);
    let path = format!("api/makao/{id}");
    let (status, third) = server.call_with(&keys[2], "GET", &path, &Value::Null, &cyrillic);
    assert_eq!(status, 200, "{third}");
    assert_eq!(third["names"][2], "Ти");
    // The host draws (seat 0 moves first): each reads it in their own language.
    let (_, now) = server.call_with(&host, "GET", &path, &Value::Null, &polish);
    assert_eq!(now["to_move"], 0, "{now}");
    let draw = now["legal"]
        .as_array()
        .unwrap()
        .iter()
        .position(|action| action == "draw")
        .expect("drawing is allowed");
    let turn = now["turn"].clone();
    let act = json!({ "choose": draw, "turn": turn });
    // Seat 2 may not move for seat 0: told so in Czech, the host's stale choice in Polish.
    let (status, refused) =
        server.call_with(&keys[1], "POST", &format!("{path}/act"), &act, &english);
    assert_eq!(status, 409);
    assert_eq!(refused["error"], "nejsi na tahu");
    let stale = json!({ "choose": draw, "turn": 99 });
    let (status, refused) =
        server.call_with(&host, "POST", &format!("{path}/act"), &stale, &polish);
    assert_eq!(status, 409);
    assert_eq!(
        refused["error"],
        "od tego wyboru gra poszła dalej: wybierz jeszcze raz"
    );
    // A move the rules refuse is refused with the rules' reason in Polish too.
    let pass = json!({ "action": "pass", "turn": turn });
    let (status, refused) = server.call_with(&host, "POST", &format!("{path}/act"), &pass, &polish);
    assert_eq!(status, 422, "{refused}");
    assert_eq!(
        refused["error"],
        "Niedozwolone: teraz nie można: spasować; twoja kolej: połóż karty albo dobierz."
    );
    let (status, answer) = server.call_with(&host, "POST", &format!("{path}/act"), &act, &polish);
    assert_eq!(status, 200, "{answer}");
    let last = |answer: &Value| {
        answer["log"]
            .as_array()
            .unwrap()
            .last()
            .unwrap()
            .as_str()
            .unwrap()
            .to_string()
    };
    assert!(last(&answer).starts_with("Dobierasz "), "{answer}");
    let (_, second) = server.call_with(&keys[1], "GET", &path, &Value::Null, &english);
    assert!(last(&second).starts_with("Gracz 1 si bere "), "{second}");
    assert_eq!(second["names"][1], "Ty");
    let (_, third) = server.call_with(&keys[2], "GET", &path, &Value::Null, &cyrillic);
    assert!(last(&third).starts_with("Gracz 1 вуче "), "{third}");
    // No seat's language reached another's answer.
    for (answer, foreign) in [
        (&answer, ["si bere", "вуче"]),
        (&second, ["dobiera", "вуче"]),
        (&third, ["dobiera", "si bere"]),
    ] {
        let log = answer["log"].to_string();
        for word in foreign {
            assert!(!log.contains(word), "{word} in {log}");
        }
    }
}

/// The rules page (`rules/<game>.md`) comes in its reader's language, as every other
/// answer does: Polish for a Polish browser, English for an English one, and Serbian
/// Cyrillic, with the notation in Latin, for a reader who chose it.
#[test]
fn the_rules_page_comes_in_the_readers_language() {
    let server = Server::start();
    let path = format!("/{}/rules/makao.md", server.secret);
    let (status, polish) = server.raw_with("GET", &path, b"", &accept("pl-PL,pl;q=0.9"));
    assert_eq!(status, 200, "{polish}");
    assert!(polish.starts_with("# Makao\n"), "{polish}");
    assert!(polish.contains("dama na wszystko"), "{polish}");
    assert!(polish.contains("**„po makale”**"), "{polish}");
    assert!(!polish.contains("The first player"), "{polish}");
    let (status, english) = server.raw_with("GET", &path, b"", &accept("en-GB,en;q=0.9"));
    assert_eq!(status, 200);
    assert!(
        english.contains("the first player to get rid of all their"),
        "{english}"
    );
    assert!(!english.contains("dama na wszystko"), "{english}");
    let (status, czech) = server.raw_with(
        "GET",
        &format!("/{}/rules/klondike.md", server.secret),
        b"",
        &accept("cs"),
    );
    assert_eq!(status, 200);
    assert!(czech.contains("**U**, balíček"), "{czech}");
    let (status, _) = server.call("POST", "api/lang", &json!({ "lang": "sr-Cyrl" }));
    assert_eq!(status, 200);
    let (status, cyrillic) = server.raw_with("GET", &path, b"", &accept("pl"));
    assert_eq!(status, 200);
    assert!(cyrillic.contains("жандар"), "{cyrillic}");
    assert!(cyrillic.contains("(A, 2♣, 7, 8, J)"), "{cyrillic}");
    let (status, _) = server.raw_with(
        "GET",
        &format!("/{}/rules/chess.md", server.secret),
        b"",
        &[],
    );
    assert_eq!(status, 404);
}
