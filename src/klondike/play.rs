//! The game loop: show the layout, read a command, apply it, until won, quit or EOF.

use super::text::{Message, help, prompt};
use anyhow::Result;
use cards::Card;
use std::path::{Path, PathBuf};
use std::time::Duration;

use klondike::{
    Budget, Command, Guide, Hint, Klondike, Lang, Limits, Localized, Player, Style, Verdict,
};

use contract::table::Refusal;

use crate::records::{Recorder, SeatNote};
use crate::stats::Outcome;
use crate::terminal::Leave;
use crate::ui::{Ui, set_interrupt_hint, set_interrupt_save};

/// A game in progress, with what `undo` can go back to.
struct Session<'a> {
    ui: &'a mut Ui,
    /// The game, which only this driver changes; it keeps what undo goes back to.
    table: contract::Table<Klondike>,
    style: Style,
    /// The game was said to be lost; said once, until an undo.
    said_lost: bool,
    /// This game's own file (the one loaded or last saved): replaced without asking.
    own: Option<PathBuf>,
    /// A hint that looked at the face-down cards was given: a win is assisted.
    peeked: bool,
    /// The hint's winning line, kept while the player follows it.
    guide: Guide,
    /// The player that does not peek, for `tip`: it is shown every position the
    /// player sees, so it remembers what U has shown.
    tipper: Player,
    /// Keeps the game in the records.
    recorder: Recorder<Klondike>,
}

