//! `karty makao` without a subcommand: Makao at one keyboard, for people and computer
//! players. The engine decides everything; this file shows the table, reads what a
//! person types (card numbers, as the C# original, or card names, with calls between
//! them), asks for what was left out (an ace's suit, a jack's demand, a K♣'s swap), and
//! narrates every move from the engine's events. Each hand is played by the one turn
//! loop ([`contract::table::run`], see [`players`]); a match's hands and "Play again"
//! are this module's, between runs.

use std::cell::RefCell;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Result, anyhow};
use cards::{Rank, Suit};
use clap::Args;
use makao::action::{self, is_call_word, read_call};
use makao::rules::{DEMANDABLE, Effect, KING_OF_CLUBS, KING_OF_DIAMONDS};
use makao::{
    Action, Attack, BotLevel, Budget, Call, Choice, Config, Game, Match, ParseActionError, Phase,
    RuleError, RuleSet,
};

use super::seats::{self, Seat};
use super::summary;
use super::words::{self, Narrator};
use crate::GlobalOpts;
use crate::computer::Computer;
use crate::records::{Recorder, seat_notes};
use crate::say;
use crate::seating;
use crate::settings::Chosen;
use crate::stats::Outcome;
use crate::terminal::Leave;
use crate::text::sentence;
use crate::ui::{Ui, set_interrupt_hint, set_interrupt_save};
use contract::table::{Player, Stopped, run as run_turns};

mod input;
mod players;
mod screen;

/// The options of the table itself (the rule set, players, twist and play-on are the
/// `makao` command's own, shared with `state`).
#[derive(Debug, Clone, Args)]
pub struct TableArgs {
    /// The people at the table, comma-separated (`bot` for a computer player); the other
    /// seats up to --players are computer players. Without it, names are asked for
    #[arg(long, value_delimiter = ',', value_name = "A,B")]
    pub names: Vec<String>,
    /// The kind of computer player: easy (random), normal (heuristic: plays to win, the
    /// default), or hard (search: plays hands out over deals of the unseen cards; the
    /// default with serbian rules)
    #[arg(long, value_name = "L")]
    pub bot_level: Option<BotLevel>,
    /// Milliseconds a hard computer player thinks over each choice (default: a fixed
    /// number of deals, a few hundredths of a second)
    #[arg(long, value_name = "MS", value_parser = clap::value_parser!(u64).range(1..=60_000))]
    pub think: Option<u64>,
    /// Resume a game saved with `save FILE` (or a state file from `karty makao state`)
    #[arg(long, value_name = "FILE")]
    pub load: Option<PathBuf>,
    /// Play a match of N hands, the dealer alternating, with a running score table
    /// (serbian rules, which score hands; default: one hand)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=super::MAX_HANDS as i64))]
    pub hands: Option<u32>,
    /// Show computer moves at once, without the short pause before each one on a terminal
    #[arg(long)]
    pub fast: bool,
}

impl TableArgs {
    /// The table's options mean nothing to the subcommands: a usage error (exit 2)
    /// rather than silently ignored.
    pub fn refuse_with_a_command(&self) {
        if !self.names.is_empty()
            || self.bot_level.is_some()
            || self.think.is_some()
            || self.load.is_some()
            || self.hands.is_some()
            || self.fast
        {
            usage(
                "--names, --bot-level, --think, --load, --hands and --fast are for the table \
                 (karty makao without a command)",
            );
        }
    }
}

/// How to set up a new game: what the `makao` command's shared options say.
#[derive(Debug, Clone, Copy)]
pub struct NewGame {
    pub rules: RuleSet,
    pub players: Option<usize>,
    pub twist: bool,
    pub play_on: bool,
    /// Hands of a match (scored rules only); `None`: one hand.
    pub hands: Option<u32>,
}

/// A usage error in a bad value (exit 2).
fn usage(message: impl std::fmt::Display) -> ! {
    crate::usage(clap::error::ErrorKind::ValueValidation, message)
}

