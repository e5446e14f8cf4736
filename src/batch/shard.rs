//! Which share of a batch one run does: `--shard I/N`, or the index and count a
//! scheduler's array job hands its tasks in the environment.
//!
//! One numbering everywhere: shards count from 1, items (games, deals) from 0, and item
//! `i` belongs to shard `I` of `N` when `i % N == I - 1`.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use thiserror::Error;

/// The most shards a batch is split into.
pub const MAX_SHARDS: u64 = 1_000_000;

/// The environment variable that gives the number of shards where the scheduler passes
/// only the index (a Kubernetes Indexed Job), as `--shards N` does.
pub const SHARDS_VARIABLE: &str = "KARTY_SHARDS";

/// Shard `index` (from 1) of `count`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shard {
    index: u64,
    count: u64,
}

/// Why a shard cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ShardError {
    #[error("`{0}` is not a shard I/N with 1 <= I <= N (for example 1/4): shards count from 1")]
    Text(String),
    #[error("{count} shards: a batch is split into 1 to {MAX_SHARDS}")]
    Count { count: u64 },
    #[error("{variable}={value} is not a whole number")]
    Number { variable: String, value: String },
    #[error("{0}")]
    Array(String),
}

impl Shard {
    /// The whole batch.
    pub const WHOLE: Shard = Shard { index: 1, count: 1 };

    /// Shard `index` (from 1) of `count`.
    pub fn new(index: u64, count: u64) -> Result<Shard, ShardError> {
        if count == 0 || count > MAX_SHARDS {
            return Err(ShardError::Count { count });
        }
        if index == 0 || index > count {
            return Err(ShardError::Text(format!("{index}/{count}")));
        }
        Ok(Shard { index, count })
    }

    pub fn count(self) -> u64 {
        self.count
    }

    /// Whether item `item` (from 0) is this shard's.
    pub fn takes(self, item: u64) -> bool {
        item % self.count == self.index - 1
    }

    /// This shard's items of a batch of `items`, in order.
    pub fn items(self, items: u64) -> impl Iterator<Item = u64> {
        (self.index - 1..items).step_by(usize::try_from(self.count).unwrap_or(usize::MAX))
    }

    /// How many of a batch of `items` are this shard's.
    pub fn size(self, items: u64) -> u64 {
        items.saturating_sub(self.index - 1).div_ceil(self.count)
    }

    /// "games 1, 4, 7 (3 of 9)": what this shard takes of `items` items called `noun`.
    pub fn describe(self, items: u64, noun: &str) -> String {
        let size = self.size(items);
        if size == 0 {
            return format!("no {noun} (the batch has only {items})");
        }
        if self.count == 1 {
            return format!("all {items} {noun}, 0 to {}", items - 1);
        }
        let mut first: Vec<String> = self.items(items).take(3).map(|i| i.to_string()).collect();
        if size > 3 {
            first.push("…".to_string());
        }
        format!(
            "{noun} {} (every {} from {}: {size} of {items})",
            first.join(", "),
            self.count,
            self.index - 1
        )
    }
}

impl FromStr for Shard {
    type Err = ShardError;

