// Makao at the browser table: the opponents, the stock and the pile, the hand, and the
// moves the server lists as typed actions (lay these cards with this choice, draw,
// take...). Cards are laid by clicking (or dragging onto the pile); several of a rank
// by clicking them in order. The calls ("Makao!", "Po makale!") are the person's to
// press before the card, never added by the page: the server says which exist.

import { SUIT_NAME, SUIT_SYMBOL, backSvg, cardLabel, cardName, cardSvg, escapeHtml, isRed, plural, splitCard } from "./cards.js";

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
  if (choice && choice.suit) rest = `suit ${SUIT_SYMBOL[choice.suit] || ""} ${SUIT_NAME[choice.suit] || choice.suit}`;
  else if (choice && choice.demand) rest = `demand ${choice.demand}s`;
  else if (choice && choice.swap != null) rest = `swap hands with ${names[choice.swap] || `player ${choice.swap + 1}`}`;
  else if (splitCard(action.cards[0]).rank === "J") rest = "demand nothing";
  return rest ? `Lay ${cards}: ${rest}` : `Lay ${cards}`;
}

// A move that lays nothing, in words (the phase tells "Next" from "Keep the card").
export function describeOther(action, phase) {
  switch (action.type) {
    case "draw": return "Draw a card";
    case "take": return "Take the penalty";
    case "wait": return "Wait out the turn";
    case "pass": return phase === "after_penalty" ? "Lay nothing: next player" : "Keep the drawn card";
    case "accept": return "Let the swap happen";
    case "block": return "Block the swap with K\u2666";
    case "say": return "Answer (say a call first if one is due)";
    case "keep": return "Keep the cut card, turn up the next";
    case "turn": return "Leave it: it starts the pile";
    case "challenge": return "Point out the missing makao!";
    case "forgive": return "Let it go";
    default: return action.type;
  }
}

// What a move that lays nothing does, in a sentence (the button's tooltip).
export function explainOther(type) {
  return {
    draw: "Take one card from the stock instead of laying one.",
    take: "Draw every card the attack adds up to; the turn ends.",
    wait: "Miss the turns the fours add up to.",
    pass: "End the turn without laying a card.",
    accept: "The king of clubs swaps your hand with its player's.",
    block: "The king of diamonds stops the swap; its player draws 5.",
    say: "The neutral question after an automatic 4: press a call first if one is due.",
    keep: "The cut turned up a strong card: keep it, and turn up the next one.",
    turn: "Leave the cut card face up: it starts the pile.",
    challenge: "Your opponent laid their second-to-last card without saying makao: they draw 2.",
    forgive: "Let the missing makao go.",
  }[type] || "";
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
    const waits = view.waits[seat] ? ` · waits ${view.waits[seat]}` : "";
    const kept = (view.kept[seat] || []).length ? ` · kept ${view.kept[seat].map(cardLabel).join(" ")}` : "";
    const out = view.finished.includes(seat) ? " · out" : "";
    return `<div class="seat${data.to_move === seat && !data.over ? " to-move" : ""}" data-seat="${seat}">` +
      `<div><b>${escapeHtml(name(seat))}</b> · <span class="count">${plural(size, "card")}</span>${waits}${escapeHtml(kept)}${out}</div>` +
      `<div class="backs" aria-hidden="true">${Array.from({ length: Math.min(size, 12) }, () => backSvg()).join("")}</div></div>`;
  }).join("");

  const canDraw = data.actions.some((a) => a.type === "draw");
  const stock = `<button type="button" id="stock" class="pile${canDraw ? " can-draw" : ""}" data-key="stock" ${canDraw ? "" : "disabled"} aria-label="Stock: ${view.stock_size} ${view.stock_size === 1 ? "card" : "cards"}${canDraw ? ", draw a card" : ""}">` +
    `${view.stock_size > 0 ? backSvg("stock") : ""}<span class="pile-label">Stock: <span id="stock-count">${view.stock_size}</span></span></button>`;
  const arrived = lastPile !== null && view.discard.length !== lastPile;
  lastPile = view.discard.length;
  const pile = `<div id="discard" class="pile${arrived ? " arrived" : ""}" data-drop="pile" role="group" aria-label="Pile, top card ${escapeHtml(cardName(view.top))}">${cardSvg(view.top, ui.deck)}<span class="pile-label">Pile: ${view.discard.length}</span></div>`;

  const suit = view.chosen_suit ? String(view.chosen_suit).charAt(0).toUpperCase() : splitCard(view.top).suit;
  const lines = [];
  lines.push(`Suit to follow: <span class="suit ${isRed(suit) ? "red" : ""}">${SUIT_SYMBOL[suit] || ""}</span> ${SUIT_NAME[suit] || ""}${view.chosen_suit ? " (chosen by an ace)" : ""}`);
  if (view.attack && view.attack.draw) lines.push(`Attack: draw ${view.attack.draw.cards}${view.attack.draw.backwards ? " (backwards)" : ""}`);
  if (view.attack && view.attack.wait) lines.push(`Attack: wait ${plural(view.attack.wait.turns, "turn")}`);
  if (view.demand) lines.push(`Demand: ${escapeHtml(String(view.demand.rank))}s (by ${escapeHtml(name(view.demand.by))})`);
  const phase = phaseName(view.phase);
  if (phase === "cut") lines.push("The cut turned up a strong card.");
  if (phase === "again") lines.push("After an ace: one more matching card.");
  if (phase === "challenge") lines.push("A makao was not said!");
  if (view.drawn) lines.push(`You drew ${cardLabel(view.drawn)}.`);
  if (data.over) lines.push("<b>The game is over.</b>");
  else if (mine) lines.push("<b>Your move.</b>");
  else if (data.to_move != null) lines.push(`${escapeHtml(name(data.to_move))} is thinking\u2026`);

  const waits = view.waits[me] ? ` · you wait ${view.waits[me]}` : "";
  ui.root.innerHTML =
    `<section id="opponents" aria-label="Opponents">${opponents}</section>` +
    `<section id="middle">${stock}${pile}<div id="status" role="status">${lines.join("<br>")}</div></section>` +
    `<section id="controls" aria-label="Your moves"></section>` +
    `<section id="me" class="${mine ? "to-move" : ""}"><div id="me-label"><b>${escapeHtml(name(me))}</b> · <span id="hand-count">${view.hand.length}</span> ${view.hand.length === 1 ? "card" : "cards"}${waits}</div>` +
    `<div id="hand" role="group" aria-label="Your hand" data-arrows></div></section>`;
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
  const title = action.type === "lay" ? "" : ` title="${escapeHtml(explainOther(action.type))}"`;
  return `<button type="button" data-id="${action.id}" data-type="${action.type}" data-key="action-${action.id}"${danger ? ` class="danger"` : ""}${title}>${escapeHtml(label)}</button>`;
}

