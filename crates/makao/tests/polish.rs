//! Scenario tests for every rule of the `polish` set (rules page, "`polish`").
//! Each sets up a position, checks the exact legal actions, applies one and checks the
//! exact position (or the part of it the rule is about) afterwards.

mod common;

use cards::{Rank, Suit};
use common::*;
use makao::{Attack, Call, DrawReason, Event, Phase};

const DRAW2: Attack = Attack::Draw {
    cards: 2,
    backwards: false,
};

#[test]
fn polish_is_played_by_two_to_four_players_with_52_cards_and_five_each() {
    use makao::{Config, Game, RuleSet};
    for players in [1, 5] {
        assert!(Game::new(Config::new(RuleSet::Polish, players), 1).is_err());
    }
    for players in 2..=4 {
        let game = Game::new(Config::new(RuleSet::Polish, players), 1).unwrap();
        assert!((0..players).all(|p| game.hand(p).len() == 5));
        assert_eq!(total_cards(&game), 52);
    }
}

// ----- drawing -----

#[test]
fn polish_drawing_while_holding_a_legal_card_draws_one_and_ends_the_turn() {
    let mut game = polish(2)
        .hand(0, &cards("5h 9s 10c"))
        .hand(1, &cards("6c 7c 8c"))
        .discard(&cards("8h"))
        .stock_top(&cards("kd"))
        .build()
        .unwrap();
    assert_eq!(legal(&game), sorted(&["5h", "draw"]));
    play(&mut game, "draw");
    assert_position(
        &game,
        polish(2)
            .hand(0, &cards("5h 9s 10c kd"))
            .hand(1, &cards("6c 7c 8c"))
            .discard(&cards("8h"))
            .to_move(1),
    );
}

#[test]
fn polish_drawing_without_a_legal_card_lets_the_drawn_card_be_laid_with_more_of_its_rank() {
    let mut game = polish(2)
        .hand(0, &cards("9s 9c jd"))
        .hand(1, &cards("6c 7c 8c"))
        .discard(&cards("8h"))
        .stock_top(&cards("9h"))
        .build()
        .unwrap();
    assert_eq!(legal(&game), sorted(&["draw"]));
    play(&mut game, "draw");
    assert_eq!(game.phase(), Phase::Drawn);
    assert_eq!(game.drawn_card(), Some(c("9h")));
    assert_eq!(
        legal(&game),
        sorted(&[
            "9h",
            "9h 9s",
            "9h 9c",
            "9h 9s 9c makao",
            "9h 9c 9s makao",
            "pass"
        ])
    );
    let reason = refuse(&mut game, "9s");
    assert_eq!(reason, "lay the card you drew (9H) first, or pass");
    play(&mut game, "9h 9c 9s makao");
    assert_position(
        &game,
        polish(2)
            .hand(0, &cards("jd"))
            .hand(1, &cards("6c 7c 8c"))
            .discard(&cards("8h 9h 9c 9s"))
            .to_move(1),
    );
}

#[test]
fn polish_a_drawn_card_that_may_be_laid_may_also_be_kept() {
    let mut game = polish(2)
        .hand(0, &cards("9s 10c jd"))
        .hand(1, &cards("6c 7c 8c"))
        .discard(&cards("8h"))
        .stock_top(&cards("9h"))
        .build()
        .unwrap();
    play(&mut game, "draw");
    play(&mut game, "pass");
    assert_position(
        &game,
        polish(2)
            .hand(0, &cards("9s 10c jd 9h"))
            .hand(1, &cards("6c 7c 8c"))
            .discard(&cards("8h"))
            .to_move(1),
    );
}

#[test]
fn polish_a_drawn_card_that_is_not_legal_ends_the_turn() {
    let mut game = polish(2)
        .hand(0, &cards("9s 10c jd"))
        .hand(1, &cards("6c 7c 8c"))
        .discard(&cards("8h"))
        .stock_top(&cards("2d"))
        .build()
        .unwrap();
    play(&mut game, "draw");
    assert_eq!(game.current_player(), 1);
    assert_eq!(game.phase(), Phase::Turn);
    assert_eq!(hand(&game, 0), "9S 2D JD 10C");
}

// ----- ordinary play -----

#[test]
fn polish_ordinary_play_lays_a_card_of_the_suit_or_rank_of_the_top() {
    let mut game = polish(2)
        .hand(0, &cards("5h 8c 9s 10d kc"))
        .hand(1, &cards("6c 7c 8d"))
        .discard(&cards("8h"))
        .build()
        .unwrap();
    assert_eq!(legal(&game), sorted(&["5h", "8c", "draw"]));
    assert_eq!(refuse(&mut game, "9s"), "9S does not match 8H");
    play(&mut game, "8c");
    assert_position(
        &game,
        polish(2)
            .hand(0, &cards("5h 9s 10d kc"))
            .hand(1, &cards("6c 7c 8d"))
            .discard(&cards("8h 8c"))
            .to_move(1),
    );
}

