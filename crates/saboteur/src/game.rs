//! The game: rounds, turns, the action cards' effects, the end of a round and scoring.

use std::collections::BTreeSet;

use cards::{GameRng, Pile, index_below, shuffle};
use serde::{Deserialize, Serialize};

use crate::action::{self, Action};
use crate::board::{Board, Cell, Layout, Tile};
use crate::card::{Card, GoalCard, Gold, Role, Tool, deck, gold_cards};
use crate::error::{Owner, ParseError, RuleError, SetupError};
use crate::seat::Seat;
use crate::shape::{Shape, Side};

pub(crate) use crate::sizes::role_set;
pub use crate::sizes::{MAX_PLAYERS, MIN_PLAYERS, hand_size, role_counts, saboteur_reward};

/// One player: public name, secret role and hand, and what lies in front of them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub name: String,
    /// This round's role.
    pub role: Role,
    /// Left to right; people name cards by their position here, from 1.
    pub hand: Vec<Card>,
    /// Tools broken by cards lying in front of the player.
    pub broken: BTreeSet<Tool>,
    /// Goals this player has looked at with a map this round, numbered 1-3 in files.
    #[serde(with = "one_based")]
    pub mapped: BTreeSet<usize>,
    /// Gold cards won so far.
    pub gold: Vec<Gold>,
    /// Nuggets won as a saboteur (points, not gold cards).
    pub points: u32,
}

impl Player {
    fn new(name: String) -> Player {
        Player {
            name,
            role: Role::Digger,
            hand: Vec::new(),
            broken: BTreeSet::new(),
            mapped: BTreeSet::new(),
            gold: Vec::new(),
            points: 0,
        }
    }

    /// Nuggets so far: gold cards and saboteurs' rewards.
    pub fn score(&self) -> u32 {
        self.gold
            .iter()
            .map(|g| u32::from(g.nuggets()))
            .sum::<u32>()
            + self.points
    }
}

/// Goal numbers are 1-3 in files, as people say them.
mod one_based {
    use std::collections::BTreeSet;

    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    pub fn serialize<S: Serializer>(set: &BTreeSet<usize>, s: S) -> Result<S::Ok, S::Error> {
        let numbers: Vec<usize> = set.iter().map(|i| i + 1).collect();
        numbers.serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<BTreeSet<usize>, D::Error> {
        Vec::<usize>::deserialize(d)?
            .into_iter()
            .map(|n| match n {
                1..=3 => Ok(n - 1),
                _ => Err(serde::de::Error::custom(format!(
                    "goals are numbered 1 to 3, not {n}"
                ))),
            })
            .collect()
    }
}

/// What the game is waiting for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// A round is being played; `to_move` plays next.
    Play { to_move: Seat },
    /// The diggers have reached the gold: `pool` holds the gold cards turned up and
    /// `choosers` the diggers still to choose, in order (the first chooses now).
    Share {
        pool: Vec<Gold>,
        choosers: Vec<Seat>,
    },
    /// The last round is over.
    Over,
}

/// How a round ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ending {
    /// `by` laid the card that reached the gold on `cell`: the diggers win.
    Gold { by: Seat, cell: Cell },
    /// `seat` was to move with an empty hand: the saboteurs win.
    EmptyHand { seat: Seat },
}

/// A finished round, public once it is over (roles are shown at the end of a round).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundRecord {
    pub round: u32,
    pub ending: Ending,
    /// Each seat's role in that round.
    pub roles: Vec<Role>,
    /// Nuggets each seat won in that round (filled in as the diggers choose their gold).
    pub nuggets: Vec<u32>,
}

impl RoundRecord {
    /// The side that won.
    pub fn winners(&self) -> Role {
        match self.ending {
            Ending::Gold { .. } => Role::Digger,
            Ending::EmptyHand { .. } => Role::Saboteur,
        }
    }
}

