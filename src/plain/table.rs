//! The terminal table of a catalogued game, in plain lines: the seats asked for or given,
//! then the one turn loop ([`contract::table::run`]) with each person a [`Player`] that
//! reads their move, each computer player its level's bot, and a narrator that tells
//! every move as the people at the screen may learn it. `quit` offers to save; Ctrl+C
//! saves the game; the deal's seed is told when the game is over.

use std::cell::RefCell;
use std::path::{Path, PathBuf};

use anyhow::Result;
use clap::error::ErrorKind;
use contract::table::{Retry, Stopped, run as run_turns};
use contract::{Decision, Game, Level, Observer, Player, Seat, Sight};

use super::{Plain, Seats, StateOf, TableArgs, level, seated};
use crate::GlobalOpts;
use crate::records::{Recorder, seat_notes};
use crate::seating::{self, Seat as Chair};
use crate::settings::Chosen;
use crate::stats::Outcome;
use crate::terminal::{Leave, leaving};
use crate::ui::{Ui, set_interrupt_save};

/// `karty GAME`: a new game of `settings`, or one loaded with `--load`.
pub(super) fn run<G: Plain>(
    settings: G::Settings,
    args: TableArgs,
    global: &GlobalOpts,
) -> Result<()> {
    let mut ui = Ui::new(global.plain, global.ascii);
    ui.set_fast(args.fast);
    if let Some(path) = &args.load {
        return resume::<G>(&mut ui, global, path);
    }
    let level = match &args.bot_level {
        Some(text) => level::<G>(text).unwrap_or_else(|m| crate::usage(ErrorKind::InvalidValue, m)),
        None => G::default_level(),
    };
    let table = Seats::<G>(std::marker::PhantomData);
    let chairs = if args.names.is_empty() {
        if let Err(reason) = seating::check_players(&table, args.players) {
            crate::usage(ErrorKind::InvalidValue, format!("--players: {reason}"));
        }
        let asked = seating::ask(&table, &mut ui, args.players, level)?;
        let Some(chairs) = crate::terminal::answered(&ui, asked) else {
            return Ok(());
        };
        chairs
    } else {
        seating::from_names(&table, &args.names, args.players, level)
            .unwrap_or_else(|reason| crate::usage(ErrorKind::InvalidValue, reason))
    };
    start::<G>(&mut ui, chairs, settings, global)
}

/// The menu's entry: names asked for, the settings chosen in the menu.
pub(super) fn play_from_menu<G: Plain>(
    ui: &mut Ui,
    global: &GlobalOpts,
    chosen: &Chosen,
) -> Result<()> {
    let table = Seats::<G>(std::marker::PhantomData);
    let level = level::<G>(chosen.word("level")).unwrap_or_else(|_| G::default_level());
    let mut fields = chosen.map().clone();
    fields.remove("level");
    let settings = super::settings::<G>(&fields).map_err(anyhow::Error::msg)?;
    let asked = seating::ask(&table, ui, None, level)?;
    match crate::terminal::answered(ui, asked) {
        Some(chairs) => start::<G>(ui, chairs, settings, global),
        None => Ok(()),
    }
}

/// Goes on with a game saved at `path` (or a bare state file, whose seats are people).
pub(super) fn resume<G: Plain>(ui: &mut Ui, global: &GlobalOpts, path: &Path) -> Result<()> {
    let (chairs, StateOf(game), _, seed) = seating::load::<Seats<G>>(path)?;
    let seed = seed.or(global.seed).unwrap_or_else(cards::fresh_seed);
    ui.say(format!(
        "Going on with the game saved in {}.",
        crate::text::path(path)
    ));
    play(ui, chairs, game, seed, Some(path.to_path_buf()), None)
}

/// A new game for these seats, dealt from the seed given or a fresh one (told when the
/// game ends: hidden cards may hang on it).
fn start<G: Plain>(
    ui: &mut Ui,
    chairs: Vec<Chair<G::Level>>,
    settings: G::Settings,
    global: &GlobalOpts,
) -> Result<()> {
    let settings = seated::<G>(settings, chairs.len());
    let seed = global.seed.unwrap_or_else(cards::fresh_seed);
    let game = G::new_game(&settings, seed)?;
    ui.say(format!("{}: {}.", G::TITLE, seating::describe(&chairs)));
    play(ui, chairs, game, seed, None, Some(&settings))
}