#[test]
fn polish_a_queen_goes_on_everything() {
    let game = polish(2)
        .hand(0, &cards("qs 9c 10c"))
        .hand(1, &cards("6c 7c 8d"))
        .discard(&cards("8h"))
        .build()
        .unwrap();
    assert_eq!(legal(&game), sorted(&["qs", "draw"]));
}

#[test]
fn polish_everything_goes_on_a_queen() {
    let mut game = polish(2)
        .hand(0, &cards("2s 9h 10c"))
        .hand(1, &cards("2c 5d 6d"))
        .discard(&cards("qd"))
        .build()
        .unwrap();
    assert_eq!(legal(&game), sorted(&["2s", "9h", "10c", "draw"]));
    play(&mut game, "2s");
    assert_position(
        &game,
        polish(2)
            .hand(0, &cards("9h 10c"))
            .hand(1, &cards("2c 5d 6d"))
            .discard(&cards("qd 2s"))
            .attack(DRAW2)
            .to_move(1),
    );
}

#[test]
fn polish_a_queen_never_defends_against_an_attack_or_a_demand() {
    let mut attacked = polish(2)
        .hand(0, &cards("qh 3h 9c"))
        .hand(1, &cards("6c 7c 8d"))
        .discard(&cards("2h"))
        .attack(DRAW2)
        .build()
        .unwrap();
    assert_eq!(legal(&attacked), sorted(&["3h", "take"]));
    assert_eq!(
        refuse(&mut attacked, "qh"),
        "QH does not answer the attack on 2H: defend with a 2, 3, K♥ or K♠ of its suit or rank, or take 2"
    );
    let mut demanded = polish(2)
        .hand(0, &cards("qh 7c 9c"))
        .hand(1, &cards("6c 8c 8d"))
        .discard(&cards("jh"))
        .demand(Rank::Seven, 1)
        .build()
        .unwrap();
    assert_eq!(legal(&demanded), sorted(&["7c", "draw"]));
    assert_eq!(
        refuse(&mut demanded, "qh"),
        "QH is not allowed: a 7 is demanded (or a jack)"
    );
}

#[test]
fn polish_a_queen_has_no_effect_beyond_matching() {
    let mut game = polish(2)
        .hand(0, &cards("qh 9c 10c"))
        .hand(1, &cards("6c 7d 8d"))
        .discard(&cards("5h"))
        .build()
        .unwrap();
    play(&mut game, "qh");
    assert_eq!(game.attack(), None);
    assert_eq!(game.demand(), None);
    assert_eq!(game.chosen_suit(), None);
    assert_eq!(legal(&game), sorted(&["6c", "7d", "8d", "draw"]));
}

// ----- several cards at once -----

#[test]
fn polish_several_cards_of_one_rank_need_a_legal_first_and_the_last_is_the_top() {
    let mut game = polish(2)
        .hand(0, &cards("5h 5s 5c 9d"))
        .hand(1, &cards("6c 7c 8d"))
        .discard(&cards("8h"))
        .build()
        .unwrap();
    assert_eq!(
        legal(&game),
        sorted(&[
            "5h",
            "5h 5s",
            "5h 5c",
            "5h 5s 5c makao",
            "5h 5c 5s makao",
            "draw"
        ])
    );
    assert_eq!(refuse(&mut game, "5s 5h"), "5S does not match 8H");
    assert_eq!(
        refuse(&mut game, "5h 9d"),
        "cards laid together must share one rank (5H and 9D do not)"
    );
    play(&mut game, "5h 5s 5c makao");
    assert_position(
        &game,
        polish(2)
            .hand(0, &cards("9d"))
            .hand(1, &cards("6c 7c 8d"))
            .discard(&cards("8h 5h 5s 5c"))
            .to_move(1),
    );
}

#[test]
fn polish_kings_are_never_laid_together() {
    let mut game = polish(2)
        .hand(0, &cards("kc ks kd 5d 6d"))
        .hand(1, &cards("6c 7c 8d"))
        .discard(&cards("8c"))
        .build()
        .unwrap();
    assert_eq!(legal(&game), sorted(&["kc", "draw"]));
    assert_eq!(
        refuse(&mut game, "kc ks"),
        "kings are laid one at a time in these rules"
    );
}

#[test]
fn polish_effects_add_up_two_twos_make_four_to_draw() {
    let mut game = polish(3)
        .hand(0, &cards("2h 2s 9c 10c"))
        .hand(1, &cards("2c 5d 6d"))
        .hand(2, &cards("7d 8d 9d"))
        .discard(&cards("8h"))
        .build()
        .unwrap();
    play(&mut game, "2h 2s");
    assert_position(
        &game,
        polish(3)
            .hand(0, &cards("9c 10c"))
            .hand(1, &cards("2c 5d 6d"))
            .hand(2, &cards("7d 8d 9d"))
            .discard(&cards("8h 2h 2s"))
            .attack(Attack::Draw {
                cards: 4,
                backwards: false,
            })
            .to_move(1),
    );
}

