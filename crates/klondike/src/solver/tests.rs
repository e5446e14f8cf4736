//! The solver against the rules engine: solutions replay, proofs agree with a plain
//! exhaustive search, limits give no verdict.

use std::collections::HashSet;

use cards::{Card, Pile, Rank, Suit, standard_deck};
use rand::RngExt;

use super::*;
use crate::state::{Column, Draw};

fn deal(seed: u64, draw: Draw) -> Klondike {
    Klondike::deal(&mut cards::seeded(seed), draw)
}

fn replays_to_a_win(game: &Klondike, line: &[Move]) -> bool {
    let mut game = game.clone();
    line.iter().all(|mv| game.apply(*mv).is_ok()) && game.is_won()
}

#[test]
fn every_winning_line_replays_to_a_win_in_both_draws() {
    let mut won = 0;
    for draw in [Draw::One, Draw::Three] {
        for seed in 1..=40 {
            let game = deal(seed, draw);
            let solution = game.solve(&Limits::nodes(200_000));
            if let Verdict::Winnable(line) = &solution.verdict {
                assert!(replays_to_a_win(&game, line), "seed {seed}, draw {draw}");
                won += 1;
            }
        }
    }
    assert!(won >= 50, "only {won} of 80 deals won");
}

#[test]
fn a_one_node_limit_gives_no_verdict() {
    for seed in 1..=20 {
        for draw in [Draw::One, Draw::Three] {
            let solution = deal(seed, draw).solve(&Limits::nodes(1));
            assert_eq!(solution.verdict, Verdict::Undecided(Stop::Nodes), "{seed}");
            assert!(solution.nodes <= 1);
        }
    }
}

#[test]
fn a_tiny_table_stops_with_the_memory_limit() {
    // The first table (4096 slots of 3 words) fits in 100 kB, no bigger one does.
    let limits = Limits {
        memory: 100_000,
        ..Limits::default()
    };
    // Seed 11 with draw three takes millions of positions.
    let solution = deal(11, Draw::Three).solve(&limits);
    assert_eq!(solution.verdict, Verdict::Undecided(Stop::Memory));
    assert!(solution.table <= 4096 * 3 / 4, "{}", solution.table);
    assert!(solution.table >= 3000, "{}", solution.table);
    // No table fits in a kilobyte: nothing is searched.
    let limits = Limits {
        memory: 1000,
        ..Limits::default()
    };
    let solution = deal(7, Draw::One).solve(&limits);
    assert_eq!(solution.verdict, Verdict::Undecided(Stop::Memory));
}

/// A position built from its parts (foundations by suit: how many cards are up).
fn position(
    draw: Draw,
    built: [u8; 4],
    columns: [(&[Card], &[Card]); 7],
    stock: &[Card],
    waste: &[Card],
) -> Klondike {
    let suits: Vec<Suit> = Suit::all().collect();
    let foundations = std::array::from_fn(|i| {
        (1..=built[i])
            .map(|n| Card::new(Rank::from_number(n).unwrap(), suits[i]))
            .collect::<Pile<Card>>()
    });
    let tableau = std::array::from_fn(|i| Column {
        down: columns[i].0.iter().copied().collect(),
        up: columns[i].1.iter().copied().collect(),
    });
    let game = Klondike {
        draw,
        stock: stock.iter().copied().collect(),
        waste: waste.iter().copied().collect(),
        foundations,
        tableau,
        moves: 0,
    };
    assert_eq!(
        game.all_cards().len(),
        52,
        "a test position holds every card"
    );
    game
}

fn c(code: &str) -> Card {
    code.parse().unwrap()
}

#[test]
fn hand_made_lost_positions_are_proved_lost() {
    // Only spades are left; 2♠ lies on A♠ and no red three is left to take it.
    let spades: Vec<Card> = (3..=13).map(|n| c(&format!("{}S", rank_code(n)))).collect();
    let game = position(
        Draw::One,
        [0, 13, 13, 13],
        [
            (&[c("AS")], &[c("2S")]),
            (&[], &spades[..1]),
            (&[], &[]),
            (&[], &[]),
            (&[], &[]),
            (&[], &[]),
            (&[], &[]),
        ],
        &spades[1..],
        &[],
    );
    assert_eq!(game.solve(&Limits::default()).verdict, Verdict::Unwinnable);
    // Draw three: the ace of clubs is the middle card of U's only three and never shows.
    let game = position(
        Draw::Three,
        [13, 13, 13, 0],
        [
            (&[], &[c("KC")]),
            (&[], &[]),
            (&[], &[]),
            (&[], &[]),
            (&[], &[]),
            (&[], &[]),
            (&[], &[]),
        ],
        &[
            c("QC"),
            c("JC"),
            c("TC"),
            c("9C"),
            c("8C"),
            c("7C"),
            c("6C"),
            c("5C"),
            c("4C"),
            c("2C"),
            c("AC"),
            c("3C"),
        ],
        &[],
    );
    assert_eq!(game.solve(&Limits::default()).verdict, Verdict::Unwinnable);
    // In draw one the same position is won.
    let mut one = game.clone();
    one.set_draw(Draw::One);
    assert!(matches!(
        one.solve(&Limits::default()).verdict,
        Verdict::Winnable(_)
    ));
}

