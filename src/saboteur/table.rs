//! The table: people and computer players round one keyboard. Each person's turn shows the
//! board, the players, their role and hand; they type an action as the engine reads it.
//! Computer players' moves are told from the engine's events. With two or more people the
//! screen is hidden between their turns. Each game is played by the one turn loop
//! ([`contract::table::run`], see [`players`]); its rounds and "Play again" are this
//! module's.

use crate::say;
use std::cell::RefCell;
use std::fmt::Display;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Result, bail};
use clap::Args;
use contract::Player;
use contract::stats::bot_seed;
use contract::table::{Sight, Stopped, run as run_turns};
use saboteur::{
    Action, BoardView, BotLevel, Cell, Ending, Event, GoalView, Phase, PlayerView, Saboteur, Seat,
    seeded,
};

use super::SEATS;
use super::compact;
use super::draw::{self, Pen};
use super::seats::{self, Chair};
use crate::GlobalOpts;
use crate::computer::Computer;
use crate::records::{Recorder, seat_notes};
use crate::seating;
use crate::settings::Chosen;
use crate::stats::Outcome;
use crate::terminal::Leave;
use crate::text::{capitalised, list};
use crate::ui::{Ui, set_interrupt_hint, set_interrupt_save};

#[derive(Debug, Args)]
pub struct TableArgs {
    /// Seats at the table, 3 to 10 (default: the people named, and computer players to make
    /// at least three)
    #[arg(long, short = 'p', value_parser = clap::value_parser!(u8).range(SEATS))]
    players: Option<u8>,
    /// The people playing, comma-separated in seating order (`bot` for a computer player);
    /// without it the names are asked for one by one
    #[arg(long, value_delimiter = ',')]
    names: Option<Vec<String>>,
    /// Kind of the computer players: easy, normal or hard (or random, heuristic)
    #[arg(long, value_name = "LEVEL", default_value_t = BotLevel::Heuristic)]
    bot_level: BotLevel,
    /// Milliseconds a hard computer player thinks over each choice (default: a fixed
    /// number of deals)
    #[arg(long, value_name = "MS", value_parser = clap::value_parser!(u64).range(1..))]
    think: Option<u64>,
    /// Number of rounds
    #[arg(long, short = 'r', default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..))]
    rounds: u32,
    /// Go on with a game saved with `save FILE` (or a state file from `karty saboteur state`,
    /// all of whose players are people)
    #[arg(long, value_name = "FILE", conflicts_with_all = ["players", "names", "rounds"])]
    load: Option<PathBuf>,
    /// Show computer moves at once, without the short pause before each one on a terminal
    #[arg(long)]
    fast: bool,
}

/// The table's --think, for every computer player of the run.
static THINK: std::sync::OnceLock<Option<u64>> = std::sync::OnceLock::new();

fn think() -> saboteur::Budget {
    saboteur::Budget {
        think: THINK
            .get()
            .copied()
            .flatten()
            .map(std::time::Duration::from_millis),
        deals: None,
    }
}

pub fn run(args: TableArgs, global: &GlobalOpts) -> Result<ExitCode> {
    let mut ui = Ui::new(global.plain, global.ascii);
    ui.set_fast(args.fast);
    let _ = THINK.set(args.think);
    if let Some(path) = &args.load {
        let (chairs, game, deal) = seats::load(path)?;
        // The computer players' seeds come from the deal's, when the save keeps it.
        let seed = deal.or(global.seed).unwrap_or_else(cards::fresh_seed);
        Table::new(&mut ui, chairs, game, seed, global)
            .resumed(deal)
            .play()?;
        return Ok(ExitCode::SUCCESS);
    }
    let players = args.players.map(usize::from);
    let chairs = match &args.names {
        Some(names) => {
            // A usage error, as in every game (exit 2).
            seats::from_names(names, players, args.bot_level).unwrap_or_else(|reason| {
                crate::usage(clap::error::ErrorKind::ValueValidation, reason)
            })
        }
        None => {
            let asked = seats::ask(&mut ui, players, args.bot_level)?;
            let Some(chairs) = crate::terminal::answered(&ui, asked) else {
                return Ok(ExitCode::SUCCESS);
            };
            chairs
        }
    };
    start(&mut ui, chairs, args.rounds, global)?;
    Ok(ExitCode::SUCCESS)
}

/// The menu's "Resume": goes on with the game saved at `path`.
pub fn resume(ui: &mut Ui, global: &GlobalOpts, path: &std::path::Path) -> Result<()> {
    let (chairs, game, deal) = seats::load(path)?;
    let seed = deal.or(global.seed).unwrap_or_else(cards::fresh_seed);
    Table::new(ui, chairs, game, seed, global)
        .resumed(deal)
        .play()
}

