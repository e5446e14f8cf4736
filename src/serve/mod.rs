//! `karty serve`: the browser table. A small HTTP server on the loopback address that
//! serves one embedded page and a JSON API over the game contract; like the terminal
//! table it holds the games and sends each seat only that seat's view.
//!
//! Safety: it binds 127.0.0.1 unless `--host` names another address, and every request
//! must carry a random secret in its path (else 403): the server's own, printed at the
//! start, or a seat's, which reads and acts for that one seat only. So neither other
//! users nor other pages in the browser can read or drive a game. No CORS headers are
//! ever sent.

pub(crate) mod api;
mod history;
mod makao;
mod others;
pub(crate) mod words;

use std::io::IsTerminal;
use std::net::{IpAddr, SocketAddr};
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use anyhow::{Context, Result};
use axum::Router;
use axum::body::Body;
use axum::extract::{DefaultBodyLimit, Extension, Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use clap::Args;

use crate::GlobalOpts;
use crate::ui::{self, Ui};

/// The largest request body taken: actions and new-game forms are a few hundred bytes.
pub const MAX_BODY: usize = 16 * 1024;

#[derive(Debug, Clone, Args)]
pub struct ServeArgs {
    /// Port to listen on (default: any free port)
    #[arg(long, default_value_t = 0)]
    port: u16,
    /// Address to listen on; another than loopback (0.0.0.0, a name) lets people on
    /// the network join a game's seats with their links
    #[arg(long, default_value = "127.0.0.1")]
    host: String,
    /// Open the page in the system's browser
    #[arg(long)]
    open: bool,
    /// Another name the page may be reached by (a `Host` header, such as a name in
    /// the local network's DNS); the loopback names and the address listened on are
    /// always allowed, every other name is refused (DNS rebinding)
    #[arg(long, value_name = "NAME")]
    allow_host: Vec<String>,
    /// The pause before each computer move, in milliseconds (tests set 0)
    #[arg(long, value_name = "MS", default_value_t = 600, hide = true)]
    computer_pause: u64,
    /// The longest a request may take, in milliseconds (tests shorten it)
    #[arg(long, value_name = "MS", default_value_t = REQUEST_TIMEOUT_MS, hide = true)]
    request_timeout: u64,
}

pub fn run(args: ServeArgs, _global: &GlobalOpts) -> Result<ExitCode> {
    let pause = Duration::from_millis(args.computer_pause);
    REQUEST_TIMEOUT.store(args.request_timeout, Ordering::Relaxed);
    serve(&args.host, args.port, args.open, args.allow_host, pause)?;
    Ok(ExitCode::SUCCESS)
}

/// The main menu's "Play in the browser": serves until the person presses Enter (or
/// input ends), then returns to the menu.
pub fn play_from_menu(ui: &mut Ui, _global: &GlobalOpts) -> Result<()> {
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let (ready, address) = std::sync::mpsc::channel::<String>();
    let server = std::thread::spawn(move || {
        serve_with(
            "127.0.0.1",
            0,
            Vec::new(),
            api::COMPUTER_PAUSE,
            move |url| {
                let _ = ready.send(url.to_string());
            },
            async move {
                let _ = stopped.await;
            },
        )
    });
    let Ok(url) = address.recv() else {
        // The server failed before it listened: its error says why.
        return server
            .join()
            .unwrap_or_else(|_| Err(anyhow::anyhow!("the server failed")));
    };
    ui.say(format!("The browser table is at {url}"));
    if std::io::stdin().is_terminal() {
        open_browser(&url);
    }
    let _ = ui.ask("Press Enter to stop it and return to the menu")?;
    let _ = stop.send(());
    server
        .join()
        .unwrap_or_else(|_| Err(anyhow::anyhow!("the server failed")))
}

fn serve(host: &str, port: u16, open: bool, allowed: Vec<String>, pause: Duration) -> Result<()> {
    let announce = move |url: &str| {
        ui::out(format!(
            "Open {url} in a browser (Ctrl+C stops the server)."
        ));
        if open {
            open_browser(url);
        }
    };
    serve_with(host, port, allowed, pause, announce, std::future::pending())
}

/// Listens on `host`:`port` (0: any free port), tells `ready` the address with its
/// secret, and serves until `shutdown` completes.
fn serve_with(
    host: &str,
    port: u16,
    allowed: Vec<String>,
    pause: Duration,
    ready: impl FnOnce(&str),
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<()> {
    let secret = new_secret().context("no randomness from the operating system")?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .context("cannot start the server's runtime")?;
    runtime.block_on(async move {
        let listener = tokio::net::TcpListener::bind((host, port))
            .await
            .with_context(|| format!("cannot listen on {host}:{port}"))?;
        let addr = listener.local_addr()?;
        let base = format!("http://{}", shown(addr));
        if !addr.ip().is_loopback() {
            eprintln!(
                "Warning: listening on {addr}, open to the network: anyone on it with a \
                 seat's link can join that seat, and anyone with the address below can \
                 start games. Each new game's seat links are printed here."
            );
        }
        ready(&format!("{base}/{secret}/"));
        let (stopping, stop) = tokio::sync::watch::channel(false);
        let shared = Arc::new(api::Shared {
            keys: Default::default(),
            base,
            stop,
            pause,
            loopback: addr.ip().is_loopback(),
            address: addr.ip().to_string(),
            languages: Default::default(),
        });
        let hosts = allowed_hosts(host, addr, &allowed);
        accept(listener, router(secret, shared, hosts), shutdown).await;
        let _ = stopping.send(true);
        Ok(())
    })
}

/// Connections open at once, at most: past it a new one is closed at once, so nobody
/// can hold every socket (and file descriptor) of the process.
pub const MAX_CONNECTIONS: usize = 256;
/// The longest a client may take to send a request's headers, and to wait between
/// requests on a kept-alive connection.
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);
/// The longest a request may take before its answer starts (its body read included);
/// an event stream, once started, is not bound by it.
static REQUEST_TIMEOUT: AtomicU64 = AtomicU64::new(REQUEST_TIMEOUT_MS);
const REQUEST_TIMEOUT_MS: u64 = 30_000;

/// Serves `app` on every connection `listener` accepts, until `shutdown` completes:
/// at most [`MAX_CONNECTIONS`] at once, each bounded by [`HEADER_TIMEOUT`].
async fn accept(
    listener: tokio::net::TcpListener,
    app: Router,
    shutdown: impl Future<Output = ()> + Send + 'static,
) {
    let open = Arc::new(tokio::sync::Semaphore::new(MAX_CONNECTIONS));
    let mut shutdown = std::pin::pin!(shutdown);
    loop {
        let (stream, _) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                // Out of file descriptors or the like: wait a moment, do not spin.
                Err(_) => {
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut shutdown => return,
        };
        let Ok(permit) = Arc::clone(&open).try_acquire_owned() else {
            // Full: closing it at once is the answer.
            drop(stream);
            continue;
        };
        let service = hyper_util::service::TowerToHyperService::new(app.clone());
        tokio::spawn(async move {
            let _ = hyper::server::conn::http1::Builder::new()
                .timer(hyper_util::rt::TokioTimer::new())
                .header_read_timeout(HEADER_TIMEOUT)
                .max_buf_size(64 * 1024)
                .serve_connection(hyper_util::rt::TokioIo::new(stream), service)
                .await;
            drop(permit);
        });
    }
}

/// Answers 408 to a request that has not been answered within [`REQUEST_TIMEOUT`]: a
/// body sent a byte at a time holds nothing for long.
async fn time_limit(request: Request, next: Next) -> Response {
    // A body announced larger than any request takes is refused before a byte of it is
    // read (so no "100 Continue" invites it).
    let announced = request
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.trim().parse::<u64>().ok());
    if announced.is_some_and(|length| length > MAX_BODY as u64) {
        return api::error(StatusCode::PAYLOAD_TOO_LARGE, "the request is too large");
    }
    let limit = Duration::from_millis(REQUEST_TIMEOUT.load(Ordering::Relaxed));
    match tokio::time::timeout(limit, next.run(request)).await {
        Ok(response) => response,
        Err(_) => api::error(StatusCode::REQUEST_TIMEOUT, "the request took too long"),
    }
}

