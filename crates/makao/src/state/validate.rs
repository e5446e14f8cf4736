//! Loading a state file: the file's numbers are read into a [`Game`], then one small
//! validator per concern checks that play could have reached it. Each refusal names the
//! problem in words a person editing the file understands.

use std::collections::BTreeMap;

use cards::{Card, Pile, Rank, Suit};

use super::{AttackFile, CardProblem, PhaseFile, StateError, StateFile};
use crate::action::MAX_LAY;
use crate::game::{ACTION_LIMIT, Attack, Config, Demand, Game, Phase};
use crate::rules::{DEMANDABLE, DemandLength, Effect, KING_OF_CLUBS, RuleSet, Rules};

/// Within [`ACTION_LIMIT`] actions, each laying at most [`MAX_LAY`] cards that add at
/// most 5 cards or 1 turn each, no game owes more; larger numbers can only be typed in,
/// and would overflow or make one action skip turns for ages.
const MAX_OWED: u32 = ACTION_LIMIT * MAX_LAY as u32 * 5;

pub(super) fn inconsistent(text: impl Into<String>) -> StateError {
    StateError::Inconsistent(text.into())
}

/// Turns a player number of the file (from 1) into an index, or names the field.
struct Numbers {
    players: usize,
}

impl Numbers {
    fn index(&self, field: &'static str, number: usize) -> Result<usize, StateError> {
        if (1..=self.players).contains(&number) {
            Ok(number - 1)
        } else {
            Err(StateError::NoSuchPlayer {
                field,
                number,
                players: self.players,
            })
        }
    }
}

impl TryFrom<StateFile> for Game {
    type Error = StateError;

    fn try_from(file: StateFile) -> Result<Game, StateError> {
        let game = read(file)?;
        game.validate()?;
        Ok(game)
    }
}

/// The file's fields as a game: player numbers become indices, phases their engine
/// form; what the file's shape alone rules out (a player who does not exist, an empty
/// pile, an attack of nothing) is refused here, the rest by [`Game::validate`].
fn read(file: StateFile) -> Result<Game, StateError> {
    let players = file.players.len();
    let config = Config {
        rules: file.rules,
        players,
        twist: file.twist,
        play_on: file.play_on,
    };
    config.check()?;
    let rules = config.rules.rules();
    let numbers = Numbers { players };
    if file.discard.is_empty() {
        return Err(StateError::EmptyDiscard);
    }
    let current = numbers.index("to_move", file.to_move)?;
    let dealer = match file.dealer {
        Some(number) => numbers.index("dealer", number)?,
        None => players - 1,
    };
    // Only a cut makes the dealer matter; elsewhere the file never names one, so any
    // other than the last player would not survive being written and read back.
    if rules.cut_keeps == 0 && dealer != players - 1 {
        return Err(inconsistent(format!(
            "{} rules have no cut, so the last player deals (dealer {players}), not player {}",
            rules.set,
            dealer + 1
        )));
    }
    let mut finished = Vec::new();
    for number in &file.finished {
        let player = numbers.index("finished", *number)?;
        if finished.contains(&player) {
            return Err(inconsistent(format!(
                "player {number} is listed twice in finished"
            )));
        }
        finished.push(player);
    }
    let (phase, drawn) = match file.phase {
        PhaseFile::Turn => (Phase::Turn, None),
        PhaseFile::Drawn(card) => (Phase::Drawn, Some(card)),
        PhaseFile::PenaltyDrawn(card) => (Phase::PenaltyDrawn, Some(card)),
        PhaseFile::Question => (Phase::Question, None),
        PhaseFile::Swap { initiator } => (
            Phase::Swap {
                initiator: numbers.index("phase.swap.initiator", initiator)?,
            },
            None,
        ),
        PhaseFile::Cut => (Phase::Cut, None),
        PhaseFile::Again => (Phase::Again, None),
        PhaseFile::AfterPenalty => (Phase::AfterPenalty, None),
        PhaseFile::Challenge { offender } => (
            Phase::Challenge {
                offender: numbers.index("phase.challenge.offender", offender)?,
            },
            None,
        ),
        PhaseFile::Over => (Phase::Over, None),
    };
    let attack = match file.attack {
        Some(AttackFile::Draw { cards: 0, .. }) | Some(AttackFile::Wait { turns: 0 }) => {
            return Err(inconsistent("an attack must be for at least 1"));
        }
        Some(AttackFile::Draw { cards, backwards }) => Some(Attack::Draw { cards, backwards }),
        Some(AttackFile::Wait { turns }) => Some(Attack::Wait { turns }),
        None => None,
    };
    let demand = match &file.demand {
        None => None,
        Some(demand) => {
            let by = numbers.index("demand.by", demand.by)?;
            let owed = match &demand.owed {
                Some(list) => {
                    let mut mask = 0u16;
                    for number in list {
                        mask |= 1 << numbers.index("demand.owed", *number)?;
                    }
                    mask
                }
                None => (0..players)
                    .filter(|p| !finished.contains(p))
                    .fold(0, |mask, p| mask | 1 << p),
            };
            Some(Demand::new(demand.rank, by, owed))
        }
    };
    let mut hands = Vec::with_capacity(players);
    let mut waits = Vec::with_capacity(players);
    let mut kept = Vec::with_capacity(players);
    for player in file.players {
        let mut hand = player.hand;
        hand.sort();
        hands.push(hand);
        waits.push(player.waits);
        let mut cards = player.kept;
        cards.sort();
        kept.push(cards);
    }
    Ok(Game {
        config,
        rules,
        hands,
        waits,
        finished,
        stock: Pile::from_vec(file.stock),
        discard: Pile::from_vec(file.discard),
        current,
        phase,
        drawn,
        suit: file.suit,
        attack,
        demand,
        rng: file.rng.unwrap_or_else(|| cards::seeded(0)),
        actions: file.actions,
        dealer,
        kept,
    })
}

