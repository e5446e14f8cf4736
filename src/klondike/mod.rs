//! `karty klondike`: the course's Klondike in the terminal, `show` for position files,
//! `solve` for batches of deals, and `simulate`, where the player that does not peek
//! plays them.

mod play;
mod simulate;
mod solve;
mod text;
pub(crate) mod words;

pub(crate) use play::{tip, tip_budget};
pub(crate) use text::{Message, Refused};

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Result, anyhow};
use clap::{Args, Subcommand, ValueEnum};
use klondike::{Draw, Klondike, Lang, Localized, Style};

use crate::settings::{Chosen, Setting};
use crate::ui::{Ui, out};
use crate::{GlobalOpts, machine};

#[derive(Debug, Args)]
pub struct KlondikeArgs {
    #[command(subcommand)]
    command: Option<KlondikeCommand>,
    /// Cards turned by U at a time: 1 (the course's rule, the default) or 3
    #[arg(long, value_enum, global = true)]
    draw: Option<DrawArg>,
    /// Play from a position file (JSON, as `save FILE` writes it)
    #[arg(long, value_name = "FILE")]
    load: Option<PathBuf>,
    /// Deal only a deal the solver proves winnable: the first from --seed on
    #[arg(long, conflicts_with = "load")]
    winnable: bool,
}

#[derive(Debug, Subcommand)]
enum KlondikeCommand {
    /// Print the layout of a position file and exit
    Show {
        /// The position file
        #[arg(long, value_name = "FILE")]
        load: PathBuf,
    },
    /// Solve a deal or a position (winnable with its moves, unwinnable, or undecided), or
    /// a run of deals with --deals
    Solve(solve::SolveArgs),
    /// Play deals to their end without undo by a player that sees only what a person
    /// sees, and report the win rate with its 95% interval
    Simulate(simulate::SimulateArgs),
    /// Print a new deal's position file as JSON (set up by --draw and --seed)
    State,
    /// Print the legal moves, one a line, as the game reads them
    Moves(machine::MovesArgs),
    /// Apply one move and print the position after it; a refused move prints only why
    Play(machine::PlayArgs),
}

/// The course's language for the run's: Czech is the course's own (its layout letters
/// and refusals); every other language keeps the English letters and notation.
fn course_lang() -> Lang {
    if crate::words::language() == crate::words::Language::Cs {
        Lang::Cs
    } else {
        Lang::En
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum DrawArg {
    #[value(name = "1")]
    One,
    #[value(name = "3")]
    Three,
}

impl From<DrawArg> for Draw {
    fn from(draw: DrawArg) -> Draw {
        match draw {
            DrawArg::One => Draw::One,
            DrawArg::Three => Draw::Three,
        }
    }
}

pub fn run(args: KlondikeArgs, global: &GlobalOpts) -> Result<ExitCode> {
    let lang = course_lang();
    let style = Style::new(lang, global.ascii);
    match args.command {
        Some(KlondikeCommand::Show { load }) => {
            let (game, _) = load_position(&load, lang, args.draw.map(Draw::from))?;
            out(game.view().render(style).trim_end_matches('\n'));
            Ok(ExitCode::SUCCESS)
        }
        Some(KlondikeCommand::Solve(solve_args)) => {
            solve::run(solve_args, args.draw.map(Draw::from), global)
        }
        Some(KlondikeCommand::Simulate(simulate_args)) => {
            simulate::run(simulate_args, args.draw.map(Draw::from), global)
        }
        Some(KlondikeCommand::State) => {
            machine::state::<Klondike>(&args.draw.map_or(Draw::One, Draw::from), global)
        }
        Some(KlondikeCommand::Moves(moves)) => machine::moves::<Klondike>(&moves),
        Some(KlondikeCommand::Play(play)) => machine::play::<Klondike>(&play),
        None => {
            let mut ui = Ui::new(global.plain, global.ascii);
            let (game, seed) = match &args.load {
                Some(path) => {
                    let (game, mark) = load_position(path, lang, args.draw.map(Draw::from))?;
                    crate::records::resuming(mark);
                    (game, None)
                }
                None => {
                    let seed = global.seed.unwrap_or_else(cards::fresh_seed);
                    let draw = args.draw.map_or(Draw::One, Draw::from);
                    if args.winnable {
                        let (game, seed) = play::winnable_deal(seed, draw);
                        (game, Some(seed))
                    } else {
                        (Klondike::deal(&mut cards::seeded(seed), draw), Some(seed))
                    }
                }
            };
            play::play(&mut ui, game, seed, args.load.as_deref(), style)?;
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// The menu's settings: the cards turned at a time, winnable deals only (the language is
/// the menu's own; a `lang` remembered by an earlier version is left out).
pub fn settings() -> Vec<Setting> {
    let words = |values: &[&str]| values.iter().map(ToString::to_string).collect();
    vec![
        Setting::choice(
            "draw",
            "Cards turned from the stock",
            words(&["1", "3"]),
            "1",
        ),
        Setting::flag("winnable", "Winnable deals only", false),
    ]
}

/// The menu's entry: a new deal as the settings say.
pub fn play_from_menu(ui: &mut Ui, global: &GlobalOpts, chosen: &Chosen) -> Result<()> {
    let seed = global.seed.unwrap_or_else(cards::fresh_seed);
    let draw = if chosen.word("draw") == "3" {
        Draw::Three
    } else {
        Draw::One
    };
    let (game, seed) = if chosen.flag("winnable") {
        play::winnable_deal(seed, draw)
    } else {
        (Klondike::deal(&mut cards::seeded(seed), draw), seed)
    };
    let style = Style::new(course_lang(), global.ascii);
    play::play(ui, game, Some(seed), None, style)
}

/// The menu's "Resume": goes on with the game saved at `path`.
pub fn resume(ui: &mut Ui, global: &GlobalOpts, path: &Path) -> Result<()> {
    let (game, mark) = load_position(path, course_lang(), None)?;
    crate::records::resuming(mark);
    let style = Style::new(course_lang(), global.ascii);
    play::play(ui, game, None, Some(path), style)
}

/// Reads a position file or a save, played in `--draw`'s mode when given (else the
/// file's); the refusal names the file and says what is wrong with it. A save names the
/// record the game continues.
fn load_position(
    path: &Path,
    lang: Lang,
    draw: Option<Draw>,
) -> Result<(Klondike, Option<crate::records::Mark>)> {
    let (_, text) = machine::read_limited(path)?;
    let refused = |message: String| {
        // Another game's file is named as such, with the command that opens it.
        match crate::registry::another_games_file("klondike", path, &text) {
            Some(message) => anyhow!("{message}"),
            None => anyhow!("{}: {}", crate::text::path(path), message),
        }
    };
    let (state, mark) = match crate::seating::open_solitaire_save(&text) {
        Ok(Some((state, mark))) => (state.to_string(), mark),
        Ok(None) => (text.clone(), None),
        Err(err) => return Err(refused(crate::text::safe(&err.to_string()))),
    };
    let mut game = Klondike::from_json(&state).map_err(|err| refused(err.message(lang)))?;
    if let Some(draw) = draw {
        game.set_draw(draw);
    }
    Ok((game, mark))
}
