//! The searching computer player (level `hard`).
//!
//! The opponent's hand and the stock are hidden, so the searcher never looks at them:
//! from the [`View`] alone it deals the unseen cards at random in ways that agree with
//! what it has seen (its own hand, the open pile, the cards kept at the cut, every
//! hand's size). As a computer player ([`SearchBot`]) it also listens to the table's
//! public events and reads the other hands from them ([`Reading`]: module `reading`
//! for what a draw shows, module `belief` for what every action shows when the others
//! play as the heuristic player does); module `deal` deals from both, fast. Three
//! methods ([`Method`]) work on those deals:
//!
//! - [`Method::Playouts`] (the default, the strongest measured): flat Monte Carlo, each
//!   candidate action played out to the hand's end on every deal by heuristic players
//!   who each see only their own view (module `playout`).
//! - [`Method::Tree`]: information-set Monte Carlo tree search over our own choices
//!   (module `tree`); no stronger than flat playouts, and slower.
//! - [`Method::AlphaBeta`]: the rules page's `serbian` computer player (the seed's
//!   phases 1 and 2), an anytime alpha-beta searcher with a transposition table that
//!   searches each deal as a game of perfect information and plays the action with the
//!   best mean value over the deals ("perfect information Monte Carlo"). The rest of
//!   this page is about it.
//!
//! Every method publishes its best action so far as it goes; a time budget
//! ([`SearchSettings::think`]) or a stop flag ends it from outside.
//!
//! The search deepens one turn at a time (iterative deepening); after each depth is
//! searched over every deal, the best action so far is published. A [`Search`] runs in
//! its own thread: [`Search::start`] begins it (the seed's BeginBestMove),
//! [`Search::best`] reads the best action found so far at any moment (BestMove), and
//! [`Search::stop`] ends it (EndBestMove). [`SearchBot`] is the same search run to a
//! node budget in the caller's thread, so that games between computer players repeat.
//! [`analyse`] gives the value of every candidate action.
//!
//! Values are from the searcher's side: a won hand is worth [`WIN`] plus the hand's
//! score difference (the opponents' points less its own, doubling included), a lost one
//! the negative; a position at the horizon is judged by the cards and points each side
//! holds, a jack held counting in its favour. With more than two players every opponent
//! minimizes ("paranoid" search).
//!
//! What a deal of perfect information gets wrong, and what the search does about it
//! (each measured with `karty makao simulate --seats search,heuristic`; searching every
//! action of both sides won only about 30% of hands against the heuristic player):
//!
//! - In a deal the opponent knows our hand, and would punish it perfectly: only the
//!   opponent's actions the heuristic player ranks best from the opponent's own view
//!   are searched ([`SearchSettings::opponent_moves`]).
//! - In a deal the stock's order is known: below the root our own draws are searched
//!   only when nothing can be laid, and depth counts turns, not actions, so that drawing
//!   cannot push the opponent's next move beyond the horizon.
//! - The horizon is short and the judgement there rough: our own candidates are the
//!   heuristic's best few ([`SearchSettings::my_moves`]), and its opinion of each adds
//!   to the searched value ([`SearchSettings::prior`]).
//!
//! The cut and the challenge are left to the [`HeuristicBot`]: the first lies beyond
//! any horizon (the deal follows it), and the rules say computer players always point
//! out a missing "makao".

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use cards::{Card, GameRng};

mod belief;
mod deal;
mod playout;
mod reading;
mod tree;

pub use reading::Reading;

use crate::action::Action;
use contract::{Bot, Seat};

use crate::bot::HeuristicBot;
use crate::game::{Event, Game, Phase};
use crate::scoring::hand_points;
use crate::state::Setup;
use crate::view::View;

/// The value of a won hand, beyond its score difference: about what a hand's scores
/// differ by, so that winning weighs, but a loss in one deal out of many does not
/// outweigh everything else.
pub const WIN: i32 = 200;
/// Values lie strictly between these.
const INFINITY: i32 = i32::MAX / 2;

