// The browser table. Plain JS, no build step: the page shows what the server sends
// for this seat (its view and its legal actions, as the engine's text) and sends back
// the text of the action chosen. Alone at a table, the page fetches computer turns one
// at a time with a pause, so the person can follow them; at a table of several people
// (each on their own device, with their own link) the server moves the computers and
// every change arrives as a server-sent event.
"use strict";

let kind = "makao";
const STEP_PAUSE_MS = 700;
const SUIT_SYMBOL = { S: "\u2660", H: "\u2665", D: "\u2666", C: "\u2663" };
const SUIT_NAME = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };

let current = null; // the last answer from the server
let selection = []; // indexes into the hand, in the order clicked
let busy = false;
let stream = null; // the live table's event stream
let streamGame = null;
let missed = false; // an event came while a request was under way
// The call the person pressed to say with the next card (Makao): a call is the
// player's to remember, so the page never adds one on its own.
let pressedCall = null;
// The calls each rule set has (../shared/rules: polish says makao and po makale,
// serbian makao, macau none).
const CALLS = { polish: ["makao", "po makale"], serbian: ["makao"], macau: [] };
const CARD_WORD = /^(10|[2-9]|[ajqkt])[shdc]$/i;

const $ = (id) => document.getElementById(id);

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]));
}

// A card as the view names it ("10D", "QS") split into rank and suit letter.
function splitCard(text) {
  const t = String(text).toUpperCase();
  return { rank: t.slice(0, -1), suit: t.slice(-1) };
}

// A suit however it is serialized (letter, name or symbol) as its letter.
function suitLetter(suit) {
  if (suit == null) return null;
  const s = String(suit);
  for (const [letter, symbol] of Object.entries(SUIT_SYMBOL)) if (s === symbol) return letter;
  return s.charAt(0).toUpperCase();
}

function isRed(suit) {
  return suit === "H" || suit === "D";
}

function cardLabel(text) {
  const { rank, suit } = splitCard(text);
  return rank + (SUIT_SYMBOL[suit] || suit);
}

// One card face as SVG: corner indices and a large centre mark.
function cardSvg(text) {
  const { rank, suit } = splitCard(text);
  const colour = isRed(suit) ? "#c8102e" : "#111";
  const sym = SUIT_SYMBOL[suit] || "?";
  const face = ["J", "Q", "K"].includes(rank);
  const centre = face
    ? `<rect x="22" y="30" width="56" height="80" rx="6" fill="${isRed(suit) ? "#fde8e8" : "#e9eef7"}" stroke="${colour}" stroke-width="1.5"/>` +
      `<text x="50" y="78" font-size="40" font-weight="700" text-anchor="middle" fill="${colour}" font-family="Georgia, serif">${rank}</text>` +
      `<text x="50" y="102" font-size="20" text-anchor="middle" fill="${colour}">${sym}</text>`
    : `<text x="50" y="${rank === "A" ? 92 : 88}" font-size="${rank === "A" ? 58 : 46}" text-anchor="middle" fill="${colour}">${sym}</text>`;
  return (
    `<svg viewBox="0 0 100 140" xmlns="http://www.w3.org/2000/svg" data-card="${escapeHtml(text)}" role="img" aria-label="${escapeHtml(cardLabel(text))}">` +
    `<rect x="1.5" y="1.5" width="97" height="137" rx="9" fill="#fffdf7" stroke="#999" stroke-width="1.5"/>` +
    `<g fill="${colour}" font-family="Georgia, serif" font-weight="700">` +
    `<text x="8" y="24" font-size="21">${escapeHtml(rank)}</text><text x="8" y="42" font-size="17">${sym}</text>` +
    `<g transform="rotate(180 50 70)"><text x="8" y="24" font-size="21">${escapeHtml(rank)}</text><text x="8" y="42" font-size="17">${sym}</text></g>` +
    `</g>${centre}</svg>`
  );
}

