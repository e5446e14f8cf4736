//! What the table says: the engine's events as sentences, the help, and a summary of the
//! rule set in play built from its [`Rules`] value (so a new rule set describes itself).

use cards::{Card, Rank, Suit};
use makao::rules::{Defence, DemandLength, Effect, Rules};
use makao::{Action, Call, Config, DrawReason, Event, HandScore, Match, Phase};

use crate::say;

use crate::text::{pad_left, pad_right};
use crate::ui::CardStyle;

/// Names the seats in sentences, in the words of `locales/en/makao.ftl`.
pub struct Narrator<'a> {
    pub names: &'a [String],
    pub style: CardStyle,
    pub rules: &'static Rules,
    /// The seat read as "you" (a browser's seat, whose own name reads "You"); `None`
    /// where every player is named (the terminal).
    pub reader: Option<usize>,
}

pub fn suit_name(suit: Suit) -> &'static str {
    match suit {
        Suit::Spades => "spades",
        Suit::Hearts => "hearts",
        Suit::Diamonds => "diamonds",
        Suit::Clubs => "clubs",
    }
}

/// "1 card", "5 cards".
pub fn count(n: impl Into<u64>, thing: &str) -> String {
    let n = n.into();
    if n == 1 {
        format!("1 {thing}")
    } else {
        format!("{n} {thing}s")
    }
}

/// What was said with a card, for a message's `$call`: "none" when nothing was.
fn call_arg(call: Option<Call>) -> String {
    call.map_or_else(|| "none".to_string(), |call| call.to_string())
}