/// What an action did, for front ends to tell the table. Holds only what everyone sees.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    Laid {
        seat: Seat,
        cell: Cell,
        shape: Shape,
    },
    Revealed {
        goal: usize,
        card: GoalCard,
        turned: bool,
    },
    Rockfall {
        seat: Seat,
        cell: Cell,
        shape: Shape,
    },
    Broke {
        seat: Seat,
        target: Seat,
        tool: Tool,
    },
    Repaired {
        seat: Seat,
        target: Seat,
        tool: Tool,
    },
    /// `seat` looked at goal `goal` (0-based); only they learn what it is.
    Mapped {
        seat: Seat,
        goal: usize,
    },
    Discarded {
        seat: Seat,
    },
    Drew {
        seat: Seat,
    },
    RoundOver {
        round: u32,
        ending: Ending,
    },
    TookGold {
        seat: Seat,
        gold: Gold,
    },
    RoundStarted {
        round: u32,
        first: Seat,
    },
    GameOver,
}

/// A player's place in the final (or current) ranking; tied players share a place.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    pub place: usize,
    pub seat: Seat,
    pub nuggets: u32,
}

/// An action checked against the rules, ready to carry out without further checks.
#[derive(Debug, Clone, Copy)]
enum Plan {
    Lay {
        card: usize,
        cell: Cell,
        shape: Shape,
    },
    Rockfall {
        card: usize,
        cell: Cell,
    },
    Break {
        card: usize,
        target: Seat,
        tool: Tool,
    },
    Repair {
        card: usize,
        target: Seat,
        tool: Tool,
    },
    Map {
        card: usize,
        goal: usize,
    },
    Discard {
        card: usize,
    },
    Take(Gold),
}

impl Plan {
    /// The hand position of the card played, for every plan but taking gold.
    fn card(self) -> Option<usize> {
        match self {
            Plan::Lay { card, .. }
            | Plan::Rockfall { card, .. }
            | Plan::Break { card, .. }
            | Plan::Repair { card, .. }
            | Plan::Map { card, .. }
            | Plan::Discard { card } => Some(card),
            Plan::Take(_) => None,
        }
    }
}

/// A whole game of Saboteur: every round, every hand, the board, the piles, the scores
/// and the random generator that deals the next round. See the crate docs for its JSON.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Saboteur {
    pub(crate) rounds: u32,
    /// The round being played (or shared out, or the last one), from 1.
    pub(crate) round: u32,
    pub(crate) players: Vec<Player>,
    /// Role cards of this round's set that no one was dealt.
    pub(crate) unused_roles: Vec<Role>,
    pub(crate) board: Board,
    pub(crate) stock: Pile<Card>,
    pub(crate) discard: Pile<Card>,
    /// The gold cards not yet won, bottom to top.
    pub(crate) gold: Pile<Gold>,
    pub(crate) phase: Phase,
    pub(crate) history: Vec<RoundRecord>,
    pub(crate) rng: GameRng,
}

impl Saboteur {
    /// A new game for the named players (3-10), dealing the first round.
    pub fn new(names: Vec<String>, rounds: u32, mut rng: GameRng) -> Result<Saboteur, SetupError> {
        if role_counts(names.len()).is_none() {
            return Err(SetupError::Players(names.len()));
        }
        if rounds == 0 {
            return Err(SetupError::NoRounds);
        }
        check_names(names.iter().map(String::as_str)).map_err(SetupError::Names)?;
        let mut gold = gold_cards();
        shuffle(&mut gold, &mut rng);
        let mut game = Saboteur {
            rounds,
            round: 0,
            players: names.into_iter().map(Player::new).collect(),
            unused_roles: Vec::new(),
            board: Board::new(GoalCard::ALL),
            stock: Pile::new(),
            discard: Pile::new(),
            gold: Pile::from_vec(gold),
            phase: Phase::Over,
            history: Vec::new(),
            rng,
        };
        game.start_round();
        Ok(game)
    }

    /// Names "Player 1", "Player 2", … for a table of `players`.
    pub fn default_names(players: usize) -> Vec<String> {
        (1..=players).map(|n| format!("Player {n}")).collect()
    }

    /// Deals a new round: roles, goals, the shuffled deck, and a random first player.
    fn start_round(&mut self) -> Event {
        self.round += 1;
        let players = self.players.len();
        let mut roles = role_set(players).expect("the player count is checked on construction");
        shuffle(&mut roles, &mut self.rng);
        self.unused_roles = roles.split_off(players);
        let mut goals = GoalCard::ALL;
        shuffle(&mut goals, &mut self.rng);
        self.board = Board::new(goals);
        self.stock = Pile::from_vec(deck());
        self.stock.shuffle(&mut self.rng);
        self.discard = Pile::new();
        let size = hand_size(players).expect("the player count is checked on construction");
        for (player, role) in self.players.iter_mut().zip(roles) {
            player.role = role;
            player.broken.clear();
            player.mapped.clear();
            player.hand = std::iter::from_fn(|| self.stock.draw())
                .take(size)
                .collect();
        }
        let first = Seat::from_index(index_below(&mut self.rng, players));
        self.phase = Phase::Play { to_move: first };
        Event::RoundStarted {
            round: self.round,
            first,
        }
    }

