import { test } from "node:test";
import assert from "node:assert/strict";
import { backSvg, cardLabel, cardName, cardSvg, escapeHtml, icon, placeKeys, splitCard } from "../cards.js";
import { speak } from "./speak.js";

speak("en");

test("cards are named as people say them", () => {
  assert.equal(cardName("7H"), "seven of hearts");
  assert.equal(cardName("10d"), "ten of diamonds");
  assert.equal(cardName("QS"), "queen of spades");
  assert.equal(cardLabel("AC"), "A\u2663");
  assert.deepEqual(splitCard("th"), { rank: "10", suit: "H" });
});

test("cards are named in the reader's language", () => {
  speak("pl");
  assert.equal(cardName("7H"), "siódemka kier");
  assert.equal(cardName("AS"), "as pik");
  assert.match(backSvg(), /aria-label="karta zakryta"/);
  speak("en");
});

test("text is escaped wherever it enters markup", () => {
  assert.equal(escapeHtml(`<a href="x">'&'</a>`), "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  assert.ok(!cardSvg("<b>").includes("<b>"));
  assert.ok(!icon("pick", `"><script>`).includes("<script>"));
});

test("a card's picture carries its name for screen readers", () => {
  assert.match(cardSvg("KH"), /aria-label="king of hearts"/);
  assert.match(backSvg(), /aria-label="card face down"/);
  // The four-colour deck draws diamonds blue and clubs green.
  assert.match(cardSvg("5D", "four"), /#1457c0/);
  assert.match(cardSvg("5C", "four"), /#1b7a2b/);
  assert.doesNotMatch(cardSvg("5D"), /#1457c0/);
});


test("equal cards on screen keep keys of their own, whatever the case of their codes", () => {
  assert.deepEqual(placeKeys(["7h", "tunnel-UR", "7H", "tunnel-UR"]), ["7H#0", "TUNNEL-UR#0", "7H#1", "TUNNEL-UR#1"]);
});
