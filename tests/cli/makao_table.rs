//! `karty makao` at the table (people, computer players, both rule sets, the twist, bad
//! input, end of input, save and load) and `karty makao simulate`, end to end.
//!
//! Whole games are scripted by playing the same game beside the binary: the engine is
//! dealt from the same seed, the table's computer players are mirrored (same kind, same
//! seed), and each person's move is chosen by a bot and typed as a person would type it.

use std::path::{Path, PathBuf};

use cards::{Card, Rank, Suit};
use contract::stats::bot_seed;
use contract::{Bot, RandomBot, Seat};
use makao::{Action, Attack, BotLevel, Call, Choice, Config, Game, HeuristicBot, RuleSet, Setup};
use tempfile::TempDir;

use crate::karty;

/// Runs `karty makao --plain ARGS` with `input`; stdout, stderr and the exit code.
pub(crate) fn table(args: &[&str], input: &str) -> (String, String, Option<i32>) {
    let output = karty()
        .args(["makao", "--plain"])
        .args(args)
        .write_stdin(input)
        .output()
        .unwrap();
    (
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
        output.status.code(),
    )
}

fn card(text: &str) -> Card {
    text.parse().unwrap()
}

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace().map(card).collect()
}

/// How a scripted person types.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Typing {
    /// Card numbers, as the C# original; choices typed on the same line.
    Numbers,
    /// Card names (`7h`); choices left out, so the table asks for them.
    Names,
}

/// A seat of a mirrored game: a person typing like this, with a bot choosing for them,
/// or a computer player of the table.
pub(crate) enum Mirror {
    Person(Typing, Box<dyn Bot<Game>>),
    Computer(Box<dyn Bot<Game>>),
}

/// The lines a person types for `action`, with `hand` before it.
fn typed(action: Action, game: &Game, typing: Typing) -> Vec<String> {
    let hand = game.hand(game.current_player());
    let call_text = |call: Option<Call>| call.map_or(String::new(), |c| format!(" {c}"));
    match action {
        Action::Lay(lay) => {
            let mut line = String::new();
            for (i, (card, call)) in lay.cards().iter().zip(lay.calls()).enumerate() {
                if i > 0 {
                    line.push(' ');
                }
                match typing {
                    Typing::Numbers => {
                        let at = hand.iter().position(|c| c == card).unwrap();
                        line.push_str(&(at + 1).to_string());
                    }
                    Typing::Names => line.push_str(&format!("{card:#}").to_lowercase()),
                }
                line.push_str(&call_text(*call));
            }
            let rules = game.rules();
            let first = lay.first();
            let asks = match lay.choice() {
                Choice::None => {
                    first.rank == Rank::Jack && demand_possible(game, &lay)
                        || swap_possible(game, &lay)
                }
                _ => true,
            };
            let choice = match lay.choice() {
                Choice::None if first.rank == Rank::Jack => "none".to_string(),
                Choice::None => "none".to_string(),
                Choice::Suit(suit) => suit.letter().to_string(),
                Choice::Demand(rank) => rank.label().to_string(),
                Choice::Swap(p) => (p + 1).to_string(),
            };
            let keyword = match rules.effect(first) {
                makao::rules::Effect::ChooseSuit => "suit",
                makao::rules::Effect::Demand => "demand",
                _ => "swap",
            };
            match (typing, asks) {
                (_, false) => vec![line],
                (Typing::Numbers, true) => vec![format!("{line} {keyword} {choice}")],
                (Typing::Names, true) => vec![line, choice],
            }
        }
        Action::Draw if matches!(game.attack(), Some(Attack::Wait { .. })) => {
            vec!["draw".to_string()]
        }
        Action::Draw | Action::Take | Action::Wait | Action::Pass => vec!["0".to_string()],
        Action::Accept(call) => vec![format!("0{}", call_text(call))],
        Action::Block(call) => {
            let at = hand
                .iter()
                .position(|c| *c == Card::new(Rank::King, Suit::Diamonds))
                .unwrap();
            vec![format!("{}{}", at + 1, call_text(call))]
        }
        Action::Say(call) => vec![call.map_or("fine, thanks".to_string(), |c| c.to_string())],
        Action::Keep | Action::Challenge(true) => vec!["yes".to_string()],
        Action::Turn | Action::Challenge(false) => vec!["no".to_string()],
    }
}

/// Whether the table will ask a jack's demand (some demand is possible for this lay).
fn demand_possible(game: &Game, lay: &makao::Lay) -> bool {
    game.legal_actions().iter().any(|a| {
        matches!(a, Action::Lay(l) if l.cards() == lay.cards() && matches!(l.choice(), Choice::Demand(_)))
    })
}

