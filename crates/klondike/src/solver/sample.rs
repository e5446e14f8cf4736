//! A player that does not peek: it is given only [`View`]s, remembers what U has shown,
//! deals the cards it has not seen into the places it cannot see, solves each such
//! sample with the solver after each candidate move, and plays the move that wins in
//! the most samples.
//!
//! What it remembers: V is in every view; U's cards are learnt when V is turned back
//! into U (V's cards, in order, become U's). So before anything else it turns U through
//! once: a pass changes nothing but what is known (with draw three too, from the deal,
//! where V is empty and the turns fall on the same cards after a refill).

use std::collections::HashSet;
use std::time::{Duration, Instant};

use cards::{Card, GameRng, Pile};

use super::board::{self, Board, Step};
use super::{Limits, Verdict};
use crate::moves::Move;
use crate::state::{Column, Klondike};
use crate::view::View;

/// What the player may spend on one choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// Samples of the unseen cards solved for one choice, in all or for the favoured
    /// candidate ([`Budget::until`]): the bandit gives them out to the candidates ten
    /// at a time (see [`Player::decide`]).
    pub samples: u32,
    /// Most positions the solver may expand for one sample after one candidate move.
    /// The search reaches about two positions for each it expands (the others are
    /// known already), so lonelybot's limit of 1,000 positions reached, repeats
    /// counted, is about 500 of these.
    pub nodes: u64,
    /// Most time for one choice: no further sample is started after it (the first
    /// always is), so choices within it depend on the machine's speed.
    pub time: Option<Duration>,
    /// What `samples` counts.
    pub until: Until,
}

/// When the player has sampled enough for a choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Until {
    /// Once `samples` have been solved in all.
    #[default]
    Total,
    /// Once the candidate the bandit favours has had more than `samples` (lonelybot's
    /// rule): a close choice gets more samples than a clear one.
    Favoured,
}

impl Default for Budget {
    fn default() -> Budget {
        // On draw-three deals 1001-1300 (`--deals 300 --seed 1001`): 200 samples in all
        // of 1,000 positions won 116, 400 in all of 500 won 130, and this, at about
        // the same time a deal, won 135. On deals 1001-1100, 200 samples in all won
        // 41 and 400 won 38.
        Budget {
            samples: 70,
            nodes: 500,
            time: None,
            until: Until::Favoured,
        }
    }
}

/// The player's choice: the moves to make (turns of U that bring a card to V's top,
/// then the card's move), and how it fared in the samples.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    pub moves: Vec<Move>,
    /// Samples the move won in.
    pub wins: u32,
    /// Samples solved (0 when the move needed none: U turned to see it, a safe card
    /// up, or the only move).
    pub samples: u32,
}

impl Choice {
    fn plain(moves: Vec<Move>) -> Choice {
        Choice {
            moves,
            wins: 0,
            samples: 0,
        }
    }
}

/// A player that sees what a person sees (see the module's comment).
#[derive(Debug, Clone)]
pub struct Player {
    budget: Budget,
    rng: GameRng,
    /// U's cards in the order `U` turns them, where seen (`None`: not yet).
    stock: Vec<Option<Card>>,
    /// The last view observed.
    last: Option<View>,
}

/// Whether two views show the same position (the move counters aside).
fn same_position(a: &View, b: &View) -> bool {
    a.stock == b.stock
        && a.waste == b.waste
        && a.foundations == b.foundations
        && a.columns == b.columns
        && a.draw == b.draw
}

/// A candidate: the game's moves, the game after them on the player's first sample,
/// and its samples so far.
struct Candidate {
    moves: Vec<Move>,
    after: Klondike,
    wins: u32,
    played: u32,
}

impl Player {
    /// A player whose samples follow from `seed`.
    pub fn new(budget: Budget, seed: u64) -> Player {
        Player {
            budget,
            rng: cards::seeded(seed),
            stock: Vec::new(),
            last: None,
        }
    }

