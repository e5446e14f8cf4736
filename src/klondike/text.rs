//! Everything the terminal game says besides the engine's refusals, in both languages:
//! the help names the front end's commands and options, so it lives with the front end;
//! a test parses every command it names, so it cannot drift from the parser.

use std::fmt;
use std::path::PathBuf;

use klondike::{Lang, Localized, ParseCommandError, ParseMoveError, RuleError};

use crate::say_in;
use crate::terminal::Leave;
use crate::words::Language;

/// The prompt, with its trailing space.
pub fn prompt(lang: Lang) -> String {
    say_in!(language(lang), "klondike-prompt")
}

/// The commands and options, for `?` (the Czech is the seed's `NAPOVEDA`, with the
/// commands this version adds).
pub fn help(lang: Lang) -> String {
    say_in!(language(lang), "klondike-help")
}

/// The words' language of the course's `Lang`: its Czech, or else the run's language
/// (the course's English stands for every language but Czech).
fn language(lang: Lang) -> Language {
    match (lang, crate::words::language()) {
        (Lang::Cs, _) => Language::Cs,
        (Lang::En, Language::Cs) => Language::En,
        (Lang::En, language) => language,
    }
}

/// The game's other messages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// Printed at the start, so the deal can be played again.
    Seed(u64),
    Won {
        moves: u32,
    },
    /// `auto` found nothing safe to move.
    NothingSafe,
    /// Every card is face up and the finish is certain.
    FinishOffer,
    NothingToUndo,
    Undone,
    /// Under each layout: the moves made and the cards left in the stock (U).
    Status {
        moves: u32,
        stock: usize,
    },
    /// A save written, with the command that goes on with it.
    Saved {
        file: String,
        command: String,
    },
    /// `quit`: the question before leaving.
    SaveOffer,
    /// `save FILE` over a file that is not this game's own save.
    Replace(String),
    /// The answer to [`Message::Replace`] was no (or input ended).
    NotSaved,
    SaveFailed {
        file: String,
        reason: String,
    },
    /// The game stops unfinished: why, and its own file if it has one (see
    /// [`crate::terminal::leaving`], whose words the English are).
    Left {
        why: Leave,
        saved: Option<PathBuf>,
    },
    /// `hint`: the next move of a winning line.
    Hint(klondike::Move),
    /// `hint` when the solver proved that no line wins.
    HintLost,
    /// `hint` when the solver reached its limit.
    HintUnknown,
    /// `hint` when every winning line takes the last move back.
    HintOnlyBack,
    /// `tip`: the move, and in how many of the samples tried it won.
    Tip {
        mv: klondike::Move,
        wins: u32,
        samples: u32,
    },
    /// `tip` found no move that changes anything.
    TipNone,
    /// No move left changes anything, as the player can see.
    Stuck,
    /// No legal move at all (U and V empty, nothing moves).
    NoMoves,
}

impl Message {
    /// The message in `language`, from `locales/LANG/klondike.ftl`.
    fn said(&self, language: Language) -> String {
        match self {
            Message::Seed(seed) => say_in!(language, "klondike-seed", seed = seed.to_string()),
            Message::Won { moves } => say_in!(language, "klondike-won", moves = *moves),
            Message::NothingSafe => say_in!(language, "klondike-nothing-safe"),
            Message::FinishOffer => say_in!(language, "klondike-finish-offer"),
            Message::NothingToUndo => say_in!(language, "klondike-nothing-to-undo"),
            Message::Undone => say_in!(language, "klondike-undone"),
            Message::Status { moves, stock } => {
                say_in!(language, "klondike-status", moves = *moves, stock = *stock)
            }
            Message::Saved { file, command } => {
                say_in!(language, "klondike-saved", file = file, command = command)
            }
            Message::SaveOffer => say_in!(language, "klondike-save-offer"),
            Message::Replace(file) => say_in!(language, "klondike-replace", file = file),
            Message::NotSaved => say_in!(language, "klondike-not-saved"),
            Message::SaveFailed { file, reason } => {
                say_in!(
                    language,
                    "klondike-save-failed",
                    file = file,
                    reason = reason
                )
            }
            Message::Left { why, saved } => {
                crate::terminal::leaving_in(language, *why, "klondike", saved.as_deref(), None)
            }
            Message::Hint(mv) => say_in!(language, "klondike-hint-peeked", move = mv.to_string()),
            Message::HintLost => say_in!(language, "klondike-hint-lost"),
            Message::Tip { mv, samples: 0, .. } => {
                say_in!(language, "klondike-tip-plain", move = mv.to_string())
            }
            Message::Tip { mv, wins, samples } => say_in!(
                language,
                "klondike-tip-won",
                move = mv.to_string(),
                wins = *wins,
                samples = *samples
            ),
            Message::TipNone => say_in!(language, "klondike-tip-none"),
            Message::HintUnknown => say_in!(language, "klondike-hint-unknown"),
            Message::HintOnlyBack => say_in!(language, "klondike-hint-only-back"),
            Message::Stuck => say_in!(language, "klondike-stuck"),
            Message::NoMoves => say_in!(language, "klondike-no-moves"),
        }
    }
}

impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said(language(Lang::En)))
    }
}

impl Localized for Message {
    fn czech(&self) -> String {
        self.said(Language::Cs)
    }
}

/// A typed line refused: not a command, or a move against the rules. The course's Czech
/// is the engine's own (kept as the course words it); every other language is here.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refused {
    Command(ParseCommandError),
    Rule(RuleError),
}

