//! Reading a person's move at the Makao table: numbers, card names, calls and choices.

use makao::View;

use super::screen::{nothing_text, nothing_word};
use super::*;
use crate::makao::refusals::{call_refused, explain};

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
