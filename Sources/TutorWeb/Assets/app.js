// swift-tutor's pages: one script, no framework. The server renders every page; this script
// runs examples, drives the editor, Check, Hint, Reset, Solution, the values sidebar and the
// scratch session, and shows what the server says in the page's language (tutor-texts).
(function () {
  "use strict";
  const T = JSON.parse(document.getElementById("tutor-texts").textContent);
  const page = document.body.dataset.page;
  const fill = (text, args) =>
    text.replace(/\{(\w+)\}/g, (whole, name) => (name in args ? String(args[name]) : whole));

  // Every request that changes something carries X-Swift-Tutor: the server refuses others.
  async function api(method, path, body) {
    const init = { method, headers: { "X-Swift-Tutor": "1" } };
    if (body !== undefined) {
      init.headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }
    let response;
    try {
      response = await fetch(path, init);
    } catch (error) {
      throw new Error(fill(T.failed, { reason: error.message }));
    }
    let data = null;
    try { data = await response.json(); } catch (ignored) { data = null; }
    if (!response.ok) {
      const error = new Error((data && data.error) || fill(T.failed, { reason: response.status }));
      error.status = response.status;
      throw error;
    }
    return data;
  }

  function el(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  // An element whose text shows `code` spans in the code face, as the terminal does: a line
  // with an even number of backticks only, and never a compiler's excerpt of code (`  2 | …`).
  function coded(tag, className, text) {
    const node = el(tag, className);
    text.split("\n").forEach((line, index) => {
      if (index) node.appendChild(document.createTextNode("\n"));
      const pieces = line.split("`");
      if (pieces.length < 3 || pieces.length % 2 === 0 || /^\s*\d*\s*\|/.test(line)) {
        node.appendChild(document.createTextNode(line));
        return;
      }
      pieces.forEach((piece, at) => {
        node.appendChild(at % 2 ? el("code", "", piece) : document.createTextNode(piece));
      });
    });
    return node;
  }

  function highlight(code, target) {
    if (window.CodeMirror && window.CodeMirror.runMode) {
      target.textContent = "";
      window.CodeMirror.runMode(code, "swift", target);
    } else {
      target.textContent = code;
    }
  }

  // A line's values from inside its braces (a closure's `$0` for each element), folded under
  // what the server says of them: a button, kept in sight at the end of the line's values,
  // that shows or hides `list`, which the caller places where it is not clipped (below the
  // line). Null when there are none.
  function foldedValues(line) {
    if (!line.folded) return null;
    const button = el("button", "fold", line.folded);
    button.type = "button";
    button.title = line.folded;  // whole, when the cell cuts it
    button.setAttribute("aria-expanded", "false");
    const list = el("div", "fold-list");
    list.hidden = true;
    for (const value of line.inner || []) list.appendChild(el("div", "", value));
    button.addEventListener("click", () => {
      list.hidden = !list.hidden;
      button.setAttribute("aria-expanded", String(!list.hidden));
    });
    return { button, list };
  }

  // The status, compiler errors or crash, and printed text of a run.
  function runNotes(answer) {
    const box = el("div", "run-notes");
    if (answer.status !== "accepted") {
      box.appendChild(el("div", "run-status " + answer.status,
        answer.status === "rejected" ? T.rejected : T.crashed));
    }
    if (answer.message) box.appendChild(coded("pre", "run-message", answer.message));
    if (answer.restart) box.appendChild(el("p", "note", answer.restart));
    if (answer.replaced) box.appendChild(el("p", "note", answer.replaced));
    for (const note of answer.notes || []) box.appendChild(el("p", "note", note));
    if (answer.warnings && answer.warnings.length) {
      box.appendChild(el("div", "label", T.warnings));
      box.appendChild(el("pre", "run-warnings", answer.warnings.join("\n")));
    }
    if (answer.output) {
      box.appendChild(el("div", "label", T.printed));
      box.appendChild(el("pre", "printed", answer.output));
    }
    return box;
  }

  // The compiler's one-line fixes as buttons under its errors: a click puts the changed line
  // into the editor, only while that line still reads as it was compiled.
  function fixButtons(fixes, editor) {
    const box = el("div", "fixes");
    for (const fix of fixes || []) {
      const button = el("button", "fix", fill(T.applyFix, { line: fix.line, code: fix.shown }));
      button.type = "button";
      button.title = fix.note;
      button.dataset.line = fix.line;
      button.addEventListener("click", () => {
        if (!editor.applyFix(fix)) {
          button.replaceWith(el("span", "fix-stale", T.fixStale));
          return;
        }
        // The other fixes of that line (an alternative, the same one in another panel) are
        // for the line as it was: they go with it.
        for (const other of document.querySelectorAll("button.fix")) {
          if (other.dataset.line === String(fix.line)) other.disabled = true;
        }
      });
      box.appendChild(button);
    }
    return box;
  }

  // Code with each line's values beside it, like a playground's results sidebar.
  function valuedCode(code, answer) {
    const values = new Map(answer.lines.map((line) => [line.line, line]));
    const grid = el("div", "valued");
    code.replace(/\n$/, "").split("\n").forEach((text, index) => {
      const row = el("div", "row");
      const source = el("code", "src cm-s-default");
      highlight(text || " ", source);
      const found = values.get(index + 1);
      const said = found ? found.shown : "";
      const shown = el("span", "val", said);
      // A cell cuts a long line and a long value: both whole on hover.
      if (said) shown.title = said;
      source.title = text;
      const fold = found && foldedValues(found);
      // Opened, the fold begins with the line's own value, whole: the cell may cut it.
      if (fold && said) fold.list.prepend(el("div", "fold-own", said));
      if (fold) shown.prepend(fold.button);  // floats right: never cut off by a long value
      row.append(source, shown);
      grid.appendChild(row);
      if (fold) grid.appendChild(fold.list);  // the whole width, below its line
    });
    return grid;
  }

  function busy(button, label, work) {
    return async () => {
      if (button.disabled) return;
      const before = button.textContent;
      button.disabled = true;
      button.textContent = label;
      try { await work(); } finally {
        button.disabled = false;
        button.textContent = before;
      }
    };
  }

  document.querySelectorAll(".lang button").forEach((button) => {
    button.addEventListener("click", async () => {
      // A roster student's link, before the browser is theirs: the page's own language only.
      if (page === "join") {
        const url = new URL(location.href);
        url.searchParams.set("lang", button.dataset.lang);
        location.replace(url);
        return;
      }
      try {
        if (window.tutorBeforeLeaving) await window.tutorBeforeLeaving();  // typed work first
        await api("POST", "/api/language", { language: button.dataset.lang });
        location.reload();
      } catch (error) { window.alert(error.message); }
    });
  });

  document.querySelectorAll('pre.code[data-lang="swift"] code').forEach((code) => {
    highlight(code.textContent, code);
  });

  if (page === "lesson") {
    const lesson = document.body.dataset.lesson;
    document.querySelectorAll("button.run").forEach((button) => {
      const block = button.closest(".example");
      const pre = block.querySelector("pre");
      const code = pre.textContent;
      const result = block.querySelector(".example-result");
      button.addEventListener("click", busy(button, T.running, async () => {
        try {
          const path = "/api/lesson/" + encodeURIComponent(lesson) + "/example/" +
            button.dataset.example;
          const answer = await api("POST", path);
          pre.hidden = true;
          result.replaceChildren(valuedCode(code, answer), runNotes(answer));
          block.classList.add("ran");
          // The lesson's own output block below says what the run now shows under its
          // "output" label: one label, not two.
          const shown = block.nextElementSibling;
          if (shown && shown.matches(".block.output")) shown.hidden = Boolean(answer.output);
        } catch (error) {
          result.replaceChildren(el("p", "error", error.message));
        }
      }));
    });
  }

  // A classroom student's first visit: their name or number, then the course index.
  if (page === "name") {
    const form = document.getElementById("name-form");
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      try {
        await api("POST", "/api/name", { name: form.elements.name.value });
        window.location.reload();
      } catch (error) {
        document.getElementById("name-problem").textContent = error.message;
      }
    });
  }

  // A roster student's own link: the browser becomes theirs only when they say so.
  if (page === "join") {
    const form = document.getElementById("join-form");
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      try {
        const language = document.documentElement.lang;
        await api("POST", "/api/join", { code: form.dataset.code, language });
        window.location.replace("/");
      } catch (error) {
        document.getElementById("join-problem").textContent = error.message;
      }
    });
  }

  window.tutorPages = {
    api, el, coded, fill, T, highlight, foldedValues, runNotes, fixButtons, valuedCode,
    busy,
  };
})();
