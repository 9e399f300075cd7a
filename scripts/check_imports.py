"""Fail when modules of src/pseudofill, or its folders, import each other in a cycle (imports
inside functions and under TYPE_CHECKING count): the data flows io → detect → mask → fill →
evaluate, and a cycle is a module that reaches back against it.

    python scripts/check_imports.py [src/pseudofill] [-v]   # -v: every module's imports
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path


def modules(root: Path) -> dict[str, Path]:
    found = {}
    for path in sorted(root.rglob("*.py")):
        parts = list(path.relative_to(root.parent).with_suffix("").parts)
        found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def imports(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The package's modules `name` imports, each named by its longest known prefix."""
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    targets: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            wanted = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = ".".join(package[: len(package) - node.level + 1] + [node.module or ""]).strip(".") \
                if node.level else node.module or ""
            wanted = [f"{base}.{alias.name}" for alias in node.names]
        else:
            continue
        for target in wanted:
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name:
                targets.add(target)
    return targets


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    groups.append(sorted(group))
    return groups


def folders(graph: dict[str, set[str]], root: Path) -> dict[str, set[str]]:
    """The graph between the package's folders (detect, fill, …); a top-level module
    (cli.py, document.py) is a node of its own."""
    def folder(name: str) -> str:
        parts = name.split(".")
        return parts[1] if len(parts) > 1 and (root / parts[1]).is_dir() else name

    collapsed: dict[str, set[str]] = {folder(name): set() for name in graph}
    for name, targets in graph.items():
        collapsed[folder(name)] |= {folder(t) for t in targets} - {folder(name)}
    return collapsed


def main(argv: list[str]) -> int:
    root = Path(next((a for a in argv if not a.startswith("-")), "src/pseudofill"))
    known = modules(root)
    graph = {name: imports(name, path, known) for name, path in known.items()}
    if "-v" in argv:
        for name in sorted(graph):
            print(name, "->", ", ".join(sorted(graph[name])))
    found = cycles(graph) + cycles(folders(graph, root))
    for group in found:
        print("import cycle:", " ↔ ".join(group), file=sys.stderr)
    print(f"{len(known)} modules, {len(found)} import cycles between modules or folders")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
