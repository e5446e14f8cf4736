// The rules pages (docs/rules/*.md, embedded in the server) as HTML: the little of
// Markdown they use (headings, paragraphs, lists, tables, bold, italics, code), every
// character of the text escaped first. A pure function, unit-tested.

import { escapeHtml } from "./cards.js";

function inline(text) {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, "<code>$1</code>")
    .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>")
    .replace(/(^|[^*])\*([^*\s][^*]*)\*/g, "$1<em>$2</em>");
}

function cells(line) {
  return line.trim().replace(/^\||\|$/g, "").split("|").map((cell) => cell.trim());
}

export function markdown(source) {
  const lines = String(source).replace(/\r/g, "").split("\n");
  const out = [];
  let paragraph = [];
  let list = null; // "ul" or "ol"
  const flush = () => {
    if (paragraph.length) out.push(`<p>${inline(paragraph.join(" "))}</p>`);
    paragraph = [];
    if (list) out.push(`</${list}>`);
    list = null;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    let m;
    if ((m = /^(#{1,4})\s+(.*)$/.exec(line))) {
      flush();
      const level = Math.min(6, m[1].length + 1);
      out.push(`<h${level}>${inline(m[2])}</h${level}>`);
    } else if ((m = /^\s*[-*]\s+(.*)$/.exec(line)) || (m = /^\s*\d+[.)]\s+(.*)$/.exec(line))) {
      const kind = /^\s*\d/.test(line) ? "ol" : "ul";
      if (paragraph.length) { out.push(`<p>${inline(paragraph.join(" "))}</p>`); paragraph = []; }
      if (list !== kind) { if (list) out.push(`</${list}>`); out.push(`<${kind}>`); list = kind; }
      out.push(`<li>${inline(m[1])}</li>`);
    } else if (/^\s*\|/.test(line) && i + 1 < lines.length && /^\s*\|?\s*:?-+/.test(lines[i + 1])) {
      flush();
      const head = cells(line);
      i += 1;
      const rows = [];
      while (i + 1 < lines.length && /^\s*\|/.test(lines[i + 1])) rows.push(cells(lines[++i]));
      out.push(`<table><thead><tr>${head.map((c) => `<th>${inline(c)}</th>`).join("")}</tr></thead><tbody>` +
        rows.map((row) => `<tr>${row.map((c) => `<td>${inline(c)}</td>`).join("")}</tr>`).join("") + `</tbody></table>`);
    } else if (line.trim() === "") {
      flush();
    } else if (list && /^\s+\S/.test(line)) {
      // A list item's continued line.
      out[out.length - 1] = out[out.length - 1].replace(/<\/li>$/, ` ${inline(line.trim())}</li>`);
    } else {
      if (list) { out.push(`</${list}>`); list = null; }
      paragraph.push(line.trim());
    }
  }
  flush();
  return out.join("\n");
}