    fn from_str(text: &str) -> Result<Shard, ShardError> {
        let bad = || ShardError::Text(text.to_string());
        let (index, count) = text.split_once('/').ok_or_else(bad)?;
        let index: u64 = index.trim().parse().map_err(|_| bad())?;
        let count: u64 = count.trim().parse().map_err(|_| bad())?;
        if index == 0 || index > count {
            return Err(bad());
        }
        Shard::new(index, count)
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

impl Serialize for Shard {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Shard {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Shard, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// Where a run's shard came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    /// `--shard I/N`.
    Flag,
    /// No `--shard` and no scheduler's variables: the whole batch.
    Whole,
    /// A scheduler's variables, as `NAME=value` pairs.
    Scheduler {
        name: &'static str,
        variables: Vec<String>,
    },
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Source::Flag => f.write_str("from --shard"),
            Source::Whole => f.write_str("no --shard and no scheduler's array variables"),
            Source::Scheduler { name, variables } => {
                write!(f, "from {name}: {}", variables.join(" "))
            }
        }
    }
}

/// The shard of a run: `--shard` when given; else read from a scheduler's variables
/// through `lookup` (the environment, in a real run): a Slurm job array, a Kubernetes
/// Indexed Job (its count from `shards`, that is `--shards N`, or [`SHARDS_VARIABLE`]),
/// an AWS Batch array job; else the whole batch.
pub fn choose(
    flag: Option<Shard>,
    shards: Option<u64>,
    lookup: impl Fn(&str) -> Option<String>,
) -> Result<(Shard, Source), ShardError> {
    if let Some(shard) = flag {
        return Ok((shard, Source::Flag));
    }
    let read = |name: &str| -> Result<Option<(u64, String)>, ShardError> {
        let Some(value) = lookup(name) else {
            return Ok(None);
        };
        let number = value.trim().parse().map_err(|_| ShardError::Number {
            variable: name.to_string(),
            value: crate::text::prefix(&value),
        })?;
        Ok(Some((number, format!("{name}={number}"))))
    };
    // A count given by us: --shards, else the variable.
    let our_count = || -> Result<Option<(u64, String)>, ShardError> {
        match shards {
            Some(count) => Ok(Some((count, format!("--shards {count}")))),
            None => read(SHARDS_VARIABLE),
        }
    };
    if let Some((id, told)) = read("SLURM_ARRAY_TASK_ID")? {
        let mut variables = vec![told];
        let mut need = |name: &str| -> Result<u64, ShardError> {
            let (value, told) = read(name)?.ok_or_else(|| {
                ShardError::Array(format!(
                    "SLURM_ARRAY_TASK_ID is set but {name} is not: karty cannot tell the array's shape"
                ))
            })?;
            variables.push(told);
            Ok(value)
        };
        let min = need("SLURM_ARRAY_TASK_MIN")?;
        let count = need("SLURM_ARRAY_TASK_COUNT")?;
        let step = match read("SLURM_ARRAY_TASK_STEP")? {
            Some((step, told)) => {
                variables.push(told);
                step
            }
            None => 1,
        };
        let max = read("SLURM_ARRAY_TASK_MAX")?;
        let unmappable = |why: &str| {
            ShardError::Array(format!(
                "cannot map this Slurm array to shards ({}): {why}; \
                 give --shard I/N, or use an array MIN-MAX:STEP such as --array=1-{count}",
                variables.join(" ")
            ))
        };
        if step == 0 || count == 0 {
            return Err(unmappable("its step and count must be at least 1"));
        }
        if id < min || (id - min) % step != 0 {
            return Err(unmappable(
                "the task's id is not MIN plus a multiple of STEP",
            ));
        }
        let index = (id - min) / step + 1;
        if index > count {
            return Err(unmappable("the task's id lies beyond COUNT steps from MIN"));
        }
        if let Some((max, _)) = max
            && Some(max)
                != (count - 1)
                    .checked_mul(step)
                    .and_then(|s| s.checked_add(min))
        {
            return Err(unmappable(
                "its tasks are not evenly spaced (MAX is not MIN + (COUNT - 1) x STEP)",
            ));
        }
        let shard = Shard::new(index, count)?;
        return Ok((
            shard,
            Source::Scheduler {
                name: "a Slurm job array",
                variables,
            },
        ));
    }
    if let Some((index, told)) = read("JOB_COMPLETION_INDEX")? {
        let (count, counted) = our_count()?.ok_or_else(|| {
            ShardError::Array(format!(
                "JOB_COMPLETION_INDEX={index} is set (a Kubernetes Indexed Job) but not the \
                 number of shards: give --shards N or {SHARDS_VARIABLE}=N (the Job's completions)"
            ))
        })?;
        let shard = scheduled(index, count, "JOB_COMPLETION_INDEX")?;
        return Ok((
            shard,
            Source::Scheduler {
                name: "a Kubernetes Indexed Job",
                variables: vec![told, counted],
            },
        ));
    }
    if let Some((index, told)) = read("AWS_BATCH_JOB_ARRAY_INDEX")? {
        let (count, counted) = match read("AWS_BATCH_JOB_ARRAY_SIZE")? {
            Some(size) => size,
            None => our_count()?.ok_or_else(|| {
                ShardError::Array(format!(
                    "AWS_BATCH_JOB_ARRAY_INDEX={index} is set but not the array's size: give \
                     AWS_BATCH_JOB_ARRAY_SIZE, --shards N or {SHARDS_VARIABLE}=N"
                ))
            })?,
        };
        let shard = scheduled(index, count, "AWS_BATCH_JOB_ARRAY_INDEX")?;
        return Ok((
            shard,
            Source::Scheduler {
                name: "an AWS Batch array job",
                variables: vec![told, counted],
            },
        ));
    }
    if let Some(count) = shards {
        return Err(ShardError::Array(format!(
            "--shards {count} is for a scheduler that passes only the index \
             (JOB_COMPLETION_INDEX, AWS_BATCH_JOB_ARRAY_INDEX), and none is set: give --shard I/N"
        )));
    }
    Ok((Shard::WHOLE, Source::Whole))
}

/// The shard of a scheduler's index counted from 0.
fn scheduled(index: u64, count: u64, variable: &str) -> Result<Shard, ShardError> {
    if count == 0 || count > MAX_SHARDS {
        return Err(ShardError::Count { count });
    }
    if index >= count {
        return Err(ShardError::Array(format!(
            "{variable}={index} is not below the number of shards, {count}"
        )));
    }
    Shard::new(index + 1, count)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env<'a>(pairs: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |name| {
            pairs
                .iter()
                .find(|(key, _)| *key == name)
                .map(|(_, value)| value.to_string())
        }
    }

    fn shard(index: u64, count: u64) -> Shard {
        Shard::new(index, count).unwrap()
    }

    #[test]
    fn shards_read_i_over_n_from_1_and_refuse_nonsense() {
        assert_eq!("2/4".parse(), Ok(shard(2, 4)));
        assert_eq!(" 1 / 1 ".parse(), Ok(Shard::WHOLE));
        assert_eq!(shard(3, 7).to_string(), "3/7");
        for bad in [
            "0/4",
            "5/4",
            "x",
            "1/",
            "/2",
            "1/0",
            "-1/3",
            "",
            "2",
            "1/2000000",
        ] {
            assert!(bad.parse::<Shard>().is_err(), "{bad}");
        }
        let message = "0/2".parse::<Shard>().unwrap_err().to_string();
        assert!(message.contains("count from 1"), "{message}");
    }

    #[test]
    fn item_i_belongs_to_shard_i_mod_n_plus_1_and_every_item_to_one_shard() {
        for count in 1..=7 {
            for items in 0..20 {
                let mut seen = vec![0; items as usize];
                for index in 1..=count {
                    let shard = shard(index, count);
                    let mine: Vec<u64> = shard.items(items).collect();
                    assert_eq!(mine.len() as u64, shard.size(items));
                    for item in mine {
                        assert!(shard.takes(item));
                        assert_eq!(item % count, index - 1);
                        seen[item as usize] += 1;
                    }
                }
                assert!(seen.iter().all(|&n| n == 1), "{count} {items}");
            }
        }
        assert_eq!(
            shard(2, 3).describe(10, "games"),
            "games 1, 4, 7 (every 3 from 1: 3 of 10)"
        );
        assert_eq!(shard(1, 1).describe(3, "deals"), "all 3 deals, 0 to 2");
        assert_eq!(
            shard(5, 5).describe(3, "deals"),
            "no deals (the batch has only 3)"
        );
    }

    #[test]
    fn the_flag_wins_and_without_variables_the_run_is_whole() {
        let slurm = [
            ("SLURM_ARRAY_TASK_ID", "2"),
            ("SLURM_ARRAY_TASK_MIN", "1"),
            ("SLURM_ARRAY_TASK_COUNT", "4"),
        ];
        assert_eq!(
            choose(Some(shard(1, 2)), None, env(&slurm)),
            Ok((shard(1, 2), Source::Flag))
        );
        assert_eq!(
            choose(None, None, env(&[])),
            Ok((Shard::WHOLE, Source::Whole))
        );
        assert!(
            choose(None, Some(3), env(&[])).is_err(),
            "--shards alone means nothing"
        );
    }

    #[test]
    fn a_slurm_array_maps_to_shards_or_is_refused() {
        let array = |id: &str, min: &str, count: &str, step: Option<&str>, max: Option<&str>| {
            let mut pairs = vec![
                ("SLURM_ARRAY_TASK_ID", id.to_string()),
                ("SLURM_ARRAY_TASK_MIN", min.to_string()),
                ("SLURM_ARRAY_TASK_COUNT", count.to_string()),
            ];
            if let Some(step) = step {
                pairs.push(("SLURM_ARRAY_TASK_STEP", step.to_string()));
            }
            if let Some(max) = max {
                pairs.push(("SLURM_ARRAY_TASK_MAX", max.to_string()));
            }
            choose(None, None, move |name| {
                pairs
                    .iter()
                    .find(|(k, _)| *k == name)
                    .map(|(_, v)| v.clone())
            })
        };
        // --array=1-4: task 3 is shard 3/4.
        let (got, source) = array("3", "1", "4", Some("1"), Some("4")).unwrap();
        assert_eq!(got, shard(3, 4));
        assert!(
            source.to_string().contains("SLURM_ARRAY_TASK_ID=3"),
            "{source}"
        );
        // --array=0-9: task 0 is shard 1/10.
        assert_eq!(array("0", "0", "10", None, None).unwrap().0, shard(1, 10));
        // --array=10-40:10: task 30 is shard 3/4.
        assert_eq!(
            array("30", "10", "4", Some("10"), Some("40")).unwrap().0,
            shard(3, 4)
        );
        // --array=1,3,7: not evenly spaced.
        let err = array("7", "1", "3", Some("1"), Some("7"))
            .unwrap_err()
            .to_string();
        assert!(err.contains("cannot map this Slurm array"), "{err}");
        assert!(array("5", "1", "3", Some("2"), Some("9")).is_err());
        assert!(
            array("4", "1", "4", Some("2"), None).is_err(),
            "off the step"
        );
        assert!(array("0", "1", "4", None, None).is_err(), "below MIN");
        assert!(array("3", "1", "0", None, None).is_err(), "no tasks");
        let err = choose(None, None, env(&[("SLURM_ARRAY_TASK_ID", "3")])).unwrap_err();
        assert!(err.to_string().contains("SLURM_ARRAY_TASK_MIN"), "{err}");
        let err = array("x", "1", "4", None, None).unwrap_err();
        assert!(err.to_string().contains("SLURM_ARRAY_TASK_ID=x"), "{err}");
    }

    #[test]
    fn a_kubernetes_indexed_job_needs_our_count() {
        let index = [("JOB_COMPLETION_INDEX", "2")];
        let (got, source) = choose(None, Some(5), env(&index)).unwrap();
        assert_eq!(got, shard(3, 5));
        assert!(source.to_string().contains("Kubernetes"), "{source}");
        let with_variable = [("JOB_COMPLETION_INDEX", "0"), (SHARDS_VARIABLE, "3")];
        assert_eq!(
            choose(None, None, env(&with_variable)).unwrap().0,
            shard(1, 3)
        );
        let err = choose(None, None, env(&index)).unwrap_err().to_string();
        assert!(
            err.contains("--shards N") && err.contains(SHARDS_VARIABLE),
            "{err}"
        );
        assert!(choose(None, Some(2), env(&index)).is_err(), "index 2 of 2");
    }

    #[test]
    fn an_aws_batch_array_job_gives_index_and_size() {
        let pairs = [
            ("AWS_BATCH_JOB_ARRAY_INDEX", "6"),
            ("AWS_BATCH_JOB_ARRAY_SIZE", "7"),
        ];
        let (got, source) = choose(None, None, env(&pairs)).unwrap();
        assert_eq!(got, shard(7, 7));
        assert!(source.to_string().contains("AWS Batch"), "{source}");
        assert_eq!(
            choose(None, Some(4), env(&[("AWS_BATCH_JOB_ARRAY_INDEX", "1")]))
                .unwrap()
                .0,
            shard(2, 4)
        );
        assert!(choose(None, None, env(&[("AWS_BATCH_JOB_ARRAY_INDEX", "1")])).is_err());
        assert!(
            choose(
                None,
                None,
                env(&[
                    ("AWS_BATCH_JOB_ARRAY_INDEX", "7"),
                    ("AWS_BATCH_JOB_ARRAY_SIZE", "7")
                ])
            )
            .is_err()
        );
    }
}
