//! What the Makao table says besides its moves: the help, a summary of the rule set in
//! play built from its [`Rules`] value (so a new rule set describes itself), and a
//! match's score sheet.

use cards::{Card, Rank, Suit};
use makao::rules::{Defence, DemandLength, Effect, Rules};
use makao::{Config, HandScore, Match};

use crate::say;
use crate::text::{pad_left, pad_right};

/// "J 25; A, K, Q, 8, 7 and 2♣ 10; others their number": the engine's card points, so
/// that the help cannot drift from the scoring.
fn card_points_summary() -> String {
    let mut groups: Vec<(i32, Vec<String>)> = Vec::new();
    let mut note = |points: i32, name: String| match groups.iter_mut().find(|g| g.0 == points) {
        Some((_, names)) => names.push(name),
        None => groups.push((points, vec![name])),
    };
    let mut ranks: Vec<Rank> = Rank::all().collect();
    ranks.reverse();
    let special: Vec<Card> = ranks
        .iter()
        .flat_map(|&rank| Suit::all().map(move |suit| Card::new(rank, suit)))
        .collect();
    for &rank in &ranks {
        let points = makao::scoring::card_points(Card::new(rank, Suit::Hearts));
        if points != i32::from(rank.number()) {
            note(points, rank.label().to_string());
        }
    }
    // Single cards that score apart from their rank (2♣).
    for card in special {
        let of_rank = makao::scoring::card_points(Card::new(card.rank, Suit::Hearts));
        let points = makao::scoring::card_points(card);
        if points != of_rank {
            note(points, card.to_string());
        }
    }
    groups.sort_by_key(|group| std::cmp::Reverse(group.0));
    let mut parts: Vec<String> = groups
        .iter()
        .map(|(points, names)| format!("{} {points}", crate::text::list(names)))
        .collect();
    parts.push(say!("makao-others-their-number"));
    parts.join("; ")
}

/// "Points for the hand: Ala -40, Bot 1 35." with a note on a jack finish.
pub fn hand_points(names: &[String], score: &HandScore) -> String {
    let points: Vec<String> = score
        .points
        .iter()
        .enumerate()
        .map(|(p, points)| format!("{} {points}", names.get(p).map_or("?", String::as_str)))
        .collect();
    let points = points.join(", ");
    if score.jack_finish {
        say!("makao-hand-points-doubled", points = points)
    } else {
        say!("makao-hand-points", points = points)
    }
}

/// The running score table of a match: one row per hand played, then the totals.
pub fn score_table(names: &[String], series: &Match) -> Vec<String> {
    let width = names
        .iter()
        .map(|n| n.chars().count())
        .max()
        .unwrap_or(0)
        .max(6);
    let row = |label: String, values: Vec<String>| {
        let cells: Vec<String> = values.iter().map(|v| pad_left(v, width)).collect();
        format!("  {} {}", pad_right(&label, 6), cells.join(" "))
    };
    let mut lines = vec![say!(
        "makao-scores-after",
        played = series.played().len(),
        hands = series.hands()
    )];
    lines.push(row(say!("makao-score-hand"), names.to_vec()));
    for (i, hand) in series.played().iter().enumerate() {
        let mut label = (i + 1).to_string();
        if hand.jack_finish {
            label.push_str(" J");
        }
        lines.push(row(
            label,
            hand.points.iter().map(ToString::to_string).collect(),
        ));
    }
    lines.push(row(
        say!("makao-score-total"),
        series.totals().iter().map(ToString::to_string).collect(),
    ));
    lines
}

/// Who won the match: the lowest total (several on a tie).
pub fn match_result(names: &[String], series: &Match) -> String {
    let totals = series.totals();
    let leaders = series.leaders();
    let name = |p: usize| names.get(p).map_or("?", String::as_str);
    let best = leaders.first().map_or(0, |p| totals[*p]);
    let hands = series.played().len();
    match leaders.as_slice() {
        [one] => say!(
            "makao-match-won",
            hands = hands,
            name = name(*one),
            best = best
        ),
        many => {
            let list: Vec<&str> = many.iter().map(|p| name(*p)).collect();
            say!(
                "makao-match-tied",
                hands = hands,
                names = list.join(" and "),
                best = best
            )
        }
    }
}

/// "a jack" or "an ace": which card names the suit in these rules, for `$namer`.
fn namer(rules: &Rules) -> &'static str {
    if rules.jacks_wild { "jack" } else { "ace" }
}