impl Game {
    /// Whether play could have reached this state: every card once, numbers in range,
    /// and phase, attack, demand and suit agreeing with each other and with the top.
    pub(crate) fn validate(&self) -> Result<(), StateError> {
        self.validate_cards()?;
        self.validate_kept()?;
        self.validate_finished()?;
        self.validate_over()?;
        self.validate_owed()?;
        self.validate_progress()?;
        self.validate_phase()?;
        self.validate_hands()?;
        self.validate_attack()?;
        self.validate_demand()?;
        self.validate_suit()?;
        self.validate_drawn()
    }

    /// Cards are conserved: every card of the deck exactly as often as the deck has it.
    fn validate_cards(&self) -> Result<(), StateError> {
        let deck = self.rules.deck();
        let mut expected: BTreeMap<Card, usize> = BTreeMap::new();
        for card in &deck {
            *expected.entry(*card).or_default() += 1;
        }
        let mut found: BTreeMap<Card, Vec<String>> = BTreeMap::new();
        let mut note = |cards: &[Card], place: String| {
            for card in cards {
                found.entry(*card).or_default().push(place.clone());
            }
        };
        for (i, hand) in self.hands.iter().enumerate() {
            note(hand, format!("player {}'s hand", i + 1));
        }
        note(self.stock.as_slice(), "the stock".to_string());
        note(self.discard.as_slice(), "the discard pile".to_string());
        let held: usize = found.values().map(Vec::len).sum();
        let count_error = |problem| StateError::CardCount {
            held,
            deck: deck.len(),
            problem,
        };
        for (card, places) in &found {
            let wanted = expected.get(card).copied().unwrap_or(0);
            if places.len() > wanted {
                return Err(count_error(CardProblem::Extra {
                    card: *card,
                    expected: wanted,
                    places: places.clone(),
                }));
            }
        }
        for (card, wanted) in &expected {
            if found.get(card).map_or(0, Vec::len) < *wanted {
                return Err(count_error(CardProblem::Missing { card: *card }));
            }
        }
        Ok(())
    }

    /// Kept cards: only with a cut, strong, in the hand, and no more than may be kept.
    fn validate_kept(&self) -> Result<(), StateError> {
        let rules = self.rules;
        for (i, kept) in self.kept.iter().enumerate() {
            let number = i + 1;
            if kept.is_empty() {
                continue;
            }
            if rules.cut_keeps == 0 {
                return Err(inconsistent(format!(
                    "player {number} kept cards at a cut, but {} rules have no cut",
                    rules.set
                )));
            }
            if kept.len() > rules.cut_keeps {
                return Err(inconsistent(format!(
                    "player {number} kept {} cards; at most {} may be kept",
                    kept.len(),
                    rules.cut_keeps
                )));
            }
            if let Some(weak) = kept.iter().find(|c| !rules.is_strong(**c)) {
                return Err(inconsistent(format!(
                    "player {number} kept {weak:#}, which is not a strong card"
                )));
            }
            for card in kept {
                let times = |list: &[Card]| list.iter().filter(|c| *c == card).count();
                if times(kept) > times(&self.hands[i]) {
                    return Err(inconsistent(format!(
                        "player {number} kept {card:#}, which is not in their hand"
                    )));
                }
            }
        }
        Ok(())
    }

