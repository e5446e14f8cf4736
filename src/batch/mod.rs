//! What every batch command (`simulate` of each game, `arena`, `klondike solve --deals`,
//! `klondike simulate`) shares, written once: which share of the batch a run does
//! ([`shard`]), the results file, `--resume` and `--merge`.
//!
//! A results file is JSON lines: first a [`Manifest`] (karty's version, the command, its
//! settings and limits, the seeds, the shard), then one line a game or deal. A run writes
//! `FILE.partial` line by line and renames it to `FILE` once its shard is complete;
//! `--resume` goes on with a `.partial` file. The report is computed from the manifest and
//! the lines alone, in the order of the items, so a run's report and the merge of its
//! shards' files are the same text (the speed line aside).

pub mod shard;

use std::collections::HashMap;
use std::fs::{File, OpenOptions};
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result, anyhow, bail};
use clap::Args;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

pub use shard::Shard;

use crate::progress::{self, Speed};
use crate::text::{prefix, safe};
use crate::ui::out;

/// The flags every batch command shares.
#[derive(Debug, Clone, Default, Args)]
pub struct BatchArgs {
    /// Run only shard I of N, counting shards from 1: item i (from 0) is shard I's when
    /// i % N == I - 1. Without it a scheduler's array variables choose (Slurm,
    /// Kubernetes Indexed Job, AWS Batch), or the run is whole
    #[arg(long, value_name = "I/N")]
    pub shard: Option<Shard>,
    /// How many shards, where the scheduler gives only an index (JOB_COMPLETION_INDEX of
    /// a Kubernetes Indexed Job); or set KARTY_SHARDS
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=shard::MAX_SHARDS))]
    pub shards: Option<u64>,
    /// Write the results, one JSON line a game or deal after a manifest line, to
    /// FILE.partial as they come, renamed to FILE once the shard is complete
    #[arg(long, value_name = "FILE", conflicts_with = "json")]
    pub out: Option<PathBuf>,
    /// With --out: go on with FILE.partial left by an interrupted run of the same
    /// command, settings and shard (the items in it are not played again)
    #[arg(long, requires = "out")]
    pub resume: bool,
    /// Print the results lines (as --out writes them) on stdout instead of the report
    #[arg(long)]
    pub json: bool,
    /// Play nothing: read the results files of a batch's shards (or - for stdin), check
    /// that their manifests agree and that every item is there exactly once, and print
    /// the report one run of the whole batch prints
    #[arg(long, value_name = "FILES", num_args = 1..,
          conflicts_with_all = ["shard", "shards", "out", "resume", "json"])]
    pub merge: Vec<PathBuf>,
}

/// The first line of a results file: what produced the lines after it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Manifest {
    /// karty's version.
    pub karty: String,
    /// The command, such as `makao simulate`.
    pub command: String,
    /// What the report calls the batch ("makao (polish rules)").
    pub title: String,
    pub settings: Value,
    /// What bounds the players' or the solver's work.
    pub limits: Value,
    /// Item i (from 0) is dealt from seed + i.
    pub seed: u64,
    /// How many items the whole batch has.
    pub items: u64,
    pub shard: Shard,
    /// The game's settings as its records keep them (`karty replay` deals from them
    /// and the line's seed); absent from the first results format, and for a batch
    /// whose games are not recorded.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game_settings: Option<Value>,
}

impl Manifest {
    /// The manifest of a whole batch; `run` sets its shard.
    pub fn new(
        command: &str,
        title: String,
        settings: Value,
        limits: Value,
        seed: u64,
        items: u64,
    ) -> Manifest {
        Manifest {
            karty: env!("CARGO_PKG_VERSION").to_string(),
            command: command.to_string(),
            title,
            settings,
            limits,
            seed,
            items,
            shard: Shard::WHOLE,
            game_settings: None,
        }
    }

    /// " (shard 2/3)" for a shard's own report, nothing for a whole batch.
    pub fn of_shard(&self) -> String {
        if self.shard == Shard::WHOLE {
            String::new()
        } else {
            format!(" (shard {})", self.shard)
        }
    }

    /// The seed of item `item`.
    pub fn seed_of(&self, item: u64) -> u64 {
        self.seed.wrapping_add(item)
    }
}

