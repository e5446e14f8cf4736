//! Scenario tests for every rule of the `serbian` set (rules page, "`serbian`"): the
//! cut, the deal, play, the strong cards, the challenged "makao" and the last card.
//! Each sets up a position, checks the exact legal actions, applies one and checks the
//! exact position (or the part of it the rule is about) afterwards.

mod common;

use cards::Suit;
use common::*;
use makao::{Attack, Config, DrawReason, Event, Game, Phase, RuleSet, StateError};

const SEVEN_ATTACK: Attack = Attack::Draw {
    cards: 2,
    backwards: false,
};

fn attack(cards: u32) -> Attack {
    Attack::Draw {
        cards,
        backwards: false,
    }
}

// ----- players, packs, the deal -----

#[test]
fn serbian_is_played_by_two_players_with_two_packs_of_104_cards() {
    for players in [1, 3, 4] {
        let err = Game::new(Config::new(RuleSet::Serbian, players), 1).unwrap_err();
        assert!(matches!(err, StateError::Players { .. }), "{err}");
        assert!(err.to_string().contains("2 to 2 players"), "{err}");
    }
    for seed in 0..40 {
        let mut game = Game::new(Config::new(RuleSet::Serbian, 2), seed).unwrap();
        assert_eq!(total_cards(&game), 104);
        // Whatever the cut, each player ends up with six dealt cards (plus any kept).
        while game.phase() == Phase::Cut {
            play(&mut game, "keep");
        }
        assert_eq!(game.phase(), Phase::Turn, "seed {seed}");
        assert_eq!(game.hand(0).len(), 6 + game.kept(0).len(), "seed {seed}");
        assert_eq!(game.hand(1).len(), 6, "seed {seed}");
        assert_eq!(game.discard().len(), 1);
        assert_eq!(total_cards(&game), 104);
    }
}

#[test]
fn serbian_the_cut_card_that_is_not_strong_starts_the_pile_without_a_question() {
    let seed = (0..)
        .find(|seed| {
            let game = Game::new(Config::new(RuleSet::Serbian, 2), *seed).unwrap();
            game.phase() == Phase::Turn
        })
        .unwrap();
    let game = Game::new(Config::new(RuleSet::Serbian, 2), seed).unwrap();
    assert!(!game.rules().is_strong(game.top()), "{}", game.top());
    assert_eq!(game.current_player(), 0);
    assert_eq!(game.kept(0), []);
    assert_eq!(game.hand(0).len(), 6);
}

/// A cut in progress: player 2 dealt, player 1 cuts and sees `offered` on the pile.
fn cut(offered: &str, stock_top: &str) -> Game {
    serbian()
        .discard(&cards(offered))
        .stock_top(&cards(stock_top))
        .phase(Phase::Cut, None)
        .build()
        .unwrap()
}

const TWELVE: &str = "2s 3s 4s 5s 6s 9s 10s qs ks 3h 4h 5h";

#[test]
fn serbian_the_cutter_may_keep_a_strong_cut_card_and_turns_up_the_next() {
    let mut game = cut("as", &format!("7h 5c {TWELVE}"));
    assert_eq!(game.current_player(), 0);
    assert_eq!(legal(&game), sorted(&["keep", "turn"]));
    let outcome = play(&mut game, "keep");
    assert!(outcome.events.contains(&Event::Kept {
        player: 0,
        card: c("as")
    }));
    assert!(outcome.events.contains(&Event::CutCard { card: c("7h") }));
    // 7♥ is strong too: the cutter decides again, holding the ace.
    assert_eq!(game.phase(), Phase::Cut);
    assert_eq!(hand(&game, 0), "AS");
    assert_eq!(game.kept(0), cards("as"));
    assert_eq!(game.discard(), cards("7h"));
    play(&mut game, "keep");
    // 5♣ is not strong: it starts the pile and the hands are dealt.
    assert_eq!(game.phase(), Phase::Turn);
    assert_eq!(game.discard(), cards("5c"));
    assert_eq!(game.kept(0), cards("as 7h"));
    assert_eq!(hand(&game, 0), "2S 3S 4S 10S QS KS AS 7H");
    assert_eq!(hand(&game, 1), "5S 6S 9S 3H 4H 5H");
    assert_eq!(game.current_player(), 0);
    assert_eq!(total_cards(&game), 104);
}

