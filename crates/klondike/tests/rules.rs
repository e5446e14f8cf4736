//! One test (or more) per rule of the rules page; names say which rule.

mod common;

use cards::{Card, seeded, standard_deck};
use common::{game, mv, one_card_from_won, rules_example, snapshot};
use klondike::{ColumnId, Draw, FoundationId, Klondike, Lang, Localized, Move, Outcome, RuleError};

fn card(code: &str) -> Card {
    code.parse().unwrap()
}

fn cards(list: &str) -> Vec<Card> {
    list.split_whitespace().map(card).collect()
}

fn up(game: &Klondike, column: ColumnId) -> Vec<Card> {
    game.column(column).up.as_slice().to_vec()
}

fn down(game: &Klondike, column: ColumnId) -> Vec<Card> {
    game.column(column).down.as_slice().to_vec()
}

fn sorted(mut cards: Vec<Card>) -> Vec<Card> {
    cards.sort();
    cards
}

#[test]
fn rule_deal_columns_get_one_to_seven_cards_only_the_last_face_up_rest_is_stock() {
    for seed in 0..20 {
        let game = Klondike::deal(&mut seeded(seed), Draw::One);
        for (i, id) in ColumnId::ALL.into_iter().enumerate() {
            assert_eq!(down(&game, id).len(), i, "column {id}");
            assert_eq!(up(&game, id).len(), 1, "column {id}");
        }
        assert_eq!(game.stock().len(), 52 - 28);
        assert!(game.waste().is_empty());
        assert!(
            FoundationId::ALL
                .iter()
                .all(|f| game.foundation(*f).is_empty())
        );
        assert_eq!(sorted(game.all_cards()), standard_deck());
        assert_eq!(game.moves(), 0);
    }
}

#[test]
fn rule_deal_is_reproducible_from_the_seed() {
    let a = Klondike::deal(&mut seeded(7), Draw::One);
    let b = Klondike::deal(&mut seeded(7), Draw::One);
    let c = Klondike::deal(&mut seeded(8), Draw::One);
    assert_eq!(a, b);
    assert_ne!(a, c);
}

#[test]
fn rule_u_turns_the_top_card_of_u_onto_v() {
    let mut g = game(
        Some("2S 3S 4S"),
        "",
        ["", "*", "*", "*"],
        ["", "", "", "", "", "", ""],
    );
    let waste_before = g.waste().to_vec();
    assert_eq!(g.apply(Move::Turn), Ok(Outcome::default()));
    assert_eq!(g.stock(), cards("2S 3S").as_slice());
    assert_eq!(g.waste().last(), Some(&card("4S")));
    assert_eq!(g.waste().len(), waste_before.len() + 1);
    assert_eq!(g.moves(), 1);
}

#[test]
fn rule_u_on_an_empty_u_turns_v_back_over_so_the_next_u_shows_the_same_first_card() {
    let mut g = game(None, "", ["", "*", "*", "*"], ["", "", "", "", "", "", ""]);
    let stock_before = g.stock().to_vec();
    let count = stock_before.len();
    let mut turned = Vec::new();
    for _ in 0..count {
        g.apply(Move::Turn).unwrap();
        turned.push(*g.waste().last().unwrap());
    }
    assert!(g.stock().is_empty());
    let outcome = g.apply(Move::Turn).unwrap();
    assert!(outcome.refilled);
    assert!(g.waste().is_empty());
    assert_eq!(g.stock(), stock_before.as_slice());
    g.apply(Move::Turn).unwrap();
    assert_eq!(g.waste().last(), Some(&turned[0]));
}

#[test]
fn rule_u_with_u_and_v_both_empty_changes_nothing_and_says_so() {
    // Every card but K♣ is up, and K♣ is in column A: U and V are empty.
    let position = one_card_from_won();
    assert!(position.stock().is_empty() && position.waste().is_empty());
    let mut g = position.clone();
    assert_eq!(g.apply(Move::Turn), Err(RuleError::NothingToTurn));
    assert_eq!(g, position);
    assert!(!g.legal_actions().contains(&Move::Turn));
}

#[test]
fn rule_a_column_card_goes_to_a_foundation() {
    let mut g = game(
        None,
        "",
        ["", "*", "*", "*"],
        ["AS", "2H | 5C", "", "", "", "", "KH"],
    );
    g.apply(mv("AW")).unwrap();
    assert_eq!(g.foundation(FoundationId::W), cards("AS").as_slice());
    assert!(g.column(ColumnId::A).is_empty());
}