fn rank_code(n: u8) -> &'static str {
    [
        "A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K",
    ][usize::from(n - 1)]
}

/// A random small position: each suit built up to a random rank, the cards left
/// scattered over U, V and the columns' face-down and face-up cards.
fn small_position(rng: &mut cards::GameRng, draw: Draw, left: usize) -> Klondike {
    small_position_with(rng, draw, left, false)
}

/// [`small_position`], and with `open` some cards go to columns 5–7 without face-down
/// cards instead (an empty one, or onto a card they fit), so that a column can be
/// emptied.
fn small_position_with(rng: &mut cards::GameRng, draw: Draw, left: usize, open: bool) -> Klondike {
    let mut built = [13u8; 4];
    let mut in_play = 0;
    while in_play < left {
        let s = rng.random_range(0..4);
        if built[s] > 0 {
            built[s] -= 1;
            in_play += 1;
        }
    }
    let mut cards = rest(built);
    cards::shuffle(&mut cards, rng);
    let mut stock = Vec::new();
    let mut waste = Vec::new();
    let mut columns: [(Vec<Card>, Vec<Card>); 7] = Default::default();
    for card in cards {
        // Deep stacks in few columns bury cards, so that many positions are lost.
        let col = rng.random_range(0..4);
        match rng.random_range(0..10) {
            0..=1 => stock.push(card),
            2 => waste.push(card),
            3 if open => {
                let fits = |c: &(Vec<Card>, Vec<Card>)| {
                    c.1.last().is_none_or(|top| {
                        top.rank.number() == card.rank.number() + 1 && top.is_red() != card.is_red()
                    })
                };
                match (4..7).find(|&c| fits(&columns[c])) {
                    Some(c) => columns[c].1.push(card),
                    None => stock.push(card),
                }
            }
            4 if columns[col].1.last().is_some_and(|top| {
                top.rank.number() == card.rank.number() + 1 && top.is_red() != card.is_red()
            }) =>
            {
                columns[col].1.push(card);
            }
            _ => {
                let (down, up) = &mut columns[col];
                down.append(up);
                up.push(card);
            }
        }
    }
    let refs: [(&[Card], &[Card]); 7] =
        std::array::from_fn(|i| (&columns[i].0[..], &columns[i].1[..]));
    position(draw, built, refs, &stock, &waste)
}

/// The plain search: every legal move of the engine, every position once, no pruning.
fn plainly_winnable(game: &Klondike) -> bool {
    let mut seen: HashSet<Klondike> = HashSet::new();
    let mut start = game.clone();
    start.moves = 0;
    let mut stack = vec![start.clone()];
    seen.insert(start);
    while let Some(game) = stack.pop() {
        if game.is_won() {
            return true;
        }
        for mv in game.legal_actions() {
            let mut next = game.clone();
            next.apply(mv).expect("a legal action applies");
            next.moves = 0;
            if seen.insert(next.clone()) {
                stack.push(next);
            }
        }
    }
    false
}

#[test]
fn on_small_positions_the_verdicts_are_those_of_a_plain_exhaustive_search() {
    let mut rng = cards::seeded(2024);
    let (mut won, mut lost) = (0, 0);
    for i in 0..400 {
        let draw = if i % 2 == 0 { Draw::One } else { Draw::Three };
        let left = 7 + i % 7;
        let game = small_position(&mut rng, draw, left);
        let plain = plainly_winnable(&game);
        let solution = game.solve(&Limits::default());
        match &solution.verdict {
            Verdict::Winnable(line) => {
                assert!(plain, "case {i}: the solver wins a lost position");
                assert!(replays_to_a_win(&game, line), "case {i}");
                won += 1;
            }
            Verdict::Unwinnable => {
                assert!(
                    !plain,
                    "case {i}: the solver loses a won position\n{game:?}"
                );
                lost += 1;
            }
            Verdict::Undecided(stop) => panic!("case {i}: undecided ({stop})"),
        }
    }
    // The comparison means something only if both verdicts occur often.
    assert!(won >= 100 && lost >= 25, "{won} won, {lost} lost");
}

