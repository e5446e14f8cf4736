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
//! this player's chance of winning the game from the scores it leaves (when the diggers
//! reach the gold, averaged over draws of the gold cards not yet won). The candidates are
//! the heuristic's best few (its suspicion replaced by the belief's odds), its best
//! discard and map, the breaks aimed at the two seats most likely on the other side and
//! the repair of the one most likely on its own. Every candidate is played on the same
//! deals, and one clearly behind the leader on them drops out (see [`Race`]), so the
//! deals go to the moves still in question. The best mean so far is always at hand: the
//! search stops when the [`Budget`]'s time or playouts are spent, and always returns a
//! legal action.

use std::collections::BTreeSet;
use std::time::{Duration, Instant};

use cards::{GameRng, Pile, index_below, seeded, shuffle};
use contract::Bot;

use crate::action::Action;
use crate::belief::{Assignment, Belief, Tracker};
use crate::board::{Board, Goal};
use crate::bot::HeuristicBot;
use crate::card::{Card, GoalCard, Gold, Role, deck, gold_cards};
use crate::game::{Event, Phase, Player, Saboteur, role_set};
use crate::seat::Seat;
use crate::view::PlayerView;

/// How long the searching player may think over each choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Budget {
    /// A time budget per choice (the search stops once it is spent); `None`: none, the
    /// choice is reproducible.
    pub think: Option<Duration>,
    /// Deals' worth of playouts per choice: `PER_DEAL` (6) playouts a deal, shared among
    /// the candidates still in the race (`None`: [`DEALS`], or as many as `think` allows).
    pub deals: Option<u64>,
}

/// Deals a choice plays out without a time budget.
pub const DEALS: u64 = 40;

/// The heuristic's best actions played out (besides the aimed breaks and repairs).
const CANDIDATES: usize = 4;

/// The seats a break is aimed at: those most likely on the other side.
const AIMED: usize = 2;

/// Playouts a deal of the budget stands for (`--deals N` buys `N` times this many,
/// shared among the candidates still in the race).
const PER_DEAL: u64 = 6;

/// Deals a candidate is played on before it may drop out of the race.
const RACE_MIN: usize = 6;

/// How many standard errors behind the leader a candidate must be to drop out.
const RACE_Z: f64 = 2.0;

/// Draws of the gold averaged over when a playout reaches it (see [`share_chance`]).
const SHARES: usize = 16;

/// How much better a candidate's playouts must be than the heuristic's own choice to be
/// played instead (a chance of winning the game, see [`HardBot::playout`]): a few
/// playouts' noise should not overrule it.
const MARGIN: f64 = 0.03;