/// The address to write in links: an unspecified one (0.0.0.0) is replaced by the
/// address this machine reaches the network from, which others can open.
fn shown(addr: SocketAddr) -> SocketAddr {
    if !addr.ip().is_unspecified() {
        return addr;
    }
    // Connecting a UDP socket sends nothing; it only picks the outgoing address.
    let outgoing = std::net::UdpSocket::bind((addr.ip(), 0))
        .and_then(|socket| {
            let probe: IpAddr = if addr.is_ipv4() {
                [192, 0, 2, 1].into()
            } else {
                "2001:db8::1".parse().unwrap_or(addr.ip())
            };
            socket.connect((probe, 9))?;
            socket.local_addr()
        })
        .map(|local| local.ip());
    SocketAddr::new(outgoing.unwrap_or(addr.ip()), addr.port())
}

/// The gate's state: the server's secret, the seats' links and the names the page may
/// be reached by.
struct Gate {
    secret: Arc<str>,
    shared: Arc<api::Shared>,
    /// `Host` values taken (lower case, with the port).
    hosts: Vec<String>,
}

/// The `Host` values a request may carry: the loopback names and the addresses the
/// links are written with, at the port listened on, and the names `--allow-host` adds.
fn allowed_hosts(host: &str, addr: SocketAddr, allowed: &[String]) -> Vec<String> {
    let port = addr.port();
    let mut hosts: Vec<String> = ["localhost", "127.0.0.1", "[::1]"]
        .iter()
        .map(|name| format!("{name}:{port}"))
        .collect();
    hosts.push(addr.to_string());
    hosts.push(shown(addr).to_string());
    hosts.push(format!("{host}:{port}"));
    for name in allowed {
        let name = name.trim().to_ascii_lowercase();
        if name.contains(':') {
            hosts.push(name);
        } else {
            hosts.push(format!("{name}:{port}"));
        }
    }
    hosts
        .iter_mut()
        .for_each(|host| host.make_ascii_lowercase());
    hosts
}

