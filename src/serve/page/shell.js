// The browser table's shell (loaded by app.js): one ES module per game (makao.js, klondike.js,
// saboteur.js) draws its table into #game from the seat's answer; this module holds
// what every game shares: the new-game form, the table's address (so a reload returns
// to it), the live updates, the people and their links, the end screen, the log, the
// rules and the history. No build step: the server sends these files as they are.
//
// The server sends each legal action typed (`actions`, each with an `id`); the page
// sends back `{choose: id, say: [calls], turn}` and never parses action text.

import * as makao from "./makao.js";
import * as klondike from "./klondike.js";
import * as saboteur from "./saboteur.js";
import * as generic from "./generic.js";
import { markdown } from "./markdown.js";
import { cardName, escapeHtml, icon, placeKeys } from "./cards.js";
import { currentLanguage, listOf, setWords, t, translatePage } from "./words.js";

// Errors are kept where the browser tests read them (a page that logs none is the aim).
window.pageErrors = [];
window.addEventListener("error", (event) => window.pageErrors.push(String(event.message)));
window.addEventListener("unhandledrejection", (event) => window.pageErrors.push(String(event.reason)));
const logError = console.error.bind(console);
console.error = (...args) => { window.pageErrors.push(args.map(String).join(" ")); logError(...args); };

const GAMES = { makao, klondike, saboteur };
const $ = (id) => document.getElementById(id);

let me = { host: true }; // whom this address speaks for (GET api/me)
let kind = "makao";
let current = null; // the last answer from the server
let busy = false;
let stream = null; // the table's event stream
let streamKey = null;
let missed = null; // the newest answer an event brought while a request was under way
let stepTimer = null;
let hint = null; // the typed move the last hint or tip named, for its turn
let lastEnding = null; // the game whose end screen was shown (so it is shown once)

function moduleOf(name) {
  return GAMES[name] || generic;
}

// What a game module may use: its root, the moves, the names, the deck's colours.
const ui = {
  get root() { return $("game"); },
  act: (id, say = []) => act(id, say),
  command: (name) => command(name),
  error: (message) => showError(message),
  name: (seat) => nameOf(seat),
  get deck() { return localStorage.getItem("karty-deck") === "four" ? "four" : "two"; },
  get hint() { return hint && current && hint.turn === current.turn ? hint.move : null; },
  // Draws part of the table anew with `draw`, the focus kept where it was.
  keep: (draw) => keepFocus(draw),
};

// The table is drawn anew from each answer and each choice: the element that had the
// focus (by its data-key) gets it back.
function keepFocus(draw) {
  const active = document.activeElement;
  const focused = active && active.dataset ? active.dataset.key : null;
  draw();
  if (focused) {
    const again = document.querySelector(`[data-key="${CSS.escape(focused)}"]`);
    if (again && again !== document.activeElement) again.focus();
  }
}

// Cards that moved glide from where they were to where they are (the FLIP technique):
// each card drawn with a code (data-card) is measured before and after the drawing, and
// one found in both places is moved back and let go. Cards inside another card's
// element move with it. None under prefers-reduced-motion.
const GLIDE_MS = 220;
function glide(root, draw) {
  const reduced = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  if (reduced || !root.animate) return draw();
  const cards = () => {
    const outer = [...root.querySelectorAll("[data-card]")].filter((el) => !el.parentElement.closest("[data-card]"));
    const keys = placeKeys(outer.map((el) => el.dataset.card));
    return outer.map((el, i) => [keys[i], el]);
  };
  const before = new Map(cards().map(([key, el]) => [key, el.getBoundingClientRect()]));
  draw();
  for (const [key, el] of cards()) {
    const was = before.get(key);
    if (!was) continue;
    const now = el.getBoundingClientRect();
    const [dx, dy] = [was.left - now.left, was.top - now.top];
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
    el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "none" }], { duration: GLIDE_MS, easing: "ease-out" });
  }
}

function nameOf(seat) {
  return (current && current.names && current.names[seat]) || t("page-player", { number: seat + 1 });
}

