# The two commands a newcomer needs:
#   make lab   - set everything up (first time only) and open the course in JupyterLab
#   make test  - set everything up (first time only) and run every test, notebooks included
VENV := .venv
BIN := $(VENV)/bin
# The Python that make lint checks and make format formats (the notebooks' solutions too)
PYTHON_CODE := gamesearch tests bench scripts notebooks/solutions

.PHONY: setup frontend lab course html slides site assignments test test-fast test-slow lint format bench clean

setup:
	@bash scripts/setup.sh

# The player's front end, gamesearch/frontend/ bundled into gamesearch/static/ (make setup
# builds it too): run after editing it. Its unit tests: npm test (also run by make test).
frontend: setup
	@npm run --silent build

# The course opens from course/, a working copy git ignores (scripts/course_copy.py says why).
# JupyterLab refuses to run as root unless told; containers and fresh VMs often are root.
lab: setup
	@$(BIN)/python scripts/course_copy.py >/dev/null
	@echo "Opening the course in JupyterLab: course/00_start_here.ipynb first. Ctrl-C twice stops it."
	@$(BIN)/jupyter lab course/ $$([ "$$(id -u)" = 0 ] && echo --allow-root)

# For maintainers: run every committed notebook again, in place.
course: setup
	@$(BIN)/python scripts/execute_course.py

# The course for places with no kernel and no network (scripts/export_course.py): each
# notebook as one HTML page in build/html/, or as a reveal.js deck in build/slides/ (with,
# beside it, a lecture deck of its cells tagged `lecture`). Everything the pages load is
# vendored beside them (npm fetches it once); the players step there too.
html: setup
	@$(BIN)/python scripts/export_course.py html

slides: setup
	@$(BIN)/python scripts/export_course.py slides

# The whole course as a JupyterLite site in build/site/: Python runs in the browser (Pyodide),
# nothing to install; beside it build/site-class/, for a graded class: no solutions, and the
# assignments once make assignments has run. Publish a folder on any static host
# (scripts/site_build/ says how).
# UPSTREAM=next builds the canary against upstream's next JupyterLite in build/site-next/,
# in an environment of its own (docs/upstream.md).
site: setup
	@$(BIN)/pip install -q -e '.[site]'
	@$(BIN)/python scripts/make_site.py $(if $(UPSTREAM),--upstream $(UPSTREAM) --out build/site-$(UPSTREAM))

# The exercises as graded assignments (otter-grader, scripts/make_assignments.py) in
# build/assignments/: each notebook's student copy, its Gradescope autograder zip and a local
# grading run into grades.csv. SUBMISSIONS=folder grades the students' notebooks in it.
assignments: setup
	@$(BIN)/pip install -q -e '.[grading]'
	@$(BIN)/python scripts/make_assignments.py $(if $(SUBMISSIONS),--submissions $(SUBMISSIONS))

# Every test, on every core (pytest-xdist; tests/conftest.py: a file's tests stay on one
# worker, in order, sharing its module fixtures and a notebook's kernel; the site's tests all
# stay on one, which builds the site once). The 15 slowest are listed at the end, to keep
# the whole under 15 minutes on 2 cores.
test:
	@bash scripts/setup.sh --test
	$(BIN)/python -m pytest -n auto --dist loadfile --nbval --nbval-sanitize-with notebooks/sanitize.cfg \
	  --durations=15

# The slow reproductions and set-ups, the compiled core (make bench's) against the source, then
# the site's tests against the canary (UPSTREAM=next).
test-slow: setup
	$(BIN)/python -m pytest tests/test_tables.py tests/test_setup.py tests/test_compiled_core.py --run-slow -m slow
	GAMESEARCH_UPSTREAM=next $(BIN)/python -m pytest tests/site/test_site_run_all.py \
	  tests/site/test_site_chromium.py tests/site/test_site_snapshot.py tests/site/test_site_isolation.py \
	  tests/site/test_site_saved_players.py tests/site/test_site_no_service_worker.py

test-fast: setup
	$(BIN)/python -m pytest -n auto --dist loadfile tests -m "not slow and not browser and not site and not grading"

lint: setup
	$(BIN)/ruff check $(PYTHON_CODE)
	$(BIN)/ruff format --check $(PYTHON_CODE)
	npm run --silent lint
	npm run --silent typecheck
	$(BIN)/mypy

format: setup
	$(BIN)/ruff format $(PYTHON_CODE)
	$(BIN)/ruff check --fix $(PYTHON_CODE)
	npm run --silent lint -- --write

# Every benchmark's tables; where a C compiler is, also on the compiled core (the same source,
# its hot path compiled by mypyc: gamesearch/compiled.py), built into build/compiled/.
bench: setup
	@bash scripts/setup.sh --bench
	@$(BIN)/pip install -q -e '.[bench]'
	$(BIN)/python -m bench

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .hypothesis build node_modules gamesearch/static
