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

test("moves off the board in words", () => {
  const names = ["You", "Computer 1"];
  assert.equal(describe({ type: "on", player: 1, tool: null }, names), "On Computer 1");
  assert.equal(describe({ type: "on", player: 0, tool: "cart" }, names), "On You (the cart)");
  assert.equal(describe({ type: "map", goal: 2 }, names), "Look at goal 3 (bottom)");
  assert.equal(describe({ type: "take", gold: 1 }, names), "Take the card of 1 gold nugget");
});