/// Plays until the game is over or a person leaves; a game dealt here (`settings`
/// known) may be followed by another for the same seats ("Play again").
fn play<G: Plain>(
    ui: &mut Ui,
    chairs: Vec<Chair<G::Level>>,
    mut game: G,
    mut seed: u64,
    mut saved: Option<PathBuf>,
    settings: Option<&G::Settings>,
) -> Result<()> {
    let names: Vec<String> = chairs.iter().map(|chair| chair.name.clone()).collect();
    let people: Vec<usize> = (0..chairs.len())
        .filter(|&s| chairs[s].is_person())
        .collect();
    // One person reads their own seat as "You"; several share what is public.
    let (sight, reader) = match people.as_slice() {
        [one] => (Sight::Seat(*one), reader_names(&names, *one)),
        _ => (Sight::Public, names.clone()),
    };
    let mut series = contract::Series::new(chairs.len());
    loop {
        let save_text = |game: &G| {
            seating::to_json::<Seats<G>>(&chairs, &StateOf(game.clone()), None, Some(seed))
                .unwrap_or_default()
        };
        let mut recorder = Recorder::start(&game, Some(seed), seat_notes(&chairs));
        let (finished, stopped) = play_out(
            ui,
            &chairs,
            game,
            seed,
            sight,
            &reader,
            &save_text,
            &mut recorder,
        );
        let outcome = match stopped {
            Stopped::Over => {
                let (winners, points) = (finished.winners(), finished.points());
                for line in crate::text::game_over(&reader, &winners, points) {
                    ui.say(line);
                }
                ui.say(crate::terminal::seed_told(seed));
                (!people.is_empty())
                    .then(|| Outcome::of_finished(&winners, |seat| !chairs[seat].is_person()))
            }
            Stopped::Quit { .. } => {
                let text = save_text(&finished);
                let own = saved.as_deref();
                if let Some(path) = crate::terminal::offer_save(ui, G::NAME, own, &text)? {
                    saved = Some(path);
                }
                ui.say(leaving(Leave::Quit, G::NAME, saved.as_deref(), Some(seed)));
                recorder.quit();
                saved.is_none().then_some(Outcome::Abandoned)
            }
            Stopped::Gone { .. } => {
                ui.say(leaving(
                    Leave::InputEnded,
                    G::NAME,
                    saved.as_deref(),
                    Some(seed),
                ));
                None
            }
            Stopped::Failed { seat, reason } => anyhow::bail!("{} {reason}", names[seat]),
        };
        set_interrupt_save(None);
        if let Some(outcome) = outcome {
            recorder.count(G::NAME, outcome, None);
        }
        drop(recorder);
        let again = match settings {
            Some(_) if finished.is_over() && !people.is_empty() => {
                ui.confirm("Play again with the same players?")? == Some(true)
            }
            _ => false,
        };
        let Some(settings) = settings.filter(|_| again) else {
            return Ok(());
        };
        series.record(&finished);
        ui.say(crate::terminal::series_line(&names, &series));
        seed = cards::fresh_seed();
        game = G::deal_in_series(settings, seed, series.games)?;
        saved = None;
    }
}

/// One game's turns, until it is over or a person stops: the game as it stands then.
#[allow(clippy::too_many_arguments)]
fn play_out<G: Plain>(
    ui: &mut Ui,
    chairs: &[Chair<G::Level>],
    game: G,
    seed: u64,
    sight: Sight,
    reader: &[String],
    save_text: &dyn Fn(&G) -> String,
    recorder: &mut Recorder<G>,
) -> (G, Stopped) {
    set_interrupt_save(Some((G::NAME, save_text(&game))));
    let ui = RefCell::new(ui);
    let several = chairs.iter().filter(|chair| chair.is_person()).count() > 1;
    let mut persons: Vec<Person<'_, '_>> = chairs
        .iter()
        .filter(|chair| chair.is_person())
        .map(|_| Person {
            ui: &ui,
            names: reader.to_vec(),
            several,
        })
        .collect();
    let mut bots: Vec<Box<dyn contract::Bot<G>>> = chairs
        .iter()
        .enumerate()
        .filter_map(|(seat, chair)| {
            let kind = chair.computer?;
            Some(kind.bot(seat, contract::stats::bot_seed(seed, seat)))
        })
        .collect();
    let mut seats: Vec<&mut dyn Player<G>> = Vec::new();
    let (mut persons_left, mut bots_left) = (persons.iter_mut(), bots.iter_mut());
    for chair in chairs {
        let player: Option<&mut dyn Player<G>> = if chair.is_person() {
            persons_left.next().map(|p| p as &mut dyn Player<G>)
        } else {
            bots_left.next().map(|b| b as &mut dyn Player<G>)
        };
        seats.extend(player);
    }
    let mut narrator = Narrator::<G> {
        ui: &ui,
        sight,
        names: reader.to_vec(),
        computers: chairs.iter().map(|chair| !chair.is_person()).collect(),
        game: std::marker::PhantomData,
    };
    let mut keeper = Keeper { save_text };
    let mut table = contract::Table::new(game);
    let mut legal = Vec::new();
    let stopped = run_turns(
        &mut table,
        &mut seats,
        &mut [&mut narrator, &mut keeper, recorder],
        &mut legal,
    );
    (table.game().clone(), stopped)
}