    /// Learns from a view: call it after every move (a view after several moves at once
    /// may forget what U holds, which is then learnt again by turning it through).
    pub fn observe(&mut self, view: &View) {
        if view.stock > cards::PACK_SIZE {
            // Not a view of one deck: nothing to remember.
            self.stock.clear();
            self.last = None;
            return;
        }
        if let Some(last) = &self.last {
            if same_position(last, view) {
                return;
            }
            let (was, now) = (last.waste.len(), view.waste.len());
            self.stock = if view.stock == last.stock && self.stock.len() == last.stock {
                // A card left V or nothing happened to U and V.
                std::mem::take(&mut self.stock)
            } else if view.stock < last.stock
                && now == was + (last.stock - view.stock)
                && view.waste[..was] == last.waste[..]
            {
                // Turned: U's next cards went to V.
                self.stock
                    .split_off((last.stock - view.stock).min(self.stock.len()))
            } else if last.stock == 0 && now == 0 && view.stock == was {
                // V turned back over into U, in order.
                last.waste.iter().copied().map(Some).collect()
            } else if view.stock > last.stock
                && was == now + (view.stock - last.stock)
                && last.waste[..now] == view.waste[..]
            {
                // A turn taken back: V's top cards are U's next again.
                let mut stock: Vec<Option<Card>> =
                    last.waste[now..].iter().copied().map(Some).collect();
                stock.append(&mut self.stock);
                stock
            } else {
                Vec::new()
            };
        }
        if self.stock.len() != view.stock {
            self.stock = vec![None; view.stock];
        }
        self.last = Some(view.clone());
    }

    /// The cards the player has not seen: not in view and not remembered in U.
    fn unseen(&self, view: &View) -> Vec<Card> {
        let mut seen = [false; 52];
        let shown = view
            .waste
            .iter()
            .chain(view.foundations.iter().flatten())
            .chain(view.columns.iter().flat_map(|c| c.up.iter()))
            .chain(self.stock.iter().flatten());
        for &card in shown {
            seen[usize::from(board::id(card))] = true;
        }
        (0..52u8)
            .filter(|&id| !seen[usize::from(id)])
            .map(board::card)
            .collect()
    }

    /// A game like the view, with `hidden` dealt into the face-down places, column A
    /// first, each bottom to top.
    fn sample(&self, view: &View, hidden: &[Card]) -> Klondike {
        let mut hidden = hidden.iter().copied();
        let tableau = std::array::from_fn(|i| {
            let column = &view.columns[i];
            Column {
                down: hidden.by_ref().take(column.down).collect(),
                up: Pile::from_vec(column.up.clone()),
            }
        });
        // U's last card is turned next.
        let stock = self.stock.iter().rev().flatten().copied().collect();
        Klondike {
            draw: view.draw,
            stock: Pile::from_vec(stock),
            waste: Pile::from_vec(view.waste.clone()),
            foundations: std::array::from_fn(|i| Pile::from_vec(view.foundations[i].clone())),
            tableau,
            moves: view.moves,
        }
    }

    /// The move to make from `view`, never to a position in `avoid` (compared without
    /// the move counters); `None` when the game is won or the player finds no move.
    pub fn decide(&mut self, view: &View, avoid: &[View]) -> Option<Choice> {
        let started = Instant::now();
        self.observe(view);
        if view.foundations.iter().map(Vec::len).sum::<usize>() == 52 {
            return None;
        }
        if self.stock.iter().any(Option::is_none) {
            return Some(Choice::plain(vec![Move::Turn]));
        }
        let mut hidden = self.unseen(view);
        let slots = view
            .columns
            .iter()
            .try_fold(0usize, |sum, c| sum.checked_add(c.down));
        if slots != Some(hidden.len()) || view.stock != self.stock.len() {
            // Not a view of a whole deck: nothing sound to sample.
            return None;
        }
        cards::shuffle(&mut hidden, &mut self.rng);
        let base = self.sample(view, &hidden);
        let board = Board::new(&base);
        // A safe card goes up whatever lies face down (the solver's own rule).
        if let Some(step) = board.safe_step() {
            return step_moves(&base, &board, step).map(Choice::plain);
        }
        let mut candidates = candidates(&base, avoid);
        if candidates.len() <= 1 {
            return candidates.pop().map(|c| Choice::plain(c.moves));
        }
        if hidden.len() <= 1 {
            // Nothing unseen: the game itself is the one sample.
            return Some(self.solve_known(&base, candidates));
        }
        let limits = Limits {
            nodes: self.budget.nodes,
            memory: 64 << 20,
            ..Limits::default()
        };
        let downs: [usize; 7] = std::array::from_fn(|i| view.columns[i].down);
        // The same samples for every candidate, in the same order (common random
        // numbers): the candidates' differences are not those of their samples.
        let mut pool: Vec<Vec<Card>> = Vec::new();
        let mut total = 0u32;
        let mut spare = None;
        let best = loop {
            let enough = match self.budget.until {
                Until::Total => total >= self.budget.samples,
                Until::Favoured => candidates.iter().any(|c| c.played > self.budget.samples),
            };
            if enough || self.budget.time.is_some_and(|t| started.elapsed() >= t) && total > 0 {
                break most_played(&candidates);
            }
            let pick = bandit_pick(&candidates, total);
            let candidate = &mut candidates[pick];
            for n in candidate.played..candidate.played + BATCH {
                let n = n as usize;
                while pool.len() <= n {
                    cards::shuffle(&mut hidden, &mut self.rng);
                    pool.push(hidden.clone());
                }
                let game = dealt(&candidate.after, &downs, &pool[n]);
                candidate.wins += u32::from(game.wins(&limits, &mut spare) == Some(true));
            }
            candidate.played += BATCH;
            total += BATCH;
        };
        let chosen = candidates.swap_remove(best);
        Some(Choice {
            moves: chosen.moves,
            wins: chosen.wins,
            samples: chosen.played,
        })
    }

