//! Whole moves as values, and their text: what a person types and what `moves` prints.
//!
//! # Grammar
//!
//! Words are separated by spaces and read in any case. Cards are written as the `cards`
//! crate reads them (`10h`, `th`, `Q♠`); players are numbered from 1.
//!
//! ```text
//! action := lay | "draw" | "take" | "wait" | "pass" | "next"
//!         | "accept" [call] | "block" [call] | call | "ok"
//!         | "keep" | "turn" | "challenge" | "forgive"
//! lay    := card [call] { card [call] } [choice]
//! call   := "makao" | "po makale"            ("pomakale" and "po-makale" also read)
//! choice := "suit" SUIT                      (after aces: `as suit h`)
//!         | "demand" RANK | "demand none"    (after jacks: `jh demand 7`)
//!         | "swap" PLAYER | "swap none"      (after K♣ with the twist: `kc swap 2`)
//! ```
//!
//! A call belongs to the card before it: `5h makao 5s po makale` lays 5♥, says "makao",
//! lays 5♠, says "po makale". The choice may stand anywhere after the first card; it is
//! printed last. A jack without `demand` demands nothing, a K♣ without `swap` swaps with
//! nobody; an ace must name its suit. A call typed after `draw`, `take`, `wait` or `pass`
//! is read and dropped, as the rules drop a call in a turn where no card is laid. A lone
//! call (`makao`, `po makale`) or `ok` answers the neutral question after an automatic 4.
//!
//! `serbian` adds the cutter's `keep` (a strong cut card) and `turn` (turn it up to
//! start the pile), and the opponent's answer to a missing "makao": `challenge` (the
//! offender draws the penalty) or `forgive`. `next` is the Serbian word for `pass`.

use std::fmt;
use std::str::FromStr;

use cards::{Card, ParseCardError, Rank, Suit};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use thiserror::Error;

/// Most cards one lay may hold: every card of a rank in two packs.
pub const MAX_LAY: usize = 8;

/// A word said at a question.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Call {
    /// Said when one card is left.
    Makao,
    /// Said when no card is left.
    PoMakale,
}

impl Call {
    /// The call due for a hand of `cards` cards, if any.
    pub fn due(cards: usize) -> Option<Call> {
        match cards {
            0 => Some(Call::PoMakale),
            1 => Some(Call::Makao),
            _ => None,
        }
    }

    pub fn text(self) -> &'static str {
        match self {
            Call::Makao => "makao",
            Call::PoMakale => "po makale",
        }
    }
}

impl fmt::Display for Call {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.text())
    }
}

/// What a lay decides beyond its cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Choice {
    /// Nothing: a plain card, a jack demanding nothing, a K♣ swapping with nobody.
    #[default]
    None,
    /// The suit to follow after aces.
    Suit(Suit),
    /// The rank demanded by jacks.
    Demand(Rank),
    /// The player (0-based index) a K♣ swaps hands with.
    Swap(usize),
}

/// One or several cards of a rank laid in one turn, a call after each, and a choice.
///
/// Identical lays compare equal: unused slots are always blank. Lays are compared and
/// hashed over their used slots only: they are compared for every legal action a player
/// is handed, and most lay one card.
#[derive(Debug, Clone, Copy, Eq)]
pub struct Lay {
    len: u8,
    cards: [Card; MAX_LAY],
    calls: [Option<Call>; MAX_LAY],
    choice: Choice,
}

const BLANK: Card = Card::new(Rank::Two, Suit::Spades);

impl PartialEq for Lay {
    fn eq(&self, other: &Lay) -> bool {
        self.len == other.len
            && self.choice == other.choice
            && self.cards() == other.cards()
            && self.calls() == other.calls()
    }
}

impl std::hash::Hash for Lay {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.choice.hash(state);
        self.cards().hash(state);
        self.calls().hash(state);
    }
}

