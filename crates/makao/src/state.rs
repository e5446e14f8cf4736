//! The state file: a whole game as JSON, readable and editable by hand, and checked when
//! loaded. The schema is documented in the crate's front page.

use std::collections::BTreeMap;
use std::fmt;

use cards::{Card, GameRng, Pile, Rank, Suit};
use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::action::MAX_LAY;
use crate::game::{ACTION_LIMIT, Attack, Config, Demand, Game, MAX_PLAYERS, Phase};
use crate::rules::{DEMANDABLE, Effect, RuleSet, Rules};

/// Why a state (or a new game's setup) was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum StateError {
    #[error("{rules} is played by {min} to {max} players, not {players}")]
    Players {
        rules: RuleSet,
        players: usize,
        min: usize,
        max: usize,
    },
    #[error("the twist is not played with {0} rules")]
    TwistNotAllowed(RuleSet),
    #[error("the state holds {held} cards, the deck {deck}: {problem}")]
    CardCount {
        held: usize,
        deck: usize,
        problem: CardProblem,
    },
    #[error("the discard pile is empty: it must hold at least the top card")]
    EmptyDiscard,
    #[error("{field} names player {number}, but players are numbered 1 to {players}")]
    NoSuchPlayer {
        field: &'static str,
        number: usize,
        players: usize,
    },
    #[error("the state is inconsistent: {0}")]
    Inconsistent(String),
}

/// The first card found in the wrong number of places.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CardProblem {
    /// A card held more often than the deck has it, with the places it was found.
    Extra {
        card: Card,
        expected: usize,
        places: Vec<String>,
    },
    Missing {
        card: Card,
    },
}

impl fmt::Display for CardProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CardProblem::Extra {
                card,
                expected,
                places,
            } => {
                let times = if *expected == 1 {
                    "once".to_string()
                } else {
                    format!("{expected} times")
                };
                write!(
                    f,
                    "{card:#} appears {} times ({}), the deck has it {times}",
                    places.len(),
                    places.join(", ")
                )
            }
            CardProblem::Missing { card } => write!(f, "{card:#} is missing"),
        }
    }
}

