//! Pictures for people: the board in 3×5 character cells, tunnel cards drawn by their open
//! sides (a dead end's blocked centre shows), hands of numbered cards, the players' table.

use console::Style;
use saboteur::{
    BoardView, COLS, Card, Cell, GoalCard, GoalView, PlayerView, ROWS, Role, Shape, Side, Tool,
};

use crate::text::{list, pad_right};

/// Width of one card in a drawn hand.
const CARD: usize = 13;

/// Box-drawing characters, or plain ASCII with `--ascii`.
#[derive(Debug, Clone, Copy)]
pub struct Pen {
    pub ascii: bool,
}

/// Where a card's open sides meet, in box-drawing characters, or the block of a dead end.
fn box_centre(shape: Shape) -> char {
    if !shape.is_through() {
        return '■';
    }
    let open = |side| shape.is_open(side);
    match (
        open(Side::Up),
        open(Side::Right),
        open(Side::Down),
        open(Side::Left),
    ) {
        (true, true, true, true) => '┼',
        (true, true, true, false) => '├',
        (true, false, true, true) => '┤',
        (true, true, false, true) => '┴',
        (false, true, true, true) => '┬',
        (true, false, true, false) => '│',
        (false, true, false, true) => '─',
        (true, true, false, false) => '└',
        (true, false, false, true) => '┘',
        (false, true, true, false) => '┌',
        (false, false, true, true) => '┐',
        _ => '·',
    }
}

impl Pen {
    pub(super) fn vertical(self) -> char {
        if self.ascii { '|' } else { '│' }
    }

    pub(super) fn horizontal(self) -> char {
        if self.ascii { '-' } else { '─' }
    }

    /// The centre of a card: where its open sides meet, or the block of a dead end.
    pub(super) fn centre(self, shape: Shape) -> char {
        if !self.ascii {
            return box_centre(shape);
        }
        if !shape.is_through() {
            return '#';
        }
        let open = |side| shape.is_open(side);
        match (
            open(Side::Up) || open(Side::Down),
            open(Side::Left) || open(Side::Right),
        ) {
            (true, false) => '|',
            (false, true) => '-',
            _ => '+',
        }
    }

    /// A card's 3×5 picture, with `centre` in the middle.
    fn shape_with(self, shape: Shape, centre: char) -> [String; 3] {
        let arm = |side: Side, line: char| if shape.is_open(side) { line } else { ' ' };
        let (v, h) = (self.vertical(), self.horizontal());
        let left = arm(Side::Left, h);
        let right = arm(Side::Right, h);
        [
            format!("  {}  ", arm(Side::Up, v)),
            format!("{left}{left}{centre}{right}{right}"),
            format!("  {}  ", arm(Side::Down, v)),
        ]
    }

    /// A tunnel card as it lies.
    pub fn shape(self, shape: Shape) -> [String; 3] {
        self.shape_with(shape, self.centre(shape))
    }

    /// A face-down goal: `?`, or what this player's map showed.
    fn hidden_goal(self, known: Option<GoalCard>) -> [String; 3] {
        let inside = match known {
            None => " ? ",
            Some(GoalCard::Gold) => "(G)",
            Some(_) => "(s)",
        };
        if self.ascii {
            ["+---+".into(), format!("|{inside}|"), "+---+".into()]
        } else {
            ["┌───┐".into(), format!("│{inside}│"), "└───┘".into()]
        }
    }

    fn empty(self) -> [String; 3] {
        ["     ".into(), "  .  ".into(), "     ".into()]
    }
}

/// The board as this player sees it, with column letters and row numbers, and a legend.
pub fn board(board: &BoardView, pen: Pen) -> String {
    let mut lines = Vec::new();
    let header: String = (0..COLS)
        .map(|col| format!("  {}  ", char::from(b'A' + col)))
        .collect();
    lines.push(format!("   {}", header.trim_end()));
    for row in 0..ROWS {
        let cells: Vec<[String; 3]> = (0..COLS)
            .filter_map(|col| Cell::new(row, col))
            .map(|cell| cell_picture(board, cell, pen))
            .collect();
        for line in 0..3 {
            let label = if line == 1 {
                format!("{:>2} ", row + 1)
            } else {
                "   ".to_string()
            };
            let text: String = cells.iter().map(|c| c[line].as_str()).collect();
            lines.push(format!("{label}{text}").trim_end().to_string());
        }
    }
    let block = if pen.ascii { '#' } else { '■' };
    lines.push(format!(
        "   S start   ? goal face down   (G)/(s) gold/stone as your map showed   {block} dead end"
    ));
    lines.join("\n")
}

