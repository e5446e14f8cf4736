import { test } from "node:test";
import assert from "node:assert/strict";
import { choose, describeLay, describeOther, explainOther, laysOf, matching, startsWith } from "../makao.js";
import { speak } from "./speak.js";

speak("en");

const actions = [
  { id: 0, type: "lay", cards: ["7H"], choice: null },
  { id: 1, type: "lay", cards: ["7H", "7S"], choice: null },
  { id: 2, type: "lay", cards: ["7S", "7H"], choice: null },
  { id: 3, type: "lay", cards: ["AS"], choice: { suit: "H" } },
  { id: 4, type: "lay", cards: ["AS"], choice: { suit: "S" } },
  { id: 5, type: "draw" },
];
const lays = laysOf(actions);

test("only lays are lays", () => {
  assert.equal(lays.length, 5);
  assert.ok(startsWith(["7H", "7S"], ["7H"]));
  assert.ok(!startsWith(["7H"], ["7H", "7S"]));
});

test("clicking cards builds a lay in the order clicked", () => {
  assert.deepEqual(choose(lays, [], "7H"), ["7H"]);
  assert.deepEqual(choose(lays, ["7H"], "7S"), ["7H", "7S"]);
  // A card that goes on no lay from here starts a new one, or is refused.
  assert.deepEqual(choose(lays, ["7H"], "AS"), ["AS"]);
  assert.equal(choose(lays, [], "KD"), null);
  // Clicked again: back to before it.
  assert.deepEqual(choose(lays, ["7H", "7S"], "7S"), ["7H"]);
});

test("a lay with choices waits for the choice; a longer one may follow", () => {
  const ace = matching(lays, ["AS"]);
  assert.equal(ace.exact.length, 2);
  assert.equal(ace.longer, false);
  const seven = matching(lays, ["7H"]);
  assert.equal(seven.exact.length, 1);
  assert.equal(seven.longer, true);
});

test("moves in words", () => {
  const names = ["You", "Computer"];
  assert.equal(describeLay(lays[1], names), "Lay 7\u2665 7\u2660");
  assert.equal(describeLay(lays[3], names), "Lay A\u2660: suit \u2665 hearts");
  assert.equal(describeLay({ cards: ["JC"], choice: { demand: "7" } }, names), "Lay J\u2663: demand 7s");
  assert.equal(describeLay({ cards: ["JC"], choice: null }, names), "Lay J\u2663: demand nothing");
  assert.equal(describeLay({ cards: ["KC"], choice: { swap: 1 } }, names), "Lay K\u2663: swap hands with Computer");
  assert.equal(describeOther({ type: "pass" }, "after_penalty"), "Lay nothing: next player");
  assert.equal(describeOther({ type: "pass" }, "drawn"), "Keep the drawn card");
  assert.equal(describeOther({ type: "challenge" }, "challenge"), "Point out the missing makao!");
});

test("every move that lays nothing is explained", () => {
  for (const type of ["draw", "take", "wait", "pass", "accept", "block", "say", "keep", "turn", "challenge", "forgive"]) {
    assert.notEqual(explainOther(type), "", type);
  }
});