/// Whether the table will ask whom a K♣ swaps with.
fn swap_possible(game: &Game, lay: &makao::Lay) -> bool {
    game.config().twist
        && lay.cards().contains(&Card::new(Rank::King, Suit::Clubs))
        && game.legal_actions().iter().any(|a| {
            matches!(a, Action::Lay(l) if l.cards() == lay.cards() && matches!(l.choice(), Choice::Swap(_)))
        })
}

/// The table played beside the binary: the same seats, whose people's moves become the
/// lines they type. Kept across the hands of a match, as the table keeps its seats.
pub(crate) struct Mirrored {
    seats: Vec<Mirror>,
    people: usize,
    /// Whose cards are on the screen (as the table's pass-the-keyboard logic has it).
    screen: Option<usize>,
    pub(crate) lines: Vec<String>,
    /// Hands played so far: the table tells its computer players of each new deal.
    hands: usize,
}

impl Mirrored {
    pub(crate) fn new(seats: Vec<Mirror>) -> Mirrored {
        let people = seats
            .iter()
            .filter(|s| matches!(s, Mirror::Person(..)))
            .count();
        let screen = (people == 1).then(|| {
            seats
                .iter()
                .position(|s| matches!(s, Mirror::Person(..)))
                .unwrap()
        });
        Mirrored {
            seats,
            people,
            screen,
            lines: Vec::new(),
            hands: 0,
        }
    }

    /// Plays `game` to its end, adding what the people type.
    pub(crate) fn play(&mut self, mut game: Game) -> Game {
        if self.hands > 0 {
            self.tell_computers(&[makao::Event::Dealt {
                dealer: game.dealer(),
            }]);
        }
        self.hands += 1;
        while !game.is_over() {
            let player = game.current_player();
            let legal = game.legal_actions();
            let seat = Seat::new(&game, player);
            let action = match &mut self.seats[player] {
                Mirror::Computer(bot) => bot.choose(&seat, &legal).unwrap(),
                Mirror::Person(typing, bot) => {
                    let action = bot.choose(&seat, &legal).unwrap();
                    if self.people > 1 && self.screen != Some(player) {
                        self.lines.push(String::new());
                        self.screen = Some(player);
                    }
                    self.lines.extend(typed(action, &game, *typing));
                    action
                }
            };
            let events = game.apply(action).unwrap().events;
            self.tell_computers(&events);
        }
        game
    }

    /// What the table lets its computer players hear (the searcher reads hands from it).
    fn tell_computers(&mut self, events: &[makao::Event]) {
        for (seat, mirror) in self.seats.iter_mut().enumerate() {
            if let Mirror::Computer(bot) = mirror {
                if bot.listens() {
                    for event in events {
                        bot.observe(&<Game as contract::Game>::event_for(event, seat));
                    }
                }
            }
        }
    }

    /// The whole script, ending in a newline.
    pub(crate) fn script(&self) -> String {
        let mut text = self.lines.join("\n");
        text.push('\n');
        text
    }
}

/// Plays `game` to its end beside the binary; the script the people type, and the game.
fn script(game: Game, seats: Vec<Mirror>) -> (String, Game) {
    let mut mirrored = Mirrored::new(seats);
    let end = mirrored.play(game);
    (mirrored.script(), end)
}

pub(crate) fn person(typing: Typing, seed: u64) -> Mirror {
    Mirror::Person(typing, Box::new(RandomBot::new(seed)))
}

pub(crate) fn clever(typing: Typing) -> Mirror {
    Mirror::Person(typing, Box::new(HeuristicBot::new()))
}

pub(crate) fn computer(level: BotLevel, seed: u64, seat: usize) -> Mirror {
    Mirror::Computer(level.bot(bot_seed(seed, seat)))
}

fn winner_line(game: &Game, names: &[&str]) -> String {
    format!("over: {} wins.", names[game.winner().unwrap()])
}

/// Checks a whole scripted game: accepted line by line, and the same winner.
pub(crate) fn assert_played(stdout: &str, game: &Game, names: &[&str]) {
    for refusal in [
        "Not a legal card",
        "Not in your hand",
        "Not allowed",
        "is not a number",
        "will not do here",
        "Wrong rank",
    ] {
        assert!(!stdout.contains(refusal), "{refusal}:\n{stdout}");
    }
    assert!(stdout.contains(&winner_line(game, names)), "{stdout}");
}

