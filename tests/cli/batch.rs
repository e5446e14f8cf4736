//! Every batch command alike (`simulate` of each game, `arena`, `klondike solve --deals`,
//! `klondike simulate`): shards (`--shard I/N`, counting from 1, or a scheduler's
//! variables), results files (`--out`, `--resume`) and `--merge`, whose report is the
//! single run's. Deterministic players and tiny batches: budgets of deals or nodes,
//! never of time.

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::{karty, stdout_of};

/// The report's lines that do not depend on the clock: without the time lines and the
/// last line (the speed, or what was merged).
fn figures(report: &str) -> Vec<String> {
    let mut lines: Vec<String> = report
        .lines()
        .filter(|line| !line.starts_with("time a deal"))
        .map(String::from)
        .collect();
    lines.pop();
    lines
}

/// Runs `args` whole, then in N shards for N = 1, 3, 7, each written with `--out`, and
/// merges each set with `merge` (the command) `--merge FILES`: the merged report is the
/// whole run's, line for line, the speed aside.
fn shards_merge_into_the_whole_run(args: &[&str], merge: &[&str]) {
    let whole = stdout_of(karty().args(args));
    assert!(figures(&whole).len() > 2, "{whole}");
    let dir = tempfile::tempdir().unwrap();
    for count in [1, 3, 7] {
        let mut files = Vec::new();
        for index in 1..=count {
            let file = dir.path().join(format!("{count}-{index}.jsonl"));
            let shard = format!("{index}/{count}");
            let output = karty()
                .args(args)
                .args(["--shard", &shard, "--out"])
                .arg(&file)
                .output()
                .unwrap();
            let stderr = String::from_utf8_lossy(&output.stderr);
            assert!(output.status.success(), "{shard}: {stderr}");
            assert!(
                stderr.contains(&format!("shard {shard} (from --shard)")),
                "{stderr}"
            );
            assert!(file.exists() && !partial(&file).exists(), "{shard}");
            files.push(file);
        }
        let merged = stdout_of(karty().args(merge).arg("--merge").args(&files));
        assert_eq!(
            figures(&merged),
            figures(&whole),
            "{count} shards of {args:?}"
        );
        let s = if count == 1 { "" } else { "s" };
        assert!(
            merged
                .trim_end()
                .ends_with(&format!("merged from {count} file{s}")),
            "{merged}"
        );
    }
}

fn partial(file: &Path) -> PathBuf {
    PathBuf::from(format!("{}.partial", file.display()))
}

#[test]
fn makao_simulate_shards_merge_into_the_whole_run() {
    shards_merge_into_the_whole_run(
        &[
            "--seed",
            "3",
            "makao",
            "simulate",
            "--seats",
            "normal,easy,easy",
            "--games",
            "8",
        ],
        &["makao", "simulate"],
    );
}

#[test]
fn saboteur_simulate_shards_merge_into_the_whole_run() {
    shards_merge_into_the_whole_run(
        &[
            "--seed", "2", "saboteur", "simulate", "--games", "5", "--rounds", "1",
        ],
        &["saboteur", "simulate"],
    );
}

#[test]
fn saboteur_simulate_by_role_shards_merge_into_the_whole_run() {
    shards_merge_into_the_whole_run(
        &[
            "--seed",
            "4",
            "saboteur",
            "simulate",
            "--players",
            "4",
            "--diggers",
            "hard",
            "--saboteurs",
            "normal",
            "--deals",
            "1",
            "--games",
            "3",
            "--rounds",
            "1",
        ],
        &["saboteur", "simulate"],
    );
}

