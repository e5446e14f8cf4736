//! The searching computer player (level `hard`): flat Monte Carlo over the roles it
//! believes in and the cards it cannot see.
//!
//! Each choice, it draws a role assignment from its [`Belief`] and deals the hidden cards
//! (the other hands, the stock, the face-down discards, the goals it has not seen)
//! consistently with what it has seen: its own hand, the board, the tools lying in front
//! of players, the cards everyone saw played (maps, rockfalls and what they removed, the
//! broken tools a repair took away), every hand's size, the goals revealed or mapped by
//! itself. On that deal it plays each candidate action, then plays the round out with
//! heuristic players ([`HeuristicBot`]), each seeing only its own view and carrying the
//! suspicion the public events gave it in the role the deal gives it. A playout is worth
//! this player's chance of winning the game from the scores it leaves. The candidates are the
//! heuristic's best few (its suspicion replaced by the belief's odds), the breaks aimed
//! at the seat most likely on the other side and the repairs of the one most likely on
//! its own. The best mean so far is always at hand: the search stops when the
//! [`Budget`]'s time is spent or its deals are played, and always returns a legal action.

use std::collections::BTreeSet;
use std::time::{Duration, Instant};

use cards::{GameRng, Pile, index_below, seeded, shuffle};
use contract::Bot;

use crate::action::Action;
use crate::belief::{Assignment, Belief, Tracker};
use crate::board::{Board, Goal};
use crate::bot::HeuristicBot;
use crate::card::{Card, GoalCard, Role, deck, gold_cards};
use crate::game::{Event, Phase, Player, Saboteur, role_set};
use crate::seat::Seat;
use crate::view::PlayerView;

/// How long the searching player may think over each choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Budget {
    /// A time budget per choice (the search stops once it is spent); `None`: none, the
    /// choice is reproducible.
    pub think: Option<Duration>,
    /// Deals played out per choice, each candidate once a deal (`None`: [`DEALS`], or as
    /// many as `think` allows).
    pub deals: Option<u64>,
}

/// Deals a choice plays out without a time budget.
pub const DEALS: u64 = 40;

/// The heuristic's best actions played out (besides the aimed breaks and repairs).
const CANDIDATES: usize = 4;

/// How much better a candidate's playouts must be than the heuristic's own choice to be
/// played instead (a chance of winning the game, see [`HardBot::playout`]): a few
/// playouts' noise should not overrule it.
const MARGIN: f64 = 0.03;

/// How far (in nuggets) a lead may move in one round, for [`game_chance`]'s logistic.
const SPREAD: f64 = 1.5;

/// Actions in a playout after which it is cut short (a round never lasts this long).
const PLAYOUT_LIMIT: usize = 400;

/// Suspicion (as the heuristic counts it) for each unit of probability above the prior.
const SUSPICION_SCALE: f64 = 8.0;

/// The level `hard`; see the module's documentation.
#[derive(Debug, Clone)]
pub struct HardBot {
    me: Seat,
    rng: GameRng,
    budget: Budget,
    /// Its own heuristic, for the candidates and its own seat in playouts.
    heuristic: HeuristicBot,
    /// This round's events, kept until the belief begins (at its first choice).
    log: Vec<Event>,
    belief: Option<Belief>,
    /// By seat: a heuristic player hearing the events as a digger and as a saboteur.
    shadows: Vec<[HeuristicBot; 2]>,
    /// Cards everyone saw go to the discard pile this round.
    discarded: Vec<Card>,
    /// By seat: goals mapped this round.
    mapped: Vec<BTreeSet<usize>>,
}

impl HardBot {
    pub fn new(me: Seat, seed: u64, budget: Budget) -> HardBot {
        HardBot {
            me,
            rng: seeded(seed),
            budget,
            heuristic: HeuristicBot::new(me),
            log: Vec::new(),
            belief: None,
            shadows: Vec::new(),
            discarded: Vec::new(),
            mapped: Vec::new(),
        }
    }

    /// The belief of this round, once it has made a choice in it.
    pub fn belief(&self) -> Option<&Belief> {
        self.belief.as_ref()
    }

    /// This round's belief as it stands for the viewer, begun now if it has not chosen
    /// yet this round.
    pub fn belief_for(&mut self, view: &PlayerView) -> &Belief {
        if self.belief.is_none() {
            self.begin(view);
        }
        self.belief
            .get_or_insert_with(|| Belief::new(view.me, view.role, view.players.len()))
    }

