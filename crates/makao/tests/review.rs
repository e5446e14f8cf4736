//! Findings of the review of `polish` and `macau`: each test failed before its fix.

mod common;

use common::*;
use makao::{Attack, Game};
use serde_json::json;

/// A polish position as JSON, to be edited by hand as a state file would be.
fn polish_file(hand: &str, top: &str) -> serde_json::Value {
    let game = polish(2)
        .hand(0, &cards(hand))
        .hand(1, &cards("jh js"))
        .discard(&cards(top))
        .build()
        .unwrap();
    serde_json::from_str(&game.to_json()).unwrap()
}

fn load(value: &serde_json::Value) -> Result<Game, String> {
    Game::from_json(&value.to_string()).map_err(|e| e.to_string())
}

#[test]
fn state_file_owing_more_cards_or_turns_than_any_game_can_is_refused() {
    // Before: a 2 laid on such an attack overflowed (a panic in debug builds), and two
    // players waiting billions of turns made one action skip turns for minutes.
    let mut draw = polish_file("2c 9d", "2h");
    draw["attack"] = json!({"draw": {"cards": u32::MAX}});
    let mut wait = polish_file("4c 9d", "4h");
    wait["attack"] = json!({"wait": {"turns": u32::MAX}});
    let mut waits = polish_file("9c 9d", "4h");
    waits["players"][1]["waits"] = json!(3_000_000_000u32);
    for file in [draw, wait, waits] {
        let err = load(&file).expect_err("an absurd amount was accepted");
        assert!(err.contains("more than any game can owe"), "{err}");
    }
    // What play can reach stays loadable.
    let mut big = polish_file("2c 9d", "2h");
    big["attack"] = json!({"draw": {"cards": 1000}});
    let game = load(&big).unwrap();
    assert_eq!(
        game.attack(),
        Some(Attack::Draw {
            cards: 1000,
            backwards: false
        })
    );
}

#[test]
fn macau_a_jack_without_a_demand_is_an_ordinary_card_and_the_running_demand_stays() {
    // Player 3 holds no rank to demand, so the jack is an ordinary card: player 1's
    // demand for a 7 lasts until player 1 lays a 7. Before, the jack ended it.
    let mut game = macau(3)
        .hand(0, &cards("7s 9c 10c"))
        .hand(1, &cards("8h 9h 10h"))
        .hand(2, &cards("jd kc qs"))
        .discard(&cards("jh 7c"))
        .demand(cards::Rank::Seven, 0)
        .to_move(2)
        .build()
        .unwrap();
    assert_eq!(legal(&game), sorted(&["jd", "draw"]));
    let outcome = play(&mut game, "jd");
    assert!(!outcome.events.contains(&makao::Event::DemandEnded));
    assert_eq!(
        game.demand().map(|d| (d.rank, d.by)),
        Some((cards::Rank::Seven, 0))
    );
    assert_eq!(game.current_player(), 0);
    assert_eq!(legal(&game), sorted(&["7s", "draw"]));
}

fn heuristic(game: &Game) -> String {
    let view = game.view(game.current_player());
    makao::HeuristicBot::new()
        .decide(&view)
        .expect("a legal action")
        .to_string()
}

#[test]
fn heuristic_accepts_a_swap_that_wins_at_once_rather_than_block() {
    // Player 1 swapped away their last card: accepting leaves player 2 with none, a
    // win with "po makale". Before, the bot blocked (and kept a card).
    let game = twist(makao::RuleSet::Polish, 2)
        .hand(0, &[])
        .hand(1, &cards("kd 5h"))
        .discard(&cards("kc"))
        .to_move(1)
        .phase(makao::Phase::Swap { initiator: 0 }, None)
        .build()
        .unwrap();
    assert_eq!(legal(&game), sorted(&["accept po makale", "block makao"]));
    assert_eq!(heuristic(&game), "accept po makale");
}

#[test]
fn heuristic_does_not_count_swapping_away_its_last_card_as_a_win() {
    // Laying the K♣ alone wins; with a swap the target gets the empty hand and wins.
    let game = twist(makao::RuleSet::Polish, 2)
        .hand(0, &cards("kc"))
        .hand(1, &cards("5d 6d 7d"))
        .discard(&cards("9c"))
        .build()
        .unwrap();
    assert_eq!(legal(&game), sorted(&["kc po makale", "kc swap 2", "draw"]));
    let view = game.view(0);
    let bot = makao::HeuristicBot::new();
    let score = |text: &str| bot.score(&view, &text.parse().unwrap());
    assert!(
        score("kc swap 2") < score("kc po makale"),
        "{} >= {}",
        score("kc swap 2"),
        score("kc po makale")
    );
}

#[test]
fn state_file_with_a_drawn_card_that_could_not_be_laid_is_refused() {
    // Before, each loaded, and its drawn card could then be laid against the rules
    // (9♦ on 5♣, or a 5♣ laid under a draw attack).
    let mut misfit = polish_file("9d 8h", "5c");
    misfit["phase"] = json!({"drawn": "9D"});
    let mut no_defence = polish_file("9d 8h", "2c");
    no_defence["attack"] = json!({"draw": {"cards": 1}});
    no_defence["phase"] = json!({"penalty_drawn": "9D"});
    let mut attacked = polish_file("5d 8h", "2c");
    attacked["attack"] = json!({"draw": {"cards": 2}});
    attacked["phase"] = json!({"drawn": "5D"});
    let mut macau_drawn = polish_file("5d 8h", "5c");
    macau_drawn["rules"] = json!("macau");
    macau_drawn["phase"] = json!({"drawn": "5D"});
    for file in [misfit, no_defence, attacked, macau_drawn] {
        let err = load(&file).expect_err("the drawn card was accepted");
        assert!(err.contains("drawn card"), "{err}");
    }
    let mut fits = polish_file("5d 8h", "5c");
    fits["phase"] = json!({"drawn": "5D"});
    assert_eq!(legal(&load(&fits).unwrap()), sorted(&["5d makao", "pass"]));
    let mut defends = polish_file("2d 8h", "2c");
    defends["attack"] = json!({"draw": {"cards": 1}});
    defends["phase"] = json!({"penalty_drawn": "2D"});
    assert_eq!(
        legal(&load(&defends).unwrap()),
        sorted(&["2d makao", "take"])
    );
}