// Each back has its own pattern id: a pattern inside a hidden part of the page would
// leave every other back that refers to it blank.
let backs = 0;
function backSvg() {
  const id = `lattice${++backs}`;
  return (
    `<svg viewBox="0 0 100 140" xmlns="http://www.w3.org/2000/svg" role="img" aria-label="card back">` +
    `<defs><pattern id="${id}" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
    `<rect width="10" height="10" fill="#a3162c"/><path d="M0 5H10M5 0V10" stroke="#d9485f" stroke-width="2"/></pattern></defs>` +
    `<rect x="1.5" y="1.5" width="97" height="137" rx="9" fill="#fffdf7" stroke="#777" stroke-width="1.5"/>` +
    `<rect x="8" y="8" width="84" height="124" rx="5" fill="url(#${id})"/></svg>`
  );
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
    data = { error: `the server answered ${response.status}` };
  }
  if (!response.ok) throw new Error(data.error || `the server answered ${response.status}`);
  return data;
}

function showError(message) {
  const box = $("error");
  box.textContent = message;
  box.hidden = false;
  clearTimeout(showError.timer);
  showError.timer = setTimeout(() => { box.hidden = true; }, 5000);
}

async function newGame(event) {
  event.preventDefault();
  const seed = $("seed").value.trim();
  const game = offered();
  if (!game) return;
  // A game under way is not thrown away on a slip of the finger.
  if (current && !current.over && current.turn > 0 && !window.confirm("Leave the game in progress and start a new one?")) return;
  kind = game.name;
  const form = { seed: seed === "" ? null : seed };
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
  if (kind === "makao") form.think = $("think").value.trim() === "" ? null : Number($("think").value);
  try {
    busy = true;
    render(await api("POST", "new", form));
  } catch (err) {
    showError(err.message);
  } finally {
    busy = false;
    settle();
  }
}

async function act(text) {
  if (busy || !current) return;
  const first = text.split(" ")[0];
  if (current.kind === "makao" && (CARD_WORD.test(first) || first === "accept" || first === "block")) {
    text = withCall(text, pressedCall);
  }
  pressedCall = null;
  busy = true;
  document.body.dataset.state = "busy";
  try {
    render(await api("POST", `${current.game}/act`, { action: text }));
    await catchUp();
  } catch (err) {
    showError(err.message);
  } finally {
    busy = false;
    settle();
  }
}

// An event that came during a request may be newer than the request's answer.
async function catchUp() {
  if (!missed || !current) return;
  missed = false;
  render(await api("GET", current.game));
}

// A live table: follow the seat's answers as the server sends them.
function follow(data) {
  if (!data.live || data.over) {
    if (stream && (!data.live || streamGame !== data.game)) { stream.close(); stream = null; streamGame = null; }
    return;
  }
  if (streamGame === data.game) return;
  if (stream) stream.close();
  streamGame = data.game;
  stream = new EventSource(`api/${kind}/${data.game}/events`);
  stream.addEventListener("answer", (event) => {
    let answer;
    try { answer = JSON.parse(event.data); } catch (err) { return; }
    if (!current || answer.game !== current.game) return;
    if (busy) { missed = true; return; }
    render(answer);
    settle();
  });
}

async function leave(seat) {
  if (!current) return;
  try {
    await api("POST", `${current.game}/leave`, seat == null ? {} : { seat });
    if (seat == null) {
      if (stream) { stream.close(); stream = null; streamGame = null; }
      current = null;
      $("table").hidden = true;
      $("welcome").hidden = false;
      $("welcome").textContent = "You left the game: a computer player has your seat.";
      document.body.dataset.state = "idle";
    } else {
      render(await api("GET", current.game));
      settle();
    }
  } catch (err) {
    showError(err.message);
  }
}

// The people at the table besides this one: their links (for the one who started the
// game) and a way to leave.
function renderPeople(data) {
  const box = $("people-box");
  box.innerHTML = "";
  box.hidden = !data.live || data.over;
  if (box.hidden) return;
  if (data.links.length) {
    const title = document.createElement("div");
    title.textContent = "Send each person their own link (anyone with a link plays that seat):";
    box.appendChild(title);
  }
  data.links.forEach((link) => {
    const row = document.createElement("div");
    row.className = "link";
    row.innerHTML = `<b>${escapeHtml(link.name)}</b> <input readonly size="40" data-seat="${link.seat}" value="${escapeHtml(link.url)}">`;
    const over = document.createElement("button");
    over.type = "button";
    over.textContent = "A computer plays this seat";
    over.addEventListener("click", () => leave(link.seat));
    row.appendChild(over);
    box.appendChild(row);
  });
  const mine = document.createElement("button");
  mine.type = "button";
  mine.id = "leave";
  mine.className = "danger";
  mine.textContent = "Leave (a computer takes my seat)";
  mine.addEventListener("click", () => leave(null));
  box.appendChild(mine);
}

// The games played at this table so far and, once a game is over, "Play again" for the
// person who started it (the same seats, the same links); in a match of several hands,
// the running totals and "Next hand" until the match is played out.
function renderSeries(data) {
  const series = data.series;
  const played = series.games + (data.over ? 1 : 0);
  const wins = series.wins.map((w, s) => w + (data.over && data.winners.includes(s) ? 1 : 0));
  const totals = series.points || (data.over && data.points ? data.points.map(() => 0) : null);
  const points = totals && totals.map((t, s) => t + (data.over && data.points ? data.points[s] : 0));
  const name = (s) => data.names[s];
  const length = series.length || 0;
  let text = "";
  if (length > 1) {
    const hand = Math.min(played + (data.over ? 0 : 1), length);
    const scores = points
      ? `totals${series.lowest_wins ? " (the lowest wins)" : ""}: ${points.map((p, s) => `${name(s)} ${p}`).join(", ")}`
      : `wins: ${wins.map((w, s) => `${name(s)} ${w}`).join(", ")}`;
    text = `Hand ${hand} of ${length} \u00b7 ${scores}`;
    if (data.over && played >= length && points) {
      const best = series.lowest_wins ? Math.min(...points) : Math.max(...points);
      const leaders = points.map((p, s) => [p, s]).filter(([p]) => p === best).map(([, s]) => name(s));
      text += leaders.length === 1
        ? ` \u00b7 Match over: ${leaders[0]} won the match.`
        : ` \u00b7 Match over: ${leaders.join(" and ")} tie.`;
    }
  } else if (played > 0) {
    text = `Games played: ${played} \u00b7 wins: ${wins.map((w, s) => `${name(s)} ${w}`).join(", ")}`;
  }
  $("series").textContent = text;
  const more = length > 1 && played < length;
  $("again").textContent = more ? "Next hand" : (length > 1 ? "New match" : "Play again");
  $("again").hidden = !(data.over && data.host);
  $("again-box").hidden = text === "";
}

async function again() {
  if (!current || busy) return;
  busy = true;
  try {
    render(await api("POST", `${current.game}/again`));
  } catch (err) {
    showError(err.message);
  } finally {
    busy = false;
    settle();
  }
}

async function step() {
  if (!current || !current.computer_to_move || busy) return;
  busy = true;
  document.body.dataset.state = "busy";
  try {
    render(await api("POST", `${current.game}/step`));
  } catch (err) {
    showError(err.message);
  } finally {
    busy = false;
    settle();
  }
}

// After each answer: let the next computer turn come after a pause, or mark the page
// ready for the person (the browser test waits for data-state="ready").
function settle() {
  if (current && current.live) {
    // The server moves the computers; other people's moves arrive as events.
    document.body.dataset.state = current.over || current.legal.length ? "ready" : "waiting";
    return;
  }
  if (current && current.computer_to_move && !current.over) {
    if ($("pause").checked) {
      // The person asked to see each computer move on request.
      document.body.dataset.state = "paused";
      const controls = $(current.kind === "makao" ? "controls" : "generic-actions");
      controls.innerHTML = "";
      const next = document.createElement("button");
      next.type = "button";
      next.id = "next-computer";
      next.textContent = `${nameOf(current.to_move)}'s move`;
      next.addEventListener("click", () => { if (!busy) step(); });
      controls.appendChild(next);
      return;
    }
    document.body.dataset.state = "computer";
    setTimeout(step, STEP_PAUSE_MS);
  } else {
    document.body.dataset.state = current ? "ready" : "idle";
  }
}

