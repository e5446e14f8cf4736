//! Reading a person's move at the Makao table: numbers, card names, calls and choices.

use cards::Card;
use makao::View;
use makao::rules::{Defence, Rules};

use super::screen::{nothing_text, nothing_word};
use super::*;
use crate::ui::CardStyle;

impl Screen<'_> {
    // ----- reading a move -----

    pub(super) fn read(&self, view: &View, line: &str) -> Input {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some(first) = words.first() else {
            if let Some(answer) = yes_no(view, &words) {
                return answer;
            }
            return Input::Wrong(format!(
                "Type a card's number (0 to {}), a card such as 7h, or ? for help.",
                nothing_text(view)
            ));
        };
        match first.to_lowercase().as_str() {
            "?" | "help" => return Input::Help,
            "show" if words.len() == 1 => return Input::Show,
            "quit" | "exit" if words.len() == 1 => return Input::Quit,
            "save" => {
                let file = line.trim()[first.len()..].trim();
                return if file.is_empty() {
                    Input::Wrong("save needs a file name, for example: save makao.json".into())
                } else {
                    Input::Save(file.to_string())
                };
            }
            _ => {}
        }
        if let Some(answer) = yes_no(view, &words) {
            return answer;
        }
        if view.phase == Phase::Question {
            // Any answer will do; a call in it is the call said.
            let call = find_call(&words).or(self.said);
            return Input::Act {
                action: Action::Say(call),
                explicit: false,
            };
        }
        let hand = &view.hand;
        let rules = view.config.rules.rules();
        let mut text: Vec<String> = Vec::new();
        let mut zero = false;
        for (i, word) in words.iter().enumerate() {
            let after_choice = i > 0 && is_choice_word(words[i - 1]);
            match word.parse::<u64>() {
                Ok(number) if !after_choice => {
                    if number == 0 {
                        zero = true;
                        text.push(nothing_word(view).to_string());
                    } else if let Some(card) =
                        usize::try_from(number - 1).ok().and_then(|at| hand.get(at))
                    {
                        text.push(format!("{card:#}"));
                    } else {
                        return Input::Wrong(format!(
                            "There is no card {number}: your cards are numbered 1 to {} \
                             (0 to {}).",
                            hand.len(),
                            nothing_text(view)
                        ));
                    }
                }
                _ => text.push(word.to_string()),
            }
        }
        let (lead, rest) = leading_call(&text);
        if rest.is_empty() {
            return match lead {
                Some(call) => match call_refused(call, rules) {
                    Some(reason) => Input::Wrong(reason),
                    None => Input::Call(call),
                },
                None => Input::Wrong("Nothing to do.".into()),
            };
        }
        if zero && rest.len() > 1 && !rest[1..].iter().all(|w| is_call_word(w)) {
            return Input::Wrong(format!(
                "0 means: {}. Type it alone (a call may follow it).",
                nothing_text(view)
            ));
        }
        let action = match rest.join(" ").parse::<Action>() {
            Ok(action) => action,
            Err(ParseActionError::Unknown { word, .. }) => {
                return Input::Wrong(format!(
                    "\"{word}\" is not a number (0 to {}), a card (such as 7h or Q♠) or a \
                     command (? lists them).",
                    hand.len()
                ));
            }
            Err(err) => return Input::Wrong(sentence(&err.to_string())),
        };
        let call = lead.or(self.said);
        let mut action = match action {
            Action::Lay(lay) if lay.calls()[0].is_none() => Action::Lay(lay.with_call(0, call)),
            Action::Accept(None) => Action::Accept(call),
            Action::Block(None) => Action::Block(call),
            other => other,
        };
        if let (Phase::Swap { .. }, Action::Lay(lay)) = (view.phase, action)
            && lay.cards() == [KING_OF_DIAMONDS]
        {
            action = Action::Block(lay.calls()[0]);
        }
        let calls: &[Option<Call>] = match &action {
            Action::Lay(lay) => lay.calls(),
            Action::Accept(call) | Action::Block(call) | Action::Say(call) => {
                std::slice::from_ref(call)
            }
            _ => &[],
        };
        if let Some(reason) = calls
            .iter()
            .flatten()
            .find_map(|call| call_refused(*call, rules))
        {
            return Input::Wrong(reason);
        }
        if let Action::Lay(lay) = action
            && let Some(card) = view.missing_from_hand(lay.cards())
        {
            let shown = self.ui.style.card(card);
            return Input::Wrong(match hand.iter().filter(|c| **c == card).count() {
                0 => format!("Not in your hand: you hold no {shown}."),
                1 => format!("Not in your hand: you hold {shown} only once."),
                n => format!("Not in your hand: you hold {shown} only {n} times."),
            });
        }
        Input::Act {
            action,
            explicit: words.iter().any(|w| is_choice_word(w)),
        }
    }

    /// Asks for the choice a lay left out: an ace's suit, a jack's demand, a K♣'s swap.
    pub(super) fn complete(
        &mut self,
        view: &View,
        action: Action,
        explicit: bool,
    ) -> Result<Completed> {
        let Action::Lay(lay) = action else {
            return Ok(Completed::Ready(action));
        };
        if explicit || lay.choice() != Choice::None {
            return Ok(Completed::Ready(action));
        }
        let first = lay.first();
        let effect = view.config.rules.rules().effect(first);
        // Whatever is wrong with the cards is said before any question about them.
        let probe = match effect {
            Effect::ChooseSuit => lay.with_choice(Choice::Suit(first.suit)),
            _ => lay,
        };
        if let Err(err) = self.check(Action::Lay(probe)) {
            return Ok(Completed::Refused(self.explain(&err)));
        }
        let options: Vec<Choice> = match effect {
            Effect::ChooseSuit => Suit::all().map(Choice::Suit).collect(),
            Effect::Demand => DEMANDABLE.iter().map(|r| Choice::Demand(*r)).collect(),
            _ if view.config.twist && lay.cards().contains(&KING_OF_CLUBS) => {
                (0..view.hand_sizes.len()).map(Choice::Swap).collect()
            }
            _ => Vec::new(),
        };
        let allowed: Vec<Choice> = options
            .into_iter()
            .filter(|choice| self.check(Action::Lay(lay.with_choice(*choice))).is_ok())
            .collect();
        if allowed.is_empty() {
            return Ok(Completed::Ready(action));
        }
        let question = match effect {
            Effect::ChooseSuit => {
                "Which suit must the next player follow (s, h, d, c)?".to_string()
            }
            Effect::Demand => {
                let ranks: Vec<&str> = allowed
                    .iter()
                    .filter_map(|c| match c {
                        Choice::Demand(rank) => Some(rank.label()),
                        _ => None,
                    })
                    .collect();
                format!("Demand which rank ({}), or none?", ranks.join(", "))
            }
            _ => {
                for choice in &allowed {
                    if let Choice::Swap(p) = choice {
                        self.ui.say(format!(
                            "  {}) {}: {}",
                            p + 1,
                            self.names[*p],
                            count(view.hand_sizes[*p] as u64, "card")
                        ));
                    }
                }
                "Swap hands with whom (a player's number), or none?".to_string()
            }
        };
        loop {
            let Some(answer) = self.ui.ask(&question)? else {
                return Ok(Completed::Ended);
            };
            let words: Vec<&str> = answer.split_whitespace().collect();
            let call = find_call(&words);
            let rest: Vec<&str> = words.iter().copied().filter(|w| !is_call_word(w)).collect();
            let choice = match rest.as_slice() {
                [word] if is_none_word(word) && effect != Effect::ChooseSuit => Some(Choice::None),
                [word] => self.read_choice(effect, word),
                _ => None,
            };
            let Some(choice) = choice.filter(|c| *c == Choice::None || allowed.contains(c)) else {
                let hint = match effect {
                    Effect::ChooseSuit => "type s, h, d or c (or ♠ ♥ ♦ ♣)".to_string(),
                    Effect::Demand => "type one of the ranks offered, or none".to_string(),
                    _ => "type the number of a player listed, or none".to_string(),
                };
                self.ui
                    .say(format!("\"{}\" will not do here: {hint}.", answer.trim()));
                continue;
            };
            let last = lay.len() - 1;
            let mut done = lay.with_choice(choice);
            if call.is_some() && lay.calls()[last].is_none() {
                done = done.with_call(last, call);
            }
            return Ok(Completed::Ready(Action::Lay(done)));
        }
    }

    /// A refusal in the table's words (see [`explain`]).
    pub(super) fn explain(&self, err: &RuleError) -> String {
        explain(err, self.ui.style, self.position.rules())
    }

    pub(super) fn read_choice(&self, effect: Effect, word: &str) -> Option<Choice> {
        match effect {
            Effect::ChooseSuit => word.parse::<Suit>().ok().map(Choice::Suit),
            Effect::Demand => word.parse::<Rank>().ok().map(Choice::Demand),
            _ => match word.parse::<usize>() {
                Ok(number) if number >= 1 => Some(Choice::Swap(number - 1)),
                _ => self
                    .names
                    .iter()
                    .position(|name| name.eq_ignore_ascii_case(word))
                    .map(Choice::Swap),
            },
        }
    }
}

