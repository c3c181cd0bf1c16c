"""`jaxlint check --add-noqa`: a `# noqa: CODE` comment for every current finding, as Ruff's
`--add-noqa` does. Existing noqa comments are extended, not duplicated; a finding inside a
multi-line string gets its comment after the string's last line (where Python and flake8
honour it); files are written atomically, in their own encoding and line endings, and only
inside the paths jaxlint was given."""

from __future__ import annotations

from pathlib import Path

from jaxlint.diagnostics import Diagnostic
from jaxlint.fix_runner import write_fixed
from jaxlint.noqa import add_noqa
from jaxlint.source_io import SourceError, encode_source, read_source

# Findings about the file, not a line: a comment cannot silence them.
NOT_LINE_FINDINGS = frozenset({"JAX000", "JAX001", "JAX100", "JAX999"})


def add_noqa_to_files(diagnostics: list[Diagnostic], roots: tuple[str, ...] | None) -> tuple[int, list[str]]:
    """How many noqa comments were added or extended, and one error line per file that could
    not be written (the others are still written)."""
    by_file: dict[str, dict[int, list[str]]] = {}
    for d in diagnostics:
        if d.code not in NOT_LINE_FINDINGS and d.noqa_row is not None:
            by_file.setdefault(d.filename, {}).setdefault(d.noqa_row, []).append(d.code)
    added, errors = 0, []
    for path, rows in sorted(by_file.items()):
        try:
            source = read_source(Path(path))
            text, count = add_noqa(source.text, rows)
            if count:
                write_fixed(path, encode_source(text, source.encoding), source.raw, roots)
                added += count
        except SourceError as exc:
            errors.append(str(exc))
        except (OSError, UnicodeEncodeError) as exc:
            errors.append(f"{path}: cannot write: {getattr(exc, 'strerror', None) or exc}")
    return added, errors
