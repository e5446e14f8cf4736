//! The Makao table's refusals in its own words: cards as the table shows them (suit
//! symbols, or letters with --ascii), and each rule set's own terms.

use makao::{Config, Game, RuleSet, Setup};

use crate::makao_table::table;

fn cards(text: &str) -> Vec<cards::Card> {
    text.split_whitespace()
        .map(|c| c.parse().unwrap())
        .collect()
}

/// Plays `input` at a saved table of Ala (a person) against a computer player.
fn at_table(game: &Game, extra: &[&str], input: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let state: serde_json::Value = serde_json::from_str(&game.to_json()).unwrap();
    let seats = serde_json::json!([{"name": "Ala"}, {"name": "Bot 1", "computer": "heuristic"}]);
    let path = dir.path().join("table.json");
    std::fs::write(
        &path,
        serde_json::json!({"seats": seats, "state": state}).to_string(),
    )
    .unwrap();
    let mut args = vec!["--load", path.to_str().unwrap()];
    args.extend_from_slice(extra);
    let (stdout, stderr, code) = table(&args, input);
    assert_eq!(code, Some(0), "{stderr}");
    stdout
}

/// Asserts that `expected` appear in `stdout` in this order.
fn in_order(stdout: &str, expected: &[&str]) {
    let mut rest = stdout;
    for line in expected {
        let at = rest
            .find(line)
            .unwrap_or_else(|| panic!("{line:?} missing (in order):\n{stdout}"));
        rest = &rest[at + line.len()..];
    }
}

fn serbian_game() -> Game {
    // Ala's hand, sorted: 1) 5♥ 2) 5♣ 3) 9♣; 3♥ on the pile.
    Setup::new(Config::new(RuleSet::Serbian, 2))
        .hand(0, &cards("5c 9c 5h"))
        .hand(1, &cards("6d 7c 8d"))
        .discard(&cards("3h"))
        .build()
        .unwrap()
}

#[test]
fn serbian_refusals_speak_of_one_card_at_a_time_and_of_makao_only() {
    let input = "1 2\n1 3\n2\n5h po makale\npo makale\nquit\n\n";
    let stdout = at_table(&serbian_game(), &[], input);
    in_order(
        &stdout,
        &[
            "One card at a time: serbian rules lay a single card each turn.",
            "One card at a time: serbian rules lay a single card each turn: 5♥ or 9♣, not both.",
            "Not a legal card now: 5♣ does not match 3♥.",
            "Not allowed: there is no \"po makale\" in serbian rules: say \"makao\" as you lay \
             your second-to-last card, and nothing with your last.",
            "Not allowed: there is no \"po makale\" in serbian rules",
            "You leave the game.",
        ],
    );
    // The refused call was not kept for a later card, and nothing was laid.
    assert!(!stdout.contains("Ala says"), "{stdout}");
    assert!(!stdout.contains("Ala lays"), "{stdout}");
    for engine_words in ["together", "multi-play", "5C", "3H", "9C"] {
        assert!(!stdout.contains(engine_words), "{engine_words}:\n{stdout}");
    }
}

#[test]
fn refusals_show_cards_in_letters_with_ascii() {
    let stdout = at_table(&serbian_game(), &["--ascii"], "2\nquit\n\n");
    assert!(
        stdout.contains("Not a legal card now: 5C does not match 3H."),
        "{stdout}"
    );
}

#[test]
fn macau_refuses_a_call_when_it_is_said() {
    let game = Setup::new(Config::new(RuleSet::Macau, 2))
        .hand(0, &cards("5c 9c 5h"))
        .hand(1, &cards("6d 7c 8d"))
        .discard(&cards("3h"))
        .build()
        .unwrap();
    let stdout = at_table(&game, &[], "makao\n1 makao\nquit\n\n");
    let refusal = "Not allowed: calls (makao, po makale) are not used in macau rules.";
    assert_eq!(stdout.matches(refusal).count(), 2, "{stdout}");
    assert!(!stdout.contains("Ala says"), "{stdout}");
}