#[test]
fn polish_effects_add_up_two_fours_make_two_turns_to_wait() {
    let mut game = polish(2)
        .hand(0, &cards("4h 4s 9c 10c"))
        .hand(1, &cards("5d 6d 7d"))
        .discard(&cards("9h"))
        .build()
        .unwrap();
    play(&mut game, "4h 4s");
    assert_eq!(game.attack(), Some(Attack::Wait { turns: 2 }));
    assert_eq!(game.current_player(), 1);
}

#[test]
fn polish_several_jacks_choose_one_demand() {
    let mut game = polish(2)
        .hand(0, &cards("jh js 5c 6c"))
        .hand(1, &cards("6d 7d 8d"))
        .discard(&cards("9h"))
        .build()
        .unwrap();
    let mut expected = vec!["draw".to_string()];
    for lay in ["jh", "jh js"] {
        expected.push(lay.to_string());
        for rank in ["5", "6", "7", "8", "9", "10"] {
            expected.push(format!("{lay} demand {rank}"));
        }
    }
    expected.sort();
    assert_eq!(legal(&game), expected);
    play(&mut game, "jh js demand 6");
    assert_position(
        &game,
        polish(2)
            .hand(0, &cards("5c 6c"))
            .hand(1, &cards("6d 7d 8d"))
            .discard(&cards("9h jh js"))
            .demand(Rank::Six, 0)
            .to_move(1),
    );
}

#[test]
fn polish_several_aces_choose_one_suit() {
    let mut game = polish(2)
        .hand(0, &cards("ah as 5c 6c"))
        .hand(1, &cards("6d 7d 8d"))
        .discard(&cards("9h"))
        .build()
        .unwrap();
    assert_eq!(
        refuse(&mut game, "ah as"),
        "AH needs a suit to follow, for example `ah suit h`"
    );
    play(&mut game, "ah as suit d");
    assert_position(
        &game,
        polish(2)
            .hand(0, &cards("5c 6c"))
            .hand(1, &cards("6d 7d 8d"))
            .discard(&cards("9h ah as"))
            .suit(Suit::Diamonds)
            .to_move(1),
    );
}

// ----- draw cards -----

#[test]
fn polish_two_and_three_make_the_next_player_draw() {
    let mut game = polish(3)
        .hand(0, &cards("3h 9c 10c"))
        .hand(1, &cards("5d 6d 7d"))
        .hand(2, &cards("9d 10d jd"))
        .discard(&cards("8h"))
        .stock_top(&cards("9s 10s js"))
        .build()
        .unwrap();
    play(&mut game, "3h");
    assert_position(
        &game,
        polish(3)
            .hand(0, &cards("9c 10c"))
            .hand(1, &cards("5d 6d 7d 9s 10s js"))
            .hand(2, &cards("9d 10d jd"))
            .discard(&cards("8h 3h"))
            .to_move(2),
    );
}

#[test]
fn polish_any_draw_card_of_the_tops_suit_or_rank_defends() {
    let game = polish(2)
        .hand(0, &cards("2s 3h kh ks kc 3c qh 9h"))
        .hand(1, &cards("5d 6d 7d"))
        .discard(&cards("2h"))
        .attack(DRAW2)
        .build()
        .unwrap();
    assert_eq!(legal(&game), sorted(&["2s", "3h", "3h 3c", "kh", "take"]));
}

#[test]
fn polish_attack_amounts_add_up_and_pass_on() {
    let mut game = polish(3)
        .hand(0, &cards("3h 9c 10c"))
        .hand(1, &cards("3s 5d 6d"))
        .hand(2, &cards("7d 8d 9d"))
        .discard(&cards("2h"))
        .attack(DRAW2)
        .build()
        .unwrap();
    play(&mut game, "3h");
    assert_eq!(
        game.attack(),
        Some(Attack::Draw {
            cards: 5,
            backwards: false
        })
    );
    assert_eq!(game.current_player(), 1);
}

#[test]
fn polish_king_of_hearts_makes_the_next_player_draw_five() {
    let mut game = polish(3)
        .hand(0, &cards("kh 9c 10c"))
        .hand(1, &cards("ks 5d 6d"))
        .hand(2, &cards("7d 8d 9d"))
        .discard(&cards("9h"))
        .build()
        .unwrap();
    play(&mut game, "kh");
    assert_eq!(
        game.attack(),
        Some(Attack::Draw {
            cards: 5,
            backwards: false
        })
    );
    assert_eq!(game.current_player(), 1);
}

#[test]
fn polish_king_of_spades_makes_the_previous_player_draw_five() {
    let mut game = polish(3)
        .hand(0, &cards("2s 5d 6d"))
        .hand(1, &cards("ks 9c 10c"))
        .hand(2, &cards("7d 8d 9d"))
        .discard(&cards("9s"))
        .to_move(1)
        .build()
        .unwrap();
    play(&mut game, "ks");
    assert_position(
        &game,
        polish(3)
            .hand(0, &cards("2s 5d 6d"))
            .hand(1, &cards("9c 10c"))
            .hand(2, &cards("7d 8d 9d"))
            .discard(&cards("9s ks"))
            .attack(Attack::Draw {
                cards: 5,
                backwards: true,
            })
            .to_move(0),
    );
}