    pub fn rounds(&self) -> u32 {
        self.rounds
    }

    /// The round being played, from 1.
    pub fn round(&self) -> u32 {
        self.round
    }

    pub fn players(&self) -> &[Player] {
        &self.players
    }

    pub fn player(&self, seat: Seat) -> Option<&Player> {
        self.players.get(seat.index())
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn stock(&self) -> &Pile<Card> {
        &self.stock
    }

    pub fn discard_pile(&self) -> &Pile<Card> {
        &self.discard
    }

    /// The gold cards still to be won.
    pub fn gold_pile(&self) -> &Pile<Gold> {
        &self.gold
    }

    pub fn unused_roles(&self) -> &[Role] {
        &self.unused_roles
    }

    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    pub fn history(&self) -> &[RoundRecord] {
        &self.history
    }

    /// Who acts now: the player to move, or the digger choosing gold; none once it is over.
    pub fn current_player(&self) -> Option<Seat> {
        match &self.phase {
            Phase::Play { to_move } => Some(*to_move),
            Phase::Share { choosers, .. } => choosers.first().copied(),
            Phase::Over => None,
        }
    }

    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// Every card of this round's deck, wherever it is: hands, stock, discards, the board,
    /// and broken tools lying in front of players. Always the same 67 cards.
    pub fn round_cards(&self) -> Vec<Card> {
        let mut all: Vec<Card> = self
            .stock
            .iter()
            .chain(self.discard.iter())
            .copied()
            .collect();
        for player in &self.players {
            all.extend(&player.hand);
            all.extend(player.broken.iter().map(|tool| Card::Break(*tool)));
        }
        all.extend(
            self.board
                .tunnels
                .values()
                .map(|shape| Card::Tunnel(shape.canonical())),
        );
        all.sort();
        all
    }

    /// Every gold card, wherever it is: the pile, the cards turned up, players' winnings.
    pub fn all_gold(&self) -> Vec<Gold> {
        let mut all: Vec<Gold> = self.gold.iter().copied().collect();
        if let Phase::Share { pool, .. } = &self.phase {
            all.extend(pool);
        }
        for player in &self.players {
            all.extend(&player.gold);
        }
        all.sort();
        all
    }

    /// The ranking by nuggets, best first; tied players share a place.
    pub fn standings(&self) -> Vec<Standing> {
        let mut standings: Vec<Standing> = self
            .players
            .iter()
            .enumerate()
            .map(|(index, player)| Standing {
                place: 0,
                seat: Seat::from_index(index),
                nuggets: player.score(),
            })
            .collect();
        standings.sort_by(|a, b| b.nuggets.cmp(&a.nuggets).then(a.seat.cmp(&b.seat)));
        for i in 0..standings.len() {
            standings[i].place = if i > 0 && standings[i].nuggets == standings[i - 1].nuggets {
                standings[i - 1].place
            } else {
                i + 1
            };
        }
        standings
    }

    /// The players in first place (all of them, if tied).
    pub fn winners(&self) -> Vec<Seat> {
        self.standings()
            .into_iter()
            .filter(|standing| standing.place == 1)
            .map(|standing| standing.seat)
            .collect()
    }

    /// Reads an action as the player to move types it: players by seat number, by name
    /// (in any case) or as `me`.
    pub fn parse_action(&self, text: &str) -> Result<Action, ParseError> {
        let names: Vec<&str> = self.players.iter().map(|p| p.name.as_str()).collect();
        let me = self.current_player().unwrap_or(Seat::from_index(0));
        action::parse(text, &|word| resolve_player(word, &names, me))
    }

    /// Every action the player to move may take, each once: of identical cards in a hand
    /// only the first is offered, and a card that looks the same turned is offered unturned.
    pub fn legal_actions(&self) -> Vec<Action> {
        let to_move = match &self.phase {
            Phase::Over => return Vec::new(),
            Phase::Share { pool, .. } => {
                let mut golds = pool.clone();
                golds.sort_by(|a, b| b.cmp(a));
                golds.dedup();
                return golds.into_iter().map(Action::Take).collect();
            }
            Phase::Play { to_move } => *to_move,
        };
        let reach = self.board.reach();
        let frontier: BTreeSet<Cell> = reach
            .through
            .iter()
            .flat_map(|cell| {
                Side::ALL
                    .into_iter()
                    .filter_map(|side| cell.neighbour(side))
            })
            .filter(|cell| self.board.tile(*cell) == Tile::Empty)
            .collect();
        let seats = (0..self.players.len()).map(Seat::from_index);
        let mut seen = BTreeSet::new();
        let mut candidates = Vec::new();
        for (card, kind) in self.players[to_move.index()].hand.iter().enumerate() {
            if !seen.insert(*kind) {
                continue;
            }
            match *kind {
                Card::Tunnel(shape) => {
                    for &cell in &frontier {
                        candidates.push(Action::PlayAt {
                            card,
                            cell,
                            turned: false,
                        });
                        if !shape.is_symmetric() {
                            candidates.push(Action::PlayAt {
                                card,
                                cell,
                                turned: true,
                            });
                        }
                    }
                }
                Card::Rockfall => {
                    candidates.extend(self.board.tunnels.keys().map(|&cell| Action::PlayAt {
                        card,
                        cell,
                        turned: false,
                    }));
                }
                Card::Map => candidates.extend((0..3).map(|goal| Action::Map { goal, card })),
                Card::Break(_) | Card::Repair(_) => {
                    candidates.extend(seats.clone().map(|player| Action::PlayOn {
                        card,
                        player,
                        tool: None,
                    }));
                }
                Card::RepairEither(a, b) => {
                    for player in seats.clone() {
                        let broken = &self.players[player.index()].broken;
                        if broken.contains(&a) && broken.contains(&b) {
                            candidates.extend([a, b].map(|tool| Action::PlayOn {
                                card,
                                player,
                                tool: Some(tool),
                            }));
                        } else {
                            candidates.push(Action::PlayOn {
                                card,
                                player,
                                tool: None,
                            });
                        }
                    }
                }
            }
            candidates.push(Action::Discard { card });
        }
        // A tunnel on a frontier cell (empty, joined to a cell the path runs through) needs
        // only the rest of `check_lay`'s tests, with the reach found once: working it out
        // again for every candidate was most of the time a searching player spent here.
        let player = &self.players[to_move.index()];
        let lays = player.broken.is_empty();
        candidates.retain(|action| match *action {
            Action::PlayAt { card, cell, turned } => match player.hand.get(card) {
                Some(Card::Tunnel(shape)) if frontier.contains(&cell) => {
                    let shape = if turned { shape.turned() } else { *shape };
                    lays && self.board.misfit(cell, shape).is_none()
                        && self.board.joins_start(&reach, cell, shape)
                }
                _ => self.check(*action).is_ok(),
            },
            _ => self.check(*action).is_ok(),
        });
        candidates
    }

    /// Carries out an action for the player who acts now, or refuses it and changes nothing.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, RuleError> {
        let plan = self.check(action)?;
        Ok(self.perform(plan))
    }

