//! The refusal table of the rules page: every message equals its cell in both
//! languages, and where several refusals apply the first in the table's order is given.

mod common;

use common::{game, one_card_from_won, snapshot};
use klondike::{Klondike, Lang, Localized, MoveError};

/// The rules page's table, row by row: (Czech, English).
const TABLE: [(&str, &str); 12] = [
    ("Nerozumím tahu", "I don't understand that move"),
    ("\"{x}\" není číslo", "\"{x}\" is not a number"),
    (
        "Z balíčku V se nedá brát víc karet najednou!",
        "You can take only one card at a time from V!",
    ),
    (
        "Na to není v {X} dost karet!",
        "There are not enough cards in {X} for that!",
    ),
    (
        "Nemůžeš přesouvat karty, které jsou rubem nahoru!",
        "You can't move cards that are face down!",
    ),
    (
        "Do prázdného sloupečku smí jen král!",
        "Only a king can go to an empty column!",
    ),
    (
        "Do cíle se nedá dávat víc karet najednou!",
        "Only one card at a time can go to a foundation!",
    ),
    (
        "Do prázdného cíle smí jen eso!",
        "Only an ace can go to an empty foundation!",
    ),
    (
        "Cílová hromádka musí mít jednu barvu!",
        "A foundation must keep to one suit!",
    ),
    (
        "Do cíle musíš skládat karty postupně od nejnižších!",
        "Foundations are built up one rank at a time from the ace!",
    ),
    (
        "Musíš dělat sestupné postupky!",
        "Sequences must go down one rank at a time!",
    ),
    ("Musíš střídat barvy!", "Colours must alternate!"),
];

/// A position where every refusal can be provoked:
/// V 9♥ (one card); W A♠; X empty; A: 8♠ 7♦; B: ??? 5♣; C empty; D: 9♦; E: Q♥ J♣;
/// F: 8♥ (Y, Z and the cards face down under D–F take what U cannot hold).
fn position() -> Klondike {
    game(
        None,
        "9H",
        ["AS", "", "*", "*"],
        ["8S 7D", "2C | 5C", "", "9D", "QH JC", "8H", ""],
    )
}

/// Tries `typed` on the position; returns the refusal in both languages, after making
/// sure the refusal changed nothing.
fn refusal(typed: &str) -> (String, String) {
    let g = position();
    let mut tried = g.clone();
    let err: MoveError = tried.play(typed).expect_err(typed);
    assert_eq!(snapshot(&tried), snapshot(&g), "{typed} changed the state");
    (err.message(Lang::Cs), err.message(Lang::En))
}

fn row(index: usize, fill: &[(&str, &str)]) -> (String, String) {
    let (mut cs, mut en) = (TABLE[index].0.to_string(), TABLE[index].1.to_string());
    for (key, value) in fill {
        cs = cs.replace(key, value);
        en = en.replace(key, value);
    }
    (cs, en)
}

#[test]
fn refusal_row_1_not_understood() {
    for typed in ["", "hello", "WA", "AV", "E0G", "UU", "Q"] {
        assert_eq!(refusal(typed), row(0, &[]), "{typed:?}");
    }
}

#[test]
fn refusal_row_2_not_a_number_names_the_text() {
    assert_eq!(refusal("AxB"), row(1, &[("{x}", "X")]));
    assert_eq!(refusal("A2.5B"), row(1, &[("{x}", "2.5")]));
}

#[test]
fn refusal_row_3_only_one_card_from_v() {
    assert_eq!(refusal("V2A"), row(2, &[]));
}

#[test]
fn refusal_row_4_not_enough_cards_names_the_pile() {
    assert_eq!(refusal("A3B"), row(3, &[("{X}", "A")]));
    assert_eq!(refusal("CA"), row(3, &[("{X}", "C")]));
}

