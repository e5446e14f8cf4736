//! Games started from the main menu: each deals from its own seed.

use crate::karty;

/// The seeds told on stderr in one menu session of three Klondike games: the menu's
/// deck's first (when it was not given), then each game's as it ended.
fn klondike_seeds(args: &[&str]) -> Vec<String> {
    let output = karty()
        .args(args)
        .arg("--plain")
        // Enter after quit leaves the game unsaved, where quit offers a save (and where
        // it does not, the menu asks again).
        // Each game: Klondike, then Start at its settings.
        .write_stdin("1\n1\nquit\n\n1\n1\nquit\n\n1\n1\nquit\n\n12\n")
        .output()
        .unwrap();
    assert!(output.status.success());
    let stderr = String::from_utf8(output.stderr).unwrap();
    stderr
        .lines()
        .filter_map(|line| line.split_once("Seed: "))
        .map(|(_, seed)| seed.split_whitespace().next().unwrap_or("").to_string())
        .collect()
}

#[test]
fn each_game_from_the_menu_gets_a_fresh_seed_unless_one_is_given() {
    let told = klondike_seeds(&[]);
    assert_eq!(told.len(), 4, "{told:?}");
    let fresh = &told[1..];
    assert!(
        fresh[0] != fresh[1] && fresh[1] != fresh[2] && fresh[0] != fresh[2],
        "{fresh:?}"
    );
    assert_eq!(klondike_seeds(&["--seed", "5"]), ["5", "5", "5"]);
}

#[test]
fn a_game_saved_by_its_player_is_opened_from_its_screen_in_the_menu() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("mine.json");
    let file = file.to_str().unwrap();
    let saved = karty()
        .args(["--plain", "--seed", "3", "klondike"])
        .write_stdin(format!("save {file}\nquit\n\n"))
        .output()
        .unwrap();
    assert!(saved.status.success());
    // Klondike; its 4th entry (after Start and two settings) opens a saved game.
    let out = karty()
        .args(["--plain"])
        .write_stdin(format!("1\n4\n{file}\nquit\n\n1\n4\nnot-there.json\n12\n"))
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(said.contains("4) Open a saved Klondike game"), "{said}");
    assert!(said.contains("Your move:"), "{said}");
    assert!(said.contains("It could not be opened: "), "{said}");
    assert!(said.contains("not-there.json"), "{said}");
    assert!(said.trim_end().ends_with("Goodbye."), "{said}");
}
