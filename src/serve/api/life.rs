//! A table's life beyond its games: the pages that follow it (a table no page follows
//! is freed a few minutes later), a person leaving (a computer takes the seat), the
//! host closing it for another game, and the seat links' QR codes.

use super::*;

/// A table nobody touched for this long is dropped, even with a page open on it.
pub const IDLE: Duration = Duration::from_secs(2 * 60 * 60);
/// A table no page follows is dropped this long after the last one closed (or the
/// last request): long enough for a reload, a phone woken up, a tab opened again.
pub const GRACE: Duration = Duration::from_secs(5 * 60);

/// Whether a table is still wanted: a page follows it (and it was used within [`IDLE`]),
/// or the last page closed (or the last request came) within [`GRACE`]. A closed table
/// is kept only while a guest's page has yet to hear so. `idle`: since the last request;
/// `unwatched`: since the last page closed; `open`: pages following it now.
pub(super) fn wanted(idle: Duration, unwatched: Duration, open: usize, closed: bool) -> bool {
    if idle >= IDLE {
        return false;
    }
    if closed {
        return open > 0 && idle < GRACE;
    }
    open > 0 || unwatched.min(idle) < GRACE
}

/// The pages following a table (its open event streams), and when the last closed.
#[derive(Debug)]
pub struct Watchers {
    pub(super) open: std::sync::atomic::AtomicUsize,
    pub(super) left: Mutex<Instant>,
}

impl Default for Watchers {
    fn default() -> Watchers {
        Watchers {
            open: Default::default(),
            left: Mutex::new(Instant::now()),
        }
    }
}

/// One open event stream, counted while it lives.
pub(super) struct Watching(Arc<Watchers>);

impl Watching {
    pub(super) fn new(watchers: &Arc<Watchers>) -> Watching {
        watchers
            .open
            .fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        Watching(Arc::clone(watchers))
    }
}

impl Drop for Watching {
    fn drop(&mut self) {
        *lock(&self.0.left) = Instant::now();
        self.0
            .open
            .fetch_sub(1, std::sync::atomic::Ordering::SeqCst);
    }
}

/// The host leaves the table for a new game: the people still there are told, their
/// links stop working, and the table is freed once their pages have heard it.
pub(super) async fn close<G: Kind>(
    State(tables): State<Arc<Tables<G>>>,
    Extension(who): Extension<Who>,
    Path((_key, id)): Path<(String, String)>,
) -> Response {
    if !matches!(who, Who::Host) {
        return error(StatusCode::FORBIDDEN, &crate::say!("serve-host-closes"));
    }
    let shared = or_refuse!(find(&tables, &id));
    let mut table = lock(&shared);
    if !table.closed {
        table.closed = true;
        let host = table
            .names
            .get(table.host_seat)
            .cloned()
            .unwrap_or_default();
        table.tell_all(|| crate::say!("serve-closed", name = &host));
        lock(&tables.shared.keys).retain(|_, key| !(key.kind == G::NAME && key.game == id));
        table.touched = Instant::now();
        table.touch_all();
    }
    json_response(
        StatusCode::OK,
        serde_json::json!({ "closed": id }).to_string(),
    )
}

/// Another person's link as a QR code (SVG), for a phone's camera: the host's only.
pub(super) async fn qr<G: Kind>(
    State(tables): State<Arc<Tables<G>>>,
    Extension(who): Extension<Who>,
    Path((_key, id, seat)): Path<(String, String, usize)>,
) -> Response {
    if !matches!(who, Who::Host) {
        return error(StatusCode::FORBIDDEN, "a seat's link shows no other links");
    }
    let shared = or_refuse!(find(&tables, &id));
    let url = {
        let table = lock(&shared);
        let Some((_, secret)) = table.links.iter().find(|(s, _)| *s == seat) else {
            return error(StatusCode::NOT_FOUND, "no link for that seat");
        };
        format!("{}/{secret}/", tables.shared.base)
    };
    match qr_svg(&url) {
        Some(svg) => ([(axum::http::header::CONTENT_TYPE, "image/svg+xml")], svg).into_response(),
        None => error(
            StatusCode::INTERNAL_SERVER_ERROR,
            "the link is too long for a QR code",
        ),
    }
}

