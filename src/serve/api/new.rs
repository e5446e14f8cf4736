//! A new game at the browser table: the form checked against the registry's settings,
//! the seats and links made, and the table stored.

use super::*;

fn new_id() -> String {
    format!("{:016x}", cards::fresh_seed())
}

pub(super) async fn new_game<G: Kind>(
    State(tables): State<Arc<Tables<G>>>,
    Extension(who): Extension<Who>,
    body: Bytes,
) -> Response {
    let language = crate::words::language();
    // Dealing a winnable deal searches for a while: off the async threads.
    let work = tokio::task::spawn_blocking(move || {
        crate::words::in_language(language, || start::<G>(&tables, &who, &body))
    });
    match work.await {
        Ok(Ok(response)) => response,
        Ok(Err(refusal)) => refusal.into_response(),
        Err(_) => error(
            StatusCode::INTERNAL_SERVER_ERROR,
            &crate::say!("serve-deal-failed"),
        ),
    }
}

fn start<G: Kind>(tables: &Tables<G>, who: &Who, body: &[u8]) -> Result<Response, Refusal> {
    if !matches!(who, Who::Host) {
        return Err(refusal(
            StatusCode::FORBIDDEN,
            &crate::say!("serve-seat-cannot-start"),
        ));
    }
    let mut form: Value = read_json(body)?;
    let bad = |reason: &str| refusal(StatusCode::BAD_REQUEST, reason);
    let Some(fields) = form.as_object_mut() else {
        return Err(bad(&crate::say!("serve-form-object")));
    };
    // The game's settings, as the registry describes them for every front end: each
    // checked, each missing one at its default; then the table's own fields.
    let settings: Vec<crate::settings::Setting> = crate::registry::find(G::NAME)
        .map(|entry| (entry.settings)())
        .unwrap_or_default()
        .into_iter()
        .filter(|setting| setting.browser)
        .collect();
    for setting in &settings {
        match fields.get(setting.name) {
            None | Some(Value::Null) => {
                fields.insert(setting.name.to_string(), setting.default.clone());
            }
            Some(value) if !setting.admits(value) => return Err(bad(&setting.must_be())),
            Some(_) => {}
        }
    }
    let known: Vec<&str> = settings
        .iter()
        .map(|setting| setting.name)
        .chain(G::fields())
        .collect();
    if let Some(unknown) = fields
        .keys()
        .find(|field| *field != "people" && !known.contains(&field.as_str()))
    {
        let field = crate::text::safe(&crate::text::prefix(unknown));
        return Err(bad(&crate::say!(
            "serve-no-field",
            field = field,
            fields = known.join(", ")
        )));
    }
    let people = match form.get("people") {
        None | Some(Value::Null) => 1,
        Some(value) => value
            .as_u64()
            .filter(|n| (1..=MAX_PEOPLE).contains(n))
            .ok_or_else(|| bad(&crate::say!("serve-people", most = MAX_PEOPLE)))?,
    } as usize;
    let setup = G::setup(&form, people).map_err(|reason| bad(&reason))?;
    let seed = setup.seed.unwrap_or_else(cards::fresh_seed);
    let chosen_seed = form
        .get("seed")
        .is_some_and(|given| !given.is_null() && given != "")
        .then_some(seed);
    let game = G::deal_in_series(&setup.settings, seed, 0).map_err(|err| bad(&err.to_string()))?;
    if setup.bots.len() != game.players() || setup.names.len() != game.players() {
        return Err(bad("the seats do not match the game"));
    }
    let humans: Vec<usize> = (0..game.players())
        .filter(|&p| setup.bots[p].is_none())
        .collect();
    if humans.len() != people {
        return Err(bad(&crate::say!("serve-room-for", people = humans.len())));
    }
    let host_seat = humans[0];
    let mut links = Vec::new();
    for &seat in &humans[1..] {
        let secret = crate::serve::new_secret().map_err(|_| {
            refusal(
                StatusCode::INTERNAL_SERVER_ERROR,
                "no randomness for a seat's link",
            )
        })?;
        links.push((seat, secret));
    }

    let players = game.players();
    let recorder = Recorder::start(
        &game,
        Some(seed),
        seat_notes(&form, &setup.names, &setup.bots),
    );
    let mut table = Table {
        recorder,
        table: if G::UNDO && people == 1 {
            contract::Table::new(game).with_undo(UNDO_DEPTH)
        } else {
            contract::Table::new(game)
        },
        seed,
        bots: setup.bots,
        thinking: None,
        names: setup.names,
        host_seat,
        logs: vec![Vec::new(); players],
        links,
        live: people > 1,
        driving: false,
        changed: watch::channel(0).0,
        touched: Instant::now(),
        series: match setup.length {
            Some(games) => Series::match_of::<G>(players, games),
            None => Series::new(players),
        },
        chosen_seed,
        form,
        people,
        watchers: Default::default(),
        closed: false,
        pause: tables.shared.pause,
        hint: None,
        languages: Arc::clone(&tables.shared.languages),
    };
    table.tell_all(|| crate::say!("serve-new-game"));
    let id = new_id();
    let base = &tables.shared.base;
    let response = table.answer(&id, host_seat, who, base, Vec::new());
    let mut games = tables.map();
    if games.len() >= MAX_GAMES {
        return Err(refusal(
            StatusCode::SERVICE_UNAVAILABLE,
            &crate::say!("serve-full", most = MAX_GAMES, game = G::NAME),
        ));
    }
    {
        let mut keys = lock(&tables.shared.keys);
        for (seat, secret) in &table.links {
            keys.insert(
                secret.clone(),
                SeatKey {
                    kind: G::NAME,
                    game: id.clone(),
                    seat: *seat,
                },
            );
            // The person who runs the server hands these out; a closed output is no
            // reason to refuse the game.
            let _ = writeln!(
                std::io::stdout(),
                "{} game {id}, {}'s seat: {base}/{secret}/",
                G::NAME,
                table.names[*seat]
            );
        }
    }
    let table = Arc::new(Mutex::new(table));
    games.insert(id, Arc::clone(&table));
    drop(games);
    drive(table);
    Ok(response)
}

/// The seats as the records keep them: people by name, computer players by the level the
/// form chose.
pub(super) fn seat_notes<G: Game>(
    form: &Value,
    names: &[String],
    bots: &[Option<Box<dyn Bot<G>>>],
) -> Vec<SeatNote> {
    let level = form
        .get("level")
        .and_then(Value::as_str)
        .unwrap_or("computer");
    names
        .iter()
        .zip(bots)
        .map(|(name, bot)| SeatNote {
            name: name.clone(),
            level: bot.as_ref().map(|_| level.to_string()),
        })
        .collect()
}
