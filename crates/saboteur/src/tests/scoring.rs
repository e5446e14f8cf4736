//! The end of a round and scoring: the gold split in turn order, a short gold pile,
//! saboteurs' rewards, the empty-hand ending, several rounds, the final ranking.

use super::fixtures::*;
use crate::card::{Gold, Role};
use crate::game::{Ending, Event, Phase, Saboteur};
use crate::{Card, saboteur_reward};

use Role::{Digger as D, Saboteur as S};

fn gold(n: u8) -> Gold {
    Gold::new(n).unwrap()
}

/// Puts the gold cards named on top of the gold pile, the last named on top.
fn stack_gold(game: &mut Saboteur, top: &[u8]) {
    let mut pile = std::mem::take(&mut game.gold).into_vec();
    for n in top {
        let at = pile.iter().position(|g| *g == gold(*n)).unwrap();
        let g = pile.remove(at);
        pile.push(g);
    }
    game.gold = pile.into();
}

/// Seat `who` is to lay the crossroads on I4 that reaches the gold on J4.
fn about_to_reach_gold(players: usize, roles: &[Role], who: usize) -> Saboteur {
    let mut game = table(players);
    set_roles(&mut game, roles);
    road_to_h4(&mut game);
    give(&mut game, who, &["tunnel-URDL"]);
    to_move(&mut game, who);
    game
}

fn reach_gold(game: &mut Saboteur, who: usize) {
    let position = game.players[who - 1].hand.len();
    act(game, &format!("play {position} at I4")).unwrap();
}

#[test]
fn gold_split_one_card_per_digger_chosen_in_turn_order_from_the_last_mover() {
    // Seat 4 reaches the gold; diggers 4, 1 and 3 choose in that order, saboteurs 5 and 2
    // are skipped.
    let mut game = about_to_reach_gold(5, &[D, S, D, D, S], 4);
    stack_gold(&mut game, &[2, 1, 3]);
    let pile = game.gold.len();
    reach_gold(&mut game, 4);
    assert_eq!(
        game.phase,
        Phase::Share {
            pool: vec![gold(3), gold(1), gold(2)],
            choosers: vec![seat(4), seat(1), seat(3)]
        }
    );
    assert_eq!(game.gold.len(), pile - 3);
    assert_eq!(game.current_player(), Some(seat(4)));
    assert_eq!(legal(&game), ["take 3", "take 2", "take 1"]);
    assert_eq!(
        refused(&mut game, "play 1 at C5"),
        "the round is over: Player 4 is choosing a gold card (take 1, 2 or 3)"
    );
    act(&mut game, "take 2").unwrap();
    assert_eq!(game.current_player(), Some(seat(1)));
    assert_eq!(legal(&game), ["take 3", "take 1"]);
    assert_eq!(
        refused(&mut game, "take 2"),
        "no gold card of 2 nuggets is left to take"
    );
    act(&mut game, "take 3").unwrap();
    assert_eq!(game.current_player(), Some(seat(3)));
    assert_eq!(legal(&game), ["take 1"]);
    let events = act(&mut game, "take 1").unwrap();
    assert_eq!(
        events[0],
        Event::TookGold {
            seat: seat(3),
            gold: gold(1)
        }
    );
    assert!(matches!(events[1], Event::RoundStarted { round: 2, .. }));
    assert_eq!(game.players[3].gold, [gold(2)]);
    assert_eq!(game.players[0].gold, [gold(3)]);
    assert_eq!(game.players[2].gold, [gold(1)]);
    assert_eq!(game.history[0].nuggets, [3, 0, 1, 2, 0]);
    assert_eq!(game.history[0].roles, [D, S, D, D, S]);
    assert_eq!(game.round, 2);
    assert_conserved(&game);
}

#[test]
fn when_a_saboteur_reaches_the_gold_the_next_digger_chooses_first() {
    let mut game = about_to_reach_gold(4, &[D, S, D, D], 2);
    reach_gold(&mut game, 2);
    let Phase::Share { choosers, .. } = &game.phase else {
        panic!("the diggers share the gold");
    };
    assert_eq!(choosers, &[seat(3), seat(4), seat(1)]);
    // The saboteurs win nothing when the gold is reached.
    assert_eq!(game.history[0].nuggets[1], 0);
    assert_eq!(game.history[0].winners(), D);
}

#[test]
fn a_short_gold_pile_is_shared_out_in_the_same_order() {
    let mut game = about_to_reach_gold(4, &[D, S, D, D], 1);
    // Only two gold cards are left for three diggers: seat 1 and seat 3 get one each.
    let mut rest = std::mem::take(&mut game.gold).into_vec();
    let left = rest.split_off(rest.len() - 2);
    game.players[1].gold = rest;
    game.gold = left.into();
    reach_gold(&mut game, 1);
    let Phase::Share { pool, choosers } = &game.phase else {
        panic!("the diggers share the gold");
    };
    assert_eq!(pool.len(), 2);
    assert_eq!(choosers, &[seat(1), seat(3)]);
    for _ in 0..2 {
        let first = game.legal_actions()[0];
        game.apply(first).unwrap();
    }
    assert_eq!(game.round, 2);
    assert!(game.players[3].gold.is_empty());
    assert!(game.gold.is_empty());
    // The gold handed to seat 2 above was won in no recorded round, which a state file
    // would be refused for; the cards still add up.
    let mut gold = crate::card::gold_cards();
    gold.sort();
    assert_eq!(game.all_gold(), gold);
}

