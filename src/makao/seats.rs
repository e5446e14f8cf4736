//! Who sits at the Makao table: the seating every game shares (crate::seating), with
//! Makao's seat limits (those of the rule set), its name rules, and its save file, which
//! keeps the match (scored rules) beside the hand in play.

use std::path::Path;

use anyhow::Result;
use makao::rules::Rules;
use makao::{Action, BotLevel, Config, Game, Match};

use crate::seating::{self, Seating};
use crate::ui::{Reply, Ui};

/// One seat: a person, or a computer player of some kind.
pub type Seat = seating::Seat<BotLevel>;

/// Makao's seating under a rule set.
pub struct MakaoTable<'a>(pub &'a Rules);

impl Seating for MakaoTable<'_> {
    type Level = BotLevel;
    type State = Game;
    type Series = Match;

    const GAME: &'static str = "makao";
    // As the Polish original does.
    const START_OVER: bool = true;
    const KIND_AT_START: bool = false;

    fn fewest(&self) -> usize {
        self.0.min_players
    }

    fn most(&self) -> usize {
        self.0.max_players
    }

    fn check_count(&self, total: usize) -> Result<(), String> {
        Config::new(self.0.set, total)
            .check()
            .map_err(|err| err.to_string())
    }

    fn refuse_name(name: &str, seated: &[&str]) -> Option<String> {
        if matches!(name.parse::<Action>(), Ok(Action::Say(Some(_)))) {
            return Some(format!(
                "\"{name}\" is a call, not a name (nobody holds cards yet, so no call is due)"
            ));
        }
        if name == "?" || name.eq_ignore_ascii_case("help") {
            return Some(format!("\"{name}\" is a command here, not a name"));
        }
        let lower = name.to_lowercase();
        if seated.iter().any(|seat| seat.to_lowercase() == lower) {
            return Some(format!(
                "{name} is already at the table: every name must differ"
            ));
        }
        None
    }

    fn players(game: &Game) -> usize {
        game.players()
    }

    fn state_json(game: &Game) -> serde_json::Result<String> {
        Ok(game.to_json())
    }

    /// A bare state file (`karty makao state`) seats Player 1, Player 2, …
    fn bare_names(game: &Game) -> Vec<String> {
        (1..=game.players())
            .map(|n| format!("Player {n}"))
            .collect()
    }

    fn check_saved(_: &[Seat], game: &Game, series: Option<&Match>) -> Result<(), String> {
        match series {
            // As many hands as `--hands` allows.
            Some(series) if series.hands() > super::MAX_HANDS => Err(format!(
                "a match of {} hands: a match has 1 to {} hands",
                series.hands(),
                super::MAX_HANDS
            )),
            Some(series)
                if series.config().rules != game.config().rules
                    || series.config().players != game.players()
                    || series.is_over()
                    || series.dealer(series.next_hand()) != game.dealer() =>
            {
                Err("the match does not fit the hand in play".to_string())
            }
            _ => Ok(()),
        }
    }
}

/// The seats from `--names` (see [`seating::from_names`]).
pub fn from_names(
    names: &[String],
    players: Option<usize>,
    level: BotLevel,
    rules: &Rules,
) -> Result<Vec<Seat>, String> {
    seating::from_names(&MakaoTable(rules), names, players, level)
}

/// Checks `--players` alone, before anything is asked.
pub fn check_players(players: Option<usize>, rules: &Rules) -> Result<(), String> {
    seating::check_players(&MakaoTable(rules), players)
}

/// Asks for the names one by one, as the Polish original does (see [`seating::ask`]).
pub fn ask(
    ui: &mut Ui,
    players: Option<usize>,
    level: BotLevel,
    rules: &Rules,
) -> Result<Reply<Vec<Seat>>> {
    seating::ask(&MakaoTable(rules), ui, players, level)
}

/// A two-seat game: one person, asked for their name, against a computer player.
pub fn ask_one(ui: &mut Ui, level: BotLevel) -> Result<Reply<Vec<Seat>>> {
    seating::ask_one::<MakaoTable>(ui, level)
}

/// The save file: the seats, the match so far (scored rules), then the state.
pub fn to_json(seats: &[Seat], game: &Game, series: Option<&Match>, seed: Option<u64>) -> String {
    seating::to_json::<MakaoTable>(seats, game, series, seed).expect("a game always serializes")
}