/// Whether the request came by a name this server answers to, and from its own page
/// when it says where it came from (`Origin`): another site's page, or a name that
/// resolves here by a trick (DNS rebinding), gets nothing.
fn addressed_rightly(request: &Request, hosts: &[String]) -> bool {
    let header_text = |name| {
        request
            .headers()
            .get(name)
            .and_then(|value: &HeaderValue| value.to_str().ok())
            .map(str::to_ascii_lowercase)
    };
    let Some(host) = header_text(header::HOST) else {
        return false;
    };
    if !hosts.contains(&host) {
        return false;
    }
    match header_text(header::ORIGIN) {
        None => true,
        Some(origin) => origin
            .strip_prefix("http://")
            .is_some_and(|origin| hosts.iter().any(|host| host == origin)),
    }
}

/// The whole application: the page, its assets and the API of every game kind, all
/// behind the secret or a seat's link.
fn router(secret: String, shared: Arc<api::Shared>, hosts: Vec<String>) -> Router {
    let gate = Arc::new(Gate {
        secret: secret.into(),
        shared: Arc::clone(&shared),
        hosts,
    });
    let games = crate::registry::games()
        .iter()
        .fold(Router::new(), |router, entry| {
            router.merge((entry.routes)(Arc::clone(&shared)))
        });
    Router::new()
        .route("/{key}/", get(page::index))
        .route("/{key}/{file}", get(page::asset))
        .route("/{key}/rules/{file}", get(page::rules))
        .route("/{key}/api/me", get(me))
        .route(
            "/{key}/api/server",
            get(server_facts).with_state(Arc::clone(&shared)),
        )
        .route("/{key}/api/games", get(games_offered))
        .route("/{key}/api/words", get(words::show))
        .route(
            "/{key}/api/lang",
            axum::routing::post(words::choose).with_state(Arc::clone(&shared)),
        )
        .route("/{key}/api/history", get(history::list))
        .route("/{key}/api/history/{id}", get(history::replay))
        .merge(games)
        .fallback(not_found)
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .layer(middleware::from_fn_with_state(gate, require_secret))
        .layer(middleware::from_fn(time_limit))
}

/// Whom the address speaks for, so that a seat's page opens its game.
async fn me(Extension(who): Extension<api::Who>) -> Response {
    let body = match who {
        api::Who::Host => serde_json::json!({ "host": true }),
        api::Who::Seat(key) => {
            serde_json::json!({ "host": false, "kind": key.kind, "game": key.game, "seat": key.seat })
        }
    };
    (
        [(header::CONTENT_TYPE, "application/json")],
        body.to_string(),
    )
        .into_response()
}

