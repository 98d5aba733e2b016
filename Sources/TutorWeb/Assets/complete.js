// Completion in the editor: Ctrl-Space, or a typed ".", asks the server what sourcekit-lsp
// offers at the cursor (/api/complete) and CodeMirror's show-hint lists it. One answer serves
// the whole word being typed: the list narrows as the learner types on, with no new request.
// Ctrl-I shows, below the editor, the declaration and doc comment of the name at the cursor
// (/api/doc, sourcekit-lsp's hover); Esc or the next key closes it.
(function () {
  "use strict";
  const P = window.tutorPages;

  // Adds completion to the CodeMirror editor `cm`; `kept` gives the inputs its code sees (a
  // scratch tab's inputs run so far). Returns what opens the list, or null without show-hint.
  window.tutorCompletion = function (cm, kept) {
    if (!cm.showHint) return null;
    let asked = null;  // the last answer: where its word starts, and its candidates

    // Where the word before the cursor starts, and the text before it (what the answer fits).
    function place(editor, cursor) {
      const before = editor.getLine(cursor.line).slice(0, cursor.ch);
      const start = cursor.ch - /[\w$]*$/.exec(before)[0].length;
      return { line: cursor.line, start, head: before.slice(0, start) };
    }

    const same = (a, b) => a && a.line === b.line && a.start === b.start && a.head === b.head;

    async function ask(editor, cursor) {
      try {
        const answer = await P.api("POST", "/api/complete", {
          code: editor.getValue(), line: cursor.line, column: cursor.ch, kept: kept(),
        });
        return answer.candidates || [];
      } catch (ignored) {
        return [];  // asked too often, or the server is gone: no list, and no message
      }
    }

    function hint(editor, callback) {
      const cursor = editor.getCursor();
      const here = place(editor, cursor);
      const show = (candidates) => {
        const typed = editor.getLine(cursor.line).slice(here.start, cursor.ch);
        const word = typed.toLowerCase();
        // A word typed out is no candidate: Enter after it is a new line, not a pick.
        const list = candidates
          .filter((candidate) => candidate.text.toLowerCase().startsWith(word))
          .filter((candidate) => candidate.text !== typed)
          .map((candidate) => {
            const item = { text: candidate.text, displayText: candidate.label };
            // A member of what an optional holds: the "." before the word becomes "?.".
            if (candidate.lead && here.head.endsWith(".")) {
              item.text = candidate.lead + candidate.text;
              item.from = window.CodeMirror.Pos(cursor.line, here.start - 1);
            }
            return item;
          });
        if (!list.length) return callback(null);
        callback({
          list,
          from: window.CodeMirror.Pos(cursor.line, here.start),
          to: window.CodeMirror.Pos(cursor.line, cursor.ch),
        });
      };
      if (same(asked, here)) return show(asked.candidates);
      ask(editor, cursor).then(async (candidates) => {
        // Nothing right after a ".": the completer may still be starting; ask once more while
        // the cursor stays (a newcomer's first "." showed nothing, the second a list).
        if (!candidates.length && here.head.endsWith(".")) {
          await new Promise((done) => setTimeout(done, 800));
          const now = editor.getCursor();
          if (now.line !== cursor.line || now.ch !== cursor.ch) return callback(null);
          candidates = await ask(editor, cursor);
        }
        asked = Object.assign(here, { candidates });
        show(candidates);
      });
    }
    hint.async = true;

    const open = () => {
      asked = null;
      cm.showHint({ hint, completeSingle: false });
    };
    const docs = documentation(cm, kept);
    cm.addKeyMap({ "Ctrl-Space": open, "Ctrl-I": docs, "Cmd-I": docs });
    cm.on("inputRead", (editor, change) => {
      if (change.origin === "+input" && change.text.join("\n").endsWith(".")) open();
    });
    return open;
  };

  // What opens the documentation panel of the name at `cm`'s cursor.
  function documentation(cm, kept) {
    const panel = P.el("div", "doc-panel");
    panel.hidden = true;
    panel.setAttribute("role", "note");
    panel.tabIndex = 0;  // a long declaration scrolls: the keyboard must reach it
    cm.getWrapperElement().after(panel);
    const hide = () => { panel.hidden = true; };
    cm.on("keydown", (editor, event) => {
      if (!panel.hidden && !(event.ctrlKey || event.metaKey)) hide();
    });
    cm.on("blur", hide);

    // The server's HTML of the documentation (libcmark's, made safe there), or a sentence.
    function show(answer, sentence) {
      panel.replaceChildren();
      if (answer && answer.html) {
        panel.innerHTML = answer.html;
        panel.querySelectorAll("pre.code[data-lang='swift'] code").forEach((code) => {
          P.highlight(code.textContent, code);
        });
      } else {
        panel.appendChild(P.el("p", "", sentence));
      }
      panel.hidden = false;
    }

    return async () => {
      const cursor = cm.getCursor();
      const line = cm.getLine(cursor.line);
      // The name the cursor is in, or that ends just before it: its first character.
      let start = cursor.ch;
      while (start > 0 && /[\w$]/.test(line[start - 1])) start -= 1;
      if (!/[\w$]/.test(line[start] || "")) return show(null, P.T.noDocumentation);
      const ask = () => P.api("POST", "/api/doc", {
        code: cm.getValue(), line: cursor.line, column: start, kept: kept(),
      });
      try {
        let answer = await ask();
        // Busy with the completion a typed "." asked for: once more, after it.
        if (answer.busy) {
          await new Promise((done) => setTimeout(done, 600));
          answer = await ask();
        }
        show(answer, answer.busy ? P.T.documentationBusy : P.T.noDocumentation);
      } catch (error) {
        show(null, error.message);
      }
    };
  }
})();
