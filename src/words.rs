//! The words people read, written once in Fluent (`locales/LANG/AREA.ftl`) and looked up
//! by message id with typed arguments: [`say!`](crate::say) in English, or
//! [`say_in!`](crate::say_in) in a chosen language. Every front end (terminal tables,
//! the browser's log) takes its sentences from here, so a sentence is changed, and
//! translated, in one place. A message a language lacks is said in English. The files
//! are compiled in, so a fresh machine needs nothing beside the binary.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::{LanguageIdentifier, langid};

/// A language karty speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Language {
    #[default]
    En,
    Cs,
}

impl Language {
    pub const ALL: [Language; 2] = [Language::En, Language::Cs];

    /// Its folder under `locales/`.
    pub fn code(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::Cs => "cs",
        }
    }

    fn id(self) -> LanguageIdentifier {
        match self {
            Language::En => langid!("en"),
            Language::Cs => langid!("cs"),
        }
    }

    /// Its files, one an area.
    fn files(self) -> &'static [(&'static str, &'static str)] {
        match self {
            Language::En => &[
                ("klondike", include_str!("../locales/en/klondike.ftl")),
                ("makao", include_str!("../locales/en/makao.ftl")),
                ("menu", include_str!("../locales/en/menu.ftl")),
                ("saboteur", include_str!("../locales/en/saboteur.ftl")),
                ("seating", include_str!("../locales/en/seating.ftl")),
                ("table", include_str!("../locales/en/table.ftl")),
            ],
            Language::Cs => &[
                ("klondike", include_str!("../locales/cs/klondike.ftl")),
                ("table", include_str!("../locales/cs/table.ftl")),
            ],
        }
    }
}

/// One argument of a message: a name or other text, or a number (which Fluent's plural
/// rules read).
#[derive(Debug, Clone)]
pub enum Arg {
    Text(String),
    Number(i64),
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_string())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<&String> for Arg {
    fn from(text: &String) -> Arg {
        Arg::Text(text.clone())
    }
}