#[test]
fn with_no_gold_left_the_next_round_starts_at_once() {
    let mut game = about_to_reach_gold(4, &[D, S, D, D], 1);
    let all = std::mem::take(&mut game.gold).into_vec();
    game.players[1].gold = all;
    let events = act(&mut game, "play 1 at I4").unwrap();
    assert!(matches!(
        events.last(),
        Some(Event::RoundStarted { round: 2, .. })
    ));
    assert!(matches!(game.phase, Phase::Play { .. }));
}

/// Ends a round by an empty hand: the stock is empty, seat 2 holds nothing, seat 1
/// discards its last card.
fn empty_hand_ending(players: usize, roles: &[Role]) -> Saboteur {
    let mut game = table(players);
    set_roles(&mut game, roles);
    give(&mut game, 1, &["map"]);
    let mut spare: Vec<Card> = std::mem::take(&mut game.stock).into_vec();
    spare.append(&mut game.players[1].hand);
    game.discard.put_all(spare);
    let events = act(&mut game, "discard 1").unwrap();
    assert_eq!(
        events[1],
        Event::RoundOver {
            round: 1,
            ending: Ending::EmptyHand { seat: seat(2) }
        }
    );
    game
}

#[test]
fn saboteurs_win_when_the_player_to_move_has_an_empty_hand() {
    let game = empty_hand_ending(4, &[D, S, D, D]);
    assert_eq!(game.history[0].winners(), S);
    assert_eq!(game.history[0].nuggets, [0, 4, 0, 0]);
    assert_eq!(game.players[1].points, 4);
    assert_eq!(game.players[1].score(), 4);
    assert_eq!(game.round, 2);
    assert_conserved(&game);
}

#[test]
fn saboteurs_reward_is_4_alone_3_for_two_or_three_2_for_four() {
    assert_eq!([1, 2, 3, 4].map(saboteur_reward), [4, 3, 3, 2]);
    let cases: [(usize, &[Role], u32); 4] = [
        (3, &[S, D, D], 4),
        (5, &[S, D, S, D, D], 3),
        (7, &[S, S, D, S, D, D, D], 3),
        (10, &[S, D, S, S, D, S, D, D, D, D], 2),
    ];
    for (players, roles, each) in cases {
        let game = empty_hand_ending(players, roles);
        let expected: Vec<u32> = roles
            .iter()
            .map(|r| if *r == S { each } else { 0 })
            .collect();
        assert_eq!(game.history[0].nuggets, expected, "{players} players");
        assert!(
            game.gold.len() == 28,
            "saboteurs' nuggets are points, not gold cards"
        );
    }
}

#[test]
fn with_no_saboteur_dealt_an_empty_hand_scores_nobody() {
    let game = empty_hand_ending(3, &[D, D, D]);
    assert_eq!(game.history[0].roles, [D, D, D]);
    assert_eq!(game.history[0].nuggets, [0, 0, 0]);
}

#[test]
fn rounds_deal_roles_anew_and_gold_does_not_return() {
    let mut game = about_to_reach_gold(4, &[D, S, D, D], 1);
    reach_gold(&mut game, 1);
    while matches!(game.phase, Phase::Share { .. }) {
        let first = game.legal_actions()[0];
        game.apply(first).unwrap();
    }
    assert_eq!(game.round, 2);
    assert_eq!(game.gold.len(), 25);
    // A fresh round: everything back in the deck, goals face down, tools whole, maps forgotten.
    assert!(game.board.tunnels.is_empty());
    assert!(game.board.goals.iter().all(|g| !g.revealed));
    assert!(
        game.players
            .iter()
            .all(|p| p.hand.len() == 6 && p.broken.is_empty() && p.mapped.is_empty())
    );
    assert_eq!(game.history.len(), 1);
    assert_conserved(&game);
}

#[test]
fn the_game_ends_after_the_last_round_and_the_most_nuggets_win_ties_sharing() {
    let mut game = table(4);
    game.rounds = 1;
    set_roles(&mut game, &[D, S, D, D]);
    road_to_h4(&mut game);
    give(&mut game, 1, &["tunnel-URDL"]);
    stack_gold(&mut game, &[3, 3, 3]);
    act(&mut game, "play 1 at I4").unwrap();
    for _ in 0..3 {
        act(&mut game, "take 3").unwrap();
    }
    assert!(game.is_over());
    assert_eq!(game.current_player(), None);
    assert!(game.legal_actions().is_empty());
    assert_eq!(refused(&mut game, "discard 1"), "the game is over");
    let standings: Vec<(usize, usize, u32)> = game
        .standings()
        .iter()
        .map(|s| (s.place, s.seat.number(), s.nuggets))
        .collect();
    assert_eq!(standings, [(1, 1, 3), (1, 3, 3), (1, 4, 3), (4, 2, 0)]);
    assert_eq!(game.winners(), [seat(1), seat(3), seat(4)]);
}

#[test]
fn any_number_of_rounds_may_be_played() {
    for rounds in [1, 5] {
        let mut game = Saboteur::new(Saboteur::default_names(3), rounds, crate::seeded(3)).unwrap();
        let mut moves = 0;
        while !game.is_over() {
            let first = game.legal_actions()[0];
            game.apply(first).unwrap();
            moves += 1;
            assert!(moves < 10_000);
        }
        assert_eq!(game.history.len(), rounds as usize);
        assert_eq!(game.round, rounds);
    }
}

#[test]
fn roles_are_dealt_anew_each_round() {
    let mut changed = false;
    for seed in 0..10 {
        let mut game = Saboteur::new(Saboteur::default_names(5), 2, crate::seeded(seed)).unwrap();
        while game.round == 1 {
            let first = game.legal_actions()[0];
            game.apply(first).unwrap();
        }
        let now: Vec<Role> = game.players.iter().map(|p| p.role).collect();
        changed |= now != game.history[0].roles;
    }
    assert!(changed);
}