impl Lay {
    /// One card, no call, no choice.
    pub fn single(card: Card) -> Lay {
        let mut cards = [BLANK; MAX_LAY];
        cards[0] = card;
        Lay {
            len: 1,
            cards,
            calls: [None; MAX_LAY],
            choice: Choice::None,
        }
    }

    /// Cards in the order laid (1 to [`MAX_LAY`]), without calls or choice.
    pub fn new(cards: &[Card]) -> Result<Lay, ParseActionError> {
        let (&first, rest) = cards.split_first().ok_or(ParseActionError::Empty)?;
        let mut lay = Lay::single(first);
        for &card in rest {
            lay.push(card)?;
        }
        Ok(lay)
    }

    /// Adds a card and the call after it; false when the lay is full.
    pub(crate) fn push_with_call(&mut self, card: Card, call: Option<Call>) -> bool {
        let at = self.len();
        if at == MAX_LAY {
            return false;
        }
        self.cards[at] = card;
        self.calls[at] = call;
        self.len += 1;
        true
    }

    /// Takes the last card off again, leaving its slot blank.
    pub(crate) fn pop(&mut self) {
        if self.len > 1 {
            self.len -= 1;
            self.cards[self.len()] = BLANK;
            self.calls[self.len()] = None;
        }
    }

    fn push(&mut self, card: Card) -> Result<(), ParseActionError> {
        let at = usize::from(self.len);
        if at == MAX_LAY {
            return Err(ParseActionError::TooManyCards);
        }
        self.cards[at] = card;
        self.len += 1;
        Ok(())
    }

    /// The same lay with `call` said after the card at `index` (ignored past the end).
    pub fn with_call(mut self, index: usize, call: Option<Call>) -> Lay {
        if index < self.len() {
            self.calls[index] = call;
        }
        self
    }

    /// The same lay with every call removed.
    pub fn without_calls(mut self) -> Lay {
        self.calls = [None; MAX_LAY];
        self
    }

    pub fn with_choice(mut self, choice: Choice) -> Lay {
        self.choice = choice;
        self
    }

    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The cards in the order laid; the last becomes the top.
    pub fn cards(&self) -> &[Card] {
        &self.cards[..self.len()]
    }

    /// The call after each card, in order.
    pub fn calls(&self) -> &[Option<Call>] {
        &self.calls[..self.len()]
    }

    pub fn choice(&self) -> Choice {
        self.choice
    }

    pub fn first(&self) -> Card {
        self.cards[0]
    }

    pub fn rank(&self) -> Rank {
        self.cards[0].rank
    }
}

/// A whole move of the player to move. See the [module docs](self) for the text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    /// Lay cards (with their calls and choice).
    Lay(Lay),
    /// Draw a card instead of laying, or (under a wait in `polish`) try for a 4.
    Draw,
    /// Take the pending draw penalty.
    Take,
    /// Accept the pending wait.
    Wait,
    /// Keep the card just drawn and end the turn.
    Pass,
    /// Let a K♣ swap happen, with the call the new hand needs.
    Accept(Option<Call>),
    /// Block a K♣ swap with K♦, with the call the smaller hand needs.
    Block(Option<Call>),
    /// Answer the neutral question after an automatic 4 (`ok`, or a call).
    Say(Option<Call>),
    /// Keep the strong card the cut turned up, and turn up the next (`serbian`).
    Keep,
    /// Leave the cut card face up to start the discard pile (`serbian`).
    Turn,
    /// Point out the opponent's missing "makao" (`true`), or let it go (`false`).
    Challenge(bool),
}

impl Action {
    /// A single card, no call, no choice.
    pub fn lay(card: Card) -> Action {
        Action::Lay(Lay::single(card))
    }
}

fn card_text(card: Card) -> String {
    format!("{card:#}").to_lowercase()
}

fn with_call(f: &mut fmt::Formatter<'_>, word: &str, call: Option<Call>) -> fmt::Result {
    match call {
        Some(call) => write!(f, "{word} {call}"),
        None => write!(f, "{word}"),
    }
}

