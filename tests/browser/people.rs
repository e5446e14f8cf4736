//! Two people at one Makao table, each in their own browser: the guest's link (copy
//! button, QR code, the loopback warning), each seeing the other's moves, the host's
//! reload returning to the table, a game played to its end, "Play again" with the same
//! links, and the guest told when a computer takes their seat.

use fantoccini::{Client, Locator};

use super::common::*;
use super::makao::makao_move;

/// The page whose person is to move, once both have taken the last answer.
async fn mover<'a>(host: &'a Client, guest: &'a Client) -> Option<&'a Client> {
    for _ in 0..300 {
        settled(host).await;
        settled(guest).await;
        if count(host, "body[data-state='over']").await == 1
            && count(guest, "body[data-state='over']").await == 1
        {
            return None;
        }
        if count(host, "body[data-state='ready']").await == 1 {
            return Some(host);
        }
        if count(guest, "body[data-state='ready']").await == 1 {
            return Some(guest);
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("nobody is to move");
}

/// The host starts a Makao table for two people and no computer (with `more` fields
/// of the form besides); the guest's link.
async fn table_for_two(host: &Client, url: &str, more: &[(&str, &str)]) -> Res<String> {
    let mut fields = vec![
        ("#people option:nth-child(2)", ""),
        ("#computers option:nth-child(1)", ""),
    ];
    fields.extend_from_slice(more);
    new_game(host, url, "makao", &fields).await?;
    Ok(host
        .find(Locator::Css("#people-box input[data-seat='1']"))
        .await?
        .prop("value")
        .await?
        .expect("the guest's link"))
}

pub async fn two_people(host: &Client, guest: &Client, url: &str) -> Res {
    let link = table_for_two(host, url, &[("#seed", "5")]).await?;
    assert!(link.starts_with("http://127.0.0.1:"), "{link}");
    assert_ne!(link, url, "the guest has a link of their own");
    assert_eq!(
        count(host, "#people-box [data-copy='1']").await,
        1,
        "a copy button"
    );
    assert!(
        text(host, "#people-box .warning").await.contains("--host"),
        "served on loopback, the page says how to let other devices in"
    );
    choose(host, "#people-box details summary").await?;
    host.wait()
        .for_element(Locator::Css("#people-box details img"))
        .await?;
    let drawn = js(
        host,
        "const img = document.querySelector('#people-box details img'); \
         return img.complete && img.naturalWidth > 0;",
    )
    .await;
    assert_eq!(drawn, serde_json::json!(true), "the QR code is drawn");

    guest.goto(&link).await?;
    settled(guest).await;
    settled(host).await;
    check_page(guest, Screen::Desktop, "the guest's page").await;
    assert_eq!(
        count(guest, "#settings-box:not([hidden])").await,
        0,
        "a seat's link starts no games"
    );
    assert_eq!(
        count(guest, "#people-box input").await,
        0,
        "nor sees other links"
    );

    // Whoever is to move moves; the other page shows it without being asked.
    for round in 0..4 {
        if round == 2 {
            // The host reloads: the address returns to the same table.
            let table = address_table(host).await;
            host.refresh().await?;
            settled(host).await;
            assert_eq!(
                address_table(host).await,
                table,
                "the host is back at the table"
            );
        }
        let Some(mover) = mover(host, guest).await else {
            break;
        };
        let watcher = if std::ptr::eq(mover, host) {
            guest
        } else {
            host
        };
        let lines = count(watcher, "#log li").await;
        makao_move(mover, false).await?;
        watcher
            .wait()
            .for_element(Locator::Css(&format!("#log li:nth-child({})", lines + 1)))
            .await?;
    }

    // To the end, then "Play again": the same table and links, both told.
    while let Some(mover) = mover(host, guest).await {
        makao_move(mover, false).await?;
    }
    assert!(
        !text(guest, "#end-title").await.is_empty(),
        "the guest sees the end"
    );
    assert_eq!(
        count(guest, "#end #again").await,
        0,
        "the host deals the next game"
    );
    choose(host, "#end #again").await?;
    let begins = "#log li:last-child";
    for page in [host, guest] {
        for _ in 0..100 {
            if text(page, begins).await.contains("Game 2 begins.") {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        assert!(
            text(page, begins).await.contains("Game 2 begins."),
            "told of the new game"
        );
    }
    let again = host
        .find(Locator::Css("#people-box input[data-seat='1']"))
        .await?
        .prop("value")
        .await?;
    assert_eq!(again.as_deref(), Some(link.as_str()), "the same link");
    guest.refresh().await?;
    settled(guest).await;
    assert_eq!(
        count(guest, "#end:not([hidden])").await,
        0,
        "the guest's link opens the new game"
    );

    // The host hands the guest's seat to a computer: the guest is told.
    choose(host, "#people-box [data-hand-over='1']").await?;
    guest
        .wait()
        .for_element(Locator::Css("#welcome:not([hidden])"))
        .await?;
    let told = text(guest, "#welcome").await;
    assert!(told.contains("computer"), "{told}");
    Ok(())
}

/// The host starts another game: the table left behind is closed, and the guest's page
/// says so.
pub async fn host_moves_on(host: &Client, guest: &Client, url: &str) -> Res {
    let link = table_for_two(host, url, &[]).await?;
    guest.goto(&link).await?;
    settled(guest).await;
    // A new game, alone against a computer, from the same page.
    js(
        host,
        "window.confirm = () => true; document.getElementById('settings-box').open = true; return 1;",
    )
    .await;
    choose(host, "#people option:nth-child(1)").await?;
    choose(host, "#start").await?;
    settled(host).await;
    guest
        .wait()
        .for_element(Locator::Css("#welcome:not([hidden])"))
        .await?;
    let told = text(guest, "#welcome").await;
    assert!(told.contains("closed this table"), "{told}");
    Ok(())
}