impl Narrator<'_> {
    pub fn name(&self, player: usize) -> &str {
        self.names.get(player).map_or("?", String::as_str)
    }

    /// "yes" when `player` is the reader, for a message's `$you`.
    fn you(&self, player: usize) -> &'static str {
        if self.reader == Some(player) {
            "yes"
        } else {
            "no"
        }
    }

    /// `player` after a verb or "and": "you" for the reader.
    fn object(&self, player: usize) -> String {
        if self.reader == Some(player) {
            "you".to_string()
        } else {
            self.name(player).to_string()
        }
    }

    fn card(&self, card: Card) -> String {
        self.style.card(card)
    }

    fn suit(&self, suit: Suit) -> String {
        let symbol = if self.style.ascii {
            suit.letter().to_string()
        } else {
            suit.symbol().to_string()
        };
        format!("{symbol} ({})", suit_name(suit))
    }

    /// What `actor` did with `action`, taken in `phase`, told from the `events` it
    /// caused as the reader may learn them; `reveal` names the cards the reader drew.
    /// The terminal and the browser both tell a move with this.
    pub fn told(
        &self,
        actor: usize,
        action: Action,
        phase: Phase,
        events: &[Event],
        reveal: bool,
    ) -> Vec<String> {
        let (you, name) = (self.you(actor), self.name(actor));
        let mut lines = Vec::new();
        match action {
            // After a serbian penalty there is no drawn card to keep: the player says "next".
            Action::Pass if phase == Phase::AfterPenalty => {
                lines.push(say!("makao-says-next", you = you, name = name));
            }
            Action::Pass => lines.push(say!("makao-keeps-the-card", you = you, name = name)),
            Action::Say(Some(call)) => lines.push(say!(
                "makao-says",
                you = you,
                name = name,
                call = call.to_string()
            )),
            Action::Accept(call) => lines.push(say!(
                "makao-accepts-the-swap",
                you = you,
                name = name,
                call = call_arg(call)
            )),
            _ => {}
        }
        let calls: Vec<Option<Call>> = match action {
            Action::Lay(lay) => lay.calls().to_vec(),
            Action::Block(call) => vec![call],
            _ => Vec::new(),
        };
        let mut laid = 0;
        for event in events {
            let line = match event {
                Event::Laid { player, card } if *player == actor => {
                    laid += 1;
                    let call = calls.get(laid - 1).copied().flatten();
                    let (card, call) = (self.card(*card), call_arg(call));
                    // The second and later cards of one multi-lay read as one move.
                    Some(if laid > 1 {
                        say!(
                            "makao-laid-also",
                            you = you,
                            name = name,
                            card = card,
                            call = call
                        )
                    } else {
                        say!(
                            "makao-laid",
                            you = you,
                            name = name,
                            card = card,
                            call = call
                        )
                    })
                }
                _ => self.event(event, reveal, None),
            };
            lines.extend(line);
        }
        lines
    }

    /// One event as a sentence; `reveal` shows the cards drawn (only to their owner).
    /// `call` is the word said after a card laid, if any. `None` for events that need no
    /// words of their own.
    pub fn event(&self, event: &Event, reveal: bool, call: Option<Call>) -> Option<String> {
        let who = |player: usize| (self.you(player), self.name(player));
        let text = match event {
            Event::Laid { player, card } => {
                let (you, name) = who(*player);
                say!(
                    "makao-laid",
                    you = you,
                    name = name,
                    card = self.card(*card),
                    call = call_arg(call)
                )
            }
            Event::Drew {
                player,
                cards,
                wanted,
                reason,
            } => self.drew(*player, cards.len(), Some(cards), *wanted, *reason, reveal),
            Event::DrewHidden {
                player,
                count,
                wanted,
                reason,
            } => self.drew(*player, *count, None, *wanted, *reason, false),
            Event::Reshuffled { cards } => say!("makao-reshuffled", cards = *cards),
            Event::CallPenalty { player, said, due } => {
                let (you, name) = who(*player);
                let penalty = self.rules.call_penalty;
                match (said, due) {
                    (None, Some(Call::Makao)) => {
                        say!(
                            "makao-penalty-no-makao",
                            you = you,
                            name = name,
                            penalty = penalty
                        )
                    }
                    (None, Some(Call::PoMakale)) => say!(
                        "makao-penalty-no-po-makale",
                        you = you,
                        name = name,
                        penalty = penalty
                    ),
                    (Some(said), Some(due)) => say!(
                        "makao-penalty-wrong-call",
                        name = name,
                        said = said.to_string(),
                        due = due.to_string(),
                        penalty = penalty
                    ),
                    (Some(said), None) => say!(
                        "makao-penalty-no-call-due",
                        name = name,
                        said = said.to_string(),
                        penalty = penalty
                    ),
                    (None, None) => return None,
                }
            }
            Event::SuitChosen { player, suit } => {
                let (you, name) = who(*player);
                say!(
                    "makao-suit-chosen",
                    you = you,
                    name = name,
                    suit = self.suit(*suit)
                )
            }
            Event::Demanded { player, rank } => {
                let (you, name) = who(*player);
                match rank {
                    Some(rank) => say!(
                        "makao-demanded",
                        you = you,
                        name = name,
                        rank = format!("{} {}", rank.article(), rank.label())
                    ),
                    None => say!("makao-demanded-nothing", you = you, name = name),
                }
            }
            Event::DemandEnded => say!("makao-demand-ended"),
            Event::Waits { player, turns } => {
                let (you, name) = who(*player);
                match turns {
                    1 => say!("makao-waits-a-turn", you = you, name = name),
                    _ => say!("makao-waits", you = you, name = name, more = turns - 1),
                }
            }
            Event::Skipped { player, left } => {
                let (you, name) = who(*player);
                say!("makao-skipped", you = you, name = name, left = *left)
            }
            Event::MadeIt { player, card } => {
                let (you, name) = who(*player);
                say!(
                    "makao-made-it",
                    you = you,
                    name = name,
                    card = self.card(*card)
                )
            }
            Event::SwapOffered { initiator, target } => {
                let (you, name) = who(*initiator);
                say!(
                    "makao-swap-offered",
                    you = you,
                    name = name,
                    other = self.object(*target)
                )
            }
            Event::Swapped { initiator, target } => say!(
                "makao-swapped",
                name = self.name(*initiator),
                other = self.object(*target)
            ),
            Event::Blocked { initiator, target } => {
                let (you, name) = who(*target);
                say!(
                    "makao-blocked",
                    you = you,
                    name = name,
                    other_you = self.you(*initiator),
                    other = self.object(*initiator),
                    cards = self.rules.block_penalty
                )
            }
            Event::Finished { player, place } => {
                let (you, name) = who(*player);
                if *place == 1 {
                    say!("makao-won", you = you, name = name)
                } else {
                    say!("makao-finished", you = you, name = name, place = *place)
                }
            }
            Event::GameOver { .. } => return None,
            Event::ActionLimit => say!("makao-action-limit", limit = makao::ACTION_LIMIT),
            Event::CutCard { card } => say!("makao-cut-card", card = self.card(*card)),
            Event::Kept { player, card } => {
                let (you, name) = who(*player);
                say!(
                    "makao-kept",
                    you = you,
                    name = name,
                    card = self.card(*card)
                )
            }
            Event::Dealt { dealer } => {
                let (you, name) = who(*dealer);
                say!(
                    "makao-dealt",
                    you = you,
                    name = name,
                    cards = self.rules.hand_size,
                    batch = self.rules.deal_batch
                )
            }
            Event::MakaoMissed { player } => say!("makao-makao-missed", name = self.name(*player)),
            Event::Challenge {
                challenger,
                pointed_out,
                ..
            } => {
                let (you, name) = who(*challenger);
                if *pointed_out {
                    say!("makao-pointed-out", you = you, name = name)
                } else {
                    say!("makao-let-go", you = you, name = name)
                }
            }
            Event::PlaysAgain { player } => {
                let (you, name) = who(*player);
                say!("makao-plays-again", you = you, name = name)
            }
            Event::PassedOver { player } => {
                let (you, name) = who(*player);
                say!("makao-passed-over", you = you, name = name)
            }
        };
        Some(text)
    }

    /// How a game or a match's hand ended, `winner` named.
    pub fn over(&self, hand: bool, winner: Option<usize>) -> String {
        let what = if hand { "hand" } else { "game" };
        match winner {
            Some(winner) => say!(
                "makao-over",
                what = what,
                you = self.you(winner),
                name = self.name(winner)
            ),
            None => say!("makao-over-no-winner", what = what),
        }
    }

    fn drew(
        &self,
        player: usize,
        drawn: usize,
        cards: Option<&[Card]>,
        wanted: u32,
        reason: DrawReason,
        reveal: bool,
    ) -> String {
        let (you, name) = (self.you(player), self.name(player));
        if drawn == 0 {
            return say!("makao-cannot-draw", you = you, name = name);
        }
        let what = match cards {
            Some(cards) if reveal => self.style.cards(cards),
            _ if drawn == 1 => say!("makao-a-card"),
            _ => say!("makao-cards", count = drawn),
        };
        let reason_word = match reason {
            DrawReason::Chose => "chose",
            DrawReason::Attack => "attack",
            DrawReason::Call => "call",
            DrawReason::Blocked => "blocked",
            DrawReason::TriedForFour => "four",
            DrawReason::SmallTwo => "small-two",
            DrawReason::Challenged => "challenged",
        };
        let short = if (drawn as u64) < u64::from(wanted) {
            drawn
        } else {
            0
        };
        let mut text = say!(
            "makao-drew",
            you = you,
            name = name,
            what = what,
            reason = reason_word,
            short = short
        );
        // Whether it was a 4 is public: a 4 is laid at once.
        let no_four = cards.is_some_and(|cards| cards.iter().all(|c| c.rank != Rank::Four));
        if reason == DrawReason::TriedForFour && no_four {
            text.push(' ');
            text.push_str(&say!("makao-no-four"));
        }
        text
    }
}

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
    parts.push("others their number".to_string());
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
    let doubled = if score.jack_finish {
        " (doubled: the last card was a jack)"
    } else {
        ""
    };
    format!("Points for the hand: {}{doubled}.", points.join(", "))
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
    let mut lines = vec![format!(
        "Scores after hand {} of {}:",
        series.played().len(),
        series.hands()
    )];
    lines.push(row("hand".to_string(), names.to_vec()));
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
        "total".to_string(),
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
    let hands = count(series.played().len() as u64, "hand");
    match leaders.as_slice() {
        [one] => format!("Match over after {hands}: {} wins with {best}.", name(*one)),
        many => {
            let list: Vec<&str> = many.iter().map(|p| name(*p)).collect();
            format!(
                "Match over after {hands}: {} tie with {best}.",
                list.join(" and ")
            )
        }
    }
}

