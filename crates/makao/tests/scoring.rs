//! Scoring of `serbian` hands (rules page, "Scoring at the end of a hand") and matches
//! of several hands with running totals.

mod common;

use common::*;
use contract::{Bot, RandomBot, Seat};
use makao::{Config, Game, HandScore, HeuristicBot, Match, MatchError, RuleSet};

fn finished(last: &str, loser: &str) -> Game {
    let mut game = serbian()
        .hand(0, &cards(last))
        .hand(1, &cards(loser))
        .discard(&cards("3h"))
        .build()
        .unwrap();
    let action = game
        .legal_actions()
        .into_iter()
        .find(|a| a.to_string().starts_with(last))
        .unwrap();
    game.apply(action).unwrap();
    assert!(game.is_over());
    game
}

#[test]
fn serbian_scoring_losers_score_their_cards_and_the_winner_minus_40() {
    let game = finished("3c", "jc as 2c 7d 8h kh qs 2s 10d 5c");
    // J 25; A, 2♣, 7, 8 10 each; K 10; Q 10; 2♠ 2, 10♦ 10, 5♣ 5.
    assert_eq!(
        game.score(),
        Some(HandScore {
            winner: Some(0),
            dealer: 1,
            jack_finish: false,
            points: vec![-40, 25 + 4 * 10 + 10 + 10 + 2 + 10 + 5],
        })
    );
}

#[test]
fn serbian_scoring_a_jack_finish_doubles_every_score() {
    let game = finished("jd", "kh 5s");
    assert_eq!(
        game.score(),
        Some(HandScore {
            winner: Some(0),
            dealer: 1,
            jack_finish: true,
            points: vec![-80, 30],
        })
    );
}

#[test]
fn serbian_scoring_only_a_finished_hand_of_scored_rules_scores() {
    let running = serbian()
        .hand(0, &cards("5h 9c"))
        .hand(1, &cards("6d"))
        .build()
        .unwrap();
    assert_eq!(running.score(), None);
    let mut polish_game = polish(2)
        .hand(0, &cards("5c"))
        .hand(1, &cards("6d"))
        .discard(&cards("3c"))
        .build()
        .unwrap();
    play(&mut polish_game, "5c po makale");
    assert!(polish_game.is_over());
    assert_eq!(polish_game.score(), None);
}

#[test]
fn serbian_scoring_without_a_winner_everyone_scores_their_cards() {
    // A hand stopped at the action limit: nobody went out.
    let game = serbian()
        .hand(0, &cards("5h 9c"))
        .hand(1, &cards("jd"))
        .build()
        .unwrap();
    let text = game
        .to_json()
        .replace("\"phase\": \"turn\"", "\"phase\": \"over\"")
        .replace(
            "\"actions\": 0",
            &format!("\"actions\": {}", makao::ACTION_LIMIT),
        );
    assert!(text.contains("\"actions\": 5000"), "{text}");
    let over = Game::from_json(&text).unwrap();
    assert_eq!(over.score().unwrap().points, vec![14, 25]);
    assert_eq!(over.score().unwrap().winner, None);
}

/// Plays `game` to its end with a bot in each seat.
fn play_out(game: &mut Game, seed: u64) {
    let mut bots: Vec<Box<dyn Bot<Game>>> = vec![
        Box::new(HeuristicBot::new()),
        Box::new(RandomBot::new(seed)),
    ];
    while !game.is_over() {
        let seat = game.current_player();
        let legal = game.legal_actions();
        let action = bots[seat].choose(&Seat::new(game, seat), &legal).unwrap();
        game.apply(action).unwrap();
    }
}

#[test]
fn serbian_match_deals_hands_with_the_dealer_alternating_and_keeps_running_totals() {
    let config = Config::new(RuleSet::Serbian, 2);
    let mut series = Match::new(config, 4, 77).unwrap();
    let mut expected = vec![0, 0];
    for hand in 0..4u32 {
        assert!(!series.is_over());
        assert_eq!(series.next_hand(), hand);
        let mut game = series.deal().unwrap();
        assert_eq!(game.dealer(), [1, 0][hand as usize % 2]);
        assert_eq!(
            game,
            Game::new_hand(config, 77 + u64::from(hand), game.dealer()).unwrap()
        );
        play_out(&mut game, u64::from(hand));
        let score = series.record(&game).unwrap().clone();
        assert_eq!(Some(&score), game.score().as_ref());
        for (total, points) in expected.iter_mut().zip(&score.points) {
            *total += points;
        }
        assert_eq!(series.totals(), expected);
        // A save's match, read back mid-way, counts its running score from its sheet
        // alone: the same as the match that played it.
        let saved = serde_json::to_string(&series).unwrap();
        assert_eq!(serde_json::from_str::<Match>(&saved).unwrap(), series);
        assert_eq!(series.series().games, hand + 1);
    }
    assert!(series.is_over());
    assert_eq!(series.played().len(), 4);
    assert_eq!(series.deal(), None);
    let best = *expected.iter().min().unwrap();
    let winners: Vec<usize> = (0..2).filter(|p| expected[*p] == best).collect();
    assert_eq!(series.winners(), Some(winners));
}

