//! The searcher's speed: playouts per second (`cargo bench -p makao --bench search`).
//! One iteration is one deal of the unseen cards with every candidate played out on
//! it, from a few positions of a two-player `serbian` hand and a two-player `polish`
//! game.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use makao::{Config, Game, HeuristicBot, Phase, RuleSet, SearchBot, SearchSettings, View};

/// Views with a choice to make, from the start of a game played by the heuristic.
fn positions(config: Config, seed: u64, count: usize) -> Vec<View> {
    let mut game = Game::new(config, seed).expect("a valid setup");
    let mut views = Vec::new();
    while !game.is_over() && views.len() < count {
        let view = game.view(game.current_player());
        if view.legal.len() > 1 && !matches!(view.phase, Phase::Cut | Phase::Challenge { .. }) {
            views.push(view.clone());
        }
        let action = HeuristicBot::new().decide(&view).expect("a legal action");
        game.apply(action).expect("a listed action applies");
    }
    views
}

fn bench(c: &mut Criterion) {
    const DEALS: u64 = 10;
    let mut group = c.benchmark_group("search");
    for (name, config) in [
        ("serbian", Config::new(RuleSet::Serbian, 2)),
        ("polish", Config::new(RuleSet::Polish, 2)),
    ] {
        let views = positions(config, 3, 8);
        let settings = SearchSettings {
            deals: DEALS,
            ..SearchSettings::default()
        };
        let playouts: u64 = views
            .iter()
            .map(|view| DEALS * view.legal.len().min(settings.candidates) as u64)
            .sum();
        group.throughput(Throughput::Elements(playouts));
        let bot = SearchBot::new(settings);
        group.bench_function(format!("{name} playouts"), |b| {
            b.iter(|| {
                for view in &views {
                    black_box(bot.decide(black_box(view)));
                }
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