impl fmt::Display for Lay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, (card, call)) in self.cards().iter().zip(self.calls()).enumerate() {
            if i > 0 {
                write!(f, " ")?;
            }
            write!(f, "{}", card_text(*card))?;
            if let Some(call) = call {
                write!(f, " {call}")?;
            }
        }
        match self.choice {
            Choice::None => Ok(()),
            Choice::Suit(suit) => write!(f, " suit {}", suit.letter().to_ascii_lowercase()),
            Choice::Demand(rank) => write!(f, " demand {}", rank.label()),
            Choice::Swap(player) => write!(f, " swap {}", player + 1),
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Lay(lay) => write!(f, "{lay}"),
            Action::Draw => write!(f, "draw"),
            Action::Take => write!(f, "take"),
            Action::Wait => write!(f, "wait"),
            Action::Pass => write!(f, "pass"),
            Action::Accept(call) => with_call(f, "accept", *call),
            Action::Block(call) => with_call(f, "block", *call),
            Action::Say(Some(call)) => write!(f, "{call}"),
            Action::Say(None) => write!(f, "ok"),
            Action::Keep => write!(f, "keep"),
            Action::Turn => write!(f, "turn"),
            Action::Challenge(true) => write!(f, "challenge"),
            Action::Challenge(false) => write!(f, "forgive"),
        }
    }
}