/// `tip`: the move `player` chooses from what the person sees of `game`, never back to
/// the position `before` the last move. The terminal's player remembers what the stock
/// showed; the browser's is new at each tip.
pub(crate) fn tip(player: &mut Player, game: &Klondike, before: Option<&Klondike>) -> Message {
    let avoid: Vec<_> = before.map(Klondike::view).into_iter().collect();
    match player.decide(&game.view(), &avoid) {
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

/// What `tip` may spend: the samples and positions as in `simulate`'s runs, more
/// samples, and at most a few seconds.
pub(crate) fn tip_budget() -> Budget {
    Budget {
        samples: 20,
        time: Some(Duration::from_secs(3)),
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

impl Session<'_> {
    fn game(&self) -> &Klondike {
        self.table.game()
    }

    fn lang(&self) -> Lang {
        self.style.lang
    }

    fn say(&self, message: &impl Localized) {
        self.ui.say(message.message(self.lang()));
    }

    /// The layout, after an empty line that parts it from the command before.
    fn show_again(&mut self) {
        self.ui.say("");
        self.show();
    }

    /// Shows the layout and the status line; the tip's player sees the same.
    fn show(&mut self) {
        self.tipper.observe(&self.game().view());
        let card_style = self.ui.style;
        let layout = self
            .game()
            .view()
            .render_painted(self.style, &mut |card: Card, text: &str| {
                card_style.paint(card, text)
            });
        self.ui.say(layout.trim_end_matches('\n'));
        self.say(&Message::Status {
            moves: self.game().moves(),
            stock: self.game().stock().len(),
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
        let text = self.game().to_json();
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

    /// Remembers the state before a change, shows the result, and says when the finish
    /// has become certain or the game is won. Returns true when the game is won.
    fn changed(&mut self, could_finish: bool) -> bool {
        self.show_again();
        if self.game().is_won() {
            self.say(&Message::Won {
                moves: self.game().moves(),
            });
            let outcome = if self.peeked {
                Outcome::Assisted
            } else {
                Outcome::Won
            };
            let (key, moves) = (stats_key(self.game()), self.game().moves());
            self.recorder.count(&key, outcome, Some(moves));
            return true;
        }
        if !could_finish && self.game().can_finish() {
            self.say(&Message::FinishOffer);
        }
        self.check_lost();
        false
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
}

/// The statistics' name for a Klondike game: "klondike draw 1" or "klondike draw 3".
fn stats_key(game: &Klondike) -> String {
    format!("klondike draw {}", game.draw().count())
}

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
    let recorder = Recorder::start(
        &game,
        seed,
        vec![SeatNote {
            name: "You".to_string(),
            level: None,
        }],
    );
    let mut session = Session {
        ui,
        recorder,
        table: contract::Table::new(game).with_undo(UNDO_DEPTH),
        style,
        said_lost: false,
        own: loaded.map(Path::to_path_buf),
        peeked: false,
        guide: Guide::new(),
        tipper: Player::new(tip_budget(), seed.unwrap_or(0) ^ 0x7199),
    };
    session.show();
    // A position file may hold a game already won: there is nothing left to play.
    let result = if session.game().is_won() {
        session.say(&Message::Won {
            moves: session.game().moves(),
        });
        Ok(())
    } else {
        if session.game().can_finish() {
            session.say(&Message::FinishOffer);
        }
        session.check_lost();
        run(&mut session)
    };
    // Told once the game cannot be resumed: won, or left with no file to go on from.
    let resumable = session.own.is_some() && !session.game().is_won();
    if let Some(line) = seed_line.filter(|_| !resumable) {
        eprintln!("{line}");
    }
    set_interrupt_hint(None);
    set_interrupt_save(None);
    result
}

fn run(session: &mut Session<'_>) -> Result<()> {
    let lang = session.lang();
    loop {
        set_interrupt_save(Some(("klondike", session.game().to_json())));
        let Some(line) = session.ui.ask_verbatim(prompt(lang))? else {
            session.leave(Leave::InputEnded);
            return Ok(());
        };
        let command = match line.parse::<Command>() {
            Ok(command) => command,
            Err(err) => {
                session.say(&err);
                continue;
            }
        };
        match command {
            Command::Help => session.ui.say(help(lang).trim_end()),
            Command::Move(mv) => {
                let could_finish = session.game().can_finish();
                let turn = session.table.turn();
                match session
                    .table
                    .submit(0, turn, mv, &mut [&mut session.recorder])
                {
                    Ok(()) => {
                        if session.changed(could_finish) {
                            return Ok(());
                        }
                    }
                    Err(Refusal::Rule(err)) => session.say(&err),
                    Err(other) => session.ui.say(crate::text::sentence(&other.to_string())),
                }
            }
            Command::Auto => {
                let could_finish = session.game().can_finish();
                // Played on a copy, then handed to the driver as one change undo takes back.
                let mut next = session.game().clone();
                let made = match next.finish() {
                    Some(moves) => moves,
                    None => next.auto(),
                };
                if made.is_empty() {
                    session.say(&Message::NothingSafe);
                    continue;
                }
                session.table.replace(next);
                session.recorder.replaced(&made, session.table.game());
                let list: Vec<String> = made.iter().map(ToString::to_string).collect();
                session.ui.say(format!("auto: {}", list.join(" ")));
                if session.changed(could_finish) {
                    return Ok(());
                }
            }
            Command::Undo => match session.table.undo(&mut [&mut session.recorder]) {
                Ok(()) => {
                    session.said_lost = false;
                    session.say(&Message::Undone);
                    session.show_again();
                }
                Err(_) => session.say(&Message::NothingToUndo),
            },
            Command::Hint => {
                // The solver sees the face-down cards: the game is helped from here on.
                session.peeked = true;
                session.recorder.hinted();
                let before = session.table.previous();
                let message = match session
                    .guide
                    .hint(session.table.game(), before, &hint_limits())
                {
                    Hint::Move(mv) => Message::Hint(mv),
                    Hint::Lost => Message::HintLost,
                    Hint::OnlyBack => Message::HintOnlyBack,
                    // A won game has left this loop already.
                    Hint::Unknown(_) | Hint::Won => Message::HintUnknown,
                };
                session.say(&message);
            }
            Command::Tip => {
                // Shown only what the player sees: the game stays unassisted.
                let before = session.table.previous();
                let message = tip(&mut session.tipper, session.table.game(), before);
                session.say(&message);
            }
            Command::Save(file) => {
                session.save(&file)?;
            }
            Command::Quit => {
                let saved = session.offer_save()?;
                // A game given up after a move counts as abandoned (one saved to go on
                // with later is not given up).
                if !saved && session.game().moves() > 0 {
                    let key = stats_key(session.game());
                    session.recorder.count(&key, Outcome::Abandoned, None);
                }
                session.recorder.quit();
                session.leave(Leave::Quit);
                return Ok(());
            }
        }
    }
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