#[test]
fn two_people_play_a_whole_polish_game_by_numbers() {
    let seed = 11;
    let game = Game::new(Config::new(RuleSet::Polish, 2), seed).unwrap();
    let (input, end) = script(
        game,
        vec![person(Typing::Numbers, 1), person(Typing::Numbers, 2)],
    );
    let (stdout, _, code) = table(&["--names", "Ala,Bob", "--seed", "11"], &input);
    assert_eq!(code, Some(0));
    assert_played(&stdout, &end, &["Ala", "Bob"]);
    assert!(stdout.contains("Pass the keyboard to Ala"), "{stdout}");
    assert!(stdout.contains("Pass the keyboard to Bob"), "{stdout}");
    assert!(stdout.contains("--- Bob's turn ---"), "{stdout}");
}

#[test]
fn three_people_play_a_whole_macau_game_by_names() {
    let seed = 5;
    let game = Game::new(Config::new(RuleSet::Macau, 3), seed).unwrap();
    let (input, end) = script(
        game,
        vec![
            person(Typing::Names, 3),
            clever(Typing::Numbers),
            person(Typing::Names, 4),
        ],
    );
    let (stdout, _, code) = table(
        &["--rules", "macau", "--names", "Ala,Bob,Cy", "--seed", "5"],
        &input,
    );
    assert_eq!(code, Some(0));
    assert_played(&stdout, &end, &["Ala", "Bob", "Cy"]);
    assert!(!stdout.contains("makao\""), "macau has no calls: {stdout}");
}

#[test]
fn one_person_against_computer_players_in_every_rule_set_and_level() {
    for (rules, level, seed) in [
        (RuleSet::Polish, BotLevel::Heuristic, 21),
        (RuleSet::Polish, BotLevel::Random, 22),
        (RuleSet::Macau, BotLevel::Heuristic, 23),
        (RuleSet::Macau, BotLevel::Random, 24),
    ] {
        let game = Game::new(Config::new(rules, 3), seed).unwrap();
        let (input, end) = script(
            game,
            vec![
                computer(level, seed, 0),
                clever(Typing::Numbers),
                computer(level, seed, 2),
            ],
        );
        let (stdout, _, code) = table(
            &[
                "--rules",
                rules.name(),
                "--names",
                "bot,Ala",
                "--players",
                "3",
                "--bot-level",
                level.name(),
                "--seed",
                &seed.to_string(),
            ],
            &input,
        );
        assert_eq!(code, Some(0), "{rules} {level}");
        assert_played(&stdout, &end, &["Bot 1", "Ala", "Bot 2"]);
        assert!(
            !stdout.contains("Pass the keyboard"),
            "one person: {stdout}"
        );
        assert!(
            stdout.contains(&format!(
                "At the table: Bot 1 (computer, {level}), Ala and Bot 2 (computer, {level})."
            )),
            "{stdout}"
        );
    }
}

#[test]
fn the_twist_game_with_people_and_a_computer_player() {
    // Find a seed whose game sees a K♣ swap offered, so the twist is really played.
    let config = Config::new(RuleSet::Polish, 3).with_twist(true);
    let mut found = None;
    for seed in 0..200 {
        let game = Game::new(config, seed).unwrap();
        let (input, end) = script(
            game,
            vec![
                clever(Typing::Names),
                clever(Typing::Numbers),
                computer(BotLevel::Heuristic, seed, 2),
            ],
        );
        let (stdout, _, code) = table(
            &[
                "--twist",
                "--names",
                "Ala,Bob",
                "--players",
                "3",
                "--seed",
                &seed.to_string(),
            ],
            &input,
        );
        assert_eq!(code, Some(0));
        assert_played(&stdout, &end, &["Ala", "Bob", "Bot 1"]);
        if stdout.contains("wants to swap hands with") {
            found = Some(stdout);
            break;
        }
    }
    let stdout = found.expect("some seed offers a swap");
    assert!(stdout.contains("With the twist."), "{stdout}");
}

#[test]
fn setup_asks_the_twist_then_names_one_by_one_and_may_start_over() {
    let input = "maybe\nn\nAla\nala\nmakao\ndone\nbot\ndone\nn\nBob\nCy\nDan\nEd\ny\n";
    let (stdout, _, code) = table(&["--seed", "1"], input);
    assert_eq!(code, Some(0));
    assert!(stdout.contains("Play with the twist"), "{stdout}");
    assert!(stdout.contains("Please answer y or n."), "{stdout}");
    assert!(stdout.contains("already at the table"), "{stdout}");
    assert!(stdout.contains("is a call, not a name"), "{stdout}");
    assert!(stdout.contains("Not yet: at least 2 players"), "{stdout}");
    assert!(stdout.contains("Then type them again."), "{stdout}");
    // Four seats fill the table: no fifth name is asked for.
    assert!(!stdout.contains("Name of player 5?"), "{stdout}");
    assert!(
        stdout.contains("At the table: Bob, Cy, Dan and Ed."),
        "{stdout}"
    );
    // The game began (with the keyboard passed to Bob), and input ended in it.
    assert!(stdout.contains("Pass the keyboard to Bob"), "{stdout}");
    assert!(stdout.contains("Input ended."), "{stdout}");
}