/// `karty makao [options]`. `setup_given` tells whether any new-game option was typed
/// (they cannot change a loaded game).
pub fn run(
    new: NewGame,
    setup_given: bool,
    args: TableArgs,
    global: &GlobalOpts,
) -> Result<ExitCode> {
    let mut ui = Ui::new(global.plain, global.ascii);
    ui.set_fast(args.fast);
    let _ = THINK.set(args.think);
    let new = NewGame {
        hands: args.hands,
        ..new
    };
    if let Some(path) = &args.load {
        if setup_given || !args.names.is_empty() || args.hands.is_some() {
            usage(
                "--load resumes a saved game as it was: --rules, --players, --names, --twist, \
                 --play-on and --hands cannot change it",
            );
        }
        let (seats, game, series, deal) = seats::load(path)?;
        let seed = deal.or(global.seed).unwrap_or_else(cards::fresh_seed);
        ui.say(say!("makao-resuming", file = crate::text::path(path)));
        play(&mut ui, seats, game, series, seed, deal)?;
        return Ok(ExitCode::SUCCESS);
    }
    let rules = new.rules.rules();
    if new.hands.is_some() && !rules.scored {
        usage(format!(
            "--hands plays a match of scored hands, and {} rules do not score hands \
             (serbian rules do)",
            new.rules
        ));
    }
    if new.twist && !rules.twist_allowed {
        usage(format!("the twist is not played with {} rules", new.rules));
    }
    if let Err(reason) = seats::check_players(new.players, rules) {
        usage(format!("--players: {reason}"));
    }
    let level = args
        .bot_level
        .unwrap_or_else(|| BotLevel::default_for(new.rules));
    if args.names.is_empty() {
        set_up_and_play(&mut ui, new, level, true, global)?;
        return Ok(ExitCode::SUCCESS);
    }
    let seats = seats::from_names(&args.names, new.players, level, rules)
        .unwrap_or_else(|reason| usage(reason));
    welcome(&mut ui, new.rules);
    start(&mut ui, new, seats, global)?;
    Ok(ExitCode::SUCCESS)
}

/// The main menu's entry: the rule set is chosen, the rest asked for.
pub fn play_from_menu(ui: &mut Ui, global: &GlobalOpts, chosen: &Chosen) -> Result<()> {
    let Some(rules) = RuleSet::ALL
        .into_iter()
        .find(|set| set.to_string() == chosen.word("rules"))
    else {
        return Ok(());
    };
    let new = NewGame {
        rules,
        players: None,
        twist: chosen.flag("twist"),
        play_on: chosen.flag("play_on"),
        hands: Some(chosen.number("hands") as u32).filter(|_| rules.rules().scored),
    };
    let config = Config::new(rules, rules.rules().min_players)
        .with_twist(new.twist)
        .with_play_on(new.play_on);
    if let Err(err) = config.check() {
        ui.say(say!(
            "makao-settings-refused",
            reason = sentence(&err.to_string())
        ));
        return Ok(());
    }
    let level = chosen
        .word("level")
        .parse()
        .unwrap_or_else(|_| BotLevel::default_for(rules));
    set_up_and_play(ui, new, level, false, global)
}

/// The menu's "Resume": goes on with the game saved at `path`.
pub fn resume(ui: &mut Ui, global: &GlobalOpts, path: &std::path::Path) -> Result<()> {
    let (seats, game, series, deal) = seats::load(path)?;
    let seed = deal.or(global.seed).unwrap_or_else(cards::fresh_seed);
    ui.say(say!("makao-resuming", file = crate::text::path(path)));
    play(ui, seats, game, series, seed, deal)
}

fn welcome(ui: &mut Ui, rules: RuleSet) {
    ui.say(say!("makao-welcome", rules = rules.to_string()));
}

