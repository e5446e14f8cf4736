//! The words people read, written once in Fluent (`locales/LANG/AREA.ftl`) and looked up
//! by message id with typed arguments: [`say!`](crate::say) in English, or
//! [`say_in!`](crate::say_in) in a chosen language. Every front end (terminal tables,
//! the browser's log) takes its sentences from here, so a sentence is changed, and
//! translated, in one place. A message a language lacks is said in English. The files
//! are compiled in, so a fresh machine needs nothing beside the binary.

use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU8, Ordering};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;
use unic_langid::{LanguageIdentifier, langid};

pub mod runs;

#[cfg(test)]
mod every_kind;

use runs::Mark;

/// A language karty speaks. Serbian is written in Latin script, as the Serbian seed is;
/// its Cyrillic is derived from the Latin by transliteration, never written by hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Language {
    #[default]
    En,
    Pl,
    Cs,
    /// Serbian in Latin script.
    Sr,
    /// Serbian in Cyrillic script.
    SrCyrl,
}

impl Language {
    pub const ALL: [Language; 5] = [
        Language::En,
        Language::Pl,
        Language::Cs,
        Language::Sr,
        Language::SrCyrl,
    ];

    /// Its tag (BCP 47), as `--lang` takes it and [`Display`](fmt::Display) shows it.
    pub fn code(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::Pl => "pl",
            Language::Cs => "cs",
            Language::Sr => "sr-Latn",
            Language::SrCyrl => "sr-Cyrl",
        }
    }

    /// Its folder under `locales/` (Cyrillic Serbian has none: it is the Latin one,
    /// transliterated).
    fn folder(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::Pl => "pl",
            Language::Cs => "cs",
            Language::Sr | Language::SrCyrl => "sr",
        }
    }

    fn id(self) -> LanguageIdentifier {
        match self {
            Language::En => langid!("en"),
            Language::Pl => langid!("pl"),
            Language::Cs => langid!("cs"),
            Language::Sr => langid!("sr-Latn"),
            Language::SrCyrl => langid!("sr-Cyrl"),
        }
    }

    /// Its files, one an area.
    fn files(self) -> &'static [(&'static str, &'static str)] {
        match self {
            Language::En => &[
                ("klondike", include_str!("../locales/en/klondike.ftl")),
                ("makao", include_str!("../locales/en/makao.ftl")),
                ("menu", include_str!("../locales/en/menu.ftl")),
                ("page", include_str!("../locales/en/page.ftl")),
                ("records", include_str!("../locales/en/records.ftl")),
                ("saboteur", include_str!("../locales/en/saboteur.ftl")),
                ("seating", include_str!("../locales/en/seating.ftl")),
                ("table", include_str!("../locales/en/table.ftl")),
            ],
            Language::Pl => &[
                ("klondike", include_str!("../locales/pl/klondike.ftl")),
                ("makao", include_str!("../locales/pl/makao.ftl")),
                ("menu", include_str!("../locales/pl/menu.ftl")),
                ("page", include_str!("../locales/pl/page.ftl")),
                ("records", include_str!("../locales/pl/records.ftl")),
                ("saboteur", include_str!("../locales/pl/saboteur.ftl")),
                ("seating", include_str!("../locales/pl/seating.ftl")),
                ("table", include_str!("../locales/pl/table.ftl")),
            ],
            Language::Cs => &[
                ("klondike", include_str!("../locales/cs/klondike.ftl")),
                ("makao", include_str!("../locales/cs/makao.ftl")),
                ("menu", include_str!("../locales/cs/menu.ftl")),
                ("page", include_str!("../locales/cs/page.ftl")),
                ("records", include_str!("../locales/cs/records.ftl")),
                ("saboteur", include_str!("../locales/cs/saboteur.ftl")),
                ("seating", include_str!("../locales/cs/seating.ftl")),
                ("table", include_str!("../locales/cs/table.ftl")),
            ],
            Language::Sr | Language::SrCyrl => &[
                ("klondike", include_str!("../locales/sr/klondike.ftl")),
                ("makao", include_str!("../locales/sr/makao.ftl")),
                ("menu", include_str!("../locales/sr/menu.ftl")),
                ("page", include_str!("../locales/sr/page.ftl")),
                ("records", include_str!("../locales/sr/records.ftl")),
                ("saboteur", include_str!("../locales/sr/saboteur.ftl")),
                ("seating", include_str!("../locales/sr/seating.ftl")),
                ("table", include_str!("../locales/sr/table.ftl")),
            ],
        }
    }

    /// The language a BCP 47 tag names (`pl`, `cs-CZ`, `sr-Latn-RS`, `sr-Cyrl`), as
    /// `--lang` and a browser's `Accept-Language` give it; also `sr@latin`. Serbian
    /// without a script is Latin, the script of the Serbian seed.
    pub fn from_tag(tag: &str) -> Option<Language> {
        let (tag, modifier) = tag.split_once('@').unwrap_or((tag, ""));
        let mut parts = tag.split(['-', '_']);
        let language = parts.next()?.to_ascii_lowercase();
        let script = parts
            .find(|part| part.len() == 4 && part.chars().all(|c| c.is_ascii_alphabetic()))
            .map(str::to_ascii_lowercase);
        Some(match language.as_str() {
            "en" => Language::En,
            "pl" => Language::Pl,
            "cs" => Language::Cs,
            "sr" => match (script.as_deref(), modifier.to_ascii_lowercase().as_str()) {
                (Some("cyrl"), _) | (_, "cyrillic") => Language::SrCyrl,
                _ => Language::Sr,
            },
            _ => return None,
        })
    }

    /// The language a POSIX locale names (`pl_PL.UTF-8`, `sr_RS@latin`, `C`): `None`
    /// for one karty does not speak. Unlike a tag, a Serbian locale without `@latin` is
    /// Cyrillic, as glibc's `sr_RS` is.
    pub fn from_locale(locale: &str) -> Option<Language> {
        let (name, modifier) = locale.split_once('@').unwrap_or((locale, ""));
        let name = name.split('.').next().unwrap_or(name);
        if name == "C" || name == "POSIX" {
            return Some(Language::En);
        }
        match Language::from_tag(name)? {
            Language::Sr | Language::SrCyrl if modifier.eq_ignore_ascii_case("latin") => {
                Some(Language::Sr)
            }
            Language::Sr | Language::SrCyrl => Some(Language::SrCyrl),
            language => Some(language),
        }
    }

    /// The language of the environment, as `variable` reads it: the first of `LC_ALL`,
    /// `LC_MESSAGES` and `LANG` that is set and not empty decides (as POSIX says), and
    /// a locale karty does not speak means English.
    pub fn from_environment(variable: impl Fn(&str) -> Option<String>) -> Language {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .find_map(|name| variable(name).filter(|value| !value.is_empty()))
            .and_then(|locale| Language::from_locale(&locale))
            .unwrap_or_default()
    }

    /// The language a browser asks for in `Accept-Language` (`pl-PL,pl;q=0.9,en;q=0.8`):
    /// the most wanted one karty speaks, else English.
    pub fn negotiate(accept_language: &str) -> Language {
        let mut wanted: Vec<(u16, Language)> = accept_language
            .split(',')
            .filter_map(|item| {
                let mut parts = item.split(';');
                let language = Language::from_tag(parts.next()?.trim())?;
                let weight = parts
                    .filter_map(|part| part.trim().strip_prefix("q="))
                    .next()
                    .map_or(Some(1000), |q| {
                        q.trim()
                            .parse::<f32>()
                            .ok()
                            .map(|q| (q.clamp(0.0, 1.0) * 1000.0) as u16)
                    })?;
                (weight > 0).then_some((weight, language))
            })
            .collect();
        // A stable sort keeps the browser's order among equal weights.
        wanted.sort_by_key(|(weight, _)| std::cmp::Reverse(*weight));
        wanted
            .first()
            .map(|(_, language)| *language)
            .unwrap_or_default()
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A language karty does not speak.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("karty speaks en, pl, cs, sr (sr-Latn) and sr-Cyrl, not \"{0}\"")]
pub struct UnknownLanguage(pub String);