#[test]
fn a_covered_parent_goes_up_after_its_card_moves_to_the_other_parent() {
    // J♦ lies on Q♠ in A; Q♣, the other card it may lie on, is last in B, so both
    // layouts share a key. Only with J♦ on Q♣ can Q♠ go up and turn 9♣ (found by the
    // comparison with the plain search when those moves were left out).
    let game = position(
        Draw::One,
        [11, 12, 6, 8],
        [
            (&[c("TD"), c("9C")], &[c("QS"), c("JD")]),
            (&[c("TC")], &[c("QC")]),
            (&[], &[c("KC")]),
            (&[c("8D"), c("KH"), c("QD")], &[c("JC")]),
            (&[], &[]),
            (&[], &[]),
            (&[], &[]),
        ],
        &[c("9D"), c("KD"), c("7D")],
        &[c("KS")],
    );
    let Verdict::Winnable(line) = game.solve(&Limits::default()).verdict else {
        panic!("the position is won");
    };
    assert!(replays_to_a_win(&game, &line));
    assert!(plainly_winnable(&game));
}

/// Compares the solver's verdicts with the plain search on `wanted` small positions
/// (from random ones of `seed`, with columns without face-down cards if `open`) where `matters` holds, in both draws; both verdicts
/// must occur at least `min_won` and `min_lost` times.
fn agrees_where(
    seed: u64,
    wanted: usize,
    open: bool,
    (min_won, min_lost): (usize, usize),
    matters: impl Fn(&Klondike) -> bool,
) {
    let mut rng = cards::seeded(seed);
    let (mut won, mut lost, mut tried) = (0, 0, 0);
    while won + lost < wanted {
        tried += 1;
        assert!(tried < 100_000, "too few positions of the kind wanted");
        let draw = if tried % 2 == 0 {
            Draw::One
        } else {
            Draw::Three
        };
        let game = small_position_with(&mut rng, draw, 8 + tried % 6, open);
        if !matters(&game) {
            continue;
        }
        let plain = plainly_winnable(&game);
        match game.solve(&Limits::default()).verdict {
            Verdict::Winnable(line) => {
                assert!(plain, "the solver wins a lost position\n{game:?}");
                assert!(replays_to_a_win(&game, &line), "{game:?}");
                won += 1;
            }
            Verdict::Unwinnable => {
                assert!(!plain, "the solver loses a won position\n{game:?}");
                lost += 1;
            }
            Verdict::Undecided(stop) => panic!("undecided ({stop})\n{game:?}"),
        }
    }
    assert!(won >= min_won && lost >= min_lost, "{won} won, {lost} lost");
}

#[test]
fn where_cards_may_change_parents_the_verdicts_are_those_of_a_plain_exhaustive_search() {
    // Small positions whose start has a card that may change parents, and where the
    // covered parent could go up or the card's twin is open: the moves made from the
    // other parent are what decides some of them.
    agrees_where(2025, 200, false, (50, 3), |game| {
        let start = board::Board::new(game);
        let mut swaps = Vec::new();
        start.swaps(&mut swaps);
        swaps.iter().any(|&swap| {
            let board::Step::ColumnToColumn { from, count, .. } = swap else {
                return false;
            };
            let cards = &start.cols[usize::from(from)];
            let at = cards.len() - usize::from(count);
            let twin = board::twin(cards[at]);
            start.goes_up(cards[at - 1])
                || start.talon.contains(&twin)
                || start.cols.iter().any(|c| c.contains(&twin))
        })
    });
}

#[test]
fn where_a_column_can_be_emptied_the_verdicts_are_those_of_a_plain_exhaustive_search() {
    // Small positions whose start (its safe cards up) can empty a column: the search
    // makes that move only together with a king's move into the column
    // (Search::push_with_kings).
    agrees_where(2026, 200, true, (50, 10), |game| {
        let start = with_safe_cards_up(board::Board::new(game));
        let mut moves = Vec::new();
        start.moves(&mut moves);
        moves.iter().any(|&step| start.empties(step))
    });
}

