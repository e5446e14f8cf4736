//! The settings the menu offers for each game, shown before it starts and remembered
//! between runs in `settings.json` in the user's config directory. Each game lists its
//! settings in its registry entry; this screen, the file and the checks are written once.
//! A file from an earlier version loads: a setting it lacks takes its default, and one
//! this version does not know, or a value it no longer allows, is left out.

use std::path::{Path, PathBuf};

use anyhow::Result;
use contract::{Field, FieldKind};
use serde_json::{Map, Value, json};

use crate::registry::Entry;
use crate::say;
use crate::ui::Ui;

/// One setting as the menu and the browser's new-game form offer it.
#[derive(Debug, Clone, PartialEq)]
pub struct Setting {
    /// Its key in the settings file, the game's settings and the browser's form (`draw`).
    pub name: &'static str,
    /// What it sets ("Cards turned from the stock").
    pub about: &'static str,
    pub kind: Kind,
    pub default: Value,
    /// Whether the browser's table offers it too (else the terminal's alone, for now).
    pub browser: bool,
    /// Older words a choice still reads (a level's name before `easy`, `normal`, `hard`).
    pub also: &'static [&'static str],
}

/// What a setting holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Kind {
    Number { min: u64, max: u64 },
    Choice(Vec<String>),
    Flag,
}

impl Setting {
    pub fn number(
        name: &'static str,
        about: &'static str,
        min: u64,
        max: u64,
        default: u64,
    ) -> Setting {
        Setting {
            name,
            about,
            kind: Kind::Number { min, max },
            default: Value::from(default),
            browser: true,
            also: &[],
        }
    }

    pub fn choice(
        name: &'static str,
        about: &'static str,
        values: Vec<String>,
        default: &str,
    ) -> Setting {
        Setting {
            name,
            about,
            kind: Kind::Choice(values),
            default: Value::from(default),
            browser: true,
            also: &[],
        }
    }

    pub fn flag(name: &'static str, about: &'static str, default: bool) -> Setting {
        Setting {
            name,
            about,
            kind: Kind::Flag,
            default: Value::Bool(default),
            browser: true,
            also: &[],
        }
    }

    /// Also reads these older words.
    pub fn also_reads(self, also: &'static [&'static str]) -> Setting {
        Setting { also, ..self }
    }

    /// An engine's setting (see [`contract::Catalogued::fields`]) with its default.
    pub fn of_field(field: &Field, default: Value) -> Setting {
        let kind = match field.kind {
            FieldKind::Number { min, max } => Kind::Number { min, max },
            FieldKind::Choice { values } => {
                Kind::Choice(values.iter().map(ToString::to_string).collect())
            }
            FieldKind::Flag => Kind::Flag,
        };
        Setting {
            name: field.name,
            about: field.about,
            kind,
            default,
            browser: true,
            also: &[],
        }
    }

    /// Whether `value` is one this setting may hold (a choice of numbers may be given
    /// as a number: `3` for `"3"`).
    pub fn admits(&self, value: &Value) -> bool {
        match &self.kind {
            Kind::Number { min, max } => value.as_u64().is_some_and(|n| (*min..=*max).contains(&n)),
            Kind::Choice(values) => {
                let word = match value {
                    Value::Number(n) => n.to_string(),
                    other => other.as_str().unwrap_or_default().to_string(),
                };
                values.contains(&word) || self.also.contains(&word.as_str())
            }
            Kind::Flag => value.is_boolean(),
        }
    }

    /// The setting as the browser's page builds its field from it.
    pub fn described(&self) -> Value {
        let kind = match &self.kind {
            Kind::Number { min, max } => json!({"type": "number", "min": min, "max": max}),
            Kind::Choice(values) => {
                // Each value as the reader's language names it (the browser's form).
                let labels: Vec<String> = values
                    .iter()
                    .map(|value| Setting::shown(&Value::from(value.as_str())))
                    .collect();
                json!({"type": "choice", "values": values, "labels": labels})
            }
            Kind::Flag => json!({"type": "flag"}),
        };
        json!({"name": self.name, "about": self.about_text(), "kind": kind, "default": self.default})
    }

    /// What its value must be, in words.
    pub fn must_be(&self) -> String {
        match &self.kind {
            Kind::Number { min, max } => {
                say!(
                    "menu-must-be-number",
                    name = self.name,
                    min = *min,
                    max = *max
                )
            }
            Kind::Choice(values) => {
                say!(
                    "menu-must-be-choice",
                    name = self.name,
                    values = values.join(", ")
                )
            }
            Kind::Flag => say!("menu-must-be-flag", name = self.name),
        }
    }

    /// `value` as the menu shows it, in the language read (a word it does not know,
    /// such as a rule set's name, as it is).
    fn shown(value: &Value) -> String {
        let word = match value {
            Value::Bool(true) => "yes".to_string(),
            Value::Bool(false) => "no".to_string(),
            Value::String(word) => word.clone(),
            other => other.to_string(),
        };
        say!("menu-value", value = word)
    }

    /// What it sets, in the language read.
    fn about_text(&self) -> String {
        say!("menu-setting-about", name = self.name, about = self.about)
    }
}

