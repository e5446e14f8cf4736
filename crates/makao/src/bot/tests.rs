use super::*;
use crate::game::{Config, Game};
use crate::rules::RuleSet;
use crate::state::Setup;
use crate::test_cards::{c, cards};

fn polish(players: usize) -> Setup {
    Setup::new(Config::new(RuleSet::Polish, players))
}

/// The random player's choice for the player to move in `game`.
fn random(bot: &mut RandomBot, game: &Game) -> Option<Action> {
    let player = game.current_player();
    let legal = game.view(player).legal;
    Bot::<Game>::choose(bot, &Seat::new(game, player), &legal)
}

fn heuristic(game: &Game) -> String {
    let view = game.view(game.current_player());
    HeuristicBot::new()
        .decide(&view)
        .expect("a legal action")
        .to_string()
}

#[test]
fn levels_read_and_print_their_names() {
    for level in BotLevel::ALL {
        assert_eq!(level.to_string().parse::<BotLevel>(), Ok(level));
    }
    assert_eq!(" Heuristic ".parse::<BotLevel>(), Ok(BotLevel::Heuristic));
    // The old names still read, as command lines and saved games have them.
    for (old, new) in [
        ("random", "easy"),
        ("heuristic", "normal"),
        ("search", "hard"),
    ] {
        assert_eq!(old.parse::<BotLevel>().map(|l| l.name()), Ok(new));
    }
    let err = "clever".parse::<BotLevel>().unwrap_err().to_string();
    assert!(
        err.contains("clever") && err.contains("easy, normal or hard"),
        "{err}"
    );
}

#[test]
fn no_choice_without_a_legal_action() {
    let game = Game::new(Config::new(RuleSet::Polish, 2), 1).unwrap();
    let other = game.view(1);
    assert!(other.legal.is_empty());
    assert_eq!(HeuristicBot::new().decide(&other), None);
    assert_eq!(
        Bot::<Game>::choose(&mut RandomBot::new(1), &Seat::new(&game, 1), &other.legal),
        None
    );
}

#[test]
fn random_bot_picks_only_listed_actions_and_reaches_many() {
    let game = polish(2)
        .hand(0, &cards("5c 6c 7c 8c 5h"))
        .hand(1, &cards("9d 9s"))
        .discard(&cards("9c"))
        .build()
        .unwrap();
    let view = game.view(0);
    let mut bot = RandomBot::new(3);
    let mut seen = std::collections::HashSet::new();
    for _ in 0..200 {
        let action = random(&mut bot, &game).unwrap();
        assert!(view.legal.contains(&action), "{action}");
        seen.insert(action);
    }
    assert_eq!(seen.len(), view.legal.len());
}

#[test]
fn every_bot_points_out_a_missing_makao() {
    let game = Setup::new(Config::new(RuleSet::Serbian, 2))
        .hand(0, &cards("9c"))
        .hand(1, &cards("6d 6h 8s"))
        .discard(&cards("5c 9s"))
        .to_move(1)
        .phase(Phase::Challenge { offender: 0 }, None)
        .build()
        .unwrap();
    let view = game.view(1);
    for seed in 0..20 {
        assert_eq!(
            random(&mut RandomBot::new(seed), &game),
            Some(Action::Challenge(true))
        );
    }
    assert_eq!(
        HeuristicBot::new().decide(&view),
        Some(Action::Challenge(true))
    );
}

#[test]
fn random_bot_with_the_same_seed_repeats_itself() {
    let game = Game::new(Config::new(RuleSet::Polish, 3), 5).unwrap();
    let picks = |seed| {
        let mut bot = RandomBot::new(seed);
        (0..20)
            .map(|_| random(&mut bot, &game).unwrap())
            .collect::<Vec<_>>()
    };
    assert_eq!(picks(8), picks(8));
}

