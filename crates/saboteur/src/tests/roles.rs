//! The belief over roles and the `hard` player: a distribution over the assignments
//! consistent with one's own role, built from the public events alone; legal moves under
//! any budget; role seating and belief accuracy in trials.

use std::time::Duration;

use contract::Bot;

use crate::belief::{Assignment, Belief, Likelihood, assignment_of};
use crate::bot::{BotLevel, HeuristicBot};
use crate::card::Role;
use crate::game::{Event, Phase, Saboteur, role_counts};
use crate::hard::{Budget, HardBot};
use crate::seat::Seat;
use crate::trial::{Seating, Trial};

fn choose(n: usize, k: usize) -> usize {
    if k > n {
        return 0;
    }
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

/// Checks that `belief` is a distribution over exactly the assignments consistent with
/// its holder's role.
fn assert_consistent(belief: &Belief, players: usize) {
    let (saboteurs, _) = role_counts(players).unwrap();
    let distribution = belief.distribution();
    let total: f64 = distribution.iter().map(|(_, p)| p).sum();
    assert!((total - 1.0).abs() < 1e-9, "sums to {total}");
    let mine = 1 << belief.me().index();
    for (mask, p) in &distribution {
        assert!(*p > 0.0 && *p <= 1.0);
        assert_eq!(
            mask & mine != 0,
            belief.role() == Role::Saboteur,
            "{mask:b}"
        );
        let count = mask.count_ones() as usize;
        assert!(count == saboteurs || count + 1 == saboteurs, "{mask:b}");
        assert!(*mask < 1 << players);
    }
    let others = players - 1;
    let expected = match belief.role() {
        Role::Digger => choose(others, saboteurs) + choose(others, saboteurs - 1),
        Role::Saboteur => {
            choose(others, saboteurs - 1)
                + if saboteurs >= 2 {
                    choose(others, saboteurs - 2)
                } else {
                    0
                }
        }
    };
    assert_eq!(distribution.len(), expected, "{players} players");
    let mut masks: Vec<Assignment> = distribution.iter().map(|(m, _)| *m).collect();
    masks.dedup();
    assert_eq!(masks.len(), expected);
}

/// A round of heuristic players from `seed`, with every event (all public) and each
/// position on the way with the number of events before it.
fn heuristic_round(players: usize, seed: u64) -> (Saboteur, Vec<Event>, Vec<(Saboteur, usize)>) {
    let mut game = Saboteur::new(Saboteur::default_names(players), 1, crate::seeded(seed)).unwrap();
    let mut bots: Vec<HeuristicBot> = (0..players)
        .map(|s| HeuristicBot::new(Seat::from_index(s)))
        .collect();
    let mut events = Vec::new();
    let mut states = Vec::new();
    while let Some(seat) = game.current_player() {
        if !matches!(game.phase(), Phase::Play { .. }) {
            break;
        }
        states.push((game.clone(), events.len()));
        let view = game.view(seat).unwrap();
        let action = bots[seat.index()]
            .decide(&view, &game.legal_actions())
            .unwrap();
        for event in game.apply(action).unwrap() {
            for bot in &mut bots {
                bot.hear(&event);
            }
            events.push(event);
        }
    }
    (game, events, states)
}

#[test]
fn a_belief_is_a_distribution_over_the_assignments_of_ones_role() {
    for players in 3..=10 {
        for role in [Role::Digger, Role::Saboteur] {
            let belief = Belief::new(Seat::from_index(players - 1), role, players);
            assert_consistent(&belief, players);
            // Before anything is played, every assignment is as likely.
            let distribution = belief.distribution();
            let first = distribution[0].1;
            assert!(distribution.iter().all(|(_, p)| (p - first).abs() < 1e-12));
        }
    }
    // At 10 players a digger weighs C(9,4) + C(9,3) assignments.
    assert_eq!(
        Belief::new(Seat::from_index(0), Role::Digger, 10)
            .distribution()
            .len(),
        210
    );
    // After a round's events it still is one, and it has learnt.
    let (game, events, _) = heuristic_round(5, 3);
    let roles: Vec<Role> = game.history()[0].roles.clone();
    for seat in 0..5 {
        let mut belief = Belief::new(Seat::from_index(seat), roles[seat], 5);
        let prior = belief.probability(assignment_of(&roles));
        for event in &events {
            belief.observe(event);
        }
        assert_consistent(&belief, 5);
        assert!(belief.turns() > 10);
        assert!(
            belief.probability(assignment_of(&roles)) > prior,
            "seat {seat}"
        );
    }
}

#[test]
fn beliefs_name_heuristic_saboteurs_better_than_chance() {
    // Not a timing test: a fixed run of seeds, every seat's belief at the round's end.
    let (mut truth, mut chance, mut named, mut judged) = (0.0, 0.0, 0, 0);
    for seed in 0..12 {
        let players = [4, 5, 7, 10][seed as usize % 4];
        let (game, events, _) = heuristic_round(players, seed);
        let roles = &game.history()[0].roles;
        for seat in 0..players {
            let mut belief = Belief::new(Seat::from_index(seat), roles[seat], players);
            events.iter().for_each(|event| belief.observe(event));
            truth += belief.probability(assignment_of(roles));
            chance += 1.0 / belief.distribution().len() as f64;
            named += usize::from(belief.most_likely() == assignment_of(roles));
            judged += 1;
        }
    }
    assert!(truth > 2.0 * chance, "{truth} against {chance}");
    assert!(2 * named > judged, "{named} of {judged}");
}

#[test]
fn the_same_view_and_events_give_the_same_belief_whatever_is_hidden() {
    // A position halfway through a round where two other players differ in role.
    let (game, before, me, (a, b)) = (7..40)
        .find_map(|seed| {
            let (_, events, states) = heuristic_round(5, seed);
            let (game, heard) = states[states.len() / 2].clone();
            let me = game.current_player()?;
            let others: Vec<usize> = (0..5).filter(|s| *s != me.index()).collect();
            let pair = others
                .iter()
                .flat_map(|&x| others.iter().map(move |&y| (x, y)))
                .find(|(x, y)| x < y && game.players[*x].role != game.players[*y].role)?;
            Some((game, events[..heard].to_vec(), me, pair))
        })
        .unwrap();
    assert!(before.len() > 5);
    // Another table with the same public state: the two swap roles (and hands, when they
    // hold as many), and the stock is reordered.
    let mut other = game.clone();
    other.players[a].role = game.players[b].role;
    other.players[b].role = game.players[a].role;
    if game.players[a].hand.len() == game.players[b].hand.len() {
        other.players[a].hand = game.players[b].hand.clone();
        other.players[b].hand = game.players[a].hand.clone();
    }
    let mut stock: Vec<_> = other.stock.iter().copied().collect();
    stock.reverse();
    other.stock = cards::Pile::from_vec(stock);
    assert_ne!(other, game);
    assert_eq!(other.view(me), game.view(me));
    let decide = |table: &Saboteur| {
        let budget = Budget {
            think: None,
            deals: Some(2),
        };
        let mut bot = HardBot::new(me, 5, budget);
        before.iter().for_each(|event| bot.hear(event));
        let legal = table.legal_actions();
        let action = bot.choose(&contract::Seat::new(table, me.index()), &legal);
        (action, bot.belief().unwrap().distribution())
    };
    let (first, belief) = decide(&game);
    assert!(first.is_some());
    assert_eq!(decide(&other), (first, belief.clone()));
    // And the belief has moved away from the prior.
    let flat = 1.0 / belief.len() as f64;
    assert!(belief.iter().any(|(_, p)| (p - flat).abs() > 1e-6));
}

#[test]
fn hard_returns_a_legal_move_under_any_budget() {
    let budgets = [
        Budget {
            think: Some(Duration::from_nanos(1)),
            deals: None,
        },
        Budget {
            think: None,
            deals: Some(1),
        },
        Budget {
            think: Some(Duration::from_millis(1)),
            deals: Some(3),
        },
    ];
    for (index, budget) in budgets.into_iter().enumerate() {
        let players = [4, 7, 10][index];
        let (_, events, states) = heuristic_round(players, 20 + index as u64);
        for (game, heard) in states.iter().step_by(7) {
            let me = game.current_player().unwrap();
            let mut bot = HardBot::new(me, 1, budget);
            events[..*heard].iter().for_each(|event| bot.hear(event));
            let legal = game.legal_actions();
            let action = bot.choose(&contract::Seat::new(game, me.index()), &legal);
            assert!(action.is_some_and(|a| legal.contains(&a)), "{action:?}");
        }
        let mut bot = HardBot::new(Seat::from_index(0), 1, budget);
        let (game, _) = &states[0];
        assert_eq!(bot.choose(&contract::Seat::new(game, 0), &[]), None);
    }
}

#[test]
fn the_fitted_likelihood_is_in_the_repository_and_tells_the_sides_apart() {
    let model = Likelihood::fitted();
    assert!(model.source.contains("fit_likelihood"));
    let turns: u64 = model.turns.iter().flatten().sum();
    assert!(turns > 10_000);
    // A dead end that takes the path away is far likelier from a saboteur.
    let seen = crate::belief::Observation {
        actor: Seat::from_index(1),
        context: 0,
        outcome: crate::belief::Outcome::Plain(crate::belief::Plain::DeadEndCut),
    };
    let digger = model.probability(&seen, Role::Digger, Role::Digger);
    let saboteur = model.probability(&seen, Role::Saboteur, Role::Digger);
    assert!(saboteur > 10.0 * digger, "{saboteur} against {digger}");
}

#[test]
fn trials_seat_by_role_and_judge_hard_beliefs() {
    let trial = Trial {
        players: 4,
        rounds: 1,
        games: 2,
        seed: 3,
        seating: Seating::ByRole {
            diggers: BotLevel::Hard,
            saboteurs: BotLevel::Random,
        },
        budget: Budget {
            think: None,
            deals: Some(1),
        },
    };
    let report = trial.run(None, &mut |_| {}).unwrap();
    assert_eq!(report.rounds, 2);
    let hard = &report.kinds[0];
    assert_eq!(hard.level, BotLevel::Hard);
    // Every digger seat is hard, every saboteur seat easy.
    assert_eq!(hard.rounds[1], 0);
    assert!(hard.rounds[0] >= 6);
    assert_eq!(report.kinds[1].rounds[0], 0);
    assert_eq!(hard.rounds[0] + report.kinds[1].rounds[1], 8);
    let judged = &report.accuracy[0];
    assert!(judged.beliefs >= hard.rounds[0]);
    assert!(judged.mean_true() > 0.0 && judged.mean_true() <= 1.0);
    // The same seeds and budget give the same report.
    assert_eq!(trial.run(None, &mut |_| {}).unwrap(), report);
    // Rotating seats count every seat's games.
    let rotating = Trial {
        seating: Seating::Rotating(vec![BotLevel::Heuristic, BotLevel::Random]),
        players: 5,
        ..trial
    };
    let mut fitted = Likelihood::empty();
    let report = rotating.run(Some(&mut fitted), &mut |_| {}).unwrap();
    let seats: u32 = report.kinds.iter().map(|k| k.seat_games).sum();
    assert_eq!(seats, 10);
    assert_eq!(report.kinds[0].seat_games, 5);
    let counted: u64 = fitted.turns.iter().flatten().sum();
    assert!(counted > 0);
}

#[test]
fn hard_weighs_distinct_legal_candidates() {
    for (players, seed) in [(4, 31), (7, 32)] {
        let (_, events, states) = heuristic_round(players, seed);
        for (game, heard) in &states {
            let me = game.current_player().unwrap();
            let view = game.view(me).unwrap();
            let mut bot = HardBot::new(me, 1, Budget::default());
            events[..*heard].iter().for_each(|event| bot.hear(event));
            let odds = bot.belief_for(&view).saboteur_odds();
            let legal = game.legal_actions();
            let chosen = bot.candidates(&view, &legal, &odds);
            assert!(!chosen.is_empty());
            assert!(chosen.iter().all(|action| legal.contains(action)));
            let mut distinct = chosen.clone();
            distinct.sort_by_key(|action| action.to_string());
            distinct.dedup();
            assert_eq!(distinct.len(), chosen.len(), "{chosen:?}");
        }
    }
}

#[test]
fn a_playout_is_worth_the_chance_of_winning_the_game() {
    use crate::hard::game_chance;
    // After the last round: a win, a tie for first (shared, so won) or a loss.
    assert_eq!(game_chance(&[7, 5, 6], 0, 0), 1.0);
    assert_eq!(game_chance(&[7, 5, 7], 2, 0), 1.0);
    assert_eq!(game_chance(&[6, 5, 7], 0, 0), 0.0);
    // Before it: even when level, more the further ahead, and a lead counts for less
    // the more rounds are left.
    assert!((game_chance(&[3, 3], 0, 1) - 0.5).abs() < 1e-3);
    assert!((game_chance(&[3, 3, 3, 3], 2, 1) - 0.25).abs() < 1e-3);
    // Every seat counts, not only the best of the others: level with the best, it is
    // likelier to win the further the rest are behind.
    let level = game_chance(&[3, 3, 1], 0, 1);
    assert!(level < 0.5 && level > game_chance(&[3, 3, 3], 0, 1));
    // The seats' chances make a whole.
    let scores = [4, 2, 7, 0, 5];
    let sum: f64 = (0..scores.len()).map(|s| game_chance(&scores, s, 2)).sum();
    assert!((sum - 1.0).abs() < 1e-3, "{sum}");
    let ahead = game_chance(&[5, 3, 1], 0, 1);
    assert!(ahead > 0.5 && ahead < 1.0);
    assert!(game_chance(&[6, 3, 1], 0, 1) > ahead);
    assert!(game_chance(&[5, 3, 1], 0, 2) < ahead);
    assert!(game_chance(&[1, 3, 5], 0, 1) < 0.5);
}

#[test]
fn a_dealt_gold_pile_holds_the_cards_not_yet_won() {
    use crate::hard::gold_left;
    // A whole game of heuristic players; at each round's first move the gold cards the
    // finished rounds show taken are out of the pile, and the rest are the pile.
    let players = 5;
    let mut game = Saboteur::new(Saboteur::default_names(players), 3, crate::seeded(11)).unwrap();
    let mut bots: Vec<HeuristicBot> = (0..players)
        .map(|s| HeuristicBot::new(Seat::from_index(s)))
        .collect();
    let mut checked = 0;
    let mut round = 0;
    while let Some(seat) = game.current_player() {
        if game.round != round && matches!(game.phase(), Phase::Play { .. }) {
            round = game.round;
            let view = game.view(seat).unwrap();
            let mut left = gold_left(&view);
            let mut pile: Vec<_> = game.gold_pile().iter().copied().collect();
            left.sort();
            pile.sort();
            assert_eq!(left, pile, "round {round}");
            checked += 1;
        }
        let view = game.view(seat).unwrap();
        let action = bots[seat.index()]
            .decide(&view, &game.legal_actions())
            .unwrap();
        for event in game.apply(action).unwrap() {
            bots.iter_mut().for_each(|bot| bot.hear(&event));
        }
    }
    assert_eq!(checked, 3);
    // Some gold was won in the game, so the check was not of a full pile only.
    assert!(game.gold_pile().len() < 28);
}

#[test]
fn a_candidate_clearly_behind_on_the_same_deals_drops_out_of_the_race() {
    use crate::hard::Race;
    let mut race = Race::new(3);
    for deal in 0..12 {
        // The deals differ far more than the moves: the first two are level on each, the
        // third a little behind on every one.
        let luck = if deal % 2 == 0 { 0.9 } else { 0.1 };
        let wobble = if deal % 3 == 0 { 0.01 } else { -0.01 };
        race.record(vec![Some(luck), Some(luck + wobble), Some(luck - 0.05)]);
    }
    assert_eq!(race.alive, vec![true, true, false]);
    assert_eq!(race.live(), 2);
    // Level candidates stay in; the leader is the first (the heuristic's, which starts
    // a margin ahead).
    assert_eq!(race.leader(), 0);
    // Before any playout the leader is the first listed, and no one drops out on a few
    // deals.
    let mut early = Race::new(2);
    assert_eq!(early.leader(), 0);
    early.record(vec![Some(0.0), Some(1.0)]);
    assert_eq!(early.live(), 2);
    assert_eq!(early.leader(), 1);
}