/// The settings chosen for one game, every one of its settings present and allowed.
#[derive(Debug, Clone, PartialEq)]
pub struct Chosen(Map<String, Value>);

impl Chosen {
    /// `settings` at their defaults, with whichever of `remembered` they admit.
    pub fn new(settings: &[Setting], remembered: Option<&Map<String, Value>>) -> Chosen {
        let chosen = settings
            .iter()
            .map(|setting| {
                let value = remembered
                    .and_then(|old| old.get(setting.name))
                    .filter(|value| setting.admits(value))
                    .unwrap_or(&setting.default);
                (setting.name.to_string(), value.clone())
            })
            .collect();
        Chosen(chosen)
    }

    pub fn word(&self, name: &str) -> &str {
        self.0.get(name).and_then(Value::as_str).unwrap_or_default()
    }

    pub fn flag(&self, name: &str) -> bool {
        self.0.get(name).and_then(Value::as_bool).unwrap_or(false)
    }

    pub fn number(&self, name: &str) -> u64 {
        self.0.get(name).and_then(Value::as_u64).unwrap_or(0)
    }

    pub fn map(&self) -> &Map<String, Value> {
        &self.0
    }
}

/// The settings file: `KARTY_CONFIG_DIR`, else `KARTY_DATA_DIR` (which keeps a test's or
/// a script's run apart from the user's own), else the user's config directory.
fn path() -> Option<PathBuf> {
    let set = |name| std::env::var_os(name).filter(|dir| !dir.is_empty());
    let dir = match set("KARTY_CONFIG_DIR").or_else(|| set("KARTY_DATA_DIR")) {
        Some(dir) => PathBuf::from(dir),
        None => directories::ProjectDirs::from("", "", "karty")?
            .config_dir()
            .to_path_buf(),
    };
    Some(dir.join("settings.json"))
}

/// Every game's remembered settings, as the file holds them (nothing when it is
/// missing or unreadable: the defaults then stand).
fn load_file(path: Option<&Path>) -> Map<String, Value> {
    let Some(path) = path else {
        return Map::new();
    };
    let Ok((_, text)) = crate::machine::read_limited(path) else {
        return Map::new();
    };
    match serde_json::from_str::<Value>(&text) {
        Ok(Value::Object(mut file)) => match file.remove("games") {
            Some(Value::Object(games)) => games,
            _ => Map::new(),
        },
        _ => Map::new(),
    }
}

/// The settings last chosen for `entry`'s game (kept in `file`), or its defaults.
fn remembered(file: Option<&Path>, entry: &Entry) -> Chosen {
    let games = load_file(file);
    let old = games.get(entry.name).and_then(Value::as_object);
    Chosen::new(&(entry.settings)(), old)
}

/// Keeps `chosen` as `entry`'s settings for the next run; the other games' are kept
/// as they were.
fn remember(file: Option<&Path>, entry: &Entry, chosen: &Chosen) -> Result<()> {
    let Some(path) = file else {
        return Ok(());
    };
    let mut games = load_file(Some(path));
    games.insert(entry.name.to_string(), Value::Object(chosen.0.clone()));
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let text = serde_json::to_string_pretty(&serde_json::json!({ "games": games }))?;
    crate::terminal::write_atomically(path, &format!("{text}\n"))
}

/// What the person chose on a game's screen in the menu.
#[derive(Debug, Clone, PartialEq)]
pub enum Begin {
    /// A new game with these settings.
    New(Chosen),
    /// The game saved in this file.
    Saved(PathBuf),
    /// Back to the main menu (or input ended).
    Back,
}

/// The menu's screen before `entry`'s game: start with the settings shown, change one
/// of them first, or open a saved game.
pub fn before_the_game(ui: &mut Ui, entry: &Entry) -> Result<Begin> {
    before_the_game_in(ui, entry, path().as_deref())
}

