//! The JSON state file: its shape, hand editing, and refusals naming the problem.

mod common;

use common::*;
use makao::{Config, Game, RuleSet};
use serde_json::{Value, json};

fn fresh() -> Value {
    let game = Game::new(Config::new(RuleSet::Polish, 2), 1).unwrap();
    serde_json::from_str(&game.to_json()).unwrap()
}

fn load(value: &Value) -> Result<Game, String> {
    Game::from_json(&value.to_string()).map_err(|e| e.to_string())
}

fn refused(value: &Value) -> String {
    load(value).expect_err("the state was accepted")
}

#[test]
fn the_state_file_lists_cards_in_the_game_notation_one_list_a_line() {
    let game = Game::new(Config::new(RuleSet::Polish, 2), 1).unwrap();
    let text = game.to_json();
    let first_hand: Vec<String> = game.hand(0).iter().map(|c| format!("\"{c:#}\"")).collect();
    assert!(
        text.contains(&format!("\"hand\": [{}]", first_hand.join(", "))),
        "{text}"
    );
    let keys: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("  \"") && !l.starts_with("   "))
        .map(|l| l.trim().split('"').nth(1).unwrap())
        .collect();
    assert_eq!(
        keys,
        [
            "rules", "twist", "play_on", "players", "to_move", "phase", "discard", "stock", "suit",
            "attack", "demand", "finished", "actions", "rng"
        ]
    );
    assert_eq!(Game::from_json(&text).unwrap(), game);
}

#[test]
fn a_hand_written_state_needs_only_the_essentials() {
    let mut all = rest_of_deck(&[&cards("5h 9c 10c 6d 7d 8d 8h")]);
    let top = c("8h");
    all.reverse();
    let state = json!({
        "rules": "polish",
        "players": [
            {"hand": ["10C", "5H", "9C"]},
            {"hand": ["6d", "7♦", "8D"]}
        ],
        "to_move": 1,
        "discard": [top],
        "stock": all,
    });
    let game = load(&state).unwrap();
    assert_eq!(hand(&game, 0), "5H 9C 10C", "hands are sorted on loading");
    assert_eq!(legal(&game), sorted(&["5h", "draw"]));
}

#[test]
fn a_card_held_twice_is_named_with_its_places() {
    let mut state = fresh();
    let stolen = state["stock"][0].clone();
    state["players"][0]["hand"]
        .as_array_mut()
        .unwrap()
        .push(stolen.clone());
    let message = refused(&state);
    let card = stolen.as_str().unwrap();
    assert!(
        message.contains(&format!(
            "the state holds 53 cards, the deck 52: {card} appears 2 times (player 1's hand, the stock), the deck has it once"
        )),
        "{message}"
    );
}

#[test]
fn a_missing_card_is_named() {
    let mut state = fresh();
    let lost = state["stock"].as_array_mut().unwrap().remove(3);
    let message = refused(&state);
    assert!(
        message.contains(&format!(
            "the state holds 51 cards, the deck 52: {} is missing",
            lost.as_str().unwrap()
        )),
        "{message}"
    );
}

#[test]
fn a_card_that_is_no_card_is_named() {
    let mut state = fresh();
    state["discard"][0] = json!("1X");
    let message = refused(&state);
    assert!(message.contains("\"1\" is not a rank"), "{message}");
}

#[test]
fn wrong_player_counts_and_numbers_are_refused() {
    let mut state = fresh();
    let players = state["players"].as_array_mut().unwrap();
    players.clear();
    let message = refused(&state);
    assert!(
        message.contains("polish is played by 2 to 4 players, not 0"),
        "{message}"
    );

    let mut state = fresh();
    state["to_move"] = json!(3);
    let message = refused(&state);
    assert!(
        message.contains("to_move names player 3, but players are numbered 1 to 2"),
        "{message}"
    );

    let mut state = fresh();
    state["to_move"] = json!(0);
    assert!(refused(&state).contains("to_move names player 0"));
}

#[test]
fn an_empty_discard_pile_is_refused() {
    let mut state = fresh();
    let top = state["discard"].as_array_mut().unwrap().pop().unwrap();
    state["stock"].as_array_mut().unwrap().push(top);
    let message = refused(&state);
    assert!(message.contains("the discard pile is empty"), "{message}");
}

#[test]
fn unknown_fields_and_rule_sets_are_refused() {
    let mut state = fresh();
    state["colour"] = json!("red");
    assert!(refused(&state).contains("unknown field `colour`"));
    let mut state = fresh();
    state["rules"] = json!("uno");
    assert!(refused(&state).contains("unknown variant `uno`"));
}