/// `text` as a QR code drawn in SVG: one square a dark module, a quiet zone of four.
fn qr_svg(text: &str) -> Option<String> {
    let code = qrcodegen::QrCode::encode_text(text, qrcodegen::QrCodeEcc::Medium).ok()?;
    let size = code.size();
    let mut path = String::new();
    for y in 0..size {
        for x in 0..size {
            if code.get_module(x, y) {
                path.push_str(&format!("M{},{}h1v1h-1z", x + 4, y + 4));
            }
        }
    }
    let side = size + 8;
    Some(format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {side} {side}\" \
         shape-rendering=\"crispEdges\"><rect width=\"{side}\" height=\"{side}\" fill=\"#fff\"/>\
         <path d=\"{path}\" fill=\"#000\"/></svg>"
    ))
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct LeaveBody {
    seat: Option<usize>,
}

/// A person leaves (or the host hands over a seat whose person has gone): a computer
/// player takes the seat and its link stops working.
pub(super) async fn leave<G: Kind>(
    State(tables): State<Arc<Tables<G>>>,
    Extension(who): Extension<Who>,
    Path((_key, id)): Path<(String, String)>,
    body: Bytes,
) -> Response {
    let body: LeaveBody = if body.iter().all(u8::is_ascii_whitespace) {
        LeaveBody::default()
    } else {
        or_refuse!(read_json(&body))
    };
    let shared = or_refuse!(find(&tables, &id));
    let response = or_refuse!(hand_over(&tables, &shared, &who, &id, body.seat));
    drive(shared);
    response
}

fn hand_over<G: Kind>(
    tables: &Tables<G>,
    shared: &Mutex<Table<G>>,
    who: &Who,
    id: &str,
    asked: Option<usize>,
) -> Result<Response, Refusal> {
    let mut table = lock(shared);
    let me = table.seat_of(who, id)?;
    let seat = match (who, asked) {
        (_, None) => me,
        (Who::Host, Some(seat)) => seat,
        (Who::Seat(_), Some(seat)) if seat == me => seat,
        (Who::Seat(_), Some(_)) => {
            return Err(refusal(
                StatusCode::FORBIDDEN,
                &crate::say!("serve-own-seat"),
            ));
        }
    };
    if !table.is_person(seat) {
        return Err(refusal(
            StatusCode::CONFLICT,
            &crate::say!("serve-nobody-there"),
        ));
    }
    if table.game().is_over() {
        return Err(refusal(StatusCode::CONFLICT, &crate::say!("serve-over")));
    }
    let Some(bot) = table.game().stand_in(seat) else {
        return Err(refusal(
            StatusCode::CONFLICT,
            &crate::say!("serve-one-seat"),
        ));
    };
    table.bots[seat] = Some(bot);
    table.live = true;
    lock(&tables.shared.keys)
        .retain(|_, key| !(key.kind == G::NAME && key.game == id && key.seat == seat));
    let name = table.names[seat].clone();
    table.tell_all(|| crate::say!("serve-left", name = &name));
    table.touched = Instant::now();
    table.touch_all();
    let answer = serde_json::json!({ "left": seat }).to_string();
    Ok(json_response(StatusCode::OK, answer))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_no_page_follows_is_freed_five_minutes_after_the_last_one_closed() {
        let minutes = |m: u64| Duration::from_secs(m * 60);
        let second = Duration::from_secs(1);
        // No page open: kept through a reload or a phone woken up, freed after GRACE.
        assert!(wanted(minutes(1), minutes(1), 0, false));
        assert!(wanted(GRACE - second, GRACE - second, 0, false));
        assert!(!wanted(GRACE, GRACE, 0, false));
        // A request since the last page closed counts as a page's.
        assert!(wanted(minutes(1), minutes(30), 0, false));
        // A page open keeps it, however long since another closed, up to IDLE untouched.
        assert!(wanted(minutes(60), minutes(60), 1, false));
        assert!(!wanted(IDLE, minutes(1), 1, false));
        // Closed by its host: kept only while a guest's page is there to hear it.
        assert!(wanted(minutes(1), minutes(1), 1, true));
        assert!(!wanted(minutes(1), minutes(1), 0, true));
        assert!(!wanted(GRACE, minutes(1), 1, true));
    }
}
