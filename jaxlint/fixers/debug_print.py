"""`print(...)` of traced values -> `jax.debug.print("...", ...)`, f-strings converted."""

from __future__ import annotations

import libcst as cst

from jaxlint.fixers.edits import NodeEdit, PendingFix, code, string_literal
from jaxlint.fixers.imports import name_for


def _escape(text: str) -> str:
    return text.replace("{", "{{").replace("}", "}}")


def _fstring_parts(node: cst.FormattedString) -> tuple[str, list[str]] | None:
    """('x = {:.3f}', ['x']) for f"x = {x:.3f}"; None for forms we do not convert."""
    fmt = []
    args = []
    if "b" in node.prefix.lower() or "r" in node.prefix.lower():
        return None
    for part in node.parts:
        if isinstance(part, cst.FormattedStringText):
            fmt.append(part.value)  # f-string text already doubles literal braces, as str.format wants
            continue
        if part.equal is not None:
            return None  # f"{x=}" has no str.format spelling
        spec = ""
        if part.conversion:
            spec += "!" + part.conversion
        if part.format_spec:
            if any(isinstance(p, cst.FormattedStringExpression) for p in part.format_spec):
                return None  # nested replacement fields in the spec
            spec += ":" + "".join(p.value for p in part.format_spec)
        fmt.append("{" + spec + "}")
        args.append(code(part.expression).strip())
    return "".join(fmt), args


def _literal_text(node: cst.SimpleString) -> str | None:
    value = node.evaluated_value
    return value if isinstance(value, str) else None


def debug_print_fix(ctx, node: cst.Call) -> PendingFix | None:
    jax_name, edit = name_for(ctx.module, "jax")
    if jax_name is None:
        return None
    pieces: list[str] = []
    args: list[str] = []
    sep = " "
    for arg in node.args:
        if arg.star:
            return None
        if arg.keyword is not None:
            if arg.keyword.value == "sep" and isinstance(arg.value, cst.SimpleString) and _literal_text(arg.value) is not None:
                sep = _literal_text(arg.value)
                continue
            return None  # end=, file=, flush= have no jax.debug.print counterpart
        value = arg.value
        if isinstance(value, cst.SimpleString) and _literal_text(value) is not None and "b" not in value.prefix.lower():
            pieces.append(_escape(_literal_text(value)))
        elif isinstance(value, cst.FormattedString):
            converted = _fstring_parts(value)
            if converted is None:
                return None
            fmt, fargs = converted
            pieces.append(fmt)
            args.extend(fargs)
        else:
            pieces.append("{}")
            args.append(code(value).strip())
    fmt = _escape(sep).join(pieces)
    call = f"{jax_name}.debug.print({string_literal(fmt)}" + "".join(f", {a}" for a in args) + ")"
    edits = [NodeEdit(node, call)] + ([edit] if edit is not None else [])
    return PendingFix(f"Replace with {jax_name}.debug.print", edits)
