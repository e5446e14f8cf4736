//! The text layout, byte for byte as the rules page shows it.

mod common;

use common::{game, mv, rules_example};
use klondike::{Draw, Lang, Style};

/// The block from the rules page's Layout section, unchanged (`show --load` of the
/// example file must print it too).
const RULES_PAGE_BLOCK: &str = include_str!("positions/rules_example_layout.txt");

fn plain() -> Style {
    Style::new(Lang::En, false)
}

#[test]
fn layout_of_the_rules_page_example_is_byte_for_byte_the_pages_block() {
    assert_eq!(rules_example().view().render(plain()), RULES_PAGE_BLOCK);
    // The layout does not depend on the language when suits are symbols.
    assert_eq!(
        rules_example().view().render(Style::new(Lang::Cs, false)),
        RULES_PAGE_BLOCK
    );
}

#[test]
fn layout_lines_never_end_in_spaces() {
    let text = rules_example().view().render(plain());
    for line in text.lines() {
        assert_eq!(line, line.trim_end(), "{line:?}");
    }
}

#[test]
fn layout_red_cards_have_the_space_before_the_suit_black_after_ten_is_x() {
    let style = plain();
    let card = |code: &str| style.card(code.parse().unwrap());
    assert_eq!(card("5H"), "[5 ♥]");
    assert_eq!(card("JD"), "[J ♦]");
    assert_eq!(card("3C"), "[3♣ ]");
    assert_eq!(card("QS"), "[Q♠ ]");
    assert_eq!(card("TH"), "[X ♥]");
    assert_eq!(card("10C"), "[X♣ ]");
    assert_eq!(card("AS"), "[A♠ ]");
}

#[test]
fn layout_ascii_suits_are_s_h_d_c_in_english_and_p_s_k_plus_in_czech() {
    let en = Style::new(Lang::En, true);
    let cs = Style::new(Lang::Cs, true);
    let card = |style: Style, code: &str| style.card(code.parse().unwrap());
    assert_eq!(card(en, "TH"), "[X H]");
    assert_eq!(card(en, "3C"), "[3C ]");
    assert_eq!(card(en, "QS"), "[QS ]");
    assert_eq!(card(en, "4D"), "[4 D]");
    // The course's own examples: `[X S]`, `[3+ ]`.
    assert_eq!(card(cs, "TH"), "[X S]");
    assert_eq!(card(cs, "3C"), "[3+ ]");
    assert_eq!(card(cs, "QS"), "[QP ]");
    assert_eq!(card(cs, "4D"), "[4 K]");
    let text = rules_example().view().render(cs);
    assert!(
        text.contains("[???] [9P ]       [AP ] [2+ ] [2 K] [   ]"),
        "{text}"
    );
}

#[test]
fn layout_finished_columns_leave_six_spaces_and_empty_columns_show_nothing() {
    let position = game(
        None,
        "",
        ["*", "*", "*", "*"],
        ["", "QC | TH", "", "KS QH", "", "", "9D"],
    );
    let text = position.view().render(plain());
    let expected = "  U     V           W     X     Y     Z
[???] [   ]       [Q♠ ] [J♣ ] [9 ♥] [8 ♦]

  A     B     C     D     E     F     G
      [???]       [K♠ ]             [9 ♦]
      [X ♥]       [Q ♥]
";
    assert_eq!(text, expected);
}

#[test]
fn layout_with_every_column_empty_ends_after_the_letters() {
    let position = game(None, "", ["*", "*", "*", ""], ["", "", "", "", "", "", ""]);
    let text = position.view().render(plain());
    assert!(
        text.ends_with("  A     B     C     D     E     F     G\n"),
        "{text}"
    );
    assert_eq!(text.lines().count(), 4);
}

#[test]
fn layout_empty_stock_and_waste_are_empty_boxes() {
    let position = game(
        Some(""),
        "",
        ["", "*", "*", "*"],
        ["8S", "", "", "", "", "", ""],
    );
    // With the stock given empty, the spades other than 8♠ lie in V.
    let text = position.view().render(plain());
    let top = text.lines().nth(1).unwrap();
    assert!(top.starts_with("[   ] ["), "{top}");
    let position = game(
        None,
        "",
        ["", "*", "*", "*"],
        ["8S", "", "", "", "", "", ""],
    );
    let text = position.view().render(plain());
    assert!(text.lines().nth(1).unwrap().starts_with("[???] [   ]"));
}

#[test]
fn layout_draw_three_fans_the_top_three_waste_cards_on_the_v_row() {
    let top_row =
        |g: &klondike::Klondike| g.view().render(plain()).lines().nth(1).unwrap().to_string();
    let mut position = game(
        Some("9H 2S 3H 4S 5H"),
        "",
        ["*", "", "*", "*"],
        ["8S", "", "", "", "", "", ""],
    );
    position.set_draw(Draw::Three);
    position.apply(mv("U")).unwrap();
    // 5♥, 4♠, 3♥ turned in that order: 3♥ is on top, whole; the two under it peek out,
    // and W still starts at text column 18.
    assert_eq!(
        top_row(&position),
        "[???] [5♥[4♠[3 ♥] [K♣ ] [   ] [K ♦] [2 ♥]"
    );

    let mut two = game(
        None,
        "2S 3H",
        ["", "*", "*", "*"],
        ["", "", "", "", "", "", ""],
    );
    two.set_draw(Draw::Three);
    assert_eq!(top_row(&two), "[???] [2♠[3 ♥]    [   ] [K♣ ] [K ♦] [2 ♥]");
    let mut one = game(
        None,
        "3H",
        ["", "*", "*", "*"],
        ["", "", "", "", "", "", ""],
    );
    one.set_draw(Draw::Three);
    assert_eq!(top_row(&one), "[???] [3 ♥]       [   ] [K♣ ] [K ♦] [K♠ ]");
    // Draw one shows only the top card.
    two.set_draw(Draw::One);
    assert_eq!(top_row(&two), "[???] [3 ♥]       [   ] [K♣ ] [K ♦] [2 ♥]");
}

#[test]
fn layout_painting_adds_to_the_cards_but_not_to_the_alignment() {
    let game = rules_example();
    let painted = game.view().render_painted(plain(), &mut |card, text| {
        if card.is_red() {
            format!("<{text}>")
        } else {
            text.to_string()
        }
    });
    let unpainted = painted.replace(['<', '>'], "");
    assert_eq!(unpainted, RULES_PAGE_BLOCK);
    assert!(painted.contains("<[X ♥]>"));
    assert!(painted.contains(" [9♣ ] "));
}
