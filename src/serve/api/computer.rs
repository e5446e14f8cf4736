//! The browser table's computer players: one move thought out with no lock held, and
//! the task that moves them at a live table.

use super::*;

/// One computer player's move. It thinks on a copy of the game, through its seat's
/// view only, with no lock held, so other requests to this table (and every other
/// table) go on meanwhile; its move counts only if the game has not moved since.
pub(super) fn computer_step<G: Kind>(shared: &Mutex<Table<G>>) -> Result<Applied, Refusal> {
    let (player, turn, game, mut bot) = {
        let mut table = lock(shared);
        if table.thinking.is_some() {
            return Err(refusal(
                StatusCode::CONFLICT,
                &crate::say!("serve-computer-thinking"),
            ));
        }
        let Some(player) = table.computer_to_move() else {
            return Err(refusal(
                StatusCode::CONFLICT,
                &crate::say!("serve-no-computer"),
            ));
        };
        let Some(bot) = table.bots.get_mut(player).and_then(Option::take) else {
            return Err(refusal(
                StatusCode::CONFLICT,
                &crate::say!("serve-no-computer"),
            ));
        };
        table.thinking = Some(player);
        (player, table.table.turn(), table.game().clone(), bot)
    };
    let legal = game.legal_actions();
    let choice = bot.choose(&Seat::new(&game, player), &legal);
    drop(game);
    let mut table = lock(shared);
    table.thinking = None;
    if let Some(slot) = table.bots.get_mut(player) {
        *slot = Some(bot);
    }
    let Some(action) = choice else {
        return Err(refusal(
            StatusCode::INTERNAL_SERVER_ERROR,
            "the computer player found no move",
        ));
    };
    table.submit(player, turn, action).map_err(|err| match err {
        contract::Refusal::Rule(err) => refusal(
            StatusCode::INTERNAL_SERVER_ERROR,
            &format!("the computer player chose \"{action}\": {err}"),
        ),
        other => refusal(StatusCode::CONFLICT, &other.to_string()),
    })
}

/// At a live table the server moves the computer players itself, one at a time with
/// a pause so people can follow: no one page may drive a table that several share.
pub(super) fn drive<G: Kind>(table: Arc<Mutex<Table<G>>>) {
    {
        let mut held = lock(&table);
        if !held.live || held.driving || held.closed || held.computer_to_move().is_none() {
            return;
        }
        held.driving = true;
    }
    let pause = lock(&table).pause;
    tokio::spawn(async move {
        loop {
            tokio::time::sleep(pause).await;
            let moving = Arc::clone(&table);
            let more = tokio::task::spawn_blocking(move || {
                let moved = computer_step(&moving).is_ok();
                let mut table = lock(&moving);
                let more = moved && !table.closed && table.computer_to_move().is_some();
                table.driving = more;
                more
            })
            .await;
            match more {
                Ok(true) => {}
                Ok(false) => break,
                Err(_) => {
                    lock(&table).driving = false;
                    break;
                }
            }
        }
    });
}
