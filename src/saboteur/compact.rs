//! The compact table for a window of 80x24: the board one text row to a board row (three
//! characters to a cell, the passages between rows on the lines between), everyone at the
//! table and the hand beside it, one line each.

use console::{Style, measure_text_width};
use saboteur::{BoardView, COLS, Card, Cell, GoalCard, PlayerView, ROWS, Shape, Side};

use super::draw::{Pen, role, shape_name};
use crate::text::pad_right;

/// Lines of [`board`]: the column letters, seven rows and the eight lines around them.
pub const BOARD_LINES: usize = 1 + 2 * ROWS as usize + 1;

/// The widest a name is shown beside the board.
const NAME: usize = 9;

/// One cell: its three characters, whether its passage leaves up and down, its colour.
struct Tile {
    text: String,
    up: bool,
    down: bool,
    style: Option<Style>,
}

fn tile(board: &BoardView, cell: Cell, pen: Pen) -> Tile {
    let with = |shape: Shape, centre: char, style: Option<Style>| {
        let arm = |side| {
            if shape.is_open(side) {
                pen.horizontal()
            } else {
                ' '
            }
        };
        Tile {
            text: format!("{}{centre}{}", arm(Side::Left), arm(Side::Right)),
            up: shape.is_open(Side::Up),
            down: shape.is_open(Side::Down),
            style,
        }
    };
    if cell == Cell::START {
        return with(Shape::crossroads(), 'S', Some(Style::new().green().bold()));
    }
    if let Some(index) = cell.goal_index() {
        let goal = board.goals[index];
        return match (goal.revealed, goal.known) {
            (true, Some(card)) => {
                let shape = if goal.turned {
                    card.shape().turned()
                } else {
                    card.shape()
                };
                if card.is_gold() {
                    with(shape, 'G', Some(Style::new().yellow().bold()))
                } else {
                    with(shape, 's', Some(Style::new().dim()))
                }
            }
            (_, known) => Tile {
                text: match known {
                    None => "[?]",
                    Some(GoalCard::Gold) => "[G]",
                    Some(_) => "[s]",
                }
                .to_string(),
                up: false,
                down: false,
                style: Some(Style::new().yellow()),
            },
        };
    }
    match board.tunnels.get(&cell) {
        Some(shape) => {
            let style = (!shape.is_through()).then(|| Style::new().red());
            with(*shape, pen.centre(*shape), style)
        }
        None => Tile {
            text: " . ".to_string(),
            up: false,
            down: false,
            style: None,
        },
    }
}

/// The board in [`BOARD_LINES`] lines of 36 columns: letters above, numbers on the left.
pub fn board(board: &BoardView, pen: Pen) -> Vec<String> {
    let tiles: Vec<Vec<Tile>> = (0..ROWS)
        .map(|row| {
            (0..COLS)
                .filter_map(|col| Cell::new(row, col))
                .map(|cell| tile(board, cell, pen))
                .collect()
        })
        .collect();
    let header: String = (0..COLS)
        .map(|col| format!(" {} ", char::from(b'A' + col)))
        .collect();
    let mut lines = vec![format!("   {header}").trim_end().to_string()];
    // The passages between row `below - 1` and row `below` (the edges' too).
    let between = |below: usize| -> String {
        let text: String = (0..usize::from(COLS))
            .map(|col| {
                let above = below
                    .checked_sub(1)
                    .and_then(|row| tiles.get(row))
                    .is_some_and(|row| row[col].down);
                let under = tiles.get(below).is_some_and(|row| row[col].up);
                if above || under {
                    format!(" {} ", pen.vertical())
                } else {
                    "   ".to_string()
                }
            })
            .collect();
        format!("   {text}").trim_end().to_string()
    };
    for (row, cells) in tiles.iter().enumerate() {
        lines.push(between(row));
        let text: String = cells
            .iter()
            .map(|tile| match &tile.style {
                Some(style) => style.apply_to(&tile.text).to_string(),
                None => tile.text.clone(),
            })
            .collect();
        lines.push(format!("{:>2} {text}", row + 1).trim_end().to_string());
    }
    lines.push(between(tiles.len()));
    lines
}

