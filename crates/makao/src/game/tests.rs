//! Unit tests of the card sets and of lays with two packs.

use cards::{Card, Pile, Rank, Suit};

use super::check::{BY_BIT, EVERY_CARD, bit, each_card, of_rank, of_suit};
use super::{Config, Game, seat_after};
use crate::error::{RuleError, Shown};
use crate::rules::{RuleSet, Rules};

#[test]
fn card_bits_follow_the_hand_order() {
    let deck = cards::standard_deck();
    assert_eq!(BY_BIT.to_vec(), deck);
    for (i, card) in deck.iter().enumerate() {
        assert_eq!(bit(*card), 1 << i);
    }
    let all: Vec<Card> = each_card(EVERY_CARD).collect();
    assert_eq!(all, deck);
}

/// A polish game whose rules say two packs, with player 1 holding `hand`.
fn two_packs(hand: &str, top: &str) -> Game {
    let rules: &'static Rules = Box::leak(Box::new(Rules {
        packs: 2,
        ..crate::rules::POLISH
    }));
    let mut game = Game::new(Config::new(RuleSet::Polish, 2), 1).unwrap();
    game.rules = rules;
    let mut cards: Vec<Card> = hand
        .split_whitespace()
        .map(|c| c.parse().unwrap())
        .collect();
    cards.sort();
    game.hands[0] = cards;
    game.discard = Pile::from_vec(vec![top.parse().unwrap()]);
    game
}

#[test]
fn with_two_packs_identical_choices_are_listed_once() {
    let game = two_packs("5h 5h 5s 9c", "8h");
    let mut listed: Vec<String> = game.legal_actions().iter().map(|a| a.to_string()).collect();
    listed.sort();
    let mut expected = vec![
        "5h",
        "5h 5s",
        "5h 5s 5h makao",
        "5h 5h",
        "5h 5h 5s makao",
        "draw",
    ];
    expected.sort();
    assert_eq!(listed, expected);
}

#[test]
fn with_two_packs_a_card_may_be_laid_as_often_as_it_is_held() {
    let game = two_packs("5h 5h 5s 9c", "8h");
    assert!(game.check("5h 5h".parse().unwrap()).is_ok());
    assert_eq!(
        game.check("5h 5h 5h".parse().unwrap()),
        Err(RuleError::NotHeld(Shown("5h".parse().unwrap())))
    );
}

#[test]
fn missing_from_hand_names_a_card_held_too_few_times() {
    let game = two_packs("5h 5h 5s 9c", "8h");
    let cards = |text: &str| -> Vec<Card> {
        text.split_whitespace()
            .map(|c| c.parse().unwrap())
            .collect()
    };
    assert_eq!(game.missing_from_hand(0, &cards("5h 5s 5h")), None);
    assert_eq!(
        game.missing_from_hand(0, &cards("5s 5s")),
        Some("5s".parse().unwrap())
    );
    assert_eq!(
        game.missing_from_hand(0, &cards("9c kd")),
        Some("kd".parse().unwrap())
    );
    assert_eq!(
        game.missing_from_hand(7, &cards("9c")),
        Some("9c".parse().unwrap())
    );
}

#[test]
fn seat_after_skips_players_out_both_ways() {
    let out = [false, true, false, true];
    let in_game = |p: usize| !out[p];
    assert_eq!(seat_after(4, 0, false, in_game), 2);
    assert_eq!(seat_after(4, 2, false, in_game), 0);
    assert_eq!(seat_after(4, 0, true, in_game), 2);
    assert_eq!(seat_after(4, 3, true, in_game), 2);
    assert_eq!(seat_after(4, 1, false, |_| false), 1);
}

#[test]
fn suit_and_rank_sets_hold_thirteen_and_four_cards() {
    for suit in Suit::all() {
        let cards: Vec<Card> = each_card(of_suit(suit)).collect();
        assert_eq!(cards.len(), 13);
        assert!(cards.iter().all(|c| c.suit == suit));
    }
    for rank in Rank::all() {
        let cards: Vec<Card> = each_card(of_rank(rank)).collect();
        assert_eq!(cards.len(), 4);
        assert!(cards.iter().all(|c| c.rank == rank));
    }
}