/// Whether some card of the rule set has `wanted`.
fn some_card(rules: &Rules, wanted: Effect) -> bool {
    Rank::all().any(|rank| Suit::all().any(|suit| rules.effect(Card::new(rank, suit)) == wanted))
}

/// The commands, for `?`: only what the rule set in play has (serbian rules lay one card
/// at a time, name a suit with a jack, demand nothing and have no twist).
pub fn commands(rules: &Rules) -> String {
    let mut lines = vec![say!("makao-help-title"), say!("makao-help-number")];
    if rules.several_at_once {
        lines.push(say!("makao-help-several"));
    }
    lines.push(say!("makao-help-names"));
    lines.push(if rules.lay_any_drawn_card {
        say!("makao-help-nothing-next")
    } else {
        say!("makao-help-nothing")
    });
    if some_card(rules, Effect::ChooseSuit) {
        lines.push(say!("makao-help-suit", namer = namer(rules)));
    }
    if some_card(rules, Effect::Demand) {
        lines.push(say!("makao-help-demand"));
    }
    if rules.twist_allowed {
        lines.push(say!("makao-help-swap"));
        lines.push(say!("makao-help-by-name-twist"));
    } else if rules.lay_any_drawn_card {
        lines.push(say!("makao-help-by-name-short"));
    } else {
        lines.push(say!("makao-help-by-name"));
    }
    if rules.calls && rules.challenge {
        lines.push(say!("makao-help-challenge"));
    } else if rules.calls {
        lines.push(say!("makao-help-calls"));
    }
    lines.push(say!("makao-help-end"));
    lines.join("\n")
}

/// A short summary of the rules in play, worked out from the rule set's settings.
pub fn rules_summary(config: &Config) -> String {
    let rules = config.rules.rules();
    let seats = if rules.min_players == rules.max_players {
        say!("makao-players", count = rules.min_players)
    } else {
        say!(
            "makao-players-range",
            min = rules.min_players,
            max = rules.max_players
        )
    };
    let mut lines = vec![say!(
        "makao-rules-title",
        rules = config.rules.to_string(),
        seats = seats,
        cards = rules.hand_size,
        packs = rules.packs
    )];
    if rules.cut_keeps > 0 {
        lines.push(say!("makao-rules-cut", keeps = rules.cut_keeps));
    }
    let wild = match (rules.queens_wild, rules.jacks_wild) {
        (true, true) => "both",
        (true, false) => "queens",
        (false, true) => "jacks",
        (false, false) => "none",
    };
    lines.push(say!(
        "makao-rules-matching",
        namer = namer(rules),
        wild = wild
    ));
    lines.push(if !rules.several_at_once {
        say!("makao-rules-one-at-a-time")
    } else if rules.kings_together {
        say!("makao-rules-together")
    } else {
        say!("makao-rules-together-not-kings")
    });
    for rank in Rank::all() {
        if let Some(line) = rank_effects(rules, rank) {
            lines.push(line);
        }
    }
    lines.push(match rules.defence {
        Defence::AnyDrawCardBySuitOrRank => say!("makao-rules-defence-any"),
        Defence::SameKind => say!("makao-rules-defence-same"),
        Defence::Sevens => say!("makao-rules-defence-sevens"),
    });
    if some_card(rules, Effect::Wait) {
        lines.push(say!("makao-rules-against-four"));
    }
    if some_card(rules, Effect::Demand) {
        lines.push(match rules.demand {
            DemandLength::OneRound => say!("makao-rules-demand-round"),
            DemandLength::UntilDemanderLays => say!("makao-rules-demand-until"),
        });
    }
    lines.push(if rules.lay_any_drawn_card {
        say!("makao-rules-draw-any")
    } else if rules.play_drawn_card {
        say!("makao-rules-draw-play")
    } else {
        say!("makao-rules-draw-ends")
    });
    lines.push(if rules.calls && rules.challenge {
        say!("makao-rules-challenge", penalty = rules.call_penalty)
    } else if rules.calls {
        say!("makao-rules-calls", penalty = rules.call_penalty)
    } else {
        say!("makao-rules-no-calls")
    });
    if config.twist {
        lines.push(say!("makao-rules-twist", penalty = rules.block_penalty));
    }
    if config.play_on {
        lines.push(say!("makao-rules-play-on"));
    }
    lines.push(if rules.scored {
        say!(
            "makao-rules-scored",
            points = card_points_summary(),
            winner = makao::scoring::WINNER_POINTS
        )
    } else {
        say!("makao-rules-first-out")
    });
    lines.join("\n")
}