    /// Why `action` is refused, or what it will do.
    fn check(&self, action: Action) -> Result<Plan, RuleError> {
        let seat = match &self.phase {
            Phase::Over => return Err(RuleError::GameOver),
            Phase::Share { pool, choosers } => {
                return match action {
                    Action::Take(gold) if pool.contains(&gold) => Ok(Plan::Take(gold)),
                    Action::Take(gold) => Err(RuleError::NoSuchGold {
                        nuggets: gold.nuggets(),
                    }),
                    _ => Err(RuleError::ChooseGold {
                        chooser: choosers
                            .first()
                            .map(|seat| self.players[seat.index()].name.clone())
                            .unwrap_or_default(),
                    }),
                };
            }
            Phase::Play { to_move } => *to_move,
        };
        let hand = &self.players[seat.index()].hand;
        let card_at = |card: usize| {
            hand.get(card).copied().ok_or(RuleError::NoSuchCard {
                position: card.saturating_add(1),
                held: hand.len(),
            })
        };
        match action {
            Action::Take(_) => Err(RuleError::NoGoldToTake),
            Action::Discard { card } => card_at(card).map(|_| Plan::Discard { card }),
            Action::Map { goal, card } => match card_at(card)? {
                Card::Map => self.check_map(card, goal),
                other => Err(where_played(other, card)),
            },
            Action::PlayAt { card, cell, turned } => match card_at(card)? {
                Card::Tunnel(shape) => {
                    let shape = if turned { shape.turned() } else { shape };
                    self.check_lay(seat, card, cell, shape)
                }
                other @ (Card::Rockfall | Card::Map) if turned => {
                    Err(RuleError::NotTurnable { card: other })
                }
                Card::Rockfall => self.check_rockfall(card, cell),
                Card::Map => match cell.goal_index() {
                    Some(goal) => self.check_map(card, goal),
                    None => Err(RuleError::MapOnGoal { position: card + 1 }),
                },
                other => Err(where_played(other, card)),
            },
            Action::PlayOn { card, player, tool } => {
                self.check_play_on(seat, card, card_at(card)?, player, tool)
            }
        }
    }

