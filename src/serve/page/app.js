// The page's entry, a classic script: it loads the table's shell (shell.js), an ES
// module that speaks to the server's api/ and draws each game with that game's module;
// a browser that cannot load modules is told so instead of showing a blank table, in
// the reader's language where the server can still be asked for it.
"use strict";
import("./shell.js").catch((err) => {
  const welcome = document.getElementById("welcome");
  document.documentElement.classList.remove("untranslated");
  if (!welcome) return;
  welcome.textContent = err.message;
  fetch("api/words")
    .then((response) => response.json())
    .then((words) => {
      const parts = (words.messages && words.messages["page-too-old"]) || [];
      welcome.textContent = `${parts.join("")} (${err.message})`;
    })
    .catch(() => {});
});