/// Why a text is not an action.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ParseActionError {
    #[error("no action given (try a card such as 7h, or draw)")]
    Empty,
    #[error("\"{word}\" is neither a card nor a word the game knows: {source}")]
    Unknown {
        word: String,
        source: ParseCardError,
    },
    #[error("at most {MAX_LAY} cards can be laid at once")]
    TooManyCards,
    #[error("a call must follow a card: \"{0}\" comes before any card")]
    CallBeforeCard(String),
    #[error("two calls after {0}: one call per card laid")]
    TwoCalls(String),
    #[error("\"{0}\" needs a value after it (suit h, demand 7, swap 2)")]
    MissingValue(&'static str),
    #[error("\"{0}\" is not a suit (s, h, d, c)")]
    BadSuit(String),
    #[error("\"{0}\" is not a rank to demand (5 to 10, or none)")]
    BadRank(String),
    #[error("\"{0}\" is not a player number")]
    BadPlayer(String),
    #[error("only one choice (suit, demand or swap) per lay")]
    TwoChoices,
    #[error("\"{0}\" takes no further words, but \"{1}\" followed")]
    Trailing(&'static str, String),
    #[error("\"{0}\" must follow a card")]
    ChoiceBeforeCard(&'static str),
}

/// Reads `po makale` (two words) or `makao` at `words[at]`; the call and the words used.
pub fn read_call(words: &[&str], at: usize) -> Option<(Call, usize)> {
    let word = words.get(at)?.to_ascii_lowercase();
    match word.as_str() {
        // `m` and `pm`: the short forms a person types in a hurry.
        "makao" | "m" => Some((Call::Makao, 1)),
        "pomakale" | "po-makale" | "po_makale" | "pm" => Some((Call::PoMakale, 1)),
        "po" if words
            .get(at + 1)
            .is_some_and(|next| next.eq_ignore_ascii_case("makale")) =>
        {
            Some((Call::PoMakale, 2))
        }
        _ => None,
    }
}

/// The words that bring in a lay's choice.
const CHOICE_WORDS: [&str; 3] = ["suit", "demand", "swap"];

/// The choice word `word` is (`suit`, `demand`, `swap`), in any case.
pub fn choice_word(word: &str) -> Option<&'static str> {
    CHOICE_WORDS
        .into_iter()
        .find(|keyword| keyword.eq_ignore_ascii_case(word))
}

/// Whether `word` is a call or a half of "po makale".
pub fn is_call_word(word: &str) -> bool {
    read_call(&[word], 0).is_some()
        || ["po", "makale"]
            .iter()
            .any(|w| w.eq_ignore_ascii_case(word))
}

/// A word for "nothing" where a choice is asked for (`demand none`, `swap nobody`).
pub fn is_none_word(word: &str) -> bool {
    matches!(
        word.to_ascii_lowercase().as_str(),
        "none" | "nothing" | "nobody" | "no" | "-"
    )
}

/// Reads a word that takes at most one call after it (`accept makao`).
fn word_with_call(words: &[&str], name: &'static str) -> Result<Option<Call>, ParseActionError> {
    match read_call(words, 1) {
        Some((call, used)) if 1 + used == words.len() => Ok(Some(call)),
        Some((_, used)) => Err(ParseActionError::Trailing(
            name,
            words[1 + used].to_string(),
        )),
        None if words.len() == 1 => Ok(None),
        None => Err(ParseActionError::Trailing(name, words[1].to_string())),
    }
}

/// Reads a word after which calls are dropped (`draw makao`).
fn word_dropping_calls(words: &[&str], name: &'static str) -> Result<(), ParseActionError> {
    let mut at = 1;
    while at < words.len() {
        match read_call(words, at) {
            Some((_, used)) => at += used,
            None => return Err(ParseActionError::Trailing(name, words[at].to_string())),
        }
    }
    Ok(())
}

fn parse_lay(words: &[&str]) -> Result<Lay, ParseActionError> {
    let mut lay: Option<Lay> = None;
    let mut choice: Option<Choice> = None;
    let mut at = 0;
    while at < words.len() {
        let word = words[at];
        if let Some((call, used)) = read_call(words, at) {
            let Some(lay) = lay.as_mut() else {
                return Err(ParseActionError::CallBeforeCard(word.to_string()));
            };
            let last = lay.len() - 1;
            if lay.calls[last].is_some() {
                return Err(ParseActionError::TwoCalls(card_text(lay.cards[last])));
            }
            lay.calls[last] = Some(call);
            at += used;
            continue;
        }
        let keyword = choice_word(word);
        if let Some(keyword) = keyword {
            if lay.is_none() {
                return Err(ParseActionError::ChoiceBeforeCard(keyword));
            }
            if choice.is_some() {
                return Err(ParseActionError::TwoChoices);
            }
            let value = *words
                .get(at + 1)
                .ok_or(ParseActionError::MissingValue(keyword))?;
            choice = Some(parse_choice(keyword, value)?);
            at += 2;
            continue;
        }
        let card: Card = word.parse().map_err(|source| ParseActionError::Unknown {
            word: word.to_string(),
            source,
        })?;
        match lay.as_mut() {
            Some(lay) => lay.push(card)?,
            None => lay = Some(Lay::single(card)),
        }
        at += 1;
    }
    let lay = lay.ok_or(ParseActionError::Empty)?;
    Ok(lay.with_choice(choice.unwrap_or_default()))
}

fn parse_choice(keyword: &'static str, value: &str) -> Result<Choice, ParseActionError> {
    match keyword {
        "suit" => value
            .parse::<Suit>()
            .map(Choice::Suit)
            .map_err(|_| ParseActionError::BadSuit(value.to_string())),
        "demand" if is_none_word(value) => Ok(Choice::None),
        "demand" => value
            .parse::<Rank>()
            .map(Choice::Demand)
            .map_err(|_| ParseActionError::BadRank(value.to_string())),
        _ if is_none_word(value) => Ok(Choice::None),
        _ => match value.parse::<usize>() {
            Ok(number) if number >= 1 => Ok(Choice::Swap(number - 1)),
            _ => Err(ParseActionError::BadPlayer(value.to_string())),
        },
    }
}

impl FromStr for Action {
    type Err = ParseActionError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let Some(first) = words.first() else {
            return Err(ParseActionError::Empty);
        };
        if let Some((call, used)) = read_call(&words, 0) {
            return match words.get(used) {
                None => Ok(Action::Say(Some(call))),
                Some(next) => Err(ParseActionError::CallBeforeCard(next.to_string())),
            };
        }
        let action = match first.to_ascii_lowercase().as_str() {
            "draw" => word_dropping_calls(&words, "draw").map(|()| Action::Draw),
            "take" => word_dropping_calls(&words, "take").map(|()| Action::Take),
            "wait" => word_dropping_calls(&words, "wait").map(|()| Action::Wait),
            "pass" => word_dropping_calls(&words, "pass").map(|()| Action::Pass),
            "next" => word_dropping_calls(&words, "next").map(|()| Action::Pass),
            "keep" => word_dropping_calls(&words, "keep").map(|()| Action::Keep),
            "turn" => word_dropping_calls(&words, "turn").map(|()| Action::Turn),
            "challenge" => {
                word_dropping_calls(&words, "challenge").map(|()| Action::Challenge(true))
            }
            "forgive" => word_dropping_calls(&words, "forgive").map(|()| Action::Challenge(false)),
            "ok" => word_with_call(&words, "ok").map(Action::Say),
            "accept" => word_with_call(&words, "accept").map(Action::Accept),
            "block" => word_with_call(&words, "block").map(Action::Block),
            _ => parse_lay(&words).map(Action::Lay),
        }?;
        Ok(action)
    }
}