#[test]
fn serbian_match_the_lowest_total_wins_and_ties_share_the_win() {
    let config = Config::new(RuleSet::Serbian, 2);
    let mut series = Match::new(config, 2, 5).unwrap();
    assert_eq!(series.winners(), None, "not over yet");
    // Hand 1 (player 2 deals): player 1 goes out; hand 2 (player 1 deals): player 2.
    let first = serbian()
        .hand(0, &cards("3c"))
        .hand(1, &cards("kh 5s"))
        .discard(&cards("3h"))
        .build()
        .unwrap();
    let mut first = first;
    play(&mut first, "3c");
    series.record(&first).unwrap();
    assert_eq!(series.totals(), vec![-40, 15]);
    assert_eq!(series.leaders(), vec![0]);
    let mut second = serbian()
        .hand(0, &cards("kh 5s"))
        .hand(1, &cards("jc"))
        .discard(&cards("3h"))
        .dealer(0)
        .to_move(1)
        .build()
        .unwrap();
    play(&mut second, "jc suit h");
    series.record(&second).unwrap();
    assert_eq!(series.totals(), vec![-40 + 30, 15 - 80]);
    assert_eq!(series.winners(), Some(vec![1]));
}

#[test]
fn serbian_match_refuses_what_does_not_fit() {
    let config = Config::new(RuleSet::Serbian, 2);
    assert_eq!(Match::new(config, 0, 1), Err(MatchError::NoHands));
    assert!(matches!(
        Match::new(Config::new(RuleSet::Polish, 2), 3, 1),
        Err(MatchError::NotScored(RuleSet::Polish))
    ));
    let mut series = Match::new(config, 1, 1).unwrap();
    let game = series.deal().unwrap();
    assert_eq!(series.record(&game), Err(MatchError::HandNotOver));
    // Hand 1 is dealt by player 2; a hand dealt by player 1 is another match's.
    let mut other = Game::new_hand(config, 1, 0).unwrap();
    play_out(&mut other, 3);
    assert_eq!(series.record(&other), Err(MatchError::WrongHand));
    let mut game = game;
    play_out(&mut game, 3);
    series.record(&game).unwrap();
    assert_eq!(series.record(&game), Err(MatchError::MatchOver(1)));
    let message = MatchError::NotScored(RuleSet::Macau).to_string();
    assert!(message.contains("macau"), "{message}");
}

/// A saved two-player match of three hands whose played hands score `rows`.
fn saved_match(rows: &[(Option<usize>, Vec<i64>)]) -> serde_json::Value {
    let series = Match::new(Config::new(RuleSet::Serbian, 2), 3, 5).unwrap();
    let mut value = serde_json::to_value(&series).unwrap();
    value["played"] = rows
        .iter()
        .enumerate()
        .map(|(k, (winner, points))| {
            serde_json::json!({
                "winner": winner,
                "dealer": series.dealer(k as u32),
                "jack_finish": false,
                "points": points,
            })
        })
        .collect();
    value
}

fn load_match(value: &serde_json::Value) -> Result<Match, String> {
    serde_json::from_value::<Match>(value.clone()).map_err(|e| e.to_string())
}

#[test]
fn a_saved_match_reloads_with_its_totals() {
    let value = saved_match(&[(Some(0), vec![-40, 15]), (Some(1), vec![30, -80])]);
    let series = load_match(&value).unwrap();
    assert_eq!(series.totals(), vec![-10, -65]);
    assert_eq!(serde_json::to_value(&series).unwrap(), value);
}

#[test]
fn a_saved_match_whose_totals_overflow_is_refused() {
    let max = i64::from(i32::MAX);
    let value = saved_match(&[(Some(1), vec![max, -40]), (Some(1), vec![max, -40])]);
    let message = load_match(&value).unwrap_err();
    assert!(message.contains("player 1's total overflows"), "{message}");
    let min = i64::from(i32::MIN);
    let value = saved_match(&[(Some(0), vec![-40, min]), (Some(0), vec![-40, min])]);
    let message = load_match(&value).unwrap_err();
    assert!(message.contains("player 2's total overflows"), "{message}");
}

#[test]
fn an_i32_min_hand_totals_without_wrapping() {
    let min = i64::from(i32::MIN);
    let value = saved_match(&[(Some(0), vec![-40, min]), (Some(0), vec![-40, 40])]);
    let series = load_match(&value).unwrap();
    assert_eq!(series.totals(), vec![-80, i32::MIN + 40]);
    assert_eq!(series.leaders(), vec![1]);
}

#[test]
fn a_saved_match_row_with_the_wrong_number_of_scores_is_refused() {
    let value = saved_match(&[(Some(0), vec![-40, 15, 3])]);
    let message = load_match(&value).unwrap_err();
    assert!(
        message.contains("hand 1 lists 3 scores for 2 players"),
        "{message}"
    );
    let value = saved_match(&[(Some(0), vec![-40])]);
    assert!(load_match(&value).unwrap_err().contains("lists 1 scores"));
}

#[test]
fn a_saved_match_whose_winner_is_no_player_is_refused() {
    let value = saved_match(&[(Some(2), vec![-40, 15])]);
    let message = load_match(&value).unwrap_err();
    assert!(
        message.contains("hand 1 names player 3 as its winner, but players are numbered 1 to 2"),
        "{message}"
    );
}

#[test]
fn a_saved_match_with_more_hands_than_it_plays_or_a_wrong_dealer_is_refused() {
    let row = (Some(0), vec![-40, 15]);
    let value = saved_match(&[row.clone(), row.clone(), row.clone(), row.clone()]);
    let message = load_match(&value).unwrap_err();
    assert!(
        message.contains("the match records 4 hands, but is played over 3"),
        "{message}"
    );
    let mut value = saved_match(&[row]);
    value["played"][0]["dealer"] = serde_json::json!(0);
    let message = load_match(&value).unwrap_err();
    assert!(
        message.contains("hand 1 was dealt by player 1, but the match deals it by player 2"),
        "{message}"
    );
}