#[test]
fn polish_the_last_draw_card_laid_decides_who_owes_a_running_attack() {
    // A K♠ on a 2 sends the whole total back; a 3 on that K♠ sends it forward again.
    let mut game = polish(3)
        .hand(0, &cards("3s 5d 6d"))
        .hand(1, &cards("ks 3c 9c 10c"))
        .hand(2, &cards("7d 8d 9d 3d"))
        .discard(&cards("2s"))
        .attack(DRAW2)
        .to_move(1)
        .build()
        .unwrap();
    play(&mut game, "ks");
    assert_eq!(
        game.attack(),
        Some(Attack::Draw {
            cards: 7,
            backwards: true
        })
    );
    assert_eq!(game.current_player(), 0);
    play(&mut game, "3s");
    assert_eq!(
        game.attack(),
        Some(Attack::Draw {
            cards: 10,
            backwards: false
        })
    );
    assert_eq!(game.current_player(), 1, "the K♠'s player");
}

#[test]
fn polish_kings_of_clubs_and_diamonds_have_no_effect() {
    let mut game = polish(2)
        .hand(0, &cards("kc 5d 6d"))
        .hand(1, &cards("kd 5h 6h"))
        .discard(&cards("9c"))
        .build()
        .unwrap();
    assert_eq!(legal(&game), sorted(&["kc", "draw"]));
    play(&mut game, "kc");
    assert_eq!(game.attack(), None);
    assert_eq!(legal(&game), sorted(&["kd", "draw"]));
    play(&mut game, "kd");
    assert_eq!(game.attack(), None);
    assert_eq!(game.current_player(), 0);
}

// ----- fours -----

#[test]
fn polish_a_four_makes_the_next_player_wait_and_only_a_four_answers() {
    let mut game = polish(2)
        .hand(0, &cards("4s 5h 9c"))
        .hand(1, &cards("5d 6d 7d"))
        .discard(&cards("4h"))
        .attack(Attack::Wait { turns: 1 })
        .build()
        .unwrap();
    assert_eq!(legal(&game), sorted(&["4s", "wait"]));
    assert_eq!(
        refuse(&mut game, "5h"),
        "5H does not answer a wait: only a 4 does (or wait)"
    );
    assert!(refuse(&mut game, "draw").starts_with("you cannot draw now"));
    play(&mut game, "4s");
    assert_eq!(game.attack(), Some(Attack::Wait { turns: 2 }));
    assert_eq!(game.current_player(), 1);
}

#[test]
fn polish_accepting_a_wait_of_n_misses_this_turn_and_n_minus_one_more() {
    let mut game = polish(3)
        .hand(0, &cards("5h 9s 10s"))
        .hand(1, &cards("5d 6d 7s"))
        .hand(2, &cards("4c 9d 10d"))
        .discard(&cards("4h"))
        .attack(Attack::Wait { turns: 2 })
        .to_move(1)
        .build()
        .unwrap();
    assert_eq!(legal(&game), sorted(&["draw", "wait"]));
    let outcome = play(&mut game, "wait");
    assert!(outcome.events.contains(&Event::Waits {
        player: 1,
        turns: 2
    }));
    assert_eq!(game.waits(1), 1);
    assert_eq!(game.attack(), None);
    assert_eq!(game.current_player(), 2);
    play(&mut game, "draw");
    let outcome = play(&mut game, "draw");
    assert!(
        outcome
            .events
            .contains(&Event::Skipped { player: 1, left: 0 })
    );
    assert_eq!(game.current_player(), 2);
    play(&mut game, "draw");
    play(&mut game, "draw");
    assert_eq!(game.current_player(), 1, "the wait is over");
}

// ----- attacks without a defence in hand -----

#[test]
fn polish_the_first_penalty_card_is_drawn_automatically_and_may_defend() {
    let mut game = polish(3)
        .hand(0, &cards("2h 9c 10c"))
        .hand(1, &cards("5d 6d 7s"))
        .hand(2, &cards("2c 8d 9d"))
        .discard(&cards("8h"))
        .stock_top(&cards("2d 9s"))
        .build()
        .unwrap();
    play(&mut game, "2h");
    assert_position(
        &game,
        polish(3)
            .hand(0, &cards("9c 10c"))
            .hand(1, &cards("2d 5d 6d 7s"))
            .hand(2, &cards("2c 8d 9d"))
            .discard(&cards("8h 2h"))
            .stock_top(&cards("9s"))
            .attack(Attack::Draw {
                cards: 1,
                backwards: false,
            })
            .phase(Phase::PenaltyDrawn, Some(c("2d")))
            .to_move(1),
    );
    assert_eq!(legal(&game), sorted(&["2d", "take"]));
    let mut declined = game.clone();
    play(&mut game, "2d");
    // The next victim owes what was left (1) plus the amount laid (2).
    assert_eq!(
        game.attack(),
        Some(Attack::Draw {
            cards: 3,
            backwards: false
        })
    );
    assert_eq!(game.current_player(), 2);
    // Or the player takes the rest.
    play(&mut declined, "take");
    assert_eq!(hand(&declined, 1), "7S 9S 2D 5D 6D");
    assert_eq!(declined.attack(), None);
    assert_eq!(declined.current_player(), 2);
}