/// The answer at the cut or a challenge: yes or no (or the action's own word).
fn yes_no(view: &View, words: &[&str]) -> Option<Input> {
    let (yes, no, hint) = match view.phase {
        Phase::Cut => (
            Action::Keep,
            Action::Turn,
            "yes to keep it, no to turn it up",
        ),
        Phase::Challenge { .. } => (
            Action::Challenge(true),
            Action::Challenge(false),
            "yes to point it out, no to let it go",
        ),
        _ => return None,
    };
    let answer = words.join(" ").to_lowercase();
    let input = match answer.as_str() {
        "y" | "yes" | "1" => Input::Act {
            action: yes,
            explicit: false,
        },
        "n" | "no" | "0" => Input::Act {
            action: no,
            explicit: false,
        },
        other => match other.parse::<Action>() {
            Ok(action) if action == yes || action == no => Input::Act {
                action,
                explicit: false,
            },
            _ => Input::Wrong(format!("Type {hint}.")),
        },
    };
    Some(input)
}

/// A refusal, with the kind of mistake first, in the table's own words: cards as the
/// table shows them (`7♥`, or `7H` with --ascii), and what the rule set in play says
/// (serbian rules lay one card at a time and say "next" rather than pass).
pub(super) fn explain(err: &RuleError, style: CardStyle, rules: &Rules) -> String {
    let card = |shown: &makao::Shown| style.card(shown.0);
    let serbian_words = rules.set == RuleSet::Serbian;
    let pass = if serbian_words { "say next" } else { "pass" };
    let (kind, reason) = match err {
        RuleError::NotHeld(shown) => ("Not in your hand", format!("you hold no {}", card(shown))),
        RuleError::MixedRanks { first, other } if !rules.several_at_once => (
            "One card at a time",
            format!(
                "{} rules lay a single card each turn: {} or {}, not both",
                rules.set,
                card(first),
                card(other)
            ),
        ),
        RuleError::MixedRanks { first, other } => (
            "Wrong rank for a multi-play",
            format!(
                "cards laid together must share one rank ({} and {} do not)",
                card(first),
                card(other)
            ),
        ),
        RuleError::OneAtATime => (
            "One card at a time",
            format!("{} rules lay a single card each turn", rules.set),
        ),
        RuleError::KingsOneAtATime => (
            "Wrong rank for a multi-play",
            format!("kings are laid one at a time in {} rules", rules.set),
        ),
        RuleError::NoMatch {
            card: laid,
            top,
            chosen,
        } => {
            let note = chosen.map_or(String::new(), |suit| {
                format!(" (the suit to follow is {})", style.suit(suit))
            });
            (
                "Not a legal card now",
                format!("{} does not match {}{note}", card(laid), card(top)),
            )
        }
        RuleError::NotADefence {
            card: laid,
            top,
            cards,
            ..
        } => (
            "Not a legal card now",
            format!(
                "{} does not answer the attack on {}: defend with {}, or take {cards}",
                card(laid),
                card(top),
                defence(rules, top.0, style)
            ),
        ),
        RuleError::NotAFour(laid) => (
            "Not a legal card now",
            format!(
                "{} does not answer a wait: only a 4 does (or wait)",
                card(laid)
            ),
        ),
        RuleError::Demanded {
            card: laid,
            rank,
            jack_allowed,
        } => (
            "Not a legal card now",
            format!(
                "{} is not allowed: {} {rank} is demanded{}",
                card(laid),
                rank.article(),
                if *jack_allowed { " (or a jack)" } else { "" }
            ),
        ),
        RuleError::MustLayDrawn(drawn, other) => {
            let other = if *other == "pass" { pass } else { other };
            (
                "Not a legal card now",
                format!("lay the card you drew ({}) first, or {other}", card(drawn)),
            )
        }
        RuleError::SuitNeeded(shown) => (
            "Not allowed",
            format!(
                "{} needs a suit to follow, for example `{} suit h`",
                card(shown),
                shown.0.ascii().to_lowercase()
            ),
        ),
        RuleError::ChoiceNotFor { card: laid, .. } => {
            // The engine's words name the choice; only the card is the table's.
            let text = err.to_string();
            let rest = text.split_once(" cannot ").map_or("", |(_, rest)| rest);
            ("Not allowed", format!("{} cannot {rest}", card(laid)))
        }
        RuleError::SwapWithAttack => (
            "Not allowed",
            format!(
                "a {} laid with a draw card cannot swap",
                style.card(KING_OF_CLUBS)
            ),
        ),
        RuleError::NoBlocker => (
            "Not allowed",
            format!(
                "you hold no {} to block the swap with",
                style.card(KING_OF_DIAMONDS)
            ),
        ),
        RuleError::NoCalls => ("Not allowed", no_calls(rules)),
        RuleError::NotNow { what, situation } if serbian_words => (
            "Not allowed",
            format!(
                "you cannot {what} now: {}",
                situation.replace("or pass", "or say next")
            ),
        ),
        other => ("Not allowed", other.to_string()),
    };
    format!("{kind}: {}.", sentence_tail(&reason))
}

