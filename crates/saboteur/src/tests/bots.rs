//! Computer players' choices in set-up positions, and simulations.

use super::fixtures::*;
use crate::Action;
use crate::board::Board;
use contract::simulate::{Simulation, play_one};
use contract::{Bot, RandomBot, Seat as SeatOf};

use crate::bot::{BotLevel, HeuristicBot};
use crate::card::{GoalCard, Gold, Role, Tool};
use crate::engine::Settings;
use crate::game::{Event, Phase, Saboteur};

/// What a heuristic player in seat `who` chooses, after hearing `events`.
fn heuristic_choice(game: &Saboteur, who: usize, events: &[Event]) -> String {
    let mut bot = HeuristicBot::new(seat(who));
    for event in events {
        bot.hear(event);
    }
    let view = game.view(seat(who)).unwrap();
    let legal = game.legal_actions();
    let action = bot.decide(&view, &legal).expect("a choice");
    assert!(legal.contains(&action), "{action} is not legal");
    action.to_string()
}

/// A table of four with seat 1 to move in `role`, the others alternating.
fn four(role: Role) -> Saboteur {
    let mut game = table(4);
    let other = match role {
        Role::Digger => Role::Saboteur,
        Role::Saboteur => Role::Digger,
    };
    set_roles(&mut game, &[role, Role::Digger, other, Role::Digger]);
    game
}

fn laid(who: usize, cell: &str, shape: &str) -> Event {
    Event::Laid {
        seat: seat(who),
        cell: cell.parse().unwrap(),
        shape: shape.parse().unwrap(),
    }
}

/// The events of the road C4-H4 laid by seat 2 (as `road_to_h4` lays it).
fn road_events() -> Vec<Event> {
    [
        ("C4", "tunnel-RL"),
        ("D4", "tunnel-RL"),
        ("E4", "tunnel-RL"),
        ("F4", "tunnel-URL"),
        ("G4", "tunnel-URL"),
        ("H4", "tunnel-URL"),
    ]
    .into_iter()
    .map(|(cell, shape)| laid(2, cell, shape))
    .collect()
}

#[test]
fn bot_levels_read_and_write_their_names() {
    for level in BotLevel::ALL {
        assert_eq!(level.to_string().parse::<BotLevel>().unwrap(), level);
    }
    assert_eq!(" Random ".parse::<BotLevel>().unwrap(), BotLevel::Random);
    assert_eq!(
        "heuristic".parse::<BotLevel>().unwrap(),
        BotLevel::Heuristic
    );
    assert_eq!("EASY".parse::<BotLevel>().unwrap(), BotLevel::Random);
    assert_eq!("normal".parse::<BotLevel>().unwrap(), BotLevel::Heuristic);
    assert_eq!("hard".parse::<BotLevel>().unwrap(), BotLevel::Hard);
    assert_eq!(BotLevel::Hard.to_string(), "hard");
    assert_eq!(
        "clever".parse::<BotLevel>().unwrap_err().to_string(),
        "`clever` is not a kind of computer player: easy, normal or hard (or random, heuristic)"
    );
    assert_eq!(BotLevel::default(), BotLevel::Heuristic);
}

#[test]
fn a_digger_extends_the_path_towards_the_goals() {
    let mut game = four(Role::Digger);
    road_to_h4(&mut game);
    give(
        &mut game,
        1,
        &["dead-UR", "tunnel-UD", "tunnel-URL", "break-pick"],
    );
    // The T on I4 reaches the middle goal (turned, it also leads down towards J6, where
    // the path has no other way); the vertical one would lead nowhere.
    assert_eq!(heuristic_choice(&game, 1, &[]), "play 3 at I4 turned");
}

#[test]
fn a_digger_heads_for_the_gold_its_map_showed() {
    let mut game = four(Role::Digger);
    game.board = Board::new([
        GoalCard::Gold,
        GoalCard::StoneDownRight,
        GoalCard::StoneDownLeft,
    ]);
    road_to_h4(&mut game);
    give(&mut game, 1, &["tunnel-URL", "tunnel-UD"]);
    // Not knowing, it digs on to the nearest goal.
    assert_eq!(heuristic_choice(&game, 1, &[]), "play 1 at I4 turned");
    // Knowing the middle goal is a stone, it leaves it and turns off the road towards the
    // top one (H3 open right and left, two cards from J2).
    game.players[0].mapped.insert(1);
    assert_eq!(heuristic_choice(&game, 1, &[]), "play 1 at H3 turned");
}