/// Asks as the Polish original does: the twist (unless the menu's settings said), then
/// the names.
fn set_up_and_play(
    ui: &mut Ui,
    new: NewGame,
    level: BotLevel,
    ask_twist: bool,
    global: &GlobalOpts,
) -> Result<()> {
    let rules = new.rules.rules();
    welcome(ui, new.rules);
    let mut new = new;
    if ask_twist && rules.twist_allowed && !new.twist {
        let asked = ui.confirm_or_back(&say!("makao-twist-question"))?;
        let Some(twist) = crate::terminal::answered(ui, asked) else {
            return Ok(());
        };
        new.twist = twist;
    }
    // A two-seat game is one person against the computer unless --names says otherwise.
    let seats = if rules.max_players == 2 {
        seats::ask_one(ui, level)?
    } else {
        seats::ask(ui, new.players, level, rules)?
    };
    match crate::terminal::answered(ui, seats) {
        Some(seats) => start(ui, new, seats, global),
        None => Ok(()),
    }
}

fn start(ui: &mut Ui, new: NewGame, seats: Vec<Seat>, global: &GlobalOpts) -> Result<()> {
    // Told when the game ends, not now: it would show anyone every hand.
    let seed = global.seed.unwrap_or_else(cards::fresh_seed);
    let config = Config::new(new.rules, seats.len())
        .with_twist(new.twist)
        .with_play_on(new.play_on);
    // Scored rules play a match, of one hand unless --hands says more.
    let series = if config.rules.rules().scored {
        Some(Match::new(config, new.hands.unwrap_or(1), seed)?)
    } else {
        None
    };
    let game = match &series {
        Some(series) => series
            .deal()
            .ok_or_else(|| anyhow!("the match has no hand to deal"))?,
        None => Game::new(config, seed)?,
    };
    play(ui, seats, game, series, seed, Some(seed))?;
    Ok(())
}

/// Plays `game` to its end (and the match's other hands, if any), or until input ends
/// or someone quits.
pub fn play(
    ui: &mut Ui,
    seats: Vec<Seat>,
    game: Game,
    series: Option<Match>,
    seed: u64,
    deal: Option<u64>,
) -> Result<()> {
    let names: Vec<String> = seats.iter().map(|seat| seat.name.clone()).collect();
    let bots = computer_players(&seats, seed);
    let played = contract::Series::new(seats.len());
    let people: Vec<usize> = (0..seats.len()).filter(|p| seats[*p].is_person()).collect();
    let recorder = Recorder::start(&game, deal, seat_notes(&seats));
    let screen = Screen {
        ui,
        seats,
        names,
        // With one person, everything that person may see is theirs to see at once.
        at_keyboard: if people.len() == 1 {
            Some(people[0])
        } else {
            None
        },
        people: people.len(),
        recent: Vec::new(),
        saved: None,
        said: None,
        series,
        deal,
        person_moved: false,
        position: game.clone(),
        phase: game.phase(),
        stop: None,
    };
    let mut table = Table {
        screen: RefCell::new(screen),
        table: contract::Table::new(game),
        bots,
        played,
        recorder,
    };
    set_interrupt_hint(None);
    let result = table.run();
    set_interrupt_hint(None);
    set_interrupt_save(None);
    result
}

/// A computer player for each computer seat, its randomness drawn from the deal's seed.
fn computer_players(seats: &[Seat], seed: u64) -> Vec<Option<Box<dyn contract::Bot<Game>>>> {
    seats
        .iter()
        .enumerate()
        .map(|(seat, s)| {
            s.computer
                .map(|level| level.bot_with(contract::stats::bot_seed(seed, seat), think_budget()))
        })
        .collect()
}

/// The table's --think, for every computer player of the run.
static THINK: std::sync::OnceLock<Option<u64>> = std::sync::OnceLock::new();

fn think_budget() -> Budget {
    Budget {
        think: THINK
            .get()
            .copied()
            .flatten()
            .map(std::time::Duration::from_millis),
        deals: None,
    }
}