/// The commands, for `?`: only what the rule set in play has (serbian rules lay one card
/// at a time, name a suit with a jack, demand nothing and have no twist).
pub fn commands(rules: &Rules) -> String {
    let has = |wanted: Effect| {
        Rank::all()
            .any(|rank| Suit::all().any(|suit| rules.effect(Card::new(rank, suit)) == wanted))
    };
    let mut text = String::from(
        "Commands at \"Your move?\":
  3            lay your card number 3
",
    );
    if rules.several_at_once {
        text.push_str(
            "  3 5          lay cards 3 and 5 together (one rank; the last becomes the top)\n",
        );
    }
    text.push_str("  7h, Q♠, 10d  cards by name work too, mixed with numbers as you like\n");
    if rules.lay_any_drawn_card {
        text.push_str(
            "  0            play nothing: draw a card (or take the attack, or say next)\n",
        );
    } else {
        text.push_str(
            "  0            play nothing: draw a card (or take the attack, wait, keep the card drawn,
               accept a swap)
",
        );
    }
    if has(Effect::ChooseSuit) {
        let namer = if rules.jacks_wild { "a jack" } else { "an ace" };
        text.push_str(&format!(
            "  1 suit h     {namer} and the suit to follow (asked for if left out)\n"
        ));
    }
    if has(Effect::Demand) {
        text.push_str(
            "  2 demand 7   a jack and the rank demanded, or demand none (asked for if left out)\n",
        );
    }
    if rules.twist_allowed {
        text.push_str(
            "  4 swap 2     with the twist, K♣ and the player to swap hands with (asked for)\n",
        );
        text.push_str("  draw, take, wait, pass, accept, block    the same moves by name\n");
    } else if rules.lay_any_drawn_card {
        text.push_str("  draw, take   the same moves by name\n");
    } else {
        text.push_str("  draw, take, wait, pass    the same moves by name\n");
    }
    let calls = rules.calls;
    if calls && rules.challenge {
        text.push_str(
            "  3 makao      say makao with your second-to-last card
  makao        said alone, it goes with the next card you lay
  next         keep a card drawn, or lay nothing after taking a penalty (as 0)
  keep, turn   at the cut: keep the strong card, or turn it up to start the pile
  yes, no      whether to point out a missing makao (asked when it happens)
",
        );
    } else if calls {
        text.push_str(
            "  3 makao      a call follows the card it is for: 3 makao 5 po makale
  makao        said alone, it goes with the next card you lay
",
        );
    }
    text.push_str(
        "  save FILE    save the game; karty makao --load FILE resumes it
  show         show the table again
  quit         leave the game
  ?            this help",
    );
    text
}