#[test]
fn bots_decide_from_what_the_seat_sees_only() {
    // Two games that differ only in the cards player 0 cannot see (player 1's hand
    // and the stock's order) give player 0 the same view, hence the same choice.
    let mine = cards("5c 9c jh 2s as");
    let one = polish(2)
        .hand(0, &mine)
        .hand(1, &cards("kh ks 2h 3h 4d"))
        .discard(&cards("7c"))
        .stock_top(&cards("4c"))
        .build()
        .unwrap();
    let other = polish(2)
        .hand(0, &mine)
        .hand(1, &cards("6d 6h 8s 10d 3d"))
        .discard(&cards("7c"))
        .stock_top(&cards("qd"))
        .seed(99)
        .build()
        .unwrap();
    assert_ne!(one.hand(1), other.hand(1));
    let (a, b) = (one.view(0), other.view(0));
    assert_eq!(a, b);
    for card in one.hand(1).iter().chain(other.hand(1)) {
        assert!(!a.hand.contains(card), "{card} leaked into the view");
    }
    assert_eq!(a.hand_sizes, vec![5, 5]);
    assert_eq!(
        HeuristicBot::new().decide(&a),
        HeuristicBot::new().decide(&b)
    );
    assert_eq!(
        random(&mut RandomBot::new(4), &one),
        random(&mut RandomBot::new(4), &other)
    );
}

#[test]
fn heuristic_lays_rather_than_draws() {
    let game = polish(2)
        .hand(0, &cards("5c 9d 10s kd"))
        .hand(1, &cards("6d 6h 8s 10d 3d"))
        .discard(&cards("7c"))
        .build()
        .unwrap();
    assert_eq!(heuristic(&game), "5c");
}

#[test]
fn heuristic_sheds_several_cards_at_once() {
    let game = polish(2)
        .hand(0, &cards("5c 5h 5d 9s"))
        .hand(1, &cards("6d 6h 8s 10d 3d"))
        .discard(&cards("7c"))
        .build()
        .unwrap();
    let choice = heuristic(&game);
    let laid: Vec<&str> = choice
        .split_whitespace()
        .filter(|w| *w != "makao")
        .collect();
    assert_eq!(laid.len(), 3, "{choice}");
    assert!(
        choice.starts_with("5c") && choice.ends_with("makao"),
        "{choice}"
    );
}

#[test]
fn heuristic_ends_a_multi_lay_on_the_suit_it_holds_most_of() {
    let game = polish(2)
        .hand(0, &cards("6s 9s 5c 5h 8h 10h kh"))
        .hand(1, &cards("6d 6h 8s 10d 3d"))
        .discard(&cards("5s"))
        .build()
        .unwrap();
    // 5c then 5h leaves hearts on top, where 8h, 10h and kh follow.
    assert_eq!(heuristic(&game), "5c 5h");
}

#[test]
fn heuristic_keeps_its_defences_against_a_player_far_from_out() {
    let game = polish(2)
        .hand(0, &cards("2c 9c 8d 10s"))
        .hand(1, &cards("6d 6h 8s 10d 3d 7s"))
        .discard(&cards("7c"))
        .build()
        .unwrap();
    assert_eq!(heuristic(&game), "9c");
}

#[test]
fn heuristic_attacks_a_player_close_to_going_out() {
    let game = polish(2)
        .hand(0, &cards("2c 9c 8d 10s"))
        .hand(1, &cards("6d"))
        .discard(&cards("7c"))
        .build()
        .unwrap();
    assert_eq!(heuristic(&game), "2c");
}

#[test]
fn heuristic_attacks_the_close_player_with_the_biggest_penalty() {
    // Player 2 (index 1) is next and has one card: K♥ (5) beats 3♥ (3).
    let game = polish(3)
        .hand(0, &cards("3h kh 9c 8d"))
        .hand(1, &cards("6d"))
        .hand(2, &cards("6c 7d 8c 9h 10c"))
        .discard(&cards("7h"))
        .build()
        .unwrap();
    assert_eq!(heuristic(&game), "kh");
}

#[test]
fn heuristic_hits_the_close_player_backwards_with_the_king_of_spades() {
    // The player before (index 2) has one card, the next (index 1) many: K♠ hits
    // the one before.
    let game = polish(3)
        .hand(0, &cards("ks kh 9c 8d"))
        .hand(1, &cards("6c 7d 8c 9h 10c"))
        .hand(2, &cards("6d"))
        .discard(&cards("kd"))
        .build()
        .unwrap();
    assert_eq!(heuristic(&game), "ks");
}