/// What the board's signs mean; `end` when the round is over and every goal is shown.
pub fn legend(pen: Pen, end: bool) -> String {
    let block = if pen.ascii { "#" } else { "■" };
    if end {
        crate::say!("saboteur-legend-end", block = block)
    } else {
        crate::say!("saboteur-legend", block = block)
    }
}

/// A name cut to `width` characters ("…" for the rest).
pub fn short(name: &str, width: usize) -> String {
    match name.char_indices().nth(width.saturating_sub(1)) {
        Some((end, _)) if name.chars().count() > width => format!("{}…", &name[..end]),
        _ => name.to_string(),
    }
}

/// Everyone at the table (`>` marks you), then your role and your hand, a card a line.
pub fn panel(view: &PlayerView, pen: Pen) -> Vec<String> {
    let (hand, gold) = (
        crate::say!("saboteur-panel-hand"),
        crate::say!("saboteur-panel-gold"),
    );
    // The numbers stand under their headings, as wide as the language's words.
    let hand_width = measure_text_width(&hand).max(4);
    let gold_width = measure_text_width(&gold).max(4);
    let mut lines = vec![format!(
        "  # {} {hand:>hand_width$} {gold:>gold_width$} {}",
        pad_right(&crate::say!("saboteur-panel-player"), NAME),
        crate::say!("saboteur-panel-broken")
    )];
    for (index, player) in view.players.iter().enumerate() {
        let mark = if index == view.me.index() { '>' } else { ' ' };
        let broken: Vec<String> = player
            .broken
            .iter()
            .map(|tool| crate::say!("saboteur-tool", tool = tool.name()))
            .collect();
        lines.push(
            format!(
                "{mark}{:>2} {} {:>hand_width$} {:>gold_width$} {}",
                index + 1,
                pad_right(&short(&player.name, NAME), NAME),
                player.hand_size,
                player.nuggets,
                broken.join(" ")
            )
            .trim_end()
            .to_string(),
        );
    }
    lines.push(crate::say!(
        "saboteur-you-are-short",
        role = role(view.role)
    ));
    for (index, card) in view.hand.iter().enumerate() {
        lines.push(format!("{:>2} {}", index + 1, card_line(*card, pen)));
    }
    if view.hand.is_empty() {
        lines.push(crate::say!("saboteur-no-cards"));
    }
    lines
}

/// A card in one line: a tunnel's middle row and its open sides in words.
pub fn card_line(card: Card, pen: Pen) -> String {
    match card {
        Card::Tunnel(shape) => {
            let arm = |side| {
                if shape.is_open(side) {
                    pen.horizontal()
                } else {
                    ' '
                }
            };
            let text = format!(
                "{}{}{}",
                arm(Side::Left),
                pen.centre(shape),
                arm(Side::Right)
            );
            let text = if shape.is_through() {
                text
            } else {
                Style::new().red().apply_to(text).to_string()
            };
            // "tunnel up, right and left": shorter than its name elsewhere, to fit.
            let name = shape_name(shape).replacen(" open ", " ", 1);
            format!("{text} {name}")
        }
        other => card_name(other),
    }
}

/// A card as people name it ("tunnel open up and right", "broken cart"); its token
/// (`tunnel-UR`) is for files and typed moves.
pub fn card_name(card: Card) -> String {
    match card {
        Card::Tunnel(shape) => shape_name(shape),
        Card::Map => crate::say!("saboteur-card-map"),
        Card::Rockfall => crate::say!("saboteur-card-rockfall"),
        Card::Break(tool) => crate::say!("saboteur-card-broken", tool = tool.name()),
        Card::Repair(tool) => crate::say!("saboteur-card-repair", tool = tool.name()),
        Card::RepairEither(a, b) => {
            crate::say!(
                "saboteur-card-repair-either",
                tool = a.name(),
                other = b.name()
            )
        }
    }
}