#[test]
fn serbian_the_cutter_may_keep_none_and_a_turned_strong_card_has_no_effect() {
    let mut game = cut("7h", TWELVE);
    let outcome = play(&mut game, "turn");
    assert!(outcome.events.contains(&Event::Dealt { dealer: 1 }));
    assert_eq!(game.discard(), cards("7h"));
    assert_eq!(game.attack(), None, "a first seven attacks no one");
    assert_eq!(game.kept(0), []);
    assert_eq!(game.phase(), Phase::Turn);
    assert_eq!(game.current_player(), 0);
    assert_eq!(game.hand(0).len(), 6);
}

#[test]
fn serbian_a_fourth_strong_card_in_a_row_goes_face_up_onto_the_pile() {
    let mut game = cut("as", &format!("2c 8d jh {TWELVE}"));
    play(&mut game, "keep");
    play(&mut game, "keep");
    assert_eq!(game.phase(), Phase::Cut);
    play(&mut game, "keep");
    // Three kept: J♥, the fourth strong card, starts the pile with no question asked.
    assert_eq!(game.phase(), Phase::Turn);
    assert_eq!(game.discard(), cards("jh"));
    assert_eq!(game.chosen_suit(), None, "a first jack names no suit");
    assert_eq!(game.kept(0), cards("as 8d 2c"));
    assert_eq!(game.hand(0).len(), 9);
    assert_eq!(game.hand(1).len(), 6);
}

#[test]
fn serbian_deals_six_cards_three_at_a_time_in_two_rounds_non_dealer_first() {
    let mut game = cut("8c", TWELVE);
    play(&mut game, "turn");
    // Non-dealer 2S 3S 4S, dealer 5S 6S 9S, non-dealer 10S QS KS, dealer 3H 4H 5H.
    assert_eq!(hand(&game, 0), "2S 3S 4S 10S QS KS");
    assert_eq!(hand(&game, 1), "5S 6S 9S 3H 4H 5H");
    // With player 1 dealing, player 2 cuts, is dealt first and plays first.
    let mut game = serbian()
        .discard(&cards("8c"))
        .stock_top(&cards(TWELVE))
        .dealer(0)
        .to_move(1)
        .phase(Phase::Cut, None)
        .build()
        .unwrap();
    play(&mut game, "turn");
    assert_eq!(hand(&game, 1), "2S 3S 4S 10S QS KS");
    assert_eq!(hand(&game, 0), "5S 6S 9S 3H 4H 5H");
    assert_eq!(game.current_player(), 1);
}

#[test]
fn serbian_the_player_who_did_not_deal_plays_first_and_the_dealer_alternates() {
    let config = Config::new(RuleSet::Serbian, 2);
    for dealer in [0, 1] {
        let game = Game::new_hand(config, 3, dealer).unwrap();
        assert_eq!(game.dealer(), dealer);
        assert_eq!(game.current_player(), 1 - dealer);
    }
    assert!(Game::new_hand(config, 3, 2).is_err());
    let series = makao::Match::new(config, 4, 10).unwrap();
    let dealers: Vec<usize> = (0..4).map(|hand| series.dealer(hand)).collect();
    assert_eq!(dealers, [1, 0, 1, 0]);
}

#[test]
fn serbian_kept_cards_are_seen_by_both_players() {
    let mut game = cut("as", &format!("5c {TWELVE}"));
    play(&mut game, "keep");
    let theirs = game.view(1);
    assert_eq!(theirs.kept, vec![cards("as"), vec![]]);
    assert!(!theirs.hand.contains(&c("as")));
    // A kept card laid is no longer known to be held.
    let mut game = serbian()
        .hand(0, &cards("as 5c 9d"))
        .kept(0, &cards("as"))
        .hand(1, &cards("6d 7d 8d"))
        .discard(&cards("5s"))
        .build()
        .unwrap();
    assert_eq!(game.view(1).kept[0], cards("as"));
    play(&mut game, "5c");
    assert_eq!(game.view(1).kept[0], cards("as"));
    let mut game = serbian()
        .hand(0, &cards("as 5c 9d"))
        .kept(0, &cards("as"))
        .hand(1, &cards("6d 7d 8d"))
        .discard(&cards("5s"))
        .build()
        .unwrap();
    play(&mut game, "as");
    assert_eq!(game.kept(0), []);
}

// ----- ordinary play and drawing -----

