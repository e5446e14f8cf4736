//! `karty stats` when several karty processes finish games at the same moment.

use std::process::{Command, Stdio};

#[test]
fn games_finished_by_several_processes_at_once_are_all_counted() {
    let data = tempfile::tempdir().unwrap();
    // A Klondike game given up with `quit` after a move (U: turn a card) counts as lost.
    let players: Vec<_> = (0..8)
        .map(|seed| {
            let mut command = Command::new(assert_cmd::cargo::cargo_bin!("karty"));
            let mut child = command
                .args(["klondike", "--plain", "--seed", &seed.to_string()])
                .env("NO_COLOR", "1")
                .env("LC_ALL", "C")
                .env("KARTY_DATA_DIR", data.path())
                .stdin(Stdio::piped())
                .stdout(Stdio::null())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap();
            // Every process is started before any is told to finish.
            (child.stdin.take().unwrap(), child)
        })
        .collect();
    let mut running = Vec::new();
    for (mut stdin, child) in players {
        std::io::Write::write_all(&mut stdin, b"u\nquit\n\n").unwrap();
        drop(stdin);
        running.push(child);
    }
    for child in running {
        let output = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(output.status.success(), "{stderr}");
        assert!(!stderr.contains("not recorded"), "{stderr}");
    }
    let table = crate::stdout_of(
        crate::karty()
            .arg("stats")
            .env("KARTY_DATA_DIR", data.path()),
    );
    let row = table
        .lines()
        .find(|line| line.starts_with("klondike"))
        .unwrap_or_else(|| panic!("no klondike row: {table}"));
    let numbers: Vec<&str> = row.split_whitespace().collect();
    assert!(numbers.contains(&"8"), "8 games played: {table}");
    let leftovers: Vec<_> = std::fs::read_dir(data.path())
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".tmp"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
}
