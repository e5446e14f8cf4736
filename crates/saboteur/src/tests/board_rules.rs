//! Board rules: cells, the tunnel shapes, turning, fitting every neighbour, joining the start.

use super::fixtures::*;
use crate::board::{Cell, Layout, Tile};
use crate::card::{Card, Tool, deck_counts};
use crate::shape::{Shape, Side};

#[test]
fn board_is_7_rows_by_11_columns_written_a1_to_k7() {
    let cells: Vec<String> = Cell::all().map(|c| c.to_string()).collect();
    assert_eq!(cells.len(), 77);
    assert_eq!(cells[0], "A1");
    assert_eq!(cells[10], "K1");
    assert_eq!(cells[76], "K7");
    assert_eq!((Cell::START.row(), Cell::START.col()), (3, 1));
    assert_eq!(
        Cell::GOALS.map(|g| (g.row(), g.col())),
        [(1, 9), (3, 9), (5, 9)]
    );
}

#[test]
fn start_is_a_face_up_crossroads_on_b4_and_other_cells_start_empty() {
    let game = table(4);
    assert_eq!(game.board.tile(Cell::START), Tile::Start);
    assert_eq!(Tile::Start.shape(), Some(Shape::crossroads()));
    for cell in Cell::all() {
        let tile = game.board.tile(cell);
        match cell.goal_index() {
            Some(index) => assert_eq!(tile, Tile::Goal { index, face: None }),
            None if cell == Cell::START => {}
            None => assert_eq!(tile, Tile::Empty, "{cell}"),
        }
    }
}

#[test]
fn each_tunnel_shape_connects_its_listed_sides() {
    use Side::*;
    // (token, open sides, through centre, count in the deck)
    let expected: [(&str, &[Side], bool, usize); 16] = [
        ("tunnel-URDL", &[Up, Right, Down, Left], true, 5),
        ("tunnel-URD", &[Up, Right, Down], true, 5),
        ("tunnel-URL", &[Up, Right, Left], true, 5),
        ("tunnel-UD", &[Up, Down], true, 4),
        ("tunnel-RL", &[Right, Left], true, 3),
        ("tunnel-UL", &[Up, Left], true, 4),
        ("tunnel-UR", &[Up, Right], true, 5),
        ("dead-U", &[Up], false, 1),
        ("dead-R", &[Right], false, 1),
        ("dead-UR", &[Up, Right], false, 1),
        ("dead-UD", &[Up, Down], false, 1),
        ("dead-UL", &[Up, Left], false, 1),
        ("dead-RL", &[Right, Left], false, 1),
        ("dead-URD", &[Up, Right, Down], false, 1),
        ("dead-URL", &[Up, Right, Left], false, 1),
        ("dead-URDL", &[Up, Right, Down, Left], false, 1),
    ];
    let counts = deck_counts();
    for (token, sides, through, count) in expected {
        let shape: Shape = token.parse().unwrap();
        assert_eq!(shape.open_sides().collect::<Vec<_>>(), sides, "{token}");
        assert_eq!(shape.is_through(), through, "{token}");
        assert!(
            counts.contains(&(Card::Tunnel(shape), count)),
            "{token} ×{count}"
        );
    }
    let tunnels: usize = counts
        .iter()
        .filter(|(c, _)| matches!(c, Card::Tunnel(_)))
        .map(|(_, n)| n)
        .sum();
    assert_eq!(tunnels, 40);
}

#[test]
fn each_tunnel_turned_180_swaps_up_with_down_and_left_with_right() {
    for (card, _) in deck_counts() {
        let Card::Tunnel(shape) = card else { continue };
        let turned = shape.turned();
        for side in Side::ALL {
            assert_eq!(turned.is_open(side), shape.is_open(side.opposite()));
        }
        assert_eq!(turned.is_through(), shape.is_through());
        assert_eq!(turned.turned(), shape);
        assert_eq!(turned.canonical(), shape);
    }
}

#[test]
fn a_tunnel_may_be_laid_as_it_is_or_turned_where_it_fits() {
    let mut game = table(4);
    give(&mut game, 1, &["tunnel-UR"]);
    // Next to the start, a curve up-right fits above it only turned (open down), left of
    // it as it is (open right), below it as it is (open up), right of it turned (open left).
    assert_eq!(
        legal(&game),
        [
            "play 1 at B3 turned",
            "play 1 at A4",
            "play 1 at C4 turned",
            "play 1 at B5",
            "discard 1"
        ]
    );
    let top = *game.stock.peek().unwrap();
    act(&mut game, "play 1 at C4 turned").unwrap();
    assert_eq!(
        game.board.tunnels.get(&"C4".parse().unwrap()),
        Some(&"tunnel-DL".parse().unwrap())
    );
    assert_eq!(game.players[0].hand, [top]);
    assert_eq!(game.current_player(), Some(seat(2)));
    assert_conserved(&game);
}

#[test]
fn symmetric_tunnels_are_offered_unturned_only() {
    let mut game = table(4);
    give(&mut game, 1, &["tunnel-URDL", "tunnel-RL"]);
    assert_eq!(
        legal(&game),
        [
            "play 1 at B3",
            "play 1 at A4",
            "play 1 at C4",
            "play 1 at B5",
            "discard 1",
            "play 2 at A4",
            "play 2 at C4",
            "discard 2"
        ]
    );
    // Turning a symmetric card is allowed and lays the same shape.
    act(&mut game, "play 2 at C4 turned").unwrap();
    assert_eq!(
        game.board.tunnels.get(&"C4".parse().unwrap()),
        Some(&"tunnel-RL".parse().unwrap())
    );
}

