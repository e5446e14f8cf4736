//! The one place a game is run: the turn driver every front end shares.
//!
//! [`Table`] is sans-IO (no threads, clock or async): [`Table::next`] says whose move
//! it is and the turn number; [`Table::submit`] checks a seat's action against the
//! turn it was decided for, applies it, and hands each [`Observer`] only what its seat
//! may learn ([`Game::event_for`]). Undo and leaving are the driver's too. Players only
//! decide ([`Player`]); [`run`] is the one loop that asks them, for the terminal
//! tables, `simulate` and the arena. The server never runs the loop: its handlers call
//! `submit`, so a move decided on an old position is refused as stale, not applied.
//!
//! Only this module calls an engine's [`Game::apply`] (clippy's `disallowed-methods`
//! says so everywhere else).

use thiserror::Error;

use crate::Game;
use crate::bot::{Bot, Seat};

/// Where a game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Next {
    /// `seat` acts now; a move for this position names `turn`.
    Move { seat: usize, turn: u64 },
    /// Nobody moves any more: the game ended by its rules, or was abandoned.
    Over,
}

/// Why [`Table::submit`] refused an action; the game is left exactly as it was.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Refusal<E> {
    #[error("the game is over")]
    Over,
    #[error("it is not your move")]
    NotYourMove,
    /// The move was decided for an earlier position (someone moved, or undid, since).
    #[error("the game has moved on since that move was chosen")]
    Stale,
    #[error("{0}")]
    Rule(E),
}

/// Why [`Table::undo`] refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum UndoRefusal {
    #[error("this game has no undo")]
    NoUndo,
    #[error("nothing to undo")]
    Nothing,
}

/// What an observer may see: one seat's share, what every seat may know (narration
/// on a screen several people share), or everything (a record kept away from every
/// player until the game is over).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sight {
    Seat(usize),
    Public,
    Everything,
}

impl Sight {
    fn filter<G: Game>(self, events: &[G::Event]) -> Option<Vec<G::Event>> {
        let seat = match self {
            Sight::Everything => return None,
            Sight::Seat(seat) => seat,
            // A seat that is nobody's learns what everyone learns.
            Sight::Public => usize::MAX,
        };
        Some(
            events
                .iter()
                .map(|event| G::event_for(event, seat))
                .collect(),
        )
    }
}

/// Something that only receives: a seat's narration, the server's per-seat log, a
/// recorder, a computer player that listens.
pub trait Observer<G: Game> {
    /// Whose eyes it has: the events it hears are passed through [`Game::event_for`]
    /// for that seat.
    fn sight(&self) -> Sight;

    /// `actor` did `action` at `turn`, and this is what followed, as this observer may
    /// learn it.
    fn heard(&mut self, turn: u64, actor: usize, action: G::Action, events: &[G::Event]);

    /// The last move was taken back.
    fn undone(&mut self) {}

    /// The game after each move, for an observer that sees everything (a keeper of the
    /// save Ctrl+C writes, a recorder).
    fn settled(&mut self, _game: &G) {}

    /// Whether hearing is worth the events' cost (a simulation's random players do not
    /// listen, which keeps it fast).
    fn listens(&self) -> bool {
        true
    }
}

/// How a game stopped being played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// By its rules: `winners` and `points` say the rest.
    Finished,
    /// Given up before its end (by `seat`, where a seat gave it up).
    Abandoned { by: Option<usize> },
}

/// A game in play, its turn counter and what undo may restore.
#[derive(Debug, Clone)]
pub struct Table<G: Game> {
    game: G,
    turn: u64,
    /// States before each move, newest last, while undo is allowed.
    history: Option<Vec<G>>,
    undo_depth: usize,
    abandoned: Option<Option<usize>>,
}

impl<G: Game> Table<G> {
    pub fn new(game: G) -> Table<G> {
        Table {
            game,
            turn: 0,
            history: None,
            undo_depth: 0,
            abandoned: None,
        }
    }

