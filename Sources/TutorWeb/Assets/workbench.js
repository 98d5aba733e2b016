// The exercise and scratch pages: CodeMirror (or a plain text area when it is not installed)
// with completion, the values sidebar aligned with the editor's lines, and the buttons.
(function () {
  "use strict";
  const P = window.tutorPages;
  const T = P.T;
  const page = document.body.dataset.page;
  if (page !== "exercise" && page !== "scratch") return;
  const status = document.getElementById("status");
  const say = (text, kind) => {
    status.textContent = text || "";
    status.className = "status" + (kind ? " " + kind : "");
  };

  // The editor: CodeMirror from Debian's libjs-codemirror, else the text area itself.
  function makeEditor(textarea, run) {
    if (window.CodeMirror) {
      // Two-space indents like the starters; Tab indents with spaces. Esc, then Tab, leaves
      // the editor (the browser's Tab moves on); Esc alone keeps the focus, so what is typed
      // next is not lost, and any other key forgets it.
      let escaped = false;
      // What the browser's Tab would do: the focus to the next (or previous) field or button.
      // CodeMirror's own keymap would indent if the key were passed on to it.
      const leave = (editor, step) => {
        escaped = false;
        const here = editor.getInputField();
        const stops = Array.from(document.querySelectorAll(
          "a[href], button, input, select, textarea, [tabindex]:not([tabindex='-1'])"))
          .filter((e) => e === here || (!e.disabled && e.offsetParent !== null));
        const next = stops[stops.indexOf(here) + step];
        if (next) next.focus(); else here.blur();
      };
      const cm = window.CodeMirror.fromTextArea(textarea, {
        mode: "swift", lineNumbers: true, indentUnit: 2, tabSize: 2, indentWithTabs: false,
        lineWrapping: true, viewportMargin: Infinity,
        extraKeys: {
          "Ctrl-Enter": run, "Cmd-Enter": run,
          Tab: (editor) => {
            if (escaped) return leave(editor, 1);
            editor.execCommand("insertSoftTab");
          },
          "Shift-Tab": (editor) => {
            if (escaped) return leave(editor, -1);
            editor.execCommand("indentLess");
          },
          Esc: () => { escaped = true; },
        },
      });
      cm.on("keydown", (editor, event) => {
        if (event.key !== "Escape" && event.key !== "Tab") escaped = false;
      });
      // A screen reader names the field CodeMirror types into as it names the text area.
      cm.getInputField().setAttribute("aria-label", textarea.getAttribute("aria-label") || "");
      const editor = {
        getValue: () => cm.getValue(),
        setValue: (text) => cm.setValue(text),
        onChange: (handler) => cm.on("change", handler),
        // "local": from the top of the editor's content, which is where the sidebar starts.
        lineTop: (line) => cm.heightAtLine(line - 1, "local"),
        lineHeight: () => cm.defaultTextHeight(),
        focus: () => cm.focus(),
        // Marks the lines a compiler error names; nil clears the marks.
        markErrors: (lines) => {
          for (let line = 0; line < cm.lineCount(); line++) {
            cm.removeLineClass(line, "background", "error-line");
          }
          for (const line of lines || []) cm.addLineClass(line - 1, "background", "error-line");
        },
        // A compiler fix: line `fix.line` becomes `fix.text` while it still reads `fix.was`;
        // an Xcode placeholder in it (`<#default value#>`) is selected, to be typed over.
        applyFix: (fix) => {
          const line = fix.line - 1;
          if (line < cm.lineCount() && cm.getLine(line) === fix.text) return true;  // done already
          if (line >= cm.lineCount() || cm.getLine(line) !== fix.was) return false;
          cm.replaceRange(fix.text, { line, ch: 0 }, { line, ch: fix.was.length });
          const start = fix.text.indexOf("<#");
          const end = start < 0 ? -1 : fix.text.indexOf("#>", start);
          if (end > start) cm.setSelection({ line, ch: start }, { line, ch: end + 2 });
          else cm.setCursor({ line, ch: fix.text.length });
          cm.focus();
          return true;
        },
        // The inputs the code sees, for completion: the scratch page sets it.
        kept: () => [],
      };
      // Ctrl-Space and a typed "." list what sourcekit-lsp offers (complete.js).
      editor.complete = window.tutorCompletion(cm, () => editor.kept());
      return editor;
    }
    textarea.addEventListener("keydown", (event) => {
      if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) run();
    });
    const height = () => parseFloat(getComputedStyle(textarea).lineHeight) || 18;
    return {
      getValue: () => textarea.value,
      setValue: (text) => { textarea.value = text; },
      onChange: (handler) => textarea.addEventListener("input", handler),
      lineTop: (line) => (line - 1) * height() + 4,
      lineHeight: height,
      focus: () => textarea.focus(),
      markErrors: () => {},
      applyFix: (fix) => {
        const lines = textarea.value.split("\n");
        if (lines[fix.line - 1] === fix.text) return true;
        if (lines[fix.line - 1] !== fix.was) return false;
        lines[fix.line - 1] = fix.text;
        textarea.value = lines.join("\n");
        textarea.dispatchEvent(new Event("input"));
        return true;
      },
    };
  }

  let runAction = () => {};
  const editor = makeEditor(document.getElementById("editor"), () => runAction());
  window.tutorEditor = editor;  // the browser tests type through it

  const setRun = (action) => { runAction = action; };
  if (page === "scratch") window.tutorScratch(editor, say, setRun);
  else window.tutorExercise(editor, say, setRun);
})();
