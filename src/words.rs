//! The words people read, written once in Fluent (`locales/LANG/AREA.ftl`) and looked up
//! by message id with typed arguments: [`say!`](crate::say). Every front end (terminal
//! tables, the browser's log) takes its sentences from here, so a sentence is changed,
//! and later translated, in one place. English is the one language so far; the files
//! are compiled in, so a fresh machine needs nothing beside the binary.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::langid;

/// The English files, one an area.
const ENGLISH: &[(&str, &str)] = &[
    ("klondike", include_str!("../locales/en/klondike.ftl")),
    ("makao", include_str!("../locales/en/makao.ftl")),
    ("saboteur", include_str!("../locales/en/saboteur.ftl")),
];

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
                Arg::Number(i64::try_from(number).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize, i32, i64);

/// The English messages, read once.
fn english() -> &'static FluentBundle<FluentResource> {
    static BUNDLE: OnceLock<FluentBundle<FluentResource>> = OnceLock::new();
    BUNDLE.get_or_init(|| {
        let mut bundle = FluentBundle::new_concurrent(vec![langid!("en")]);
        // Names and cards are printed as they are, with no direction marks around them.
        bundle.set_use_isolating(false);
        for (area, text) in ENGLISH {
            let resource =
                FluentResource::try_new((*text).to_string()).unwrap_or_else(|(resource, _)| {
                    debug_assert!(false, "locales/en/{area}.ftl does not parse");
                    resource
                });
            if bundle.add_resource(resource).is_err() {
                debug_assert!(false, "locales/en/{area}.ftl repeats a message id");
            }
        }
        bundle
    })
}

/// The message `id` with `args`. A message that is missing reads as its id, so a
/// mistake shows instead of hiding; the tests check that every id used exists.
pub fn text(id: &str, args: &[(&str, Arg)]) -> String {
    let bundle = english();
    let Some(pattern) = bundle.get_message(id).and_then(|message| message.value()) else {
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

/// The sentence of message `id`: `say!("saboteur-discarded", name = who)`.
#[macro_export]
macro_rules! say {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::words::text($id, &[$((stringify!($name), $crate::words::Arg::from($value))),*])
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
                for (at, _) in source.match_indices("say!(") {
                    let rest = source[at + "say!(".len()..].trim_start();
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

    #[test]
    fn every_file_parses_and_every_message_used_exists_and_every_message_is_used() {
        for (area, text) in ENGLISH {
            if let Err((_, errors)) = FluentResource::try_new((*text).to_string()) {
                panic!("locales/en/{area}.ftl: {errors:?}");
            }
        }
        let used = ids_used();
        assert!(used.len() > 10, "the scan finds the messages: {used:?}");
        for (id, file) in &used {
            assert!(
                english().get_message(id).is_some(),
                "{file} says {id}, which locales/en has not"
            );
        }
        for (area, text) in ENGLISH {
            for line in text.lines() {
                let Some((id, _)) = line.split_once(" =") else {
                    continue;
                };
                if id.starts_with(['#', ' ', '-']) || id.is_empty() {
                    continue;
                }
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
