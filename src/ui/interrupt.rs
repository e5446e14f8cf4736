//! Signals that end karty (Ctrl+C, SIGTERM, SIGHUP): the game in play is saved, the
//! arena's programs are killed, and a message says how to go on (see
//! [`install_interrupt_handler`]).

use std::fmt;
use std::io::{self, IsTerminal, Write};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use anyhow::Result;
use console::Term;

use crate::text;

/// What to tell a person whose game is cut short by Ctrl+C (for example how to resume).
static INTERRUPT_HINT: Mutex<Option<String>> = Mutex::new(None);

/// Sets or clears the line printed when Ctrl+C ends the program.
pub fn set_interrupt_hint(hint: Option<String>) {
    if let Ok(mut slot) = INTERRUPT_HINT.lock() {
        *slot = hint;
    }
}

/// The game in play at a question, kept so that Ctrl+C can save it: its name on the
/// command line and its save file's text.
static INTERRUPT_SAVE: Mutex<Option<(&'static str, String)>> = Mutex::new(None);

/// Sets or clears the game Ctrl+C saves before ending the program.
pub fn set_interrupt_save(save: Option<(&'static str, String)>) {
    if let Ok(mut slot) = INTERRUPT_SAVE.lock() {
        *slot = save;
    }
}

/// Whether a game started from the main menu is in play: Ctrl+C then saves it and goes
/// back to the menu instead of ending the program.
static RETURN_TO_MENU: AtomicBool = AtomicBool::new(false);

/// Set by Ctrl+C in a game started from the menu; every question then fails at once (see
/// [`BackToMenu`]) until the menu takes it with [`take_interrupt`].
pub(super) static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// Marks a game started from the main menu as in play (or over).
pub fn set_return_to_menu(on: bool) {
    RETURN_TO_MENU.store(on, Ordering::SeqCst);
}

/// Whether Ctrl+C cut the game short to go back to the menu (and clears it).
pub fn take_interrupt() -> bool {
    INTERRUPTED.swap(false, Ordering::SeqCst)
}

/// What a question answers when Ctrl+C took a game started from the menu back to it.
#[derive(Debug)]
pub struct BackToMenu;

impl fmt::Display for BackToMenu {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("interrupted: back to the main menu")
    }
}

impl std::error::Error for BackToMenu {}

/// Set at once in the signal handler itself (not later, in the thread that handles it):
/// a signal to end is on its way to [`interrupted`], so the program does not end by
/// itself before it is handled (see [`settle`]).
static PENDING: std::sync::LazyLock<std::sync::Arc<AtomicBool>> =
    std::sync::LazyLock::new(|| std::sync::Arc::new(AtomicBool::new(false)));

/// The game that was in play when input ended, for a signal that arrives before the
/// program has ended (Ctrl+C and the end of input together still save it).
static SAVE_AT_END_OF_INPUT: Mutex<Option<(&'static str, String)>> = Mutex::new(None);

/// Ctrl+C (SIGINT), a closed terminal or dropped session (SIGHUP) and SIGTERM end the
/// program cleanly with exit code 128 + the signal's number (130 for Ctrl+C), in every
/// game and at every question: the cursor comes back, a game in play is saved to a
/// named file in the data directory, every outside program of the arena is killed, and
/// a message says what happened and how to go on. In a game started from the main menu
/// (on a terminal, where questions can be cut short), Ctrl+C saves and says the same, and
/// then shows the menu again instead of ending. A file size limit (SIGXFSZ) makes a
/// write fail with an error instead of killing karty.
pub fn install_interrupt_handler() {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM, SIGXFSZ};
    let ending = [SIGINT, SIGTERM, SIGHUP];
    for signal in ending {
        let _ = signal_hook::flag::register(signal, std::sync::Arc::clone(&PENDING));
    }
    let _ = signal_hook::flag::register(SIGXFSZ, std::sync::Arc::new(AtomicBool::new(false)));
    if let Ok(mut signals) = signal_hook::iterator::Signals::new(ending) {
        std::thread::spawn(move || {
            for signal in signals.forever() {
                interrupted_by(signal);
            }
        });
    }
}

/// Called before the program ends by itself: a signal that has arrived is handled
/// first (it saves the game in play and ends the program).
pub fn settle() {
    while PENDING.load(Ordering::SeqCst) {
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Ctrl+C read as a key (an arrow menu's raw mode).
pub(super) fn interrupted() {
    interrupted_by(signal_hook::consts::SIGINT);
}

fn interrupted_by(signal: i32) {
    // Only a terminal's questions watch for it (see `WatchedStdin`); elsewhere Ctrl+C ends
    // the program, as in any game.
    let to_menu = signal == signal_hook::consts::SIGINT
        && cfg!(unix)
        && RETURN_TO_MENU.load(Ordering::SeqCst)
        && io::stdin().is_terminal();
    if !to_menu {
        crate::arena::protocol::kill_all();
    }
    // Saved first: after a hang-up the terminal may take no more messages.
    let in_play = INTERRUPT_SAVE.lock().ok().and_then(|mut slot| slot.take());
    let in_play = in_play.or_else(|| {
        SAVE_AT_END_OF_INPUT
            .lock()
            .ok()
            .and_then(|mut slot| slot.take())
    });
    let saved = in_play.map(|(game, text)| save_interrupted(game, &text));
    // The records of the games cut short say so (the program may end before they drop).
    crate::records::interrupted();
    let _ = Term::stderr().show_cursor();
    let mut stderr = io::stderr().lock();
    let _ = writeln!(stderr);
    let _ = match saved {
        Some(Ok(message)) => writeln!(
            stderr,
            "{}",
            crate::say!("table-interrupted-saved", saved = message)
        ),
        Some(Err(err)) => writeln!(
            stderr,
            "{}",
            crate::say!(
                "table-interrupted-not-saved",
                reason = text::safe(&format!("{err:#}"))
            )
        ),
        None => {
            let goodbye = if to_menu { "no" } else { "yes" };
            let _ = writeln!(
                stderr,
                "{}",
                crate::say!("table-interrupted", goodbye = goodbye)
            );
            match INTERRUPT_HINT.lock() {
                Ok(slot) if slot.is_some() => {
                    writeln!(stderr, "{}", slot.as_deref().unwrap_or_default())
                }
                _ => Ok(()),
            }
        }
    };
    if to_menu {
        let _ = writeln!(stderr, "{}", crate::say!("table-back-to-menu"));
        INTERRUPTED.store(true, Ordering::SeqCst);
        PENDING.store(false, Ordering::SeqCst);
        return;
    }
    drop(stderr);
    std::process::exit(128 + signal);
}

/// An answer was read: input goes on, and no game is kept for a late signal.
pub(super) fn forget_the_end_of_input() {
    if let Ok(mut slot) = SAVE_AT_END_OF_INPUT.lock() {
        *slot = None;
    }
}

/// Input has ended: the game in play now is the one a signal arriving before the
/// program ends saves.
pub(super) fn keep_for_a_late_signal() {
    let in_play = INTERRUPT_SAVE.lock().ok().and_then(|slot| slot.clone());
    if let Ok(mut slot) = SAVE_AT_END_OF_INPUT.lock() {
        *slot = in_play;
    }
}

/// Saves a game cut short to `interrupted-GAME.json` in the data directory.
fn save_interrupted(game: &str, contents: &str) -> Result<String> {
    let dir = crate::terminal::data_dir()
        .ok_or_else(|| anyhow::anyhow!("no data directory (set KARTY_DATA_DIR)"))?;
    std::fs::create_dir_all(&dir)?;
    let path = dir.join(format!("interrupted-{game}.json"));
    crate::terminal::write_atomically(&path, contents)?;
    Ok(crate::say!(
        "table-interrupted-saved-to",
        path = text::path(&path),
        command = crate::terminal::load_command(game, &path)
    ))
}