#[test]
fn heuristic_defends_rather_than_takes() {
    let game = polish(2)
        .hand(0, &cards("3c 9c 8d 10s"))
        .hand(1, &cards("6d 6h 8s 10d 3d 7s"))
        .discard(&cards("2c"))
        .attack(Attack::Draw {
            cards: 2,
            backwards: false,
        })
        .build()
        .unwrap();
    assert_eq!(heuristic(&game), "3c");
}

#[test]
fn heuristic_answers_a_wait_with_a_four_and_otherwise_waits() {
    let answer = polish(2)
        .hand(0, &cards("4d 9c 8h"))
        .hand(1, &cards("6d 6h 8s 10d 3d 7s"))
        .discard(&cards("4c"))
        .attack(Attack::Wait { turns: 1 })
        .build()
        .unwrap();
    assert_eq!(heuristic(&answer), "4d");
    let wait = polish(2)
        .hand(0, &cards("5d 9c"))
        .hand(1, &cards("6d 6h 8s 10d 3d 7s"))
        .discard(&cards("4c"))
        .attack(Attack::Wait { turns: 1 })
        .build()
        .unwrap();
    assert_eq!(heuristic(&wait), "wait");
}

#[test]
fn heuristic_saves_queens_and_aces_while_other_cards_fit() {
    let game = polish(2)
        .hand(0, &cards("qs ac 9c 8d"))
        .hand(1, &cards("6d 6h 8s 10d 3d 7s"))
        .discard(&cards("7c"))
        .build()
        .unwrap();
    assert_eq!(heuristic(&game), "9c");
}

#[test]
fn heuristic_names_the_suit_it_holds_most_of() {
    let game = polish(2)
        .hand(0, &cards("ac 9d 8d 5d 10s"))
        .hand(1, &cards("6d 6h 8s 10d 3d 7s"))
        .discard(&cards("7c"))
        .build()
        .unwrap();
    assert_eq!(heuristic(&game), "ac suit d");
}

#[test]
fn heuristic_demands_a_rank_it_holds_or_nothing() {
    let holds = polish(2)
        .hand(0, &cards("jc 9d 9h 5s"))
        .hand(1, &cards("6d 6h 8s 10d 3d 7s"))
        .discard(&cards("7c"))
        .build()
        .unwrap();
    assert_eq!(heuristic(&holds), "jc demand 9");
    let lacks = polish(2)
        .hand(0, &cards("jc kd qd"))
        .hand(1, &cards("6d 6h 8s 10d 3d 7s"))
        .discard(&cards("7c"))
        .build()
        .unwrap();
    assert_eq!(heuristic(&lacks), "jc");
}

#[test]
fn heuristic_says_the_right_call() {
    let game = polish(2)
        .hand(0, &cards("5c 5h"))
        .hand(1, &cards("6d 6h 8s 10d 3d 7s"))
        .discard(&cards("7c"))
        .build()
        .unwrap();
    assert_eq!(heuristic(&game), "5c makao 5h po makale");
    let one_left = polish(2)
        .hand(0, &cards("9c 8d"))
        .hand(1, &cards("6d 6h 8s 10d 3d 7s"))
        .discard(&cards("7c"))
        .build()
        .unwrap();
    assert_eq!(heuristic(&one_left), "9c makao");
}

#[test]
fn heuristic_swaps_with_a_smaller_hand_and_not_with_a_bigger_one() {
    let twist = |theirs: &str| {
        Setup::new(Config::new(RuleSet::Polish, 2).with_twist(true))
            .hand(0, &cards("kc 9c 8d 10s 6h 5h"))
            .hand(1, &cards(theirs))
            // The K♦ is laid: nobody can block.
            .discard(&cards("kd 7c"))
            .build()
            .unwrap()
    };
    assert_eq!(heuristic(&twist("6d")), "kc swap 2");
    let big = heuristic(&twist("6d 6c 8s 10d 3d 7s 9h"));
    assert!(!big.contains("swap"), "{big}");
}

