// Makao at the browser table: the opponents, the stock and the pile, the hand, and the
// moves the server lists as typed actions (lay these cards with this choice, draw,
// take...). Cards are laid by clicking (or dragging onto the pile); several of a rank
// by clicking them in order. The calls ("Makao!", "Po makale!") are the person's to
// press before the card, never added by the page: the server says which exist.

import { SUIT_SYMBOL, backSvg, cardLabel, cardName, cardSvg, escapeHtml, isRed, splitCard } from "./cards.js";
import { t } from "./words.js";

// ---- pure functions (unit-tested) ----

// The typed actions that lay cards.
export function laysOf(actions) {
  return actions.filter((a) => a.type === "lay");
}

export function startsWith(list, prefix) {
  return prefix.length <= list.length && prefix.every((item, i) => list[i] === item);
}

// The lays that begin with `chosen` (cards, in the order clicked): those with exactly
// these cards, and whether longer ones go on from them.
export function matching(lays, chosen) {
  const exact = lays.filter((a) => a.cards.length === chosen.length && startsWith(a.cards, chosen));
  const longer = lays.some((a) => a.cards.length > chosen.length && startsWith(a.cards, chosen));
  return { exact, longer };
}

// What a click on `card` does to the cards chosen so far: the new choice, or null when
// no lay goes on with it (nor starts with it).
export function choose(lays, chosen, card) {
  const at = chosen.indexOf(card);
  if (at >= 0) return chosen.slice(0, at);
  const longer = chosen.concat([card]);
  if (lays.some((a) => startsWith(a.cards, longer))) return longer;
  if (lays.some((a) => a.cards[0] === card)) return [card];
  return null;
}

// A lay in words: "Lay 7♥ 7♠", "Lay A♠: suit ♥ hearts", "Lay J♣: demand 7s".
export function describeLay(action, names) {
  const cards = action.cards.map(cardLabel).join(" ");
  const choice = action.choice;
  let rest = "";
  if (choice && choice.suit) rest = t("page-makao-suit", { symbol: SUIT_SYMBOL[choice.suit] || "", suit: choice.suit });
  else if (choice && choice.demand) rest = t("page-makao-demand", { rank: String(choice.demand) });
  else if (choice && choice.swap != null) rest = t("page-makao-swap", { name: names[choice.swap] || t("page-player", { number: choice.swap + 1 }) });
  else if (splitCard(action.cards[0]).rank === "J") rest = t("page-makao-demand-nothing");
  return t("page-makao-lay", { cards, rest: rest || "none" });
}

// A move that lays nothing, in words (the phase tells "Next" from "Keep the card").
export function describeOther(action, phase) {
  const known = ["draw", "take", "wait", "pass", "accept", "block", "say", "keep", "turn", "challenge", "forgive"];
  if (!known.includes(action.type)) return action.type;
  return t("page-makao-move", { move: action.type, next: phase === "after_penalty" ? "yes" : "no" });
}

// What a move that lays nothing does, in a sentence (the button's tooltip).
export function explainOther(type) {
  return t("page-makao-explain", { move: type });
}

export function phaseName(phase) {
  return typeof phase === "string" ? phase : Object.keys(phase || {})[0] || "";
}

// ---- the table ----

let selection = []; // indexes into the hand, in the order clicked
let lastPile = null; // the pile's size when last drawn: a card laid since slides in
const pressed = new Set(); // the calls pressed for the next move

function hasLays(data) {
  return laysOf(data.actions).length > 0;
}

function chosenCards(data) {
  return selection.map((i) => data.view.hand[i]);
}

export function reset() {
  selection = [];
  pressed.clear();
}

// A new table: nothing has been laid on its pile yet.
export function forget() {
  lastPile = null;
}

function send(ui, action) {
  const say = [...pressed];
  reset();
  ui.act(action.id, say);
}

