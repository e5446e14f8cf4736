//! Flat Monte Carlo with heuristic playouts, the default method of [`super`].
//!
//! Each iteration deals the unseen cards anew in a way that agrees with the view (a
//! determinization of the player's information set), then, for each candidate action
//! (the heuristic player's best few), applies it to a copy of that deal and plays the
//! hand to its end with every seat, the searcher included, playing
//! [`HeuristicBot::decide`] on its own view of the deal. No seat in a playout looks at
//! another's cards: the deal fixes the hidden cards, but each seat decides from what
//! it may see of them, so the playouts neither punish our hand perfectly nor play
//! foolishly, as random or omniscient playouts do.
//!
//! Every candidate is played out on the same deal and with the same randomness, so
//! their differences come from the action alone (common random numbers). The value of
//! a playout is 1 for a win, 0 for a loss, plus a little for the hand's score
//! difference where the rules score hands. The best candidate is the one with the
//! highest mean, the heuristic's order breaking ties; it is published after every
//! iteration, so the search can be read and stopped at any moment.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

use cards::GameRng;
use rand::Rng;

use crate::action::Action;
use crate::bot::HeuristicBot;
use crate::game::Game;
use crate::view::View;

use super::deal::Dealer;
use super::reading::Reading;
use super::{Progress, SearchSettings, ranked_candidates, view_key};

/// A playout that runs this many actions without an end is judged a draw.
const PLAYOUT_LIMIT: u32 = 600;