#[test]
fn identical_cards_in_a_hand_are_offered_once() {
    let mut game = table(4);
    give(&mut game, 1, &["tunnel-UD", "tunnel-UD"]);
    assert_eq!(legal(&game), ["play 1 at B3", "play 1 at B5", "discard 1"]);
    // The second copy may still be played.
    act(&mut game, "play 2 at B3").unwrap();
}

#[test]
fn an_open_side_against_a_closed_side_does_not_fit() {
    let mut game = table(4);
    lay(&mut game, "C4", "tunnel-RL");
    give(&mut game, 1, &["tunnel-URDL", "tunnel-UR"]);
    assert_eq!(
        refused(&mut game, "play 1 at C5"),
        "the card does not fit the card on C4: its bottom side is closed but the side of yours facing it is open"
    );
    assert_eq!(
        refused(&mut game, "play 2 at B3"),
        "the card does not fit the card on B4: its top side is open but the side of yours facing it is closed"
    );
}

#[test]
fn every_neighbour_must_agree_not_just_the_one_joining_the_path() {
    let mut game = table(4);
    // C4 joins the start; C3 above it would join through C4, but D3 on its right is a
    // vertical straight whose left side is closed.
    lay(&mut game, "C4", "tunnel-URL");
    lay(&mut game, "D4", "tunnel-URL");
    lay(&mut game, "D3", "tunnel-UD");
    give(&mut game, 1, &["tunnel-URD", "tunnel-UD"]);
    assert_eq!(
        refused(&mut game, "play 1 at C3"),
        "the card does not fit the card on D3: its left side is closed but the side of yours facing it is open"
    );
    act(&mut game, "play 2 at C3").unwrap();
}

#[test]
fn face_down_goals_and_empty_cells_impose_nothing() {
    let mut game = table(4);
    road_to_h4(&mut game);
    // A dead end open only to the left: its closed right side faces the face-down J4.
    give(&mut game, 1, &["dead-R"]);
    act(&mut game, "play 1 at I4 turned").unwrap();
    assert!(game.board.goals.iter().all(|g| !g.revealed));
    // A card whose open sides face empty cells and the board's edge fits too.
    let mut game = table(4);
    lay(&mut game, "B3", "tunnel-UD");
    lay(&mut game, "B2", "tunnel-UD");
    give(&mut game, 1, &["tunnel-URDL"]);
    act(&mut game, "play 1 at B1").unwrap();
}

#[test]
fn a_card_must_be_joined_to_the_start_by_a_path() {
    let mut game = table(4);
    give(&mut game, 1, &["tunnel-URDL"]);
    assert_eq!(
        refused(&mut game, "play 1 at E4"),
        "a card on E4 would not be joined to the start by a path"
    );
    // A card touching a tunnel that is cut off from the start is not joined either.
    lay(&mut game, "D5", "tunnel-UD");
    assert_eq!(
        refused(&mut game, "play 1 at D4"),
        "a card on D4 would not be joined to the start by a path"
    );
}

#[test]
fn a_dead_end_centre_stops_the_path() {
    let mut game = table(4);
    lay(&mut game, "C4", "dead-RL");
    give(&mut game, 1, &["tunnel-RL"]);
    assert_eq!(
        refused(&mut game, "play 1 at D4"),
        "a card on D4 would not be joined to the start by a path"
    );
    assert_eq!(
        legal(&game),
        ["play 1 at A4", "discard 1"],
        "only the start's free sides are open to a horizontal straight"
    );
    let reach = game.board.reach();
    assert!(reach.dead_ends.contains(&"C4".parse().unwrap()));
    assert!(!reach.through.contains(&"C4".parse().unwrap()));
}

#[test]
fn a_dead_end_may_itself_be_laid_against_the_path() {
    let mut game = table(4);
    give(&mut game, 1, &["dead-URDL"]);
    act(&mut game, "play 1 at C4").unwrap();
    assert_eq!(
        game.board.tunnels.get(&"C4".parse().unwrap()),
        Some(&"dead-URDL".parse().unwrap())
    );
}

#[test]
fn cells_already_holding_a_card_are_refused() {
    let mut game = table(4);
    lay(&mut game, "C4", "tunnel-RL");
    give(&mut game, 1, &["tunnel-URDL"]);
    assert_eq!(
        refused(&mut game, "play 1 at C4"),
        "C4 already holds a tunnel card"
    );
    assert_eq!(refused(&mut game, "play 1 at B4"), "B4 is the start card");
    assert_eq!(refused(&mut game, "play 1 at J4"), "J4 is a goal card");
}

#[test]
fn no_tunnel_may_be_laid_while_a_tool_is_broken() {
    let mut game = table(4);
    give(&mut game, 1, &["tunnel-URDL", "map"]);
    break_tool(&mut game, 1, Tool::Pick);
    assert_conserved(&game);
    assert_eq!(
        refused(&mut game, "play 1 at C4"),
        "you cannot lay tunnels while your pick is broken"
    );
    assert_eq!(
        legal(&game),
        [
            "discard 1",
            "map 1 with 2",
            "map 2 with 2",
            "map 3 with 2",
            "discard 2"
        ]
    );
}
