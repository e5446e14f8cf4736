// Saboteur: its table drawn from the view and driven by the legal actions' text. A classic
// script loaded before app.js, whose shell (current, act, $...) it uses when called.

// ---- Saboteur ----
let sabCard = null; // the chosen card's number in the hand, from 1
let sabTurned = false;
const COLS = "ABCDEFGHIJK";
const TOOL = { pick: "\u26cf pick", lantern: "\ud83d\udd26 lantern", cart: "\ud83d\uded2 cart" };

// A shape as the engine writes it ("tunnel-URD", "dead-UR") as its open sides and
// whether its centre joins them.
function shapeOf(text) {
  const m = /^(tunnel|dead)-([URDL]*)$/.exec(String(text));
  return m ? { open: m[2], through: m[1] === "tunnel" } : null;
}

function turnedShape(shape) {
  const flip = { U: "D", D: "U", L: "R", R: "L" };
  return { open: "URDL".split("").filter((s) => shape.open.includes(flip[s])).join(""), through: shape.through };
}

// A tunnel card: passages open to the sides that are open; through a centre when the
// card joins them, or stopped short against rock when it is a dead end.
function tunnelSvg(shape, extra = "") {
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
  return (
    `<svg viewBox="0 0 100 140" xmlns="http://www.w3.org/2000/svg" data-open="${shape.open}" data-through="${shape.through}" role="img" aria-label="${shape.through ? "tunnel" : "dead end"} ${shape.open}">` +
    `<rect x="1" y="1" width="98" height="138" rx="6" fill="#6b4a2b" stroke="#2a1a0c" stroke-width="2"/>${body}${extra}</svg>`
  );
}

function labelSvg(lines, fill) {
  const text = lines.map((line, i) => `<text x="50" y="${62 + i * 22}" font-size="17" text-anchor="middle" fill="#fff">${escapeHtml(line)}</text>`).join("");
  return `<svg viewBox="0 0 100 140" xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${escapeHtml(lines.join(" "))}"><rect x="1" y="1" width="98" height="138" rx="6" fill="${fill}" stroke="#222" stroke-width="2"/>${text}</svg>`;
}

function sabCardSvg(card, turned) {
  const shape = shapeOf(card);
  if (shape) return tunnelSvg(turned ? turnedShape(shape) : shape);
  const [what, ...tools] = String(card).split("-");
  if (what === "map") return labelSvg(["Map"], "#2c5d8a");
  if (what === "rockfall") return labelSvg(["Rock", "fall"], "#555");
  if (what === "break") return labelSvg(["Break", ...tools], "#9b2226");
  if (what === "repair") return labelSvg(["Repair", ...tools], "#2d6a4f");
  return labelSvg([String(card)], "#444");
}

// A goal: face down until reached, its face shown to a player who mapped it.
function goalSvg(goal) {
  const shapeOfGoal = (known) => {
    const shape = known === "gold" ? { open: "URDL", through: true } : { open: known === "stone-DR" ? "RD" : "DL", through: true };
    return goal.turned ? turnedShape(shape) : shape;
  };
  if (goal.revealed && goal.known) {
    const mark = goal.known === "gold" ? `<circle cx="50" cy="70" r="16" fill="#f5c518" stroke="#8a6d1f" stroke-width="3"/>` : `<circle cx="50" cy="70" r="12" fill="#888"/>`;
    return tunnelSvg(shapeOfGoal(goal.known), mark);
  }
  const seen = goal.known ? `<text x="50" y="112" font-size="15" text-anchor="middle" fill="#ffd95e">(${goal.known === "gold" ? "gold" : "stone"})</text>` : "";
  return `<svg viewBox="0 0 100 140" xmlns="http://www.w3.org/2000/svg" role="img" aria-label="goal face down"><rect x="1" y="1" width="98" height="138" rx="6" fill="#1f3a5f" stroke="#0d1b2a" stroke-width="2"/><text x="50" y="82" font-size="44" text-anchor="middle" fill="#cfd8e3">?</text>${seen}</svg>`;
}

function sabActions() {
  return current.legal.map((text) => {
    let m;
    if ((m = /^play (\d+) at ([A-K])(\d+)( turned)?$/.exec(text))) return { text, type: "at", card: Number(m[1]), cell: m[2] + m[3], turned: !!m[4] };
    if ((m = /^play (\d+) on (\d+)(?: (\w+))?$/.exec(text))) return { text, type: "on", card: Number(m[1]), player: Number(m[2]) - 1, tool: m[3] || null };
    if ((m = /^map (\d+) with (\d+)$/.exec(text))) return { text, type: "map", goal: Number(m[1]), card: Number(m[2]) };
    if ((m = /^discard (\d+)$/.exec(text))) return { text, type: "discard", card: Number(m[1]) };
    if ((m = /^take (\d+)$/.exec(text))) return { text, type: "take", gold: Number(m[1]) };
    return { text, type: "other" };
  });
}

