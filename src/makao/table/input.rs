//! Reading a person's move at the Makao table: numbers, card names, calls and choices.

use cards::Card;
use makao::rules::{Defence, Rules};
use makao::{Situation, View};

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
            return Input::Wrong(say!("makao-type-a-card", nothing = nothing_text(view)));
        };
        match first.to_lowercase().as_str() {
            "?" | "help" => return Input::Help,
            "show" if words.len() == 1 => return Input::Show,
            "quit" | "exit" if words.len() == 1 => return Input::Quit,
            "save" => {
                let file = line.trim()[first.len()..].trim();
                return if file.is_empty() {
                    Input::Wrong(say!("makao-save-needs-file"))
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
                        return Input::Wrong(say!(
                            "makao-no-card-number",
                            number = number,
                            count = hand.len(),
                            nothing = nothing_text(view)
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
                None => Input::Wrong(say!("makao-nothing-to-do")),
            };
        }
        if zero && rest.len() > 1 && !rest[1..].iter().all(|w| is_call_word(w)) {
            return Input::Wrong(say!("makao-zero-alone", nothing = nothing_text(view)));
        }
        let action = match rest.join(" ").parse::<Action>() {
            Ok(action) => action,
            Err(ParseActionError::Unknown { word, .. }) => {
                return Input::Wrong(say!(
                    "makao-not-understood",
                    word = word,
                    count = hand.len()
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
            let times = hand.iter().filter(|c| **c == card).count();
            return Input::Wrong(say!("makao-not-in-hand", card = shown, times = times));
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
            Effect::ChooseSuit => say!("makao-which-suit"),
            Effect::Demand => {
                let ranks: Vec<&str> = allowed
                    .iter()
                    .filter_map(|c| match c {
                        Choice::Demand(rank) => Some(rank.label()),
                        _ => None,
                    })
                    .collect();
                say!("makao-which-rank", ranks = ranks.join(", "))
            }
            _ => {
                for choice in &allowed {
                    if let Choice::Swap(p) = choice {
                        self.ui.say(say!(
                            "makao-swap-candidate",
                            number = p + 1,
                            name = &self.names[*p],
                            cards = view.hand_sizes[*p]
                        ));
                    }
                }
                say!("makao-swap-with-whom")
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
                    Effect::ChooseSuit => "suit",
                    Effect::Demand => "rank",
                    _ => "player",
                };
                self.ui.say(say!(
                    "makao-will-not-do",
                    answer = answer.trim(),
                    hint = hint
                ));
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
        Phase::Cut => (Action::Keep, Action::Turn, "cut"),
        Phase::Challenge { .. } => (
            Action::Challenge(true),
            Action::Challenge(false),
            "challenge",
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
            _ => Input::Wrong(say!("makao-type-yes-no", what = hint)),
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
    let set = rules.set.to_string();
    let (kind, reason) = match err {
        RuleError::NotHeld(shown) => ("not-held", say!("makao-not-held", card = card(shown))),
        RuleError::MixedRanks { first, other } if !rules.several_at_once => (
            "one-at-a-time",
            say!(
                "makao-single-card-not-both",
                rules = &set,
                first = card(first),
                other = card(other)
            ),
        ),
        RuleError::MixedRanks { first, other } => (
            "wrong-rank",
            say!(
                "makao-share-one-rank",
                first = card(first),
                other = card(other)
            ),
        ),
        RuleError::OneAtATime => ("one-at-a-time", say!("makao-single-card", rules = &set)),
        RuleError::KingsOneAtATime => (
            "wrong-rank",
            say!("makao-kings-one-at-a-time", rules = &set),
        ),
        RuleError::NoMatch {
            card: laid,
            top,
            chosen,
        } => (
            "not-legal",
            match chosen {
                Some(suit) => say!(
                    "makao-no-match-suit",
                    card = card(laid),
                    top = card(top),
                    suit = style.suit(*suit)
                ),
                None => say!("makao-no-match", card = card(laid), top = card(top)),
            },
        ),
        RuleError::NotADefence {
            card: laid,
            top,
            cards,
            ..
        } => (
            "not-legal",
            say!(
                "makao-not-a-defence",
                card = card(laid),
                top = card(top),
                defence = defence(rules, top.0, style, "its"),
                cards = *cards
            ),
        ),
        RuleError::NotAFour(laid) => ("not-legal", say!("makao-not-a-four", card = card(laid))),
        RuleError::Demanded {
            card: laid,
            rank,
            jack_allowed,
        } => (
            "not-legal",
            say!(
                "makao-demanded-refused",
                card = card(laid),
                article = rank.article(),
                rank = rank.to_string(),
                jack = if *jack_allowed { "yes" } else { "no" }
            ),
        ),
        RuleError::MustLayDrawn(drawn, other) => {
            let other = match *other {
                "pass" if serbian_words => "say-next",
                "pass" => "pass",
                other => other,
            };
            (
                "not-legal",
                say!("makao-lay-drawn-first", card = card(drawn), other = other),
            )
        }
        RuleError::SuitNeeded(shown) => (
            "not-allowed",
            say!(
                "makao-suit-needed",
                card = card(shown),
                example = shown.0.ascii().to_lowercase()
            ),
        ),
        RuleError::ChoiceNotFor { card: laid, choice } => (
            "not-allowed",
            say!(
                "makao-cannot-choose",
                card = card(laid),
                choice = choice_words(*choice)
            ),
        ),
        RuleError::SwapWithAttack => (
            "not-allowed",
            say!("makao-swap-with-attack", king = style.card(KING_OF_CLUBS)),
        ),
        RuleError::NoBlocker => (
            "not-allowed",
            say!("makao-no-blocker", king = style.card(KING_OF_DIAMONDS)),
        ),
        RuleError::NoCalls => ("not-allowed", no_calls(rules)),
        RuleError::NotNow { what, situation } => (
            "not-allowed",
            say!(
                "makao-not-now",
                what = say!("makao-doing", what = what.replace(' ', "-")),
                situation = situation_words(*situation, serbian_words)
            ),
        ),
        RuleError::GameOver => ("not-allowed", say!("makao-game-over")),
        RuleError::NotDemandable(rank) => (
            "not-allowed",
            say!("makao-not-demandable", rank = rank.to_string()),
        ),
        RuleError::DemandNotHeld(rank) => (
            "not-allowed",
            say!("makao-demand-not-held", rank = rank.to_string()),
        ),
        RuleError::BadSwapTarget(player) => (
            "not-allowed",
            say!("makao-bad-swap-target", player = player + 1),
        ),
    };
    say!(
        "makao-refused",
        kind = kind,
        reason = sentence_tail(&reason)
    )
}

/// A choice a card was given, as its refusal names it.
fn choice_words(choice: Choice) -> String {
    match choice {
        Choice::None => say!("makao-choice", kind = "none"),
        Choice::Suit(suit) => say!(
            "makao-choice",
            kind = "suit",
            suit = suit.letter().to_ascii_lowercase().to_string()
        ),
        Choice::Demand(rank) => say!("makao-choice", kind = "demand", rank = rank.to_string()),
        Choice::Swap(player) => say!("makao-choice", kind = "swap", player = player + 1),
    }
}

/// What the player to move may do instead; `next` where passing is "next" (Serbian).
fn situation_words(situation: Situation, next: bool) -> String {
    let next = if next { "yes" } else { "no" };
    // The kind, and the number it names (cards, turns or a seat from 1).
    let (kind, number) = match situation {
        Situation::Attacked { cards } => ("attacked", cards as usize),
        Situation::Waiting { turns } => ("waiting", turns as usize),
        Situation::Turn => ("turn", 0),
        Situation::Drawn => ("drawn", 0),
        Situation::PenaltyDrawn => ("penalty-drawn", 0),
        Situation::Question => ("question", 0),
        Situation::Swap { initiator } => ("swap", initiator + 1),
        Situation::Cut => ("cut", 0),
        Situation::Again => ("again", 0),
        Situation::AfterPenalty => ("after-penalty", 0),
        Situation::Challenge { offender } => ("challenge", offender + 1),
        Situation::Over => ("over", 0),
    };
    say!(
        "makao-situation",
        kind = kind,
        cards = number,
        turns = number,
        player = number,
        next = next
    )
}

/// What a rule set without calls says to one: `makao` and `po makale` alike.
fn no_calls(rules: &Rules) -> String {
    say!("makao-no-calls", rules = rules.set.to_string())
}

/// Why `call` is refused in the rules in play, if it is: no calls at all (macau), or a
/// call these rules do not have (serbian rules have "makao" only).
pub(super) fn call_refused(call: Call, rules: &Rules) -> Option<String> {
    if !rules.calls {
        return Some(say!(
            "makao-refused",
            kind = "not-allowed",
            reason = no_calls(rules)
        ));
    }
    if !rules.has_call(call) {
        return Some(say!(
            "makao-no-such-call",
            call = call.to_string(),
            rules = rules.set.to_string()
        ));
    }
    None
}

/// A reason as it follows "Kind: " (the engine's texts start in lower case already).
fn sentence_tail(reason: &str) -> &str {
    reason.trim_end_matches('.')
}

/// The cards that answer a draw attack on `top`, shown as the table shows cards, the
/// suit and rank being `whose`: "its" (the attacking card's) or "top" (the top card's).
pub(super) fn defence(rules: &Rules, top: Card, style: CardStyle, whose: &str) -> String {
    let king = |suit| style.card(Card::new(Rank::King, suit));
    let kings = say!(
        "makao-kings",
        hearts = king(Suit::Hearts),
        spades = king(Suit::Spades)
    );
    let kind = match rules.defence {
        Defence::AnyDrawCardBySuitOrRank => "any",
        Defence::SameKind if top.rank == Rank::King => "kings",
        Defence::SameKind => "small",
        Defence::Sevens => "sevens",
    };
    say!("makao-defence", kind = kind, kings = kings, whose = whose)
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