#[test]
fn serbian_ordinary_play_is_one_card_matching_the_top_by_suit_or_rank() {
    let mut game = serbian()
        .hand(0, &cards("5h 5s 9s qc kd"))
        .hand(1, &cards("6d 7d 8d"))
        .discard(&cards("9h"))
        .build()
        .unwrap();
    // No queens on everything here.
    assert_eq!(legal(&game), sorted(&["5h", "9s", "draw"]));
    assert_eq!(
        refuse(&mut game, "5h 5s"),
        "one card is laid at a time in these rules"
    );
    assert_eq!(refuse(&mut game, "qc"), "QC does not match 9H");
    play(&mut game, "9s");
    assert_position(
        &game,
        serbian()
            .hand(0, &cards("5h 5s qc kd"))
            .hand(1, &cards("6d 7d 8d"))
            .discard(&cards("9h 9s"))
            .to_move(1),
    );
}

#[test]
fn serbian_two_packs_list_identical_cards_once() {
    let game = serbian()
        .hand(0, &cards("5h 5h 9h 9c"))
        .hand(1, &cards("6d 7d 8d"))
        .discard(&cards("5d"))
        .build()
        .unwrap();
    assert_eq!(legal(&game), sorted(&["5h", "draw"]));
}

#[test]
fn serbian_without_a_matching_card_the_player_must_draw_and_may_lay_a_drawn_match() {
    let mut game = serbian()
        .hand(0, &cards("5s 9c"))
        .hand(1, &cards("6d 7d 8d"))
        .discard(&cards("10h"))
        .stock_top(&cards("4h"))
        .build()
        .unwrap();
    assert_eq!(legal(&game), sorted(&["draw"]));
    play(&mut game, "draw");
    assert_eq!(game.phase(), Phase::Drawn);
    assert_eq!(legal(&game), sorted(&["4h", "pass"]));
    play(&mut game, "4h");
    assert_position(
        &game,
        serbian()
            .hand(0, &cards("5s 9c"))
            .hand(1, &cards("6d 7d 8d"))
            .discard(&cards("10h 4h"))
            .to_move(1),
    );
}

#[test]
fn serbian_a_drawn_card_may_be_kept_by_saying_next() {
    let mut game = serbian()
        .hand(0, &cards("5s 9c"))
        .hand(1, &cards("6d 7d 8d"))
        .discard(&cards("10h"))
        .stock_top(&cards("4h"))
        .build()
        .unwrap();
    play(&mut game, "draw");
    play(&mut game, "next");
    assert_position(
        &game,
        serbian()
            .hand(0, &cards("5s 9c 4h"))
            .hand(1, &cards("6d 7d 8d"))
            .discard(&cards("10h"))
            .to_move(1),
    );
}

#[test]
fn serbian_a_drawn_card_that_does_not_match_passes_the_turn() {
    let mut game = serbian()
        .hand(0, &cards("5s 9c"))
        .hand(1, &cards("6d 7d 8d"))
        .discard(&cards("10h"))
        .stock_top(&cards("4c"))
        .build()
        .unwrap();
    play(&mut game, "draw");
    assert_position(
        &game,
        serbian()
            .hand(0, &cards("5s 9c 4c"))
            .hand(1, &cards("6d 7d 8d"))
            .discard(&cards("10h"))
            .to_move(1),
    );
}

#[test]
fn serbian_a_player_may_draw_on_purpose_and_then_lay_the_drawn_card() {
    let mut game = serbian()
        .hand(0, &cards("5h 9c 4d"))
        .hand(1, &cards("6d 7d 8d"))
        .discard(&cards("10h"))
        .stock_top(&cards("10s"))
        .build()
        .unwrap();
    assert_eq!(legal(&game), sorted(&["5h", "draw"]));
    play(&mut game, "draw");
    assert_eq!(game.phase(), Phase::Drawn);
    assert_eq!(legal(&game), sorted(&["10s", "pass"]));
    assert_eq!(
        refuse(&mut game, "5h"),
        "lay the card you drew (10S) first, or pass"
    );
    play(&mut game, "10s");
    assert_eq!(game.top(), c("10s"));
    assert_eq!(game.current_player(), 1);
}

// ----- aces -----

