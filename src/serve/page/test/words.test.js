import { test } from "node:test";
import assert from "node:assert/strict";
import { format, listOf, setWords, t } from "../words.js";
import { speak } from "./speak.js";

test("a pattern's text, variables and selections", () => {
  const parts = ["Hi ", { var: "name" }, { select: "you", variants: [["yes", [" (you)"]], ["no", [""]]], other: 1 }];
  assert.equal(format(parts, { name: "Ala", you: "yes" }), "Hi Ala (you)");
  assert.equal(format(parts, { name: "Ala", you: "maybe" }), "Hi Ala");
  // A variable nobody gave shows, rather than hiding the mistake.
  assert.equal(format(["Hi ", { var: "name" }], {}), "Hi {$name}");
});

test("counts choose their plural form by the language's rules, exact numbers first", () => {
  const parts = [{ select: "n", variants: [["0", ["none"]], ["one", ["one"]], ["few", ["few"]], ["many", ["many"]]], other: 3 }];
  const forms = (lang) => [0, 1, 2, 5, 11, 12, 21, 22, 25, 111].map((n) => format(parts, { n }, lang));
  assert.deepEqual(forms("pl"), ["none", "one", "few", "many", "many", "many", "many", "few", "many", "many"]);
  assert.deepEqual(forms("en"), ["none", "one", "many", "many", "many", "many", "many", "many", "many", "many"]);
});

test("the page's words in Polish, with Polish plurals", () => {
  speak("pl");
  const cards = [1, 2, 5, 12, 22, 25].map((count) => t("page-cards", { count }));
  assert.deepEqual(cards, ["1 karta", "2 karty", "5 kart", "12 kart", "22 karty", "25 kart"]);
  assert.equal(t("page-makao-call", { call: "po-makale" }), "Po makale!");
  assert.equal(t("page-makao-move", { move: "draw", next: "no" }), "Dobierz kartę");
  assert.equal(t("page-card-name", { rank: "Q", suit: "H" }), "dama kier");
  assert.equal(listOf(["Ala", "Ola", "Ela"]), "Ala, Ola i Ela");
  // A message nobody sent reads as its id.
  assert.equal(t("page-no-such-message"), "page-no-such-message");
});

test("every English message has its Polish one", () => {
  speak("en");
  const english = t("page-start");
  assert.equal(english, "Start");
  assert.equal(t("page-cards", { count: 1 }), "1 card");
  assert.equal(t("page-cards", { count: 3 }), "3 cards");
  setWords("en", {});
  assert.equal(t("page-start"), "page-start");
});
