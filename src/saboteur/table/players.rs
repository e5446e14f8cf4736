//! Who decides at the Saboteur table and who listens, for the one turn loop
//! ([`contract::table::run`]): each person a [`Person`] that shows their seat's screen and
//! reads commands until it has a move, each computer seat its bot ([`Computer`]); the
//! [`Narrator`] hears each move as the people at the screen may, and the [`Keeper`], which
//! sees the whole game, keeps its save and settles each move on the screen.

use crate::say;
use contract::table::{Decision, Observer, Player, Retry, Sight};

use super::*;

/// A person at the keyboard.
pub(super) struct Person<'s, 'a> {
    screen: &'s RefCell<Screen<'a>>,
    /// Asked again after a refused move: their screen is up already.
    again: bool,
}

impl<'s, 'a> Person<'s, 'a> {
    pub(super) fn new(screen: &'s RefCell<Screen<'a>>) -> Person<'s, 'a> {
        Person {
            screen,
            again: false,
        }
    }
}

impl Player<Saboteur> for Person<'_, '_> {
    fn decide(
        &mut self,
        seat: &contract::Seat<'_, Saboteur>,
        legal: &[Action],
    ) -> Decision<Action> {
        let mut screen = self.screen.borrow_mut();
        if screen.stop.is_some() {
            return Decision::Gone;
        }
        let again = std::mem::take(&mut self.again);
        turn(&mut screen, seat, legal, again).unwrap_or_else(|err| {
            screen.stop = Some(Stop::Failed(err));
            Decision::Gone
        })
    }

    fn refused(&mut self, action: Action, why: &str) -> Retry {
        let mut screen = self.screen.borrow_mut();
        screen.typed = None;
        screen.ui.say(say!(
            "saboteur-refused",
            action = action.to_string(),
            why = why
        ));
        self.again = true;
        Retry::Again
    }

    /// A typed move is judged by the engine: its refusal says why.
    fn off_list(&self) -> bool {
        true
    }
}

/// A person's turn: their screen (from their seat's view), then commands until a move,
/// `quit` or the end of input.
fn turn(
    screen: &mut Screen<'_>,
    seat: &contract::Seat<'_, Saboteur>,
    legal: &[Action],
    again: bool,
) -> Result<Decision<Action>> {
    let me = Seat::from_index(seat.player());
    if !again {
        // Gold cards all alike leave nothing to choose: the card is taken without asking.
        if let [only @ Action::Take(gold)] = legal {
            let line = say!(
                "saboteur-gold-all-alike",
                gold = gold.nuggets(),
                name = screen.name(me)
            );
            screen.say(line);
            return Ok(Decision::Act(*only));
        }
        if screen.people() >= 2 && screen.at_keyboard != Some(me) {
            let name = screen.name(me).to_string();
            let from = screen.at_keyboard.map(|at| screen.name(at).to_string());
            if screen.ui.pass_keyboard(from.as_deref(), &name)?.is_none() {
                return Ok(Decision::Gone);
            }
            screen.said_rows = 0;
        }
        screen.at_keyboard = Some(me);
        if Window::now().rows.is_some() {
            // A terminal's screen shows the round's last moves itself.
            screen.news.clear();
        } else {
            screen.show_news();
        }
        screen.show_screen(&seat.view());
    }
    let prompt = format!("{}>", screen.name(me));
    loop {
        let Some(line) = screen.ui.ask(&prompt)? else {
            return Ok(Decision::Gone);
        };
        screen.said_rows = 0;
        let text = line.trim();
        let (word, rest) = text.split_once(' ').unwrap_or((text, ""));
        match word.to_lowercase().as_str() {
            "" => screen.ui.say(say!("saboteur-type-an-action")),
            "?" | "help" => screen.ui.say(help()),
            "quit" | "exit" if rest.is_empty() => return Ok(Decision::Quit),
            "look" | "board" if rest.is_empty() => screen.show_screen(&seat.view()),
            "moves" if rest.is_empty() => screen.show_moves(legal),
            "log" if rest.is_empty() => screen.show_log(),
            "save" => screen.save(rest.trim())?,
            _ => match seat.parse_action(text) {
                Err(err) => screen.ui.say(format!(
                    "{}.",
                    capitalised(&super::super::words::typed_refusal(&err))
                )),
                Ok(action) => match seat.refusal(action) {
                    // Said in the reader's words; the driver's own check stays the judge.
                    Some(err) => screen.ui.say(say!(
                        "saboteur-refused",
                        action = action.to_string(),
                        why = super::super::words::refusal(&err)
                    )),
                    None => {
                        screen.typed = Some(me);
                        return Ok(Decision::Act(action));
                    }
                },
            },
        }
    }
}

impl crate::computer::Screen for Screen<'_> {
    fn stopped(&self) -> bool {
        self.stop.is_some()
    }

    /// On a terminal, unless --fast.
    fn pause(&self) {
        self.ui.pause_before_a_move();
    }

    fn name_of(&self, seat: usize) -> String {
        self.name(Seat::from_index(seat)).to_string()
    }

    fn failed(&mut self, error: anyhow::Error) {
        self.stop = Some(Stop::Failed(error));
    }
}

/// Hears each move as the people at the screen may learn it: one person as their seat,
/// several what every seat may know (each is told their own news on their turn).
pub(super) struct Narrator<'s, 'a> {
    screen: &'s RefCell<Screen<'a>>,
    sight: Sight,
}

impl<'s, 'a> Narrator<'s, 'a> {
    pub(super) fn new(screen: &'s RefCell<Screen<'a>>, sight: Sight) -> Narrator<'s, 'a> {
        Narrator { screen, sight }
    }
}

impl Observer<Saboteur> for Narrator<'_, '_> {
    fn sight(&self) -> Sight {
        self.sight
    }

    fn heard(&mut self, _turn: u64, actor: usize, _action: Action, events: &[Event]) {
        self.screen.borrow_mut().heard = Some((actor, events.to_vec()));
    }
}

/// Sees the whole game after each move: keeps the save (`save FILE`, Ctrl+C) and has
/// the narrator's move told, with what the table shows of a finished round (roles,
/// gold, scores, the board as it ended) and what only the mover learns.
pub(super) struct Keeper<'s, 'a> {
    screen: &'s RefCell<Screen<'a>>,
    /// The board before the move being settled.
    before: saboteur::Board,
}

impl<'s, 'a> Keeper<'s, 'a> {
    pub(super) fn new(screen: &'s RefCell<Screen<'a>>, board: saboteur::Board) -> Keeper<'s, 'a> {
        Keeper {
            screen,
            before: board,
        }
    }
}

impl Observer<Saboteur> for Keeper<'_, '_> {
    fn sight(&self) -> Sight {
        Sight::Everything
    }

    fn heard(&mut self, _turn: u64, _actor: usize, _action: Action, _events: &[Event]) {}

    fn settled(&mut self, game: &Saboteur) {
        let mut screen = self.screen.borrow_mut();
        if let Err(err) = screen.settled(game, &self.before) {
            screen.stop = Some(Stop::Failed(err));
        }
        self.before = game.board().clone();
    }
}