#[test]
fn serbian_ace_its_player_must_lay_one_more_matching_card_and_may_not_draw() {
    let mut game = serbian()
        .hand(0, &cards("as 5s 9h jd kc"))
        .hand(1, &cards("6d 7d 8d"))
        .discard(&cards("3s"))
        .build()
        .unwrap();
    let outcome = play(&mut game, "as");
    assert!(outcome.events.contains(&Event::PlaysAgain { player: 0 }));
    assert_eq!(game.phase(), Phase::Again);
    assert_eq!(game.current_player(), 0);
    // The ace's suit, or a jack (which counts as matching after an ace); no drawing.
    assert_eq!(
        legal(&game),
        sorted(&["5s", "jd suit s", "jd suit h", "jd suit d", "jd suit c"])
    );
    assert!(refuse(&mut game, "draw").starts_with("you cannot draw now: after your ace"));
    play(&mut game, "5s");
    assert_position(
        &game,
        serbian()
            .hand(0, &cards("9h jd kc"))
            .hand(1, &cards("6d 7d 8d"))
            .discard(&cards("3s as 5s"))
            .to_move(1),
    );
}

#[test]
fn serbian_ace_on_ace_repeats() {
    let mut game = serbian()
        .hand(0, &cards("as ah 5h 9c"))
        .hand(1, &cards("6d 7d 8d"))
        .discard(&cards("3s"))
        .build()
        .unwrap();
    play(&mut game, "as");
    assert_eq!(legal(&game), sorted(&["ah"]));
    play(&mut game, "ah");
    assert_eq!(game.phase(), Phase::Again);
    assert_eq!(legal(&game), sorted(&["5h makao"]));
    play(&mut game, "5h makao");
    assert_eq!(game.current_player(), 1);
    assert_eq!(game.phase(), Phase::Turn);
}

#[test]
fn serbian_ace_without_a_matching_card_draws_one_and_may_lay_it_if_it_matches() {
    let mut game = serbian()
        .hand(0, &cards("as 5h 9c"))
        .hand(1, &cards("6d 7d 8d"))
        .discard(&cards("3s"))
        .stock_top(&cards("10s"))
        .build()
        .unwrap();
    play(&mut game, "as");
    assert_eq!(legal(&game), sorted(&["draw"]));
    play(&mut game, "draw");
    assert_eq!(game.phase(), Phase::Drawn);
    assert_eq!(legal(&game), sorted(&["10s", "pass"]));
    play(&mut game, "pass");
    assert_position(
        &game,
        serbian()
            .hand(0, &cards("5h 9c 10s"))
            .hand(1, &cards("6d 7d 8d"))
            .discard(&cards("3s as"))
            .to_move(1),
    );
}

#[test]
fn serbian_ace_a_drawn_card_that_does_not_match_passes_the_turn() {
    let mut game = serbian()
        .hand(0, &cards("as 5h 9c"))
        .hand(1, &cards("6d 7d 8d"))
        .discard(&cards("3s"))
        .stock_top(&cards("10d"))
        .build()
        .unwrap();
    play(&mut game, "as");
    play(&mut game, "draw");
    assert_eq!(game.current_player(), 1);
    assert_eq!(game.phase(), Phase::Turn);
    assert_eq!(hand(&game, 0), "5H 10D 9C");
}

// ----- the small two -----

#[test]
fn serbian_small_two_makes_the_previous_player_draw_four_at_once_unanswerable() {
    let mut game = serbian()
        .hand(0, &cards("2c 5h 9c"))
        .hand(1, &cards("6d 7c 8d"))
        .discard(&cards("3c"))
        .stock_top(&cards("4s 4h 4d 4c"))
        .build()
        .unwrap();
    let outcome = play(&mut game, "2c");
    assert!(outcome.events.contains(&Event::Drew {
        player: 1,
        cards: cards("4s 4h 4d 4c"),
        wanted: 4,
        reason: DrawReason::SmallTwo,
    }));
    // Nothing is pending: player 2 plays an ordinary turn on the 2♣.
    assert_eq!(game.attack(), None);
    assert_position(
        &game,
        serbian()
            .hand(0, &cards("5h 9c"))
            .hand(1, &cards("4s 4h 4d 6d 4c 7c 8d"))
            .discard(&cards("3c 2c"))
            .to_move(1),
    );
    assert_eq!(legal(&game), sorted(&["4c", "7c", "draw"]));
}

#[test]
fn serbian_other_twos_are_ordinary_cards() {
    let mut game = serbian()
        .hand(0, &cards("2s 5h 9c"))
        .hand(1, &cards("6d 7c 8d"))
        .discard(&cards("3s"))
        .build()
        .unwrap();
    play(&mut game, "2s");
    assert_eq!(game.hand(1).len(), 3);
    assert_eq!(game.attack(), None);
    assert_eq!(game.current_player(), 1);
}

// ----- sevens -----