/// What a line typed at the move question asks for.
enum Input {
    Act {
        action: Action,
        explicit: bool,
    },
    /// A call said on its own: it goes with the next card laid.
    Call(Call),
    Help,
    Show,
    Save(String),
    Quit,
    Wrong(String),
}

/// A follow-up question's result.
enum Completed {
    Ready(Action),
    Refused(String),
    Ended,
}

/// What the people at the screen have been told and will be, shared by the players and
/// observers of one hand ([`players`]) through a `RefCell`, and kept between hands.
struct Screen<'a> {
    ui: &'a mut Ui,
    seats: Vec<Seat>,
    names: Vec<String>,
    /// The person whose private cards may be on the screen now.
    at_keyboard: Option<usize>,
    people: usize,
    /// What happened since the last person's question, without private cards: shown
    /// again after the keyboard is passed on.
    recent: Vec<String>,
    saved: Option<String>,
    /// A call said ahead of the card it is for.
    said: Option<Call>,
    /// The match the hand in play belongs to (scored rules).
    series: Option<Match>,
    /// The deal's seed, kept in saves and told when the game ends.
    deal: Option<u64>,
    /// Whether a person has moved in this game (giving it up then abandons it).
    person_moved: bool,
    /// The hand as it stands, kept by the [`players::Keeper`] (which sees everything)
    /// for what only the table may use: the save, and the engine's yes or no on the
    /// move a person typed (see [`Screen::check`]). A person's screen and reading are
    /// drawn from their seat's view.
    position: Game,
    /// The phase before the move being narrated (its words depend on it).
    phase: Phase,
    /// A question failed (Ctrl+C in a game started from the menu) or a computer player
    /// found no move: the players answer [`contract::Decision::Gone`] and this is told.
    stop: Option<anyhow::Error>,
}

struct Table<'a> {
    /// Shared by the players and observers while a hand is played.
    screen: RefCell<Screen<'a>>,
    /// The hand in play, which only the driver changes.
    table: contract::Table<Game>,
    bots: Vec<Option<Box<dyn contract::Bot<Game>>>>,
    /// The games played at this table before this one ("Play again").
    played: contract::Series,
    /// Keeps the hand in play in the records.
    recorder: Recorder<Game>,
}

impl Screen<'_> {
    fn narrator(&self) -> Narrator<'_> {
        Narrator {
            names: &self.names,
            style: self.ui.style,
            rules: self.position.rules(),
            reader: None,
        }
    }

    /// The save file of the game as it stands.
    fn save_text(&self) -> String {
        seats::to_json(&self.seats, &self.position, self.series.as_ref(), self.deal)
    }

    /// Whether the engine takes `action` from the seat to move, and if not, why. It
    /// asks the whole game, yet tells the person nothing their seat does not know: the
    /// answer is about their own move, and its reasons name only their own cards and
    /// what lies open on the table (the top, the suit named, the attack, the demand).
    fn check(&self, action: Action) -> Result<(), RuleError> {
        self.position.check(action)
    }

    fn leave(&mut self, why: Leave) {
        let saved = self.saved.as_deref().map(std::path::Path::new);
        let said = crate::terminal::leaving(why, "makao", saved, self.deal);
        self.ui.say(said);
    }

    fn save(&mut self, file: String) -> Result<()> {
        let text = self.save_text();
        let own = self.saved.as_deref().map(std::path::Path::new);
        if crate::terminal::save(self.ui, "makao", &file, own, &text)?.is_some() {
            self.saved = Some(file.trim().to_string());
        }
        Ok(())
    }
}

