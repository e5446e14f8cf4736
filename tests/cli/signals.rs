//! Signals at the table: Ctrl+C (SIGINT), a closed terminal (SIGHUP) and SIGTERM each
//! save the game in play to `interrupted-GAME.json` in the data directory and end with
//! 128 + the signal's number; Ctrl+C arriving together with the end of input still saves.

use std::io::{Read, Write};
use std::process::{Child, Command, Stdio};

/// A Makao table (one person, one computer) waiting at its first question, with its
/// data directory.
fn at_the_table() -> (Child, tempfile::TempDir) {
    let data = tempfile::tempdir().unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_karty"))
        .args(crate::MACAU_FOR_ONE)
        .env("KARTY_DATA_DIR", data.path())
        .env("NO_COLOR", "1")
        .env("LC_ALL", "C")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let mut seen = Vec::new();
    let mut byte = [0u8];
    while !String::from_utf8_lossy(&seen).contains("Your move?") {
        let read = stdout.read(&mut byte).unwrap();
        assert_eq!(read, 1, "the table ended before its question");
        seen.push(byte[0]);
    }
    // Whatever else it prints may go unread.
    std::thread::spawn(move || std::io::copy(&mut stdout, &mut std::io::sink()));
    (child, data)
}

fn signal(child: &Child, name: &str) {
    let sent = Command::new("kill")
        .args([format!("-{name}"), child.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
}

/// Waits for the end; the exit code and stderr.
fn ended(mut child: Child) -> (Option<i32>, String) {
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    (child.wait().unwrap().code(), stderr)
}

#[test]
fn sigterm_and_sighup_save_the_game_in_play_as_ctrl_c_does() {
    for (name, code) in [("INT", 130), ("TERM", 143), ("HUP", 129)] {
        let (child, data) = at_the_table();
        signal(&child, name);
        let (status, stderr) = ended(child);
        assert_eq!(status, Some(code), "SIG{name}: {stderr}");
        assert!(
            stderr.contains("The game was saved to"),
            "SIG{name}: {stderr}"
        );
        let saved = std::fs::read_to_string(data.path().join("interrupted-makao.json")).unwrap();
        assert!(saved.contains("\"seats\""), "SIG{name}: {saved}");
    }
}

#[test]
fn ctrl_c_together_with_the_end_of_input_still_saves() {
    for _ in 0..10 {
        let (mut child, data) = at_the_table();
        signal(&child, "INT");
        // End of input right after: the interrupt, which came first, still saves.
        let mut stdin = child.stdin.take().unwrap();
        let _ = stdin.write_all(b"");
        drop(stdin);
        let (status, stderr) = ended(child);
        assert_eq!(status, Some(130), "{stderr}");
        assert!(
            data.path().join("interrupted-makao.json").exists(),
            "lost: {stderr}"
        );
    }
}
