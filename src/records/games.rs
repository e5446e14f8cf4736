//! What the records need of each game besides the contract: the settings its first
//! position was dealt with, and its view in plain lines for `karty replay`.

use super::Recordable;

impl Recordable for klondike::Klondike {
    fn settings_of(position: &Self) -> Option<klondike::Draw> {
        Some(position.draw())
    }

    fn picture(view: &klondike::View, _names: &[String]) -> String {
        view.render(klondike::Style::default())
            .trim_end()
            .to_string()
    }
}

impl Recordable for makao::Game {
    fn settings_of(position: &Self) -> Option<makao::Config> {
        Some(position.config())
    }

    fn picture(view: &makao::View, names: &[String]) -> String {
        let cards = |cards: &[cards::Card]| {
            let names: Vec<String> = cards.iter().map(ToString::to_string).collect();
            if names.is_empty() {
                "none".to_string()
            } else {
                names.join(" ")
            }
        };
        let name = |seat: usize| {
            names.get(seat).map_or_else(
                || format!("Seat {}", seat + 1),
                |name| crate::text::safe(name),
            )
        };
        let mut lines = vec![format!(
            "Top card {}; stock {} cards; {} to move.",
            view.top,
            view.stock_size,
            name(view.to_move)
        )];
        for (seat, size) in view.hand_sizes.iter().enumerate() {
            lines.push(if seat == view.me {
                format!("{}: {}", name(seat), cards(&view.hand))
            } else {
                format!("{}: {size} cards", name(seat))
            });
        }
        lines.join("\n")
    }
}

impl Recordable for saboteur::Saboteur {
    fn settings_of(position: &Self) -> Option<saboteur::Settings> {
        let names = contract::Game::view(position, 0)
            .players
            .into_iter()
            .map(|player| player.name)
            .collect();
        Some(saboteur::Settings {
            names,
            rounds: position.rounds(),
        })
    }

    fn picture(view: &saboteur::PlayerView, _names: &[String]) -> String {
        use crate::saboteur::draw;
        let pen = draw::Pen { ascii: false };
        // The computer seats are not in the view: the record's seats name them.
        format!(
            "{}\n{}\n{}\nYour role: {}.\n{}",
            draw::board(&view.board, pen).trim_end(),
            draw::goals(&view.board).trim_end(),
            draw::players(view, &[]).trim_end(),
            draw::role(view.role),
            draw::hand(&view.hand, pen).trim_end()
        )
    }
}

#[cfg(feature = "nim")]
impl Recordable for contract::nim::Nim {
    /// A heap's first position is its own record (`start`).
    fn settings_of(_position: &Self) -> Option<contract::nim::NimSettings> {
        None
    }

    fn picture(view: &Self, names: &[String]) -> String {
        <Self as contract::Catalogued>::describe(view, names)
    }
}
