//! The Makao table's screen: what a person sees at their turn, drawn from their seat's
//! view alone.

use makao::View;

use super::*;

impl Screen<'_> {
    // ----- the screen -----

    pub(super) fn show(&mut self, view: &View) {
        let player = view.me;
        if let Some(lines) = self.decision_screen(view) {
            for line in lines {
                self.ui.say(line);
            }
            return;
        }
        let style = self.ui.style;
        let rules = view.config.rules.rules();
        let mut lines = vec![format!("--- {}'s turn ---", self.names[player])];
        let top = view.top;
        let suit = view.suit_to_follow();
        let symbol = if style.ascii {
            suit.letter()
        } else {
            suit.symbol()
        };
        let mut top_line = format!("Top card: {}, suit to follow: {symbol}", style.card(top));
        if view.chosen_suit.is_some() {
            let namer = if rules.jacks_wild { "a jack" } else { "an ace" };
            top_line.push_str(&format!(" ({}, named by {namer})", words::suit_name(suit)));
        } else if top.rank == Rank::Queen
            && rules.queens_wild
            && view.attack.is_none()
            && view.demand.is_none()
        {
            top_line.push_str(" (but anything goes on a queen)");
        }
        lines.push(top_line);
        lines.extend(self.pending(view));
        let counts: Vec<String> = (0..view.hand_sizes.len())
            .map(|p| {
                let mut text = format!("{} {}", self.names[p], view.hand_sizes[p]);
                if view.is_finished(p) {
                    text.push_str(" (out)");
                } else if view.waits(p) > 0 {
                    text.push_str(&format!(" (waits {})", count(view.waits(p), "turn")));
                }
                text
            })
            .collect();
        lines.push(format!("Cards: {}", counts.join(", ")));
        for other in (0..view.hand_sizes.len()).filter(|p| *p != player) {
            if !view.kept(other).is_empty() {
                lines.push(format!(
                    "{} kept at the cut: {}",
                    self.names[other],
                    style.cards(view.kept(other))
                ));
            }
        }
        let hand = &view.hand;
        let numbered: Vec<String> = hand
            .iter()
            .enumerate()
            .map(|(i, card)| format!("{:>2}) {}", i + 1, style.card(*card)))
            .collect();
        lines.push("Your hand:".to_string());
        for row in numbered.chunks(8) {
            lines.push(format!("  {}", row.join("  ")));
        }
        let playable = playable(view);
        if !playable.is_empty() {
            lines.push(format!("  Playable now: {}", playable.join(", ")));
        }
        lines.push(format!("   0) {}", nothing_text(view)));
        for line in lines {
            self.ui.say(line);
        }
    }

    /// The screen of a yes/no decision outside the play (the cut, a challenge).
    fn decision_screen(&self, view: &View) -> Option<Vec<String>> {
        let player = view.me;
        let style = self.ui.style;
        match view.phase {
            Phase::Cut => {
                let mut lines = vec![
                    format!("--- {} cuts ---", self.names[player]),
                    format!(
                        "{} deals. The cut turns up {}, a strong card: keep it and turn up \
                         the next (yes), or leave it to start the pile (no).",
                        self.names[view.dealer],
                        style.card(view.top)
                    ),
                ];
                if !view.kept(player).is_empty() {
                    lines.push(format!("Kept so far: {}", style.cards(view.kept(player))));
                }
                Some(lines)
            }
            Phase::Challenge { offender } => Some(vec![
                format!("--- {}'s answer ---", self.names[player]),
                format!(
                    "{} laid {} and has one card left, without saying \"makao\". Point it \
                     out (yes: {} draws {}), or let it go (no)?",
                    self.names[offender],
                    style.card(view.top),
                    self.names[offender],
                    view.config.rules.rules().call_penalty
                ),
            ]),
            _ => None,
        }
    }

    /// The attack, wait, demand or question waiting for `player`.
    fn pending(&self, view: &View) -> Vec<String> {
        let player = view.me;
        let rules = view.config.rules.rules();
        let mut lines = Vec::new();
        match view.phase {
            Phase::Again => lines.push(
                "You laid an ace: lay one more matching card now (0 draws, only when you \
                 have none)."
                    .to_string(),
            ),
            Phase::AfterPenalty => lines.push(
                "You took the penalty: you may lay one matching card, or 0 to say next."
                    .to_string(),
            ),
            Phase::Drawn => {
                if let Some(card) = view.drawn {
                    let more = if rules.several_at_once {
                        " (with more of its rank if you like)"
                    } else {
                        ""
                    };
                    lines.push(format!(
                        "You drew {}. It fits: lay it{more}, or 0 to keep it.",
                        self.ui.style.card(card)
                    ));
                }
            }
            Phase::PenaltyDrawn => {
                if let (Some(card), Some(Attack::Draw { cards, .. })) = (view.drawn, view.attack) {
                    lines.push(format!(
                        "The first penalty card, {}, defends: lay it (more of its rank too), \
                         or 0 to take the other {}.",
                        self.ui.style.card(card),
                        count(cards, "card")
                    ));
                }
            }
            Phase::Swap { initiator } => {
                let theirs = view.hand_sizes[initiator];
                let mut text = format!(
                    "{} wants to swap hands with you: you would get {}.",
                    self.names[initiator],
                    count(theirs as u64, "card")
                );
                // The engine lists a block only to a player who can block.
                if view.legal.iter().any(|a| matches!(a, Action::Block(_))) {
                    text.push_str(&format!(
                        " 0 accepts; your K♦ (its number, or block) blocks it, and {} draws {}.",
                        self.names[initiator], rules.block_penalty
                    ));
                } else {
                    text.push_str(" You hold no K♦ to block it: 0 accepts.");
                }
                if rules.calls {
                    text.push_str(" Mind the call your hand will need.");
                }
                lines.push(text);
            }
            _ => {}
        }
        match view.attack {
            Some(Attack::Draw { cards, backwards }) if view.phase == Phase::Turn => {
                lines.push(format!(
                    "Attack: draw {}{}. Defend with {}, or 0 to take them.",
                    count(cards, "card"),
                    if backwards {
                        " (sent back by K♠)"
                    } else {
                        ""
                    },
                    rules.defence_words(view.top, "the top's")
                ));
            }
            Some(Attack::Wait { turns }) if view.phase == Phase::Turn => {
                let mut text = format!(
                    "Wait: {}. Lay a 4 to pass it on, or 0 to wait.",
                    count(turns, "turn")
                );
                if view.legal.contains(&Action::Draw) {
                    text.push_str(" Or type draw and hope for a 4.");
                }
                lines.push(text);
            }
            _ => {}
        }
        if let Some(demand) = view.demand {
            let by = &self.names[demand.by];
            let rank = demand.rank.label();
            if demand.owes(player) && view.phase == Phase::Turn {
                let jack = if rules.jack_answers_demand(view.top) {
                    " or a jack"
                } else {
                    ""
                };
                lines.push(format!(
                    "Demand: {by} demands {a} {rank}. Lay {a} {rank}{jack}, or 0 to draw.",
                    a = demand.rank.article()
                ));
            } else {
                lines.push(format!(
                    "Demand: {by} demands {} {rank}.",
                    demand.rank.article()
                ));
            }
        }
        lines
    }
}