impl Table<'_> {
    fn game(&self) -> &Game {
        self.table.game()
    }

    fn run(&mut self) -> Result<()> {
        let screen = self.screen.get_mut();
        screen.ui.say(say!(
            "makao-at-the-table",
            seats = seating::describe(&screen.seats),
            twist = if self.table.game().config().twist {
                "yes"
            } else {
                "no"
            }
        ));
        self.announce_hand();
        loop {
            if self.game().is_over() {
                self.finale();
                if !self.next_hand()? {
                    self.record();
                    let screen = self.screen.get_mut();
                    if let Some(seed) = screen.deal {
                        screen.ui.say(crate::terminal::seed_told(seed));
                    }
                    if self.play_again()? {
                        continue;
                    }
                    return Ok(());
                }
                continue;
            }
            let stopped = self.play_hand();
            let screen = self.screen.get_mut();
            if let Some(err) = screen.stop.take() {
                return Err(err);
            }
            match stopped {
                Stopped::Over => {}
                Stopped::Quit { .. } => {
                    let text = screen.save_text();
                    let own = screen.saved.as_deref().map(std::path::Path::new);
                    let saved = crate::terminal::offer_save(screen.ui, "makao", own, &text)?;
                    match saved {
                        Some(path) => screen.saved = Some(path.display().to_string()),
                        // Given up after a move of a person's, unsaved: abandoned.
                        None if screen.person_moved => self.record_as(Outcome::Abandoned),
                        None => {}
                    }
                    self.screen.get_mut().leave(Leave::Quit);
                    self.recorder.quit();
                    return Ok(());
                }
                Stopped::Gone { .. } => {
                    screen.leave(Leave::InputEnded);
                    return Ok(());
                }
                Stopped::Failed { seat, reason } => {
                    return Err(anyhow!(
                        "the computer player {} {reason}",
                        screen.names[seat]
                    ));
                }
            }
        }
    }

    /// Plays the hand until it is over or a person stops it: the one turn loop
    /// ([`contract::table::run`]) asks each seat's player; the narrator tells each move
    /// as the screen's person may see it, the recap keeps what everyone may know, and
    /// the keeper keeps the position.
    fn play_hand(&mut self) -> Stopped {
        let screen = self.screen.get_mut();
        screen.position = self.table.game().clone();
        screen.phase = self.table.game().phase();
        let computer: Vec<bool> = self.bots.iter().map(Option::is_some).collect();
        let shared = &self.screen;
        let mut persons: Vec<players::Person<'_, '_>> = Vec::new();
        let mut computers: Vec<Computer<'_, Game, Screen<'_>>> = Vec::new();
        for bot in self.bots.iter_mut() {
            match bot {
                Some(bot) => computers.push(Computer::new(bot, shared)),
                None => persons.push(players::Person::new(shared)),
            }
        }
        let (mut persons_left, mut computers_left) = (persons.iter_mut(), computers.iter_mut());
        let mut at_table: Vec<&mut dyn Player<Game>> = Vec::new();
        for computer in computer {
            let player: Option<&mut dyn Player<Game>> = if computer {
                computers_left.next().map(|c| c as &mut dyn Player<Game>)
            } else {
                persons_left.next().map(|p| p as &mut dyn Player<Game>)
            };
            at_table.extend(player);
        }
        let mut narrator = players::Narrator::new(shared);
        let mut recap = players::Recap::new(shared);
        let mut keeper = players::Keeper::new(shared);
        run_turns(
            &mut self.table,
            &mut at_table,
            &mut [&mut narrator, &mut recap, &mut keeper, &mut self.recorder],
            &mut Vec::new(),
        )
    }

    /// Counts the finished game (or match) in the statistics, if a person played: won
    /// when a person won.
    fn record(&mut self) {
        let screen = self.screen.get_mut();
        if screen.people == 0 {
            return;
        }
        let winners = match &screen.series {
            Some(series) => series.winners().unwrap_or_default(),
            None => self.table.game().winner().into_iter().collect(),
        };
        let outcome = Outcome::of_finished(&winners, |p| self.bots[p].is_some());
        self.record_as(outcome);
    }

    fn record_as(&mut self, outcome: Outcome) {
        let key = format!("makao {}", self.game().config().rules);
        self.recorder.count(&key, outcome, None);
    }

    /// Which hand of the match this is, who deals, and what the cut turned up.
    fn announce_hand(&mut self) {
        let game = self.table.game();
        let screen = self.screen.get_mut();
        if let Some(series) = &screen.series
            && series.hands() > 1
        {
            screen.ui.say(say!(
                "makao-hand-deals",
                hand = series.next_hand() + 1,
                hands = series.hands(),
                name = &screen.names[game.dealer()]
            ));
        }
        if game.rules().cut_keeps == 0 || game.actions_played() > 0 {
            return;
        }
        let top = screen.ui.style.card(game.top());
        let cutter = &screen.names[game.current_player()];
        let dealer = game.dealer();
        if game.phase() == Phase::Cut {
            if self.bots[game.current_player()].is_none() {
                // A person cutting sees it on their own screen.
                return;
            }
            screen
                .ui
                .say(say!("makao-cuts-strong", name = cutter, card = top));
        } else {
            let dealt = makao::Event::Dealt { dealer };
            let deal = screen
                .narrator()
                .event(&dealt, false, None)
                .unwrap_or_default();
            screen
                .ui
                .say(say!("makao-cuts", name = cutter, card = top, deal = deal));
        }
    }

    /// Records the hand just over in the match and deals the next; false when the
    /// match (or the single game) is over.
    fn next_hand(&mut self) -> Result<bool> {
        let screen = self.screen.get_mut();
        let Some(series) = screen.series.as_mut() else {
            return Ok(false);
        };
        series.record(self.table.game())?;
        let series = series.clone();
        if series.hands() > 1 {
            for line in summary::score_table(&screen.names, &series) {
                screen.ui.say(line);
            }
        }
        let Some(game) = series.deal() else {
            if series.hands() > 1 {
                screen.ui.say(summary::match_result(&screen.names, &series));
            }
            return Ok(false);
        };
        let dealt = makao::Event::Dealt {
            dealer: game.dealer(),
        };
        self.recorder = Recorder::start(&game, screen.deal, seat_notes(&screen.seats));
        self.table = contract::Table::new(game);
        self.tell_bots(&[dealt]);
        let screen = self.screen.get_mut();
        screen.said = None;
        screen.recent.clear();
        self.announce_hand();
        Ok(true)
    }

    /// Offers the people another game with the same seats, or another match of as many
    /// hands; deals it from a fresh seed when they want one.
    fn play_again(&mut self) -> Result<bool> {
        let screen = self.screen.get_mut();
        if screen.people == 0 {
            return Ok(false);
        }
        let question = match &screen.series {
            Some(series) if series.hands() > 1 => say!("makao-another-match"),
            _ => say!("makao-play-again"),
        };
        if screen.ui.confirm(&question)? != Some(true) {
            return Ok(false);
        }
        let finished = self.table.game().clone();
        let seed = cards::fresh_seed();
        let game = match screen.series.as_mut() {
            Some(series) => {
                *series = Match::new(finished.config(), series.hands(), seed)?;
                series
                    .deal()
                    .ok_or_else(|| anyhow!("the match has no hand to deal"))?
            }
            None => {
                self.played.record(&finished);
                screen
                    .ui
                    .say(crate::terminal::series_line(&screen.names, &self.played));
                let config = finished.config();
                <Game as contract::Game>::deal_in_series(&config, seed, self.played.games)?
            }
        };
        self.bots = computer_players(&screen.seats, seed);
        self.recorder = Recorder::start(&game, Some(seed), seat_notes(&screen.seats));
        self.table = contract::Table::new(game);
        screen.deal = Some(seed);
        screen.saved = None;
        screen.person_moved = false;
        screen.said = None;
        screen.recent.clear();
        self.announce_hand();
        Ok(true)
    }

    /// How the hand ended, with every hand left shown: the table's side, which sees
    /// the whole game (the hand is over, so nothing is secret any more).
    fn finale(&mut self) {
        let game = self.table.game();
        let screen = self.screen.get_mut();
        let finished = game.finished().to_vec();
        let hand = screen
            .series
            .as_ref()
            .is_some_and(|series| series.hands() > 1);
        let over = screen.narrator().over(hand, game.winner());
        screen.ui.say(over);
        if let Some(score) = game.score() {
            let mut line = summary::hand_points(&screen.names, &score);
            for p in 0..game.players() {
                if Some(p) != score.winner && !game.hand(p).is_empty() {
                    line.push('\n');
                    line.push_str(&say!(
                        "makao-held",
                        name = &screen.names[p],
                        cards = screen.ui.style.cards(game.hand(p))
                    ));
                }
            }
            screen.ui.say(line);
        }
        if finished.len() > 1 {
            let places: Vec<String> = finished
                .iter()
                .enumerate()
                .map(|(i, p)| format!("{}. {}", i + 1, screen.names[*p]))
                .collect();
            screen
                .ui
                .say(say!("makao-places", places = places.join(", ")));
        }
    }

    /// Lets the computer players hear what happened between hands, each as its seat
    /// may learn it (the searcher reads the other hands from it).
    fn tell_bots(&mut self, events: &[makao::Event]) {
        for (seat, bot) in self.bots.iter_mut().enumerate() {
            if let Some(bot) = bot.as_mut().filter(|bot| bot.listens()) {
                for event in events {
                    bot.observe(&<Game as contract::Game>::event_for(event, seat));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::input::{find_call, leading_call};
    use super::*;
    use crate::ui::CardStyle;
    use cards::Rank;
    use makao::Situation;

    #[test]
    fn calls_are_found_wherever_they_are_typed() {
        assert_eq!(find_call(&["h", "makao"]), Some(Call::Makao));
        assert_eq!(find_call(&["po", "makale"]), Some(Call::PoMakale));
        assert_eq!(find_call(&["Pomakale"]), Some(Call::PoMakale));
        assert_eq!(find_call(&["po"]), None);
        let words: Vec<String> = ["po", "makale", "5h"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(
            leading_call(&words),
            (Some(Call::PoMakale), vec!["5h".to_string()])
        );
    }

    #[test]
    fn refusals_name_the_kind_of_mistake_and_show_cards_as_the_table_does() {
        let card = |t: &str| makao::Shown(t.parse().unwrap());
        let symbols = CardStyle { ascii: false };
        let letters = CardStyle { ascii: true };
        let polish = RuleSet::Polish.rules();
        let serbian = RuleSet::Serbian.rules();
        let explain = |err: &RuleError| crate::makao::refusals::explain(err, symbols, polish);
        assert_eq!(
            explain(&RuleError::NotHeld(card("7h"))),
            "Not in your hand: you hold no 7♥."
        );
        let mixed = RuleError::MixedRanks {
            first: card("7h"),
            other: card("8h"),
        };
        assert_eq!(
            explain(&mixed),
            "Wrong rank for a multi-play: cards laid together must share one rank \
             (7♥ and 8♥ do not)."
        );
        let one_at_a_time = crate::makao::refusals::explain(&mixed, symbols, serbian);
        assert_eq!(
            one_at_a_time,
            "One card at a time: serbian rules lay a single card each turn: 7♥ or 8♥, not both."
        );
        assert!(explain(&RuleError::NotAFour(card("7h"))).starts_with("Not a legal card now"));
        let no_match = RuleError::NoMatch {
            card: card("2d"),
            top: card("7c"),
            chosen: Some(Suit::Hearts),
        };
        assert_eq!(
            crate::makao::refusals::explain(&no_match, letters, polish),
            "Not a legal card now: 2D does not match 7C (the suit to follow is H)."
        );
        assert_eq!(
            explain(&no_match),
            "Not a legal card now: 2♦ does not match 7♣ (the suit to follow is ♥)."
        );
        let attack = RuleError::NotADefence {
            card: card("5h"),
            top: card("2h"),
            cards: 2,
            defence: String::new(),
        };
        assert_eq!(
            crate::makao::refusals::explain(&attack, letters, polish),
            "Not a legal card now: 5H does not answer the attack on 2H: defend with a 2, 3, \
             KH or KS of its suit or rank, or take 2."
        );
        // Reasons the engine words for programs read alike at the table, in English.
        let on = |phase: Phase, attack: Option<Attack>| Situation { phase, attack };
        let situations = [
            on(
                Phase::Turn,
                Some(Attack::Draw {
                    cards: 4,
                    backwards: false,
                }),
            ),
            on(Phase::Turn, Some(Attack::Wait { turns: 2 })),
            on(Phase::Turn, None),
            on(Phase::Drawn, None),
            on(Phase::PenaltyDrawn, None),
            on(Phase::Question, None),
            on(Phase::Swap { initiator: 1 }, None),
            on(Phase::Cut, None),
            on(Phase::Again, None),
            on(Phase::AfterPenalty, None),
            on(Phase::Challenge { offender: 2 }, None),
            on(Phase::Over, None),
        ];
        let whats = [
            "lay cards",
            "draw",
            "take a penalty",
            "wait",
            "pass",
            "answer a question",
            "accept a swap",
            "block a swap",
            "keep a cut card",
            "turn up a cut card",
            "answer a challenge",
        ];
        for (what, situation) in whats.iter().zip(situations.iter().cycle()) {
            let err = RuleError::NotNow {
                what,
                situation: *situation,
            };
            assert_eq!(explain(&err), format!("Not allowed: {err}."));
        }
        for situation in situations {
            let err = RuleError::NotNow {
                what: "draw",
                situation,
            };
            assert_eq!(explain(&err), format!("Not allowed: {err}."));
        }
        let after = RuleError::NotNow {
            what: "draw",
            situation: on(Phase::AfterPenalty, None),
        };
        assert!(
            crate::makao::refusals::explain(&after, symbols, serbian)
                .ends_with("lay one matching card, or say next."),
            "Serbian rules call passing next"
        );
        for err in [
            RuleError::GameOver,
            RuleError::NotDemandable(Rank::Queen),
            RuleError::DemandNotHeld(Rank::Seven),
            RuleError::BadSwapTarget(5),
            RuleError::ChoiceNotFor {
                card: card("7h"),
                choice: Choice::Demand(Rank::Seven),
            },
            RuleError::ChoiceNotFor {
                card: card("2h"),
                choice: Choice::Suit(Suit::Clubs),
            },
            RuleError::ChoiceNotFor {
                card: card("2h"),
                choice: Choice::Swap(1),
            },
            RuleError::ChoiceNotFor {
                card: card("2h"),
                choice: Choice::None,
            },
        ] {
            let told = explain(&err);
            assert!(told.starts_with("Not allowed: "), "{told}");
            if !matches!(err, RuleError::ChoiceNotFor { .. }) {
                assert_eq!(told, format!("Not allowed: {err}."));
            }
        }
        let drawn = RuleError::MustLayDrawn(card("9s"), "pass");
        assert_eq!(
            crate::makao::refusals::explain(&drawn, symbols, serbian),
            "Not a legal card now: lay the card you drew (9♠) first, or say next."
        );
        for set in RuleSet::ALL {
            // No engine refusal reads in the engine's own card letters at the table.
            for err in [
                RuleError::SwapWithAttack,
                RuleError::NoBlocker,
                RuleError::SuitNeeded(card("as")),
            ] {
                let text = crate::makao::refusals::explain(&err, symbols, set.rules());
                assert!(!text.contains("KC") && !text.contains("AS "), "{text}");
            }
        }
        assert_eq!(
            sentence("a call must follow a card"),
            "A call must follow a card."
        );
    }
}
