//! Scenario tests for every rule of the `macau` set (rules page, "`macau`"): where it
//! differs from `polish`, and that the rest works as in `polish`.

mod common;

use cards::{Rank, Suit};
use common::*;
use makao::{Attack, Event, Phase};

const DRAW2: Attack = Attack::Draw {
    cards: 2,
    backwards: false,
};

#[test]
fn macau_twos_and_threes_are_answered_only_by_twos_and_threes_of_the_suit_or_rank() {
    let game = macau(2)
        .hand(0, &cards("2s 3h kh ks 3c qh 9h"))
        .hand(1, &cards("5d 6d 7d"))
        .discard(&cards("2h"))
        .attack(DRAW2)
        .build()
        .unwrap();
    assert_eq!(legal(&game), sorted(&["2s", "3h", "3h 3c", "take"]));
}

#[test]
fn macau_kings_of_hearts_and_spades_answer_only_each_other() {
    let mut game = macau(3)
        .hand(0, &cards("ks kc 2h 3h"))
        .hand(1, &cards("5d 6d 7d"))
        .hand(2, &cards("8d 9d 10d"))
        .discard(&cards("kh"))
        .attack(Attack::Draw {
            cards: 5,
            backwards: false,
        })
        .build()
        .unwrap();
    // K♣ never defends, but may follow a K♠ as a card of the same rank.
    assert_eq!(legal(&game), sorted(&["ks", "ks kc", "take"]));
    assert_eq!(
        refuse(&mut game, "2h"),
        "2H does not answer the attack on KH: defend with K♥ or K♠, or take 5"
    );
    assert_eq!(
        refuse(&mut game, "kc"),
        "KC does not answer the attack on KH: defend with K♥ or K♠, or take 5"
    );
    play(&mut game, "ks kc");
    // The last draw card laid (K♠) sends the total to the player before.
    assert_eq!(
        game.attack(),
        Some(Attack::Draw {
            cards: 10,
            backwards: true
        })
    );
    assert_eq!(game.current_player(), 2);
    assert_eq!(game.top(), c("kc"));
}

#[test]
fn macau_several_cards_of_one_rank_may_be_laid_kings_included() {
    let mut game = macau(2)
        .hand(0, &cards("kc kd 5d 6d"))
        .hand(1, &cards("5s 6s 7s"))
        .discard(&cards("8c"))
        .build()
        .unwrap();
    assert_eq!(legal(&game), sorted(&["kc", "kc kd", "draw"]));
    play(&mut game, "kc kd");
    assert_position(
        &game,
        macau(2)
            .hand(0, &cards("5d 6d"))
            .hand(1, &cards("5s 6s 7s"))
            .discard(&cards("8c kc kd"))
            .to_move(1),
    );
}

#[test]
fn macau_drawing_ends_the_turn_even_when_the_card_could_be_laid() {
    let mut game = macau(2)
        .hand(0, &cards("9s 10c jd"))
        .hand(1, &cards("5s 6s 7s"))
        .discard(&cards("8h"))
        .stock_top(&cards("9h"))
        .build()
        .unwrap();
    assert_eq!(legal(&game), sorted(&["draw"]));
    play(&mut game, "draw");
    assert_position(
        &game,
        macau(2)
            .hand(0, &cards("9s 9h 10c jd"))
            .hand(1, &cards("5s 6s 7s"))
            .discard(&cards("8h"))
            .to_move(1),
    );
}

#[test]
fn macau_an_attacked_player_without_a_defence_takes_the_whole_penalty() {
    let mut game = macau(2)
        .hand(0, &cards("2h 9c 10c"))
        .hand(1, &cards("5d 6d 7s"))
        .discard(&cards("8h"))
        .stock_top(&cards("2d 9s"))
        .build()
        .unwrap();
    play(&mut game, "2h");
    // No automatic first card: the player is asked, and may only take.
    assert_eq!(game.phase(), Phase::Turn);
    assert_eq!(game.current_player(), 1);
    assert_eq!(legal(&game), sorted(&["take"]));
    play(&mut game, "take");
    assert_position(
        &game,
        macau(2)
            .hand(0, &cards("9c 10c"))
            .hand(1, &cards("5d 6d 7s 2d 9s"))
            .discard(&cards("8h 2h")),
    );
}

#[test]
fn macau_a_waiting_player_without_a_four_only_waits() {
    let mut game = macau(2)
        .hand(0, &cards("5h 9c 10c"))
        .hand(1, &cards("5d 6d 7s"))
        .discard(&cards("4h"))
        .attack(Attack::Wait { turns: 2 })
        .stock_top(&cards("4d"))
        .build()
        .unwrap();
    assert_eq!(legal(&game), sorted(&["wait"]));
    assert!(refuse(&mut game, "draw").starts_with("you cannot draw now"));
    play(&mut game, "wait");
    assert_eq!(game.waits(0), 1);
}

