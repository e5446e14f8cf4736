//! Files from outside, end to end: every loader reads regular files only (a FIFO, a
//! device or a directory is refused at once, never waited on), counts in a file have the
//! command line's limits, and `save FILE` replaces nothing but a regular file, through a
//! temporary file of its own that a failed write leaves behind neither.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use crate::karty;

/// A FIFO (named pipe) at `path`.
fn mkfifo(path: &Path) {
    let made = Command::new("mkfifo").arg(path).status().unwrap();
    assert!(made.success(), "mkfifo");
}

/// Every loader, given `path`.
fn loaders(path: &Path) -> Vec<Vec<String>> {
    let path = path.display().to_string();
    let args = |words: &[&str]| -> Vec<String> {
        words
            .iter()
            .map(|word| word.replace("PATH", &path))
            .collect()
    };
    vec![
        args(&["makao", "moves", "--state", "PATH"]),
        args(&["makao", "play", "--state", "PATH", "draw"]),
        args(&["saboteur", "moves", "--state", "PATH"]),
        args(&["klondike", "moves", "--state", "PATH"]),
        args(&["makao", "--plain", "--load", "PATH"]),
        args(&["saboteur", "--plain", "--load", "PATH"]),
        args(&["klondike", "--load", "PATH"]),
        args(&["makao", "arena", "--merge", "PATH"]),
        args(&["makao", "simulate", "--merge", "PATH"]),
        args(&["saboteur", "simulate", "--merge", "PATH"]),
        args(&["klondike", "solve", "--merge", "PATH"]),
        args(&["klondike", "simulate", "--merge", "PATH"]),
    ]
}

#[test]
fn fifos_devices_and_directories_are_refused_at_once_by_every_loader() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("pipe.json");
    mkfifo(&fifo);
    for (path, what) in [
        (fifo.clone(), "FIFO"),
        (PathBuf::from("/dev/zero"), "device"),
        (dir.path().to_path_buf(), "directory"),
    ] {
        for args in loaders(&path) {
            let output = karty()
                .args(&args)
                .write_stdin("")
                // A loader that waits on the FIFO would hang: bounded, and a failure.
                .timeout(Duration::from_secs(20))
                .output()
                .unwrap();
            let stderr = String::from_utf8_lossy(&output.stderr);
            assert_eq!(output.status.code(), Some(1), "{args:?}: {stderr}");
            assert!(stderr.contains(what), "{args:?}: {stderr}");
        }
    }
}

#[test]
fn a_serbian_match_of_more_hands_than_the_command_line_allows_is_refused() {
    let saved = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/cli/saved/makao-serbian-match-save.json"
    ))
    .unwrap();
    assert!(saved.contains("\"hands\":3"));
    let dir = tempfile::tempdir().unwrap();
    for (hands, refused) in [(1000u64, false), (1001, true), (4_294_967_295, true)] {
        let file = dir.path().join(format!("{hands}.json"));
        std::fs::write(
            &file,
            saved.replace("\"hands\":3", &format!("\"hands\":{hands}")),
        )
        .unwrap();
        let output = karty()
            .args(["makao", "--plain", "--no-stats", "--load"])
            .arg(&file)
            .write_stdin("quit\n\n")
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        if refused {
            assert_eq!(output.status.code(), Some(1), "{hands}: {stderr}");
            assert!(stderr.contains("a match has 1 to 1000 hands"), "{stderr}");
        } else {
            assert_eq!(output.status.code(), Some(0), "{hands}: {stderr}");
        }
    }
}

/// A Makao game at the table that runs `commands`, then ends; its standard output.
fn table(commands: &str, limit: Option<u32>) -> String {
    let mut cmd = karty();
    if let Some(blocks) = limit {
        // Under a file size limit: a write fails (EFBIG), it does not kill karty.
        let bin = cmd.get_program().to_owned();
        let mut limited = Command::new("sh");
        limited
            .arg("-c")
            .arg(format!("ulimit -f {blocks} && exec \"$0\" \"$@\""))
            .arg(bin);
        cmd = assert_cmd::Command::from_std(limited);
        cmd.env("NO_COLOR", "1").env("LC_ALL", "C");
    }
    let output = cmd
        .args(crate::MACAU_FOR_ONE)
        .write_stdin(commands.to_string())
        .timeout(Duration::from_secs(60))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(0), "{stderr}");
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// The names in `dir`.
fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn save_replaces_only_regular_files_and_follows_no_planted_link() {
    let dir = tempfile::tempdir().unwrap();
    let victim = dir.path().join("victim.txt");
    std::fs::write(&victim, "precious").unwrap();
    // A link where the save goes, and links where a temporary file of a fixed name
    // would have gone.
    let link = dir.path().join("game.json");
    std::os::unix::fs::symlink(&victim, &link).unwrap();
    for planted in [".game2.json.tmp", ".game2.json.1.0.tmp"] {
        std::os::unix::fs::symlink(&victim, dir.path().join(planted)).unwrap();
    }
    let game2 = dir.path().join("game2.json");
    let out = table(
        &format!(
            "save {}\nsave /dev/null\nsave -\nsave {}\nsave {}\n",
            link.display(),
            dir.path().display(),
            game2.display()
        ),
        None,
    );
    assert!(out.contains("is a symbolic link"), "{out}");
    assert!(out.contains("/dev/null is not a regular file"), "{out}");
    assert!(out.contains("not to standard output"), "{out}");
    assert!(out.contains("is a directory"), "{out}");
    assert!(!out.contains("Replace it?"), "asked before refusing: {out}");
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
    assert!(
        std::fs::read_to_string(&game2)
            .unwrap()
            .contains("\"seats\"")
    );
    assert!(!Path::new("-").exists());
    let readonly = dir.path().join("readonly.json");
    std::fs::write(&readonly, "mine").unwrap();
    let mut permissions = std::fs::metadata(&readonly).unwrap().permissions();
    permissions.set_readonly(true);
    std::fs::set_permissions(&readonly, permissions).unwrap();
    let out = table(&format!("save {}\n", readonly.display()), None);
    assert!(out.contains("is read-only"), "{out}");
    assert_eq!(std::fs::read_to_string(&readonly).unwrap(), "mine");
    assert_eq!(
        names(dir.path()),
        [
            ".game2.json.1.0.tmp",
            ".game2.json.tmp",
            "game.json",
            "game2.json",
            "readonly.json",
            "victim.txt"
        ]
    );
}

#[test]
fn a_save_that_cannot_be_written_leaves_the_old_file_and_no_temporary_one() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.json");
    std::fs::write(&file, "old").unwrap();
    // A file size limit of 0 blocks: every write fails.
    let out = table(&format!("save {}\ny\n", file.display()), Some(0));
    assert!(out.contains("Cannot save to"), "{out}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "old");
    assert_eq!(names(dir.path()), ["game.json"]);
}
