# The two commands a new reader needs (see README):
#   make serve   set up, build the site and serve it on http://127.0.0.1:8000/
#   make test    set up, then run every test (engine, sources, site, browser, parity)
PYTHON ?= python3
VENV   ?= .venv
PY     := $(VENV)/bin/python
PORT   ?= 8000
# mkdocs-material prints a notice about MkDocs 2.0 on every build; it is not ours to act on.
export NO_MKDOCS_2_WARNING := 1

.PHONY: setup serve site test check lint bench strength fuzz lighthouse catalogs clean

setup: $(VENV)/.installed node_modules/.installed

$(VENV)/.installed: requirements-dev.txt pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -r requirements-dev.txt
	@# setuptools prints a box about every editable install, which asks nothing of the reader:
	@# its output is shown only if the install fails
	@$(PY) -m pip install -q --no-deps -e . > $(VENV)/editable-install.log 2>&1 \
		|| { cat $(VENV)/editable-install.log; exit 1; }
	touch $@

node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

# MOUCHE_SITE_URL (the site's public address) and SOURCE_DATE_EPOCH (its build date) reach
# the build from the environment or the command line: `make site MOUCHE_SITE_URL=https://...`.
ifdef MOUCHE_SITE_URL
export MOUCHE_SITE_URL
endif
ifdef SOURCE_DATE_EPOCH
export SOURCE_DATE_EPOCH
endif
# One build, three interfaces: English at the root, French in site/fr/, Russian in site/ru/
# (the English build builds the two others: docs/sitegen/languages.py).
site: setup
	MOUCHE_SERVE_PORT=$(PORT) $(PY) -m mkdocs build --strict

serve: site
	$(PY) -m mouche.serve --directory site --port $(PORT)

lint: setup
	$(VENV)/bin/ruff check mouche tests benchmarks docs/hooks docs/sitegen
	$(VENV)/bin/mypy --strict mouche docs/sitegen docs/hooks

# The suite (tests/suite.py): every test on TEST_WORKERS processes (pytest-xdist; each test
# file on one of them, so a file's fixtures are made once; TEST_WORKERS=0 runs it in this
# process), then the tests that assert a ratio of two speeds (marked `alone`) on their own,
# so that no other test's load moves their ratio; the site is built once for both phases;
# the coverage is of both. It prints the 15 slowest tests and each phase's wall time, the
# set-up's included (the suite's budget: under 10 minutes on 2 cores; CONTRIBUTING.md,
# "Browser tests and the suite's time"). `make check` is the edit loop's quick part.
TEST_WORKERS ?= 2
STARTED := $(shell date +%s)
test: setup
	$(PY) tests/suite.py --workers $(TEST_WORKERS) --started $(STARTED)

# The edit loop (under 2 minutes on 2 cores): lint (ruff, mypy --strict), the engine, the
# records, the sources, the catalogues, the derandomised fuzzers; not the site's build, the
# browser, the speed ratios or the slow Pyodide runs, which make test adds.
CHECK_MARKS := not browser and not site and not alone and not slow
check: setup
	$(PY) -m pytest -n $(TEST_WORKERS) --dist loadfile -m "$(CHECK_MARKS)" --durations=5

bench: setup
	$(PY) benchmarks/deals_per_second.py

# The reasoning player against the simple one under every preset (long: DEALS=2000 per preset
# by default, WORKERS=2 local processes; see benchmarks/strength.py); its figures are written
# where "Rulesets in numbers" reads them (the site never computes them).
DEALS ?= 2000
WORKERS ?= 2
strength: setup
	$(PY) benchmarks/strength.py --deals $(DEALS) --workers $(WORKERS) \
		--json docs/sitegen/figures/strength.json

# The fuzzers at length (the suite runs each with a few derandomised examples): FUZZ_EXAMPLES
# per test, new ones each run; see CONTRIBUTING.md.
FUZZ_EXAMPLES ?= 2000
fuzz: setup
	MOUCHE_FUZZ_EXAMPLES=$(FUZZ_EXAMPLES) $(PY) -m pytest -q tests/test_fuzz_*.py

