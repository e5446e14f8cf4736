//! Findings of the review of `karty makao` (polish and macau): each test failed before
//! its fix.

use crate::karty;

#[test]
fn input_that_is_not_utf8_gets_a_reason_and_another_try() {
    // Before, a line of invalid UTF-8 ended the game with "stream did not contain
    // valid UTF-8" and exit 1.
    let output = karty()
        .args(["--seed", "3", "makao", "--plain", "--names", "Ala"])
        .write_stdin(b"\xff\xfe\nquit\n".to_vec())
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(0), "{stderr}");
    assert!(stdout.contains("is not a number"), "{stdout}");
    assert!(stdout.contains("You leave the game."), "{stdout}");
}
