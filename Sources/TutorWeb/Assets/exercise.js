// The exercise page: the learner's file in the editor, saved as they type; Run fills the values
// sidebar, Check shows the report; Hint, Reset and Solution; an outside editor's change shows up.
(function () {
  "use strict";
  window.tutorExercise = function (editor, say, setRun) {
    const P = window.tutorPages;
    const T = P.T;
    const id = document.body.dataset.exercise;
    const base = "/api/exercise/" + encodeURIComponent(id) + "/";
    const sidebar = document.getElementById("sidebar");
    const report = document.getElementById("report");
    const consoleBox = document.getElementById("console");
    let saved = editor.getValue();  // the text the file has, as far as this page knows
    let pending = null;  // the autosave waiting to go

    // What the learner types is saved to their file a moment after they stop (the same file an
    // editor outside sees); leaving the page with a save still waiting asks first.
    async function saveNow() {
      clearTimeout(pending);
      pending = null;
      const source = editor.getValue();
      if (source === saved) return;
      await P.api("POST", base + "save", { source });
      saved = source;
    }
    window.tutorBeforeLeaving = saveNow;  // the language switch waits for it
    window.addEventListener("beforeunload", (event) => {
      if (editor.getValue() !== saved) event.preventDefault();
    });

    function showValues(answer) {
      sidebar.replaceChildren();
      sidebar.classList.remove("stale");
      for (const line of answer.lines) {
        const entry = P.el("div", "value");
        entry.appendChild(P.el("span", "text", line.shown));
        entry.style.top = editor.lineTop(line.line) + "px";
        entry.style.height = editor.lineHeight() + "px";
        entry.dataset.line = line.line;
        entry.title = line.values.join("\n");
        sidebar.appendChild(entry);
        const fold = P.foldedValues(line);
        if (fold) {
          entry.appendChild(fold.button);
          fold.list.style.top = editor.lineTop(line.line) + editor.lineHeight() + "px";
          sidebar.appendChild(fold.list);
        }
      }
      if (!answer.lines.length && answer.status === "accepted") {
        sidebar.appendChild(P.el("div", "empty", T.noValues));
      }
      const notes = P.runNotes(answer);
      if (answer.fixes.length) notes.appendChild(P.fixButtons(answer.fixes, editor));
      consoleBox.hidden = !notes.childNodes.length;
      consoleBox.replaceChildren(...notes.childNodes);
      editor.markErrors([...answer.errorLines, answer.line].filter(Number.isInteger));
      if (!consoleBox.hidden) consoleBox.scrollIntoView({ block: "nearest" });
    }
    editor.onChange(() => {
      sidebar.classList.add("stale");
      // A Check's report is about the file as it was: dimmed until the next Check.
      if (report.childNodes.length) report.classList.add("stale");
      clearTimeout(pending);
      pending = setTimeout(() => saveNow().catch((error) => say(error.message, "error")), 800);
    });

    // The lines a Check's crashes happened at (`line`, of the program or of a check).
    const crashLines = (answer) =>
      [answer.line, ...answer.checks.map((check) => check.line)].filter(Number.isInteger);

    function showReport(answer) {
      consoleBox.hidden = true;  // the report says it all; an older run's panel would repeat it
      editor.markErrors([...answer.errorLines, ...crashLines(answer)]);
      report.replaceChildren();
      report.className = "report " + answer.status;
      report.appendChild(P.el("h2", "headline", answer.headline));
      if (answer.message) report.appendChild(P.coded("pre", "run-message", answer.message));
      if (answer.fixes.length) report.appendChild(P.fixButtons(answer.fixes, editor));
      // What the terminal's report shows besides the checks: printed text and warnings.
      const printed = (text, into) => {
        into.append(P.el("div", "label", T.printed), P.el("pre", "printed", text));
      };
      if (answer.output) printed(answer.output, report);
      const list = P.el("ul", "checks");
      for (const check of answer.checks) {
        const item = P.el("li", "check " + check.status);
        item.appendChild(P.el("span", "mark", check.status === "pass" ? "✓" : "✗"));
        item.appendChild(P.coded("span", "name", check.name));
        if (check.message) item.appendChild(P.coded("pre", "detail", check.message));
        if (check.output) printed(check.output, item);
        list.appendChild(item);
      }
      report.appendChild(list);
      if (answer.warnings.length) {
        report.append(P.el("div", "label", T.warnings), P.el("pre", "run-warnings",
          answer.warnings.join("\n")));
      }
      report.appendChild(P.el("p", "progress", P.fill(T.progress, answer)));
      if (answer.status === "pass") {
        document.body.dataset.passed = "yes";
        const state = document.getElementById("state");
        state.textContent = "✓ " + T.passedState;
        state.className = "state passed";
        // A hint for a check that failed is stale once every check passes.
        document.getElementById("hints").hidden = true;
        if (answer.next) {
          const link = P.el("a", "next", P.fill(T.next, { title: answer.nextTitle }));
          link.href = "/exercise/" + encodeURIComponent(answer.next);
          report.appendChild(link);
        }
      }
      report.scrollIntoView({ block: "nearest" });
    }

    async function send(kind) {
      const source = editor.getValue();
      clearTimeout(pending);
      const answer = await P.api("POST", base + kind, { source });
      saved = source;
      return answer;
    }

    const button = (name) => document.getElementById(name);
    const runAction = P.busy(button("run"), T.running, async () => {
      try { showValues(await send("run")); say(""); } catch (error) { say(error.message, "error"); }
    });
    button("run").addEventListener("click", runAction);
    setRun(runAction);
    button("check").addEventListener("click", P.busy(button("check"), T.checking, async () => {
      try { showReport(await send("check")); say(""); } catch (error) { say(error.message, "error"); }
    }));
    button("hint").addEventListener("click", async () => {
      try {
        const answer = await P.api("POST", base + "hint");
        if (answer.number) {
          const holder = P.el("div");
          holder.innerHTML = answer.html;  // rendered by the server from the lesson's Markdown
          const hint = holder.firstChild;
          const hints = document.getElementById("hints");
          hints.hidden = false;  // asked for after a pass: shown again
          hints.appendChild(hint);
          hint.scrollIntoView({ block: "nearest" });
          say("");
        } else {
          say(answer.count ? T.allHints : T.noHints);
        }
      } catch (error) { say(error.message, "error"); }
    });
    button("reset").addEventListener("click", async () => {
      if (!window.confirm(T.confirmReset)) return;
      try {
        const file = await P.api("POST", base + "reset");
        saved = file.source;
        editor.setValue(file.source);
        document.getElementById("hints").replaceChildren();
        report.replaceChildren();
        sidebar.replaceChildren();
        consoleBox.hidden = true;
        document.getElementById("solution-view").hidden = true;
        editor.markErrors([]);
        document.body.dataset.passed = "no";
        document.getElementById("state").textContent = "";
      } catch (error) { say(error.message, "error"); }
    });
    button("solution").addEventListener("click", async () => {
      if (document.body.dataset.passed !== "yes" && !window.confirm(T.confirmSolution)) return;
      try {
        const answer = await P.api("POST", base + "solution");
        const view = document.getElementById("solution-view");
        const code = P.el("code");
        P.highlight(answer.source, code);
        const pre = P.el("pre", "code cm-s-default");
        pre.appendChild(code);
        view.replaceChildren(P.el("h2", "", T.solutionHeading), pre);
        view.hidden = false;
        view.scrollIntoView({ block: "nearest" });
      } catch (error) { say(error.message, "error"); }
    });

    // A change made by an editor outside shows up here; edits not yet saved are never lost.
    setInterval(async () => {
      if (document.hidden) return;
      try {
        const file = await P.api("GET", base + "file");
        if (file.source === saved) return;
        if (editor.getValue() === saved) {
          editor.setValue(file.source);
          say(T.changedOutside);
        } else {
          say(T.changedOutsideKept);
        }
        saved = file.source;
      } catch (ignored) { /* the next poll tries again */ }
    }, 2000);
  };
})();