mod rank_label {
    use cards::Rank;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(rank: &Rank, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(rank.label())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Rank, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

mod suit_letter {
    use cards::Suit;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(suit: &Option<Suit>, serializer: S) -> Result<S::Ok, S::Error> {
        match suit {
            Some(suit) => serializer.serialize_char(suit.letter()),
            None => serializer.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Option<Suit>, D::Error> {
        let text = Option::<String>::deserialize(deserializer)?;
        text.map(|t| t.parse().map_err(serde::de::Error::custom))
            .transpose()
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct PlayerFile {
    hand: Vec<Card>,
    #[serde(default)]
    waits: u32,
    /// Cards kept at the cut, still in hand (`serbian`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    kept: Vec<Card>,
}

#[derive(Debug, Clone, Copy, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
enum PhaseFile {
    #[default]
    Turn,
    Drawn(Card),
    PenaltyDrawn(Card),
    Question,
    Swap {
        initiator: usize,
    },
    Cut,
    Again,
    AfterPenalty,
    Challenge {
        offender: usize,
    },
    Over,
}

#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
enum AttackFile {
    Draw {
        cards: u32,
        #[serde(default)]
        backwards: bool,
    },
    Wait {
        turns: u32,
    },
}

impl From<Attack> for AttackFile {
    fn from(attack: Attack) -> AttackFile {
        match attack {
            Attack::Draw { cards, backwards } => AttackFile::Draw { cards, backwards },
            Attack::Wait { turns } => AttackFile::Wait { turns },
        }
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct DemandFile {
    #[serde(with = "rank_label")]
    rank: Rank,
    by: usize,
    #[serde(default)]
    owed: Option<Vec<usize>>,
}

/// The JSON form of a [`Game`]. Players are numbered from 1 here.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct StateFile {
    rules: RuleSet,
    #[serde(default)]
    twist: bool,
    #[serde(default)]
    play_on: bool,
    players: Vec<PlayerFile>,
    to_move: usize,
    /// Who dealt (`serbian`; optional, default the last player).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    dealer: Option<usize>,
    #[serde(default)]
    phase: PhaseFile,
    discard: Vec<Card>,
    stock: Vec<Card>,
    #[serde(default, with = "suit_letter")]
    suit: Option<Suit>,
    #[serde(default)]
    attack: Option<AttackFile>,
    #[serde(default)]
    demand: Option<DemandFile>,
    #[serde(default)]
    finished: Vec<usize>,
    #[serde(default)]
    actions: u32,
    #[serde(default)]
    rng: Option<GameRng>,
}

impl From<Game> for StateFile {
    fn from(game: Game) -> StateFile {
        let number = |p: usize| p + 1;
        let phase = match (game.phase, game.drawn) {
            (Phase::Drawn, Some(card)) => PhaseFile::Drawn(card),
            (Phase::PenaltyDrawn, Some(card)) => PhaseFile::PenaltyDrawn(card),
            (Phase::Question, _) => PhaseFile::Question,
            (Phase::Swap { initiator }, _) => PhaseFile::Swap {
                initiator: number(initiator),
            },
            (Phase::Cut, _) => PhaseFile::Cut,
            (Phase::Again, _) => PhaseFile::Again,
            (Phase::AfterPenalty, _) => PhaseFile::AfterPenalty,
            (Phase::Challenge { offender }, _) => PhaseFile::Challenge {
                offender: number(offender),
            },
            (Phase::Over, _) => PhaseFile::Over,
            _ => PhaseFile::Turn,
        };
        StateFile {
            rules: game.config.rules,
            twist: game.config.twist,
            play_on: game.config.play_on,
            players: game
                .hands
                .iter()
                .zip(&game.waits)
                .zip(&game.kept)
                .map(|((hand, waits), kept)| PlayerFile {
                    hand: hand.clone(),
                    waits: *waits,
                    kept: kept.clone(),
                })
                .collect(),
            to_move: number(game.current),
            dealer: (game.rules.cut_keeps > 0).then_some(number(game.dealer)),
            phase,
            discard: game.discard.as_slice().to_vec(),
            stock: game.stock.as_slice().to_vec(),
            suit: game.suit,
            attack: game.attack.map(AttackFile::from),
            demand: game.demand.map(|demand| DemandFile {
                rank: demand.rank,
                by: number(demand.by),
                owed: Some(demand.owing().map(number).collect()),
            }),
            finished: game.finished.iter().map(|p| number(*p)).collect(),
            actions: game.actions,
            rng: Some(game.rng),
        }
    }
}

/// Within [`ACTION_LIMIT`] actions, each laying at most [`MAX_LAY`] cards that add at
/// most 5 cards or 1 turn each, no game owes more; larger numbers can only be typed in,
/// and would overflow or make one action skip turns for ages.
const MAX_OWED: u32 = ACTION_LIMIT * MAX_LAY as u32 * 5;

fn inconsistent(text: impl Into<String>) -> StateError {
    StateError::Inconsistent(text.into())
}

impl TryFrom<StateFile> for Game {
    type Error = StateError;

    fn try_from(file: StateFile) -> Result<Game, StateError> {
        let players = file.players.len();
        let config = Config {
            rules: file.rules,
            players,
            twist: file.twist,
            play_on: file.play_on,
        };
        config.check()?;
        let rules = config.rules.rules();
        let index = |field: &'static str, number: usize| {
            if (1..=players).contains(&number) {
                Ok(number - 1)
            } else {
                Err(StateError::NoSuchPlayer {
                    field,
                    number,
                    players,
                })
            }
        };
        check_cards(&file, &rules.deck())?;
        if file.discard.is_empty() {
            return Err(StateError::EmptyDiscard);
        }
        let current = index("to_move", file.to_move)?;
        let dealer = match file.dealer {
            Some(number) => index("dealer", number)?,
            None => players - 1,
        };
        let kept = check_kept(&file, rules)?;
        let mut finished = Vec::new();
        for number in &file.finished {
            let player = index("finished", *number)?;
            if finished.contains(&player) {
                return Err(inconsistent(format!(
                    "player {number} is listed twice in finished"
                )));
            }
            // Once the game is over, the last place may still hold cards.
            if !matches!(file.phase, PhaseFile::Over) && !file.players[player].hand.is_empty() {
                return Err(inconsistent(format!(
                    "player {number} finished but holds cards"
                )));
            }
            finished.push(player);
        }
        let top = file.discard[file.discard.len() - 1];
        let mut hands: Vec<Vec<Card>> = file.players.iter().map(|p| p.hand.clone()).collect();
        for hand in &mut hands {
            hand.sort();
        }
        let waits: Vec<u32> = file.players.iter().map(|p| p.waits).collect();
        let pending = match file.attack {
            Some(AttackFile::Draw { cards: n, .. } | AttackFile::Wait { turns: n }) => n,
            None => 0,
        };
        if let Some(n) = waits
            .iter()
            .copied()
            .chain([pending])
            .find(|n| *n > MAX_OWED)
        {
            return Err(inconsistent(format!(
                "{n} cards or turns owed is more than any game can owe (at most {MAX_OWED})"
            )));
        }

        let (phase, drawn) = match file.phase {
            PhaseFile::Turn => (Phase::Turn, None),
            PhaseFile::Drawn(card) => (Phase::Drawn, Some(card)),
            PhaseFile::PenaltyDrawn(card) => (Phase::PenaltyDrawn, Some(card)),
            PhaseFile::Question => (Phase::Question, None),
            PhaseFile::Swap { initiator } => (
                Phase::Swap {
                    initiator: index("phase.swap.initiator", initiator)?,
                },
                None,
            ),
            PhaseFile::Cut => (Phase::Cut, None),
            PhaseFile::Again => (Phase::Again, None),
            PhaseFile::AfterPenalty => (Phase::AfterPenalty, None),
            PhaseFile::Challenge { offender } => (
                Phase::Challenge {
                    offender: index("phase.challenge.offender", offender)?,
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
                if !DEMANDABLE.contains(&demand.rank) {
                    return Err(inconsistent(format!(
                        "a demand for {} (only 5 to 10 may be demanded)",
                        demand.rank
                    )));
                }
                let by = index("demand.by", demand.by)?;
                let owed = match &demand.owed {
                    Some(list) => {
                        let mut mask = 0u16;
                        for number in list {
                            mask |= 1 << index("demand.owed", *number)?;
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

        let over = phase == Phase::Over;
        let unfinished = players - finished.len();
        if !over {
            if !config.play_on && !finished.is_empty() {
                return Err(inconsistent(
                    "a player finished, so the phase must be \"over\" (or play_on true)",
                ));
            }
            if unfinished < 2 {
                return Err(inconsistent(
                    "fewer than two players are left, so the phase must be \"over\"",
                ));
            }
            if finished.contains(&current) {
                return Err(inconsistent(format!(
                    "player {} is to move but has finished",
                    current + 1
                )));
            }
            if file.actions >= ACTION_LIMIT {
                return Err(inconsistent(format!(
                    "{} actions reach the limit of {ACTION_LIMIT}, so the phase must be \"over\"",
                    file.actions
                )));
            }
        }
        if phase == Phase::Turn && waits[current] > 0 {
            return Err(inconsistent(format!(
                "player {} is to move but still owes {} missed turn(s)",
                current + 1,
                waits[current]
            )));
        }
        if let Some(card) = drawn
            && !hands[current].contains(&card)
        {
            return Err(inconsistent(format!(
                "the drawn card {card:#} is not in player {}'s hand",
                current + 1
            )));
        }
        match (phase, attack) {
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
            (Phase::Swap { initiator }, _) => {
                if !config.twist {
                    return Err(inconsistent("a swap without the twist"));
                }
                if initiator == current || finished.contains(&initiator) {
                    return Err(inconsistent(
                        "a swap's initiator must be another player still in the game",
                    ));
                }
            }
            (Phase::Cut, _) => check_cut(&file, rules, current, dealer, &kept)?,
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
                        config.rules
                    )));
                }
                if offender == current || hands[offender].len() != 1 {
                    return Err(inconsistent(
                        "a challenge's offender must be another player, holding one card",
                    ));
                }
            }
            _ => {}
        }
        if rules.cut_keeps > 0 && !over && phase != Phase::Cut {
            if let Some(empty) = hands.iter().position(Vec::is_empty) {
                return Err(inconsistent(format!(
                    "player {} holds no cards, so the hand is over (phase \"over\")",
                    empty + 1
                )));
            }
        }
        if attack.is_some() && demand.is_some() {
            return Err(inconsistent(
                "an attack and a demand cannot both be pending",
            ));
        }
        match attack {
            Some(Attack::Draw { .. }) if !rules.is_attack_rank(top.rank) => {
                return Err(inconsistent(format!(
                    "a draw attack needs {} on top, not {top:#}",
                    ranks_with(rules, |e| matches!(e, Effect::Draw { .. }))
                )));
            }
            Some(Attack::Wait { .. }) if top.rank != Rank::Four => {
                return Err(inconsistent(format!(
                    "a wait needs a 4 on top, not {top:#}"
                )));
            }
            _ => {}
        }
        if file.suit.is_some() && rules.effect(top) != Effect::ChooseSuit {
            return Err(inconsistent(format!(
                "a chosen suit needs {} on top, not {top:#}",
                ranks_with(rules, |e| e == Effect::ChooseSuit)
            )));
        }
        if players > MAX_PLAYERS {
            return Err(inconsistent("too many players"));
        }
        let game = Game {
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
        };
        // The engine offers a drawn card only where the rules let it be laid.
        if let Some(card) = drawn {
            let why = if !rules.play_drawn_card && !rules.lay_any_drawn_card {
                Some(format!(
                    "{} rules never lay a card just drawn",
                    config.rules
                ))
            } else if phase == Phase::Drawn && attack.is_some() {
                Some("a card drawn by choice cannot answer an attack".to_string())
            } else if !game.may_lead(current, card) {
                Some(format!("it cannot be laid on {top:#} now"))
            } else {
                None
            };
            if let Some(why) = why {
                return Err(inconsistent(format!("the drawn card {card:#}: {why}")));
            }
        }
        Ok(game)
    }
}

/// "an ace", "a 2, 3 or king": the ranks some card of which has an effect `wanted`.
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

/// The kept cards of each player: only with a cut, strong, in the hand, and no more
/// than may be kept.
fn check_kept(file: &StateFile, rules: &Rules) -> Result<Vec<Vec<Card>>, StateError> {
    let mut all = Vec::with_capacity(file.players.len());
    for (i, player) in file.players.iter().enumerate() {
        let number = i + 1;
        let mut kept = player.kept.clone();
        if kept.is_empty() {
            all.push(kept);
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
        for card in &kept {
            let times = |list: &[Card]| list.iter().filter(|c| *c == card).count();
            if times(&kept) > times(&player.hand) {
                return Err(inconsistent(format!(
                    "player {number} kept {card:#}, which is not in their hand"
                )));
            }
        }
        kept.sort();
        all.push(kept);
    }
    Ok(all)
}

/// A cut in progress: the cutter (after the dealer) holds only what they kept, the
/// other hands nothing, and the one card on the pile is strong and may still be kept.
fn check_cut(
    file: &StateFile,
    rules: &Rules,
    current: usize,
    dealer: usize,
    kept: &[Vec<Card>],
) -> Result<(), StateError> {
    let players = file.players.len();
    if rules.cut_keeps == 0 {
        return Err(inconsistent(format!("{} rules have no cut", rules.set)));
    }
    if current != (dealer + 1) % players {
        return Err(inconsistent(
            "during the cut the player after the dealer is to move",
        ));
    }
    if file.discard.len() != 1 {
        return Err(inconsistent(
            "during the cut the discard pile holds only the cut card",
        ));
    }
    let card = file.discard[0];
    if !rules.is_strong(card) {
        return Err(inconsistent(format!(
            "the cut card {card:#} is not strong: nothing to decide"
        )));
    }
    if kept[current].len() >= rules.cut_keeps {
        return Err(inconsistent(format!(
            "{} cards were kept already: the next strong card goes to the pile",
            rules.cut_keeps
        )));
    }
    for (i, player) in file.players.iter().enumerate() {
        if player.hand.len() != kept[i].len() {
            return Err(inconsistent(format!(
                "during the cut nothing is dealt yet: player {} holds cards not kept",
                i + 1
            )));
        }
    }
    if file.suit.is_some() || file.attack.is_some() || file.demand.is_some() {
        return Err(inconsistent("during the cut nothing is pending"));
    }
    Ok(())
}

/// Every card of the deck exactly as often as the deck has it.
fn check_cards(file: &StateFile, deck: &[Card]) -> Result<(), StateError> {
    let mut expected: BTreeMap<Card, usize> = BTreeMap::new();
    for card in deck {
        *expected.entry(*card).or_default() += 1;
    }
    let mut found: BTreeMap<Card, Vec<String>> = BTreeMap::new();
    let mut note = |cards: &[Card], place: String| {
        for card in cards {
            found.entry(*card).or_default().push(place.clone());
        }
    };
    for (i, player) in file.players.iter().enumerate() {
        note(&player.hand, format!("player {}'s hand", i + 1));
    }
    note(&file.stock, "the stock".to_string());
    note(&file.discard, "the discard pile".to_string());
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

impl Serialize for Game {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        StateFile::from(self.clone()).serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Game {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let file = StateFile::deserialize(deserializer)?;
        Game::try_from(file).map_err(serde::de::Error::custom)
    }
}

impl Game {
    /// The state as JSON for people: indented, with each list of cards on one line.
    pub fn to_json(&self) -> String {
        let mut out = Vec::new();
        let mut writer = serde_json::Serializer::with_formatter(&mut out, Layout::default());
        self.serialize(&mut writer)
            .expect("a game always serializes");
        String::from_utf8(out).expect("serde_json writes UTF-8")
    }

    /// A state file read back, validated.
    pub fn from_json(text: &str) -> Result<Game, serde_json::Error> {
        serde_json::from_str(text)
    }
}

/// Pretty JSON in the struct's own field order (the schema's, in the crate docs) where
/// arrays of plain values stay on one line (`"hand": ["5H", "9C"]`), so that a person
/// can read and edit a state file. Arrays in the file are either all plain values or
/// all objects, so the first item decides how an array is laid out.
#[derive(Default)]
struct Layout {
    /// Per open array or object: whether it is an inline array, and whether it has items.
    open: Vec<Open>,
    /// An array item is about to start; its separator waits until we know its kind.
    item_pending: bool,
}

#[derive(Clone, Copy)]
struct Open {
    /// `Some(inline)` for an array once its first item is seen, `None` before; objects
    /// are never inline.
    inline: Option<bool>,
    items: bool,
}

impl Layout {
    fn pad<W: ?Sized + std::io::Write>(writer: &mut W, depth: usize) -> std::io::Result<()> {
        (0..depth).try_for_each(|_| writer.write_all(b"  "))
    }

    /// Before any value: the separator of a pending array item, now that we know
    /// whether the item is a container.
    fn value<W: ?Sized + std::io::Write>(
        &mut self,
        writer: &mut W,
        container: bool,
    ) -> std::io::Result<()> {
        if !std::mem::take(&mut self.item_pending) {
            return Ok(());
        }
        let depth = self.open.len();
        let Some(open) = self.open.last_mut() else {
            return Ok(());
        };
        let inline = *open.inline.get_or_insert(!container);
        let first = !std::mem::replace(&mut open.items, true);
        match (inline, first) {
            (true, true) => Ok(()),
            (true, false) => writer.write_all(b", "),
            (false, first) => {
                writer.write_all(if first { b"\n" } else { b",\n" })?;
                Self::pad(writer, depth)
            }
        }
    }

    fn close<W: ?Sized + std::io::Write>(
        &mut self,
        writer: &mut W,
        bracket: &[u8],
    ) -> std::io::Result<()> {
        let open = self.open.pop().unwrap_or(Open {
            inline: None,
            items: false,
        });
        if open.items && open.inline != Some(true) {
            writer.write_all(b"\n")?;
            Self::pad(writer, self.open.len())?;
        }
        writer.write_all(bracket)
    }
}

macro_rules! plain_values {
    ($($method:ident: $type:ty),*) => {$(
        fn $method<W: ?Sized + std::io::Write>(&mut self, writer: &mut W, value: $type) -> std::io::Result<()> {
            self.value(writer, false)?;
            serde_json::ser::CompactFormatter.$method(writer, value)
        }
    )*};
}

impl serde_json::ser::Formatter for Layout {
    plain_values!(
        write_bool: bool, write_i8: i8, write_i16: i16, write_i32: i32, write_i64: i64,
        write_i128: i128, write_u8: u8, write_u16: u16, write_u32: u32, write_u64: u64,
        write_u128: u128, write_f32: f32, write_f64: f64, write_number_str: &str,
        write_raw_fragment: &str
    );

    fn write_null<W: ?Sized + std::io::Write>(&mut self, writer: &mut W) -> std::io::Result<()> {
        self.value(writer, false)?;
        writer.write_all(b"null")
    }

    fn begin_string<W: ?Sized + std::io::Write>(&mut self, writer: &mut W) -> std::io::Result<()> {
        self.value(writer, false)?;
        writer.write_all(b"\"")
    }

    fn begin_array<W: ?Sized + std::io::Write>(&mut self, writer: &mut W) -> std::io::Result<()> {
        self.value(writer, true)?;
        self.open.push(Open {
            inline: None,
            items: false,
        });
        writer.write_all(b"[")
    }

    fn end_array<W: ?Sized + std::io::Write>(&mut self, writer: &mut W) -> std::io::Result<()> {
        self.close(writer, b"]")
    }

    fn begin_array_value<W: ?Sized + std::io::Write>(
        &mut self,
        _writer: &mut W,
        _first: bool,
    ) -> std::io::Result<()> {
        self.item_pending = true;
        Ok(())
    }

    fn begin_object<W: ?Sized + std::io::Write>(&mut self, writer: &mut W) -> std::io::Result<()> {
        self.value(writer, true)?;
        self.open.push(Open {
            inline: Some(false),
            items: false,
        });
        writer.write_all(b"{")
    }

    fn end_object<W: ?Sized + std::io::Write>(&mut self, writer: &mut W) -> std::io::Result<()> {
        self.close(writer, b"}")
    }

    fn begin_object_key<W: ?Sized + std::io::Write>(
        &mut self,
        writer: &mut W,
        first: bool,
    ) -> std::io::Result<()> {
        if let Some(open) = self.open.last_mut() {
            open.items = true;
        }
        writer.write_all(if first { b"\n" } else { b",\n" })?;
        Self::pad(writer, self.open.len())
    }

    fn begin_object_value<W: ?Sized + std::io::Write>(
        &mut self,
        writer: &mut W,
    ) -> std::io::Result<()> {
        writer.write_all(b": ")
    }
}

/// Sets up a position by hand: whatever is not placed goes to the bottom of the stock
/// in deck order. Used by tests, and by anyone who wants a particular situation.
#[derive(Debug, Clone)]
pub struct Setup {
    config: Config,
    hands: Vec<Vec<Card>>,
    waits: Vec<u32>,
    discard: Vec<Card>,
    stock_top: Vec<Card>,
    to_move: usize,
    phase: Phase,
    drawn: Option<Card>,
    suit: Option<Suit>,
    attack: Option<Attack>,
    demand: Option<(Rank, usize, Option<Vec<usize>>)>,
    finished: Vec<usize>,
    seed: u64,
    dealer: Option<usize>,
    kept: Vec<Vec<Card>>,
}

impl Setup {
    /// Empty hands, and 5♣ as the only discard (players are 0-based here, as in the API).
    pub fn new(config: Config) -> Setup {
        Setup {
            config,
            hands: vec![Vec::new(); config.players],
            waits: vec![0; config.players],
            discard: vec![Card::new(Rank::Five, Suit::Clubs)],
            stock_top: Vec::new(),
            to_move: 0,
            phase: Phase::Turn,
            drawn: None,
            suit: None,
            attack: None,
            demand: None,
            finished: Vec::new(),
            seed: 0,
            dealer: None,
            kept: vec![Vec::new(); config.players],
        }
    }

    pub fn hand(mut self, player: usize, cards: &[Card]) -> Setup {
        if let Some(hand) = self.hands.get_mut(player) {
            *hand = cards.to_vec();
        }
        self
    }

    /// The discard pile, bottom to top (the last card is the top).
    pub fn discard(mut self, cards: &[Card]) -> Setup {
        self.discard = cards.to_vec();
        self
    }

    /// Cards on top of the stock, in the order they will be drawn.
    pub fn stock_top(mut self, cards: &[Card]) -> Setup {
        self.stock_top = cards.to_vec();
        self
    }

    pub fn to_move(mut self, player: usize) -> Setup {
        self.to_move = player;
        self
    }

    /// The phase, with the drawn card for `Drawn` and `PenaltyDrawn`.
    pub fn phase(mut self, phase: Phase, drawn: Option<Card>) -> Setup {
        self.phase = phase;
        self.drawn = drawn;
        self
    }

    pub fn suit(mut self, suit: Suit) -> Setup {
        self.suit = Some(suit);
        self
    }

    pub fn attack(mut self, attack: Attack) -> Setup {
        self.attack = Some(attack);
        self
    }

    /// A demand owed by every player still in the game.
    pub fn demand(mut self, rank: Rank, by: usize) -> Setup {
        self.demand = Some((rank, by, None));
        self
    }

    /// A demand owed only by `owed`.
    pub fn demand_owed(mut self, rank: Rank, by: usize, owed: &[usize]) -> Setup {
        self.demand = Some((rank, by, Some(owed.to_vec())));
        self
    }

    pub fn waits(mut self, player: usize, turns: u32) -> Setup {
        if let Some(waits) = self.waits.get_mut(player) {
            *waits = turns;
        }
        self
    }

    pub fn finished(mut self, players: &[usize]) -> Setup {
        self.finished = players.to_vec();
        self
    }

    /// Who dealt (default: the last player).
    pub fn dealer(mut self, player: usize) -> Setup {
        self.dealer = Some(player);
        self
    }

    /// Cards `player` kept at the cut; they must be in the hand too.
    pub fn kept(mut self, player: usize, cards: &[Card]) -> Setup {
        if let Some(kept) = self.kept.get_mut(player) {
            *kept = cards.to_vec();
        }
        self
    }

    /// The seed of the generator that shuffles the pile into a new stock.
    pub fn seed(mut self, seed: u64) -> Setup {
        self.seed = seed;
        self
    }

    pub fn build(self) -> Result<Game, StateError> {
        self.config.check()?;
        let mut left: Vec<Card> = self.config.rules.rules().deck();
        let placed = self
            .hands
            .iter()
            .flatten()
            .chain(&self.discard)
            .chain(&self.stock_top);
        for card in placed {
            if let Some(at) = left.iter().position(|c| c == card) {
                left.remove(at);
            }
        }
        let mut stock = left;
        stock.extend(self.stock_top.iter().rev());
        let number = |p: usize| p + 1;
        let drawn = || {
            self.drawn
                .ok_or_else(|| inconsistent("a drawn phase needs the card drawn"))
        };
        let phase = match self.phase {
            Phase::Turn => PhaseFile::Turn,
            Phase::Drawn => PhaseFile::Drawn(drawn()?),
            Phase::PenaltyDrawn => PhaseFile::PenaltyDrawn(drawn()?),
            Phase::Question => PhaseFile::Question,
            Phase::Swap { initiator } => PhaseFile::Swap {
                initiator: number(initiator),
            },
            Phase::Cut => PhaseFile::Cut,
            Phase::Again => PhaseFile::Again,
            Phase::AfterPenalty => PhaseFile::AfterPenalty,
            Phase::Challenge { offender } => PhaseFile::Challenge {
                offender: number(offender),
            },
            Phase::Over => PhaseFile::Over,
        };
        let file = StateFile {
            rules: self.config.rules,
            twist: self.config.twist,
            play_on: self.config.play_on,
            players: self
                .hands
                .into_iter()
                .zip(self.waits)
                .zip(self.kept)
                .map(|((hand, waits), kept)| PlayerFile { hand, waits, kept })
                .collect(),
            to_move: number(self.to_move),
            dealer: self.dealer.map(number),
            phase,
            discard: self.discard,
            stock,
            suit: self.suit,
            attack: self.attack.map(AttackFile::from),
            demand: self.demand.map(|(rank, by, owed)| DemandFile {
                rank,
                by: number(by),
                owed: owed.map(|list| list.into_iter().map(number).collect()),
            }),
            finished: self.finished.into_iter().map(number).collect(),
            actions: 0,
            rng: Some(cards::seeded(self.seed)),
        };
        Game::try_from(file)
    }
}