    /// Hears one public event.
    pub fn hear(&mut self, event: &Event) {
        if let Event::RoundStarted { .. } = event {
            self.log.clear();
            self.belief = None;
            self.shadows.clear();
            self.discarded.clear();
            self.mapped.clear();
        }
        self.heuristic.hear(event);
        match *event {
            Event::Rockfall { shape, .. } => {
                self.discarded.push(Card::Rockfall);
                self.discarded.push(Card::Tunnel(shape.canonical()));
            }
            Event::Repaired { tool, .. } => self.discarded.push(Card::Break(tool)),
            Event::Mapped { seat, goal } => {
                self.discarded.push(Card::Map);
                if self.mapped.len() <= seat.index() {
                    self.mapped.resize(seat.index() + 1, BTreeSet::new());
                }
                self.mapped[seat.index()].insert(goal);
            }
            _ => {}
        }
        match &mut self.belief {
            Some(belief) => {
                belief.observe(event);
                for pair in &mut self.shadows {
                    pair[0].hear(event);
                    pair[1].hear(event);
                }
            }
            None => self.log.push(event.clone()),
        }
    }

    /// Begins this round's belief from the view, with the events heard so far when they
    /// tell the whole round (else from the board as it is now).
    fn begin(&mut self, view: &PlayerView) {
        let players = view.players.len();
        let mut tracker = Tracker::new(players);
        let mut board = crate::bot::empty_board();
        for event in &self.log {
            tracker.observe(event);
            match *event {
                Event::Laid { cell, shape, .. } => {
                    board.tunnels.insert(cell, shape);
                }
                Event::Rockfall { cell, .. } => {
                    board.tunnels.remove(&cell);
                }
                _ => {}
            }
        }
        let whole = board.tunnels == view.board.tunnels;
        self.shadows = (0..players)
            .map(|seat| {
                let seat = Seat::from_index(seat);
                [
                    HeuristicBot::assuming(seat, Role::Digger),
                    HeuristicBot::assuming(seat, Role::Saboteur),
                ]
            })
            .collect();
        let log = std::mem::take(&mut self.log);
        if whole {
            let mut belief = Belief::new(view.me, view.role, players);
            for event in &log {
                belief.observe(event);
                for pair in &mut self.shadows {
                    pair[0].hear(event);
                    pair[1].hear(event);
                }
            }
            self.belief = Some(belief);
        } else {
            let broken = view.players.iter().map(|p| p.broken.clone()).collect();
            let tracker = Tracker::from_board(&view.board, broken);
            self.belief = Some(Belief::joining(view.me, view.role, tracker));
        }
    }