// A legal action's text split into its cards and the rest (calls and a choice).
function parseAction(text) {
  const words = text.split(/\s+/);
  const cards = [];
  const rest = [];
  for (const word of words) {
    if (/^(10|[2-9]|[ajqkt])[shdc]$/i.test(word) && rest.length === 0) cards.push(word.toLowerCase());
    else if (/^(10|[2-9]|[ajqkt])[shdc]$/i.test(word)) { cards.push(word.toLowerCase()); rest.push("+"); }
    else rest.push(word);
  }
  return { text, cards, rest: rest.filter((w) => w !== "+") };
}

// A lay or swap answer without the calls the engine listed with it.
function withoutCall(text) {
  return text.replace(/ (makao|po makale)(?= |$)/g, "");
}

// The action to send: `text` with the call the person pressed, if any, after its last
// card (or after accept or block), and none otherwise.
function withCall(text, call) {
  const bare = withoutCall(text);
  if (!call) return bare;
  const words = bare.split(" ");
  if (words[0] === "accept" || words[0] === "block") return `${bare} ${call}`;
  let last = -1;
  words.forEach((word, i) => { if (CARD_WORD.test(word)) last = i; });
  if (last < 0) return bare;
  words.splice(last + 1, 0, call);
  return words.join(" ");
}

