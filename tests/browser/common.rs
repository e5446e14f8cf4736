//! What every browser test needs: `karty serve` (with no pause before computer moves),
//! chromedriver, a headless Chromium at the desktop's or the phone's size, and the page's
//! checks (no sideways scrolling, not zoomed out, no errors, axe-core's verdict).

use std::io::{BufRead, BufReader};
use std::net::{TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use fantoccini::actions::{InputSource, MOUSE_BUTTON_LEFT, MouseActions, PointerAction};
use fantoccini::error::CmdError;
use fantoccini::{Client, ClientBuilder, Locator};
use hyper_util::client::legacy::connect::HttpConnector;
use serde_json::{Value, json};

pub type Res<T = ()> = Result<T, CmdError>;

/// A child process killed when dropped, so a failing test leaves nothing running.
pub struct Running(pub Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// `karty serve` on a free port, its games recorded in a data directory of the tests'.
pub fn start_server() -> (Running, String) {
    start_server_in(&std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("karty-data"))
}

/// `karty serve` keeping its records in `data`, computer players moving at once.
pub fn start_server_in(data: &std::path::Path) -> (Running, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_karty"))
        .args(["serve", "--port", "0", "--computer-pause", "0"])
        .env("KARTY_DATA_DIR", data)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("karty serve starts");
    let mut line = String::new();
    let mut out = BufReader::new(child.stdout.take().expect("stdout"));
    out.read_line(&mut line).expect("the address is printed");
    // The seat links printed later are not read: let them go.
    std::thread::spawn(move || std::io::copy(&mut out, &mut std::io::sink()));
    let url = line
        .split_whitespace()
        .find(|w| w.starts_with("http://"))
        .unwrap_or_else(|| panic!("no address in {line:?}"))
        .to_string();
    (Running(child), url)
}

/// chromedriver on a free port, once it accepts connections.
pub fn start_chromedriver() -> (Running, u16) {
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

/// The two screens every game is tried on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Screen {
    /// A laptop, 1366x768.
    Desktop,
    /// A phone held upright, 390x844, touch.
    Phone,
}

impl Screen {
    pub fn width(self) -> u64 {
        match self {
            Screen::Desktop => 1366,
            Screen::Phone => 390,
        }
    }

    pub fn suffix(self) -> &'static str {
        match self {
            Screen::Desktop => "",
            Screen::Phone => "-phone",
        }
    }
}

/// A headless Chromium session with a profile of its own (so two sessions share no
/// cookies or storage, like two devices), at `screen`'s size.
pub async fn browser(port: u16, screen: Screen) -> (Client, tempfile::TempDir) {
    browser_asking(port, screen, "en-US,en").await
}

/// A browser session whose requests ask for `languages` (its `Accept-Language`).
pub async fn browser_asking(
    port: u16,
    screen: Screen,
    languages: &str,
) -> (Client, tempfile::TempDir) {
    let profile = tempfile::tempdir().expect("a profile folder");
    let mut options = json!({
        "binary": "/usr/bin/chromium",
        "args": [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
            "--disable-background-networking", "--no-first-run",
            format!("--user-data-dir={}", profile.path().display()),
            "--window-size=1366,768",
        ],
        "prefs": { "intl.accept_languages": languages },
    });
    if screen == Screen::Phone {
        options["mobileEmulation"] = json!({ "deviceMetrics": { "width": 390, "height": 844, "pixelRatio": 1, "touch": true } });
    }
    let mut caps = serde_json::Map::new();
    caps.insert("goog:chromeOptions".to_string(), options);
    let client = ClientBuilder::new(HttpConnector::new())
        .capabilities(caps)
        .connect(&format!("http://127.0.0.1:{port}"))
        .await
        .expect("a WebDriver session");
    (client, profile)
}

pub async fn count(client: &Client, css: &str) -> usize {
    client
        .find_all(Locator::Css(css))
        .await
        .expect("the page answers")
        .len()
}

/// The text of `css` (found again if the page drew it anew meanwhile).
pub async fn text(client: &Client, css: &str) -> String {
    for _ in 0..20 {
        let element = client
            .find(Locator::Css(css))
            .await
            .unwrap_or_else(|_| panic!("{css} is there"));
        if let Ok(text) = element.text().await {
            return text;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("{css} kept being drawn anew");
}

pub async fn number(client: &Client, css: &str) -> usize {
    let text = text(client, css).await;
    text.trim()
        .parse()
        .unwrap_or_else(|_| panic!("{css}: {text:?}"))
}

/// Clicks the first element `css` matches. A live table redraws when the other person
/// moves, so the element found may be replaced before the click lands: then it is found
/// again (a few times at most), as a person's second click would be.
pub async fn choose(client: &Client, css: &str) -> Res {
    still(client).await;
    let mut tries = 0;
    loop {
        let clicked = client.find(Locator::Css(css)).await?.click().await;
        match clicked {
            Err(CmdError::Standard(err))
                if err.error == fantoccini::error::ErrorStatus::StaleElementReference
                    && tries < 5 =>
            {
                tries += 1;
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            other => return other,
        }
    }
}

/// Waits (a second at most) until no card is gliding to its new place: a person clicks
/// a card where it comes to rest, and a click mid-glide could land on its neighbour.
pub async fn still(client: &Client) {
    for _ in 0..50 {
        let moving = client
            .execute(
                "return document.getAnimations().filter((a) => a.playState === 'running').length;",
                Vec::new(),
            )
            .await;
        if !matches!(moving, Ok(Value::Number(n)) if n.as_u64() != Some(0)) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

pub async fn js(client: &Client, script: &str) -> Value {
    client
        .execute(script, Vec::new())
        .await
        .expect("the script runs")
}

/// Waits for `css` to match, at most 30 s.
pub async fn until(client: &Client, css: &str) -> Res {
    client
        .wait()
        .at_most(Duration::from_secs(30))
        .every(Duration::from_millis(20))
        .for_element(Locator::Css(css))
        .await
        .map(drop)
}

/// Opens the server's page and waits for its new-game form, which the page builds from
/// the games the server offers (`api/games`).
pub async fn open_form(client: &Client, url: &str) -> Res {
    client.goto(url).await?;
    until(client, "body[data-form='ready']").await
}

/// Waits until the page has taken the last answer: the person's move (`ready`), another
/// person's (`waiting`), or the end (`over`).
pub async fn settled(client: &Client) {
    until(
        client,
        "body[data-state='ready'], body[data-state='waiting'], body[data-state='over']",
    )
    .await
    .expect("the page settles");
}

/// A new game of `kind` from the form: `fields` are (css of an option or a field, value
/// to type; empty: click the option).
pub async fn new_game(client: &Client, url: &str, kind: &str, fields: &[(&str, &str)]) -> Res {
    open_form(client, url).await?;
    choose(client, &format!("#kind option[value='{kind}']")).await?;
    for (css, value) in fields {
        if value.is_empty() {
            choose(client, css).await?;
        } else {
            let field = client.find(Locator::Css(css)).await?;
            field.clear().await?;
            field.send_keys(value).await?;
        }
    }
    choose(client, "#start").await?;
    settled(client).await;
    Ok(())
}

/// Drags `from` onto `to` with the pointer, in small steps as a hand would.
pub async fn drag(client: &Client, from: &str, to: &str) -> Res {
    still(client).await;
    let source = client.find(Locator::Css(from)).await?;
    let target = client.find(Locator::Css(to)).await?;
    let mouse = MouseActions::new("mouse".to_string())
        .then(PointerAction::MoveToElement {
            element: source,
            duration: None,
            x: 0.0,
            y: 0.0,
        })
        .then(PointerAction::Down {
            button: MOUSE_BUTTON_LEFT,
        })
        .then(PointerAction::MoveBy {
            duration: Some(Duration::from_millis(50)),
            x: 12.0,
            y: 12.0,
        })
        .then(PointerAction::MoveToElement {
            element: target,
            duration: Some(Duration::from_millis(150)),
            x: 0.0,
            y: 0.0,
        })
        .then(PointerAction::Up {
            button: MOUSE_BUTTON_LEFT,
        });
    client.perform_actions(mouse).await?;
    client.release_actions().await
}

/// Clicks near the top of `css`, where a card overlapped by the next one in its column
/// shows (a click at its centre would land on the card over it).
pub async fn click_top(client: &Client, css: &str) -> Res {
    let element = client.find(Locator::Css(css)).await?;
    let (_, _, _, height) = element.rectangle().await?;
    let mouse = MouseActions::new("mouse".to_string())
        .then(PointerAction::MoveToElement {
            element,
            duration: None,
            x: 0.0,
            y: -(height / 2.0) + 6.0,
        })
        .then(PointerAction::Down {
            button: MOUSE_BUTTON_LEFT,
        })
        .then(PointerAction::Up {
            button: MOUSE_BUTTON_LEFT,
        });
    client.perform_actions(mouse).await?;
    client.release_actions().await
}

/// Presses keys on the element that has the focus (WebDriver's key codes: Enter is
/// `\u{E007}`, the arrows `\u{E012}`–`\u{E015}`).
pub async fn press(client: &Client, keys: &str) -> Res {
    client.active_element().await?.send_keys(keys).await
}

pub const ENTER: &str = "\u{E007}";
pub const LEFT: &str = "\u{E012}";

/// The page as a person sees it: nothing wider than the screen (no sideways scrolling),
/// the page not zoomed out to fit, no script errors, and no serious accessibility
/// violation as axe-core (from the npm registry, injected into the page) finds them.
pub async fn check_page(client: &Client, screen: Screen, what: &str) {
    let sizes = js(
        client,
        "return [document.documentElement.scrollWidth, window.innerWidth, \
         window.visualViewport ? window.visualViewport.scale : 1];",
    )
    .await;
    assert_eq!(
        sizes[1].as_u64(),
        Some(screen.width()),
        "{what}: the page is laid out at the screen's width, not zoomed out: {sizes}"
    );
    assert!(
        sizes[0].as_u64() <= sizes[1].as_u64(),
        "{what}: no sideways scrolling: {sizes}"
    );
    assert_eq!(sizes[2].as_f64(), Some(1.0), "{what}: not zoomed: {sizes}");
    let errors = js(client, "return window.pageErrors || [];").await;
    assert_eq!(errors, json!([]), "{what}: the page logged errors");
    let violations = axe(client).await;
    assert_eq!(
        violations,
        json!([]),
        "{what}: axe-core finds serious accessibility violations"
    );
}

/// axe-core's serious and critical violations on the page now.
pub async fn axe(client: &Client) -> Value {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("src/serve/page/node_modules/axe-core/axe.min.js");
    let source = std::fs::read_to_string(&path).unwrap_or_else(|_| {
        panic!(
            "{} is missing: run `npm ci` in src/serve/page first",
            path.display()
        )
    });
    client
        .execute(&format!("{source}\nreturn 1;"), Vec::new())
        .await
        .expect("axe-core loads");
    client
        .execute_async(
            "const done = arguments[arguments.length - 1];\
             axe.run(document, { resultTypes: ['violations'] }).then((result) => done(\
               result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')\
                 .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`)));",
            Vec::new(),
        )
        .await
        .expect("axe-core runs")
}

/// A screenshot for the README (`docs/browser-<name>.png`), taken when
/// `KARTY_SCREENSHOTS` is set: a test run leaves the checkout as it was.
pub async fn picture(client: &Client, name: &str) {
    if std::env::var_os("KARTY_SCREENSHOTS").is_none() {
        return;
    }
    still(client).await;
    let docs = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("docs");
    std::fs::create_dir_all(&docs).expect("docs/");
    let png = client.screenshot().await.expect("a screenshot");
    std::fs::write(docs.join(format!("browser-{name}.png")), png).expect("the screenshot is saved");
}

/// The table's game id in the page's address (`#kind/id`).
pub async fn address_table(client: &Client) -> String {
    js(client, "return location.hash;")
        .await
        .as_str()
        .unwrap_or_default()
        .to_string()
}
