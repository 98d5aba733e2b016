// The scratch page: one live session for this tab. Each Run adds the editor's code to the
// session as one input, shown in the transcript with its values beside its lines; Download
// saves the accepted inputs as one Swift file, like :save.
(function () {
  "use strict";
  window.tutorScratch = function (editor, say, setRun) {
    const P = window.tutorPages;
    const T = P.T;
    const transcript = document.getElementById("transcript");
    const inputs = [];
    let session = null;
    editor.kept = () => inputs.slice();  // completion sees the inputs run so far

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
        session = null;
        inputs.length = 0;
        transcript.appendChild(P.el("p", "note", error.message));
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
        const entry = P.el("div", "input " + answer.status);
        entry.append(P.valuedCode(code, answer), P.runNotes(answer));
        transcript.appendChild(entry);
        if (answer.status === "accepted") {
          inputs.push(code.replace(/\n*$/, "\n"));
          editor.setValue("");
        }
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
      session = null;
    }

    document.getElementById("new-session").addEventListener("click", () => {
      close();
      inputs.length = 0;
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
    window.addEventListener("pagehide", close);
    // The session lives in this tab only: leaving it with inputs kept asks first.
    window.addEventListener("beforeunload", (event) => {
      if (inputs.length) event.preventDefault();
    });
  };
})();
