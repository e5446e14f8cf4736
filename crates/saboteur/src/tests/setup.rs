//! Setting up a game and each round: roles, hands, goals, the stock, who starts.

use std::collections::BTreeSet;

use crate::card::{GoalCard, Role};
use crate::game::{Phase, Saboteur, hand_size, role_counts};
use crate::{SetupError, seeded};

#[test]
fn roles_by_player_count_3_to_10() {
    let expected = [
        (3, 1, 3),
        (4, 1, 4),
        (5, 2, 4),
        (6, 2, 5),
        (7, 3, 5),
        (8, 3, 6),
        (9, 3, 7),
        (10, 4, 7),
    ];
    for (players, saboteurs, diggers) in expected {
        assert_eq!(role_counts(players), Some((saboteurs, diggers)));
        let game =
            Saboteur::new(Saboteur::default_names(players), 3, seeded(players as u64)).unwrap();
        // One role card dealt to each player, the rest of the set unused.
        assert_eq!(game.unused_roles.len(), saboteurs + diggers - players);
        let count = |role: Role| {
            game.players.iter().filter(|p| p.role == role).count()
                + game.unused_roles.iter().filter(|r| **r == role).count()
        };
        assert_eq!(count(Role::Saboteur), saboteurs, "{players} players");
        assert_eq!(count(Role::Digger), diggers, "{players} players");
    }
    assert_eq!(role_counts(2), None);
    assert_eq!(role_counts(11), None);
}

#[test]
fn hand_sizes_by_player_count_3_to_10() {
    for players in 3..=10 {
        let size = match players {
            3..=5 => 6,
            6 | 7 => 5,
            _ => 4,
        };
        assert_eq!(hand_size(players), Some(size));
        let game = Saboteur::new(Saboteur::default_names(players), 3, seeded(1)).unwrap();
        assert!(game.players.iter().all(|p| p.hand.len() == size));
        // The shuffled stock is what is not dealt.
        assert_eq!(game.stock.len(), 67 - players * size);
        assert!(game.discard.is_empty());
    }
}

#[test]
fn three_to_ten_players_and_at_least_one_round() {
    assert_eq!(
        Saboteur::new(Saboteur::default_names(2), 3, seeded(1)).unwrap_err(),
        SetupError::Players(2)
    );
    assert_eq!(
        Saboteur::new(Saboteur::default_names(11), 3, seeded(1)).unwrap_err(),
        SetupError::Players(11)
    );
    assert_eq!(
        Saboteur::new(Saboteur::default_names(5), 0, seeded(1)).unwrap_err(),
        SetupError::NoRounds
    );
}

#[test]
fn a_round_starts_with_three_face_down_goals_one_gold_shuffled() {
    let mut gold_at = BTreeSet::new();
    for seed in 0..40 {
        let game = Saboteur::new(Saboteur::default_names(4), 3, seeded(seed)).unwrap();
        assert!(game.board.tunnels.is_empty());
        assert!(game.board.goals.iter().all(|g| !g.revealed && !g.turned));
        let mut cards: Vec<GoalCard> = game.board.goals.iter().map(|g| g.card).collect();
        gold_at.insert(cards.iter().position(|c| c.is_gold()).unwrap());
        cards.sort();
        assert_eq!(cards, GoalCard::ALL);
    }
    assert_eq!(
        gold_at.len(),
        3,
        "the gold lies under each goal for some seed"
    );
}

#[test]
fn a_random_player_starts_each_round() {
    let firsts: BTreeSet<usize> = (0..40)
        .map(|seed| {
            let game = Saboteur::new(Saboteur::default_names(5), 3, seeded(seed)).unwrap();
            match game.phase {
                Phase::Play { to_move } => to_move.index(),
                _ => panic!("a new game is being played"),
            }
        })
        .collect();
    assert_eq!(firsts.len(), 5);
}

#[test]
fn the_same_seed_deals_the_same_game() {
    let a = Saboteur::new(Saboteur::default_names(6), 3, seeded(99)).unwrap();
    let b = Saboteur::new(Saboteur::default_names(6), 3, seeded(99)).unwrap();
    let c = Saboteur::new(Saboteur::default_names(6), 3, seeded(100)).unwrap();
    assert_eq!(a, b);
    assert_ne!(a, c);
}

#[test]
fn names_must_be_told_apart_from_seats_tools_and_each_other() {
    let names = |list: &[&str]| list.iter().map(|n| n.to_string()).collect::<Vec<_>>();
    let refused = |list: &[&str]| {
        Saboteur::new(names(list), 3, seeded(1))
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        refused(&["Ann", "ann", "Bob"]),
        "two players are named `ann`"
    );
    assert_eq!(
        refused(&["Ann", "2", "Bob"]),
        "`2` cannot be a player's name: it would be read as a seat or as `me`"
    );
    assert_eq!(
        refused(&["Ann", "Me", "Bob"]),
        "`Me` cannot be a player's name: it would be read as a seat or as `me`"
    );
    assert_eq!(
        refused(&["Ann", "Big Cart", "Bob"]),
        "`Big Cart` cannot be a player's name: it would be read as a tool"
    );
    assert_eq!(
        refused(&["Ann", "Jo  Bo", "Bob"]),
        "`Jo  Bo` cannot be a player's name: use single spaces between words"
    );
    let game = Saboteur::new(names(&["Ann", "Bob the Miner", "Cy"]), 3, seeded(1)).unwrap();
    assert_eq!(game.players[1].name, "Bob the Miner");
}

#[test]
fn names_are_short_and_printable() {
    let refused = |name: String| {
        Saboteur::new(vec!["Ann".into(), name, "Bob".into()], 3, seeded(1))
            .unwrap_err()
            .to_string()
    };
    let long = refused("x".repeat(65_536));
    assert_eq!(
        long,
        format!(
            "a name has at most 40 characters, not 65536 (`{}…`)",
            "x".repeat(20)
        )
    );
    assert!(refused("Jo\u{1b}[2J".into()).contains("control or invisible"));
    assert!(refused("Jo\u{202E}".into()).contains("control or invisible"));
    assert_eq!(refused(String::new()), "a name cannot be empty");
    let forty = "ż".repeat(40);
    let game = Saboteur::new(
        vec!["Ann".into(), forty.clone(), "Bob".into()],
        3,
        seeded(1),
    )
    .unwrap();
    assert_eq!(game.players[1].name, forty);
}
