//! What the player sees, and the seed's text layout of it.

use cards::{Card, Rank, Suit};
use serde::Serialize;

use crate::lang::Lang;
use crate::state::Draw;

/// A column as the player sees it: how many cards are face down, and the face-up run.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct ColumnView {
    pub down: usize,
    pub up: Vec<Card>,
}

/// The player's view of a game: the face-down cards are only counted.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct View {
    pub draw: Draw,
    /// Cards in U.
    pub stock: usize,
    /// V, bottom to top.
    pub waste: Vec<Card>,
    /// W–Z, each bottom to top.
    pub foundations: [Vec<Card>; 4],
    /// A–G.
    pub columns: [ColumnView; 7],
    pub moves: u32,
}

/// How cards are written: the suit symbols, or letters for terminals without them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Style {
    pub lang: Lang,
    /// Suits as letters: English `S H D C`, Czech `P S K +` (the course's fallback).
    pub ascii: bool,
}

impl Style {
    pub fn new(lang: Lang, ascii: bool) -> Style {
        Style { lang, ascii }
    }

    /// The character a suit is written with.
    pub fn suit(self, suit: Suit) -> char {
        match (self.ascii, self.lang) {
            (false, _) => suit.symbol(),
            (true, Lang::En) => suit.letter(),
            (true, Lang::Cs) => match suit {
                Suit::Spades => 'P',
                Suit::Hearts => 'S',
                Suit::Diamonds => 'K',
                Suit::Clubs => '+',
            },
        }
    }

    /// A face-up card in its box: red `[5 ♥]`, black `[3♣ ]`, ten as `X`.
    pub fn card(self, card: Card) -> String {
        let (rank, suit) = (rank_char(card.rank), self.suit(card.suit));
        if card.is_red() {
            format!("[{rank} {suit}]")
        } else {
            format!("[{rank}{suit} ]")
        }
    }

    /// A card half covered in the draw-three fan: `[9♠`.
    fn covered(self, card: Card) -> String {
        format!("[{}{}", rank_char(card.rank), self.suit(card.suit))
    }
}

/// One character per rank, as the seed writes it: `A 2 … 9 X J Q K`.
fn rank_char(rank: Rank) -> char {
    match rank {
        Rank::Ten => 'X',
        other => other.char(),
    }
}

pub const FACE_DOWN: &str = "[???]";
pub const EMPTY: &str = "[   ]";

/// Text columns of the piles: six apart, W–Z above D–G.
const PILE_WIDTH: usize = 6;
const TOP_ROW: [usize; 6] = [0, 6, 18, 24, 30, 36];

/// Builds one line from boxes placed at text columns, padding only between them, so a
/// line never ends in spaces and colour codes do not upset the alignment.
struct Line {
    text: String,
    width: usize,
}

impl Line {
    fn new() -> Line {
        Line {
            text: String::new(),
            width: 0,
        }
    }

    /// Puts `plain` (shown as `painted`) at text column `at`.
    fn put(&mut self, at: usize, plain: &str, painted: &str) {
        let pad = at.saturating_sub(self.width);
        self.text.extend(std::iter::repeat_n(' ', pad));
        self.text.push_str(painted);
        self.width += pad + plain.chars().count();
    }
}

impl View {
    /// The layout as the rules page shows it, one `\n` after each line.
    pub fn render(&self, style: Style) -> String {
        self.render_painted(style, &mut |_, text| text.to_string())
    }

    /// The layout with each face-up card's text passed through `paint` (a front end
    /// adds colour there); the plain text decides the alignment.
    pub fn render_painted(
        &self,
        style: Style,
        paint: &mut dyn FnMut(Card, &str) -> String,
    ) -> String {
        let mut card_box = |line: &mut Line, at: usize, card: Card, covered: bool| {
            let plain = if covered {
                style.covered(card)
            } else {
                style.card(card)
            };
            line.put(at, &plain, &paint(card, &plain));
            at + plain.chars().count()
        };
        let mut out = String::new();

        let mut letters = Line::new();
        for (at, letter) in TOP_ROW.into_iter().zip(['U', 'V', 'W', 'X', 'Y', 'Z']) {
            letters.put(at + 2, &letter.to_string(), &letter.to_string());
        }
        out.push_str(&letters.text);
        out.push('\n');

        let mut top = Line::new();
        let stock = if self.stock > 0 { FACE_DOWN } else { EMPTY };
        top.put(TOP_ROW[0], stock, stock);
        // Draw three fans as many cards as one `U` turns.
        let shown = &self.waste[self.waste.len().saturating_sub(self.draw.count())..];
        match shown.split_last() {
            None => top.put(TOP_ROW[1], EMPTY, EMPTY),
            Some((&top_card, below)) => {
                let mut at = TOP_ROW[1];
                for &card in below {
                    at = card_box(&mut top, at, card, true);
                }
                card_box(&mut top, at, top_card, false);
            }
        }
        for (foundation, at) in self.foundations.iter().zip(&TOP_ROW[2..]) {
            match foundation.last() {
                Some(&card) => {
                    card_box(&mut top, *at, card, false);
                }
                None => top.put(*at, EMPTY, EMPTY),
            }
        }
        out.push_str(&top.text);
        out.push_str("\n\n");

        let mut letters = Line::new();
        for (i, letter) in ('A'..='G').enumerate() {
            letters.put(i * PILE_WIDTH + 2, &letter.to_string(), &letter.to_string());
        }
        out.push_str(&letters.text);
        out.push('\n');

        let rows = self
            .columns
            .iter()
            .map(|c| c.down + c.up.len())
            .max()
            .unwrap_or(0);
        for row in 0..rows {
            let mut line = Line::new();
            for (i, column) in self.columns.iter().enumerate() {
                let at = i * PILE_WIDTH;
                if row < column.down {
                    line.put(at, FACE_DOWN, FACE_DOWN);
                } else if let Some(&card) = column.up.get(row - column.down) {
                    card_box(&mut line, at, card, false);
                }
            }
            out.push_str(&line.text);
            out.push('\n');
        }
        out
    }
}
