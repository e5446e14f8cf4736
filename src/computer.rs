//! A computer player at a terminal table: one move at a time as at a real table (a
//! pause before it on a terminal, unless --fast), and a stop with the table when the
//! table has stopped, since only a player's decision ends the driver's loop.

use std::cell::RefCell;

use contract::{Bot, Decision, Game, Player, Seat};

/// What a table's screen does around a computer player's move.
pub trait Screen {
    /// Whether the table has stopped (input ended at a question of its own, or a
    /// question failed): the computer player then gives no move.
    fn stopped(&self) -> bool;

    /// The pause before a computer's move.
    fn pause(&self);

    /// The name of the player at `seat`, as the table shows it.
    fn name_of(&self, seat: usize) -> String;

    /// A computer player found no move (a bug): the table stops with `error`.
    fn failed(&mut self, error: anyhow::Error);
}

/// A computer seat: its bot, and the screen it pauses on.
pub struct Computer<'s, G: Game, S> {
    bot: &'s mut Box<dyn Bot<G>>,
    screen: &'s RefCell<S>,
}

impl<'s, G: Game, S: Screen> Computer<'s, G, S> {
    pub fn new(bot: &'s mut Box<dyn Bot<G>>, screen: &'s RefCell<S>) -> Computer<'s, G, S> {
        Computer { bot, screen }
    }
}

impl<G: Game, S: Screen> Player<G> for Computer<'_, G, S> {
    fn decide(&mut self, seat: &Seat<'_, G>, legal: &[G::Action]) -> Decision<G::Action> {
        {
            let screen = self.screen.borrow();
            if screen.stopped() {
                return Decision::Gone;
            }
            screen.pause();
        }
        match self.bot.decide(seat, legal) {
            Decision::Gone => {
                let mut screen = self.screen.borrow_mut();
                let name = screen.name_of(seat.player());
                screen.failed(anyhow::anyhow!(
                    "the computer player {name} found no move: this is a bug"
                ));
                Decision::Gone
            }
            decision => decision,
        }
    }

    fn heard(&mut self, turn: u64, actor: usize, action: G::Action, events: &[G::Event]) {
        self.bot.heard(turn, actor, action, events);
    }

    fn listens(&self) -> bool {
        Player::listens(&*self.bot)
    }
}