impl Refused {
    fn said(&self, language: Language) -> String {
        let rule = |rule: &RuleError| match rule {
            RuleError::NoCards => "no-cards",
            RuleError::TooManyFromWaste => "too-many-from-waste",
            RuleError::NotEnoughCards(_) => "not-enough-cards",
            RuleError::FaceDown => "face-down",
            RuleError::KingOnly => "king-only",
            RuleError::OneCardToFoundation => "one-card-to-foundation",
            RuleError::AceOnly => "ace-only",
            RuleError::OneSuit => "one-suit",
            RuleError::FoundationOrder => "foundation-order",
            RuleError::Descending => "descending",
            RuleError::AlternateColours => "alternate-colours",
            RuleError::NothingToTurn => "nothing-to-turn",
        };
        match self {
            Refused::Command(ParseCommandError::Move(ParseMoveError::NotUnderstood)) => {
                say_in!(language, "klondike-not-understood")
            }
            Refused::Command(ParseCommandError::Move(ParseMoveError::NotANumber(text))) => {
                say_in!(language, "klondike-not-a-number", text = text)
            }
            Refused::Command(ParseCommandError::MissingFileName) => {
                say_in!(language, "klondike-save-needs-file")
            }
            Refused::Rule(err) => {
                let source = match err {
                    RuleError::NotEnoughCards(source) => source.to_string(),
                    _ => String::new(),
                };
                say_in!(
                    language,
                    "klondike-refused",
                    why = rule(err),
                    source = source
                )
            }
        }
    }
}

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said(language(Lang::En)))
    }
}

impl Localized for Refused {
    fn czech(&self) -> String {
        match self {
            Refused::Command(err) => err.czech(),
            Refused::Rule(err) => err.czech(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refusals_in_english_are_the_engines_own_words() {
        use klondike::Source;
        let rules = [
            RuleError::NoCards,
            RuleError::TooManyFromWaste,
            RuleError::NotEnoughCards(Source::Waste),
            RuleError::FaceDown,
            RuleError::KingOnly,
            RuleError::OneCardToFoundation,
            RuleError::AceOnly,
            RuleError::OneSuit,
            RuleError::FoundationOrder,
            RuleError::Descending,
            RuleError::AlternateColours,
            RuleError::NothingToTurn,
        ];
        for err in rules {
            assert_eq!(Refused::Rule(err).said(Language::En), err.to_string());
            assert_eq!(Refused::Rule(err).message(Lang::Cs), err.czech());
            assert_eq!(Refused::Rule(err).said(Language::Cs), err.czech());
            assert_ne!(Refused::Rule(err).said(Language::Pl), err.to_string());
        }
        let commands = [
            ParseCommandError::Move(ParseMoveError::NotUnderstood),
            ParseCommandError::Move(ParseMoveError::NotANumber("X".into())),
            ParseCommandError::MissingFileName,
        ];
        for err in commands {
            assert_eq!(
                Refused::Command(err.clone()).said(Language::En),
                err.to_string()
            );
            assert_ne!(
                Refused::Command(err.clone()).said(Language::Sr),
                err.to_string()
            );
        }
    }
    use klondike::Command;

    #[test]
    fn the_prompts_are_the_pages() {
        assert_eq!(prompt(Lang::Cs), "Zadej tah: ");
        assert_eq!(prompt(Lang::En), "Your move: ");
    }

    #[test]
    fn every_command_word_in_the_help_parses() {
        for word in [
            "?",
            "U",
            "EC",
            "E2G",
            "auto",
            "undo",
            "hint",
            "tip",
            "quit",
            "save f.json",
        ] {
            assert!(word.parse::<Command>().is_ok(), "{word}");
            assert!(
                help(Lang::En).contains(word.split(' ').next().unwrap()),
                "{word}"
            );
        }
        for word in [
            "?",
            "U",
            "EC",
            "E2G",
            "auto",
            "zpět",
            "rada",
            "tip",
            "konec",
            "ulož f.json",
        ] {
            assert!(word.parse::<Command>().is_ok(), "{word}");
            assert!(
                help(Lang::Cs).contains(word.split(' ').next().unwrap()),
                "{word}"
            );
        }
    }

    #[test]
    fn the_help_names_the_ascii_suit_letters_of_its_language() {
        assert!(help(Lang::En).contains("S ♠, H ♥, D ♦, C ♣"));
        assert!(help(Lang::Cs).contains("P ♠, S ♥, K ♦, + ♣"));
    }

    #[test]
    fn the_win_message_counts_the_moves() {
        let won = Message::Won { moves: 117 };
        assert_eq!(won.message(Lang::En), "You won in 117 moves!");
        assert_eq!(
            Message::Won { moves: 1 }.message(Lang::En),
            "You won in 1 move!"
        );
        assert_eq!(won.message(Lang::Cs), "Vyhráno! Počet tahů: 117");
    }

    #[test]
    fn the_status_counts_moves_and_the_stock_in_both_languages() {
        let status = |moves, stock| Message::Status { moves, stock };
        assert_eq!(
            status(0, 24).message(Lang::En),
            "Moves: 0 · stock (U): 24 cards"
        );
        assert_eq!(
            status(7, 1).message(Lang::En),
            "Moves: 7 · stock (U): 1 card"
        );
        assert_eq!(
            status(3, 1).message(Lang::Cs),
            "Počet tahů: 3 · v balíčku (U): 1 karta"
        );
        assert_eq!(
            status(3, 4).message(Lang::Cs),
            "Počet tahů: 3 · v balíčku (U): 4 karty"
        );
        assert_eq!(
            status(3, 0).message(Lang::Cs),
            "Počet tahů: 3 · v balíčku (U): 0 karet"
        );
    }
}