/// Results files of `saboteur simulate` written before its lines were the shared results
/// line (karty 0.1.0, kept in `tests/cli/saved/`) still merge, into the report that
/// version printed.
#[test]
fn saboteur_simulate_results_of_the_first_format_still_merge() {
    for (file, report) in [
        (
            "saboteur-simulate-first-format.jsonl",
            "6 games of Saboteur (3 rounds each, 5 players), seeds 3 to 8, seats normal,easy,normal,easy,normal (rotating)
kind    seat-games  wins  win share (fair)  win rate (95% CI)
normal          15     5   83.3% (50.0%)    33.3% (15.2% to 58.3%)
easy            15     1   16.7% (50.0%)    6.7% (1.2% to 29.8%)
kind    rounds won as digger  rounds won as saboteur
normal       9 of 30 (30.0%)        13 of 15 (86.7%)
easy         5 of 30 (16.7%)        11 of 15 (73.3%)
rounds won by the diggers: 4 of 18 (22.2%)",
        ),
        (
            "saboteur-simulate-first-format-by-role.jsonl",
            "3 games of Saboteur (2 rounds each, 4 players), seeds 5 to 7, diggers hard, saboteurs normal, hard plays out 2 deals a move
kind    rounds won as digger  rounds won as saboteur
hard        17 of 20 (85.0%)           0 of 0 (0.0%)
normal         0 of 0 (0.0%)          1 of 4 (25.0%)
rounds won by the diggers: 5 of 6 (83.3%)
hard beliefs after 5 turns (20 judged): true assignment given 84.6% (chance 25.0%), named most likely 85.0%
hard beliefs after 15 turns (20 judged): true assignment given 99.1% (chance 25.0%), named most likely 100.0%",
        ),
    ] {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("tests/cli/saved")
            .join(file);
        let merged = stdout_of(
            karty()
                .args(["saboteur", "simulate", "--merge"])
                .arg(&path),
        );
        assert_eq!(figures(&merged).join("\n"), report, "{file}");
        assert!(merged.trim_end().ends_with("merged from 1 file"), "{merged}");
    }
    // This version deals the same games from the same seeds and seats by role alike:
    // the same seat-rounds are judged (its `hard` player has since changed how it
    // chooses, so the rounds won and the beliefs are its own).
    let again = stdout_of(karty().args([
        "--seed",
        "5",
        "saboteur",
        "simulate",
        "--games",
        "3",
        "--players",
        "4",
        "--rounds",
        "2",
        "--diggers",
        "hard",
        "--saboteurs",
        "normal",
        "--deals",
        "2",
    ]));
    assert!(
        again.contains("seeds 5 to 7, diggers hard, saboteurs normal")
            && again.contains(" of 20 (")
            && again.contains("rounds won by the diggers: ")
            && again.contains("hard beliefs after 15 turns (20 judged)"),
        "{again}"
    );
}

#[test]
fn arena_shards_merge_into_the_whole_tournament() {
    shards_merge_into_the_whole_run(
        &[
            "--seed",
            "5",
            "makao",
            "arena",
            "--seats",
            "easy,normal",
            "--games",
            "8",
        ],
        &["makao", "arena"],
    );
    shards_merge_into_the_whole_run(
        &[
            "--seed",
            "5",
            "saboteur",
            "arena",
            "--seats",
            "easy,normal,normal",
            "--games",
            "4",
            "--rounds",
            "1",
        ],
        &["saboteur", "arena"],
    );
}

#[test]
fn klondike_solve_shards_merge_into_the_whole_run() {
    shards_merge_into_the_whole_run(
        &[
            "--seed", "1", "klondike", "solve", "--deals", "8", "--nodes", "3000",
        ],
        &["klondike", "solve"],
    );
}

#[test]
fn klondike_simulate_shards_merge_into_the_whole_run() {
    shards_merge_into_the_whole_run(
        &[
            "--seed",
            "1",
            "klondike",
            "simulate",
            "--deals",
            "3",
            "--samples",
            "1",
            "--nodes",
            "50",
        ],
        &["klondike", "simulate"],
    );
}

#[cfg(feature = "nim")]
#[test]
fn nim_simulate_and_arena_shards_merge_into_the_whole_run() {
    shards_merge_into_the_whole_run(
        &[
            "--seed",
            "1",
            "nim",
            "simulate",
            "--seats",
            "easy,hard",
            "-g",
            "9",
        ],
        &["nim", "simulate"],
    );
    shards_merge_into_the_whole_run(
        &[
            "--seed",
            "1",
            "nim",
            "arena",
            "--seats",
            "easy,hard",
            "-g",
            "9",
        ],
        &["nim", "arena"],
    );
}

