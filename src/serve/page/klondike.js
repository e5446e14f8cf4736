// Klondike at the browser table. Piles are named as the rules name them: U the stock,
// V the waste, W-Z the foundations, A-G the columns; the server lists each legal move
// typed ({type: "move", from: "C", count: 2, to: "F"}, or {type: "turn"}). A card is
// moved by clicking it and then where it goes (lit), by dragging it there, or by a
// double-click (double-tap) up to a foundation.

import { backSvg, cardSvg, escapeHtml } from "./cards.js";
import { t } from "./words.js";

// ---- pure functions (unit-tested) ----

// The moves of a card: from pile `from`, taking `count` cards.
export function movesOf(actions, from, count) {
  return actions.filter((a) => a.type === "move" && a.from === from && a.count === count);
}

// The move of that card onto a foundation, if there is one.
export function toFoundation(actions, from) {
  return movesOf(actions, from, 1).find((a) => "WXYZ".includes(a.to)) || null;
}

// ---- the table ----

let pick = null; // { from, count } chosen by a click
let lastClick = null; // the last click on a card, for double-clicks
const DOUBLE_CLICK_MS = 450;

export function reset() {
  pick = null;
  lastClick = null;
}

function card(text, from, count, movable, ui) {
  const chosen = pick && pick.from === from && pick.count === count;
  const active = movable ? ` role="button" tabindex="0" data-drag="card" aria-pressed="${!!chosen}"` : "";
  return `<div class="kcard${movable ? " movable" : ""}${chosen ? " chosen" : ""}${hinted(from, count, ui) ? " hinted" : ""}" ` +
    `data-card="${escapeHtml(text)}" data-from="${from}" data-count="${count}" data-key="k-${from}-${count}"${active}>${cardSvg(text, ui.deck)}</div>`;
}

function hinted(from, count, ui) {
  const hint = ui.hint;
  return !!hint && hint.type === "move" && hint.from === from && hint.count === count;
}

export function render(data, ui) {
  const view = data.view;
  const moves = data.actions;
  const movable = (from, count) => movesOf(moves, from, count).length > 0;
  const targets = new Set(pick ? movesOf(moves, pick.from, pick.count).map((m) => m.to) : []);
  const hintTo = ui.hint && ui.hint.type === "move" ? ui.hint.to : null;
  const light = (to) => (targets.has(to) ? " target" : "") + (hintTo === to ? " hinted-to" : "");
  // A pile's letter; where the chosen card may go, a button that puts it there (for
  // the keyboard: the piles themselves are pictures, clicked or dropped on).
  const label = (to, name) => targets.has(to)
    ? `<button type="button" class="plabel target" data-to="${to}" data-key="to-${to}" aria-label="${escapeHtml(t("page-klondike-put-on", { pile: name, letter: to }))}">${to}</button>`
    : `<span class="plabel">${to}</span>`;
  const canTurn = moves.some((m) => m.type === "turn");
  let html = `<div class="klondike"><div class="krow">`;
  html += `<div class="kslot"><span class="plabel">U</span><div class="kpile stock${canTurn ? " can-turn" : ""}${ui.hint && ui.hint.type === "turn" ? " hinted" : ""}" id="kstock" role="button" tabindex="0" data-key="kstock" ` +
    `aria-label="${escapeHtml(t("page-klondike-stock", { count: view.stock }))}">${view.stock ? backSvg(t("page-makao-stock")) : ""}<span class="kcount" aria-hidden="true">${view.stock}</span></div></div>`;
  const waste = view.waste.length ? card(view.waste[view.waste.length - 1], "V", 1, movable("V", 1), ui) : "";
  html += `<div class="kslot"><span class="plabel">V</span><div class="kpile" data-to="V" role="group" aria-label="${escapeHtml(t("page-klondike-waste"))}">${waste}</div></div><div class="kslot gap"></div>`;
  html += view.foundations.map((f, i) => {
    const to = "WXYZ"[i];
    const top = f.length ? card(f[f.length - 1], to, 1, movable(to, 1), ui) : "";
    return `<div class="kslot">${label(to, "foundation")}<div class="kpile${light(to)}" data-to="${to}" data-drop="pile" role="group" aria-label="${escapeHtml(t("page-klondike-foundation", { letter: to, empty: f.length ? "no" : "yes" }))}">${top}</div></div>`;
  }).join("");
  html += `</div><div class="krow">`;
  html += view.columns.map((column, i) => {
    const from = "ABCDEFG"[i];
    const down = Array.from({ length: column.down }, () => `<div class="kcard down">${backSvg()}</div>`).join("");
    const up = column.up.map((c, j) => card(c, from, column.up.length - j, movable(from, column.up.length - j), ui)).join("");
    return `<div class="kslot">${label(from, "column")}<div class="kcolumn${light(from)}" data-to="${from}" data-drop="pile" role="group" aria-label="${escapeHtml(t("page-klondike-column", { letter: from, down: column.down }))}">${down}${up}</div></div>`;
  }).join("");
  html += `</div><div class="kstatus">${escapeHtml(t("page-klondike-moves"))}: <span id="kmoves">${view.moves}</span> · ${escapeHtml(t("page-klondike-draw", { count: view.draw === "three" ? 3 : 1 }))}`;
  if (data.seed != null) html += ` · ${escapeHtml(t("page-klondike-seed"))} <span id="kseed">${escapeHtml(data.seed)}</span>`;
  html += `</div></div><div id="k-actions" class="group">`;
  const commands = ["undo", "auto", "tip", "hint"];
  if (!data.over) {
    html += commands.map((name) => `<button type="button" id="k-${name}" data-command="${name}" data-key="k-${name}" ` +
      `title="${escapeHtml(t("page-klondike-command-about", { command: name }))}">${escapeHtml(t("page-klondike-command", { command: name }))}</button>`).join("");
  }
  html += `</div>`;
  ui.root.innerHTML = html;
}

