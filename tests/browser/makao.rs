//! Makao in the browser: a Serbian game at the desktop's size played by a click, the
//! stock, a drag onto the pile and the keyboard, a reload that returns to it, then to its
//! end screen; the same by clicks on a phone; a forgotten "Makao!" costing its penalty.

use super::common::*;
use fantoccini::Client;

/// The person's move by clicks: the calls their hand needs pressed first (unless
/// `forget`), then a lit card (and its first lay where the page asks which), else the
/// first other move the page offers.
pub async fn makao_move(client: &Client, forget: bool) -> Res {
    let hand = number(client, "#hand-count").await;
    if count(client, "#hand .card.playable").await > 0 {
        if !forget {
            let call = match hand {
                2 => Some("makao"),
                1 => Some("po makale"),
                _ => None,
            };
            if let Some(call) = call {
                let button = format!("#controls button.call[data-call='{call}']");
                if count(client, &button).await > 0 {
                    choose(client, &button).await?;
                }
            }
        }
        choose(client, "#hand .card.playable").await?;
        if count(client, "body[data-state='ready'] #controls [data-cancel]").await > 0 {
            choose(client, "#controls button[data-type='lay']").await?;
        }
    } else if count(client, "#controls button[data-id]").await > 0 {
        choose(client, "#controls button[data-id]").await?;
    } else {
        choose(client, "#stock").await?;
    }
    Ok(())
}

/// Plays on by clicks until the end screen.
pub async fn to_the_end(client: &Client) -> Res {
    for _ in 0..400 {
        settled(client).await;
        if count(client, "body[data-state='over']").await == 1 {
            return Ok(());
        }
        makao_move(client, false).await?;
    }
    panic!("the game did not end");
}

