// The page's words for the unit tests: the server's own answer to GET api/words, kept
// in words-<lang>.json (a Rust test keeps the files equal to what the server sends).
import { readFileSync } from "node:fs";
import { setWords } from "../words.js";

export function speak(lang) {
  const words = JSON.parse(readFileSync(new URL(`./words-${lang}.json`, import.meta.url), "utf8"));
  setWords(words.lang, words.messages);
}