/// One batch command's results and report.
pub trait Batch {
    /// One game's or deal's line.
    type Record: Serialize + DeserializeOwned;
    /// What the items are called: "games", "deals".
    const NOUN: &'static str;
    /// What this batch's items are called: [`Batch::NOUN`], unless the manifest makes
    /// each item something else (a match of games).
    fn noun(_manifest: &Manifest) -> &'static str {
        Self::NOUN
    }
    /// The record's item (from 0).
    fn item(record: &Self::Record) -> u64;
    /// Refuses a manifest read from a file that this command's report cannot take (too
    /// many seats, say).
    fn check_manifest(_manifest: &Manifest) -> Result<(), String> {
        Ok(())
    }
    /// Refuses a record read from a file that does not fit its manifest.
    fn check(manifest: &Manifest, record: &Self::Record) -> Result<(), String>;
    /// Drops what the report does not need of a record once it is written (a recorded
    /// game's actions), so a large batch's report fits in memory.
    fn lighten(_record: &mut Self::Record) {}
    /// The report, without the speed: the same for a run and for the merge of its shards.
    fn report(manifest: &Manifest, records: &[Self::Record]) -> Vec<String>;
    /// Lines about time taken (they differ from run to run), printed after the report.
    fn timing(_records: &[Self::Record]) -> Vec<String> {
        Vec::new()
    }
    /// The last line of a run.
    fn speed(speed: Speed) -> String {
        speed.to_string()
    }
}

/// The largest results file `--merge` and `--resume` read.
pub const MAX_RESULTS_BYTES: u64 = 256 << 20;

/// The most items a batch has (its counts fit in 32 bits).
pub const MAX_ITEMS: u64 = u32::MAX as u64;

/// The most seats a manifest read from a file may name (no game seats more than 10).
pub const MAX_SEATS: usize = 64;

/// Runs a batch command (its `--merge` is [`merge`], before anything is set up): the
/// run of this shard's items (`play` plays one, given its number) with its results
/// written where asked, then the report.
pub fn execute<B: Batch>(
    args: &BatchArgs,
    manifest: Manifest,
    play: impl FnMut(u64) -> Result<B::Record>,
) -> Result<ExitCode> {
    let (manifest, records, speed) = run::<B>(args, manifest, play)?;
    if !args.json {
        print::<B>(&manifest, &records, &B::speed(speed));
    }
    Ok(ExitCode::SUCCESS)
}

fn print<B: Batch>(manifest: &Manifest, records: &[B::Record], last: &str) {
    for line in B::report(manifest, records)
        .into_iter()
        .chain(B::timing(records))
    {
        out(safe(&line));
    }
    out(last);
}

/// The shard this run does, told on stderr with where it came from and what it takes.
pub fn shard_of(args: &BatchArgs, items: u64, noun: &str) -> Result<Shard> {
    let (shard, source) = shard::choose(args.shard, args.shards, |name| std::env::var(name).ok())?;
    eprintln!("shard {shard} ({source}): {}", shard.describe(items, noun));
    Ok(shard)
}

/// Where a run's lines go.
enum Sink {
    Nowhere,
    Stdout,
    File {
        file: File,
        partial: PathBuf,
        done: PathBuf,
    },
}

impl Sink {
    fn write(&mut self, line: &str) -> Result<()> {
        match self {
            Sink::Nowhere => {}
            Sink::Stdout => out(line),
            Sink::File { file, partial, .. } => file
                .write_all(format!("{line}\n").as_bytes())
                .and_then(|()| file.flush())
                .with_context(|| format!("cannot write {}", crate::text::path(partial)))?,
        }
        Ok(())
    }
}

/// Opens `FILE.partial` for writing (`append`, or created afresh), refusing, as a save
/// does, anything but a regular file where it or `FILE` would go: a symbolic link (not
/// followed), a directory, a device or FIFO, a read-only file.
fn open_partial(partial: &Path, done: &Path, append: bool) -> Result<File> {
    use std::os::unix::fs::OpenOptionsExt;
    for path in [partial, done] {
        if let Some(reason) = crate::terminal::refuse_to_replace(path) {
            bail!("cannot write {reason}");
        }
    }
    let mut options = OpenOptions::new();
    if append {
        options.append(true);
    } else {
        options.write(true).create(true).truncate(true);
    }
    options
        .custom_flags(rustix::fs::OFlags::NOFOLLOW.bits() as i32)
        .open(partial)
        .with_context(|| format!("cannot write {}", crate::text::path(partial)))
}

/// `FILE.partial`.
fn partial_of(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_os_string();
    name.push(".partial");
    PathBuf::from(name)
}