/// The cards above each suit's built rank, for U.
fn rest(built: [u8; 4]) -> Vec<Card> {
    let suits: Vec<Suit> = Suit::all().collect();
    standard_deck()
        .into_iter()
        .filter(|card| {
            let s = suits.iter().position(|x| *x == card.suit).unwrap();
            card.rank.number() > built[s]
        })
        .collect()
}

#[test]
fn safe_cards_follow_the_colour_rule() {
    let safe = |built: [u8; 4], code: &str| {
        let game = position(Draw::One, built, Default::default(), &rest(built), &[]);
        board::Board::new(&game).is_safe(board::id(c(code)))
    };
    // Spades, hearts, diamonds, clubs.
    assert!(safe([4, 3, 2, 3], "4H"), "both black fours are up");
    assert!(
        safe([4, 3, 2, 3], "5H"),
        "black fours can go up, the red three too"
    );
    assert!(
        !safe([4, 3, 1, 3], "5H"),
        "3♦ may need 4♠ to lie on, and 4♠ 5♥"
    );
    assert!(
        !safe([4, 3, 2, 3], "5S"),
        "a red four is not even ready to go up"
    );
    assert!(safe([4, 3, 2, 3], "4C"));
    assert!(!safe([4, 5, 2, 4], "6H"));
    assert!(safe([0, 0, 0, 0], "AS") && safe([0, 1, 0, 0], "2H"));
}

#[test]
fn with_draw_three_a_safe_card_in_v_stays_when_it_keeps_the_turns_in_step() {
    // V is J♥ 8♦, U turns 9♥ then Q♦: 8♦ can go up at once, but then 9♥ only shows
    // after Q♦ has gone; keeping 8♦ lets turns of three show 9♥ (found by the
    // comparison with the plain search).
    let game = position(
        Draw::Three,
        [13, 8, 7, 11],
        [
            (&[], &[]),
            (&[c("KD"), c("TD"), c("TH")], &[c("QH")]),
            (&[], &[c("JD")]),
            (&[], &[]),
            (&[], &[c("KH")]),
            (&[], &[c("QC")]),
            (&[c("9D")], &[c("KC")]),
        ],
        &[c("QD"), c("9H")],
        &[c("JH"), c("8D")],
    );
    let Verdict::Winnable(line) = game.solve(&Limits::default()).verdict else {
        panic!("the position is won");
    };
    assert!(replays_to_a_win(&game, &line));
}

#[test]
fn a_hint_is_the_first_move_of_a_winning_line() {
    let game = deal(3, Draw::One);
    let (hint, solution) = game.hint(&Limits::nodes(500_000));
    if let Verdict::Winnable(line) = solution.verdict {
        assert_eq!(hint, line.first().copied());
        let mut next = game.clone();
        next.apply(hint.unwrap()).unwrap();
        assert!(matches!(
            next.solve(&Limits::nodes(500_000)).verdict,
            Verdict::Winnable(_)
        ));
    } else {
        assert_eq!(hint, None);
    }
}

/// The board with every card that may change parents (see [`board::Layout`]) moved
/// onto the lower-numbered of its two parents, by legal moves.
fn lower_parents(board: &board::Board) -> board::Board {
    let mut board = board.clone();
    let mut swaps = Vec::new();
    loop {
        swaps.clear();
        board.swaps(&mut swaps);
        let lower = swaps.iter().copied().find(|&swap| match swap {
            board::Step::ColumnToColumn { from, to, count } => {
                let from = &board.cols[usize::from(from)];
                let parent = from[from.len() - usize::from(count) - 1];
                board.cols[usize::from(to)]
                    .last()
                    .is_some_and(|&other| other < parent)
            }
            _ => false,
        });
        match lower {
            Some(swap) => {
                board.apply(swap);
            }
            None => return board,
        }
    }
}