/// How the server is reached: on loopback only (so its links work on this computer
/// alone) and at which address, and the pause before each computer move, which a page
/// stepping through computer turns keeps too.
async fn server_facts(State(shared): State<Arc<api::Shared>>) -> Response {
    let pause = u64::try_from(shared.pause.as_millis()).unwrap_or(u64::MAX);
    let body = serde_json::json!({
        "loopback": shared.loopback,
        "address": shared.address,
        "pause": pause,
    });
    (
        [(header::CONTENT_TYPE, "application/json")],
        body.to_string(),
    )
        .into_response()
}

/// Every game of the registry, with the settings its new-game form offers: the page
/// builds the form from this, so the browser and the terminal share names, limits and
/// defaults.
async fn games_offered() -> Response {
    let games: Vec<serde_json::Value> = crate::registry::games()
        .iter()
        .map(|entry| {
            let settings: Vec<serde_json::Value> = (entry.settings)()
                .iter()
                .filter(|setting| setting.browser)
                .map(crate::settings::Setting::described)
                .collect();
            serde_json::json!({
                "name": entry.name,
                "title": crate::say!("page-game-title", game = entry.name),
                "seats": [entry.seats.start(), entry.seats.end()],
                "settings": settings,
            })
        })
        .collect();
    (
        [(header::CONTENT_TYPE, "application/json")],
        serde_json::Value::from(games).to_string(),
    )
        .into_response()
}

async fn not_found() -> Response {
    api::error(StatusCode::NOT_FOUND, "no such page")
}

/// Lets a request through only if its path starts with `/<secret>/` or a seat's
/// `/<link>/`, and tells the handlers whom it speaks for; adds the headers that keep
/// the address (and so the secret) out of caches and referrers.
async fn require_secret(
    State(gate): State<Arc<Gate>>,
    mut request: Request,
    next: Next,
) -> Response {
    if !addressed_rightly(&request, &gate.hosts) {
        return api::error(
            StatusCode::FORBIDDEN,
            "this server is not reached by that name (see --allow-host)",
        );
    }
    let path = request.uri().path();
    let key = path.trim_start_matches('/').split('/').next().unwrap_or("");
    let who = if same_secret(key.as_bytes(), gate.secret.as_bytes()) {
        api::Who::Host
    } else {
        // A hash lookup of a 128-bit random key tells nothing useful by its timing.
        let seat = gate
            .shared
            .keys
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(key)
            .cloned();
        match seat {
            Some(seat) => api::Who::Seat(seat),
            None => {
                return api::error(StatusCode::FORBIDDEN, "the address lacks the right secret");
            }
        }
    };
    // The reader's language: the one this address chose, else the browser's.
    let key = match &who {
        api::Who::Host => words::HOST,
        api::Who::Seat(_) => key,
    }
    .to_string();
    let accept = request
        .headers()
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|value| value.to_str().ok());
    let language = gate.shared.languages.reader(&key, accept);
    request.extensions_mut().insert(who);
    request
        .extensions_mut()
        .insert(words::Reader { key, language });
    let mut response = words::Scoped::new(language, next.run(request)).await;
    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'",
        ),
    );
    response
}