/// Reads a save file, or a bare state file (`karty makao state`).
pub fn load(path: &Path) -> Result<seating::Saved<MakaoTable<'static>>> {
    seating::load::<MakaoTable>(path)
}

#[cfg(test)]
mod tests {
    use super::*;
    use makao::{Config, RuleSet};

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn one_person_gets_one_computer_player() {
        let seats = from_names(
            &names(&["Ala"]),
            None,
            BotLevel::Random,
            &makao::rules::POLISH,
        )
        .unwrap();
        assert_eq!(seats.len(), 2);
        assert_eq!(seats[0], Seat::person("Ala"));
        assert_eq!(seats[1].name, "Bot 1");
        assert_eq!(seats[1].computer, Some(BotLevel::Random));
    }

    #[test]
    fn names_fill_up_to_the_players_asked_for() {
        let rules = &makao::rules::POLISH;
        let seats = from_names(
            &names(&["Ala", "Bot 1"]),
            Some(4),
            BotLevel::Heuristic,
            rules,
        )
        .unwrap();
        let list: Vec<&str> = seats.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(list, ["Ala", "Bot 1", "Bot 2", "Bot 3"]);
        assert!(seats[1].is_person());
        let two = from_names(&names(&["Ala", "Bob"]), None, BotLevel::Heuristic, rules).unwrap();
        assert!(two.iter().all(Seat::is_person));
    }

    #[test]
    fn bad_name_lists_are_refused_with_reasons() {
        let rules = &makao::rules::POLISH;
        let level = BotLevel::Heuristic;
        let cases = [
            (names(&["Ala", "ala"]), None, "already at the table"),
            (names(&["Ala", ""]), None, "cannot be empty"),
            (names(&["Ala", "Bob", "Cy"]), Some(2), "--players is 2"),
            (
                names(&["A", "B", "C", "D", "E"]),
                None,
                "2 to 4 players, not 5",
            ),
            (names(&["Ala"]), Some(5), "not 5"),
            (names(&["makao"]), None, "a call"),
        ];
        for (list, players, expected) in cases {
            let err = from_names(&list, players, level, rules).unwrap_err();
            assert!(err.contains(expected), "{list:?}: {err}");
        }
    }

    #[test]
    fn save_files_keep_the_seats_and_the_state() {
        let game = Game::new(Config::new(RuleSet::Macau, 3), 4).unwrap();
        let seats = vec![
            Seat::person("Ala"),
            Seat {
                name: "Bot 1".to_string(),
                computer: Some(BotLevel::Random),
            },
            Seat::person("Żaneta"),
        ];
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.json");
        std::fs::write(&path, to_json(&seats, &game, None, None)).unwrap();
        let (back_seats, back_game, series, _) = load(&path).unwrap();
        assert_eq!(back_seats, seats);
        assert_eq!(back_game, game);
        assert_eq!(series, None);
        // A bare state file seats people called Player N.
        std::fs::write(&path, game.to_json()).unwrap();
        let (bare, _, _, _) = load(&path).unwrap();
        assert_eq!(bare[2], Seat::person("Player 3"));
        std::fs::write(&path, "{\"seats\": []}").unwrap();
        assert!(load(&path).unwrap_err().to_string().contains("game.json"));
    }

    #[test]
    fn save_files_keep_the_match_in_play() {
        let config = Config::new(RuleSet::Serbian, 2);
        let series = Match::new(config, 3, 8).unwrap();
        let game = series.deal().unwrap();
        let seats = vec![
            Seat::person("Ala"),
            Seat {
                name: "Bot 1".to_string(),
                computer: Some(BotLevel::Heuristic),
            },
        ];
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("match.json");
        std::fs::write(&path, to_json(&seats, &game, Some(&series), Some(3))).unwrap();
        let (_, back_game, back_series, seed) = load(&path).unwrap();
        assert_eq!(seed, Some(3));
        assert_eq!(back_game, game);
        assert_eq!(back_series, Some(series));
        // A match whose next hand is dealt by someone else is refused.
        let other = Game::new_hand(config, 8, 0).unwrap();
        let series = Match::new(config, 3, 8).unwrap();
        std::fs::write(&path, to_json(&seats, &other, Some(&series), None)).unwrap();
        let err = load(&path).unwrap_err().to_string();
        assert!(err.contains("does not fit"), "{err}");
    }
}