/// A two-player position with `top` alone on the discard pile and `edit` applied.
fn position(top: &str, edit: impl FnOnce(&mut Value)) -> Value {
    let hands = [cards("5h 9c 10c"), cards("6d 7d 8d")];
    let mut stock = rest_of_deck(&[&hands[0], &hands[1], &cards(top)]);
    stock.reverse();
    let mut state = json!({
        "rules": "polish",
        "players": [{"hand": hands[0]}, {"hand": hands[1]}],
        "to_move": 1,
        "discard": [c(top)],
        "stock": stock,
    });
    edit(&mut state);
    state
}

#[test]
fn inconsistent_pending_effects_are_refused_with_the_reason() {
    let cases: Vec<(Value, &str)> = vec![
        (
            position("8h", |s| s["suit"] = json!("C")),
            "a chosen suit needs an ace on top, not 8H",
        ),
        (
            position("8h", |s| s["attack"] = json!({"draw": {"cards": 2}})),
            "a draw attack needs a 2, 3, KS or KH on top, not 8H",
        ),
        (
            position("2h", |s| s["attack"] = json!({"wait": {"turns": 1}})),
            "a wait needs a 4 on top, not 2H",
        ),
        (
            position("2h", |s| s["attack"] = json!({"draw": {"cards": 0}})),
            "an attack must be for at least 1",
        ),
        (
            position("jh", |s| s["demand"] = json!({"rank": "4", "by": 1})),
            "a demand for 4 (only 5 to 10 may be demanded)",
        ),
        (
            position("jh", |s| s["demand"] = json!({"rank": "7", "by": 3})),
            "demand.by names player 3",
        ),
        (
            position("2h", |s| {
                s["attack"] = json!({"draw": {"cards": 2}});
                s["demand"] = json!({"rank": "7", "by": 1});
            }),
            "an attack and a demand cannot both be pending",
        ),
        (
            position("8h", |s| s["phase"] = json!({"drawn": "KS"})),
            "the drawn card KS is not in player 1's hand",
        ),
        (
            position("8h", |s| s["phase"] = json!({"swap": {"initiator": 2}})),
            "a swap without the twist",
        ),
        (
            position("8h", |s| s["phase"] = json!("question")),
            "phase question needs a wait attack",
        ),
        (
            position("8h", |s| s["players"][0]["waits"] = json!(2)),
            "player 1 is to move but still owes 2 missed turn(s)",
        ),
        (
            position("8h", |s| s["finished"] = json!([2])),
            "player 2 finished but holds cards",
        ),
        (
            position("4h", |s| {
                s["rules"] = json!("macau");
                s["phase"] = json!("question");
                s["attack"] = json!({"wait": {"turns": 1}});
            }),
            "phase question needs a wait attack and rules with calls",
        ),
    ];
    for (state, expected) in cases {
        let message = refused(&state);
        assert!(
            message.contains(expected),
            "expected {expected:?}, got {message:?}"
        );
    }
    // The same positions without the edit load.
    assert!(load(&position("8h", |_| {})).is_ok());
}

#[test]
fn a_finished_game_must_say_so() {
    let state = went_out(|_| {});
    let message = refused(&state);
    assert!(
        message.contains("a player finished, so the phase must be \"over\""),
        "{message}"
    );
    let mut over = state.clone();
    over["phase"] = json!("over");
    let game = load(&over).unwrap();
    assert!(game.is_over());
    assert_eq!(game.winner(), Some(0));
}

/// A state built by `setup` as JSON, with `edit` applied.
fn edited(setup: makao::Setup, edit: impl FnOnce(&mut Value)) -> Value {
    let game = setup.build().unwrap();
    let mut state: Value = serde_json::from_str(&game.to_json()).unwrap();
    edit(&mut state);
    state
}

fn assert_refused(state: &Value, expected: &str) {
    let message = refused(state);
    assert!(
        message.contains(expected),
        "expected {expected:?}, got {message:?}"
    );
}

#[test]
fn serbian_has_no_wait_attack() {
    let setup = serbian()
        .hand(0, &cards("5h 9c"))
        .hand(1, &cards("6d 9d"))
        .discard(&cards("4h"));
    assert!(load(&edited(setup.clone(), |_| {})).is_ok());
    let state = edited(setup, |s| s["attack"] = json!({"wait": {"turns": 1}}));
    assert_refused(&state, "a wait in serbian rules, which have none");
}

#[test]
fn serbian_jacks_make_no_demand() {
    let setup = serbian()
        .hand(0, &cards("5h 9c"))
        .hand(1, &cards("6d 9d"))
        .discard(&cards("jh"));
    let state = edited(setup, |s| s["demand"] = json!({"rank": "7", "by": 2}));
    assert_refused(&state, "a demand in serbian rules, which have none");
}

