// Completion in the editor: Ctrl-Space, or a typed ".", asks the server what sourcekit-lsp
// offers at the cursor (/api/complete) and CodeMirror's show-hint lists it. One answer serves
// the whole word being typed: the list narrows as the learner types on, with no new request.
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
          .map((candidate) => ({ text: candidate.text, displayText: candidate.label }));
        if (!list.length) return callback(null);
        callback({
          list,
          from: window.CodeMirror.Pos(cursor.line, here.start),
          to: window.CodeMirror.Pos(cursor.line, cursor.ch),
        });
      };
      if (same(asked, here)) return show(asked.candidates);
      ask(editor, cursor).then((candidates) => {
        asked = Object.assign(here, { candidates });
        show(candidates);
      });
    }
    hint.async = true;

    const open = () => {
      asked = null;
      cm.showHint({ hint, completeSingle: false });
    };
    cm.addKeyMap({ "Ctrl-Space": open });
    cm.on("inputRead", (editor, change) => {
      if (change.origin === "+input" && change.text.join("\n").endsWith(".")) open();
    });
    return open;
  };
})();
