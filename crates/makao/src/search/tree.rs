//! Information-set Monte Carlo tree search over the searcher's own choices
//! ([`super::Method::Tree`]).
//!
//! One tree is grown over the searcher's information sets: a node is a view of the
//! searcher's (everything it may see at one of its choices), so every deal that looks
//! the same to it shares the node, and the node's actions are that view's legal list
//! (the heuristic's best few). Each iteration deals the unseen cards anew, walks down
//! the tree choosing at each of the searcher's nodes by UCB1, adds one node, and plays
//! the hand out; between the searcher's choices, and in the playout, every other seat
//! plays the heuristic on its own view of the deal (the opponents are modelled, not
//! searched). The value is the playout's, as for [`super::playout`].

use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use rand::Rng;

use crate::action::Action;
use crate::bot::HeuristicBot;
use crate::game::Phase;
use crate::view::View;

use super::deal::Dealer;
use super::playout::playout;
use super::reading::Reading;
use super::{Progress, SearchSettings, ranked_candidates, view_key};

/// How much UCB1 explores (values lie in about 0..1).
const EXPLORE: f64 = 0.7;
/// The most nodes the tree holds; beyond it, iterations only play out.
const MOST_NODES: usize = 200_000;

/// One of the searcher's information sets.
struct Node {
    actions: Vec<Action>,
    visits: Vec<u32>,
    totals: Vec<f64>,
    all: u32,
}

impl Node {
    fn new(view: &View, candidates: usize) -> Node {
        let actions = ranked_candidates(view, candidates);
        let n = actions.len();
        Node {
            actions,
            visits: vec![0; n],
            totals: vec![0.0; n],
            all: 0,
        }
    }

    /// The action to try: an untried one first (best ranked first), then UCB1.
    fn select(&self) -> usize {
        if let Some(untried) = self.visits.iter().position(|v| *v == 0) {
            return untried;
        }
        let log = f64::from(self.all.max(1)).ln();
        let ucb = |i: usize| {
            let n = f64::from(self.visits[i]);
            self.totals[i] / n + EXPLORE * (log / n).sqrt()
        };
        (0..self.actions.len()).fold(0, |best, i| if ucb(i) > ucb(best) { i } else { best })
    }

    /// The best action so far: the highest mean among the tried.
    fn best(&self) -> usize {
        let mean = |i: usize| {
            if self.visits[i] == 0 {
                f64::NEG_INFINITY
            } else {
                self.totals[i] / f64::from(self.visits[i])
            }
        };
        (0..self.actions.len()).fold(0, |best, i| if mean(i) > mean(best) { i } else { best })
    }
}

/// The key of an information set: everything the view shows.
fn information_set(view: &View) -> u64 {
    let mut hasher = DefaultHasher::new();
    view.me.hash(&mut hasher);
    view.hand.hash(&mut hasher);
    view.hand_sizes.hash(&mut hasher);
    view.waits.hash(&mut hasher);
    view.finished.hash(&mut hasher);
    view.to_move.hash(&mut hasher);
    view.phase.hash(&mut hasher);
    view.drawn.hash(&mut hasher);
    view.discard.hash(&mut hasher);
    view.stock_size.hash(&mut hasher);
    view.chosen_suit.hash(&mut hasher);
    view.attack.hash(&mut hasher);
    view.demand.hash(&mut hasher);
    view.kept.hash(&mut hasher);
    hasher.finish()
}

/// Searches `view` by growing the tree until the budget is spent or `stop` is set;
/// `settings.deals` counts iterations.
pub(super) fn search(
    view: &View,
    settings: SearchSettings,
    reading: &Reading,
    stop: &AtomicBool,
    mut progress: Progress,
    mut publish: impl FnMut(Progress, Vec<(Action, f64)>),
) {
    let started = settings.think.map(|_| Instant::now());
    let root_key = information_set(view);
    let mut tree: HashMap<u64, Node> = HashMap::new();
    tree.insert(root_key, Node::new(view, settings.candidates));
    let mut rng = cards::seeded(settings.seed ^ view_key(view));
    let bot = HeuristicBot::new();
    let mut buffer = Vec::new();
    let mut path: Vec<(u64, usize)> = Vec::new();
    let mut iterations = 0u64;
    let mut seen = view.clone();
    let Some(dealer) = Dealer::new(view, reading, &mut rng) else {
        progress.done = true;
        publish(progress, Vec::new());
        return;
    };
    loop {
        if iterations >= settings.deals || stop.load(Ordering::Relaxed) {
            break;
        }
        if let (Some(think), Some(started)) = (settings.think, started) {
            if started.elapsed() >= think {
                break;
            }
        }
        let mut game = dealer.deal(&mut rng);
        let mut playout_rng = cards::seeded(rng.next_u64());
        path.clear();
        let mut expanded = false;
        let mut failed = false;
        while !game.is_over() {
            let mover = game.current_player();
            let here = game.view(mover);
            let decided_elsewhere = matches!(here.phase, Phase::Cut | Phase::Challenge { .. });
            let action = if mover == view.me && here.legal.len() > 1 && !decided_elsewhere {
                let key = information_set(&here);
                if !tree.contains_key(&key) {
                    if expanded || tree.len() >= MOST_NODES {
                        // Beyond the tree: the playout begins here.
                        break;
                    }
                    tree.insert(key, Node::new(&here, settings.candidates));
                    expanded = true;
                }
                let node = &tree[&key];
                let i = node.select();
                path.push((key, i));
                node.actions[i]
            } else {
                match bot.decide(&here) {
                    Some(action) => action,
                    None => {
                        failed = true;
                        break;
                    }
                }
            };
            if game.apply_quietly(action).is_err() {
                failed = true;
                break;
            }
        }
        if failed {
            break;
        }
        let value = playout(
            &mut game,
            view.me,
            settings.epsilon,
            &mut playout_rng,
            &mut buffer,
            &mut seen,
        );
        progress.nodes += u64::from(game.actions_played());
        for (key, i) in &path {
            if let Some(node) = tree.get_mut(key) {
                node.visits[*i] += 1;
                node.totals[*i] += value;
                node.all += 1;
            }
        }
        iterations += 1;
        let root = &tree[&root_key];
        progress.best = Some(root.actions[root.best()]);
        progress.depth = tree.len().min(u32::MAX as usize) as u32;
        let means = root
            .actions
            .iter()
            .zip(root.totals.iter().zip(&root.visits))
            .map(|(action, (total, visits))| (*action, *total / f64::from((*visits).max(1))))
            .collect();
        publish(progress, means);
    }
    progress.done = true;
    publish(progress, Vec::new());
}