#[test]
fn rule_the_top_card_of_v_goes_to_a_foundation_or_a_column() {
    let mut g = game(
        None,
        "7D AH",
        ["*", "", "*", "*"],
        ["8S", "", "", "", "", "", "KH"],
    );
    g.apply(mv("VX")).unwrap();
    assert_eq!(g.foundation(FoundationId::X), cards("AH").as_slice());
    g.apply(mv("VA")).unwrap();
    assert_eq!(up(&g, ColumnId::A), cards("8S 7D"));
    assert!(g.waste().is_empty());
}

#[test]
fn rule_the_last_n_face_up_cards_of_a_column_move_to_another_column() {
    let mut g = game(
        None,
        "",
        ["*", "*", "*", "*"],
        ["", "4C | QD", "2D | KS QH JC TD", "", "", "", ""],
    );
    assert_eq!(g.check(mv("C3B")), Err(RuleError::Descending));
    assert_eq!(g.check(mv("CB")), Err(RuleError::Descending));
    g.apply(mv("C2B")).unwrap();
    assert_eq!(up(&g, ColumnId::B), cards("QD JC TD"));
    assert_eq!(down(&g, ColumnId::B), cards("4C"));
    assert_eq!(up(&g, ColumnId::C), cards("KS QH"));
    assert_eq!(down(&g, ColumnId::C), cards("2D"));
}

#[test]
fn rule_multi_card_moves_keep_the_order_of_the_moved_cards() {
    let mut g = game(
        None,
        "",
        ["*", "*", "*", "*"],
        ["", "KS QH JC TD 9C", "", "", "", "", ""],
    );
    g.apply(mv("B5A")).unwrap();
    assert_eq!(up(&g, ColumnId::A), cards("KS QH JC TD 9C"));
    assert!(g.column(ColumnId::B).is_empty());
}

#[test]
fn rule_foundations_only_an_ace_goes_on_an_empty_foundation() {
    let g = game(
        None,
        "2S",
        ["", "*", "*", ""],
        ["AH", "", "", "", "", "", "KH"],
    );
    assert_eq!(g.check(mv("VW")), Err(RuleError::AceOnly));
    assert_eq!(g.check(mv("AW")), Ok(()));
    assert_eq!(g.check(mv("AZ")), Ok(()));
}

#[test]
fn rule_foundations_same_suit_one_rank_higher_each_time() {
    let g = game(
        None,
        "3S",
        ["AS", "AH 2H", "*", "*"],
        ["2S", "2D", "3H", "", "", "", "KH"],
    );
    assert_eq!(g.check(mv("AW")), Ok(()));
    assert_eq!(g.check(mv("BW")), Err(RuleError::OneSuit));
    assert_eq!(g.check(mv("VW")), Err(RuleError::FoundationOrder));
    assert_eq!(g.check(mv("CX")), Ok(()));
    assert_eq!(g.check(mv("CW")), Err(RuleError::OneSuit));
    assert_eq!(g.check(mv("AX")), Err(RuleError::OneSuit));
}

#[test]
fn rule_foundations_one_card_at_a_time() {
    let g = game(
        None,
        "",
        ["AS", "*", "*", "*"],
        ["3H 2S", "", "", "", "", "", ""],
    );
    assert_eq!(g.check(mv("A2W")), Err(RuleError::OneCardToFoundation));
    assert_eq!(g.check(mv("AW")), Ok(()));
}

#[test]
fn rule_columns_only_a_sequence_starting_with_a_king_goes_to_an_empty_column() {
    let g = game(
        None,
        "QD",
        ["*", "*", "*", "*"],
        ["", "5C | KH QS", "3D | QH JS", "", "", "", ""],
    );
    assert_eq!(g.check(mv("B2A")), Ok(()));
    assert_eq!(g.check(mv("BA")), Err(RuleError::KingOnly));
    assert_eq!(g.check(mv("C2A")), Err(RuleError::KingOnly));
    assert_eq!(g.check(mv("VA")), Err(RuleError::KingOnly));
    let mut moved = g.clone();
    moved.apply(mv("B2A")).unwrap();
    assert_eq!(up(&moved, ColumnId::A), cards("KH QS"));
    assert_eq!(up(&moved, ColumnId::B), cards("5C"));
}