/// A short summary of the rules in play, worked out from the rule set's settings.
pub fn rules_summary(config: &Config) -> String {
    let rules = config.rules.rules();
    let seats = if rules.min_players == rules.max_players {
        count(rules.min_players as u64, "player")
    } else {
        format!("{} to {} players", rules.min_players, rules.max_players)
    };
    let mut lines = vec![format!(
        "Rules: {}. {seats}, {} each, {}.",
        config.rules,
        count(rules.hand_size as u64, "card"),
        count(rules.packs as u64, "pack"),
    )];
    if rules.cut_keeps > 0 {
        lines.push(format!(
            "The cut: a strong card (one with an effect below) turned up may be kept, up to \
             {} in a row, and the next is turned up; kept cards are shown to everyone.",
            rules.cut_keeps
        ));
    }
    let namer = if rules.jacks_wild { "a jack" } else { "an ace" };
    let mut matching =
        format!("Lay a card of the top's suit (or the suit {namer} named) or of its rank");
    if rules.queens_wild {
        matching.push_str(
            "; a queen goes on anything and anything on a queen, but never against an \
             attack or a demand",
        );
    }
    if rules.jacks_wild {
        matching.push_str("; a jack goes on anything, but never against an attack");
    }
    matching.push('.');
    lines.push(matching);
    let together = if !rules.several_at_once {
        "One card at a time."
    } else if rules.kings_together {
        "Several cards of one rank may be laid at once, the first one fitting."
    } else {
        "Several cards of one rank (not kings) may be laid at once, the first one fitting."
    };
    lines.push(together.to_string());
    for rank in Rank::all() {
        if let Some(line) = rank_effects(rules, rank) {
            lines.push(line);
        }
    }
    lines.push(
        match rules.defence {
            Defence::AnyDrawCardBySuitOrRank => {
                "Against 2, 3, K♥, K♠: any of them of the top's suit or rank passes the sum on."
            }
            Defence::SameKind => {
                "Against 2 and 3: a 2 or 3 of the top's suit or rank; against K♥ and K♠: \
                 only each other. The sum passes on."
            }
            Defence::Sevens => {
                "Against a 7: only a 7, and the next player draws 2 more (4, 6, ...). \
                 Whoever takes the penalty may then lay one matching card; a 7 laid then \
                 starts afresh at 2."
            }
        }
        .to_string(),
    );
    let some_card = |wanted: Effect| {
        Rank::all()
            .any(|rank| Suit::all().any(|suit| rules.effect(Card::new(rank, suit)) == wanted))
    };
    if some_card(Effect::Wait) {
        lines.push("Against a 4: another 4, which adds a turn for the next player.".to_string());
    }
    if some_card(Effect::Demand) {
        lines.push(match rules.demand {
            DemandLength::OneRound => "A demand binds everyone for one round, the demander \
                 included; a jack may answer only while a jack is on top."
                .to_string(),
            DemandLength::UntilDemanderLays => "A demand lasts until its demander lays the \
                 rank (which they must hold); a jack may replace it at any time."
                .to_string(),
        });
    }
    lines.push(if rules.lay_any_drawn_card {
        "You may draw instead of laying (you must, with nothing that fits); a drawn card \
         that fits may be laid, or say next."
            .to_string()
    } else if rules.play_drawn_card {
        "With nothing to lay you draw one card and may lay it if it fits; under attack \
         the first penalty card may defend; under a wait you may draw, hoping for a 4."
            .to_string()
    } else {
        "Drawing ends your turn: a drawn card waits for your next one.".to_string()
    });
    if rules.calls && rules.challenge {
        lines.push(format!(
            "Say \"makao\" with your second-to-last card; if you do not, the opponent may \
             point it out at once, and you draw {}.",
            rules.call_penalty
        ));
    } else if rules.calls {
        lines.push(format!(
            "Calls: say \"makao\" after the card that leaves you one, \"po makale\" after \
             your last; a missing, wrong or needless call costs {}.",
            count(rules.call_penalty, "card")
        ));
    } else {
        lines.push("No calls (makao, po makale) in these rules.".to_string());
    }
    if config.twist {
        lines.push(format!(
            "Twist: K♣ may swap hands with any player; only K♦ blocks it, and then the \
             swapper draws {}.",
            rules.block_penalty
        ));
    }
    if config.play_on {
        lines.push("Play goes on for places until one player is left.".to_string());
    }
    if rules.scored {
        lines.push(format!(
            "The first to lay their last card wins the hand at once (its effect is void). \
             Cards left score: {}. The winner scores {}; a jack finish doubles every score. \
             Lowest total wins.",
            card_points_summary(),
            makao::scoring::WINNER_POINTS
        ));
    } else {
        lines.push("The first to lay their last card wins.".to_string());
    }
    lines.join("\n")
}