/// A tiny batch whose shard is told by `env` (and `extra` arguments): its manifest's
/// shard, and what the run said on stderr.
fn scheduled(env: &[(&str, &str)], extra: &[&str]) -> (Option<i32>, String, Option<String>) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("shard.jsonl");
    let mut cmd = karty();
    cmd.args(["--seed", "1", "makao", "simulate", "--games", "10", "--out"])
        .arg(&file)
        .args(extra);
    for (name, value) in env {
        cmd.env(name, value);
    }
    let output = cmd.output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    let shard = std::fs::read_to_string(&file).ok().map(|text| {
        let manifest: Value = serde_json::from_str(text.lines().next().unwrap()).unwrap();
        manifest["shard"].as_str().unwrap().to_string()
    });
    (output.status.code(), stderr, shard)
}

#[test]
fn each_scheduler_s_variables_choose_the_shard() {
    // Slurm: --array=1-3, task 2; --array=0-8:4, task 8.
    let slurm = [
        ("SLURM_ARRAY_TASK_ID", "2"),
        ("SLURM_ARRAY_TASK_MIN", "1"),
        ("SLURM_ARRAY_TASK_MAX", "3"),
        ("SLURM_ARRAY_TASK_COUNT", "3"),
        ("SLURM_ARRAY_TASK_STEP", "1"),
    ];
    let (code, stderr, shard) = scheduled(&slurm, &[]);
    assert_eq!((code, shard.as_deref()), (Some(0), Some("2/3")), "{stderr}");
    assert!(
        stderr.contains("shard 2/3 (from a Slurm job array: SLURM_ARRAY_TASK_ID=2"),
        "{stderr}"
    );
    assert!(
        stderr.contains("games 1, 4, 7 (every 3 from 1: 3 of 10)"),
        "{stderr}"
    );
    let stepped = [
        ("SLURM_ARRAY_TASK_ID", "8"),
        ("SLURM_ARRAY_TASK_MIN", "0"),
        ("SLURM_ARRAY_TASK_COUNT", "3"),
        ("SLURM_ARRAY_TASK_STEP", "4"),
    ];
    assert_eq!(scheduled(&stepped, &[]).2.as_deref(), Some("3/3"));
    // --shard wins over the environment.
    assert_eq!(
        scheduled(&slurm, &["--shard", "1/1"]).2.as_deref(),
        Some("1/1")
    );
    // --array=1,2,5: not evenly spaced, refused.
    let uneven = [
        ("SLURM_ARRAY_TASK_ID", "5"),
        ("SLURM_ARRAY_TASK_MIN", "1"),
        ("SLURM_ARRAY_TASK_MAX", "5"),
        ("SLURM_ARRAY_TASK_COUNT", "3"),
    ];
    let (code, stderr, shard) = scheduled(&uneven, &[]);
    assert_eq!((code, shard), (Some(1), None), "{stderr}");
    assert!(stderr.contains("cannot map this Slurm array"), "{stderr}");

    // A Kubernetes Indexed Job: the index from 0, the count ours.
    let index = [("JOB_COMPLETION_INDEX", "2")];
    let (code, stderr, shard) = scheduled(&index, &["--shards", "4"]);
    assert_eq!((code, shard.as_deref()), (Some(0), Some("3/4")), "{stderr}");
    assert!(stderr.contains("Kubernetes Indexed Job"), "{stderr}");
    let with_variable = [("JOB_COMPLETION_INDEX", "0"), ("KARTY_SHARDS", "2")];
    assert_eq!(scheduled(&with_variable, &[]).2.as_deref(), Some("1/2"));
    let (code, stderr, _) = scheduled(&index, &[]);
    assert_eq!(code, Some(1));
    assert!(stderr.contains("--shards N or KARTY_SHARDS"), "{stderr}");

    // An AWS Batch array job.
    let aws = [
        ("AWS_BATCH_JOB_ARRAY_INDEX", "4"),
        ("AWS_BATCH_JOB_ARRAY_SIZE", "5"),
    ];
    let (code, stderr, shard) = scheduled(&aws, &[]);
    assert_eq!((code, shard.as_deref()), (Some(0), Some("5/5")), "{stderr}");
    assert!(stderr.contains("AWS Batch"), "{stderr}");

    // Nothing set: the whole batch, and it says so.
    let (_, stderr, shard) = scheduled(&[], &[]);
    assert_eq!(shard.as_deref(), Some("1/1"));
    assert!(stderr.contains("all 10 games, 0 to 9"), "{stderr}");
}