#[test]
fn serbian_seven_the_next_player_draws_two_unless_they_lay_a_seven() {
    let mut game = serbian()
        .hand(0, &cards("7h 5h 9c"))
        .hand(1, &cards("7s 5d jh 9h"))
        .discard(&cards("3h"))
        .build()
        .unwrap();
    play(&mut game, "7h");
    assert_eq!(game.attack(), Some(SEVEN_ATTACK));
    assert_eq!(game.current_player(), 1);
    // Only a seven answers: not the jack, not the matching 9♥.
    assert_eq!(legal(&game), sorted(&["7s", "take"]));
    assert_eq!(
        refuse(&mut game, "jh suit h"),
        "JH does not answer the attack on 7H: defend with a seven, or take 2"
    );
    refuse(&mut game, "draw");
}

#[test]
fn serbian_sevens_stack_two_four_six_until_someone_draws() {
    let mut game = serbian()
        .hand(0, &cards("7h 7c 5h 9c"))
        .hand(1, &cards("7s 5d 9h"))
        .discard(&cards("3h"))
        .build()
        .unwrap();
    play(&mut game, "7h");
    play(&mut game, "7s");
    assert_eq!(game.attack(), Some(attack(4)));
    assert_eq!(game.current_player(), 0);
    play(&mut game, "7c");
    assert_eq!(game.attack(), Some(attack(6)));
    assert_eq!(legal(&game), sorted(&["take"]));
    play(&mut game, "take");
    assert_eq!(game.hand(1).len(), 2 + 6);
    assert_eq!(game.attack(), None);
}

#[test]
fn serbian_after_taking_the_penalty_the_victim_may_lay_one_matching_card_without_drawing() {
    let mut game = serbian()
        .hand(0, &cards("7h 5c 9c"))
        .hand(1, &cards("5d 9h kd"))
        .discard(&cards("3h"))
        .stock_top(&cards("2s 3s"))
        .build()
        .unwrap();
    play(&mut game, "7h");
    play(&mut game, "take");
    assert_eq!(game.phase(), Phase::AfterPenalty);
    assert_eq!(game.current_player(), 1);
    assert_eq!(hand(&game, 1), "2S 3S 9H 5D KD");
    assert_eq!(legal(&game), sorted(&["9h", "pass"]));
    refuse(&mut game, "draw");
    play(&mut game, "9h");
    assert_position(
        &game,
        serbian()
            .hand(0, &cards("5c 9c"))
            .hand(1, &cards("2s 3s 5d kd"))
            .discard(&cards("3h 7h 9h"))
            .to_move(0),
    );
}

#[test]
fn serbian_after_taking_the_penalty_the_victim_may_pass_without_drawing_again() {
    let mut game = serbian()
        .hand(0, &cards("7h 5c 9c"))
        .hand(1, &cards("5d 9h kd"))
        .discard(&cards("3h"))
        .stock_top(&cards("2s 3s"))
        .build()
        .unwrap();
    play(&mut game, "7h");
    play(&mut game, "take");
    play(&mut game, "next");
    assert_position(
        &game,
        serbian()
            .hand(0, &cards("5c 9c"))
            .hand(1, &cards("2s 3s 9h 5d kd"))
            .discard(&cards("3h 7h"))
            .to_move(0),
    );
}

#[test]
fn serbian_after_the_penalty_without_a_matching_card_the_turn_passes() {
    let mut game = serbian()
        .hand(0, &cards("7h 5c 9c"))
        .hand(1, &cards("5d 9s kd"))
        .discard(&cards("3h"))
        .stock_top(&cards("2s 3s"))
        .build()
        .unwrap();
    play(&mut game, "7h");
    play(&mut game, "take");
    assert_eq!(game.current_player(), 0);
    assert_eq!(game.phase(), Phase::Turn);
}

#[test]
fn serbian_a_seven_laid_after_the_penalty_even_one_just_drawn_starts_a_fresh_attack_of_two() {
    let mut game = serbian()
        .hand(0, &cards("7h 7c 9c"))
        .hand(1, &cards("7s 5d 9s kd"))
        .discard(&cards("3h"))
        .stock_top(&cards("7d 3d 2d 4d"))
        .build()
        .unwrap();
    play(&mut game, "7h");
    play(&mut game, "7s");
    play(&mut game, "take");
    // Player 1 drew 7♦ among the four and may lay it: a fresh attack of 2, not 6.
    assert_eq!(game.phase(), Phase::AfterPenalty);
    assert_eq!(legal(&game), sorted(&["7c", "7d", "pass"]));
    play(&mut game, "7d");
    assert_eq!(game.attack(), Some(SEVEN_ATTACK));
    assert_eq!(game.current_player(), 1);
    assert_eq!(legal(&game), sorted(&["take"]));
}

