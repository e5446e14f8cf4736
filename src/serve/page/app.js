// The page's entry, a classic script: it loads the table's shell (shell.js), an ES
// module that speaks to the server's api/ and draws each game with that game's module;
// a browser that cannot load modules is told so instead of showing a blank table.
"use strict";
import("./shell.js").catch((err) => {
  const welcome = document.getElementById("welcome");
  if (welcome) welcome.textContent = `The page could not start (${err.message}): try a newer browser.`;
});
