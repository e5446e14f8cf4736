//! The action cards, discarding, drawing, and the order of turns.

use super::fixtures::*;
use crate::card::{Card, Tool};
use crate::game::Event;

#[test]
fn broken_tool_goes_on_another_player_who_has_it_whole() {
    let mut game = table(4);
    give(&mut game, 1, &["break-lantern"]);
    break_tool(&mut game, 3, Tool::Lantern);
    assert_eq!(legal(&game), ["play 1 on 2", "play 1 on 4", "discard 1"]);
    assert_eq!(
        refused(&mut game, "play 1 on me"),
        "break another player's tool, not your own"
    );
    assert_eq!(
        refused(&mut game, "play 1 on 3"),
        "Player 3's lantern is already broken"
    );
    let discards = game.discard.len();
    let events = act(&mut game, "play 1 on Player 4").unwrap();
    assert_eq!(
        events[0],
        Event::Broke {
            seat: seat(1),
            target: seat(4),
            tool: Tool::Lantern
        }
    );
    assert!(game.players[3].broken.contains(&Tool::Lantern));
    // The card lies in front of the player, not on the discard pile.
    assert_eq!(game.discard.len(), discards);
    assert_conserved(&game);
}

#[test]
fn a_broken_tool_blocks_tunnels_until_repaired() {
    let mut game = table(4);
    give(&mut game, 1, &["break-cart"]);
    give(&mut game, 2, &["tunnel-URDL", "repair-cart"]);
    act(&mut game, "play 1 on 2").unwrap();
    assert_eq!(
        refused(&mut game, "play 2 at C4"),
        "you cannot lay tunnels while your cart is broken"
    );
    act(&mut game, "play 3 on me").unwrap();
    assert!(game.players[1].broken.is_empty());
    to_move(&mut game, 2);
    act(&mut game, "play 2 at C4").unwrap();
}

#[test]
fn repair_goes_on_any_player_with_that_tool_broken_including_yourself() {
    let mut game = table(4);
    give(&mut game, 1, &["repair-pick"]);
    break_tool(&mut game, 1, Tool::Pick);
    break_tool(&mut game, 3, Tool::Pick);
    break_tool(&mut game, 4, Tool::Cart);
    assert_eq!(legal(&game), ["play 1 on 1", "play 1 on 3", "discard 1"]);
    assert_eq!(
        refused(&mut game, "play 1 on 4"),
        "Player 4's pick is not broken"
    );
    let before = game.discard.len();
    let events = act(&mut game, "play 1 on 3").unwrap();
    assert_eq!(
        events[0],
        Event::Repaired {
            seat: seat(1),
            target: seat(3),
            tool: Tool::Pick
        }
    );
    assert!(game.players[2].broken.is_empty());
    // Both the repair and the broken-tool card go to the discard pile.
    assert_eq!(game.discard.len(), before + 2);
    assert_eq!(
        &game.discard.as_slice()[before..],
        [Card::Break(Tool::Pick), Card::Repair(Tool::Pick)]
    );
    assert_conserved(&game);
}

#[test]
fn double_repair_fixes_one_of_its_two_tools() {
    let mut game = table(4);
    give(&mut game, 1, &["repair-pick-or-lantern"]);
    break_tool(&mut game, 2, Tool::Pick);
    break_tool(&mut game, 2, Tool::Lantern);
    break_tool(&mut game, 3, Tool::Lantern);
    break_tool(&mut game, 4, Tool::Cart);
    assert_eq!(
        legal(&game),
        [
            "play 1 on 2 pick",
            "play 1 on 2 lantern",
            "play 1 on 3",
            "discard 1"
        ]
    );
    assert_eq!(
        refused(&mut game, "play 1 on 2"),
        "Player 2's pick and lantern are broken: say which to repair (e.g. play 1 on 2 pick)"
    );
    assert_eq!(
        refused(&mut game, "play 1 on 4 cart"),
        "repair-pick-or-lantern does not repair a cart"
    );
    assert_eq!(
        refused(&mut game, "play 1 on 4"),
        "Player 4's pick and lantern are not broken"
    );
    assert_eq!(
        refused(&mut game, "play 1 on 3 pick"),
        "Player 3's pick is not broken"
    );
    act(&mut game, "play 1 on 2 lantern").unwrap();
    assert_eq!(
        game.players[1].broken.iter().copied().collect::<Vec<_>>(),
        [Tool::Pick]
    );
    assert_conserved(&game);
}

#[test]
fn a_tool_is_named_only_for_a_double_repair() {
    let mut game = table(4);
    give(&mut game, 1, &["repair-pick", "break-cart"]);
    break_tool(&mut game, 2, Tool::Pick);
    assert_eq!(
        refused(&mut game, "play 1 on 2 pick"),
        "name a tool only when playing a double repair"
    );
    assert_eq!(
        refused(&mut game, "play 2 on 2 cart"),
        "name a tool only when playing a double repair"
    );
}