/// How hard to search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SearchSettings {
    /// Deals of the unseen cards searched.
    pub samples: usize,
    /// The deepest search, in turns (a player's own follow-ups, such as laying the card
    /// just drawn or the card after an ace, are part of their turn).
    pub max_depth: u32,
    /// Nodes to visit over all deals and depths; `u64::MAX` searches until stopped (or
    /// `max_depth` is reached).
    pub nodes: u64,
    /// Drives the deals; the same view and seed give the same deals.
    pub seed: u64,
    /// How many of an opponent's actions are searched: the ones the heuristic player
    /// ranks best from the opponent's own view (0: all of them). In a deal the
    /// opponent's hand is known, but the opponent does not know ours; letting it choose
    /// among everything would make it punish our hand perfectly.
    pub opponent_moves: usize,
    /// How many of our own actions are searched, at the root and below: those the
    /// heuristic player ranks best (0: all). The search then chooses among good
    /// candidates, which its short horizon judges better than it judges everything.
    pub my_moves: usize,
    /// How much the heuristic player's opinion of each of our actions adds to its
    /// searched value, in percent of the heuristic's score (whose unit is 100 a card).
    pub prior: i32,
    /// How the search works: playouts (the default) or alpha-beta.
    pub method: Method,
    /// Playouts: how many deals to play every candidate out on; `u64::MAX` plays until
    /// stopped (or `think` is spent).
    pub deals: u64,
    /// Playouts: how many of our actions are played out, the heuristic's best (0: all).
    pub candidates: usize,
    /// Playouts: the percentage of moves in a playout chosen at random rather than by
    /// the heuristic.
    pub epsilon: u32,
    /// A time budget for the choice, on top of the other budgets: the search ends once
    /// this much time has passed since it began (`None`: no time limit, for
    /// reproducible play).
    pub think: Option<Duration>,
    /// Playouts: how many threads play deals out at once (1: only the caller's, so
    /// that a budget of deals repeats exactly).
    pub threads: usize,
}

/// How a [`Search`] looks for the best action.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Method {
    /// Flat Monte Carlo: every candidate played out by heuristic players on many deals
    /// of the unseen cards (module `playout`).
    #[default]
    Playouts,
    /// Alpha-beta with a transposition table over deals of the unseen cards, deepening
    /// one turn at a time.
    AlphaBeta,
    /// Information-set Monte Carlo tree search over our own choices, the opponents
    /// modelled by the heuristic (module `tree`); `deals` counts its iterations.
    Tree,
}

impl Default for SearchSettings {
    fn default() -> SearchSettings {
        SearchSettings {
            samples: 16,
            max_depth: 4,
            nodes: 300_000,
            seed: 0,
            opponent_moves: 2,
            my_moves: 3,
            prior: 20,
            method: Method::Playouts,
            deals: 200,
            candidates: 6,
            epsilon: 0,
            think: None,
            threads: 1,
        }
    }
}

/// What a search has found so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Progress {
    /// The best action so far (`None` only when there is nothing to choose).
    pub best: Option<Action>,
    /// The deepest depth searched over every deal.
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
    /// Whether the search has ended (stopped, out of budget, or at `max_depth`).
    pub done: bool,
}