    /// Keeps up to `depth` earlier positions for [`Table::undo`] (only where taking a
    /// move back hides nothing from anyone: one person alone).
    pub fn with_undo(mut self, depth: usize) -> Table<G> {
        self.history = Some(Vec::new());
        self.undo_depth = depth;
        self
    }

    /// The game as it stands: for views, saves and the end's figures. Front ends show
    /// a seat only its [`Game::view`].
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The position before the last move, while undo keeps it.
    pub fn previous(&self) -> Option<&G> {
        self.history.as_ref().and_then(|history| history.last())
    }

    pub fn turn(&self) -> u64 {
        self.turn
    }

    #[inline]
    pub fn next(&self) -> Next {
        if self.abandoned.is_some() {
            return Next::Over;
        }
        match self.game.to_move() {
            Some(seat) => Next::Move {
                seat,
                turn: self.turn,
            },
            None => Next::Over,
        }
    }

    /// How the game ended, once it has.
    pub fn ending(&self) -> Option<Ending> {
        match self.abandoned {
            Some(by) => Some(Ending::Abandoned { by }),
            None if self.game.is_over() => Some(Ending::Finished),
            None => None,
        }
    }

    /// `seat`'s action, decided at `turn`: applied, and heard by every observer as its
    /// sight allows; or refused with nothing changed.
    pub fn submit(
        &mut self,
        seat: usize,
        turn: u64,
        action: G::Action,
        observers: &mut [&mut dyn Observer<G>],
    ) -> Result<(), Refusal<G::RuleError>> {
        let Next::Move { seat: to_move, .. } = self.next() else {
            return Err(Refusal::Over);
        };
        if seat != to_move {
            return Err(Refusal::NotYourMove);
        }
        if turn != self.turn {
            return Err(Refusal::Stale);
        }
        self.commit(seat, turn, action, observers)
    }

    /// Applies the action of `seat`, which is to move at `turn`: the checks are done.
    #[inline]
    fn commit(
        &mut self,
        seat: usize,
        turn: u64,
        action: G::Action,
        observers: &mut [&mut dyn Observer<G>],
    ) -> Result<(), Refusal<G::RuleError>> {
        let before = self.history.is_some().then(|| self.game.clone());
        if observers.iter().any(|observer| observer.listens()) {
            #[allow(clippy::disallowed_methods)] // the driver is the one place that applies
            let events = self.game.apply(action).map_err(Refusal::Rule)?;
            for observer in observers.iter_mut().filter(|observer| observer.listens()) {
                match observer.sight().filter::<G>(&events) {
                    None => observer.heard(turn, seat, action, &events),
                    Some(seen) => observer.heard(turn, seat, action, &seen),
                }
            }
        } else {
            #[allow(clippy::disallowed_methods)] // the driver is the one place that applies
            let applied = self.game.apply_quietly(action);
            // Only a refusal is moved: a simulation's every move pays for nothing else.
            if let Err(err) = applied {
                return Err(Refusal::Rule(err));
            }
        }
        // Matched on its own: a tuple would copy the whole (absent) game every move.
        if let Some(before) = before {
            self.remember(before);
        }
        self.turn += 1;
        for observer in observers.iter_mut() {
            if observer.sight() == Sight::Everything {
                observer.settled(&self.game);
            }
        }
        Ok(())
    }

    /// Keeps `before` for undo, the oldest dropped past the depth.
    fn remember(&mut self, before: G) {
        if let Some(history) = self.history.as_mut() {
            if history.len() >= self.undo_depth {
                history.remove(0);
            }
            history.push(before);
        }
    }

    /// [`Table::submit`] with `bots` (one per seat, `None` where a person sits) hearing
    /// what their seats may learn, besides `observers`.
    pub fn submit_among(
        &mut self,
        seat: usize,
        turn: u64,
        action: G::Action,
        bots: &mut [Option<Box<dyn Bot<G>>>],
        observers: &mut [&mut dyn Observer<G>],
    ) -> Result<(), Refusal<G::RuleError>> {
        let mut listeners: Vec<Listener<'_, G>> = bots
            .iter_mut()
            .enumerate()
            .filter_map(|(seat, bot)| {
                let bot = bot.as_mut().filter(|bot| bot.listens())?;
                Some(Listener {
                    seat,
                    player: bot as &mut dyn Player<G>,
                })
            })
            .collect();
        self.submit(seat, turn, action, &mut together(&mut listeners, observers))
    }