macro_rules! number_args {
    ($($kind:ty),*) => {$(
        impl From<$kind> for Arg {
            fn from(number: $kind) -> Arg {
                // Counts, not seeds: a seed is passed as text, as it may pass i64.
                Arg::Number(i64::try_from(number).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize, i32, i64);

/// A language's messages, read once.
fn bundle(language: Language) -> &'static FluentBundle<FluentResource> {
    static BUNDLES: [OnceLock<FluentBundle<FluentResource>>; Language::ALL.len()] =
        [const { OnceLock::new() }; Language::ALL.len()];
    BUNDLES[language as usize].get_or_init(|| {
        let mut bundle = FluentBundle::new_concurrent(vec![language.id()]);
        // Names and cards are printed as they are, with no direction marks around them.
        bundle.set_use_isolating(false);
        for (area, text) in language.files() {
            let code = language.code();
            let resource =
                FluentResource::try_new((*text).to_string()).unwrap_or_else(|(resource, _)| {
                    debug_assert!(false, "locales/{code}/{area}.ftl does not parse");
                    resource
                });
            if bundle.add_resource(resource).is_err() {
                debug_assert!(false, "locales/{code}/{area}.ftl repeats a message id");
            }
        }
        bundle
    })
}

/// The message `id` in English with `args`.
pub fn text(id: &str, args: &[(&str, Arg)]) -> String {
    text_in(Language::En, id, args)
}

/// The message `id` in `language` with `args`, or in English where `language` lacks it.
/// A message missing in English too reads as its id, so a mistake shows instead of
/// hiding; the tests check that every id said exists.
pub fn text_in(language: Language, id: &str, args: &[(&str, Arg)]) -> String {
    let found = [language, Language::En].into_iter().find_map(|language| {
        let bundle = bundle(language);
        let pattern = bundle.get_message(id)?.value()?;
        Some((bundle, pattern))
    });
    let Some((bundle, pattern)) = found else {
        return id.to_string();
    };
    let mut fluent_args = FluentArgs::new();
    for (name, arg) in args {
        let value = match arg {
            Arg::Text(text) => FluentValue::from(text.as_str()),
            Arg::Number(number) => FluentValue::from(*number),
        };
        fluent_args.set(*name, value);
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    text.into_owned()
}

/// The English sentence of message `id`: `say!("saboteur-discarded", name = who)`.
#[macro_export]
macro_rules! say {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::words::text($id, &[$((stringify!($name), $crate::words::Arg::from($value))),*])
    };
}

/// The sentence of message `id` in a language: `say_in!(language, "klondike-undone")`.
#[macro_export]
macro_rules! say_in {
    ($language:expr, $id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::words::text_in(
            $language,
            $id,
            &[$((stringify!($name), $crate::words::Arg::from($value))),*],
        )
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every id a `say!` names in the sources, with the file it is in.
    fn ids_used() -> Vec<(String, String)> {
        let mut used = Vec::new();
        let mut folders = vec![std::path::PathBuf::from(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/src"
        ))];
        while let Some(folder) = folders.pop() {
            for entry in std::fs::read_dir(&folder).expect("the sources") {
                let path = entry.expect("an entry").path();
                if path.is_dir() {
                    folders.push(path);
                    continue;
                }
                // This file speaks of the macro rather than saying anything.
                if path.extension().is_none_or(|ext| ext != "rs") || path.ends_with("src/words.rs")
                {
                    continue;
                }
                let source = std::fs::read_to_string(&path).expect("a source file");
                for (at, _) in source.match_indices("say") {
                    let rest = &source[at + "say".len()..];
                    let Some(rest) = rest
                        .strip_prefix("!(")
                        .or_else(|| rest.strip_prefix("_in!(").map(after_language))
                    else {
                        continue;
                    };
                    let rest = rest.trim_start();
                    let Some(rest) = rest.strip_prefix('"') else {
                        continue;
                    };
                    let id: String = rest.chars().take_while(|c| *c != '"').collect();
                    used.push((id, path.display().to_string()));
                }
            }
        }
        used
    }

    /// The rest of a `say_in!(` after its language argument.
    fn after_language(rest: &str) -> &str {
        rest.split_once(',').map_or("", |(_, rest)| rest)
    }

    /// The message ids a file defines.
    fn ids(text: &str) -> Vec<&str> {
        text.lines()
            .filter_map(|line| line.split_once(" =").map(|(id, _)| id))
            .filter(|id| !id.is_empty() && !id.starts_with(['#', ' ', '-']))
            .collect()
    }

    #[test]
    fn every_file_parses_and_every_message_used_exists_and_every_message_is_used() {
        for language in Language::ALL {
            for (area, text) in language.files() {
                if let Err((_, errors)) = FluentResource::try_new((*text).to_string()) {
                    panic!("locales/{}/{area}.ftl: {errors:?}", language.code());
                }
                // A translation says only what English says.
                for id in ids(text) {
                    assert!(
                        bundle(Language::En).get_message(id).is_some(),
                        "locales/{}/{area}.ftl has {id}, which English has not",
                        language.code()
                    );
                }
            }
        }
        let used = ids_used();
        assert!(used.len() > 10, "the scan finds the messages: {used:?}");
        for (id, file) in &used {
            assert!(
                bundle(Language::En).get_message(id).is_some(),
                "{file} says {id}, which locales/en has not"
            );
        }
        for (area, text) in Language::En.files() {
            for id in ids(text) {
                assert!(
                    used.iter().any(|(used, _)| used == id),
                    "locales/en/{area}.ftl has {id}, which nothing says"
                );
            }
        }
    }

    #[test]
    fn arguments_fill_the_message_and_a_missing_one_shows_its_id() {
        let line = crate::say!("saboteur-discarded", name = "Ala");
        assert_eq!(line, "Ala discards a card.");
        assert_eq!(text("no-such-message", &[]), "no-such-message");
    }
}