    /// Players who went out hold nothing (once the game is over, the last place may).
    fn validate_finished(&self) -> Result<(), StateError> {
        if self.phase == Phase::Over {
            return Ok(());
        }
        match self.finished.iter().find(|p| !self.hands[**p].is_empty()) {
            Some(player) => Err(inconsistent(format!(
                "player {} finished but holds cards",
                player + 1
            ))),
            None => Ok(()),
        }
    }

    /// A game ends when a player goes out (with `play_on`, when one is left, who takes
    /// the last place) or at the action limit: an "over" state with nobody out before
    /// the limit, or more places than that end gives, was typed, not played. Going out
    /// voids whatever was pending.
    fn validate_over(&self) -> Result<(), StateError> {
        if self.phase != Phase::Over {
            return Ok(());
        }
        let players = self.config.players;
        let places = if self.config.play_on { players } else { 1 };
        let done = self.finished.len();
        if done > places {
            return Err(inconsistent(format!(
                "{done} players finished, but without play_on the game ends when the first goes out"
            )));
        }
        let went_out = done == places;
        if !went_out && self.actions < ACTION_LIMIT {
            return Err(inconsistent(if self.config.play_on {
                format!(
                    "the game is over before the action limit ({} of {ACTION_LIMIT} actions), so all {players} players have places in finished, not {done}",
                    self.actions
                )
            } else {
                format!(
                    "the game is over before the action limit ({} of {ACTION_LIMIT} actions), so a player went out: finished must name the winner",
                    self.actions
                )
            }));
        }
        // With play_on the last place is given to the one left, cards and all.
        let out = if went_out && self.config.play_on {
            done - 1
        } else {
            done
        };
        if let Some(player) = self.finished[..out]
            .iter()
            .find(|p| !self.hands[**p].is_empty())
        {
            return Err(inconsistent(format!(
                "player {} went out but holds cards",
                player + 1
            )));
        }
        if went_out && (self.attack.is_some() || self.demand.is_some() || self.suit.is_some()) {
            return Err(inconsistent(
                "the game ended by a player going out, which leaves no attack, demand or chosen suit pending",
            ));
        }
        Ok(())
    }

    /// No game owes more than [`MAX_OWED`] cards or turns.
    fn validate_owed(&self) -> Result<(), StateError> {
        let pending = match self.attack {
            Some(Attack::Draw { cards: n, .. } | Attack::Wait { turns: n }) => n,
            None => 0,
        };
        match self
            .waits
            .iter()
            .copied()
            .chain([pending])
            .find(|n| *n > MAX_OWED)
        {
            Some(n) => Err(inconsistent(format!(
                "{n} cards or turns owed is more than any game can owe (at most {MAX_OWED})"
            ))),
            None => Ok(()),
        }
    }

    /// A game goes on only while two players are left, nobody won (without `play_on`),
    /// the player to move is still in it and the action limit is not reached.
    fn validate_progress(&self) -> Result<(), StateError> {
        if self.phase == Phase::Over {
            return Ok(());
        }
        if !self.config.play_on && !self.finished.is_empty() {
            return Err(inconsistent(
                "a player finished, so the phase must be \"over\" (or play_on true)",
            ));
        }
        if self.config.players - self.finished.len() < 2 {
            return Err(inconsistent(
                "fewer than two players are left, so the phase must be \"over\"",
            ));
        }
        if self.finished.contains(&self.current) {
            return Err(inconsistent(format!(
                "player {} is to move but has finished",
                self.current + 1
            )));
        }
        if self.actions >= ACTION_LIMIT {
            return Err(inconsistent(format!(
                "{} actions reach the limit of {ACTION_LIMIT}, so the phase must be \"over\"",
                self.actions
            )));
        }
        Ok(())
    }

