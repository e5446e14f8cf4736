//! "Play again" at the browser table: the next deal for the same seats and links.

use super::*;

/// "Play again", or a match's next hand: the next deal at the same table, for the same
/// seats and links, once the game is over (the host's secret only); the series counts
/// the game just ended, and a match played out starts again from nothing.
pub(super) async fn again<G: Kind>(
    State(tables): State<Arc<Tables<G>>>,
    Extension(who): Extension<Who>,
    Path((_key, id)): Path<(String, String)>,
) -> Response {
    let shared = or_refuse!(find(&tables, &id));
    let base = tables.shared.base.clone();
    let table = Arc::clone(&shared);
    let language = crate::words::language();
    // A winnable Klondike deal is searched for: off the async threads.
    let work = tokio::task::spawn_blocking(move || {
        crate::words::in_language(language, || deal_again(&table, &who, &id, &base))
    });
    let response = match work.await {
        Ok(Ok(response)) => response,
        Ok(Err(refusal)) => return refusal.into_response(),
        Err(_) => {
            return error(
                StatusCode::INTERNAL_SERVER_ERROR,
                &crate::say!("serve-deal-failed"),
            );
        }
    };
    drive(shared);
    response
}

fn deal_again<G: Kind>(
    shared: &Mutex<Table<G>>,
    who: &Who,
    id: &str,
    base: &str,
) -> Result<Response, Refusal> {
    if !matches!(who, Who::Host) {
        return Err(refusal(
            StatusCode::FORBIDDEN,
            &crate::say!("serve-host-deals"),
        ));
    }
    let mut table = lock(shared);
    let seat = table.seat_of(who, id)?;
    if !table.game().is_over() || table.thinking.is_some() {
        return Err(refusal(
            StatusCode::CONFLICT,
            &crate::say!("serve-not-over"),
        ));
    }
    let setup = G::setup(&table.form, table.people)
        .map_err(|reason| refusal(StatusCode::CONFLICT, &reason))?;
    let finished = table.game().clone();
    let mut series = table.series.clone();
    series.record(&finished);
    if series.is_over() {
        series = series.restarted();
    }
    let seed = match (table.chosen_seed, setup.seed) {
        (None, Some(found)) => found,
        (chosen, _) => series.next_seed(chosen).unwrap_or_else(cards::fresh_seed),
    };
    let game = G::deal_in_series(&setup.settings, seed, series.games)
        .map_err(|err| refusal(StatusCode::CONFLICT, &err.to_string()))?;
    if game.players() != table.bots.len() {
        return Err(refusal(StatusCode::CONFLICT, "the seats do not match"));
    }
    // The same seats: people stay people, and a seat handed to a computer stays its.
    let mut bots = setup.bots;
    for (seat, bot) in bots.iter_mut().enumerate() {
        *bot = match table.bots.get(seat) {
            Some(Some(_)) => bot.take().or_else(|| game.stand_in(seat)),
            _ => None,
        };
    }
    let undo = G::UNDO && !table.live;
    let driver = contract::Table::new(game);
    table.table = if undo {
        driver.with_undo(UNDO_DEPTH)
    } else {
        driver
    };
    table.bots = bots;
    let seats = super::seat_notes(&table.form, &table.names, &table.bots);
    table.recorder = Recorder::start(table.table.game(), Some(seed), seats);
    table.seed = seed;
    table.series = series;
    let number = table.series.games + 1;
    let length = table.series.length.unwrap_or(1);
    table.tell_all(|| crate::say!("serve-begins", number = number, length = length));
    table.touched = Instant::now();
    table.touch_all();
    Ok(table.answer(id, seat, who, base, Vec::new()))
}