    /// A broken tool or a repair aimed at a player.
    fn check_play_on(
        &self,
        seat: Seat,
        card: usize,
        kind: Card,
        player: Seat,
        tool: Option<Tool>,
    ) -> Result<Plan, RuleError> {
        if kind.repairs().is_empty() && !matches!(kind, Card::Break(_)) {
            return Err(where_played(kind, card));
        }
        let Some(target) = self.players.get(player.index()) else {
            return Err(RuleError::NoSuchPlayer {
                seat: player.number(),
                players: self.players.len(),
            });
        };
        let owner = if player == seat {
            Owner::Yours
        } else {
            Owner::Of(target.name.clone())
        };
        if let Card::Break(broken) = kind {
            if tool.is_some() {
                return Err(RuleError::ToolNotNeeded);
            }
            if player == seat {
                return Err(RuleError::BreakOwnTool);
            }
            if target.broken.contains(&broken) {
                return Err(RuleError::AlreadyBroken {
                    owner,
                    tool: broken,
                });
            }
            return Ok(Plan::Break {
                card,
                target: player,
                tool: broken,
            });
        }
        let fixes = kind.repairs();
        let tool = match tool {
            Some(_) if fixes.len() == 1 => return Err(RuleError::ToolNotNeeded),
            Some(named) if !fixes.contains(&named) => {
                return Err(RuleError::WrongTool {
                    card: kind,
                    tool: named,
                });
            }
            Some(named) if !target.broken.contains(&named) => {
                return Err(RuleError::NotBroken { owner, tool: named });
            }
            Some(named) => named,
            None => {
                let broken: Vec<Tool> = fixes
                    .iter()
                    .copied()
                    .filter(|t| target.broken.contains(t))
                    .collect();
                match broken.as_slice() {
                    [] if fixes.len() == 1 => {
                        return Err(RuleError::NotBroken {
                            owner,
                            tool: fixes[0],
                        });
                    }
                    [] => {
                        return Err(RuleError::NothingToRepair {
                            owner,
                            tools: fixes.to_vec(),
                        });
                    }
                    [one] => *one,
                    _ => {
                        return Err(RuleError::WhichTool {
                            owner,
                            seat: player.number(),
                            position: card + 1,
                            tools: broken,
                        });
                    }
                }
            }
        };
        Ok(Plan::Repair {
            card,
            target: player,
            tool,
        })
    }

    fn check_lay(
        &self,
        seat: Seat,
        card: usize,
        cell: Cell,
        shape: Shape,
    ) -> Result<Plan, RuleError> {
        if cell == Cell::START {
            return Err(RuleError::OnStart { cell });
        }
        if cell.goal_index().is_some() {
            return Err(RuleError::OnGoal { cell });
        }
        if self.board.tunnels.contains_key(&cell) {
            return Err(RuleError::Occupied { cell });
        }
        let broken = &self.players[seat.index()].broken;
        if !broken.is_empty() {
            return Err(RuleError::ToolsBroken {
                tools: broken.iter().copied().collect(),
            });
        }
        if let Some((side, neighbour)) = self.board.misfit(cell, shape) {
            return Err(RuleError::Misfit {
                neighbour,
                side,
                yours_open: shape.is_open(side),
            });
        }
        if !self.board.joins_start(&self.board.reach(), cell, shape) {
            return Err(RuleError::NotJoined { cell });
        }
        Ok(Plan::Lay { card, cell, shape })
    }