// ----- eights -----

#[test]
fn serbian_eight_skips_the_next_player_so_with_two_its_player_moves_again() {
    let mut game = serbian()
        .hand(0, &cards("8h 5h 9c"))
        .hand(1, &cards("6d 7c 8d"))
        .discard(&cards("3h"))
        .build()
        .unwrap();
    let outcome = play(&mut game, "8h");
    assert!(outcome.events.contains(&Event::PassedOver { player: 1 }));
    assert_position(
        &game,
        serbian()
            .hand(0, &cards("5h 9c"))
            .hand(1, &cards("6d 7c 8d"))
            .discard(&cards("3h 8h"))
            .to_move(0),
    );
    // An ordinary turn: drawing on purpose is allowed again.
    assert_eq!(legal(&game), sorted(&["5h makao", "draw"]));
}

#[test]
fn serbian_the_player_after_the_skipped_one_may_lay_an_eight_too_and_skip_onwards() {
    let mut game = serbian()
        .hand(0, &cards("8h 8s 9c"))
        .hand(1, &cards("6d 7c 8d"))
        .discard(&cards("3h"))
        .build()
        .unwrap();
    play(&mut game, "8h");
    assert!(legal(&game).contains(&"8s makao".to_string()));
    play(&mut game, "8s makao");
    assert_eq!(game.current_player(), 0);
    assert_eq!(hand(&game, 0), "9C");
}

// ----- jacks -----

#[test]
fn serbian_jack_goes_on_any_card_and_names_the_suit_to_follow() {
    let mut game = serbian()
        .hand(0, &cards("jc 5h 9d"))
        .hand(1, &cards("6d 7c 8d"))
        .discard(&cards("3h"))
        .build()
        .unwrap();
    assert_eq!(
        legal(&game),
        sorted(&[
            "jc suit s",
            "jc suit h",
            "jc suit d",
            "jc suit c",
            "5h",
            "draw"
        ])
    );
    assert_eq!(
        refuse(&mut game, "jc"),
        "JC needs a suit to follow, for example `jc suit h`"
    );
    play(&mut game, "jc suit d");
    assert_eq!(game.chosen_suit(), Some(Suit::Diamonds));
    assert_eq!(game.suit_to_follow(), Suit::Diamonds);
    assert_eq!(legal(&game), sorted(&["6d", "8d", "draw"]));
}

#[test]
fn serbian_jack_may_keep_the_current_suit() {
    let mut game = serbian()
        .hand(0, &cards("jc 5h 9d"))
        .hand(1, &cards("6h 7c 8d"))
        .discard(&cards("3h"))
        .build()
        .unwrap();
    play(&mut game, "jc suit h");
    assert_eq!(game.suit_to_follow(), Suit::Hearts);
    assert_eq!(legal(&game), sorted(&["6h", "draw"]));
}

// ----- the makao call and the challenge -----

#[test]
fn serbian_makao_said_with_the_second_to_last_card_is_listed_and_needs_no_answer() {
    let mut game = serbian()
        .hand(0, &cards("5h 9c"))
        .hand(1, &cards("6d 7c 8d"))
        .discard(&cards("3h"))
        .build()
        .unwrap();
    assert_eq!(legal(&game), sorted(&["5h makao", "draw"]));
    play(&mut game, "5h makao");
    assert_eq!(game.phase(), Phase::Turn);
    assert_eq!(game.current_player(), 1);
    assert_eq!(hand(&game, 0), "9C");
}

#[test]
fn serbian_a_missing_makao_lets_the_opponent_challenge_and_the_offender_draws_two() {
    let mut game = serbian()
        .hand(0, &cards("5h 9c"))
        .hand(1, &cards("6d 7c 8d"))
        .discard(&cards("3h"))
        .stock_top(&cards("2s 3s"))
        .build()
        .unwrap();
    let outcome = play(&mut game, "5h");
    assert!(outcome.events.contains(&Event::MakaoMissed { player: 0 }));
    assert_eq!(game.phase(), Phase::Challenge { offender: 0 });
    assert_eq!(game.current_player(), 1);
    assert_eq!(legal(&game), sorted(&["challenge", "forgive"]));
    assert!(refuse(&mut game, "6d").starts_with("you cannot lay cards now"));
    let outcome = play(&mut game, "challenge");
    assert!(outcome.events.contains(&Event::Challenge {
        challenger: 1,
        offender: 0,
        pointed_out: true
    }));
    // The challenge did not use player 2's turn: it is theirs now.
    assert_position(
        &game,
        serbian()
            .hand(0, &cards("2s 3s 9c"))
            .hand(1, &cards("6d 7c 8d"))
            .discard(&cards("3h 5h"))
            .to_move(1),
    );
}