#[test]
fn rockfall_empties_a_tunnel_cell() {
    let mut game = table(4);
    lay(&mut game, "C4", "tunnel-RL");
    lay(&mut game, "D4", "tunnel-DL");
    give(&mut game, 1, &["rockfall"]);
    assert_eq!(legal(&game), ["play 1 at C4", "play 1 at D4", "discard 1"]);
    let events = act(&mut game, "play 1 at D4").unwrap();
    assert_eq!(
        events[0],
        Event::Rockfall {
            seat: seat(1),
            cell: "D4".parse().unwrap(),
            shape: "tunnel-DL".parse().unwrap()
        }
    );
    assert!(!game.board.tunnels.contains_key(&"D4".parse().unwrap()));
    // The fallen card (kept in its usual orientation) and the rockfall are discarded.
    let n = game.discard.len();
    assert_eq!(
        &game.discard.as_slice()[n - 2..],
        [card("tunnel-UR"), Card::Rockfall]
    );
    assert_conserved(&game);
}

#[test]
fn rockfall_never_hits_the_start_or_a_goal_revealed_or_not() {
    let mut game = table(4);
    road_to_h4(&mut game);
    game.board.goals[0].revealed = true;
    give(&mut game, 1, &["rockfall"]);
    assert_eq!(
        refused(&mut game, "play 1 at B4"),
        "rockfall cannot hit the start card"
    );
    assert_eq!(
        refused(&mut game, "play 1 at J2"),
        "rockfall cannot hit a goal card"
    );
    assert_eq!(
        refused(&mut game, "play 1 at J4"),
        "rockfall cannot hit a goal card"
    );
    assert_eq!(
        refused(&mut game, "play 1 at C5"),
        "there is no tunnel card on C5 to bring down"
    );
    assert_eq!(
        refused(&mut game, "play 1 at C4 turned"),
        "only a tunnel card can be turned; rockfall cannot"
    );
}

#[test]
fn a_path_cut_by_rockfall_no_longer_joins_the_start() {
    let mut game = table(4);
    road_to_h4(&mut game);
    give(&mut game, 1, &["rockfall"]);
    give(&mut game, 2, &["tunnel-URDL"]);
    act(&mut game, "play 1 at D4").unwrap();
    assert_eq!(
        refused(&mut game, "play 2 at I4"),
        "a card on I4 would not be joined to the start by a path"
    );
}

#[test]
fn map_shows_one_goal_to_its_player_alone() {
    let mut game = table(4);
    give(&mut game, 1, &["map"]);
    assert_eq!(
        legal(&game),
        ["map 1 with 1", "map 2 with 1", "map 3 with 1", "discard 1"]
    );
    let events = act(&mut game, "map 2 with 1").unwrap();
    assert_eq!(
        events[0],
        Event::Mapped {
            seat: seat(1),
            goal: 1
        }
    );
    assert_eq!(game.discard.peek(), Some(&Card::Map));
    let mine = game.view(seat(1)).unwrap();
    assert_eq!(mine.board.goals[1].known, Some(crate::GoalCard::Gold));
    assert_eq!(mine.board.goals[0].known, None);
    assert!(!mine.board.goals[1].revealed);
    for other in 2..=4 {
        let view = game.view(seat(other)).unwrap();
        assert!(view.board.goals.iter().all(|g| g.known.is_none()));
    }
}

#[test]
fn map_may_also_be_played_on_a_goal_cell_but_not_on_a_face_up_goal() {
    let mut game = table(4);
    give(&mut game, 1, &["map", "map"]);
    game.board.goals[2].revealed = true;
    assert_eq!(
        refused(&mut game, "map 3 with 1"),
        "goal 3 is already face up"
    );
    assert_eq!(
        refused(&mut game, "play 1 at C4"),
        "play a map on a goal card (e.g. map 1 with 1, or play 1 at J2)"
    );
    assert_eq!(legal(&game), ["map 1 with 1", "map 2 with 1", "discard 1"]);
    act(&mut game, "play 1 at J2").unwrap();
    assert!(game.players[0].mapped.contains(&0));
}

#[test]
fn map_on_a_goal_that_is_not_there_is_refused() {
    // Text cannot name a fourth goal (`map 4 with 1` does not parse), but an action built
    // in code can; it must not be taken as a look at nothing.
    let mut game = table(4);
    give(&mut game, 1, &["map"]);
    let before = serde_json::to_string(&game).unwrap();
    for goal in [3, 7, usize::MAX] {
        assert_eq!(
            game.apply(crate::Action::Map { goal, card: 0 })
                .unwrap_err()
                .to_string(),
            format!(
                "there is no goal {}: goals are 1, 2 and 3, top to bottom",
                goal.saturating_add(1)
            )
        );
        assert_eq!(serde_json::to_string(&game).unwrap(), before);
    }
}

