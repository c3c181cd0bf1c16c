"""Which expression statements a notebook shows: IPython displays the value of a cell's last
statement when that statement is an expression not ended by `;`. Such a value is read, by the
reader of the notebook, so it is not thrown away (`x.at[i].set(1)` as a cell's last line
demonstrates the update; tests/data/unseen24_triage.md).

The linted module of a notebook joins its code cells and ends each one with a boundary comment
(jaxlint.notebooks.join_cells); LibCST keeps a comment line in the `leading_lines` of the
statement after it, or in the module's footer after the last one.
"""

from __future__ import annotations

import re

import libcst as cst

_BOUNDARY = re.compile(r"#\s*cell-[0-9a-f]+ end of cell \d+\s*$")


def shown_by_its_cell(module: cst.Module, statement: cst.Expr) -> bool:
    """`statement` is the last statement of its notebook cell (at the cell's top level, the last
    small statement of its line, no `;` after it): IPython displays its value."""
    if isinstance(statement.semicolon, cst.Semicolon):
        return False
    for index, line in enumerate(module.body):
        if not isinstance(line, cst.SimpleStatementLine) or not line.body or line.body[-1] is not statement:
            continue
        # the lines between it and the next statement: the cell's own comments, then its end
        following = module.body[index + 1].leading_lines if index + 1 < len(module.body) else module.footer
        return any(empty.comment is not None and _BOUNDARY.match(empty.comment.value) for empty in following)
    return False