export function render(data, ui) {
  const view = data.view;
  const me = data.seat;
  const mine = data.actions.length > 0;
  const name = (seat) => ui.name(seat);
  if (selection.some((i) => i >= view.hand.length)) selection = [];

  const opponents = view.hand_sizes.map((size, seat) => {
    if (seat === me) return "";
    const waits = view.waits[seat] ? ` · ${escapeHtml(t("page-makao-waits", { turns: view.waits[seat] }))}` : "";
    const kept = (view.kept[seat] || []).length ? ` · ${escapeHtml(t("page-makao-kept", { cards: view.kept[seat].map(cardLabel).join(" ") }))}` : "";
    const out = view.finished.includes(seat) ? ` · ${escapeHtml(t("page-makao-out"))}` : "";
    return `<div class="seat${data.to_move === seat && !data.over ? " to-move" : ""}" data-seat="${seat}">` +
      `<div><b>${escapeHtml(name(seat))}</b> · <span class="count">${escapeHtml(t("page-cards", { count: size }))}</span>${waits}${kept}${out}</div>` +
      `<div class="backs" aria-hidden="true">${Array.from({ length: Math.min(size, 12) }, () => backSvg()).join("")}</div></div>`;
  }).join("");

  const canDraw = data.actions.some((a) => a.type === "draw");
  const stock = `<button type="button" id="stock" class="pile${canDraw ? " can-draw" : ""}" data-key="stock" ${canDraw ? "" : "disabled"} aria-label="${escapeHtml(t("page-makao-stock-label", { count: view.stock_size, draw: canDraw ? "yes" : "no" }))}">` +
    `${view.stock_size > 0 ? backSvg(t("page-makao-stock")) : ""}<span class="pile-label">${escapeHtml(t("page-makao-stock"))}: <span id="stock-count">${view.stock_size}</span></span></button>`;
  const arrived = lastPile !== null && view.discard.length !== lastPile;
  lastPile = view.discard.length;
  const pile = `<div id="discard" class="pile${arrived ? " arrived" : ""}" data-drop="pile" role="group" aria-label="${escapeHtml(t("page-makao-pile-label", { card: cardName(view.top) }))}">${cardSvg(view.top, ui.deck)}<span class="pile-label">${escapeHtml(t("page-makao-pile"))}: ${view.discard.length}</span></div>`;

  const suit = view.chosen_suit ? String(view.chosen_suit).charAt(0).toUpperCase() : splitCard(view.top).suit;
  const lines = [];
  const follow = escapeHtml(t("page-makao-follow", { suit: suit || "?", ace: view.chosen_suit ? "yes" : "no", symbol: "\u0000" }));
  lines.push(follow.replace("\u0000", `<span class="suit ${isRed(suit) ? "red" : ""}">${SUIT_SYMBOL[suit] || ""}</span>`));
  if (view.attack && view.attack.draw) lines.push(escapeHtml(t("page-makao-attack-draw", { count: view.attack.draw.cards, backwards: view.attack.draw.backwards ? "yes" : "no" })));
  if (view.attack && view.attack.wait) lines.push(escapeHtml(t("page-makao-attack-wait", { turns: view.attack.wait.turns })));
  if (view.demand) lines.push(escapeHtml(t("page-makao-demanded", { rank: String(view.demand.rank), name: name(view.demand.by) })));
  const phase = phaseName(view.phase);
  if (phase === "cut") lines.push(escapeHtml(t("page-makao-cut")));
  if (phase === "again") lines.push(escapeHtml(t("page-makao-again")));
  if (phase === "challenge") lines.push(escapeHtml(t("page-makao-not-said")));
  if (view.drawn) lines.push(escapeHtml(t("page-makao-you-drew", { card: cardLabel(view.drawn) })));
  if (data.over) lines.push(`<b>${escapeHtml(t("page-over"))}</b>`);
  else if (mine) lines.push(`<b>${escapeHtml(t("page-your-move"))}</b>`);
  else if (data.to_move != null) lines.push(escapeHtml(t("page-thinking", { name: name(data.to_move) })));

  const waits = view.waits[me] ? ` · ${escapeHtml(t("page-makao-you-wait", { turns: view.waits[me] }))}` : "";
  ui.root.innerHTML =
    `<section id="opponents" aria-label="${escapeHtml(t("page-opponents"))}">${opponents}</section>` +
    `<section id="middle">${stock}${pile}<div id="status" role="status">${lines.join("<br>")}</div></section>` +
    `<section id="controls" aria-label="${escapeHtml(t("page-your-moves"))}"></section>` +
    `<section id="me" class="${mine ? "to-move" : ""}"><div id="me-label"><b>${escapeHtml(name(me))}</b> · ${escapeHtml(t("page-cards", { count: view.hand.length })).replace(String(view.hand.length), `<span id="hand-count">${view.hand.length}</span>`)}${waits}</div>` +
    `<div id="hand" role="group" aria-label="${escapeHtml(t("page-your-hand"))}" data-arrows></div></section>`;
  ui.keep(() => { renderHand(data, ui); renderControls(data, ui); });
}

function renderHand(data, ui) {
  const lays = laysOf(data.actions);
  const chosen = chosenCards(data);
  const hand = data.view.hand.map((card, index) => {
    const at = selection.indexOf(index);
    const next = at < 0 && choose(lays, chosen, card) !== null;
    const classes = "card" + (next ? " playable" : "") + (at >= 0 ? " selected" : "");
    return `<button type="button" class="${classes}" data-card="${escapeHtml(card.toLowerCase())}" data-index="${index}" data-key="card-${index}"` +
      `${next ? ` data-drag="card"` : ""} aria-pressed="${at >= 0}">` +
      `${cardSvg(card, ui.deck)}${at >= 0 ? `<span class="order" aria-hidden="true">${at + 1}</span>` : ""}</button>`;
  }).join("");
  document.getElementById("hand").innerHTML = hand;
}