#[test]
fn serbian_a_missing_makao_let_go_costs_nothing_and_no_later_challenge_is_possible() {
    let mut game = serbian()
        .hand(0, &cards("5h 9c"))
        .hand(1, &cards("6d 7c 8d"))
        .discard(&cards("3h"))
        .build()
        .unwrap();
    play(&mut game, "5h");
    play(&mut game, "forgive");
    assert_position(
        &game,
        serbian()
            .hand(0, &cards("9c"))
            .hand(1, &cards("6d 7c 8d"))
            .discard(&cards("3h 5h"))
            .to_move(1),
    );
    refuse(&mut game, "challenge");
}

#[test]
fn serbian_the_challenge_comes_before_an_aces_extra_move() {
    let mut game = serbian()
        .hand(0, &cards("as 9s"))
        .hand(1, &cards("6d 7c 8d"))
        .discard(&cards("3s"))
        .stock_top(&cards("2h 3h"))
        .build()
        .unwrap();
    play(&mut game, "as");
    assert_eq!(game.phase(), Phase::Challenge { offender: 0 });
    assert_eq!(game.current_player(), 1);
    play(&mut game, "challenge");
    // Now the ace's extra move, with the two penalty cards in hand.
    assert_eq!(game.phase(), Phase::Again);
    assert_eq!(game.current_player(), 0);
    assert_eq!(hand(&game, 0), "9S 2H 3H");
    assert_eq!(legal(&game), sorted(&["9s"]));
}

#[test]
fn serbian_the_challenge_comes_before_an_eights_extra_move() {
    let mut game = serbian()
        .hand(0, &cards("8s 9s"))
        .hand(1, &cards("6d 7c 8d"))
        .discard(&cards("3s"))
        .build()
        .unwrap();
    play(&mut game, "8s");
    assert_eq!(game.phase(), Phase::Challenge { offender: 0 });
    play(&mut game, "forgive");
    assert_eq!(game.current_player(), 0);
    assert_eq!(game.phase(), Phase::Turn);
    assert_eq!(legal(&game), sorted(&["9s", "draw"]));
}

#[test]
fn serbian_a_seven_without_makao_is_challenged_before_its_victim_answers() {
    let mut game = serbian()
        .hand(0, &cards("7s 9s"))
        .hand(1, &cards("7c 8d"))
        .discard(&cards("3s"))
        .build()
        .unwrap();
    play(&mut game, "7s");
    assert_eq!(game.phase(), Phase::Challenge { offender: 0 });
    play(&mut game, "challenge");
    assert_eq!(game.current_player(), 1);
    assert_eq!(game.attack(), Some(SEVEN_ATTACK));
    assert_eq!(legal(&game), sorted(&["7c makao", "take"]));
}

#[test]
fn serbian_a_needless_call_is_simply_ignored() {
    let mut game = serbian()
        .hand(0, &cards("5h 9c 10d"))
        .hand(1, &cards("6d 7c 8d"))
        .discard(&cards("3h"))
        .build()
        .unwrap();
    play(&mut game, "5h makao");
    assert_eq!(game.phase(), Phase::Turn);
    assert_eq!(game.current_player(), 1);
    assert_eq!(game.hand(0).len(), 2);
}

// ----- the last card -----

#[test]
fn serbian_a_last_card_ends_the_hand_at_once_whatever_it_is() {
    for (last, top) in [("7h", "3h"), ("2c", "3c"), ("as", "3s"), ("8h", "3h")] {
        let mut game = serbian()
            .hand(0, &cards(last))
            .hand(1, &cards("6d 7c 8d"))
            .discard(&cards(top))
            .build()
            .unwrap();
        let outcome = play(&mut game, last);
        assert!(game.is_over(), "{last}");
        assert_eq!(game.winner(), Some(0), "{last}");
        // Its effect is void: no attack, no draw, no extra move.
        assert_eq!(game.attack(), None, "{last}");
        assert_eq!(game.hand(1).len(), 3, "{last}");
        assert!(
            !outcome
                .events
                .iter()
                .any(|e| matches!(e, Event::PlaysAgain { .. } | Event::PassedOver { .. })),
            "{last}"
        );
        assert!(legal(&game).is_empty());
    }
}

