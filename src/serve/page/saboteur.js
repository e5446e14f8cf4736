// Saboteur at the browser table: the 7x11 board, the players and their broken tools,
// the hand. The server lists each legal move typed ({type: "at", card: 2, cell: "C4",
// turned: false}, "on", "map", "discard", "take"), cards by their place in the hand
// from 0. Choose a card, then a lit cell (or drag it there) or a button.

import { escapeHtml, icon } from "./cards.js";
import { listOf, t } from "./words.js";

const COLS = "ABCDEFGHIJK";
const GOAL_CELLS = { J2: 0, J4: 1, J6: 2 };

// ---- pure functions (unit-tested) ----

// A shape as the server writes it ("tunnel-URD", "dead-UR"): its open sides and whether
// its centre joins them.
export function shapeOf(text) {
  const m = /^(tunnel|dead)-([URDL]*)$/.exec(String(text));
  return m ? { open: m[2], through: m[1] === "tunnel" } : null;
}

export function turnedShape(shape) {
  const flip = { U: "D", D: "U", L: "R", R: "L" };
  return { open: "URDL".split("").filter((s) => shape.open.includes(flip[s])).join(""), through: shape.through };
}

function toolName(tool) {
  return t("page-saboteur-tool", { tool });
}

function sides(open) {
  return listOf(open.split("").map((side) => t("page-saboteur-side", { side })));
}

function shapeWords(shape) {
  return t("page-saboteur-tunnel", { through: shape.through ? "yes" : "no", sides: sides(shape.open) });
}

// A card as people say it: "tunnel open up, right and down", "broken lantern".
export function cardWords(text) {
  const shape = shapeOf(text);
  if (shape) return shapeWords(shape);
  const [what, ...tools] = String(text).split("-");
  const named = tools.map(toolName).join(t("page-saboteur-or"));
  if (["map", "rockfall", "break", "repair"].includes(what)) return t("page-saboteur-card", { card: what, tools: named });
  return String(text);
}

