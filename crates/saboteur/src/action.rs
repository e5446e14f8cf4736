//! Actions and the text people type for them.
//!
//! ```text
//! play N at CELL [turned]    a tunnel on an empty cell (turned 180° if asked),
//!                            rockfall on a tunnel card, or a map on a goal's cell
//! play N on PLAYER [TOOL]    a broken tool or a repair on a player; TOOL (pick, lantern,
//!                            cart) says which one a double repair fixes, when both are broken
//! map G with N               a map on goal G (1-3, top to bottom)
//! discard N                  a card face down
//! take G                     at the end of a round won by the diggers: the gold card of G nuggets
//! ```
//! N is a card's position in the hand, from 1. CELL is a column letter A–K and a row 1–7
//! (`C4`). PLAYER is a seat number from 1, a player's name, or `me`. Words are read in
//! either case; `turn` may stand for `turned`.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::board::Cell;
use crate::card::{Gold, Tool};
use crate::error::ParseError;
use crate::seat::Seat;

/// The grammar, in one line, for error messages.
pub const GRAMMAR: &str = "play 2 at C4, play 2 at C4 turned, play 3 on 2, play 3 on me pick, map 1 with 4, discard 5, take 3";

/// One move. Hand positions and goals are 0-based here and 1-based in text (an index
/// too large for any hand is shown as the largest number rather than overflowing).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum Action {
    /// A card played on a cell: a tunnel (possibly turned 180°), rockfall, or a map on a
    /// goal's cell.
    PlayAt {
        card: usize,
        cell: Cell,
        turned: bool,
    },
    /// A broken tool or a repair played on a player; `tool` picks what a double repair fixes.
    PlayOn {
        card: usize,
        player: Seat,
        tool: Option<Tool>,
    },
    /// A map looking at one goal.
    Map {
        goal: usize,
        card: usize,
    },
    Discard {
        card: usize,
    },
    /// A gold card chosen by a gold-digger at the end of a round.
    Take(Gold),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Action::PlayAt { card, cell, turned } => {
                write!(f, "play {} at {cell}", card.saturating_add(1))?;
                if turned {
                    f.write_str(" turned")?;
                }
                Ok(())
            }
            Action::PlayOn { card, player, tool } => {
                write!(f, "play {} on {player}", card.saturating_add(1))?;
                if let Some(tool) = tool {
                    write!(f, " {tool}")?;
                }
                Ok(())
            }
            Action::Map { goal, card } => write!(
                f,
                "map {} with {}",
                goal.saturating_add(1),
                card.saturating_add(1)
            ),
            Action::Discard { card } => write!(f, "discard {}", card.saturating_add(1)),
            Action::Take(gold) => write!(f, "take {}", gold.nuggets()),
        }
    }
}

impl FromStr for Action {
    type Err = ParseError;

    /// Reads the canonical text, where players are seat numbers; use
    /// [`crate::Saboteur::parse_action`] or [`crate::PlayerView::parse_action`] to allow
    /// names and `me`.
    fn from_str(text: &str) -> Result<Action, ParseError> {
        parse(text, &|word| {
            word.parse::<usize>()
                .ok()
                .and_then(Seat::from_number)
                .ok_or_else(|| ParseError::Player(word.to_string()))
        })
    }
}

impl TryFrom<String> for Action {
    type Error = ParseError;
    fn try_from(text: String) -> Result<Action, ParseError> {
        text.parse()
    }
}

impl From<Action> for String {
    fn from(action: Action) -> String {
        action.to_string()
    }
}

/// Parses an action, naming players through `player` (which knows the table).
pub(crate) fn parse(
    text: &str,
    player: &dyn Fn(&str) -> Result<Seat, ParseError>,
) -> Result<Action, ParseError> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let syntax = || ParseError::Syntax(text.trim().to_string());
    let is = |word: &str, keyword: &str| word.eq_ignore_ascii_case(keyword);
    match words.as_slice() {
        [] => Err(ParseError::Empty),
        [play, n, at, cell, rest @ ..] if is(play, "play") && is(at, "at") => {
            let turned = match rest {
                [] => false,
                [word] if is(word, "turned") || is(word, "turn") => true,
                _ => return Err(syntax()),
            };
            Ok(Action::PlayAt {
                card: position(n)?,
                cell: cell.parse()?,
                turned,
            })
        }
        [play, n, on, target @ ..] if is(play, "play") && is(on, "on") && !target.is_empty() => {
            let card = position(n)?;
            // A trailing tool word names the repair; the rest is the player, whose name
            // may hold spaces.
            let (who, tool) = match target {
                [who @ .., last] if !who.is_empty() => match last.parse::<Tool>() {
                    Ok(tool) => (who, Some(tool)),
                    Err(_) => (target, None),
                },
                _ => (target, None),
            };
            Ok(Action::PlayOn {
                card,
                player: player(&who.join(" "))?,
                tool,
            })
        }
        [map, g, with, n] if is(map, "map") && is(with, "with") => Ok(Action::Map {
            goal: goal(g)?,
            card: position(n)?,
        }),
        [discard, n] if is(discard, "discard") => Ok(Action::Discard { card: position(n)? }),
        [take, g] if is(take, "take") => {
            let gold = g
                .parse::<u8>()
                .ok()
                .and_then(Gold::new)
                .ok_or_else(|| ParseError::Gold(g.to_string()))?;
            Ok(Action::Take(gold))
        }
        _ => Err(syntax()),
    }
}