# Lighthouse (mobile) on home, a source page, Play, numbers and compare: the four scores of
# LIGHTHOUSE_RUNS runs a page (median and best, the load beside each), and the figures the
# load does not move (DOM size, render-blocking bytes, main-thread shares, long tasks); each
# page with Lighthouse's 4x CPU slowdown and with the slowdown calibrated from the host's
# benchmarkIndex, as Lighthouse's throttling guide asks on a host slower than it expects;
# and the floor, a page of the theme alone built in the same run, that each page is given
# against (its score less the floor's, its blocking time and largest paint over the floor's).
LIGHTHOUSE_RUNS ?= 3
lighthouse: site
	$(PY) benchmarks/lighthouse.py --site site --runs $(LIGHTHOUSE_RUNS)

# The message catalogues (gettext, managed with Babel): for each domain, extract its .pot,
# update each language's .po from it and compile the .mo; both are committed (a test checks
# that each .mo is its .po's compile). A .pot whose words did not change is kept with its
# date, so that a run that finds no new words changes no file. One line per domain:
#   $(call catalog,DOMAIN,LOCALE_DIR,MAPPING_FILE,KEYWORDS,INPUT_PATHS)
LANGS := fr ru
BABEL := $(VENV)/bin/pybabel
# What marks an engine message (mouche.messages): the English form is the message id.
MOUCHE_KEYWORDS := Message N_ counted:1,2 say:2 make:3 _take_pot:4 IllegalAction:2 \
	MoucheError CardError RulesetError RecordError SetupError InputError PlanError HintError
define catalog
$(BABEL) -q extract -F $(3) $(foreach k,$(4),-k $(k)) --sort-output --add-location=file \
	--project=mouche --copyright-holder="The Mouche rules explorer contributors" \
	-o $(2)/$(1).pot.new $(5)
sed '/^"POT-Creation-Date:/d' $(2)/$(1).pot.new > $(2)/$(1).pot.cmp-new; \
	sed '/^"POT-Creation-Date:/d' $(2)/$(1).pot > $(2)/$(1).pot.cmp-old 2>/dev/null; \
	if cmp -s $(2)/$(1).pot.cmp-old $(2)/$(1).pot.cmp-new; then rm $(2)/$(1).pot.new; \
	else mv $(2)/$(1).pot.new $(2)/$(1).pot; fi; rm -f $(2)/$(1).pot.cmp-old $(2)/$(1).pot.cmp-new
$(foreach l,$(LANGS),$(BABEL) -q update --no-fuzzy-matching --ignore-obsolete -D $(1) \
	-i $(2)/$(1).pot -d $(2) -l $(l) $(if $(wildcard $(2)/$(l)/LC_MESSAGES/$(1).po),,--init-missing) &&) true
$(foreach l,$(LANGS),$(BABEL) -q compile -D $(1) -d $(2) -l $(l) &&) true
endef
# Domain `site`: the site's own words (docs/locale/babel.cfg says where they are; its
# extractors of mkdocs.yml and sources/*.toml are in docs/sitegen/catalogue.py).
# Domain `widgets`: what marks a widget string (docs/javascripts/try/i18n.js, the widgets'
# templates): t("English text", {...}), tn(singular, plural, n, {...}), _("English text", name=value).
WIDGETS_KEYWORDS := t tn:1,2 _
catalogs: export PYTHONPATH := docs:.
catalogs: setup
	$(call catalog,mouche,mouche/locale,mouche/locale/babel.cfg,$(MOUCHE_KEYWORDS),mouche sources/not-implemented.toml)
	$(call catalog,site,docs/locale,docs/locale/babel.cfg,N_,.)
	$(call catalog,widgets,docs/locale,docs/locale/widgets.cfg,$(WIDGETS_KEYWORDS),.)

clean:
	rm -rf site build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache .coverage