#[test]
fn a_digger_maps_an_unknown_goal_when_it_cannot_dig_nearer() {
    let mut game = four(Role::Digger);
    road_to_h4(&mut game);
    give(&mut game, 1, &["dead-U", "map"]);
    assert_eq!(heuristic_choice(&game, 1, &[]), "map 2 with 2");
    // Once two goals are known stones, the third must be the gold: no map needed.
    game.players[0].mapped.extend([0, 2]);
    assert_eq!(heuristic_choice(&game, 1, &[]), "discard 1");
}

#[test]
fn a_digger_repairs_itself_first() {
    let mut game = four(Role::Digger);
    road_to_h4(&mut game);
    break_tool(&mut game, 1, Tool::Pick);
    break_tool(&mut game, 3, Tool::Pick);
    give(&mut game, 1, &["tunnel-URL", "repair-pick", "map"]);
    assert_eq!(heuristic_choice(&game, 1, &road_events()), "play 2 on 1");
}

#[test]
fn a_digger_repairs_a_player_who_dug_with_it() {
    let mut game = four(Role::Digger);
    road_to_h4(&mut game);
    break_tool(&mut game, 2, Tool::Lantern);
    give(&mut game, 1, &["dead-U", "repair-lantern"]);
    // Seat 2 laid the road: a friend.
    assert_eq!(heuristic_choice(&game, 1, &road_events()), "play 2 on 2");
    // Had seat 2 laid a dead end at the road's head, it would stay broken.
    let mut events: Vec<Event> = road_events()
        .into_iter()
        .map(|event| match event {
            Event::Laid { cell, shape, .. } => Event::Laid {
                seat: seat(3),
                cell,
                shape,
            },
            other => other,
        })
        .collect();
    events.push(laid(2, "I4", "dead-RL"));
    assert_eq!(heuristic_choice(&game, 1, &events), "discard 1");
}

#[test]
fn a_digger_breaks_the_tools_of_a_player_who_blocked_the_path() {
    let mut game = four(Role::Digger);
    road_to_h4(&mut game);
    give(&mut game, 1, &["break-pick", "dead-U"]);
    // Without suspicion it breaks no one.
    assert_eq!(heuristic_choice(&game, 1, &road_events()), "discard 2");
    let mut events = road_events();
    // Seat 3 laid a dead end on I4 (since brought down by a rockfall from seat 4).
    events.push(laid(3, "I4", "dead-RL"));
    events.push(Event::Rockfall {
        seat: seat(4),
        cell: "I4".parse().unwrap(),
        shape: "dead-RL".parse().unwrap(),
    });
    assert_eq!(heuristic_choice(&game, 1, &events), "play 1 on 3");
}

#[test]
fn suspicion_grows_with_dead_ends_rockfalls_and_broken_friends() {
    let mut bot = HeuristicBot::new(seat(1));
    for event in road_events() {
        bot.hear(&event);
    }
    assert!(
        bot.suspicion(seat(2)) < 0.0,
        "the road's builder is trusted"
    );
    bot.hear(&laid(3, "I4", "dead-RL"));
    assert!(bot.suspicion(seat(3)) >= 2.0);
    bot.hear(&Event::Rockfall {
        seat: seat(4),
        cell: "H4".parse().unwrap(),
        shape: "tunnel-URL".parse().unwrap(),
    });
    assert!(bot.suspicion(seat(4)) >= 2.0, "a rockfall cutting the path");
    bot.hear(&Event::Broke {
        seat: seat(3),
        target: seat(1),
        tool: Tool::Cart,
    });
    assert!(bot.suspicion(seat(3)) >= 5.0, "breaking a digger's tools");
    // A new round forgets.
    bot.hear(&Event::RoundStarted {
        round: 2,
        first: seat(1),
    });
    assert_eq!(bot.suspicion(seat(3)), 0.0);
}

