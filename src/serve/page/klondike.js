// Klondike: its table drawn from the view and driven by the legal actions' text. A classic
// script loaded before app.js, whose shell (current, act, $...) it uses when called.

// ---- Klondike ----
// Piles by the letters the engine reads: A-G the columns, V the waste, W-Z the
// foundations, U turns the stock. A move is "from [count] to": "EW", "C3A".
let pick = null; // { from, count } chosen by a click or a drag

function klondikeMoves() {
  return current.legal.map((text) => {
    const m = /^([A-GV-Z])(\d*)([A-GV-Z])$/.exec(text);
    return m ? { text, from: m[1], count: m[2] ? Number(m[2]) : 1, to: m[3] } : { text, from: null };
  });
}

function klondikeTo(to) {
  if (!pick) return false;
  const move = klondikeMoves().find((m) => m.from === pick.from && m.count === pick.count && m.to === to);
  pick = null;
  if (move) { act(move.text); return true; }
  renderKlondike(current);
  showError("That card cannot go there.");
  return false;
}

function klondikeCard(card, from, count, movable) {
  const chosen = pick && pick.from === from && pick.count === count;
  return `<div class="kcard${movable ? " movable" : ""}${chosen ? " chosen" : ""}" data-card="${escapeHtml(card)}" data-from="${from}" data-count="${count}" draggable="${movable}">${cardSvg(card)}</div>`;
}

function renderKlondike(data) {
  const view = data.view;
  const moves = klondikeMoves();
  const movable = (from, count) => moves.some((m) => m.from === from && m.count === count);
  const targets = new Set(pick ? moves.filter((m) => m.from === pick.from && m.count === pick.count).map((m) => m.to) : []);
  const slot = (to, inner, title) => `<div class="kpile${targets.has(to) ? " target" : ""}" data-to="${to}" title="${title}">${inner}</div>`;
  let html = `<div class="row">`;
  html += `<div class="kpile stock${data.legal.includes("U") ? " can-turn" : ""}" id="kstock" title="stock: turn">${view.stock ? backSvg() : ""}<div>${view.stock}</div></div>`;
  const waste = view.waste.length ? klondikeCard(view.waste[view.waste.length - 1], "V", 1, movable("V", 1)) : "";
  html += `<div class="kpile" data-to="V" title="waste">${waste}</div><span class="slot-gap"></span>`;
  html += view.foundations.map((f, i) => {
    const to = "WXYZ"[i];
    return slot(to, f.length ? klondikeCard(f[f.length - 1], to, 1, movable(to, 1)) : "", "foundation");
  }).join("");
  html += `</div><div class="row">`;
  html += view.columns.map((column, i) => {
    const from = "ABCDEFG"[i];
    const down = Array.from({ length: column.down }, () => `<div class="kcard down">${backSvg()}</div>`).join("");
    const up = column.up.map((card, j) => klondikeCard(card, from, column.up.length - j, movable(from, column.up.length - j))).join("");
    return `<div class="kcolumn${targets.has(from) ? " target" : ""}" data-to="${from}">${down}${up}</div>`;
  }).join("");
  html += `</div><div class="kstatus">Moves: <span id="kmoves">${view.moves}</span> · draw ${view.draw === "three" ? 3 : 1}`;
  if (data.over) html += ` · <b>Won!</b>`;
  if (data.seed != null) html += ` · seed <span id="kseed">${data.seed}</span>`;
  html += `</div>`;
  $("generic-view").innerHTML = html;
  const actions = $("generic-actions");
  actions.innerHTML = "";
  const commands = [["undo", "Undo"], ["auto", "Auto"], ["tip", "Tip"], ["hint", "Hint"]];
  for (const [name, label] of commands) {
    const b = document.createElement("button");
    b.type = "button";
    b.id = `k-${name}`;
    b.textContent = label;
    if (name === "tip") b.title = "The next move of a player that sees only what you see";
    if (name === "hint") b.title = "The solver's next move: it looks at the face-down cards";
    b.addEventListener("click", () => command(name));
    actions.appendChild(b);
  }
}

async function command(name) {
  if (busy || !current) return;
  busy = true;
  document.body.dataset.state = "busy";
  try {
    pick = null;
    render(await api("POST", `${current.game}/command`, { command: name }));
  } catch (err) {
    showError(err.message);
  } finally {
    busy = false;
    settle();
  }
}

// The last click on a card, so that a second one on the same card soon after is a
// double-click: the first click re-draws the piles, so the browser's own dblclick never
// reaches the card clicked.
let lastCardClick = null;
const DOUBLE_CLICK_MS = 450;

function klondikeClick(event) {
  if (!current || current.kind !== "klondike" || busy) return;
  if (event.target.closest("#kstock")) { if (current.legal.includes("U")) act("U"); return; }
  const card = event.target.closest(".kcard.movable");
  const pile = event.target.closest("[data-to]");
  const now = Date.now();
  const key = card ? `${card.dataset.from}/${card.dataset.count}` : null;
  const double = key !== null && lastCardClick && lastCardClick.key === key && now - lastCardClick.at < DOUBLE_CLICK_MS;
  lastCardClick = key === null || double ? null : { key, at: now };
  if (double && klondikeToFoundation(card)) return;
  if (card && pick && pick.from === card.dataset.from && pick.count === Number(card.dataset.count)) {
    pick = null;
  } else if (pick && pile && pile.dataset.to !== pick.from) {
    klondikeTo(pile.dataset.to);
    return;
  } else {
    pick = card ? { from: card.dataset.from, count: Number(card.dataset.count) } : null;
  }
  renderKlondike(current);
}

// A double-click (or double-tap) sends a card to its foundation, when it may go there.
function klondikeToFoundation(card) {
  if (Number(card.dataset.count) !== 1) return false;
  const move = klondikeMoves().find((m) => m.from === card.dataset.from && m.count === 1 && "WXYZ".includes(m.to));
  if (!move) return false;
  pick = null;
  act(move.text);
  return true;
}
