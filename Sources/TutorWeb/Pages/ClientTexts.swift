import TutorSupport

/// The texts the page's script shows (buttons while busy, confirmations, results), in the
/// page's language, handed to it as JSON; `{name}` placeholders are filled by the script.
enum ClientTexts {
  /// Every text the script uses, by the name it uses.
  static func all(_ language: Language) -> [String: String] {
    [
      "run": Message.runButton.text(language),
      "running": Catalog.text("web.status.running", language),
      "checking": Catalog.text("web.status.checking", language),
      "saved": Catalog.text("web.status.saved", language),
      "confirmReset": Catalog.text("web.confirm.reset", language),
      "confirmSolution": Catalog.text("web.confirm.solution", language),
      "changedOutside": Catalog.text("web.file.changed-outside", language),
      "changedOutsideKept": Catalog.text("web.file.changed-outside-kept", language),
      "rejected": Catalog.text("web.run.rejected", language),
      "crashed": Catalog.text("web.run.crashed", language),
      "printed": Catalog.text("web.run.printed", language),
      "noValues": Catalog.text("web.run.no-values", language),
      "noDocumentation": Catalog.text("web.doc.none", language),
      "documentationBusy": Catalog.text("web.doc.busy", language),
      "failed": Catalog.text("web.error.request", language),
      "hintHeading": Message.hintHeadingTemplate.text(language),
      "allHints": Catalog.text("web.hint.all-seen", language),
      "noHints": Catalog.text("web.hint.none", language),
      "next": Catalog.text("web.check.next", language),
      "progress": Message.progressCountTemplate.text(language),
      "solutionHeading": Catalog.text("web.solution.heading", language),
      "sessionNew": Message.newSession.text(language),
      "sessionRestarted": Catalog.text("web.scratch.session-restarted", language),
      "sessionKept": Catalog.text("web.scratch.session-kept", language),
      "sessionLost": Catalog.text("web.scratch.session-lost", language),
      "notKept": Catalog.text("web.scratch.not-kept", language),
      "warnings": Catalog.text("web.run.warnings", language),
      "passedState": Message.exercisePassed.text(language),
      "applyFix": Catalog.text("web.fix.apply", language),
      "fixStale": Catalog.text("web.fix.stale", language),
    ]
  }

  /// ``all(_:)`` as a JSON object, safe inside a `<script>` element.
  static func json(_ language: Language) -> String { HTML.scriptJSON(all(language)) }
}
