import { test } from "node:test";
import assert from "node:assert/strict";
import { cardWords, describe, shapeOf, turnedShape } from "../saboteur.js";
import { speak } from "./speak.js";

speak("en");

test("tunnel shapes and their turned sides", () => {
  assert.deepEqual(shapeOf("tunnel-URD"), { open: "URD", through: true });
  assert.deepEqual(shapeOf("dead-UR"), { open: "UR", through: false });
  assert.equal(shapeOf("map"), null);
  assert.deepEqual(turnedShape({ open: "UR", through: true }), { open: "DL", through: true });
});

test("cards as people say them", () => {
  assert.equal(cardWords("tunnel-URD"), "tunnel open up, right, and down");
  assert.equal(cardWords("dead-U"), "dead end open up");
  assert.equal(cardWords("break-lantern"), "broken lantern");
  assert.equal(cardWords("repair-pick-cart"), "repair pick or cart");
  assert.equal(cardWords("map"), "map");
});

test("moves off the board are the server's words, with a capital", () => {
  assert.equal(describe({ type: "on", words: "break Computer 1's pick" }), "Break Computer 1's pick");
  assert.equal(describe({ type: "take", words: "узми карту злата" }), "Узми карту злата");
  assert.equal(describe({ type: "map" }), "Map");
});