#[test]
fn polish_a_first_penalty_card_that_does_not_defend_is_followed_by_the_rest() {
    let mut game = polish(2)
        .hand(0, &cards("kh 9c 10c"))
        .hand(1, &cards("5d 6d 7s"))
        .discard(&cards("8h"))
        .stock_top(&cards("9s 10s js qs ks"))
        .build()
        .unwrap();
    let outcome = play(&mut game, "kh");
    let draws: Vec<(usize, u32)> = outcome
        .events
        .iter()
        .filter_map(|e| match e {
            Event::Drew {
                player,
                cards,
                reason: DrawReason::Attack,
                ..
            } => Some((*player, cards.len() as u32)),
            _ => None,
        })
        .collect();
    assert_eq!(draws, [(1, 1), (1, 4)], "one automatic card, then the rest");
    assert_eq!(hand(&game, 1), "7S 9S 10S JS QS KS 5D 6D");
    assert_eq!(game.current_player(), 0);
    assert_eq!(game.attack(), None);
}

#[test]
fn polish_a_waiting_player_without_a_four_may_draw_and_a_drawn_four_is_laid() {
    let mut game = polish(3)
        .hand(0, &cards("5h 9s 10s"))
        .hand(1, &cards("5d 6d 7s"))
        .hand(2, &cards("4c 9d 10d"))
        .discard(&cards("4h"))
        .attack(Attack::Wait { turns: 2 })
        .stock_top(&cards("4d"))
        .to_move(1)
        .build()
        .unwrap();
    assert_eq!(legal(&game), sorted(&["draw", "wait"]));
    let outcome = play(&mut game, "draw");
    assert!(outcome.events.contains(&Event::MadeIt {
        player: 1,
        card: c("4d")
    }));
    assert_position(
        &game,
        polish(3)
            .hand(0, &cards("5h 9s 10s"))
            .hand(1, &cards("5d 6d 7s"))
            .hand(2, &cards("4c 9d 10d"))
            .discard(&cards("4h 4d"))
            .attack(Attack::Wait { turns: 3 })
            .to_move(2),
    );
}

#[test]
fn polish_a_waiting_player_keeps_a_drawn_card_that_is_no_four_and_waits() {
    let mut game = polish(3)
        .hand(0, &cards("5h 9s 10s"))
        .hand(1, &cards("5d 6d 7s"))
        .hand(2, &cards("4c 9d 10d"))
        .discard(&cards("4h"))
        .attack(Attack::Wait { turns: 2 })
        .stock_top(&cards("9c"))
        .to_move(1)
        .build()
        .unwrap();
    play(&mut game, "draw");
    assert_position(
        &game,
        polish(3)
            .hand(0, &cards("5h 9s 10s"))
            .hand(1, &cards("5d 6d 7s 9c"))
            .hand(2, &cards("4c 9d 10d"))
            .discard(&cards("4h"))
            .waits(1, 1)
            .to_move(2),
    );
}

#[test]
fn polish_the_neutral_question_after_an_automatic_four_lets_one_say_makao() {
    let setup = polish(3)
        .hand(0, &cards("5h 9s 10s"))
        .hand(1, &cards("9c"))
        .hand(2, &cards("4c 9d 10d"))
        .discard(&cards("4h"))
        .attack(Attack::Wait { turns: 1 })
        .stock_top(&cards("4s 2d 3d 5d 6d 7d"))
        .to_move(1);
    let mut game = setup.clone().build().unwrap();
    play(&mut game, "draw");
    assert_eq!(game.phase(), Phase::Question);
    assert_eq!(game.current_player(), 1);
    assert_eq!(legal(&game), sorted(&["makao"]));
    let mut silent = game.clone();
    play(&mut game, "makao");
    assert_eq!(hand(&game, 1), "9C");
    assert_eq!(game.attack(), Some(Attack::Wait { turns: 2 }));
    assert_eq!(game.current_player(), 2);
    // Saying nothing costs the 5 cards.
    play(&mut silent, "ok");
    assert_eq!(hand(&silent, 1), "2D 3D 5D 6D 7D 9C");
}

#[test]
fn polish_a_player_may_always_decline_to_defend_and_take_the_penalty() {
    let mut game = polish(2)
        .hand(0, &cards("2s 9c 10c"))
        .hand(1, &cards("5d 6d 7d"))
        .discard(&cards("2h"))
        .attack(DRAW2)
        .stock_top(&cards("5h 6h"))
        .build()
        .unwrap();
    assert_eq!(legal(&game), sorted(&["2s", "take"]));
    play(&mut game, "take");
    assert_position(
        &game,
        polish(2)
            .hand(0, &cards("2s 9c 10c 5h 6h"))
            .hand(1, &cards("5d 6d 7d"))
            .discard(&cards("2h"))
            .to_move(1),
    );
}

