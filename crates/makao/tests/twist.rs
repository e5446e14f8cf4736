//! Scenario tests for the optional twist (rules page, "Optional twist"): K♣ swaps hands,
//! K♦ blocks.

mod common;

use common::*;
use makao::{Call, DrawReason, Event, Phase, RuleSet};

fn three_players() -> makao::Setup {
    twist(RuleSet::Polish, 3)
        .hand(0, &cards("kc 5d 6d"))
        .hand(1, &cards("5s 6s 7s"))
        .hand(2, &cards("kd 7h 8h"))
        .discard(&cards("9c"))
}

#[test]
fn twist_king_of_clubs_may_swap_with_any_other_player_or_nobody() {
    let game = three_players().build().unwrap();
    assert_eq!(
        legal(&game),
        sorted(&["kc", "kc swap 2", "kc swap 3", "draw"])
    );
    let plain = polish(3)
        .hand(0, &cards("kc 5d 6d"))
        .discard(&cards("9c"))
        .build()
        .unwrap();
    assert_eq!(legal(&plain), sorted(&["kc", "draw"]), "no twist, no swap");
}

#[test]
fn twist_a_declined_swap_leaves_an_ordinary_king_of_clubs() {
    let mut game = three_players().build().unwrap();
    play(&mut game, "kc");
    assert_eq!(game.phase(), Phase::Turn);
    assert_eq!(game.current_player(), 1);
    assert_eq!(hand(&game, 0), "5D 6D");
}

#[test]
fn twist_nobody_may_swap_with_themselves_or_a_missing_player() {
    let mut game = three_players().hand(0, &cards("kc 5c 6d")).build().unwrap();
    assert_eq!(
        refuse(&mut game, "kc swap 1"),
        "there is no player 1 to swap with"
    );
    assert_eq!(
        refuse(&mut game, "kc swap 4"),
        "there is no player 4 to swap with"
    );
    assert_eq!(
        refuse(&mut game, "5c swap 2"),
        "5C cannot take a swap (swap 2)"
    );
}

#[test]
fn twist_after_an_accepted_swap_the_initiator_moves_next() {
    let mut game = three_players().build().unwrap();
    let outcome = play(&mut game, "kc swap 3");
    assert!(outcome.events.contains(&Event::SwapOffered {
        initiator: 0,
        target: 2
    }));
    assert_eq!(game.phase(), Phase::Swap { initiator: 0 });
    assert_eq!(game.current_player(), 2);
    assert_eq!(legal(&game), sorted(&["accept", "block"]));
    play(&mut game, "accept");
    assert_position(
        &game,
        twist(RuleSet::Polish, 3)
            .hand(0, &cards("kd 7h 8h"))
            .hand(1, &cards("5s 6s 7s"))
            .hand(2, &cards("5d 6d"))
            .discard(&cards("9c kc")),
    );
}

#[test]
fn twist_only_the_king_of_diamonds_blocks_and_the_initiator_draws_five() {
    let mut game = three_players()
        .stock_top(&cards("2c 3c 4c 5c 6c"))
        .build()
        .unwrap();
    play(&mut game, "kc swap 3");
    play(&mut game, "block");
    assert_position(
        &game,
        twist(RuleSet::Polish, 3)
            .hand(0, &cards("5d 6d 2c 3c 4c 5c 6c"))
            .hand(1, &cards("5s 6s 7s"))
            .hand(2, &cards("7h 8h"))
            .discard(&cards("9c kc kd")),
    );
    let mut without = three_players().hand(2, &cards("7h 8h 9h")).build().unwrap();
    play(&mut without, "kc swap 3");
    assert_eq!(legal(&without), sorted(&["accept"]));
    assert_eq!(
        refuse(&mut without, "block"),
        "you hold no K♦ to block the swap with"
    );
}

#[test]
fn twist_the_initiators_calls_have_no_effect_during_a_swap() {
    let mut game = three_players().hand(0, &cards("kc 5d")).build().unwrap();
    assert_eq!(
        legal(&game),
        sorted(&["kc makao", "kc swap 2", "kc swap 3", "draw"])
    );
    let outcome = play(&mut game, "kc po makale swap 2");
    assert!(
        !outcome
            .events
            .iter()
            .any(|e| matches!(e, Event::CallPenalty { .. })),
        "{:?}",
        outcome.events
    );
    assert_eq!(hand(&game, 0), "5D");
}

#[test]
fn twist_the_target_must_say_the_right_word_when_the_swap_happens() {
    let mut game = three_players().hand(0, &cards("kc 5d")).build().unwrap();
    play(&mut game, "kc swap 2");
    assert_eq!(legal(&game), sorted(&["accept makao"]));
    let mut silent = game.clone();
    play(&mut game, "accept makao");
    assert_eq!(hand(&game, 1), "5D");
    let outcome = play(&mut silent, "accept");
    assert!(outcome.events.contains(&Event::CallPenalty {
        player: 1,
        said: None,
        due: Some(Call::Makao)
    }));
    assert_eq!(silent.hand(1).len(), 6);
    assert_eq!(silent.current_player(), 0);
}

#[test]
fn twist_the_target_must_say_the_right_word_when_blocking_after_the_initiator_draws() {
    let mut game = three_players().hand(2, &cards("kd 7h")).build().unwrap();
    play(&mut game, "kc swap 3");
    assert_eq!(legal(&game), sorted(&["accept", "block makao"]));
    let outcome = play(&mut game, "block");
    let order: Vec<String> = outcome
        .events
        .iter()
        .filter_map(|e| match e {
            Event::Blocked { .. } => Some("blocked".to_string()),
            Event::Drew {
                player,
                reason: DrawReason::Blocked,
                ..
            } => Some(format!("player {} draws for the block", player + 1)),
            Event::CallPenalty { player, .. } => Some(format!("player {} penalised", player + 1)),
            _ => None,
        })
        .collect();
    assert_eq!(
        order,
        [
            "blocked",
            "player 1 draws for the block",
            "player 3 penalised"
        ]
    );
}

#[test]
fn twist_a_king_of_clubs_laid_as_the_last_card_still_swaps() {
    let start = three_players().hand(0, &cards("kc")).build().unwrap();
    let mut game = start.clone();
    assert_eq!(
        legal(&game),
        sorted(&["kc po makale", "kc swap 2", "kc swap 3", "draw"])
    );
    play(&mut game, "kc swap 2");
    assert!(!game.is_over(), "the initiator has not won");
    assert_eq!(legal(&game), sorted(&["accept po makale"]));
    let mut silent = game.clone();
    play(&mut game, "accept po makale");
    assert_eq!(game.winner(), Some(1));
    assert_eq!(hand(&game, 0), "5S 6S 7S");
    // Without "po makale" the target draws 5 and the initiator plays on.
    play(&mut silent, "accept");
    assert!(!silent.is_over());
    assert_eq!(silent.hand(1).len(), 5);
    assert_eq!(silent.current_player(), 0);
}

#[test]
fn twist_works_with_macau_rules_too() {
    let mut game = twist(RuleSet::Macau, 2)
        .hand(0, &cards("kc 5d 6d"))
        .hand(1, &cards("kd 7h"))
        .discard(&cards("9c"))
        .build()
        .unwrap();
    assert_eq!(legal(&game), sorted(&["kc", "kc swap 2", "draw"]));
    play(&mut game, "kc swap 2");
    assert_eq!(
        legal(&game),
        sorted(&["accept", "block"]),
        "macau has no calls"
    );
    play(&mut game, "block");
    assert_eq!(game.current_player(), 0);
    assert_eq!(game.top(), c("kd"));
}
