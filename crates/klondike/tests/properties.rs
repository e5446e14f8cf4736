//! Invariants over random play from random deals (bounded case counts).

mod common;

use cards::{Card, seeded, standard_deck};
use common::snapshot;
use klondike::{
    ColumnId, Command, Draw, FoundationId, Klondike, Lang, Move, Source, Style, Target,
};
use proptest::prelude::*;

fn sorted(mut cards: Vec<Card>) -> Vec<Card> {
    cards.sort();
    cards
}

fn draw_mode() -> impl Strategy<Value = Draw> {
    prop_oneof![Just(Draw::One), Just(Draw::Three)]
}

/// Any move at all, legal or not (counts from 0, which no typed move has, up to 15,
/// beyond any face-up run).
fn any_move() -> impl Strategy<Value = Move> {
    let source = prop_oneof![
        (0usize..7).prop_map(|i| Source::Column(ColumnId::ALL[i])),
        Just(Source::Waste),
    ];
    let target = prop_oneof![
        (0usize..7).prop_map(|i| Target::Column(ColumnId::ALL[i])),
        (0usize..4).prop_map(|i| Target::Foundation(FoundationId::ALL[i])),
    ];
    prop_oneof![
        1 => Just(Move::Turn),
        9 => (source, 0u32..15, target).prop_map(|(from, count, to)| Move::Shift { from, count, to }),
    ]
}