fn cell_picture(board: &BoardView, cell: Cell, pen: Pen) -> [String; 3] {
    if cell == Cell::START {
        let picture = pen.shape_with(Shape::crossroads(), 'S');
        return paint(picture, &Style::new().green().bold());
    }
    if let Some(index) = cell.goal_index() {
        let goal: GoalView = board.goals[index];
        return match (goal.revealed, goal.known) {
            (true, Some(card)) => {
                let shape = if goal.turned {
                    card.shape().turned()
                } else {
                    card.shape()
                };
                let (centre, style) = if card.is_gold() {
                    ('G', Style::new().yellow().bold())
                } else {
                    ('s', Style::new().dim())
                };
                paint(pen.shape_with(shape, centre), &style)
            }
            _ => paint(pen.hidden_goal(goal.known), &Style::new().yellow()),
        };
    }
    match board.tunnels.get(&cell) {
        Some(shape) if !shape.is_through() => paint(pen.shape(*shape), &Style::new().red()),
        Some(shape) => pen.shape(*shape),
        None => pen.empty(),
    }
}

fn paint(lines: [String; 3], style: &Style) -> [String; 3] {
    lines.map(|line| style.apply_to(line).to_string())
}

/// "tunnel open up, right and left", "dead end open up".
pub fn shape_name(shape: Shape) -> String {
    let kind = if shape.is_through() { "tunnel" } else { "dead" };
    crate::say!("saboteur-shape", kind = kind, sides = sides(shape))
}

fn sides(shape: Shape) -> String {
    let names: Vec<String> = shape
        .open_sides()
        .map(|side| match side {
            Side::Up => crate::say!("saboteur-side-up"),
            Side::Right => crate::say!("saboteur-side-right"),
            Side::Down => crate::say!("saboteur-side-down"),
            Side::Left => crate::say!("saboteur-side-left"),
        })
        .collect();
    list(&names)
}

/// A card's face in a hand: the tunnel's picture, or its name in two short lines.
fn card_face(card: Card, pen: Pen) -> [String; 3] {
    let words = |a: String, b: String| [String::new(), a, b];
    let tool = |tool: Tool| crate::say!("saboteur-tool", tool = tool.name());
    match card {
        Card::Tunnel(shape) => pen.shape(shape),
        Card::Map => words(crate::say!("saboteur-face-map"), String::new()),
        Card::Rockfall => words(crate::say!("saboteur-face-rockfall"), String::new()),
        Card::Break(broken) => words(crate::say!("saboteur-face-broken"), tool(broken)),
        Card::Repair(repaired) => words(crate::say!("saboteur-face-repair"), tool(repaired)),
        Card::RepairEither(a, b) => words(
            crate::say!("saboteur-face-repair"),
            format!("{}/{}", tool(a), tool(b)),
        ),
    }
}

/// The hand, numbered from 1, six cards to a row of pictures.
pub fn hand(cards: &[Card], pen: Pen) -> String {
    let mut lines = Vec::new();
    for (row, chunk) in cards.chunks(6).enumerate() {
        let faces: Vec<[String; 3]> = chunk.iter().map(|card| card_face(*card, pen)).collect();
        let numbers: String = (0..chunk.len())
            .map(|i| centred(&format!("{}", row * 6 + i + 1), CARD))
            .collect();
        lines.push(numbers.trim_end().to_string());
        for line in 0..3 {
            let text: String = faces.iter().map(|f| centred(&f[line], CARD)).collect();
            lines.push(text.trim_end().to_string());
        }
    }
    if cards.is_empty() {
        lines.push("  (no cards)".to_string());
    }
    lines.join("\n")
}

fn centred(text: &str, width: usize) -> String {
    let len = text.chars().count();
    let left = width.saturating_sub(len) / 2;
    let right = width.saturating_sub(len + left);
    format!("{}{text}{}", " ".repeat(left), " ".repeat(right))
}