#[test]
fn refusal_row_4_names_v_when_v_is_empty() {
    let mut g = game(None, "", ["*", "*", "*", ""], ["", "", "", "", "", "", ""]);
    let err = g.play("VA").unwrap_err();
    assert_eq!(err.message(Lang::Cs), "Na to není v V dost karet!");
    assert_eq!(
        err.message(Lang::En),
        "There are not enough cards in V for that!"
    );
}

#[test]
fn refusal_row_5_face_down_cards_cannot_move() {
    assert_eq!(refusal("B2D"), row(4, &[]));
}

#[test]
fn refusal_row_6_only_a_king_to_an_empty_column() {
    assert_eq!(refusal("AC"), row(5, &[]));
    assert_eq!(refusal("VC"), row(5, &[]));
}

#[test]
fn refusal_row_7_one_card_at_a_time_to_a_foundation() {
    assert_eq!(refusal("A2X"), row(6, &[]));
}

#[test]
fn refusal_row_8_only_an_ace_to_an_empty_foundation() {
    assert_eq!(refusal("AX"), row(7, &[]));
}

#[test]
fn refusal_row_9_a_foundation_keeps_one_suit() {
    assert_eq!(refusal("VW"), row(8, &[]));
}

#[test]
fn refusal_row_10_foundations_in_order() {
    let mut g = game(
        None,
        "3S",
        ["AS", "*", "*", "*"],
        ["", "", "", "", "", "", ""],
    );
    let err = g.play("VW").unwrap_err();
    let expected = row(9, &[]);
    assert_eq!((err.message(Lang::Cs), err.message(Lang::En)), expected);
}

#[test]
fn refusal_row_11_sequences_go_down() {
    assert_eq!(refusal("AD"), row(10, &[]));
    assert_eq!(refusal("EA"), row(10, &[]));
}

#[test]
fn refusal_row_12_colours_alternate() {
    assert_eq!(refusal("FD"), row(11, &[]));
}

#[test]
fn refusal_first_applicable_letters_before_the_number() {
    // "x" is not a number, but Q is not a pile: the move is not understood at all.
    assert_eq!(refusal("AxQ"), row(0, &[]));
}

#[test]
fn refusal_first_applicable_v_many_before_not_enough() {
    // V holds one card: taking five is both too many from V and more than V holds.
    assert_eq!(refusal("V5W"), row(2, &[]));
}

#[test]
fn refusal_first_applicable_not_enough_before_face_down() {
    assert_eq!(refusal("B3X"), row(3, &[("{X}", "B")]));
}

#[test]
fn refusal_first_applicable_face_down_before_foundation_and_king() {
    // Two cards of B, one face down, to a foundation (two cards) / an empty column.
    assert_eq!(refusal("B2X"), row(4, &[]));
    assert_eq!(refusal("B2C"), row(4, &[]));
}

#[test]
fn refusal_first_applicable_king_before_sequence() {
    // Q♥ J♣ to the empty C: not a king (and fine as a sequence); 8♠ 7♦ likewise.
    assert_eq!(refusal("E2C"), row(5, &[]));
}

#[test]
fn refusal_first_applicable_one_card_before_ace_only() {
    // Two cards to the empty X: both "one at a time" and "only an ace" apply.
    assert_eq!(refusal("E2X"), row(6, &[]));
}

#[test]
fn refusal_first_applicable_suit_before_order() {
    // 7♦ on A♠: wrong suit and wrong rank.
    assert_eq!(refusal("AW"), row(8, &[]));
}

#[test]
fn refusal_first_applicable_descending_before_colours() {
    // 9♥ on 7♦: neither one lower nor the other colour.
    assert_eq!(refusal("VA"), row(10, &[]));
}

#[test]
fn refusal_u_with_nothing_to_turn_says_so_in_both_languages() {
    let mut g = one_card_from_won();
    let err = g.play("u").unwrap_err();
    assert_eq!(
        err.message(Lang::En),
        "There is nothing to turn: U and V are both empty!"
    );
    assert_eq!(
        err.message(Lang::Cs),
        "Není co otočit: balíčky U i V jsou prázdné!"
    );
}