/// 128 bits from the operating system's generator, as 32 hex digits.
pub(super) fn new_secret() -> Result<String, rand::rngs::SysError> {
    use rand::TryRng;
    let mut bytes = [0u8; 16];
    rand::rngs::SysRng.try_fill_bytes(&mut bytes)?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// Compares in time that depends only on the lengths, so the secret cannot be guessed
/// byte by byte from how long a refusal takes.
fn same_secret(given: &[u8], secret: &[u8]) -> bool {
    if given.len() != secret.len() {
        return false;
    }
    given
        .iter()
        .zip(secret)
        .fold(0u8, |acc, (a, b)| acc | (a ^ b))
        == 0
}

/// Opens `url` in the system's browser where there is a way to; says so otherwise.
fn open_browser(url: &str) {
    let command = if cfg!(target_os = "macos") {
        std::process::Command::new("open").arg(url).spawn()
    } else if cfg!(windows) {
        std::process::Command::new("cmd")
            .args(["/C", "start", "", url])
            .spawn()
    } else {
        std::process::Command::new("xdg-open").arg(url).spawn()
    };
    if let Err(err) = command {
        eprintln!("Could not open a browser ({err}); open the address above by hand.");
    }
}

/// The page's files, embedded so that nothing is built or downloaded.
mod page {
    use super::*;
    use crate::words::Language;
    use axum::extract::Path;

    const INDEX: &str = include_str!("page/index.html");

    /// The page's other files: the style and one ES module each.
    pub(super) const FILES: [(&str, &str, &str); 10] = [
        (
            "style.css",
            "text/css; charset=utf-8",
            include_str!("page/style.css"),
        ),
        ("app.js", SCRIPT, include_str!("page/app.js")),
        ("shell.js", SCRIPT, include_str!("page/shell.js")),
        ("cards.js", SCRIPT, include_str!("page/cards.js")),
        ("makao.js", SCRIPT, include_str!("page/makao.js")),
        ("klondike.js", SCRIPT, include_str!("page/klondike.js")),
        ("saboteur.js", SCRIPT, include_str!("page/saboteur.js")),
        ("generic.js", SCRIPT, include_str!("page/generic.js")),
        ("markdown.js", SCRIPT, include_str!("page/markdown.js")),
        ("words.js", SCRIPT, include_str!("page/words.js")),
    ];

    /// The rules pages, one a game, written for players: English in `docs/rules/`, each
    /// other language in `docs/rules/<language>/` (Serbian in Latin script; its Cyrillic
    /// is transliterated when served).
    pub(super) const RULES: [(&str, &str, &str); 12] = [
        ("en", "makao", include_str!("../../docs/rules/makao.md")),
        (
            "en",
            "klondike",
            include_str!("../../docs/rules/klondike.md"),
        ),
        (
            "en",
            "saboteur",
            include_str!("../../docs/rules/saboteur.md"),
        ),
        ("pl", "makao", include_str!("../../docs/rules/pl/makao.md")),
        (
            "pl",
            "klondike",
            include_str!("../../docs/rules/pl/klondike.md"),
        ),
        (
            "pl",
            "saboteur",
            include_str!("../../docs/rules/pl/saboteur.md"),
        ),
        ("cs", "makao", include_str!("../../docs/rules/cs/makao.md")),
        (
            "cs",
            "klondike",
            include_str!("../../docs/rules/cs/klondike.md"),
        ),
        (
            "cs",
            "saboteur",
            include_str!("../../docs/rules/cs/saboteur.md"),
        ),
        ("sr", "makao", include_str!("../../docs/rules/sr/makao.md")),
        (
            "sr",
            "klondike",
            include_str!("../../docs/rules/sr/klondike.md"),
        ),
        (
            "sr",
            "saboteur",
            include_str!("../../docs/rules/sr/saboteur.md"),
        ),
    ];

    const SCRIPT: &str = "text/javascript; charset=utf-8";
    const MARKDOWN: &str = "text/markdown; charset=utf-8";

    fn file(kind: &'static str, text: &'static str) -> Response {
        ([(header::CONTENT_TYPE, kind)], Body::from(text)).into_response()
    }

    pub async fn index() -> Response {
        file("text/html; charset=utf-8", INDEX)
    }

    /// One of the page's files by its name.
    pub async fn asset(Path((_key, name)): Path<(String, String)>) -> Response {
        match FILES.iter().find(|(file_name, _, _)| *file_name == name) {
            Some((_, kind, text)) => file(kind, text),
            None => api::error(StatusCode::NOT_FOUND, "no such page"),
        }
    }

    /// `game`'s rules page for a reader of `language`: the page and the language it is
    /// written in, English where `language` has no page.
    pub(super) fn rules_page(language: Language, game: &str) -> Option<(Language, String)> {
        let page = |code: &str| {
            RULES
                .iter()
                .find(|(lang, g, _)| *lang == code && *g == game)
                .map(|(_, _, text)| *text)
        };
        let folder = match language {
            Language::En => "en",
            Language::Pl => "pl",
            Language::Cs => "cs",
            Language::Sr | Language::SrCyrl => "sr",
        };
        let text = page(folder);
        match (language, text) {
            (Language::SrCyrl, Some(text)) => Some((language, markdown_to_cyrillic(text))),
            (_, Some(text)) => Some((language, text.to_string())),
            (_, None) => page("en").map(|text| (Language::En, text.to_string())),
        }
    }

    /// A game's rules page (`rules/<game>.md`) in its reader's language, else English;
    /// `Content-Language` says which the page got.
    pub async fn rules(
        Path((_key, name)): Path<(String, String)>,
        Extension(reader): Extension<words::Reader>,
    ) -> Response {
        let game = name.strip_suffix(".md").unwrap_or(&name);
        match rules_page(reader.language, game) {
            Some((language, text)) => (
                [
                    (header::CONTENT_TYPE, MARKDOWN),
                    (header::CONTENT_LANGUAGE, language.code()),
                ],
                Body::from(text),
            )
                .into_response(),
            None => api::error(StatusCode::NOT_FOUND, "no rules page for that game"),
        }
    }

    /// A Serbian Latin rules page in Cyrillic ([`crate::words::to_cyrillic`]), leaving in
    /// Latin what is typed or drawn on the table: code spans, fenced code, link targets,
    /// notation (a word with a digit or a suit, such as `B4` or `K♥`, and a single
    /// capital letter, such as the piles U and V or the jack J) and the name karty.
    pub(super) fn markdown_to_cyrillic(text: &str) -> String {
        let mut out = String::with_capacity(text.len() * 2);
        let mut fenced = false;
        for line in text.split_inclusive('\n') {
            if line.trim_start().starts_with("```") {
                fenced = !fenced;
                out.push_str(line);
            } else if fenced {
                out.push_str(line);
            } else {
                for (i, part) in line.split('`').enumerate() {
                    if i > 0 {
                        out.push('`');
                    }
                    if i % 2 == 1 {
                        out.push_str(part);
                    } else {
                        prose_to_cyrillic(part, &mut out);
                    }
                }
            }
        }
        out
    }

    /// One stretch of prose (no code) in Cyrillic, link targets and notation kept.
    fn prose_to_cyrillic(prose: &str, out: &mut String) {
        let notation = |word: &str| {
            word.chars()
                .any(|c| c.is_ascii_digit() || "♠♥♦♣".contains(c))
                || (word.chars().count() == 1 && word.chars().all(|c| c.is_ascii_uppercase()))
                || word == "karty"
        };
        let mut rest = prose;
        while !rest.is_empty() {
            if let Some(target) = rest.strip_prefix("](")
                && let Some(end) = target.find(')')
            {
                out.push_str(&rest[..end + 3]);
                rest = &rest[end + 3..];
                continue;
            }
            let first = rest.chars().next().unwrap_or_default();
            let wordy = |c: char| c.is_alphanumeric() || "♠♥♦♣".contains(c);
            if wordy(first) {
                let end = rest.find(|c: char| !wordy(c)).unwrap_or(rest.len());
                let word = &rest[..end];
                if notation(word) {
                    out.push_str(word);
                } else {
                    out.push_str(&crate::words::to_cyrillic(word));
                }
                rest = &rest[end..];
            } else {
                out.push(first);
                rest = &rest[first.len_utf8()..];
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every module a page file imports is one the server serves.
    #[test]
    fn every_module_imported_is_served() {
        let served: Vec<&str> = page::FILES.iter().map(|(name, _, _)| *name).collect();
        for (name, _, text) in page::FILES {
            for part in text.split("\"./").skip(1) {
                let imported = part.split('"').next().unwrap_or_default();
                if imported.ends_with(".js") {
                    assert!(served.contains(&imported), "{name} imports {imported}");
                }
            }
        }
        assert!(served.contains(&"shell.js"));
    }

    /// A rules page's outline: its headings (level and count), its list items, and the
    /// words of typed notation it names (`K♥`, `2♣`, `B4`...), which every language keeps.
    fn outline(text: &str) -> (Vec<usize>, usize, Vec<String>) {
        let headings = text
            .lines()
            .filter(|line| line.starts_with('#'))
            .map(|line| line.chars().take_while(|c| *c == '#').count())
            .collect();
        let items = text.lines().filter(|line| line.starts_with("- ")).count();
        let mut notation: Vec<String> = text
            .split(|c: char| !(c.is_alphanumeric() || "♠♥♦♣".contains(c)))
            .filter(|word| word.chars().any(|c| "♠♥♦♣".contains(c)))
            .map(str::to_string)
            .collect();
        notation.sort();
        (headings, items, notation)
    }

    /// Every language has every game's rules page, and each is the English one section
    /// by section: the same headings, the same number of rules, the same cards named.
    #[test]
    fn every_language_has_every_rules_page_in_the_english_outline() {
        use crate::words::Language;
        let games: Vec<&str> = page::RULES
            .iter()
            .filter(|(lang, _, _)| *lang == "en")
            .map(|(_, game, _)| *game)
            .collect();
        assert_eq!(games, ["makao", "klondike", "saboteur"]);
        for game in &games {
            let (_, english) = page::rules_page(Language::En, game).expect("an English page");
            let english = outline(&english);
            assert!(
                english.0.len() >= 5 && english.1 >= 10,
                "{game}: {english:?}"
            );
            for language in Language::ALL {
                let (served, text) = page::rules_page(language, game)
                    .unwrap_or_else(|| panic!("{game} in {language}"));
                assert_eq!(served, language, "{game} has its own page in {language}");
                assert_eq!(outline(&text), english, "{game} in {language}");
            }
        }
        // The page finds Makao's rule sets by their place (`RULE_SETS` in shell.js).
        let (_, makao) = page::rules_page(Language::En, "makao").unwrap();
        let sections: Vec<&str> = makao.lines().filter(|l| l.starts_with("## ")).collect();
        for (place, set) in ["Polish", "Macau", "Serbian"].iter().enumerate() {
            assert!(
                sections[place + 1].starts_with(&format!("## {set}")),
                "{sections:?}"
            );
        }
        assert!(page::rules_page(Language::Pl, "chess").is_none());
        let (_, polish) = page::rules_page(Language::Pl, "makao").unwrap();
        assert!(polish.contains("po makale") && polish.contains("dama na wszystko"));
    }

    /// Cyrillic Serbian rules are the Latin page transliterated, with what is typed or
    /// drawn on the table left in Latin.
    #[test]
    fn cyrillic_rules_keep_code_and_notation_latin() {
        use crate::words::Language;
        let sample = "Izbaci `draw 7s` ili **Dalje** na B4 (U, V, K♥), [džoker](rules/sr.md#lj)\n\
                      ```\nnjiva lj\n```\nLjubav i njiva";
        assert_eq!(
            page::markdown_to_cyrillic(sample),
            "Избаци `draw 7s` или **Даље** на B4 (U, V, K♥), [џокер](rules/sr.md#lj)\n\
             ```\nnjiva lj\n```\nЉубав и њива"
        );
        let (served, makao) = page::rules_page(Language::SrCyrl, "makao").unwrap();
        assert_eq!(served, Language::SrCyrl);
        assert!(makao.starts_with("# Макао\n"), "{makao}");
        assert!(
            makao.contains("karty зна три"),
            "the name stays as typed: {makao}"
        );
        for kept in [
            "**Макао!**",
            "жандар",
            "мала двојка",
            "K♥",
            "2♣",
            "(A, 2♣, 7, 8, J)",
        ] {
            assert!(makao.contains(kept), "{kept} in {makao}");
        }
        let (_, klondike) = page::rules_page(Language::SrCyrl, "klondike").unwrap();
        assert!(klondike.contains("**U**, шпил") && klondike.contains("**W, X, Y, Z**"));
        let (_, saboteur) = page::rules_page(Language::SrCyrl, "saboteur").unwrap();
        assert!(saboteur.contains("**B4**") && saboteur.contains("(A–K)"));
        // No Latin letter is left but in notation (single capitals, words with digits or suits).
        for text in [&makao, &klondike, &saboteur] {
            for word in text.split(|c: char| !(c.is_alphanumeric() || "♠♥♦♣".contains(c))) {
                let latin = word.chars().any(|c| c.is_ascii_lowercase());
                assert!(!latin || word == "karty", "{word:?} is Latin");
            }
        }
    }

    #[test]
    fn secrets_compare_by_content_and_length() {
        assert!(same_secret(b"abc", b"abc"));
        assert!(!same_secret(b"abd", b"abc"));
        assert!(!same_secret(b"ab", b"abc"));
        assert!(!same_secret(b"", b"abc"));
    }

    #[test]
    fn a_secret_has_128_bits_and_differs_each_time() {
        let one = new_secret().unwrap();
        assert_eq!(one.len(), 32);
        assert!(one.chars().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(one, new_secret().unwrap());
    }
}
