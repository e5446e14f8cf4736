//! Any bytes as a state file: a load refuses with a message or gives a state that keeps
//! every invariant (the same check as the property tests), and never panics.
#![no_main]

use contract::Game;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(game) = <klondike::Klondike as Game>::from_json(text) {
        if let Err(breach) = contract::harness::check_loaded(&game) {
            panic!("{breach}");
        }
    }
});