    /// Each phase arises only in its situation: see where the engine enters it.
    fn validate_phase(&self) -> Result<(), StateError> {
        let rules = self.rules;
        let current = self.current;
        let top = self.top();
        if self.phase == Phase::Turn && self.waits[current] > 0 {
            return Err(inconsistent(format!(
                "player {} is to move but still owes {} missed turn(s)",
                current + 1,
                self.waits[current]
            )));
        }
        if let Some(card) = self.drawn
            && !self.hands[current].contains(&card)
        {
            return Err(inconsistent(format!(
                "the drawn card {card:#} is not in player {}'s hand",
                current + 1
            )));
        }
        match (self.phase, self.attack) {
            (Phase::PenaltyDrawn, Some(Attack::Draw { .. })) => {}
            (Phase::PenaltyDrawn, _) => {
                return Err(inconsistent("phase penalty_drawn needs a draw attack"));
            }
            (Phase::Question, Some(Attack::Wait { .. })) if rules.calls => {}
            (Phase::Question, _) => {
                return Err(inconsistent(
                    "phase question needs a wait attack and rules with calls",
                ));
            }
            (Phase::Swap { initiator }, attack) => self.validate_swap(initiator, attack)?,
            (Phase::Cut, _) => self.validate_cut()?,
            (Phase::Again, _) if rules.effect(top) != Effect::PlayAgain => {
                return Err(inconsistent(format!(
                    "phase again needs a card that plays again on top, not {top:#}"
                )));
            }
            (Phase::AfterPenalty, Some(_)) => {
                return Err(inconsistent(
                    "phase after_penalty comes after the penalty was taken: no attack pending",
                ));
            }
            (Phase::AfterPenalty, None)
                if !rules.lay_after_penalty || !rules.is_attack_rank(top.rank) =>
            {
                return Err(inconsistent(format!(
                    "phase after_penalty needs {} rules and an attacking card on top, not {top:#}",
                    RuleSet::Serbian
                )));
            }
            (Phase::Challenge { offender }, _) => {
                if !rules.challenge {
                    return Err(inconsistent(format!(
                        "a challenge in {} rules, which have none",
                        self.config.rules
                    )));
                }
                if offender == current || self.hands[offender].len() != 1 {
                    return Err(inconsistent(
                        "a challenge's offender must be another player, holding one card",
                    ));
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// A swap follows a K♣ (in a multi-lay of kings, the last king may be K♦), laid by
    /// another player still in the game; no wait or demand is pending then, since under
    /// one only 4s, or the demanded rank and jacks, may be laid.
    fn validate_swap(&self, initiator: usize, attack: Option<Attack>) -> Result<(), StateError> {
        if !self.config.twist {
            return Err(inconsistent("a swap without the twist"));
        }
        if initiator == self.current || self.finished.contains(&initiator) {
            return Err(inconsistent(
                "a swap's initiator must be another player still in the game",
            ));
        }
        let top = self.top();
        let king_of_a_lay =
            self.rules.kings_together && top.rank == Rank::King && !self.rules.is_draw_card(top);
        if top != KING_OF_CLUBS && !king_of_a_lay {
            return Err(inconsistent(format!(
                "a swap follows {KING_OF_CLUBS:#}, not {top:#} on top"
            )));
        }
        if matches!(attack, Some(Attack::Wait { .. })) {
            return Err(inconsistent(
                "a swap with a wait pending: under a wait only a 4 may be laid",
            ));
        }
        if self.demand.is_some() {
            return Err(inconsistent(
                "a swap with a demand pending: under a demand only its rank or a jack may be laid",
            ));
        }
        Ok(())
    }

    /// A cut in progress: the cutter (after the dealer) holds only what they kept, the
    /// other hands nothing, and the one card on the pile is strong and may still be kept.
    fn validate_cut(&self) -> Result<(), StateError> {
        let rules = self.rules;
        let current = self.current;
        if rules.cut_keeps == 0 {
            return Err(inconsistent(format!("{} rules have no cut", rules.set)));
        }
        if current != (self.dealer + 1) % self.config.players {
            return Err(inconsistent(
                "during the cut the player after the dealer is to move",
            ));
        }
        if self.discard.len() != 1 {
            return Err(inconsistent(
                "during the cut the discard pile holds only the cut card",
            ));
        }
        let card = self.top();
        if !rules.is_strong(card) {
            return Err(inconsistent(format!(
                "the cut card {card:#} is not strong: nothing to decide"
            )));
        }
        if self.kept[current].len() >= rules.cut_keeps {
            return Err(inconsistent(format!(
                "{} cards were kept already: the next strong card goes to the pile",
                rules.cut_keeps
            )));
        }
        for (i, hand) in self.hands.iter().enumerate() {
            if hand.len() != self.kept[i].len() {
                return Err(inconsistent(format!(
                    "during the cut nothing is dealt yet: player {} holds cards not kept",
                    i + 1
                )));
            }
        }
        if self.suit.is_some() || self.attack.is_some() || self.demand.is_some() {
            return Err(inconsistent("during the cut nothing is pending"));
        }
        Ok(())
    }

    /// Where a hand is won by the first player out (`serbian`), nobody holds nothing
    /// while it goes on.
    fn validate_hands(&self) -> Result<(), StateError> {
        if self.rules.cut_keeps == 0 || matches!(self.phase, Phase::Over | Phase::Cut) {
            return Ok(());
        }
        match self.hands.iter().position(Vec::is_empty) {
            Some(empty) => Err(inconsistent(format!(
                "player {} holds no cards, so the hand is over (phase \"over\")",
                empty + 1
            ))),
            None => Ok(()),
        }
    }

    /// An attack lies on the card that made it: a wait on a card that makes one wait, a
    /// draw on a draw card laid last (or, where kings are laid together, on a king laid
    /// after one), pointing the way its last draw card sends it.
    fn validate_attack(&self) -> Result<(), StateError> {
        let rules = self.rules;
        let top = self.top();
        if self.attack.is_some() && self.demand.is_some() {
            return Err(inconsistent(
                "an attack and a demand cannot both be pending",
            ));
        }
        match self.attack {
            Some(Attack::Draw { backwards, .. }) => {
                // In a multi-lay of kings, K♣ or K♦ may follow the K♥ or K♠ that attacks.
                let king_after_a_king = rules.kings_together
                    && top.rank == Rank::King
                    && rules.is_attack_rank(Rank::King)
                    && !rules.is_draw_card(top);
                if !rules.is_draw_card(top) && !king_after_a_king {
                    return Err(inconsistent(format!(
                        "a draw attack needs {} on top, not {top:#}",
                        draw_cards(rules)
                    )));
                }
                let sends_back = matches!(
                    rules.effect(top),
                    Effect::Draw {
                        backwards: true,
                        ..
                    }
                );
                if !king_after_a_king && backwards != sends_back {
                    return Err(inconsistent(format!(
                        "a draw attack goes {} after {top:#}, not {}",
                        direction(sends_back),
                        direction(backwards)
                    )));
                }
                if self.phase == Phase::Turn
                    && rules.play_drawn_card
                    && !self.can_lead(self.current)
                {
                    return Err(inconsistent(format!(
                        "player {} holds no defence, so the first penalty card is drawn as the turn starts (phase penalty_drawn, or the penalty taken)",
                        self.current + 1
                    )));
                }
            }
            Some(Attack::Wait { .. }) if rules.effect(top) != Effect::Wait => {
                return Err(inconsistent(
                    if ranks_with(rules, |e| e == Effect::Wait).is_empty() {
                        format!("a wait in {} rules, which have none", rules.set)
                    } else {
                        format!("a wait needs a 4 on top, not {top:#}")
                    },
                ));
            }
            _ => {}
        }
        Ok(())
    }

    /// A demand: for a demandable rank, in rules with demands, owed by the player to
    /// move (whose answer is what ends their turn under it).
    fn validate_demand(&self) -> Result<(), StateError> {
        let Some(demand) = self.demand else {
            return Ok(());
        };
        let rules = self.rules;
        if ranks_with(rules, |e| e == Effect::Demand).is_empty() {
            return Err(inconsistent(format!(
                "a demand in {} rules, which have none",
                rules.set
            )));
        }
        if !DEMANDABLE.contains(&demand.rank) {
            return Err(inconsistent(format!(
                "a demand for {} (only 5 to 10 may be demanded)",
                demand.rank
            )));
        }
        if self.phase == Phase::Over {
            return Ok(());
        }
        if !demand.owes(self.current) {
            return Err(inconsistent(format!(
                "player {} is to move under a demand, so must be in its owed list",
                self.current + 1
            )));
        }
        let players = self.config.players;
        let in_game = |p: usize| !self.finished.contains(&p);
        let expected: Vec<usize> = match rules.demand {
            // Each turn taken under it (the demander's next one last) answers it.
            DemandLength::OneRound => {
                let mut arc = Vec::new();
                for seat in (0..players).map(|k| (self.current + k) % players) {
                    if in_game(seat) {
                        arc.push(seat);
                    }
                    if seat == demand.by {
                        break;
                    }
                }
                arc.sort_unstable();
                arc
            }
            // It binds everyone still in the game until the demander lays the rank.
            DemandLength::UntilDemanderLays => (0..players).filter(|p| in_game(*p)).collect(),
        };
        let owed: Vec<usize> = demand.owing().collect();
        if owed != expected {
            let numbers = |list: &[usize]| {
                let names: Vec<String> = list.iter().map(|p| (p + 1).to_string()).collect();
                format!("[{}]", names.join(", "))
            };
            return Err(inconsistent(format!(
                "a demand by player {} with player {} to move is owed by {}, not {}",
                demand.by + 1,
                self.current + 1,
                numbers(&expected),
                numbers(&owed)
            )));
        }
        if rules.demand == DemandLength::UntilDemanderLays && !in_game(demand.by) {
            return Err(inconsistent("a demand ends when its demander goes out"));
        }
        Ok(())
    }

    /// A chosen suit lies on the card that chose it.
    fn validate_suit(&self) -> Result<(), StateError> {
        let top = self.top();
        if self.suit.is_some() && self.rules.effect(top) != Effect::ChooseSuit {
            return Err(inconsistent(format!(
                "a chosen suit needs {} on top, not {top:#}",
                ranks_with(self.rules, |e| e == Effect::ChooseSuit)
            )));
        }
        Ok(())
    }

    /// The engine offers a drawn card only where the rules let it be laid.
    fn validate_drawn(&self) -> Result<(), StateError> {
        let Some(card) = self.drawn else {
            return Ok(());
        };
        let rules = self.rules;
        let why = if !rules.play_drawn_card && !rules.lay_any_drawn_card {
            Some(format!(
                "{} rules never lay a card just drawn",
                self.config.rules
            ))
        } else if self.phase == Phase::Drawn && self.attack.is_some() {
            Some("a card drawn by choice cannot answer an attack".to_string())
        } else if !self.may_lead(self.current, card) {
            Some(format!("it cannot be laid on {:#} now", self.top()))
        } else {
            None
        };
        match why {
            Some(why) => Err(inconsistent(format!("the drawn card {card:#}: {why}"))),
            None => Ok(()),
        }
    }
}

fn direction(backwards: bool) -> &'static str {
    if backwards { "backwards" } else { "forwards" }
}

/// The draw cards of a rule set, for messages: "a 2, 3, KH or KS" (a rank where every
/// card of it draws, else the cards themselves).
fn draw_cards(rules: &Rules) -> String {
    let mut names = Vec::new();
    for rank in Rank::all() {
        let draw: Vec<Card> = Suit::all()
            .map(|suit| Card::new(rank, suit))
            .filter(|card| rules.is_draw_card(*card))
            .collect();
        if draw.len() == 4 {
            names.push(rank.label().to_string());
        } else {
            names.extend(draw.iter().map(|card| format!("{card:#}")));
        }
    }
    let list = match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => names.concat(),
    };
    format!("a {list}")
}

/// "an ace", "a 2, 3 or king": the ranks some card of which has an effect `wanted`;
/// empty when no card has it.
fn ranks_with(rules: &Rules, wanted: impl Fn(Effect) -> bool) -> String {
    let names: Vec<&str> = Rank::all()
        .filter(|rank| Suit::all().any(|suit| wanted(rules.effect(Card::new(*rank, suit)))))
        .map(|rank| match rank {
            Rank::Jack => "jack",
            Rank::Queen => "queen",
            Rank::King => "king",
            Rank::Ace => "ace",
            other => other.label(),
        })
        .collect();
    if names.is_empty() {
        return String::new();
    }
    let list = match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => names.concat(),
    };
    let article = if list.starts_with(['a', 'e', 'i', 'o', 'u', '8']) {
        "an"
    } else {
        "a"
    };
    format!("{article} {list}")
}