/// A search running in its own thread, to be read and stopped from outside.
#[derive(Debug)]
pub struct Search {
    progress: Arc<Mutex<Progress>>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl Search {
    /// Begins searching for the viewer's best action. Until the first depth is done,
    /// the best action is the heuristic player's choice.
    pub fn start(view: &View, settings: SearchSettings) -> Search {
        Search::start_reading(view, &Reading::default(), settings)
    }

    /// [`Search::start`] with what has been read of the other hands.
    pub fn start_reading(view: &View, reading: &Reading, settings: SearchSettings) -> Search {
        let progress = Arc::new(Mutex::new(Progress::default()));
        let stop = Arc::new(AtomicBool::new(false));
        let (view, shared, flag) = (view.clone(), Arc::clone(&progress), Arc::clone(&stop));
        let reading = reading.clone();
        let thread = std::thread::spawn(move || {
            let publish = |found: Progress, _| {
                if let Ok(mut slot) = shared.lock() {
                    *slot = found;
                }
            };
            search(&view, settings, &reading, &flag, publish);
        });
        Search {
            progress,
            stop,
            thread: Some(thread),
        }
    }

    /// The best action found so far.
    pub fn best(&self) -> Option<Action> {
        self.progress().best
    }

    /// Everything known about the search now.
    pub fn progress(&self) -> Progress {
        self.progress.lock().map(|p| *p).unwrap_or_default()
    }

    /// Ends the search and returns the best action found.
    pub fn stop(mut self) -> Option<Action> {
        self.halt();
        self.best()
    }

    fn halt(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for Search {
    fn drop(&mut self) {
        self.halt();
    }
}

/// The searcher as a computer player: each choice is a search to a node budget, in the
/// caller's thread, so the same view and the same public events give the same action.
/// It listens to the table, reading the other hands from what their players did.
#[derive(Debug, Clone)]
pub struct SearchBot {
    settings: SearchSettings,
    reading: Reading,
}

impl SearchBot {
    pub fn new(settings: SearchSettings) -> SearchBot {
        SearchBot {
            settings,
            reading: Reading::new(settings.seed),
        }
    }
}

impl Bot<Game> for SearchBot {
    fn choose(&mut self, seat: &Seat<'_, Game>, _legal: &[Action]) -> Option<Action> {
        let view = seat.view();
        self.reading.sync(&view);
        let action = self.decide_reading(&view, &self.reading);
        if let Some(action) = action {
            self.reading.chose(action);
        }
        action
    }

    fn observe(&mut self, event: &Event) {
        self.reading.observe(event);
    }

    fn listens(&self) -> bool {
        true
    }
}

impl SearchBot {
    /// The searched best of the view's legal actions, knowing nothing of the other
    /// hands beyond the view.
    pub fn decide(&self, view: &View) -> Option<Action> {
        self.decide_reading(view, &Reading::default())
    }

    /// The searched best of the view's legal actions, with what has been read of the
    /// other hands.
    pub fn decide_reading(&self, view: &View, reading: &Reading) -> Option<Action> {
        let never = AtomicBool::new(false);
        let mut found = Progress::default();
        search(view, self.settings, reading, &never, |p, _| found = p);
        found.best
    }
}

/// Searches `view` until done, calling `publish` with each improvement.
/// Each legal action of the viewer with its mean value over the deals, at the deepest
/// depth searched within `settings`: what the search bases its choice on (empty when
/// there is nothing to search).
pub fn analyse(view: &View, settings: SearchSettings) -> Vec<(Action, f64)> {
    let never = AtomicBool::new(false);
    let mut values = Vec::new();
    search(view, settings, &Reading::default(), &never, |_, means| {
        if !means.is_empty() {
            values = means;
        }
    });
    values
}

/// Searches `view` until done, calling `publish` with each improvement (and the mean
/// value of each legal action, once a depth is done).
fn search(
    view: &View,
    settings: SearchSettings,
    reading: &Reading,
    stop: &AtomicBool,
    mut publish: impl FnMut(Progress, Vec<(Action, f64)>),
) {
    let fallback = HeuristicBot::new().decide(view);
    let mut progress = Progress {
        best: fallback,
        ..Progress::default()
    };
    publish(progress, Vec::new());
    let decided_elsewhere = matches!(view.phase, Phase::Cut | Phase::Challenge { .. });
    if view.legal.len() < 2 || decided_elsewhere || !view.my_turn() {
        progress.done = true;
        publish(progress, Vec::new());
        return;
    }
    match settings.method {
        Method::Playouts => {
            return playout::search(view, settings, reading, stop, progress, publish);
        }
        Method::Tree => return tree::search(view, settings, reading, stop, progress, publish),
        Method::AlphaBeta => {}
    }
    let started = settings
        .think
        .map(|think| (std::time::Instant::now(), think));
    let mut rng = cards::seeded(settings.seed ^ view_key(view));
    let deals: Vec<Game> = (0..settings.samples.max(1))
        .filter_map(|_| deal_unseen(view, &mut rng))
        .collect();
    let mut searcher = Searcher {
        me: view.me,
        stop,
        budget: settings.nodes,
        my_moves: settings.my_moves,
        opponent_moves: settings.opponent_moves,
        nodes: 0,
        started,
        aborted: false,
        horizon: false,
        table: HashMap::default(),
        buffers: Vec::new(),
    };
    let candidates = ranked_candidates(view, settings.my_moves);
    for depth in 1..=settings.max_depth {
        let mut totals = vec![0i64; candidates.len()];
        searcher.horizon = false;
        for deal in &deals {
            for (i, action) in candidates.iter().enumerate() {
                let mut child = deal.clone();
                if child.apply_quietly(*action).is_err() {
                    // Cannot happen: the deal agrees with the view, whose list these are.
                    totals[i] = i64::MIN / 2;
                    continue;
                }
                let next = if child.current_player() == view.me && !child.is_over() {
                    depth
                } else {
                    depth - 1
                };
                let value = searcher.value(&child, next, -INFINITY, INFINITY);
                totals[i] += i64::from(value);
            }
            if searcher.aborted {
                break;
            }
        }
        if searcher.aborted {
            break;
        }
        let samples = deals.len().max(1) as i64;
        let bot = HeuristicBot::new();
        for (total, action) in totals.iter_mut().zip(&candidates) {
            *total +=
                samples * i64::from(settings.prior) * i64::from(bot.score(view, action)) / 100;
        }
        // The first of the best, as the candidates are ordered.
        let best =
            (0..totals.len()).fold(0, |best, i| if totals[i] > totals[best] { i } else { best });
        progress.best = Some(candidates[best]);
        progress.depth = depth;
        progress.nodes = searcher.nodes;
        let samples = deals.len().max(1) as f64;
        let means = candidates
            .iter()
            .zip(&totals)
            .map(|(action, total)| (*action, *total as f64 / samples))
            .collect();
        publish(progress, means);
        // Every line ended before the horizon: deeper search would change nothing.
        if !searcher.horizon {
            break;
        }
    }
    progress.nodes = searcher.nodes;
    progress.done = true;
    publish(progress, Vec::new());
}

/// The viewer's actions to search: all of them, or the heuristic's best `k`, best
/// first.
fn ranked_candidates(view: &View, k: usize) -> Vec<Action> {
    if k == 0 || view.legal.len() <= k {
        return view.legal.clone();
    }
    let bot = HeuristicBot::new();
    let mut ranked: Vec<(i32, usize)> = view
        .legal
        .iter()
        .enumerate()
        .map(|(i, a)| (-bot.score(view, a), i))
        .collect();
    ranked.sort();
    ranked.iter().take(k).map(|(_, i)| view.legal[*i]).collect()
}

/// Keeps the `k` actions (0: all) the heuristic player ranks best from the mover's own
/// view, best first.
fn keep_best(game: &Game, actions: &mut Vec<Action>, k: usize) {
    if k == 0 || actions.len() <= k {
        return;
    }
    let view = game.view(game.current_player());
    let bot = HeuristicBot::new();
    let mut ranked: Vec<(i32, usize)> = actions
        .iter()
        .enumerate()
        .map(|(i, a)| (-bot.score(&view, a), i))
        .collect();
    ranked.sort();
    let keep: Vec<Action> = ranked.iter().take(k).map(|(_, i)| actions[*i]).collect();
    actions.clear();
    actions.extend(keep);
}

/// One search's state: the budget, the transposition table, reused action lists.
struct Searcher<'a> {
    me: usize,
    stop: &'a AtomicBool,
    budget: u64,
    my_moves: usize,
    opponent_moves: usize,
    nodes: u64,
    /// When the search began, and how long it may take.
    started: Option<(std::time::Instant, Duration)>,
    aborted: bool,
    /// Whether some line of this depth's search stopped at the horizon (or at a stored
    /// value, which may have).
    horizon: bool,
    table: HashMap<u64, Entry, BuildHasherDefault<KeyHasher>>,
    /// Legal-action lists, reused from node to node.
    buffers: Vec<Vec<Action>>,
}

/// The table's keys are hashes already: they are used as they are.
#[derive(Debug, Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for byte in bytes {
            self.0 = mix(self.0, u64::from(*byte));
        }
    }

    fn write_u64(&mut self, value: u64) {
        self.0 = value;
    }
}