#[test]
fn polish_after_a_king_of_spades_penalty_play_goes_on_with_the_kings_player() {
    let mut game = polish(3)
        .hand(0, &cards("2s 9c 10c"))
        .hand(1, &cards("5d 6d 7d"))
        .hand(2, &cards("5h 6h 7h"))
        .discard(&cards("ks"))
        .attack(Attack::Draw {
            cards: 5,
            backwards: true,
        })
        .build()
        .unwrap();
    play(&mut game, "take");
    assert_eq!(game.hand(0).len(), 8);
    assert_eq!(game.current_player(), 1);
    assert_eq!(game.attack(), None);
}

#[test]
fn polish_a_waiting_player_misses_the_turn_and_a_pending_attack_passes_on() {
    let mut game = polish(3)
        .hand(0, &cards("2h 9c 10c"))
        .hand(1, &cards("5d 6d 7d"))
        .hand(2, &cards("2c 8d 9d"))
        .discard(&cards("8h"))
        .waits(1, 1)
        .build()
        .unwrap();
    let outcome = play(&mut game, "2h");
    assert!(
        outcome
            .events
            .contains(&Event::Skipped { player: 1, left: 0 })
    );
    assert_position(
        &game,
        polish(3)
            .hand(0, &cards("9c 10c"))
            .hand(1, &cards("5d 6d 7d"))
            .hand(2, &cards("2c 8d 9d"))
            .discard(&cards("8h 2h"))
            .attack(DRAW2)
            .to_move(2),
    );
}

#[test]
fn polish_a_king_of_spades_attack_passes_a_waiting_player_backwards() {
    let mut game = polish(3)
        .hand(0, &cards("2s 5d 6d"))
        .hand(1, &cards("5h 6h 7h"))
        .hand(2, &cards("ks 9c 10c"))
        .discard(&cards("9s"))
        .waits(1, 1)
        .to_move(2)
        .build()
        .unwrap();
    play(&mut game, "ks");
    assert_eq!(game.current_player(), 0);
    assert_eq!(game.waits(1), 0);
    assert_eq!(
        game.attack(),
        Some(Attack::Draw {
            cards: 5,
            backwards: true
        })
    );
}

// ----- jacks -----

#[test]
fn polish_a_jack_demands_a_non_action_rank_or_nothing() {
    let mut game = polish(2)
        .hand(0, &cards("jh 5c 6c 9s"))
        .hand(1, &cards("6d 7d 8d"))
        .discard(&cards("9h"))
        .build()
        .unwrap();
    assert_eq!(
        legal(&game),
        sorted(&[
            "jh",
            "jh demand 5",
            "jh demand 6",
            "jh demand 7",
            "jh demand 8",
            "jh demand 9",
            "jh demand 10",
            "9s",
            "draw"
        ])
    );
    assert_eq!(
        refuse(&mut game, "jh demand 4"),
        "4 cannot be demanded: only 5, 6, 7, 8, 9 or 10 (or none)"
    );
    assert_eq!(
        refuse(&mut game, "jh demand q"),
        "Q cannot be demanded: only 5, 6, 7, 8, 9 or 10 (or none)"
    );
    let outcome = play(&mut game, "jh");
    assert!(outcome.events.contains(&Event::Demanded {
        player: 0,
        rank: None
    }));
    assert_eq!(game.demand(), None);
}

#[test]
fn polish_a_demand_binds_every_player_in_turn_the_demander_included_and_then_ends() {
    let mut game = polish(3)
        .hand(0, &cards("jh 7s 9c 10c"))
        .hand(1, &cards("7c 8h 9s"))
        .hand(2, &cards("7d 5c 6c"))
        .discard(&cards("9h"))
        .build()
        .unwrap();
    play(&mut game, "jh demand 7");
    assert_eq!(legal(&game), sorted(&["7c", "draw"]));
    play(&mut game, "7c");
    assert_eq!(
        legal(&game),
        sorted(&["7d", "draw"]),
        "5c and 6c match 7c, but not a demand"
    );
    play(&mut game, "draw");
    assert_eq!(game.current_player(), 0);
    assert_eq!(legal(&game), sorted(&["7s", "draw"]));
    let outcome = play(&mut game, "7s");
    assert!(outcome.events.contains(&Event::DemandEnded));
    assert_eq!(game.demand(), None);
    assert_eq!(legal(&game), sorted(&["9s makao", "draw"]));
}

