//! Helpers shared by the makao test files.
#![allow(dead_code)]

use cards::Card;
use makao::{Action, Config, Game, Outcome, RuleSet, Setup};
use proptest::prelude::*;

pub fn c(text: &str) -> Card {
    text.parse()
        .unwrap_or_else(|e| panic!("{text:?} is not a card: {e}"))
}

pub fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace().map(c).collect()
}

pub fn polish(players: usize) -> Setup {
    Setup::new(Config::new(RuleSet::Polish, players))
}

pub fn macau(players: usize) -> Setup {
    Setup::new(Config::new(RuleSet::Macau, players))
}

/// Two players of `serbian`; player 2 (index 1) dealt, so player 1 moves first.
pub fn serbian() -> Setup {
    Setup::new(Config::new(RuleSet::Serbian, 2))
}

pub fn twist(rules: RuleSet, players: usize) -> Setup {
    Setup::new(Config::new(rules, players).with_twist(true))
}

/// The legal actions as text, sorted, for exact comparisons.
pub fn legal(game: &Game) -> Vec<String> {
    let mut list: Vec<String> = game.legal_actions().iter().map(Action::to_string).collect();
    list.sort();
    list
}

pub fn sorted(list: &[&str]) -> Vec<String> {
    let mut list: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    list.sort();
    list
}

/// Applies an action given as text; panics with the reason if refused.
pub fn play(game: &mut Game, text: &str) -> Outcome {
    let action: Action = text
        .parse()
        .unwrap_or_else(|e| panic!("{text:?} does not parse: {e}"));
    game.apply(action)
        .unwrap_or_else(|e| panic!("{text:?} refused: {e}"))
}

/// Applies an action given as text, expecting a refusal; checks nothing changed and
/// returns the reason.
pub fn refuse(game: &mut Game, text: &str) -> String {
    let action: Action = text
        .parse()
        .unwrap_or_else(|e| panic!("{text:?} does not parse: {e}"));
    let before = game.to_json();
    let err = game
        .apply(action)
        .expect_err(&format!("{text:?} was accepted"));
    assert_eq!(
        game.to_json(),
        before,
        "refusing {text:?} changed the state"
    );
    err.to_string()
}

pub fn hand(game: &Game, player: usize) -> String {
    game.hand(player)
        .iter()
        .map(|c| format!("{c:#}"))
        .collect::<Vec<_>>()
        .join(" ")
}

pub fn total_cards(game: &Game) -> usize {
    (0..game.players())
        .map(|p| game.hand(p).len())
        .sum::<usize>()
        + game.stock_len()
        + game.discard().len()
}

/// The cards of the deck not in `placed` (deck order), to fill a pile with.
pub fn rest_of_deck(placed: &[&[Card]]) -> Vec<Card> {
    let mut left = cards::standard_deck();
    for card in placed.iter().flat_map(|cards| cards.iter()) {
        if let Some(at) = left.iter().position(|c| c == card) {
            left.remove(at);
        }
    }
    left
}

/// Asserts that `game` is exactly the position `expected` sets up (the action counter
/// aside), showing both as JSON when not.
pub fn assert_position(game: &Game, expected: Setup) {
    let expected = expected
        .build()
        .unwrap_or_else(|e| panic!("the expected position is invalid: {e}"));
    let mut got = serde_json::to_value(game).unwrap();
    let mut want = serde_json::to_value(&expected).unwrap();
    got["actions"] = 0.into();
    want["actions"] = 0.into();
    assert!(
        got == want,
        "position differs\n--- got ---\n{}\n--- expected ---\n{}",
        serde_json::to_string_pretty(&got).unwrap(),
        serde_json::to_string_pretty(&want).unwrap()
    );
}

/// Any setup a rule set allows: its player counts, the twist where it is played.
pub fn any_config() -> impl Strategy<Value = Config> {
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