#[test]
fn a_saboteur_lays_a_dead_end_at_the_head_of_the_path() {
    let mut game = four(Role::Saboteur);
    road_to_h4(&mut game);
    give(&mut game, 1, &["tunnel-URL", "dead-RL", "map"]);
    assert_eq!(heuristic_choice(&game, 1, &road_events()), "play 2 at I4");
}

#[test]
fn a_saboteur_brings_down_the_head_of_the_path() {
    let mut game = four(Role::Saboteur);
    road_to_h4(&mut game);
    give(&mut game, 1, &["tunnel-URDL", "rockfall"]);
    assert_eq!(heuristic_choice(&game, 1, &road_events()), "play 2 at H4");
}

#[test]
fn a_saboteur_breaks_the_tools_of_the_player_who_digs() {
    let mut game = four(Role::Saboteur);
    lay(&mut game, "C4", "tunnel-RL");
    give(&mut game, 1, &["tunnel-URDL", "break-pick"]);
    let mut bot = HeuristicBot::new(seat(1));
    bot.hear(&laid(3, "C4", "tunnel-RL"));
    let view = game.view(seat(1)).unwrap();
    let legal = game.legal_actions();
    // Its first turn it hides: breaking a trusted digger would make it a suspect.
    let first = bot.decide(&view, &legal).unwrap().to_string();
    assert_ne!(first, "play 2 on 3");
    assert_eq!(
        bot.decide(&view, &legal).unwrap().to_string(),
        "play 2 on 3"
    );
}

#[test]
fn a_saboteur_hides_on_its_first_turn_then_lays_its_dead_end() {
    let mut game = four(Role::Saboteur);
    give(&mut game, 1, &["dead-RL", "tunnel-UD", "repair-cart"]);
    let mut bot = HeuristicBot::new(seat(1));
    let view = game.view(seat(1)).unwrap();
    let legal = game.legal_actions();
    let first = bot.decide(&view, &legal).unwrap().to_string();
    assert!(!first.starts_with("play 1 at"), "{first}");
    let second = bot.decide(&view, &legal).unwrap().to_string();
    assert!(second.starts_with("play 1 at"), "{second}");
    // Near the gold it does not hide: see the dead end at I4 above.
}

#[test]
fn a_player_counts_what_its_own_moves_tell_the_others() {
    let mut bot = HeuristicBot::new(seat(3));
    assert_eq!(bot.exposure(), 0.0);
    bot.hear(&laid(3, "C4", "dead-RL"));
    assert!(bot.exposure() >= 1.0, "a dead end shows");
    assert_eq!(bot.suspicion(seat(3)), 0.0);
    bot.hear(&Event::RoundStarted {
        round: 2,
        first: seat(1),
    });
    assert_eq!(bot.exposure(), 0.0);
}

#[test]
fn a_saboteur_discards_when_nothing_hinders() {
    let mut game = four(Role::Saboteur);
    give(&mut game, 1, &["repair-cart", "tunnel-UD", "tunnel-RL"]);
    assert_eq!(heuristic_choice(&game, 1, &[]), "discard 2");
}

#[test]
fn diggers_take_the_highest_gold_card() {
    let mut game = four(Role::Digger);
    let pool: Vec<Gold> = [1, 3, 2].map(|n| Gold::new(n).unwrap()).to_vec();
    for gold in &pool {
        let at = game.gold.iter().position(|g| g == gold).unwrap();
        let mut rest = std::mem::take(&mut game.gold).into_vec();
        rest.remove(at);
        game.gold = rest.into();
    }
    game.phase = Phase::Share {
        pool,
        choosers: vec![seat(1), seat(2), seat(4)],
    };
    assert_eq!(heuristic_choice(&game, 1, &[]), "take 3");
}

#[test]
fn random_players_choose_legal_actions_repeatably() {
    let mut game = four(Role::Digger);
    road_to_h4(&mut game);
    give(
        &mut game,
        1,
        &["tunnel-URDL", "rockfall", "break-cart", "map"],
    );
    let view = game.view(seat(1)).unwrap();
    let legal = game.legal_actions();
    let picks = |seed| -> Vec<Action> {
        let mut bot = RandomBot::new(seed);
        (0..20)
            .map(|_| bot.choose(&SeatOf::new(&game, 0), &legal).unwrap())
            .collect()
    };
    let first = picks(5);
    assert!(first.iter().all(|a| legal.contains(a)));
    assert_eq!(first, picks(5));
    assert!(first.iter().any(|a| *a != first[0]), "not always the same");
    assert_eq!(RandomBot::new(1).choose(&SeatOf::new(&game, 0), &[]), None);
    assert_eq!(HeuristicBot::new(seat(1)).decide(&view, &[]), None);
}