/// A new game for these seats, dealt from the seed given or a fresh one (told when the
/// game ends: roles and hands are secret).
fn start(ui: &mut Ui, chairs: Vec<Chair>, rounds: u32, global: &GlobalOpts) -> Result<()> {
    let seed = global.seed.unwrap_or_else(cards::fresh_seed);
    let names = chairs.iter().map(|c| c.name.clone()).collect();
    let game = Saboteur::new(names, rounds, seeded(seed))?;
    let mut table = Table::new(ui, chairs, game, seed, global);
    table.screen.get_mut().deal = Some(seed);
    table.play()
}

/// The menu's entry: names asked for, the rounds and computer players its settings say.
pub fn play_from_menu(ui: &mut Ui, global: &GlobalOpts, chosen: &Chosen) -> Result<()> {
    let level = chosen.word("level").parse().unwrap_or(BotLevel::Heuristic);
    let rounds = chosen.number("rounds").clamp(1, 3) as u32;
    let asked = seats::ask(ui, None, level)?;
    match crate::terminal::answered(ui, asked) {
        Some(chairs) => start(ui, chairs, rounds, global),
        None => Ok(()),
    }
}

/// Why the table stopped a game from inside its turns, where only a player's decision
/// can stop it: the players then answer [`contract::Decision::Gone`].
enum Stop {
    /// Input ended at a question the table itself asked (the round's end, the keyboard
    /// passed on).
    InputEnded,
    /// A question failed (Ctrl+C in a game started from the menu) or a computer player
    /// found no move.
    Failed(anyhow::Error),
}

/// What the people at the screen have been told and will be, shared by the players and
/// observers of one game ([`players`]) through a `RefCell`.
struct Screen<'a> {
    ui: &'a mut Ui,
    chairs: Vec<Chair>,
    /// What happened since a person last looked, told when one looks next.
    news: Vec<String>,
    /// The person whose hand was last on the screen.
    at_keyboard: Option<Seat>,
    /// The file last saved to, for saying how to go on.
    saved: Option<PathBuf>,
    /// The deal's seed, kept in saves and told when the game ends.
    deal: Option<u64>,
    pen: Pen,
    /// A person answers at a terminal: the round's end waits for Enter.
    pause: bool,
    /// What was said of this round, for the screen's last moves and `log`.
    round_log: Vec<String>,
    /// The board as the round ended, to show before the next deal.
    final_board: Option<BoardView>,
    /// What followed a round's end in the same step (the next deal, the game's end),
    /// told after the board as the round ended.
    held: Vec<String>,
    /// Terminal rows written since the last answer, above the next screen.
    said_rows: usize,
    /// Whether a person has moved in this game (giving it up then abandons it).
    person_moved: bool,
    /// The save file of the game as it stands, kept after every move for `save FILE`.
    save_text: String,
    /// The last move as the narrator heard it (its actor and events), told once settled.
    heard: Option<(usize, Vec<Event>)>,
    /// The person whose typed move is being submitted: told what only they learn of it.
    typed: Option<Seat>,
    stop: Option<Stop>,
}

struct Table<'a> {
    /// Shared by the players and observers while a game is played.
    screen: RefCell<Screen<'a>>,
    /// The game, which only this driver changes.
    table: contract::Table<Saboteur>,
    /// A computer player for each computer seat.
    bots: Vec<Option<Box<dyn contract::Bot<Saboteur>>>>,
    /// Whether the game goes on from a file rather than starting now.
    resumed: bool,
    /// The games played at this table before this one ("Play again").
    played: contract::Series,
}

/// A computer player for each computer seat, its randomness drawn from the deal's seed.
fn computer_players(chairs: &[Chair], seed: u64) -> Vec<Option<Box<dyn contract::Bot<Saboteur>>>> {
    chairs
        .iter()
        .enumerate()
        .map(|(index, chair)| {
            let seat = Seat::from_index(index);
            chair
                .computer
                .map(|level| level.bot_with(seat, bot_seed(seed, seat.index()), think()))
        })
        .collect()
}

/// Fewer rows than this and the board is drawn compactly (one text row a board row).
const TALL_ROWS: usize = 48;

/// The most of the round's last moves a terminal screen shows above the board.
const RECENT: usize = 5;

/// The window the table is drawn in: its rows when standard output is a terminal.
struct Window {
    rows: Option<usize>,
    cols: usize,
}

impl Window {
    fn now() -> Window {
        if std::io::stdout().is_terminal()
            && let Some((rows, cols)) = console::Term::stdout().size_checked()
        {
            return Window {
                rows: Some(usize::from(rows)),
                cols: usize::from(cols).max(1),
            };
        }
        Window {
            rows: None,
            cols: 80,
        }
    }

