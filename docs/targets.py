#!/usr/bin/env python3
"""The diagram of targets in docs/design.md, drawn from Package.swift.

`python3 docs/targets.py` rewrites the block between the markers in docs/design.md from
`swift package dump-package`; `--check` exits 1, printing the block, when it differs (the test
`TargetDiagramTests` runs that), and also when a source file imports one of the package's
targets that its own target does not list. Each arrow is a dependency Package.swift declares between two
of the package's own targets that no longer path already draws (each target lists every module
it imports; the diagram keeps the shortest picture of the same order); test targets are left
out.
"""
import json
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
DESIGN = ROOT / "docs" / "design.md"
BEGIN = "<!-- targets: drawn by docs/targets.py from Package.swift -->"
END = "<!-- end of targets -->"


def manifest():
    with tempfile.TemporaryDirectory() as scratch:
        out = subprocess.run(
            ["swift", "package", "--package-path", str(ROOT), "--scratch-path", scratch,
             "dump-package"],
            check=True, capture_output=True, text=True)
    return json.loads(out.stdout)


def block(package):
    targets = [t for t in package["targets"] if t["type"] != "test"]
    names = {t["name"] for t in targets}
    node = lambda name: name.replace("-", "_")
    uses = {}
    for target in targets:
        uses[target["name"]] = [
            dependency[kind][0]
            for dependency in target["dependencies"]
            for kind in ("byName", "target")
            if kind in dependency and dependency[kind][0] in names]

    def reached(start, skip):
        """The targets `start` reaches without taking the arrow to `skip` first."""
        seen, todo = set(), [u for u in uses[start] if u != skip]
        while todo:
            name = todo.pop()
            if name not in seen:
                seen.add(name)
                todo += uses[name]
        return seen

    lines = [BEGIN, "", "```mermaid", "flowchart TD"]
    for target in targets:
        name = target["name"]
        for used in uses[name]:
            if used not in reached(name, used):
                lines.append(f'  {node(name)}["{name}"] --> {node(used)}["{used}"]')
    lines += ["```", "", END]
    return "\n".join(lines)


IMPORT = re.compile(
    r"^(?:@testable\s+|@_spi\([^)]*\)\s+)*(?:(?:public|package|internal|private|fileprivate)\s+)?"
    r"import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)",
    re.MULTILINE)


def undeclared(package):
    """Each `import` of one of the package's targets that its target does not list: SwiftPM
    builds it through another target's dependency, but does not rebuild the importer when the
    imported target changes (a test binary crashed on a struct's old layout that way)."""
    targets = package["targets"]
    names = {t["name"] for t in targets}
    found = []
    for target in targets:
        declared = {
            dependency[kind][0]
            for dependency in target["dependencies"]
            for kind in ("byName", "target")
            if kind in dependency}
        folder = ROOT / (target.get("path") or
                         ("Tests" if target["type"] == "test" else "Sources") + "/" + target["name"])
        excluded = [folder / path for path in target.get("exclude", [])]
        for source in sorted(folder.rglob("*.swift")):
            if any(source.is_relative_to(path) for path in excluded):
                continue
            for module in IMPORT.findall(source.read_text()):
                if module in names and module != target["name"] and module not in declared:
                    found.append(f"{source.relative_to(ROOT)} imports {module}, which"
                                 f" {target['name']} does not list in Package.swift")
    return found


def main():
    text = DESIGN.read_text()
    start, stop = text.index(BEGIN), text.index(END) + len(END)
    package = manifest()
    drawn = block(package)
    if "--check" in sys.argv:
        status = 0
        for line in sorted(set(undeclared(package))):
            print(line)
            status = 1
        if text[start:stop] != drawn:
            print("docs/design.md's diagram differs from Package.swift; run `make diagram`:")
            print(drawn)
            status = 1
        return status
    DESIGN.write_text(text[:start] + drawn + text[stop:])
    return 0


if __name__ == "__main__":
    sys.exit(main())