async function api(method, path, body) {
  const response = await fetch(`api/${kind}/${path}`, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  let data;
  try {
    data = await response.json();
  } catch (err) {
    data = { error: t("page-server-answered", { status: response.status }) };
  }
  if (!response.ok) {
    const error = new Error(data.error || t("page-server-answered", { status: response.status }));
    error.status = response.status;
    throw error;
  }
  return data;
}

function showError(message) {
  const box = $("error");
  box.textContent = message;
  box.hidden = false;
  clearTimeout(showError.timer);
  showError.timer = setTimeout(() => { box.hidden = true; }, 5000);
}

// ---- the table's address ----

// The host's address names the table (`#makao/<id>`), so a reload or a tab opened
// again returns to it; a seat's own link names its table already.
function remember(data) {
  if (!me.host) return;
  const hash = `#${data.kind}/${data.game}`;
  if (location.hash !== hash) history.replaceState(null, "", hash);
}

function forget() {
  if (me.host && location.hash) history.replaceState(null, "", location.pathname);
}

function tableInAddress() {
  const m = /^#([a-z]+)\/([0-9a-f]+)$/.exec(location.hash);
  return m ? { kind: m[1], game: m[2] } : null;
}

// ---- moves ----

async function request(work) {
  if (busy) return;
  busy = true;
  document.body.dataset.state = "busy";
  try {
    render(await work());
    catchUp();
  } catch (err) {
    showError(err.message);
    if (err.status === 409 && current) {
      // The table moved on meanwhile: show it as it is now.
      try { render(await api("GET", current.game)); } catch (again) { /* shown above */ }
    }
  } finally {
    busy = false;
    settle();
  }
}

function act(id, say) {
  if (!current) return;
  const turn = current.turn;
  return request(() => api("POST", `${current.game}/act`, { choose: id, say, turn }));
}

function command(name) {
  if (!current) return;
  return request(async () => {
    const answer = await api("POST", `${current.game}/command`, { command: name });
    hint = answer.hint ? { turn: answer.turn, move: answer.hint } : null;
    return answer;
  });
}

// An event that came during a request may be newer than the request's answer: shown
// if it tells more (a later turn, or more of the log).
function catchUp() {
  const answer = missed;
  missed = null;
  if (!answer || !current || answer.game !== current.game) return;
  if (answer.turn > current.turn || (answer.turn === current.turn && answer.log.length > current.log.length)) render(answer);
}

async function step() {
  stepTimer = null;
  if (!current || !current.computer_to_move || current.live || busy) return;
  return request(() => api("POST", `${current.game}/step`));
}

// Follow the table's answers as the server sends them: at a table of several people
// every move, and at any table the end of it (and a reload's return).
function follow(data) {
  const key = `${data.kind}/${data.game}`;
  if (streamKey === key) return;
  if (stream) stream.close();
  streamKey = key;
  stream = new EventSource(`api/${data.kind}/${data.game}/events`);
  stream.addEventListener("answer", (event) => {
    let answer;
    try { answer = JSON.parse(event.data); } catch (err) { return; }
    if (!current || answer.game !== current.game) return;
    if (busy) { missed = answer; return; }
    render(answer);
    settle();
  });
  stream.addEventListener("left", (event) => closed(event.data));
  stream.addEventListener("error", () => {
    // The stream ended: the seat was handed to a computer, or the table closed.
    if (stream && stream.readyState === EventSource.CLOSED) checkSeat();
  });
}

function stopFollowing() {
  if (stream) stream.close();
  stream = null;
  streamKey = null;
}

// Asks again after the stream ended, and tells the person what happened.
async function checkSeat() {
  if (!current) return;
  try {
    render(await api("GET", current.game));
  } catch (err) {
    if (err.status === 403 || err.status === 404 || err.status === 410) closed(err.message);
  }
}

// The table is gone for this page: say why, and offer what is left to do.
function closed(why) {
  stopFollowing();
  current = null;
  forget();
  $("table").hidden = true;
  $("welcome").hidden = false;
  $("welcome").textContent = `${why.charAt(0).toUpperCase()}${why.slice(1)}.`;
  $("settings-box").open = me.host;
  document.body.dataset.state = "idle";
}

// After each answer: the next computer turn after a pause, or the page marked ready for
// the person (tests wait for body[data-state]).
function settle() {
  if (busy) return;
  clearTimeout(stepTimer);
  stepTimer = null;
  if (!current) {
    document.body.dataset.state = "idle";
  } else if (current.over) {
    document.body.dataset.state = "over";
  } else if (current.actions.length > 0) {
    document.body.dataset.state = "ready";
  } else if (current.live || !current.computer_to_move) {
    document.body.dataset.state = "waiting";
  } else if ($("pause").checked) {
    document.body.dataset.state = "paused";
  } else {
    document.body.dataset.state = "computer";
    stepTimer = setTimeout(step, me.pause == null ? 700 : me.pause);
  }
  renderNextComputer();
}

function renderNextComputer() {
  const box = $("next-box");
  const show = current && !current.over && !current.live && current.computer_to_move && $("pause").checked && !busy;
  box.hidden = !show;
}

// ---- drawing ----

function render(data) {
  if (data.closed) {
    closed(data.host ? t("page-closed-by-you") : t("page-closed-by-host"));
    return;
  }
  const game = moduleOf(data.kind);
  if (!current || current.game !== data.game) {
    for (const other of Object.values(GAMES)) {
      other.reset();
      if (other.forget) other.forget();
    }
    lastEnding = null;
  }
  if (current && current.turn !== data.turn) game.reset();
  current = data;
  kind = data.kind;
  remember(data);
  $("welcome").hidden = true;
  $("table").hidden = false;
  $("table").dataset.kind = data.kind;
  $("settings-box").hidden = !data.host;
  if (data.turn === 0 || !data.over) $("settings-box").open = false;
  follow(data);
  const title = t("page-game-title", { game: data.kind });
  $("title-game").textContent = `\u00b7 ${title}`;
  document.title = `karty \u00b7 ${title}`;
  keepFocus(() => {
    renderPeople(data);
    renderSeries(data);
    glide($("game"), () => game.render(data, ui));
    renderEnd(data, game);
    renderLog(data);
  });
}

function renderLog(data) {
  // The server writes each line as HTML, every part escaped, its cards and names marked.
  $("log").innerHTML = data.log_html.map((line) => `<li>${line}</li>`).join("");
  $("log").classList.toggle("four-colour", ui.deck === "four");
  for (const card of $("log").querySelectorAll(".run-card[data-card]")) card.setAttribute("aria-label", cardName(card.dataset.card));
  $("log-box").scrollTop = $("log-box").scrollHeight;
}

// The people at the table besides this one: their links (for the one who started the
// game) with a copy button and a QR code, and a way to leave.
function renderPeople(data) {
  const box = $("people-box");
  box.hidden = !data.live || data.over;
  if (box.hidden) { box.innerHTML = ""; return; }
  let html = "";
  if (data.links.length) {
    html += `<p>${escapeHtml(t("page-links-send"))}</p>`;
    if (me.loopback) {
      const command = "karty serve --host 0.0.0.0";
      html += `<p class="warning" role="note">${escapeHtml(t("page-links-loopback", { address: me.address || "127.0.0.1", command: "\u0000" }))
        .replace("\u0000", `<code>${command}</code>`)}</p>`;
    }
  }
  html += data.links.map((link) => {
    const shown = box.querySelector(`details[data-seat="${link.seat}"]`);
    const open = shown && shown.open ? " open" : "";
    return `<div class="link"><b>${escapeHtml(link.name)}</b> ` +
      `<input readonly data-seat="${link.seat}" value="${escapeHtml(link.url)}" aria-label="${escapeHtml(t("page-link-of", { name: link.name }))}">` +
      `<button type="button" data-copy="${link.seat}" data-key="copy-${link.seat}">${icon("copy", "")} ${escapeHtml(t("page-copy"))}</button>` +
      `<details data-seat="${link.seat}"${open}><summary>${escapeHtml(t("page-qr"))}</summary><img alt="${escapeHtml(t("page-qr-of", { name: link.name }))}" src="api/${data.kind}/${data.game}/qr/${link.seat}" width="180" height="180"></details>` +
      `<button type="button" data-hand-over="${link.seat}" data-key="over-${link.seat}">${escapeHtml(t("page-hand-over"))}</button></div>`;
  }).join("");
  html += `<button type="button" id="leave" class="danger" data-key="leave">${escapeHtml(t("page-leave"))}</button>`;
  box.innerHTML = html;
}

async function copyLink(seat) {
  const field = document.querySelector(`#people-box input[data-seat="${seat}"]`);
  if (!field) return;
  try {
    await navigator.clipboard.writeText(field.value);
  } catch (err) {
    // Not a secure context (another device's address): the old way.
    field.select();
    document.execCommand("copy");
  }
  showNote(t("page-link-copied"));
}

function showNote(text) {
  $("note").textContent = text;
  clearTimeout(showNote.timer);
  showNote.timer = setTimeout(() => { $("note").textContent = ""; }, 3000);
}

async function leave(seat) {
  if (!current) return;
  try {
    await api("POST", `${current.game}/leave`, seat == null ? {} : { seat });
    if (seat == null) closed(t("page-you-left"));
    else { render(await api("GET", current.game)); settle(); }
  } catch (err) {
    showError(err.message);
  }
}

// The games played at this table so far, wins or the match's totals.
function seriesText(data) {
  const series = data.series;
  const played = series.games + (data.over ? 1 : 0);
  const wins = series.wins.map((w, s) => w + (data.over && data.winners.includes(s) ? 1 : 0));
  const totals = series.points || (data.over && data.points ? data.points.map(() => 0) : null);
  const points = totals && totals.map((t, s) => t + (data.over && data.points ? data.points[s] : 0));
  const length = series.length || 0;
  if (length > 1) {
    const hand = Math.min(played + (data.over ? 0 : 1), length);
    const scores = points
      ? t("page-series-totals", { lowest: series.lowest_wins ? "yes" : "no", scores: points.map((p, s) => `${nameOf(s)} ${p}`).join(", ") })
      : t("page-series-wins", { scores: wins.map((w, s) => `${nameOf(s)} ${w}`).join(", ") });
    let text = `${t("page-series-hand", { hand, length })} \u00b7 ${scores}`;
    if (data.over && played >= length && points) {
      const best = series.lowest_wins ? Math.min(...points) : Math.max(...points);
      const leaders = points.map((p, s) => [p, s]).filter(([p]) => p === best).map(([, s]) => nameOf(s));
      text += ` \u00b7 ${t("page-match-over", { leaders: listOf(leaders), count: leaders.length })}`;
    }
    return text;
  }
  return played > 1 ? `${t("page-series-played", { played })} \u00b7 ${t("page-series-wins", { scores: wins.map((w, s) => `${nameOf(s)} ${w}`).join(", ") })}` : "";
}

function renderSeries(data) {
  const text = seriesText(data);
  $("series").textContent = text;
  $("series").hidden = text === "";
}

function againLabel(data) {
  const length = data.series.length || 0;
  const played = data.series.games + 1;
  return length > 1 && played < length ? t("page-next-hand") : length > 1 ? t("page-new-match") : t("page-play-again");
}

// The end screen: who won, the game's own summary (every hand turned up, the goals and
// the gold), the points ("lowest wins" where it does), and "Play again".
function renderEnd(data, game) {
  const box = $("end");
  if (!data.over) { box.hidden = true; box.innerHTML = ""; return; }
  const winners = data.winners.map(nameOf);
  const you = data.winners.includes(data.seat);
  let title;
  if (data.kind === "klondike") title = you ? t("page-you-won") : t("page-game-over");
  else if (winners.length === 0) title = t("page-nobody-won");
  else title = you && winners.length === 1 ? t("page-you-won") : t("page-won", { names: listOf(winners), count: winners.length, you: you ? "yes" : "no" });
  let html = `<h2 id="end-title">${escapeHtml(title)}</h2>`;
  if (data.points && data.kind === "makao") {
    const points = data.points.map((p, s) => `${nameOf(s)} ${p}`).join(", ");
    html += `<p>${escapeHtml(t("page-points-hand", { points, lowest: data.series.lowest_wins ? "yes" : "no" }))}</p>`;
  } else if (data.points && data.kind !== "saboteur") {
    html += `<p>${escapeHtml(t("page-points", { points: data.points.map((p, s) => `${nameOf(s)} ${p}`).join(", ") }))}</p>`;
  }
  html += game.ending(data, ui);
  const series = seriesText(data);
  if (series) html += `<p class="series-end">${escapeHtml(series)}</p>`;
  if (data.seed != null) {
    html += `<p class="seed-end">${escapeHtml(t("page-seed-end", { seed: "\u0000" })).replace("\u0000", `<span class="seed">${escapeHtml(data.seed)}</span>`)}</p>`;
  }
  html += `<div class="group">`;
  if (data.host) html += `<button type="button" id="again" data-key="again">${againLabel(data)}</button>`;
  else html += `<span>${escapeHtml(t("page-host-deals"))}</span>`;
  if (data.host) html += `<button type="button" id="end-new" data-key="end-new">${escapeHtml(t("page-new-game-more"))}</button>`;
  html += `</div>`;
  box.innerHTML = html;
  box.hidden = false;
  if (lastEnding !== `${data.game}/${data.series.games}`) {
    lastEnding = `${data.game}/${data.series.games}`;
    box.scrollIntoView({ block: "nearest" });
  }
}

async function again() {
  if (!current) return;
  hint = null;
  return request(() => api("POST", `${current.game}/again`));
}

// ---- the new-game form ----

let games = [];

function offered() {
  return games.find((game) => game.name === $("kind").value);
}

function option(value, text) {
  const element = document.createElement("option");
  element.value = value;
  element.textContent = text;
  return element;
}

// One setting's field, as the registry describes it.
function settingField(setting) {
  const label = document.createElement("label");
  label.title = setting.about;
  let input;
  if (setting.kind.type === "choice") {
    input = document.createElement("select");
    const labels = setting.kind.labels || setting.kind.values;
    input.append(...setting.kind.values.map((value, i) => option(value, labels[i] || value)));
    input.value = String(setting.default);
  } else if (setting.kind.type === "flag") {
    input = document.createElement("input");
    input.type = "checkbox";
    input.checked = setting.default === true;
  } else {
    input = document.createElement("input");
    input.inputMode = "numeric";
    input.size = 5;
    input.value = String(setting.default);
  }
  input.id = setting.name;
  input.name = setting.name;
  if (setting.kind.type === "flag") label.append(input, ` ${setting.about}`);
  else label.append(`${setting.about} `, input);
  return label;
}

// Shows the chosen game's settings and the seats it has.
function showFields() {
  const game = offered();
  if (!game) return;
  $("settings").replaceChildren(...game.settings.map(settingField));
  document.querySelectorAll("#new-game .seated").forEach((label) => { label.hidden = game.seats[1] < 2; });
  document.querySelectorAll("#new-game [class^='for-']").forEach((label) => {
    label.hidden = !label.classList.contains(`for-${game.name}`);
  });
  const computers = $("computers");
  const most = Math.max(0, game.seats[1] - 1);
  const choices = [];
  for (let n = 0; n <= most; n += 1) choices.push(option(String(n), String(n)));
  computers.replaceChildren(...choices);
  computers.value = String(Math.min(most, Math.max(1, game.seats[0] - 1)));
}

async function newGame(event) {
  event.preventDefault();
  const game = offered();
  if (!game) return;
  // A game under way is not thrown away on a slip of the finger.
  if (current && !current.over && current.turn > 0 && !window.confirm(t("page-confirm-new"))) return;
  const form = { seed: $("seed").value.trim() === "" ? null : $("seed").value.trim() };
  for (const setting of game.settings) {
    const input = $(setting.name);
    if (setting.kind.type === "flag") form[setting.name] = input.checked;
    else if (setting.kind.type === "number") form[setting.name] = Number(input.value);
    else form[setting.name] = input.value;
  }
  if (game.seats[1] > 1) {
    const people = Number($("people").value);
    form.people = people;
    form.computers = Math.max(game.seats[0] - people, Number($("computers").value));
  }
  if (game.name === "makao") form.think = $("think").value.trim() === "" ? null : Number($("think").value);
  // The table left behind is closed, so its guests are told and it is freed.
  const old = current;
  if (old && old.host) {
    fetch(`api/${old.kind}/${old.game}/close`, { method: "POST" }).catch(() => {});
  }
  stopFollowing();
  kind = game.name;
  hint = null;
  current = null;
  await request(() => api("POST", "new", form));
}

async function offerGames() {
  try {
    const response = await fetch("api/games");
    if (response.ok) games = await response.json();
  } catch (err) {
    showError(err.message);
  }
  $("kind").replaceChildren(...games.map((game) => option(game.name, game.title)));
  if (games.some((game) => game.name === "makao")) $("kind").value = "makao";
  showFields();
  // The form's fields exist from now on (tests wait for this).
  document.body.dataset.form = "ready";
}

// ---- rules and help ----

// Makao's rule sets in the order of their sections on its rules page.
const RULE_SETS = ["polish", "macau", "serbian"];

async function showRules() {
  const name = current ? current.kind : $("kind").value;
  const dialog = $("rules-dialog");
  try {
    const response = await fetch(`rules/${name}.md`);
    const text = response.ok ? await response.text() : t("page-no-rules");
    const game = moduleOf(name);
    $("rules-help").innerHTML = `<h2>${escapeHtml(t("page-playing-here"))}</h2><p>${escapeHtml(game.help())}</p>`;
    // The server sends the page in the reader's language, else in English
    // (`Content-Language` says which): an English page for another reader says so.
    const written = (response.ok && response.headers.get("Content-Language")) || "en";
    const english = response.ok && written === "en" && currentLanguage() !== "en" ? `<p class="note" lang="${escapeHtml(currentLanguage())}">${escapeHtml(t("page-rules-english"))}</p>` : "";
    $("rules-text").innerHTML = english + `<div lang="${escapeHtml(written)}">${markdown(text)}</div>`;
    dialog.showModal();
    // The rule set in play, where the page has one section per set (Makao's).
    const set = current && current.view && current.view.config && current.view.config.rules;
    if (set) {
      // Every language's page has the English sections in the English order (a server
      // test says so): Makao's rule sets are the second, third and fourth.
      const headings = [...$("rules-text").querySelectorAll("h3")];
      const heading = headings.find((h) => h.textContent.toLowerCase().startsWith(String(set))) || (name === "makao" ? headings[RULE_SETS.indexOf(String(set)) + 1] : undefined);
      if (heading) heading.scrollIntoView();
    }
  } catch (err) {
    showError(err.message);
  }
}

// ---- dragging (mouse and touch alike, with pointer events) ----

let drag = null;

function startDrag(event) {
  const source = event.target.closest("[data-drag]");
  if (!source || !current || busy || event.button > 0) return;
  drag = { source, x: event.clientX, y: event.clientY, ghost: null, id: event.pointerId };
}

function moveDrag(event) {
  if (!drag || event.pointerId !== drag.id) return;
  const far = Math.abs(event.clientX - drag.x) + Math.abs(event.clientY - drag.y) > 8;
  if (!drag.ghost && far) {
    const box = drag.source.getBoundingClientRect();
    const ghost = drag.source.cloneNode(true);
    ghost.classList.add("ghost");
    ghost.removeAttribute("data-key");
    ghost.style.width = `${box.width}px`;
    ghost.style.height = `${box.height}px`;
    drag.dx = drag.x - box.left;
    drag.dy = drag.y - box.top;
    document.body.appendChild(ghost);
    drag.ghost = ghost;
    drag.source.classList.add("dragged");
  }
  if (drag.ghost) {
    event.preventDefault();
    drag.ghost.style.left = `${event.clientX - drag.dx}px`;
    drag.ghost.style.top = `${event.clientY - drag.dy}px`;
  }
}

function endDrag(event) {
  if (!drag || event.pointerId !== drag.id) return;
  const { source, ghost } = drag;
  drag = null;
  if (!ghost) return;
  ghost.remove();
  source.classList.remove("dragged");
  // The click that follows the release is not a click on what lies under it.
  suppressClick = true;
  setTimeout(() => { suppressClick = false; }, 0);
  const under = document.elementFromPoint(event.clientX, event.clientY);
  const target = under && under.closest("[data-drop]");
  if (target && current) moduleOf(current.kind).drop(source, target, current, ui);
}

let suppressClick = false;

// ---- the keyboard: Enter or Space on a picture that acts as a button; arrows move ----

function keys(event) {
  const element = event.target;
  if ((event.key === "Enter" || event.key === " ") && element.getAttribute && element.getAttribute("role") === "button" && element.tagName !== "BUTTON") {
    event.preventDefault();
    element.click();
    return;
  }
  if (!["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"].includes(event.key)) return;
  if (!element.closest || !element.closest("#game") || ["INPUT", "SELECT", "TEXTAREA"].includes(element.tagName)) return;
  const stops = [...$("game").querySelectorAll("button:not([disabled]), [tabindex='0']")].filter((el) => el.offsetParent !== null);
  const at = stops.indexOf(element);
  if (at < 0) return;
  const forward = event.key === "ArrowRight" || event.key === "ArrowDown";
  const next = stops[(at + (forward ? 1 : stops.length - 1)) % stops.length];
  event.preventDefault();
  next.focus();
}

// ---- start ----

// A seat's own link opens its game; the server's address offers the new-game form, or
// returns to the table its address names.
async function init() {
  await loadWords();
  try {
    const response = await fetch("api/me");
    if (response.ok) me = await response.json();
    // How the server is reached (loopback only?) and its pause before computer moves.
    const server = await fetch("api/server");
    if (server.ok) Object.assign(me, await server.json());
  } catch (err) {
    showError(err.message);
  }
  $("four-colour").checked = ui.deck === "four";
  if (me.host) {
    await offerGames();
    const table = tableInAddress();
    if (table) {
      kind = table.kind;
      try {
        render(await api("GET", table.game));
      } catch (err) {
        closed(err.status === 404 ? t("page-table-gone") : err.message);
      }
    } else {
      $("settings-box").open = true;
    }
    settle();
    return;
  }
  kind = me.kind;
  $("settings-box").hidden = true;
  $("welcome").textContent = t("page-joining");
  try {
    render(await api("GET", me.game));
  } catch (err) {
    closed(err.message);
  }
  settle();
}

// ---- the reader's language ----

// The page's words in the reader's language: the one chosen on this device (kept in
// localStorage and told to the server, which keeps it for this seat), else the seat's
// at the server, else the browser's (Accept-Language).
async function loadWords() {
  const chosen = localStorage.getItem("karty-lang");
  try {
    const response = chosen
      ? await fetch("api/lang", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ lang: chosen }) })
      : await fetch("api/words");
    const words = await response.json();
    if (!response.ok) throw new Error(words.error);
    setWords(words.lang, words.messages);
    $("lang").value = words.lang;
  } catch (err) {
    showError(err.message);
  }
  translatePage(document);
}

