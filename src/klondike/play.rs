//! The terminal game: show the layout, read a command, play it, until won, quit or the
//! end of input. The one turn loop ([`contract::table::run`]) asks the [`Person`] at the
//! keyboard, who decides from what they see; the [`Keeper`], which sees the whole game,
//! keeps the positions (for saves, `hint`, `auto` and undo) and says what each change
//! led to.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::time::Duration;

use super::text::{Message, Refused, help, prompt};
use anyhow::{Result, bail};
use cards::Card;

use klondike::{
    Budget, Command, Guide, Hint, Klondike, Lang, Limits, Localized, Move, Outcome as Played,
    Player, Style, Verdict, View,
};

use contract::table::{Decision, Observer, Retry, Sight, Stopped, UndoRefusal};

use crate::records::{Recorder, SeatNote};
use crate::stats::Outcome;
use crate::terminal::Leave;
use crate::ui::{Ui, set_interrupt_hint, set_interrupt_save};

/// What the person has been told and what the keeper keeps, shared by the [`Person`]
/// and the [`Keeper`] through a `RefCell`.
struct Desk<'a> {
    ui: &'a mut Ui,
    style: Style,
    /// The game was said to be lost; said once, until an undo.
    said_lost: bool,
    /// This game's own file (the one loaded or last saved): replaced without asking.
    own: Option<PathBuf>,
    /// The player that does not peek, for `tip`: it is shown every position the
    /// player sees, so it remembers what U has shown.
    tipper: Player,
    /// The keeper's: every position undo may go back to and the game as it stands,
    /// newest last (the whole game: for saves, `hint` and `auto`).
    positions: Vec<Klondike>,
    /// The moves each change made, newest last (1, or an `auto`'s several): undo takes
    /// a change back whole.
    changes: Vec<usize>,
    /// An `auto` under way: its moves still to play, and all of them.
    auto: Option<(VecDeque<Move>, Vec<Move>)>,
    /// Moves still to take back for the `undo` asked.
    undoing: usize,
    /// Whether the finish was certain before the change being made.
    could_finish: bool,
    /// A hint that looked at the face-down cards was given: a win is assisted.
    peeked: bool,
    /// The hint's winning line, kept while the player follows it.
    guide: Guide,
    /// A question or a save failed: the person answers [`Decision::Gone`] and this is
    /// told.
    stop: Option<anyhow::Error>,
    /// Keeps the game in the records (it hears every move through [`Recording`]).
    recorder: Recorder<Klondike>,
}

/// `tip`: the move `player` chooses from what the person sees (`view`), never back to
/// the position they saw `before` the last move. The terminal's player remembers what
/// the stock showed; the browser's is new at each tip.
pub(crate) fn tip(player: &mut Player, view: &View, before: Option<&View>) -> Message {
    let avoid: Vec<View> = before.cloned().into_iter().collect();
    match player.decide(view, &avoid) {
        Some(choice) => match choice.moves.first() {
            Some(&mv) => Message::Tip {
                mv,
                wins: choice.wins,
                samples: choice.samples,
            },
            None => Message::TipNone,
        },
        None => Message::TipNone,
    }
}

/// What `tip` may spend: the samples and positions of `simulate`'s runs, and at most
/// two seconds, so a person is not kept waiting.
pub(crate) fn tip_budget() -> Budget {
    Budget {
        time: Some(Duration::from_secs(2)),
        ..Budget::default()
    }
}

/// Moves undo can take back, at most (far more than any game makes).
const UNDO_DEPTH: usize = 100_000;

/// What `hint` may spend.
fn hint_limits() -> Limits {
    Limits {
        nodes: 2_000_000,
        time: Some(Duration::from_secs(5)),
        ..Limits::default()
    }
}

