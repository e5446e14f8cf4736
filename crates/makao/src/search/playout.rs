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

use std::sync::atomic::{AtomicBool, Ordering};
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
/// `publish` after every iteration (with each candidate's mean value).
pub(super) fn search(
    view: &View,
    settings: SearchSettings,
    reading: &Reading,
    stop: &AtomicBool,
    mut progress: Progress,
    mut publish: impl FnMut(Progress, Vec<(Action, f64)>),
) {
    let started = settings.think.map(|_| Instant::now());
    let candidates = ranked_candidates(view, settings.candidates);
    let mut totals = vec![0.0f64; candidates.len()];
    let mut rng = cards::seeded(settings.seed ^ view_key(view));
    let mut deals = 0u64;
    let mut buffer = Vec::new();
    let mut seen = view.clone();
    let Some(dealer) = Dealer::new(view, reading, &mut rng) else {
        progress.done = true;
        publish(progress, Vec::new());
        return;
    };
    loop {
        if deals >= settings.deals || stop.load(Ordering::Relaxed) {
            break;
        }
        if let (Some(think), Some(started)) = (settings.think, started) {
            if started.elapsed() >= think {
                break;
            }
        }
        let deal = dealer.deal(&mut rng);
        let playout_seed = rng.next_u64();
        for (total, action) in totals.iter_mut().zip(&candidates) {
            let mut game = deal.clone();
            if game.apply_quietly(*action).is_err() {
                // Cannot happen: the deal agrees with the view, whose list this is.
                *total = f64::NEG_INFINITY;
                continue;
            }
            let mut playout_rng = cards::seeded(playout_seed);
            *total += playout(
                &mut game,
                view.me,
                settings.epsilon,
                &mut playout_rng,
                &mut buffer,
                &mut seen,
            );
            progress.nodes += u64::from(game.actions_played());
        }
        deals += 1;
        // The first of the best, as the candidates are ordered.
        let best =
            (0..totals.len()).fold(0, |best, i| if totals[i] > totals[best] { i } else { best });
        progress.best = Some(candidates[best]);
        progress.depth = deals.min(u64::from(u32::MAX)) as u32;
        let means = candidates
            .iter()
            .zip(&totals)
            .map(|(action, total)| (*action, *total / deals as f64))
            .collect();
        publish(progress, means);
    }
    progress.done = true;
    publish(progress, Vec::new());
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