function startsWith(list, prefix) {
  return prefix.every((item, i) => list[i] === item);
}

function nameOf(seat) {
  return (current.names && current.names[seat]) || `Player ${seat + 1}`;
}

// Words for a lay's calls and choice: "and say makao, suit ♥".
function describeRest(rest) {
  const parts = [];
  for (let i = 0; i < rest.length; i++) {
    const w = rest[i].toLowerCase();
    if (w === "makao") parts.push("say makao");
    else if (w === "po" && rest[i + 1] === "makale") { parts.push("say po makale"); i++; }
    else if (w === "suit") { const s = suitLetter(rest[++i]); parts.push(`suit ${SUIT_SYMBOL[s] || s}`); }
    else if (w === "demand") { const r = rest[++i]; parts.push(r === "none" ? "demand nothing" : `demand ${r.toUpperCase()}s`); }
    else if (w === "swap") { const p = Number(rest[++i]) - 1; parts.push(`swap hands with ${nameOf(p)}`); }
    else parts.push(w);
  }
  return parts.join(", ");
}

function describeLay(action) {
  const cards = action.cards.map(cardLabel).join(" ");
  const rest = describeRest(action.rest);
  return rest ? `Lay ${cards}: ${rest}` : `Lay ${cards}`;
}

function describeOther(text) {
  const view = current.view;
  const words = text.split(/\s+/);
  const call = words.length > 1 ? ` and say ${words.slice(1).join(" ")}` : "";
  switch (words[0]) {
    case "draw": return "Draw a card";
    case "take": return "Take the penalty";
    case "wait": return "Wait";
    case "pass": return view.phase === "after_penalty" ? "Next" : "Keep the drawn card";
    case "accept": return `Accept the swap${call}`;
    case "block": return `Block the swap with K\u2666${call}`;
    case "ok": return "OK";
    case "makao": return "Say makao";
    case "po": return "Say po makale";
    case "keep": return "Keep the cut card";
    case "turn": return "Turn it up to start the pile";
    case "challenge": return "Point out the missing makao!";
    case "forgive": return "Let it go";
    default: return text;
  }
}

function phaseName(phase) {
  return typeof phase === "string" ? phase : Object.keys(phase || {})[0] || "";
}