    /// One of `legal` for the viewer, who acts now; `None` only when `legal` is empty.
    pub fn decide(&mut self, view: &PlayerView, legal: &[Action]) -> Option<Action> {
        self.me = view.me;
        if legal.len() <= 1 || !matches!(view.phase, Phase::Play { .. }) {
            return self.heuristic.decide(view, legal);
        }
        let started = Instant::now();
        if self.belief.is_none() {
            self.begin(view);
        }
        let belief = self.belief.clone()?;
        let odds = belief.saboteur_odds();
        let prior = prior_odds(view);
        self.heuristic
            .set_suspicion(odds.iter().map(|p| SUSPICION_SCALE * (p - prior)).collect());
        let candidates = self.candidates(view, legal, &odds);
        if candidates.len() == 1 {
            self.heuristic.took_turn();
            return Some(candidates[0]);
        }
        let deals = match (self.budget.deals, self.budget.think) {
            (Some(deals), _) => deals,
            (None, Some(_)) => u64::MAX,
            (None, None) => DEALS,
        };
        let deadline = self.budget.think.map(|think| started + think);
        let out_of_time = || deadline.is_some_and(|end| Instant::now() >= end);
        let mut sums = vec![0.0; candidates.len()];
        let mut counts = vec![0u32; candidates.len()];
        'deals: for _ in 0..deals {
            let unit = index_below(&mut self.rng, 1 << 30) as f64 / f64::from(1u32 << 30);
            let assignment = belief.sample(unit);
            let Some(game) = self.deal(view, assignment) else {
                break;
            };
            for (index, &action) in candidates.iter().enumerate() {
                if out_of_time() {
                    break 'deals;
                }
                if let Some(value) = self.playout(&game, assignment, action) {
                    sums[index] += value;
                    counts[index] += 1;
                }
            }
        }
        // The best mean; among equals (and before any playout), the heuristic's order.
        // The heuristic's own choice starts [`MARGIN`] ahead, so that the noise of a few
        // playouts does not overrule it.
        let mut best = (f64::NEG_INFINITY, candidates[0]);
        for (index, &action) in candidates.iter().enumerate() {
            if counts[index] == 0 {
                continue;
            }
            let ahead = if index == 0 { MARGIN } else { 0.0 };
            let mean = sums[index] / f64::from(counts[index]) + ahead;
            if mean > best.0 + 1e-9 {
                best = (mean, action);
            }
        }
        self.heuristic.took_turn();
        Some(best.1)
    }

    /// The heuristic's best few, then a break aimed at the seat most likely on the other
    /// side and a repair for the one most likely on its own, for each such card held.
    pub(crate) fn candidates(
        &mut self,
        view: &PlayerView,
        legal: &[Action],
        odds: &[f64],
    ) -> Vec<Action> {
        let mut scored = self.heuristic.scored(view, legal);
        scored.sort_by(|a, b| b.0.total_cmp(&a.0));
        let mut chosen: Vec<Action> = scored
            .iter()
            .take(CANDIDATES)
            .map(|(_, action)| *action)
            .collect();
        let saboteur = view.role == Role::Saboteur;
        // How likely a seat is on the other side.
        let other_side = |seat: Seat| {
            let p = odds.get(seat.index()).copied().unwrap_or(0.0);
            if saboteur { 1.0 - p } else { p }
        };
        let mut best_break: Option<(f64, Action)> = None;
        let mut best_repair: Option<(f64, Action)> = None;
        for &action in legal {
            let Action::PlayOn { card, player, .. } = action else {
                continue;
            };
            match view.hand.get(card) {
                Some(Card::Break(_)) => {
                    let p = other_side(player);
                    if best_break.is_none_or(|(top, _)| p > top) {
                        best_break = Some((p, action));
                    }
                }
                Some(Card::Repair(_) | Card::RepairEither(..)) => {
                    let p = if player == view.me {
                        1.5
                    } else {
                        1.0 - other_side(player)
                    };
                    if best_repair.is_none_or(|(top, _)| p > top) {
                        best_repair = Some((p, action));
                    }
                }
                _ => {}
            }
        }
        for (_, action) in best_break.into_iter().chain(best_repair) {
            if !chosen.contains(&action) {
                chosen.push(action);
            }
        }
        chosen
    }

    /// A whole state agreeing with the view: roles by `assignment`, the hidden cards
    /// dealt at random from those not seen. `None` if the view cannot be completed.
    fn deal(&mut self, view: &PlayerView, assignment: Assignment) -> Option<Saboteur> {
        let players = view.players.len();
        let mut seen: Vec<Card> = view.hand.clone();
        seen.extend(
            view.board
                .tunnels
                .values()
                .map(|shape| Card::Tunnel(shape.canonical())),
        );
        for player in &view.players {
            seen.extend(player.broken.iter().map(|tool| Card::Break(*tool)));
        }
        let others: usize = view
            .players
            .iter()
            .enumerate()
            .filter(|(seat, _)| *seat != view.me.index())
            .map(|(_, p)| p.hand_size)
            .sum();
        let needed = others + view.stock;
        let mut known_discards = self.discarded.clone();
        let mut pool = unseen(&seen, &known_discards);
        if pool.len() < needed {
            known_discards.clear();
            pool = unseen(&seen, &[]);
        }
        if pool.len() < needed {
            return None;
        }
        shuffle(&mut pool, &mut self.rng);
        let mut rest = pool.into_iter();
        let role_of = |seat: usize| {
            if assignment & (1 << seat) != 0 {
                Role::Saboteur
            } else {
                Role::Digger
            }
        };
        let mut game_players = Vec::with_capacity(players);
        for (seat, public) in view.players.iter().enumerate() {
            let hand = if seat == view.me.index() {
                view.hand.clone()
            } else {
                rest.by_ref().take(public.hand_size).collect()
            };
            let mapped = if seat == view.me.index() {
                (0..3)
                    .filter(|&g| {
                        view.board.goals[g].known.is_some() && !view.board.goals[g].revealed
                    })
                    .collect()
            } else {
                self.mapped.get(seat).cloned().unwrap_or_default()
            };
            game_players.push(Player {
                name: public.name.clone(),
                role: if seat == view.me.index() {
                    view.role
                } else {
                    role_of(seat)
                },
                hand,
                broken: public.broken.clone(),
                mapped,
                gold: Vec::new(),
                points: public.nuggets,
            });
        }
        let stock: Vec<Card> = rest.by_ref().take(view.stock).collect();
        let mut discard: Vec<Card> = rest.collect();
        discard.extend(known_discards);
        // The goals: those known as they are, the others from what is left.
        let mut left: Vec<GoalCard> = GoalCard::ALL
            .into_iter()
            .filter(|card| !view.board.goals.iter().any(|g| g.known == Some(*card)))
            .collect();
        shuffle(&mut left, &mut self.rng);
        let mut left = left.into_iter();
        let mut goals = [Goal::face_down(GoalCard::Gold); 3];
        for (goal, seen) in goals.iter_mut().zip(&view.board.goals) {
            *goal = Goal {
                card: match seen.known {
                    Some(card) => card,
                    None => left.next()?,
                },
                revealed: seen.revealed,
                turned: seen.turned,
            };
        }
        let mut unused = role_set(players)?;
        for player in &game_players {
            let at = unused.iter().position(|role| *role == player.role)?;
            unused.remove(at);
        }
        let mut gold = gold_cards();
        shuffle(&mut gold, &mut self.rng);
        gold.truncate(view.gold_left);
        let seed = self.rng_seed();
        Some(Saboteur {
            rounds: view.rounds,
            round: view.round,
            players: game_players,
            unused_roles: unused,
            board: Board {
                tunnels: view.board.tunnels.clone(),
                goals,
            },
            stock: Pile::from_vec(stock),
            discard: Pile::from_vec(discard),
            gold: Pile::from_vec(gold),
            phase: view.phase.clone(),
            history: view.history.clone(),
            rng: seeded(seed),
        })
    }

    fn rng_seed(&mut self) -> u64 {
        index_below(&mut self.rng, usize::MAX) as u64
    }

    /// Plays `action` on the dealt `game`, then the round out by heuristic players; worth
    /// this player's chance of winning the game from the scores the round leaves (see
    /// [`game_chance`]): its own nuggets against the best of the others', not its side's
    /// win, since a game is won alone and most rounds at four players are won by the
    /// diggers whatever one does, the gold cards' order between them deciding.
    fn playout(&self, game: &Saboteur, assignment: Assignment, action: Action) -> Option<f64> {
        let mut game = game.clone();
        let me = self.me.index();
        let round = game.round;
        let mut bots: Vec<HeuristicBot> = (0..game.players.len())
            .map(|seat| {
                if seat == me {
                    self.heuristic.clone()
                } else {
                    let side = usize::from(assignment & (1 << seat) != 0);
                    self.shadows.get(seat).map_or_else(
                        || HeuristicBot::new(Seat::from_index(seat)),
                        |pair| pair[side].clone(),
                    )
                }
            })
            .collect();
        let mut next = Some(action);
        for _ in 0..PLAYOUT_LIMIT {
            if game.round != round || game.is_over() {
                break;
            }
            let seat = game.current_player()?;
            let action = match next.take() {
                Some(action) => action,
                None => {
                    let view = game.view(seat)?;
                    let legal = game.legal_actions();
                    bots[seat.index()].decide(&view, &legal)?
                }
            };
            let events = game.apply(action).ok()?;
            for event in &events {
                for bot in &mut bots {
                    bot.hear(event);
                }
            }
        }
        let scores: Vec<u32> = game.players.iter().map(Player::score).collect();
        Some(game_chance(&scores, me, game.rounds.saturating_sub(round)))
    }
}

