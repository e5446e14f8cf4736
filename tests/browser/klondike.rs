//! Klondike in the browser: a card moved by clicks, by a double-click, by dragging and by
//! the keyboard (each taken back with Undo), "New game" asking first; and a whole deal
//! the solver wins, clicked move by move to the end screen.

use std::time::Duration;

use super::common::*;
use contract::Game as _;
use fantoccini::Client;
use klondike::{Draw, Klondike, Limits, Move, Verdict};

const ACE: &str = ".kcolumn[data-to='E'] .kcard[data-card='AC']";

async fn moves(client: &Client) -> String {
    text(client, "#kmoves").await
}

async fn undo(client: &Client) -> Res {
    choose(client, "#k-undo").await?;
    settled(client).await;
    assert_eq!(moves(client).await, "0", "undone");
    assert_eq!(count(client, ACE).await, 1);
    Ok(())
}

/// Seed 3: the ace of clubs lies on column E.
pub async fn four_ways(client: &Client, url: &str, screen: Screen) -> Res {
    new_game(client, url, "klondike", &[("#seed", "3")]).await?;
    assert_eq!(moves(client).await, "0");
    assert_eq!(
        count(client, "#kseed").await,
        0,
        "a deal's seed is told only when it ends, even one the person chose"
    );
    // The piles are labelled as the rules name them.
    let labels = js(
        client,
        "return [...document.querySelectorAll('.plabel')].map((l) => l.textContent).join('');",
    )
    .await;
    assert_eq!(labels, serde_json::json!("UVWXYZABCDEFG"));
    check_page(client, screen, "klondike").await;

    // Clicks: the ace, then a foundation lit up as its destination.
    choose(client, ACE).await?;
    assert!(
        count(client, ".kpile.target").await > 0,
        "destinations are lit"
    );
    choose(client, ".kpile.target").await?;
    settled(client).await;
    assert_eq!(moves(client).await, "1");
    assert_eq!(
        count(client, ".kpile .kcard[data-card='AC']").await,
        1,
        "the ace is up"
    );
    picture(client, &format!("klondike{}", screen.suffix())).await;
    undo(client).await?;

    // A double-click: two real clicks on the card (the first re-draws the piles).
    choose(client, ACE).await?;
    choose(client, ACE).await?;
    settled(client).await;
    assert_eq!(moves(client).await, "1", "sent up by a double-click");
    undo(client).await?;

    // Dragged onto a foundation.
    drag(client, ACE, ".kpile[data-to='W']").await?;
    settled(client).await;
    assert_eq!(moves(client).await, "1", "dragged up");
    assert_eq!(
        count(client, ".kpile[data-to='W'] .kcard[data-card='AC']").await,
        1
    );
    undo(client).await?;

    // The keyboard: Enter picks the ace up; the arrows move to a lit foundation; Enter.
    js(
        client,
        &format!("document.querySelector(\"{ACE}\").focus(); return 1;"),
    )
    .await;
    press(client, ENTER).await?;
    for _ in 0..30 {
        let lit = js(
            client,
            "return document.activeElement.classList.contains('target');",
        )
        .await;
        if lit == serde_json::json!(true) {
            break;
        }
        press(client, LEFT).await?;
    }
    press(client, ENTER).await?;
    settled(client).await;
    assert_eq!(moves(client).await, "1", "moved by the keyboard");

    // "New game" during a game asks first; said no to, the game stays.
    js(
        client,
        "window.asked = null; window.confirm = (q) => { window.asked = q; return false; }; return 1;",
    )
    .await;
    js(
        client,
        "document.getElementById('settings-box').open = true; return 1;",
    )
    .await;
    choose(client, "#start").await?;
    let asked = js(client, "return window.asked;").await;
    assert_eq!(
        asked,
        serde_json::json!("Leave the game in progress and start a new one?")
    );
    assert_eq!(moves(client).await, "1", "the game is kept");
    Ok(())
}

/// A deal the solver wins quickly, and its winning line: deal 42 (154 moves), or the
/// first after it.
fn winnable() -> (u64, Vec<Move>) {
    (42..300)
        .find_map(|seed| {
            let game = Klondike::new_game(&Draw::One, seed).ok()?;
            match game.solve(&Limits::time(Duration::from_secs(3))).verdict {
                Verdict::Winnable(line) => Some((seed, line)),
                _ => None,
            }
        })
        .expect("a winnable deal")
}

pub async fn to_the_end(client: &Client, url: &str, screen: Screen) -> Res {
    let (seed, line) = winnable();
    new_game(client, url, "klondike", &[("#seed", &seed.to_string())]).await?;
    check_page(client, screen, "klondike").await;
    picture(client, &format!("klondike{}", screen.suffix())).await;
    for mv in line {
        match mv {
            Move::Turn => choose(client, "#kstock").await?,
            Move::Shift { from, count: n, to } => {
                let card = format!(".kcard[data-from='{}'][data-count='{n}']", from.letter());
                // A card under others shows only its top: clicked there.
                if n == 1 {
                    choose(client, &card).await?;
                } else {
                    click_top(client, &card).await?;
                }
                choose(client, &format!("[data-to='{}']", to.letter())).await?;
            }
        }
        settled(client).await;
    }
    assert_eq!(count(client, "body[data-state='over']").await, 1, "won");
    assert_eq!(text(client, "#end-title").await, "You won!");
    assert_eq!(
        text(client, "#end .seed").await,
        seed.to_string(),
        "the seed, whole"
    );
    check_page(client, screen, "klondike's end").await;
    picture(client, &format!("klondike-end{}", screen.suffix())).await;
    Ok(())
}