function render(data) {
  current = data;
  selection = [];
  $("welcome").hidden = true;
  $("table").hidden = false;
  $("new-game").hidden = !data.host;
  follow(data);
  renderPeople(data);
  renderSeries(data);
  const generic = data.kind !== "makao";
  document.querySelector("h1 span").textContent = `\u00b7 ${data.kind.charAt(0).toUpperCase()}${data.kind.slice(1)}`;
  document.title = `karty \u00b7 ${data.kind}`;
  for (const id of ["opponents", "middle", "controls", "me"]) $(id).hidden = generic;
  $("generic").hidden = !generic;
  if (generic) {
    renderGeneric(data);
    return;
  }
  const view = data.view;
  const me = data.seat;
  const myTurn = data.legal.length > 0;

  // Opponents: card backs, counts, waits, cards kept at the cut.
  const opponents = $("opponents");
  opponents.innerHTML = "";
  view.hand_sizes.forEach((size, seat) => {
    if (seat === me) return;
    const box = document.createElement("div");
    box.className = "seat" + (data.to_move === seat ? " to-move" : "");
    box.dataset.seat = seat;
    const waits = view.waits[seat] ? ` · waits ${view.waits[seat]}` : "";
    const kept = (view.kept[seat] || []).length ? ` · kept ${view.kept[seat].map(cardLabel).join(" ")}` : "";
    box.innerHTML =
      `<div><b>${escapeHtml(nameOf(seat))}</b> · <span class="count">${size}</span> card${size === 1 ? "" : "s"}${waits}${escapeHtml(kept)}</div>` +
      `<div class="backs">${Array.from({ length: Math.min(size, 20) }, backSvg).join("")}</div>`;
    opponents.appendChild(box);
  });

  // The stock and the pile.
  const canDraw = data.legal.includes("draw");
  const stock = $("stock");
  stock.className = "pile" + (canDraw ? " can-draw" : "");
  stock.innerHTML = `${view.stock_size > 0 ? backSvg() : ""}<div>Stock: <span id="stock-count">${view.stock_size}</span></div>`;
  $("discard").innerHTML = `${cardSvg(view.top)}<div>Pile: ${view.discard.length}</div>`;

  // What is in force: the suit to follow, attacks, demands, waits, whose move.
  const suit = suitLetter(view.chosen_suit) || splitCard(view.top).suit;
  const lines = [];
  lines.push(`Suit to follow: <span class="suit ${isRed(suit) ? "red" : ""}">${SUIT_SYMBOL[suit] || ""}</span> ${SUIT_NAME[suit] || ""}${view.chosen_suit ? " (chosen)" : ""}`);
  if (view.attack && view.attack.draw) lines.push(`Attack: draw ${view.attack.draw.cards}${view.attack.draw.backwards ? " (backwards)" : ""}`);
  if (view.attack && view.attack.wait) lines.push(`Attack: wait ${view.attack.wait.turns} turn${view.attack.wait.turns === 1 ? "" : "s"}`);
  if (view.demand) lines.push(`Demand: ${escapeHtml(String(view.demand.rank))} (by ${escapeHtml(nameOf(view.demand.by))})`);
  const phase = phaseName(view.phase);
  if (phase === "cut") lines.push("The cut turned up a strong card.");
  if (phase === "again") lines.push("After an ace: one more matching card.");
  if (phase === "challenge") lines.push("A makao was not said!");
  if (view.drawn) lines.push(`You drew ${cardLabel(view.drawn)}.`);
  if (data.over) {
    const winners = data.winners.map(nameOf).join(", ");
    lines.push(`<b>Game over${winners ? `: ${escapeHtml(winners)} won` : ""}.</b>`);
    if (data.points) lines.push(`<div class="scores">Points: ${data.points.map((p, s) => `${escapeHtml(nameOf(s))} ${p}`).join(", ")}</div>`);
  } else if (myTurn) {
    lines.push("<b>Your move.</b>");
  } else if (data.to_move != null) {
    lines.push(`${escapeHtml(nameOf(data.to_move))} is thinking\u2026`);
  }
  $("status").innerHTML = lines.join("<br>");

  const meBox = $("me");
  meBox.className = myTurn ? "to-move" : "";
  const waits = view.waits[me] ? ` · you wait ${view.waits[me]}` : "";
  $("me-label").innerHTML = `<b>${escapeHtml(nameOf(me))}</b> · <span id="hand-count">${view.hand.length}</span> cards${waits}`;

  renderHand();
  renderControls();

  const log = $("log");
  log.innerHTML = data.log.map((line) => `<li>${escapeHtml(line)}</li>`).join("");
  $("log-box").scrollTop = $("log-box").scrollHeight;
}

function lays() {
  const bare = [...new Set(current.legal.map(withoutCall))];
  return bare.map(parseAction).filter((a) => a.cards.length > 0);
}

function selectedCards() {
  return selection.map((i) => current.view.hand[i].toLowerCase());
}