#[test]
fn rule_columns_moved_cards_must_form_a_sequence_with_the_last_card() {
    let g = game(
        None,
        "",
        ["*", "*", "*", "*"],
        ["9H", "8C", "8D", "7S", "TS", "9S", ""],
    );
    assert_eq!(g.check(mv("BA")), Ok(()));
    assert_eq!(g.check(mv("CA")), Err(RuleError::AlternateColours));
    assert_eq!(g.check(mv("DA")), Err(RuleError::Descending));
    assert_eq!(g.check(mv("AE")), Ok(()));
    assert_eq!(g.check(mv("FE")), Err(RuleError::AlternateColours));
    assert_eq!(g.check(mv("EA")), Err(RuleError::Descending));
}

#[test]
fn rule_sequence_each_card_one_rank_lower_and_colours_alternating() {
    // Red on black, black on red, one rank lower: the only fits for 6♥ are 7♠ and 7♣.
    let g = game(
        None,
        "6H",
        ["", "", "", ""],
        ["7S", "7C", "7D", "7H", "8S", "5S", "6S"],
    );
    let column_targets: Vec<String> = g
        .legal_actions()
        .into_iter()
        .filter(|m| {
            matches!(
                m,
                Move::Shift {
                    from: klondike::Source::Waste,
                    ..
                }
            )
        })
        .map(|m| m.to_string())
        .collect();
    assert_eq!(column_targets, ["VA", "VB"]);
}

#[test]
fn rule_when_a_move_leaves_a_face_down_card_at_the_end_it_is_turned_face_up() {
    let mut g = game(
        None,
        "",
        ["*", "*", "*", "*"],
        ["9H", "", "3D 4C | 8C", "", "", "", ""],
    );
    let outcome = g.apply(mv("CA")).unwrap();
    assert_eq!(outcome.turned_up, Some(card("4C")));
    assert_eq!(down(&g, ColumnId::C), cards("3D"));
    assert_eq!(up(&g, ColumnId::C), cards("4C"));
    assert_eq!(up(&g, ColumnId::A), cards("9H 8C"));
    let mut g = game(
        None,
        "",
        ["AS", "*", "*", "*"],
        ["2S", "", "", "", "", "", ""],
    );
    assert_eq!(g.apply(mv("AW")).unwrap().turned_up, None);
}

#[test]
fn rule_the_game_is_won_when_all_52_cards_are_on_the_foundations() {
    let mut g = one_card_from_won();
    assert!(!g.is_won());
    assert_eq!(g.current_player(), Some(0));
    let outcome = g.apply(mv("AZ")).unwrap();
    assert!(outcome.won);
    assert!(g.is_won());
    assert!(g.is_over());
    assert_eq!(g.current_player(), None);
    assert!(g.legal_actions().is_empty());
}

#[test]
fn rule_draw_three_turns_three_cards_and_the_last_turned_is_on_top() {
    let mut g = game(
        Some("2S 3S 4S 5S"),
        "",
        ["", "*", "*", "*"],
        ["", "", "", "", "", "", ""],
    );
    g.set_draw(Draw::Three);
    let under = g.waste().len();
    g.apply(Move::Turn).unwrap();
    assert_eq!(g.stock(), cards("2S").as_slice());
    assert_eq!(&g.waste()[under..], cards("5S 4S 3S").as_slice());
    // Fewer than three left: U turns what there is.
    g.apply(Move::Turn).unwrap();
    assert!(g.stock().is_empty());
    assert_eq!(g.waste().last(), Some(&card("2S")));
}

#[test]
fn rule_draw_three_refill_restores_the_order() {
    let mut g = game(None, "", ["", "*", "*", "*"], ["", "", "", "", "", "", ""]);
    g.set_draw(Draw::Three);
    let first_tops: Vec<Card> = (0..3)
        .map(|_| {
            g.apply(Move::Turn).unwrap();
            *g.waste().last().unwrap()
        })
        .collect();
    while !g.stock().is_empty() {
        g.apply(Move::Turn).unwrap();
    }
    assert!(g.apply(Move::Turn).unwrap().refilled);
    let again: Vec<Card> = (0..3)
        .map(|_| {
            g.apply(Move::Turn).unwrap();
            *g.waste().last().unwrap()
        })
        .collect();
    assert_eq!(first_tops, again);
}

#[test]
fn rule_only_the_top_card_of_v_can_be_played_in_draw_three() {
    let mut g = game(None, "", ["", "*", "*", "*"], ["", "", "", "", "", "", ""]);
    g.set_draw(Draw::Three);
    g.apply(Move::Turn).unwrap();
    assert_eq!(g.check(mv("V2A")), Err(RuleError::TooManyFromWaste));
}