    /// The 3×5 card pictures fit with room to spare.
    fn tall(&self) -> bool {
        self.rows.is_some_and(|rows| rows >= TALL_ROWS) && self.cols >= 80
    }

    /// Terminal rows `text` takes, its long lines wrapped.
    fn rows_of(&self, text: &str) -> usize {
        text.split('\n')
            .map(|line| console::measure_text_width(line).div_ceil(self.cols).max(1))
            .sum()
    }
}

impl<'a> Table<'a> {
    fn new(
        ui: &'a mut Ui,
        chairs: Vec<Chair>,
        game: Saboteur,
        seed: u64,
        global: &GlobalOpts,
    ) -> Table<'a> {
        let pause =
            !global.plain && std::io::stdin().is_terminal() && std::io::stdout().is_terminal();
        let bots = computer_players(&chairs, seed);
        let played = contract::Series::new(chairs.len());
        let screen = Screen {
            ui,
            chairs,
            news: Vec::new(),
            at_keyboard: None,
            saved: None,
            deal: None,
            pen: Pen {
                ascii: global.ascii,
            },
            pause,
            round_log: Vec::new(),
            final_board: None,
            held: Vec::new(),
            said_rows: 0,
            person_moved: false,
            save_text: String::new(),
            heard: None,
            typed: None,
            stop: None,
        };
        Table {
            screen: RefCell::new(screen),
            table: contract::Table::new(game),
            bots,
            resumed: false,
            played,
        }
    }

    fn resumed(mut self, deal: Option<u64>) -> Table<'a> {
        self.resumed = true;
        self.screen.get_mut().deal = deal;
        self
    }

    fn game(&self) -> &Saboteur {
        self.table.game()
    }

    fn play(mut self) -> Result<()> {
        let (screen, game) = (self.screen.get_mut(), self.table.game());
        screen.say(say!(
            "saboteur-welcome",
            seats = seating::describe(&screen.chairs),
            rounds = game.rounds()
        ));
        let (round, rounds) = (game.round(), game.rounds());
        let line = match game.current_player() {
            Some(seat) if self.resumed => say!(
                "saboteur-round-to-move",
                round = round,
                rounds = rounds,
                name = screen.name(seat)
            ),
            Some(seat) => say!(
                "saboteur-round-first",
                round = round,
                rounds = rounds,
                name = screen.name(seat)
            ),
            None => format!(
                "{}\n{}",
                say!("saboteur-over-already"),
                screen.ranking(game)
            ),
        };
        screen.tell(line);
        let outcome = self.run();
        set_interrupt_hint(None);
        set_interrupt_save(None);
        outcome
    }

    fn run(&mut self) -> Result<()> {
        loop {
            self.play_out()?;
            if self.game().current_player().is_some() || !self.play_again()? {
                return Ok(());
            }
        }
    }

    /// Plays until the game is over or a person stops it: the one turn loop
    /// ([`contract::table::run`]) asks each seat's player, and the narrator and keeper
    /// hear every move.
    fn play_out(&mut self) -> Result<()> {
        let shared = &self.screen;
        shared.borrow_mut().settle_save(self.table.game())?;
        let people: Vec<usize> = {
            let chairs = &shared.borrow().chairs;
            (0..chairs.len())
                .filter(|&seat| chairs[seat].is_person())
                .collect()
        };
        // One person hears as their seat; several share what every seat may know, each
        // told their own news on their turn.
        let sight = match people.as_slice() {
            [one] => Sight::Seat(*one),
            _ => Sight::Public,
        };
        let mut persons: Vec<players::Person<'_, '_>> = people
            .iter()
            .map(|_| players::Person::new(shared))
            .collect();
        let mut computers: Vec<Computer<'_, Saboteur, Screen<'_>>> = self
            .bots
            .iter_mut()
            .flatten()
            .map(|bot| Computer::new(bot, shared))
            .collect();
        let mut at_table: Vec<&mut dyn Player<Saboteur>> = Vec::new();
        let (mut persons_left, mut computers_left) = (persons.iter_mut(), computers.iter_mut());
        for seat in 0..self.table.game().players().len() {
            let player: Option<&mut dyn Player<Saboteur>> = if people.contains(&seat) {
                persons_left.next().map(|p| p as &mut dyn Player<Saboteur>)
            } else {
                computers_left
                    .next()
                    .map(|c| c as &mut dyn Player<Saboteur>)
            };
            at_table.extend(player);
        }
        let mut narrator = players::Narrator::new(shared, sight);
        let mut keeper = players::Keeper::new(shared, self.table.game().board().clone());
        let mut recorder = {
            let screen = shared.borrow();
            Recorder::start(self.table.game(), screen.deal, seat_notes(&screen.chairs))
        };
        let stopped = run_turns(
            &mut self.table,
            &mut at_table,
            &mut [&mut narrator, &mut keeper, &mut recorder],
            &mut Vec::new(),
        );
        let (screen, game) = (self.screen.get_mut(), self.table.game());
        if let Some(Stop::Failed(err)) = screen.stop.take() {
            return Err(err);
        }
        match stopped {
            Stopped::Over => {
                // A finished game has nothing for Ctrl+C to save.
                set_interrupt_save(None);
                screen.show_news();
                if !people.is_empty() {
                    let winners: Vec<usize> = game.winners().iter().map(|s| s.index()).collect();
                    let outcome = Outcome::of_finished(&winners, |seat| self.bots[seat].is_some());
                    recorder.count("saboteur", outcome, None);
                }
                if let Some(seed) = screen.deal {
                    screen.ui.say(crate::terminal::seed_told(seed));
                }
            }
            Stopped::Quit { .. } => {
                let text = seats::to_json(&screen.chairs, game, screen.deal)?;
                let own = screen.saved.as_deref();
                match crate::terminal::offer_save(screen.ui, "saboteur", own, &text)? {
                    Some(path) => screen.saved = Some(path),
                    // Given up after a move of a person's, unsaved: abandoned.
                    None if screen.person_moved => {
                        recorder.count("saboteur", Outcome::Abandoned, None);
                    }
                    None => {}
                }
                recorder.quit();
                screen.ui.say(screen.leaving(Leave::Quit));
            }
            Stopped::Gone { .. } => screen.ui.say(screen.leaving(Leave::InputEnded)),
            Stopped::Failed { seat, reason } => bail!(
                "the computer player {} {reason}: this is a bug",
                screen.name(Seat::from_index(seat))
            ),
        }
        Ok(())
    }
}

