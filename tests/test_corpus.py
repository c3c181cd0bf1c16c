"""Corpus-scale checks over the real-world JAX corpus (flax, optax, haiku, equinox, chex, jax).

Marked `corpus`: run with `pytest -m corpus` when `../shared/tools/corpus.sh` has built the
corpus (JAXLINT_CORPUS points at it; default /tmp/jaxlint-corpus).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

CORPUS = Path(os.environ.get("JAXLINT_CORPUS", "/tmp/jaxlint-corpus")) / "src"

pytestmark = [
    pytest.mark.corpus,
    pytest.mark.skipif(not CORPUS.is_dir(), reason=f"corpus not built at {CORPUS} (run ../shared/tools/corpus.sh)"),
]


def test_corpus_lints_without_crash_or_internal_error():
    proc = subprocess.run([sys.executable, "-m", "jaxlint", "check", str(CORPUS), "--output-format", "json"],
                          capture_output=True, text=True, timeout=1800)
    assert proc.returncode in (0, 1), proc.stderr[-2000:]
    assert "Traceback" not in proc.stderr
    findings = json.loads(proc.stdout)
    codes = [f["code"] for f in findings]
    assert "JAX999" not in codes, [f for f in findings if f["code"] == "JAX999"][:3]
    assert "JAX000" not in codes, [f for f in findings if f["code"] == "JAX000"][:3]
    # Every remaining finding must be triaged in tests/data/corpus_triage.md.
    triage = (Path(__file__).parent / "data" / "corpus_triage.md").read_text(encoding="utf-8")
    for f in findings:
        rel = os.path.relpath(f["filename"], CORPUS)
        key = f"{rel}:{f['location']['row']}"
        assert key in triage, f"untriaged finding {key} {f['code']}: {f['message']}"
