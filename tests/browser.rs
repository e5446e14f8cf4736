//! The browser table in real headless Chromium over WebDriver (fantoccini): a seeded
//! Serbian game, a card laid by clicking, a card drawn by clicking the stock; two people
//! at one table in two browser sessions, each seeing the other's move; and screenshots
//! for the README. Needs Debian's `chromium` and `chromium-driver`; run with
//! `cargo test --features browser-tests --test browser`.

use std::io::{BufRead, BufReader};
use std::net::{TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use fantoccini::{Client, ClientBuilder, Locator};
use hyper_util::client::legacy::connect::HttpConnector;
use serde_json::json;

/// A child process killed when dropped, so a failing test leaves nothing running.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// `karty serve` on a free port, and the address it printed.
fn start_server() -> (Running, String) {
    // Its games are recorded in a data directory of the tests', never the user's.
    start_server_in(&std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("karty-data"))
}

/// `karty serve` keeping its records in `data`.
fn start_server_in(data: &std::path::Path) -> (Running, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_karty"))
        .args(["serve", "--port", "0"])
        .env("KARTY_DATA_DIR", data)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("karty serve starts");
    let mut line = String::new();
    BufReader::new(child.stdout.take().expect("stdout"))
        .read_line(&mut line)
        .expect("the address is printed");
    let url = line
        .split_whitespace()
        .find(|w| w.starts_with("http://"))
        .unwrap_or_else(|| panic!("no address in {line:?}"))
        .to_string();
    (Running(child), url)
}

/// chromedriver on a free port, once it accepts connections.
fn start_chromedriver() -> (Running, u16) {
    let port = TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let child = Command::new("chromedriver")
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver runs (apt-get install chromium-driver)");
    let driver = Running(child);
    for _ in 0..200 {
        if TcpStream::connect(("127.0.0.1", port)).is_ok() {
            return (driver, port);
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    panic!("chromedriver did not start listening on port {port}");
}

async fn count(client: &Client, css: &str) -> usize {
    client
        .find_all(Locator::Css(css))
        .await
        .expect("the page answers")
        .len()
}

async fn number(client: &Client, css: &str) -> usize {
    let text = client
        .find(Locator::Css(css))
        .await
        .expect("the element is there")
        .text()
        .await
        .expect("its text");
    text.trim()
        .parse()
        .unwrap_or_else(|_| panic!("{css}: {text:?}"))
}

/// Opens the server's page and waits for its new-game form, which the page builds from
/// the games the server offers (`api/games`).
async fn open_form(client: &Client, url: &str) -> Result<(), fantoccini::error::CmdError> {
    client.goto(url).await?;
    client
        .wait()
        .at_most(Duration::from_secs(30))
        .for_element(Locator::Css("body[data-form='ready']"))
        .await?;
    Ok(())
}

/// Waits until the page has taken the last answer and awaits the person or a click
/// for the computer's move.
async fn settled(client: &Client) {
    client
        .wait()
        .at_most(Duration::from_secs(30))
        .for_element(Locator::Css(
            "body[data-state='ready'], body[data-state='paused']",
        ))
        .await
        .expect("the page settles");
}

/// Clicks the computer's moves one at a time until it is the person's move.
async fn until_my_move(client: &Client) {
    for _ in 0..100 {
        settled(client).await;
        if count(client, "body[data-state='ready']").await == 1 {
            return;
        }
        client
            .find(Locator::Id("next-computer"))
            .await
            .expect("the computer's move button")
            .click()
            .await
            .expect("clicks");
        client
            .wait()
            .at_most(Duration::from_secs(30))
            .for_element(Locator::Css("body:not([data-state='busy'])"))
            .await
            .expect("answered");
    }
    panic!("the computer kept moving");
}

/// A headless Chromium session with a profile of its own (so two sessions share no
/// cookies or storage, like two devices).
async fn browser(port: u16) -> (Client, tempfile::TempDir) {
    let profile = tempfile::tempdir().expect("a profile folder");
    let mut caps = serde_json::Map::new();
    caps.insert(
        "goog:chromeOptions".to_string(),
        json!({
            "binary": "/usr/bin/chromium",
            "args": [
                "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--no-first-run",
                format!("--user-data-dir={}", profile.path().display()),
                "--window-size=1200,900",
            ],
        }),
    );
    let client = ClientBuilder::new(HttpConnector::new())
        .capabilities(caps)
        .connect(&format!("http://127.0.0.1:{port}"))
        .await
        .expect("a WebDriver session");
    (client, profile)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seeded_serbian_game_is_played_by_clicking() {
    let (_server, url) = start_server();
    let (_driver, port) = start_chromedriver();
    let (client, _profile) = browser(port).await;
    let outcome = play(&client, &url).await;
    let _ = client.close().await;
    outcome.expect("the game is played by clicking");
}

async fn play(client: &Client, url: &str) -> Result<(), fantoccini::error::CmdError> {
    open_form(client, url).await?;
    client
        .find(Locator::Css("#rules option[value='serbian']"))
        .await?
        .click()
        .await?;
    client
        .find(Locator::Css("#level option[value='normal']"))
        .await?
        .click()
        .await?;
    client
        .find(Locator::Id("seed"))
        .await?
        .send_keys("5")
        .await?;
    client.find(Locator::Id("pause")).await?.click().await?;
    client.find(Locator::Id("start")).await?.click().await?;
    until_my_move(client).await;

    // The call is the person's to say: a "Makao!" button pressed before the card,
    // never added by the page (a forgotten call then costs what the rules say).
    assert_eq!(
        count(client, "#controls button.call[data-call='makao']").await,
        1
    );
    let pressed = "#controls button.call[aria-pressed='true']";
    choose(client, "#controls button.call[data-call='makao']").await?;
    assert_eq!(count(client, pressed).await, 1, "pressed");
    choose(client, "#controls button.call[data-call='makao']").await?;
    assert_eq!(count(client, pressed).await, 0, "pressed again: not said");
    let sent = client
        .execute(
            "return [withCall('7h makao', null), withCall('ah suit h', 'makao'), \
             withCall('7h 7s po makale', 'makao'), withCall('accept makao', null)];",
            Vec::new(),
        )
        .await?;
    assert_eq!(
        sent,
        json!(["7h", "ah makao suit h", "7h 7s makao", "accept"])
    );

    // Lay a card by clicking it (and its one option, where the page offers several).
    let hand = count(client, "#hand .card").await;
    assert!(hand > 0);
    let card = client.find(Locator::Css("#hand .card.playable")).await?;
    let text = card.attr("data-card").await?.expect("a card name");
    card.click().await?;
    if count(client, "body[data-state='busy']").await == 0
        && count(client, "#controls button[data-action]").await > 0
    {
        let option = format!("#controls button[data-action='{text}']");
        if count(client, &option).await > 0 {
            client.find(Locator::Css(&option)).await?.click().await?;
        } else {
            client
                .find(Locator::Css("#controls button[data-action]"))
                .await?
                .click()
                .await?;
        }
    }
    settled(client).await;
    assert_eq!(
        count(client, "#hand .card").await,
        hand - 1,
        "one card fewer"
    );
    let top = client
        .find(Locator::Css("#discard svg"))
        .await?
        .attr("data-card")
        .await?
        .expect("the top card");
    assert_eq!(top.to_lowercase(), text, "the card laid is on top");

    // Draw by clicking the stock.
    until_my_move(client).await;
    let hand = count(client, "#hand .card").await;
    let stock = number(client, "#stock-count").await;
    assert_eq!(
        count(client, "#stock.can-draw").await,
        1,
        "drawing is offered"
    );
    client.find(Locator::Id("stock")).await?.click().await?;
    settled(client).await;
    assert_eq!(
        count(client, "#hand .card").await,
        hand + 1,
        "one card more"
    );
    assert_eq!(
        number(client, "#stock-count").await,
        stock - 1,
        "the stock one less"
    );

    let picture = client.screenshot().await?;
    let docs = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("docs");
    std::fs::create_dir_all(&docs).expect("docs/");
    std::fs::write(docs.join("browser-makao.png"), picture).expect("the screenshot is saved");

    Ok(())
}

/// Waits until a page at a live table has taken the last answer: the person's move
/// (`ready`) or someone else's (`waiting`).
async fn live(client: &Client) {
    client
        .wait()
        .at_most(Duration::from_secs(30))
        .for_element(Locator::Css(
            "body[data-state='ready'], body[data-state='waiting']",
        ))
        .await
        .expect("the page settles");
}

async fn choose(client: &Client, css: &str) -> Result<(), fantoccini::error::CmdError> {
    client.find(Locator::Css(css)).await?.click().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_people_at_one_makao_table_see_each_others_moves() {
    let (_server, url) = start_server();
    let (_driver, port) = start_chromedriver();
    let (host, _one) = browser(port).await;
    let (guest, _two) = browser(port).await;
    let outcome = two_people(&host, &guest, &url).await;
    let _ = host.close().await;
    let _ = guest.close().await;
    outcome.expect("each sees the other's move");
}

async fn two_people(
    host: &Client,
    guest: &Client,
    url: &str,
) -> Result<(), fantoccini::error::CmdError> {
    open_form(host, url).await?;
    choose(host, "#rules option[value='polish']").await?;
    choose(host, "#people option:nth-child(2)").await?;
    choose(host, "#computers option:nth-child(1)").await?;
    host.find(Locator::Id("seed")).await?.send_keys("5").await?;
    choose(host, "#start").await?;
    // The box is drawn again with each answer: read it again if it was replaced.
    let mut link = None;
    for _ in 0..100 {
        let field = host
            .wait()
            .at_most(Duration::from_secs(30))
            .for_element(Locator::Css("#people-box input[data-seat='1']"))
            .await?;
        if let Ok(Some(value)) = field.prop("value").await {
            link = Some(value);
            break;
        }
    }
    let link = link.expect("the guest's link");
    assert!(link.starts_with("http://127.0.0.1:"), "{link}");
    assert_ne!(link, url, "the guest has a link of their own");

    guest.goto(&link).await?;
    live(guest).await;
    live(host).await;
    assert_eq!(
        count(guest, "#new-game:not([hidden])").await,
        0,
        "a seat's link starts no games"
    );
    assert_eq!(
        count(guest, "#people-box input").await,
        0,
        "nor sees other links"
    );

    // Whoever is to move draws a card by clicking the stock; the other page shows it
    // without being asked.
    for _ in 0..2 {
        let (mover, watcher) = if count(host, "body[data-state='ready']").await == 1 {
            (host, guest)
        } else {
            (guest, host)
        };
        let lines = count(watcher, "#log li").await;
        let hand = count(mover, "#hand .card").await;
        let draws = count(mover, "#stock.can-draw").await == 1;
        if draws {
            choose(mover, "#stock").await?;
        } else {
            choose(mover, "#controls button[data-action]").await?;
        }
        watcher
            .wait()
            .at_most(Duration::from_secs(30))
            .for_element(Locator::Css(&format!("#log li:nth-child({})", lines + 1)))
            .await?;
        live(mover).await;
        live(watcher).await;
        if draws {
            assert_eq!(count(mover, "#hand .card").await, hand + 1, "one card more");
        }
    }
    Ok(())
}

async fn text(client: &Client, css: &str) -> String {
    client
        .find(Locator::Css(css))
        .await
        .expect("the element is there")
        .text()
        .await
        .expect("its text")
}

/// A new game of `kind` with `seed`, from the form.
async fn new_game(
    client: &Client,
    url: &str,
    kind: &str,
    seed: &str,
) -> Result<(), fantoccini::error::CmdError> {
    open_form(client, url).await?;
    choose(client, &format!("#kind option[value='{kind}']")).await?;
    // The form's settings are the chosen game's, from the registry (`api/games`).
    let (ours, others) = match kind {
        "klondike" => ("#draw option", "#rules"),
        _ => ("#level option", "#draw"),
    };
    assert!(count(client, ours).await >= 2, "{kind}: {ours}");
    assert_eq!(count(client, others).await, 0, "{kind}: {others}");
    client
        .find(Locator::Id("seed"))
        .await?
        .send_keys(seed)
        .await?;
    choose(client, "#start").await?;
    settled(client).await;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn klondike_and_saboteur_are_played_on_their_pictures() {
    let (_server, url) = start_server();
    let (_driver, port) = start_chromedriver();
    let (client, _profile) = browser(port).await;
    let outcome = pictures(&client, &url).await;
    let _ = client.close().await;
    outcome.expect("both games are played by clicking");
}

async fn pictures(client: &Client, url: &str) -> Result<(), fantoccini::error::CmdError> {
    let docs = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("docs");
    std::fs::create_dir_all(&docs).expect("docs/");

    // Klondike, seed 3: the ace of clubs lies on column E. Click it, then a foundation
    // lit up as its destination; then undo.
    new_game(client, url, "klondike", "3").await?;
    assert_eq!(text(client, "#kmoves").await, "0");
    assert_eq!(
        count(client, "#kseed").await,
        0,
        "a deal's seed is told only when it ends, even one the person chose"
    );
    choose(client, ".kcolumn[data-to='E'] .kcard[data-card='AC']").await?;
    assert!(
        count(client, ".kpile.target").await > 0,
        "destinations are lit"
    );
    choose(client, ".kpile.target").await?;
    settled(client).await;
    assert_eq!(text(client, "#kmoves").await, "1");
    assert_eq!(
        count(client, ".kpile .kcard[data-card='AC']").await,
        1,
        "the ace is up"
    );
    assert_eq!(
        count(client, ".kcolumn[data-to='E'] .kcard[data-card='AC']").await,
        0
    );
    let picture = client.screenshot().await?;
    std::fs::write(docs.join("browser-klondike.png"), picture).expect("the screenshot is saved");
    choose(client, "#k-undo").await?;
    settled(client).await;
    assert_eq!(text(client, "#kmoves").await, "0", "undone");
    assert_eq!(
        count(client, ".kcolumn[data-to='E'] .kcard[data-card='AC']").await,
        1
    );
    // A double-click sends the ace up: two real clicks on the card, the second on the
    // card as the first click re-drew it (the browser's own dblclick never reached it).
    let ace = ".kcolumn[data-to='E'] .kcard[data-card='AC']";
    choose(client, ace).await?;
    choose(client, ace).await?;
    settled(client).await;
    assert_eq!(
        text(client, "#kmoves").await,
        "1",
        "sent up by a double-click"
    );
    assert_eq!(count(client, ".kpile .kcard[data-card='AC']").await, 1);
    // "New game" during a game asks first; said no to, the game stays.
    client
        .execute(
            "window.asked = null; window.confirm = (q) => { window.asked = q; return false; };",
            Vec::new(),
        )
        .await?;
    choose(client, "#start").await?;
    let asked = client.execute("return window.asked;", Vec::new()).await?;
    assert_eq!(
        asked,
        json!("Leave the game in progress and start a new one?")
    );
    assert_eq!(text(client, "#kmoves").await, "1", "the game is kept");

    // Saboteur: choose a tunnel card, see its legal cells lit, lay it on one.
    new_game(client, url, "saboteur", "4").await?;
    let cards = count(client, "#sab-hand .sab-card").await;
    let mut laid = None;
    for index in 1..=cards {
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
        assert_eq!(
            count(client, &format!(".cell[data-cell='{cell}'] svg")).await,
            0,
            "the cell is empty"
        );
        choose(client, &format!(".cell[data-cell='{cell}']")).await?;
        laid = Some((cell, open));
        break;
    }
    let (cell, open) = laid.expect("a tunnel card had a legal cell");
    settled(client).await;
    let picture = format!(".cell[data-cell='{cell}'] svg[data-open='{open}'][data-through='true']");
    assert_eq!(
        count(client, &picture).await,
        1,
        "the tunnel lies on {cell}"
    );
    assert_eq!(
        count(client, ".board .cell.legal").await,
        0,
        "no card chosen now"
    );
    assert_eq!(
        count(client, ".board .cell svg[aria-label='goal face down']").await,
        3
    );
    let picture = client.screenshot().await?;
    std::fs::write(docs.join("browser-saboteur.png"), picture).expect("the screenshot is saved");
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_played_is_replayed_step_by_step_from_the_history() {
    let data = tempfile::tempdir().expect("a data folder");
    let (_server, url) = start_server_in(data.path());
    let (_driver, port) = start_chromedriver();
    let (client, _profile) = browser(port).await;
    let outcome = history(&client, &url).await;
    let _ = client.close().await;
    outcome.expect("the game is replayed from the history");
}

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

async fn history(client: &Client, url: &str) -> Result<(), fantoccini::error::CmdError> {
    // One Klondike move, the ace of clubs up, as in the pictures' test.
    new_game(client, url, "klondike", "3").await?;
    choose(client, ".kcolumn[data-to='E'] .kcard[data-card='AC']").await?;
    choose(client, ".kpile.target").await?;
    settled(client).await;
    assert_eq!(text(client, "#kmoves").await, "1");
    choose(client, "#history-open").await?;
    client
        .wait()
        .at_most(Duration::from_secs(30))
        .for_element(Locator::Css(".history-game"))
        .await?;
    assert_eq!(count(client, ".history-game").await, 1);
    assert!(text(client, ".history-game").await.contains("klondike"));
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
    Ok(())
}
