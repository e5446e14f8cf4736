//! Building positions for tests from short card lists.
#![allow(dead_code)]

use cards::{Card, Rank, Suit, standard_deck};
use klondike::{Klondike, Move};

fn cards(list: &str) -> Vec<Card> {
    list.split_whitespace()
        .map(|code| code.parse().expect("a card code"))
        .collect()
}

fn codes(cards: &[Card]) -> String {
    let items: Vec<String> = cards.iter().map(|c| c.code()).collect();
    items.join(" ")
}

fn json_list(cards: &[Card]) -> String {
    let items: Vec<String> = cards.iter().map(|c| format!("\"{}\"", c.code())).collect();
    format!("[{}]", items.join(", "))
}

/// Cards the deal leaves in U; no play ever adds to U and V together.
const STOCK_AT_DEAL: usize = 24;

/// A position: `columns` as `"QC | TH 9C"` (face down | face up) or just `"8S 7D"` (all
/// face up). A foundation written `*` takes the longest run from the ace of cards not
/// named. The other cards not named go to U, or, when `stock` is given, under V, as many
/// as U and V may hold (24), so that the position is one play can reach; the rest lie
/// face down at the bottom of the columns that have a face-up card (from G leftwards,
/// no more than the deal puts there).
pub fn game(
    stock: Option<&str>,
    waste: &str,
    foundations: [&str; 4],
    columns: [&str; 7],
) -> Klondike {
    let mut named: Vec<Card> = Vec::new();
    let fill: Vec<bool> = foundations.iter().map(|f| *f == "*").collect();
    let mut foundations: Vec<Vec<Card>> = foundations
        .iter()
        .map(|f| if *f == "*" { Vec::new() } else { cards(f) })
        .collect();
    let mut columns: Vec<(Vec<Card>, Vec<Card>)> = columns
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
    let mut rest: Vec<Card> = standard_deck()
        .into_iter()
        .filter(|c| !named.contains(c))
        .collect();
    for (pile, fill) in foundations.iter_mut().zip(fill) {
        if !fill {
            continue;
        }
        let run = |suit: Suit| {
            (1..=13)
                .filter_map(Rank::from_number)
                .map(|rank| Card::new(rank, suit))
                .take_while(|card| rest.contains(card))
                .collect::<Vec<Card>>()
        };
        if let Some(longest) = Suit::all().map(run).max_by_key(Vec::len) {
            rest.retain(|card| !longest.contains(card));
            *pile = longest;
        }
    }
    let room = STOCK_AT_DEAL.saturating_sub(waste.len() + stock_given.as_ref().map_or(0, Vec::len));
    let mut surplus = rest.split_off(rest.len().min(room));
    for (i, (down, up)) in columns.iter_mut().enumerate().rev() {
        if up.is_empty() {
            continue;
        }
        let take = surplus.len().min(i.saturating_sub(down.len()));
        let mut bottom: Vec<Card> = surplus.drain(..take).collect();
        bottom.append(down);
        *down = bottom;
    }
    assert!(
        surplus.is_empty(),
        "bad test position: U and V cannot hold {}; name where they lie",
        codes(&surplus)
    );
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