impl Desk<'_> {
    /// The game as it stands (the keeper's).
    fn game(&self) -> &Klondike {
        // The first position is kept from the start: the list is never empty.
        &self.positions[self.positions.len() - 1]
    }

    /// The position before the last move, while undo may go back to it.
    fn previous(&self) -> Option<&Klondike> {
        self.positions
            .len()
            .checked_sub(2)
            .map(|at| &self.positions[at])
    }

    fn lang(&self) -> Lang {
        self.style.lang
    }

    fn say(&self, message: &impl Localized) {
        self.ui.say(message.message(self.lang()));
    }

    /// The layout, after an empty line that parts it from the command before.
    fn show_again(&mut self, view: &View) {
        self.ui.say("");
        self.show(view);
    }

    /// Shows the layout and the status line; the tip's player sees the same.
    fn show(&mut self, view: &View) {
        self.tipper.observe(view);
        let card_style = self.ui.style;
        let layout = view.render_painted(self.style, &mut |card: Card, text: &str| {
            card_style.paint(card, text)
        });
        self.ui.say(layout.trim_end_matches('\n'));
        self.say(&Message::Status {
            moves: view.moves,
            stock: view.stock,
        });
    }

    /// `save FILE`, and the answer to the question at `quit`: asks before replacing a
    /// file that is not this game's own, writes it whole or not at all, and says how to
    /// go on. Whether the game was saved.
    fn save(&mut self, file: &str) -> Result<bool> {
        let file = file.trim();
        let path = PathBuf::from(file);
        if crate::terminal::refuse_to_replace(&path).is_none()
            && path.exists()
            && self.own.as_deref() != Some(path.as_path())
        {
            let question = Message::Replace(crate::text::safe(file)).message(self.lang());
            if self.ui.confirm(&question)? != Some(true) {
                self.say(&Message::NotSaved);
                return Ok(false);
            }
        }
        let text = save_text(self.game());
        match crate::terminal::write_atomically(&path, &text) {
            Ok(()) => {
                let command = crate::terminal::load_command("klondike", &path);
                self.say(&Message::Saved {
                    file: crate::text::safe(file),
                    command,
                });
                self.own = Some(path);
                Ok(true)
            }
            Err(err) => {
                self.say(&Message::SaveFailed {
                    file: crate::text::safe(file),
                    reason: crate::text::safe(&format!("{:#}", err.root_cause())),
                });
                Ok(false)
            }
        }
    }

    /// At `quit`: a file name saves the game first; Enter (or the end of input) leaves.
    fn offer_save(&mut self) -> Result<bool> {
        let question = Message::SaveOffer.message(self.lang());
        match self.ui.ask(&question)? {
            Some(file) if !file.trim().is_empty() => self.save(&file),
            _ => Ok(false),
        }
    }

    /// Says why the game stops, and where it is saved, if anywhere.
    fn leave(&mut self, why: Leave) {
        let saved = self.own.clone();
        self.say(&Message::Left { why, saved });
    }

    /// Shows the game after a change, and says when the finish has become certain or
    /// the game is won (counted in the statistics, as assisted after a hint).
    fn changed(&mut self, could_finish: bool) {
        let game = self.game().clone();
        self.show_again(&game.view());
        if game.is_won() {
            self.say(&Message::Won {
                moves: game.moves(),
            });
            let outcome = if self.peeked {
                Outcome::Assisted
            } else {
                Outcome::Won
            };
            self.recorder
                .count(&stats_key(&game), outcome, Some(game.moves()));
            return;
        }
        if !could_finish && game.can_finish() {
            self.say(&Message::FinishOffer);
        }
        self.check_lost();
    }

    /// Says when no legal move is left, or when no move left changes anything as the
    /// player can see it ([`Klondike::is_stuck`]); never from the face-down cards.
    fn check_lost(&mut self) {
        if self.said_lost {
            return;
        }
        if self.game().legal_actions().is_empty() {
            self.say(&Message::NoMoves);
            self.said_lost = true;
        } else if self.game().is_stuck() {
            self.say(&Message::Stuck);
            self.said_lost = true;
        }
    }

    /// `hint`: the solver looks at the face-down cards, so the game is helped from
    /// here on. The keeper's, which sees the whole game.
    fn hint(&mut self) -> Message {
        self.peeked = true;
        self.recorder.hinted();
        let (game, before) = (self.game().clone(), self.previous().cloned());
        match self.guide.hint(&game, before.as_ref(), &hint_limits()) {
            Hint::Move(mv) => Message::Hint(mv),
            Hint::Lost => Message::HintLost,
            Hint::OnlyBack => Message::HintOnlyBack,
            // A won game is not played any more.
            Hint::Unknown(_) | Hint::Won => Message::HintUnknown,
        }
    }

    /// `auto`'s moves: the finish when it is certain, else every card that can safely
    /// go up. Worked out on a copy of the whole game (the keeper's): the cards they turn
    /// face up are shown as the moves are played anyway.
    fn auto_moves(&self) -> Vec<Move> {
        let mut next = self.game().clone();
        match next.finish() {
            Some(moves) => moves,
            None => next.auto(),
        }
    }
}

