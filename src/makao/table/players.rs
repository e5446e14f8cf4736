//! Who decides at the Makao table and who listens, for the one turn loop
//! ([`contract::table::run`]): each person a [`Person`] that shows their seat's screen and
//! reads what they type until it has a move the engine takes, each computer seat its bot
//! ([`Computer`]); the [`Narrator`] tells each move as the screen's person may see it, the
//! [`Recap`] keeps what everyone may know for the next person at the keyboard, and the
//! [`Keeper`], which sees the whole hand, keeps the position for the save.

use contract::table::{Decision, Observer, Retry, Sight};
use makao::{Event, View};

use super::*;

/// A person at the keyboard.
pub(super) struct Person<'s, 'a> {
    screen: &'s RefCell<Screen<'a>>,
}

impl<'s, 'a> Person<'s, 'a> {
    pub(super) fn new(screen: &'s RefCell<Screen<'a>>) -> Person<'s, 'a> {
        Person { screen }
    }
}

impl Player<Game> for Person<'_, '_> {
    fn decide(&mut self, seat: &contract::Seat<'_, Game>, _legal: &[Action]) -> Decision<Action> {
        let mut screen = self.screen.borrow_mut();
        if screen.stop.is_some() {
            return Decision::Gone;
        }
        turn(&mut screen, &seat.view()).unwrap_or_else(|err| {
            screen.stop = Some(err);
            Decision::Gone
        })
    }

    /// Only a move the engine takes is returned (see [`turn`]), so this is not heard
    /// in play; it would be told as any other refusal.
    fn refused(&mut self, _action: Action, why: &str) -> Retry {
        self.screen.borrow_mut().ui.say(sentence(why));
        Retry::Again
    }

    /// A typed move, with its calls, need not be one the legal list spells out.
    fn off_list(&self) -> bool {
        true
    }
}

/// A person's turn: the keyboard passed to them if others share it, their screen (from
/// their seat's view), then what they type until a move the engine takes, `quit` or
/// the end of input. A refused move is explained from the engine's own reason.
fn turn(screen: &mut Screen<'_>, view: &View) -> Result<Decision<Action>> {
    let player = view.me;
    if screen.people > 1 && screen.at_keyboard != Some(player) {
        let from = screen.at_keyboard.map(|p| screen.names[p].clone());
        let name = screen.names[player].clone();
        if screen.ui.pass_keyboard(from.as_deref(), &name)?.is_none() {
            return Ok(Decision::Gone);
        }
        screen.at_keyboard = Some(player);
        if !screen.recent.is_empty() {
            screen.ui.say(say!("makao-meanwhile"));
            for line in std::mem::take(&mut screen.recent) {
                screen.ui.say(format!("  {line}"));
            }
        }
    }
    screen.at_keyboard = Some(player);
    screen.recent.clear();
    set_interrupt_save(Some(("makao", screen.save_text())));
    screen.show(view);
    loop {
        let question = question(view);
        let Some(line) = screen.ui.ask(&question)? else {
            return Ok(Decision::Gone);
        };
        match screen.read(view, &line) {
            Input::Help => {
                let config = view.config;
                screen
                    .ui
                    .say_wrapped(summary::commands(config.rules.rules()));
                screen.ui.say_wrapped(summary::rules_summary(&config));
            }
            Input::Show => screen.show(view),
            Input::Save(file) => screen.save(file)?,
            Input::Quit => return Ok(Decision::Quit),
            Input::Wrong(reason) => screen.ui.say(reason),
            Input::Call(call) => {
                screen.said = Some(call);
                screen.ui.say(say!(
                    "makao-call-goes-with-next",
                    name = &screen.names[player],
                    call = call.to_string()
                ));
            }
            Input::Act { action, explicit } => {
                let action = match screen.complete(view, action, explicit)? {
                    Completed::Ready(action) => action,
                    Completed::Refused(reason) => {
                        screen.ui.say(reason);
                        continue;
                    }
                    Completed::Ended => return Ok(Decision::Gone),
                };
                match screen.check(action) {
                    Ok(()) => {
                        screen.said = None;
                        screen.person_moved = true;
                        return Ok(Decision::Act(action));
                    }
                    Err(err) => {
                        let reason = screen.explain(&err);
                        screen.ui.say(reason);
                    }
                }
            }
        }
    }
}