    /// Takes the last move back. The turn counter still moves on, so a move decided
    /// before the undo is refused as stale.
    pub fn undo(&mut self, observers: &mut [&mut dyn Observer<G>]) -> Result<(), UndoRefusal> {
        let history = self.history.as_mut().ok_or(UndoRefusal::NoUndo)?;
        let previous = history.pop().ok_or(UndoRefusal::Nothing)?;
        self.game = previous;
        self.abandoned = None;
        self.turn += 1;
        for observer in observers.iter_mut() {
            observer.undone();
        }
        Ok(())
    }

    /// Replaces the game with `game` as a change outside the rules' moves (a command
    /// such as Klondike's auto-play, already applied on a copy from this table's own
    /// moves): kept for undo, and the turn moves on.
    pub fn replace(&mut self, game: G) {
        let before = std::mem::replace(&mut self.game, game);
        self.remember(before);
        self.turn += 1;
    }

    /// Gives the game up before its end; nobody moves after this.
    pub fn abandon(&mut self, by: Option<usize>) {
        if !self.game.is_over() {
            self.abandoned = Some(by);
            self.turn += 1;
        }
    }

    pub fn into_game(self) -> G {
        self.game
    }
}

/// What a player decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision<A> {
    Act(A),
    /// Leave the game (a person's `quit`): the loop stops, the game unfinished.
    Quit,
    /// No more answers will come (input ended): the loop stops, the game unfinished.
    Gone,
    /// Take the last move back (where the table keeps undo), then ask again.
    Undo,
}

/// Whether a player asked again after a refusal should be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Retry {
    /// Ask again (a person who mistyped).
    Again,
    /// Stop: the player broke the contract (a computer player's illegal move is a bug).
    Fail,
}

/// Anything that decides for a seat: a person at a keyboard, a computer player, an
/// outside program. It blocks until it has decided.
pub trait Player<G: Game> {
    /// An action for `seat` (which acts now) among `legal`.
    fn decide(&mut self, seat: &Seat<'_, G>, legal: &[G::Action]) -> Decision<G::Action>;

    /// The table refused what [`Player::decide`] gave, for `why`.
    fn refused(&mut self, _action: G::Action, _why: &str) -> Retry {
        Retry::Fail
    }

    /// The table could not take a move back when [`Decision::Undo`] asked it to.
    fn undo_refused(&mut self, _why: UndoRefusal) {}

    /// What this seat may learn of a move (see [`Observer::heard`]).
    fn heard(&mut self, _turn: u64, _actor: usize, _action: G::Action, _events: &[G::Event]) {}

    /// Whether [`Player::heard`] is worth calling.
    fn listens(&self) -> bool {
        false
    }

    /// Whether its actions may be ones the legal list does not spell out (a person's
    /// typed move with its calls), judged by the engine alone; a computer player's
    /// action must be one of the list.
    fn off_list(&self) -> bool {
        false
    }
}

/// Every computer player is a player.
impl<G: Game> Player<G> for Box<dyn Bot<G>> {
    #[inline]
    fn decide(&mut self, seat: &Seat<'_, G>, legal: &[G::Action]) -> Decision<G::Action> {
        match self.choose(seat, legal) {
            Some(action) => Decision::Act(action),
            None => Decision::Gone,
        }
    }

    fn heard(&mut self, _turn: u64, _actor: usize, _action: G::Action, events: &[G::Event]) {
        for event in events {
            self.observe(event);
        }
    }