// A move that is not a cell of the board, as a button says it: the server's words for it,
// in the reader's language, with a capital.
export function describe(action) {
  const words = String(action.words || action.type);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// ---- drawing ----

function tunnelSvg(shape, extra = "", label = null) {
  const rect = (x, y, w, h) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#e9d5a1"/>`;
  const full = { U: rect(38, 0, 24, 82), D: rect(38, 58, 24, 82), L: rect(0, 58, 62, 24), R: rect(38, 58, 62, 24) };
  const stub = { U: rect(38, 0, 24, 34), D: rect(38, 106, 24, 34), L: rect(0, 58, 30, 24), R: rect(70, 58, 30, 24) };
  const ends = { U: [38, 34, 24, 5], D: [38, 101, 24, 5], L: [30, 58, 5, 24], R: [65, 58, 5, 24] };
  let body = "";
  for (const side of shape.open) {
    if (shape.through) body += full[side];
    else body += stub[side] + `<rect x="${ends[side][0]}" y="${ends[side][1]}" width="${ends[side][2]}" height="${ends[side][3]}" fill="#2a1a0c"/>`;
  }
  if (!shape.through) body += `<circle cx="50" cy="70" r="13" fill="#3b2814" stroke="#1c1108" stroke-width="2"/>`;
  const words = label || shapeWords(shape);
  return (
    `<svg viewBox="0 0 100 140" xmlns="http://www.w3.org/2000/svg" data-open="${shape.open}" data-through="${shape.through}" role="img" aria-label="${escapeHtml(words)}">` +
    `<rect x="1" y="1" width="98" height="138" rx="6" fill="#6b4a2b" stroke="#2a1a0c" stroke-width="2"/>${body}${extra}</svg>`
  );
}

function labelSvg(lines, fill, label) {
  const text = lines.map((line, i) => `<text x="50" y="${62 + i * 22}" font-size="17" text-anchor="middle" fill="#fff">${escapeHtml(line)}</text>`).join("");
  return `<svg viewBox="0 0 100 140" xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${escapeHtml(label)}"><rect x="1" y="1" width="98" height="138" rx="6" fill="${fill}" stroke="#222" stroke-width="2"/>${text}</svg>`;
}

function cardSvg(card, turned) {
  const shape = shapeOf(card);
  if (shape) return tunnelSvg(turned ? turnedShape(shape) : shape);
  const [what, ...tools] = String(card).split("-");
  const label = cardWords(card);
  const face = (fill) => labelSvg([t("page-saboteur-face", { card: what }), ...tools.map(toolName)], fill, label);
  if (what === "map") return face("#2c5d8a");
  if (what === "rockfall") return face("#555");
  if (what === "break") return face("#9b2226");
  if (what === "repair") return face("#2d6a4f");
  return labelSvg([String(card)], "#444", label);
}

// A goal: face down until reached (or the game ends), its face shown to a player who
// looked at it with a map.
function goalSvg(goal, number) {
  const shapeOfGoal = (known) => {
    const shape = known === "gold" ? { open: "URDL", through: true } : { open: known === "stone-DR" ? "RD" : "DL", through: true };
    return goal.turned ? turnedShape(shape) : shape;
  };
  const name = (known) => t("page-saboteur-goal-card", { gold: known === "gold" ? "yes" : "no" });
  if (goal.revealed && goal.known) {
    const mark = goal.known === "gold" ? `<circle cx="50" cy="70" r="16" fill="#f5c518" stroke="#8a6d1f" stroke-width="3"/>` : `<circle cx="50" cy="70" r="12" fill="#888"/>`;
    return tunnelSvg(shapeOfGoal(goal.known), mark, t("page-saboteur-goal-up", { number, card: name(goal.known) }));
  }
  const seen = goal.known ? `<text x="50" y="112" font-size="15" text-anchor="middle" fill="#ffd95e">(${name(goal.known)})</text>` : "";
  const label = goal.known ? t("page-saboteur-goal-seen", { number, card: name(goal.known) }) : t("page-saboteur-goal-down");
  return `<svg viewBox="0 0 100 140" xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${escapeHtml(label)}"><rect x="1" y="1" width="98" height="138" rx="6" fill="#1f3a5f" stroke="#0d1b2a" stroke-width="2"/><text x="50" y="82" font-size="44" text-anchor="middle" fill="#cfd8e3">?</text>${seen}</svg>`;
}

// ---- the table ----

let chosen = null; // the chosen card's place in the hand, from 0
let shownBoard = null; // the board as last drawn (its game, round and cards), to tell what arrived
let turned = false;
let zoom = 1;

export function reset() {
  chosen = null;
  turned = false;
}

export function render(data, ui) {
  const view = data.view;
  const actions = data.actions;
  if (chosen !== null && !actions.some((a) => a.card === chosen)) reset();
  const mine = actions.filter((a) => a.card === chosen);
  const cells = new Set(mine.filter((a) => a.type === "at" && a.turned === turned).map((a) => a.cell));
  const canTurn = mine.some((a) => a.type === "at" && a.turned);
  const names = data.names;
  // At the end every goal is shown as it lay.
  const goals = view.board.goals.map((goal, i) => {
    const shown = data.revealed && data.revealed.goals && data.revealed.goals[i];
    return shown ? { known: shown.card, revealed: true, turned: shown.turned } : goal;
  });
  const mover = view.phase && view.phase.play ? view.phase.play.to_move - 1 : null;
  const role = escapeHtml(t("page-saboteur-you-are", { role: "\u0000" })).replace("\u0000", `<b>${escapeHtml(t("page-saboteur-role", { role: view.role }))}</b>`);
  const round = t("page-saboteur-round", { round: view.round, rounds: view.rounds, stock: view.stock, gold: view.gold_left });
  let html = `<p class="sab-top">${role} ${escapeHtml(round)}</p>`;
  html += `<div class="sab-players">${view.players.map((p, i) => {
    const broken = p.broken.length ? ` · <span class="broken">${escapeHtml(t("page-saboteur-broken"))}: ${p.broken.map((tool) => `${icon(tool, "")}${escapeHtml(toolName(tool))}`).join(", ")}</span>` : "";
    return `<span class="chip${i === mover ? " to-move" : ""}" data-seat="${i}"><b>${escapeHtml(names[i] || p.name)}</b> · ${escapeHtml(t("page-cards", { count: p.hand_size }))} · ${escapeHtml(t("page-saboteur-gold", { count: p.nuggets }))}${broken}</span>`;
  }).join("")}</div>`;
  html += `<div class="zoom" role="group" aria-label="${escapeHtml(t("page-saboteur-zoom"))}"><button type="button" data-zoom="-1" data-key="zoom-out" aria-label="${escapeHtml(t("page-saboteur-smaller"))}">\u2212</button><button type="button" data-zoom="1" data-key="zoom-in" aria-label="${escapeHtml(t("page-saboteur-larger"))}">+</button></div>`;
  html += `<div class="board-box"><div id="board" class="board" style="--zoom:${zoom}" role="group" aria-label="${escapeHtml(t("page-saboteur-mine"))}"><div></div>${COLS.split("").map((c) => `<div class="head">${c}</div>`).join("")}`;
  // A card laid or a goal turned since the last drawing of this round arrives.
  const board = { game: data.game, round: view.round, tunnels: view.board.tunnels, goals: goals.map((g) => !!g.revealed) };
  const before = shownBoard && shownBoard.game === board.game && shownBoard.round === board.round ? shownBoard : null;
  shownBoard = board;
  const arrived = (cell) => !!before && (cell in GOAL_CELLS
    ? board.goals[GOAL_CELLS[cell]] && !before.goals[GOAL_CELLS[cell]]
    : !!board.tunnels[cell] && before.tunnels[cell] !== board.tunnels[cell]);
  for (let row = 1; row <= 7; row++) {
    html += `<div class="head">${row}</div>`;
    for (const col of COLS) {
      const cell = `${col}${row}`;
      let inner = "";
      if (cell === "B4") inner = tunnelSvg({ open: "URDL", through: true }, `<text x="50" y="78" font-size="22" text-anchor="middle" fill="#2a1a0c">S</text>`, t("page-saboteur-start"));
      else if (cell in GOAL_CELLS) inner = goalSvg(goals[GOAL_CELLS[cell]], GOAL_CELLS[cell] + 1);
      else if (view.board.tunnels[cell]) inner = tunnelSvg(shapeOf(view.board.tunnels[cell]) || { open: "", through: false });
      const lit = cells.has(cell);
      html += `<div class="cell${lit ? " legal" : ""}${arrived(cell) ? " arrived" : ""}" data-cell="${cell}" data-drop="cell"${lit ? ` role="button" tabindex="0" data-key="cell-${cell}" aria-label="${escapeHtml(t("page-saboteur-lay-here", { cell }))}"` : ""}>${inner}</div>`;
    }
  }
  html += `</div></div>`;
  html += `<div id="sab-hand" role="group" aria-label="${escapeHtml(t("page-your-hand"))}" data-arrows>${view.hand.map((card, i) => {
    // Lit only where the card does more than be discarded (a broken tool blocks tunnels).
    const playable = actions.some((a) => a.card === i && a.type !== "discard");
    const usable = actions.some((a) => a.card === i);
    return `<button type="button" class="sab-card${chosen === i ? " selected" : ""}${playable ? " playable" : ""}" data-index="${i}" data-card="${escapeHtml(card)}" data-key="sab-${i}"` +
      `${playable ? ` data-drag="card"` : ""}${usable ? "" : " disabled"} aria-pressed="${chosen === i}">${cardSvg(card, chosen === i && turned)}</button>`;
  }).join("")}</div>`;
  if (view.phase && view.phase.share) {
    const share = { pool: view.phase.share.pool.map(String).join(", "), name: names[view.phase.share.choosers[0] - 1] || "" };
    html += `<p class="round-end">${escapeHtml(t("page-saboteur-share", share))}</p>`;
  }
  html += `<div id="sab-actions" class="group">`;
  if (canTurn) html += `<button type="button" id="sab-turn" data-turn data-key="sab-turn">${escapeHtml(turned ? t("page-saboteur-turn-back") : t("page-saboteur-turn"))}</button>`;
  const listed = actions.filter((a) => (a.card === chosen && a.type !== "at") || a.type === "take");
  html += listed.map((a) => `<button type="button" data-id="${a.id}" data-key="sab-action-${a.id}">${escapeHtml(describe(a))}</button>`).join("");
  if (!actions.length && !data.over) html += data.to_move != null ? `<span>${escapeHtml(t("page-thinking", { name: ui.name(data.to_move) }))}</span>` : "";
  else if (!data.over && chosen === null && !actions.some((a) => a.type === "take")) html += `<span>${escapeHtml(t("page-saboteur-choose"))}</span>`;
  html += `</div>`;
  ui.root.innerHTML = html;
}

function layAt(cell, data, ui) {
  const action = data.actions.find((a) => a.type === "at" && a.card === chosen && a.cell === cell && a.turned === turned);
  if (!action) {
    ui.error(t("page-cannot-go-there"));
    return;
  }
  reset();
  ui.act(action.id);
}

export function click(event, data, ui) {
  const zoomer = event.target.closest("[data-zoom]");
  if (zoomer) {
    zoom = Math.min(2, Math.max(0.6, zoom + 0.2 * Number(zoomer.dataset.zoom)));
    ui.keep(() => render(data, ui));
    return;
  }
  if (event.target.closest("[data-turn]")) {
    turned = !turned;
    ui.keep(() => render(data, ui));
    return;
  }
  const button = event.target.closest("[data-id]");
  if (button) {
    const action = data.actions.find((a) => String(a.id) === button.dataset.id);
    if (action) { reset(); ui.act(action.id); }
    return;
  }
  const card = event.target.closest(".sab-card");
  if (card && !card.disabled) {
    const n = Number(card.dataset.index);
    turned = false;
    chosen = chosen === n ? null : n;
    ui.keep(() => render(data, ui));
    return;
  }
  const cell = event.target.closest(".cell");
  if (cell && chosen !== null) layAt(cell.dataset.cell, data, ui);
}

export function drop(dragged, target, data, ui) {
  const cell = target.closest(".cell");
  if (!cell || dragged.dataset.index == null) return;
  chosen = Number(dragged.dataset.index);
  layAt(cell.dataset.cell, data, ui);
}

// The end: every goal turned up on the board, each round's roles and the gold shared.
export function ending(data, ui) {
  const view = data.view;
  const rounds = view.history.map((r) => {
    const roles = r.roles.map((role, i) => `${ui.name(i)}: ${t("page-saboteur-role", { role })}, ${t("page-saboteur-gold", { count: r.nuggets[i] })}`).join("; ");
    return `<p>${escapeHtml(t("page-saboteur-round-end", { round: r.round, gold: r.ending && r.ending.gold ? "yes" : "no", roles }))}</p>`;
  }).join("");
  const gold = view.players.map((p, i) => `${ui.name(i)} ${p.nuggets}`).join(", ");
  return `${rounds}<p><b>${escapeHtml(t("page-saboteur-nuggets", { gold }))}</b></p>`;
}

export function help() {
  return t("page-saboteur-help");
}
