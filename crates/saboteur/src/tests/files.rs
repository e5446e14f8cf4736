//! State files: a state survives JSON, and a broken one is refused with its problem named.

use super::fixtures::*;
use crate::game::Saboteur;
use crate::{Action, seeded};

fn json(game: &Saboteur) -> serde_json::Value {
    serde_json::to_value(game).unwrap()
}

fn load(value: serde_json::Value) -> Result<Saboteur, String> {
    serde_json::from_value(value).map_err(|e| e.to_string())
}

#[test]
fn a_state_survives_json() {
    let game = Saboteur::new(Saboteur::default_names(6), 2, seeded(12)).unwrap();
    let back: Saboteur = serde_json::from_str(&serde_json::to_string(&game).unwrap()).unwrap();
    assert_eq!(back, game);
    let value = json(&game);
    assert_eq!(value["rounds"], 2);
    assert_eq!(value["round"], 1);
    assert!(value["board"]["tunnels"].as_object().unwrap().is_empty());
    assert!(value["phase"]["play"]["to_move"].as_u64().unwrap() >= 1);
}

/// Seat 1 to move holding one card, the stock empty and seat 2's hand empty: the next
/// action ends the round.
fn round_ends_at_the_next_action() -> Saboteur {
    let mut game = table(3);
    game.players[0].hand.push(game.stock.draw().unwrap());
    let rest = std::mem::take(&mut game.stock).into_vec();
    game.discard.put_all(rest);
    let hand = std::mem::take(&mut game.players[1].hand);
    game.discard.put_all(hand);
    game
}

#[test]
fn the_same_state_and_action_give_the_same_result_even_when_dealing() {
    // The random generator lives in the state: ending a round deals the next one the same
    // way from a state read back from JSON.
    let mut game = round_ends_at_the_next_action();
    let mut copy: Saboteur = serde_json::from_value(json(&game)).unwrap();
    let action: Action = "discard 1".parse().unwrap();
    game.apply(action).unwrap();
    copy.apply(action).unwrap();
    assert_eq!(game.round, 2);
    assert_eq!(game, copy);
}

#[test]
fn a_hand_edited_state_is_read() {
    let mut game = table(4);
    give(&mut game, 1, &["tunnel-URDL"]);
    let mut value = json(&game);
    // Move a curve up-right from the stock onto C4, written as it lies turned (open down
    // and left) and in lower case.
    let stock = value["stock"].as_array_mut().unwrap();
    let at = stock.iter().position(|c| c == "tunnel-UR").unwrap();
    stock.remove(at);
    value["board"]["tunnels"]["C4"] = "tunnel-ld".into();
    let game = load(value).unwrap();
    assert_eq!(
        game.board.tunnels.get(&"C4".parse().unwrap()),
        Some(&"tunnel-DL".parse().unwrap())
    );
}

/// Edits a valid state and expects it refused with a message containing `problem`.
fn broken(edit: impl FnOnce(&mut serde_json::Value), problem: &str) {
    let mut game = table(4);
    give(&mut game, 1, &["tunnel-URDL"]);
    let mut value = json(&game);
    edit(&mut value);
    let error = load(value).expect_err(problem);
    assert!(error.contains(problem), "`{error}` should say `{problem}`");
}

#[test]
fn broken_states_are_refused_naming_the_problem() {
    broken(
        |v| {
            v["stock"].as_array_mut().unwrap().pop();
        },
        "the round's cards do not add up",
    );
    broken(
        |v| {
            v["players"][0]["hand"]
                .as_array_mut()
                .unwrap()
                .push("map".into())
        },
        "× map where there should be 6",
    );
    broken(
        |v| v["players"][0]["hand"][0] = "tunnel-X".into(),
        "`tunnel-X` is not a card",
    );
    broken(
        |v| {
            v["players"].as_array_mut().unwrap().truncate(2);
        },
        "Saboteur is played by 3 to 10 players; this state has 2",
    );
    broken(
        |v| v["players"][1]["role"] = "saboteur".into(),
        "the roles dealt and unused must be 1 saboteur(s) and 4 gold-diggers for 4 players",
    );
    broken(
        |v| v["gold"].as_array_mut().unwrap().truncate(3),
        "the gold cards do not add up",
    );
    broken(
        |v| v["gold"][0] = 7.into(),
        "a gold card holds 1 to 3 nuggets, not 7",
    );
    broken(
        |v| v["phase"]["play"]["to_move"] = 9.into(),
        "there is no player 9 to move",
    );
    broken(
        |v| v["phase"]["play"]["to_move"] = 0.into(),
        "seats are numbered from 1",
    );
    broken(
        |v| v["round"] = 4.into(),
        "round 4 of 3 is not a round of the game",
    );
    broken(
        |v| v["board"]["goals"][0]["card"] = "gold".into(),
        "the goals must be the gold and the two stones",
    );
    broken(
        |v| v["board"]["goals"][2]["turned"] = true.into(),
        "goal 3 is turned but face down",
    );
    broken(
        |v| v["board"]["goals"][1]["revealed"] = true.into(),
        "the gold is face up but the round is still being played",
    );
    broken(
        |v| v["board"]["tunnels"]["Z9"] = "tunnel-UD".into(),
        "`Z9` is not a cell",
    );
    broken(
        |v| v["players"][0]["mapped"] = serde_json::json!([4]),
        "goals are numbered 1 to 3, not 4",
    );
    broken(
        |v| v["players"][2]["name"] = "Player 1".into(),
        "two players are named `Player 1`",
    );
    broken(
        |v| v["players"][2]["name"] = "me".into(),
        "`me` cannot be a player's name",
    );
    broken(|v| v["extra"] = 1.into(), "unknown field `extra`");

    broken(
        |v| v["rng"] = serde_json::json!({"s": [0, 0, 0, 0]}),
        "the random generator's state is all zeros",
    );
    broken(
        |v| v["phase"] = "over".into(),
        "the game is over after round 1 of 3",
    );
    broken(
        |v| {
            v["history"] = serde_json::json!([{
                "round": 1,
                "ending": {"empty_hand": {"seat": 2}},
                "roles": ["digger", "digger", "digger", "saboteur"],
                "nuggets": [0, 0, 0, 4]
            }])
        },
        "the history records 1 rounds where 0 are finished",
    );
}