/// Plays this shard's items (those not already in a resumed file) and gives the manifest
/// with its shard, every record in item order, and the speed.
pub fn run<B: Batch>(
    args: &BatchArgs,
    mut manifest: Manifest,
    mut play: impl FnMut(u64) -> Result<B::Record>,
) -> Result<(Manifest, Vec<B::Record>, Speed)> {
    manifest.shard = shard_of(args, manifest.items, B::noun(&manifest))?;
    let mut records: Vec<B::Record> = Vec::new();
    let mut sink = match &args.out {
        None if args.json => Sink::Stdout,
        None => Sink::Nowhere,
        Some(path) => {
            let partial = partial_of(path);
            let mut file = None;
            if args.resume {
                if partial.exists() {
                    let (kept, bytes) = resume::<B>(&partial, &manifest)?;
                    let opened = open_partial(&partial, path, true)?;
                    // A line cut short when the run stopped is dropped.
                    opened.set_len(bytes)?;
                    if bytes == 0 {
                        writeln!(&opened, "{}", serde_json::to_string(&manifest)?)?;
                    }
                    eprintln!(
                        "resuming {}: {} of the shard's {} {} already there",
                        crate::text::path(&partial),
                        kept.len(),
                        manifest.shard.size(manifest.items),
                        B::noun(&manifest)
                    );
                    records = kept;
                    file = Some(opened);
                } else if path.exists() {
                    let (kept, _) = resume::<B>(path, &manifest)?;
                    eprintln!("{} is complete already", crate::text::path(path));
                    records = kept;
                }
            }
            let file = match file {
                Some(file) => file,
                None => {
                    let mut file = open_partial(&partial, path, false)?;
                    writeln!(file, "{}", serde_json::to_string(&manifest)?)
                        .with_context(|| format!("cannot write {}", crate::text::path(&partial)))?;
                    if !records.is_empty() {
                        // A complete file resumed: written again whole.
                        for record in &records {
                            writeln!(file, "{}", serde_json::to_string(record)?)?;
                        }
                    }
                    file
                }
            };
            Sink::File {
                file,
                partial,
                done: path.clone(),
            }
        }
    };
    if let Sink::Stdout = sink {
        sink.write(&serde_json::to_string(&manifest)?)?;
    }
    records.iter_mut().for_each(B::lighten);
    let have: std::collections::HashSet<u64> = records.iter().map(B::item).collect();
    let todo: Vec<u64> = manifest
        .shard
        .items(manifest.items)
        .filter(|item| !have.contains(item))
        .collect();
    let total = u32::try_from(todo.len()).unwrap_or(u32::MAX);
    let ((), speed) = progress::run(total, B::noun(&manifest), |done| -> Result<()> {
        for (n, &item) in todo.iter().enumerate() {
            let mut record = play(item)?;
            if let Sink::Nowhere = sink {
                // Nothing written: a simulation's every game pays for no JSON.
                B::lighten(&mut record);
                records.push(record);
            } else {
                let line = serde_json::to_string(&record)?;
                sink.write(&line)?;
                // The report reads what the file holds, as a merge does.
                let mut record = serde_json::from_str(&line)?;
                B::lighten(&mut record);
                records.push(record);
            }
            done(u32::try_from(n + 1).unwrap_or(u32::MAX));
        }
        Ok(())
    })?;
    if let Sink::File {
        file,
        partial,
        done,
    } = sink
    {
        file.sync_all().ok();
        drop(file);
        std::fs::rename(&partial, &done).with_context(|| {
            format!(
                "cannot rename {} to {}",
                crate::text::path(&partial),
                crate::text::path(&done)
            )
        })?;
        eprintln!("results in {}", crate::text::path(&done));
    }
    records.sort_by_key(B::item);
    Ok((manifest, records, speed))
}

