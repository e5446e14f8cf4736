//! The table: people and computer players round one keyboard. Each person's turn shows the
//! board, the players, their role and hand; they type an action as the engine reads it.
//! Computer players' moves are told from the engine's events. With two or more people the
//! screen is hidden between their turns.

use std::fmt::Display;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use clap::Args;
use contract::stats::bot_seed;
use contract::table::{Heard, Next, Refusal, Sight};
use saboteur::{
    Action, BoardView, BotLevel, Cell, Ending, Event, GoalView, Phase, PlayerView, Saboteur, Seat,
    seeded,
};

use super::SEATS;
use super::compact;
use super::draw::{self, Pen};
use super::seats::{self, Chair};
use crate::GlobalOpts;
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
    table.deal = Some(seed);
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

/// How a person's turn ended.
enum Turn {
    Played,
    Quit,
    EndOfInput,
}

struct Table<'a> {
    ui: &'a mut Ui,
    /// The game, which only this driver changes.
    table: contract::Table<Saboteur>,
    chairs: Vec<Chair>,
    /// A computer player for each computer seat.
    bots: Vec<Option<Box<dyn contract::Bot<Saboteur>>>>,
    /// What happened since a person last looked, told when one looks next.
    news: Vec<String>,
    /// The person whose hand was last on the screen.
    at_keyboard: Option<Seat>,
    /// The file last saved to, for saying how to go on.
    saved: Option<PathBuf>,
    /// Whether the game goes on from a file rather than starting now.
    resumed: bool,
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
    /// The games played at this table before this one ("Play again").
    played: contract::Series,
    /// Whether a person has moved in this game (giving it up then abandons it).
    person_moved: bool,
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
        Table {
            ui,
            table: contract::Table::new(game),
            chairs,
            bots,
            news: Vec::new(),
            at_keyboard: None,
            saved: None,
            resumed: false,
            deal: None,
            pen: Pen {
                ascii: global.ascii,
            },
            pause,
            round_log: Vec::new(),
            final_board: None,
            held: Vec::new(),
            said_rows: 0,
            played,
            person_moved: false,
        }
    }

    fn resumed(self, deal: Option<u64>) -> Table<'a> {
        Table {
            resumed: true,
            deal,
            ..self
        }
    }

    fn game(&self) -> &Saboteur {
        self.table.game()
    }

    fn people(&self) -> usize {
        self.chairs.iter().filter(|c| c.is_person()).count()
    }

    fn name(&self, seat: Seat) -> &str {
        self.chairs
            .get(seat.index())
            .map_or("?", |chair| chair.name.as_str())
    }

    fn play(mut self) -> Result<()> {
        self.say(format!(
            "Saboteur: {}. {} round{}; the most nuggets wins. Type ? at your turn for help.",
            seating::describe(&self.chairs),
            self.game().rounds(),
            if self.game().rounds() == 1 { "" } else { "s" },
        ));
        let line = match self.game().current_player() {
            Some(seat) => format!(
                "Round {} of {}: {} {}.",
                self.game().round(),
                self.game().rounds(),
                self.name(seat),
                if self.resumed {
                    "is to move"
                } else {
                    "plays first"
                },
            ),
            None => format!("This game is over.\n{}", self.ranking()),
        };
        self.tell(line);
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

    /// Plays until the game is over or a person stops it.
    fn play_out(&mut self) -> Result<()> {
        while let Some(seat) = self.game().current_player() {
            if self.bots[seat.index()].is_some() {
                self.computer_turn(seat)?;
                if !self.round_end()? {
                    self.input_ended();
                    return Ok(());
                }
                if self.people() == 0 {
                    self.show_news();
                }
                continue;
            }
            match self.person_turn(seat)? {
                Turn::Played => {
                    self.person_moved = true;
                    if !self.round_end()? {
                        self.input_ended();
                        return Ok(());
                    }
                }
                Turn::Quit => {
                    let text = seats::to_json(&self.chairs, self.table.game(), self.deal)?;
                    let own = self.saved.as_deref();
                    match crate::terminal::offer_save(self.ui, "saboteur", own, &text)? {
                        Some(path) => self.saved = Some(path),
                        // Given up after a move of a person's, unsaved: abandoned.
                        None if self.person_moved => {
                            crate::stats::record("saboteur", Outcome::Abandoned, None);
                        }
                        None => {}
                    }
                    self.ui.say(self.leaving(Leave::Quit));
                    return Ok(());
                }
                Turn::EndOfInput => {
                    self.input_ended();
                    return Ok(());
                }
            }
        }
        self.show_news();
        if self.people() > 0 {
            let winners: Vec<usize> = self.game().winners().iter().map(|s| s.index()).collect();
            let outcome = Outcome::of_finished(&winners, |seat| self.bots[seat].is_some());
            crate::stats::record("saboteur", outcome, None);
        }
        if let Some(seed) = self.deal {
            self.ui.say(crate::terminal::seed_told(seed));
        }
        Ok(())
    }

    fn input_ended(&self) {
        self.ui.say(self.leaving(Leave::InputEnded));
    }

    /// What is said when the game stops unfinished (see [`crate::terminal::leaving`]).
    fn leaving(&self, why: Leave) -> String {
        crate::terminal::leaving(why, "saboteur", self.saved.as_deref(), self.deal)
    }

    /// Prints a line above the next screen, counting the terminal rows it takes.
    fn say(&mut self, text: impl Display) {
        let text = text.to_string();
        self.said_rows += Window::now().rows_of(&text);
        self.ui.say(text);
    }

    /// Applies an action, keeping the board as it is when the action ends the round (the
    /// next round's deal follows in the same step).
    fn apply(&mut self, action: Action) -> Result<Vec<Event>, Refusal<saboteur::RuleError>> {
        let before = self.game().board().clone();
        let Next::Move { seat, turn } = self.table.next() else {
            return Err(Refusal::Over);
        };
        // Told what every seat may know; computer players hear as their seats.
        let mut heard = Heard::new(Sight::Public);
        self.table
            .submit_among(seat, turn, action, &mut self.bots, &mut [&mut heard])?;
        let events = heard.events;
        if events.iter().any(|e| matches!(e, Event::RoundOver { .. })) {
            self.final_board = Some(final_board(before, &events));
        }
        Ok(events)
    }

    /// After a round's last move: what happened and the board as it ended, every goal
    /// shown; at a terminal, the next deal waits for Enter. False when input ended there.
    fn round_end(&mut self) -> Result<bool> {
        let Some(board) = self.final_board.take() else {
            return Ok(true);
        };
        let window = Window::now();
        let mut lines = Vec::new();
        if let Some(rows) = window.rows {
            // How the round ended, after as many of its last moves as leave room for
            // the board and the question.
            let news: Vec<String> = std::mem::take(&mut self.news)
                .iter()
                .flat_map(|text| text.lines().map(str::to_string).collect::<Vec<_>>())
                .collect();
            let end = news
                .iter()
                .rposition(|line| line.starts_with("Round ") && line.contains(" is over: "))
                .unwrap_or(news.len());
            let (moves, ending) = news.split_at(end);
            let room = rows
                .saturating_sub(compact::BOARD_LINES + 3 + self.said_rows)
                .saturating_sub(window.rows_of(&ending.join("\n")));
            if room > 0 {
                lines.extend(last_lines(moves, room, "moves"));
            }
            lines.extend_from_slice(ending);
        } else {
            self.show_news();
        }
        lines.push("The board as the round ended:".to_string());
        if window.tall() {
            lines.push(draw::board(&board, self.pen));
            lines.push("   The goals not reached are shown too: (G) the gold, (s) a stone.".into());
        } else {
            lines.extend(compact::board(&board, self.pen));
            lines.push(compact::legend(self.pen, true));
        }
        self.ui.say(lines.join("\n"));
        self.said_rows = 0;
        self.news.append(&mut self.held);
        if self.pause && self.game().current_player().is_some() && self.people() > 0 {
            let text = seats::to_json(&self.chairs, self.table.game(), self.deal)?;
            set_interrupt_save(Some(("saboteur", text)));
            if self.ui.ask("Press Enter to go on.")?.is_none() {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// The round's last `room` lines; when there were more, the first says how to see all.
    fn recent(&self, room: usize) -> Vec<String> {
        last_lines(
            &self.round_log,
            room,
            "lines of this round: type log to see them",
        )
    }
    fn computer_turn(&mut self, seat: Seat) -> Result<()> {
        // One move at a time, as at a real table (on a terminal, unless --fast).
        self.ui.pause_before_a_move();
        let legal = self.game().legal_actions();
        let Some(bot) = self.bots[seat.index()].as_mut() else {
            return Ok(());
        };
        let chosen = bot.choose(
            &contract::Seat::new(self.table.game(), seat.index()),
            &legal,
        );
        let Some(action) = chosen.filter(|a| legal.contains(a)) else {
            bail!(
                "the computer player {} found no move: this is a bug",
                self.name(seat)
            );
        };
        let events = self
            .apply(action)
            .with_context(|| format!("the computer player {} chose {action}", self.name(seat)))?;
        self.happened(&events);
        Ok(())
    }

    fn view(&self, seat: Seat) -> Result<PlayerView> {
        self.table
            .game()
            .view(seat)
            .with_context(|| format!("there is no seat {seat}"))
    }

    fn person_turn(&mut self, seat: Seat) -> Result<Turn> {
        // Gold cards all alike leave nothing to choose: the card is taken without asking.
        if let [only @ Action::Take(gold)] = self.game().legal_actions().as_slice() {
            let (only, gold) = (*only, *gold);
            let events = self.apply(only)?;
            self.say(format!(
                "The gold cards left are all of {gold}: nothing for {} to choose.",
                self.name(seat)
            ));
            self.happened(&events);
            return Ok(Turn::Played);
        }
        if self.people() >= 2 && self.at_keyboard != Some(seat) {
            let name = self.name(seat).to_string();
            let from = self.at_keyboard.map(|at| self.name(at).to_string());
            if self.ui.pass_keyboard(from.as_deref(), &name)?.is_none() {
                return Ok(Turn::EndOfInput);
            }
            self.said_rows = 0;
        }
        self.at_keyboard = Some(seat);
        let text = seats::to_json(&self.chairs, self.table.game(), self.deal)?;
        set_interrupt_save(Some(("saboteur", text)));
        if Window::now().rows.is_some() {
            // A terminal's screen shows the round's last moves itself.
            self.news.clear();
        } else {
            self.show_news();
        }
        self.show_screen(seat)?;
        let prompt = format!("{}>", self.name(seat));
        loop {
            let Some(line) = self.ui.ask(&prompt)? else {
                return Ok(Turn::EndOfInput);
            };
            self.said_rows = 0;
            let text = line.trim();
            let (word, rest) = text.split_once(' ').unwrap_or((text, ""));
            match word.to_lowercase().as_str() {
                "" => self.ui.say("Type an action, or ? for help."),
                "?" | "help" => self.ui.say(help()),
                "quit" | "exit" if rest.is_empty() => return Ok(Turn::Quit),
                "look" | "board" if rest.is_empty() => self.show_screen(seat)?,
                "moves" if rest.is_empty() => self.show_moves(),
                "log" if rest.is_empty() => self.show_log(),
                "save" => self.save(rest.trim())?,
                _ => match self.game().parse_action(text) {
                    Err(err) => self.ui.say(format!("{}.", capitalised(&err.to_string()))),
                    Ok(action) => match self.apply(action) {
                        Err(refusal) => self.ui.say(format!(
                            "{action} is refused: {refusal}. Try again (moves lists what you may do)."
                        )),
                        Ok(events) => {
                            self.private_news(seat, &events);
                            self.happened(&events);
                            return Ok(Turn::Played);
                        }
                    },
                },
            }
        }
    }

    /// What only the mover learns: the goal their map showed, the card they drew.
    fn private_news(&mut self, seat: Seat, events: &[Event]) {
        let Some(view) = self.game().view(seat) else {
            return;
        };
        let round_over = events.iter().any(|e| matches!(e, Event::RoundOver { .. }));
        let drew = events
            .iter()
            .any(|e| matches!(e, Event::Drew { seat: who } if *who == seat));
        if drew
            && !round_over
            && let Some(card) = view.hand.last()
        {
            self.say(format!("You drew {card}."));
        }
        for event in events {
            if let Event::Mapped { seat: who, goal } = *event
                && who == seat
                && let Some(card) = view.board.goals[goal].known
            {
                let what = if card.is_gold() {
                    "the gold!"
                } else {
                    "a stone."
                };
                self.say(format!(
                    "Your map shows goal {} ({}): {what}",
                    goal + 1,
                    Cell::GOALS[goal]
                ));
            }
        }
    }

    fn save(&mut self, file: &str) -> Result<()> {
        let text = seats::to_json(&self.chairs, self.table.game(), self.deal)?;
        let own = self.saved.as_deref();
        if let Some(path) = crate::terminal::save(self.ui, "saboteur", file, own, &text)? {
            self.saved = Some(path);
        }
        Ok(())
    }

    /// Everything said of this round so far.
    fn show_log(&self) {
        if self.round_log.is_empty() {
            self.ui.say("Nothing has happened yet this round.");
        } else {
            self.ui.say(self.round_log.join("\n"));
        }
    }

    /// The legal actions, a line for each card.
    fn show_moves(&self) {
        let mut lines: Vec<(Option<usize>, Vec<String>)> = Vec::new();
        for action in self.game().legal_actions() {
            let card = match action {
                Action::PlayAt { card, .. }
                | Action::PlayOn { card, .. }
                | Action::Map { card, .. }
                | Action::Discard { card } => Some(card),
                Action::Take(_) => None,
            };
            match lines.iter_mut().find(|(c, _)| *c == card) {
                Some((_, texts)) => texts.push(action.to_string()),
                None => lines.push((card, vec![action.to_string()])),
            }
        }
        self.ui.say("You may:");
        for (_, texts) in lines {
            self.ui.say(format!("  {}", texts.join(", ")));
        }
    }

    /// Everything the person to move may see, or the gold to choose from.
    fn show_screen(&self, seat: Seat) -> Result<()> {
        let view = self.view(seat)?;
        let name = self.name(seat);
        if let Phase::Share { pool, .. } = &view.phase {
            let mut golds: Vec<u8> = pool.iter().map(|g| g.nuggets()).collect();
            golds.sort_unstable_by(|a, b| b.cmp(a));
            let texts: Vec<String> = golds.iter().map(|n| format!("take {n}")).collect();
            self.ui.say(format!(
                "{name}, choose a gold card from those turned up ({}): {}.",
                list(&golds.iter().map(|n| format!("{n}")).collect::<Vec<_>>()),
                list(&texts).replace(" and ", " or "),
            ));
            return Ok(());
        }
        let window = Window::now();
        let title = format!(
            "Round {} of {} · {}'s turn · stock {} · discards {} · gold cards left {}",
            view.round,
            view.rounds,
            compact::short(name, 10),
            view.stock,
            view.discard,
            view.gold_left
        );
        let mut screen = if window.tall() {
            self.tall_screen(&view, name)
        } else {
            let mut lines = vec![title];
            let board = compact::board(&view.board, self.pen);
            let panel = compact::panel(&view, self.pen);
            lines.extend(compact::beside(board, panel, 2, window.cols - 1));
            lines.push(compact::legend(self.pen, false));
            lines
        };
        if let Some(rows) = window.rows {
            // The round's last moves, in the rows the screen and its prompt leave.
            let room = rows
                .saturating_sub(window.rows_of(&screen.join("\n")) + 1 + self.said_rows)
                .min(RECENT);
            let mut recent = self.recent(room.max(1));
            recent.append(&mut screen);
            screen = recent;
        }
        self.ui.say(screen.join("\n"));
        Ok(())
    }

    /// The 3×5 pictures, for a window with room for them.
    fn tall_screen(&self, view: &PlayerView, name: &str) -> Vec<String> {
        let computer: Vec<bool> = self.chairs.iter().map(|c| !c.is_person()).collect();
        vec![
            String::new(),
            format!(
                "Round {} of {} · {name}'s turn (seat {})",
                view.round, view.rounds, view.me
            ),
            draw::board(&view.board, self.pen),
            draw::goals(&view.board),
            draw::players(view, &computer),
            format!(
                "Stock: {} card{} · discards: {} · gold cards left: {}",
                view.stock,
                if view.stock == 1 { "" } else { "s" },
                view.discard,
                view.gold_left
            ),
            format!("{name}, you are {}. Your hand:", draw::role(view.role)),
            draw::hand(&view.hand, self.pen),
            "Your move? (play 2 at C4 [turned], play 3 on 2, map 1 with 4, discard 5; \
             moves lists them all, ? for help)"
                .to_string(),
        ]
    }

    fn tell(&mut self, line: String) {
        for part in line.lines() {
            self.round_log.push(part.to_string());
        }
        self.news.push(line);
    }

    fn show_news(&mut self) {
        if !self.news.is_empty() {
            let news = std::mem::take(&mut self.news);
            self.ui.say(news.join("\n"));
        }
    }

    /// Tells the table, computer players included, what an action did.
    fn happened(&mut self, events: &[Event]) {
        let mut round_over = false;
        for event in events {
            if matches!(event, Event::RoundStarted { .. }) {
                self.round_log.clear();
            }
            if let Some(line) = self.describe(event) {
                if round_over && self.final_board.is_some() {
                    // Told after the board as the round ended.
                    self.round_log.extend(line.lines().map(str::to_string));
                    self.held.push(line);
                } else {
                    self.tell(line);
                }
            }
            round_over |= matches!(event, Event::RoundOver { .. });
        }
    }

    /// An event's line (see [`super::words::line`]), with what the table adds from the
    /// game: the roles and gold at a round's end, the totals and the ranking.
    fn describe(&self, event: &Event) -> Option<String> {
        let names: Vec<String> = self.chairs.iter().map(|c| c.name.clone()).collect();
        Some(match *event {
            Event::RoundOver { round, ending } => self.round_over(round, ending, &names),
            Event::RoundStarted { round, first } => format!(
                "{}\nRound {round} of {}: new roles are dealt. {} plays first.",
                self.round_summary(round - 1),
                self.game().rounds(),
                self.name(first)
            ),
            Event::GameOver => format!(
                "{}\nThe game is over.\n{}",
                self.round_summary(self.game().round()),
                self.ranking()
            ),
            _ => super::words::line(event, &names)?,
        })
    }

    fn round_over(&self, round: u32, ending: Ending, names: &[String]) -> String {
        let mut lines = vec![super::words::round_over(round, ending, names)];
        if let Some(record) = self.game().history().iter().find(|r| r.round == round) {
            let roles: Vec<String> = record
                .roles
                .iter()
                .enumerate()
                .map(|(index, role)| format!("{} {role}", self.name(Seat::from_index(index))))
                .collect();
            lines.push(format!("Roles: {}.", roles.join(", ")));
        }
        if let Phase::Share { pool, choosers } = self.game().phase() {
            let golds: Vec<String> = pool.iter().map(|g| g.nuggets().to_string()).collect();
            let order: Vec<&str> = choosers.iter().map(|s| self.name(*s)).collect();
            lines.push(format!(
                "Gold for the diggers (nuggets): {}; they choose in turn: {}.",
                golds.join(", "),
                list(&order)
            ));
        }
        lines.join("\n")
    }

    /// The nuggets a finished round gave, and everyone's totals.
    fn round_summary(&self, round: u32) -> String {
        let Some(record) = self.game().history().iter().find(|r| r.round == round) else {
            return String::new();
        };
        let won: Vec<String> = record
            .nuggets
            .iter()
            .enumerate()
            .map(|(index, n)| format!("{} {n}", self.name(Seat::from_index(index))))
            .collect();
        let totals: Vec<String> = self
            .game()
            .players()
            .iter()
            .map(|p| format!("{} {}", p.name, p.score()))
            .collect();
        format!(
            "Nuggets won in round {round}: {}.\nTotals: {}.",
            won.join(", "),
            totals.join(", ")
        )
    }

    fn ranking(&self) -> String {
        let mut lines = vec!["Final ranking:".to_string()];
        for standing in self.game().standings() {
            lines.push(format!(
                "  {}. {} — {} nugget{}",
                standing.place,
                self.name(standing.seat),
                standing.nuggets,
                if standing.nuggets == 1 { "" } else { "s" }
            ));
        }
        let winners: Vec<&str> = self
            .game()
            .winners()
            .into_iter()
            .map(|seat| self.name(seat))
            .collect();
        lines.push(match winners.as_slice() {
            [one] => format!("{one} wins!"),
            many => format!("{} share the win!", list(many)),
        });
        lines.join("\n")
    }
}

/// The board after the events of a round's last action (`board` as it was before it),
/// every goal shown: the round is over, so where the gold lay is no secret.
/// The last `room` of `lines`; when there were more, the first says how many are left out.
fn last_lines(lines: &[String], room: usize, what: &str) -> Vec<String> {
    if lines.len() <= room {
        return lines.to_vec();
    }
    let shown = room.saturating_sub(1);
    let mut kept = vec![format!("({} earlier {what})", lines.len() - shown)];
    kept.extend_from_slice(&lines[lines.len() - shown..]);
    kept
}

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
