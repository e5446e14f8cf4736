import { test } from "node:test";
import assert from "node:assert/strict";
import { movesOf, toFoundation } from "../klondike.js";
import { speak } from "./speak.js";

speak("en");

const actions = [
  { id: 0, type: "turn" },
  { id: 1, type: "move", from: "E", count: 1, to: "W" },
  { id: 2, type: "move", from: "E", count: 1, to: "C" },
  { id: 3, type: "move", from: "C", count: 2, to: "F" },
];

test("a card's moves, by its pile and the cards taken with it", () => {
  assert.deepEqual(movesOf(actions, "E", 1).map((m) => m.id), [1, 2]);
  assert.deepEqual(movesOf(actions, "C", 2).map((m) => m.to), ["F"]);
  assert.deepEqual(movesOf(actions, "C", 1), []);
});

test("a double-click sends a card up only where it may go up", () => {
  assert.equal(toFoundation(actions, "E").id, 1);
  assert.equal(toFoundation(actions, "C"), null);
});