#[test]
fn a_draw_attack_needs_a_draw_card_on_top() {
    assert_refused(
        &position("kd", |s| s["attack"] = json!({"draw": {"cards": 5}})),
        "a draw attack needs a 2, 3, KS or KH on top, not KD",
    );
    // The serbian 2♣ makes the previous player draw at once: it leaves no attack.
    let setup = serbian()
        .hand(0, &cards("5h 9c"))
        .hand(1, &cards("6d 9d"))
        .discard(&cards("2c"));
    assert_refused(
        &edited(setup, |s| s["attack"] = json!({"draw": {"cards": 4}})),
        "a draw attack needs a 7 on top, not 2C",
    );
}

#[test]
fn in_macau_a_king_laid_after_an_attacking_king_keeps_the_attack() {
    let mut game = macau(2)
        .hand(0, &cards("ks kd 5c"))
        .hand(1, &cards("6d 7d 8d"))
        .discard(&cards("kc"))
        .build()
        .unwrap();
    play(&mut game, "ks kd");
    assert_eq!(game.top(), c("kd"));
    let reloaded = Game::from_json(&game.to_json()).unwrap();
    assert_eq!(reloaded, game);
}

#[test]
fn a_backwards_attack_needs_the_king_of_spades_on_top() {
    // Macau: no first penalty card is drawn for the player without a defence.
    let macau_backwards = position("ks", |s| {
        s["rules"] = json!("macau");
        s["attack"] = json!({"draw": {"cards": 5, "backwards": true}});
    });
    assert!(load(&macau_backwards).is_ok());
    assert_refused(
        &position("kh", |s| {
            s["attack"] = json!({"draw": {"cards": 5, "backwards": true}});
        }),
        "a draw attack goes forwards after KH, not backwards",
    );
    assert_refused(
        &position("ks", |s| s["attack"] = json!({"draw": {"cards": 5}})),
        "a draw attack goes backwards after KS, not forwards",
    );
}

#[test]
fn a_polish_attack_on_a_player_without_defence_has_drawn_its_first_card() {
    // Player 1 holds 5H 9C 10C: no defence against 2H, so the engine would have drawn.
    let state = position("2h", |s| s["attack"] = json!({"draw": {"cards": 2}}));
    assert_refused(&state, "player 1 holds no defence");
    // With a defence in hand the turn waits for the player.
    let defended = polish(2)
        .hand(0, &cards("5h 9c 3h"))
        .hand(1, &cards("6d 7d 8d"))
        .discard(&cards("2h"));
    let defended = edited(defended, |s| s["attack"] = json!({"draw": {"cards": 2}}));
    assert!(load(&defended).is_ok());
    // Macau draws nothing automatically.
    let mut macau_state = state.clone();
    macau_state["rules"] = json!("macau");
    assert!(load(&macau_state).is_ok());
}

#[test]
fn a_demand_is_owed_by_the_player_to_move() {
    let owed = |list: Value| {
        position("jh", |s| {
            s["demand"] = json!({"rank": "7", "by": 2, "owed": list});
        })
    };
    assert!(load(&owed(json!([1, 2]))).is_ok());
    assert_refused(
        &owed(json!([2])),
        "player 1 is to move under a demand, so must be in its owed list",
    );
}

#[test]
fn a_swap_follows_the_king_of_clubs_without_a_wait() {
    let swap = |top: &str, edit: fn(&mut Value)| {
        position(top, |s| {
            s["twist"] = json!(true);
            s["phase"] = json!({"swap": {"initiator": 2}});
            edit(s);
        })
    };
    assert!(load(&swap("kc", |_| {})).is_ok());
    assert_refused(&swap("8h", |_| {}), "a swap follows KC, not 8H on top");
    assert_refused(
        &swap("kc", |s| s["attack"] = json!({"wait": {"turns": 1}})),
        "a swap with a wait pending",
    );
    assert_refused(
        &swap("kc", |s| s["demand"] = json!({"rank": "7", "by": 2})),
        "a swap with a demand pending",
    );
}

#[test]
fn in_macau_a_swap_may_follow_kings_laid_together() {
    let mut game = twist(RuleSet::Macau, 2)
        .hand(0, &cards("kc kd 5c"))
        .hand(1, &cards("6d 7d 8d"))
        .discard(&cards("kh"))
        .build()
        .unwrap();
    play(&mut game, "kc kd swap 2");
    assert_eq!(game.top(), c("kd"));
    assert_eq!(Game::from_json(&game.to_json()).unwrap(), game);
}