/// The cards of the round's deck not in `seen` nor in `gone`, each removed once.
fn unseen(seen: &[Card], gone: &[Card]) -> Vec<Card> {
    let mut pool = deck();
    for card in seen.iter().chain(gone) {
        if let Some(at) = pool.iter().position(|c| c == card) {
            pool.swap_remove(at);
        }
    }
    pool
}

/// The chance that seat `me` wins the game from these scores with `rounds_left` rounds
/// still to play: after the last, 1 if no one has more (ties share the win), else a
/// logistic of its lead over the best of the others, flatter the more rounds are left.
pub(crate) fn game_chance(scores: &[u32], me: usize, rounds_left: u32) -> f64 {
    let mine = scores.get(me).copied().unwrap_or(0);
    let best_other = scores
        .iter()
        .enumerate()
        .filter(|(seat, _)| *seat != me)
        .map(|(_, score)| *score)
        .max()
        .unwrap_or(0);
    let lead = f64::from(mine) - f64::from(best_other);
    if rounds_left == 0 {
        return if lead >= 0.0 { 1.0 } else { 0.0 };
    }
    let spread = SPREAD * f64::from(rounds_left).sqrt();
    1.0 / (1.0 + (-lead / spread).exp())
}

/// A seat's chance of being a saboteur before anything is played, as the viewer sees
/// the others.
fn prior_odds(view: &PlayerView) -> f64 {
    let players = view.players.len();
    let saboteurs = crate::game::role_counts(players).map_or(1, |(s, _)| s) as f64;
    let mine = if view.role == Role::Saboteur {
        1.0
    } else {
        0.0
    };
    // Of the role cards left (players, the one left out), the saboteurs not ours.
    (saboteurs - mine) / players as f64
}

impl Bot<Saboteur> for HardBot {
    fn choose(&mut self, seat: &contract::Seat<'_, Saboteur>, legal: &[Action]) -> Option<Action> {
        self.decide(&seat.view(), legal)
    }

    fn observe(&mut self, event: &Event) {
        self.hear(event);
    }

    fn listens(&self) -> bool {
        true
    }
}