#[test]
fn setup_by_questions_then_a_whole_game_with_the_twist() {
    let seed = 8;
    let game = Game::new(Config::new(RuleSet::Polish, 2).with_twist(true), seed).unwrap();
    let (moves, end) = script(
        game,
        vec![
            clever(Typing::Numbers),
            computer(BotLevel::Heuristic, seed, 1),
        ],
    );
    let input = format!("y\nAla\nbot\ndone\ny\n{moves}");
    let (stdout, _, code) = table(&["--seed", "8"], &input);
    assert_eq!(code, Some(0));
    assert!(
        stdout.contains("Bot 1 joins (a computer player, normal)."),
        "{stdout}"
    );
    assert!(stdout.contains("With the twist."), "{stdout}");
    assert_played(&stdout, &end, &["Ala", "Bot 1"]);
}

#[test]
fn macau_setup_by_questions() {
    let input = "n\nAla\nbot\ndone\ny\n";
    let (stdout, _, code) = table(&["--rules", "macau", "--seed", "3"], input);
    assert_eq!(code, Some(0));
    assert!(stdout.contains("Makao, macau rules."), "{stdout}");
    assert!(stdout.contains("--- Ala's turn ---"), "{stdout}");
}

#[test]
fn players_fill_up_with_computer_players_after_done() {
    let input = "n\nAla\ndone\ny\n";
    let (stdout, _, _) = table(&["--players", "3", "--seed", "3"], input);
    assert!(
        stdout.contains("Bot 1 takes a free seat") && stdout.contains("Bot 2 takes a free seat"),
        "{stdout}"
    );
    assert!(
        stdout.contains("Cards: Ala 5, Bot 1 5, Bot 2 5"),
        "{stdout}"
    );
}

/// A save file holding `game` with these seats (`None` for a person).
fn save_file(dir: &TempDir, seats: &[(&str, Option<&str>)], game: &Game) -> PathBuf {
    let seats: Vec<serde_json::Value> = seats
        .iter()
        .map(|(name, computer)| match computer {
            Some(kind) => serde_json::json!({"name": name, "computer": kind}),
            None => serde_json::json!({"name": name}),
        })
        .collect();
    let state: serde_json::Value = serde_json::from_str(&game.to_json()).unwrap();
    let text = serde_json::json!({"seats": seats, "state": state}).to_string();
    let path = dir.path().join("table.json");
    std::fs::write(&path, text).unwrap();
    path
}

fn path_str(path: &Path) -> &str {
    path.to_str().unwrap()
}

fn polish(players: usize) -> Setup {
    Setup::new(Config::new(RuleSet::Polish, players))
}

fn loaded(game: &Game, seats: &[(&str, Option<&str>)], input: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let path = save_file(&dir, seats, game);
    let (stdout, stderr, code) = table(&["--load", path_str(&path)], input);
    assert_eq!(code, Some(0), "{stderr}");
    stdout
}

const ALA_AND_BOT: [(&str, Option<&str>); 2] = [("Ala", None), ("Bot 1", Some("heuristic"))];

#[test]
fn every_wrong_input_gets_its_reason_and_another_try() {
    let game = polish(2)
        .hand(0, &cards("5c 9c 7h 2d"))
        .hand(1, &cards("6d 6h 8s 10d 3d 7s"))
        .discard(&cards("7c"))
        .build()
        .unwrap();
    // The hand, sorted: 1) 7♥ 2) 2♦ 3) 5♣ 4) 9♣.
    let input = "\nabc\n9\n-1\n8h\n2\n1 2\n3 4\n1 7h\n0 1\nmakao 5h\nsuit h\n3\n";
    let stdout = loaded(&game, &ALA_AND_BOT, input);
    let expected = [
        "Type a card's number (0 to play nothing and draw a card)",
        "\"abc\" is not a number (0 to 4)",
        "There is no card 9: your cards are numbered 1 to 4",
        "\"-1\" is not a number",
        "Not in your hand: you hold no 8♥.",
        "Not a legal card now: 2♦ does not match 7♣",
        "Wrong rank for a multi-play: cards laid together must share one rank (7♥ and 2♦ do not).",
        "Wrong rank for a multi-play: cards laid together must share one rank (5♣ and 9♣ do not).",
        "Not in your hand: you hold 7♥ only once.",
        "0 means: play nothing and draw a card. Type it alone",
        "Not in your hand: you hold no 5♥.",
        "\"suit\" must follow a card.",
        "Ala lays 5♣.",
    ];
    let mut rest = stdout.as_str();
    for line in expected {
        let at = rest
            .find(line)
            .unwrap_or_else(|| panic!("{line:?} missing, in order:\n{stdout}"));
        rest = &rest[at + line.len()..];
    }
}