/// What laying cards of `rank` does, suit by suit where the suits differ.
fn rank_effects(rules: &Rules, rank: Rank) -> Option<String> {
    let effects: Vec<(Suit, Effect)> = Suit::all()
        .map(|suit| (suit, rules.effect(Card::new(rank, suit))))
        .collect();
    let describe = |effect: Effect| -> Option<String> {
        match effect {
            Effect::None => None,
            Effect::Draw { cards, backwards } => Some(format!(
                "the {} player draws {cards}",
                if backwards { "previous" } else { "next" }
            )),
            Effect::Wait => Some("the next player misses a turn".to_string()),
            Effect::Demand => Some("demand a rank from 5 to 10 (or nothing)".to_string()),
            Effect::ChooseSuit => Some("name the suit to follow".to_string()),
            Effect::PlayAgain => {
                Some("lay one more matching card at once (draw only without one)".to_string())
            }
            Effect::Skip => {
                Some("the next player is skipped (with two players, you move again)".to_string())
            }
            Effect::PreviousDraws { cards } => Some(format!(
                "the previous player draws {cards} at once, unanswerable"
            )),
        }
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

    #[test]
    fn the_points_summary_reads_the_engines_card_points() {
        assert_eq!(
            card_points_summary(),
            "J 25; A, K, Q, 8, 7 and 2♣ 10; others their number"
        );
    }

    use super::*;
    use makao::RuleSet;

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

    #[test]
    fn drawn_cards_are_named_only_when_revealed() {
        let names = vec!["Ala".to_string(), "Bob".to_string()];
        let narrator = Narrator {
            names: &names,
            style: CardStyle { ascii: true },
            rules: RuleSet::Polish.rules(),
            reader: None,
        };
        let event = Event::Drew {
            player: 1,
            cards: vec!["7h".parse().unwrap(), "2s".parse().unwrap()],
            wanted: 2,
            reason: DrawReason::Attack,
        };
        let open = narrator.event(&event, true, None).unwrap();
        let hidden = narrator.event(&event, false, None).unwrap();
        assert!(open.contains("7H") && open.contains("2S"), "{open}");
        assert_eq!(hidden, "Bob draws 2 cards (the attack).");
    }

    /// The reader is spoken to ("You lay", "you draw"), everyone else named, in the same
    /// words the terminal uses: no English verb is patched afterwards.
    #[test]
    fn the_reader_is_spoken_to_and_the_others_named() {
        let names = vec!["You".to_string(), "Bob".to_string()];
        let narrator = Narrator {
            names: &names,
            style: CardStyle { ascii: true },
            rules: RuleSet::Polish.rules(),
            reader: Some(0),
        };
        let seven = "7h".parse().unwrap();
        let laid = |player, call| {
            narrator
                .event(
                    &Event::Laid {
                        player,
                        card: seven,
                    },
                    true,
                    call,
                )
                .unwrap()
        };
        assert_eq!(laid(0, Some(Call::Makao)), "You lay 7H and say \"makao\".");
        assert_eq!(
            laid(1, Some(Call::Makao)),
            "Bob lays 7H and says \"makao\"."
        );
        assert_eq!(laid(0, None), "You lay 7H.");
        let blocked = Event::Blocked {
            initiator: 0,
            target: 1,
        };
        assert_eq!(
            narrator.event(&blocked, true, None).unwrap(),
            "Bob blocks the swap; you draw 5."
        );
        let skipped = |left| {
            narrator
                .event(&Event::Skipped { player: 0, left }, true, None)
                .unwrap()
        };
        assert_eq!(skipped(0), "You miss a turn (the wait is over).");
        assert_eq!(skipped(2), "You miss a turn (2 turns more to wait).");
        assert_eq!(narrator.over(false, Some(0)), "Game over: You win.");
        assert_eq!(narrator.over(true, Some(1)), "Hand over: Bob wins.");
        // A multi-lay's later cards are "also" laid, with the call said after each.
        let lay: Action = "7h 7s makao".parse().unwrap();
        let events = [
            Event::Laid {
                player: 0,
                card: seven,
            },
            Event::Laid {
                player: 0,
                card: "7s".parse().unwrap(),
            },
        ];
        let told = narrator.told(0, lay, Phase::Turn, &events, true);
        assert_eq!(told[0], "You lay 7H.");
        assert_eq!(told[1], "You also lay 7S and say \"makao\".");
    }
}
