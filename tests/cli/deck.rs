//! `karty deck show|shuffle|draw|peek`.

use predicates::prelude::*;

use crate::{karty, stdout_of};

/// Seed 7's shuffle of one pack, top card first, as committed: a change of generator or
/// shuffling algorithm must fail here.
const SEED_7_TOP_FIRST: &str = "\
QC 6C 5H 7D 7S 6D 7H KD 10S JC 10C 7C JH
QS 9D JS 9C 8C 4H AH 6S 2C 4D QD AS AC
8H 8S 5C 6H 10D KC 4C QH 5D 8D 2H 3S 3C
KH AD 9H 2D 3D 5S 3H KS 10H 4S 2S JD 9S
";

#[test]
fn show_prints_a_new_deck_top_card_first() {
    let out = stdout_of(karty().args(["deck", "show", "--ascii"]));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4);
    assert_eq!(lines[0], "2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS");
    assert_eq!(lines[3], "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC");
}

#[test]
fn show_uses_suit_symbols_without_ascii() {
    let out = stdout_of(karty().args(["deck", "show"]));
    assert!(out.starts_with("2♠ 3♠"), "{out}");
    assert!(out.contains("10♥"), "{out}");
}

#[test]
fn two_packs_hold_104_cards() {
    let out = stdout_of(karty().args(["deck", "show", "--decks", "2", "--ascii"]));
    assert_eq!(out.split_whitespace().count(), 104);
    assert_eq!(out.lines().count(), 8);
}

#[test]
fn shuffle_with_a_seed_is_repeatable_and_a_permutation() {
    let first = stdout_of(karty().args(["deck", "shuffle", "--seed", "7", "--ascii"]));
    let second = stdout_of(karty().args(["--seed", "7", "deck", "shuffle", "--ascii"]));
    assert_eq!(first, second);
    let mut cards: Vec<&str> = first.split_whitespace().collect();
    assert_eq!(cards.len(), 52);
    cards.sort_unstable();
    cards.dedup();
    assert_eq!(cards.len(), 52);
    let other = stdout_of(karty().args(["deck", "shuffle", "--seed", "8", "--ascii"]));
    assert_ne!(first, other);
}

#[test]
fn shuffle_seed_7_gives_the_golden_order() {
    let out = stdout_of(karty().args(["deck", "shuffle", "--seed", "7", "--ascii"]));
    assert_eq!(out, SEED_7_TOP_FIRST);
}

#[test]
fn shuffle_without_a_seed_prints_the_seed_on_stderr_and_it_replays() {
    let output = karty()
        .args(["deck", "shuffle", "--ascii"])
        .output()
        .unwrap();
    assert!(output.status.success());
    let stderr = String::from_utf8(output.stderr).unwrap();
    let seed = stderr
        .split_whitespace()
        .skip_while(|w| *w != "--seed")
        .nth(1)
        .expect("the seed is announced")
        .trim_end_matches(')');
    let replay = stdout_of(karty().args(["deck", "shuffle", "--ascii", "--seed", seed]));
    assert_eq!(String::from_utf8(output.stdout).unwrap(), replay);
}

#[test]
fn draw_takes_cards_from_the_top_of_the_shuffled_deck() {
    let shuffled = stdout_of(karty().args(["deck", "shuffle", "--seed", "7", "--ascii"]));
    let top3: Vec<&str> = shuffled.split_whitespace().take(3).collect();
    karty()
        .args(["deck", "draw", "3", "--seed", "7", "--ascii"])
        .assert()
        .success()
        .stdout(format!("{}\n", top3.join(" ")))
        .stderr(predicate::str::contains("49 cards left"));
}

#[test]
fn draw_defaults_to_one_card() {
    let out = stdout_of(karty().args(["deck", "draw", "--seed", "7", "--ascii"]));
    assert_eq!(out, "QC\n");
}

#[test]
fn drawing_more_than_the_deck_holds_is_refused_clearly() {
    karty()
        .args(["deck", "draw", "999", "--seed", "1"])
        .assert()
        .code(1)
        .stdout("")
        .stderr(predicate::str::contains(
            "cannot draw 999: the deck holds only 52 cards",
        ));
    karty()
        .args(["deck", "draw", "104", "--decks", "2", "--seed", "1"])
        .assert()
        .success();
}

#[test]
fn peek_shows_the_top_card() {
    let out = stdout_of(karty().args(["deck", "peek", "--seed", "7", "--ascii"]));
    assert_eq!(out, "QC\n");
}

#[test]
fn colour_always_paints_cards_even_into_a_pipe() {
    let output = karty()
        .env_remove("NO_COLOR")
        .args(["deck", "peek", "--seed", "7", "--color", "always"])
        .output()
        .unwrap();
    let out = String::from_utf8(output.stdout).unwrap();
    assert!(out.contains("\u{1b}["), "{out:?}");
    let plain = stdout_of(karty().args(["deck", "peek", "--seed", "7", "--color", "never"]));
    assert!(!plain.contains('\u{1b}'));
}

#[test]
fn four_colour_paints_diamonds_blue_and_clubs_green() {
    let painted = |extra: &[&str]| {
        stdout_of(
            karty()
                .args(["--color", "always", "deck", "show"])
                .args(extra),
        )
    };
    let two = painted(&[]);
    let four = painted(&["--four-colour"]);
    let red = "\u{1b}[31m";
    let (blue, green) = ("\u{1b}[34m", "\u{1b}[32m");
    // Two colours: diamonds red as hearts, nothing blue or green.
    assert!(two.contains(&format!("{red}2♦")), "{two}");
    assert!(!two.contains(blue) && !two.contains(green), "{two}");
    // Four: hearts still red, diamonds blue, clubs green, spades as before.
    assert!(four.contains(&format!("{red}2♥")), "{four}");
    assert!(four.contains(&format!("{blue}2♦")), "{four}");
    assert!(four.contains(&format!("{green}2♣")), "{four}");
    assert!(!four.contains(&format!("{red}2♦")), "{four}");
}