#[test]
fn macau_a_jack_demands_only_a_non_action_rank_its_player_holds() {
    let game = macau(2)
        .hand(0, &cards("jh 5c 7c ks qd"))
        .hand(1, &cards("5s 6s 7s"))
        .discard(&cards("9h"))
        .build()
        .unwrap();
    assert_eq!(
        legal(&game),
        sorted(&["jh", "jh demand 5", "jh demand 7", "qd", "draw"])
    );
    let mut refused = game.clone();
    assert_eq!(
        refuse(&mut refused, "jh demand 8"),
        "you may only demand a rank you hold, and you hold no 8"
    );
}

#[test]
fn macau_a_jack_played_without_a_rank_to_demand_is_an_ordinary_card() {
    let mut game = macau(2)
        .hand(0, &cards("jh ks kd"))
        .hand(1, &cards("5s 6s 7s"))
        .discard(&cards("9h"))
        .build()
        .unwrap();
    assert_eq!(legal(&game), sorted(&["jh", "draw"]));
    play(&mut game, "jh");
    assert_eq!(game.demand(), None);
}

#[test]
fn macau_only_a_jack_or_the_demanded_rank_until_the_demander_lays_it() {
    let mut game = macau(3)
        .hand(0, &cards("jh 7s 7h 10c"))
        .hand(1, &cards("7c 8h 10h"))
        .hand(2, &cards("5d 6d 8c"))
        .discard(&cards("9h"))
        .build()
        .unwrap();
    play(&mut game, "jh demand 7");
    assert_eq!(legal(&game), sorted(&["7c", "draw"]));
    play(&mut game, "7c");
    // Someone else's 7 does not end it.
    assert_eq!(
        game.demand().map(|d| (d.rank, d.by)),
        Some((Rank::Seven, 0))
    );
    assert_eq!(
        legal(&game),
        sorted(&["draw"]),
        "8c matches 7c but is not a 7"
    );
    play(&mut game, "draw");
    assert_eq!(
        legal(&game),
        sorted(&["7s", "7h", "7s 7h", "7h 7s", "draw"])
    );
    let outcome = play(&mut game, "7s");
    assert!(outcome.events.contains(&Event::DemandEnded));
    assert_eq!(game.demand(), None);
}

#[test]
fn macau_another_jack_at_any_time_makes_its_player_the_demander() {
    let mut game = macau(3)
        .hand(0, &cards("7s 9c 10c"))
        .hand(1, &cards("8h 9h 10h"))
        .hand(2, &cards("jd 5d 8c"))
        .discard(&cards("jh 7c"))
        .demand(Rank::Seven, 0)
        .to_move(2)
        .build()
        .unwrap();
    assert_eq!(
        legal(&game),
        sorted(&["jd", "jd demand 5", "jd demand 8", "draw"])
    );
    play(&mut game, "jd demand 5");
    assert_eq!(game.demand().map(|d| (d.rank, d.by)), Some((Rank::Five, 2)));
}

#[test]
fn macau_an_aces_suit_lasts_until_the_first_legal_card_and_queens_stay_legal() {
    let mut game = macau(2)
        .hand(0, &cards("ah 5d 6d"))
        .hand(1, &cards("5c 9d as qd 6s"))
        .discard(&cards("9h"))
        .build()
        .unwrap();
    play(&mut game, "ah suit c");
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
    assert_eq!(game.chosen_suit(), Some(Suit::Clubs));
    play(&mut game, "draw");
    play(&mut game, "qd");
    assert_eq!(game.chosen_suit(), None);
}

#[test]
fn macau_has_no_calls() {
    let mut game = macau(2)
        .hand(0, &cards("5h"))
        .hand(1, &cards("5s 6s 7s"))
        .discard(&cards("8h"))
        .build()
        .unwrap();
    assert_eq!(legal(&game), sorted(&["5h", "draw"]));
    assert_eq!(
        refuse(&mut game, "5h po makale"),
        "calls (makao, po makale) are not used in these rules"
    );
    play(&mut game, "5h");
    assert_eq!(game.winner(), Some(0));
}

#[test]
fn macau_otherwise_plays_as_polish_fours_make_the_next_wait() {
    let mut game = macau(2)
        .hand(0, &cards("4h 4s 9c"))
        .hand(1, &cards("4d 5d 6d"))
        .discard(&cards("9h"))
        .build()
        .unwrap();
    play(&mut game, "4h 4s");
    assert_eq!(legal(&game), sorted(&["4d", "wait"]));
    play(&mut game, "4d");
    assert_eq!(game.attack(), Some(Attack::Wait { turns: 3 }));
}
