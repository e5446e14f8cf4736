//! Scenario tests for the rules common to all sets (rules page, "Common to all three").

mod common;

use cards::Rank;
use common::*;
use makao::{Action, Attack, Config, Event, Game, RuleSet, Setup};

#[test]
fn common_the_first_card_turned_up_has_no_effect() {
    let mut seen = Vec::new();
    for seed in 0..400 {
        let game = Game::new(Config::new(RuleSet::Polish, 2), seed).unwrap();
        let top = game.top();
        if !matches!(top.rank, Rank::Two | Rank::Four | Rank::Jack | Rank::Ace) {
            continue;
        }
        seen.push(top.rank);
        assert_eq!(game.attack(), None, "seed {seed}: {top}");
        assert_eq!(game.demand(), None, "seed {seed}: {top}");
        assert_eq!(game.chosen_suit(), None, "seed {seed}: {top}");
        // Cards of the top's own suit may be laid: a first ace keeps its suit.
        for card in game.hand(0) {
            if card.suit == top.suit {
                assert!(
                    game.legal_actions()
                        .iter()
                        .any(|a| matches!(a, Action::Lay(l) if l.first() == *card)),
                    "seed {seed}: {card} on {top}"
                );
            }
        }
    }
    for rank in [Rank::Two, Rank::Four, Rank::Jack, Rank::Ace] {
        assert!(seen.contains(&rank), "no seed turned up a {rank}");
    }
}

#[test]
fn common_an_empty_stock_is_refilled_from_the_discard_pile_but_its_top() {
    let hands = [cards("9s 10c jd"), cards("6c 7c 8c")];
    let pile = rest_of_deck(&[&hands[0], &hands[1], &cards("8h")]);
    let mut discard = pile.clone();
    discard.push(c("8h"));
    let mut game = polish(2)
        .hand(0, &hands[0])
        .hand(1, &hands[1])
        .discard(&discard)
        .build()
        .unwrap();
    assert_eq!(game.stock_len(), 0);
    let outcome = play(&mut game, "draw");
    assert!(
        outcome
            .events
            .contains(&Event::Reshuffled { cards: pile.len() })
    );
    assert_eq!(game.discard(), [c("8h")]);
    assert_eq!(game.stock_len() + 1, pile.len());
    assert_eq!(game.hand(0).len() + game.hand(1).len(), 7);
    assert_eq!(total_cards(&game), 52);
}

#[test]
fn common_the_reshuffle_is_part_of_the_state_so_it_repeats_exactly() {
    let hands = [cards("9s 10c jd"), cards("6c 7c 8c")];
    let mut discard = rest_of_deck(&[&hands[0], &hands[1], &cards("8h")]);
    discard.push(c("8h"));
    let setup = polish(2)
        .hand(0, &hands[0])
        .hand(1, &hands[1])
        .discard(&discard)
        .seed(77);
    let mut one = setup.clone().build().unwrap();
    let mut two = Game::from_json(&one.to_json()).unwrap();
    play(&mut one, "draw");
    play(&mut two, "draw");
    assert_eq!(one, two);
    let mut other_seed = setup.seed(78).build().unwrap();
    play(&mut other_seed, "draw");
    assert_ne!(one.to_json(), other_seed.to_json());
}

/// Two hands holding every card but the top 8♥.
fn nothing_left_to_draw(rules: RuleSet) -> Setup {
    let all = rest_of_deck(&[&cards("8h")]);
    let (first, second) = all.split_at(25);
    Setup::new(Config::new(rules, 2))
        .hand(0, first)
        .hand(1, second)
        .discard(&cards("8h"))
}

#[test]
fn common_with_stock_and_pile_empty_a_draw_does_not_happen_and_the_turn_passes() {
    let mut game = nothing_left_to_draw(RuleSet::Polish).build().unwrap();
    let outcome = play(&mut game, "draw");
    assert!(outcome.events.iter().any(|e| matches!(
        e,
        Event::Drew { player: 0, cards, wanted: 1, .. } if cards.is_empty()
    )));
    assert_eq!(game.hand(0).len(), 25);
    assert_eq!(game.current_player(), 1);
}

#[test]
fn common_with_stock_and_pile_empty_the_rest_of_a_penalty_is_forgiven() {
    let mut game = nothing_left_to_draw(RuleSet::Macau)
        .discard(&cards("2h"))
        .hand(0, &rest_of_deck(&[&cards("2h")])[..25])
        .hand(1, &rest_of_deck(&[&cards("2h")])[25..])
        .attack(Attack::Draw {
            cards: 2,
            backwards: false,
        })
        .build()
        .unwrap();
    play(&mut game, "take");
    assert_eq!(game.attack(), None);
    assert_eq!(game.hand(0).len(), 25);
    assert_eq!(game.current_player(), 1);
    assert_eq!(total_cards(&game), 52);
}

#[test]
fn common_hands_are_sorted_by_suit_then_rank() {
    let mut game = polish(2)
        .hand(0, &cards("ac 2s 10h 3d"))
        .hand(1, &cards("6c 7c 8c"))
        .discard(&cards("8h"))
        .stock_top(&cards("js"))
        .build()
        .unwrap();
    assert_eq!(hand(&game, 0), "2S 10H 3D AC");
    play(&mut game, "draw");
    assert_eq!(hand(&game, 0), "2S JS 10H 3D AC");
}

#[test]
fn common_the_game_ends_when_a_player_has_no_cards() {
    let mut game = macau(3)
        .hand(0, &cards("5h"))
        .hand(1, &cards("6c 7c 8c"))
        .discard(&cards("8h"))
        .build()
        .unwrap();
    let outcome = play(&mut game, "5h");
    assert!(game.is_over());
    assert_eq!(game.winner(), Some(0));
    assert_eq!(game.finished(), [0]);
    assert!(outcome.events.contains(&Event::Finished {
        player: 0,
        place: 1
    }));
}

#[test]
fn common_play_on_for_places_until_one_player_is_left() {
    let mut game = Setup::new(Config::new(RuleSet::Polish, 3).with_play_on(true))
        .hand(0, &cards("5h"))
        .hand(1, &cards("5s"))
        .hand(2, &cards("6c 7c 8c"))
        .discard(&cards("8h"))
        .build()
        .unwrap();
    play(&mut game, "5h po makale");
    assert!(!game.is_over());
    assert_eq!(game.finished(), [0]);
    assert_eq!(game.current_player(), 1);
    play(&mut game, "5s po makale");
    assert!(game.is_over());
    assert_eq!(game.finished(), [0, 1, 2]);
    assert_eq!(game.winner(), Some(0));
}

#[test]
fn common_play_on_skips_players_who_went_out() {
    let mut game = Setup::new(Config::new(RuleSet::Polish, 3).with_play_on(true))
        .hand(0, &cards("5h 9c"))
        .hand(1, &[])
        .hand(2, &cards("6c 7c 8c"))
        .discard(&cards("8h"))
        .finished(&[1])
        .build()
        .unwrap();
    play(&mut game, "5h makao");
    assert_eq!(game.current_player(), 2);
}

#[test]
fn common_cards_are_conserved_through_a_whole_game() {
    for rules in RuleSet::ALL {
        let set = rules.rules();
        let config = Config::new(rules, set.max_players).with_twist(set.twist_allowed);
        let mut game = Game::new(config, 5).unwrap();
        while !game.is_over() {
            let action = game.legal_actions()[0];
            game.apply(action).unwrap();
            assert_eq!(total_cards(&game), 52 * set.packs);
        }
    }
}