impl FromStr for Language {
    type Err = UnknownLanguage;

    fn from_str(tag: &str) -> Result<Language, UnknownLanguage> {
        Language::from_tag(tag.trim()).ok_or_else(|| UnknownLanguage(crate::text::safe(tag)))
    }
}

/// The language of this run's front end, set once at the start.
static CURRENT: AtomicU8 = AtomicU8::new(0);

/// Speak `language` from now on ([`say!`](crate::say) and everything built on it).
pub fn set_language(language: Language) {
    CURRENT.store(language as u8, Ordering::Relaxed);
}

thread_local! {
    /// The language of the reader served on this thread now, over the run's own
    /// ([`in_language`]).
    static SCOPED: std::cell::Cell<Option<Language>> = const { std::cell::Cell::new(None) };
}

/// The language this run speaks, or the one [`in_language`] set on this thread.
pub fn language() -> Language {
    SCOPED.get().unwrap_or_else(|| {
        Language::ALL
            .get(usize::from(CURRENT.load(Ordering::Relaxed)))
            .copied()
            .unwrap_or_default()
    })
}

/// Runs `work` with [`say!`](crate::say) speaking `language` on this thread: a server
/// answers each reader in their own language without threading it through every
/// narrator, and the language ends with the call (a panic included), so none leaks
/// into the next reader's answer.
pub fn in_language<T>(language: Language, work: impl FnOnce() -> T) -> T {
    struct Restore(Option<Language>);
    impl Drop for Restore {
        fn drop(&mut self) {
            SCOPED.set(self.0);
        }
    }
    let _restore = Restore(SCOPED.replace(Some(language)));
    work()
}

