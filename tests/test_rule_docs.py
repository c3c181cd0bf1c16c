"""docs/rules.md is generated from the rules; it must not drift from them."""

from pathlib import Path

from jaxlint.rule_docs import render
from jaxlint.catalog import rule_classes

ALL_RULES = rule_classes()

ROOT = Path(__file__).resolve().parents[1]


def test_rules_md_is_up_to_date():
    current = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    assert current == render(), "docs/rules.md is stale: run `python -m jaxlint.rule_docs > docs/rules.md`"


def test_every_rule_documents_the_ruff_headings():
    for rule in ALL_RULES:
        for heading in ("## What it does", "## Why is this bad?", "## Example", "## Use instead"):
            assert heading in rule.docs, f"{rule.code} lacks {heading!r}"


def test_codes_and_names_are_unique_and_well_formed():
    codes = [r.code for r in ALL_RULES]
    names = [r.name for r in ALL_RULES]
    assert len(set(codes)) == len(codes) and len(set(names)) == len(names)
    for rule in ALL_RULES:
        assert rule.code.startswith("JAX") and rule.code[3:].isdigit() and len(rule.code) == 6
        assert rule.name == rule.name.lower() and " " not in rule.name


def test_known_codes_list_matches_the_rules():
    from jaxlint.catalog import ENGINE_CODES, KNOWN_CODES

    assert sorted(KNOWN_CODES) == sorted([r.code for r in ALL_RULES] + [e.code for e in ENGINE_CODES])
