//! Property tests: random legal play from random deals under every rule set and option.

mod common;

use cards::{GameRng, index_below, seeded};
use common::{any_config, total_cards};
use contract::harness::Audit;
use makao::{ACTION_LIMIT, Action, Call, Config, Game, Phase};
use proptest::prelude::*;

/// Every card of the rule set's packs (52, or 104 for `serbian`).
fn deck_size(game: &Game) -> usize {
    game.rules().deck().len()
}

fn pick<T: Copy>(rng: &mut GameRng, items: &[T]) -> T {
    items[index_below(rng, items.len())]
}

fn random_call(rng: &mut GameRng) -> Option<Call> {
    pick(rng, &[None, None, Some(Call::Makao), Some(Call::PoMakale)])
}

/// Plays a random game, calling `each` on every state before its move.
fn random_game(config: Config, seed: u64, mut each: impl FnMut(&Game, &mut GameRng)) -> Game {
    let mut game = Game::new(config, seed).unwrap();
    let mut rng = seeded(seed ^ 0x5eed);
    while !game.is_over() {
        each(&game, &mut rng);
        let legal = game.legal_actions();
        assert!(!legal.is_empty(), "no legal action in\n{}", game.to_json());
        let action = pick(&mut rng, &legal);
        game.apply(action)
            .unwrap_or_else(|e| panic!("listed {action} refused: {e}\n{}", game.to_json()));
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Random legal play keeps every card in one place, every state valid, and ends:
    /// with a winner, or at the documented action limit.
    #[test]
    fn random_play_conserves_cards_and_ends(config in any_config(), seed in any::<u64>()) {
        let mut steps = 0;
        let game = random_game(config, seed, |game, _| {
            steps += 1;
            assert_eq!(total_cards(game), deck_size(game));
            for p in 0..game.players() {
                assert!(game.hand(p).is_sorted());
            }
            let back = Game::from_json(&game.to_json())
                .unwrap_or_else(|e| panic!("a reached state is invalid: {e}\n{}", game.to_json()));
            assert_eq!(&back, game);
        });
        prop_assert_eq!(total_cards(&game), deck_size(&game));
        prop_assert!(game.is_over());
        prop_assert!(steps <= ACTION_LIMIT as usize);
        prop_assert!(game.winner().is_some() || game.actions_played() >= ACTION_LIMIT);
        if config.play_on && game.actions_played() < ACTION_LIMIT {
            prop_assert_eq!(game.finished().len(), config.players);
        }
    }

    /// Every listed action applies, once, its text reads back as itself, and the same action
    /// on the same state gives the same state (quietly or not).
    #[test]
    fn every_listed_action_applies(config in any_config(), seed in any::<u64>()) {
        random_game(config, seed, |game, _| {
            let listed = game.legal_actions();
            let distinct: std::collections::HashSet<Action> = listed.iter().copied().collect();
            assert_eq!(distinct.len(), listed.len(), "an action is listed twice");
            for action in listed {
                assert_eq!(action.to_string().parse::<Action>(), Ok(action));
                let mut one = game.clone();
                let mut two = game.clone();
                let mut quiet = game.clone();
                one.apply(action)
                    .unwrap_or_else(|e| panic!("listed {action} refused: {e}\n{}", game.to_json()));
                two.apply(action).unwrap();
                assert_eq!(one, two, "{action} is not deterministic");
                quiet.apply_quietly(action).unwrap();
                assert_eq!(one, quiet, "{action} applied quietly differs");
                assert_eq!(total_cards(&one), deck_size(&one));
            }
        });
    }

    /// Whatever is refused leaves the serialized state exactly as it was; whatever is
    /// accepted was allowed by `check`.
    #[test]
    fn refused_actions_leave_the_state_identical(config in any_config(), seed in any::<u64>()) {
        random_game(config, seed, |game, rng| {
            let before = game.to_json();
            for _ in 0..8 {
                let action = game.arbitrary_action(rng);
                let mut copy = game.clone();
                let checked = game.check(action);
                match copy.apply(action) {
                    Err(err) => {
                        assert_eq!(checked, Err(err.clone()));
                        assert_eq!(copy.to_json(), before, "refusing {action} ({err}) changed the state");
                        assert!(!err.to_string().is_empty());
                    }
                    Ok(_) => {
                        assert_eq!(checked, Ok(()));
                        assert_eq!(total_cards(&copy), deck_size(&copy));
                    }
                }
            }
        });
    }

    /// A listed lay with any other calls is also accepted (and penalised instead).
    #[test]
    fn lays_with_wrong_calls_are_accepted(config in any_config(), seed in any::<u64>()) {
        random_game(config, seed, |game, rng| {
            if !game.rules().calls {
                return;
            }
            for action in game.legal_actions() {
                let Action::Lay(lay) = action else { continue };
                let mut bent = lay;
                for i in 0..lay.len() {
                    bent = bent.with_call(i, random_call(rng));
                }
                let mut copy = game.clone();
                copy.apply(Action::Lay(bent))
                    .unwrap_or_else(|e| panic!("{bent} refused: {e}"));
                assert_eq!(total_cards(&copy), deck_size(&copy));
            }
        });
    }

    /// Views hold the viewer's own hand, and legal actions only on the viewer's move.
    #[test]
    fn views_show_only_what_a_player_may_see(config in any_config(), seed in any::<u64>()) {
        random_game(config, seed, |game, _| {
            for p in 0..game.players() {
                let view = game.view(p);
                assert_eq!(view.hand, game.hand(p));
                assert_eq!(view.stock_size, game.stock_len());
                if p == game.current_player() {
                    assert_eq!(view.legal, game.legal_actions());
                    assert_eq!(view.drawn, game.drawn_card());
                } else {
                    assert!(view.legal.is_empty());
                    assert_eq!(view.drawn, None);
                }
            }
            if matches!(game.phase(), Phase::Drawn | Phase::PenaltyDrawn) {
                assert!(game.drawn_card().is_some());
            }
        });
    }
}