/// The records of a `.partial` (or complete) file this run goes on with, which must have
/// been written with `manifest`; and how many bytes of it are whole lines.
fn resume<B: Batch>(path: &Path, manifest: &Manifest) -> Result<(Vec<B::Record>, u64)> {
    let (name, text) = crate::machine::read_bounded(path, MAX_RESULTS_BYTES)?;
    let whole = text.rfind('\n').map_or(0, |at| at + 1);
    let sections = parse::<B>(&name, &text[..whole], &manifest.command)?;
    if sections.is_empty() {
        // Stopped before its manifest was written: nothing to keep.
        return Ok((Vec::new(), 0));
    }
    let [(found, records)] = <[_; 1]>::try_from(sections)
        .map_err(|_| anyhow!("{name} holds more than one manifest: not a file to resume"))?;
    if found != *manifest {
        let mut differences = differences(&found, manifest);
        if found.shard != manifest.shard {
            differences.push(format!("shard: {} against {}", found.shard, manifest.shard));
        }
        let differences = differences.join("; ");
        bail!(
            "{name} was written by another run ({differences}): remove it, or run without --resume"
        );
    }
    let mut seen = std::collections::HashSet::new();
    for record in &records {
        let item = B::item(record);
        if !seen.insert(item) {
            bail!("{name} holds {} {item} twice", singular(B::NOUN));
        }
    }
    Ok((records, whole as u64))
}

/// The sections of a results text: each manifest with the records after it.
fn parse<B: Batch>(
    name: &str,
    text: &str,
    command: &str,
) -> Result<Vec<(Manifest, Vec<B::Record>)>> {
    let mut sections: Vec<(Manifest, Vec<B::Record>)> = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let number = number + 1;
        if line.trim().is_empty() {
            continue;
        }
        if let Ok(manifest) = serde_json::from_str::<Manifest>(line) {
            if manifest.command != command {
                bail!(
                    "{name} holds the results of `karty {}`, not of `karty {command}`",
                    safe(&manifest.command)
                );
            }
            if manifest.items > MAX_ITEMS {
                bail!(
                    "{name} line {number}: a batch of {} items is more than karty runs",
                    manifest.items
                );
            }
            B::check_manifest(&manifest)
                .map_err(|why| anyhow!("{name} line {number}: {}", safe(&why)))?;
            sections.push((manifest, Vec::new()));
            continue;
        }
        let Some((manifest, records)) = sections.last_mut() else {
            bail!("{name} line {number}: not a results file (its first line is not a manifest)");
        };
        let record: B::Record = serde_json::from_str(line).map_err(|err| {
            anyhow!(
                "{name} line {number}: not one of the {} of `{}`: {}",
                B::NOUN,
                safe(&manifest.command),
                prefix(&err.to_string())
            )
        })?;
        let item = B::item(&record);
        if item >= manifest.items || !manifest.shard.takes(item) {
            bail!(
                "{name} line {number}: {} {item} is not in shard {} of {} {}",
                singular(B::NOUN),
                manifest.shard,
                manifest.items,
                B::NOUN
            );
        }
        B::check(manifest, &record)
            .map_err(|why| anyhow!("{name} line {number}: {}", safe(&why)))?;
        records.push(record);
    }
    Ok(sections)
}

fn singular(noun: &str) -> &str {
    noun.strip_suffix('s').unwrap_or(noun)
}

/// How two manifests differ, field by field, the shard aside.
fn differences(a: &Manifest, b: &Manifest) -> Vec<String> {
    let (Ok(Value::Object(a)), Ok(Value::Object(b))) =
        (serde_json::to_value(a), serde_json::to_value(b))
    else {
        return vec!["unreadable".to_string()];
    };
    let mut found = Vec::new();
    let show = |value: Option<&Value>| match value {
        Some(value) => prefix(&value.to_string()),
        None => "nothing".to_string(),
    };
    // Every key of either, so that a field one file lacks is named too.
    let mut keys: Vec<&String> = a.keys().chain(b.keys()).collect();
    keys.sort();
    keys.dedup();
    for key in keys {
        if key == "shard" {
            continue;
        }
        let (left, right) = (a.get(key), b.get(key));
        match (left, right) {
            (Some(Value::Object(l)), Some(Value::Object(r))) => {
                let mut keys: Vec<&String> = l.keys().chain(r.keys()).collect();
                keys.sort();
                keys.dedup();
                for inner in keys {
                    if l.get(inner) != r.get(inner) {
                        found.push(format!(
                            "{key}.{}: {} against {}",
                            safe(inner),
                            show(l.get(inner)),
                            show(r.get(inner))
                        ));
                    }
                }
            }
            _ if left != right => {
                found.push(format!("{key}: {} against {}", show(left), show(right)));
            }
            _ => {}
        }
    }
    found
}

/// How many problems of one kind a refusal lists.
const NAMED: usize = 5;

