//! `karty serve`: the browser table. A small HTTP server on the loopback address that
//! serves one embedded page and a JSON API over the game contract; like the terminal
//! table it holds the games and sends each seat only that seat's view.
//!
//! Safety: it binds 127.0.0.1 only, and every request must carry the random secret
//! printed in the address (else 403), so neither other local users nor other pages in
//! the browser can read or drive a game. No CORS headers are ever sent.

mod api;
mod makao;
mod others;

use std::io::IsTerminal;
use std::net::{Ipv4Addr, SocketAddr};
use std::process::ExitCode;
use std::sync::Arc;

use anyhow::{Context, Result};
use axum::Router;
use axum::body::Body;
use axum::extract::{DefaultBodyLimit, Request, State};
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
    /// Port on 127.0.0.1 to listen on (default: any free port)
    #[arg(long, default_value_t = 0)]
    port: u16,
    /// Open the page in the system's browser
    #[arg(long)]
    open: bool,
}

pub fn run(args: ServeArgs, _global: &GlobalOpts) -> Result<ExitCode> {
    serve(args.port, args.open)?;
    Ok(ExitCode::SUCCESS)
}

/// The main menu's "Play in the browser": serves until the person presses Enter (or
/// input ends), then returns to the menu.
pub fn play_from_menu(ui: &mut Ui, _global: &GlobalOpts) -> Result<()> {
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let (ready, address) = std::sync::mpsc::channel::<String>();
    let server = std::thread::spawn(move || {
        serve_with(
            0,
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

fn serve(port: u16, open: bool) -> Result<()> {
    let announce = move |url: &str| {
        ui::out(format!(
            "Open {url} in a browser (Ctrl+C stops the server)."
        ));
        if open {
            open_browser(url);
        }
    };
    serve_with(port, announce, std::future::pending())
}

/// Listens on 127.0.0.1:`port` (0: any free port), tells `ready` the address with its
/// secret, and serves until `shutdown` completes.
fn serve_with(
    port: u16,
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
        let listener = tokio::net::TcpListener::bind(SocketAddr::from((Ipv4Addr::LOCALHOST, port)))
            .await
            .with_context(|| format!("cannot listen on 127.0.0.1:{port}"))?;
        let addr = listener.local_addr()?;
        ready(&format!("http://{addr}/{secret}/"));
        axum::serve(listener, router(secret))
            .with_graceful_shutdown(shutdown)
            .await
            .context("the server stopped")
    })
}

/// The whole application: the page, its assets and the API of every game kind, all
/// behind the secret.
pub fn router(secret: String) -> Router {
    let secret: Arc<str> = secret.into();
    Router::new()
        .route("/{key}/", get(page::index))
        .route("/{key}/style.css", get(page::style))
        .route("/{key}/app.js", get(page::script))
        .merge(api::routes::<::makao::Game>())
        .merge(api::routes::<::klondike::Klondike>())
        .merge(api::routes::<::saboteur::Saboteur>())
        .fallback(not_found)
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .layer(middleware::from_fn_with_state(secret, require_secret))
}

async fn not_found() -> Response {
    api::error(StatusCode::NOT_FOUND, "no such page")
}

/// Lets a request through only if its path starts with `/<secret>/`; adds the headers
/// that keep the address (and so the secret) out of caches and referrers.
async fn require_secret(State(secret): State<Arc<str>>, request: Request, next: Next) -> Response {
    let path = request.uri().path();
    let key = path.trim_start_matches('/').split('/').next().unwrap_or("");
    if !same_secret(key.as_bytes(), secret.as_bytes()) {
        return api::error(StatusCode::FORBIDDEN, "the address lacks the right secret");
    }
    let mut response = next.run(request).await;
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
fn new_secret() -> Result<String, rand::rngs::SysError> {
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

    const INDEX: &str = include_str!("page/index.html");
    const STYLE: &str = include_str!("page/style.css");
    const SCRIPT: &str = include_str!("page/app.js");

    fn file(kind: &'static str, text: &'static str) -> Response {
        ([(header::CONTENT_TYPE, kind)], Body::from(text)).into_response()
    }

    pub async fn index() -> Response {
        file("text/html; charset=utf-8", INDEX)
    }

    pub async fn style() -> Response {
        file("text/css; charset=utf-8", STYLE)
    }

    pub async fn script() -> Response {
        file("text/javascript; charset=utf-8", SCRIPT)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