    fn listens(&self) -> bool {
        Bot::listens(&**self)
    }
}

/// An observer that keeps what it heard, for a front end to tell after the move.
#[derive(Debug, Clone)]
pub struct Heard<G: Game> {
    sight: Sight,
    pub events: Vec<G::Event>,
}

impl<G: Game> Heard<G> {
    pub fn new(sight: Sight) -> Heard<G> {
        Heard {
            sight,
            events: Vec::new(),
        }
    }
}

impl<G: Game> Observer<G> for Heard<G> {
    fn sight(&self) -> Sight {
        self.sight
    }

    fn heard(&mut self, _turn: u64, _actor: usize, _action: G::Action, events: &[G::Event]) {
        self.events.extend_from_slice(events);
    }
}

/// How [`run`] stopped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stopped {
    /// The game is over.
    Over,
    /// `seat` quit.
    Quit { seat: usize },
    /// `seat`'s player gave no more answers.
    Gone { seat: usize },
    /// `seat`'s player chose `action`, which the table refused for good.
    Failed { seat: usize, reason: String },
}

/// The seat observing a player hears through: adapts a [`Player`] to an [`Observer`].
struct Listener<'a, G: Game> {
    seat: usize,
    player: &'a mut dyn Player<G>,
}

impl<G: Game> Observer<G> for Listener<'_, G> {
    fn sight(&self) -> Sight {
        Sight::Seat(self.seat)
    }

    fn heard(&mut self, turn: u64, actor: usize, action: G::Action, events: &[G::Event]) {
        self.player.heard(turn, actor, action, events);
    }

    fn listens(&self) -> bool {
        self.player.listens()
    }
}

/// The players that listen and the other observers, as one list for one submission.
fn together<'a, G: Game>(
    listeners: &'a mut [Listener<'_, G>],
    observers: &'a mut [&mut dyn Observer<G>],
) -> Vec<&'a mut dyn Observer<G>> {
    let mut all: Vec<&'a mut dyn Observer<G>> =
        Vec::with_capacity(listeners.len() + observers.len());
    for listener in listeners.iter_mut() {
        all.push(listener);
    }
    for observer in observers.iter_mut() {
        all.push(&mut **observer);
    }
    all
}