/// `--merge`: reads the shards' files, checks them, and prints the whole batch's report.
pub fn merge<B: Batch>(files: &[PathBuf], command: &str) -> Result<ExitCode> {
    let (manifest, records) = read_shards::<B>(files, command)?;
    let last = format!(
        "{} {} merged from {} file{}",
        records.len(),
        B::NOUN,
        files.len(),
        if files.len() == 1 { "" } else { "s" }
    );
    print::<B>(&manifest, &records, &last);
    Ok(ExitCode::SUCCESS)
}

/// The manifest (as a whole batch's) and every record in item order, from the files of
/// a batch's shards; refused when the manifests disagree, or an item is missing or
/// there twice.
pub fn read_shards<B: Batch>(
    files: &[PathBuf],
    command: &str,
) -> Result<(Manifest, Vec<B::Record>)> {
    let mut first: Option<(String, Manifest)> = None;
    let mut shards: Vec<Shard> = Vec::new();
    let mut found: HashMap<u64, (usize, B::Record)> = HashMap::new();
    let mut names: Vec<String> = Vec::new();
    let mut twice: Vec<String> = Vec::new();
    for (file, path) in files.iter().enumerate() {
        let (name, text) = crate::machine::read_bounded(path, MAX_RESULTS_BYTES)?;
        let sections = parse::<B>(&name, &text, command)?;
        if sections.is_empty() {
            bail!("{name} holds no manifest: not a results file");
        }
        for (manifest, records) in sections {
            match &first {
                None => first = Some((name.clone(), manifest.clone())),
                Some((first_name, known)) => {
                    let differences = differences(known, &manifest);
                    if !differences.is_empty() {
                        bail!(
                            "{name} and {first_name} are not shards of one batch: they differ in {}",
                            differences.join("; ")
                        );
                    }
                }
            }
            if shards.contains(&manifest.shard) {
                bail!("shard {} is given twice (again in {name})", manifest.shard);
            }
            shards.push(manifest.shard);
            for mut record in records {
                B::lighten(&mut record);
                let item = B::item(&record);
                if let Some((other, _)) = found.get(&item) {
                    if twice.len() < NAMED {
                        twice.push(format!("{item} (in {} and {name})", names[*other]));
                    }
                    continue;
                }
                found.insert(item, (file, record));
            }
        }
        names.push(name);
    }
    let Some((_, mut manifest)) = first else {
        bail!("no results to merge");
    };
    if !twice.is_empty() {
        bail!("{} given twice: {}", B::NOUN, twice.join(", "));
    }
    let missing_count = manifest.items - found.len() as u64;
    if missing_count > 0 {
        let missing: Vec<u64> = (0..manifest.items)
            .filter(|item| !found.contains_key(item))
            .take(NAMED)
            .collect();
        let mut listed: Vec<String> = missing.iter().map(u64::to_string).collect();
        if missing_count > NAMED as u64 {
            listed.push("…".to_string());
        }
        // The shards that would hold them, where the files agree on a count.
        let count = shards[0].count();
        let absent: Vec<String> = if shards.iter().all(|shard| shard.count() == count) {
            (1..=count)
                .filter_map(|index| Shard::new(index, count).ok())
                .filter(|shard| !shards.contains(shard) && shard.size(manifest.items) > 0)
                .take(NAMED)
                .map(|shard| shard.to_string())
                .collect()
        } else {
            Vec::new()
        };
        let hint = if absent.is_empty() {
            String::new()
        } else {
            format!(" (no file holds shard {})", crate::text::list(&absent))
        };
        bail!(
            "{missing_count} of the {} {} are missing: {}{hint}",
            manifest.items,
            B::NOUN,
            listed.join(", ")
        );
    }
    manifest.shard = Shard::WHOLE;
    let mut records: Vec<(u64, B::Record)> =
        found.into_iter().map(|(item, (_, r))| (item, r)).collect();
    records.sort_by_key(|(item, _)| *item);
    Ok((manifest, records.into_iter().map(|(_, r)| r).collect()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn manifests_differ_in_a_field_either_one_lacks() {
        let plain = Manifest::new("nim simulate", "nim".into(), Value::Null, Value::Null, 1, 2);
        let recorded = Manifest {
            game_settings: Some(serde_json::json!({"counters": 20})),
            ..plain.clone()
        };
        for (a, b) in [(&plain, &recorded), (&recorded, &plain)] {
            let found = differences(a, b);
            assert_eq!(found.len(), 1, "{found:?}");
            assert!(found[0].starts_with("game_settings: "), "{found:?}");
        }
        assert!(differences(&plain, &plain).is_empty());
    }
}
