"""How much of jaxlint's knowledge of JAX lives in the facts table (issue #13).

Counts the string literals in `jaxlint/` that name a JAX, NumPy, SciPy, math, functools or
library callable (`"jax.numpy.prod"`, `"numpy.split"`, `"equinox.filter_jit"`, `"jnp.where"`...),
and how many of them live in the facts table (`analysis/facts.py`) and the transform table
(`analysis/transforms.py`). Docstrings, messages and other prose are not names: only a literal
that is exactly a dotted name (or a `method:`/`attr:` key) counts.

    python bench/count_fact_literals.py [--list]
"""

from __future__ import annotations

import ast
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "jaxlint"
TABLES = {"analysis/facts.py", "analysis/fact_table.py", "analysis/library_facts.py", "analysis/transforms.py",
          "analysis/static_params.py",
          "analysis/jax_versions.py"}
HEADS = ("jax", "jnp", "lax", "numpy", "np", "scipy", "math", "functools", "flax", "nnx", "optax",
         "haiku", "hk", "equinox", "eqx", "chex", "builtins")
NAME = re.compile(r"^(?:%s)(?:\.[A-Za-z_][A-Za-z0-9_]*)+$" % "|".join(HEADS))
# Module names are not callables (fixers ask for "jax.numpy" to add an import).
MODULES = {"jax.numpy", "jax.lax", "jax.random", "jax.nn", "jax.scipy", "jax.tree_util", "jax.tree",
           "jax.experimental", "jax.numpy.linalg", "jax.scipy.special", "numpy.linalg", "scipy.special",
           "flax.linen", "flax.nnx", "jax.sharding", "jax.dtypes", "jax.debug", "jax.ops", "jax.image"}


def literals(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef))
                  and node.body and isinstance(node.body[0], ast.Expr)
                  and isinstance(node.body[0].value, ast.Constant)}
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            text = node.value.removeprefix("method:").removeprefix("attr:")
            if NAME.match(text) and text not in MODULES:
                out.append(text)
    return out


def main() -> int:
    inside: Counter = Counter()
    outside: Counter = Counter()
    for path in sorted(ROOT.rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        for text in literals(path):
            (inside if rel in TABLES else outside)[(rel, text)] += 1
    n_in, n_out = sum(inside.values()), sum(outside.values())
    total = n_in + n_out
    print(f"callable names as string literals in jaxlint/: {total}")
    print(f"  in the facts and transform tables: {n_in} ({n_in / total:.1%})")
    print(f"  elsewhere: {n_out} ({n_out / total:.1%})")
    if "--list" in sys.argv:
        for (rel, text), count in sorted(outside.items()):
            print(f"    {rel}: {text}" + (f" x{count}" if count > 1 else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
