//! Position files: reading, writing, and refusing broken files with a message that
//! names the card or the pile at fault.

mod common;

use cards::{Card, seeded};
use common::{mv, rules_example};
use klondike::{ColumnId, Draw, FoundationId, Klondike, Lang, Localized, PositionError};

const EXAMPLE: &str = include_str!("positions/rules_example.json");

fn card(code: &str) -> Card {
    code.parse().unwrap()
}

/// The example file with one piece of text replaced.
fn edited(from: &str, to: &str) -> String {
    assert!(EXAMPLE.contains(from), "{from}");
    EXAMPLE.replacen(from, to, 1)
}

#[test]
fn file_the_issues_format_reads_with_t_and_10_for_ten() {
    let game = rules_example();
    assert_eq!(game.draw(), Draw::One);
    assert_eq!(game.waste(), [card("9S")]);
    assert_eq!(game.foundation(FoundationId::X), [card("AC"), card("2C")]);
    assert_eq!(game.column(ColumnId::B).up.as_slice()[0], card("TH"));
    let with_ten = edited("\"TH\"", "\"10H\"");
    assert_eq!(Klondike::from_json(&with_ten), Ok(game));
}

#[test]
fn file_save_then_load_gives_the_same_state() {
    for seed in 0..10 {
        let mut game = Klondike::deal(&mut seeded(seed), Draw::Three);
        for text in ["U", "U", "U"] {
            game.apply(mv(text)).unwrap();
        }
        let text = game.to_json();
        assert_eq!(Klondike::from_json(&text), Ok(game.clone()), "{text}");
        let via_serde: Klondike =
            serde_json::from_str(&serde_json::to_string(&game).unwrap()).unwrap();
        assert_eq!(via_serde, game);
    }
}

#[test]
fn file_is_written_one_pile_a_line_with_t_for_ten() {
    let text = rules_example().to_json();
    assert!(
        text.starts_with("{\"draw\": 1,\n \"moves\": 0,\n \"stock\": [\"JC\", "),
        "{text}"
    );
    assert!(text.contains("\n \"waste\": [\"9S\"],\n"), "{text}");
    assert!(text.contains("\"foundations\": [[\"AS\"], [\"AC\", \"2C\"], [\"AD\", \"2D\"], []],"));
    assert!(
        text.contains("\n  {\"down\": [\"QC\"], \"up\": [\"TH\", \"9C\", \"8H\"]},\n"),
        "{text}"
    );
    assert_eq!(text.lines().count(), 6 + 7);
    serde_json::from_str::<serde_json::Value>(&text).expect("valid JSON");
}

#[test]
fn file_draw_and_moves_may_be_left_out_and_are_kept_when_given() {
    let three = edited("\"draw\": 1", "\"draw\": 3, \"moves\": 12");
    let game = Klondike::from_json(&three).unwrap();
    assert_eq!(game.draw(), Draw::Three);
    assert_eq!(game.moves(), 12);
    let bare = edited("\"draw\": 1,", "");
    assert_eq!(Klondike::from_json(&bare).unwrap().draw(), Draw::One);
}

#[test]
fn file_a_move_count_at_its_largest_stays_there_as_play_goes_on() {
    let text = edited("\"draw\": 1", "\"draw\": 1, \"moves\": 4294967295");
    let mut game = Klondike::from_json(&text).unwrap();
    assert_eq!(game.moves(), u32::MAX);
    game.apply(mv("U")).unwrap();
    assert_eq!(game.moves(), u32::MAX);
}

fn refused(text: &str) -> PositionError {
    Klondike::from_json(text).expect_err("refused")
}

#[test]
fn file_bad_json_is_refused() {
    let err = refused("{\"draw\": 1,");
    assert!(matches!(err, PositionError::Json(_)));
    assert!(
        err.to_string().starts_with("not a position file: "),
        "{err}"
    );
    assert!(
        err.message(Lang::Cs)
            .starts_with("Soubor není platná pozice: ")
    );
    assert!(matches!(refused(""), PositionError::Json(_)));
    assert!(matches!(refused("[1, 2]"), PositionError::Json(_)));
}

#[test]
fn file_a_missing_field_or_an_unknown_one_is_named() {
    let err = refused(&edited("\"waste\": [\"9S\"],", ""));
    assert!(err.to_string().contains("waste"), "{err}");
    let err = refused(&edited("\"waste\"", "\"wastes\""));
    assert!(err.to_string().contains("wastes"), "{err}");
}

#[test]
fn file_a_card_that_is_not_a_card_is_named() {
    let err = refused(&edited("\"9S\"", "\"1X\""));
    assert!(err.to_string().contains("\"1\" is not a rank"), "{err}");
}

#[test]
fn file_a_missing_card_is_named() {
    let err = refused(&edited("\"JC\", ", ""));
    assert_eq!(err, PositionError::Missing(vec![card("JC")]));
    assert_eq!(err.message(Lang::En), "card JC is missing");
    assert_eq!(err.message(Lang::Cs), "Chybí karta JC");
    let err = refused(&edited("\"JC\", \"4H\", ", ""));
    assert_eq!(err.message(Lang::En), "cards missing: 4H, JC");
}

#[test]
fn file_a_doubled_card_is_named_with_both_piles() {
    // 9♠ in V and again in U (in place of J♣).
    let err = refused(&edited("\"JC\"", "\"9S\""));
    assert_eq!(err.message(Lang::En), "9S is there twice (in U and in V)");
    assert_eq!(err.message(Lang::Cs), "Karta 9S je tam dvakrát (v U a v V)");
    let err = refused(&edited("\"up\": [\"KS\"]", "\"up\": [\"KS\", \"8S\"]"));
    assert_eq!(err.message(Lang::En), "8S is there twice (in A and in G)");
}