    /// With nothing unseen: the solver's winning line if it finds one within the whole
    /// budget, else the first candidate in the solver's order.
    fn solve_known(&self, base: &Klondike, mut candidates: Vec<Candidate>) -> Choice {
        let limits = Limits {
            nodes: self
                .budget
                .nodes
                .saturating_mul(u64::from(self.budget.samples)),
            time: self.budget.time,
            memory: 256 << 20,
            ..Limits::default()
        };
        match base.solve(&limits).verdict {
            Verdict::Winnable(line) if !line.is_empty() => Choice {
                moves: line,
                wins: 1,
                samples: 1,
            },
            _ => Choice::plain(candidates.swap_remove(0).moves),
        }
    }
}

/// Samples given to a candidate at a time.
const BATCH: u32 = 10;

/// The bandit's weight of exploring (UCB1's c).
const EXPLORE: f64 = 2.0;

/// The candidate to sample next: the highest upper bound (UCB1), a candidate not yet
/// sampled first; ties go to the first, in the solver's order.
fn bandit_pick(candidates: &[Candidate], total: u32) -> usize {
    let ln = f64::from(total.max(1)).ln();
    let mut best = (0, f64::NEG_INFINITY);
    for (i, c) in candidates.iter().enumerate() {
        let bound = if c.played == 0 {
            f64::INFINITY
        } else {
            let n = f64::from(c.played);
            f64::from(c.wins) / n + EXPLORE * (ln / n).sqrt()
        };
        if bound > best.1 {
            best = (i, bound);
        }
    }
    best.0
}

/// The candidate sampled most (then the most wins, then the first).
fn most_played(candidates: &[Candidate]) -> usize {
    candidates
        .iter()
        .enumerate()
        .max_by_key(|(i, c)| (c.played, c.wins, std::cmp::Reverse(*i)))
        .map_or(0, |(i, _)| i)
}

/// `after` with the unseen cards `hidden` dealt into the places that were face down
/// before the candidate (`downs` a column), column A first, each bottom to top: the
/// candidate made on that sample. Its moves turn at most one card, the last move's,
/// which is then its column's only face-up card.
fn dealt(after: &Klondike, downs: &[usize; 7], hidden: &[Card]) -> Klondike {
    let mut game = after.clone();
    let mut at = 0;
    for (column, &down) in game.tableau.iter_mut().zip(downs) {
        let still = column.down.len();
        column.down = hidden[at..at + still].iter().copied().collect();
        if still < down && column.up.len() == 1 {
            column.up = Pile::from_vec(vec![hidden[at + still]]);
        }
        at += down;
    }
    game
}

/// Most positions reached by moves that can be taken back, for one choice.
const MOST_REARRANGED: usize = 2_000;