/// Asks whoever is to move and submits their decision, until the game is over or a
/// player stops it. `players` has one per seat; `observers` hear every move besides the
/// players that listen. `legal` is a buffer kept between games.
pub fn run<G: Game>(
    table: &mut Table<G>,
    players: &mut [&mut dyn Player<G>],
    observers: &mut [&mut dyn Observer<G>],
    legal: &mut Vec<G::Action>,
) -> Stopped {
    // Whether anyone listens is asked once: a simulation of players that do not stays
    // fast, and allocates nothing for it.
    let anyone_listens = players.iter().any(|player| player.listens());
    while let Next::Move { seat, turn } = table.next() {
        let Some(player) = players.get_mut(seat) else {
            return Stopped::Failed {
                seat,
                reason: "has no seat at the table".to_string(),
            };
        };
        table.game.legal_actions_into(legal);
        let action = match player.decide(&Seat::new(&table.game, seat), legal) {
            Decision::Act(action) => action,
            Decision::Quit => return Stopped::Quit { seat },
            Decision::Gone => return Stopped::Gone { seat },
            Decision::Undo => {
                // Undo is kept only where one person plays alone, so no player listens.
                if let Err(why) = table.undo(observers) {
                    player.undo_refused(why);
                }
                continue;
            }
        };
        if !player.off_list() && !legal.contains(&action) {
            if player.refused(action, "it is not among the legal actions") == Retry::Fail {
                return Stopped::Failed {
                    seat,
                    reason: format!("chose {action}, which is not legal"),
                };
            }
            continue;
        }
        let result = if anyone_listens {
            let mut listeners: Vec<Listener<'_, G>> = players
                .iter_mut()
                .enumerate()
                .filter(|(_, player)| player.listens())
                .map(|(seat, player)| Listener {
                    seat,
                    player: &mut **player,
                })
                .collect();
            table.commit(seat, turn, action, &mut together(&mut listeners, observers))
        } else {
            table.commit(seat, turn, action, observers)
        };
        if let Err(refusal) = result {
            let reason = refusal.to_string();
            if players[seat].refused(action, &reason) == Retry::Fail {
                return Stopped::Failed {
                    seat,
                    reason: format!("chose {action}, refused: {reason}"),
                };
            }
        }
    }
    Stopped::Over
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::RandomBot;
    use crate::nim::{Nim, NimSettings, Perfect, Take, Took};

    fn nim(counters: u32) -> Table<Nim> {
        let settings = NimSettings {
            counters,
            players: 2,
        };
        Table::new(Nim::new_game(&settings, 0).unwrap())
    }

    /// Everything it heard, as (turn, actor, action, events).
    struct Log {
        sight: Sight,
        heard: Vec<(u64, usize, Take, Vec<Took>)>,
        undone: usize,
    }

    impl Log {
        fn new(sight: Sight) -> Log {
            Log {
                sight,
                heard: Vec::new(),
                undone: 0,
            }
        }
    }

    impl Observer<Nim> for Log {
        fn sight(&self) -> Sight {
            self.sight
        }
        fn heard(&mut self, turn: u64, actor: usize, action: Take, events: &[Took]) {
            self.heard.push((turn, actor, action, events.to_vec()));
        }
        fn undone(&mut self) {
            self.undone += 1;
        }
    }

    #[test]
    fn a_move_is_applied_once_and_heard_by_every_observer() {
        let mut table = nim(10);
        assert_eq!(table.next(), Next::Move { seat: 0, turn: 0 });
        let (mut a, mut b) = (Log::new(Sight::Seat(1)), Log::new(Sight::Everything));
        table.submit(0, 0, Take(3), &mut [&mut a, &mut b]).unwrap();
        assert_eq!(table.next(), Next::Move { seat: 1, turn: 1 });
        let took = Took {
            player: 0,
            count: 3,
        };
        assert_eq!(a.heard, vec![(0, 0, Take(3), vec![took.clone()])]);
        assert_eq!(b.heard, a.heard);
    }

    #[test]
    fn another_seats_move_a_stale_turn_and_an_illegal_action_change_nothing() {
        let mut table = nim(10);
        table.submit(0, 0, Take(1), &mut []).unwrap();
        let before = table.game().clone();
        let mut log = Log::new(Sight::Everything);
        assert_eq!(
            table.submit(0, 1, Take(1), &mut [&mut log]),
            Err(Refusal::NotYourMove)
        );
        assert_eq!(
            table.submit(1, 0, Take(1), &mut [&mut log]),
            Err(Refusal::Stale)
        );
        assert!(matches!(
            table.submit(1, 1, Take(4), &mut [&mut log]),
            Err(Refusal::Rule(_))
        ));
        assert_eq!(table.game(), &before);
        assert_eq!(table.turn(), 1);
        assert!(log.heard.is_empty());
    }

    #[test]
    fn undo_restores_the_position_and_makes_earlier_decisions_stale() {
        let mut table = nim(10).with_undo(10);
        let start = table.game().clone();
        table.submit(0, 0, Take(2), &mut []).unwrap();
        let mut log = Log::new(Sight::Seat(0));
        table.undo(&mut [&mut log]).unwrap();
        assert_eq!(table.game(), &start);
        assert_eq!(log.undone, 1);
        assert_eq!(table.next(), Next::Move { seat: 0, turn: 2 });
        assert_eq!(table.submit(0, 0, Take(1), &mut []), Err(Refusal::Stale));
        assert_eq!(table.undo(&mut []), Err(UndoRefusal::Nothing));
        assert_eq!(nim(5).undo(&mut []), Err(UndoRefusal::NoUndo));
    }

    #[test]
    fn an_abandoned_game_takes_no_more_moves() {
        let mut table = nim(10);
        table.abandon(Some(0));
        assert_eq!(table.next(), Next::Over);
        assert_eq!(table.ending(), Some(Ending::Abandoned { by: Some(0) }));
        assert_eq!(table.submit(0, 1, Take(1), &mut []), Err(Refusal::Over));
    }

    #[test]
    fn run_plays_to_the_end_and_the_perfect_player_wins_from_a_winning_heap() {
        for seed in 0..20 {
            let mut table = nim(15);
            let mut perfect: Box<dyn Bot<Nim>> = Box::new(Perfect);
            let mut random: Box<dyn Bot<Nim>> = Box::new(RandomBot::new(seed));
            let mut watcher = Log::new(Sight::Seat(1));
            let stopped = run(
                &mut table,
                &mut [&mut perfect, &mut random],
                &mut [&mut watcher],
                &mut Vec::new(),
            );
            assert_eq!(stopped, Stopped::Over);
            assert_eq!(table.game().winners(), vec![0]);
            assert_eq!(table.ending(), Some(Ending::Finished));
            assert_eq!(watcher.heard.len() as u64, table.turn());
        }
    }

    /// A player that answers with an action off the list, then gives up.
    struct Cheat(u32);

    impl Player<Nim> for Cheat {
        fn decide(&mut self, _seat: &Seat<'_, Nim>, _legal: &[Take]) -> Decision<Take> {
            self.0 += 1;
            if self.0 > 2 {
                Decision::Quit
            } else {
                Decision::Act(Take(7))
            }
        }
        fn refused(&mut self, _action: Take, _why: &str) -> Retry {
            Retry::Again
        }
    }

    #[test]
    fn a_refused_player_is_asked_again_or_stops_the_run() {
        let mut table = nim(9);
        let mut cheat = Cheat(0);
        let mut other: Box<dyn Bot<Nim>> = Box::new(Perfect);
        let stopped = run(
            &mut table,
            &mut [&mut cheat, &mut other],
            &mut [],
            &mut Vec::new(),
        );
        assert_eq!(stopped, Stopped::Quit { seat: 0 });
        assert_eq!(cheat.0, 3);
        assert_eq!(table.turn(), 0);
        // A computer player's illegal choice is a failure, not a retry.
        struct Wrong;
        impl Bot<Nim> for Wrong {
            fn choose(&mut self, _seat: &Seat<'_, Nim>, _legal: &[Take]) -> Option<Take> {
                Some(Take(9))
            }
        }
        let mut wrong: Box<dyn Bot<Nim>> = Box::new(Wrong);
        let mut other: Box<dyn Bot<Nim>> = Box::new(Perfect);
        let stopped = run(
            &mut table,
            &mut [&mut wrong, &mut other],
            &mut [],
            &mut Vec::new(),
        );
        assert!(
            matches!(stopped, Stopped::Failed { seat: 0, .. }),
            "{stopped:?}"
        );
    }

    /// Answers from a script, then quits; keeps the undo refusals it hears.
    struct Script {
        answers: Vec<Decision<Take>>,
        refused: Vec<UndoRefusal>,
    }

    impl Player<Nim> for Script {
        fn decide(&mut self, _seat: &Seat<'_, Nim>, _legal: &[Take]) -> Decision<Take> {
            if self.answers.is_empty() {
                Decision::Quit
            } else {
                self.answers.remove(0)
            }
        }
        fn undo_refused(&mut self, why: UndoRefusal) {
            self.refused.push(why);
        }
    }

    #[test]
    fn run_takes_a_move_back_when_a_player_asks_and_says_when_it_cannot() {
        let mut table = nim(10).with_undo(4);
        let start = table.game().clone();
        let script = |answers| Script {
            answers,
            refused: Vec::new(),
        };
        let mut first = script(vec![Decision::Act(Take(2)), Decision::Undo]);
        let mut second = script(vec![Decision::Undo]);
        let mut log = Log::new(Sight::Everything);
        let stopped = run(
            &mut table,
            &mut [&mut first, &mut second],
            &mut [&mut log],
            &mut Vec::new(),
        );
        assert_eq!(stopped, Stopped::Quit { seat: 0 });
        assert_eq!(table.game(), &start);
        assert_eq!(log.undone, 1);
        assert_eq!(first.refused, vec![UndoRefusal::Nothing]);
        assert!(second.refused.is_empty());
    }
}
