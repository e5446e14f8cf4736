//! `karty stats` counted from the records: each counted game added in the order the games
//! ended, on top of the baseline imported once from `stats.json` (so its totals and
//! streaks go on). The same [`crate::stats::Record`] rules count both.

use crate::stats::{Record, Stats};

use super::store;

/// The statistics from the records; where the database cannot be read, from the
/// statistics file, which every game still updates, said on stderr.
pub fn statistics() -> anyhow::Result<Stats> {
    match store::with(|store| store.counted()) {
        Ok((games, baseline)) => Ok(count(&games, &baseline)),
        Err(err) => {
            eprintln!("warning: {err}; the statistics are read from stats.json instead");
            crate::stats::load()
        }
    }
}

/// `baseline` (key, `Record` JSON) with `games` (key, outcome, moves) added in order.
fn count(games: &[(String, String, Option<u32>)], baseline: &[(String, String)]) -> Stats {
    let mut stats = Stats::default();
    for (key, record) in baseline {
        if let Ok(record) = serde_json::from_str::<Record>(record) {
            stats.games.insert(key.clone(), record);
        }
    }
    for (key, outcome, moves) in games {
        if let Some(outcome) = super::outcome_from_word(outcome) {
            stats
                .games
                .entry(key.clone())
                .or_default()
                .add(outcome, *moves);
        }
    }
    stats
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_records_go_on_from_the_baseline_totals_and_streaks() {
        let baseline = vec![(
            "klondike draw 1".to_string(),
            r#"{"played":5,"won":3,"streak":2,"best_streak":2,"best_moves":120}"#.to_string(),
        )];
        let games: Vec<(String, String, Option<u32>)> = vec![
            ("klondike draw 1".into(), "won".into(), Some(100)),
            ("klondike draw 1".into(), "assisted".into(), Some(90)),
            ("nim".into(), "lost".into(), None),
        ];
        let stats = count(&games, &baseline);
        let klondike = stats.games["klondike draw 1"];
        assert_eq!(
            (
                klondike.played,
                klondike.won,
                klondike.streak,
                klondike.best_streak,
                klondike.best_moves,
                klondike.assisted
            ),
            (7, 4, 3, 3, Some(100), 1)
        );
        assert_eq!(stats.games["nim"].played, 1);
        assert_eq!(count(&[], &baseline).games["klondike draw 1"].streak, 2);
    }
}