/// Writes shard `shard` of a small Makao batch (`extra` changes its settings).
fn makao_shard(dir: &Path, shard: &str, extra: &[&str]) -> PathBuf {
    let file = dir.join(format!(
        "{}-{}.jsonl",
        shard.replace('/', "of"),
        extra.join("")
    ));
    let output = karty()
        .args([
            "--seed", "4", "makao", "simulate", "--games", "6", "--shard", shard,
        ])
        .args(extra)
        .arg("--out")
        .arg(&file)
        .output()
        .unwrap();
    assert!(output.status.success());
    file
}

fn merge_error(files: &[&PathBuf]) -> String {
    let output = karty()
        .args(["makao", "simulate", "--merge"])
        .args(files)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn merges_of_other_settings_missing_or_doubled_shards_are_refused_naming_the_problem() {
    let dir = tempfile::tempdir().unwrap();
    let one = makao_shard(dir.path(), "1/3", &[]);
    let two = makao_shard(dir.path(), "2/3", &[]);
    let three = makao_shard(dir.path(), "3/3", &[]);
    stdout_of(
        karty()
            .args(["makao", "simulate", "--merge"])
            .args([&one, &two, &three]),
    );
    let other = makao_shard(dir.path(), "3/3", &["--seats", "easy,normal"]);
    let err = merge_error(&[&one, &two, &other]);
    assert!(err.contains("are not shards of one batch"), "{err}");
    assert!(
        err.contains(r#"settings.seats: ["normal","easy"] against ["easy","normal"]"#),
        "{err}"
    );
    let deeper = makao_shard(dir.path(), "3/3", &["--deals", "5"]);
    let err = merge_error(&[&one, &two, &deeper]);
    assert!(err.contains("limits.deals: null against 5"), "{err}");

    let err = merge_error(&[&one, &three]);
    assert!(
        err.contains("2 of the 6 games are missing: 1, 4 (no file holds shard 2/3)"),
        "{err}"
    );
    let err = merge_error(&[&one, &two, &two, &three]);
    assert!(err.contains("shard 2/3 is given twice"), "{err}");
    // Shards of two splits that overlap: the games in both are named.
    let half = makao_shard(dir.path(), "1/2", &[]);
    let err = merge_error(&[&half, &one, &two, &three]);
    assert!(err.contains("games given twice: "), "{err}");
    assert!(err.contains("0 (in "), "{err}");
    // Another command's results.
    let solved = dir.path().join("solved.jsonl");
    karty()
        .args([
            "klondike", "solve", "--deals", "1", "--nodes", "10", "--out",
        ])
        .arg(&solved)
        .assert()
        .success();
    let err = merge_error(&[&solved]);
    assert!(
        err.contains("holds the results of `karty klondike solve`, not of `karty makao simulate`"),
        "{err}"
    );
}

#[test]
fn resume_goes_on_with_a_partial_file_and_undecided_deals_are_data() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("deals.jsonl");
    let args = [
        "--seed", "1", "klondike", "solve", "--deals", "5", "--nodes", "2000",
    ];
    let whole = stdout_of(karty().args(args).arg("--out").arg(&file));
    let text = std::fs::read_to_string(&file).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 6);
    // Cut short in the fourth line, as a killed run leaves it.
    let cut = format!("{}\n{}", lines[..3].join("\n"), &lines[3][..10]);
    std::fs::write(partial(&file), cut).unwrap();
    std::fs::remove_file(&file).unwrap();
    let output = karty()
        .args(args)
        .args(["--resume", "--out"])
        .arg(&file)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    assert!(
        stderr.contains("2 of the shard's 5 deals already there"),
        "{stderr}"
    );
    let resumed = String::from_utf8_lossy(&output.stdout);
    assert_eq!(figures(&resumed), figures(&whole));
    let again = std::fs::read_to_string(&file).unwrap();
    let deals: Vec<u64> = again
        .lines()
        .skip(1)
        .map(|line| {
            serde_json::from_str::<Value>(line).unwrap()["item"]
                .as_u64()
                .unwrap()
        })
        .collect();
    assert_eq!(deals, [0, 1, 2, 3, 4]);
    assert!(!partial(&file).exists());

    // A .partial file of other settings is not resumed.
    std::fs::write(partial(&file), lines[..2].join("\n") + "\n").unwrap();
    let output = karty()
        .args([
            "--seed", "1", "klondike", "solve", "--deals", "5", "--nodes", "3000",
        ])
        .args(["--resume", "--out"])
        .arg(&file)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("limits.nodes: 2000 against 3000"),
        "{stderr}"
    );
    // Nor one of another shard.
    let other_shard = lines[0].replace(r#""shard":"1/1""#, r#""shard":"2/2""#);
    std::fs::write(partial(&file), other_shard + "\n").unwrap();
    let output = karty()
        .args(args)
        .args(["--resume", "--out"])
        .arg(&file)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("shard: 2/2 against 1/1"), "{stderr}");

    // Undecided deals are results: the shard is complete and exits 0.
    let output = karty()
        .args([
            "--seed", "1", "klondike", "solve", "--deals", "2", "--nodes", "1",
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0));
    let report = String::from_utf8_lossy(&output.stdout);
    let undecided = report
        .lines()
        .find_map(|line| line.trim().strip_prefix("undecided"))
        .and_then(|rest| rest.split_whitespace().next());
    assert_eq!(undecided, Some("2"), "{report}");
}

