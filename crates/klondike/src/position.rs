//! Position files: a game as JSON, so players can share a position and resume.
//!
//! ```json
//! {"draw": 1,
//!  "moves": 0,
//!  "stock": ["KS", "2H"],
//!  "waste": ["9S"],
//!  "foundations": [["AS"], ["AC", "2C"], ["AD", "2D"], []],
//!  "tableau": [{"down": [], "up": ["8S", "7D"]},
//!   {"down": ["QC"], "up": ["TH"]}]}
//! ```
//! Piles bottom to top; `tableau` holds the seven columns A–G; `draw` (1 or 3) and
//! `moves` may be left out. Cards are written `TH` (and `10H` is read too).

use std::collections::HashMap;
use std::fmt::Write as _;

use cards::{Card, Pile, standard_deck};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use thiserror::Error;

use crate::lang::Localized;
use crate::moves::{ColumnId, FoundationId};
use crate::state::{Column, Draw, Klondike, RuleError, check_foundation, check_sequence};

/// A card written in file notation (`TH`), read in any notation the cards crate knows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Code(Card);

impl Serialize for Code {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0.code())
    }
}

impl<'de> Deserialize<'de> for Code {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Card::deserialize(deserializer).map(Code)
    }
}

fn default_draw() -> u64 {
    1
}

/// The file as written, before its checks.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct PositionFile {
    #[serde(default = "default_draw")]
    draw: u64,
    #[serde(default)]
    moves: u32,
    stock: Vec<Code>,
    waste: Vec<Code>,
    foundations: Vec<Vec<Code>>,
    tableau: Vec<ColumnFile>,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct ColumnFile {
    down: Vec<Code>,
    up: Vec<Code>,
}

/// Why a file is not a position; each names the card or the pile at fault.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PositionError {
    #[error("not a position file: {0}")]
    Json(String),
    #[error("draw must be 1 or 3, not {0}")]
    Draw(u64),
    #[error("there must be 4 foundations (W, X, Y, Z), not {0}")]
    FoundationCount(usize),
    #[error("the tableau must have 7 columns (A–G), not {0}")]
    ColumnCount(usize),
    #[error("{} is there twice (in {first} and in {second})", .card.code())]
    Doubled {
        card: Card,
        first: char,
        second: char,
    },
    #[error("{}", missing_en(.0))]
    Missing(Vec<Card>),
    #[error("foundation {pile} must start with an ace, not {}", .card.code())]
    FoundationStart { pile: FoundationId, card: Card },
    #[error("foundation {pile} is not built legally: {} cannot go on {}", .card.code(), .below.code())]
    FoundationOrder {
        pile: FoundationId,
        below: Card,
        card: Card,
    },
    #[error("column {0} has face-down cards but no face-up card")]
    NoFaceUp(ColumnId),
    #[error(
        "column {column} has more face-down cards ({count}) than the deal puts there ({most}); play never adds any"
    )]
    TooManyFaceDown {
        column: ColumnId,
        count: usize,
        most: usize,
    },
    #[error(
        "U and V hold {0} cards together, more than the {STOCK_AT_DEAL} the deal leaves there; play never adds any"
    )]
    TooManyInStock(usize),
    #[error("column {column}: {} cannot lie on {} (face-up cards must form a sequence)", .card.code(), .above.code())]
    NotSequence {
        column: ColumnId,
        above: Card,
        card: Card,
    },
}

/// Cards the deal leaves in U: the deck less the 1 + 2 + … + 7 dealt to the columns.
const STOCK_AT_DEAL: usize = 52 - 7 * 8 / 2;

fn codes(cards: &[Card]) -> String {
    cards
        .iter()
        .map(|c| c.code())
        .collect::<Vec<_>>()
        .join(", ")
}

fn missing_en(cards: &[Card]) -> String {
    match cards {
        [one] => format!("card {} is missing", one.code()),
        many => format!("cards missing: {}", codes(many)),
    }
}

