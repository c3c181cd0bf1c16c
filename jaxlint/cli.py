"""The command line: `jaxlint check`, `jaxlint rule`, `jaxlint server`.

Exit codes: 0 no diagnostics (or all fixed), 1 diagnostics remain, 2 usage, configuration or
internal error (EXIT_CODES, shown by `--help`). Errors are one line on stderr; a traceback only
with --verbose or JAXLINT_DEBUG=1. A reader that closes the pipe early (`| head`) ends the run
quietly, with exit 0, as Ruff does.
"""

from __future__ import annotations

import argparse
import os
import sys
import traceback
from collections import Counter
from pathlib import Path

from jaxlint import __version__

EXIT_CLEAN, EXIT_DIAGNOSTICS, EXIT_ERROR = 0, 1, 2
SUBCOMMANDS = ("check", "rule", "clean", "server")
OUTPUT_FORMATS = ("full", "concise", "json", "github", "gitlab", "junit", "sarif")

SUBCOMMANDS += ("verify",)  # the runtime checker: `jaxlint verify`


EXIT_CODES = """\
exit codes:
  0  no findings (or all fixed, or --exit-zero)
  1  findings remain (or, with --exit-non-zero-on-fix, a fix was applied)
  2  usage, configuration or internal error; a path could not be read or written
"""


class UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, exit 2 (argparse prints usage too)
        raise UsageError(message)


def _csv(values: list[str] | None) -> tuple[str, ...]:
    out: list[str] = []
    for v in values or []:
        out.extend(part.strip() for part in v.split(",") if part.strip())
    return tuple(out)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="jaxlint", description="Find and fix Python that breaks under JAX tracing.",
                     epilog=EXIT_CODES, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"jaxlint {__version__}")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    check = sub.add_parser("check", help="lint files or folders (the default command)", epilog=EXIT_CODES,
                           formatter_class=argparse.RawDescriptionHelpFormatter)
    check.add_argument("paths", nargs="*", help="files or folders (default: .), '-' for stdin")
    check.add_argument("--output-format", choices=OUTPUT_FORMATS, default=None,
                       help="how to print the findings (default: full, or output-format in the config)")
    check.add_argument("-o", "--output-file", default=None, help="write the report to this file")
    check.add_argument("--select", action="append", help="codes or prefixes to enable (comma-separated)")
    check.add_argument("--extend-select", action="append", help="codes or prefixes to enable on top of select")
    check.add_argument("--ignore", action="append", help="codes or prefixes to disable (comma-separated)")
    check.add_argument("--preview", action="store_true", default=None,
                       help="let prefixes and ALL select the advisory rules too (JAX702, JAX801, JAX902)")
    check.add_argument("--no-preview", dest="preview", action="store_false", help="undo --preview or preview = true")
    check.add_argument("--exit-zero", action="store_true", help="exit 0 even when there are diagnostics")
    check.add_argument("--statistics", action="store_true", help="print only the count of findings per rule")
    check.add_argument("--add-noqa", action="store_true",
                       help="add a `# noqa: CODE` comment for every finding to the files, and report nothing else")
    check.add_argument("-q", "--quiet", action="store_true", help="print diagnostics only, no summary")
    check.add_argument("--stdin-filename", default=None,
                       help="the file name stdin's text is reported under (and its config found by)")
    check.add_argument("--config", default=None, help="path to a jaxlint.toml or pyproject.toml")
    check.add_argument("--force-exclude", action="store_true", help="apply exclude to paths given explicitly")
    check.add_argument("-j", "--jobs", type=int, default=None, help="worker processes (default: all CPUs)")
    check.add_argument("--no-cache", action="store_true", help="do not read or write the results cache")
    check.add_argument("--cache-dir", default=None, help="where to keep the cache (default: .jaxlint_cache)")
    check.add_argument("--extra-jit-decorator", action="append", help="qualified name treated like jax.jit")
    check.add_argument("--target-jax", default=None,
                       help="JAX version removed and deprecated APIs are judged against (default: the installed JAX)")
    check.add_argument("--fix", action="store_true", default=None, help="apply safe fixes")
    check.add_argument("--no-fix", dest="fix", action="store_false", help="undo --fix or fix = true")
    check.add_argument("--unsafe-fixes", action="store_true", default=None, help="also apply unsafe fixes")
    check.add_argument("--no-unsafe-fixes", dest="unsafe_fixes", action="store_false",
                       help="undo --unsafe-fixes or unsafe-fixes = true")
    check.add_argument("--diff", action="store_true", help="print the fixes as a unified diff, write nothing")
    check.add_argument("--show-fixes", action="store_true", help="list the fixes applied")
    check.add_argument("--fix-only", action="store_true", help="apply fixes, do not report what remains")
    check.add_argument("--exit-non-zero-on-fix", action="store_true", help="exit 1 when a fix was applied")
    check.add_argument("-v", "--verbose", action="store_true",
                       help="print tracebacks of internal errors (also JAXLINT_DEBUG=1)")
    check.add_argument("--verify", action="store_true",
                       help="run the functions the fixes touched before and after, and compare (executes your code)")
    check.add_argument("--device", choices=("cpu", "gpu", "tpu"), default=None, help="device for --verify")
    check.add_argument("--timeout", type=float, default=None, help="seconds per step for --verify (default 60)")
    _add_verify_options(check)
    _add_verify_parser(sub)

    clean = sub.add_parser("clean", help="remove the results cache")
    clean.add_argument("--cache-dir", default=None, help="the cache folder (default: .jaxlint_cache)")

    rule = sub.add_parser("rule", help="explain a rule")
    rule.add_argument("code", nargs="?", help="a rule code, e.g. JAX101")
    rule.add_argument("--all", action="store_true", help="list every rule")
    rule.add_argument("--target-jax", default=None, help="JAX version for JAX901/JAX902's table (default: as `check`)")

    server = sub.add_parser("server",
                            help="run the language server (LSP over stdio; needs the lsp extra: jaxlint-tracer[lsp])")
    server.add_argument("--stdio", action="store_true", help="accepted for editors that pass it; stdio is the default")
    return parser