/// The names as the one person at the table, at `seat`, reads them: their own is "You".
fn reader_names(names: &[String], seat: usize) -> Vec<String> {
    let mut names = names.to_vec();
    if let Some(name) = names.get_mut(seat) {
        *name = "You".to_string();
    }
    names
}

/// A person at the keyboard: shown their seat's view, asked for a move.
struct Person<'u, 'a> {
    ui: &'u RefCell<&'a mut Ui>,
    names: Vec<String>,
    /// Several people share the screen: each turn says whose it is.
    several: bool,
}

impl<G: Plain> Player<G> for Person<'_, '_> {
    fn decide(&mut self, seat: &Seat<'_, G>, legal: &[G::Action]) -> Decision<G::Action> {
        let mut ui = self.ui.borrow_mut();
        if self.several {
            ui.say(format!("{}, your move.", self.names[seat.player()]));
        }
        ui.say(G::describe(&seat.view(), &self.names));
        loop {
            let answer = match ui.ask("Your move (help, quit)?") {
                Ok(Some(answer)) => answer,
                Ok(None) | Err(_) => return Decision::Gone,
            };
            match answer.trim() {
                "" => continue,
                "quit" => return Decision::Quit,
                "help" => ui.say(help::<G>(legal)),
                text => match seat.parse_action(text) {
                    Ok(action) => return Decision::Act(action),
                    Err(err) => ui.say(format!("{err}. Type help for the moves you have.")),
                },
            }
        }
    }

    fn refused(&mut self, _action: G::Action, why: &str) -> Retry {
        self.ui.borrow().say(format!(
            "{}. Type help for the moves you have.",
            capitalised(why)
        ));
        Retry::Again
    }

    fn off_list(&self) -> bool {
        true
    }
}

fn help<G: Game>(legal: &[G::Action]) -> String {
    let moves: Vec<String> = legal.iter().map(ToString::to_string).collect();
    format!(
        "Your moves: {}. Or: help, quit (offers to save first).",
        moves.join(", ")
    )
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Tells each move as the people at the screen may learn it.
struct Narrator<'u, 'a, G: Game> {
    ui: &'u RefCell<&'a mut Ui>,
    sight: Sight,
    names: Vec<String>,
    computers: Vec<bool>,
    game: std::marker::PhantomData<G>,
}

impl<G: Plain> Observer<G> for Narrator<'_, '_, G> {
    fn sight(&self) -> Sight {
        self.sight
    }

    fn heard(&mut self, _turn: u64, actor: usize, _action: G::Action, events: &[G::Event]) {
        let ui = self.ui.borrow();
        if self.computers.get(actor).copied().unwrap_or(false) {
            ui.pause_before_a_move();
        }
        for event in events {
            ui.say(G::narrate(event, &self.names));
        }
    }
}

/// Keeps the save Ctrl+C writes up to date after every move.
struct Keeper<'f, G> {
    save_text: &'f dyn Fn(&G) -> String,
}

impl<G: Plain> Observer<G> for Keeper<'_, G> {
    fn sight(&self) -> Sight {
        Sight::Everything
    }

    fn heard(&mut self, _turn: u64, _actor: usize, _action: G::Action, _events: &[G::Event]) {}

    fn settled(&mut self, game: &G) {
        set_interrupt_save(Some((G::NAME, (self.save_text)(game))));
    }
}
