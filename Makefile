# swift-tutor — `make run` to learn, `make test` to check everything.
SWIFT ?= swift
PREFIX ?= /usr/local
CONFIG ?= debug
BIN = .build/$(CONFIG)/swift-tutor
SUDO = $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps deps-run build run test test-fast bench format diagram lint install install-files clean

## deps-run: the Debian packages the tool needs to build and run (line editing, Markdown,
## the jail and its limits, the pager, CodeMirror for `serve`), only when missing.
RUN_PACKAGES = \
	command -v pkg-config >/dev/null 2>&1 || missing="$$missing pkg-config"; \
	pkg-config --exists libedit 2>/dev/null || missing="$$missing libedit-dev"; \
	pkg-config --exists libcmark 2>/dev/null || missing="$$missing libcmark-dev"; \
	dpkg -s less >/dev/null 2>&1 || missing="$$missing less"; \
	dpkg -s util-linux >/dev/null 2>&1 || missing="$$missing util-linux"; \
	command -v bwrap >/dev/null 2>&1 || missing="$$missing bubblewrap"; \
	[ -f /usr/share/javascript/codemirror/lib/codemirror.js ] || missing="$$missing libjs-codemirror";

## deps: those, and what only the tests need: tmux for the terminal tests; Chromium, its
## driver and CJK fonts for the browser tests; age and gpg, which the CI recipes' jobs run;
## pip3, which fetches axe-core's script from PyPI for the accessibility test ($(AXE)).
TEST_PACKAGES = \
	dpkg -s tmux >/dev/null 2>&1 || missing="$$missing tmux"; \
	command -v chromium >/dev/null 2>&1 || missing="$$missing chromium"; \
	command -v chromedriver >/dev/null 2>&1 || missing="$$missing chromium-driver"; \
	dpkg -s fonts-noto-cjk >/dev/null 2>&1 || missing="$$missing fonts-noto-cjk"; \
	command -v age >/dev/null 2>&1 || missing="$$missing age"; \
	command -v gpg >/dev/null 2>&1 || missing="$$missing gnupg"; \
	command -v pip3 >/dev/null 2>&1 || missing="$$missing python3-pip";

APT_INSTALL = \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  $(SUDO) apt-get update -q && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -q $$missing; \
	fi

deps-run:
	@missing=""; $(RUN_PACKAGES) $(APT_INSTALL)

deps:
	@missing=""; $(RUN_PACKAGES) $(TEST_PACKAGES) $(APT_INSTALL)
	@$(MAKE) --no-print-directory $(AXE)

## axe-core's script (as axe-playwright-python ships it on PyPI; Debian has no package).
AXE = .build/axe/axe.min.js
AXE_WHEEL = axe-playwright-python==0.1.8
$(AXE):
	mkdir -p .build/axe
	pip3 download --no-deps --quiet --dest .build/axe $(AXE_WHEEL)
	python3 -c "import glob, zipfile; \
	  wheel = zipfile.ZipFile(sorted(glob.glob('.build/axe/axe_playwright_python-*.whl'))[-1]); \
	  open('$(AXE)', 'wb').write(wheel.read('axe_playwright_python/axe.min.js'))"

build: deps-run
	$(SWIFT) build -c $(CONFIG)

## run: build, prepare the sample modules once (so the first input does not wait), and start
## the REPL on the first unfinished lesson.
run: build
	@$(BIN) prepare
	@$(BIN)

## test: the lint, then every test — unit, integration, end to end, and the course itself.
test: deps lint
	$(SWIFT) build
	$(SWIFT) test --parallel --num-workers 2
	$(BIN) validate Lessons

## test-fast: every test that needs none of the toolchain, the jail, tmux or Chromium — those
## are tagged (Tests/TutorTestSupport/Tags.swift) — in under a minute once built. swift-testing
## 6.3 selects tests by name only, so the tagged names are read from the sources and skipped.
HEAVY_TAGS = toolchain jail tmux browser
TEST_CODE = $(shell find Tests -name '*.swift' -not -path '*/Fixtures/*' \
	-not -path '*/Transcripts/*' | sort)

test-fast: deps-run
	@skip="$$(awk -v tags='$(HEAVY_TAGS)' -f Tests/tagged-tests.awk $(TEST_CODE))" && \
	  echo "swift test, skipping what is tagged $(HEAVY_TAGS)" && \
	  $(SWIFT) test --skip "$$skip"

## try-recipes: the CI recipes in docs/ci run here, step by step, over a sample class (the
## apt-get lines skipped, the fetch of swift-tutor linked to this clone): CIRecipeRunTests,
## then their shape (CIExampleTests) and their libraries on the image they name.
try-recipes: deps-run
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --filter 'CIRecipeRunTests|CIExampleTests|RecipeImageTests'

bench: deps-run
	$(SWIFT) build --build-tests
	$(SWIFT) build -c release
	.build/release/swift-tutor-bench

# The code, not the data: student files under Fixtures and Transcripts are hostile or wrong on
# purpose and keep their shape (the course's wrong answers live in Lessons/, not linted here).
SWIFT_CODE = Package.swift $(shell find Sources Tests -name '*.swift' -not -path '*/Fixtures/*' \
	-not -path '*/Transcripts/*' | sort)

format:
	@$(SWIFT) format --in-place --parallel $(SWIFT_CODE)

## diagram: docs/design.md's diagram of targets, drawn again from Package.swift.
diagram:
	python3 docs/targets.py

## lint: the code as `make format` leaves it, and swift-format's rules (.swift-format).
lint:
	@echo "swift format lint --strict (Package.swift, Sources, Tests)"
	@$(SWIFT) format lint --strict --parallel $(SWIFT_CODE)

## install: the release binary, its share/swift-tutor folder (lessons, runtime sources) and
## share/doc/swift-tutor (the README, with what it links: CI recipes, design, images, the
## lesson format);
## install-files lays out an already built BIN (the tests install their debug build).
install: deps-run
	$(SWIFT) build -c release
	$(MAKE) install-files CONFIG=release

install-files:
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/swift-tutor
	install $(BIN) $(DESTDIR)$(PREFIX)/bin/swift-tutor
	(git describe --tags --always --dirty --abbrev=40 2>/dev/null || echo "unknown") \
	  > $(DESTDIR)$(PREFIX)/share/swift-tutor/VERSION
	cp -R Lessons $(DESTDIR)$(PREFIX)/share/swift-tutor/
	mkdir -p $(DESTDIR)$(PREFIX)/share/swift-tutor/Sources
	cp -R Sources/MealKit Sources/Shapes Sources/TutorChecks Sources/PlaygroundRuntime \
	  $(DESTDIR)$(PREFIX)/share/swift-tutor/Sources/
	install -d $(DESTDIR)$(PREFIX)/share/doc/swift-tutor
	install -m 644 README.md $(DESTDIR)$(PREFIX)/share/doc/swift-tutor/
	cp -R docs $(DESTDIR)$(PREFIX)/share/doc/swift-tutor/
	install -d $(DESTDIR)$(PREFIX)/share/doc/swift-tutor/Lessons
	install -m 644 Lessons/README.md $(DESTDIR)$(PREFIX)/share/doc/swift-tutor/Lessons/

clean:
	rm -rf .build