    fn check_rockfall(&self, card: usize, cell: Cell) -> Result<Plan, RuleError> {
        if cell == Cell::START {
            Err(RuleError::RockfallStart)
        } else if cell.goal_index().is_some() {
            Err(RuleError::RockfallGoal)
        } else if !self.board.tunnels.contains_key(&cell) {
            Err(RuleError::NoTunnel { cell })
        } else {
            Ok(Plan::Rockfall { card, cell })
        }
    }

    fn check_map(&self, card: usize, goal: usize) -> Result<Plan, RuleError> {
        let number = goal.saturating_add(1);
        match self.board.goals.get(goal) {
            None => Err(RuleError::NoSuchGoal { goal: number }),
            Some(lying) if lying.revealed => Err(RuleError::GoalFaceUp { goal: number }),
            Some(_) => Ok(Plan::Map { card, goal }),
        }
    }

    fn perform(&mut self, plan: Plan) -> Vec<Event> {
        let mut events = Vec::new();
        let (Phase::Play { to_move: seat }, Some(card)) = (&self.phase, plan.card()) else {
            if let Plan::Take(gold) = plan {
                self.take_gold(gold, &mut events);
            }
            return events;
        };
        let (seat, card) = (*seat, card);
        let played = self.players[seat.index()].hand.remove(card);
        match plan {
            Plan::Lay { cell, shape, .. } => {
                self.board.tunnels.insert(cell, shape);
                events.push(Event::Laid { seat, cell, shape });
                let mut gold = false;
                for goal in self.board.reveal_reached_goals() {
                    let lying = self.board.goals[goal];
                    gold |= lying.card.is_gold();
                    events.push(Event::Revealed {
                        goal,
                        card: lying.card,
                        turned: lying.turned,
                    });
                }
                if gold {
                    self.end_round(Ending::Gold { by: seat, cell }, &mut events);
                    return events;
                }
            }
            Plan::Rockfall { cell, .. } => {
                if let Some(shape) = self.board.tunnels.remove(&cell) {
                    self.discard.put(Card::Tunnel(shape.canonical()));
                    events.push(Event::Rockfall { seat, cell, shape });
                }
                self.discard.put(played);
            }
            Plan::Break { target, tool, .. } => {
                // The card lies in front of the target until repaired.
                self.players[target.index()].broken.insert(tool);
                events.push(Event::Broke { seat, target, tool });
            }
            Plan::Repair { target, tool, .. } => {
                self.players[target.index()].broken.remove(&tool);
                self.discard.put(Card::Break(tool));
                self.discard.put(played);
                events.push(Event::Repaired { seat, target, tool });
            }
            Plan::Map { goal, .. } => {
                self.players[seat.index()].mapped.insert(goal);
                self.discard.put(played);
                events.push(Event::Mapped { seat, goal });
            }
            Plan::Discard { .. } => {
                self.discard.put(played);
                events.push(Event::Discarded { seat });
            }
            Plan::Take(_) => {}
        }
        if let Some(drawn) = self.stock.draw() {
            self.players[seat.index()].hand.push(drawn);
            events.push(Event::Drew { seat });
        }
        let next = seat.next(self.players.len());
        if self.players[next.index()].hand.is_empty() {
            self.end_round(Ending::EmptyHand { seat: next }, &mut events);
        } else {
            self.phase = Phase::Play { to_move: next };
        }
        events
    }