function moveTo(to, data, ui) {
  const move = pick && movesOf(data.actions, pick.from, pick.count).find((m) => m.to === to);
  pick = null;
  if (move) {
    ui.act(move.id);
    return;
  }
  ui.keep(() => render(data, ui));
  ui.error(t("page-cannot-go-there"));
}

// A double-click (or double-tap) sends a card to its foundation, when it may go there.
function upToFoundation(element, data, ui) {
  if (Number(element.dataset.count) !== 1) return false;
  const move = toFoundation(data.actions, element.dataset.from);
  if (!move) return false;
  pick = null;
  ui.act(move.id);
  return true;
}

export function click(event, data, ui) {
  const command = event.target.closest("[data-command]");
  if (command) {
    pick = null;
    ui.command(command.dataset.command);
    return;
  }
  if (event.target.closest("#kstock")) {
    const turn = data.actions.find((a) => a.type === "turn");
    if (turn) { pick = null; ui.act(turn.id); }
    return;
  }
  const element = event.target.closest(".kcard.movable");
  const pile = event.target.closest("[data-to]");
  const now = Date.now();
  const key = element ? `${element.dataset.from}/${element.dataset.count}` : null;
  const double = key !== null && lastClick && lastClick.key === key && now - lastClick.at < DOUBLE_CLICK_MS;
  lastClick = key === null || double ? null : { key, at: now };
  if (double && upToFoundation(element, data, ui)) return;
  if (element && pick && pick.from === element.dataset.from && pick.count === Number(element.dataset.count)) {
    pick = null;
  } else if (pick && pile && pile.dataset.to !== pick.from) {
    moveTo(pile.dataset.to, data, ui);
    return;
  } else {
    pick = element ? { from: element.dataset.from, count: Number(element.dataset.count) } : null;
  }
  ui.keep(() => render(data, ui));
}

// A card dragged onto a pile.
export function drop(dragged, target, data, ui) {
  const pile = target.closest("[data-to]");
  if (!pile || pile.dataset.to === dragged.dataset.from) return;
  pick = { from: dragged.dataset.from, count: Number(dragged.dataset.count) };
  moveTo(pile.dataset.to, data, ui);
}

export function ending(data) {
  const won = data.winners.length > 0;
  return `<p class="big">${escapeHtml(won ? t("page-klondike-won", { moves: data.view.moves }) : t("page-klondike-ended"))}</p>`;
}

export function help() {
  return t("page-klondike-help");
}
