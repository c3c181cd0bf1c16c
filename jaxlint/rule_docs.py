"""Render docs/rules.md from the rules' own metadata (`python -m jaxlint.rule_docs > docs/rules.md`)."""

from __future__ import annotations

from jaxlint.catalog import ENGINE_CODES, PREVIEW, rule_classes
from jaxlint.rules.base import PRELUDE


def render() -> str:
    out = ["# jaxlint rules", "",
           "Generated from the rule classes by `python -m jaxlint.rule_docs`; do not edit by hand.", "",
           "Severity: **error**, the code raises at trace time; **warning**, it runs and gives a wrong result "
           "without failing; **info**, advice. `[tool.jaxlint.severity]` overrides it. Advisory rules are not "
           "selected by default: name their code, or set `preview = true`.", "",
           "| code | name | severity | what | fix |", "|---|---|---|---|---|"]
    rules = rule_classes()
    for rule in rules:
        anchor = f"{rule.code.lower()}-{rule.name}"
        advisory = " (advisory)" if rule.code in PREVIEW else ""
        out.append(f"| [{rule.code}](#{anchor}) | {rule.name} | {rule.severity}{advisory} | {rule.summary} "
                   f"| {rule.fix_availability} |")
    for entry in ENGINE_CODES:
        out.append(f"| {entry.code} | {entry.name} | {entry.severity} | {entry.summary} | "
                   f"{entry.fix_availability} |")
    out += ["", "Every example below is linted and executed under JAX by the test suite, with these imports:",
            "", "```python", PRELUDE.rstrip(), "```", ""]
    for rule in rules:
        out += [f"## {rule.code} {rule.name}", "", f"{rule.summary}.", "",
                f"Severity: {rule.severity}" + (" (advisory: not in the default selection; select it by its code "
                                                "or with `preview = true`)" if rule.code in PREVIEW else "") + ".",
                "", f"Fix availability: {rule.fix_availability}.", ""]
        out.append(rule.docs.rstrip().replace("\n## ", "\n### "))
        out += ["", "### Reported (invalid examples)", ""]
        for ex in rule.invalid:
            outcome = f"raises `{ex.raises}`" if ex.raises else f"then `{ex.expect}` holds"
            out += ["```python", ex.code.strip("\n"), f"# {ex.run}  ->  {outcome}", "```", ""]
        out += ["### Not reported (valid examples)", ""]
        for ex in rule.valid:
            out += ["```python", ex.code.strip("\n"), f"# {ex.run}" if ex.run else "", "```", ""]
    return "\n".join(line for line in out).rstrip() + "\n"


if __name__ == "__main__":
    import sys

    sys.stdout.write(render())
