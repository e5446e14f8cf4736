//! Leaving a game the same way in every game: `quit` offers to save, end of input says
//! what happened, and the exit codes agree (0 for quit and end of input).

use crate::karty;

#[test]
fn quit_offers_to_save_and_exits_0_in_every_table() {
    let dir = tempfile::tempdir().unwrap();
    for (game, args) in [
        ("makao", vec!["--rules", "macau", "--names", "Ala"]),
        ("saboteur", vec!["--names", "Ala,bot,bot"]),
    ] {
        let file = dir.path().join(format!("{game} left.json"));
        let input = format!("quit\n{}\n", file.display());
        let output = karty()
            .args([game, "--plain", "--seed", "3"])
            .args(&args)
            .write_stdin(input)
            .output()
            .unwrap();
        let out = String::from_utf8_lossy(&output.stdout);
        assert_eq!(output.status.code(), Some(0), "{out}");
        assert!(out.contains("Save the game before leaving?"), "{out}");
        assert!(
            out.contains(&format!("karty {game} --load '{}'", file.display())),
            "{out}"
        );
        assert!(file.exists(), "{game}: nothing saved");
        // Enter leaves without saving; end of input ends as quietly.
        for input in ["quit\n\n", "quit\n", ""] {
            let output = karty()
                .args([game, "--plain", "--seed", "3"])
                .args(&args)
                .write_stdin(input)
                .output()
                .unwrap();
            assert_eq!(output.status.code(), Some(0), "{game} {input:?}");
        }
    }
}

#[test]
fn a_fresh_seed_is_not_shown_at_the_start_but_kept_in_saves() {
    let dir = tempfile::tempdir().unwrap();
    for (game, args) in [
        ("makao", vec!["--names", "Ala"]),
        ("saboteur", vec!["--names", "Ala,bot,bot"]),
    ] {
        let file = dir.path().join(format!("{game}.json"));
        let output = karty()
            .args([game, "--plain"])
            .args(&args)
            .write_stdin(format!("save {}\n", file.display()))
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&output.stderr);
        let out = String::from_utf8_lossy(&output.stdout);
        assert!(!err.contains("Seed") && !out.contains("seed"), "{err}{out}");
        let saved: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
        assert!(saved["seed"].is_u64(), "{game}: {saved}");
    }
}
