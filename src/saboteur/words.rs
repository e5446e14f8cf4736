//! Saboteur's moves in words, from an event alone as a reader learns it: what the
//! terminal table and the browser's log both say. What needs more than the event (the
//! roles shown at a round's end, the gold to share, the ranking) the table adds from the
//! game it shows.

use saboteur::{Cell, Ending, Event, Seat};

use super::draw;
use crate::say;

/// The line `event` is told in, `names` as the reader reads them (`reader`'s own name
/// "You" where the reader is a seat: "You lay", not "You lays"); `None` for what is not
/// told on its own (a card drawn).
pub fn line(event: &Event, names: &[String], reader: Option<usize>) -> Option<String> {
    let name = |seat: Seat| names.get(seat.index()).map_or("?", String::as_str);
    let you = |seat: Seat| yes_no(reader == Some(seat.index()));
    Some(match *event {
        Event::Laid { seat, cell, shape } => say!(
            "saboteur-laid",
            name = name(seat),
            you = you(seat),
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
            you = you(seat),
            cell = cell.to_string()
        ),
        Event::Rockfall { seat, cell, .. } => say!(
            "saboteur-rockfall-dead-end",
            name = name(seat),
            you = you(seat),
            cell = cell.to_string()
        ),
        Event::Broke { seat, target, tool } => say!(
            "saboteur-broke",
            name = name(seat),
            you = you(seat),
            target = name(target),
            yours = you(target),
            tool = tool.name()
        ),
        Event::Repaired { seat, target, tool } if seat == target => say!(
            "saboteur-repaired-own",
            name = name(seat),
            you = you(seat),
            tool = tool.name()
        ),
        Event::Repaired { seat, target, tool } => say!(
            "saboteur-repaired",
            name = name(seat),
            you = you(seat),
            target = name(target),
            yours = you(target),
            tool = tool.name()
        ),
        Event::Mapped { seat, goal } => say!(
            "saboteur-mapped",
            name = name(seat),
            you = you(seat),
            goal = goal + 1,
            cell = Cell::GOALS[goal].to_string()
        ),
        Event::Discarded { seat } => say!("saboteur-discarded", name = name(seat), you = you(seat)),
        Event::Drew { .. } => return None,
        Event::RoundOver { round, ending } => round_over(round, ending, names, reader),
        Event::TookGold { seat, gold } => {
            say!(
                "saboteur-took-gold",
                name = name(seat),
                you = you(seat),
                gold = gold.nuggets()
            )
        }
        Event::RoundStarted { round, first } => {
            say!(
                "saboteur-round-started",
                round = round,
                name = name(first),
                you = you(first)
            )
        }
        Event::GameOver => say!("saboteur-game-over"),
    })
}

/// How round `round` ended, told to `reader` (see [`line`]).
pub fn round_over(round: u32, ending: Ending, names: &[String], reader: Option<usize>) -> String {
    let name = |seat: Seat| names.get(seat.index()).map_or("?", String::as_str);
    match ending {
        Ending::Gold { by, cell } => say!(
            "saboteur-round-over-gold",
            round = round,
            name = name(by),
            you = yes_no(reader == Some(by.index())),
            cell = cell.to_string()
        ),
        Ending::EmptyHand { seat } => {
            say!(
                "saboteur-round-over-empty",
                round = round,
                name = name(seat),
                you = yes_no(reader == Some(seat.index()))
            )
        }
    }
}

/// A Fluent selector's value for whether a player is the reader.
fn yes_no(yes: bool) -> &'static str {
    if yes { "yes" } else { "no" }
}

#[cfg(test)]
mod tests {
    use saboteur::{Event, Seat, Tool};

    use super::line;

    fn told(event: &Event, names: &[&str], reader: Option<usize>) -> String {
        let names: Vec<String> = names.iter().map(ToString::to_string).collect();
        line(event, &names, reader).expect("a line")
    }

    #[test]
    fn the_reader_is_spoken_to_and_everyone_else_of() {
        let (ala, bob) = (Seat::from_index(0), Seat::from_index(1));
        let discarded = Event::Discarded { seat: ala };
        assert_eq!(
            told(&discarded, &["You", "Bob"], Some(0)),
            "You discard a card."
        );
        assert_eq!(
            told(&discarded, &["Ala", "You"], Some(1)),
            "Ala discards a card."
        );
        assert_eq!(
            told(&discarded, &["Ala", "Bob"], None),
            "Ala discards a card."
        );
        let broke = Event::Broke {
            seat: bob,
            target: ala,
            tool: Tool::Lantern,
        };
        assert_eq!(
            told(&broke, &["You", "Bob"], Some(0)),
            "Bob breaks your lantern."
        );
        assert_eq!(
            told(&broke, &["Ala", "You"], Some(1)),
            "You break Ala's lantern."
        );
    }
}
