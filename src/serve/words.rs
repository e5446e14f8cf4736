//! Each reader's language at the browser table: the one a seat chose with the page's
//! selector (`POST api/lang`, kept for that seat's link), else the browser's
//! `Accept-Language`. Every request is answered inside [`Scoped`], so the narration,
//! refusals and words built for it are in its reader's language, and a table narrates
//! each move to each person in theirs ([`Languages::of`]). The page's own words are
//! sent parsed (`GET api/words`) for the page to format.

use std::collections::HashMap;
use std::pin::Pin;
use std::sync::Mutex;
use std::task::{Context, Poll};

use axum::body::Bytes;
use axum::extract::Extension;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use fluent_syntax::ast;
use serde_json::{Map, Value, json};

use crate::words::{self, Language};

/// The languages of the readers, by the key of their address: "" for the server's own
/// secret, a seat's secret for that seat.
#[derive(Default)]
pub struct Languages {
    /// Each key's language, and whether its reader chose it (else it is the browser's).
    by_key: Mutex<HashMap<String, (Language, bool)>>,
}

/// The key under which the server's own address keeps its language.
pub const HOST: &str = "";

impl Languages {
    fn map(&self) -> std::sync::MutexGuard<'_, HashMap<String, (Language, bool)>> {
        self.by_key.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The language of a request to `key` whose browser asks for `accept` (its
    /// `Accept-Language`, if sent): the one chosen for the key, else the browser's,
    /// which is kept until a choice replaces it, else the server's own (`--lang`).
    pub fn reader(&self, key: &str, accept: Option<&str>) -> Language {
        let mut map = self.map();
        match (map.get(key), accept) {
            (Some((language, true)), _) => *language,
            (_, Some(accept)) => {
                let language = Language::negotiate(accept);
                map.insert(key.to_string(), (language, false));
                language
            }
            (Some((language, false)), None) => *language,
            // No browser said: the language the server was started in.
            (None, None) => words::language(),
        }
    }

    /// `language`, chosen by the reader at `key`, from now on.
    pub fn choose(&self, key: &str, language: Language) {
        self.map().insert(key.to_string(), (language, true));
    }

    /// The language of the reader at `key`, as last heard (`None`: never heard).
    pub fn of(&self, key: &str) -> Option<Language> {
        self.map().get(key).map(|(language, _)| *language)
    }

    /// Forgets the keys `keep` refuses (links that open nothing any more).
    pub fn retain(&self, keep: impl Fn(&str) -> bool) {
        self.map().retain(|key, _| key == HOST || keep(key));
    }
}

/// Whom a request speaks for, as the languages know them: its key ([`HOST`] or a seat's
/// secret) and its language.
#[derive(Debug, Clone)]
pub struct Reader {
    pub key: String,
    pub language: Language,
}

/// A future polled with its reader's language on the thread ([`words::in_language`]),
/// so what it builds is said in that language and none other.
pub struct Scoped<F> {
    language: Language,
    inner: Pin<Box<F>>,
}

impl<F> Scoped<F> {
    pub fn new(language: Language, inner: F) -> Scoped<F> {
        Scoped {
            language,
            inner: Box::pin(inner),
        }
    }
}

impl<F: Future> Future for Scoped<F> {
    type Output = F::Output;

    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<F::Output> {
        let language = self.language;
        words::in_language(language, || self.inner.as_mut().poll(cx))
    }
}

/// The page's messages in `language` (English where it lacks one), each a list of
/// parts as `words.js` formats them: text, `{"var": name}`, or `{"select": name,
/// "variants": [[key, parts]...], "other": index}`.
pub fn page_messages(language: Language) -> Map<String, Value> {
    let mut messages = Map::new();
    for language in [Language::En, language] {
        let Some(text) = words::area_text(language, "page") else {
            continue;
        };
        let resource = match fluent_syntax::parser::parse(text.as_str()) {
            Ok(resource) | Err((resource, _)) => resource,
        };
        for entry in &resource.body {
            if let ast::Entry::Message(message) = entry
                && message.id.name.starts_with("page-")
                && let Some(value) = &message.value
            {
                messages.insert(message.id.name.to_string(), pattern(value));
            }
        }
    }
    messages
}

fn pattern(pattern: &ast::Pattern<&str>) -> Value {
    let mut parts: Vec<Value> = Vec::new();
    for element in &pattern.elements {
        let part = match element {
            ast::PatternElement::TextElement { value } => Value::from(*value),
            ast::PatternElement::Placeable { expression } => self::expression(expression),
        };
        // Neighbouring text is one part.
        match (parts.last_mut(), &part) {
            (Some(Value::String(last)), Value::String(text)) => last.push_str(text.as_str()),
            _ => parts.push(part),
        }
    }
    Value::from(parts)
}

fn expression(expression: &ast::Expression<&str>) -> Value {
    match expression {
        ast::Expression::Select { selector, variants } => {
            let name = match selector {
                ast::InlineExpression::VariableReference { id } => id.name,
                _ => "",
            };
            let other = variants.iter().position(|v| v.default).unwrap_or(0);
            let variants: Vec<Value> = variants
                .iter()
                .map(|variant| {
                    let key = match &variant.key {
                        ast::VariantKey::Identifier { name } => *name,
                        ast::VariantKey::NumberLiteral { value } => *value,
                    };
                    json!([key, pattern(&variant.value)])
                })
                .collect();
            json!({ "select": name, "variants": variants, "other": other })
        }
        ast::Expression::Inline(inline) => match inline {
            ast::InlineExpression::VariableReference { id } => json!({ "var": id.name }),
            ast::InlineExpression::StringLiteral { value } => Value::from(*value),
            ast::InlineExpression::NumberLiteral { value } => Value::from(*value),
            ast::InlineExpression::Placeable { expression: inner } => self::expression(inner),
            // Terms, functions and references to other messages: the page's words use none.
            _ => Value::from(""),
        },
    }
}

/// `{"lang": tag, "messages": {...}}` for `language`.
fn answer(language: Language) -> Response {
    let body = json!({ "lang": language.code(), "messages": page_messages(language) });
    (
        [(axum::http::header::CONTENT_TYPE, "application/json")],
        body.to_string(),
    )
        .into_response()
}

/// `GET api/words`: the page's words in the reader's language.
pub async fn show(Extension(reader): Extension<Reader>) -> Response {
    answer(reader.language)
}

/// `POST api/lang` with `{"lang": "pl"}`: the reader's choice, kept for their address
/// (so the server narrates to this seat in it), and the page's words in it.
pub async fn choose(
    axum::extract::State(shared): axum::extract::State<std::sync::Arc<super::api::Shared>>,
    Extension(reader): Extension<Reader>,
    body: Bytes,
) -> Response {
    #[derive(serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Choice {
        lang: String,
    }
    let choice: Choice = match serde_json::from_slice(&body) {
        Ok(choice) => choice,
        Err(err) => {
            let reason = crate::say!("serve-not-json", reason = err.to_string());
            return super::api::error(StatusCode::BAD_REQUEST, &reason);
        }
    };
    match choice.lang.parse::<Language>() {
        Ok(language) => {
            shared.languages.choose(&reader.key, language);
            answer(language)
        }
        Err(err) => super::api::error(StatusCode::BAD_REQUEST, &err.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_choice_outlasts_the_browser_and_the_browser_is_heard_until_then() {
        let languages = Languages::default();
        assert_eq!(languages.reader("a", None), Language::En);
        assert_eq!(languages.reader("a", Some("pl-PL,pl;q=0.9")), Language::Pl);
        // A request that names no language keeps the one heard.
        assert_eq!(languages.reader("a", None), Language::Pl);
        assert_eq!(languages.of("a"), Some(Language::Pl));
        languages.choose("a", Language::SrCyrl);
        assert_eq!(languages.reader("a", Some("cs")), Language::SrCyrl);
        // Another key is another reader.
        assert_eq!(languages.reader("b", Some("cs")), Language::Cs);
        languages.retain(|key| key == "b");
        assert_eq!(languages.of("a"), None);
        assert_eq!(languages.of("b"), Some(Language::Cs));
    }

    #[test]
    fn the_page_gets_every_message_in_its_language_with_plurals_as_variants() {
        let english = page_messages(Language::En);
        let polish = page_messages(Language::Pl);
        assert!(english.len() > 100, "{}", english.len());
        for id in english.keys() {
            assert!(polish.contains_key(id), "{id}");
        }
        assert_eq!(polish["page-start"], json!(["Start"]));
        let cards = &polish["page-cards"][0];
        assert_eq!(cards["select"], "count");
        let keys: Vec<&str> = cards["variants"]
            .as_array()
            .unwrap()
            .iter()
            .map(|variant| variant[0].as_str().unwrap())
            .collect();
        assert_eq!(keys, ["one", "few", "many"]);
        let cyrillic = page_messages(Language::SrCyrl);
        assert!(
            cyrillic["page-play-again"][0]
                .as_str()
                .unwrap()
                .chars()
                .any(|c| ('а'..='я').contains(&c)),
            "{}",
            cyrillic["page-play-again"]
        );
        // Pile letters, keys and card notation stay as they are typed and labelled.
        let help = cyrillic["page-klondike-help"][0].as_str().unwrap();
        for latin in ["W–Z", "A–G", " U ", " V.", "Tab", "Enter"] {
            assert!(help.contains(latin), "{latin} in {help}");
        }
        assert!(help.contains("шпил"), "{help}");
    }

    /// The page's unit tests read the words as the server sends them, from
    /// `page/test/words-<lang>.json`: kept equal to what the server sends now (run with
    /// `KARTY_UPDATE_FIXTURES=1` to write them anew after changing a message).
    #[test]
    fn the_page_tests_read_the_words_the_server_sends() {
        for language in [Language::En, Language::Pl] {
            let path = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!(
                "src/serve/page/test/words-{}.json",
                language.code()
            ));
            let now = json!({ "lang": language.code(), "messages": page_messages(language) });
            let now = format!("{}\n", serde_json::to_string_pretty(&now).unwrap());
            if std::env::var_os("KARTY_UPDATE_FIXTURES").is_some() {
                std::fs::write(&path, &now).unwrap();
            }
            let kept = std::fs::read_to_string(&path).unwrap_or_default();
            assert!(
                kept == now,
                "{} is not what the server sends: run KARTY_UPDATE_FIXTURES=1 cargo test the_page_tests_read",
                path.display()
            );
        }
    }

    #[test]
    fn a_scoped_future_speaks_its_language_and_leaves_none_behind() {
        let said = futures_util::FutureExt::now_or_never(Scoped::new(Language::Pl, async {
            crate::say!("serve-you")
        }));
        assert_eq!(said.as_deref(), Some("Ty"));
        assert_eq!(crate::say!("serve-you"), "You");
    }
}
