#!/usr/bin/env python3
"""Findings on the real-world corpus, per rule and per package, each with its source line,
for quick triage (see tests/data/corpus_triage.md).

    python3 bench/corpus_report.py [--corpus /tmp/jaxlint-corpus] [--select JAX] [--markdown]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", default="/tmp/jaxlint-corpus")
    parser.add_argument("--select", default="JAX")
    parser.add_argument("--markdown", action="store_true", help="print a triage table skeleton")
    args = parser.parse_args()
    src = Path(args.corpus) / "src"
    if not src.is_dir():
        print(f"no corpus at {src}: run ../shared/tools/corpus.sh {args.corpus}", file=sys.stderr)
        return 2
    proc = subprocess.run([sys.executable, "-m", "jaxlint", "check", str(src), "--no-cache", "--select", args.select,
                           "--output-format", "json", "--exit-zero"], capture_output=True, text=True)
    if proc.returncode != 0:
        print(proc.stderr, file=sys.stderr)
        return proc.returncode
    findings = json.loads(proc.stdout)
    per_rule = Counter(f["code"] for f in findings)
    per_package = Counter(Path(f["filename"]).relative_to(src).parts[0] for f in findings)
    print(f"{len(findings)} findings")
    print("per rule:", ", ".join(f"{code} {n}" for code, n in sorted(per_rule.items())) or "none")
    print("per package:", ", ".join(f"{pkg} {n}" for pkg, n in sorted(per_package.items())) or "none")
    print()
    for f in findings:
        rel = Path(f["filename"]).relative_to(src)
        row = f["location"]["row"]
        try:
            line = Path(f["filename"]).read_text(encoding="utf-8", errors="replace").splitlines()[row - 1].strip()
        except (OSError, IndexError):
            line = ""
        if args.markdown:
            print(f"| {rel}:{row} {f['code']} `{line[:80]}` | | |")
        else:
            print(f"{rel}:{row}:{f['location']['column']}: {f['code']} {f['message']}\n    {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