#[test]
fn heuristic_blocks_a_swap_that_would_cost_it_cards_and_accepts_a_good_one() {
    let swap = |initiator: &str, target: &str| {
        Setup::new(Config::new(RuleSet::Polish, 2).with_twist(true))
            .hand(0, &cards(initiator))
            .hand(1, &cards(target))
            .discard(&cards("kc"))
            .to_move(1)
            .phase(Phase::Swap { initiator: 0 }, None)
            .build()
            .unwrap()
    };
    assert_eq!(heuristic(&swap("9c 8d 7h 6s 5s 4h", "kd 6d 6h")), "block");
    // Taking a one-card hand beats blocking: with the call it needs.
    assert_eq!(heuristic(&swap("9c", "kd 6d 6h 8s")), "accept makao");
}

fn serbian() -> Setup {
    Setup::new(Config::new(RuleSet::Serbian, 2))
}

#[test]
fn heuristic_serbian_keeps_strong_cards_at_the_cut() {
    let game = serbian()
        .discard(&cards("jh"))
        .phase(Phase::Cut, None)
        .build()
        .unwrap();
    assert_eq!(heuristic(&game), "keep");
}

#[test]
fn heuristic_serbian_always_points_out_a_missing_makao() {
    let game = serbian()
        .hand(0, &cards("9c"))
        .hand(1, &cards("6d 6h 8s"))
        .discard(&cards("5c 9s"))
        .to_move(1)
        .phase(Phase::Challenge { offender: 0 }, None)
        .build()
        .unwrap();
    assert_eq!(heuristic(&game), "challenge");
}

#[test]
fn heuristic_serbian_sheds_high_scoring_cards_first() {
    let game = serbian()
        .hand(0, &cards("3h kh 9c 10s"))
        .hand(1, &cards("6d 6h 8s"))
        .discard(&cards("5h"))
        .build()
        .unwrap();
    assert_eq!(heuristic(&game), "kh");
}

#[test]
fn heuristic_serbian_keeps_its_jack_for_the_finish() {
    let game = serbian()
        .hand(0, &cards("jd 3h 9c 10s"))
        .hand(1, &cards("6d 6h 8s"))
        .discard(&cards("5h"))
        .build()
        .unwrap();
    assert_eq!(heuristic(&game), "3h");
    // With one other card left: that one, with the call, and the jack last.
    let two = serbian()
        .hand(0, &cards("jd 3h"))
        .hand(1, &cards("6d 6h 8s"))
        .discard(&cards("5h"))
        .build()
        .unwrap();
    assert_eq!(heuristic(&two), "3h makao");
}

#[test]
fn heuristic_serbian_plays_the_small_two() {
    let game = serbian()
        .hand(0, &cards("2c 4c 9h 10s"))
        .hand(1, &cards("6d 6h 8s"))
        .discard(&cards("5c"))
        .build()
        .unwrap();
    assert_eq!(heuristic(&game), "2c");
}

#[test]
fn heuristic_serbian_lays_an_ace_or_an_eight_only_when_a_card_can_follow() {
    let follows = serbian()
        .hand(0, &cards("as 4s 9h 10d"))
        .hand(1, &cards("6d 6h 8s"))
        .discard(&cards("5s"))
        .build()
        .unwrap();
    assert_eq!(heuristic(&follows), "as");
    let stuck = serbian()
        .hand(0, &cards("8h 5c 9d 10d"))
        .hand(1, &cards("6d 6h 8s"))
        .discard(&cards("5h"))
        .build()
        .unwrap();
    assert!(stuck.legal_actions().contains(&"8h".parse().unwrap()));
    assert_eq!(heuristic(&stuck), "5c");
}

#[test]
fn heuristic_serbian_answers_a_seven_with_a_seven() {
    let game = serbian()
        .hand(0, &cards("7d 3h 9h"))
        .hand(1, &cards("6d 6h 8s"))
        .discard(&cards("7h"))
        .attack(Attack::Draw {
            cards: 2,
            backwards: false,
        })
        .build()
        .unwrap();
    assert_eq!(heuristic(&game), "7d");
}

#[test]
fn heuristic_lays_the_card_it_drew_when_it_fits() {
    let game = polish(2)
        .hand(0, &cards("9c 8d 5h"))
        .hand(1, &cards("6d 6h 8s 10d 3d 7s"))
        .discard(&cards("7c"))
        .phase(Phase::Drawn, Some(c("9c")))
        .build()
        .unwrap();
    assert_eq!(heuristic(&game), "9c");
}