/// What the table remembers of a position.
#[derive(Debug, Clone, Copy)]
struct Entry {
    depth: u32,
    value: i32,
    bound: Bound,
    /// The index of the best action in the position's legal list.
    best: usize,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Bound {
    Exact,
    /// The value is at least this.
    Lower,
    /// The value is at most this.
    Upper,
}

/// Most entries the table keeps; it is cleared when full.
const TABLE_SIZE: usize = 1 << 18;

impl Searcher<'_> {
    /// The minimax value of `game` searched `depth` actions deep (alpha-beta).
    fn value(&mut self, game: &Game, depth: u32, alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        if self.nodes >= self.budget
            || (self.nodes % 512 == 0
                && (self.stop.load(Ordering::Relaxed)
                    || self
                        .started
                        .is_some_and(|(at, think)| at.elapsed() >= think)))
        {
            self.aborted = true;
        }
        if self.aborted {
            return 0;
        }
        if game.is_over() {
            // A quicker win is better, a later loss less bad.
            let sooner = depth as i32;
            let value = terminal_value(game, self.me);
            return if value >= 0 {
                value + sooner
            } else {
                value - sooner
            };
        }
        if depth == 0 {
            self.horizon = true;
            return evaluate(game, self.me);
        }
        let key = position_key(game);
        let (mut alpha, mut beta) = (alpha, beta);
        let mut first = 0;
        if let Some(entry) = self.table.get(&key) {
            first = entry.best;
            if entry.depth >= depth {
                self.horizon = true;
                match entry.bound {
                    Bound::Exact => return entry.value,
                    Bound::Lower => alpha = alpha.max(entry.value),
                    Bound::Upper => beta = beta.min(entry.value),
                }
                if alpha >= beta {
                    return entry.value;
                }
            }
        }
        let (alpha_in, beta_in) = (alpha, beta);
        let mut actions = self.buffers.pop().unwrap_or_default();
        game.legal_actions_into(&mut actions);
        let maximizing = game.current_player() == self.me;
        if maximizing {
            // Below the root, our own draws are considered only when nothing can be
            // laid: in a deal the stock's order is known, and a search that may draw
            // at will would count on the cards it knows are coming.
            if actions.iter().any(|a| matches!(a, Action::Lay(_))) {
                actions.retain(|a| *a != Action::Draw);
            }
            keep_best(game, &mut actions, self.my_moves);
        } else {
            keep_best(game, &mut actions, self.opponent_moves);
        }
        let mut best_value = if maximizing { -INFINITY } else { INFINITY };
        let mut best_index = 0;
        let order = std::iter::once(first)
            .filter(|i| *i < actions.len())
            .chain((0..actions.len()).filter(|i| *i != first));
        for i in order {
            let mut child = game.clone();
            if child.apply_quietly(actions[i]).is_err() {
                continue;
            }
            // Depth counts turns: a player's own follow-ups (the card drawn, the
            // ace's extra card) are part of their turn, so that drawing cannot push
            // what comes next beyond the horizon.
            let next = if child.current_player() == game.current_player() && !child.is_over() {
                depth
            } else {
                depth - 1
            };
            let value = self.value(&child, next, alpha, beta);
            if self.aborted {
                break;
            }
            if maximizing {
                if value > best_value {
                    best_value = value;
                    best_index = i;
                }
                alpha = alpha.max(value);
            } else {
                if value < best_value {
                    best_value = value;
                    best_index = i;
                }
                beta = beta.min(value);
            }
            if alpha >= beta {
                break;
            }
        }
        self.buffers.push(actions);
        if !self.aborted {
            let bound = if best_value <= alpha_in {
                Bound::Upper
            } else if best_value >= beta_in {
                Bound::Lower
            } else {
                Bound::Exact
            };
            if self.table.len() >= TABLE_SIZE {
                self.table.clear();
            }
            self.table.insert(
                key,
                Entry {
                    depth,
                    value: best_value,
                    bound,
                    best: best_index,
                },
            );
        }
        best_value
    }
}

