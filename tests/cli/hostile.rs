//! Hostile input, end to end: huge names, endless lines, huge files and seeds at the end
//! of their range end with a short message, never a panic or a flood.

use std::process::Output;

use crate::karty;

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A run that ended by itself (no panic, no abort) with `code`.
fn ended_with(output: &Output, code: i32) -> (String, String) {
    let (out, err) = (text(&output.stdout), text(&output.stderr));
    assert_eq!(output.status.code(), Some(code), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    (out, err)
}

#[test]
fn a_huge_name_is_refused_with_a_short_message_in_every_game() {
    let huge = "x".repeat(65_536);
    let two = format!("{huge},Bob");
    for args in [
        vec![
            "saboteur",
            "--plain",
            "--seed",
            "1",
            "--names",
            huge.as_str(),
        ],
        vec![
            "makao",
            "--plain",
            "--rules",
            "serbian",
            "--names",
            two.as_str(),
        ],
        vec!["makao", "--plain", "--names", two.as_str()],
    ] {
        let output = karty().args(&args).write_stdin("\n").output().unwrap();
        let (_, err) = ended_with(&output, 2);
        assert!(err.contains("at most 40 characters"), "{err}");
        assert!(err.len() < 300, "the message quotes the whole name");
    }
    let output = karty()
        .args(["saboteur", "--plain", "--names", "Ann,Bo\u{1b}[2J,Cy"])
        .output()
        .unwrap();
    let (_, err) = ended_with(&output, 2);
    assert!(err.contains("control or invisible"), "{err}");
}

#[test]
fn a_huge_name_typed_at_the_prompt_is_refused_and_asked_again() {
    let script = format!("n\n{}\nAla\ndone\n", "y".repeat(3000));
    let output = karty()
        .args([
            "makao",
            "--plain",
            "--seed",
            "1",
            "--players",
            "2",
            "--rules",
            "macau",
        ])
        .write_stdin(script)
        .output()
        .unwrap();
    let (out, _) = ended_with(&output, 0);
    assert!(out.contains("A name has at most 40 characters"), "{out}");
    assert!(out.contains("At the table: Ala and Bot 1"), "{out}");
    assert!(!out.contains(&"y".repeat(41)), "the name is quoted whole");
}

#[test]
fn an_endless_line_costs_no_memory_and_is_discarded() {
    // 160 MB without a newline, in a process allowed 128 MiB of address space: reading it
    // whole would abort; read in bounded pieces it is discarded and the prompt asks again.
    let karty = assert_cmd::cargo::cargo_bin!("karty");
    let output = std::process::Command::new("sh")
        .arg("-c")
        .arg(r#"ulimit -v 131072; head -c 160000000 /dev/zero | tr '\0' x | "$0" klondike --plain --seed 1"#)
        .arg(karty)
        .env("NO_COLOR", "1")
        .env("LC_ALL", "C")
        .env("KARTY_DATA_DIR", crate::data_dir())
        .output()
        .unwrap();
    let (out, _) = ended_with(&output, 0);
    assert!(
        out.contains("longer than 4 KiB, so it was discarded"),
        "{}",
        &out[out.len().saturating_sub(500)..]
    );
}

#[test]
fn a_wrong_answer_is_quoted_by_a_short_prefix() {
    let script = format!("{}\n", "q".repeat(4000));
    let output = karty()
        .args([
            "makao", "--plain", "--seed", "1", "--rules", "macau", "--names", "Ala",
        ])
        .write_stdin(script)
        .output()
        .unwrap();
    let (out, _) = ended_with(&output, 0);
    assert!(
        out.contains(&format!("\"{}…\" is not", "q".repeat(40))),
        "{out}"
    );
    assert!(!out.contains(&"q".repeat(41)), "{out}");
}

#[test]
fn seeds_that_wrap_past_the_largest_are_named_truthfully() {
    let output = karty()
        .args([
            "makao",
            "simulate",
            "--games",
            "5",
            "--seed",
            "18446744073709551615",
        ])
        .output()
        .unwrap();
    let (out, _) = ended_with(&output, 0);
    assert!(out.contains("seeds 18446744073709551615, 0 to 3,"), "{out}");
}

#[test]
fn a_save_file_over_1_mib_is_refused_unread() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("big.json");
    std::fs::write(&path, " ".repeat(3 << 20)).unwrap();
    for game in ["makao", "saboteur"] {
        let output = karty()
            .args([game, "--plain", "--load"])
            .arg(&path)
            .output()
            .unwrap();
        let (_, err) = ended_with(&output, 1);
        assert!(err.contains("larger than 1024 KiB"), "{err}");
    }
}
