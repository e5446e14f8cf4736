//! Building positions for tests from short card lists.
#![allow(dead_code)]

use cards::{Card, standard_deck};
use klondike::{Klondike, Move};

fn cards(list: &str) -> Vec<Card> {
    list.split_whitespace()
        .map(|code| code.parse().expect("a card code"))
        .collect()
}

fn json_list(cards: &[Card]) -> String {
    let items: Vec<String> = cards.iter().map(|c| format!("\"{}\"", c.code())).collect();
    format!("[{}]", items.join(", "))
}

/// A position: `columns` as `"QC | TH 9C"` (face down | face up) or just `"8S 7D"` (all
/// face up). Cards not named go to U, or, when `stock` is given, under V.
pub fn game(
    stock: Option<&str>,
    waste: &str,
    foundations: [&str; 4],
    columns: [&str; 7],
) -> Klondike {
    let mut named: Vec<Card> = Vec::new();
    let foundations: Vec<Vec<Card>> = foundations.iter().map(|f| cards(f)).collect();
    let columns: Vec<(Vec<Card>, Vec<Card>)> = columns
        .iter()
        .map(|c| match c.split_once('|') {
            Some((down, up)) => (cards(down), cards(up)),
            None => (Vec::new(), cards(c)),
        })
        .collect();
    let mut waste = cards(waste);
    let stock_given = stock.map(cards);
    named.extend(waste.iter());
    named.extend(foundations.iter().flatten());
    for (down, up) in &columns {
        named.extend(down.iter().chain(up));
    }
    if let Some(stock) = &stock_given {
        named.extend(stock);
    }
    let rest: Vec<Card> = standard_deck()
        .into_iter()
        .filter(|c| !named.contains(c))
        .collect();
    let stock = match stock_given {
        Some(stock) => {
            let mut under = rest;
            under.append(&mut waste);
            waste = under;
            stock
        }
        None => rest,
    };
    let foundation_text: Vec<String> = foundations.iter().map(|f| json_list(f)).collect();
    let column_text: Vec<String> = columns
        .iter()
        .map(|(down, up)| {
            format!(
                "{{\"down\": {}, \"up\": {}}}",
                json_list(down),
                json_list(up)
            )
        })
        .collect();
    let json = format!(
        "{{\"stock\": {}, \"waste\": {}, \"foundations\": [{}], \"tableau\": [{}]}}",
        json_list(&stock),
        json_list(&waste),
        foundation_text.join(", "),
        column_text.join(", ")
    );
    Klondike::from_json(&json).unwrap_or_else(|err| panic!("bad test position: {err}\n{json}"))
}

pub fn mv(text: &str) -> Move {
    text.parse().expect("a move")
}

/// Every card up but K♣, which lies alone in column A: U and V are empty.
pub fn one_card_from_won() -> Klondike {
    game(
        Some(""),
        "",
        [
            "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS",
            "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH",
            "AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD",
            "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC",
        ],
        ["KC", "", "", "", "", "", ""],
    )
}

/// The rules page's example position.
pub fn rules_example() -> Klondike {
    Klondike::from_json(include_str!("../positions/rules_example.json")).expect("example loads")
}

/// A state's serialized form, to compare states byte for byte.
pub fn snapshot(game: &Klondike) -> String {
    serde_json::to_string(game).expect("serializes")
}
