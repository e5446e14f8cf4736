//! The solver on a fixed set of deals: seeds whose draw-one verdict comes quickly, one
//! proved lost, and draw three; node-limited so that a slow machine measures the same work.

use criterion::{Criterion, criterion_group, criterion_main};
use klondike::{Draw, Klondike, Limits};

fn deals(c: &mut Criterion) {
    let limits = Limits::nodes(200_000);
    for (name, seeds, draw) in [
        ("draw one, seeds 1-6", [1u64, 2, 3, 4, 5, 6], Draw::One),
        ("draw three, seeds 1-6", [1, 2, 3, 4, 5, 6], Draw::Three),
    ] {
        let games: Vec<Klondike> = seeds
            .iter()
            .map(|&seed| Klondike::deal(&mut cards::seeded(seed), draw))
            .collect();
        c.bench_function(name, |b| {
            b.iter(|| {
                for game in &games {
                    std::hint::black_box(game.solve(&limits));
                }
            })
        });
    }
    let lost = Klondike::deal(&mut cards::seeded(20), Draw::One);
    c.bench_function("draw one, seed 20 proved lost", |b| {
        b.iter(|| std::hint::black_box(lost.solve(&limits)))
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = deals
}
criterion_main!(benches);
