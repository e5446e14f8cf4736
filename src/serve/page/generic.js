// A game with no picture of its own (Nim, the test-only game): its view as text and
// its moves as buttons, each with the words the server gives it.

import { escapeHtml } from "./cards.js";
import { t } from "./words.js";

export function reset() {}

export function render(data, ui) {
  const buttons = data.actions.map((a) =>
    `<button type="button" data-id="${a.id}" data-key="action-${a.id}">${escapeHtml(a.words || a.type)}</button>`).join("");
  ui.root.innerHTML = `<pre class="generic-view">${escapeHtml(JSON.stringify(data.view, null, 1))}</pre><div class="group">${buttons}</div>`;
}

export function click(event, data, ui) {
  const button = event.target.closest("[data-id]");
  if (button) ui.act(Number(button.dataset.id));
}

export function drop() {}

export function ending() {
  return "";
}

export function help() {
  return t("page-generic-help");
}
