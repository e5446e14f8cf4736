//! The main menu, after the C# original: play a game or work with a deck that persists
//! while the menu runs.

use anyhow::Result;

use crate::GlobalOpts;
use crate::deck::{Deck, MAX_PACKS, rows};
use crate::say;
use crate::settings::Begin;
use crate::ui::{self, Reply, Ui};

/// A game the menu can start.
enum GameEntry {
    /// A game of the registry, at the terminal: its settings first, then the game;
    /// Ctrl+C in it comes back to the menu.
    Terminal(&'static crate::registry::Entry),
    /// The browser table, whose server stops with the program at Ctrl+C.
    Browser,
}

impl GameEntry {
    /// Its entry in the main menu.
    fn play(&self) -> String {
        match self {
            GameEntry::Terminal(entry) => say!("menu-play", title = entry.local_title()),
            GameEntry::Browser => say!("menu-play-browser"),
        }
    }
}

/// The games of the registry, then the browser table.
fn games() -> Vec<GameEntry> {
    let mut games: Vec<GameEntry> = crate::registry::games()
        .iter()
        .map(GameEntry::Terminal)
        .collect();
    games.push(GameEntry::Browser);
    games
}

#[derive(Clone, Copy)]
enum Tool {
    Shuffle,
    Draw,
    Pick,
    Show,
    NewDeck,
    Packs,
    Stats,
    History,
    Quit,
}

const TOOLS: [Tool; 9] = [
    Tool::Stats,
    Tool::History,
    Tool::Shuffle,
    Tool::Draw,
    Tool::Pick,
    Tool::Show,
    Tool::NewDeck,
    Tool::Packs,
    Tool::Quit,
];

impl Tool {
    /// Its entry in the menu, with the deck's `packs` where it tells them.
    fn entry(self, packs: usize) -> String {
        match self {
            Tool::Stats => say!("menu-tool-stats"),
            Tool::History => say!("menu-tool-history"),
            Tool::Shuffle => say!("menu-tool-shuffle"),
            Tool::Draw => say!("menu-tool-draw"),
            Tool::Pick => say!("menu-tool-pick"),
            Tool::Show => say!("menu-tool-show"),
            Tool::NewDeck => say!("menu-tool-new-deck"),
            Tool::Packs => say!("menu-tool-packs", packs = packs),
            Tool::Quit => say!("menu-tool-quit"),
        }
    }
}

pub fn run(global: &GlobalOpts) -> Result<()> {
    let mut ui = Ui::new(global.plain, global.ascii);
    let mut deck = Deck::new(1, global.seed_or_fresh());
    // Where the cursor was when the menu was last left: it is there again on return.
    let mut cursor = 0;
    let games = games();
    loop {
        let mut items: Vec<String> = games.iter().map(GameEntry::play).collect();
        // A game cut short by Ctrl+C waits to be resumed.
        let waiting = crate::registry::interrupted();
        items.extend(
            waiting
                .iter()
                .map(|(entry, _)| say!("menu-resume", game = entry.local_title())),
        );
        let packs = deck.packs();
        items.extend(TOOLS.iter().map(|tool| tool.entry(packs)));
        let title = say!("menu-title", cards = deck.len());
        let Some(choice) = ui.choose_from(&title, &items, cursor)? else {
            ui.say(say!("menu-goodbye"));
            return Ok(());
        };
        cursor = choice;
        if let Some(game) = games.get(choice) {
            play(&mut ui, game, global)?;
            continue;
        }
        if let Some((entry, path)) = waiting.get(choice - games.len()) {
            resume(&mut ui, entry, path, global)?;
            continue;
        }
        let tool = TOOLS[choice - games.len() - waiting.len()];
        if !use_tool(&mut ui, &mut deck, tool)? {
            ui.say(say!("menu-goodbye"));
            return Ok(());
        }
    }
}

/// Plays a game from the menu; each deals from a fresh seed unless --seed was given (the
/// games draw their own). Ctrl+C in the game saves it, as everywhere, and comes back here
/// rather than ending the program.
fn play(ui: &mut Ui, game: &GameEntry, global: &GlobalOpts) -> Result<()> {
    let entry = match game {
        GameEntry::Browser => {
            // The page speaks English until it has its own choice of language: its log
            // too, though the menu around it speaks the run's.
            let language = crate::words::language();
            crate::words::set_language(crate::words::Language::En);
            let served = crate::serve::play_from_menu(ui, global);
            crate::words::set_language(language);
            return served;
        }
        GameEntry::Terminal(entry) => entry,
    };
    let chosen = match crate::settings::before_the_game(ui, entry)? {
        Begin::New(chosen) => chosen,
        Begin::Saved(path) => return open(ui, entry, &path, global),
        Begin::Back => return Ok(()),
    };
    ui::set_return_to_menu(true);
    let played = (entry.play_from_menu)(ui, global, &chosen);
    ui::set_return_to_menu(false);
    if ui::take_interrupt() {
        // Whatever the game was doing when it was cut short is over.
        return Ok(());
    }
    played
}

/// Goes on with a game its player saved at `path`, as a game from the menu; a file that
/// does not load is told, and the menu goes on.
fn open(
    ui: &mut Ui,
    entry: &crate::registry::Entry,
    path: &std::path::Path,
    global: &GlobalOpts,
) -> Result<()> {
    ui::set_return_to_menu(true);
    let played = (entry.resume)(ui, global, path);
    ui::set_return_to_menu(false);
    if ui::take_interrupt() {
        return Ok(());
    }
    if let Err(err) = played {
        let reason = crate::text::safe(&format!("{err:#}"));
        ui.say(say!("menu-could-not-open", reason = reason));
    }
    Ok(())
}

/// Goes on with the interrupted game saved at `path`, as a game from the menu; its file
/// is removed afterwards unless the game was cut short again (and saved there anew).
fn resume(
    ui: &mut Ui,
    entry: &crate::registry::Entry,
    path: &std::path::Path,
    global: &GlobalOpts,
) -> Result<()> {
    let written = |path: &std::path::Path| std::fs::metadata(path).and_then(|m| m.modified()).ok();
    let before = written(path);
    ui::set_return_to_menu(true);
    let played = (entry.resume)(ui, global, path);
    ui::set_return_to_menu(false);
    let interrupted = ui::take_interrupt();
    if played.is_ok() && !interrupted && written(path) == before {
        let _ = std::fs::remove_file(path);
    }
    if interrupted {
        return Ok(());
    }
    if let Err(err) = played {
        // A file that no longer loads is told, and the menu goes on.
        ui.say(say!("menu-could-not-resume", reason = format!("{err:#}")));
    }
    Ok(())
}

/// Returns false when the menu should end (Quit, or end of input inside a tool).
fn use_tool(ui: &mut Ui, deck: &mut Deck, tool: Tool) -> Result<bool> {
    let style = ui.style;
    match tool {
        Tool::Shuffle => {
            deck.shuffle();
            ui.say(say!("deck-shuffled", cards = deck.len()));
        }
        Tool::Draw => match deck.draw(1) {
            Ok(drawn) => ui.say(say!(
                "deck-drew",
                drawn = rows(style, &drawn),
                left = deck.len()
            )),
            Err(_) => ui.say(say!("deck-empty-new")),
        },
        Tool::Pick => {
            if deck.len() == 0 {
                ui.say(say!("deck-empty-new"));
                return Ok(true);
            }
            let prompt = say!("deck-which-card", count = deck.len());
            let position = match ui.ask_number_or_back(&prompt, 1, deck.len())? {
                Reply::Given(position) => position,
                Reply::Back => return Ok(true),
                Reply::Ended => return Ok(false),
            };
            if let Some(card) = deck.pick(position) {
                ui.say(say!(
                    "deck-picked",
                    card = style.card(card),
                    left = deck.len()
                ));
            }
        }
        Tool::Show => {
            if deck.len() == 0 {
                ui.say(say!("deck-empty"));
            } else {
                ui.say(say!("deck-order"));
                ui.say(rows(style, deck.order()));
            }
        }
        Tool::NewDeck => {
            deck.renew(deck.packs());
            ui.say(say!("deck-new", cards = deck.len()));
        }
        Tool::Packs => {
            let prompt = say!("deck-how-many-packs", max = MAX_PACKS);
            let packs = match ui.ask_number_or_back(&prompt, 1, MAX_PACKS)? {
                Reply::Given(packs) => packs,
                Reply::Back => return Ok(true),
                Reply::Ended => return Ok(false),
            };
            deck.renew(packs);
            ui.say(say!("deck-new-packs", packs = packs, cards = deck.len()));
        }
        Tool::Stats => ui.say(crate::records::stats::statistics()?.to_string().trim_end()),
        Tool::History => return history(ui),
        Tool::Quit => return Ok(false),
    }
    Ok(true)
}

/// The games recorded lately, and one of them stepped through; false at end of input.
fn history(ui: &mut Ui) -> Result<bool> {
    let args = crate::records::replay::HistoryArgs {
        game: None,
        limit: HISTORY_SHOWN,
    };
    if crate::records::replay::history(&args)? == 0 {
        return Ok(true);
    }
    loop {
        let Some(answer) = ui.ask(&say!("menu-history-which"))? else {
            return Ok(false);
        };
        let answer = answer.trim();
        if answer.is_empty() {
            return Ok(true);
        }
        let Ok(id) = answer.parse::<i64>() else {
            ui.say(say!(
                "menu-history-not-a-number",
                answer = crate::text::safe(answer)
            ));
            continue;
        };
        if let Err(err) = crate::records::replay::step_through(id, None, ui) {
            ui.say(say!(
                "menu-could-not-open",
                reason = crate::text::safe(&format!("{err:#}"))
            ));
        }
        return Ok(true);
    }
}

/// How many recorded games the menu lists, newest first.
const HISTORY_SHOWN: usize = 20;