#[test]
fn equal_keys_are_equal_positions_up_to_the_parents_of_cards_that_may_change_them() {
    // Random walks of the solver's own moves from deals in both draws: every key met
    // names one position only (foundations, columns, face-down counts, the talon, and
    // with draw three V's size) once each card that may change parents lies on its
    // lower-numbered parent; the layouts that differ only by that share a key; and the
    // walk meets positions twice, and cards that may change parents, often enough.
    let mut rng = cards::seeded(99);
    // A key is exact within one search, that is from one start: keys by deal.
    let mut keys: std::collections::HashMap<(u64, Vec<u64>), String> = Default::default();
    let (mut again, mut moved) = (0, 0);
    for seed in 1..=30 {
        let draw = if seed % 2 == 0 {
            Draw::One
        } else {
            Draw::Three
        };
        let start = board::Board::new(&deal(seed, draw));
        for _ in 0..20 {
            let mut board = start.clone();
            let mut moves = Vec::new();
            for _ in 0..80 {
                let words = board.layout.words;
                let mut key = vec![0; words];
                board.key(&mut key);
                let lower = lower_parents(&board);
                let mut lower_key = vec![0; words];
                lower.key(&mut lower_key);
                assert_eq!(key, lower_key, "{board:?}");
                if lower != board {
                    moved += 1;
                }
                let pos = if lower.draw_three { lower.pos } else { 0 };
                // Columns without face-down cards are a set (which column holds a
                // run changes nothing); the others keep their places.
                let mut open: Vec<&Vec<u8>> = (0..7)
                    .filter(|&c| lower.down[c] == 0 && !lower.cols[c].is_empty())
                    .map(|c| &lower.cols[c])
                    .collect();
                open.sort();
                let placed: Vec<(usize, u8, &Vec<u8>)> = (0..7)
                    .filter(|&c| lower.down[c] > 0)
                    .map(|c| (c, lower.down[c], &lower.cols[c]))
                    .collect();
                let exact = format!(
                    "{:?} {placed:?} {open:?} {:?} {pos}",
                    lower.built, lower.talon
                );
                match keys.insert((seed, key), exact.clone()) {
                    Some(other) if other != exact => panic!("one key:\n{other}\n{exact}"),
                    Some(_) => again += 1,
                    None => {}
                }
                moves.clear();
                board.moves(&mut moves);
                if moves.is_empty() {
                    break;
                }
                board.apply(moves[rng.random_range(0..moves.len())]);
            }
        }
    }
    assert!(
        keys.len() > 10_000 && again > 1000 && moved > 100,
        "{} {again} {moved}",
        keys.len()
    );
}

#[test]
fn a_search_run_again_after_a_node_limit_goes_on_as_though_never_stopped() {
    // Both move orders: each order's searches go on from where they stopped.
    let cases = [(8, Draw::One), (11, Draw::Three), (2, Draw::Three)];
    for ((seed, draw), reveal_first) in cases
        .into_iter()
        .flat_map(|case| [(case, true), (case, false)])
    {
        let game = deal(seed, draw);
        let started = Stopwatch::start();
        let mut whole = game.new_search(Limits::MEMORY, None, reveal_first, false);
        let once = whole.run(&Limits::nodes(30_000), &started);
        let mut parts = game.new_search(Limits::MEMORY, None, reveal_first, false);
        let mut stops = 0;
        let mut cap = 0;
        let again = loop {
            cap = (cap + 97).min(30_000);
            match parts.run(&Limits::nodes(cap), &started) {
                Err(Stop::Nodes) if cap < 30_000 => stops += 1,
                outcome => break outcome,
            }
        };
        assert_eq!(once, again, "seed {seed}");
        assert_eq!(whole.nodes, parts.nodes, "seed {seed}");
        assert_eq!(whole.table.len(), parts.table.len(), "seed {seed}");
        let line = |search: &Search| search.made.iter().map(|m| m.step).collect::<Vec<_>>();
        assert_eq!(line(&whole), line(&parts), "seed {seed}");
        assert!(stops > 0, "seed {seed}");
    }
}

/// The board after its safe cards have gone up, as the search sees every position.
fn with_safe_cards_up(mut board: board::Board) -> board::Board {
    while let Some(step) = board.safe_step() {
        board.apply(step);
    }
    board
}

fn key_of(board: &board::Board) -> Vec<u64> {
    let mut key = vec![0; board.layout.words];
    board.key(&mut key);
    key
}

/// Random walks of the solver's own moves, safe cards up after each, from deals 1–40
/// (draw one on even seeds, three on odd), 20 of at most 80 moves from each deal, the
/// moves chosen by a generator of `seed`: `visit` sees every position met.
fn on_random_walks(seed: u64, mut visit: impl FnMut(&board::Board)) {
    let mut rng = cards::seeded(seed);
    for deal_seed in 1..=40 {
        let draw = if deal_seed % 2 == 0 {
            Draw::One
        } else {
            Draw::Three
        };
        let start = with_safe_cards_up(board::Board::new(&deal(deal_seed, draw)));
        for _ in 0..20 {
            let mut board = start.clone();
            let mut steps = Vec::new();
            for _ in 0..80 {
                visit(&board);
                steps.clear();
                board.moves(&mut steps);
                if steps.is_empty() {
                    break;
                }
                board.apply(steps[rng.random_range(0..steps.len())]);
                board = with_safe_cards_up(board);
            }
        }
    }
}

