//! The engine's API on a new game: dealing, listing, applying, refusing, viewing, saving.

mod common;

use common::*;
use makao::{Action, Config, Game, Phase, RuleSet, StateError};

#[test]
fn a_new_game_deals_five_cards_each_and_turns_up_one() {
    for rules in [RuleSet::Polish, RuleSet::Macau] {
        for players in 2..=4 {
            let game = Game::new(Config::new(rules, players), 42).unwrap();
            for p in 0..players {
                assert_eq!(game.hand(p).len(), 5);
                assert!(game.hand(p).is_sorted(), "hand {p} is not sorted");
            }
            assert_eq!(game.discard().len(), 1);
            assert_eq!(game.stock_len(), 52 - 5 * players - 1);
            assert_eq!(game.current_player(), 0);
            assert_eq!(game.phase(), Phase::Turn);
            assert_eq!(total_cards(&game), 52);
        }
    }
}

#[test]
fn the_first_card_turned_up_has_no_effect() {
    // Whatever the first card, nothing is pending at the start.
    for seed in 0..200 {
        let game = Game::new(Config::new(RuleSet::Polish, 3), seed).unwrap();
        assert_eq!(game.attack(), None, "seed {seed}");
        assert_eq!(game.demand(), None, "seed {seed}");
        assert_eq!(game.chosen_suit(), None, "seed {seed}");
    }
}

#[test]
fn the_same_seed_deals_the_same_game() {
    let config = Config::new(RuleSet::Polish, 4);
    assert_eq!(Game::new(config, 9).unwrap(), Game::new(config, 9).unwrap());
    assert_ne!(
        Game::new(config, 9).unwrap(),
        Game::new(config, 10).unwrap()
    );
}

#[test]
fn player_counts_outside_the_rules_are_refused() {
    for players in [0, 1, 5] {
        let err = Game::new(Config::new(RuleSet::Polish, players), 1).unwrap_err();
        assert!(matches!(err, StateError::Players { .. }), "{err}");
        assert!(err.to_string().contains("2 to 4 players"), "{err}");
    }
}

#[test]
fn every_listed_action_of_a_new_game_applies() {
    let game = Game::new(Config::new(RuleSet::Polish, 4), 3).unwrap();
    let actions = game.legal_actions();
    assert!(actions.contains(&Action::Draw));
    for action in actions {
        let mut copy = game.clone();
        copy.apply(action)
            .unwrap_or_else(|e| panic!("{action}: {e}"));
        assert_eq!(total_cards(&copy), 52);
    }
}

#[test]
fn a_refused_action_changes_nothing() {
    let mut game = polish(2)
        .hand(0, &cards("5h 9s"))
        .hand(1, &cards("6c 7c"))
        .discard(&cards("8h"))
        .build()
        .unwrap();
    let reason = refuse(&mut game, "9s");
    assert_eq!(reason, "9S does not match 8H");
    let reason = refuse(&mut game, "kh");
    assert_eq!(reason, "you do not hold KH");
    let reason = refuse(&mut game, "take");
    assert!(
        reason.starts_with("you cannot take a penalty now"),
        "{reason}"
    );
}

#[test]
fn the_view_hides_other_hands_and_the_stock() {
    let game = Game::new(Config::new(RuleSet::Polish, 3), 5).unwrap();
    let view = game.view(1);
    assert_eq!(view.me, 1);
    assert_eq!(view.hand, game.hand(1));
    assert_eq!(view.hand_sizes, vec![5, 5, 5]);
    assert_eq!(view.stock_size, game.stock_len());
    assert!(view.legal.is_empty(), "not player 2's move");
    assert!(!view.my_turn());
    let mover = game.view(0);
    assert_eq!(mover.legal, game.legal_actions());
    assert!(mover.my_turn());
}

#[test]
fn views_do_not_depend_on_what_the_viewer_may_not_see() {
    // Two positions that differ only in player 1's hand and the stock's order look the
    // same to player 2.
    let one = polish(2)
        .hand(0, &cards("5h 6h"))
        .hand(1, &cards("9c"))
        .discard(&cards("8h"))
        .stock_top(&cards("2s 3s"))
        .build()
        .unwrap();
    let other = polish(2)
        .hand(0, &cards("2s 3s"))
        .hand(1, &cards("9c"))
        .discard(&cards("8h"))
        .stock_top(&cards("6h 5h"))
        .build()
        .unwrap();
    assert_ne!(one, other);
    assert_eq!(one.view(1), other.view(1));
    assert_ne!(one.view(0), other.view(0));
}

#[test]
fn the_state_survives_json() {
    let mut game = Game::new(Config::new(RuleSet::Macau, 3).with_twist(true), 11).unwrap();
    for _ in 0..20 {
        if game.is_over() {
            break;
        }
        let action = *game.legal_actions().last().unwrap();
        game.apply(action).unwrap();
    }
    let text = game.to_json();
    let back = Game::from_json(&text).unwrap();
    assert_eq!(back, game);
    assert_eq!(back.to_json(), text);
    assert!(text.contains("\"rules\": \"macau\""), "{text}");
}

#[test]
fn the_pass_action_is_the_listed_action_that_lays_nothing() {
    let game = Game::new(Config::new(RuleSet::Polish, 2), 1).unwrap();
    assert_eq!(game.pass_action(), Some(Action::Draw));
    assert!(game.legal_actions().contains(&Action::Draw));
    // A strong card at a serbian cut is a yes-or-no question: no "play nothing".
    let cut = (0..200)
        .map(|seed| Game::new(Config::new(RuleSet::Serbian, 2), seed).unwrap())
        .find(|game| game.phase() == Phase::Cut)
        .expect("some deal offers a strong card at the cut");
    assert_eq!(cut.pass_action(), None);
}

/// The view's helpers, which let a table read and show a seat's move from its view
/// alone, answer as the game's own do for the player to move.
#[test]
fn the_views_helpers_agree_with_the_game_for_the_player_to_move() {
    for seed in 0..20 {
        let mut game = Game::new(Config::new(RuleSet::Polish, 3), seed).unwrap();
        for step in 0..60u64 {
            if game.is_over() {
                break;
            }
            let me = game.current_player();
            let view = game.view(me);
            assert_eq!(view.pass_action(), game.pass_action());
            assert_eq!(view.suit_to_follow(), game.suit_to_follow());
            for p in 0..game.players() {
                assert_eq!(view.is_finished(p), game.is_finished(p));
                assert_eq!(view.waits(p), game.waits(p));
                assert_eq!(view.kept(p), game.kept(p));
            }
            let mut named = game.hand(me).to_vec();
            named.push(game.top());
            assert_eq!(
                view.missing_from_hand(&named),
                game.missing_from_hand(me, &named)
            );
            let legal = game.legal_actions();
            let action = legal[(seed + step) as usize % legal.len()];
            game.apply(action).unwrap();
        }
    }
}
