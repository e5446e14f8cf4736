//! Reaching a goal: turning it up, turning it 180° only to meet the path, gold ending the
//! round at once, a stone staying as an ordinary card.

use std::collections::BTreeMap;

use super::fixtures::*;
use crate::board::{Board, Cell, Layout};
use crate::card::GoalCard;
use crate::game::{Ending, Event, Phase};

/// A board with tunnels laid freely (the board rules alone, no cards to account for).
fn board(goals: [GoalCard; 3], tunnels: &[(&str, &str)]) -> Board {
    Board {
        tunnels: tunnels
            .iter()
            .map(|(cell, shape)| (cell.parse().unwrap(), shape.parse().unwrap()))
            .collect::<BTreeMap<_, _>>(),
        goals: goals.map(crate::board::Goal::face_down),
    }
}

#[test]
fn a_stone_that_meets_the_path_as_it_lies_is_not_turned() {
    use GoalCard::*;
    let mut board = board([StoneDownRight, StoneDownLeft, Gold], &ROAD_TO_I4);
    assert_eq!(board.reveal_reached_goals(), [1]);
    assert!(board.goals[1].revealed);
    assert!(
        !board.goals[1].turned,
        "stone-DL is open to the left already"
    );
}

#[test]
fn a_stone_that_meets_the_path_only_turned_is_turned() {
    use GoalCard::*;
    let mut board = board([StoneDownLeft, StoneDownRight, Gold], &ROAD_TO_I4);
    assert_eq!(board.reveal_reached_goals(), [1]);
    assert!(
        board.goals[1].turned,
        "stone-DR meets a path from the left only turned"
    );
    assert_eq!(board.goals[1].shape(), "tunnel-UL".parse().unwrap());
}

#[test]
fn a_goal_is_turned_to_meet_a_path_arriving_from_above_or_below() {
    use GoalCard::*;
    // H4 → H3 → I3 → J3, and a crossroads on J3 between J2 and J4: it arrives at J2 from
    // below and at J4 from above.
    let mut tunnels = ROAD_TO_I4[..6].to_vec();
    tunnels.extend([("H3", "tunnel-URD"), ("I3", "tunnel-RL")]);
    let mut board = board([StoneDownRight, StoneDownLeft, Gold], &tunnels);
    assert!(board.reach().hidden_goals.is_empty());
    board
        .tunnels
        .insert("J3".parse().unwrap(), "tunnel-URDL".parse().unwrap());
    assert_eq!(board.reveal_reached_goals(), [0, 1]);
    // J2's stone-DR is open down already; J4's stone-DL must turn to open up.
    assert!(!board.goals[0].turned);
    assert!(board.goals[1].turned);
    assert!(!board.goals[2].revealed);
}

#[test]
fn reaching_a_stone_turns_it_up_for_everyone_and_play_goes_on() {
    let mut game = table(4);
    let events = reach_the_turned_stone_on_j4(&mut game);
    assert_eq!(
        events[1],
        Event::Revealed {
            goal: 1,
            card: GoalCard::StoneDownRight,
            turned: true
        }
    );
    assert_eq!(game.current_player(), Some(seat(2)));
    for who in 1..=4 {
        let view = game.view(seat(who)).unwrap();
        assert_eq!(view.board.goals[1].known, Some(GoalCard::StoneDownRight));
        assert!(view.board.goals[1].revealed);
        assert!(view.board.goals[1].turned);
    }
    assert_conserved(&game);
}

#[test]
fn a_revealed_stone_is_an_ordinary_card_that_paths_follow() {
    let mut game = table(4);
    reach_the_turned_stone_on_j4(&mut game);
    // The turned stone on J4 is open up and left: J3 above it is now joined to the start,
    // and must agree with it.
    give(&mut game, 2, &["tunnel-UD", "tunnel-URL"]);
    assert_eq!(
        refused(&mut game, "play 3 at J3"),
        "the card does not fit the card on J4: its top side is open but the side of yours facing it is closed"
    );
    act(&mut game, "play 2 at J3").unwrap();
    // J3's open top now arrives at J2 from below: the gold is reached.
    assert!(game.board.goals[0].revealed);
    assert!(matches!(game.phase, Phase::Share { .. }));
}

#[test]
fn a_revealed_goal_may_disagree_with_its_other_neighbours() {
    let mut game = table(4);
    road_to_h4(&mut game);
    // K4, right of J4, is open to the left (laid by hand: it is not joined to the start).
    lay(&mut game, "K4", "tunnel-URL");
    game.board.goals = [
        GoalCard::Gold,
        GoalCard::StoneDownLeft,
        GoalCard::StoneDownRight,
    ]
    .map(crate::board::Goal::face_down);
    give(&mut game, 1, &["tunnel-URL"]);
    act(&mut game, "play 1 at I4").unwrap();
    // The stone-DL meets I4 as it lies (open left) and is revealed unturned, though its
    // closed right side faces K4's open left side.
    assert!(game.board.goals[1].revealed);
    assert!(!game.board.goals[1].turned);
    game.validate().unwrap();
}

#[test]
fn gold_ends_the_round_at_once_and_the_diggers_win() {
    let mut game = table(4);
    road_to_h4(&mut game);
    give(&mut game, 1, &["tunnel-URDL"]);
    let stock = game.stock.len();
    let events = act(&mut game, "play 1 at I4").unwrap();
    assert_eq!(
        events[..3],
        [
            Event::Laid {
                seat: seat(1),
                cell: "I4".parse().unwrap(),
                shape: "tunnel-URDL".parse().unwrap()
            },
            Event::Revealed {
                goal: 1,
                card: GoalCard::Gold,
                turned: false
            },
            Event::RoundOver {
                round: 1,
                ending: Ending::Gold {
                    by: seat(1),
                    cell: "I4".parse().unwrap()
                }
            }
        ]
    );
    // No card is drawn once the round is over.
    assert_eq!(game.stock.len(), stock);
    assert_eq!(game.history.len(), 1);
    assert_eq!(game.history[0].winners(), crate::Role::Digger);
}

#[test]
fn a_dead_end_beside_a_goal_does_not_reach_it() {
    let mut game = table(4);
    road_to_h4(&mut game);
    give(&mut game, 1, &["dead-RL"]);
    act(&mut game, "play 1 at I4").unwrap();
    assert!(game.board.goals.iter().all(|g| !g.revealed));
    assert_eq!(game.board.reach().hidden_goals.len(), 0);
    assert!(
        game.board
            .reach()
            .dead_ends
            .contains(&Cell::new(3, 8).unwrap())
    );
}

#[test]
fn start_and_gold_are_crossroads_and_stones_are_curves_that_may_turn() {
    use crate::shape::Side::*;
    assert_eq!(GoalCard::Gold.shape(), crate::Shape::crossroads());
    assert_eq!(
        GoalCard::StoneDownRight.shape(),
        crate::Shape::path(&[Down, Right])
    );
    assert_eq!(
        GoalCard::StoneDownLeft.shape(),
        crate::Shape::path(&[Down, Left])
    );
    let turned = crate::board::Goal {
        card: GoalCard::StoneDownLeft,
        revealed: true,
        turned: true,
    };
    assert_eq!(turned.shape(), crate::Shape::path(&[Up, Right]));
}