#[test]
fn a_missing_call_costs_five_cards_and_a_call_before_the_card_counts() {
    let game = polish(2)
        .hand(0, &cards("5c 9c"))
        .hand(1, &cards("6d 6h 8s 10d 3d 7s"))
        .discard(&cards("7c"))
        .build()
        .unwrap();
    let forgot = loaded(&game, &ALA_AND_BOT, "1\n");
    assert!(
        forgot.contains("Ala has one card left but did not say \"makao\": 5 penalty cards."),
        "{forgot}"
    );
    let early = loaded(&game, &ALA_AND_BOT, "makao\n1\n");
    assert!(
        early.contains("Ala says \"makao\": it goes with the next card laid."),
        "{early}"
    );
    assert!(early.contains("Ala lays 5♣ and says \"makao\"."), "{early}");
    assert!(!early.contains("penalty"), "{early}");
    let leading = loaded(&game, &ALA_AND_BOT, "makao 5c\n");
    assert!(
        leading.contains("Ala lays 5♣ and says \"makao\"."),
        "{leading}"
    );
}

#[test]
fn laying_out_with_po_makale_wins() {
    let game = polish(2)
        .hand(0, &cards("5c 5h"))
        .hand(1, &cards("6d 6h 8s 10d 3d 7s"))
        .discard(&cards("7c"))
        .build()
        .unwrap();
    let stdout = loaded(&game, &ALA_AND_BOT, "2 makao 1 po makale\n");
    assert!(
        stdout.contains("Ala lays 5♣ and says \"makao\"."),
        "{stdout}"
    );
    assert!(
        stdout.contains("Ala also lays 5♥ and says \"po makale\"."),
        "{stdout}"
    );
    assert!(
        stdout.contains("Ala has no cards left and wins!"),
        "{stdout}"
    );
    assert!(stdout.contains("Game over: Ala wins."), "{stdout}");
}

#[test]
fn an_ace_and_a_jack_ask_what_was_left_out() {
    let ace = polish(2)
        .hand(0, &cards("ac 9d 8d 5s"))
        .hand(1, &cards("6d 6h 8s 10d 3d 7s"))
        .discard(&cards("7c"))
        .build()
        .unwrap();
    let stdout = loaded(&ace, &ALA_AND_BOT, "ac\nx\n♦\n");
    assert!(
        stdout.contains("Which suit must the next player follow (s, h, d, c)?"),
        "{stdout}"
    );
    assert!(stdout.contains("\"x\" will not do here"), "{stdout}");
    assert!(stdout.contains("Ala asks for ♦ (diamonds)."), "{stdout}");
    let jack = polish(2)
        .hand(0, &cards("jc 9d 9h 5s"))
        .hand(1, &cards("6d 6h 8s 10d 3d 7s"))
        .discard(&cards("7c"))
        .build()
        .unwrap();
    let stdout = loaded(&jack, &ALA_AND_BOT, "jc\nj\n9\n");
    assert!(
        stdout.contains("Demand which rank (5, 6, 7, 8, 9, 10), or none?"),
        "{stdout}"
    );
    assert!(stdout.contains("Ala demands a 9."), "{stdout}");
    assert!(stdout.contains("Demand: Ala demands a 9."), "{stdout}");
}

#[test]
fn a_person_swaps_hands_and_the_target_blocks_with_the_right_call() {
    let game = Setup::new(Config::new(RuleSet::Polish, 2).with_twist(true))
        .hand(0, &cards("kc 9c 8d 10s 6h 5h"))
        .hand(1, &cards("kd 6d"))
        .discard(&cards("7c"))
        .build()
        .unwrap();
    // Ala lays K♣ and asks for Bob; Bob (one card left after K♦) blocks saying makao.
    let seats = [("Ala", None), ("Bob", None)];
    // Ala's hand, sorted: 10♠ 5♥ 6♥ 8♦ 9♣ K♣; Bob's: 6♦ K♦.
    let stdout = loaded(&game, &seats, "\n6\n2\n\n2 makao\n");
    assert!(stdout.contains("Swap hands with whom"), "{stdout}");
    assert!(stdout.contains("2) Bob: 2 cards"), "{stdout}");
    assert!(
        stdout.contains("Ala wants to swap hands with Bob."),
        "{stdout}"
    );
    assert!(stdout.contains("Pass the keyboard to Bob"), "{stdout}");
    assert!(
        stdout.contains("Ala wants to swap hands with you: you would get 5 cards."),
        "{stdout}"
    );
    assert!(
        stdout.contains("Bob lays K♦ and says \"makao\"."),
        "{stdout}"
    );
    assert!(
        stdout.contains("Bob blocks the swap; Ala draws 5."),
        "{stdout}"
    );
    assert!(!stdout.contains("penalty"), "{stdout}");
}