#[test]
fn polish_a_jack_answers_a_demand_only_while_the_top_is_a_jack_and_replaces_it() {
    let mut game = polish(3)
        .hand(0, &cards("7s 9c 10c"))
        .hand(1, &cards("jc 7c 9d"))
        .hand(2, &cards("jd 7d 8d"))
        .discard(&cards("jh"))
        .demand_owed(Rank::Seven, 0, &[1, 2, 0])
        .to_move(1)
        .build()
        .unwrap();
    let mut expected = vec!["7c", "draw", "jc"]
        .into_iter()
        .map(String::from)
        .collect::<Vec<_>>();
    for rank in ["5", "6", "7", "8", "9", "10"] {
        expected.push(format!("jc demand {rank}"));
    }
    expected.sort();
    assert_eq!(legal(&game), expected);
    let mut replaced = game.clone();
    play(&mut replaced, "jc demand 5");
    assert_position(
        &replaced,
        polish(3)
            .hand(0, &cards("7s 9c 10c"))
            .hand(1, &cards("7c 9d"))
            .hand(2, &cards("jd 7d 8d"))
            .discard(&cards("jh jc"))
            .demand_owed(Rank::Five, 1, &[0, 1, 2])
            .to_move(2),
    );
    // Once a 7 covers the jack, jacks may no longer be laid.
    play(&mut game, "7c");
    assert_eq!(legal(&game), sorted(&["7d", "draw"]));
    assert_eq!(
        refuse(&mut game, "jd"),
        "JD is not allowed: a 7 is demanded"
    );
}

#[test]
fn polish_a_player_who_cannot_fulfil_a_demand_draws_and_may_lay_a_fulfilling_card() {
    let setup = |drawn: &str| {
        polish(2)
            .hand(0, &cards("7s 9c 10c"))
            .hand(1, &cards("8c 9s 10d"))
            .discard(&cards("jh"))
            .demand_owed(Rank::Seven, 0, &[1, 0])
            .stock_top(&cards(drawn))
            .to_move(1)
            .build()
            .unwrap()
    };
    let mut game = setup("7h");
    assert_eq!(legal(&game), sorted(&["draw"]));
    play(&mut game, "draw");
    assert_eq!(legal(&game), sorted(&["7h", "pass"]));
    // While the top is still a jack, a drawn jack may be laid too.
    let mut game = setup("jd");
    play(&mut game, "draw");
    let listed = legal(&game);
    assert!(listed.contains(&"jd demand 9".to_string()), "{listed:?}");
    assert!(listed.contains(&"pass".to_string()));
    // A card that fulfils nothing ends the turn.
    let mut game = setup("8d");
    play(&mut game, "draw");
    assert_eq!(game.current_player(), 0);
    assert_eq!(game.phase(), Phase::Turn);
}

#[test]
fn polish_a_waiting_player_is_released_from_a_demand() {
    let mut game = polish(3)
        .hand(0, &cards("jh 7s 9c 10c"))
        .hand(1, &cards("5d 6d 7d"))
        .hand(2, &cards("7c 8d 9d"))
        .discard(&cards("9h"))
        .waits(1, 1)
        .build()
        .unwrap();
    play(&mut game, "jh demand 7");
    assert_eq!(game.current_player(), 2);
    let demand = game.demand().expect("the demand holds for the others");
    assert!(!demand.owes(1));
    assert!(demand.owes(2));
    assert!(demand.owes(0));
}

// ----- aces -----

#[test]
fn polish_an_ace_names_the_suit_to_follow_until_a_card_is_laid() {
    let mut game = polish(2)
        .hand(0, &cards("ah 5d 6d 9s"))
        .hand(1, &cards("5c 9d as qd 6s"))
        .discard(&cards("9h"))
        .build()
        .unwrap();
    play(&mut game, "ah suit c");
    assert_eq!(game.chosen_suit(), Some(Suit::Clubs));
    assert_eq!(
        legal(&game),
        sorted(&[
            "5c",
            "as suit s",
            "as suit h",
            "as suit d",
            "as suit c",
            "qd",
            "draw"
        ])
    );
    play(&mut game, "draw");
    assert_eq!(
        game.chosen_suit(),
        Some(Suit::Clubs),
        "drawing lays no card"
    );
    assert_eq!(legal(&game), sorted(&["draw"]));
}

// ----- calls -----

#[test]
fn polish_makao_is_due_when_one_card_is_left() {
    let mut game = polish(2)
        .hand(0, &cards("5h 9c"))
        .hand(1, &cards("6d 7d 8d"))
        .discard(&cards("8h"))
        .build()
        .unwrap();
    assert_eq!(legal(&game), sorted(&["5h makao", "draw"]));
    let outcome = play(&mut game, "5h makao");
    assert!(
        !outcome
            .events
            .iter()
            .any(|e| matches!(e, Event::CallPenalty { .. }))
    );
    assert_eq!(hand(&game, 0), "9C");
}

#[test]
fn polish_a_missing_makao_costs_five_cards() {
    let mut game = polish(2)
        .hand(0, &cards("5h 9c"))
        .hand(1, &cards("6d 7d 8d"))
        .discard(&cards("8h"))
        .stock_top(&cards("2s 3s 4s 5s 6s"))
        .build()
        .unwrap();
    let outcome = play(&mut game, "5h");
    assert!(outcome.events.contains(&Event::CallPenalty {
        player: 0,
        said: None,
        due: Some(Call::Makao)
    }));
    assert_position(
        &game,
        polish(2)
            .hand(0, &cards("2s 3s 4s 5s 6s 9c"))
            .hand(1, &cards("6d 7d 8d"))
            .discard(&cards("8h 5h"))
            .to_move(1),
    );
}

