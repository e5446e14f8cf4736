//! `karty klondike`: the move count and the stock's size under every layout, and `quit`
//! offering to save a game that `--load` then goes on with.

use klondike::{Draw, Klondike, Lang, Move};

use crate::klondike::{play, play_in};

fn layout(game: &Klondike) -> String {
    crate::klondike::layout(game, Lang::En)
}

#[test]
fn every_layout_is_followed_by_the_moves_made_and_the_stock_left() {
    let mut game = Klondike::deal(&mut cards::seeded(12), Draw::One);
    let mut expected = vec![format!(
        "{}Moves: 0 · stock (U): {} cards\n",
        layout(&game),
        game.stock().len()
    )];
    for _ in 0..2 {
        game.apply(Move::Turn).unwrap();
        expected.push(format!(
            "{}Moves: {} · stock (U): {} cards\n",
            layout(&game),
            game.moves(),
            game.stock().len()
        ));
    }
    let (out, _, code) = play(&["--seed", "12"], "u\nu\nundo\n");
    assert_eq!(code, Some(0));
    for screen in &expected {
        assert!(out.contains(screen.as_str()), "no\n{screen}\nin\n{out}");
    }
    assert_eq!(out.matches("Moves: ").count(), 4, "{out}");
    // The undo goes back to one move and one card more in the stock.
    let after_undo = out.rsplit("Taken back.").next().unwrap();
    assert!(
        after_undo.contains(&expected[1]),
        "the undone layout: {after_undo}"
    );
    let (czech, _, _) = play(&["--seed", "12", "--lang", "cs"], "u\n");
    assert!(
        czech.contains(&format!("Počet tahů: 1 · v balíčku (U): {} karet", 23)),
        "{czech}"
    );
}

#[test]
fn quit_offers_to_save_and_the_save_goes_on_where_it_was_left() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("left.json");
    let name = file.to_str().unwrap();
    let (out, err, code) = play(&["--seed", "5"], &format!("u\nu\nu\nquit\n{name}\n"));
    assert_eq!(code, Some(0));
    assert!(
        !err.contains("Seed"),
        "saved, it may go on: its seed is not told: {err}"
    );
    assert!(
        out.contains("Save the game before leaving? Type a file name, or press Enter to leave."),
        "{out}"
    );
    assert!(
        out.contains(&format!(
            "Saved to {name}. Go on later with: karty klondike --load {name}"
        )),
        "{out}"
    );
    assert!(
        out.trim_end().ends_with(&format!(
            "It was saved to {name}: go on with karty klondike --load {name}"
        )),
        "{out}"
    );
    let mut game = Klondike::deal(&mut cards::seeded(5), Draw::One);
    for _ in 0..3 {
        game.apply(Move::Turn).unwrap();
    }
    let saved = crate::klondike_saved(&file);
    assert_eq!(saved, game);
    // Loaded, it shows the same layout with its three moves, and its own file is
    // replaced at the next quit without a question.
    let (resumed, err, code) = play(&["--load", name], &format!("u\nquit\n{name}\n"));
    assert_eq!(code, Some(0), "{err}");
    assert!(
        resumed.starts_with(&format!(
            "{}Moves: 3 · stock (U): {} cards\n",
            layout(&game),
            game.stock().len()
        )),
        "{resumed}"
    );
    assert!(!resumed.contains("Replace it?"), "{resumed}");
    game.apply(Move::Turn).unwrap();
    let saved = crate::klondike_saved(&file);
    assert_eq!(saved, game);
}

#[test]
fn pressing_enter_at_the_question_leaves_without_a_file() {
    let dir = tempfile::tempdir().unwrap();
    let (out, err, code) = play_in(dir.path(), &["--seed", "5"], "u\nquit\n\n");
    assert_eq!(code, Some(0));
    assert!(
        err.contains("Seed: 5"),
        "left unsaved, its seed is told: {err}"
    );
    assert!(out.contains("Save the game before leaving?"), "{out}");
    assert!(!out.contains("Saved to"), "{out}");
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
}

#[test]
fn quit_asks_before_replacing_a_file_that_is_not_the_games_own() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("precious.txt");
    std::fs::write(&file, "keep me").unwrap();
    let name = file.to_str().unwrap();
    let (out, _, code) = play(&["--seed", "5"], &format!("quit\n{name}\nn\n"));
    assert_eq!(code, Some(0));
    assert!(
        out.contains(&format!(
            "{name} exists and is not this game's save. Replace it? (y/n)"
        )),
        "{out}"
    );
    assert!(out.contains("Not saved."), "{out}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "keep me");
    // Yes replaces it with the game, which loads.
    let (out, _, _) = play(&["--seed", "5"], &format!("quit\n{name}\ny\n"));
    assert!(out.contains(&format!("Saved to {name}.")), "{out}");
    assert_eq!(
        crate::klondike_saved(&file),
        Klondike::deal(&mut cards::seeded(5), Draw::One)
    );
}

#[test]
fn exit_codes_are_the_readmes() {
    let dir = tempfile::tempdir().unwrap();
    let junk = dir.path().join("junk.json");
    std::fs::write(&junk, "{\"not\": \"a game\"}").unwrap();
    let (_, err, code) = play(&["--load", junk.to_str().unwrap()], "");
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("junk.json"), "{err}");
    let (_, _, code) = play(&["--load", "/no/such/file.json"], "");
    assert_eq!(code, Some(1));
    let (_, _, code) = play(&["--draw", "2"], "");
    assert_eq!(code, Some(2));
    let (_, _, code) = play(&["--seed", "5"], "quit\n\n");
    assert_eq!(code, Some(0));
    let (_, _, code) = play(&["--seed", "5"], "u\n");
    assert_eq!(code, Some(0));
}
