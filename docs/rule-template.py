"""JAXnnn rule-name: one line on what goes wrong.

Copy to jaxlint/rules/<rule_name>.py, add `("JAXnnn", "rule-name")` to catalog.RULES, and follow
docs/adding-a-rule.md.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import fact
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.rules.base import TRACED, Example, Rule


class RuleName(Rule):
    name = "rule-name"
    kind = TRACED  # or MODULE: see docs/adding-a-rule.md, step 3
    summary = "what the rule finds, in one line"
    fix_availability = "Sometimes"
    docs = """\
## What it does
...

## Why is this bad?
... (the JAX error it prevents, or the silent effect)

## Example
```python
...
```

## Use instead
```python
...
```

## Fix safety
... (when the fix is safe, when unsafe, and why)
"""
    valid = (
        Example("""
@jax.jit
def f(x):
    return x
""", run="f(jnp.ones(3))"),
    )
    invalid = (
        Example("""
@jax.jit
def f(x):
    return x
""", run="f(jnp.ones(3))", raises="TracerBoolConversionError",
            line=3, message="...", fixed="""
@jax.jit
def f(x):
    return x
"""),
    )

    def visit_Call(self, node: cst.Call) -> None:
        known = fact(self.ctx.callee(node))
        if known is None:
            return
        value = self.value(node)
        if not value.traced:
            return
        self.report(node, f"... {self.describe(value)} ...; use ...",
                    PendingFix("Replace with ...", [NodeEdit(node, code(node))]))
