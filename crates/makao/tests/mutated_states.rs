//! Hand-edited state files: valid states from random play, mutated the ways a person
//! (or a broken program) might edit them — cards deleted, duplicated and swapped, values
//! of the wrong type, huge and negative numbers, unicode, plausible but wrong fields,
//! truncated text. Loading either refuses with a message or gives a state that keeps
//! every invariant: conserved cards, views without hidden cards, a reloading file, and
//! listed moves that all apply and lead to states that reload too.

use std::collections::BTreeMap;

use cards::{Card, index_below, seeded};
use contract::harness::check_state;
use makao::{Config, Game, RuleSet};
use proptest::prelude::*;
use proptest::sample::Index;
use serde_json::{Value, json};

/// One step into a JSON value.
#[derive(Debug, Clone)]
enum Key {
    Field(String),
    Item(usize),
}

/// Every node below `value`, as paths from it.
fn paths(value: &Value) -> Vec<Vec<Key>> {
    let mut out = Vec::new();
    let mut walk = vec![(Vec::new(), value)];
    while let Some((path, node)) = walk.pop() {
        let children: Vec<(Key, &Value)> = match node {
            Value::Object(map) => map
                .iter()
                .map(|(k, v)| (Key::Field(k.clone()), v))
                .collect(),
            Value::Array(items) => items
                .iter()
                .enumerate()
                .map(|(i, v)| (Key::Item(i), v))
                .collect(),
            _ => Vec::new(),
        };
        for (key, child) in children {
            let mut below = path.clone();
            below.push(key);
            out.push(below.clone());
            walk.push((below, child));
        }
    }
    out
}

fn node_mut<'a>(value: &'a mut Value, path: &[Key]) -> Option<&'a mut Value> {
    path.iter().try_fold(value, |node, key| match key {
        Key::Field(name) => node.get_mut(name.as_str()),
        Key::Item(i) => node.get_mut(*i),
    })
}

/// The lists of cards: hands, kept cards, stock and discard pile.
fn card_lists(value: &Value) -> Vec<Vec<Key>> {
    paths(value)
        .into_iter()
        .filter(|path| {
            matches!(path.last(), Some(Key::Field(name)) if ["hand", "kept", "stock", "discard"].contains(&name.as_str()))
        })
        .collect()
}

fn list_mut<'a>(value: &'a mut Value, path: &[Key]) -> Option<&'a mut Vec<Value>> {
    node_mut(value, path).and_then(Value::as_array_mut)
}

/// Values that could be anything's: wrong types, edge numbers, odd text.
fn odd_value(which: usize) -> Value {
    let values = [
        json!(null),
        json!(true),
        json!("x"),
        json!([]),
        json!({}),
        json!(-1),
        json!(0),
        json!(1),
        json!(2),
        json!(17),
        json!(65_535),
        json!(4_294_967_296u64),
        json!(u64::MAX),
        json!(i64::MIN),
        json!(1.5),
        json!(1e300),
        json!("🂡"),
        json!("10♥\u{0}"),
        json!("Ⅻ♠"),
        json!("ＡＳ"),
        json!("5H"),
        json!("KS"),
        json!("jc"),
    ];
    values[which % values.len()].clone()
}

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

#[derive(Debug, Clone)]
enum Mutation {
    DeleteCard(Index, Index),
    DuplicateCard(Index, Index, Index),
    SwapCards(Index, Index, Index, Index),
    Replace(Index, usize),
    Plausible(usize, usize),
    Waits(Index, u32),
    /// A drawn phase naming a card the player to move holds, as the engine would.
    DrawnHeld(Index, bool),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<Index>(), any::<Index>()).prop_map(|(a, b)| Mutation::DeleteCard(a, b)),
        (any::<Index>(), any::<Index>(), any::<Index>())
            .prop_map(|(a, b, c)| Mutation::DuplicateCard(a, b, c)),
        (
            any::<Index>(),
            any::<Index>(),
            any::<Index>(),
            any::<Index>()
        )
            .prop_map(|(a, b, c, d)| Mutation::SwapCards(a, b, c, d)),
        (any::<Index>(), 0..64usize).prop_map(|(a, v)| Mutation::Replace(a, v)),
        (0..9usize, 0..16usize).prop_map(|(w, c)| Mutation::Plausible(w, c)),
        (any::<Index>(), 0..4u32).prop_map(|(p, n)| Mutation::Waits(p, n)),
        (any::<Index>(), any::<bool>()).prop_map(|(at, penalty)| Mutation::DrawnHeld(at, penalty)),
    ]
}