impl Localized for PositionError {
    fn czech(&self) -> String {
        match self {
            PositionError::Json(detail) => format!("Soubor není platná pozice: {detail}"),
            PositionError::Draw(n) => format!("draw musí být 1 nebo 3, ne {n}"),
            PositionError::FoundationCount(n) => {
                format!("Cílové hromádky musí být 4 (W, X, Y, Z), ne {n}")
            }
            PositionError::ColumnCount(n) => format!("Sloupečků musí být 7 (A–G), ne {n}"),
            PositionError::Doubled {
                card,
                first,
                second,
            } => format!(
                "Karta {} je tam dvakrát (v {first} a v {second})",
                card.code()
            ),
            PositionError::Missing(cards) => match cards.as_slice() {
                [one] => format!("Chybí karta {}", one.code()),
                many => format!("Chybí karty: {}", codes(many)),
            },
            PositionError::FoundationStart { pile, card } => format!(
                "Cílová hromádka {pile} musí začínat esem, ne {}",
                card.code()
            ),
            PositionError::FoundationOrder { pile, below, card } => format!(
                "Cílová hromádka {pile} není složená podle pravidel: {} nemůže ležet na {}",
                card.code(),
                below.code()
            ),
            PositionError::NoFaceUp(column) => {
                format!("Sloupeček {column} má karty rubem nahoru, ale žádnou lícem nahoru")
            }
            PositionError::TooManyFaceDown {
                column,
                count,
                most,
            } => format!(
                "Sloupeček {column} má rubem nahoru víc karet ({count}), než tam dává rozdání ({most}), a hrou žádné nepřibývají"
            ),
            PositionError::TooManyInStock(count) => format!(
                "U a V mají dohromady {count} karet, víc než {STOCK_AT_DEAL}, které tam nechává rozdání, a hrou žádné nepřibývají"
            ),
            PositionError::NotSequence {
                column,
                above,
                card,
            } => format!(
                "Sloupeček {column}: {} nemůže ležet na {} (karty lícem nahoru musí tvořit postupku)",
                card.code(),
                above.code()
            ),
        }
    }
}

fn pile(cards: Vec<Code>) -> Pile<Card> {
    cards.into_iter().map(|Code(card)| card).collect()
}

impl TryFrom<PositionFile> for Klondike {
    type Error = PositionError;

    fn try_from(file: PositionFile) -> Result<Self, Self::Error> {
        let draw = Draw::from_count(file.draw).ok_or(PositionError::Draw(file.draw))?;
        let foundation_count = file.foundations.len();
        let foundations: [Vec<Code>; 4] = file
            .foundations
            .try_into()
            .map_err(|_| PositionError::FoundationCount(foundation_count))?;
        let column_count = file.tableau.len();
        let tableau: [ColumnFile; 7] = file
            .tableau
            .try_into()
            .map_err(|_| PositionError::ColumnCount(column_count))?;
        let game = Klondike {
            draw,
            stock: pile(file.stock),
            waste: pile(file.waste),
            foundations: foundations.map(pile),
            tableau: tableau.map(|c| Column {
                down: pile(c.down),
                up: pile(c.up),
            }),
            moves: file.moves,
        };
        game.validate()?;
        Ok(game)
    }
}

impl From<&Klondike> for PositionFile {
    fn from(game: &Klondike) -> Self {
        let codes = |p: &Pile<Card>| p.iter().copied().map(Code).collect();
        PositionFile {
            draw: game.draw.count() as u64,
            moves: game.moves,
            stock: codes(&game.stock),
            waste: codes(&game.waste),
            foundations: game.foundations.iter().map(codes).collect(),
            tableau: game
                .tableau
                .iter()
                .map(|c| ColumnFile {
                    down: codes(&c.down),
                    up: codes(&c.up),
                })
                .collect(),
        }
    }
}

impl Klondike {
    /// Reads a position file.
    pub fn from_json(text: &str) -> Result<Klondike, PositionError> {
        let file: PositionFile =
            serde_json::from_str(text).map_err(|err| PositionError::Json(err.to_string()))?;
        Klondike::try_from(file)
    }

