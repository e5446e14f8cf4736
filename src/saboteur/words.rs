//! Saboteur's moves in words, from an event alone as a reader learns it: what the
//! terminal table and the browser's log both say. What needs more than the event (the
//! roles shown at a round's end, the gold to share, the ranking) the table adds from the
//! game it shows.

use saboteur::{Cell, Ending, Event, Seat};

use super::draw;
use crate::say;

/// The line `event` is told in, `names` as the reader reads them; `None` for what is
/// not told on its own (a card drawn).
pub fn line(event: &Event, names: &[String]) -> Option<String> {
    let name = |seat: Seat| names.get(seat.index()).map_or("?", String::as_str);
    Some(match *event {
        Event::Laid { seat, cell, shape } => say!(
            "saboteur-laid",
            name = name(seat),
            shape = draw::shape_name(shape),
            cell = cell.to_string()
        ),
        Event::Revealed { goal, card, turned } => {
            let cell = Cell::GOALS[goal].to_string();
            if card.is_gold() {
                say!("saboteur-goal-gold", cell = cell)
            } else if turned {
                say!("saboteur-goal-stone-turned", cell = cell)
            } else {
                say!("saboteur-goal-stone", cell = cell)
            }
        }
        Event::Rockfall { seat, cell, shape } if shape.is_through() => say!(
            "saboteur-rockfall-tunnel",
            name = name(seat),
            cell = cell.to_string()
        ),
        Event::Rockfall { seat, cell, .. } => say!(
            "saboteur-rockfall-dead-end",
            name = name(seat),
            cell = cell.to_string()
        ),
        Event::Broke { seat, target, tool } => say!(
            "saboteur-broke",
            name = name(seat),
            target = name(target),
            tool = tool.name()
        ),
        Event::Repaired { seat, target, tool } if seat == target => say!(
            "saboteur-repaired-own",
            name = name(seat),
            tool = tool.name()
        ),
        Event::Repaired { seat, target, tool } => say!(
            "saboteur-repaired",
            name = name(seat),
            target = name(target),
            tool = tool.name()
        ),
        Event::Mapped { seat, goal } => say!(
            "saboteur-mapped",
            name = name(seat),
            goal = goal + 1,
            cell = Cell::GOALS[goal].to_string()
        ),
        Event::Discarded { seat } => say!("saboteur-discarded", name = name(seat)),
        Event::Drew { .. } => return None,
        Event::RoundOver { round, ending } => round_over(round, ending, names),
        Event::TookGold { seat, gold } => {
            say!(
                "saboteur-took-gold",
                name = name(seat),
                gold = gold.nuggets()
            )
        }
        Event::RoundStarted { round, first } => {
            say!("saboteur-round-started", round = round, name = name(first))
        }
        Event::GameOver => say!("saboteur-game-over"),
    })
}

/// How round `round` ended.
pub fn round_over(round: u32, ending: Ending, names: &[String]) -> String {
    let name = |seat: Seat| names.get(seat.index()).map_or("?", String::as_str);
    match ending {
        Ending::Gold { by, cell } => say!(
            "saboteur-round-over-gold",
            round = round,
            name = name(by),
            cell = cell.to_string()
        ),
        Ending::EmptyHand { seat } => {
            say!(
                "saboteur-round-over-empty",
                round = round,
                name = name(seat)
            )
        }
    }
}