#[test]
fn serbian_a_last_jack_ends_the_hand_without_naming_a_suit_question() {
    let mut game = serbian()
        .hand(0, &cards("jd"))
        .hand(1, &cards("6d 7c 8d"))
        .discard(&cards("3h"))
        .build()
        .unwrap();
    play(&mut game, "jd suit s");
    assert!(game.is_over());
    assert_eq!(game.chosen_suit(), None);
}

// ----- the state file -----

#[test]
fn serbian_states_round_trip_with_dealer_kept_cards_and_phases() {
    let positions = [
        cut("as", TWELVE),
        serbian()
            .hand(0, &cards("5h 9c"))
            .hand(1, &cards("6d 7c 8d"))
            .discard(&cards("3h 5h 8s"))
            .phase(Phase::Challenge { offender: 1 }, None)
            .hand(1, &cards("6d"))
            .build()
            .unwrap(),
        serbian()
            .hand(0, &cards("as 5h 9c"))
            .kept(0, &cards("as"))
            .hand(1, &cards("6d 7c 8d"))
            .discard(&cards("3h ah"))
            .phase(Phase::Again, None)
            .dealer(1)
            .build()
            .unwrap(),
    ];
    for game in positions {
        let text = game.to_json();
        assert!(text.contains("\"dealer\": 2"), "{text}");
        assert_eq!(Game::from_json(&text).unwrap(), game);
    }
    let text = serbian()
        .hand(0, &cards("as 5h 9c"))
        .kept(0, &cards("as"))
        .hand(1, &cards("6d 7c 8d"))
        .build()
        .unwrap()
        .to_json();
    assert!(text.contains("\"kept\": [\"AS\"]"), "{text}");
}

#[test]
fn serbian_inconsistent_states_are_refused_with_the_problem_named() {
    let cases = [
        (
            serbian()
                .hand(0, &cards("5h 9c"))
                .kept(0, &cards("as"))
                .hand(1, &cards("6d")),
            "kept AS, which is not in their hand",
        ),
        (
            serbian()
                .hand(0, &cards("5h 9c"))
                .kept(0, &cards("5h"))
                .hand(1, &cards("6d")),
            "not a strong card",
        ),
        (
            serbian()
                .hand(0, &cards("5h 9c"))
                .hand(1, &cards("6d"))
                .discard(&cards("5c"))
                .phase(Phase::Cut, None),
            "is not strong",
        ),
        (
            serbian()
                .hand(0, &cards("5h 9c"))
                .hand(1, &cards("6d"))
                .discard(&cards("7c"))
                .phase(Phase::Cut, None),
            "nothing is dealt yet",
        ),
        (
            serbian()
                .hand(0, &cards("5h 9c"))
                .hand(1, &cards("6d 7d"))
                .phase(Phase::Challenge { offender: 1 }, None),
            "holding one card",
        ),
        (
            serbian()
                .hand(0, &cards("5h 9c"))
                .hand(1, &cards("6d 7d"))
                .discard(&cards("5c"))
                .phase(Phase::Again, None),
            "plays again",
        ),
        (
            serbian()
                .hand(0, &cards("5h 9c"))
                .hand(1, &cards("6d 7d"))
                .discard(&cards("2h"))
                .attack(SEVEN_ATTACK),
            "a draw attack needs a 7 on top, not 2H",
        ),
        (
            serbian()
                .hand(0, &cards("5h 9c"))
                .hand(1, &cards("6d 7d"))
                .discard(&cards("ah"))
                .suit(Suit::Clubs),
            "a chosen suit needs a jack on top, not AH",
        ),
        (
            serbian().hand(0, &cards("5h 9c")).hand(1, &[]),
            "player 2 holds no cards",
        ),
        (
            polish(2)
                .hand(0, &cards("5h 9c"))
                .hand(1, &cards("6d"))
                .phase(Phase::Challenge { offender: 1 }, None),
            "a challenge in polish rules",
        ),
    ];
    for (setup, expected) in cases {
        let err = setup.build().unwrap_err().to_string();
        assert!(err.contains(expected), "{expected}: {err}");
    }
}