#[test]
fn a_card_moved_alone_onto_its_other_parent_leads_nowhere_new() {
    // Why the search leaves that move out (Search::expand): from a position whose safe
    // cards are up, the move and the safe cards after it lead to a position with the
    // same key, or to the covered parent up, which is a move made from the other parent.
    // Checked on random walks of the solver's own moves in both draws.
    let (mut same, mut up) = (0, 0);
    on_random_walks(7, |board| {
        let mut swaps = Vec::new();
        board.swaps(&mut swaps);
        for &swap in &swaps {
            let mut alone = board.clone();
            alone.apply(swap);
            let alone = with_safe_cards_up(alone);
            if key_of(&alone) == key_of(board) {
                same += 1;
                continue;
            }
            let board::Step::ColumnToColumn { from, .. } = swap else {
                panic!("a swap moves a run between columns");
            };
            let mut then_up = board.clone();
            then_up.apply(swap);
            then_up.apply(board::Step::ColumnUp(from));
            let then_up = with_safe_cards_up(then_up);
            assert_eq!(key_of(&alone), key_of(&then_up), "{board:?}\n{swap:?}");
            up += 1;
        }
    });
    assert!(
        same > 1000,
        "{same} swaps back to the same key, {up} with the parent up"
    );
}

#[test]
fn a_move_onto_a_column_is_the_one_the_move_list_has() {
    // Board::move_onto against the whole move list, on random walks of the solver's
    // own moves in both draws: for each card that may change parents, after its run
    // moved onto the other parent, the list's moves of its twin onto the parent.
    let (mut found, mut none) = (0, 0);
    on_random_walks(11, |board| {
        let mut swaps = Vec::new();
        board.swaps(&mut swaps);
        for &swap in &swaps {
            let board::Step::ColumnToColumn { from, count, .. } = swap else {
                panic!("a swap moves a run between columns");
            };
            let cards = &board.cols[usize::from(from)];
            let twin = board::twin(cards[cards.len() - usize::from(count)]);
            let mut after = board.clone();
            after.apply(swap);
            let mut all = Vec::new();
            after.moves(&mut all);
            let listed: Vec<board::Step> = all
                .into_iter()
                .filter(|&step| match step {
                    board::Step::TalonToColumn { to, .. } => to == from,
                    board::Step::ColumnToColumn { from: f, to, count } => {
                        let run = &after.cols[usize::from(f)];
                        to == from && run[run.len() - usize::from(count)] == twin
                    }
                    _ => false,
                })
                .collect();
            let onto = after.move_onto(twin, from);
            assert_eq!(listed, onto.into_iter().collect::<Vec<_>>(), "{after:?}");
            if onto.is_some() {
                found += 1;
            } else {
                none += 1;
            }
        }
    });
    assert!(found > 100 && none > 100, "{found} found, {none} none");
}

#[test]
fn the_kings_moves_into_an_emptied_column_are_those_the_move_list_has() {
    // Board::kings_into against the whole move list, on random walks of the solver's
    // own moves in both draws: after each move that empties a column, the list's
    // moves into it, in its order.
    let (mut found, mut emptied) = (0, 0);
    on_random_walks(12, |board| {
        let mut steps = Vec::new();
        board.moves(&mut steps);
        for &step in steps.iter().filter(|&&step| board.empties(step)) {
            let board::Step::ColumnToColumn { from, .. } = step else {
                panic!("an emptying moves a run between columns");
            };
            let mut after = board.clone();
            after.apply(step);
            let mut all = Vec::new();
            after.moves(&mut all);
            all.retain(|&step| match step {
                board::Step::TalonToColumn { to, .. } | board::Step::ColumnToColumn { to, .. } => {
                    to == from
                }
                _ => false,
            });
            let mut kings = Vec::new();
            after.kings_into(from, &mut kings);
            assert_eq!(all, kings, "{after:?}");
            emptied += 1;
            found += kings.len();
        }
    });
    assert!(
        emptied > 100 && found > 100,
        "{emptied} emptied, {found} kings"
    );
}