/// The text of one area's messages in `language` (Cyrillic Serbian transliterated), for
/// a front end that formats them itself (the browser page).
pub fn area_text(language: Language, area: &str) -> Option<String> {
    let (_, text) = language.files().iter().find(|(name, _)| *name == area)?;
    Some(match language {
        Language::SrCyrl => ftl_to_cyrillic(text),
        _ => (*text).to_string(),
    })
}

/// Serbian Latin text in Cyrillic: one letter for one, and one for each of the digraphs
/// lj, nj and dž. Letters Serbian has not (q, w, x, y) are left as they are.
pub fn to_cyrillic(latin: &str) -> String {
    let mut cyrillic = String::with_capacity(latin.len() * 2);
    let mut chars = latin.chars().peekable();
    while let Some(c) = chars.next() {
        let next = chars.peek().copied();
        let digraph = match (c, next) {
            ('l', Some('j')) => Some('љ'),
            ('L', Some('j')) | ('L', Some('J')) => Some('Љ'),
            ('n', Some('j')) => Some('њ'),
            ('N', Some('j')) | ('N', Some('J')) => Some('Њ'),
            ('d', Some('ž')) => Some('џ'),
            ('D', Some('ž')) | ('D', Some('Ž')) => Some('Џ'),
            _ => None,
        };
        if let Some(letter) = digraph {
            chars.next();
            cyrillic.push(letter);
            continue;
        }
        const PAIRS: [(char, char); 27] = [
            ('a', 'а'),
            ('b', 'б'),
            ('c', 'ц'),
            ('č', 'ч'),
            ('ć', 'ћ'),
            ('d', 'д'),
            ('đ', 'ђ'),
            ('e', 'е'),
            ('f', 'ф'),
            ('g', 'г'),
            ('h', 'х'),
            ('i', 'и'),
            ('j', 'ј'),
            ('k', 'к'),
            ('l', 'л'),
            ('m', 'м'),
            ('n', 'н'),
            ('o', 'о'),
            ('p', 'п'),
            ('r', 'р'),
            ('s', 'с'),
            ('š', 'ш'),
            ('t', 'т'),
            ('u', 'у'),
            ('v', 'в'),
            ('z', 'з'),
            ('ž', 'ж'),
        ];
        let lower = c.to_lowercase().next().unwrap_or(c);
        match PAIRS.iter().find(|(latin, _)| *latin == lower) {
            Some((_, letter)) if lower == c => cyrillic.push(*letter),
            Some((_, letter)) => cyrillic.extend(letter.to_uppercase()),
            None => cyrillic.push(c),
        }
    }
    cyrillic
}

