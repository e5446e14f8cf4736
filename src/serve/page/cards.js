// Cards and icons drawn as SVG, and their names in words: pure functions of their
// arguments and the page's words (words.js), so they are unit-tested under Node
// (test/*.test.js).

import { t } from "./words.js";

export const SUIT_SYMBOL = { S: "\u2660", H: "\u2665", D: "\u2666", C: "\u2663" };
// The four-colour deck's inks (spades black, hearts red, diamonds blue, clubs green),
// for players who tell suits apart by colour; the two-colour deck's otherwise.
const INK = { two: { S: "#111", C: "#111", H: "#c8102e", D: "#c8102e" },
  four: { S: "#111", C: "#1b7a2b", H: "#c8102e", D: "#1457c0" } };

export function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]));
}

// A card as the server writes it ("10D", "QS", "7h") as its rank and suit letter.
export function splitCard(text) {
  const t = String(text).toUpperCase();
  const rank = t.slice(0, -1);
  return { rank: rank === "T" ? "10" : rank, suit: t.slice(-1) };
}

export function isRed(suit) {
  return suit === "H" || suit === "D";
}

// "7♥"
export function cardLabel(text) {
  const { rank, suit } = splitCard(text);
  return rank + (SUIT_SYMBOL[suit] || suit);
}

// "seven of hearts", as a screen reader says a card (in the reader's language).
export function cardName(text) {
  const { rank, suit } = splitCard(text);
  return t("page-card-name", { rank, suit });
}

// One card face: corner indices and a large centre mark (a framed letter on court cards).
export function cardSvg(text, deck = "two") {
  const { rank, suit } = splitCard(text);
  const colour = (INK[deck] || INK.two)[suit] || "#111";
  const sym = SUIT_SYMBOL[suit] || "?";
  const face = ["J", "Q", "K"].includes(rank);
  const r = escapeHtml(rank);
  const centre = face
    ? `<rect x="22" y="30" width="56" height="80" rx="6" fill="#f3f0e6" stroke="${colour}" stroke-width="1.5"/>` +
      `<text x="50" y="78" font-size="40" font-weight="700" text-anchor="middle" fill="${colour}" font-family="Georgia, serif">${r}</text>` +
      `<text x="50" y="102" font-size="20" text-anchor="middle" fill="${colour}">${sym}</text>`
    : `<text x="50" y="${rank === "A" ? 92 : 88}" font-size="${rank === "A" ? 58 : 46}" text-anchor="middle" fill="${colour}">${sym}</text>`;
  return (
    `<svg viewBox="0 0 100 140" xmlns="http://www.w3.org/2000/svg" data-card="${escapeHtml(text)}" role="img" aria-label="${escapeHtml(cardName(text))}">` +
    `<rect x="1.5" y="1.5" width="97" height="137" rx="9" fill="#fffdf7" stroke="#999" stroke-width="1.5"/>` +
    `<g fill="${colour}" font-family="Georgia, serif" font-weight="700">` +
    `<text x="8" y="24" font-size="21">${r}</text><text x="8" y="42" font-size="17">${sym}</text>` +
    `<g transform="rotate(180 50 70)"><text x="8" y="24" font-size="21">${r}</text><text x="8" y="42" font-size="17">${sym}</text></g>` +
    `</g>${centre}</svg>`
  );
}

// A card's back: a lattice of diagonal lines inside the frame (no pattern ids, which
// would clash between backs).
export function backSvg(label = t("page-card-down")) {
  const [x0, y0, x1, y1] = [8, 8, 92, 132];
  let lines = "";
  for (let c = x0 - y1 + 6; c < x1 - y0; c += 12) {
    // x - y = c, falling to the right; then x + y = d, rising.
    const ax = Math.max(x0, y0 + c);
    const bx = Math.min(x1, y1 + c);
    lines += `M${ax} ${ax - c}L${bx} ${bx - c}`;
  }
  for (let d = x0 + y0 + 6; d < x1 + y1; d += 12) {
    const ax = Math.max(x0, d - y1);
    const bx = Math.min(x1, d - y0);
    lines += `M${ax} ${d - ax}L${bx} ${d - bx}`;
  }
  return (
    `<svg viewBox="0 0 100 140" xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${escapeHtml(label)}">` +
    `<rect x="1.5" y="1.5" width="97" height="137" rx="9" fill="#fffdf7" stroke="#777" stroke-width="1.5"/>` +
    `<rect x="8" y="8" width="84" height="124" rx="5" fill="#a3162c"/>` +
    `<path d="${lines}" stroke="#d9485f" stroke-width="2"/></svg>`
  );
}

// Keys that tell the cards on screen apart, for following each from one drawing to the
// next: the card's code (any case), then how many of that code came before it, so two
// equal cards (Saboteur's tunnels) stay two.
export function placeKeys(codes) {
  const seen = new Map();
  return codes.map((code) => {
    const key = String(code).toUpperCase();
    const n = seen.get(key) || 0;
    seen.set(key, n + 1);
    return `${key}#${n}`;
  });
}

// Small icons as SVG (no emoji, which some systems draw as empty boxes).
const ICON_PATH = {
  // A pick: a curved head on a handle.
  pick: `<path d="M3 7 Q12 1 21 7" fill="none" stroke-width="2.5"/><path d="M12 4 L12 22" stroke-width="2.5"/>`,
  // A lantern: a handle, a body and a flame.
  lantern: `<path d="M9 4 Q12 1 15 4" fill="none" stroke-width="2"/><rect x="7" y="5" width="10" height="14" rx="2" fill="none" stroke-width="2"/><path d="M12 9 Q14 12 12 15 Q10 12 12 9Z"/><path d="M6 21 H18" stroke-width="2"/>`,
  // A mine cart: a tub on two wheels.
  cart: `<path d="M3 7 H21 L18 16 H6 Z" fill="none" stroke-width="2"/><circle cx="8" cy="19" r="2"/><circle cx="16" cy="19" r="2"/>`,
  copy: `<rect x="8" y="8" width="12" height="13" rx="2" fill="none" stroke-width="2"/><path d="M4 16 V4 H15" fill="none" stroke-width="2"/>`,
  help: `<circle cx="12" cy="12" r="10" fill="none" stroke-width="2"/><path d="M9 9 Q9 6 12 6 Q15 6 15 9 Q15 11 12 12 V14" fill="none" stroke-width="2"/><circle cx="12" cy="17.5" r="1.3"/>`,
  broken: `<path d="M4 4 L20 20 M20 4 L4 20" stroke-width="3"/>`,
};

export function icon(name, label = name) {
  const hidden = label === "" ? ` aria-hidden="true"` : ` role="img" aria-label="${escapeHtml(label)}"`;
  return `<svg class="icon" viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" stroke="currentColor"${hidden}>${ICON_PATH[name] || ""}</svg>`;
}
