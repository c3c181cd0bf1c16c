"""Real-world round trip: `check --fix --unsafe-fixes` over a copy of the corpus (flax, optax,
haiku, equinox, chex, jax). No crash; every file still parses; a second run changes nothing;
files without findings are byte-identical. Run with `pytest -m corpus -s` to see the figures.
"""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import libcst as cst
import pytest

from jaxlint.source_io import decode_source
from tests.reliability._support import assert_no_traceback, jaxlint

CORPUS = Path(os.environ.get("JAXLINT_CORPUS", "/tmp/jaxlint-corpus")) / "src"

pytestmark = [
    pytest.mark.corpus,
    pytest.mark.skipif(not CORPUS.is_dir(), reason=f"corpus not built at {CORPUS} (run ../shared/tools/corpus.sh)"),
]


def _snapshot(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*.py")) if p.is_file()}


def _fix(root: Path) -> tuple[int, int]:
    """Run the fixer; (fixed, remaining) from its summary line."""
    result = jaxlint("check", "--fix", "--unsafe-fixes", "--output-format", "concise", ".", cwd=root, timeout=3600)
    assert_no_traceback(result.stdout, result.stderr)
    assert result.returncode in (0, 1), result.stderr.decode()[-3000:]
    assert result.stderr == b"", result.stderr.decode()[-3000:]
    summary = re.search(rb"Found \d+ errors? \((\d+) fixed, (\d+) remaining\)", result.stdout)
    if summary is None:  # nothing at all: "All checks passed!"
        return 0, 0
    return int(summary.group(1)), int(summary.group(2))


def test_fix_round_trip_over_the_corpus(tmp_path):
    copy = tmp_path / "src"
    shutil.copytree(CORPUS, copy, symlinks=True)
    original = _snapshot(copy)

    lint = jaxlint("check", "--output-format", "json", ".", cwd=copy, timeout=3600)
    assert_no_traceback(lint.stdout, lint.stderr)
    assert lint.returncode in (0, 1), lint.stderr.decode()[-3000:]
    findings = json.loads(lint.stdout)
    with_findings = {os.path.normpath(f["filename"]) for f in findings}

    fixed, remaining = _fix(copy)
    after = _snapshot(copy)
    assert after.keys() == original.keys(), "files appeared or disappeared"
    changed = sorted(name for name in original if after[name] != original[name])
    for name in changed:
        cst.parse_module(decode_source(after[name], name)[0])  # unchanged files parse as before
        assert name in with_findings, f"{name} changed but had no finding"
    untouched = [name for name in original if name not in with_findings]
    assert all(after[name] == original[name] for name in untouched)

    again, _ = _fix(copy)
    second = _snapshot(copy)
    second_changes = sorted(name for name in after if second[name] != after[name])
    print(f"\ncorpus round trip: {len(original)} files, {len(findings)} findings in {len(with_findings)} files, "
          f"{fixed} fixes applied ({remaining} remaining), {len(changed)} files changed, "
          f"{again} fixes and {len(second_changes)} file changes on the second run")
    assert (again, second_changes) == (0, [])