#[test]
fn a_polish_demand_is_owed_by_the_turns_left_up_to_the_demander() {
    // Three players, player 1 to move, player 3 demanded: players 1, 2 and 3 owe.
    let hands = [cards("5h 9c 10c"), cards("6d 7d 8d"), cards("5s 6s")];
    let mut stock = rest_of_deck(&[&hands[0], &hands[1], &hands[2], &cards("jh")]);
    stock.reverse();
    let state = |owed: Value| {
        json!({
            "rules": "polish",
            "players": [{"hand": hands[0]}, {"hand": hands[1]}, {"hand": hands[2]}],
            "to_move": 1,
            "discard": ["JH"],
            "stock": stock,
            "demand": {"rank": "7", "by": 3, "owed": owed},
        })
    };
    assert!(load(&state(json!([1, 2, 3]))).is_ok());
    assert_refused(
        &state(json!([1, 3])),
        "a demand by player 3 with player 1 to move is owed by [1, 2, 3], not [1, 3]",
    );
}

#[test]
fn a_macau_demand_is_owed_by_everyone_still_playing() {
    let state = |owed: Value| {
        position("jh", |s| {
            s["rules"] = json!("macau");
            s["demand"] = json!({"rank": "7", "by": 2, "owed": owed});
        })
    };
    assert!(load(&state(json!([1, 2]))).is_ok());
    assert_refused(
        &state(json!([1])),
        "a demand by player 2 with player 1 to move is owed by [1, 2], not [1]",
    );
}

#[test]
fn only_a_rule_set_with_a_cut_names_another_dealer() {
    assert!(load(&position("8h", |s| s["dealer"] = json!(2))).is_ok());
    assert_refused(
        &position("8h", |s| s["dealer"] = json!(1)),
        "polish rules have no cut, so the last player deals (dealer 2), not player 1",
    );
}

/// Player 1 has gone out (their cards back in the stock), then `edit`.
fn went_out(edit: impl FnOnce(&mut Value)) -> Value {
    position("8h", |s| {
        s["players"][0]["hand"] = json!([]);
        s["stock"]
            .as_array_mut()
            .unwrap()
            .extend(cards("5h 9c 10c").iter().map(|c| json!(c)));
        s["finished"] = json!([1]);
        edit(s);
    })
}

/// The position of [`a_finished_game_must_say_so`], said to be over: player 1 won.
fn won_by_player_one(edit: impl FnOnce(&mut Value)) -> Value {
    went_out(|s| {
        s["phase"] = json!("over");
        edit(s);
    })
}

#[test]
fn unreachable_over_a_game_ends_only_by_going_out_or_at_the_action_limit() {
    assert!(load(&won_by_player_one(|_| {})).is_ok());
    // Nobody out, far from the limit: no play ends a game here.
    let state = won_by_player_one(|s| s["finished"] = json!([]));
    assert_refused(
        &state,
        "the game is over before the action limit (0 of 5000 actions), so a player went out: finished must name the winner",
    );
    // At the limit the same position is how play leaves it.
    let mut at_limit = state.clone();
    at_limit["actions"] = json!(makao::ACTION_LIMIT);
    assert!(load(&at_limit).is_ok());
}

#[test]
fn unreachable_over_the_winner_holds_no_cards_and_is_the_only_one_out() {
    let state = won_by_player_one(|s| s["finished"] = json!([2]));
    assert_refused(&state, "player 2 went out but holds cards");
    let state = won_by_player_one(|s| s["finished"] = json!([1, 2]));
    assert_refused(
        &state,
        "2 players finished, but without play_on the game ends when the first goes out",
    );
    // With play_on the one left takes the last place with their cards.
    let state = won_by_player_one(|s| {
        s["play_on"] = json!(true);
        s["finished"] = json!([1, 2]);
    });
    assert!(load(&state).is_ok());
    let state = won_by_player_one(|s| s["play_on"] = json!(true));
    assert_refused(&state, "so all 2 players have places in finished, not 1");
}

#[test]
fn unreachable_over_going_out_leaves_nothing_pending() {
    let state = won_by_player_one(|s| s["suit"] = json!("C"));
    // The suit check alone would refuse it on an 8: put an ace on top.
    let state = {
        let mut s = state;
        let discard = s["discard"][0].clone();
        let stock = s["stock"].as_array_mut().unwrap();
        let ace = stock.iter().position(|c| c == "AH").unwrap();
        stock[ace] = discard;
        s["discard"] = json!(["AH"]);
        s
    };
    assert_refused(
        &state,
        "the game ended by a player going out, which leaves no attack, demand or chosen suit pending",
    );
}