/// One game of `rounds` rounds from `seed` with `seats`' computer players.
fn play_game(seats: &[BotLevel], rounds: u32, seed: u64) -> Saboteur {
    let settings = Settings::new(seats.len(), rounds);
    let (game, result) = play_one(&settings, 0, seed, seats, &mut Vec::new()).unwrap();
    assert_eq!(result.winners, contract::Game::winners(&game));
    game
}

#[test]
fn every_kind_plays_whole_games_to_the_end() {
    for seats in [
        vec![BotLevel::Random; 3],
        vec![BotLevel::Heuristic; 4],
        [BotLevel::Heuristic, BotLevel::Random].repeat(5),
    ] {
        let game = play_game(&seats, 3, 11);
        assert!(game.is_over());
        assert_eq!(game.history().len(), 3);
        let nuggets: Vec<u32> = game.players().iter().map(|p| p.score()).collect();
        let winners = contract::Game::winners(&game);
        assert!(!winners.is_empty());
        let best = nuggets.iter().max().unwrap();
        assert!(winners.iter().all(|&w| nuggets[w] == *best));
    }
}

fn simulation(seats: Vec<BotLevel>, games: u32, seed: u64) -> Simulation<Saboteur, BotLevel> {
    Simulation {
        settings: Settings::new(seats.len(), 2),
        seats,
        games,
        seed,
    }
}

#[test]
fn simulations_are_repeatable_and_count_every_seat() {
    let run = simulation(
        vec![BotLevel::Heuristic, BotLevel::Random, BotLevel::Random],
        6,
        3,
    );
    let mut seen = Vec::new();
    let report = run.run(|done| seen.push(done)).unwrap();
    assert_eq!(seen, (1..=6).collect::<Vec<_>>());
    assert_eq!(report, run.run(|_| {}).unwrap());
    let rounds = &report
        .figures
        .iter()
        .find(|(name, _)| *name == "rounds a game")
        .unwrap()
        .1;
    assert_eq!(rounds.mean(), 2.0);
    assert_eq!(report.kinds.len(), 2);
    assert_eq!(report.kinds[1].seats, 2);
    assert_eq!(report.kinds[1].seat_games, 12);
    assert!(report.kinds.iter().all(|kind| kind.wins > 0));
    let too_many = Simulation {
        settings: Settings::new(11, 2),
        ..simulation(vec![BotLevel::Random; 11], 1, 1)
    };
    assert_eq!(
        too_many.run(|_| {}).unwrap_err().to_string(),
        "Saboteur is played by 3 to 10 players, not 11"
    );
}

#[test]
fn heuristic_players_beat_random_ones() {
    // Not a timing test: a strength test over a fixed run of seeds.
    let run = Simulation {
        settings: Settings::new(4, 3),
        ..simulation(
            vec![
                BotLevel::Heuristic,
                BotLevel::Heuristic,
                BotLevel::Random,
                BotLevel::Random,
            ],
            40,
            1,
        )
    };
    let report = run.run(|_| {}).unwrap();
    let heuristic = &report.kinds[0];
    assert_eq!(heuristic.level, BotLevel::Heuristic);
    assert!(
        heuristic.win_rate().0 > report.fair_share(),
        "{heuristic:?}"
    );
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(16))]

    /// Whatever the table, every computer player's choice is one of the legal actions and
    /// the game ends (`play_one` reports any other choice as a failure).
    #[test]
    fn bots_choose_legal_actions_at_any_table(
        seed: u64,
        heuristic in proptest::collection::vec(proptest::bool::ANY, 3..=10),
    ) {
        let seats: Vec<BotLevel> = heuristic
            .iter()
            .map(|&h| if h { BotLevel::Heuristic } else { BotLevel::Random })
            .collect();
        let result = play_one(&Settings::new(seats.len(), 1), 0, seed, &seats, &mut Vec::new());
        proptest::prop_assert!(result.is_ok(), "{:?}", result.err());
    }
}
