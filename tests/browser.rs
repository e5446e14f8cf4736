//! The browser table in real headless Chromium over WebDriver (fantoccini), at a
//! laptop's size (1366x768) and a phone's (390x844): every game played by clicks, by
//! dragging and by the keyboard, and each to its end screen; reloads that return to the
//! table; two people at one table; the page checked for sideways scrolling, script
//! errors and (with axe-core) accessibility; and the README's screenshots. Needs
//! Debian's `chromium` and `chromium-driver`, and `npm ci` in `src/serve/page` (for
//! axe-core); run with `cargo test --features browser-tests,nim --test browser`.

#[path = "browser/common.rs"]
mod common;
#[path = "browser/history.rs"]
mod history;
#[path = "browser/klondike.rs"]
mod klondike;
#[path = "browser/languages.rs"]
mod languages;
#[path = "browser/makao.rs"]
mod makao;
#[path = "browser/people.rs"]
mod people;
#[path = "browser/saboteur.rs"]
mod saboteur;

use common::*;

/// Runs `test` in a fresh server and browser at `screen`'s size, closing the browser
/// whatever happens.
macro_rules! in_browser {
    ($screen:expr, |$client:ident, $url:ident| $body:expr) => {{
        let (_server, $url) = start_server();
        let (_driver, port) = start_chromedriver();
        let ($client, _profile) = browser(port, $screen).await;
        let outcome = $body.await;
        let _ = $client.close().await;
        outcome.expect("the test's steps run");
    }};
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn makao_on_a_laptop_by_clicks_drag_and_keyboard_to_the_end() {
    in_browser!(Screen::Desktop, |client, url| makao::serbian(
        &client,
        &url,
        Screen::Desktop
    ));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn makao_on_a_phone_to_the_end() {
    in_browser!(Screen::Phone, |client, url| makao::serbian(
        &client,
        &url,
        Screen::Phone
    ));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_forgotten_makao_costs_its_penalty() {
    in_browser!(Screen::Desktop, |client, url| makao::forgotten_makao(
        &client, &url
    ));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn klondike_by_clicks_double_click_drag_and_keyboard() {
    in_browser!(Screen::Desktop, |client, url| klondike::four_ways(
        &client,
        &url,
        Screen::Desktop
    ));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn klondike_on_a_phone_won_by_clicks() {
    in_browser!(Screen::Phone, |client, url| klondike::to_the_end(
        &client,
        &url,
        Screen::Phone
    ));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn saboteur_on_a_laptop_to_the_end() {
    in_browser!(Screen::Desktop, |client, url| saboteur::play(
        &client,
        &url,
        Screen::Desktop
    ));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn saboteur_on_a_phone_to_the_end() {
    in_browser!(Screen::Phone, |client, url| saboteur::play(
        &client,
        &url,
        Screen::Phone
    ));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_people_survive_the_hosts_reload_and_play_again() {
    let (_server, url) = start_server();
    let (_driver, port) = start_chromedriver();
    let (host, _one) = browser(port, Screen::Desktop).await;
    let (guest, _two) = browser(port, Screen::Desktop).await;
    let outcome = people::two_people(&host, &guest, &url).await;
    let _ = host.close().await;
    let _ = guest.close().await;
    outcome.expect("two people play at one table");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_guest_is_told_when_the_host_moves_on_to_another_game() {
    let (_server, url) = start_server();
    let (_driver, port) = start_chromedriver();
    let (host, _one) = browser(port, Screen::Desktop).await;
    let (guest, _two) = browser(port, Screen::Phone).await;
    let outcome = people::host_moves_on(&host, &guest, &url).await;
    let _ = host.close().await;
    let _ = guest.close().await;
    outcome.expect("the guest is told");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_played_is_replayed_step_by_step_from_the_history() {
    let data = tempfile::tempdir().expect("a data folder");
    let (_server, url) = start_server_in(data.path());
    let (_driver, port) = start_chromedriver();
    let (client, _profile) = browser(port, Screen::Desktop).await;
    let outcome = history::replayed(&client, &url).await;
    let _ = client.close().await;
    outcome.expect("the game is replayed from the history");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_in_polish_from_the_browser_then_czech_from_its_selector() {
    let (_server, url) = start_server();
    let (_driver, port) = start_chromedriver();
    let (client, _profile) = browser_asking(port, Screen::Desktop, "pl-PL,pl").await;
    let outcome = languages::polish_then_czech(&client, &url).await;
    let _ = client.close().await;
    outcome.expect("the page speaks Polish, then Czech");
}
