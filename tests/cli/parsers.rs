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

/// Lines near what people type at a table's prompts, and junk.
fn junk_session() -> impl Strategy<Value = Vec<String>> {
    prop::collection::vec(
        prop_oneof![
            typed(),
            Just(String::new()),
            Just("?".to_string()),
            "[0-9]{1,3}",
            Just("y".to_string()),
            Just("n".to_string()),
        ],
        1..30,
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    /// Every prompt of every table (names, questions, moves, the menu) takes junk lines
    /// without a panic, and the program ends cleanly when input ends.
    #[test]
    fn junk_typed_at_every_table_ends_cleanly(lines in junk_session(), which in 0..4usize) {
        let args: &[&str] = match which {
            0 => &["makao", "--seed", "1"],
            1 => &["makao", "--rules", "serbian", "--seed", "1"],
            2 => &["saboteur", "--seed", "1"],
            _ => &["klondike", "--seed", "1"],
        };
        let mut input = lines.join("\n");
        input.push('\n');
        let output = crate::karty().args(args).write_stdin(input).output().unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        prop_assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        prop_assert!(matches!(output.status.code(), Some(0 | 1)), "{args:?}: {:?} {stderr}", output.status);
    }
}