#[test]
fn polish_po_makale_with_no_card_left_wins() {
    let mut game = polish(2)
        .hand(0, &cards("5h"))
        .hand(1, &cards("6d 7d 8d"))
        .discard(&cards("8h"))
        .build()
        .unwrap();
    assert_eq!(legal(&game), sorted(&["5h po makale", "draw"]));
    let outcome = play(&mut game, "5h po makale");
    assert!(game.is_over());
    assert_eq!(game.winner(), Some(0));
    assert!(
        outcome
            .events
            .contains(&Event::GameOver { winner: Some(0) })
    );
    assert!(game.legal_actions().is_empty());
    assert_eq!(refuse(&mut game, "draw"), "the game is over");
}

#[test]
fn polish_no_cards_without_po_makale_has_not_won_and_draws_five() {
    let mut game = polish(2)
        .hand(0, &cards("5h"))
        .hand(1, &cards("6d 7d 8d"))
        .discard(&cards("8h"))
        .stock_top(&cards("2s 3s 4s 5s 6s"))
        .build()
        .unwrap();
    play(&mut game, "5h");
    assert!(!game.is_over());
    assert_eq!(hand(&game, 0), "2S 3S 4S 5S 6S");
    assert_eq!(game.current_player(), 1);
}

#[test]
fn polish_the_wrong_word_costs_five_cards() {
    let mut game = polish(2)
        .hand(0, &cards("5h 9c"))
        .hand(1, &cards("6d 7d 8d"))
        .discard(&cards("8h"))
        .build()
        .unwrap();
    let outcome = play(&mut game, "5h po makale");
    assert!(outcome.events.contains(&Event::CallPenalty {
        player: 0,
        said: Some(Call::PoMakale),
        due: Some(Call::Makao)
    }));
    assert_eq!(game.hand(0).len(), 6);
}

#[test]
fn polish_a_call_when_none_is_due_costs_five_cards() {
    let mut game = polish(2)
        .hand(0, &cards("5h 9c 10c"))
        .hand(1, &cards("6d 7d 8d"))
        .discard(&cards("8h"))
        .build()
        .unwrap();
    let outcome = play(&mut game, "5h makao");
    assert!(outcome.events.contains(&Event::CallPenalty {
        player: 0,
        said: Some(Call::Makao),
        due: None
    }));
    assert_eq!(game.hand(0).len(), 7);
}

#[test]
fn polish_calls_are_checked_after_each_card_of_a_multi_lay() {
    let mut game = polish(2)
        .hand(0, &cards("5h 5s"))
        .hand(1, &cards("6d 7d 8d"))
        .discard(&cards("8h"))
        .build()
        .unwrap();
    assert_eq!(
        legal(&game),
        sorted(&["5h makao", "5h makao 5s po makale", "draw"])
    );
    play(&mut game, "5h makao 5s po makale");
    assert_eq!(game.winner(), Some(0));
}

#[test]
fn polish_a_failed_check_is_drawn_at_once_before_the_next_card() {
    let mut game = polish(2)
        .hand(0, &cards("5h 5s"))
        .hand(1, &cards("6d 7d 8d"))
        .discard(&cards("8h"))
        .stock_top(&cards("2c 3c 4c 6c 7c 8c 9c 10c jc qc"))
        .build()
        .unwrap();
    let outcome = play(&mut game, "5h 5s po makale");
    let kinds: Vec<String> = outcome
        .events
        .iter()
        .filter_map(|e| match e {
            Event::Laid { card, .. } => Some(format!("laid {card:#}")),
            Event::CallPenalty { said, due, .. } => Some(format!("penalty {said:?}/{due:?}")),
            Event::Drew { cards, .. } => Some(format!("drew {}", cards.len())),
            _ => None,
        })
        .collect();
    assert_eq!(
        kinds,
        [
            "laid 5H",
            "penalty None/Some(Makao)",
            "drew 5",
            "laid 5S",
            "penalty Some(PoMakale)/None",
            "drew 5"
        ]
    );
    assert_eq!(game.hand(0).len(), 10);
    assert!(!game.is_over());
}

#[test]
fn polish_a_call_in_a_turn_without_a_lay_is_dropped_without_penalty() {
    let mut game = polish(2)
        .hand(0, &cards("5h 9c 10c"))
        .hand(1, &cards("6d 7d 8d"))
        .discard(&cards("8h"))
        .build()
        .unwrap();
    play(&mut game, "draw makao");
    assert_eq!(game.hand(0).len(), 4);
}

#[test]
fn a_demand_for_an_eight_is_written_with_its_article() {
    let mut game = polish(2)
        .hand(0, &cards("qh 8c 9c"))
        .hand(1, &cards("6c 7c 7d"))
        .discard(&cards("jh"))
        .demand(Rank::Eight, 1)
        .build()
        .unwrap();
    assert_eq!(
        refuse(&mut game, "qh"),
        "QH is not allowed: an 8 is demanded (or a jack)"
    );
}