/// The person at the keyboard: reads commands until one changes the game, and decides
/// from what they see. An `auto` is its safe moves submitted one by one; an `undo`
/// takes the last change back whole, however many moves it made.
struct Person<'s, 'a> {
    desk: &'s RefCell<Desk<'a>>,
}

impl contract::Player<Klondike> for Person<'_, '_> {
    fn decide(&mut self, seat: &contract::Seat<'_, Klondike>, _legal: &[Move]) -> Decision<Move> {
        let mut desk = self.desk.borrow_mut();
        if desk.stop.is_some() {
            return Decision::Gone;
        }
        // The rest of a change under way: an undo's moves, an auto's moves.
        if desk.undoing > 0 {
            return Decision::Undo;
        }
        if let Some((left, _)) = desk.auto.as_mut()
            && let Some(mv) = left.pop_front()
        {
            return Decision::Act(mv);
        }
        command(&mut desk, seat).unwrap_or_else(|err| {
            desk.stop = Some(err);
            Decision::Gone
        })
    }

    /// A move is checked before it is returned (see [`command`]): not heard in play.
    fn refused(&mut self, _action: Move, why: &str) -> Retry {
        self.desk.borrow().ui.say(crate::text::sentence(why));
        Retry::Again
    }

    fn undo_refused(&mut self, _why: UndoRefusal) {
        let mut desk = self.desk.borrow_mut();
        desk.undoing = 0;
        desk.say(&Message::NothingToUndo);
    }

    /// Any typed move is judged by the engine, whose refusal says why.
    fn off_list(&self) -> bool {
        true
    }
}

/// Reads commands until one for the table: a move the engine takes, the first of an
/// `auto`'s moves, `undo`, `quit` or the end of input.
fn command(desk: &mut Desk<'_>, seat: &contract::Seat<'_, Klondike>) -> Result<Decision<Move>> {
    let lang = desk.lang();
    loop {
        set_interrupt_save(Some(("klondike", save_text(desk.game()))));
        let Some(line) = desk.ui.ask_verbatim(&prompt(lang))? else {
            return Ok(Decision::Gone);
        };
        let command = match line.parse::<Command>() {
            Ok(command) => command,
            Err(err) => {
                desk.say(&Refused::Command(err));
                continue;
            }
        };
        match command {
            Command::Help => desk.ui.say(help(lang).trim_end()),
            // Checked here, so the refusal is the engine's own, in the game's language.
            Command::Move(mv) => match desk.game().check(mv) {
                Ok(()) => {
                    desk.could_finish = desk.game().can_finish();
                    return Ok(Decision::Act(mv));
                }
                Err(err) => desk.say(&Refused::Rule(err)),
            },
            Command::Auto => {
                let made = desk.auto_moves();
                let Some(&first) = made.first() else {
                    desk.say(&Message::NothingSafe);
                    continue;
                };
                desk.could_finish = desk.game().can_finish();
                desk.auto = Some((made[1..].iter().copied().collect(), made));
                return Ok(Decision::Act(first));
            }
            Command::Undo => {
                desk.undoing = desk.changes.last().copied().unwrap_or(1);
                return Ok(Decision::Undo);
            }
            Command::Hint => {
                let message = desk.hint();
                desk.say(&message);
            }
            Command::Tip => {
                // Shown only what the player sees: the game stays unassisted.
                let before = desk.previous().map(Klondike::view);
                let message = tip(&mut desk.tipper, &seat.view(), before.as_ref());
                desk.say(&message);
            }
            Command::Save(file) => {
                desk.save(&file)?;
            }
            Command::Quit => return Ok(Decision::Quit),
        }
    }
}

