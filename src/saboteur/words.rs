//! Saboteur's moves in words, from an event alone as a reader learns it: what the
//! terminal table and the browser's log both say. What needs more than the event (the
//! roles shown at a round's end, the gold to share, the ranking) the table adds from the
//! game it shows.

use saboteur::{Cell, Ending, Event, Seat};

use super::draw;

/// The line `event` is told in, `names` as the reader reads them; `None` for what is
/// not told on its own (a card drawn).
pub fn line(event: &Event, names: &[String]) -> Option<String> {
    let name = |seat: Seat| names.get(seat.index()).map_or("?", String::as_str);
    Some(match *event {
        Event::Laid { seat, cell, shape } => {
            format!(
                "{} lays a {} on {cell}.",
                name(seat),
                draw::shape_name(shape)
            )
        }
        Event::Revealed { goal, card, turned } => {
            let cell = Cell::GOALS[goal];
            let what = if card.is_gold() {
                "the gold!".to_string()
            } else if turned {
                "a stone (turned round to meet the path).".to_string()
            } else {
                "a stone.".to_string()
            };
            format!("The path reaches the goal on {cell}; it is turned up: {what}")
        }
        Event::Rockfall { seat, cell, shape } => format!(
            "{} brings down the {} on {cell} with a rockfall.",
            name(seat),
            if shape.is_through() {
                "tunnel"
            } else {
                "dead end"
            }
        ),
        Event::Broke { seat, target, tool } => {
            format!("{} breaks {}'s {tool}.", name(seat), name(target))
        }
        Event::Repaired { seat, target, tool } if seat == target => {
            format!("{} repairs their own {tool}.", name(seat))
        }
        Event::Repaired { seat, target, tool } => {
            format!("{} repairs {}'s {tool}.", name(seat), name(target))
        }
        Event::Mapped { seat, goal } => format!(
            "{} looks at goal {} ({}) with a map.",
            name(seat),
            goal + 1,
            Cell::GOALS[goal]
        ),
        Event::Discarded { seat } => format!("{} discards a card.", name(seat)),
        Event::Drew { .. } => return None,
        Event::RoundOver { round, ending } => round_over(round, ending, names),
        Event::TookGold { seat, gold } => format!("{} takes a gold card of {gold}.", name(seat)),
        Event::RoundStarted { round, first } => {
            format!(
                "Round {round}: new roles are dealt. {} plays first.",
                name(first)
            )
        }
        Event::GameOver => "The game is over.".to_string(),
    })
}

/// How round `round` ended.
pub fn round_over(round: u32, ending: Ending, names: &[String]) -> String {
    let name = |seat: Seat| names.get(seat.index()).map_or("?", String::as_str);
    match ending {
        Ending::Gold { by, cell } => format!(
            "Round {round} is over: {} reached the gold from {cell}. The gold-diggers win!",
            name(by)
        ),
        Ending::EmptyHand { seat } => format!(
            "Round {round} is over: {} has no cards left to play. The saboteurs win!",
            name(seat)
        ),
    }
}