/// Searches `view` by playouts until the budget is spent or `stop` is set, calling
/// `publish` after every deal this thread plays (with each candidate's mean value).
/// With [`SearchSettings::threads`] above one, further threads play deals too, each
/// from its own generator, adding to the same totals.
pub(super) fn search(
    view: &View,
    settings: SearchSettings,
    reading: &Reading,
    stop: &AtomicBool,
    mut progress: Progress,
    mut publish: impl FnMut(Progress, Vec<(Action, f64)>),
) {
    let started = Instant::now();
    let candidates = ranked_candidates(view, settings.candidates);
    let key = settings.seed ^ view_key(view);
    let mut rng = cards::seeded(key);
    let Some(dealer) = Dealer::new(view, reading, &mut rng) else {
        progress.done = true;
        publish(progress, Vec::new());
        return;
    };
    let tally = Mutex::new(Tally {
        totals: vec![0.0; candidates.len()],
        deals: 0,
        nodes: 0,
    });
    let claimed = AtomicU64::new(0);
    // One more deal of the budget, unless it is spent, the time is up or we are stopped.
    let claim = || {
        !stop.load(Ordering::Relaxed)
            && settings.think.is_none_or(|think| started.elapsed() < think)
            && claimed.fetch_add(1, Ordering::Relaxed) < settings.deals
    };
    std::thread::scope(|scope| {
        for helper in 1..settings.threads.max(1) {
            let (dealer, candidates, tally, claim) = (&dealer, &candidates, &tally, &claim);
            let mut rng = cards::seeded(key ^ (helper as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
            scope.spawn(move || {
                let mut player = Player::new(view, settings.epsilon);
                while claim() {
                    let (values, nodes) = player.deal(dealer, candidates, &mut rng);
                    if let Ok(mut tally) = tally.lock() {
                        tally.add(&values, nodes);
                    }
                }
            });
        }
        let mut player = Player::new(view, settings.epsilon);
        while claim() {
            let (values, nodes) = player.deal(&dealer, &candidates, &mut rng);
            let Ok(mut tally) = tally.lock() else {
                break;
            };
            tally.add(&values, nodes);
            tally.report(&candidates, &mut progress);
            publish(progress, tally.means(&candidates));
        }
    });
    if let Ok(tally) = tally.lock() {
        if tally.deals > 0 {
            tally.report(&candidates, &mut progress);
        }
    }
    progress.done = true;
    publish(progress, Vec::new());
}

/// The candidates' values summed over the deals played.
struct Tally {
    totals: Vec<f64>,
    deals: u64,
    nodes: u64,
}

impl Tally {
    fn add(&mut self, values: &[f64], nodes: u64) {
        for (total, value) in self.totals.iter_mut().zip(values) {
            *total += value;
        }
        self.deals += 1;
        self.nodes += nodes;
    }

    /// The best so far into `progress`: the first of the best, as the candidates are
    /// ordered.
    fn report(&self, candidates: &[Action], progress: &mut Progress) {
        let totals = &self.totals;
        let best =
            (0..totals.len()).fold(0, |best, i| if totals[i] > totals[best] { i } else { best });
        progress.best = candidates.get(best).copied().or(progress.best);
        progress.depth = self.deals.min(u64::from(u32::MAX)) as u32;
        progress.nodes = self.nodes;
    }

    fn means(&self, candidates: &[Action]) -> Vec<(Action, f64)> {
        candidates
            .iter()
            .zip(&self.totals)
            .map(|(action, total)| (*action, *total / self.deals.max(1) as f64))
            .collect()
    }
}

/// What one thread needs to play deals out: its reused lists and view.
struct Player {
    me: usize,
    epsilon: u32,
    buffer: Vec<Action>,
    seen: View,
}

impl Player {
    fn new(view: &View, epsilon: u32) -> Player {
        Player {
            me: view.me,
            epsilon,
            buffer: Vec::new(),
            seen: view.clone(),
        }
    }

    /// Deals the unseen cards once and plays every candidate out on that deal with the
    /// same randomness; each candidate's value, and the actions played.
    fn deal(
        &mut self,
        dealer: &Dealer,
        candidates: &[Action],
        rng: &mut GameRng,
    ) -> (Vec<f64>, u64) {
        let deal = dealer.deal(rng);
        let playout_seed = rng.next_u64();
        let mut nodes = 0;
        let values = candidates
            .iter()
            .map(|action| {
                let mut game = deal.clone();
                if game.apply_quietly(*action).is_err() {
                    // Cannot happen: the deal agrees with the view, whose list this is.
                    return f64::NEG_INFINITY;
                }
                let mut playout_rng = cards::seeded(playout_seed);
                let value = playout(
                    &mut game,
                    self.me,
                    self.epsilon,
                    &mut playout_rng,
                    &mut self.buffer,
                    &mut self.seen,
                );
                nodes += u64::from(game.actions_played());
                value
            })
            .collect();
        (values, nodes)
    }
}

/// Plays `game` to its end with every seat playing the heuristic on its own view (or,
/// with probability `epsilon` percent, a uniformly random legal action); returns the
/// value of the end for `me`.
pub(super) fn playout(
    game: &mut Game,
    me: usize,
    epsilon: u32,
    rng: &mut GameRng,
    buffer: &mut Vec<Action>,
    seen: &mut View,
) -> f64 {
    let bot = HeuristicBot::new();
    let limit = game.actions_played() + PLAYOUT_LIMIT;
    while !game.is_over() {
        if game.actions_played() >= limit {
            return 0.5;
        }
        let action = if epsilon > 0 && cards::index_below(rng, 100) < epsilon as usize {
            game.legal_actions_into(buffer);
            match <Game as contract::Game>::bot_must(buffer) {
                Some(action) => action,
                None => match cards::pick(buffer, rng) {
                    Some(action) => *action,
                    None => return 0.5,
                },
            }
        } else {
            game.view_into(game.current_player(), seen);
            match bot.decide(seen) {
                Some(action) => action,
                None => return 0.5,
            }
        };
        if game.apply_quietly(action).is_err() {
            return 0.5;
        }
    }
    value(game, me)
}

/// The value of a finished hand for `me`: 1 for a win, 0 for a loss (a half when
/// nobody won), and where hands are scored, a twentieth for every hundred points of score
/// difference, so that among wins the bigger one counts more.
fn value(game: &Game, me: usize) -> f64 {
    let base = match game.winner() {
        Some(w) if w == me => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    };
    let difference: i32 = match game.score() {
        Some(score) => score
            .points
            .iter()
            .enumerate()
            .filter(|(p, _)| *p != me)
            .map(|(_, theirs)| theirs - score.points[me])
            .sum(),
        None => 0,
    };
    base + f64::from(difference) / 2000.0
}