function actionButton(action, label, danger) {
  const title = ` title="${escapeHtml(action.type === "lay" ? action.words : explainOther(action.type))}"`;
  return `<button type="button" data-id="${action.id}" data-type="${action.type}" data-key="action-${action.id}"${danger ? ` class="danger"` : ""}${title}>${escapeHtml(label)}</button>`;
}

function renderControls(data, ui) {
  const controls = document.getElementById("controls");
  const lays = laysOf(data.actions);
  const chosen = chosenCards(data);
  let html = "";
  if (chosen.length > 0) {
    const { exact, longer } = matching(lays, chosen);
    html += `<div class="group"><span class="group-title">${escapeHtml(longer ? t("page-makao-lay-more") : t("page-makao-lay-these"))}</span>`;
    html += exact.map((a) => actionButton(a, describeLay(a, data.names))).join("");
    html += `<button type="button" class="danger" data-cancel data-key="cancel">${escapeHtml(t("page-cancel"))}</button></div>`;
  }
  if (data.actions.length > 0 && data.calls.length > 0) {
    html += `<div class="group calls"><span class="group-title">${escapeHtml(t("page-makao-say"))}</span>`;
    html += data.calls.map((call) => {
      const on = pressed.has(call);
      return `<button type="button" class="call${on ? " selected" : ""}" data-call="${escapeHtml(call)}" data-key="call-${escapeHtml(call)}" aria-pressed="${on}">${escapeHtml(t("page-makao-call", { call: call === "makao" ? "makao" : "po-makale" }))}</button>`;
    }).join("");
    html += `</div>`;
  }
  if (chosen.length === 0) {
    const phase = phaseName(data.view.phase);
    html += data.actions.filter((a) => a.type !== "lay").map((a) =>
      actionButton(a, describeOther(a, phase), a.type === "take" || a.type === "wait")).join("");
  }
  controls.innerHTML = html;
}

function clickCard(data, ui, index) {
  if (!hasLays(data)) return;
  const card = data.view.hand[index];
  const lays = laysOf(data.actions);
  const chosen = chosenCards(data);
  const at = selection.indexOf(index);
  if (at >= 0) {
    selection = selection.slice(0, at);
  } else {
    const next = choose(lays, chosen, card);
    if (next === null) {
      ui.error(t("page-makao-cannot-lay", { card: cardLabel(card) }));
      return;
    }
    selection = next.length > chosen.length ? selection.concat([index]) : [index];
  }
  const { exact, longer } = matching(lays, chosenCards(data));
  if (at < 0 && exact.length === 1 && !longer) {
    send(ui, exact[0]);
    return;
  }
  ui.keep(() => { renderHand(data, ui); renderControls(data, ui); });
}

export function click(event, data, ui) {
  const target = event.target.closest("button");
  if (!target || target.disabled) return;
  if (target.id === "stock") {
    const draw = data.actions.find((a) => a.type === "draw");
    if (draw) send(ui, draw);
  } else if (target.dataset.call) {
    const call = target.dataset.call;
    if (pressed.has(call)) pressed.delete(call); else pressed.add(call);
    ui.keep(() => renderControls(data, ui));
  } else if (target.hasAttribute("data-cancel")) {
    selection = [];
    ui.keep(() => { renderHand(data, ui); renderControls(data, ui); });
  } else if (target.dataset.id != null) {
    const action = data.actions.find((a) => String(a.id) === target.dataset.id);
    if (action) send(ui, action);
  } else if (target.dataset.index != null) {
    clickCard(data, ui, Number(target.dataset.index));
  }
}

// A card dragged onto the pile: as if clicked.
export function drop(dragged, target, data, ui) {
  if (target.dataset.drop === "pile" && dragged.dataset.index != null) clickCard(data, ui, Number(dragged.dataset.index));
}

// The end: every hand turned up, the points (the lowest wins under Serbian rules).
export function ending(data, ui) {
  const hands = data.revealed && data.revealed.hands;
  if (!hands) return "";
  return `<div class="hands">${hands.map((hand, seat) =>
    `<div class="hand-shown"><b>${escapeHtml(ui.name(seat))}</b>${data.points ? ` · ${escapeHtml(t("page-points-count", { count: data.points[seat] }))}` : ""}` +
    `<div class="cards-shown">${hand.length ? hand.map((card) => cardSvg(card, ui.deck)).join("") : `<span>${escapeHtml(t("page-no-cards-left"))}</span>`}</div></div>`).join("")}</div>`;
}

export function help() {
  return t("page-makao-help");
}