#[test]
fn the_wait_easter_egg_asks_a_neutral_question() {
    // Ala must wait, draws and finds the 4: back to one card, the neutral question.
    let game = polish(2)
        .hand(0, &cards("9d"))
        .hand(1, &cards("6d 6h 8s 10d 3d 7s"))
        .discard(&cards("4c"))
        .stock_top(&cards("4h"))
        .attack(Attack::Wait { turns: 1 })
        .build()
        .unwrap();
    let stdout = loaded(&game, &ALA_AND_BOT, "draw\nmakao, of course\n");
    assert!(
        stdout.contains("Or type draw and hope for a 4."),
        "{stdout}"
    );
    assert!(stdout.contains("you made it!"), "{stdout}");
    assert!(stdout.contains("Nice game so far, isn't it?"), "{stdout}");
    assert!(stdout.contains("Ala says \"makao\"."), "{stdout}");
    assert!(!stdout.contains("penalty"), "{stdout}");
}

#[test]
fn a_drawn_card_that_fits_may_be_laid_and_others_are_hidden() {
    let game = polish(2)
        .hand(0, &cards("9d 8d"))
        .hand(1, &cards("6d 6h 8s 10d 3d 6s"))
        .discard(&cards("7c"))
        .stock_top(&cards("7s"))
        .build()
        .unwrap();
    let stdout = loaded(&game, &ALA_AND_BOT, "0\n1\n");
    assert!(stdout.contains("Ala draws 7♠."), "{stdout}");
    assert!(stdout.contains("You drew 7♠. It fits"), "{stdout}");
    assert!(stdout.contains("Ala lays 7♠."), "{stdout}");
    // The computer player's draws are never named.
    for line in stdout.lines().filter(|l| l.starts_with("Bot 1 draws")) {
        assert!(line.contains("a card") || line.contains(" cards"), "{line}");
    }
}

#[test]
fn help_shows_the_commands_and_the_rules_in_play() {
    let polish = table(&["--names", "Ala", "--seed", "1"], "?\n").0;
    assert!(polish.contains("Commands at \"Your move?\""), "{polish}");
    assert!(polish.contains("Rules: polish."), "{polish}");
    assert!(polish.contains("makao"), "{polish}");
    let macau = table(
        &["--rules", "macau", "--names", "Ala", "--seed", "1"],
        "?\n",
    )
    .0;
    assert!(macau.contains("Rules: macau."), "{macau}");
    assert!(macau.contains("No calls"), "{macau}");
    assert!(!macau.contains("3 makao"), "{macau}");
}

#[test]
fn end_of_input_ends_cleanly_and_save_then_load_resumes() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("saved.json");
    let save = format!("save {}\n", path_str(&file));
    let (stdout, _, code) = table(&["--names", "Ala,Bob", "--seed", "4"], &format!("\n{save}"));
    assert_eq!(code, Some(0));
    assert!(stdout.contains("Saved to"), "{stdout}");
    assert!(
        stdout.contains(&format!(
            "Input ended. The game stops here, unfinished. It was saved to {}: go on with \
             karty makao --load {}",
            path_str(&file),
            path_str(&file)
        )),
        "{stdout}"
    );
    // Resume, and play the rest to the end.
    let text = std::fs::read_to_string(&file).unwrap();
    let value: serde_json::Value = serde_json::from_str(&text).unwrap();
    let game = Game::from_json(&value["state"].to_string()).unwrap();
    assert_eq!(game, Game::new(Config::new(RuleSet::Polish, 2), 4).unwrap());
    let (moves, end) = script(
        game,
        vec![person(Typing::Numbers, 7), person(Typing::Names, 8)],
    );
    let (stdout, _, code) = table(&["--load", path_str(&file)], &moves);
    assert_eq!(code, Some(0));
    assert!(stdout.contains("Resuming"), "{stdout}");
    assert_played(&stdout, &end, &["Ala", "Bob"]);
    // Without a save, the end of input says so.
    let (unsaved, _, code) = table(&["--names", "Ala", "--seed", "4"], "");
    assert_eq!(code, Some(0));
    assert!(
        unsaved.contains(
            "Input ended. The game stops here, unfinished, and was not saved. This deal was \
             seed 4: play it again with --seed 4."
        ),
        "{unsaved}"
    );
}

