//! Positions set up by hand, keeping every card in exactly one place.

use crate::board::Board;
use crate::card::{Card, GoalCard, Role};
use crate::game::{Phase, Saboteur};
use crate::seat::Seat;
use crate::shape::Shape;
use crate::{Action, Event, RuleError, seeded};

pub fn seat(number: usize) -> Seat {
    Seat::from_number(number).unwrap()
}

pub fn card(token: &str) -> Card {
    token.parse().unwrap()
}

/// A quiet position: goals stone-DR, gold, stone-DL (J2, J4, J6), an empty board, seat 1
/// to move with an empty hand (give it cards), everyone else holding one card from the
/// stock, roles digger for seat 1 and alternating after that as the role set allows.
pub fn table(players: usize) -> Saboteur {
    let mut game = Saboteur::new(Saboteur::default_names(players), 3, seeded(7)).unwrap();
    game.board = Board::new([
        GoalCard::StoneDownRight,
        GoalCard::Gold,
        GoalCard::StoneDownLeft,
    ]);
    for index in 0..players {
        let hand = std::mem::take(&mut game.players[index].hand);
        game.stock.put_all(hand);
    }
    for index in 1..players {
        let top = game.stock.draw().unwrap();
        game.players[index].hand.push(top);
    }
    game.phase = Phase::Play { to_move: seat(1) };
    game
}

/// Moves one card of each kind named from wherever it is (stock first, then other hands,
/// which get a stock card instead) to the end of `who`'s hand.
pub fn give(game: &mut Saboteur, who: usize, tokens: &[&str]) {
    for token in tokens {
        let wanted = card(token);
        let taken = take(game, wanted, who);
        assert_eq!(taken, wanted);
        game.players[who - 1].hand.push(taken);
    }
}

fn take(game: &mut Saboteur, wanted: Card, who: usize) -> Card {
    let mut stock = std::mem::take(&mut game.stock).into_vec();
    if let Some(at) = stock.iter().position(|c| *c == wanted) {
        let found = stock.remove(at);
        game.stock = stock.into();
        return found;
    }
    game.stock = stock.into();
    for index in (0..game.players.len()).filter(|i| *i != who - 1) {
        let hand = &mut game.players[index].hand;
        if let Some(at) = hand.iter().position(|c| *c == wanted) {
            let found = hand.remove(at);
            let spare = game.stock.draw().expect("a spare card in the stock");
            game.players[index].hand.insert(at, spare);
            return found;
        }
    }
    panic!("no {wanted} left to take");
}

/// Lays a tunnel card from the stock as it lies (`tunnel-DR` is a turned curve up-left).
pub fn lay(game: &mut Saboteur, cell: &str, shape: &str) {
    let shape: Shape = shape.parse().unwrap();
    let taken = take(game, Card::Tunnel(shape.canonical()), 0);
    assert_eq!(taken, Card::Tunnel(shape.canonical()));
    game.board.tunnels.insert(cell.parse().unwrap(), shape);
}

/// The straight row C4-I4 from the start to the middle goal, as the cards lie.
pub const ROAD_TO_I4: [(&str, &str); 7] = [
    ("C4", "tunnel-RL"),
    ("D4", "tunnel-RL"),
    ("E4", "tunnel-RL"),
    ("F4", "tunnel-URL"),
    ("G4", "tunnel-URL"),
    ("H4", "tunnel-URL"),
    ("I4", "tunnel-RL"),
];

/// Lays the row towards the middle goal, stopping at H4 (the next card on I4 reaches it).
pub fn road_to_h4(game: &mut Saboteur) {
    for (cell, shape) in &ROAD_TO_I4[..6] {
        lay(game, cell, shape);
    }
}

/// Goals gold, stone-DR, stone-DL (J2, J4, J6); seat 1 lays I4 and reaches J4, which is
/// turned up and turned 180° (open up and left) to meet the path.
pub fn reach_the_turned_stone_on_j4(game: &mut Saboteur) -> Vec<Event> {
    road_to_h4(game);
    game.board.goals = [
        GoalCard::Gold,
        GoalCard::StoneDownRight,
        GoalCard::StoneDownLeft,
    ]
    .map(crate::board::Goal::face_down);
    give(game, 1, &["tunnel-URL"]);
    act(game, "play 1 at I4").unwrap()
}

/// Deals roles by hand: `roles[i]` to seat i+1, the rest of the set unused.
pub fn set_roles(game: &mut Saboteur, roles: &[Role]) {
    let mut set = crate::game::role_set(game.players.len()).unwrap();
    for (player, role) in game.players.iter_mut().zip(roles) {
        let at = set.iter().position(|r| r == role).expect("role in the set");
        set.remove(at);
        player.role = *role;
    }
    game.unused_roles = set;
}

pub fn to_move(game: &mut Saboteur, who: usize) {
    game.phase = Phase::Play { to_move: seat(who) };
}

/// Applies an action typed as the player to move would.
pub fn act(game: &mut Saboteur, text: &str) -> Result<Vec<Event>, RuleError> {
    let action: Action = game.parse_action(text).unwrap();
    game.apply(action)
}

pub fn legal(game: &Saboteur) -> Vec<String> {
    game.legal_actions().iter().map(|a| a.to_string()).collect()
}

/// Applies an action that the rules must refuse, and checks that nothing changed.
pub fn refused(game: &mut Saboteur, text: &str) -> String {
    let before = serde_json::to_string(game).unwrap();
    let error = act(game, text).expect_err(text);
    assert_eq!(serde_json::to_string(game).unwrap(), before, "{text}");
    assert!(
        !game
            .legal_actions()
            .contains(&game.parse_action(text).unwrap())
    );
    error.to_string()
}

/// Cards of the round, counted wherever they are, must be the whole deck.
pub fn assert_conserved(game: &Saboteur) {
    let mut deck = crate::card::deck();
    deck.sort();
    assert_eq!(game.round_cards(), deck);
    let mut gold = crate::card::gold_cards();
    gold.sort();
    assert_eq!(game.all_gold(), gold);
    game.validate().unwrap();
}

/// Puts a broken-tool card from the stock in front of `who`.
pub fn break_tool(game: &mut Saboteur, who: usize, tool: crate::card::Tool) {
    take(game, Card::Break(tool), 0);
    game.players[who - 1].broken.insert(tool);
}
