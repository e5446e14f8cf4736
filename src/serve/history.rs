//! The browser's history: the recorded games listed, and one replayed step by step
//! (the same frames `karty replay` shows). Only the server's own secret reads them: a
//! seat's link opens its seat of its game, nothing else.

use axum::Extension;
use axum::extract::{Path, Query};
use axum::http::StatusCode;
use axum::response::Response;
use serde::Deserialize;

use super::api::{Who, error};
use crate::records::store;

/// `GET api/history`: the newest recorded games.
pub async fn list(Extension(who): Extension<Who>) -> Response {
    if !matches!(who, Who::Host) {
        return error(StatusCode::FORBIDDEN, &crate::say!("serve-history-host"));
    }
    let listed = tokio::task::spawn_blocking(|| store::with(|store| store.list(None, 100))).await;
    match listed {
        Ok(Ok(games)) => {
            let games: Vec<serde_json::Value> = games
                .into_iter()
                .map(|(id, moves, record)| {
                    serde_json::json!({
                        "id": id,
                        "game": record.game,
                        "started": record.started,
                        "moves": moves,
                        "ending": record.ending,
                        "seats": record.seats,
                        "winners": record.winners,
                    })
                })
                .collect();
            json(serde_json::Value::from(games).to_string())
        }
        Ok(Err(err)) => error(StatusCode::SERVICE_UNAVAILABLE, &err.to_string()),
        Err(_) => error(
            StatusCode::INTERNAL_SERVER_ERROR,
            &crate::say!("serve-history-failed"),
        ),
    }
}

#[derive(Deserialize)]
pub struct Seat {
    /// A seat's number from 1, or its name.
    seat: Option<String>,
}

/// `GET api/history/ID[?seat=N]`: one game's replay, as `karty replay ID [--as N]`.
pub async fn replay(
    Extension(who): Extension<Who>,
    Path((_, id)): Path<(String, i64)>,
    Query(seat): Query<Seat>,
) -> Response {
    if !matches!(who, Who::Host) {
        return error(StatusCode::FORBIDDEN, &crate::say!("serve-history-host"));
    }
    // The replay's words in the reader's language, on the thread that builds them.
    let language = crate::words::language();
    let replayed = tokio::task::spawn_blocking(move || {
        crate::words::in_language(language, || {
            let record = store::with(|store| store.get(id)).map_err(anyhow::Error::from)?;
            let entry = crate::registry::find(&record.game)
                .ok_or_else(|| anyhow::anyhow!("this karty does not play that game"))?;
            (entry.replay)(&record, seat.seat.as_deref())
        })
    })
    .await;
    match replayed {
        Ok(Ok(replay)) => json(serde_json::to_string(&replay).unwrap_or_default()),
        Ok(Err(err)) => error(StatusCode::NOT_FOUND, &format!("{err:#}")),
        Err(_) => error(
            StatusCode::INTERNAL_SERVER_ERROR,
            &crate::say!("serve-history-failed"),
        ),
    }
}

fn json(body: String) -> Response {
    use axum::response::IntoResponse;
    (
        [(axum::http::header::CONTENT_TYPE, "application/json")],
        body,
    )
        .into_response()
}