// Another language chosen: kept here and at the server, and the page read again in it
// (the table comes back, by its address).
async function chooseLanguage() {
  const lang = $("lang").value;
  localStorage.setItem("karty-lang", lang);
  try {
    const response = await fetch("api/lang", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ lang }) });
    if (!response.ok) throw new Error((await response.json()).error);
  } catch (err) {
    showError(err.message);
    return;
  }
  stopFollowing();
  location.reload();
}

// ---- history: the games recorded, one replayed a move at a time ----

let replay = null;
let replayAt = 0;

async function getJson(path) {
  const response = await fetch(path);
  const data = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(data.error || t("page-server-answered", { status: response.status }));
  return data;
}

async function openHistory() {
  try {
    const list = await getJson("api/history");
    const rows = list.map((game) => {
      const item = document.createElement("li");
      const seats = game.seats.map((seat) => seat.name).join(", ");
      const b = document.createElement("button");
      b.type = "button";
      b.className = "history-game";
      const ending = t("page-history-ending", { ending: game.ending });
      b.textContent = t("page-history-game", { id: game.id, game: t("page-game-title", { game: game.game }), seats, moves: game.moves, ending });
      const seat = game.ending === "playing" ? "1" : null;
      b.addEventListener("click", () => openReplay(game.id, seat));
      item.append(b);
      return item;
    });
    $("history").replaceChildren(...rows);
    $("history-box").showModal();
  } catch (err) {
    showError(err.message);
  }
}