/// An FTL file with the text of its messages in Cyrillic: only the text, never an id,
/// a variable, a variant's key or a string literal, so `{"7h"}` stays as typed.
fn ftl_to_cyrillic(source: &str) -> String {
    fn pattern<'s>(pattern: &ast::Pattern<&'s str>, texts: &mut Vec<&'s str>) {
        for element in &pattern.elements {
            match element {
                ast::PatternElement::TextElement { value } => texts.push(value),
                ast::PatternElement::Placeable { expression } => {
                    expression_texts(expression, texts)
                }
            }
        }
    }
    fn expression_texts<'s>(expression: &ast::Expression<&'s str>, texts: &mut Vec<&'s str>) {
        match expression {
            ast::Expression::Select { variants, .. } => {
                for variant in variants {
                    pattern(&variant.value, texts);
                }
            }
            ast::Expression::Inline(ast::InlineExpression::Placeable { expression }) => {
                expression_texts(expression, texts);
            }
            ast::Expression::Inline(_) => {}
        }
    }
    let resource = match fluent_syntax::parser::parse(source) {
        Ok(resource) | Err((resource, _)) => resource,
    };
    let mut texts = Vec::new();
    for entry in &resource.body {
        let (value, attributes) = match entry {
            ast::Entry::Message(message) => (message.value.as_ref(), &message.attributes),
            ast::Entry::Term(term) => (Some(&term.value), &term.attributes),
            _ => continue,
        };
        value
            .into_iter()
            .for_each(|value| pattern(value, &mut texts));
        attributes
            .iter()
            .for_each(|attribute| pattern(&attribute.value, &mut texts));
    }
    // The parser's text is slices of the source: where each lies tells what to change.
    let base = source.as_ptr() as usize;
    let mut spans: Vec<(usize, usize)> = texts
        .iter()
        .map(|text| (text.as_ptr() as usize - base, text.len()))
        .filter(|(start, len)| start + len <= source.len())
        .collect();
    spans.sort_unstable();
    let mut cyrillic = String::with_capacity(source.len() * 2);
    let mut at = 0;
    for (start, len) in spans {
        if start < at {
            continue;
        }
        cyrillic.push_str(&source[at..start]);
        cyrillic.push_str(&to_cyrillic(&source[start..start + len]));
        at = start + len;
    }
    cyrillic.push_str(&source[at..]);
    cyrillic
}

/// One argument of a message: a name or other text, or a number (which Fluent's plural
/// rules read), or text a told line marks as a run ([`card`], [`player`], [`action`]).
#[derive(Debug, Clone)]
pub enum Arg {
    Text(String),
    Number(i64),
    Marked(Mark, String),
}

/// A card's name as an argument of a told line ([`told!`](crate::told)).
pub fn card(text: impl Into<String>) -> Arg {
    Arg::Marked(Mark::Card, text.into())
}

/// A player's name as an argument of a told line.
pub fn player(name: impl Into<String>) -> Arg {
    Arg::Marked(Mark::Player, name.into())
}

