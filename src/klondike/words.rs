//! Klondike's moves in words ("5♠ from column C onto 6♥ in column F"), from the view
//! a player had before the move, for the browser's log, hints and tips. The terminal
//! speaks the course's notation, which is also what is typed there.

use klondike::{Move, Outcome, Source, Target, View};

use crate::told;
use crate::words::{
    self,
    runs::{self, Mark},
};

/// `mv` told from `view`, the position it is made in: which cards go where.
pub fn describe(view: &View, mv: Move) -> String {
    let Move::Shift { from, count, to } = mv else {
        return if view.stock > 0 {
            told!("klondike-turn", count = view.draw.count().min(view.stock))
        } else {
            told!("klondike-refill")
        };
    };
    let (moved, source) = match from {
        Source::Column(column) => {
            let up = &view.columns[column.index()].up;
            let first = up
                .len()
                .checked_sub(count as usize)
                .and_then(|at| up.get(at));
            (
                first,
                told!("klondike-from-column", column = column.letter().to_string()),
            )
        }
        Source::Waste => (view.waste.last(), told!("klondike-from-waste")),
    };
    // A move the view cannot place (never one the rules took) is told in its notation.
    let Some(&first) = moved else {
        return mv.to_string();
    };
    let cards = if count > 1 {
        told!(
            "klondike-run",
            card = words::card(first.to_string()),
            more = count - 1
        )
    } else {
        runs::marked(Mark::Card, &first.to_string())
    };
    match to {
        Target::Foundation(_) => told!("klondike-to-foundation", cards = cards, from = source),
        Target::Column(column) => {
            let letter = column.letter().to_string();
            match view.columns[column.index()].up.last() {
                Some(onto) => told!(
                    "klondike-onto-card",
                    cards = cards,
                    from = source,
                    onto = words::card(onto.to_string()),
                    to = letter
                ),
                None => told!(
                    "klondike-to-empty",
                    cards = cards,
                    from = source,
                    to = letter
                ),
            }
        }
    }
}

/// The log's line for the player's move `mv`, made from `view`.
pub fn moved(view: &View, mv: Move) -> String {
    told!(
        "klondike-moved",
        what = describe(view, mv),
        notation = words::action(mv.to_string())
    )
}

/// What a move did beside moving its cards, where the log tells it: the card it
/// turned face up (a refill is told by the move's own words, a win by the ending).
pub fn outcome(outcome: &Outcome) -> Option<String> {
    let card = outcome.turned_up?;
    Some(told!(
        "klondike-turned-up",
        card = words::card(card.to_string())
    ))
}

/// The browser's hint: the move in words and in notation.
pub fn hint(view: &View, mv: Move) -> String {
    told!(
        "klondike-hint",
        what = describe(view, mv),
        notation = words::action(mv.to_string())
    )
}

/// The browser's tip, with how often it won the deals it was tried on.
pub fn tip(view: &View, mv: Move, wins: u32, samples: u32) -> String {
    let (what, notation) = (describe(view, mv), words::action(mv.to_string()));
    if samples == 0 {
        told!("klondike-tip", what = what, notation = notation)
    } else {
        told!(
            "klondike-tip-odds",
            what = what,
            notation = notation.clone(),
            wins = wins,
            samples = samples
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use klondike::{ColumnId, Draw, FoundationId, Klondike};

    /// Random games: every card a move's words name is face up in the view it was made
    /// from (the words are built from that view alone, never from the game).
    #[test]
    fn a_move_is_told_only_by_cards_face_up_before_it() {
        let mut told = 0;
        for seed in 0..20 {
            let draw = if seed % 2 == 0 {
                Draw::One
            } else {
                Draw::Three
            };
            let game = Klondike::deal(&mut cards::seeded(seed), draw);
            // A plain xorshift picks the moves: any spread of legal moves will do.
            let mut pick = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
            let mut table = contract::Table::new(game);
            for _ in 0..300 {
                let legal = table.game().legal_actions();
                if legal.is_empty() || table.game().is_over() {
                    break;
                }
                pick ^= pick << 13;
                pick ^= pick >> 7;
                pick ^= pick << 17;
                let mv = legal[(pick % legal.len() as u64) as usize];
                let view = table.game().view();
                let face_up = crate::text::cards_named(
                    &serde_json::to_string(&view).expect("serializes"),
                    false,
                );
                for line in [moved(&view, mv), hint(&view, mv)] {
                    for card in crate::text::cards_named(&line, true) {
                        assert!(face_up.contains(&card), "seed {seed}: {line} names {card}");
                        told += 1;
                    }
                }
                let turn = table.turn();
                table.submit(0, turn, mv, &mut []).expect("a legal move");
            }
            assert!(table.game().moves() > 0);
        }
        assert!(told > 500, "cards told and checked: {told}");
    }

    /// A move's words as the page's buttons read them.
    fn said(view: &View, mv: Move) -> String {
        runs::plain(&describe(view, mv))
    }

    #[test]
    fn moves_are_told_by_their_cards_and_places() {
        let game = Klondike::deal(&mut cards::seeded(3), Draw::Three);
        let view = game.view();
        assert_eq!(said(&view, Move::Turn), "turn 3 cards from the stock");
        let top = |column: usize| view.columns[column].up.last().unwrap().to_string();
        let across = Move::one(Source::Column(ColumnId::C), Target::Column(ColumnId::F));
        assert_eq!(
            said(&view, across),
            format!("move {} from column C onto {} in column F", top(2), top(5))
        );
        let up = Move::one(
            Source::Column(ColumnId::A),
            Target::Foundation(FoundationId::W),
        );
        assert_eq!(
            said(&view, up),
            format!("move {} from column A to the foundation", top(0))
        );
        assert_eq!(
            runs::plain(&moved(&view, Move::Turn)),
            "You turn 3 cards from the stock (U)."
        );
        assert_eq!(
            runs::plain(&hint(&view, across)),
            format!("Hint: {} ({across}).", said(&view, across))
        );
        assert!(
            runs::plain(&tip(&view, up, 7, 20))
                .ends_with("it won 7 of 20 deals of the cards you have not seen.")
        );
    }
}