async function openReplay(id, seat) {
  try {
    replay = await getJson(`api/history/${id}` + (seat ? `?seat=${seat}` : ""));
    replayAt = 0;
    $("replay-diverged").textContent = replay.diverged || "";
    $("replay-diverged").hidden = !replay.diverged;
    $("replay-box").hidden = false;
    showFrame();
  } catch (err) {
    showError(err.message);
  }
}

function showFrame() {
  const frame = replay.frames[replayAt];
  $("replay-heading").textContent = frame.heading;
  $("replay-picture").textContent = frame.picture;
  $("replay-back").disabled = replayAt === 0;
  $("replay-next").disabled = replayAt + 1 >= replay.frames.length;
}

// ---- wiring ----

$("lang").addEventListener("change", chooseLanguage);
$("history-open").addEventListener("click", openHistory);
$("replay-back").addEventListener("click", () => { if (replayAt > 0) { replayAt -= 1; showFrame(); } });
$("replay-next").addEventListener("click", () => { if (replayAt + 1 < replay.frames.length) { replayAt += 1; showFrame(); } });
$("history-close").addEventListener("click", () => { $("history-box").close(); });
$("rules-open").addEventListener("click", showRules);
$("rules-close").addEventListener("click", () => { $("rules-dialog").close(); });
$("kind").addEventListener("change", showFields);
$("new-game").addEventListener("submit", newGame);
$("pause").addEventListener("change", () => { if (!busy) settle(); });
$("next-computer").addEventListener("click", () => step());
$("four-colour").addEventListener("change", () => {
  localStorage.setItem("karty-deck", $("four-colour").checked ? "four" : "two");
  if (current) render(current);
});
$("game").addEventListener("click", (event) => {
  if (suppressClick || !current || busy) return;
  moduleOf(current.kind).click(event, current, ui);
});
$("end").addEventListener("click", (event) => {
  if (event.target.closest("#again")) again();
  if (event.target.closest("#end-new")) { $("settings-box").open = true; $("settings-box").scrollIntoView(); }
});
$("people-box").addEventListener("click", (event) => {
  const copy = event.target.closest("[data-copy]");
  if (copy) copyLink(copy.dataset.copy);
  const over = event.target.closest("[data-hand-over]");
  if (over) leave(Number(over.dataset.handOver));
  if (event.target.closest("#leave")) leave(null);
});
document.addEventListener("pointerdown", startDrag);
document.addEventListener("pointermove", moveDrag, { passive: false });
document.addEventListener("pointerup", endDrag);
document.addEventListener("pointercancel", (event) => { if (drag && drag.ghost) drag.ghost.remove(); if (drag) drag.source.classList.remove("dragged"); drag = null; void event; });
document.addEventListener("keydown", keys);
document.body.dataset.state = "idle";
init();
