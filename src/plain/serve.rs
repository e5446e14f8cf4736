//! A catalogued game at the browser table: its new-game form read from its settings'
//! fields, its moves told in its own plain words (from events as each seat learns them),
//! through the API every game shares.

use std::sync::Arc;

use axum::Router;
use contract::stats::bot_seed;
use contract::{Bot, Game, Level};
use serde_json::{Map, Value};

use super::Plain;
use crate::serve::api::{Kind, Setup, Shared, form_seed, person_name};

/// The routes of `G`'s tables.
pub fn routes<G: Plain>(shared: Arc<Shared>) -> Router {
    crate::serve::api::routes::<Served<G>>(shared)
}

/// `G` as the server keeps it: the same game, under a type of this crate so that the
/// server's trait can be given to every catalogued game at once.
#[derive(Debug, Clone)]
pub struct Served<G>(G);

impl<G: Plain> Game for Served<G> {
    const NAME: &'static str = G::NAME;
    type Settings = G::Settings;
    type Action = G::Action;
    type View = G::View;
    type Event = G::Event;
    type SetupError = G::SetupError;
    type RuleError = G::RuleError;
    type ParseError = G::ParseError;
    type LoadError = G::LoadError;

    fn new_game(settings: &G::Settings, seed: u64) -> Result<Self, G::SetupError> {
        G::new_game(settings, seed).map(Served)
    }

    fn players(&self) -> usize {
        self.0.players()
    }

    fn to_move(&self) -> Option<usize> {
        self.0.to_move()
    }

    fn legal_actions_into(&self, out: &mut Vec<G::Action>) {
        self.0.legal_actions_into(out);
    }

    fn apply(&mut self, action: G::Action) -> Result<Vec<G::Event>, G::RuleError> {
        #[allow(clippy::disallowed_methods)] // the same step, called by the driver
        self.0.apply(action)
    }

    fn view(&self, player: usize) -> G::View {
        self.0.view(player)
    }

    fn event_for(event: &G::Event, player: usize) -> G::Event {
        G::event_for(event, player)
    }

    fn winners(&self) -> Vec<usize> {
        self.0.winners()
    }

    fn points(&self) -> Option<Vec<i64>> {
        self.0.points()
    }

    fn figures(&self) -> Vec<(&'static str, f64)> {
        self.0.figures()
    }

    fn parse_action(&self, text: &str) -> Result<G::Action, G::ParseError> {
        self.0.parse_action(text)
    }

    fn bot_must(legal: &[G::Action]) -> Option<G::Action> {
        G::bot_must(legal)
    }

    fn to_json(&self) -> String {
        self.0.to_json()
    }

    fn from_json(text: &str) -> Result<Self, G::LoadError> {
        G::from_json(text).map(Served)
    }
}

impl<G: Plain> crate::records::Recordable for Served<G> {
    fn settings_of(position: &Self) -> Option<G::Settings> {
        G::settings_of(&position.0)
    }

    fn picture(view: &G::View, names: &[String]) -> String {
        G::picture(view, names)
    }
}

/// A bot of `G` playing `Served<G>`: it sees the same seat of the same game.
struct ServedBot<G: Game>(Box<dyn Bot<G>>);

impl<G: Plain> Bot<Served<G>> for ServedBot<G> {
    fn choose(
        &mut self,
        seat: &contract::Seat<'_, Served<G>>,
        legal: &[G::Action],
    ) -> Option<G::Action> {
        // The seat's window, onto the game inside: the same view, nothing more.
        let inner = seat.window(|served| &served.0);
        self.0.choose(&inner, legal)
    }

    fn observe(&mut self, event: &G::Event) {
        self.0.observe(event);
    }

    fn listens(&self) -> bool {
        self.0.listens()
    }
}

fn bot<G: Plain>(level: G::Level, seat: usize, seed: u64) -> Box<dyn Bot<Served<G>>> {
    Box::new(ServedBot(level.bot(seat, seed)))
}

/// The form's own fields, besides the game's settings (and the kind of computer
/// player, which the registry lists among them).
const TABLE_FIELDS: [&str; 3] = ["computers", "level", "seed"];

impl<G: Plain> Kind for Served<G> {
    fn fields() -> Vec<&'static str> {
        vec!["computers", "seed"]
    }

    fn setup(form: &Value, people: usize) -> Result<Setup<Served<G>>, String> {
        let form = form
            .as_object()
            .ok_or_else(|| "the new-game form must be an object".to_string())?;
        let fewest = *G::SEATS.start();
        let computers = match form.get("computers") {
            None | Some(Value::Null) => fewest.saturating_sub(people),
            Some(value) => value
                .as_u64()
                .and_then(|n| usize::try_from(n).ok())
                .filter(|n| *n <= *G::SEATS.end())
                .ok_or_else(|| {
                    format!("computers must be a number from 0 to {}", G::SEATS.end())
                })?,
        };
        let players = people + computers;
        crate::registry::check_seats(G::NAME, players)?;
        let level = match form.get("level") {
            None | Some(Value::Null) => G::default_level(),
            Some(Value::String(name)) => super::level::<G>(name)?,
            Some(_) => return Err(crate::registry::level_must_be(G::NAME)),
        };
        let chosen: Map<String, Value> = form
            .iter()
            .filter(|(name, _)| !TABLE_FIELDS.contains(&name.as_str()))
            .map(|(name, value)| (name.clone(), value.clone()))
            .collect();
        let settings = G::seated(super::settings::<G>(&chosen)?, players);
        let seed = form_seed(form)?;
        let names = (0..players)
            .map(|seat| {
                if seat < people {
                    person_name(seat, people)
                } else {
                    format!("Computer {}", seat + 1 - people)
                }
            })
            .collect::<Vec<String>>();
        let bots = (0..players)
            .map(|seat| {
                (seat >= people).then(|| bot::<G>(level, seat, bot_seed(seed.unwrap_or(0), seat)))
            })
            .collect();
        Ok(Setup {
            settings,
            seed,
            bots,
            names,
            length: None,
        })
    }

    fn narrate(
        _before: &G::View,
        _actor: usize,
        _action: G::Action,
        events: &[G::Event],
        _seat: usize,
        names: &[String],
    ) -> Vec<String> {
        events
            .iter()
            .map(|event| G::narrate(event, names))
            .collect()
    }

    fn ending(&self, names: &[String], _seat: usize) -> Vec<String> {
        crate::text::game_over(names, &self.0.winners(), self.0.points())
    }

    fn stand_in(&self, seat: usize) -> Option<Box<dyn Bot<Served<G>>>> {
        Some(bot::<G>(G::default_level(), seat, cards::fresh_seed()))
    }
}
