"""The layout rules of docs/contributing.md, checked on the code itself."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

from pseudofill.languages import LANGUAGES

PACKAGE = Path(__file__).resolve().parent.parent / "src" / "pseudofill"
SCRIPT = PACKAGE.parent.parent / "scripts" / "check_imports.py"


def _checker():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("check_imports", SCRIPT)
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def test_no_module_imports_another_in_a_cycle():
    check = _checker()
    known = check.modules(PACKAGE)
    graph = {name: check.imports(name, path, known) for name, path in known.items()}
    assert len(known) > 50
    assert check.cycles(graph) == []


def test_no_folder_imports_another_in_a_cycle():
    """detect, fill, evaluate, report…: a folder that needs another never is needed by it."""
    check = _checker()
    known = check.modules(PACKAGE)
    graph = {name: check.imports(name, path, known) for name, path in known.items()}
    between = check.folders(graph, PACKAGE)
    assert {"detect", "fill", "evaluate", "report"} <= set(between)
    assert check.cycles(between) == []


def test_the_checker_sees_imports_inside_functions(tmp_path):
    check = _checker()
    package = tmp_path / "pk"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from . import b\n")
    (package / "b.py").write_text("def f():\n    from .a import x\n")
    known = check.modules(package)
    assert check.cycles({name: check.imports(name, path, known) for name, path in known.items()}) == [["pk.a", "pk.b"]]


def test_the_data_flows_one_way():
    """The language packs, the lexicon, detect, mask, fill and evaluate never import what runs after them."""
    check = _checker()
    known = check.modules(PACKAGE)
    later = {"languages": ("lexicon", "detect", "mask", "fill", "evaluate", "engines", "serve", "report"),
             "lexicon": ("detect", "mask", "fill", "evaluate", "engines", "serve", "report"),
             "detect": ("mask", "fill", "evaluate", "engines", "serve", "report"),
             "mask": ("fill", "evaluate", "engines", "serve", "report"),
             "fill": ("evaluate", "engines", "serve", "report"),
             "evaluate": ("engines", "serve", "report")}
    for name, path in known.items():
        stage = name.split(".")[1] if name.count(".") else ""
        for target in check.imports(name, path, known):
            assert not any(target.startswith(f"pseudofill.{t}") for t in later.get(stage, ())), (name, target)


def test_no_module_is_over_450_lines():
    sizes = {str(p.relative_to(PACKAGE)): len(p.read_text(encoding="utf-8").splitlines())
             for p in PACKAGE.rglob("*.py")}
    assert max(sizes.values()) <= 450, sorted(sizes.items(), key=lambda kv: -kv[1])[:3]


# Where code would ask which language it reads ("== 'en'", a table keyed by "sv", "pack.code ==")
# instead of asking the language's pack what it needs.
_CODE = "(?:" + "|".join(LANGUAGES) + ")"
_ASKS_WHICH_LANGUAGE = re.compile(rf'[!=]= ?"{_CODE}"|\{{"{_CODE}":|"{_CODE}": |in \("{_CODE}"'
                                  r'|\.code ?[!=]=|[!=]= ?\w+\.code\b')


def test_outside_the_language_packs_no_code_asks_which_language_it_reads():
    places = {f"{p.relative_to(PACKAGE)}:{n}": line.strip() for p in PACKAGE.rglob("*.py")
              if p.relative_to(PACKAGE).parts[0] != "languages"
              for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
              if _ASKS_WHICH_LANGUAGE.search(line)}
    assert not places, places


def test_fill_and_evaluate_read_the_lexicon_not_the_detectors():
    """What fill and evaluate share with detection (labels, word lists, gazetteers, said
    forms, check digits) lives below all three, in lexicon/ and the language packs: a fill
    never changes because a detector's module did."""
    check = _checker()
    known = check.modules(PACKAGE)
    edges = {(name, target) for name, path in known.items() if name.split(".")[1:2] in (["fill"], ["evaluate"])
             for target in check.imports(name, path, known) if target.startswith("pseudofill.detect")}
    assert not edges, sorted(edges)


def test_the_tests_mirror_the_source():
    """tests/detect/ holds the tests of detect/, tests/languages/sv/ those of the Swedish pack:
    a test folder names a folder of the package."""
    tests = Path(__file__).resolve().parent
    folders = {p.relative_to(tests) for p in tests.rglob("*") if p.is_dir() and p.name != "__pycache__"}
    assert folders and all((PACKAGE / folder).is_dir() for folder in folders), \
        sorted(str(f) for f in folders if not (PACKAGE / f).is_dir())
