//! Any text as an action of each game, as the machine interface and the tables read it:
//! a value or an error with a message, never a panic.
#![no_main]

use contract::Game;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let makao = makao::Game::new_game(&makao::Config::new(makao::RuleSet::Polish, 3), 1)
        .expect("a valid setup");
    if let Err(err) = makao.parse_action(text) {
        assert!(!err.to_string().is_empty());
    }
    let saboteur = saboteur::Saboteur::new_game(&saboteur::Settings::new(4, 1), 1)
        .expect("a valid setup");
    if let Err(err) = saboteur.parse_action(text) {
        assert!(!err.to_string().is_empty());
    }
    let klondike = klondike::Klondike::new_game(&klondike::Draw::One, 1).expect("a deal");
    if let Err(err) = klondike.parse_action(text) {
        assert!(!err.to_string().is_empty());
    }
});