/// Sees the whole game after each move: keeps the positions, and once a change is
/// whole (a move, an `auto`'s last move, an undo's last step) shows what it led to.
struct Keeper<'s, 'a> {
    desk: &'s RefCell<Desk<'a>>,
}

impl Observer<Klondike> for Keeper<'_, '_> {
    fn sight(&self) -> Sight {
        Sight::Everything
    }

    fn heard(&mut self, _turn: u64, _actor: usize, _action: Move, _events: &[Played]) {}

    /// Only [`Observer::settled`] matters here.
    fn listens(&self) -> bool {
        false
    }

    fn settled(&mut self, game: &Klondike) {
        let mut desk = self.desk.borrow_mut();
        if desk.positions.len() > UNDO_DEPTH {
            desk.positions.remove(0);
        }
        desk.positions.push(game.clone());
        let could_finish = desk.could_finish;
        match desk.auto.take() {
            Some((left, made)) if !left.is_empty() => desk.auto = Some((left, made)),
            Some((_, made)) => {
                desk.changes.push(made.len());
                let list: Vec<String> = made.iter().map(ToString::to_string).collect();
                desk.ui.say(format!("auto: {}", list.join(" ")));
                desk.changed(could_finish);
            }
            None => {
                desk.changes.push(1);
                desk.changed(could_finish);
            }
        }
    }

    fn undone(&mut self) {
        let mut desk = self.desk.borrow_mut();
        desk.positions.pop();
        desk.undoing = desk.undoing.saturating_sub(1);
        if desk.undoing == 0 {
            desk.changes.pop();
            desk.said_lost = false;
            desk.say(&Message::Undone);
            let view = desk.game().view();
            desk.show_again(&view);
        }
    }
}

/// Hands the desk's recorder every move, undo and position (the keeper's own
/// observing leaves out the moves themselves).
struct Recording<'s, 'a> {
    desk: &'s RefCell<Desk<'a>>,
}

impl Observer<Klondike> for Recording<'_, '_> {
    fn sight(&self) -> Sight {
        Sight::Everything
    }

    fn heard(&mut self, turn: u64, actor: usize, action: Move, events: &[Played]) {
        self.desk
            .borrow_mut()
            .recorder
            .heard(turn, actor, action, events);
    }

    fn undone(&mut self) {
        let mut desk = self.desk.borrow_mut();
        // The keeper heard it first: an undo of an `auto` is done when none is left.
        let last = desk.undoing == 0;
        desk.recorder.undone_part(last);
    }

    fn settled(&mut self, game: &Klondike) {
        self.desk.borrow_mut().recorder.settled(game);
    }
}

/// The statistics' name for a Klondike game: "klondike draw 1" or "klondike draw 3".
fn stats_key(game: &Klondike) -> String {
    format!("klondike draw {}", game.draw().count())
}

/// The save of `game`: the position, and the record it continues.
fn save_text(game: &Klondike) -> String {
    crate::seating::solitaire_save(YOU, &game.to_json()).unwrap_or_else(|_| game.to_json())
}

/// The one seat's name in the records and saves.
const YOU: &str = "You";

