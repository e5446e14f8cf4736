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
        let name = |seat: usize| {
            names.get(seat).map_or_else(
                || crate::say!("replay-seat", number = seat + 1),
                |name| crate::text::safe(name),
            )
        };
        let mut lines = vec![crate::say!(
            "replay-makao-table",
            card = view.top.to_string(),
            count = view.stock_size,
            name = name(view.to_move)
        )];
        for (seat, size) in view.hand_sizes.iter().enumerate() {
            lines.push(if seat != view.me {
                crate::say!("replay-makao-hand-size", name = name(seat), count = *size)
            } else if view.hand.is_empty() {
                crate::say!("replay-makao-hand-none", name = name(seat))
            } else {
                let cards: Vec<String> = view.hand.iter().map(ToString::to_string).collect();
                crate::say!(
                    "replay-makao-hand",
                    name = name(seat),
                    cards = cards.join(" ")
                )
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
            "{}\n{}\n{}\n{}\n{}",
            draw::board(&view.board, pen).trim_end(),
            draw::goals(&view.board).trim_end(),
            draw::players(view, &[]).trim_end(),
            crate::say!("replay-saboteur-role", role = draw::role(view.role)),
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
