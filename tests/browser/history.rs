//! The history: a game played is listed and replayed a move at a time.

use std::time::Duration;

use super::common::*;
use fantoccini::Client;

/// The text of `css` once it starts with `start` (the page fetches it first).
async fn text_starting(client: &Client, css: &str, start: &str) -> String {
    for _ in 0..300 {
        let now = text(client, css).await;
        if now.starts_with(start) {
            return now;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!(
        "{css} never started with {start:?}: {}",
        text(client, css).await
    );
}

pub async fn replayed(client: &Client, url: &str) -> Res {
    // One Klondike move, the ace of clubs up.
    new_game(client, url, "klondike", &[("#seed", "3")]).await?;
    choose(client, ".kcolumn[data-to='E'] .kcard[data-card='AC']").await?;
    choose(client, ".kpile.target").await?;
    settled(client).await;
    assert_eq!(text(client, "#kmoves").await, "1");
    choose(client, "#history-open").await?;
    until(client, ".history-game").await?;
    assert_eq!(count(client, ".history-game").await, 1);
    let listed = text(client, ".history-game").await;
    assert!(
        listed.contains("Klondike") && listed.contains("1 move, playing"),
        "the game and its state in words: {listed}"
    );
    // Still in play: replayed as the one seat there is.
    choose(client, ".history-game").await?;
    text_starting(client, "#replay-heading", "Start, before move 1 of 1.").await;
    choose(client, "#replay-next").await?;
    let moved = text_starting(client, "#replay-heading", "Move 1 of 1: You ").await;
    assert!(moved.ends_with('.'), "{moved}");
    assert!(
        text(client, "#replay-picture").await.contains('A'),
        "the layout is shown"
    );
    choose(client, "#replay-back").await?;
    text_starting(client, "#replay-heading", "Start").await;
    check_page(client, Screen::Desktop, "the history").await;
    Ok(())
}
