use super::*;
use crate::game::{Config, Game};
use crate::rules::RuleSet;
use crate::test_cards::cards;

fn serbian() -> Setup {
    Setup::new(Config::new(RuleSet::Serbian, 2))
}

fn small() -> SearchSettings {
    SearchSettings {
        samples: 4,
        max_depth: 6,
        nodes: 20_000,
        seed: 1,
        deals: 40,
        ..SearchSettings::default()
    }
}

fn alpha_beta() -> SearchSettings {
    SearchSettings {
        method: Method::AlphaBeta,
        ..small()
    }
}

#[test]
fn deals_of_the_unseen_cards_agree_with_the_view() {
    let mut game = Game::new(Config::new(RuleSet::Serbian, 2), 17).unwrap();
    let mut rng = cards::seeded(3);
    for _ in 0..60 {
        if game.is_over() {
            break;
        }
        let me = game.current_player();
        let view = game.view(me);
        for _ in 0..3 {
            let deal = deal_unseen(&view, &mut rng).expect("a deal agreeing with the view");
            // The same view, whatever the hidden cards.
            assert_eq!(deal.view(me), view);
            assert_eq!(deal.rules().deck().len(), 104);
        }
        let action = HeuristicBot::new().decide(&view).unwrap();
        game.apply(action).unwrap();
    }
}

#[test]
fn the_search_never_depends_on_hidden_cards() {
    // Two games that look the same to player 1: the same choice, always.
    let one = serbian()
        .hand(0, &cards("5h 9h jc 7s"))
        .hand(1, &cards("6d 6h 8s"))
        .discard(&cards("3h"))
        .stock_top(&cards("2c 7h"))
        .build()
        .unwrap();
    let other = serbian()
        .hand(0, &cards("5h 9h jc 7s"))
        .hand(1, &cards("kd 2c qs"))
        .discard(&cards("3h"))
        .stock_top(&cards("ah 8h"))
        .build()
        .unwrap();
    assert_eq!(one.view(0), other.view(0));
    let bot = SearchBot::new(small());
    assert_eq!(bot.decide(&one.view(0)), bot.decide(&other.view(0)));
}

#[test]
fn the_choice_never_changes_when_only_hidden_cards_do() {
    // Through a whole game, at every choice of player 0: deal the cards player 0
    // cannot see in other ways (the same view), and the searcher, asked through its
    // seat with the same seed, budget and what it has heard of the game so far,
    // chooses the same action each time.
    for rules in [RuleSet::Serbian, RuleSet::Polish] {
        let mut game = Game::new(Config::new(rules, 2), 5).unwrap();
        let mut rng = cards::seeded(9);
        let mut compared = 0;
        let methods = [Method::Playouts, Method::Tree];
        let mut bots = methods.map(|method| SearchBot::new(SearchSettings { method, ..small() }));
        while !game.is_over() && compared < 12 {
            let me = game.current_player();
            let view = game.view(me);
            let legal = game.legal_actions();
            let mut action = HeuristicBot::new().decide(&view).unwrap();
            if me == 0 {
                for (method, bot) in methods.iter().zip(&mut bots) {
                    let here = bot.clone().choose(&Seat::new(&game, me), &legal);
                    for _ in 0..2 {
                        let other = deal_unseen(&view, &mut rng).unwrap();
                        assert_eq!(other.view(me), view);
                        if other.hand(1) == game.hand(1) {
                            continue;
                        }
                        let there = bot.clone().choose(&Seat::new(&other, me), &legal);
                        assert_eq!(here, there, "{method:?}: {view:?}");
                    }
                    // The bot goes on as in a game (the first bot's choice played).
                    let chosen = bot.choose(&Seat::new(&game, me), &legal).unwrap();
                    if *method == methods[0] {
                        action = chosen;
                    }
                }
                compared += usize::from(legal.len() > 1);
            }
            for event in game.apply(action).unwrap().events {
                for bot in &mut bots {
                    bot.observe(&<Game as contract::Game>::event_for(&event, 0));
                }
            }
        }
        assert!(compared >= 3, "{rules:?}: only {compared} choices compared");
    }
}

#[test]
fn a_search_stopped_after_a_microsecond_gives_a_legal_action() {
    let game = Game::new(Config::new(RuleSet::Serbian, 2), 11).unwrap();
    let mut game = game;
    // Past the cut, to a move with a choice.
    while game.legal_actions().len() < 2 || matches!(game.phase(), Phase::Cut) {
        let action = HeuristicBot::new().decide(&game.view(game.current_player()));
        game.apply(action.unwrap()).unwrap();
    }
    let view = game.view(game.current_player());
    for method in [Method::Playouts, Method::Tree, Method::AlphaBeta] {
        let endless = SearchSettings {
            method,
            deals: u64::MAX,
            nodes: u64::MAX,
            max_depth: 200,
            ..small()
        };
        let search = Search::start(&view, endless);
        std::thread::sleep(Duration::from_micros(1));
        let best = search.stop().expect("a best action");
        assert!(view.legal.contains(&best), "{method:?}: {best}");
        // The same with a budget of time instead of a flag.
        let hurried = SearchSettings {
            think: Some(Duration::from_micros(1)),
            ..endless
        };
        let best = SearchBot::new(hurried)
            .decide(&view)
            .expect("a best action");
        assert!(view.legal.contains(&best), "{method:?}: {best}");
    }
}

