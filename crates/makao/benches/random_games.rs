//! Whole four-player games between uniformly random players, from the deal to the end:
//! the engine's throughput in games per second (`cargo bench -p makao`).

use std::hint::black_box;

use cards::{index_below, seeded};
use contract::simulate::play_one;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use makao::{Action, BotLevel, Config, Game, RuleSet};

/// Plays one game from `seed` to its end; returns the number of actions.
fn random_game(config: Config, seed: u64, events: bool, buffer: &mut Vec<Action>) -> u32 {
    let mut game = Game::new(config, seed).expect("a valid setup");
    let mut rng = seeded(seed ^ 0x5eed);
    while !game.is_over() {
        game.legal_actions_into(buffer);
        let action = buffer[index_below(&mut rng, buffer.len())];
        if events {
            black_box(game.apply(action).expect("a listed action applies"));
        } else {
            game.apply_quietly(action).expect("a listed action applies");
        }
    }
    game.actions_played()
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("random four-player games");
    group.throughput(Throughput::Elements(1));
    for (name, config, events) in [
        ("polish", Config::new(RuleSet::Polish, 4), false),
        ("macau", Config::new(RuleSet::Macau, 4), false),
        (
            "polish twist",
            Config::new(RuleSet::Polish, 4).with_twist(true),
            false,
        ),
        ("polish with events", Config::new(RuleSet::Polish, 4), true),
    ] {
        let mut seed = 0u64;
        let mut buffer = Vec::new();
        group.bench_function(name, |b| {
            b.iter(|| {
                seed += 1;
                black_box(random_game(config, black_box(seed), events, &mut buffer))
            })
        });
    }
    // The same games through the one simulation every game shares: random seats, a
    // bot per seat, the legal list in a reused buffer.
    let mut seed = 0u64;
    let mut buffer = Vec::new();
    let seats = [BotLevel::Random; 4];
    let config = Config::new(RuleSet::Polish, 4);
    group.bench_function("polish through simulate", |b| {
        b.iter(|| {
            seed += 1;
            let (game, _) = play_one(&config, 0, black_box(seed), &seats, &mut buffer)
                .expect("random seats finish");
            black_box(game.actions_played())
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