#[test]
fn file_foundations_must_be_built_legally() {
    let err = refused(&edited(
        "[\"AS\"], [\"AC\", \"2C\"]",
        "[\"AC\"], [\"AS\", \"2C\"]",
    ));
    assert_eq!(
        err.message(Lang::En),
        "foundation X is not built legally: 2C cannot go on AS"
    );
    let err = refused(&edited("[\"AD\", \"2D\"], []", "[\"AD\"], [\"2D\"]"));
    assert_eq!(
        err.message(Lang::En),
        "foundation Z must start with an ace, not 2D"
    );
    assert_eq!(
        err.message(Lang::Cs),
        "Cílová hromádka Z musí začínat esem, ne 2D"
    );
}

#[test]
fn file_piles_must_be_four_foundations_and_seven_columns() {
    let err = refused(&edited(", []]", "]"));
    assert_eq!(
        err.message(Lang::En),
        "there must be 4 foundations (W, X, Y, Z), not 3"
    );
    let six = EXAMPLE.replacen("\n  {\"down\": [], \"up\": [\"8S\", \"7D\"]},", "", 1);
    let six = six.replacen("\"stock\": [", "\"stock\": [\"8S\", \"7D\", ", 1);
    let err = refused(&six);
    assert_eq!(
        err.message(Lang::En),
        "the tableau must have 7 columns (A–G), not 6"
    );
    assert_eq!(err.message(Lang::Cs), "Sloupečků musí být 7 (A–G), ne 6");
}

#[test]
fn file_draw_must_be_one_or_three() {
    let err = refused(&edited("\"draw\": 1", "\"draw\": 2"));
    assert_eq!(err.message(Lang::En), "draw must be 1 or 3, not 2");
}

#[test]
fn file_columns_must_be_face_up_sequences_under_face_down_cards() {
    let err = refused(&edited("\"up\": [\"KS\"]", "\"up\": []"));
    // K♠ has gone missing too, but the pile problem is only looked at once the cards add up.
    assert_eq!(err, PositionError::Missing(vec![card("KS")]));
    let err = refused(&edited(
        "{\"down\": [\"QH\", \"4D\", \"7S\", \"2H\", \"KD\", \"6C\"], \"up\": [\"KS\"]}",
        "{\"down\": [\"QH\", \"4D\", \"7S\", \"2H\", \"KD\", \"6C\", \"KS\"], \"up\": []}",
    ));
    assert_eq!(
        err.message(Lang::En),
        "column G has face-down cards but no face-up card"
    );
    let err = refused(&edited(
        "\"up\": [\"8S\", \"7D\"]",
        "\"up\": [\"7D\", \"8S\"]",
    ));
    assert_eq!(
        err.message(Lang::En),
        "column A: 8S cannot lie on 7D (face-up cards must form a sequence)"
    );
}

#[test]
fn file_unreachable_face_down_column_holds_no_more_than_the_deal_put_there() {
    // Column A is dealt one card face up and nothing face down.
    let err = refused(&edited(
        "{\"down\": [], \"up\": [\"8S\", \"7D\"]}",
        "{\"down\": [\"8S\"], \"up\": [\"7D\"]}",
    ));
    assert_eq!(
        err.message(Lang::En),
        "column A has more face-down cards (1) than the deal puts there (0); play never adds any"
    );
    assert!(err.message(Lang::Cs).contains("Sloupeček A"), "{err:?}");
}

#[test]
fn stock_and_waste_never_hold_more_than_the_24_cards_the_deal_left() {
    // The example holds 14 cards in U and V; column G's 6 face-down cards and `extra` of
    // column F's 5 join them.
    let with_stock = |draw: &str, extra: usize| {
        let f_down = ["5D", "8C", "AH", "TC", "6S"];
        let (moved, kept) = f_down.split_at(extra);
        let quoted = |cards: &[&str]| {
            let items: Vec<String> = cards.iter().map(|c| format!("\"{c}\"")).collect();
            items.join(", ")
        };
        let text = edited("\"draw\": 1", draw);
        let text = text.replacen("[\"QH\", \"4D\", \"7S\", \"2H\", \"KD\", \"6C\"]", "[]", 1);
        let text = text.replacen(
            &format!("[{}]", quoted(&f_down)),
            &format!("[{}]", quoted(kept)),
            1,
        );
        let added = format!(
            "QH\", \"4D\", \"7S\", \"2H\", \"KD\", \"6C\", {}, \"",
            quoted(moved)
        );
        text.replacen("\"stock\": [\"", &format!("\"stock\": [\"{added}"), 1)
    };
    for draw in ["\"draw\": 1", "\"draw\": 3"] {
        let full = Klondike::from_json(&with_stock(draw, 4)).expect("24 cards in U and V");
        assert_eq!(full.stock().len() + full.waste().len(), 24);
        // No play leads to 25 in either draw: nothing ever goes back to U or V.
        let err = refused(&with_stock(draw, 5));
        assert_eq!(err, PositionError::TooManyInStock(25));
        assert_eq!(
            err.message(Lang::En),
            "U and V hold 25 cards together, more than the 24 the deal leaves there; play never adds any"
        );
        assert!(
            err.message(Lang::Cs)
                .starts_with("U a V mají dohromady 25 karet")
        );
    }
}