    /// Writes a position file, one pile a line, as people write them by hand.
    pub fn to_json(&self) -> String {
        let list = |cards: &Pile<Card>| {
            let items: Vec<String> = cards.iter().map(|c| format!("\"{}\"", c.code())).collect();
            format!("[{}]", items.join(", "))
        };
        let mut out = String::new();
        let foundations: Vec<String> = self.foundations.iter().map(list).collect();
        // Writing to a String cannot fail.
        let _ = write!(
            out,
            "{{\"draw\": {},\n \"moves\": {},\n \"stock\": {},\n \"waste\": {},\n \"foundations\": [{}],\n \"tableau\": [",
            self.draw.count(),
            self.moves,
            list(&self.stock),
            list(&self.waste),
            foundations.join(", ")
        );
        for (i, column) in self.tableau.iter().enumerate() {
            let sep = if i == 0 { "\n  " } else { ",\n  " };
            let _ = write!(
                out,
                "{sep}{{\"down\": {}, \"up\": {}}}",
                list(&column.down),
                list(&column.up)
            );
        }
        out.push_str("]}\n");
        out
    }

    /// The invariants every state keeps: each card once, foundations built by the
    /// rules, and each column's face-up run a sequence, with a face-up card on top of
    /// any face-down ones. Face-down cards are only ever turned up, and no move puts a
    /// card into U or V from elsewhere, so neither a column's face-down cards nor U and V
    /// together ever hold more than the deal put there.
    pub(crate) fn validate(&self) -> Result<(), PositionError> {
        // Where each card was first seen, by pile letter.
        let mut seen: HashMap<Card, char> = HashMap::new();
        let mut places: Vec<(char, &Pile<Card>)> = vec![('U', &self.stock), ('V', &self.waste)];
        for id in FoundationId::ALL {
            places.push((id.letter(), &self.foundations[id.index()]));
        }
        for id in ColumnId::ALL {
            let column = &self.tableau[id.index()];
            places.push((id.letter(), &column.down));
            places.push((id.letter(), &column.up));
        }
        for (letter, cards) in places {
            for card in cards {
                if let Some(&first) = seen.get(card) {
                    return Err(PositionError::Doubled {
                        card: *card,
                        first,
                        second: letter,
                    });
                }
                seen.insert(*card, letter);
            }
        }
        let missing: Vec<Card> = standard_deck()
            .into_iter()
            .filter(|card| !seen.contains_key(card))
            .collect();
        if !missing.is_empty() {
            return Err(PositionError::Missing(missing));
        }
        for id in FoundationId::ALL {
            let mut below: Option<&Card> = None;
            for card in &self.foundations[id.index()] {
                match check_foundation(below, *card) {
                    Ok(()) => below = Some(card),
                    Err(RuleError::AceOnly) => {
                        return Err(PositionError::FoundationStart {
                            pile: id,
                            card: *card,
                        });
                    }
                    Err(_) => {
                        return Err(PositionError::FoundationOrder {
                            pile: id,
                            below: *below.unwrap_or(card),
                            card: *card,
                        });
                    }
                }
            }
        }
        for id in ColumnId::ALL {
            let column = &self.tableau[id.index()];
            if column.up.is_empty() && !column.down.is_empty() {
                return Err(PositionError::NoFaceUp(id));
            }
            // The deal puts i face-down cards in column i (A = 0); a move only turns them up.
            if column.down.len() > id.index() {
                return Err(PositionError::TooManyFaceDown {
                    column: id,
                    count: column.down.len(),
                    most: id.index(),
                });
            }
            for pair in column.up.as_slice().windows(2) {
                if check_sequence(pair.iter()).is_err() {
                    return Err(PositionError::NotSequence {
                        column: id,
                        above: pair[0],
                        card: pair[1],
                    });
                }
            }
        }
        let in_stock = self.stock.len() + self.waste.len();
        if in_stock > STOCK_AT_DEAL {
            return Err(PositionError::TooManyInStock(in_stock));
        }
        Ok(())
    }
}

impl Serialize for Klondike {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        PositionFile::from(self).serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Klondike {
    /// Checked like a file: a state that breaks the invariants is refused.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let file = PositionFile::deserialize(deserializer)?;
        Klondike::try_from(file).map_err(serde::de::Error::custom)
    }
}