function renderSaboteur(data) {
  const view = data.view;
  const actions = sabActions();
  if (sabCard && !actions.some((a) => a.card === sabCard)) { sabCard = null; sabTurned = false; }
  const mine = actions.filter((a) => a.card === sabCard);
  const cells = new Set(mine.filter((a) => a.type === "at" && a.turned === sabTurned).map((a) => a.cell));
  const canTurn = mine.some((a) => a.type === "at" && a.turned);
  const goalCells = { J2: 0, J4: 1, J6: 2 };
  const names = data.names;
  let html = `<p>You are a <b>${escapeHtml(view.role)}</b>. Round ${view.round} of ${view.rounds} · stock ${view.stock} · gold left ${view.gold_left}</p>`;
  const mover = view.phase && view.phase.play ? view.phase.play.to_move - 1 : null;
  html += `<div class="sab-players">${view.players.map((p, i) =>
    `<span class="chip${i === mover ? " to-move" : ""}" data-seat="${i}"><b>${escapeHtml(names[i] || p.name)}</b> · ${p.hand_size} cards · ${p.nuggets} gold${p.broken.length ? ` · broken: <span class="broken">${p.broken.map((t) => escapeHtml(TOOL[t] || t)).join(", ")}</span>` : ""}</span>`).join("")}</div>`;
  html += `<div id="board" class="board"><div></div>${COLS.split("").map((c) => `<div class="head">${c}</div>`).join("")}`;
  for (let row = 1; row <= 7; row++) {
    html += `<div class="head">${row}</div>`;
    for (const col of COLS) {
      const cell = `${col}${row}`;
      let inner = "";
      if (cell === "B4") inner = tunnelSvg({ open: "URDL", through: true }, `<text x="50" y="78" font-size="22" text-anchor="middle" fill="#2a1a0c">S</text>`);
      else if (cell in goalCells) inner = goalSvg(view.board.goals[goalCells[cell]]);
      else if (view.board.tunnels[cell]) inner = tunnelSvg(shapeOf(view.board.tunnels[cell]) || { open: "", through: false });
      html += `<div class="cell${cells.has(cell) ? " legal" : ""}" data-cell="${cell}">${inner}</div>`;
    }
  }
  html += `</div>`;
  html += `<div id="sab-hand">${view.hand.map((card, i) =>
    `<button type="button" class="sab-card${sabCard === i + 1 ? " selected" : ""}${actions.some((a) => a.card === i + 1) ? " playable" : ""}" data-index="${i + 1}" data-card="${escapeHtml(card)}">${sabCardSvg(card, sabCard === i + 1 && sabTurned)}</button>`).join("")}</div>`;
  if (view.phase && view.phase.share) {
    html += `<p class="round-end">The diggers reached the gold! Gold cards to share: ${view.phase.share.pool.map((g) => escapeHtml(String(g))).join(", ")}; ${escapeHtml(names[view.phase.share.choosers[0] - 1] || "")} chooses.</p>`;
  }
  if (view.history.length) {
    html += `<div class="rounds">${view.history.map((r) => {
      const won = r.ending && r.ending.gold ? "the diggers reached the gold" : "the saboteurs held";
      const roles = r.roles.map((role, i) => `${escapeHtml(names[i])}: ${escapeHtml(role)}, ${r.nuggets[i]} gold`).join("; ");
      return `<p class="round-end">Round ${r.round}: ${won}. ${roles}.</p>`;
    }).join("")}</div>`;
  }
  if (data.over && data.points) html += `<p class="scores"><b>Scores: ${data.points.map((p, s) => `${escapeHtml(names[s])} ${p}`).join(", ")}</b></p>`;
  $("generic-view").innerHTML = html;

  const box = $("generic-actions");
  box.innerHTML = "";
  if (canTurn) {
    const turn = document.createElement("button");
    turn.type = "button";
    turn.id = "sab-turn";
    turn.textContent = sabTurned ? "Turn back" : "Turn the card";
    turn.addEventListener("click", () => { sabTurned = !sabTurned; renderSaboteur(current); });
    box.appendChild(turn);
  }
  const describe = (a) => {
    if (a.type === "on") return `On ${names[a.player] || a.player + 1}${a.tool ? ` (${a.tool})` : ""}`;
    if (a.type === "map") return `Look at goal ${a.goal}`;
    if (a.type === "discard") return "Discard it";
    if (a.type === "take") return `Take ${a.gold} gold`;
    return a.text;
  };
  for (const a of actions.filter((a) => (a.card === sabCard && a.type !== "at") || a.type === "take" || a.type === "other")) {
    box.appendChild(button(describe(a), a.text));
  }
  if (!data.legal.length && !data.over) box.textContent = data.to_move != null ? `${nameOf(data.to_move)} is thinking\u2026` : "";
  else if (!sabCard && !actions.some((a) => a.type === "take")) box.insertAdjacentHTML("beforeend", "<span>Choose a card from your hand.</span>");
}

function saboteurClick(event) {
  if (!current || current.kind !== "saboteur" || busy) return;
  const card = event.target.closest(".sab-card");
  if (card) {
    const n = Number(card.dataset.index);
    sabTurned = false;
    sabCard = sabCard === n ? null : n;
    renderSaboteur(current);
    return;
  }
  const cell = event.target.closest(".cell");
  if (cell && sabCard) {
    const a = sabActions().find((a) => a.type === "at" && a.card === sabCard && a.cell === cell.dataset.cell && a.turned === sabTurned);
    if (a) { sabCard = null; sabTurned = false; act(a.text); }
    else showError("That card cannot go there.");
  }
}