/// Plays `game` (dealt from `seed`, or loaded from the file `loaded`) to its end.
pub fn play(
    ui: &mut Ui,
    game: Klondike,
    seed: Option<u64>,
    loaded: Option<&Path>,
    style: Style,
) -> Result<()> {
    let lang = style.lang;
    // The seed deals the face-down cards too: it is said when the game ends, not before.
    let seed_line = seed.map(|seed| Message::Seed(seed).message(lang));
    set_interrupt_hint(seed_line.clone());
    let mut table = contract::Table::new(game.clone()).with_undo(UNDO_DEPTH);
    let you = vec![SeatNote {
        name: YOU.to_string(),
        level: None,
    }];
    let recorder = Recorder::start(&game, seed, you);
    let shared = RefCell::new(Desk {
        recorder,
        ui,
        style,
        said_lost: false,
        own: loaded.map(Path::to_path_buf),
        tipper: Player::new(tip_budget(), seed.unwrap_or(0) ^ 0x7199),
        positions: vec![game],
        changes: Vec::new(),
        auto: None,
        undoing: 0,
        could_finish: false,
        peeked: false,
        guide: Guide::new(),
        stop: None,
    });
    let result = {
        let mut desk = shared.borrow_mut();
        let view = desk.game().view();
        desk.show(&view);
        // A position file may hold a game already won: there is nothing left to play.
        if desk.game().is_won() {
            let moves = desk.game().moves();
            desk.say(&Message::Won { moves });
            Ok(())
        } else {
            if desk.game().can_finish() {
                desk.say(&Message::FinishOffer);
            }
            desk.check_lost();
            drop(desk);
            play_out(&mut table, &shared)
        }
    };
    let desk = shared.into_inner();
    // Told once the game cannot be resumed: won, or left with no file to go on from.
    let resumable = desk.own.is_some() && !desk.game().is_won();
    if let Some(line) = seed_line.filter(|_| !resumable) {
        eprintln!("{line}");
    }
    set_interrupt_hint(None);
    set_interrupt_save(None);
    result
}

/// The game through the one turn loop, then what its stopping calls for.
fn play_out(table: &mut contract::Table<Klondike>, desk: &RefCell<Desk<'_>>) -> Result<()> {
    let mut person = Person { desk };
    let mut keeper = Keeper { desk };
    let mut recording = Recording { desk };
    let stopped = contract::table::run(
        table,
        &mut [&mut person],
        &mut [&mut keeper, &mut recording],
        &mut Vec::new(),
    );
    let mut desk = desk.borrow_mut();
    if let Some(err) = desk.stop.take() {
        return Err(err);
    }
    match stopped {
        // Won: told as the last move settled.
        Stopped::Over => {}
        Stopped::Quit { .. } => {
            let saved = desk.offer_save()?;
            // A game given up after a move counts as abandoned (one saved to go on
            // with later is not given up).
            if !saved && desk.game().moves() > 0 {
                let key = stats_key(desk.game());
                desk.recorder.count(&key, Outcome::Abandoned, None);
            }
            desk.recorder.quit();
            desk.leave(Leave::Quit);
        }
        Stopped::Gone { .. } => desk.leave(Leave::InputEnded),
        Stopped::Failed { reason, .. } => bail!("the game refused a move it had checked: {reason}"),
    }
    Ok(())
}

/// The first deal from `seed` on (seed, seed + 1, …) that the solver proves winnable
/// within a few seconds, and its seed.
pub fn winnable_deal(seed: u64, draw: klondike::Draw) -> (Klondike, u64) {
    let limits = Limits::time(Duration::from_secs(3));
    let mut seed = seed;
    loop {
        let game = Klondike::deal(&mut cards::seeded(seed), draw);
        if matches!(game.solve(&limits).verdict, Verdict::Winnable(_)) {
            return (game, seed);
        }
        seed = seed.wrapping_add(1);
    }
}