fn mutate(state: &mut Value, mutation: &Mutation) {
    let lists = card_lists(state);
    match mutation {
        Mutation::DeleteCard(list, at) => {
            if let Some(cards) = lists
                .get(list.index(lists.len().max(1)))
                .and_then(|p| list_mut(state, p))
                && !cards.is_empty()
            {
                cards.remove(at.index(cards.len()));
            }
        }
        Mutation::DuplicateCard(from, at, into) => {
            let card = lists
                .get(from.index(lists.len().max(1)))
                .and_then(|p| list_mut(state, p))
                .filter(|cards| !cards.is_empty())
                .map(|cards| cards[at.index(cards.len())].clone());
            if let (Some(card), Some(cards)) = (
                card,
                lists
                    .get(into.index(lists.len().max(1)))
                    .and_then(|p| list_mut(state, p)),
            ) {
                cards.push(card);
            }
        }
        Mutation::SwapCards(a, i, b, j) => {
            let take = |state: &mut Value, list: &Index, at: &Index| {
                let path = lists.get(list.index(lists.len().max(1)))?.clone();
                let cards = list_mut(state, &path).filter(|c| !c.is_empty())?;
                let at = at.index(cards.len());
                Some((path, at, cards[at].clone()))
            };
            if let (Some((pa, ia, ca)), Some((pb, ib, cb))) = (take(state, a, i), take(state, b, j))
            {
                if let Some(cards) = list_mut(state, &pa) {
                    cards[ia] = cb;
                }
                if let Some(cards) = list_mut(state, &pb) {
                    cards[ib] = ca;
                }
            }
        }
        Mutation::Replace(at, which) => {
            let all = paths(state);
            if let Some(node) = all
                .get(at.index(all.len().max(1)))
                .and_then(|p| node_mut(state, p))
            {
                *node = odd_value(*which);
            }
        }
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

fn config() -> impl Strategy<Value = Config> {
    prop::sample::select(RuleSet::ALL.to_vec()).prop_flat_map(|rules| {
        let set = rules.rules();
        (
            set.min_players..=set.max_players,
            any::<bool>(),
            any::<bool>(),
        )
            .prop_map(move |(players, twist, play_on)| {
                Config::new(rules, players)
                    .with_twist(twist && set.twist_allowed)
                    .with_play_on(play_on)
            })
    })
}

fn deck_counts(game: &Game) -> BTreeMap<Card, usize> {
    let mut deck = BTreeMap::new();
    for card in game.rules().deck() {
        *deck.entry(card).or_insert(0) += 1;
    }
    deck
}

/// What a loaded state must keep: the harness's invariants, and every listed move
/// applying to a state that reloads as it is.
fn check_loaded(game: &Game) -> Result<(), TestCaseError> {
    check_state(game, &deck_counts(game));
    let actions = game.legal_actions();
    prop_assert!(
        game.is_over() || !actions.is_empty(),
        "no move listed:\n{}",
        game.to_json()
    );
    for action in actions {
        let mut next = game.clone();
        if let Err(err) = next.apply(action) {
            return Err(TestCaseError::fail(format!(
                "listed {action} refused: {err}\n{}",
                game.to_json()
            )));
        }
        match Game::from_json(&next.to_json()) {
            Ok(back) => prop_assert!(back == next, "{action} reloads differently"),
            Err(err) => {
                return Err(TestCaseError::fail(format!(
                    "after {action} the state does not reload: {err}\nbefore:\n{}\nafter:\n{}",
                    game.to_json(),
                    next.to_json()
                )));
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2048))]

    #[test]
    fn a_mutated_state_is_refused_with_a_message_or_keeps_every_invariant(
        config in config(),
        seed: u64,
        steps in 0..80usize,
        mutations in prop::collection::vec(mutation(), 1..4),
        cut in prop::option::weighted(0.1, any::<Index>()),
    ) {
        let game = played(config, seed, steps);
        let mut state: Value = serde_json::from_str(&game.to_json()).unwrap();
        for mutation in &mutations {
            mutate(&mut state, mutation);
        }
        let mut text = serde_json::to_string_pretty(&state).unwrap();
        if let Some(cut) = cut {
            let at = cut.index(text.len());
            let at = (0..=at).rev().find(|i| text.is_char_boundary(*i)).unwrap_or(0);
            text.truncate(at);
        }
        match Game::from_json(&text) {
            Err(err) => prop_assert!(!err.to_string().trim().is_empty()),
            Ok(loaded) => check_loaded(&loaded)?,
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
