// The page's words: the messages of locales/<lang>/page.ftl in the reader's language,
// which the server sends parsed (GET api/words), formatted here with the language's own
// plural rules (Intl.PluralRules), so the scripts keep no sentence of their own.
//
// A message is a list of parts: text; {var: name}; or {select: name, variants:
// [[key, parts]...], other: index}, a key being a value ("yes", "3") or a plural
// category ("one", "few", "many", "other").

let messages = {};
let language = "en";

// Speak `lang` with `table` (the server's `messages`) from now on.
export function setWords(lang, table) {
  language = lang || "en";
  messages = table || {};
}

export function currentLanguage() {
  return language;
}

// `parts` with `args` filled in, in `lang`.
export function format(parts, args = {}, lang = "en") {
  return parts.map((part) => {
    if (typeof part === "string") return part;
    if (part.var !== undefined) return part.var in args ? String(args[part.var]) : `{$${part.var}}`;
    if (part.select !== undefined) {
      const value = args[part.select];
      const { variants } = part;
      let chosen = variants.find(([key]) => key === String(value));
      if (!chosen && typeof value === "number") {
        const category = new Intl.PluralRules(lang).select(value);
        chosen = variants.find(([key]) => key === category);
      }
      return format((chosen || variants[part.other] || ["", []])[1], args, lang);
    }
    return "";
  }).join("");
}

// The message `id` with `args`; a message nobody sent reads as its id, so it shows.
export function t(id, args = {}) {
  const parts = messages[id];
  return parts ? format(parts, args, language) : id;
}

// Names joined as the language joins them: "Ala, Ola and Ela", "Ala, Ola i Ela".
export function listOf(items) {
  try {
    return new Intl.ListFormat(language, { type: "conjunction" }).format(items);
  } catch (err) {
    return items.join(", ");
  }
}

// The page's fixed words (index.html): each element's `data-t` message as its text,
// and `data-t-title`, `data-t-label` (aria-label) and `data-t-placeholder` likewise.
export function translatePage(root) {
  root.documentElement.lang = language;
  root.documentElement.classList.remove("untranslated");
  for (const element of root.querySelectorAll("[data-t]")) element.textContent = t(element.dataset.t);
  for (const element of root.querySelectorAll("[data-t-title]")) element.title = t(element.dataset.tTitle);
  for (const element of root.querySelectorAll("[data-t-label]")) element.setAttribute("aria-label", t(element.dataset.tLabel));
  for (const element of root.querySelectorAll("[data-t-placeholder]")) element.placeholder = t(element.dataset.tPlaceholder);
}
