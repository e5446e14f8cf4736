import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { markdown } from "../markdown.js";

test("the rules pages' Markdown", () => {
  const html = markdown("# Title\n\nSome **bold** and *slanted* `code`.\n\n- one\n- two\n  more\n\n1. first\n");
  assert.equal(html, "<h2>Title</h2>\n<p>Some <strong>bold</strong> and <em>slanted</em> <code>code</code>.</p>\n<ul>\n<li>one</li>\n<li>two more</li>\n</ul>\n<ol>\n<li>first</li>\n</ol>");
  assert.match(markdown("| a | b |\n|---|---|\n| 1 | 2 |"), /<table><thead><tr><th>a<\/th><th>b<\/th><\/tr><\/thead><tbody><tr><td>1<\/td><td>2<\/td><\/tr><\/tbody><\/table>/);
});

test("no markup passes through", () => {
  assert.equal(markdown("<script>x</script>"), "<p>&lt;script&gt;x&lt;/script&gt;</p>");
});

test("every game's rules page reads", () => {
  for (const game of ["makao", "klondike", "saboteur"]) {
    const html = markdown(readFileSync(new URL(`../../../../docs/rules/${game}.md`, import.meta.url), "utf8"));
    assert.match(html, /^<h2>/);
    assert.match(html, /<h3>Playing here<\/h3>/);
  }
});
