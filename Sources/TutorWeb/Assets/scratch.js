// The scratch page: one live session for this tab. Each Run adds the editor's code to the
// session as one input, shown in the transcript with its values beside its lines; Download
// saves the accepted inputs as one Swift file, like :save. Leaving the page keeps the session:
// the tab remembers it (sessionStorage) and coming back shows the transcript (the server's,
// each answer in the page's language now) and goes on with it, until the server ends it (idle
// 15 minutes) or New session.
(function () {
  "use strict";
  window.tutorScratch = function (editor, say, setRun) {
    const P = window.tutorPages;
    const T = P.T;
    const transcript = document.getElementById("transcript");
    const inputs = [];
    let session = null;
    editor.kept = () => inputs.slice();  // completion sees the inputs run so far

    const storageKey = "swift-tutor-scratch";
    // What is typed and not yet run survives leaving the page: the language switch reloads it
    // (a newcomer's line was gone after switching).
    const draftKey = "swift-tutor-scratch-draft";
    try {
      const draft = sessionStorage.getItem(draftKey);
      if (draft && !editor.getValue()) editor.setValue(draft);
    } catch (error) {
      // Storage off: nothing was kept.
    }
    window.addEventListener("pagehide", () => {
      try { sessionStorage.setItem(draftKey, editor.getValue()); } catch (error) { /* off */ }
    });
    function remember() {
      try {
        if (session) {
          sessionStorage.setItem(storageKey, JSON.stringify({ session, inputs }));
        } else {
          sessionStorage.removeItem(storageKey);
        }
      } catch (error) {
        // Storage full or off: the session still ends only when the server ends it.
      }
    }

    function show(code, answer) {
      const entry = P.el("div", "input " + answer.status);
      entry.append(P.valuedCode(code, answer), P.runNotes(answer));
      // A rejected input stays in the editor: the compiler's fixes apply to it there.
      if (answer.fixes && answer.fixes.length) entry.appendChild(P.fixButtons(answer.fixes, editor));
      // A crashed or rejected input is not kept, as the terminal says: its values are greyed.
      if (answer.status !== "accepted") entry.appendChild(P.el("p", "note not-kept", T.notKept));
      transcript.appendChild(entry);
      return entry;
    }

    function forget() {
      session = null;
      inputs.length = 0;
      remember();
    }

    // Coming back to the page within the tab: the same session, its transcript shown again as
    // the server has it, each answer in the page's language now (after the language switch).
    async function restore() {
      let kept = null;
      try {
        kept = JSON.parse(sessionStorage.getItem(storageKey) || "null");
      } catch (error) {
        kept = null;
      }
      if (!kept || typeof kept.session !== "string" || !Array.isArray(kept.inputs)) return;
      session = kept.session;
      inputs.push(...kept.inputs.filter((input) => typeof input === "string"));
      try {
        const ran = await P.api("GET", "/api/scratch/" + encodeURIComponent(session));
        for (const { code, answer } of ran.entries) show(code, answer);
        // Nothing kept (every input was refused): no "inputs kept: 0".
        if (inputs.length) {
          transcript.appendChild(P.el("p", "note", P.fill(T.sessionKept, { count: inputs.length })));
        }
      } catch (error) {
        if (error.status !== 410) return say(error.message, "error");
        forget();
        transcript.appendChild(P.el("p", "note", T.sessionLost));
      }
    }
    restore();

    async function open() {
      if (!session) session = (await P.api("POST", "/api/scratch")).session;
      return session;
    }

    async function evaluate(code) {
      const path = () => "/api/scratch/" + encodeURIComponent(session) + "/run";
      await open();
      try {
        return await P.api("POST", path(), { input: code });
      } catch (error) {
        if (error.status !== 410) throw error;
        // The session ended while the tab was idle: the inputs so far are gone with it.
        forget();
        transcript.appendChild(P.el("p", "note", T.sessionLost));
        await open();
        return await P.api("POST", path(), { input: code });
      }
    }

    const runButton = document.getElementById("run");
    const run = P.busy(runButton, T.running, async () => {
      const code = editor.getValue();
      if (!code.trim()) return;
      try {
        const answer = await evaluate(code);
        const entry = show(code, answer);
        if (answer.status === "accepted") {
          inputs.push(code.replace(/\n*$/, "\n"));
          editor.setValue("");
        }
        remember();
        say("");
        entry.scrollIntoView({ block: "nearest" });
      } catch (error) {
        say(error.message, "error");
      }
      editor.focus();
    });
    runButton.addEventListener("click", run);
    setRun(run);

    function close() {
      if (!session) return;
      fetch("/api/scratch/" + encodeURIComponent(session), {
        method: "DELETE", headers: { "X-Swift-Tutor": "1" }, keepalive: true,
      }).catch(() => {});
      forget();
    }

    document.getElementById("new-session").addEventListener("click", () => {
      close();
      transcript.replaceChildren(P.el("p", "note", T.sessionRestarted));
    });
    document.getElementById("download").addEventListener("click", () => {
      const blob = new Blob([inputs.join("\n")], { type: "text/x-swift" });
      const link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = "scratch.swift";
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    });
    window.addEventListener("pagehide", remember);
  };
})();