/// The question a person answers; each ends in "?", where a call may be said.
fn question(view: &View) -> String {
    match view.phase {
        // The original's easter egg: a question that gives nothing away.
        Phase::Question => say!("makao-question-nice-game"),
        Phase::Swap { .. } => say!("makao-question-accept-or-block"),
        Phase::Cut => say!("makao-question-keep-it"),
        Phase::Challenge { .. } => say!("makao-question-point-it-out"),
        _ => say!("makao-question-your-move"),
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
        self.names[seat].clone()
    }

    fn failed(&mut self, error: anyhow::Error) {
        self.stop = Some(error);
    }
}

/// Tells each move as it happens, as the person at the keyboard may see it (the cards
/// they drew named), or what everyone may know while nobody's cards are on the screen.
pub(super) struct Narrator<'s, 'a> {
    screen: &'s RefCell<Screen<'a>>,
}

impl<'s, 'a> Narrator<'s, 'a> {
    pub(super) fn new(screen: &'s RefCell<Screen<'a>>) -> Narrator<'s, 'a> {
        Narrator { screen }
    }
}

impl Observer<Game> for Narrator<'_, '_> {
    /// Asked at each move: the keyboard passes from person to person.
    fn sight(&self) -> Sight {
        self.screen
            .borrow()
            .at_keyboard
            .map_or(Sight::Public, Sight::Seat)
    }

    fn heard(&mut self, _turn: u64, actor: usize, action: Action, events: &[Event]) {
        let screen = self.screen.borrow();
        let lines = screen
            .narrator()
            .told(actor, action, screen.phase, events, true);
        for line in lines {
            screen.ui.say(line);
        }
    }
}

/// Keeps what every seat may know of each move, told as "Meanwhile:" to the next
/// person the keyboard is passed to.
pub(super) struct Recap<'s, 'a> {
    screen: &'s RefCell<Screen<'a>>,
}

impl<'s, 'a> Recap<'s, 'a> {
    pub(super) fn new(screen: &'s RefCell<Screen<'a>>) -> Recap<'s, 'a> {
        Recap { screen }
    }
}

impl Observer<Game> for Recap<'_, '_> {
    fn sight(&self) -> Sight {
        Sight::Public
    }

    fn heard(&mut self, _turn: u64, actor: usize, action: Action, events: &[Event]) {
        let mut screen = self.screen.borrow_mut();
        let lines = screen
            .narrator()
            .told(actor, action, screen.phase, events, false);
        screen.recent.extend(lines);
    }
}

/// Sees the whole hand after each move and keeps it as the position (for the save
/// and the engine's yes or no on a typed move) and its phase (for the next move's
/// narration).
pub(super) struct Keeper<'s, 'a> {
    screen: &'s RefCell<Screen<'a>>,
}

impl<'s, 'a> Keeper<'s, 'a> {
    pub(super) fn new(screen: &'s RefCell<Screen<'a>>) -> Keeper<'s, 'a> {
        Keeper { screen }
    }
}

impl Observer<Game> for Keeper<'_, '_> {
    fn sight(&self) -> Sight {
        Sight::Everything
    }

    fn heard(&mut self, _turn: u64, _actor: usize, _action: Action, _events: &[Event]) {}

    fn settled(&mut self, game: &Game) {
        let mut screen = self.screen.borrow_mut();
        screen.phase = game.phase();
        screen.position.clone_from(game);
    }

    /// Only [`Observer::settled`] matters here.
    fn listens(&self) -> bool {
        false
    }
}