/// The candidates from `base`: each position reached by moves that can be taken back
/// (a run moved between columns that turns no card and leaves its column not empty),
/// followed by one move that cannot (one that turns a card, puts a card up, takes a
/// card from V or empties a column). Only such a move changes what is known or what
/// is left to do, so these are what the samples compare. Each leads to a different
/// position, none to one in `avoid`; in the solver's order from `base` first.
fn candidates(base: &Klondike, avoid: &[View]) -> Vec<Candidate> {
    let root = Board::new(base);
    let mut reached: HashSet<[Vec<board::Id>; 7]> = HashSet::new();
    reached.insert(root.cols.clone());
    let mut ends: HashSet<([Vec<board::Id>; 7], Vec<board::Id>, usize)> = HashSet::new();
    // Positions still to look from, with the steps (and their cards) that reach them.
    let mut queue = std::collections::VecDeque::from([(root, Vec::new())]);
    let mut found = Vec::new();
    let mut steps = Vec::new();
    while let Some((board, path)) = queue.pop_front() {
        steps.clear();
        board.moves(&mut steps);
        for &step in &steps {
            let mut next = board.clone();
            let made = next.apply(step);
            let mut line: Vec<(Step, board::Id)> = path.clone();
            line.push((step, made.card));
            let can_take_back = match step {
                Step::ColumnToColumn { from, .. } => {
                    !made.flipped() && !next.cols[usize::from(from)].is_empty()
                }
                _ => false,
            };
            if can_take_back {
                if reached.len() < MOST_REARRANGED && reached.insert(next.cols.clone()) {
                    queue.push_back((next, line));
                }
            } else if ends.insert((next.cols.clone(), next.talon.clone(), next.pos)) {
                found.push(line);
            }
        }
    }
    found
        .into_iter()
        .filter_map(|line| {
            let mut after = base.clone();
            let mut moves = Vec::new();
            for (step, card) in line {
                moves.extend(after.play_step(step, board::card(card))?);
            }
            let next = after.view();
            (!avoid.iter().any(|v| same_position(v, &next))).then_some(Candidate {
                moves,
                after,
                wins: 0,
                played: 0,
            })
        })
        .collect()
}

/// The game's moves for a step of `board` (made from `game`), played on a copy.
fn step_moves(game: &Klondike, board: &Board, step: Step) -> Option<Vec<Move>> {
    let card = match step {
        Step::ColumnUp(col) | Step::ColumnToColumn { from: col, .. } => {
            let cards = &board.cols[usize::from(col)];
            let count = match step {
                Step::ColumnToColumn { count, .. } => usize::from(count),
                _ => 1,
            };
            *cards.get(cards.len().checked_sub(count)?)?
        }
        Step::TalonUp(index) | Step::TalonToColumn { index, .. } => {
            *board.talon.get(usize::from(index))?
        }
    };
    let mut copy = game.clone();
    copy.play_step(step, board::card(card))
}

/// How a game played by a [`Player`] ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Played {
    pub won: bool,
    /// The game's moves made.
    pub moves: u32,
    /// Choices made by solving samples.
    pub sampled: u32,
}

/// Most choices in one game: far more than any game takes (each choice but the turns
/// of the first pass leads to a position not seen before).
const MOST_CHOICES: u32 = 5_000;

/// The player that does not peek, seated at the one table ([`contract::table::run`]):
/// it plans a choice (a move, or a turn and what follows it) from its view, plays it
/// out move by move, and gives up when it sees nothing worth doing, or after
/// [`MOST_CHOICES`] choices.
pub struct Seated<'p> {
    player: &'p mut Player,
    /// The views choices were made in: a choice that leads back to one is avoided.
    visited: Vec<View>,
    plan: std::collections::VecDeque<Move>,
    choices: u32,
    /// Choices made by solving samples.
    pub sampled: u32,
}

