//! Saboteur in the browser: a tunnel card laid by clicks on a lit cell, one dragged onto
//! a cell, then a one-round game played by clicks to its end screen, the goals turned.

use super::common::*;
use fantoccini::{Client, Locator};

/// The person's move by clicks: a card that does more than be discarded on its first
/// lit cell or its first button, else a card discarded, else a gold card taken.
async fn sab_move(client: &Client) -> Res {
    if count(client, "#sab-actions button[data-id]").await > 0
        && count(client, "#sab-hand .sab-card.selected").await == 0
    {
        // Gold to take at the end of a round.
        return choose(client, "#sab-actions button[data-id]").await;
    }
    let card = if count(client, "#sab-hand .sab-card.playable").await > 0 {
        "#sab-hand .sab-card.playable"
    } else {
        "#sab-hand .sab-card:not([disabled])"
    };
    choose(client, card).await?;
    if count(client, ".board .cell.legal").await > 0 {
        choose(client, ".board .cell.legal").await
    } else {
        choose(client, "#sab-actions button[data-id]").await
    }
}

pub async fn play(client: &Client, url: &str, screen: Screen) -> Res {
    new_game(client, url, "saboteur", &[("#rounds", "1"), ("#seed", "4")]).await?;
    check_page(client, screen, "saboteur").await;
    assert_eq!(
        count(client, ".board .cell svg[aria-label='goal face down']").await,
        3
    );

    // A tunnel card: chosen, its legal cells lit, laid on one.
    let cards = count(client, "#sab-hand .sab-card").await;
    let mut laid = None;
    for index in 0..cards {
        let card = format!("#sab-hand .sab-card[data-index='{index}']");
        let name = client
            .find(Locator::Css(&card))
            .await?
            .attr("data-card")
            .await?
            .unwrap_or_default();
        let Some(open) = name.strip_prefix("tunnel-").map(str::to_string) else {
            continue;
        };
        choose(client, &card).await?;
        if count(client, ".board .cell.legal").await == 0 {
            choose(client, &card).await?;
            continue;
        }
        let cell = client
            .find(Locator::Css(".board .cell.legal"))
            .await?
            .attr("data-cell")
            .await?
            .expect("a cell name");
        choose(client, &format!(".cell[data-cell='{cell}']")).await?;
        laid = Some((cell, open));
        break;
    }
    let (cell, open) = laid.expect("a tunnel card had a legal cell");
    settled(client).await;
    let tunnel = format!(".cell[data-cell='{cell}'] svg[data-open='{open}'][data-through='true']");
    assert_eq!(count(client, &tunnel).await, 1, "the tunnel lies on {cell}");
    assert_eq!(
        count(client, ".board .cell.legal").await,
        0,
        "no card chosen now"
    );
    picture(client, &format!("saboteur{}", screen.suffix())).await;

    // A card dragged onto a lit cell (chosen first, so the cells it may go on are lit).
    for _ in 0..40 {
        settled(client).await;
        if count(client, "body[data-state='over']").await == 1 {
            break;
        }
        let tunnels = count(client, ".board .cell svg[data-open]").await;
        let playable = "#sab-hand .sab-card.playable[data-card^='tunnel']";
        if count(client, playable).await > 0 {
            choose(client, playable).await?;
            if count(client, ".board .cell.legal").await > 0 {
                let selected = "#sab-hand .sab-card.selected";
                drag(client, selected, ".board .cell.legal").await?;
                settled(client).await;
                assert!(
                    count(client, ".board .cell svg[data-open]").await > tunnels
                        || count(client, "body[data-state='over']").await == 1,
                    "the card dragged lies on the board"
                );
                break;
            }
        }
        sab_move(client).await?;
    }

    // On to the end of the round, which is the game's.
    for _ in 0..200 {
        settled(client).await;
        if count(client, "body[data-state='over']").await == 1 {
            break;
        }
        sab_move(client).await?;
    }
    assert_eq!(
        count(client, "body[data-state='over']").await,
        1,
        "the game ended"
    );
    assert_eq!(
        count(client, ".board .cell svg[aria-label='goal face down']").await,
        0,
        "every goal is turned up at the end"
    );
    let end = text(client, "#end").await;
    assert!(end.contains("Round 1:"), "{end}");
    assert!(end.contains("Gold nuggets:"), "{end}");
    assert_eq!(count(client, "#end #again").await, 1, "Play again");
    check_page(client, screen, "saboteur's end").await;
    Ok(())
}
