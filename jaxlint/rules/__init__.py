"""Rules: one file per rule, named after it (`traced_control_flow.py` is JAX101). The registry
of codes is `jaxlint/catalog.py`; docs/adding-a-rule.md is the recipe for a new one."""

from __future__ import annotations

from jaxlint.rules.base import MODULE, TRACED, Example, Rule

__all__ = ["MODULE", "TRACED", "Example", "Rule"]