#[test]
fn playouts_value_a_sure_win_above_everything_else() {
    // 8♥ (with the call) then 5♥ wins whatever the opponent holds.
    let game = serbian()
        .hand(0, &cards("8h 5h"))
        .hand(1, &cards("6d 6c 8s 10d 4s"))
        .discard(&cards("3h"))
        .build()
        .unwrap();
    let values = analyse(&game.view(0), small());
    let value = |text: &str| {
        values
            .iter()
            .find(|(a, _)| a.to_string() == text)
            .map(|(_, v)| *v)
            .unwrap()
    };
    assert!(value("8h makao") >= 1.0, "{values:?}");
    assert!(value("8h makao") > value("5h makao"), "{values:?}");
}

#[test]
fn the_search_takes_a_win_at_once() {
    let game = serbian()
        .hand(0, &cards("9h"))
        .hand(1, &cards("6d 6h 8s"))
        .discard(&cards("3h"))
        .build()
        .unwrap();
    let view = game.view(0);
    assert_eq!(
        SearchBot::new(small()).decide(&view),
        Some("9h".parse().unwrap())
    );
}

#[test]
fn the_search_finishes_with_a_jack_when_it_can_go_out_in_two() {
    // 9♥ then J♣ wins doubled; J♣ first then 9♥ would need the suit to hold.
    let game = serbian()
        .hand(0, &cards("9h jc"))
        .hand(1, &cards("6d 6c 8s 10d 4s"))
        .discard(&cards("3h"))
        .build()
        .unwrap();
    let view = game.view(0);
    assert_eq!(
        SearchBot::new(small()).decide(&view),
        Some("9h makao".parse().unwrap())
    );
}

#[test]
fn the_search_sees_a_sure_win_two_cards_ahead() {
    // 8♥ (with the call) then 5♥ on the extra move wins whatever the opponent
    // holds; 5♥ first leaves the 8♥ to the opponent's mercy.
    let game = serbian()
        .hand(0, &cards("8h 5h"))
        .hand(1, &cards("6d 6c 8s 10d 4s"))
        .discard(&cards("3h"))
        .build()
        .unwrap();
    for settings in [
        alpha_beta(),
        SearchSettings {
            opponent_moves: 0,
            my_moves: 0,
            prior: 0,
            ..alpha_beta()
        },
    ] {
        let values = analyse(&game.view(0), settings);
        let value = |text: &str| {
            values
                .iter()
                .find(|(a, _)| a.to_string() == text)
                .map(|(_, v)| *v)
                .unwrap()
        };
        assert!(value("8h makao") >= f64::from(WIN), "{values:?}");
        assert!(value("8h makao") > value("5h makao"), "{values:?}");
    }
}

#[test]
fn the_search_answers_a_seven_rather_than_take() {
    let game = serbian()
        .hand(0, &cards("7d 3h 9h kc"))
        .hand(1, &cards("6d 6h 8s"))
        .discard(&cards("7h"))
        .attack(crate::game::Attack::Draw {
            cards: 2,
            backwards: false,
        })
        .build()
        .unwrap();
    assert_eq!(
        SearchBot::new(alpha_beta()).decide(&game.view(0)),
        Some("7d".parse().unwrap())
    );
}

#[test]
fn a_search_started_in_a_thread_has_a_best_move_at_once_and_stops_on_request() {
    let game = serbian()
        .hand(0, &cards("5h 9h jc 7s 8h ah"))
        .hand(1, &cards("6d 6h 8s 4c 4d 10s"))
        .discard(&cards("3h"))
        .build()
        .unwrap();
    let view = game.view(0);
    let search = Search::start(
        &view,
        SearchSettings {
            nodes: u64::MAX,
            max_depth: 200,
            ..small()
        },
    );
    // Whatever the moment, the best so far is one of the legal actions.
    let mut seen = 0;
    while seen < 3 {
        if let Some(best) = search.best() {
            assert!(view.legal.contains(&best), "{best}");
            seen += 1;
        }
        std::thread::yield_now();
    }
    let best = search.stop().expect("a best action");
    assert!(view.legal.contains(&best));
}

/// A small two-player `serbian` table, player 0 to move.
fn small_table() -> Game {
    serbian()
        .hand(0, &cards("5h 9h jc 7s"))
        .hand(1, &cards("6d 6h 8s"))
        .discard(&cards("3h"))
        .build()
        .unwrap()
}

/// Waits for `search` to spend its budget; its progress then.
fn finished(search: &Search) -> Progress {
    while !search.progress().done {
        std::thread::yield_now();
    }
    search.progress()
}

#[test]
fn a_finished_search_reports_its_depth_and_nodes() {
    let game = small_table();
    let search = Search::start(&game.view(0), small());
    let progress = finished(&search);
    assert!(progress.depth >= 1, "{progress:?}");
    assert!(progress.nodes > 0 && progress.nodes <= small().nodes);
    assert_eq!(search.stop(), progress.best);
}

#[test]
fn threads_share_one_budget_of_deals() {
    let game = small_table();
    for threads in [1, 3] {
        let settings = SearchSettings { threads, ..small() };
        let progress = finished(&Search::start(&game.view(0), settings));
        // Every deal of the budget is played, by whichever thread, and no more.
        assert_eq!(
            u64::from(progress.depth),
            small().deals,
            "{threads} threads"
        );
        assert!(game.view(0).legal.contains(&progress.best.unwrap()));
    }
}

#[test]
fn the_cut_and_the_challenge_are_the_heuristics() {
    let cut = serbian()
        .discard(&cards("jh"))
        .phase(Phase::Cut, None)
        .build()
        .unwrap();
    assert_eq!(
        SearchBot::new(small()).decide(&cut.view(0)),
        Some(Action::Keep)
    );
}
