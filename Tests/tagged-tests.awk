# The suites and tests tagged with any of TAGS, as one regular expression over swift-testing's
# test ids (`Module.Suite`, `Module.Suite/test(…)/File.swift:L:C`), for `swift test --skip`:
#
#   awk -v tags="toolchain jail tmux browser" -f Tests/tagged-tests.awk Tests/*/*.swift
#
# swift-testing 6.3 cannot select tests by tag from the command line, so `make test-fast` reads
# the tags where they are written: a literal `.tags(…)` in an `@Suite(…)` or `@Test(…)`
# attribute, before the declaration it belongs to (see Tests/TutorTestSupport/Tags.swift). A
# test target's folder is its module. Fails, naming the line, on a `.tags(` it cannot place.

BEGIN {
  count = split(tags, wanted, " ")
  for (i = 1; i <= count; i++) tagged[wanted[i]] = 1
  patterns = ""
  problems = 0
}

FNR == 1 {
  finish()
  file = FILENAME
  split(file, parts, "/")
  module = parts[2]
  type = ""
}

# Comments and documentation may show attributes; only code counts.
/^[ \t]*\/\// { next }

{
  # String literals may hold code ("struct Box<T>"); only what is outside them counts.
  line = $0
  gsub(/"([^"\\]|\\.)*"/, "\"\"", line)
  if (attribute == "" && line !~ /@(Suite|Test)([ (]|$)/) {
    if (line ~ /\.tags\(/) problem(FNR, "a .tags(…) outside an @Suite or @Test attribute")
    declare(line)
    next
  }
  if (attribute == "") start = FNR
  attribute = attribute " " line
  if (declare(line)) {
    place(attribute)
    attribute = ""
  }
}

END {
  finish()
  if (problems > 0) exit 1
  if (patterns == "") {
    print "tagged-tests.awk: nothing is tagged " tags > "/dev/stderr"
    exit 1
  }
  print patterns
}

# Notes the type or function `line` declares, if any; returns whether it declares one.
function declare(line, words) {
  if (!match(line, /(struct|class|enum|actor|extension|func) +[A-Za-z_][A-Za-z0-9_]*/)) return 0
  split(substr(line, RSTART, RLENGTH), words, / +/)
  declared = words[1] == "func" ? "test" : "suite"
  name = words[2]
  # A suite is a type at the top level; helper types sit indented inside suites.
  if (declared == "suite" && line ~ /^[@a-z]/) type = name
  return 1
}

# Adds the declaration just read to the patterns when `text`, its attributes, tags it.
function place(text, list, names, n, i, hit) {
  if (!match(text, /\.tags\([^)]*\)/)) return
  list = substr(text, RSTART + 6, RLENGTH - 7)
  gsub(/[ \t]/, "", list)
  n = split(list, names, ",")
  hit = 0
  for (i = 1; i <= n; i++) {
    if (names[i] !~ /^\.[A-Za-z_][A-Za-z0-9_]*$/) {
      problem(start, "a tag not written as .name: " names[i])
      return
    }
    if (substr(names[i], 2) in tagged) hit = 1
  }
  if (!hit) return
  if (declared == "suite") {
    add("^" module "\\." name "(/|$)")
  } else if (type == "") {
    problem(start, "a tagged test outside a suite")
  } else {
    add("^" module "\\." type "/" name "\\(")
  }
}

function add(pattern) {
  patterns = patterns (patterns == "" ? "" : "|") pattern
}

function problem(where, what) {
  print file ":" where ": tagged-tests.awk: " what > "/dev/stderr"
  problems++
}

# An attribute still open at the end of a file has no declaration to tag.
function finish() {
  if (attribute ~ /\.tags\(/) problem(start, "a tagged attribute with no declaration")
  attribute = ""
}