#[test]
fn a_bare_state_file_loads_with_numbered_players() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("state.json");
    let game = Game::new(Config::new(RuleSet::Macau, 2), 9).unwrap();
    std::fs::write(&path, game.to_json()).unwrap();
    let (stdout, _, code) = table(&["--load", path_str(&path)], "\nquit\n");
    assert_eq!(code, Some(0));
    assert!(
        stdout.contains("At the table: Player 1 and Player 2."),
        "{stdout}"
    );
    assert!(stdout.contains("You leave the game."), "{stdout}");
}

#[test]
fn bad_options_are_usage_errors() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("state.json");
    std::fs::write(&state, "{}").unwrap();
    for (args, expected) in [
        (vec!["--names", "Ala,ala"], "already at the table"),
        (vec!["--names", "A,B,C,D,E"], "2 to 4 players, not 5"),
        (vec!["--names", "A,B,C", "--players", "2"], "--players is 2"),
        (vec!["--players", "5"], "not 5"),
        (vec!["--players", "1"], "not 1"),
        (
            vec!["--bot-level", "genius"],
            "not a kind of computer player",
        ),
        (
            vec!["--load", path_str(&state), "--names", "Ala"],
            "--load resumes a saved game",
        ),
        (vec!["--names", "Ala", "state"], "are for the table"),
    ] {
        let (_, stderr, code) = table(&args, "");
        assert_eq!(code, Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
    }
    let (_, stderr, code) = table(&["--load", path_str(&state)], "");
    assert_eq!(code, Some(1));
    assert!(stderr.contains("state.json"), "{stderr}");
}

#[test]
fn the_menu_offers_makao() {
    let listing = crate::stdout_of(karty().arg("--plain").write_stdin(""));
    let entry = listing
        .lines()
        .find_map(|line| line.trim().strip_suffix(") Play Makao"))
        .unwrap_or_else(|| panic!("no Makao entry: {listing}"));
    // Its settings remembered apart from every other test's.
    let data = tempfile::tempdir().unwrap();
    let menu = |input: String| {
        let output = karty()
            .env("KARTY_DATA_DIR", data.path())
            .args(["--plain", "--seed", "2"])
            .write_stdin(input)
            .output()
            .unwrap();
        String::from_utf8(output.stdout).unwrap()
    };
    // The rules setting: macau; then Start.
    let stdout = menu(format!("{entry}\n2\n2\n1\nAla\nbot\ndone\ny\nquit\n"));
    assert!(stdout.contains("Play Makao"), "{stdout}");
    assert!(
        stdout.contains("Makao: start, or change a setting first"),
        "{stdout}"
    );
    assert!(stdout.contains("Makao, macau rules."), "{stdout}");
    assert!(stdout.contains("--- Ala's turn ---"), "{stdout}");
    assert!(stdout.contains("You leave the game."), "{stdout}");
    // The next run remembers them.
    let again = menu(format!("{entry}\n1\nAla\nbot\ndone\ny\nquit\n"));
    assert!(again.contains("2) Rules: macau"), "{again}");
    assert!(again.contains("Makao, macau rules."), "{again}");
}

// ----- simulate -----

fn simulate(args: &[&str]) -> (String, String, Option<i32>) {
    let output = karty()
        .args(["makao", "simulate"])
        .args(args)
        .output()
        .unwrap();
    (
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
        output.status.code(),
    )
}

#[test]
fn simulate_reports_wins_intervals_length_limit_and_speed() {
    let (stdout, _, code) = simulate(&[
        "--seats",
        "heuristic,random",
        "--games",
        "300",
        "--seed",
        "1",
    ]);
    assert_eq!(code, Some(0));
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 6, "{stdout}");
    assert_eq!(
        lines[0],
        "300 games of makao (polish rules), seeds 1 to 300, seats normal,easy (rotating)"
    );
    assert!(lines[1].starts_with("kind "), "{stdout}");
    let wins = |line: &str| -> u32 { line.split_whitespace().nth(2).unwrap().parse().unwrap() };
    assert!(lines[2].starts_with("normal") && lines[2].contains("% to "));
    assert!(lines[3].starts_with("easy"));
    assert!(wins(lines[2]) + wins(lines[3]) <= 300);
    assert!(wins(lines[2]) > 180, "{stdout}");
    assert!(
        lines[4].starts_with("fair share: 50.0% of a seat's games; mean game length: "),
        "{stdout}"
    );
    assert!(lines[4].contains("; games nobody won: "), "{stdout}");
    assert!(
        lines[5].contains("games per second (300 games in "),
        "{stdout}"
    );
    // The same seed gives the same results (all but the timing line).
    let (again, _, _) = simulate(&[
        "--seats",
        "heuristic,random",
        "--games",
        "300",
        "--seed",
        "1",
    ]);
    assert_eq!(again.lines().take(5).collect::<Vec<_>>(), lines[..5]);
}