/// The value of a finished game for `me`.
fn terminal_value(game: &Game, me: usize) -> i32 {
    let winner = game.winner();
    let sign = match winner {
        Some(w) if w == me => 1,
        Some(_) => -1,
        None => 0,
    };
    let difference = match game.score() {
        Some(score) => {
            let mine = score.points[me];
            score
                .points
                .iter()
                .enumerate()
                .filter(|(p, _)| *p != me)
                .map(|(_, theirs)| theirs - mine)
                .sum()
        }
        None => 0,
    };
    sign * WIN + difference
}

/// A position at the horizon, for `me`: fewer cards and fewer points than the others.
fn evaluate(game: &Game, me: usize) -> i32 {
    /// The worth of one card fewer, beside its points.
    const CARD: i32 = 12;
    /// A wild card held: it will always be playable, and can finish the hand.
    const WILD: i32 = 20;
    let rules = game.rules();
    let worth = |p: usize| {
        let hand = game.hand(p);
        let points = if rules.scored {
            hand_points(hand) / 2
        } else {
            0
        };
        let wild = hand
            .iter()
            .filter(|c| {
                (rules.jacks_wild && c.rank == cards::Rank::Jack)
                    || (rules.queens_wild && c.rank == cards::Rank::Queen)
            })
            .count()
            .min(2) as i32;
        CARD * hand.len() as i32 + points - WILD * wild
    };
    let mine = worth(me);
    (0..game.players())
        .filter(|p| *p != me && !game.is_finished(*p))
        .map(|p| worth(p) - mine)
        .sum()
}

