//! Property tests: random legal play from random deals under every rule set and option.

mod common;

use cards::{Card, GameRng, Rank, Suit, index_below, seeded, standard_deck};
use common::total_cards;
use makao::{ACTION_LIMIT, Action, Call, Choice, Config, Game, Lay, Phase, RuleSet};
use proptest::prelude::*;

/// Any setup a rule set allows: its player counts, the twist where it is played.
fn config() -> impl Strategy<Value = Config> {
    prop::sample::select(RuleSet::ALL.to_vec()).prop_flat_map(|rules| {
        let set = rules.rules();
        (
            set.min_players..=set.max_players,
            any::<bool>(),
            any::<bool>(),
        )
            .prop_map(move |(players, twist, play_on)| {
                Config::new(rules, players)
                    .with_twist(twist && set.twist_allowed)
                    .with_play_on(play_on)
            })
    })
}

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

/// An action of any shape, mostly nonsense, sometimes near a legal one.
fn random_action(rng: &mut GameRng, game: &Game) -> Action {
    let deck = standard_deck();
    match index_below(rng, 11) {
        10 => pick(
            rng,
            &[
                Action::Keep,
                Action::Turn,
                Action::Challenge(true),
                Action::Challenge(false),
            ],
        ),
        0 => Action::Draw,
        1 => Action::Take,
        2 => Action::Wait,
        3 => Action::Pass,
        4 => Action::Accept(random_call(rng)),
        5 => Action::Block(random_call(rng)),
        6 => Action::Say(random_call(rng)),
        7 => {
            // A legal action bent: another card, another choice or other calls.
            let legal = game.legal_actions();
            match legal.get(index_below(rng, legal.len().max(1))) {
                Some(Action::Lay(lay)) => {
                    let mut cards = lay.cards().to_vec();
                    let at = index_below(rng, cards.len());
                    cards[at] = pick(rng, &deck);
                    let bent = Lay::new(&cards).unwrap().with_choice(random_choice(rng));
                    Action::Lay(bent.with_call(at, random_call(rng)))
                }
                Some(other) => *other,
                None => Action::Draw,
            }
        }
        _ => {
            let hand = game.hand(game.current_player());
            let from_hand = !hand.is_empty() && index_below(rng, 2) == 0;
            let count = 1 + index_below(rng, 3);
            let cards: Vec<Card> = (0..count)
                .map(|_| {
                    if from_hand {
                        pick(rng, hand)
                    } else {
                        pick(rng, &deck)
                    }
                })
                .collect();
            let mut lay = Lay::new(&cards).unwrap().with_choice(random_choice(rng));
            for i in 0..count {
                lay = lay.with_call(i, random_call(rng));
            }
            Action::Lay(lay)
        }
    }
}

fn random_choice(rng: &mut GameRng) -> Choice {
    match index_below(rng, 4) {
        0 => Choice::None,
        1 => Choice::Suit(pick(rng, &Suit::all().collect::<Vec<_>>())),
        2 => Choice::Demand(pick(rng, &Rank::all().collect::<Vec<_>>())),
        _ => Choice::Swap(index_below(rng, 5)),
    }
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
    fn random_play_conserves_cards_and_ends(config in config(), seed in any::<u64>()) {
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
    fn every_listed_action_applies(config in config(), seed in any::<u64>()) {
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
    fn refused_actions_leave_the_state_identical(config in config(), seed in any::<u64>()) {
        random_game(config, seed, |game, rng| {
            let before = game.to_json();
            for _ in 0..8 {
                let action = random_action(rng, game);
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
    fn lays_with_wrong_calls_are_accepted(config in config(), seed in any::<u64>()) {
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
    fn views_show_only_what_a_player_may_see(config in config(), seed in any::<u64>()) {
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