/// A move's words as an argument of a told line.
pub fn action(text: impl Into<String>) -> Arg {
    Arg::Marked(Mark::Action, text.into())
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
        bundle.set_formatter(Some(mark_numbers));
        for (area, text) in language.files() {
            let code = language.folder();
            let text = match language {
                Language::SrCyrl => ftl_to_cyrillic(text),
                _ => (*text).to_string(),
            };
            let resource = FluentResource::try_new(text).unwrap_or_else(|(resource, _)| {
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

/// Every number a message shows is a marked run; [`text_in`] drops the marks again.
fn mark_numbers<M>(value: &FluentValue, _: &M) -> Option<String> {
    match value {
        FluentValue::Number(number) => Some(runs::marked(Mark::Number, &number.as_string())),
        _ => None,
    }
}

/// The message `id` in this run's language with `args`.
pub fn text(id: &str, args: &[(&str, Arg)]) -> String {
    text_in(language(), id, args)
}

/// The message `id` in `language` with `args`, or in English where `language` lacks it.
/// A message missing in English too reads as its id, so a mistake shows instead of
/// hiding; the tests check that every id said exists.
pub fn text_in(language: Language, id: &str, args: &[(&str, Arg)]) -> String {
    runs::plain(&told_in(language, id, args))
}

/// The message `id` in this run's language as a told line: its cards, players,
/// actions and numbers marked as runs ([`runs`]), for a front end to show.
pub fn told(id: &str, args: &[(&str, Arg)]) -> String {
    told_in(language(), id, args)
}

/// [`told`] in `language`.
pub fn told_in(language: Language, id: &str, args: &[(&str, Arg)]) -> String {
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
            Arg::Marked(mark, text) => FluentValue::from(runs::marked(*mark, text)),
        };
        fluent_args.set(*name, value);
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    text.into_owned()
}

/// The sentence of message `id` in this run's language: `say!("saboteur-discarded", name = who)`.
#[macro_export]
macro_rules! say {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::words::text($id, &[$((stringify!($name), $crate::words::Arg::from($value))),*])
    };
}

/// The line of message `id` in this run's language with its runs marked, for
/// narration: `told!("saboteur-discarded", name = words::player(who))`.
#[macro_export]
macro_rules! told {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::words::told($id, &[$((stringify!($name), $crate::words::Arg::from($value))),*])
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
                    // The page's packages and its unit tests' made-up messages say nothing.
                    if !path.ends_with("node_modules") && !path.ends_with("page/test") {
                        folders.push(path);
                    }
                    continue;
                }
                // The browser page names its messages (`page-…`) as quoted ids.
                if path
                    .extension()
                    .is_some_and(|ext| ext == "js" || ext == "html")
                {
                    let source = std::fs::read_to_string(&path).expect("a page file");
                    for (at, _) in source.match_indices("\"page-") {
                        let id: String = source[at + 1..]
                            .chars()
                            .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                            .collect();
                        used.push((id, path.display().to_string()));
                    }
                    continue;
                }
                // This file speaks of the macro rather than saying anything.
                if path.extension().is_none_or(|ext| ext != "rs") || path.ends_with("src/words.rs")
                {
                    continue;
                }
                let source = std::fs::read_to_string(&path).expect("a source file");
                let calls = ["say", "told"].into_iter().flat_map(|name| {
                    source
                        .match_indices(name)
                        .map(move |(at, _)| at + name.len())
                });
                for end in calls {
                    let rest = &source[end..];
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
                    panic!("locales/{}/{area}.ftl: {errors:?}", language.folder());
                }
                // A translation says only what English says.
                for id in ids(text) {
                    assert!(
                        bundle(Language::En).get_message(id).is_some(),
                        "locales/{}/{area}.ftl has {id}, which English has not",
                        language.folder()
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

    #[test]
    fn tags_and_locales_name_the_languages_and_their_serbian_scripts() {
        for (tag, language) in [
            ("en", Language::En),
            ("pl", Language::Pl),
            ("PL-pl", Language::Pl),
            ("cs-CZ", Language::Cs),
            ("sr", Language::Sr),
            ("sr-Latn", Language::Sr),
            ("sr-Latn-RS", Language::Sr),
            ("sr@latin", Language::Sr),
            ("sr-Cyrl", Language::SrCyrl),
            ("sr-Cyrl-RS", Language::SrCyrl),
        ] {
            assert_eq!(tag.parse::<Language>(), Ok(language), "{tag}");
        }
        assert!("de".parse::<Language>().is_err());
        assert!("".parse::<Language>().is_err());
        for language in Language::ALL {
            assert_eq!(language.to_string().parse::<Language>(), Ok(language));
        }
        for (locale, language) in [
            ("C", Some(Language::En)),
            ("POSIX", Some(Language::En)),
            ("C.UTF-8", Some(Language::En)),
            ("pl_PL.UTF-8", Some(Language::Pl)),
            ("cs_CZ", Some(Language::Cs)),
            ("sr_RS", Some(Language::SrCyrl)),
            ("sr_RS.UTF-8", Some(Language::SrCyrl)),
            ("sr_RS@latin", Some(Language::Sr)),
            ("sr_RS.UTF-8@latin", Some(Language::Sr)),
            ("sr_ME", Some(Language::SrCyrl)),
            ("de_DE.UTF-8", None),
        ] {
            assert_eq!(Language::from_locale(locale), language, "{locale}");
        }
    }

    #[test]
    fn the_first_locale_variable_set_decides_and_else_english() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(key, _)| *key == name)
                    .map(|(_, value)| value.to_string())
            }
        };
        assert_eq!(Language::from_environment(env(&[])), Language::En);
        assert_eq!(
            Language::from_environment(env(&[("LANG", "pl_PL.UTF-8")])),
            Language::Pl
        );
        let all_over_lang = env(&[("LC_ALL", "C"), ("LANG", "pl_PL.UTF-8")]);
        assert_eq!(Language::from_environment(all_over_lang), Language::En);
        let messages = env(&[("LC_ALL", ""), ("LC_MESSAGES", "cs_CZ"), ("LANG", "pl_PL")]);
        assert_eq!(Language::from_environment(messages), Language::Cs);
        assert_eq!(
            Language::from_environment(env(&[("LANG", "de_DE")])),
            Language::En
        );
        assert_eq!(
            Language::from_environment(env(&[("LANG", "sr_RS")])),
            Language::SrCyrl
        );
    }

    #[test]
    fn a_browser_gets_the_most_wanted_language_karty_speaks() {
        assert_eq!(Language::negotiate("pl-PL,pl;q=0.9,en;q=0.8"), Language::Pl);
        assert_eq!(
            Language::negotiate("de-DE,de;q=0.9,cs;q=0.8,en;q=0.7"),
            Language::Cs
        );
        assert_eq!(Language::negotiate("en;q=0.5, sr-Latn;q=0.9"), Language::Sr);
        assert_eq!(Language::negotiate("sr-Cyrl-RS"), Language::SrCyrl);
        assert_eq!(Language::negotiate("pl;q=0, cs;q=0.1"), Language::Cs);
        assert_eq!(Language::negotiate("de, fr;q=0.5"), Language::En);
        assert_eq!(Language::negotiate(""), Language::En);
        assert_eq!(Language::negotiate("*"), Language::En);
        assert_eq!(Language::negotiate("pl;q=nonsense, cs"), Language::Cs);
        // Equal weights keep the browser's order.
        assert_eq!(Language::negotiate("cs, pl"), Language::Cs);
    }

    #[test]
    fn serbian_latin_becomes_cyrillic_with_its_digraphs_as_one_letter() {
        assert_eq!(to_cyrillic("ljubav njiva džep"), "љубав њива џеп");
        assert_eq!(
            to_cyrillic("Ljubav Njiva Džep LJ NJ DŽ"),
            "Љубав Њива Џеп Љ Њ Џ"
        );
        assert_eq!(
            to_cyrillic("žandar, kec, mala dvojka: Dalje!"),
            "жандар, кец, мала двојка: Даље!"
        );
        assert_eq!(to_cyrillic("Ćao, đače, čuj, šta"), "Ћао, ђаче, чуј, шта");
        assert_eq!(to_cyrillic("7♥ 10 x"), "7♥ 10 x");
    }

    #[test]
    fn cyrillic_messages_keep_ids_variables_keys_and_literals_in_latin() {
        let source =
            "hello = Zdravo { $name }{ $n ->\n    [one] kec\n   *[other] { \"7h\" } džep\n}\n";
        let cyrillic = ftl_to_cyrillic(source);
        assert_eq!(
            cyrillic,
            "hello = Здраво { $name }{ $n ->\n    [one] кец\n   *[other] { \"7h\" } џеп\n}\n"
        );
    }

    /// The variables each message of an FTL file reads, by id.
    fn variables(text: &str) -> Vec<(String, Vec<String>)> {
        fn in_pattern(pattern: &ast::Pattern<&str>, found: &mut Vec<String>) {
            for element in &pattern.elements {
                if let ast::PatternElement::Placeable { expression } = element {
                    in_expression(expression, found);
                }
            }
        }
        fn in_inline(inline: &ast::InlineExpression<&str>, found: &mut Vec<String>) {
            match inline {
                ast::InlineExpression::VariableReference { id } => found.push(id.name.to_string()),
                ast::InlineExpression::Placeable { expression } => in_expression(expression, found),
                _ => {}
            }
        }
        fn in_expression(expression: &ast::Expression<&str>, found: &mut Vec<String>) {
            match expression {
                ast::Expression::Select { selector, variants } => {
                    in_inline(selector, found);
                    for variant in variants {
                        in_pattern(&variant.value, found);
                    }
                }
                ast::Expression::Inline(inline) => in_inline(inline, found),
            }
        }
        let resource = fluent_syntax::parser::parse(text).expect("the file parses");
        resource
            .body
            .iter()
            .filter_map(|entry| match entry {
                ast::Entry::Message(message) => {
                    let mut found = Vec::new();
                    if let Some(value) = &message.value {
                        in_pattern(value, &mut found);
                    }
                    Some((message.id.name.to_string(), found))
                }
                _ => None,
            })
            .collect()
    }

    #[test]
    fn every_language_has_every_message_and_no_argument_english_lacks() {
        let english: Vec<(String, Vec<String>)> = Language::En
            .files()
            .iter()
            .flat_map(|(_, text)| variables(text))
            .collect();
        assert!(
            english.len() > 100,
            "English has its messages: {}",
            english.len()
        );
        for language in [Language::Pl, Language::Cs, Language::Sr] {
            let own: Vec<(String, Vec<String>)> = language
                .files()
                .iter()
                .flat_map(|(_, text)| variables(text))
                .collect();
            for (id, _) in &english {
                assert!(
                    own.iter().any(|(own, _)| own == id),
                    "locales/{}/ lacks {id}",
                    language.folder()
                );
            }
            for (id, used) in &own {
                let Some((_, known)) = english.iter().find(|(english, _)| english == id) else {
                    panic!(
                        "locales/{}/ has {id}, which English has not",
                        language.folder()
                    );
                };
                for variable in used {
                    assert!(
                        known.contains(variable),
                        "locales/{}/: {id} reads ${variable}, which the message has not",
                        language.folder()
                    );
                }
            }
        }
    }

    #[test]
    fn the_check_of_arguments_sees_a_variable_in_a_selector_and_a_variant() {
        let found = variables("a = { $x ->\n    [one] { $y }\n   *[other] z\n}\n");
        assert_eq!(
            found,
            vec![("a".to_string(), vec!["x".to_string(), "y".to_string()])]
        );
    }

    #[test]
    fn plurals_follow_each_languages_rules() {
        let counts = [0, 1, 2, 5, 11, 12, 21, 22, 25, 111];
        let said = |language: Language| -> Vec<String> {
            counts
                .iter()
                .map(|count| crate::say_in!(language, "makao-cards", count = *count))
                .collect()
        };
        let expect = |words: [&str; 10]| -> Vec<String> {
            counts
                .iter()
                .zip(words)
                .map(|(count, word)| format!("{count} {word}"))
                .collect()
        };
        let en = [
            "cards", "card", "cards", "cards", "cards", "cards", "cards", "cards", "cards", "cards",
        ];
        assert_eq!(said(Language::En), expect(en));
        let pl = [
            "kart", "kartę", "karty", "kart", "kart", "kart", "kart", "karty", "kart", "kart",
        ];
        assert_eq!(said(Language::Pl), expect(pl));
        let cs = [
            "karet", "kartu", "karty", "karet", "karet", "karet", "karet", "karet", "karet",
            "karet",
        ];
        assert_eq!(said(Language::Cs), expect(cs));
        let sr = [
            "karata", "kartu", "karte", "karata", "karata", "karata", "kartu", "karte", "karata",
            "karata",
        ];
        assert_eq!(said(Language::Sr), expect(sr));
        let sr_cyrl = [
            "карата",
            "карту",
            "карте",
            "карата",
            "карата",
            "карата",
            "карту",
            "карте",
            "карата",
            "карата",
        ];
        assert_eq!(said(Language::SrCyrl), expect(sr_cyrl));
        // Nominative, in the stock's count: "2 karty" but "5 kart" in Polish.
        let stock = |language: Language, stock: u32| {
            crate::say_in!(language, "klondike-status", moves = 0u32, stock = stock)
        };
        assert!(
            stock(Language::Pl, 22).ends_with("22 karty"),
            "{}",
            stock(Language::Pl, 22)
        );
        assert!(
            stock(Language::Pl, 12).ends_with("12 kart"),
            "{}",
            stock(Language::Pl, 12)
        );
        assert!(
            stock(Language::Sr, 21).ends_with("21 karta"),
            "{}",
            stock(Language::Sr, 21)
        );
        assert!(
            stock(Language::Sr, 111).ends_with("111 karata"),
            "{}",
            stock(Language::Sr, 111)
        );
    }

    #[test]
    fn cyrillic_serbian_keeps_what_is_typed_and_shown_in_latin() {
        let help = crate::say_in!(Language::SrCyrl, "makao-help-names");
        assert!(help.contains("7h, Q♠, 10d"), "{help}");
        assert!(help.contains("карте"), "{help}");
        let seed = crate::say_in!(Language::SrCyrl, "table-seed-told", seed = "42");
        assert!(seed.contains("--seed 42"), "{seed}");
        // Names are free text: never transliterated.
        let laid = crate::say_in!(
            Language::SrCyrl,
            "makao-laid",
            you = "no",
            name = "Ljilja",
            card = "7♥",
            call = "none"
        );
        assert_eq!(laid, "Ljilja избацује 7♥.");
    }
}
