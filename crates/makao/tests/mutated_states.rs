//! Hand-edited state files: valid states from random play, mutated the ways a person
//! (or a broken program) might edit them — cards deleted, duplicated and swapped, values
//! of the wrong type, huge and negative numbers, unicode, plausible but wrong fields,
//! truncated text. Loading either refuses with a message or gives a state that keeps
//! every invariant: conserved cards, views without hidden cards, a reloading file, and
//! listed moves that all apply and lead to states that reload too.

mod common;

use cards::{index_below, seeded};
use common::any_config;
use contract::harness::check_loaded;
use contract::mutate::truncated;
use makao::{Config, Game, RuleSet};
use proptest::prelude::*;
use proptest::sample::Index;
use serde_json::{Value, json};

/// A field set to a value that fits its type and may well be wrong in this position.
fn plausible(which: usize, choice: usize) -> (&'static str, Value) {
    let pick = |options: Vec<Value>| options[choice % options.len()].clone();
    match which % 9 {
        0 => (
            "phase",
            pick(vec![
                json!("turn"),
                json!("question"),
                json!("cut"),
                json!("again"),
                json!("after_penalty"),
                json!("over"),
                json!({"drawn": "5H"}),
                json!({"penalty_drawn": "2S"}),
                json!({"swap": {"initiator": 2}}),
                json!({"challenge": {"offender": 2}}),
            ]),
        ),
        1 => (
            "attack",
            pick(vec![
                json!(null),
                json!({"draw": {"cards": 2}}),
                json!({"draw": {"cards": 5, "backwards": true}}),
                json!({"wait": {"turns": 1}}),
                json!({"wait": {"turns": 3}}),
            ]),
        ),
        2 => (
            "demand",
            pick(vec![
                json!(null),
                json!({"rank": "7", "by": 1}),
                json!({"rank": "5", "by": 2, "owed": [1]}),
                json!({"rank": "9", "by": 1, "owed": [2, 1]}),
            ]),
        ),
        3 => (
            "suit",
            pick(vec![
                json!(null),
                json!("H"),
                json!("S"),
                json!("D"),
                json!("C"),
            ]),
        ),
        4 => (
            "to_move",
            pick(vec![json!(1), json!(2), json!(3), json!(4)]),
        ),
        5 => ("twist", pick(vec![json!(true), json!(false)])),
        6 => ("play_on", pick(vec![json!(true), json!(false)])),
        7 => ("finished", pick(vec![json!([]), json!([1]), json!([2, 1])])),
        _ => ("dealer", pick(vec![json!(1), json!(2), json!(3)])),
    }
}

/// The edits every game's files get, and Makao's own.
#[derive(Debug, Clone)]
enum Mutation {
    Any(contract::mutate::Mutation),
    Plausible(usize, usize),
    Waits(Index, u32),
    /// A drawn phase naming a card the player to move holds, as the engine would.
    DrawnHeld(Index, bool),
}

/// The fields that hold lists of cards.
const CARD_LISTS: [&str; 4] = ["hand", "kept", "stock", "discard"];

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        4 => any::<(usize, usize, usize, usize, usize)>()
            .prop_map(|numbers| Mutation::Any(contract::mutate::Mutation::from_numbers(numbers))),
        1 => (0..9usize, 0..16usize).prop_map(|(w, c)| Mutation::Plausible(w, c)),
        1 => (any::<Index>(), 0..4u32).prop_map(|(p, n)| Mutation::Waits(p, n)),
        1 => (any::<Index>(), any::<bool>()).prop_map(|(at, penalty)| Mutation::DrawnHeld(at, penalty)),
    ]
}

fn mutate(state: &mut Value, mutation: &Mutation) {
    match mutation {
        Mutation::Any(any) => contract::mutate::mutate(state, &CARD_LISTS, any),
        Mutation::Plausible(which, choice) => {
            let (field, value) = plausible(*which, *choice);
            if let Some(fields) = state.as_object_mut() {
                fields.insert(field.to_string(), value);
            }
        }
        Mutation::Waits(player, turns) => {
            if let Some(players) = state["players"].as_array_mut()
                && !players.is_empty()
            {
                let at = player.index(players.len());
                if let Some(seat) = players[at].as_object_mut() {
                    seat.insert("waits".to_string(), json!(turns));
                }
            }
        }
        Mutation::DrawnHeld(at, penalty) => {
            let to_move = state["to_move"].as_u64().unwrap_or(1).saturating_sub(1) as usize;
            let card = state["players"][to_move]["hand"]
                .as_array()
                .filter(|hand| !hand.is_empty())
                .map(|hand| hand[at.index(hand.len())].clone());
            if let (Some(card), Some(fields)) = (card, state.as_object_mut()) {
                let phase = if *penalty { "penalty_drawn" } else { "drawn" };
                fields.insert("phase".to_string(), json!({ phase: card }));
            }
        }
    }
}

/// A state reached by `steps` random legal moves.
fn played(config: Config, seed: u64, steps: usize) -> Game {
    let mut game = Game::new(config, seed).unwrap();
    let mut rng = seeded(seed ^ 0x5eed);
    for _ in 0..steps {
        if game.is_over() {
            break;
        }
        let actions = game.legal_actions();
        let pick = actions[index_below(&mut rng, actions.len())];
        game.apply(pick).unwrap();
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2048))]

    #[test]
    fn a_mutated_state_is_refused_with_a_message_or_keeps_every_invariant(
        config in any_config(),
        seed: u64,
        steps in 0..80usize,
        mutations in prop::collection::vec(mutation(), 1..4),
        cut in prop::option::weighted(0.1, any::<usize>()),
    ) {
        let game = played(config, seed, steps);
        let mut state: Value = serde_json::from_str(&game.to_json()).unwrap();
        for mutation in &mutations {
            mutate(&mut state, mutation);
        }
        let text = serde_json::to_string_pretty(&state).unwrap();
        let text = cut.map_or(text.as_str(), |at| truncated(&text, at));
        match Game::from_json(text) {
            Err(err) => prop_assert!(!err.to_string().trim().is_empty()),
            Ok(loaded) => {
                if let Err(breach) = check_loaded(&loaded) {
                    return Err(TestCaseError::fail(breach));
                }
            }
        }
    }
}

#[test]
fn unmutated_states_load_and_truncated_ones_do_not() {
    for rules in RuleSet::ALL {
        let game = played(Config::new(rules, rules.rules().min_players), 3, 20);
        let text = game.to_json();
        let loaded = Game::from_json(&text).unwrap();
        assert_eq!(loaded, game);
        let message = Game::from_json(&text[..text.len() / 2])
            .unwrap_err()
            .to_string();
        assert!(message.contains("EOF"), "{message}");
    }
}