impl<'p> Seated<'p> {
    pub fn new(player: &'p mut Player) -> Seated<'p> {
        Seated {
            player,
            visited: Vec::new(),
            plan: std::collections::VecDeque::new(),
            choices: 0,
            sampled: 0,
        }
    }
}

impl contract::Player<Klondike> for Seated<'_> {
    fn decide(
        &mut self,
        seat: &contract::Seat<'_, Klondike>,
        _legal: &[Move],
    ) -> contract::Decision<Move> {
        let view = seat.view();
        // Every position the moves pass through shows U's cards as they come.
        self.player.observe(&view);
        if let Some(mv) = self.plan.pop_front() {
            return contract::Decision::Act(mv);
        }
        if self.choices >= MOST_CHOICES {
            return contract::Decision::Quit;
        }
        let Some(choice) = self.player.decide(&view, &self.visited) else {
            return contract::Decision::Quit;
        };
        self.choices += 1;
        self.visited.push(view);
        self.sampled += u32::from(choice.samples > 0);
        self.plan = choice.moves.into();
        match self.plan.pop_front() {
            Some(mv) => contract::Decision::Act(mv),
            None => contract::Decision::Quit,
        }
    }

    /// A planned move the rules refuse ends the plan: the next choice is made anew.
    fn refused(&mut self, _action: Move, _why: &str) -> contract::table::Retry {
        self.plan.clear();
        contract::table::Retry::Again
    }

    /// Its moves are judged by the engine (a turn of U is one move however it is named).
    fn off_list(&self) -> bool {
        true
    }
}