/// `left` and `right` side by side, `gap` spaces apart; or one under the other when that
/// would be wider than `width`.
pub fn beside(left: Vec<String>, right: Vec<String>, gap: usize, width: usize) -> Vec<String> {
    let widest = |lines: &[String]| {
        lines
            .iter()
            .map(|line| measure_text_width(line))
            .max()
            .unwrap_or(0)
    };
    let left_width = widest(&left);
    if left_width + gap + widest(&right) > width {
        return left.into_iter().chain(right).collect();
    }
    let rows = left.len().max(right.len());
    (0..rows)
        .map(|row| {
            let l = left.get(row).map_or("", String::as_str);
            match right.get(row) {
                Some(r) => {
                    let pad = left_width + gap - measure_text_width(l);
                    format!("{l}{}{r}", " ".repeat(pad))
                }
                None => l.to_string(),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(players: usize) -> saboteur::Saboteur {
        saboteur::Saboteur::new(
            saboteur::Saboteur::default_names(players),
            1,
            saboteur::seeded(3),
        )
        .unwrap()
    }

    #[test]
    fn the_board_is_one_line_a_row_with_passages_between() {
        let view = game(3).view(saboteur::Seat::from_index(0)).unwrap();
        let lines = board(&view.board, Pen { ascii: true });
        assert_eq!(lines.len(), BOARD_LINES);
        assert!(lines[0].starts_with("    A  B  C"), "{lines:?}");
        assert!(lines[0].ends_with('K'), "{lines:?}");
        // Row 4 (lines[8]) holds the start on B4 and a goal on J4; the start's passages
        // up and down show on the lines around it.
        assert_eq!(lines[8], " 4  . -S- .  .  .  .  .  .  . [?] .");
        assert_eq!(lines[7], "       |");
        assert_eq!(lines[9], "       |");
        assert!(lines[4].contains("[?]") && lines[12].contains("[?]"));
        assert!(lines.iter().all(|line| line.chars().count() <= 36));
    }

    #[test]
    fn dead_ends_and_their_passages_show() {
        let mut view = game(3).view(saboteur::Seat::from_index(0)).unwrap();
        let dead: Shape = "dead-UD".parse().unwrap();
        view.board.tunnels.insert(Cell::new(3, 2).unwrap(), dead);
        let lines = board(&view.board, Pen { ascii: true });
        assert!(lines[8].starts_with(" 4  . -S- # "), "{lines:?}");
        assert_eq!(lines[7], "       |  |");
        assert_eq!(lines[9], "       |  |");
    }

    #[test]
    fn ten_players_and_four_cards_fit_beside_the_board_in_80_columns() {
        let game = game(10);
        let view = game.view(saboteur::Seat::from_index(9)).unwrap();
        let pen = Pen { ascii: false };
        let lines = beside(board(&view.board, pen), panel(&view, pen), 2, 79);
        assert_eq!(lines.len(), BOARD_LINES, "{}", lines.join("\n"));
        assert!(lines.iter().all(|l| measure_text_width(l) <= 79));
        assert!(lines[10].ends_with(">10 Player 10    4    0"), "{lines:?}");
    }

    #[test]
    fn six_cards_of_the_widest_kind_fit_beside_the_board() {
        let mut view = game(3).view(saboteur::Seat::from_index(0)).unwrap();
        view.hand = vec!["dead-URDL".parse().unwrap(); 6];
        let pen = Pen { ascii: false };
        let lines = beside(board(&view.board, pen), panel(&view, pen), 2, 79);
        assert_eq!(lines.len(), BOARD_LINES, "{}", lines.join("\n"));
    }

    #[test]
    fn a_narrow_window_gets_the_panel_under_the_board() {
        let view = game(3).view(saboteur::Seat::from_index(0)).unwrap();
        let pen = Pen { ascii: true };
        let lines = beside(board(&view.board, pen), panel(&view, pen), 2, 60);
        assert_eq!(lines.len(), BOARD_LINES + 1 + 3 + 1 + view.hand.len());
    }

    #[test]
    fn long_names_are_cut() {
        assert_eq!(short("Bartholomew", 9), "Bartholo…");
        assert_eq!(short("Ala", 9), "Ala");
        assert_eq!(short("Ninechars", 9), "Ninechars");
    }

    #[test]
    fn cards_in_one_line() {
        let pen = Pen { ascii: true };
        let card = |t: &str| card_line(t.parse().unwrap(), pen);
        assert_eq!(card("tunnel-URL"), "-+- tunnel up, right and left");
        assert_eq!(card("dead-U"), " #  dead end up");
        // The longest a card gets: beside the board, within 79 columns.
        assert_eq!(card("dead-URDL").chars().count(), 37);
        assert_eq!(card("repair-pick-or-cart"), "repair pick/cart");
        assert_eq!(card("break-lantern"), "broken lantern");
    }
}
