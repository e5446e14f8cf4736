//! The Makao table's screen: what a person sees at their turn, drawn from their seat's
//! view alone.

use makao::View;

use crate::say;

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
        let mut lines = vec![say!("makao-screen-turn", name = &self.names[player])];
        let top = view.top;
        let suit = view.suit_to_follow();
        let symbol = if style.ascii {
            suit.letter()
        } else {
            suit.symbol()
        };
        let note = if view.chosen_suit.is_some() {
            "named"
        } else if top.rank == Rank::Queen
            && rules.queens_wild
            && view.attack.is_none()
            && view.demand.is_none()
        {
            "queen"
        } else {
            "none"
        };
        lines.push(say!(
            "makao-screen-top",
            card = style.card(top),
            suit = symbol.to_string(),
            note = note,
            suit_name = words::suit_name(suit),
            namer = if rules.jacks_wild { "jack" } else { "ace" }
        ));
        lines.extend(self.pending(view));
        let counts: Vec<String> = (0..view.hand_sizes.len())
            .map(|p| {
                let state = if view.is_finished(p) {
                    "out"
                } else if view.waits(p) > 0 {
                    "waits"
                } else {
                    "none"
                };
                say!(
                    "makao-screen-count",
                    name = &self.names[p],
                    cards = view.hand_sizes[p],
                    state = state,
                    turns = view.waits(p)
                )
            })
            .collect();
        lines.push(say!("makao-screen-cards", counts = counts.join(", ")));
        for other in (0..view.hand_sizes.len()).filter(|p| *p != player) {
            if !view.kept(other).is_empty() {
                lines.push(say!(
                    "makao-screen-kept-by",
                    name = &self.names[other],
                    cards = style.cards(view.kept(other))
                ));
            }
        }
        let hand = &view.hand;
        let numbered: Vec<String> = hand
            .iter()
            .enumerate()
            .map(|(i, card)| format!("{:>2}) {}", i + 1, style.card(*card)))
            .collect();
        lines.push(say!("makao-screen-your-hand"));
        for row in numbered.chunks(8) {
            lines.push(format!("  {}", row.join("  ")));
        }
        let playable = playable(view);
        if !playable.is_empty() {
            lines.push(say!("makao-screen-playable", numbers = playable.join(", ")));
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
                    say!("makao-screen-cuts", name = &self.names[player]),
                    say!(
                        "makao-screen-cut",
                        dealer = &self.names[view.dealer],
                        card = style.card(view.top)
                    ),
                ];
                if !view.kept(player).is_empty() {
                    lines.push(say!(
                        "makao-screen-kept-so-far",
                        cards = style.cards(view.kept(player))
                    ));
                }
                Some(lines)
            }
            Phase::Challenge { offender } => Some(vec![
                say!("makao-screen-answer", name = &self.names[player]),
                say!(
                    "makao-screen-challenge",
                    offender = &self.names[offender],
                    card = style.card(view.top),
                    penalty = view.config.rules.rules().call_penalty
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
            Phase::Again => lines.push(say!("makao-screen-again")),
            Phase::AfterPenalty => lines.push(say!("makao-screen-after-penalty")),
            Phase::Drawn => {
                if let Some(card) = view.drawn {
                    lines.push(say!(
                        "makao-screen-drawn",
                        card = self.ui.style.card(card),
                        several = if rules.several_at_once { "yes" } else { "no" }
                    ));
                }
            }
            Phase::PenaltyDrawn => {
                if let (Some(card), Some(Attack::Draw { cards, .. })) = (view.drawn, view.attack) {
                    lines.push(say!(
                        "makao-screen-penalty-drawn",
                        card = self.ui.style.card(card),
                        cards = cards
                    ));
                }
            }
            Phase::Swap { initiator } => {
                let theirs = view.hand_sizes[initiator];
                let mut text = vec![say!(
                    "makao-screen-swap",
                    name = &self.names[initiator],
                    cards = theirs
                )];
                // The engine lists a block only to a player who can block.
                if view.legal.iter().any(|a| matches!(a, Action::Block(_))) {
                    text.push(say!(
                        "makao-screen-swap-block",
                        name = &self.names[initiator],
                        penalty = rules.block_penalty
                    ));
                } else {
                    text.push(say!("makao-screen-swap-no-block"));
                }
                if rules.calls {
                    text.push(say!("makao-screen-mind-the-call"));
                }
                lines.push(text.join(" "));
            }
            _ => {}
        }
        match view.attack {
            Some(Attack::Draw { cards, backwards }) if view.phase == Phase::Turn => {
                lines.push(say!(
                    "makao-screen-attack",
                    cards = cards,
                    backwards = if backwards { "yes" } else { "no" },
                    defence = crate::makao::refusals::defence(
                        rules,
                        view.top,
                        crate::ui::CardStyle { ascii: false },
                        "top"
                    )
                ));
            }
            Some(Attack::Wait { turns }) if view.phase == Phase::Turn => {
                let mut text = vec![say!("makao-screen-wait", turns = turns)];
                if view.legal.contains(&Action::Draw) {
                    text.push(say!("makao-screen-wait-draw"));
                }
                lines.push(text.join(" "));
            }
            _ => {}
        }
        if let Some(demand) = view.demand {
            let by = &self.names[demand.by];
            let rank = format!("{} {}", demand.rank.article(), demand.rank.label());
            if demand.owes(player) && view.phase == Phase::Turn {
                let jack = rules.jack_answers_demand(view.top);
                lines.push(say!(
                    "makao-screen-demand-owed",
                    name = by,
                    rank = &rank,
                    jack = if jack { "yes" } else { "no" }
                ));
            } else {
                lines.push(say!("makao-screen-demand", name = by, rank = &rank));
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
        (Phase::Drawn, _)
            if crate::makao::words::passing_is_next(view.phase, view.config.rules.rules()) =>
        {
            say!("makao-zero-keep-next")
        }
        (Phase::Drawn, _) => say!("makao-zero-keep"),
        (Phase::AfterPenalty, _) => say!("makao-zero-after-penalty"),
        (Phase::Again, _) => say!("makao-zero-again"),
        (Phase::PenaltyDrawn, Some(Attack::Draw { cards, .. })) => {
            say!("makao-zero-take-other", cards = cards)
        }
        (Phase::Swap { .. }, _) => say!("makao-zero-accept"),
        (Phase::Question, _) => say!("makao-zero-say-nothing"),
        (_, Some(Attack::Draw { cards, .. })) => say!("makao-zero-take", cards = cards),
        (_, Some(Attack::Wait { turns })) => say!("makao-zero-wait", turns = turns),
        _ => say!("makao-zero-draw"),
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
