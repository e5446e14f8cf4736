//! The arena against hostile outside programs (tests/cli/arena/): endless lines, floods,
//! programs that fork, exit, never read, or answer late without naming the turn. Each
//! costs its own moves, counted as the fault it is, and leaves nothing running behind.
//! Think budgets are small and each game short; nothing is timed.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};

use serde_json::Value;

use crate::{data_dir, karty};

/// An `exec:` seat running a program of tests/cli/arena with `interpreter`.
fn hostile(interpreter: &str, file: &str) -> String {
    format!(
        "exec:{interpreter} {}/tests/cli/arena/{file}",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// The one game of a `--json` run (its line after the manifest's) whose stderr is empty
/// of panics.
fn one_game(args: &[&str]) -> Value {
    game_of(karty().args(args).output().unwrap())
}

/// [`one_game`] of a finished run.
fn game_of(output: std::process::Output) -> Value {
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    let lines: Vec<&str> = std::str::from_utf8(&output.stdout)
        .unwrap()
        .lines()
        .collect();
    assert_eq!(lines.len(), 2, "a manifest and one game: {lines:?}");
    serde_json::from_str(lines[1]).expect("one game's JSON line")
}

/// The moves `name`'s seat was asked for, and its faults `[late, garbage, illegal, crashed]`.
fn faults_of(game: &Value, name: &str) -> (u64, Vec<u64>) {
    let seat = game["seats"]
        .as_array()
        .unwrap()
        .iter()
        .position(|seat| seat["name"] == name)
        .unwrap_or_else(|| panic!("{name} not seated in {game}"));
    let faults = game["faults"][seat]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n.as_u64().unwrap())
        .collect();
    (game["asked"][seat].as_u64().unwrap(), faults)
}

/// Whether process `pid` still runs (a zombie waiting for its parent does not).
fn running(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat"))
        .ok()
        .and_then(|stat| {
            let state = stat.rsplit_once(") ")?.1.chars().next()?;
            Some(state != 'Z' && state != 'X')
        })
        .unwrap_or(false)
}

/// Whether process `pid` is gone, or goes within a few seconds (a process killed with
/// SIGKILL takes a moment to end).
fn ends(pid: u32) -> bool {
    for _ in 0..500 {
        if !running(pid) {
            return true;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    false
}

/// The pids written to `file`, one a line.
fn pids(file: &Path) -> Vec<u32> {
    std::fs::read_to_string(file)
        .unwrap_or_default()
        .lines()
        .filter_map(|line| line.trim().parse().ok())
        .collect()
}

#[test]
fn floods_endless_lines_exits_and_late_unnumbered_answers_are_the_faults_they_are() {
    let endless = hostile("python3", "endless_line.py");
    let flood = hostile("python3", "flood.py");
    let best_flood = hostile("python3", "best_flood.py");
    let exits = hostile("sh", "exits_leaving_child.sh");
    let late = hostile("python3", "late_no_turn.py");
    let deaf = hostile("sh", "deaf.sh");
    let seats = [
        "heuristic",
        &endless,
        &flood,
        &best_flood,
        &exits,
        &late,
        &deaf,
    ]
    .join(",");
    // In 512 MiB of address space (the programs' too): before lines and queues were
    // bounded, these programs took karty to 1.2 GB, 3.9 GB and 842 MB.
    let game = game_of(
        std::process::Command::new("sh")
            .arg("-c")
            .arg(r#"ulimit -v 524288; exec "$0" "$@""#)
            .arg(assert_cmd::cargo::cargo_bin!("karty"))
            .args([
                "--seed", "11", "saboteur", "arena", "--seats", &seats, "--games", "1", "--rounds",
                "1", "--think", "30", "--json",
            ])
            .env("LC_ALL", "C")
            .env("KARTY_DATA_DIR", crate::data_dir())
            .output()
            .unwrap(),
    );
    for (name, fault) in [
        (&endless, 1),
        (&flood, 1),
        (&best_flood, 1),
        (&exits, 3),
        (&late, 0),
        (&deaf, 0),
    ] {
        let (asked, faults) = faults_of(&game, name);
        assert!(asked > 0, "{name}: {game}");
        let mut expected = vec![0; 4];
        expected[fault] = asked;
        assert_eq!(faults, expected, "{name}: {game}");
    }
}

#[test]
fn version_1_programs_still_play_and_version_2_is_told_in_start() {
    let v1 = hostile("python3", "v1.py");
    let v2 = hostile("python3", "tells_version.py");
    for program in [&v1, &v2] {
        let seats = format!("{program},easy");
        let game = one_game(&[
            "--seed", "4", "makao", "arena", "--seats", &seats, "--games", "1", "--think", "200",
            "--json",
        ]);
        let (asked, faults) = faults_of(&game, program);
        assert!(asked > 0, "{game}");
        // In time on any machine but a very busy one: illegal or garbage, never.
        assert_eq!(faults[1..], [0, 0, 0], "{program}: {game}");
        assert!(faults[0] * 4 <= asked, "{game}");
    }
}

#[test]
fn a_program_that_cannot_start_stops_the_arena_before_any_game() {
    for seats in [
        "easy,exec:/nonexistent/karty-player".to_string(),
        format!("easy,exec:{}/tests/cli/arena", env!("CARGO_MANIFEST_DIR")),
        "easy,exec:/nonexistent/\u{1b}[2Jplayer".to_string(),
    ] {
        let output = karty()
            .args([
                "--seed", "1", "makao", "arena", "--seats", &seats, "--games", "3", "--json",
            ])
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{stderr}");
        assert!(
            stderr.contains("cannot start the program of seat"),
            "{stderr}"
        );
        assert!(!stderr.contains('\u{1b}'), "{stderr}");
        // At most the manifest line: no game was played.
        assert!(
            String::from_utf8_lossy(&output.stdout).lines().count() <= 1,
            "games were played"
        );
    }
}

/// A Makao arena of `games` games from `seed` between `seats`, which must end well.
fn played(seats: &str, seed: &str, games: &str) {
    let output = karty()
        .args(["--seed", seed, "makao", "arena", "--seats", seats])
        .args(["--games", games, "--think", "100"])
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

#[test]
fn a_program_and_everything_it_forks_end_with_its_game() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("pids");
    let forks = format!("{} {}", hostile("sh", "forks.sh"), file.display());
    let seats = format!("{forks},easy");
    played(&seats, "2", "3");
    let children = pids(&file);
    assert_eq!(children.len(), 3, "one child a game");
    let left: Vec<u32> = children.into_iter().filter(|&pid| !ends(pid)).collect();
    assert!(left.is_empty(), "still running after their games: {left:?}");
}

#[test]
fn karty_interrupted_or_terminated_kills_its_programs_and_theirs() {
    for (signal, code) in [("TERM", 143), ("INT", 130), ("HUP", 129)] {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("pids");
        // It never answers, and has a child: the arena waits on it with a long think.
        let script = dir.path().join("deaf_forks.sh");
        std::fs::write(
            &script,
            "sleep 300 &\necho $! >> \"$1\"\necho $$ >> \"$1\"\nexec sleep 300\n",
        )
        .unwrap();
        let seats = format!("exec:sh {} {},easy", script.display(), file.display());
        let mut karty = Command::new(env!("CARGO_BIN_EXE_karty"))
            .args([
                "--seed", "1", "makao", "arena", "--seats", &seats, "--think", "600000",
            ])
            .env("KARTY_DATA_DIR", data_dir())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // Both pids written: the program is in its game.
        let mut waited = 0;
        while pids(&file).len() < 2 && waited < 2000 {
            std::thread::sleep(std::time::Duration::from_millis(10));
            waited += 1;
        }
        let programs = pids(&file);
        assert_eq!(programs.len(), 2, "the program did not start");
        let sent = Command::new("kill")
            .args([format!("-{signal}"), karty.id().to_string()])
            .status()
            .unwrap();
        assert!(sent.success());
        let status = karty.wait().unwrap();
        // Looked at before karty's error output is read to its end, which a program
        // left running would hold open.
        let left: Vec<u32> = programs.into_iter().filter(|&pid| !ends(pid)).collect();
        for pid in &left {
            let _ = Command::new("kill")
                .args(["-KILL", &pid.to_string()])
                .status();
        }
        assert!(left.is_empty(), "SIG{signal}: still running: {left:?}");
        let mut stderr = String::new();
        for line in BufReader::new(karty.stderr.take().unwrap()).lines() {
            stderr.push_str(&line.unwrap());
        }
        assert_eq!(status.code(), Some(code), "SIG{signal}: {stderr}");
    }
}

#[test]
fn no_thread_is_left_behind_by_a_game() {
    // Ten games against a program: the arena's threads, sampled all along, stay as
    // few as at the start (none is started for a program).
    let program = hostile("python3", "tells_version.py");
    let seats = format!("{program},easy");
    let mut karty = Command::new(env!("CARGO_BIN_EXE_karty"))
        .args([
            "--seed", "1", "makao", "arena", "--seats", &seats, "--games", "10", "--think", "5",
        ])
        .env("KARTY_DATA_DIR", data_dir())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let status = format!("/proc/{}/status", karty.id());
    let mut most = 0;
    let mut samples = 0;
    while karty.try_wait().unwrap().is_none() {
        let threads = std::fs::read_to_string(&status)
            .ok()
            .and_then(|status| {
                let line = status.lines().find(|line| line.starts_with("Threads:"))?;
                line.split_whitespace().nth(1)?.parse::<u32>().ok()
            })
            .unwrap_or(0);
        most = most.max(threads);
        samples += 1;
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let mut report = String::new();
    std::io::Read::read_to_string(&mut karty.stdout.take().unwrap(), &mut report).unwrap();
    assert!(report.starts_with("10 games of makao"), "{report}");
    assert!(samples > 0);
    // The main thread and the one that handles signals.
    assert!(most <= 2, "{most} threads at once");
}

#[test]
#[cfg(target_os = "linux")]
fn what_a_program_starts_in_a_new_session_ends_with_its_game() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("pids");
    // Two ways out of the process group: a child in a session of its own, and a
    // daemon whose parent (in its own session too) exits at once, orphaning it. Each
    // writes its pid; the program plays only once both have. Their output goes
    // nowhere, so that nothing of this test waits for them to end.
    let script = dir.path().join("setsid_escapes.sh");
    std::fs::write(
        &script,
        format!(
            "setsid sh -c 'echo $$ >> \"$1\"; exec sleep 300' escapee \"$1\" \
             </dev/null >/dev/null 2>&1 &\n\
             setsid sh -c 'sleep 300 & echo $! >> \"$1\"' daemon \"$1\" \
             </dev/null >/dev/null 2>&1 &\n\
             while [ \"$(wc -l < \"$1\" 2>/dev/null || echo 0)\" -lt 2 ]; do sleep 0.01; done\n\
             exec python3 {}/examples/random_player.py\n",
            env!("CARGO_MANIFEST_DIR")
        ),
    )
    .unwrap();
    let seats = format!("exec:sh {} {},easy", script.display(), file.display());
    played(&seats, "3", "1");
    let escaped = pids(&file);
    assert_eq!(escaped.len(), 2, "both escapes started");
    let left: Vec<u32> = escaped.into_iter().filter(|&pid| !ends(pid)).collect();
    for pid in &left {
        let _ = Command::new("kill")
            .args(["-KILL", &pid.to_string()])
            .status();
    }
    assert!(left.is_empty(), "still running after their game: {left:?}");
}