/// The last `room` of `lines`; when there were more, the first says how many are left out.
fn last_lines(lines: &[String], room: usize, what: &str) -> Vec<String> {
    if lines.len() <= room {
        return lines.to_vec();
    }
    let shown = room.saturating_sub(1);
    let mut kept = vec![say!(
        "saboteur-earlier",
        count = lines.len() - shown,
        what = what
    )];
    kept.extend_from_slice(&lines[lines.len() - shown..]);
    kept
}

/// The board after the events of a round's last action (`board` as it was before it),
/// every goal shown: the round is over, so where the gold lay is no secret.
fn final_board(board: saboteur::Board, events: &[Event]) -> BoardView {
    let goals = board.goals.map(|goal| GoalView {
        known: Some(goal.card),
        revealed: goal.revealed,
        turned: goal.turned,
    });
    let mut view = BoardView {
        tunnels: board.tunnels,
        goals,
    };
    for event in events {
        match *event {
            Event::Laid { cell, shape, .. } => {
                view.tunnels.insert(cell, shape);
            }
            Event::Rockfall { cell, .. } => {
                view.tunnels.remove(&cell);
            }
            Event::Revealed { goal, card, turned } => {
                if let Some(shown) = view.goals.get_mut(goal) {
                    *shown = GoalView {
                        known: Some(card),
                        revealed: true,
                        turned,
                    };
                }
            }
            Event::RoundOver { .. } => break,
            _ => {}
        }
    }
    view
}

fn help() -> String {
    "\
Actions (N is a card's number in your hand, counted from 1):
  play N at C4           lay a tunnel on an empty cell joined to the start (columns A-K,
                         rows 1-7); every side must agree with its neighbours
  play N at C4 turned    the same, turned upside down (180°: up<->down, left<->right)
  play N at C4           rockfall: bring down the tunnel on C4 (not the start or a goal)
  play N on PLAYER       a broken tool on another player, or a repair on anyone (you: me);
                         PLAYER is a seat number or a name
  play N on PLAYER pick  a double repair, saying which tool it fixes when both are broken
  map G with N           look at goal G (1-3, top to bottom: J2, J4, J6) with a map
  discard N              throw a card away face down
  take G                 at the end of a round the diggers win: take the gold card of G nuggets
Other commands:
  moves                  list every action you may take now
  look                   show the table again
  log                    everything said of this round so far
  save FILE              save the game (go on with karty saboteur --load FILE)
  quit                   stop playing
The gold-diggers dig from the start (S, B4) to the gold hidden under one of the three goals;
the saboteurs hide among them and try to stop them. A broken tool stops you laying tunnels."
        .to_string()
}

// "Play again".
mod again;
mod players;
mod screen;