/// How far (in nuggets, one standard deviation) a seat's score may move in one round,
/// for [`game_chance`]: for two seats, the logistic of the lead used before. (1.2 a round,
/// what the seats' final scores spread in games of `hard` and `normal` gives, measured
/// no better.)
const SPREAD: f64 = 1.8;

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
        let playouts = match (self.budget.deals, self.budget.think) {
            (Some(deals), _) => deals.saturating_mul(PER_DEAL),
            (None, Some(_)) => u64::MAX,
            (None, None) => DEALS * PER_DEAL,
        };
        let deadline = self.budget.think.map(|think| started + think);
        let out_of_time = || deadline.is_some_and(|end| Instant::now() >= end);
        let mut race = Race::new(candidates.len());
        let mut played = 0u64;
        'deals: while played < playouts && race.live() > 1 {
            let unit = index_below(&mut self.rng, 1 << 30) as f64 / f64::from(1u32 << 30);
            let assignment = belief.sample(unit);
            let Some(game) = self.deal(view, assignment) else {
                break;
            };
            let seed = self.rng_seed();
            let mut values = vec![None; candidates.len()];
            for (index, &action) in candidates.iter().enumerate() {
                if !race.alive[index] {
                    continue;
                }
                if out_of_time() {
                    break 'deals;
                }
                values[index] = self.playout(&game, assignment, action, seed);
                played += 1;
            }
            race.record(values);
        }
        let best = candidates[race.leader()];
        self.heuristic.took_turn();
        Some(best)
    }

    /// The heuristic's best few, its best discard (a move that stalls) and map, then breaks
    /// aimed at the two seats most likely on the other side and a repair for the one most
    /// likely on its own, for each such card held.
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
        // The best discard (a move that stalls) and the best map, whatever their rank.
        let discard = scored
            .iter()
            .find(|(_, action)| matches!(action, Action::Discard { .. }));
        let map = scored.iter().find(|(_, action)| match action {
            Action::Map { .. } => true,
            Action::PlayAt { card, .. } => view.hand.get(*card) == Some(&Card::Map),
            _ => false,
        });
        for (_, action) in discard.into_iter().chain(map) {
            if !chosen.contains(action) {
                chosen.push(*action);
            }
        }
        let saboteur = view.role == Role::Saboteur;
        // How likely a seat is on the other side.
        let other_side = |seat: Seat| {
            let p = odds.get(seat.index()).copied().unwrap_or(0.0);
            if saboteur { 1.0 - p } else { p }
        };
        let mut breaks: Vec<(f64, Action)> = Vec::new();
        let mut best_repair: Option<(f64, Action)> = None;
        for &action in legal {
            let Action::PlayOn { card, player, .. } = action else {
                continue;
            };
            match view.hand.get(card) {
                Some(Card::Break(_)) => breaks.push((other_side(player), action)),
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
        // The breaks aimed at the seats most likely on the other side (a stable sort: among
        // equals, the first listed).
        breaks.sort_by(|a, b| b.0.total_cmp(&a.0));
        let mut aimed: Vec<(f64, Action)> = Vec::new();
        for (p, action) in breaks {
            let target = |a: &Action| match a {
                Action::PlayOn { player, .. } => Some(*player),
                _ => None,
            };
            if aimed.len() < AIMED && aimed.iter().all(|(_, a)| target(a) != target(&action)) {
                aimed.push((p, action));
            }
        }
        for (_, action) in aimed.into_iter().chain(best_repair) {
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
        let mut gold = gold_left(view);
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
    /// [`game_chance`]): its own nuggets against every other seat's, not its side's win,
    /// since a game is won alone and most rounds at four players are won by the diggers
    /// whatever one does, the gold cards' order between them deciding.
    fn playout(
        &self,
        game: &Saboteur,
        assignment: Assignment,
        action: Action,
        seed: u64,
    ) -> Option<f64> {
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
        let rounds_left = game.rounds.saturating_sub(round);
        for _ in 0..PLAYOUT_LIMIT {
            if game.round != round || game.is_over() {
                break;
            }
            if let Phase::Share { pool, choosers } = &game.phase {
                return Some(share_chance(&game, pool, choosers, me, rounds_left, seed));
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
        Some(game_chance(&scores, me, rounds_left))
    }
}

/// The chance of winning the game once the diggers have reached the gold, over
/// [`SHARES`] draws of the gold cards not yet won rather than the one the deal made (the
/// gold drawn is noise to the choice of move; who chooses first is not). Each chooser
/// takes the highest card left, as the heuristic does.
fn share_chance(
    game: &Saboteur,
    pool: &[Gold],
    choosers: &[Seat],
    me: usize,
    rounds_left: u32,
    seed: u64,
) -> f64 {
    let mut pile: Vec<Gold> = pool.to_vec();
    pile.extend(game.gold.iter().copied());
    let base: Vec<u32> = game.players.iter().map(Player::score).collect();
    let mut rng = seeded(seed);
    let mut total = 0.0;
    for _ in 0..SHARES {
        shuffle(&mut pile, &mut rng);
        let mut drawn = pile[..pool.len().min(pile.len())].to_vec();
        drawn.sort_by(|a, b| b.cmp(a));
        let mut scores = base.clone();
        for (seat, gold) in choosers.iter().zip(&drawn) {
            if let Some(score) = scores.get_mut(seat.index()) {
                *score += u32::from(gold.nuggets());
            }
        }
        total += game_chance(&scores, me, rounds_left);
    }
    total / SHARES as f64
}

/// The candidates' playouts, deal by deal, each candidate's on the same deals as the
/// others' (common random numbers: the comparison is between moves, not deals). A
/// candidate drops out once the leader's playouts on the same deals are clearly better, so
/// the deals left go to those still in question.
pub(crate) struct Race {
    /// By candidate, its value on each deal it was played on (`None`: not played).
    values: Vec<Vec<Option<f64>>>,
    pub(crate) alive: Vec<bool>,
}

impl Race {
    pub(crate) fn new(candidates: usize) -> Race {
        Race {
            values: vec![Vec::new(); candidates],
            alive: vec![true; candidates],
        }
    }

    pub(crate) fn live(&self) -> usize {
        self.alive.iter().filter(|a| **a).count()
    }

    /// Adds one deal's playouts, then drops the candidates clearly behind the leader.
    pub(crate) fn record(&mut self, values: Vec<Option<f64>>) {
        for (column, value) in self.values.iter_mut().zip(values) {
            column.push(value);
        }
        let leader = self.leader();
        for index in 0..self.values.len() {
            if index == leader || !self.alive[index] {
                continue;
            }
            let diffs: Vec<f64> = self.values[index]
                .iter()
                .zip(&self.values[leader])
                .filter_map(|(mine, theirs)| Some((*mine)? - (*theirs)?))
                .collect();
            if diffs.len() < RACE_MIN {
                continue;
            }
            let n = diffs.len() as f64;
            let mean = diffs.iter().sum::<f64>() / n;
            let variance = diffs.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / (n - 1.0);
            if mean + RACE_Z * (variance / n).sqrt() < 0.0 {
                self.alive[index] = false;
            }
        }
    }

    /// The live candidate with the best mean; among equals (and before any playout), the
    /// first listed. The heuristic's own choice (the first) starts [`MARGIN`] ahead, so
    /// that the noise of a few playouts does not overrule it.
    pub(crate) fn leader(&self) -> usize {
        let mut best = (f64::NEG_INFINITY, 0);
        for (index, column) in self.values.iter().enumerate() {
            let played: Vec<f64> = column.iter().flatten().copied().collect();
            if !self.alive[index] || played.is_empty() {
                continue;
            }
            let ahead = if index == 0 { MARGIN } else { 0.0 };
            let mean = played.iter().sum::<f64>() / played.len() as f64 + ahead;
            if mean > best.0 + 1e-9 {
                best = (mean, index);
            }
        }
        best.1
    }
}

/// The gold cards not yet won, as the finished rounds show them: each digger of a round
/// won by the gold took one card worth the nuggets it scored in it.
pub(crate) fn gold_left(view: &PlayerView) -> Vec<Gold> {
    let mut gold = gold_cards();
    for record in &view.history {
        if record.winners() != Role::Digger {
            continue;
        }
        for (role, nuggets) in record.roles.iter().zip(&record.nuggets) {
            let taken = u8::try_from(*nuggets).ok().and_then(Gold::new);
            if let (Role::Digger, Some(taken)) = (role, taken)
                && let Some(at) = gold.iter().position(|g| *g == taken)
            {
                gold.swap_remove(at);
            }
        }
    }
    gold
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
/// still to play: after the last, 1 if no one has more (ties share the win); before it,
/// the chance that it ends ahead of every other seat when each seat's nuggets still to
/// come vary independently, [`SPREAD`] a round. Every seat counts, not only the best of
/// the others: at ten players a move that lifts it past several others is worth more
/// than one that passes none.
pub(crate) fn game_chance(scores: &[u32], me: usize, rounds_left: u32) -> f64 {
    let mine = scores.get(me).copied().unwrap_or(0);
    let mut others: Vec<u32> = scores
        .iter()
        .enumerate()
        .filter(|(seat, _)| *seat != me)
        .map(|(_, score)| *score)
        .collect();
    if rounds_left == 0 {
        return if others.iter().all(|s| *s <= mine) {
            1.0
        } else {
            0.0
        };
    }
    others.sort_unstable();
    // Each other seat's score with how many seats hold it: equal scores share a factor.
    let mut levels: Vec<(f64, i32)> = Vec::new();
    for score in others {
        let lead = f64::from(mine) - f64::from(score);
        match levels.last_mut() {
            Some((last, count)) if *last == lead => *count += 1,
            _ => levels.push((lead, 1)),
        }
    }
    let spread = SPREAD * f64::from(rounds_left).sqrt();
    // Over this seat's own luck `z` (a standard normal, by the trapezoid rule), the chance
    // that every other seat's luck falls short of its lead.
    let mut total = 0.0;
    let mut weights = 0.0;
    for step in -LUCK_STEPS..=LUCK_STEPS {
        let z = f64::from(step) * LUCK_STEP;
        let weight = (-z * z / 2.0).exp();
        let beaten: f64 = levels
            .iter()
            .map(|(lead, count)| normal_below(lead / spread + z).powi(*count))
            .product();
        total += weight * beaten;
        weights += weight;
    }
    total / weights
}

/// The grid over one seat's luck in [`game_chance`]: `LUCK_STEPS` steps of `LUCK_STEP`
/// standard deviations either side (the trapezoid rule is exact enough on a Gaussian).
const LUCK_STEPS: i32 = 8;
const LUCK_STEP: f64 = 0.5;

/// The standard normal distribution function (Abramowitz and Stegun 7.1.26, within
/// 1.5e-7).
fn normal_below(x: f64) -> f64 {
    let t = 1.0 / (1.0 + 0.327_591_1 * x.abs() / std::f64::consts::SQRT_2);
    let poly = t
        * (0.254_829_592
            + t * (-0.284_496_736
                + t * (1.421_413_741 + t * (-1.453_152_027 + t * 1.061_405_429))));
    let tail = 0.5 * poly * (-x * x / 2.0).exp();
    if x >= 0.0 { 1.0 - tail } else { tail }
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