function renderHand() {
  const hand = $("hand");
  hand.innerHTML = "";
  const all = lays();
  const chosen = selectedCards();
  current.view.hand.forEach((card, index) => {
    const text = card.toLowerCase();
    const at = selection.indexOf(index);
    const extends_ = at < 0 && all.some((a) => startsWith(a.cards, chosen.concat([text])));
    const starts = at < 0 && all.some((a) => a.cards[0] === text);
    const button = document.createElement("button");
    button.type = "button";
    button.className = "card" + (extends_ || starts ? " playable" : "") + (at >= 0 ? " selected" : "");
    button.dataset.card = text;
    button.dataset.index = index;
    button.innerHTML = cardSvg(card) + (at >= 0 ? `<span class="order">${at + 1}</span>` : "");
    button.addEventListener("click", () => clickCard(index));
    hand.appendChild(button);
  });
}

function clickCard(index) {
  if (busy || !current || current.legal.length === 0) return;
  const text = current.view.hand[index].toLowerCase();
  const at = selection.indexOf(index);
  const all = lays();
  if (at >= 0) {
    selection = selection.slice(0, at);
  } else if (all.some((a) => startsWith(a.cards, selectedCards().concat([text])))) {
    selection.push(index);
  } else if (all.some((a) => a.cards[0] === text)) {
    selection = [index];
  } else {
    showError(`${cardLabel(text)} cannot be laid now.`);
    return;
  }
  const chosen = selectedCards();
  const exact = all.filter((a) => a.cards.length === chosen.length && startsWith(a.cards, chosen));
  const longer = all.filter((a) => a.cards.length > chosen.length && startsWith(a.cards, chosen));
  if (exact.length === 1 && longer.length === 0) {
    act(exact[0].text);
    return;
  }
  renderHand();
  renderControls();
}

function button(label, action, extra) {
  const b = document.createElement("button");
  b.type = "button";
  b.textContent = label;
  b.dataset.action = action;
  if (extra) b.className = extra;
  b.addEventListener("click", () => act(action));
  return b;
}

// "Makao!" and "Po makale!" where the rules have them: pressed before the card they go
// with, as the call is said at a real table.
function callButtons(controls) {
  const calls = CALLS[current.view.config.rules] || [];
  if (current.legal.length > 0 && calls.length > 0) {
    const group = document.createElement("div");
    group.className = "group calls";
    group.innerHTML = `<span class="group-title">Say with your card:</span>`;
    for (const call of calls) {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "call" + (pressedCall === call ? " selected" : "");
      b.dataset.call = call;
      b.setAttribute("aria-pressed", String(pressedCall === call));
      b.textContent = call === "makao" ? "Makao!" : "Po makale!";
      b.addEventListener("click", () => {
        pressedCall = pressedCall === call ? null : call;
        renderControls();
      });
      group.appendChild(b);
    }
    controls.appendChild(group);
  }
}

function renderControls() {
  const controls = $("controls");
  controls.innerHTML = "";
  const chosen = selectedCards();
  if (chosen.length > 0) {
    const group = document.createElement("div");
    group.className = "group";
    const exact = lays().filter((a) => a.cards.length === chosen.length && startsWith(a.cards, chosen));
    const more = lays().some((a) => a.cards.length > chosen.length && startsWith(a.cards, chosen));
    group.innerHTML = `<span class="group-title">${more ? "Lay these, or click more of the rank:" : "Lay:"}</span>`;
    exact.forEach((a) => group.appendChild(button(describeLay(a), a.text)));
    const cancel = document.createElement("button");
    cancel.type = "button";
    cancel.textContent = "Cancel";
    cancel.className = "danger";
    cancel.addEventListener("click", () => { selection = []; renderHand(); renderControls(); });
    group.appendChild(cancel);
    controls.appendChild(group);
    callButtons(controls);
    return;
  }
  callButtons(controls);
  const others = [...new Set(current.legal.filter((text) => parseAction(text).cards.length === 0).map((text) => {
    const first = text.split(" ")[0];
    return first === "accept" || first === "block" ? withoutCall(text) : text;
  }))];
  others.forEach((text) => {
    const danger = text === "take" || text === "wait";
    controls.appendChild(button(describeOther(text), text, danger ? "danger" : ""));
  });
}