#[test]
fn crafted_results_files_are_refused_naming_the_line() {
    let manifest = |seats: usize, items: u64| {
        let seats: Vec<String> = (0..seats).map(|n| format!("k{n}")).collect();
        serde_json::json!({
            "karty": env!("CARGO_PKG_VERSION"), "command": "makao simulate",
            "title": "makao", "settings": {"seats": seats}, "limits": {},
            "seed": 1, "items": items, "shard": "1/1",
        })
    };
    let game = |number: u64, seats: &[&str]| {
        serde_json::json!({
            "game": number, "seed": 1 + number, "seats": seats, "winners": [0],
            "actions": 3, "points": null, "figures": [],
        })
    };
    let merge = |text: String| {
        let output = karty()
            .args(["makao", "simulate", "--merge", "-"])
            .write_stdin(text)
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(1));
        String::from_utf8_lossy(&output.stderr).into_owned()
    };
    let err = merge(format!("{}\n", manifest(5000, 1)));
    assert!(
        err.contains("line 1: the manifest seats 5000 players"),
        "{err}"
    );
    let err = merge(format!("{}\n{}\n", manifest(2, 1), game(3, &["k0", "k1"])));
    assert!(
        err.contains("line 2: game 3 is not in shard 1/1 of 1 games"),
        "{err}"
    );
    let err = merge(format!("{}\n{}\n", manifest(2, 1), game(0, &["k0", "x"])));
    assert!(err.contains("line 2: game 0 seats k0,x"), "{err}");
    let err = merge(format!("{}\n", game(0, &["k0", "k1"])));
    assert!(err.contains("its first line is not a manifest"), "{err}");
    // A manifest of billions of games names the first few missing, at once.
    let err = merge(format!(
        "{}\n{}\n",
        manifest(2, 4_000_000_000),
        game(0, &["k0", "k1"])
    ));
    assert!(
        err.contains("3999999999 of the 4000000000 games are missing: 1, 2, 3, 4, 5, …"),
        "{err}"
    );
}