impl Serialize for Action {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Action {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {

    #[test]
    fn calls_have_short_forms_m_and_pm() {
        let short: Action = "5h m 5s pm".parse().unwrap();
        let long: Action = "5h makao 5s po makale".parse().unwrap();
        assert_eq!(short, long);
        assert_eq!(short.to_string(), "5h makao 5s po makale");
    }

    use super::*;

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    fn parse(text: &str) -> Action {
        text.parse()
            .unwrap_or_else(|e| panic!("{text:?} did not parse: {e}"))
    }

    #[test]
    fn lays_with_calls_read_in_order() {
        let action = parse("5h makao 5s po makale");
        let Action::Lay(lay) = action else {
            panic!("not a lay")
        };
        assert_eq!(lay.cards(), [card("5h"), card("5s")]);
        assert_eq!(lay.calls(), [Some(Call::Makao), Some(Call::PoMakale)]);
        assert_eq!(action.to_string(), "5h makao 5s po makale");
    }

    #[test]
    fn choices_read_anywhere_after_the_first_card_and_print_last() {
        assert_eq!(parse("jh demand 7").to_string(), "jh demand 7");
        assert_eq!(parse("JH demand 7 makao").to_string(), "jh makao demand 7");
        assert_eq!(parse("as suit h").to_string(), "as suit h");
        assert_eq!(parse("A♠ suit ♥").to_string(), "as suit h");
        assert_eq!(parse("kc swap 2").to_string(), "kc swap 2");
        assert_eq!(parse("kc swap none").to_string(), "kc");
        assert_eq!(parse("jh demand none").to_string(), "jh");
        assert_eq!(parse("10h 10s").to_string(), "10h 10s");
        assert_eq!(parse("th").to_string(), "10h");
    }

    #[test]
    fn plain_words_and_answers() {
        assert_eq!(parse("draw"), Action::Draw);
        assert_eq!(parse(" TAKE "), Action::Take);
        assert_eq!(parse("wait"), Action::Wait);
        assert_eq!(parse("pass"), Action::Pass);
        assert_eq!(parse("accept"), Action::Accept(None));
        assert_eq!(
            parse("accept po makale"),
            Action::Accept(Some(Call::PoMakale))
        );
        assert_eq!(parse("block makao"), Action::Block(Some(Call::Makao)));
        assert_eq!(parse("makao"), Action::Say(Some(Call::Makao)));
        assert_eq!(parse("pomakale"), Action::Say(Some(Call::PoMakale)));
        assert_eq!(parse("ok"), Action::Say(None));
        assert_eq!(parse("draw makao"), Action::Draw);
        assert_eq!(parse("next"), Action::Pass);
        assert_eq!(parse("Keep"), Action::Keep);
        assert_eq!(parse("turn"), Action::Turn);
        assert_eq!(parse("challenge"), Action::Challenge(true));
        assert_eq!(parse("forgive"), Action::Challenge(false));
    }

