//! Properties over random games: cards are conserved and games end, listed actions apply,
//! refused actions change nothing, views hide what they must.

use proptest::prelude::*;

use crate::action::Action;
use crate::board::Cell;
use crate::card::{Card, Gold, Tool};
use crate::game::{Phase, Saboteur};
use crate::seat::Seat;
use crate::seeded;
use cards::index_below as pick;

/// How much a digger keen on the gold likes an action: through tunnels far to the right,
/// repairing their own tools; so that random games also reach goals and share gold.
fn eagerness(game: &Saboteur, action: &Action) -> i32 {
    let Some(me) = game.current_player() else {
        return 0;
    };
    let hand = &game.players()[me.index()].hand;
    match *action {
        Action::PlayAt { card, cell, .. } => match hand[card] {
            Card::Tunnel(shape) if shape.is_through() => i32::from(cell.col()) + 10,
            _ => -1,
        },
        Action::PlayOn { card, player, .. } if player == me && !hand[card].repairs().is_empty() => {
            30
        }
        _ => 0,
    }
}

/// Plays a whole game choosing among the listed actions with `choices` (at random, or
/// mostly as an eager digger), calling `each` on every state reached.
fn play_out(
    game: &mut Saboteur,
    choices: u64,
    eager: bool,
    mut each: impl FnMut(&Saboteur),
) -> usize {
    let mut rng = seeded(choices);
    let mut moves = 0;
    while !game.is_over() {
        let legal = game.legal_actions();
        assert!(
            !legal.is_empty(),
            "someone can always act until the game is over"
        );
        let action = if eager && pick(&mut rng, 10) < 9 {
            *legal.iter().max_by_key(|a| eagerness(game, a)).unwrap()
        } else {
            legal[pick(&mut rng, legal.len())]
        };
        game.apply(action).unwrap();
        each(game);
        moves += 1;
        // 67 cards a round, each played at most once, plus a few gold choices.
        assert!(
            moves <= 80 * game.rounds() as usize,
            "the game does not end"
        );
    }
    moves
}