// Klondike and Saboteur: their own tables, drawn from the view and driven by the
// legal actions' text.
function renderGeneric(data) {
  if (data.kind === "klondike") renderKlondike(data);
  else renderSaboteur(data);
  const log = $("log");
  log.innerHTML = data.log.map((line) => `<li>${escapeHtml(line)}</li>`).join("");
  $("log-box").scrollTop = $("log-box").scrollHeight;
}

$("generic").addEventListener("click", (event) => { klondikeClick(event); saboteurClick(event); });
$("generic").addEventListener("dragstart", (event) => {
  const card = event.target.closest(".kcard.movable");
  if (!card || !current || current.kind !== "klondike") return;
  pick = { from: card.dataset.from, count: Number(card.dataset.count) };
  event.dataTransfer.setData("text/plain", card.dataset.from);
});
$("generic").addEventListener("dragover", (event) => { if (pick && event.target.closest("[data-to]")) event.preventDefault(); });
$("generic").addEventListener("drop", (event) => {
  const pile = event.target.closest("[data-to]");
  if (!pile || !pick) return;
  event.preventDefault();
  klondikeTo(pile.dataset.to);
});

// The games the server offers, each with its settings (GET api/games).
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
    input.append(...setting.kind.values.map((value) => option(value, value)));
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
  document.querySelectorAll("#new-game label.seated").forEach((label) => {
    label.hidden = game.seats[1] < 2;
  });
  document.querySelectorAll("#new-game label[class^='for-']").forEach((label) => {
    label.hidden = !label.classList.contains(`for-${game.name}`);
  });
  const computers = $("computers");
  const most = Math.max(0, game.seats[1] - 1);
  const choices = [];
  for (let n = 0; n <= most; n += 1) choices.push(option(String(n), String(n)));
  computers.replaceChildren(...choices);
  computers.value = String(Math.min(most, Math.max(1, game.seats[0] - 1)));
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

// A seat's own link opens its game; the server's address offers the new-game form.
async function init() {
  let me = { host: true };
  try {
    const response = await fetch("api/me");
    if (response.ok) me = await response.json();
  } catch (err) {
    showError(err.message);
  }
  if (me.host) {
    await offerGames();
    return;
  }
  kind = me.kind;
  $("new-game").hidden = true;
  $("welcome").textContent = "Joining the game\u2026";
  try {
    render(await api("GET", me.game));
  } catch (err) {
    showError(err.message);
  }
  settle();
}

// The history: the games recorded, and one replayed a move at a time (the frames the
// server builds, the same as `karty replay` shows; every seat's view once the game is
// over, and a game still in play as the first seat only).
let replay = null;
let replayAt = 0;

async function getJson(path) {
  const response = await fetch(path);
  const data = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(data.error || `the server answered ${response.status}`);
  return data;
}

async function openHistory() {
  try {
    const games = await getJson("api/history");
    const rows = games.map((game) => {
      const item = document.createElement("li");
      const seats = game.seats.map((seat) => seat.name).join(", ");
      const b = document.createElement("button");
      b.type = "button";
      b.className = "history-game";
      b.textContent = `#${game.id} ${game.game}: ${seats} (${game.moves} moves, ${game.ending})`;
      const seat = game.ending === "playing" ? "1" : null;
      b.addEventListener("click", () => openReplay(game.id, seat));
      item.append(b);
      return item;
    });
    $("history").replaceChildren(...rows);
    $("history-box").hidden = false;
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

$("history-open").addEventListener("click", openHistory);
$("replay-back").addEventListener("click", () => { if (replayAt > 0) { replayAt -= 1; showFrame(); } });
$("replay-next").addEventListener("click", () => {
  if (replayAt + 1 < replay.frames.length) { replayAt += 1; showFrame(); }
});
$("history-close").addEventListener("click", () => { $("history-box").hidden = true; });
$("kind").addEventListener("change", showFields);
init();
$("new-game").addEventListener("submit", newGame);
$("again").addEventListener("click", again);
$("pause").addEventListener("change", () => { if (!busy) settle(); });
$("stock").addEventListener("click", () => {
  if (current && current.legal.includes("draw")) act("draw");
});
$("stock").addEventListener("keydown", (event) => {
  if ((event.key === "Enter" || event.key === " ") && current && current.legal.includes("draw")) act("draw");
});
document.body.dataset.state = "idle";
