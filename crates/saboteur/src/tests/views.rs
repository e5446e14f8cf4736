//! What each player may see.

use super::fixtures::*;
use crate::board::Layout;
use crate::card::{GoalCard, Role};
use crate::game::Saboteur;
use crate::seeded;

#[test]
fn a_view_shows_my_hand_and_role_and_only_counts_of_other_hands() {
    let game = Saboteur::new(Saboteur::default_names(5), 3, seeded(4)).unwrap();
    for (index, player) in game.players.iter().enumerate() {
        let view = game.view(seat(index + 1)).unwrap();
        assert_eq!(view.me, seat(index + 1));
        assert_eq!(view.hand, player.hand);
        assert_eq!(view.role, player.role);
        assert_eq!(view.stock, game.stock.len());
        for (public, real) in view.players.iter().zip(&game.players) {
            assert_eq!(public.name, real.name);
            assert_eq!(public.hand_size, real.hand.len());
        }
        // The JSON a front end or a bot gets names no other hand card and no role but mine.
        let json = serde_json::to_value(&view).unwrap();
        assert_eq!(json["players"][0].get("hand"), None);
        assert_eq!(json["players"][0].get("role"), None);
        assert!(view.history.is_empty());
    }
    assert_eq!(game.view(seat(6)), None);
}

#[test]
fn a_view_shows_everyones_broken_tools() {
    let mut game = table(4);
    give(&mut game, 1, &["map"]);
    break_tool(&mut game, 3, crate::Tool::Cart);
    let view = game.view(seat(2)).unwrap();
    assert!(view.players[2].broken.contains(&crate::Tool::Cart));
}

#[test]
fn face_down_goals_are_unknown_unless_mapped_by_me() {
    let mut game = table(4);
    game.players[1].mapped.insert(2);
    let mine = game.view(seat(2)).unwrap();
    assert_eq!(
        mine.board.goals.map(|g| g.known),
        [None, None, Some(GoalCard::StoneDownLeft)]
    );
    let theirs = game.view(seat(3)).unwrap();
    assert_eq!(theirs.board.goals.map(|g| g.known), [None, None, None]);
}

#[test]
fn the_view_is_the_same_whatever_the_hidden_cards_are() {
    let mut game = table(5);
    give(&mut game, 1, &["map", "tunnel-UD"]);
    game.players[0].mapped.insert(0);
    let before = game.view(seat(1)).unwrap();
    // Other hands, other roles, the stock's order and the goals I have not seen change…
    let stock_top = game.stock.draw().unwrap();
    let theirs = std::mem::replace(&mut game.players[2].hand[0], stock_top);
    game.stock.put(theirs);
    game.stock.shuffle(&mut seeded(1));
    let role = &mut game.players[3].role;
    *role = if *role == Role::Digger {
        Role::Saboteur
    } else {
        Role::Digger
    };
    game.board.goals.swap(1, 2);
    // … and my view does not.
    assert_eq!(game.view(seat(1)).unwrap(), before);
}

#[test]
fn players_are_named_by_seat_name_or_me() {
    let mut game = table(4);
    give(&mut game, 1, &["break-pick"]);
    let by_seat = game.parse_action("play 1 on 3").unwrap();
    assert_eq!(game.parse_action("play 1 on player 3").unwrap(), by_seat);
    let view = game.view(seat(1)).unwrap();
    assert_eq!(view.parse_action("PLAY 1 ON Player 3").unwrap(), by_seat);
    assert_eq!(
        view.parse_action("play 1 on me").unwrap(),
        game.parse_action("play 1 on 1").unwrap()
    );
    assert_eq!(
        game.parse_action("play 1 on Zed").unwrap_err().to_string(),
        "no player `Zed`: name a player by seat number, by name or as `me`"
    );
}

#[test]
fn players_are_named_in_any_case_beyond_ascii_too() {
    let names = ["Žofie", "Ömer", "Ann"].map(String::from).to_vec();
    let game = Saboteur::new(names, 1, seeded(2)).unwrap();
    for typed in ["Žofie", "žofie", "ŽOFIE"] {
        assert_eq!(
            game.parse_action(&format!("play 1 on {typed}")).unwrap(),
            game.parse_action("play 1 on 1").unwrap(),
            "{typed}"
        );
    }
    let view = game.view(seat(3)).unwrap();
    assert_eq!(
        view.parse_action("play 1 on ömer").unwrap(),
        game.parse_action("play 1 on 2").unwrap()
    );
}

#[test]
fn the_board_a_player_sees_follows_the_same_rules_as_the_board() {
    // A stone turned up and turned 180° on J4, the others face down (one mapped by seat 2):
    // every cell, the paths and the fitting look the same from any seat as on the board.
    let mut game = table(4);
    reach_the_turned_stone_on_j4(&mut game);
    assert!(game.board.goals[1].revealed && game.board.goals[1].turned);
    game.players[1].mapped.insert(0);
    let shape: crate::Shape = "tunnel-UD".parse().unwrap();
    for who in 1..=4 {
        let view = game.view(seat(who)).unwrap().board;
        for cell in crate::Cell::all() {
            assert_eq!(view.tile(cell), game.board.tile(cell), "{cell}");
            assert_eq!(view.misfit(cell, shape), game.board.misfit(cell, shape));
        }
        assert_eq!(view.reach(), game.board.reach());
    }
}