/// A deal of the cards `view` does not show, agreeing with everything it does show;
/// `None` if the view is inconsistent (which a view of a valid game never is).
fn deal_unseen(view: &View, rng: &mut GameRng) -> Option<Game> {
    let rules = view.config.rules.rules();
    let mut unseen = rules.deck();
    let mut take_out = |card: &Card| {
        let at = unseen.iter().position(|c| c == card)?;
        unseen.swap_remove(at);
        Some(())
    };
    for card in view.hand.iter().chain(&view.discard) {
        take_out(card)?;
    }
    for (player, kept) in view.kept.iter().enumerate() {
        if player != view.me {
            for card in kept {
                take_out(card)?;
            }
        }
    }
    unseen.sort();
    cards::shuffle(&mut unseen, rng);
    let mut setup = Setup::new(view.config)
        .discard(&view.discard)
        .to_move(view.to_move)
        .phase(view.phase, view.drawn)
        .dealer(view.dealer)
        .finished(&view.finished)
        .seed(rand::Rng::next_u64(rng));
    for player in 0..view.config.players {
        let kept = view.kept.get(player).cloned().unwrap_or_default();
        let hand = if player == view.me {
            view.hand.clone()
        } else {
            let size = view.hand_sizes.get(player).copied()?;
            let mut hand = kept.clone();
            let more = size.checked_sub(hand.len())?;
            if more > unseen.len() {
                return None;
            }
            hand.extend(unseen.drain(..more));
            hand
        };
        setup = setup
            .hand(player, &hand)
            .kept(player, &kept)
            .waits(player, view.waits.get(player).copied().unwrap_or(0));
    }
    if unseen.len() != view.stock_size {
        return None;
    }
    setup = setup.stock_top(&unseen);
    if let Some(suit) = view.chosen_suit {
        setup = setup.suit(suit);
    }
    if let Some(attack) = view.attack {
        setup = setup.attack(attack);
    }
    if let Some(demand) = view.demand {
        let owed: Vec<usize> = demand.owing().collect();
        setup = setup.demand_owed(demand.rank, demand.by, &owed);
    }
    setup.build().ok()
}