def main(argv: list[str] | None = None) -> int:
    """The command line. Without `argv` (the `jaxlint` script, `python -m jaxlint`) this is the
    process's own command: a `check` then ends the process itself, skipping the interpreter's
    teardown (`jaxlint.process_end`); with `argv` it returns the exit code."""
    code = _main(argv)
    if argv is None and _command(sys.argv[1:]) == "check":
        from jaxlint.process_end import end_process

        end_process(code, EXIT_CLEAN)
    return code


def _command(argv: list[str]) -> str:
    return argv[0] if argv and argv[0] in SUBCOMMANDS + ("-h", "--help", "--version") else "check"


def _main(argv: list[str] | None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or (argv[0] not in SUBCOMMANDS and argv[0] not in ("-h", "--help", "--version")):
        argv.insert(0, "check")
    verbose = "-v" in argv or "--verbose" in argv or os.environ.get("JAXLINT_DEBUG") == "1"
    try:
        args = build_parser().parse_args(argv)
        if args.command == "rule":
            return _rule(args)
        if args.command == "clean":
            return _clean(args)
        if args.command == "verify":
            return _verify(args)
        if args.command == "server":
            return _server(args)
        return _check(args)
    except UsageError as exc:
        _error(str(exc))
        return EXIT_ERROR
    except BrokenPipeError:  # the reader is gone (`| head`): nothing left to say, and no one to say it to
        _silence_stdout()
        return EXIT_CLEAN
    except KeyboardInterrupt:
        print("jaxlint: interrupted", file=sys.stderr)
        return EXIT_ERROR
    except Exception as exc:  # never a traceback for users unless asked
        from jaxlint.config import ConfigError
        from jaxlint.report.output import OutputError

        if isinstance(exc, (ConfigError, OutputError)):
            _error(str(exc))
        else:
            _error(f"{type(exc).__name__}: {exc} (rerun with --verbose for details)", "internal error")
        if verbose:
            traceback.print_exc()
        return EXIT_ERROR


def _silence_stdout() -> None:
    """Point stdout at /dev/null, so that the interpreter's flush at exit does not fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # no real stdout (tests capture it): nothing will be flushed
        pass


def _error(message: str, kind: str = "error") -> None:
    """One line on stderr, whatever file names the message holds."""
    from jaxlint.report.escape import visible

    print(f"jaxlint: {kind}: {visible(message)}", file=sys.stderr)


def _server(args) -> int:
    try:
        import lsprotocol  # noqa: F401
        import pygls  # noqa: F401
    except ImportError:
        raise UsageError("the language server needs pygls 2: pip install 'jaxlint-tracer[lsp]'") from None
    from jaxlint.lsp import main as serve

    return serve()


def _rule(args) -> int:
    from jaxlint import catalog

    if args.all or not args.code:
        for entry in catalog.descriptors():
            print(f"{entry.code}  {entry.name:<24} {entry.summary}")
        return EXIT_CLEAN
    code = args.code.upper()
    engine = catalog.engine_code(code)
    if engine is not None:
        print(f"# {engine.name} ({code})\n\n{engine.summary}")
        return EXIT_CLEAN
    rule = catalog.rule_class(code) if code in catalog.KNOWN_CODES else None
    if rule is None:
        raise UsageError(f"unknown rule code '{args.code}' (see `jaxlint rule --all`)")
    print(rule_markdown(rule))
    notes = getattr(rule, "notes_for_target", None)  # rules whose meaning depends on settings
    if notes is not None:
        print(notes(_rule_target(args)))
    return EXIT_CLEAN


def _rule_target(args) -> str | None:
    """`--target-jax`, else the project's `target-jax` (a broken config is `check`'s business)."""
    from jaxlint.config import ConfigError, load_config

    if args.target_jax:
        return _target_jax(args.target_jax)
    try:
        return load_config(Path.cwd()).target_jax
    except ConfigError:
        return None


def _target_jax(value: str) -> str:
    from jaxlint.config import ConfigError, target_jax_version

    try:
        return target_jax_version(value, "--target-jax")
    except ConfigError as exc:
        raise UsageError(str(exc)) from None


def rule_markdown(rule) -> str:
    fix = {"Always": "Fix is always available.", "Sometimes": "Fix is sometimes available.",
           "None": "Fix is not available."}[rule.fix_availability]
    from jaxlint.catalog import PREVIEW

    severity = f"Severity: {rule.severity}" + (
        " (advisory: not in the default selection; select it by its code, or with --preview)"
        if rule.code in PREVIEW else "") + "."
    return f"# {rule.name} ({rule.code})\n\n{rule.summary}\n\n{fix}\n{severity}\n\n{rule.docs.rstrip()}\n"


def _load_config(args):
    from jaxlint.config import load_config

    start = Path(args.paths[0]) if args.paths and args.paths[0] != "-" else Path.cwd()
    if args.stdin_filename and (not args.paths or args.paths == ["-"]):
        start = Path(args.stdin_filename)
    while not start.exists() and start != start.parent:  # an unsaved file: its folder's config
        start = start.parent
    config = load_config(start.resolve(), Path(args.config) if args.config else None)
    if args.select:
        config.select = _csv(args.select)
    _check_selectors(config.select + config.extend_select + config.ignore + _csv(args.extend_select)
                     + _csv(args.ignore))
    if args.extend_select:
        config.extend_select = config.extend_select + _csv(args.extend_select)
    if args.ignore:
        config.ignore = config.ignore + _csv(args.ignore)
    if args.force_exclude:
        config.force_exclude = True
    if args.extra_jit_decorator:
        config.extra_jit_decorators = config.extra_jit_decorators + tuple(args.extra_jit_decorator)
    if args.target_jax:
        config.target_jax = _target_jax(args.target_jax)
    if args.preview is not None:
        config.preview = args.preview
    return config


def _check(args) -> int:
    from jaxlint.report.output import ReportOutput

    config = _load_config(args)
    # Opened before anything is linted or fixed: an unusable -o fails the run with nothing written.
    output = ReportOutput.open(None if args.diff else args.output_file, [os.getcwd(), str(config.root)])
    try:
        return _check_into(args, config, output)
    finally:
        output.close()


def _check_into(args, config, output) -> int:
    from jaxlint.discovery import discover
    from jaxlint.report import render
    from jaxlint.report.context import ReportContext
    from jaxlint.notebooks import is_notebook
    from jaxlint.runner import FileOutcome, all_diagnostics, lint_files, lint_notebook_bytes
    from jaxlint.source_io import SourceError, decode_source

    fmt = args.output_format or os.environ.get("JAXLINT_OUTPUT_FORMAT") or config.output_format or "full"
    if fmt not in OUTPUT_FORMATS:
        raise UsageError(f"unknown output format '{fmt}' (choose from {', '.join(OUTPUT_FORMATS)})")
    if args.jobs is not None and args.jobs < 1:
        raise UsageError("--jobs must be at least 1")
    context = ReportContext()
    outcomes: list[FileOutcome] = []
    errors: list[str] = []

    fix = config.fix if args.fix is None else args.fix
    unsafe = config.unsafe_fixes if args.unsafe_fixes is None else args.unsafe_fixes
    context.unsafe_fixes = unsafe
    fixing = bool(fix or args.diff or args.fix_only)
    stdin = args.paths == ["-"] or (not args.paths and bool(args.stdin_filename))
    if args.verify and (stdin or not fixing):
        raise UsageError("--verify needs --fix or --diff on files (to check code without fixing it, use `jaxlint verify`)")
    if not args.verify and (args.verify_report or args.require_verified or args.memory_limit is not None
                            or args.python):
        raise UsageError("--verify-report, --require-verified, --memory-limit and --python need --verify")
    if args.verify:
        _verify_interpreter(args)  # before anything is fixed: a run that cannot verify writes nothing
    if args.add_noqa and (fixing or stdin):
        raise UsageError("--add-noqa writes to files: it cannot be combined with --fix, --diff or stdin")
    if fixing and stdin:
        return _fix_stdin(args, config, fmt, context, unsafe)
    if args.paths == ["-"] or (not args.paths and args.stdin_filename):
        name = args.stdin_filename or "-"
        if args.stdin_filename and config.force_exclude and config.is_excluded(Path(name)):
            outcomes = []
        elif is_notebook(name):  # the notebook's JSON on stdin (Ruff: --stdin-filename x.ipynb)
            raw = sys.stdin.buffer.read()
            context.sources[name] = raw.decode("utf-8", "surrogateescape")
            outcomes.append(lint_notebook_bytes(raw, name, config))
        else:
            try:
                text, _ = decode_source(sys.stdin.buffer.read(), name)
            except SourceError as exc:
                raise UsageError(str(exc)) from None
            context.sources[name] = text
            from jaxlint.engine import lint_source

            result = lint_source(text, name, config)
            outcomes.append(FileOutcome(name, result.diagnostics, parsed=result.parsed,
                                        internal_error=result.internal_error))
    else:
        paths = [Path(p) for p in (args.paths or ["."])]
        if "-" in args.paths:
            raise UsageError("'-' (stdin) cannot be combined with other paths")
        files, errors = discover(paths, config)
        if not files and not errors and not args.quiet:
            print(f"jaxlint: warning: {NO_FILES}", file=sys.stderr)
        if fixing:
            code = _fix(args, config, fmt, context, files, errors, unsafe, output)
            return _verify_fixes(args, config, fmt, files, code) if args.verify else code
        outcomes = lint_files(files, config, args.jobs, cache=_cache(args, config))
        if args.add_noqa:
            return _add_noqa(args, outcomes, errors)

    for message in errors:
        _error(message)
    diagnostics = all_diagnostics(outcomes)
    diagnostics.sort(key=lambda d: d.sort_key())
    if args.verbose or os.environ.get("JAXLINT_DEBUG") == "1":
        from jaxlint.report.escape import visible

        for d in diagnostics:
            if d.code == "JAX999" and d.extra.get("traceback"):
                print(f"{visible(d.filename)}: {visible(d.message)}\n{d.extra['traceback']}", file=sys.stderr)

    if args.statistics and fmt in ("full", "concise"):  # just the table, as Ruff prints it
        report = _statistics(diagnostics)
    else:
        report = render(fmt, diagnostics, context)
        if fmt in ("full", "concise") and not args.quiet:
            report += _summary(diagnostics, failed=bool(errors) or not (outcomes or stdin))
    output.write(report, fmt)

    if errors or any(o.internal_error for o in outcomes):
        return EXIT_ERROR
    if diagnostics and not args.exit_zero:
        return EXIT_DIAGNOSTICS
    return EXIT_CLEAN


def _add_noqa(args, outcomes, errors) -> int:
    """Write the noqa comments; 0 unless a path could not be read or written (Ruff's exit)."""
    from jaxlint.add_noqa import add_noqa_to_files
    from jaxlint.containment import real_roots
    from jaxlint.runner import all_diagnostics

    added, write_errors = add_noqa_to_files(all_diagnostics(outcomes), real_roots(args.paths or ["."]))
    for message in errors + write_errors:
        _error(message)
    if not args.quiet:
        print(f"Added {added} noqa directive{'s' if added != 1 else ''}.", file=sys.stderr)
    return EXIT_ERROR if errors or write_errors or any(o.internal_error for o in outcomes) else EXIT_CLEAN


def _fix_stdin(args, config, fmt, context, unsafe) -> int:
    """Fix stdin and write the fixed source to stdout (what editors and formatters expect)."""
    from jaxlint.fix_runner import fix_text, unified_diff
    from jaxlint.notebooks import is_notebook
    from jaxlint.report.output import write_text
    from jaxlint.source_io import SourceError, decode_source

    name = args.stdin_filename or "-"
    if is_notebook(name):
        return _fix_stdin_notebook(args, config, name, unsafe)
    try:
        text, encoding = decode_source(sys.stdin.buffer.read(), name)
    except SourceError as exc:
        raise UsageError(str(exc)) from None
    new_text, outcome = fix_text(text, name, config, unsafe)
    if args.diff:
        diff = unified_diff(name, text, new_text)
        write_text(diff)
        return EXIT_DIAGNOSTICS if diff else EXIT_CLEAN
    _write_source(new_text, encoding)
    return _stdin_fix_exit(args, outcome)


def _stdin_fix_exit(args, outcome) -> int:
    """The exit status of a fix of stdin, once the fixed text is written."""
    if outcome.error:
        _error(outcome.error)
        return EXIT_ERROR
    remaining = [] if args.fix_only else outcome.diagnostics
    if args.exit_non_zero_on_fix and sum(outcome.applied.values()):
        return EXIT_DIAGNOSTICS
    return EXIT_DIAGNOSTICS if remaining and not args.exit_zero else EXIT_CLEAN


def _fix_stdin_notebook(args, config, name: str, unsafe: bool) -> int:
    """Fix a notebook's JSON from stdin and write the fixed JSON (or the cells' diff) to stdout."""
    from jaxlint.fix_runner import fix_notebook
    from jaxlint.notebooks import NotebookError, read_notebook
    from jaxlint.report.output import write_text

    raw = sys.stdin.buffer.read()
    try:
        notebook = read_notebook(raw)
    except NotebookError as exc:
        raise UsageError(f"{name}: cannot read notebook: {exc}") from None
    prepared = fix_notebook(raw, notebook, name, config, unsafe)
    outcome = prepared.outcome
    if args.diff:
        write_text(prepared.diff or "")
        return EXIT_DIAGNOSTICS if prepared.diff else EXIT_CLEAN
    _write_source(prepared.new_text if prepared.source is not None else notebook.text,
                  "utf-8-sig" if notebook.bom else "utf-8")
    return _stdin_fix_exit(args, outcome)


def _write_source(text: str, encoding: str) -> None:
    """The fixed source in the encoding it came in (BOM and coding cookie stay true)."""
    from jaxlint.source_io import encode_source

    sys.stdout.flush()
    buffer = getattr(sys.stdout, "buffer", None)
    if buffer is None:  # a text-only stream (tests capturing output)
        sys.stdout.write(text)
        return
    buffer.write(encode_source(text, encoding))
    buffer.flush()


def _fix(args, config, fmt, context, files, errors, unsafe, output) -> int:
    from jaxlint.fix_runner import fix_files, hidden_unsafe, remaining
    from jaxlint.report import render
    from jaxlint.report.output import write_text

    from jaxlint.containment import real_roots  # --fix writes only inside the paths it was given
    outcomes = fix_files(files, config, unsafe, diff_only=args.diff, jobs=args.jobs,
                         roots=real_roots(args.paths or ["."]))
    args.fix_outcomes = outcomes  # for --verify
    for message in errors:
        _error(message)
    for outcome in outcomes:
        if outcome.error:
            _error(outcome.error)
        if outcome.fixed is not None:  # the text the remaining findings refer to: no second read
            context.sources[outcome.path] = outcome.fixed
    failed = bool(errors) or any(o.error or o.internal_error for o in outcomes)
    applied = Counter()
    for o in outcomes:
        applied.update(o.applied)
    total_fixed = sum(applied.values())
    if args.diff:
        diff = "".join(o.diff for o in outcomes)
        write_text(diff)
        if not args.quiet and total_fixed:
            print(f"Would fix {total_fixed} error{'s' if total_fixed != 1 else ''}.", file=sys.stderr)
        if failed:
            return EXIT_ERROR
        return EXIT_DIAGNOSTICS if diff else EXIT_CLEAN
    diagnostics = [] if args.fix_only else sorted(remaining(outcomes), key=lambda d: d.sort_key())
    report = render(fmt, diagnostics, context)
    if fmt in ("full", "concise") and not args.quiet:
        if args.show_fixes and total_fixed:
            report += _fixes_table(outcomes)
        report += _fix_summary(diagnostics, total_fixed, 0 if unsafe else hidden_unsafe(diagnostics),
                               failed or not files)
    output.write(report, fmt)
    if failed:
        return EXIT_ERROR
    if args.exit_non_zero_on_fix and total_fixed:
        return EXIT_DIAGNOSTICS
    return EXIT_DIAGNOSTICS if diagnostics and not args.exit_zero else EXIT_CLEAN


def _fixes_table(outcomes) -> str:
    from jaxlint.report.escape import display_path

    lines = ["", "Fixed:"]
    for o in outcomes:
        if o.applied:
            lines.append(f"{display_path(o.path)}:")
            for code, count in sorted(o.applied.items()):
                lines.append(f"    {count} x {code}")
    return "\n".join(lines) + "\n\n"


def _fix_summary(diagnostics, fixed: int, hidden: int, failed: bool = False) -> str:
    remaining = len(diagnostics)
    if remaining == 0 and fixed == 0:
        return "" if failed else "All checks passed!\n"  # no false all-clear, as in _summary
    total = fixed + remaining
    text = f"Found {total} error{'s' if total != 1 else ''} ({fixed} fixed, {remaining} remaining).\n"
    if hidden:
        text += f"{hidden} hidden fix{'es' if hidden != 1 else ''} can be enabled with the `--unsafe-fixes` option.\n"
    return text


def _check_selectors(selectors) -> None:
    """Ruff rejects codes it does not know; so do we (a typo would silently select nothing)."""
    from jaxlint.config import known_selector

    for selector in selectors:
        if not known_selector(selector):
            raise UsageError(f"unknown rule selector '{selector}' (see `jaxlint rule --all`)")


def _cache(args, config):
    """The results cache for this run, or None with --no-cache (or JAXLINT_NO_CACHE=1), or when
    the folder is not jaxlint's (one warning line)."""
    from jaxlint.cache import CacheFolderError, open_cache

    if args.no_cache or os.environ.get("JAXLINT_NO_CACHE") == "1":
        return None
    directory, contained = _cache_dir(args, config)
    try:
        return open_cache(directory, config.fingerprint(), config.root if contained else None)
    except CacheFolderError as exc:
        if not args.quiet:
            print(f"jaxlint: warning: {exc}", file=sys.stderr)
        return None


def _cache_dir(args, config) -> tuple[Path, bool]:
    """The cache folder, and whether it must stay inside the project: a folder the user names
    (--cache-dir, JAXLINT_CACHE_DIR) may be anywhere, one from the config or the default may not."""
    from jaxlint.cache import default_cache_dir

    chosen = args.cache_dir or os.environ.get("JAXLINT_CACHE_DIR")
    if chosen:
        return Path(chosen), False
    return (Path(config.cache_dir) if config.cache_dir else default_cache_dir(config.root)), True


def _clean(args) -> int:
    """Remove jaxlint's cache folder, and only that: see cache.clean for what it refuses."""
    from jaxlint.cache import CacheFolderError, clean
    from jaxlint.config import load_config

    config = load_config(Path.cwd())
    directory, contained = _cache_dir(args, config)
    try:
        print(clean(directory, config.root, contained))
    except CacheFolderError as exc:
        raise UsageError(str(exc)) from None
    return EXIT_CLEAN


NO_FILES = "No Python files found under the given path(s)"  # Ruff's words


def _summary(diagnostics, failed: bool = False) -> str:
    """No "All checks passed!" when a path could not be linted, or nothing was: that would be a
    false all-clear."""
    if not diagnostics:
        return "" if failed else "All checks passed!\n"
    n = len(diagnostics)
    text = f"Found {n} error{'s' if n != 1 else ''}.\n"
    fixable = sum(1 for d in diagnostics if d.fix is not None and d.fix.applicability.value == "safe")
    if fixable:
        text += f"[*] {fixable} fixable with the `--fix` option.\n"
    return text


def _statistics(diagnostics) -> str:
    counts = Counter((d.code, d.name) for d in diagnostics)
    return "".join(f"{count:>5}  {code}  {name}\n" for (code, name), count in counts.most_common())


def _add_verify_parser(sub) -> None:
    verify = sub.add_parser("verify", help="run traced functions eagerly and compiled, and compare (executes your code)")
    verify.add_argument("paths", nargs="*", help="files or folders (default: .)")
    verify.add_argument("--device", choices=("cpu", "gpu", "tpu"), default=None, help="where to compile and run (default cpu)")
    verify.add_argument("--timeout", type=float, default=None,
                        help="seconds allowed for each step: import, eager run, compile, compiled run (default 60)")
    verify.add_argument("--output-format", choices=("full", "json"), default="full", help="how to print the verdicts")
    verify.add_argument("--config", default=None, help="path to a jaxlint.toml or pyproject.toml")
    verify.add_argument("--extra-jit-decorator", action="append", help="qualified name treated like jax.jit")
    verify.add_argument("-v", "--verbose", action="store_true", help="print tracebacks of internal errors")
    _add_verify_options(verify)


def _add_verify_options(parser) -> None:
    parser.add_argument("--verify-report", default=None, metavar="PATH",
                        help="also write every verdict as a JSON list to PATH")
    parser.add_argument("--require-verified", action="store_true",
                        help="exit 1 when a function stays unverified (no inputs) too")
    parser.add_argument("--memory-limit", type=int, default=None, metavar="MB",
                        help="address-space cap of the verification worker in MiB (0: none; default: the smaller "
                             "of 4096 and half the machine's memory, on CPU)")
    parser.add_argument("--python", default=None, metavar="PATH",
                        help="the interpreter that runs your code, with your JAX and dependencies (default: the "
                             "active virtualenv's, else jaxlint's own)")


def _verify(args) -> int:
    """`jaxlint verify`: every traced entry point, run eagerly and compiled (this runs the user's code)."""
    from jaxlint.config import load_config
    from jaxlint.discovery import discover
    from jaxlint.report.output import write_text
    from jaxlint.runtime_check.command import verify_paths
    from jaxlint.runtime_check.report import render
    from jaxlint.runtime_check.supervisor import VerifyError

    paths = [Path(p) for p in (args.paths or ["."])]
    start = paths[0] if paths[0].exists() else Path.cwd()
    config = load_config(start.resolve(), Path(args.config) if args.config else None)
    if args.extra_jit_decorator:
        config.extra_jit_decorators = config.extra_jit_decorators + tuple(args.extra_jit_decorator)
    _verify_interpreter(args)
    files, errors = discover(paths, config)
    for message in errors:
        _error(message)
    try:
        results, warnings = verify_paths(files, config, args.device, args.timeout, args.memory_limit, args.python)
    except VerifyError as exc:
        raise UsageError(str(exc)) from None
    for message in warnings:
        _error(message, "warning")
    _write_verify_report(args, results)
    write_text(render(args.output_format, results))
    if errors:
        return EXIT_ERROR
    return _verify_exit(args, results, EXIT_CLEAN)


def _verify_fixes(args, config, fmt, files, code: int) -> int:
    """`check --fix --verify`: the report goes to stdout after a human-readable check report, to
    stderr when stdout carries a diff or a machine-readable format."""
    from jaxlint.report.output import write_text
    from jaxlint.runtime_check.command import changes_from, verify_changes
    from jaxlint.runtime_check.report import render_full
    from jaxlint.runtime_check.supervisor import VerifyError

    try:
        results, warnings = verify_changes(changes_from(args.fix_outcomes), files, config, args.device, args.timeout,
                                           args.memory_limit, args.python)
    except VerifyError as exc:
        raise UsageError(str(exc)) from None
    for message in warnings:
        _error(message, "warning")
    _write_verify_report(args, results)
    to_stdout = args.output_file or (fmt in ("full", "concise") and not args.diff)
    text = "\nVerification of the fixed functions:\n" + render_full(results) if results else \
        "No fixed function to verify.\n"
    write_text(text, sys.stdout if to_stdout else sys.stderr)
    if code == EXIT_ERROR:
        return code
    return _verify_exit(args, results, code)


def _verify_interpreter(args) -> None:
    """One line and exit 2 when the interpreter that would run the code cannot (no JAX there...)."""
    from jaxlint.runtime_check.command import check_interpreter
    from jaxlint.runtime_check.supervisor import VerifyError

    try:
        check_interpreter(args.python)
    except VerifyError as exc:
        raise UsageError(str(exc)) from None


def _write_verify_report(args, results) -> None:
    from jaxlint.runtime_check.report import write_report

    if args.verify_report:
        try:
            write_report(args.verify_report, results)
        except OSError as exc:
            raise UsageError(f"{args.verify_report}: cannot write: {exc.strerror or exc}") from None


def _verify_exit(args, results, code: int) -> int:
    """1 when a verdict fails the run (mismatch, compile-error, runtime-error, timeout,
    import-error; unverified too with --require-verified); else `code`."""
    from jaxlint.runtime_check.results import failed

    return EXIT_DIAGNOSTICS if failed(results, args.require_verified) else code