/// The numbers of the cards a lay may start with now.
fn playable(view: &View) -> Vec<String> {
    let hand = &view.hand;
    let mut numbers: Vec<usize> = view
        .legal
        .iter()
        .filter_map(|action| match action {
            Action::Lay(lay) => hand.iter().position(|c| *c == lay.first()),
            Action::Block(_) => hand.iter().position(|c| *c == KING_OF_DIAMONDS),
            _ => None,
        })
        .map(|at| at + 1)
        .collect();
    numbers.sort_unstable();
    numbers.dedup();
    numbers.iter().map(ToString::to_string).collect()
}

/// What 0 does now, for the menu line.
pub(super) fn nothing_text(view: &View) -> String {
    match (view.phase, view.attack) {
        // Serbian players say "next" instead of laying the card drawn.
        (Phase::Drawn, _) if view.config.rules.rules().lay_any_drawn_card => {
            "keep the card drawn (next)".to_string()
        }
        (Phase::Drawn, _) => "keep the card drawn".to_string(),
        (Phase::AfterPenalty, _) => "lay nothing more (next)".to_string(),
        (Phase::Again, _) => "draw a card (only with nothing to lay)".to_string(),
        (Phase::PenaltyDrawn, Some(Attack::Draw { cards, .. })) => {
            format!("take the other {}", count(cards, "card"))
        }
        (Phase::Swap { .. }, _) => "accept the swap".to_string(),
        (Phase::Question, _) => "say nothing".to_string(),
        (_, Some(Attack::Draw { cards, .. })) => format!("take {}", count(cards, "card")),
        (_, Some(Attack::Wait { turns })) => format!("wait {}", count(turns, "turn")),
        _ => "play nothing and draw a card".to_string(),
    }
}

/// The action word 0 stands for now: the engine's action that lays nothing.
pub(super) fn nothing_word(view: &View) -> &'static str {
    match view.pass_action() {
        Some(Action::Pass) => "pass",
        Some(Action::Take) => "take",
        Some(Action::Wait) => "wait",
        Some(Action::Accept(_)) => "accept",
        Some(Action::Say(_)) => "ok",
        // Where only lays are listed, 0 asks for a draw and hears the engine's reason.
        _ => "draw",
    }
}