/// What a rule set without calls says to one: `makao` and `po makale` alike.
fn no_calls(rules: &Rules) -> String {
    format!(
        "calls (makao, po makale) are not used in {} rules",
        rules.set
    )
}

/// Why `call` is refused in the rules in play, if it is: no calls at all (macau), or a
/// call these rules do not have (serbian rules have "makao" only).
pub(super) fn call_refused(call: Call, rules: &Rules) -> Option<String> {
    if !rules.calls {
        return Some(format!("Not allowed: {}.", no_calls(rules)));
    }
    if !rules.has_call(call) {
        return Some(format!(
            "Not allowed: there is no \"{call}\" in {} rules: say \"makao\" as you lay your \
             second-to-last card, and nothing with your last.",
            rules.set
        ));
    }
    None
}

/// A reason as it follows "Kind: " (the engine's texts start in lower case already).
fn sentence_tail(reason: &str) -> &str {
    reason.trim_end_matches('.')
}

/// The cards that answer a draw attack on `top`, shown as the table shows cards.
fn defence(rules: &Rules, top: Card, style: CardStyle) -> String {
    let king = |suit| style.card(Card::new(Rank::King, suit));
    let kings = format!("{} or {}", king(Suit::Hearts), king(Suit::Spades));
    match rules.defence {
        Defence::AnyDrawCardBySuitOrRank => format!("a 2, 3, {kings} of its suit or rank"),
        Defence::SameKind if top.rank == Rank::King => kings,
        Defence::SameKind => "a 2 or 3 of its suit or rank".to_string(),
        Defence::Sevens => "a seven".to_string(),
    }
}

pub(super) fn is_choice_word(word: &str) -> bool {
    action::choice_word(word).is_some()
}

/// The engine's words for "nothing", and the table's own short ones: n, and 0 as in
/// the card menu.
pub(super) fn is_none_word(word: &str) -> bool {
    action::is_none_word(word) || matches!(word.to_lowercase().as_str(), "n" | "0")
}

/// The call said anywhere in `words` (the last one, if several), even with punctuation
/// around it ("makao!").
pub(super) fn find_call(words: &[&str]) -> Option<Call> {
    let bare: Vec<&str> = words
        .iter()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
        .collect();
    (0..bare.len())
        .rev()
        .find_map(|at| read_call(&bare, at))
        .map(|(call, _)| call)
}

/// A call at the start of a line, before any card: it belongs to the first card.
pub(super) fn leading_call(words: &[String]) -> (Option<Call>, Vec<String>) {
    let words_ref: Vec<&str> = words.iter().map(String::as_str).collect();
    match read_call(&words_ref, 0) {
        Some((call, used)) => (Some(call), words[used..].to_vec()),
        None => (None, words.to_vec()),
    }
}
