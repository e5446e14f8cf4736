//! The page in the reader's language: a browser asking for Polish gets the page, the
//! Makao table, its log and its rules page in Polish; the page's selector switches it
//! to Czech, which the page remembers (localStorage) and the server keeps for the seat.

use super::common::*;
use super::makao::makao_move;
use fantoccini::Client;

/// The log's lines, newest last.
async fn log(client: &Client) -> Vec<String> {
    let lines = js(
        client,
        "return [...document.querySelectorAll('#log li')].map((li) => li.textContent);",
    )
    .await;
    serde_json::from_value(lines).expect("lines of text")
}

pub async fn polish_then_czech(client: &Client, url: &str) -> Res {
    open_form(client, url).await?;
    let asked = js(
        client,
        "return [document.documentElement.lang, navigator.languages, window.pageErrors];",
    )
    .await;
    assert_eq!(asked[0], "pl", "the browser asks for Polish: {asked}");
    assert_eq!(text(client, "#rules-open").await, "Zasady");
    assert_eq!(text(client, "#settings-box summary").await, "Nowa gra");
    let selected = js(client, "return document.getElementById('lang').value;").await;
    assert_eq!(selected, "pl", "the selector shows the language spoken");
    // The form's settings come from the server in Polish.
    assert!(text(client, "#settings").await.contains("Zasady"));
    new_game(
        client,
        url,
        "makao",
        &[("#rules option[value='polish']", ""), ("#seed", "5")],
    )
    .await?;
    check_page(client, Screen::Desktop, "makao in Polish").await;
    assert_eq!(
        log(client).await.first().map(String::as_str),
        Some("Nowa gra.")
    );
    let status = text(client, "#status").await;
    assert!(status.contains("Kolor do dołożenia"), "{status}");
    // A Polish count: "5 kart", "2 karty" (as many as the hand holds).
    let me = text(client, "#me-label").await;
    assert!(me.starts_with("Ty · 5 kart"), "{me}");
    assert_eq!(
        text(client, "#controls button.call[data-call='makao']").await,
        "Makao!"
    );
    // A turn played: the log tells it in Polish.
    let before = log(client).await.len();
    makao_move(client, false).await?;
    settled(client).await;
    let told = log(client).await[before..].join(" ");
    assert!(
        ["Kładziesz", "Dobierasz", "Dokładasz"]
            .iter()
            .any(|word| told.contains(word)),
        "{told}"
    );
    assert!(!told.contains("You "), "no English in the log: {told}");
    picture(client, "makao-pl").await;
    // The rules page comes in Polish, with no note that it is English.
    choose(client, "#rules-open").await?;
    // Fetched when the dialog opens: read once it has come.
    until(client, "#rules-text div[lang='pl'] h3").await?;
    let rules = text(client, "#rules-text").await;
    assert!(rules.contains("dama na wszystko"), "{rules}");
    assert!(
        rules.contains("Zapowiedzi") && rules.contains("po makale"),
        "{rules}"
    );
    assert!(!rules.contains("Common to all three"), "{rules}");
    assert_eq!(count(client, "#rules-text .note").await, 0, "{rules}");
    assert_eq!(count(client, "#rules-text div[lang='pl'] h3").await, 5);
    assert!(
        text(client, "#rules-help")
            .await
            .contains("Dama na wszystko")
    );
    choose(client, "#rules-close").await?;

    // The selector: Czech, the table kept, and the next turn told in Czech.
    let lines = log(client).await.len();
    choose(client, "#lang option[value='cs']").await?;
    until(client, "html[lang='cs']").await?;
    settled(client).await;
    assert_eq!(text(client, "#rules-open").await, "Pravidla");
    let kept = js(client, "return localStorage.getItem('karty-lang');").await;
    assert_eq!(kept, "cs");
    assert_eq!(
        log(client).await.len(),
        lines,
        "the same table, its log kept"
    );
    let status = text(client, "#status").await;
    assert!(status.contains("Barva na řadě"), "{status}");
    if count(client, "body[data-state='ready']").await == 1 {
        makao_move(client, false).await?;
        settled(client).await;
        let told = log(client).await[lines..].join(" ");
        assert!(
            ["Vykládáš", "Bereš si"]
                .iter()
                .any(|word| told.contains(word)),
            "{told}"
        );
    }
    // The rules page follows the choice.
    choose(client, "#rules-open").await?;
    until(client, "#rules-text div[lang='cs'] h3").await?;
    let rules = text(client, "#rules-text").await;
    assert!(rules.contains("Společné všem třem"), "{rules}");
    assert_eq!(count(client, "#rules-text .note").await, 0, "{rules}");
    choose(client, "#rules-close").await?;
    check_page(client, Screen::Desktop, "makao in Czech").await;
    Ok(())
}