function renderControls(data, ui) {
  const controls = document.getElementById("controls");
  const lays = laysOf(data.actions);
  const chosen = chosenCards(data);
  let html = "";
  if (chosen.length > 0) {
    const { exact, longer } = matching(lays, chosen);
    html += `<div class="group"><span class="group-title">${longer ? "Lay these, or click more of the rank:" : "Lay:"}</span>`;
    html += exact.map((a) => actionButton(a, describeLay(a, data.names))).join("");
    html += `<button type="button" class="danger" data-cancel data-key="cancel">Cancel</button></div>`;
  }
  if (data.actions.length > 0 && data.calls.length > 0) {
    html += `<div class="group calls"><span class="group-title">Say with your move:</span>`;
    html += data.calls.map((call) => {
      const on = pressed.has(call);
      return `<button type="button" class="call${on ? " selected" : ""}" data-call="${escapeHtml(call)}" data-key="call-${escapeHtml(call)}" aria-pressed="${on}">${call === "makao" ? "Makao!" : "Po makale!"}</button>`;
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
      ui.error(`${cardLabel(card)} cannot be laid now.`);
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
    `<div class="hand-shown"><b>${escapeHtml(ui.name(seat))}</b>${data.points ? ` · ${plural(data.points[seat], "point")}` : ""}` +
    `<div class="cards-shown">${hand.length ? hand.map((card) => cardSvg(card, ui.deck)).join("") : "<span>no cards left</span>"}</div></div>`).join("")}</div>`;
}

export const help =
  "Click a card that is lit to lay it; to lay several of a rank, click them in the order to lay " +
  "(or drag a card onto the pile). Click the stock to draw. Where the rules have calls, press " +
  "\u201cMakao!\u201d (or \u201cPo makale!\u201d) before the card that leaves you one card (or none): " +
  "forgetting costs the rules' penalty. Tab and the arrow keys move between cards, Enter lays.";