/// Plays `game` to its end with `player`, without undo, at the one table: the player is
/// shown only views.
pub fn play_out(game: Klondike, player: &mut Player) -> Played {
    let mut table = contract::Table::new(game);
    let mut seated = Seated::new(player);
    contract::table::run(&mut table, &mut [&mut seated], &mut [], &mut Vec::new());
    let game = table.game();
    Played {
        won: game.is_won(),
        moves: game.moves(),
        sampled: seated.sampled,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::Draw;

    fn deal(seed: u64, draw: Draw) -> Klondike {
        Klondike::deal(&mut cards::seeded(seed), draw)
    }

    fn small() -> Budget {
        Budget {
            samples: 3,
            nodes: 300,
            time: None,
            until: Until::Total,
        }
    }

    #[test]
    fn one_pass_through_u_teaches_the_player_its_order() {
        for draw in [Draw::One, Draw::Three] {
            let mut game = deal(3, draw);
            let mut player = Player::new(small(), 1);
            player.observe(&game.view());
            assert!(player.stock.iter().all(Option::is_none));
            while player.stock.iter().any(Option::is_none) {
                game.apply(Move::Turn).unwrap();
                player.observe(&game.view());
            }
            game.apply(Move::Turn).unwrap();
            player.observe(&game.view());
            let known: Vec<Card> = player.stock.iter().flatten().copied().collect();
            let real: Vec<Card> = game.stock().iter().rev().copied().collect();
            assert_eq!(known, real, "draw {draw}");
            assert!(!known.is_empty());
        }
    }

    #[test]
    fn the_face_down_cards_do_not_change_the_choices() {
        for (seed, draw) in [(1, Draw::One), (2, Draw::Three), (5, Draw::One)] {
            let mut real = deal(seed, draw);
            // The same deal with the face-down cards dealt otherwise.
            let mut other = real.clone();
            let mut down: Vec<Card> = other
                .tableau
                .iter()
                .flat_map(|c| c.down.iter().copied())
                .collect();
            down.rotate_left(5);
            let mut down = down.into_iter();
            for column in &mut other.tableau {
                let n = column.down.len();
                column.down = down.by_ref().take(n).collect();
            }
            assert_ne!(real, other);
            let (mut a, mut b) = (Player::new(small(), 7), Player::new(small(), 7));
            let mut sampled = 0;
            // Until a card is turned face up the two views stay alike.
            while real.view() == other.view() {
                let (ca, cb) = (a.decide(&real.view(), &[]), b.decide(&other.view(), &[]));
                assert_eq!(ca, cb, "seed {seed}");
                let Some(choice) = ca else { break };
                sampled += u32::from(choice.samples > 0);
                for mv in choice.moves {
                    real.apply(mv).unwrap();
                    other.apply(mv).unwrap();
                    a.observe(&real.view());
                    b.observe(&other.view());
                }
            }
            assert!(sampled > 0, "seed {seed}: no choice was sampled");
        }
    }

    /// Random games played a while: each candidate ends in the one move of its string
    /// that cannot be taken back, and made on another sample it gives the game its
    /// moves give there.
    #[test]
    fn candidates_end_in_one_move_that_cannot_be_taken_back() {
        let mut longer = 0;
        for seed in 1..=12 {
            let draw = if seed % 2 == 0 {
                Draw::Three
            } else {
                Draw::One
            };
            let mut game = deal(seed, draw);
            let mut rng = cards::seeded(seed);
            for _ in 0..40 {
                let view = game.view();
                let mut player = Player::new(small(), seed);
                // Every card of U known, as after the first pass.
                player.stock = game.stock().iter().rev().copied().map(Some).collect();
                player.last = Some(view.clone());
                let mut hidden = player.unseen(&view);
                let base = player.sample(&view, &hidden);
                let found = candidates(&base, &[]);
                let downs: [usize; 7] = std::array::from_fn(|i| view.columns[i].down);
                cards::shuffle(&mut hidden, &mut rng);
                for candidate in &found {
                    let mut other = player.sample(&view, &hidden);
                    for &mv in &candidate.moves {
                        other.apply(mv).unwrap();
                    }
                    assert_eq!(dealt(&candidate.after, &downs, &hidden), other);
                    // Only the last move changes what can be undone or is known.
                    let shifts = candidate.moves.iter().filter(|m| !matches!(m, Move::Turn));
                    longer += usize::from(shifts.count() > 1);
                    let after = candidate.after.view();
                    let turned = (0..7).any(|i| after.columns[i].down < view.columns[i].down);
                    let progress = turned
                        || after.foundations != view.foundations
                        || after.stock + after.waste.len() < view.stock + view.waste.len()
                        || after.columns.iter().filter(|c| c.up.is_empty()).count()
                            > view.columns.iter().filter(|c| c.up.is_empty()).count();
                    assert!(progress, "seed {seed}: {:?}", candidate.moves);
                }
                let Some(first) = found.first() else { break };
                for &mv in &first.moves {
                    game.apply(mv).unwrap();
                }
            }
        }
        assert!(longer > 0, "no candidate rearranged the columns first");
    }

    /// Under lonelybot's rule the choice made is the candidate that passed the
    /// samples first; in all, more than the samples may have been solved.
    #[test]
    fn the_favoured_rule_stops_when_a_candidate_passes_the_samples() {
        let budget = Budget {
            samples: 20,
            until: Until::Favoured,
            ..small()
        };
        let mut sampled = 0;
        for seed in 1..=4 {
            let mut game = deal(seed, Draw::Three);
            let mut player = Player::new(budget, seed);
            for _ in 0..30 {
                let view = game.view();
                let Some(choice) = player.decide(&view, &[]) else {
                    break;
                };
                // With one card face down or none, the game itself is solved instead.
                let down: usize = view.columns.iter().map(|c| c.down).sum();
                if choice.samples > 0 && down > 1 {
                    assert!(choice.samples > 20 && choice.samples <= 20 + BATCH);
                    sampled += 1;
                }
                for mv in choice.moves {
                    game.apply(mv).unwrap();
                    player.observe(&game.view());
                }
            }
        }
        assert!(sampled > 0, "no choice was sampled");
    }

    #[test]
    fn the_player_wins_some_deals_and_ends_every_one() {
        let mut won = 0;
        for seed in 1..=6 {
            let mut player = Player::new(small(), seed);
            let played = play_out(deal(seed, Draw::One), &mut player);
            assert!(played.moves > 0);
            won += u32::from(played.won);
        }
        assert!(won >= 2, "won {won} of 6");
    }

    #[test]
    fn a_won_game_or_a_view_of_no_whole_deck_gives_no_choice() {
        let mut player = Player::new(small(), 1);
        let mut view = deal(1, Draw::One).view();
        view.waste.push(view.columns[0].up[0]);
        assert_eq!(player.stock.len(), 0);
        // Two of one card: not a deck; U is unknown, so U is turned first.
        assert_eq!(
            player.decide(&view, &[]).map(|c| c.moves),
            Some(vec![Move::Turn])
        );
        view.stock = 0;
        assert_eq!(player.decide(&view, &[]), None);
        view.stock = usize::MAX;
        view.columns[1].down = usize::MAX;
        assert_eq!(player.decide(&view, &[]), None);
        view.stock = 0;
        assert_eq!(player.decide(&view, &[]), None);
    }
}