/// A hand position typed from 1, returned from 0.
fn position(word: &str) -> Result<usize, ParseError> {
    word.parse::<usize>()
        .ok()
        .and_then(|n| n.checked_sub(1))
        .ok_or_else(|| ParseError::Position(word.to_string()))
}

fn goal(word: &str) -> Result<usize, ParseError> {
    match word.parse::<usize>() {
        Ok(n @ 1..=3) => Ok(n - 1),
        _ => Err(ParseError::Goal(word.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(n: usize) -> Seat {
        Seat::from_number(n).unwrap()
    }

    #[test]
    fn canonical_texts_round_trip() {
        let actions = [
            Action::PlayAt {
                card: 1,
                cell: "C4".parse().unwrap(),
                turned: false,
            },
            Action::PlayAt {
                card: 1,
                cell: "C4".parse().unwrap(),
                turned: true,
            },
            Action::PlayOn {
                card: 2,
                player: seat(2),
                tool: None,
            },
            Action::PlayOn {
                card: 0,
                player: seat(10),
                tool: Some(Tool::Lantern),
            },
            Action::Map { goal: 0, card: 3 },
            Action::Discard { card: 4 },
            Action::Take(Gold::new(3).unwrap()),
        ];
        let texts = [
            "play 2 at C4",
            "play 2 at C4 turned",
            "play 3 on 2",
            "play 1 on 10 lantern",
            "map 1 with 4",
            "discard 5",
            "take 3",
        ];
        for (action, text) in actions.iter().zip(texts) {
            assert_eq!(action.to_string(), text);
            assert_eq!(text.parse::<Action>().unwrap(), *action);
        }
    }

    #[test]
    fn words_in_any_case_and_turn_for_turned() {
        assert_eq!(
            "PLAY 2 AT c4 Turn".parse::<Action>().unwrap(),
            "play 2 at C4 turned".parse::<Action>().unwrap()
        );
    }

    #[test]
    fn names_are_resolved_by_the_table() {
        let table = |word: &str| match word.to_ascii_lowercase().as_str() {
            "me" => Ok(seat(3)),
            "bob the miner" => Ok(seat(2)),
            _ => Err(ParseError::Player(word.to_string())),
        };
        assert_eq!(
            parse("play 1 on Bob the Miner cart", &table).unwrap(),
            Action::PlayOn {
                card: 0,
                player: seat(2),
                tool: Some(Tool::Cart)
            }
        );
        assert_eq!(
            parse("play 1 on me", &table).unwrap(),
            Action::PlayOn {
                card: 0,
                player: seat(3),
                tool: None
            }
        );
        assert_eq!(
            parse("play 1 on Alice", &table),
            Err(ParseError::Player("Alice".into()))
        );
    }

    #[test]
    fn nonsense_is_refused_with_a_reason() {
        assert_eq!("".parse::<Action>(), Err(ParseError::Empty));
        assert_eq!(
            "play 0 at C4".parse::<Action>(),
            Err(ParseError::Position("0".into()))
        );
        assert_eq!(
            "play 1 at Z9".parse::<Action>(),
            Err(ParseError::Cell("Z9".into()))
        );
        assert_eq!(
            "map 4 with 1".parse::<Action>(),
            Err(ParseError::Goal("4".into()))
        );
        assert_eq!(
            "take 5".parse::<Action>(),
            Err(ParseError::Gold("5".into()))
        );
        assert!(matches!(
            "play 1 at C4 sideways".parse::<Action>(),
            Err(ParseError::Syntax(_))
        ));
        assert!(matches!(
            "dance".parse::<Action>(),
            Err(ParseError::Syntax(_))
        ));
        assert!(matches!(
            "play 1 on".parse::<Action>(),
            Err(ParseError::Syntax(_))
        ));
    }
}
