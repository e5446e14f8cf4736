//! Why something was refused: text that does not parse, a move the rules forbid, a game
//! that cannot be set up, a state file that does not hold together.

use thiserror::Error;

use crate::board::Cell;
use crate::card::{Card, Tool};
use crate::game::{MAX_PLAYERS, MIN_PLAYERS};
use crate::shape::Side;

/// Text that is not an action, a card, a cell or a player.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ParseError {
    #[error("type an action: {}", crate::action::GRAMMAR)]
    Empty,
    #[error("`{0}` is not an action: {grammar}", grammar = crate::action::GRAMMAR)]
    Syntax(String),
    #[error("`{0}` is not a cell: write a column letter A-K and a row 1-7, like C4")]
    Cell(String),
    #[error("`{0}` is not a card")]
    Card(String),
    #[error("`{0}` is not a tool: pick, lantern or cart")]
    Tool(String),
    #[error("`{0}` is not a card in your hand: cards are counted from 1, left to right")]
    Position(String),
    #[error("`{0}` is not a goal: goals are 1, 2 and 3, top to bottom")]
    Goal(String),
    #[error("`{0}` is not a gold card: take 1, 2 or 3 nuggets")]
    Gold(String),
    #[error("no player `{0}`: name a player by seat number, by name or as `me`")]
    Player(String),
}

/// Whose tool a refusal speaks of: the mover's own, or another player's (by name), so
/// that each language can say it its own way.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Owner {
    Yours,
    Of(String),
}

impl std::fmt::Display for Owner {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Owner::Yours => f.write_str("your"),
            Owner::Of(name) => write!(f, "{name}'s"),
        }
    }
}

/// A move the rules refuse; the state is left exactly as it was.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RuleError {
    #[error("the game is over")]
    GameOver,
    #[error("the round is over: {chooser} is choosing a gold card (take 1, 2 or 3)")]
    ChooseGold { chooser: String },
    #[error("there is no gold to take now")]
    NoGoldToTake,
    #[error("no gold card of {nuggets} nuggets is left to take")]
    NoSuchGold { nuggets: u8 },
    #[error("you have no card {position}: your hand holds {held}")]
    NoSuchCard { position: usize, held: usize },
    #[error("there is no player {seat}: seats run from 1 to {players}")]
    NoSuchPlayer { seat: usize, players: usize },
    #[error("play this card on a player ({card} goes on a player, e.g. play {position} on 2)")]
    PlayOnPlayer { card: Card, position: usize },
    #[error("lay this card on an empty cell joined to the start (e.g. play {position} at C4)")]
    LayOnBoard { position: usize },
    #[error("play rockfall on a tunnel card of the board (e.g. play {position} at C4)")]
    RockfallOnBoard { position: usize },
    #[error("play a map on a goal card (e.g. map 1 with {position}, or play {position} at J2)")]
    MapOnGoal { position: usize },
    #[error("only a tunnel card can be turned; {card} cannot")]
    NotTurnable { card: Card },
    #[error("{cell} is the start card")]
    OnStart { cell: Cell },
    #[error("{cell} is a goal card")]
    OnGoal { cell: Cell },
    #[error("{cell} already holds a tunnel card")]
    Occupied { cell: Cell },
    #[error("you cannot lay tunnels while your {} broken", broken_list(.tools))]
    ToolsBroken { tools: Vec<Tool> },
    #[error(
        "the card does not fit the card on {neighbour}: its {} side is {} but the side of yours facing it is {}",
        .side.opposite().name(),
        if *.yours_open { "closed" } else { "open" },
        if *.yours_open { "open" } else { "closed" }
    )]
    Misfit {
        neighbour: Cell,
        side: Side,
        yours_open: bool,
    },
    #[error("a card on {cell} would not be joined to the start by a path")]
    NotJoined { cell: Cell },
    #[error("there is no tunnel card on {cell} to bring down")]
    NoTunnel { cell: Cell },
    #[error("rockfall cannot hit the start card")]
    RockfallStart,
    #[error("rockfall cannot hit a goal card")]
    RockfallGoal,
    #[error("there is no goal {goal}: goals are 1, 2 and 3, top to bottom")]
    NoSuchGoal { goal: usize },
    #[error("goal {goal} is already face up")]
    GoalFaceUp { goal: usize },
    #[error("break another player's tool, not your own")]
    BreakOwnTool,
    #[error("{owner} {tool} is already broken")]
    AlreadyBroken { owner: Owner, tool: Tool },
    #[error("{owner} {tool} is not broken")]
    NotBroken { owner: Owner, tool: Tool },
    #[error("{owner} {} not broken", broken_list(.tools))]
    NothingToRepair { owner: Owner, tools: Vec<Tool> },
    #[error("{owner} {} broken: say which to repair (e.g. play {position} on {seat} {})", broken_list(.tools), .tools[0])]
    WhichTool {
        owner: Owner,
        seat: usize,
        position: usize,
        tools: Vec<Tool>,
    },
    #[error("{card} does not repair a {tool}")]
    WrongTool { card: Card, tool: Tool },
    #[error("name a tool only when playing a double repair")]
    ToolNotNeeded,
}

/// "pick is" / "pick and cart are": the tools in a sentence with its verb.
fn broken_list(tools: &[Tool]) -> String {
    let names: Vec<&str> = tools.iter().map(|tool| tool.name()).collect();
    match names.as_slice() {
        [one] => format!("{one} is"),
        [rest @ .., last] => format!("{} and {last} are", rest.join(", ")),
        [] => "tools are".to_string(),
    }
}

/// A game that cannot be set up.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SetupError {
    #[error("Saboteur is played by {MIN_PLAYERS} to {MAX_PLAYERS} players, not {0}")]
    Players(usize),
    #[error("play at least one round")]
    NoRounds,
    #[error("{0}")]
    Names(String),
}

/// A state (usually a hand-edited file) that does not hold together, naming the problem.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{0}")]
pub struct StateError(pub String);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_name_the_problem() {
        assert_eq!(
            RuleError::ToolsBroken {
                tools: vec![Tool::Pick]
            }
            .to_string(),
            "you cannot lay tunnels while your pick is broken"
        );
        assert_eq!(
            RuleError::ToolsBroken {
                tools: vec![Tool::Pick, Tool::Cart]
            }
            .to_string(),
            "you cannot lay tunnels while your pick and cart are broken"
        );
        assert_eq!(
            RuleError::Misfit {
                neighbour: "D4".parse().unwrap(),
                side: Side::Right,
                yours_open: true
            }
            .to_string(),
            "the card does not fit the card on D4: its left side is closed but the side of yours facing it is open"
        );
    }
}
