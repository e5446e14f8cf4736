//! End-to-end tests of the karty binary: one test crate, one module per area.
// The tests follow the binary's games with replicas of their own, applied directly.
#![allow(clippy::disallowed_methods)]

mod arena;
mod arena_hostile;
mod batch;
mod deck;
mod escapes;
mod every_game;
mod files;
mod hostile;
mod klondike;
mod klondike_quit;
mod languages;
mod leaving;
mod machine;
mod makao;
mod makao_review;
mod makao_serbian;
mod makao_table;
mod makao_words;
mod menu;
mod menu_games;
#[cfg(feature = "nim")]
mod nim;
mod parsers;
mod pty;
mod pty_menu;
mod records;
mod records_batch;
mod saboteur;
mod saboteur_screen;
mod saboteur_table;
mod saved;
mod serve;
mod serve_again;
mod serve_languages;
mod serve_seats;
mod signals;

use assert_cmd::Command;

/// A Macau table of one person (Ala) and one computer player, dealt from seed 3, read
/// in plain lines, leaving the statistics alone.
pub const MACAU_FOR_ONE: [&str; 9] = [
    "makao",
    "--plain",
    "--no-stats",
    "--seed",
    "3",
    "--rules",
    "macau",
    "--names",
    "Ala",
];

/// The karty binary with colour off, so output compares as plain text, and in English
/// whatever the developer's locale (a test of a language says so with `--lang`).
pub fn karty() -> Command {
    let mut cmd = assert_cmd::cargo::cargo_bin_cmd!("karty");
    cmd.env("NO_COLOR", "1")
        .env("LC_ALL", "C")
        .env_remove("CLICOLOR_FORCE")
        .env("KARTY_DATA_DIR", data_dir());
    // A batch run reads its shard from a scheduler's variables: none from the run's own.
    for name in [
        "SLURM_ARRAY_TASK_ID",
        "SLURM_ARRAY_TASK_MIN",
        "SLURM_ARRAY_TASK_MAX",
        "SLURM_ARRAY_TASK_COUNT",
        "SLURM_ARRAY_TASK_STEP",
        "JOB_COMPLETION_INDEX",
        "KARTY_SHARDS",
        "AWS_BATCH_JOB_ARRAY_INDEX",
        "AWS_BATCH_JOB_ARRAY_SIZE",
    ] {
        cmd.env_remove(name);
    }
    cmd
}

/// Where the tests' runs keep statistics and interrupted games: never the user's own.
pub fn data_dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("karty-data")
}

/// Standard output of a successful run.
pub fn stdout_of(cmd: &mut Command) -> String {
    let output = cmd.output().expect("karty runs");
    assert!(
        output.status.success(),
        "karty failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("utf-8 output")
}

#[test]
fn help_lists_every_subcommand_with_a_description() {
    let help = stdout_of(karty().arg("--help"));
    assert!(help.contains("deck"), "{help}");
    for line in help
        .lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
    {
        if line.trim().is_empty() {
            break;
        }
        let words: Vec<&str> = line.split_whitespace().collect();
        assert!(
            words.len() >= 2,
            "a subcommand without a description: {line}"
        );
    }
}

#[test]
fn absurd_values_are_usage_errors_not_panics() {
    for args in [
        vec!["--seed", "-1", "deck", "show"],
        vec!["--seed", "18446744073709551616", "deck", "show"],
        vec!["--color", "purple", "deck", "show"],
        vec!["deck", "show", "--decks", "0"],
        vec!["deck", "show", "--decks", "9"],
        vec!["deck", "draw", "-5"],
        vec!["deck", "fly"],
    ] {
        let output = karty().args(&args).output().unwrap();
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
}

/// The position in a Klondike save (`{seats, record, state}`), as the engine reads it.
pub fn klondike_saved(path: &std::path::Path) -> ::klondike::Klondike {
    let text = std::fs::read_to_string(path).unwrap();
    let saved: serde_json::Value = serde_json::from_str(&text).unwrap();
    ::klondike::Klondike::from_json(&saved["state"].to_string())
        .unwrap_or_else(|err| panic!("{err}: {text}"))
}