#[test]
fn results_go_only_to_regular_files_never_through_a_planted_link() {
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join("target.txt");
    std::fs::write(&target, "keep me\n").unwrap();
    for (link, out) in [
        ("out.jsonl", "out.jsonl"),
        ("out2.jsonl.partial", "out2.jsonl"),
    ] {
        std::os::unix::fs::symlink(&target, dir.path().join(link)).unwrap();
        let output = karty()
            .args(["--seed", "1", "makao", "simulate", "--games", "2", "--out"])
            .arg(dir.path().join(out))
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{stderr}");
        assert!(stderr.contains("is a symbolic link"), "{stderr}");
    }
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "keep me\n");
}

/// A `klondike simulate` results file of the first format (`deal`, `won`, `moves`),
/// written by the version before the shared results line, still merges to the report
/// that version printed, which names the same deals and budget as a run of this
/// version (whose player chooses differently since the bandit over strings of moves).
#[test]
fn klondike_simulate_results_of_the_first_format_still_merge() {
    let report = "6 deals of seeds 5 to 10, draw 1, played without peeking or undo (3 samples of 300 positions a choice):
  won        3   50.0%  (95% interval 18.8–81.2%)
  lost       3   50.0%  (95% interval 18.8–81.2%)
197.8 moves a deal";
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/cli/saved/klondike-simulate-first-format.jsonl");
    let merged = stdout_of(karty().args(["klondike", "simulate", "--merge"]).arg(&path));
    assert_eq!(figures(&merged).join("\n"), report);
    let again = stdout_of(karty().args([
        "--seed",
        "5",
        "klondike",
        "simulate",
        "--deals",
        "6",
        "--samples",
        "3",
        "--nodes",
        "300",
        // That version's samples were counted in all.
        "--until",
        "total",
    ]));
    assert_eq!(figures(&again)[0], report.lines().next().unwrap());
}

/// Four matches of three serbian hands, normal against easy, by `command`.
fn serbian_matches(command: &str) -> [&str; 12] {
    [
        "--seed",
        "4",
        "makao",
        "--rules",
        "serbian",
        command,
        "--seats",
        "normal,easy",
        "--match",
        "3",
        "--games",
        "4",
    ]
}

/// `--match N`: each item is a match of N hands between the same seats, as a table
/// plays one; its shards merge like games do, and its report says matches.
#[test]
fn serbian_matches_are_items_of_simulate_and_arena_and_their_shards_merge() {
    for command in ["simulate", "arena"] {
        let args = serbian_matches(command);
        shards_merge_into_the_whole_run(&args, &["makao", command]);
        let report = stdout_of(karty().args(args));
        assert!(
            report.starts_with("4 matches of 3 games"),
            "{command}: {report}"
        );
        if command == "simulate" {
            assert!(report.contains("seeds 4 to 15"), "{report}");
        }
        assert!(report.contains("points a match"), "{command}: {report}");
    }
    // Each match is won by the lowest total of its hands' points (serbian scoring).
    let lines = stdout_of(karty().args(serbian_matches("simulate")).arg("--json"));
    let mut matches = 0;
    for line in lines.lines().skip(1) {
        let game: Value = serde_json::from_str(line).unwrap();
        let points: Vec<i64> = serde_json::from_value(game["points"].clone()).unwrap();
        let winners: Vec<usize> = serde_json::from_value(game["winners"].clone()).unwrap();
        let lowest = *points.iter().min().unwrap();
        let leaders: Vec<usize> = (0..points.len()).filter(|&s| points[s] == lowest).collect();
        assert_eq!(winners, leaders, "{line}");
        matches += 1;
    }
    assert_eq!(matches, 4);
    // A record keeps one game a line, so it is not asked of matches.
    let refused = karty()
        .args([
            "makao", "simulate", "--match", "2", "--record", "--games", "1",
        ])
        .output()
        .unwrap();
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("--match"));
    // A match of no games, or of more than a thousand, is a usage error.
    for length in ["0", "1001", "-3", "many"] {
        let output = karty()
            .args(["makao", "simulate", "--games", "1"])
            .arg(format!("--match={length}"))
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(2), "--match {length}");
        assert!(
            String::from_utf8_lossy(&output.stderr).contains("--match"),
            "--match {length}"
        );
    }
}