fn any_action() -> impl Strategy<Value = Action> {
    let cell = (0u8..7, 0u8..11).prop_map(|(r, c)| Cell::new(r, c).unwrap());
    let tool = prop_oneof![
        Just(None),
        Just(Some(Tool::Pick)),
        Just(Some(Tool::Lantern)),
        Just(Some(Tool::Cart))
    ];
    prop_oneof![
        (0usize..7, cell, any::<bool>()).prop_map(|(card, cell, turned)| Action::PlayAt {
            card,
            cell,
            turned
        }),
        (0usize..7, 1usize..12, tool).prop_map(|(card, seat, tool)| Action::PlayOn {
            card,
            player: Seat::from_number(seat).unwrap(),
            tool
        }),
        (0usize..5, 0usize..7).prop_map(|(goal, card)| Action::Map { goal, card }),
        (0usize..7).prop_map(|card| Action::Discard { card }),
        (1u8..=3).prop_map(|n| Action::Take(Gold::new(n).unwrap())),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_legal_play_conserves_cards_and_always_ends(
        players in 3usize..=10,
        rounds in 1u32..=3,
        seed in any::<u64>(),
        choices in any::<u64>(),
        eager in any::<bool>(),
    ) {
        let mut game = Saboteur::new(Saboteur::default_names(players), rounds, seeded(seed)).unwrap();
        play_out(&mut game, choices, eager, |state| {
            state.validate().unwrap();
            assert_eq!(state.round_cards().len(), 67);
            assert_eq!(state.all_gold().len(), 28);
        });
        prop_assert_eq!(game.history().len(), rounds as usize);
        prop_assert_eq!(game.gold_pile().len() + game.players().iter().map(|p| p.gold.len()).sum::<usize>(), 28);
    }

    #[test]
    fn every_listed_action_applies_and_states_survive_json(
        players in 3usize..=10,
        seed in any::<u64>(),
        choices in any::<u64>(),
        eager in any::<bool>(),
    ) {
        let mut game = Saboteur::new(Saboteur::default_names(players), 1, seeded(seed)).unwrap();
        let mut step = 0;
        play_out(&mut game, choices, eager, |state| {
            step += 1;
            if step % 7 != 0 {
                return;
            }
            let json = serde_json::to_string(state).unwrap();
            let back: Saboteur = serde_json::from_str(&json).unwrap();
            assert_eq!(&back, state);
            let legal = state.legal_actions();
            let mut texts: Vec<String> = legal.iter().map(|a| a.to_string()).collect();
            texts.sort();
            texts.dedup();
            assert_eq!(texts.len(), legal.len(), "listed actions are distinct");
            for action in legal {
                assert_eq!(state.parse_action(&action.to_string()), Ok(action));
                state.clone().apply(action).unwrap();
            }
        });
    }

    #[test]
    fn refused_actions_leave_the_state_unchanged(
        players in 3usize..=10,
        seed in any::<u64>(),
        choices in any::<u64>(),
        eager in any::<bool>(),
        tries in proptest::collection::vec(any_action(), 40),
    ) {
        let mut game = Saboteur::new(Saboteur::default_names(players), 1, seeded(seed)).unwrap();
        let mut step = 0;
        play_out(&mut game, choices, eager, |state| {
            let action = tries[step % tries.len()];
            step += 1;
            let before = serde_json::to_string(state).unwrap();
            let mut copy = state.clone();
            if copy.apply(action).is_err() {
                assert_eq!(serde_json::to_string(&copy).unwrap(), before, "{action}");
                assert!(!state.legal_actions().contains(&action), "{action}");
            }
        });
    }

    #[test]
    fn views_never_show_another_players_hand_or_role(
        players in 3usize..=10,
        seed in any::<u64>(),
        choices in any::<u64>(),
        eager in any::<bool>(),
    ) {
        let mut game = Saboteur::new(Saboteur::default_names(players), 2, seeded(seed)).unwrap();
        play_out(&mut game, choices, eager, |state| {
            let playing = matches!(state.phase(), Phase::Play { .. });
            for (index, player) in state.players().iter().enumerate() {
                let view = state.view(Seat::from_index(index)).unwrap();
                assert_eq!(&view.hand, &player.hand);
                assert_eq!(view.role, player.role);
                let json = serde_json::to_value(&view).unwrap();
                for (other, public) in json["players"].as_array().unwrap().iter().enumerate() {
                    assert_eq!(public.get("hand"), None);
                    assert_eq!(public.get("role"), None);
                    assert_eq!(public["hand_size"], state.players()[other].hand.len());
                }
                // Roles are shown only for finished rounds.
                if playing {
                    assert_eq!(view.history.len() as u32, state.round() - 1);
                }
                for (index, (goal, seen)) in state.board().goals.iter().zip(view.board.goals).enumerate() {
                    let may_know = goal.revealed || player.mapped.contains(&index);
                    assert_eq!(seen.known.is_some(), may_know);
                }
            }
        });
    }
}

#[test]
fn eager_play_reaches_the_gold_so_the_properties_cover_sharing() {
    let mut shared = 0;
    for seed in 0..10 {
        let mut game = Saboteur::new(Saboteur::default_names(5), 3, seeded(seed)).unwrap();
        play_out(&mut game, seed, true, |state| {
            shared += usize::from(matches!(state.phase(), Phase::Share { .. }));
        });
    }
    assert!(shared > 0);
}

/// Odd text for a field of a state file: negative and huge numbers, unicode, wrong types.
fn odd_value() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec![
        "-1",
        "0",
        "4294967295",
        "18446744073709551615",
        "99999999999999999999999",
        "1e400",
        "\"\"",
        "\"ř♠\"",
        "null",
        "[]",
        "{}",
        "true",
    ])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn typed_text_never_panics_and_refusals_change_nothing(
        seed in any::<u64>(),
        text in "\\PC{0,30}",
        words in prop::collection::vec(
            prop::sample::select(vec![
                "play", "at", "on", "map", "with", "discard", "take", "turned", "me", "1", "0",
                "-1", "99999999999999999999999", "C4", "J2", "B4", "pick", "Player 2", "ř", "3",
            ]),
            0..7,
        ),
    ) {
        let game = Saboteur::new(Saboteur::default_names(4), 1, seeded(seed)).unwrap();
        let before = serde_json::to_string(&game).unwrap();
        let view = game.view(game.current_player().unwrap()).unwrap();
        for typed in [text, words.join(" ")] {
            let _ = typed.parse::<Action>();
            let _ = typed.parse::<Card>();
            let _ = typed.parse::<Cell>();
            let _ = view.parse_action(&typed);
            if let Ok(action) = game.parse_action(&typed) {
                let mut copy = game.clone();
                if copy.apply(action).is_err() {
                    prop_assert_eq!(serde_json::to_string(&copy).unwrap(), before.clone());
                }
            }
        }
    }

    #[test]
    fn state_files_cut_or_edited_anywhere_are_refused_or_played_without_panic(
        seed in any::<u64>(),
        cut in any::<prop::sample::Index>(),
        at in any::<prop::sample::Index>(),
        odd in odd_value(),
    ) {
        let mut game = Saboteur::new(Saboteur::default_names(3), 2, seeded(seed)).unwrap();
        play_out_for(&mut game, 12);
        let text = serde_json::to_string(&game).unwrap();
        let cut = cut.index(text.len() + 1);
        if text.is_char_boundary(cut) {
            prop_assert!(serde_json::from_str::<Saboteur>(&text[..cut]).is_err() || cut == text.len());
        }
        // Replace the value starting at a random place with odd text.
        let start = at.index(text.len());
        if text.is_char_boundary(start) {
            let end = text[start..]
                .find([',', ']', '}', ':'])
                .map_or(text.len(), |n| start + n);
            let edited = format!("{}{odd}{}", &text[..start], &text[end..]);
            if let Ok(mut loaded) = serde_json::from_str::<Saboteur>(&edited) {
                for seat in 0..loaded.players().len() {
                    let _ = loaded.view(Seat::from_index(seat));
                }
                let _ = loaded.standings();
                play_out_for(&mut loaded, 200);
            }
        }
    }
}

/// Plays up to `moves` listed actions, the first each time (or until the game is over).
fn play_out_for(game: &mut Saboteur, moves: usize) {
    for _ in 0..moves {
        let Some(&action) = game.legal_actions().first() else {
            return;
        };
        game.apply(action).unwrap();
    }
}