#[test]
fn tunnels_on_the_start_or_not_fitting_are_refused() {
    let take = |v: &mut serde_json::Value, token: &str| {
        let stock = v["stock"].as_array_mut().unwrap();
        let at = stock.iter().position(|c| c == token).unwrap();
        stock.remove(at);
    };
    broken(
        |v| {
            take(v, "tunnel-UD");
            v["board"]["tunnels"]["B4"] = "tunnel-UD".into();
        },
        "the board has a tunnel on B4, where the start or a goal lies",
    );
    broken(
        |v| {
            take(v, "tunnel-UD");
            v["board"]["tunnels"]["C4"] = "tunnel-UD".into();
        },
        "the tunnel on C4 (tunnel-UD) does not fit the card on B4",
    );
    broken(
        |v| {
            take(v, "tunnel-RL");
            take(v, "tunnel-UD");
            v["board"]["tunnels"]["C4"] = "tunnel-RL".into();
            v["board"]["tunnels"]["D4"] = "tunnel-UD".into();
        },
        "the tunnel on C4 (tunnel-RL) does not fit the card on D4",
    );
}

#[test]
fn an_empty_hand_to_move_is_refused() {
    let game = table(4);
    let error = load(json(&game)).unwrap_err();
    assert!(
        error.contains("Player 1 is to move with an empty hand"),
        "{error}"
    );
}

#[test]
fn scores_beyond_what_the_finished_rounds_can_give_are_refused() {
    // Round 1 ends (seat 2 is to move with an empty hand): one finished round, at most 4
    // nuggets a player from it. Larger numbers are edits, which the game would overflow
    // as it adds the next reward.
    let mut game = round_ends_at_the_next_action();
    game.apply("discard 1".parse().unwrap()).unwrap();
    let good = json(&game);
    load(good.clone()).unwrap();
    let mut edited = good.clone();
    edited["players"][0]["points"] = 4294967295u32.into();
    let error = load(edited).unwrap_err();
    assert!(
        error.contains(
            "Player 1 has 4294967295 points as a saboteur, more than the 4 that 1 finished round(s) can give"
        ),
        "{error}"
    );
    let mut edited = good;
    edited["history"][0]["nuggets"][0] = 4294967295u32.into();
    let error = load(edited).unwrap_err();
    assert!(
        error.contains(
            "the record of round 1 gives 4294967295 nuggets to one player; a round gives at most 4"
        ),
        "{error}"
    );
}

#[test]
fn unreachable_winnings_scores_must_be_what_the_history_records() {
    // Round 1 ends with the saboteurs' win: their points are recorded, nobody has gold.
    let mut game = round_ends_at_the_next_action();
    game.apply("discard 1".parse().unwrap()).unwrap();
    let good = json(&game);
    load(good.clone()).unwrap();
    let won = game.players[0].points;
    let edit = if won < 4 { won + 1 } else { won - 1 };

    // Points within the bound for one round, but not the ones the round gave.
    let mut edited = good.clone();
    edited["players"][0]["points"] = edit.into();
    let error = load(edited).unwrap_err();
    assert!(
        error.contains(&format!(
            "Player 1 has {edit} points as a saboteur, but the rounds the saboteurs won give them {won}"
        )),
        "{error}"
    );

    // A gold card moved from the pile to a player: every card still in one place, but
    // no round was won at the gold.
    let mut edited = good;
    let gold = edited["gold"].as_array_mut().unwrap().pop().unwrap();
    edited["players"][0]["gold"] = serde_json::json!([gold]);
    let error = load(edited).unwrap_err();
    assert!(
        error.contains("Player 1 holds gold cards worth")
            && error.contains("but the rounds won at the gold give them 0"),
        "{error}"
    );
}