#[test]
fn actions_with_positions_past_any_hand_or_table_are_refused_without_overflowing() {
    let mut game = table(4);
    give(&mut game, 1, &["break-pick"]);
    let before = serde_json::to_string(&game).unwrap();
    let far = usize::MAX;
    let cases = [
        (
            crate::Action::Discard { card: far },
            format!("you have no card {far}: your hand holds 1"),
        ),
        (
            crate::Action::PlayOn {
                card: 0,
                player: crate::Seat::from_index(far),
                tool: None,
            },
            format!("there is no player {far}: seats run from 1 to 4"),
        ),
    ];
    for (action, refusal) in cases {
        assert!(!action.to_string().is_empty());
        assert_eq!(game.apply(action).unwrap_err().to_string(), refusal);
        assert_eq!(serde_json::to_string(&game).unwrap(), before);
    }
    let map = crate::Action::Map {
        goal: far,
        card: far,
    };
    assert_eq!(map.to_string(), format!("map {far} with {far}"));
}

#[test]
fn a_card_aimed_at_the_wrong_kind_of_target_says_where_it_is_played() {
    let mut game = table(4);
    give(
        &mut game,
        1,
        &["repair-pick", "tunnel-UD", "rockfall", "map", "break-cart"],
    );
    break_tool(&mut game, 2, Tool::Pick);
    assert_eq!(
        refused(&mut game, "play 1 at C4"),
        "play this card on a player (repair-pick goes on a player, e.g. play 1 on 2)"
    );
    assert_eq!(
        refused(&mut game, "play 5 at C4"),
        "play this card on a player (break-cart goes on a player, e.g. play 5 on 2)"
    );
    assert_eq!(
        refused(&mut game, "play 2 on 2"),
        "lay this card on an empty cell joined to the start (e.g. play 2 at C4)"
    );
    assert_eq!(
        refused(&mut game, "play 3 on 2"),
        "play rockfall on a tunnel card of the board (e.g. play 3 at C4)"
    );
    assert_eq!(
        refused(&mut game, "play 4 on 2"),
        "play a map on a goal card (e.g. map 1 with 4, or play 4 at J2)"
    );
    assert_eq!(
        refused(&mut game, "map 1 with 2"),
        "lay this card on an empty cell joined to the start (e.g. play 2 at C4)"
    );
    assert_eq!(
        refused(&mut game, "play 9 at C4"),
        "you have no card 9: your hand holds 5"
    );
    assert_eq!(
        refused(&mut game, "play 1 on 7"),
        "there is no player 7: seats run from 1 to 4"
    );
    assert_eq!(refused(&mut game, "take 2"), "there is no gold to take now");
}

#[test]
fn discard_puts_any_card_face_down_and_is_always_possible() {
    let mut game = table(4);
    give(&mut game, 1, &["tunnel-UD", "rockfall"]);
    let top = *game.stock.peek().unwrap();
    let events = act(&mut game, "discard 1").unwrap();
    assert_eq!(
        events,
        [
            Event::Discarded { seat: seat(1) },
            Event::Drew { seat: seat(1) }
        ]
    );
    assert_eq!(game.discard.peek(), Some(&card("tunnel-UD")));
    assert_eq!(game.players[0].hand, [card("rockfall"), top]);
    // A player who can do nothing else still has the discards.
    let mut game = table(4);
    give(&mut game, 1, &["rockfall"]);
    assert_eq!(legal(&game), ["discard 1"]);
}

#[test]
fn after_a_turn_the_player_draws_if_the_stock_has_cards() {
    let mut game = table(4);
    give(&mut game, 1, &["map", "map"]);
    let stock = game.stock.len();
    act(&mut game, "discard 1").unwrap();
    assert_eq!(game.stock.len(), stock - 1);
    assert_eq!(game.players[0].hand.len(), 2);
    // With an empty stock the hand shrinks.
    let rest: Vec<Card> = std::mem::take(&mut game.stock).into_vec();
    game.discard.put_all(rest);
    to_move(&mut game, 1);
    let events = act(&mut game, "discard 1").unwrap();
    assert_eq!(events, [Event::Discarded { seat: seat(1) }]);
    assert_eq!(game.players[0].hand.len(), 1);
    assert_conserved(&game);
}

#[test]
fn play_goes_round_in_seating_order() {
    let mut game = table(4);
    for who in 1..=4 {
        give(&mut game, who, &["map"]);
    }
    let mut order = Vec::new();
    for _ in 0..6 {
        order.push(game.current_player().unwrap().number());
        act(&mut game, "discard 1").unwrap();
    }
    assert_eq!(order, [1, 2, 3, 4, 1, 2]);
}

#[test]
fn a_refused_move_keeps_the_card_in_hand_and_the_turn() {
    let mut game = table(4);
    give(&mut game, 1, &["tunnel-URDL", "repair-cart"]);
    let hand = game.players[0].hand.clone();
    let stock = game.stock.len();
    let error = act(&mut game, "play 2 on 3").unwrap_err();
    assert_eq!(error.to_string(), "Player 3's cart is not broken");
    assert_eq!(game.players[0].hand, hand);
    assert_eq!(game.stock.len(), stock);
    assert_eq!(game.current_player(), Some(seat(1)));
    act(&mut game, "play 1 at C4").unwrap();
    assert_eq!(game.current_player(), Some(seat(2)));
}
