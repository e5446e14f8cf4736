//! Why a Makao move is refused, in the reader's words: the terminal table and the
//! browser both say it with [`explain`], from the engine's typed reason.

use cards::{Card, Rank, Suit};
use makao::rules::{Defence, KING_OF_CLUBS, KING_OF_DIAMONDS, Rules};
use makao::{Attack, Call, Choice, Phase, RuleError, RuleSet, Situation};

use crate::say;
use crate::ui::CardStyle;

/// A refusal, with the kind of mistake first, in the table's own words: cards as the
/// table shows them (`7♥`, or `7H` with --ascii), and what the rule set in play says
/// (serbian rules lay one card at a time and say "next" rather than pass).
pub(crate) fn explain(err: &RuleError, style: CardStyle, rules: &Rules) -> String {
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
    let (kind, number) = match (situation.phase, situation.attack) {
        (Phase::Turn, Some(Attack::Draw { cards, .. })) => ("attacked", cards as usize),
        (Phase::Turn, Some(Attack::Wait { turns })) => ("waiting", turns as usize),
        (Phase::Turn, None) => ("turn", 0),
        (Phase::Drawn, _) => ("drawn", 0),
        (Phase::PenaltyDrawn, _) => ("penalty-drawn", 0),
        (Phase::Question, _) => ("question", 0),
        (Phase::Swap { initiator }, _) => ("swap", initiator + 1),
        (Phase::Cut, _) => ("cut", 0),
        (Phase::Again, _) => ("again", 0),
        (Phase::AfterPenalty, _) => ("after-penalty", 0),
        (Phase::Challenge { offender }, _) => ("challenge", offender + 1),
        (Phase::Over, _) => ("over", 0),
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
pub(crate) fn call_refused(call: Call, rules: &Rules) -> Option<String> {
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
pub(crate) fn defence(rules: &Rules, top: Card, style: CardStyle, whose: &str) -> String {
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