#[test]
fn scenario_legal_actions_of_the_rules_page_example() {
    let g = rules_example();
    let listed: Vec<String> = g.legal_actions().iter().map(Move::to_string).collect();
    // J♦ X♠ onto Q♠ (C); 3♦ onto 4♣ (E) or up to Y; 9♠ (V) fits only the covered X♥.
    assert_eq!(listed, ["U", "D2C", "FE", "FY"]);
}

#[test]
fn scenario_exact_state_after_a_move_in_the_rules_page_example() {
    let mut g = rules_example();
    let before = g.clone();
    g.apply(mv("D2C")).unwrap();
    assert_eq!(up(&g, ColumnId::C), cards("KH QS JD TS"));
    assert_eq!(down(&g, ColumnId::D), cards("2S 9D"));
    assert_eq!(up(&g, ColumnId::D), cards("KC"));
    for id in [
        ColumnId::A,
        ColumnId::B,
        ColumnId::E,
        ColumnId::F,
        ColumnId::G,
    ] {
        assert_eq!(g.column(id), before.column(id));
    }
    assert_eq!(g.stock(), before.stock());
    assert_eq!(g.waste(), before.waste());
    assert_eq!(g.moves(), 1);
}

#[test]
fn rule_a_refused_move_changes_nothing() {
    let g = rules_example();
    for text in [
        "AB", "VW", "G2A", "B4A", "A3B", "VZ", "EZ", "BE", "V2A", "AA",
    ] {
        let mut tried = g.clone();
        assert!(tried.apply(mv(text)).is_err(), "{text}");
        assert_eq!(snapshot(&tried), snapshot(&g), "{text}");
    }
}

#[test]
fn rule_a_count_below_one_is_refused_when_a_move_is_built_in_code() {
    // Typed, `E0G` is not understood; a move made in code with no cards must be refused
    // too, not moved as nothing (to a column) or read past the pile (to a foundation).
    let g = rules_example();
    for from in klondike::Source::ALL {
        for to in klondike::Target::ALL {
            let mut tried = g.clone();
            let mv = Move::Shift { from, count: 0, to };
            assert_eq!(tried.apply(mv), Err(RuleError::NoCards), "{mv}");
            assert_eq!(snapshot(&tried), snapshot(&g), "{mv}");
        }
    }
    assert_eq!(
        RuleError::NoCards.message(Lang::En),
        "A move takes at least one card!"
    );
    assert_eq!(
        RuleError::NoCards.message(Lang::Cs),
        "Tah musí přesunout aspoň jednu kartu!"
    );
}

#[test]
fn auto_moves_every_card_that_can_safely_go_up() {
    let mut g = game(
        None,
        "2S",
        ["AS", "AH", "", ""],
        ["AD", "3S", "2H", "AC", "2D", "3H", "2C"],
    );
    let made: Vec<String> = g.auto().iter().map(Move::to_string).collect();
    // 3♠ and 3♥ wait: the black threes and red twos are not all up yet when they are
    // looked at, but after the twos and aces go up the threes become safe too.
    assert_eq!(made, ["AY", "CX", "DZ", "EY", "GZ", "VW", "BW", "FX"]);
    assert!(g.auto().is_empty());
}

#[test]
fn auto_keeps_a_card_that_a_lower_card_of_the_other_colour_may_still_need() {
    // 3♥ could still be needed to hold 2♠ or 2♣, which are not up yet.
    let mut g = game(
        None,
        "",
        ["AS", "AH 2H", "AC", "*"],
        ["3H", "", "", "", "", "QC", "KS"],
    );
    assert_eq!(g.safe_move_up(), None);
    assert!(g.auto().is_empty());
    assert_eq!(g.check(mv("AX")), Ok(()));
}

#[test]
fn finish_plays_the_game_out_when_every_card_is_face_up() {
    let g = game(
        Some(""),
        "",
        [
            "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS",
            "AH 2H 3H 4H 5H 6H 7H 8H 9H",
            "AD",
            "AC 2C",
        ],
        [
            "KH QC JH TC",
            "KC QD JC TD 9C 8D 7C 6D 5C 4D 3C",
            "KD",
            "",
            "",
            "",
            "",
        ],
    );
    assert!(g.can_finish());
    let mut finished = g.clone();
    let moves = finished.finish().unwrap();
    assert!(finished.is_won());
    assert_eq!(finished.moves(), g.moves() + moves.len() as u32);
}

#[test]
fn finish_is_not_offered_while_cards_are_face_down_or_in_u() {
    assert!(!rules_example().can_finish());
    let g = game(None, "", ["", "*", "*", "*"], ["", "", "", "", "", "", ""]);
    assert!(!g.can_finish());
    assert_eq!(g.clone().finish(), None);
}
