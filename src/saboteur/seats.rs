//! Who sits at the Saboteur table: the seating every game shares (crate::seating), with
//! Saboteur's 3 to 10 seats and the engine's rules for names (they are typed in actions).

use std::path::Path;

use anyhow::Result;
use saboteur::{
    BotLevel, MAX_PLAYERS, MIN_PLAYERS, Saboteur, SetupError, check_names, role_counts,
};

use crate::seating::{self, Seating};
use crate::ui::{Reply, Ui};

/// One seat: a person, or a computer player of some kind.
pub type Chair = seating::Seat<BotLevel>;

/// Saboteur's seating.
pub struct SaboteurTable;

impl Seating for SaboteurTable {
    type Level = BotLevel;
    type State = Saboteur;
    type Series = ();

    const GAME: &'static str = "saboteur";
    const START_OVER: bool = false;
    const KIND_AT_START: bool = true;

    fn fewest(&self) -> usize {
        MIN_PLAYERS
    }

    fn most(&self) -> usize {
        MAX_PLAYERS
    }

    fn check_count(&self, total: usize) -> Result<(), String> {
        match role_counts(total) {
            Some(_) => Ok(()),
            None => Err(SetupError::Players(total).to_string()),
        }
    }

    fn refuse_name(name: &str, seated: &[&str]) -> Option<String> {
        check_names(seated.iter().copied().chain([name])).err()
    }

    fn players(game: &Saboteur) -> usize {
        game.players().len()
    }

    fn state_json(game: &Saboteur) -> serde_json::Result<String> {
        serde_json::to_string_pretty(game)
    }

    /// A bare state file (`karty saboteur state`) seats people under the state's names.
    fn bare_names(game: &Saboteur) -> Vec<String> {
        game.players().iter().map(|p| p.name.clone()).collect()
    }

    fn check_saved(chairs: &[Chair], game: &Saboteur, _: Option<&()>) -> Result<(), String> {
        for (number, (chair, player)) in chairs.iter().zip(game.players()).enumerate() {
            if chair.name != player.name {
                return Err(format!(
                    "seat {} is {} but the state's player {} is {}",
                    number + 1,
                    chair.name,
                    number + 1,
                    player.name
                ));
            }
        }
        Ok(())
    }
}

/// The seats from `--names` (see [`seating::from_names`]): at least three.
pub fn from_names(
    names: &[String],
    players: Option<usize>,
    level: BotLevel,
) -> Result<Vec<Chair>, String> {
    seating::from_names(&SaboteurTable, names, players, level)
}

/// Asks for the names one by one (see [`seating::ask`]).
pub fn ask(ui: &mut Ui, players: Option<usize>, level: BotLevel) -> Result<Reply<Vec<Chair>>> {
    seating::ask(&SaboteurTable, ui, players, level)
}

/// The save file: the seats, then the engine's state file under `state`.
pub fn to_json(chairs: &[Chair], game: &Saboteur, seed: Option<u64>) -> Result<String> {
    Ok(seating::to_json::<SaboteurTable>(chairs, game, None, seed)?)
}

/// Reads a save file, or a bare state file (`karty saboteur state`); the deal's seed
/// when the save keeps it.
pub fn load(path: &Path) -> Result<(Vec<Chair>, Saboteur, Option<u64>)> {
    let (chairs, game, _, seed) = seating::load::<SaboteurTable>(path)?;
    Ok((chairs, game, seed))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn one_person_gets_computer_players_up_to_three_seats() {
        let chairs = from_names(&names(&["Ala"]), None, BotLevel::Random).unwrap();
        let list: Vec<&str> = chairs.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(list, ["Ala", "Bot 1", "Bot 2"]);
        assert!(chairs[0].is_person());
        assert_eq!(chairs[2].computer, Some(BotLevel::Random));
    }

    #[test]
    fn names_fill_up_to_the_players_asked_for() {
        let level = BotLevel::Heuristic;
        let chairs = from_names(&names(&["Ala", "bot", "Bob"]), Some(5), level).unwrap();
        let list: Vec<&str> = chairs.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(list, ["Ala", "Bot 1", "Bob", "Bot 2", "Bot 3"]);
        let people = from_names(&names(&["A", "B", "C", "D"]), None, level).unwrap();
        assert!(people.iter().all(Chair::is_person));
    }

    #[test]
    fn bad_name_lists_are_refused_with_reasons() {
        let level = BotLevel::Heuristic;
        let eleven: Vec<String> = (1..=11).map(|n| format!("P{n}")).collect();
        let cases = [
            (names(&["Ala", "ala"]), None, "two players are named"),
            (names(&["Ala", ""]), None, "cannot be empty"),
            (
                names(&["Ala", "Bob", "Cy", "Di"]),
                Some(3),
                "--players is 3",
            ),
            (eleven, None, "3 to 10 players, not 11"),
            (names(&["Ala", "7"]), None, "read as a seat"),
            (names(&["me"]), None, "read as a seat or as `me`"),
            (names(&["done"]), None, "word of this setup"),
        ];
        for (list, players, expected) in cases {
            let err = from_names(&list, players, level).unwrap_err();
            assert!(err.contains(expected), "{list:?}: {err}");
        }
    }

    #[test]
    fn names_are_asked_one_by_one_with_bots_and_done() {
        let mut ui = Ui::scripted("Ala\nala\ndone\nbot\nBob\ndone\n");
        let Reply::Given(chairs) = ask(&mut ui, None, BotLevel::Random).unwrap() else {
            panic!("seats given")
        };
        let list: Vec<&str> = chairs.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(list, ["Ala", "Bot 1", "Bob"]);
        // With --players, done fills the table with computer players.
        let mut ui = Ui::scripted("Ala\ndone\n");
        let Reply::Given(chairs) = ask(&mut ui, Some(4), BotLevel::Random).unwrap() else {
            panic!("seats given")
        };
        assert_eq!(chairs.len(), 4);
        assert_eq!(chairs.iter().filter(|c| c.is_person()).count(), 1);
        let mut ui = Ui::scripted("Ala\n");
        assert_eq!(ask(&mut ui, None, BotLevel::Random).unwrap(), Reply::Ended);
    }

    #[test]
    fn save_files_keep_the_seats_and_the_state() {
        let chairs = vec![
            Chair::person("Ala"),
            Chair {
                name: "Bot 1".to_string(),
                computer: Some(BotLevel::Random),
            },
            Chair::person("Żaneta"),
        ];
        let names = chairs.iter().map(|c| c.name.clone()).collect();
        let game = Saboteur::new(names, 2, saboteur::seeded(3)).unwrap();
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.json");
        std::fs::write(&path, to_json(&chairs, &game, Some(7)).unwrap()).unwrap();
        let (back_chairs, back_game, seed) = load(&path).unwrap();
        assert_eq!(seed, Some(7));
        assert_eq!(back_chairs, chairs);
        assert_eq!(back_game, game);
        // A bare state file seats people under the state's names.
        std::fs::write(&path, serde_json::to_string(&game).unwrap()).unwrap();
        let (bare, _, _) = load(&path).unwrap();
        assert_eq!(bare[2], Chair::person("Żaneta"));
        std::fs::write(&path, "{\"seats\": []}").unwrap();
        assert!(load(&path).unwrap_err().to_string().contains("game.json"));
    }
}