fn before_the_game_in(ui: &mut Ui, entry: &Entry, file: Option<&Path>) -> Result<Begin> {
    let settings = (entry.settings)();
    let mut chosen = remembered(file, entry);
    loop {
        let mut items = vec![say!("menu-start", game = entry.local_title())];
        items.extend(settings.iter().map(|setting| {
            let value = chosen.0.get(setting.name).unwrap_or(&setting.default);
            say!(
                "menu-setting",
                about = setting.about_text(),
                value = Setting::shown(value)
            )
        }));
        items.push(say!("menu-open-saved", game = entry.local_title()));
        items.push(say!("menu-back-to-main"));
        let title = say!("menu-settings-title", game = entry.local_title());
        let Some(choice) = ui.choose(&title, &items)? else {
            return Ok(Begin::Back);
        };
        if choice == 0 {
            if let Err(err) = remember(file, entry, &chosen) {
                ui.say(say!(
                    "menu-settings-not-kept",
                    reason = crate::text::safe(&format!("{err:#}"))
                ));
            }
            return Ok(Begin::New(chosen));
        }
        if choice == settings.len() + 1 {
            match ui.ask(&say!("menu-which-file"))? {
                Some(name) if !name.trim().is_empty() => {
                    return Ok(Begin::Saved(PathBuf::from(name.trim())));
                }
                Some(_) => continue,
                None => return Ok(Begin::Back),
            }
        }
        let Some(setting) = settings.get(choice - 1) else {
            return Ok(Begin::Back);
        };
        if let Some(value) = change(ui, setting, &chosen)? {
            chosen.0.insert(setting.name.to_string(), value);
        }
    }
}

/// Asks for a new value of `setting` (a flag simply turns over).
fn change(ui: &mut Ui, setting: &Setting, chosen: &Chosen) -> Result<Option<Value>> {
    Ok(match &setting.kind {
        Kind::Flag => Some(Value::Bool(!chosen.flag(setting.name))),
        Kind::Choice(values) => ui
            .choose(setting.about, values)?
            .map(|at| Value::from(values[at].as_str())),
        Kind::Number { min, max } => {
            let prompt = say!(
                "menu-number-prompt",
                about = setting.about_text(),
                min = *min,
                max = *max
            );
            let (min, max) = (*min as usize, *max as usize);
            ui.ask_number(&prompt, min, max)?
                .map(|n| Value::from(n as u64))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings() -> Vec<Setting> {
        vec![
            Setting::choice("draw", "Cards turned", vec!["1".into(), "3".into()], "1"),
            Setting::flag("winnable", "Winnable deals only", false),
            Setting::number("rounds", "Rounds", 1, 3, 3),
        ]
    }

    #[test]
    fn remembered_values_are_kept_only_where_still_allowed() {
        let old = serde_json::json!({"draw": "3", "winnable": "yes", "rounds": 9, "gone": 1});
        let chosen = Chosen::new(&settings(), old.as_object());
        assert_eq!(chosen.word("draw"), "3");
        assert!(!chosen.flag("winnable"), "not a flag: the default");
        assert_eq!(chosen.number("rounds"), 3, "out of range: the default");
        assert_eq!(chosen.map().len(), 3, "an unknown setting is left out");
    }

    #[test]
    fn the_screen_changes_settings_and_starts_with_them() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("settings.json");
        let file = Some(file.as_path());
        let entry = crate::registry::find("klondike").unwrap();
        // Draw: choose 3; winnable: turn over; start.
        let mut ui = Ui::scripted("2\n2\n3\n1\n");
        let Begin::New(chosen) = before_the_game_in(&mut ui, entry, file).unwrap() else {
            panic!("a new game")
        };
        assert_eq!(chosen.word("draw"), "3");
        assert!(chosen.flag("winnable"));
        assert_eq!(remembered(file, entry), chosen, "kept for the next run");
        let open = (entry.settings)().len() + 2;
        let mut ui = Ui::scripted(&format!("{open}\n\n{open}\nmy game.json\n"));
        let begin = before_the_game_in(&mut ui, entry, file).unwrap();
        assert_eq!(begin, Begin::Saved(PathBuf::from("my game.json")));
        let mut ui = Ui::scripted(&format!("{}\n", open + 1));
        let begin = before_the_game_in(&mut ui, entry, file).unwrap();
        assert_eq!(begin, Begin::Back);
    }

    #[test]
    fn a_setting_says_what_it_must_be_with_numbers_as_typed() {
        let hands = Setting::number("hands", "Hands", 1, 1000, 1);
        assert_eq!(
            hands.must_be(),
            "hands must be a whole number from 1 to 1000"
        );
        let draw = Setting::choice("draw", "Cards turned", vec!["1".into(), "3".into()], "1");
        assert_eq!(draw.must_be(), "draw must be one of 1, 3");
        assert_eq!(
            Setting::flag("twist", "Twist", false).must_be(),
            "twist must be true or false"
        );
    }
}