    #[test]
    fn every_action_round_trips_through_its_text() {
        let lay = Lay::new(&[card("5h"), card("5s"), card("5d")])
            .unwrap()
            .with_call(1, Some(Call::Makao))
            .with_call(2, Some(Call::PoMakale));
        let actions = [
            Action::Lay(lay),
            Action::Lay(Lay::single(card("as")).with_choice(Choice::Suit(Suit::Clubs))),
            Action::Lay(Lay::single(card("jd")).with_choice(Choice::Demand(Rank::Ten))),
            Action::Lay(Lay::single(card("kc")).with_choice(Choice::Swap(3))),
            Action::Draw,
            Action::Take,
            Action::Wait,
            Action::Pass,
            Action::Accept(None),
            Action::Accept(Some(Call::Makao)),
            Action::Block(None),
            Action::Block(Some(Call::PoMakale)),
            Action::Say(None),
            Action::Say(Some(Call::Makao)),
            Action::Say(Some(Call::PoMakale)),
            Action::Keep,
            Action::Turn,
            Action::Challenge(true),
            Action::Challenge(false),
        ];
        for action in actions {
            assert_eq!(parse(&action.to_string()), action, "{action}");
        }
    }

    #[test]
    fn nonsense_is_an_error_with_a_reason() {
        let cases = [
            ("", "no action"),
            ("xyz", "neither a card"),
            ("makao 5h", "must follow a card"),
            ("5h makao makao", "two calls"),
            ("as suit", "needs a value"),
            ("as suit x", "not a suit"),
            ("jh demand 11", "not a rank"),
            ("kc swap 0", "not a player"),
            ("as suit h suit s", "one choice"),
            ("suit h", "must follow a card"),
            ("accept now", "no further words"),
            ("draw 5h", "no further words"),
            ("5h 5s 5d 5c 5h 5s 5d 5c 5h", "at most 8"),
        ];
        for (text, expected) in cases {
            let message = text.parse::<Action>().unwrap_err().to_string();
            assert!(message.contains(expected), "{text:?}: {message}");
        }
    }

    #[test]
    fn call_none_and_choice_words_are_read_in_any_case() {
        assert_eq!(
            read_call(&["5h", "Po", "MAKALE"], 1),
            Some((Call::PoMakale, 2))
        );
        assert_eq!(read_call(&["makao"], 0), Some((Call::Makao, 1)));
        assert_eq!(read_call(&["po"], 0), None);
        for word in ["makao", "Po", "makale", "pomakale", "po-makale"] {
            assert!(is_call_word(word), "{word}");
        }
        assert!(!is_call_word("poker"));
        assert!(is_none_word("Nobody") && is_none_word("-") && !is_none_word("0"));
        assert_eq!(choice_word("DEMAND"), Some("demand"));
        assert_eq!(choice_word("suits"), None);
    }

    #[test]
    fn due_calls_follow_the_hand_size() {
        assert_eq!(Call::due(0), Some(Call::PoMakale));
        assert_eq!(Call::due(1), Some(Call::Makao));
        assert_eq!(Call::due(2), None);
    }

    #[test]
    fn actions_serialize_as_their_text() {
        let action = parse("5h makao");
        assert_eq!(serde_json::to_string(&action).unwrap(), "\"5h makao\"");
        let back: Action = serde_json::from_str("\"5H MAKAO\"").unwrap();
        assert_eq!(back, action);
    }
}