/// What laying cards of `rank` does, suit by suit where the suits differ.
fn rank_effects(rules: &Rules, rank: Rank) -> Option<String> {
    let effects: Vec<(Suit, Effect)> = Suit::all()
        .map(|suit| (suit, rules.effect(Card::new(rank, suit))))
        .collect();
    let describe = |effect: Effect| -> Option<String> {
        Some(match effect {
            Effect::None => return None,
            Effect::Draw { cards, backwards } => say!(
                "makao-effect-draw",
                backwards = if backwards { "yes" } else { "no" },
                cards = cards
            ),
            Effect::Wait => say!("makao-effect-wait"),
            Effect::Demand => say!("makao-effect-demand"),
            Effect::ChooseSuit => say!("makao-effect-choose-suit"),
            Effect::PlayAgain => say!("makao-effect-play-again"),
            Effect::Skip => say!("makao-effect-skip"),
            Effect::PreviousDraws { cards } => say!("makao-effect-previous-draws", cards = cards),
        })
    };
    let first = effects[0].1;
    if effects.iter().all(|(_, effect)| *effect == first) {
        return describe(first).map(|text| format!("{}: {text}.", rank.label()));
    }
    let parts: Vec<String> = effects
        .iter()
        .filter_map(|(suit, effect)| {
            describe(*effect).map(|text| format!("{}{}: {text}", rank.label(), suit.symbol()))
        })
        .collect();
    if parts.is_empty() {
        None
    } else {
        Some(format!("{}.", parts.join("; ")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use makao::RuleSet;

    #[test]
    fn the_points_summary_reads_the_engines_card_points() {
        assert_eq!(
            card_points_summary(),
            "J 25; A, K, Q, 8, 7 and 2♣ 10; others their number"
        );
    }

    #[test]
    fn a_score_table_pads_any_name_without_a_format_width() {
        // `{:>width$}` panics past u16::MAX; names are limited, and the table is safe anyway.
        let series = Match::new(Config::new(RuleSet::Serbian, 2), 3, 1).unwrap();
        let names = vec!["x".repeat(65_536), "Bob".to_string()];
        let table = score_table(&names, &series);
        assert_eq!(table[0], "Scores after hand 0 of 3:");
        assert_eq!(
            table[1],
            format!("  hand   {} {}", names[0], pad_left("Bob", 65_536))
        );
    }

    #[test]
    fn the_summary_follows_the_rule_set() {
        let polish = rules_summary(&Config::new(RuleSet::Polish, 2).with_twist(true));
        assert!(polish.contains("Rules: polish"), "{polish}");
        assert!(polish.contains("K♥: the next player draws 5"), "{polish}");
        assert!(
            polish.contains("K♠: the previous player draws 5"),
            "{polish}"
        );
        assert!(polish.contains("(not kings)"), "{polish}");
        assert!(polish.contains("po makale"), "{polish}");
        assert!(polish.contains("Twist"), "{polish}");
        let macau = rules_summary(&Config::new(RuleSet::Macau, 2));
        assert!(macau.contains("Rules: macau"), "{macau}");
        assert!(macau.contains("No calls"), "{macau}");
        assert!(macau.contains("Drawing ends your turn"), "{macau}");
        assert!(!macau.contains("Twist"), "{macau}");
        let serbian = rules_summary(&Config::new(RuleSet::Serbian, 2));
        for expected in [
            "Rules: serbian. 2 players, 6 cards each, 2 packs.",
            "The cut",
            "One card at a time.",
            "a jack goes on anything",
            "2♣: the previous player draws 4 at once",
            "7: the next player draws 2",
            "8: the next player is skipped",
            "A: lay one more matching card",
            "J: name the suit to follow",
            "Against a 7: only a 7",
            "point it out at once, and you draw 2",
            "a jack finish doubles every score",
        ] {
            assert!(serbian.contains(expected), "{expected}: {serbian}");
        }
        assert!(!serbian.contains("Against a 4"), "{serbian}");
        assert!(!serbian.contains("demand"), "{serbian}");
    }
}
