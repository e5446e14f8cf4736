//! Every parser of typed text — cards, each game's actions as the machine interface and
//! the tables read them, kinds of computer player, rule sets — takes any text without a
//! panic: a value, or an error with a message.

use contract::Game;
use proptest::prelude::*;

/// Text near what people type, and anything at all.
fn typed() -> impl Strategy<Value = String> {
    prop_oneof![
        "[ -~]{0,40}",
        "(play|map|discard|take|draw|pass|jh|5h|10♥|kc|swap|suit|demand|makao|po|makale|U|E2G|A|W|V|on|at|with|turned|[0-9]{1,25}|-1|me|♠|♥|Ž9| ){0,8}",
        any::<String>(),
        "[0-9]{15,40}",
    ]
}

fn parsed<T, E: std::fmt::Display>(result: Result<T, E>) -> Result<(), TestCaseError> {
    if let Err(err) = result {
        prop_assert!(!err.to_string().trim().is_empty());
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    #[test]
    fn any_typed_text_is_read_or_refused_with_a_message(text in typed()) {
        let makao = makao::Game::new_game(&makao::Config::new(makao::RuleSet::Polish, 3), 1).unwrap();
        parsed(makao.parse_action(&text))?;
        let saboteur = saboteur::Saboteur::new_game(&saboteur::Settings::new(4, 1), 1).unwrap();
        parsed(saboteur.parse_action(&text))?;
        let klondike = klondike::Klondike::new_game(&klondike::Draw::One, 1).unwrap();
        parsed(klondike.parse_action(&text))?;
        parsed(text.parse::<klondike::Command>())?;
        parsed(text.parse::<cards::Card>())?;
        parsed(text.parse::<makao::BotLevel>())?;
        parsed(text.parse::<saboteur::BotLevel>())?;
        parsed(text.parse::<makao::RuleSet>())?;
    }
}
