//! Nothing from outside reaches the terminal raw: typed answers that are refused, state
//! and save files quoted in error messages, statistics and arena reports all show their
//! control and escape bytes escaped (`\u{1b}`).

use std::path::Path;

use crate::karty;

/// Clears the screen, retitles the window and rings the bell, if printed raw.
const NASTY: &str = "\u{1b}[2J\u{1b}]0;pwned\u{7}\u{9b}31m\u{202e}";

/// Whether `bytes` hold a byte or character that controls a terminal (colour is off in
/// these runs, so karty's own output has none).
fn raw_control(bytes: &[u8]) -> Option<char> {
    String::from_utf8_lossy(bytes)
        .chars()
        .find(|&c| c != '\n' && c != '\t' && (c.is_control() || c == '\u{202e}'))
}

fn assert_clean(what: &str, output: &std::process::Output) {
    for (stream, bytes) in [("stdout", &output.stdout), ("stderr", &output.stderr)] {
        if let Some(c) = raw_control(bytes) {
            panic!(
                "{what}: {c:?} on {stream}: {}",
                String::from_utf8_lossy(bytes).escape_debug()
            );
        }
    }
}

#[test]
fn refused_answers_are_echoed_escaped_in_every_game() {
    let dir = tempfile::tempdir().unwrap();
    let typed = [
        NASTY.to_string(),
        format!("play {NASTY}"),
        format!("{NASTY} 3"),
        format!("3 {NASTY}"),
        format!("draw {NASTY}"),
        format!("{}{NASTY}", "x".repeat(60)),
        format!("save {}", dir.path().join(NASTY).display()),
        "quit".to_string(),
        NASTY.to_string(),
        String::new(),
    ]
    .join("\n");
    for game in [
        vec!["makao", "--rules", "macau", "--names", "Ala"],
        vec!["makao", "--rules", "serbian", "--names", "Ala"],
        vec!["makao", "--twist", "--names", "Ala,Ola"],
        vec!["saboteur", "--names", "Ala,bot,bot"],
        vec!["klondike"],
        vec!["klondike", "--czech"],
        vec![],
    ] {
        let output = karty()
            .args(&game)
            .args(["--plain", "--seed", "3", "--no-stats"])
            // A relative file name typed is saved there, not among the sources.
            .current_dir(dir.path())
            .write_stdin(format!("{typed}\n"))
            .output()
            .unwrap();
        assert_clean(&format!("{game:?}"), &output);
        if !game.contains(&"klondike") {
            // Quoted, escaped (Klondike words its own refusals).
            let out = String::from_utf8_lossy(&output.stdout);
            assert!(out.contains("\\u{1b}[2J"), "{game:?}: {out}");
        }
    }
    // A game named for the nasty file was saved (the name is a file name like any
    // other) and its name is told escaped.
    assert!(dir.path().join(NASTY).exists());
}

#[test]
fn state_and_save_files_are_quoted_escaped_in_error_messages() {
    let dir = tempfile::tempdir().unwrap();
    let saved = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cli/saved");
    for (name, game) in [
        ("makao-macau-state.json", "makao"),
        ("makao-table-save.json", "makao"),
        ("saboteur-state.json", "saboteur"),
        ("saboteur-table-save.json", "saboteur"),
        ("klondike-save.json", "klondike"),
    ] {
        let text = std::fs::read_to_string(saved.join(name)).unwrap();
        let json = serde_json::to_string(NASTY).unwrap();
        // The nasty text in place of each string of the file, one at a time.
        let strings: Vec<(usize, usize)> = text
            .match_indices('"')
            .map(|(at, _)| at)
            .collect::<Vec<_>>()
            .chunks(2)
            .filter_map(|pair| Some((pair[0], *pair.get(1)?)))
            .collect();
        for (start, end) in strings {
            let broken = format!("{}{json}{}", &text[..start], &text[end + 1..]);
            let file = dir.path().join(format!("{NASTY}.json"));
            std::fs::write(&file, broken).unwrap();
            for args in [
                vec![game, "moves", "--state"],
                vec![game, "--plain", "--no-stats", "--load"],
            ] {
                let output = karty()
                    .args(&args)
                    .arg(&file)
                    .write_stdin("quit\n\n")
                    .output()
                    .unwrap();
                assert_clean(&format!("{name} at {start}: {args:?}"), &output);
            }
        }
    }
}

#[test]
fn stats_and_arena_reports_print_names_escaped() {
    let data = tempfile::tempdir().unwrap();
    std::fs::write(
        data.path().join("stats.json"),
        serde_json::json!({"games": {NASTY: {"played": 1, "won": 1}}}).to_string(),
    )
    .unwrap();
    let output = karty()
        .env("KARTY_DATA_DIR", data.path())
        .arg("stats")
        .output()
        .unwrap();
    assert_clean("stats", &output);
    assert!(String::from_utf8_lossy(&output.stdout).contains("\\u{1b}[2J"));
    let manifest = serde_json::json!({
        "karty": env!("CARGO_PKG_VERSION"), "command": "makao arena", "title": format!("makao{NASTY}"),
        "settings": {"seats": [format!("exec:{NASTY}"), "easy"]}, "limits": {},
        "seed": 1, "items": 2, "shard": "1/1",
    });
    let game = |number: u32| {
        serde_json::json!({
            "game": "makao", "number": number, "seed": 1,
            "seats": [format!("exec:{NASTY}"), "easy"], "winners": [0], "points": null,
            "actions": 3, "asked": [2, 0],
            "faults": [[4294967295u32, 4294967295u32, 0, 0], [0, 0, 0, 0]],
        })
    };
    let lines = format!("{manifest}\n{}\n{}\n", game(0), game(1));
    let output = karty()
        .args(["makao", "arena", "--merge", "-"])
        .write_stdin(lines)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_clean("arena --merge", &output);
    // Counts that would wrap stop at their largest instead.
    let report = String::from_utf8_lossy(&output.stdout);
    assert!(
        report.contains("(4294967295, 4294967295, 0, 0)"),
        "{report}"
    );
}

#[test]
fn a_merge_naming_thousands_of_kinds_is_refused_not_rated() {
    let seats: Vec<String> = (0..2000)
        .map(|n| format!("exec:p{n}"))
        .chain(["easy".to_string()])
        .collect();
    let manifest = serde_json::json!({
        "karty": env!("CARGO_PKG_VERSION"), "command": "makao arena", "title": "makao",
        "settings": {"seats": seats}, "limits": {}, "seed": 1, "items": 1, "shard": "1/1",
    });
    let game = serde_json::json!({
        "game": "makao", "number": 0, "seed": 1, "seats": seats, "winners": [0],
        "points": null, "actions": 3, "asked": vec![0; 2001], "faults": vec![[0; 4]; 2001],
    });
    let lines = format!("{manifest}\n{game}\n");
    let output = karty()
        .args(["makao", "arena", "--merge", "-"])
        .write_stdin(lines)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("2001 kinds of player"), "{stderr}");
}
