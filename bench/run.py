#!/usr/bin/env python3
"""jaxlint's speed, as ratios measured in one run (issue #19), printed as a table and written as JSON.

    python bench/run.py [--corpus /tmp/jaxlint-corpus/src] [--runs 3] [--jobs 2] [--json out.json]
                        [--sections cold,warm,single,lsp] [--lsp-lines 1000,10000] [--peers]
                        [--lsp-baseline ../main]

* cold: `jaxlint check --no-cache` over the whole tree against the bare LibCST parse pool
  (`../shared/tools/parse_libcst.py -j JOBS DIR`), paired runs (A B A B ...), median ratio.
* warm: a cached `jaxlint check` against Ruff's cached run (`ruff check --isolated`); Ruff is
  looked for on PATH and in /tmp/jaxlint-bench-venv; when absent the row says so.
* single: `jaxlint check --no-cache FILE` on one file inside the tree (its project scan
  included) against the floor: the interpreter + `import libcst` + parsing that file. Also
  whether the run imported jax (it never should) and how many modules it imported.
* lsp: the real server: didChange -> publishDiagnostics percentiles for generated documents
  of the given sizes, an edit storm (the last version must be the one published, none stale
  after a newer), and the server's peak memory. `--lsp-baseline DIR` also sends the same edits
  alternately to DIR's server (another checkout) and this one: the median per-edit ratio.
* peak memory: every row carries the peak RSS of its process tree (getrusage of the children).
* --peers adds flake8 + bugbear and fixit on the same tree (minutes each), when installed.

Not run by CI (tests/test_bench.py runs it once on a tiny folder): figures belong in issue notes,
and on a shared, loaded machine only the paired ratios mean much.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from measure import paired, run_once, summary  # noqa: E402

REPO = HERE.parent


def _parse_tool() -> Path:
    """../shared/tools/parse_libcst.py beside the checkout (or beside the folder of worktrees)."""
    for folder in (REPO.parent, REPO.parent.parent):
        candidate = folder / "shared" / "tools" / "parse_libcst.py"
        if candidate.exists():
            return candidate
    return REPO.parent / "shared" / "tools" / "parse_libcst.py"


PARSE_TOOL = _parse_tool()
PEER_VENV = Path("/tmp/jaxlint-bench-venv/bin")
SECTIONS = ("cold", "warm", "single", "lsp")
FLOOR = "import sys, libcst; libcst.parse_module(open(sys.argv[1], encoding='utf-8').read())"


def jaxlint(*args: str) -> list[str]:
    return [sys.executable, "-m", "jaxlint", "check", *args, "--exit-zero", "--output-format", "concise"]


def tool(name: str) -> str | None:
    found = shutil.which(name)
    if found:
        return found
    local = PEER_VENV / name
    return str(local) if local.exists() else None


def count(target: Path) -> tuple[int, int]:
    files = lines = 0
    for path in target.rglob("*.py"):
        files += 1
        with open(path, "rb") as handle:
            lines += sum(1 for line in handle if line.strip())
    return files, lines


def cold(target: Path, jobs: int, runs: int, parse_tool: Path) -> dict:
    if not parse_tool.exists():
        return {"absent": f"no parse pool tool at {parse_tool}"}
    pool = [sys.executable, str(parse_tool), "-j", str(jobs), str(target)]
    return paired(pool, jaxlint(str(target), "--no-cache", "-j", str(jobs)), runs)


def warm(target: Path, jobs: int, runs: int) -> dict:
    cache = tempfile.mkdtemp(prefix="jaxlint-bench-cache-")
    ruff_cache = tempfile.mkdtemp(prefix="ruff-bench-cache-")
    try:
        ours = jaxlint(str(target), "--cache-dir", cache, "-j", str(jobs))
        run_once(ours)  # fill the cache
        ruff = tool("ruff")
        if ruff is None:
            return {"absent": "ruff is not installed (pip install ruff, or into /tmp/jaxlint-bench-venv)",
                    "candidate": summary([run_once(ours) for _ in range(runs)])}
        theirs = [ruff, "check", "--isolated", "--output-format", "concise", "--exit-zero", "--cache-dir",
                  ruff_cache, str(target)]
        run_once(theirs)
        return {"ruff": subprocess.run([ruff, "--version"], capture_output=True, text=True).stdout.strip(),
                **paired(theirs, ours, runs)}
    finally:
        shutil.rmtree(cache, ignore_errors=True)
        shutil.rmtree(ruff_cache, ignore_errors=True)


def pick_single(target: Path, lines: int = 1000) -> Path | None:
    """The file inside the tree whose length is nearest `lines` among those that mention jax."""
    best, best_gap = None, None
    for path in sorted(target.rglob("*.py")):
        text = path.read_text(encoding="utf-8", errors="replace")
        if "jax" not in text:
            continue
        gap = abs(text.count("\n") - lines)
        if best_gap is None or gap < best_gap:
            best, best_gap = path, gap
    return best


def single(target: Path, runs: int, path: Path | None) -> dict:
    path = path or pick_single(target)
    if path is None:
        return {"absent": "no file mentioning jax in the tree"}
    floor = [sys.executable, "-c", FLOOR, str(path)]
    out = paired(floor, jaxlint(str(path), "--no-cache"), runs)
    proc = subprocess.run([sys.executable, "-X", "importtime", *jaxlint(str(path), "--no-cache")[1:]],
                          capture_output=True, text=True)
    imported = [line.rsplit("|", 1)[-1].strip() for line in proc.stderr.splitlines() if line.startswith("import time:")]
    out.update(file=str(path), lines=path.read_text(encoding="utf-8", errors="replace").count("\n"),
               modules_imported=len(imported) - 1, imports_jax=any(m.split(".")[0] == "jax" for m in imported))
    return out


def lsp(sizes: list[int], edits: int, storm: int, workspace_files: int, target: Path,
        baseline: Path | None = None) -> dict:
    try:
        import lsprotocol  # noqa: F401  (the server needs jaxlint[lsp])
    except ImportError:
        return {"absent": "the language server needs jaxlint[lsp] (pygls)"}
    import lsp_latency

    workspace = sorted(target.rglob("*.py"))[:workspace_files] if workspace_files else None
    folder = Path(tempfile.mkdtemp(prefix="jaxlint-bench-lsp-"))
    try:
        return lsp_latency.run(folder, sizes, edits, storm, workspace, baseline)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def peers(target: Path, jobs: int, runs: int) -> dict:
    out = {}
    flake8 = tool("flake8")
    out["flake8 + bugbear"] = summary([run_once([flake8, "--isolated", "-j", str(jobs), "--exit-zero", str(target)])
                                       for _ in range(runs)]) if flake8 else {"absent": "flake8 is not installed"}
    fixit = tool("fixit")
    out["fixit lint"] = summary([run_once([fixit, "lint", str(target)]) for _ in range(runs)]) \
        if fixit else {"absent": "fixit is not installed"}
    return out


def _row(name: str, r: dict | None, files: int, kloc: float) -> str:
    if r is None or "wall" not in r:
        return f"{name:<44} {'absent':>8}"
    return (f"{name:<44} {r['wall']:>8.2f} {r['min']:>6.2f}-{r['max']:<6.2f} {files / r['wall']:>8.0f} "
            f"{kloc / r['wall']:>8.1f} {r['cpu']:>7.1f} {r['peak_mib']:>9.0f}")


def print_table(results: dict, files: int, kloc: float) -> None:
    print(f"tree: {results['tree']}  files: {files}  non-blank kLOC: {kloc:.1f}  cpus: {os.cpu_count()}  "
          f"load: {results['load']}  jobs: {results['jobs']}  runs: {results['runs']} (medians)")
    print(f"{'command':<44} {'wall s':>8} {'min-max':>13} {'files/s':>8} {'kLOC/s':>8} {'cpu s':>7} {'peak MiB':>9}")
    c = results.get("cold", {})
    print(_row("libcst parse pool (floor)", c.get("baseline"), files, kloc))
    print(_row("jaxlint check --no-cache (cold)", c.get("candidate"), files, kloc))
    w = results.get("warm", {})
    print(_row("ruff check (warm cache)", w.get("baseline"), files, kloc))
    print(_row("jaxlint check (warm cache)", w.get("candidate"), files, kloc))
    s = results.get("single", {})
    for key, label in (("baseline", "python + import libcst + parse (floor)"), ("candidate", "jaxlint check ONE")):
        if key in s:
            r = s[key]
            print(f"{label:<44} {r['wall']:>8.2f} {r['min']:>6.2f}-{r['max']:<6.2f} {'':>8} {'':>8} "
                  f"{r['cpu']:>7.2f} {r['peak_mib']:>9.0f}")
    for name, r in results.get("peers", {}).items():
        print(_row(name, r, files, kloc))
    print()
    print("ratios (paired, median of per-pair ratios; wall, cpu in brackets):")
    for key, label, target in (("cold", "cold / parse pool", "<= 1.25"), ("warm", "warm / ruff warm", "<= 1"),
                               ("single", "single file / floor", "<= 1.2")):
        r = results.get(key, {})
        if "ratio" in r:
            print(f"  {label:<24} {r['ratio']:6.2f}  ({r['cpu_ratio']:.2f})   target {target}")
        elif r:
            print(f"  {label:<24} absent: {r.get('absent')}")
    if "single" in results and "imports_jax" in results["single"]:
        s = results["single"]
        print(f"  single file: {s['file']} ({s['lines']} lines), imports jax: {s['imports_jax']}, "
              f"modules imported: {s['modules_imported']}")
    l = results.get("lsp", {})
    if "absent" in l:
        print(f"  lsp: absent: {l['absent']}")
    for key, r in l.items():
        if isinstance(r, dict) and "edit" in r:
            e, st = r["edit"], r["storm"]
            storm = ("no storm" if st is None else
                     f"storm of {st['changes']}: "
                     f"last change->diagnostics {st['last_change_to_diagnostics_ms']:.0f} ms, {st['publishes']} "
                     f"publishes, last version published {st['last_version_published']}, "
                     f"stale after newer {st['stale_after_newer']}")
            print(f"  lsp {key:<11} open {r['open_ms']:7.0f} ms; didChange->diagnostics p50 {e['p50_ms']:6.0f} "
                  f"p90 {e['p90_ms']:6.0f} max {e['max_ms']:6.0f} ms (n={e['n']}; cpu p50 "
                  f"{r['edit_cpu'].get('p50_ms', 0):.0f} ms); {storm}")
    if "workspace" in l:
        print(f"  lsp workspace: {l['workspace']['files']} files opened, all diagnostics in "
              f"{l['workspace']['all_diagnostics_s']:.1f} s")
    for key, r in l.get("paired", {}).items():
        if isinstance(r, dict):
            print(f"  lsp paired {key:<11} didChange->diagnostics p50 {r['candidate']['p50_ms']:6.0f} ms against "
                  f"{r['baseline']['p50_ms']:6.0f} ms for {l['paired']['baseline']}: ratio {r['ratio']:.2f}; "
                  f"cpu p50 {r['candidate_cpu']['p50_ms']:.0f} against {r['baseline_cpu']['p50_ms']:.0f} ms: "
                  f"ratio {r['cpu_ratio']:.2f}")
    if "server_peak_mib" in l:
        print(f"  lsp server + worker peak memory: {l['server_peak_mib']:.0f} MiB")


def compile_jaxlint() -> str:
    """Write the bytecode of the jaxlint being measured, as an installed copy has it. Without
    it (`PYTHONDONTWRITEBYTECODE=1`, set on the shared machine, or a read-only checkout) every
    run compiles jaxlint's ~80 modules again: about 0.2 s of cpu a process, which made jaxlint's
    imports look four times as costly as they are and weighs most on the single-file row."""
    import compileall

    # the copy `python -m jaxlint` imports from here (the working directory comes first)
    found = subprocess.run([sys.executable, "-c", "import jaxlint, os; print(os.path.dirname(jaxlint.__file__))"],
                           capture_output=True, text=True)
    folder = found.stdout.strip()
    if found.returncode or not folder:
        return "jaxlint not found"
    ok = compileall.compile_dir(folder, quiet=1)
    return f"compiled {folder}" if ok else f"could not compile all of {folder}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", default="/tmp/jaxlint-corpus/src", help="the tree to lint")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--sections", default=",".join(SECTIONS))
    parser.add_argument("--single", type=Path, default=None, help="the file for the single-file row")
    parser.add_argument("--lsp-lines", default="1000,10000")
    parser.add_argument("--lsp-edits", type=int, default=15)
    parser.add_argument("--lsp-storm", type=int, default=30)
    parser.add_argument("--lsp-workspace", type=int, default=0, help="also open this many files of the tree")
    parser.add_argument("--lsp-baseline", type=Path, default=None,
                        help="another checkout (say main's worktree): its server gets the same edits, paired")
    parser.add_argument("--parse-tool", type=Path, default=PARSE_TOOL)
    parser.add_argument("--peers", action="store_true", help="also flake8 + bugbear and fixit (slow)")
    parser.add_argument("--json", type=Path, default=Path("jaxlint-bench.json"))
    args = parser.parse_args(argv)

    target = Path(args.corpus)
    if not target.is_dir():
        print(f"no tree at {target} (build the corpus with ../shared/tools/corpus.sh)", file=sys.stderr)
        return 2
    wanted = set(args.sections.split(","))
    bytecode = compile_jaxlint()
    files, lines = count(target)
    results: dict = {"tree": str(target), "files": files, "kloc": lines / 1000, "jobs": args.jobs, "runs": args.runs,
                     "load": " ".join(f"{x:.1f}" for x in os.getloadavg()), "cpus": os.cpu_count(),
                     "bytecode": bytecode}
    if "cold" in wanted:
        results["cold"] = cold(target, args.jobs, args.runs, args.parse_tool)
    if "warm" in wanted:
        results["warm"] = warm(target, args.jobs, args.runs)
    if "single" in wanted:
        results["single"] = single(target, args.runs, args.single)
    if "lsp" in wanted:
        sizes = [int(n) for n in args.lsp_lines.split(",") if n]
        results["lsp"] = lsp(sizes, args.lsp_edits, args.lsp_storm, args.lsp_workspace, target, args.lsp_baseline)
    if args.peers:
        results["peers"] = peers(target, args.jobs, args.runs)
    print_table(results, files, lines / 1000)
    args.json.write_text(json.dumps(results, indent=2))
    print(f"\nwritten: {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