/// Folds `value` into an FNV-1a hash.
fn mix(hash: u64, value: u64) -> u64 {
    (hash ^ value).wrapping_mul(0x0000_0100_0000_01b3)
}

fn mix_cards(mut hash: u64, cards: &[Card]) -> u64 {
    for card in cards {
        hash = mix(hash, card.suit as u64 * 13 + card.rank as u64);
    }
    mix(hash, 0xff)
}

/// A key for the transposition table: everything that decides how the game goes on
/// (the reshuffling generator aside: two positions differing only in it are rare).
fn position_key(game: &Game) -> u64 {
    let mut hash = 0xcbf2_9ce4_8422_2325;
    for hand in &game.hands {
        hash = mix_cards(hash, hand);
    }
    hash = mix_cards(hash, game.stock.as_slice());
    hash = mix_cards(hash, game.discard.as_slice());
    let phase = match game.phase {
        Phase::Turn => 0,
        Phase::Drawn => 1,
        Phase::PenaltyDrawn => 2,
        Phase::Question => 3,
        Phase::Swap { initiator } => 4 + 16 * initiator as u64,
        Phase::Cut => 5,
        Phase::Again => 6,
        Phase::AfterPenalty => 7,
        Phase::Challenge { offender } => 8 + 16 * offender as u64,
        Phase::Over => 9,
    };
    hash = mix(hash, phase);
    hash = mix(hash, game.current as u64);
    hash = mix(
        hash,
        game.drawn
            .map_or(99, |c| c.suit as u64 * 13 + c.rank as u64),
    );
    hash = mix(hash, game.suit.map_or(9, |s| s as u64));
    let attack = match game.attack {
        None => 0,
        Some(crate::game::Attack::Draw { cards, backwards }) => {
            1 + 4 * u64::from(cards) + 2 * u64::from(backwards)
        }
        Some(crate::game::Attack::Wait { turns }) => 3 + 4 * u64::from(turns),
    };
    hash = mix(hash, attack);
    if let Some(demand) = game.demand {
        hash = mix(hash, demand.rank as u64 + 100 * demand.by as u64);
        for player in demand.owing() {
            hash = mix(hash, 1000 + player as u64);
        }
    }
    for (player, waits) in game.waits.iter().enumerate() {
        hash = mix(hash, u64::from(*waits) * 64 + player as u64);
    }
    for player in &game.finished {
        hash = mix(hash, 500 + *player as u64);
    }
    hash
}

/// What the deals of a view are drawn from: its own hand and the open table.
fn view_key(view: &View) -> u64 {
    let hash = mix_cards(0xcbf2_9ce4_8422_2325, &view.hand);
    let hash = mix_cards(hash, &view.discard);
    mix(hash, view.stock_size as u64)
}

#[cfg(test)]
mod tests;