/// Everyone at the table: seat, name, cards in hand, broken tools, nuggets.
pub fn players(view: &PlayerView, computer: &[bool]) -> String {
    let width = view
        .players
        .iter()
        .map(|p| p.name.chars().count())
        .max()
        .unwrap_or(0);
    let mut lines = Vec::new();
    for (index, player) in view.players.iter().enumerate() {
        let broken: Vec<String> = player
            .broken
            .iter()
            .map(|t: &Tool| crate::say!("saboteur-tool", tool = t.name()))
            .collect();
        let tools = if broken.is_empty() {
            crate::say!("saboteur-tools-whole")
        } else {
            crate::say!("saboteur-tools-broken", tools = broken.join(", "))
        };
        let mut notes = Vec::new();
        if index == view.me.index() {
            notes.push(crate::say!("saboteur-note-you"));
        }
        if computer.get(index).copied().unwrap_or(false) {
            notes.push(crate::say!("saboteur-note-computer"));
        }
        let notes = if notes.is_empty() {
            String::new()
        } else {
            format!("  ({})", notes.join(", "))
        };
        // Each word is as long in every form ("card " and "cards"), so columns align.
        lines.push(format!(
            "  {:>2} {}  {} {}  {} {:>2} {}{notes}",
            index + 1,
            pad_right(&player.name, width),
            player.hand_size,
            crate::say!("saboteur-list-cards", cards = player.hand_size),
            pad_right(&tools, 24),
            player.nuggets,
            crate::say!("saboteur-list-nuggets", nuggets = player.nuggets),
        ));
    }
    lines.join("\n")
}

/// The goals as this player knows them: "J2 ?, J4 stone (your map), J6 ?".
pub fn goals(board: &BoardView) -> String {
    let parts: Vec<String> = board
        .goals
        .iter()
        .zip(Cell::GOALS)
        .enumerate()
        .map(|(index, (goal, cell))| {
            let what = match (goal.revealed, goal.known) {
                (true, Some(card)) => {
                    crate::say!("saboteur-goal-face-up", goal = card.to_string())
                }
                (false, Some(card)) => crate::say!("saboteur-goal-mapped", goal = card.to_string()),
                _ => "?".to_string(),
            };
            format!("{} {cell} {what}", index + 1)
        })
        .collect();
    crate::say!("saboteur-goals", goals = parts.join(" · "))
}

/// "a gold-digger" / "a saboteur".
pub fn role(role: Role) -> String {
    match role {
        Role::Digger => crate::say!("saboteur-role-digger"),
        Role::Saboteur => crate::say!("saboteur-role-saboteur"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(token: &str) -> Shape {
        token.parse().unwrap()
    }

    #[test]
    fn tunnels_are_drawn_by_their_open_sides() {
        let pen = Pen { ascii: false };
        assert_eq!(pen.shape(shape("tunnel-URDL")), ["  │  ", "──┼──", "  │  "]);
        assert_eq!(pen.shape(shape("tunnel-UR")), ["  │  ", "  └──", "     "]);
        assert_eq!(pen.shape(shape("dead-RL")), ["     ", "──■──", "     "]);
        let ascii = Pen { ascii: true };
        assert_eq!(ascii.shape(shape("dead-U")), ["  |  ", "  #  ", "     "]);
        assert_eq!(ascii.shape(shape("tunnel-DL")), ["     ", "--+  ", "  |  "]);
    }

    #[test]
    fn the_board_shows_start_goals_and_cells_by_letter_and_number() {
        let game =
            saboteur::Saboteur::new(saboteur::Saboteur::default_names(3), 1, saboteur::seeded(1))
                .unwrap();
        let view = game.view(saboteur::Seat::from_index(0)).unwrap();
        let drawn = board(&view.board, Pen { ascii: true });
        let lines: Vec<&str> = drawn.lines().collect();
        assert!(lines[0].starts_with("     A    B    C"), "{drawn}");
        // Row 4's middle line: the start on B4, a goal on J4.
        let row4 = lines[1 + 3 * 3 + 1];
        assert!(row4.starts_with(" 4   .  --S--  .  "), "{row4}");
        assert!(row4.contains("| ? |"), "{row4}");
        assert_eq!(lines.len(), 1 + 7 * 3 + 1);
    }

    #[test]
    fn hands_are_numbered_pictures_and_names() {
        let cards: Vec<Card> = ["tunnel-UR", "map", "repair-pick-or-cart", "break-lantern"]
            .iter()
            .map(|t| t.parse().unwrap())
            .collect();
        let drawn = hand(&cards, Pen { ascii: false });
        let lines: Vec<&str> = drawn.lines().collect();
        assert_eq!(
            lines[0].split_whitespace().collect::<Vec<_>>(),
            ["1", "2", "3", "4"]
        );
        assert!(lines[2].contains("└──"), "{drawn}");
        assert!(lines[2].contains("map"), "{drawn}");
        assert!(lines[3].contains("pick/cart"), "{drawn}");
        assert!(lines[3].contains("lantern"), "{drawn}");
    }

    #[test]
    fn names_in_words() {
        assert_eq!(
            shape_name(shape("tunnel-URL")),
            "tunnel open up, right and left"
        );
        assert_eq!(shape_name(shape("dead-U")), "dead end open up");
        assert_eq!(list(&["a"]), "a");
        assert_eq!(list(&["a", "b", "c"]), "a, b and c");
    }
}