/// A deal and `choices.len()` random legal moves from it, calling `each` after every one.
fn random_play(
    seed: u64,
    draw: Draw,
    choices: &[usize],
    mut each: impl FnMut(&Klondike),
) -> Klondike {
    let mut game = Klondike::deal(&mut seeded(seed), draw);
    each(&game);
    for &choice in choices {
        let legal = game.legal_actions();
        if legal.is_empty() {
            break;
        }
        let mv = legal[choice % legal.len()];
        game.apply(mv).expect("a listed legal move applies");
        each(&game);
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_legal_play_never_loses_or_duplicates_a_card_and_counts_each_move(
        seed in any::<u64>(),
        draw in draw_mode(),
        choices in prop::collection::vec(any::<usize>(), 0..300),
    ) {
        let deck = standard_deck();
        let mut steps = 0;
        let game = random_play(seed, draw, &choices, |game| {
            assert_eq!(sorted(game.all_cards()), deck);
            steps += 1;
        });
        // Klondike can be played forever (U cycles), so play stops at the step budget,
        // or earlier when won or when no move is left.
        prop_assert_eq!(game.moves() as usize, steps - 1);
        // A won game has nothing left to play.
        prop_assert!(!game.is_won() || game.legal_actions().is_empty());
    }

    #[test]
    fn every_listed_legal_action_applies(
        seed in any::<u64>(),
        draw in draw_mode(),
        choices in prop::collection::vec(any::<usize>(), 0..150),
    ) {
        let game = random_play(seed, draw, &choices, |_| {});
        for mv in game.legal_actions() {
            let mut copy = game.clone();
            prop_assert!(copy.apply(mv).is_ok(), "{}", mv);
            prop_assert_eq!(sorted(copy.all_cards()), standard_deck());
        }
    }

    #[test]
    fn every_refused_move_leaves_the_state_unchanged(
        seed in any::<u64>(),
        draw in draw_mode(),
        choices in prop::collection::vec(any::<usize>(), 0..150),
        tries in prop::collection::vec(any_move(), 1..40),
    ) {
        let game = random_play(seed, draw, &choices, |_| {});
        let before = snapshot(&game);
        let legal = game.legal_actions();
        for mv in tries {
            let mut copy = game.clone();
            match copy.apply(mv) {
                Ok(_) => prop_assert!(legal.contains(&mv), "{} applied but is not listed", mv),
                Err(_) => {
                    prop_assert!(!legal.contains(&mv), "{} is listed but refused", mv);
                    prop_assert_eq!(&snapshot(&copy), &before);
                    prop_assert_eq!(&copy, &game);
                }
            }
        }
    }

    #[test]
    fn save_then_load_gives_the_same_state(
        seed in any::<u64>(),
        draw in draw_mode(),
        choices in prop::collection::vec(any::<usize>(), 0..200),
    ) {
        let game = random_play(seed, draw, &choices, |_| {});
        let text = game.to_json();
        prop_assert_eq!(Klondike::from_json(&text), Ok(game.clone()));
    }

    #[test]
    fn the_layout_has_a_row_per_card_of_the_longest_column_and_no_trailing_spaces(
        seed in any::<u64>(),
        draw in draw_mode(),
        ascii in any::<bool>(),
        czech in any::<bool>(),
        choices in prop::collection::vec(any::<usize>(), 0..200),
    ) {
        let game = random_play(seed, draw, &choices, |_| {});
        let lang = if czech { Lang::Cs } else { Lang::En };
        let text = game.view().render(Style::new(lang, ascii));
        let longest = ColumnId::ALL.iter().map(|c| game.column(*c).len()).max().unwrap_or(0);
        prop_assert_eq!(text.lines().count(), 4 + longest);
        for line in text.lines() {
            prop_assert_eq!(line, line.trim_end());
        }
        // Every face-up column card shows once, in its column's place.
        for (i, id) in ColumnId::ALL.into_iter().enumerate() {
            let column = game.column(id);
            for (row, card) in column.up.iter().enumerate() {
                let line = text.lines().nth(4 + column.down.len() + row).unwrap();
                let cell: String = line.chars().skip(6 * i).take(5).collect();
                prop_assert_eq!(cell, Style::new(lang, ascii).card(*card));
            }
        }
    }

    #[test]
    fn auto_moves_only_legal_moves_and_keeps_every_card(
        seed in any::<u64>(),
        choices in prop::collection::vec(any::<usize>(), 0..200),
    ) {
        let game = random_play(seed, Draw::One, &choices, |_| {});
        let mut auto = game.clone();
        let made = auto.auto();
        let mut replay = game.clone();
        for mv in &made {
            prop_assert!(replay.apply(*mv).is_ok());
        }
        prop_assert_eq!(&replay, &auto);
        prop_assert_eq!(sorted(auto.all_cards()), standard_deck());
        prop_assert!(auto.safe_move_up().is_none());
    }

    #[test]
    fn typed_text_never_panics_and_refusals_change_nothing(
        seed in any::<u64>(),
        typed in ".{0,12}",
    ) {
        let game = Klondike::deal(&mut seeded(seed), Draw::One);
        let _ = typed.parse::<Command>();
        let mut copy = game.clone();
        if copy.play(&typed).is_err() {
            prop_assert_eq!(copy, game);
        }
    }

    #[test]
    fn typed_moves_display_and_parse_back(mv in any_move()) {
        // A count of zero is never typed: `E0G` is not understood.
        prop_assume!(!matches!(mv, Move::Shift { count: 0, .. }));
        prop_assert_eq!(mv.to_string().parse::<Move>(), Ok(mv));
        prop_assert_eq!(mv.to_string().to_lowercase().parse::<Move>(), Ok(mv));
    }
}

/// Odd text for a field of a position file: negative and huge numbers, other card
/// notations, unicode, wrong types.
fn odd_value() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec![
        "-1",
        "0",
        "3",
        "4294967295",
        "99999999999999999999999",
        "1e400",
        "\"\"",
        "\"10♥\"",
        "\"ř\"",
        "null",
        "[]",
        "{}",
    ])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn position_files_cut_or_edited_anywhere_are_refused_or_played_without_panic(
        seed in any::<u64>(),
        draw in draw_mode(),
        choices in prop::collection::vec(any::<usize>(), 0..40),
        cut in any::<prop::sample::Index>(),
        at in any::<prop::sample::Index>(),
        odd in odd_value(),
    ) {
        let game = random_play(seed, draw, &choices, |_| {});
        // Without the final newline, any shorter prefix is cut JSON.
        let text = game.to_json().trim_end().to_string();
        let cut = cut.index(text.len());
        if text.is_char_boundary(cut) {
            prop_assert!(Klondike::from_json(&text[..cut]).is_err());
        }
        // Replace the value starting at a random place with odd text.
        let start = at.index(text.len());
        if text.is_char_boundary(start) {
            let end = text[start..]
                .find([',', ']', '}', ':'])
                .map_or(text.len(), |n| start + n);
            let edited = format!("{}{odd}{}", &text[..start], &text[end..]);
            if let Ok(mut loaded) = Klondike::from_json(&edited) {
                let _ = loaded.view().render(Style::default());
                let _ = loaded.finishing_moves();
                for _ in 0..50 {
                    let Some(&mv) = loaded.legal_actions().first() else {
                        break;
                    };
                    loaded.apply(mv).unwrap();
                }
            }
        }
    }
}