pub async fn serbian(client: &Client, url: &str, screen: Screen) -> Res {
    new_game(
        client,
        url,
        "makao",
        &[("#rules option[value='serbian']", ""), ("#seed", "5")],
    )
    .await?;
    let table = address_table(client).await;
    assert!(
        table.starts_with("#makao/"),
        "the address names the table: {table}"
    );
    check_page(client, screen, "makao").await;
    // The server says which calls these rules have: Serbian's "makao" alone.
    assert_eq!(count(client, "#controls button.call").await, 1);
    assert_eq!(
        count(client, "#controls button.call[data-call='makao']").await,
        1
    );
    let pressed = "#controls button.call[aria-pressed='true']";
    choose(client, "#controls button.call[data-call='makao']").await?;
    assert_eq!(count(client, pressed).await, 1, "pressed");
    choose(client, "#controls button.call[data-call='makao']").await?;
    assert_eq!(count(client, pressed).await, 0, "pressed again: not said");

    // A card laid by a click: the log tells it (the computer may have laid on it since).
    let hand = count(client, "#hand .card").await;
    let lines = count(client, "#log li").await;
    makao_move(client, false).await?;
    settled(client).await;
    assert_eq!(
        count(client, "#hand .card").await,
        hand - 1,
        "one card fewer"
    );
    let told = js(
        client,
        &format!("return [...document.querySelectorAll('#log li')].slice({lines}).map((li) => li.textContent).join(' ');"),
    )
    .await;
    assert!(told.as_str().unwrap_or_default().contains("lay"), "{told}");
    if screen == Screen::Phone {
        picture(client, "makao-phone").await;
        return to_the_end(client).await;
    }

    // A card drawn from the stock; one dragged onto the pile; one laid by the keyboard.
    let mut drawn = false;
    let mut dragged = false;
    let mut keyed = false;
    for _ in 0..60 {
        settled(client).await;
        if count(client, "body[data-state='over']").await == 1 || (drawn && dragged && keyed) {
            break;
        }
        let hand = number(client, "#hand-count").await;
        let playable = count(client, "#hand .card.playable").await > 0;
        let plain = count(client, "#controls button[data-type='draw']").await > 0;
        if !drawn && plain && count(client, "#stock.can-draw").await == 1 {
            let stock = number(client, "#stock-count").await;
            choose(client, "#stock").await?;
            until(client, "body:not([data-state='busy'])").await?;
            settled(client).await;
            assert!(
                count(client, "body[data-state='over']").await == 1
                    || number(client, "#hand-count").await > hand
                    || number(client, "#stock-count").await < stock,
                "a card was drawn"
            );
            drawn = true;
        } else if !dragged && playable && hand > 2 {
            let before = js(
                client,
                "return document.querySelector('#discard .pile-label').textContent;",
            )
            .await;
            drag(client, "#hand .card.playable", "#discard").await?;
            if count(client, "body[data-state='ready'] #controls [data-cancel]").await > 0 {
                choose(client, "#controls button[data-type='lay']").await?;
            }
            settled(client).await;
            let after = js(
                client,
                "return document.querySelector('#discard .pile-label').textContent;",
            )
            .await;
            assert_ne!(before, after, "the card dragged is on the pile");
            dragged = true;
        } else if !keyed && playable && hand > 2 {
            js(
                client,
                "document.querySelector('#hand .card').focus(); return 1;",
            )
            .await;
            // The arrows move along the hand to a lit card; Enter lays it.
            for _ in 0..20 {
                let lit = js(
                    client,
                    "return document.activeElement.classList.contains('playable');",
                )
                .await;
                if lit == serde_json::json!(true) {
                    break;
                }
                press(client, "\u{E014}").await?;
            }
            press(client, ENTER).await?;
            if count(client, "body[data-state='ready'] #controls [data-cancel]").await > 0 {
                choose(client, "#controls button[data-type='lay']").await?;
            }
            settled(client).await;
            keyed = true;
        } else {
            makao_move(client, false).await?;
        }
    }
    assert!(drawn || dragged || keyed, "some moves were made");

    // A reload returns to the same table.
    let hand = count(client, "#hand .card").await;
    client.refresh().await?;
    settled(client).await;
    assert_eq!(address_table(client).await, table, "the same table");
    assert_eq!(count(client, "#hand .card").await, hand, "the same hand");
    picture(client, "makao").await;

    to_the_end(client).await?;
    // The end screen: who won, every hand turned up, the points and that the lowest wins.
    assert!(!text(client, "#end-title").await.is_empty());
    assert_eq!(
        count(client, "#end .hand-shown").await,
        2,
        "both hands turned up"
    );
    assert!(
        text(client, "#end").await.contains("the lowest total wins"),
        "{}",
        text(client, "#end").await
    );
    assert_eq!(count(client, "#end #again").await, 1, "Play again");
    check_page(client, screen, "makao's end").await;
    picture(client, "makao-end").await;
    Ok(())
}

/// Polish rules, one computer: the person lays the card that leaves them one without
/// pressing "Makao!", and draws the rules' 5 cards for it.
pub async fn forgotten_makao(client: &Client, url: &str) -> Res {
    new_game(client, url, "makao", &[("#seed", "11")]).await?;
    for _ in 0..400 {
        settled(client).await;
        if count(client, "body[data-state='over']").await == 1 {
            // The game ended before the chance came: deal again from the next seed.
            new_game(client, url, "makao", &[]).await?;
            continue;
        }
        let hand = number(client, "#hand-count").await;
        if hand == 2 && count(client, "#hand .card.playable").await > 0 {
            let log = count(client, "#log li").await;
            makao_move(client, true).await?;
            until(client, "body:not([data-state='busy'])").await?;
            let lines = js(
                client,
                &format!("return [...document.querySelectorAll('#log li')].slice({log}).map((li) => li.textContent);"),
            )
            .await;
            let told = lines.as_array().expect("lines").iter().any(|line| {
                line.as_str()
                    .is_some_and(|line| line.contains("did not say \"makao\""))
            });
            if !told {
                // Two cards laid at once leave none: not this test's case; go on.
                continue;
            }
            assert!(
                number(client, "#hand-count").await >= 6,
                "one card left and 5 penalty cards: {lines}"
            );
            return Ok(());
        }
        makao_move(client, false).await?;
    }
    panic!("no chance to forget the call came");
}