    /// Scores the saboteurs' win, or turns up gold for the diggers to choose from.
    fn end_round(&mut self, ending: Ending, events: &mut Vec<Event>) {
        let players = self.players.len();
        let roles: Vec<Role> = self.players.iter().map(|p| p.role).collect();
        let mut nuggets = vec![0; players];
        let mut share = None;
        match ending {
            Ending::EmptyHand { .. } => {
                let saboteurs = roles.iter().filter(|r| **r == Role::Saboteur).count();
                let reward = saboteur_reward(saboteurs);
                for (player, won) in self.players.iter_mut().zip(&mut nuggets) {
                    if player.role == Role::Saboteur {
                        player.points += reward;
                        *won = reward;
                    }
                }
            }
            Ending::Gold { by, .. } => {
                let mut choosers: Vec<Seat> = (0..players)
                    .map(|k| Seat::from_index((by.index() + k) % players))
                    .filter(|seat| roles[seat.index()] == Role::Digger)
                    .collect();
                let pool: Vec<Gold> = std::iter::from_fn(|| self.gold.draw())
                    .take(choosers.len())
                    .collect();
                choosers.truncate(pool.len());
                if !pool.is_empty() {
                    share = Some(Phase::Share { pool, choosers });
                }
            }
        }
        self.history.push(RoundRecord {
            round: self.round,
            ending,
            roles,
            nuggets,
        });
        events.push(Event::RoundOver {
            round: self.round,
            ending,
        });
        match share {
            Some(phase) => self.phase = phase,
            None => self.finish_round(events),
        }
    }

    fn take_gold(&mut self, gold: Gold, events: &mut Vec<Event>) {
        let Phase::Share { pool, choosers } = &mut self.phase else {
            return;
        };
        let (Some(at), false) = (pool.iter().position(|g| *g == gold), choosers.is_empty()) else {
            return;
        };
        pool.remove(at);
        let seat = choosers.remove(0);
        let done = choosers.is_empty();
        self.players[seat.index()].gold.push(gold);
        if let Some(record) = self.history.last_mut() {
            record.nuggets[seat.index()] += u32::from(gold.nuggets());
        }
        events.push(Event::TookGold { seat, gold });
        if done {
            self.finish_round(events);
        }
    }

    /// Deals the next round, or ends the game after the last.
    fn finish_round(&mut self, events: &mut Vec<Event>) {
        if self.round < self.rounds {
            events.push(self.start_round());
        } else {
            self.phase = Phase::Over;
            events.push(Event::GameOver);
        }
    }
}

/// The refusal that tells where a card is played.
fn where_played(card: Card, index: usize) -> RuleError {
    let position = index + 1;
    match card {
        Card::Tunnel(_) => RuleError::LayOnBoard { position },
        Card::Rockfall => RuleError::RockfallOnBoard { position },
        Card::Map => RuleError::MapOnGoal { position },
        Card::Break(_) | Card::Repair(_) | Card::RepairEither(..) => {
            RuleError::PlayOnPlayer { card, position }
        }
    }
}

/// Players are named in actions, so names must be told apart from each other, from seat
/// numbers and from `me`; and they are shown, so each is printable and short.
pub fn check_names<'a>(names: impl Iterator<Item = &'a str>) -> Result<(), String> {
    let mut seen = BTreeSet::new();
    for name in names {
        contract::names::check(name)?;
        let key = name.trim().to_lowercase();
        if key.is_empty() || key == "me" || key.parse::<usize>().is_ok() {
            return Err(format!(
                "`{name}` cannot be a player's name: it would be read as a seat or as `me`"
            ));
        }
        if key.split_whitespace().count() != key.split(' ').count() || name.trim() != name {
            return Err(format!(
                "`{name}` cannot be a player's name: use single spaces between words"
            ));
        }
        if Tool::ALL
            .iter()
            .any(|tool| key.ends_with(&format!(" {}", tool.name())) || key == tool.name())
        {
            return Err(format!(
                "`{name}` cannot be a player's name: it would be read as a tool"
            ));
        }
        if !seen.insert(key) {
            return Err(format!("two players are named `{name}`"));
        }
    }
    Ok(())
}

/// A player named by seat number, by name (any case) or as `me`.
pub(crate) fn resolve_player(word: &str, names: &[&str], me: Seat) -> Result<Seat, ParseError> {
    if word.eq_ignore_ascii_case("me") {
        return Ok(me);
    }
    if let Ok(number) = word.parse::<usize>() {
        return Seat::from_number(number).ok_or_else(|| ParseError::Player(word.to_string()));
    }
    // Case folded as check_names folds it, so every name it lets apart can be typed.
    let wanted = word.to_lowercase();
    names
        .iter()
        .position(|name| name.to_lowercase() == wanted)
        .map(Seat::from_index)
        .ok_or_else(|| ParseError::Player(word.to_string()))
}