#[test]
fn simulate_counts_kinds_with_several_seats_and_takes_the_rule_set() {
    let (stdout, _, code) = simulate(&[
        "--rules",
        "macau",
        "--twist",
        "--seats",
        "random,heuristic,random",
        "--games",
        "30",
        "--seed",
        "9",
    ]);
    assert_eq!(code, Some(0));
    assert!(
        stdout.starts_with("30 games of makao (macau rules, with the twist)"),
        "{stdout}"
    );
    let random = stdout.lines().find(|l| l.starts_with("easy")).unwrap();
    assert_eq!(random.split_whitespace().nth(1), Some("2"), "{stdout}");
}

#[test]
fn simulate_refuses_absurd_values() {
    for (args, expected) in [
        (vec!["--games", "0"], "--games"),
        (vec!["--games", "-3"], "-3"),
        (
            vec!["--seats", "heuristic,genius"],
            "\"genius\" is not a kind of computer player",
        ),
        (vec!["--seats", "heuristic"], "1 seat given"),
        (
            vec!["--seats", "random,random,random,random,random"],
            "5 seats given",
        ),
        (
            vec!["--players", "3"],
            "--players and --play-on do not apply",
        ),
        (vec!["--seats", ""], "not a kind of computer player"),
    ] {
        let (stdout, stderr, code) = simulate(&args);
        assert_eq!(code, Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
        assert!(stdout.is_empty(), "{args:?}: {stdout}");
    }
}

#[test]
fn the_turn_shows_the_suit_to_follow_and_what_is_pending() {
    let ace = polish(2)
        .hand(0, &cards("5h 9c"))
        .hand(1, &cards("6d 6h 8s 10d 3d 6s"))
        .discard(&cards("7c as"))
        .suit(Suit::Hearts)
        .build()
        .unwrap();
    let stdout = loaded(&ace, &ALA_AND_BOT, "");
    assert!(
        stdout.contains("Top card: A♠, suit to follow: ♥ (hearts, named by an ace)"),
        "{stdout}"
    );
    assert!(stdout.contains("Cards: Ala 2, Bot 1 6"), "{stdout}");
    assert!(stdout.contains("   1) 5♥   2) 9♣"), "{stdout}");
    assert!(stdout.contains("Playable now: 1"), "{stdout}");
    // 3♠ defends (a state where nothing defends would have its first card drawn).
    let attack = polish(2)
        .hand(0, &cards("3s 9c 8d"))
        .hand(1, &cards("6d 6h 8s 10d 3d 6s"))
        .discard(&cards("ks"))
        .attack(Attack::Draw {
            cards: 5,
            backwards: true,
        })
        .build()
        .unwrap();
    let stdout = loaded(&attack, &ALA_AND_BOT, "");
    assert!(
        stdout.contains(
            "Attack: draw 5 cards (sent back by K♠). Defend with a 2, 3, K♥ or K♠ of the \
             top's suit or rank, or 0 to take them."
        ),
        "{stdout}"
    );
    assert!(stdout.contains("0) take 5 cards"), "{stdout}");
    let demand = polish(2)
        .hand(0, &cards("7c 9c 8d"))
        .hand(1, &cards("6d 6h 8s 10d 3d 6s"))
        .discard(&cards("jh"))
        .demand(Rank::Seven, 1)
        .build()
        .unwrap();
    let stdout = loaded(&demand, &ALA_AND_BOT, "");
    assert!(
        stdout.contains("Demand: Bot 1 demands a 7. Lay a 7 or a jack, or 0 to draw."),
        "{stdout}"
    );
    let wait = polish(2)
        .hand(0, &cards("4d 9c"))
        .hand(1, &cards("6d 6h 8s 10d 3d 6s"))
        .discard(&cards("4c"))
        .attack(Attack::Wait { turns: 2 })
        .build()
        .unwrap();
    let stdout = loaded(&wait, &ALA_AND_BOT, "");
    assert!(
        stdout.contains("Wait: 2 turns. Lay a 4 to pass it on, or 0 to wait."),
        "{stdout}"
    );
}
