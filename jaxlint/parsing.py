"""Parse Python with LibCST without letting hostile input crash or stall the process.

LibCST's native parser recurses on the machine stack: nesting it cannot take is a segfault,
not an exception, and some nestings cost quadratic or exponential time. So every parse goes
through `parse_module`: it measures the nesting first (`nesting_problem`), parses on a thread
with a large stack of known size (`on_deep_stack`, whatever stack the caller has), and turns
every failure into one exception, `ParseError`.

Limits of libcst 1.9's parser measured on an 8 MiB stack (the first size that crashed; the
parse time on one core at the size given):

    nested brackets (also inside f-string fields)     crash at ~1,280     200 nested: 0.01-0.4 s
    nested f-strings f"{f"{...}"}"                     crash at ~1,130     200 nested: 0.2 s
    nested format specs f"{x:{y:{...}}}"               crash at ~4,000
    lambda defaults `lambda a=lambda a=...`            crash at ~590       200 nested: 0.04 s
    lambda bodies `lambda: lambda: ...`                crash at ~3,500     1,000: 0.3 s
    unary chains `- - x`, `not not x`, `~~x`           crash at ~8,200
    binary / boolean chains `1+1+...`, `a and b ...`   crash at ~7,000     1,000 terms: 0.2 s
    conditional chains `a if b else c if ...`          crash at ~5,600
    `elif` chains                                      crash at ~8,200     2,000: 0.1 s
    attribute / call / subscript chains                no crash seen       1,000 links: 0.2-1.5 s,
                                                                          2,000: up to 17 s
    nested match patterns `case [[[...]]]`             exponential         16 levels: 0.1 s, 20: 4 s,
                                                                          10 mapping levels: 3 s
    100 nested blocks                                  the tokenizer refuses them (as CPython does)

The guard's limits: 200 nested brackets, fields and lambdas (3x under the smallest crash size on
8 MiB, lambda defaults); a path of 1,000 operators and groups (3.5x under the smallest chain crash,
lambda bodies); 2,000 `elif`s (4x);
16 levels of match pattern; and a parse-time budget per file (`WORK_PER_MIB`). Parsing runs on a
64 MiB stack, 8 times the stack those sizes were measured on (5,000 nested brackets parse there),
so the heaviest input the guard accepts (200 lambda defaults: 2.8 MiB, plus 1,000 chained
operators: 2.4 MiB, plus 2,000 `elif`s: 2 MiB) uses an eighth of it, and the recursion limit is
raised to match (`DEEP_RECURSION_LIMIT`: positions and the analysis walk trees 5,000 levels
deep). The real-world corpus stays far below every limit: at most 9 nested brackets, a path of
42, 60 `elif`s, 3 pattern levels, 0.45 million units of parse work a MiB.
"""

from __future__ import annotations

import ast
import re
import sys
import threading
from typing import TYPE_CHECKING, Callable, TypeVar

if TYPE_CHECKING:
    import libcst as cst

MAX_BRACKETS = 200  # nested brackets, f-string replacement fields and lambdas
MAX_NESTING = 1000  # an expression's depth: operators, chain links and groups on one path
MAX_ELIFS = 2000  # `elif` branches in one top-level statement (each nests the next)
MAX_PATTERN = 16  # match-pattern nesting; a mapping pattern counts 2 (the parser backtracks)
# The parse's cost, estimated per statement as depth squared plus 2 ** pattern depth: one unit
# takes the parser at most 2.5 us on every construct measured. A file may spend WORK_PER_MIB
# units per MiB (at least one MiB's worth): 10 s a MiB at worst; the densest file of the
# real-world corpus spends 0.45 million units a MiB.
WORK_PER_MIB = 4_000_000

DEEP_STACK_BYTES = 64 << 20
DEEP_RECURSION_LIMIT = 20_000

T = TypeVar("T")


class ParseError(Exception):
    """Text that LibCST cannot (a syntax error) or must not (nesting it would crash on) parse."""

    def __init__(self, reason: str, line: int = 1, column: int = 0) -> None:
        super().__init__(reason)
        self.reason, self.line, self.column = reason, line, column


def parse_module(text: str) -> "cst.Module":
    """The guarded entry to LibCST's parser: the nesting guard, then the parse on a deep stack."""
    return _parse("parse_module", text)


# text -> a module parsed from it that nothing else holds yet, for the next lint of that very
# text: the fix loop parses each pass's result to check it, and then lints it. One at a time.
_HANDED: dict[str, "cst.Module"] = {}


def hand_over(text: str, module: "cst.Module") -> None:
    """Keep `module`, just parsed from `text`, for the next lint of `text` (one parse, not two)."""
    _HANDED.clear()
    _HANDED[text] = module


def was_handed(text: str) -> bool:
    """Whether a module parsed from exactly this text waits to be taken: the text parses."""
    return text in _HANDED


def take_handed(text: str) -> "cst.Module | None":
    """The module handed over for this text, once (its nodes are then the taker's alone)."""
    return _HANDED.pop(text, None)


def drop_handed() -> None:
    _HANDED.clear()


def parse_expression(text: str) -> "cst.BaseExpression":
    """`parse_module` for one expression (call strings from a config, string annotations)."""
    return _parse("parse_expression", text)


def _parse(entry: str, text: str):
    import libcst as cst

    problem = nesting_problem(text)
    if problem is not None:
        raise ParseError(problem[1], problem[0])
    try:
        return on_deep_stack(_unvalidated, getattr(cst, entry), text)
    except cst.ParserSyntaxError as exc:
        found = python_syntax_error(text, entry == "parse_expression")
        if found is not None:
            raise ParseError(*found) from None
        respaced = indentation_tabs_expanded(text) if entry == "parse_module" else None
        if respaced is not None:
            try:
                return on_deep_stack(_unvalidated, cst.parse_module, respaced)
            except (cst.ParserSyntaxError, RecursionError):
                pass
        raise ParseError(_syntax_message(exc), exc.raw_line, max(exc.raw_column, 0)) from None
    except RecursionError:
        raise ParseError("nesting too deep") from None


def indentation_tabs_expanded(text: str) -> str | None:
    """`text` with the tabs in the indentation of its logical lines written as the spaces CPython
    reads them as (a tab moves to the next multiple of 8), or None when there is none. CPython
    accepts indentation that mixes spaces and tabs where both readings (a tab as 1 and as 8
    columns) order the lines alike ("    \t    " under a line of 8 spaces); LibCST's tokenizer
    rejects some of it ("no matching outer block for dedent"), and valid code would be reported
    as unparsable. Only the lines that start a statement are respaced: a tab inside a string
    that spans lines is the string's. The module parsed from it prints those lines with spaces."""
    import io
    import tokenize

    if "\t" not in text:
        return None
    starts: set[int] = set()
    at_start = True
    skip = {tokenize.INDENT, tokenize.DEDENT, tokenize.NL, tokenize.COMMENT, tokenize.ENCODING, tokenize.ENDMARKER}
    try:
        for tok in tokenize.generate_tokens(io.StringIO(text).readline):
            if tok.type == tokenize.NEWLINE:
                at_start = True
            elif at_start and tok.type not in skip:
                starts.add(tok.start[0])
                at_start = False
    except (tokenize.TokenError, SyntaxError, ValueError):
        return None
    lines = text.splitlines(keepends=True)
    changed = False
    for row in sorted(starts):
        if row > len(lines):
            continue
        line = lines[row - 1]
        body = line.lstrip(" \t\f")
        indent = line[: len(line) - len(body)]
        if "\t" not in indent:
            continue
        column = 0
        for char in indent:
            column = (column // 8 + 1) * 8 if char == "\t" else (0 if char == "\f" else column + 1)
        lines[row - 1] = " " * column + body
        changed = True
    return "".join(lines) if changed else None


_switch_lock = threading.Lock()
_unvalidated_parses = 0
_validating_post_init = None


def _unvalidated(parse: Callable[[str], T], text: str) -> T:
    """`parse(text)` with LibCST's per-node validation off: every node LibCST builds checks
    itself (`CSTNode.__post_init__` calls `_validate`), a tenth of a parse, and the nodes its
    parser builds from text it accepted need no check (LibCST's own PERF note in `CSTNode`
    says as much). Nodes built anywhere else (the fixers') are validated as before, but for
    a node another thread builds during a parse: a fix is written only if its text parses."""
    import libcst as cst

    global _unvalidated_parses, _validating_post_init
    with _switch_lock:
        if _unvalidated_parses == 0:
            _validating_post_init = cst.CSTNode.__dict__["__post_init__"]
            cst.CSTNode.__post_init__ = _skip_validation
        _unvalidated_parses += 1
    try:
        return parse(text)
    finally:
        with _switch_lock:
            _unvalidated_parses -= 1
            if _unvalidated_parses == 0:
                cst.CSTNode.__post_init__ = _validating_post_init


def _skip_validation(self) -> None:
    """`CSTNode.__post_init__` while a parse runs."""


def python_syntax_error(text: str, expression: bool = False) -> tuple[str, int, int] | None:
    """(message, line, 0-based column) of CPython's own syntax error for `text`, or None when
    CPython compiles it. LibCST's error is often a line late ("expected one of" 30 tokens, at
    the next statement); CPython's names the bracket never closed or the `:` missing, where it
    is. Compiled to an AST only: nothing runs."""
    try:
        compile(text, "<jaxlint>", "eval" if expression else "exec", ast.PyCF_ONLY_AST, dont_inherit=True)
    except SyntaxError as exc:  # IndentationError and TabError too
        line = exc.lineno or 1
        column = max((exc.offset or 1) - 1, 0)
        return exc.msg or "invalid syntax", line, column
    except (ValueError, MemoryError, RecursionError):  # null bytes; sizes the guard let through
        return None
    return None


def _syntax_message(exc) -> str:
    """LibCST's message, short: its first line without the position, and no list of the tokens
    it would have accepted."""
    message = str(exc.message).splitlines()[0] if exc.message else "invalid syntax"
    message = re.sub(r"^(parser error: )?error at \d+:\d+: ", "", message)  # the position is given apart
    return "invalid syntax" if message.startswith("expected one of") and message.count(",") > 3 else message


# --- a deep stack ----------------------------------------------------------------------------

_deep = threading.local()
_limit_lock = threading.Lock()
_deep_calls = 0
_saved_limit = 0


def on_deep_stack(fn: Callable[..., T], *args, **kwargs) -> T:
    """`fn(*args, **kwargs)` on a thread with a `DEEP_STACK_BYTES` stack and the recursion limit
    raised to `DEEP_RECURSION_LIMIT` while it runs: the native parser and LibCST's recursive
    visitors then have the same room whatever thread calls (a pool worker, the language
    server's lint thread, a small default thread stack). Nested calls run in place."""
    if getattr(_deep, "active", False):
        return fn(*args, **kwargs)
    outcome: dict[str, object] = {}

    def run() -> None:
        _deep.active = True
        try:
            outcome["value"] = fn(*args, **kwargs)
        except BaseException as exc:  # handed to the caller's thread
            outcome["error"] = exc

    _raise_limit()
    try:
        thread = _start_thread(run)
        if thread is not None:
            thread.join()
    finally:
        _restore_limit()
    if thread is None:  # no thread to be had: the caller's own stack and limit, as before
        return fn(*args, **kwargs)
    if "error" in outcome:
        raise outcome["error"]  # type: ignore[misc]
    return outcome["value"]  # type: ignore[return-value]


def _start_thread(run: Callable[[], None]) -> threading.Thread | None:
    with _limit_lock:  # the stack size is process-wide: set, start, reset in one step
        try:
            old = threading.stack_size(DEEP_STACK_BYTES)
        except (ValueError, RuntimeError):
            return None
        try:
            thread = threading.Thread(target=run, name="jaxlint-deep-stack", daemon=True)
            thread.start()
        except RuntimeError:
            return None
        finally:
            threading.stack_size(old)
    return thread


def _raise_limit() -> None:
    global _deep_calls, _saved_limit
    with _limit_lock:
        if _deep_calls == 0:
            _saved_limit = sys.getrecursionlimit()
            sys.setrecursionlimit(max(_saved_limit, DEEP_RECURSION_LIMIT))
        _deep_calls += 1


def _restore_limit() -> None:
    global _deep_calls
    with _limit_lock:
        _deep_calls -= 1
        if _deep_calls == 0:
            sys.setrecursionlimit(_saved_limit)


# --- the nesting guard -----------------------------------------------------------------------
#
# The text is first reduced to the characters that nest: strings and comments become
# placeholders, f-string replacement fields become bracketed code (followed to any depth),
# keywords that nest become markers. Then one pass measures the deepest path.

_PREFIX_LETTERS = frozenset("rRbBuUfFtT")
_PREFIXES = frozenset({"", "r", "u", "b", "br", "rb", "f", "fr", "rf", "t", "tr", "rt"})
_CODE_STOP = re.compile(r"[#'\"]|\\\n")
_FIELD_STOP = re.compile(r"[#'\"{}()\[\]:!]|\\\n")
_QUOTES = ("'''", '"""', "'", '"')


def _string_end(quote: str) -> re.Pattern:
    q = re.escape(quote[0])
    if len(quote) == 3:
        return re.compile(rf"(?:[^\\{q}]+|\\.|{q}(?!{q}{q}))*(?:{q}{q}{q}|\Z)", re.S)
    return re.compile(rf"(?:[^\\{q}\n]+|\\.)*(?:{q}|(?=\n)|\Z)", re.S)


def _literal_stop(quote: str, raw: bool, spec: bool) -> re.Pattern:
    """Where f-string literal text (or a format spec) stops: its quote, a brace, a newline in a
    one-line string. Escapes are skipped; `\\N{...}` is an escape, not a field, unless raw."""
    parts = [re.escape(quote)]
    if not raw:
        parts.append(r"\\N\{[^{}\n]*\}")
    parts.append(r"\\[^{}]")
    if not spec:
        parts.append(r"\{\{|\}\}")
    parts.append(r"[{}]")
    if len(quote) == 1:
        parts.append(r"\n")
    return re.compile("|".join(parts), re.S)


_STRING_END = {q: _string_end(q) for q in _QUOTES}
_LITERAL_STOP = {(q, raw, spec): _literal_stop(q, raw, spec)
                 for q in _QUOTES for raw in (False, True) for spec in (False, True)}

# Markers in the reduced text (control characters never survive in code: see _reduce).
LAMBDA, ELIF, IF, CASE, INDENT, STRING_END = "\x02", "\x03", "\x04", "\x05", "\x06", "\x08"
IN_TOKEN_NEWLINE = "\x01"
_CONTROL = re.compile(r"[\x01-\x08]")
_INDENTED = re.compile(r"^[ \t\f]+(?=\S)", re.M)
# One lookbehind for `case` (at a line's start or after its indentation), inside the alternation:
# three alternative lookbehinds tried at every position cost the scan twice as much.
_KEYWORDS = re.compile(r"(?<![\w.])(?:and|or|not|if|else|lambda|await|for|elif|(?<![^\n\x06])case)(?!\w)")
_KEYWORD_MARKERS = {"if": IF, "lambda": LAMBDA, "elif": ELIF, "case": CASE}
_REDUCE = dict.fromkeys(range(128))
_REDUCE.update({ord(c): "(" for c in "(["} | {ord("{"): "{"} | {ord(c): ")" for c in ")]}"})
_REDUCE.update({ord(c): "," for c in ",;="} | {ord(":"): ":"})
_REDUCE.update({ord(c): "+" for c in "+-*/%@&|^~<>.!"})
_REDUCE.update({ord(c): c for c in '\n"' + IN_TOKEN_NEWLINE + LAMBDA + ELIF + IF + CASE + INDENT + STRING_END})


def nesting_problem(text: str) -> tuple[int, str] | None:
    """(line, reason) when `text` nests deeper than the parser can take, else None. An estimate
    from brackets, operators and nesting keywords (strings and comments skipped, f-string
    fields followed), exact for brackets."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    if _CONTROL.search(text):  # never valid in code; keep them from posing as markers
        text = _CONTROL.sub(" ", text)
    reduced = _KEYWORDS.sub(lambda m: _KEYWORD_MARKERS.get(m.group(), "+"), _INDENTED.sub(INDENT, _reduce(text + "\n")))
    budget = max(1, len(text) / (1 << 20)) * WORK_PER_MIB
    return _measure(reduced.translate(_REDUCE), budget)


def _reduce(text: str) -> str:
    """Code kept as it is; strings and comments replaced by placeholders (a line break inside
    one by IN_TOKEN_NEWLINE); an f-string's replacement fields kept as bracketed code, followed
    through nested strings, format specs, conversions and `{{` escapes. Iterative: an input
    nested a million deep costs time, not stack."""
    out: list[str] = []
    modes: list[list] = []  # ["literal", quote, raw] / ["field", depth, quote, raw] / ["spec", quote, raw]
    pos, end = 0, len(text)
    while pos < end:
        mode = modes[-1] if modes else None
        if mode is None or mode[0] == "field":
            stop = (_FIELD_STOP if mode else _CODE_STOP).search(text, pos)
            if stop is None:
                out.append(text[pos:])
                break
            at, token = stop.start(), stop.group()
            out.append(text[pos:at])
            pos = stop.end()
            if token == "#":
                newline = text.find("\n", at)
                pos = end if newline < 0 else newline
            elif token == "\\\n":
                out.append(IN_TOKEN_NEWLINE)
            elif token in "'\"":
                pos = _open_string(text, at, out, modes)
            else:
                pos = _field_token(text, at, token, mode, out, modes)
            continue
        kind, quote, raw = mode[0], mode[-2], mode[-1]
        stop = _LITERAL_STOP[quote, raw, kind == "spec"].search(text, pos)
        if stop is None:
            out.append(IN_TOKEN_NEWLINE * text.count("\n", pos))
            break
        at, token = stop.start(), stop.group()
        out.append(IN_TOKEN_NEWLINE * text.count("\n", pos, at if token == "\n" else stop.end()))
        pos = stop.end()
        if token == "{":
            modes.append(["field", 0, quote, raw])
            out.append("(")
        elif token == "}" and kind == "spec":
            modes.pop()  # the spec and its field
            modes.pop()
            out.append(")")
        elif token == quote or token == "\n":  # the string's end (a newline: unterminated)
            if token == "\n":
                pos = at
            while modes and modes[-1][0] != "literal":  # a field left open: the string ends it
                if modes.pop()[0] == "field":
                    out.append(")")
            modes.pop()
            out.append(STRING_END)
    return "".join(out)


def _open_string(text: str, at: int, out: list[str], modes: list[list]) -> int:
    """A string starts at `at` (its quote): skip a plain one, enter an f-string; returns where
    scanning goes on."""
    start = at
    while start > 0 and at - start < 3 and text[start - 1] in _PREFIX_LETTERS:
        start -= 1
    prefix = text[start:at].lower()
    if prefix not in _PREFIXES or (start > 0 and (text[start - 1].isalnum() or text[start - 1] == "_")):
        prefix = ""  # the letters end a name: `xf"..."`
    quote = next(q for q in _QUOTES if text.startswith(q, at))
    body = at + len(quote)
    if "f" in prefix or "t" in prefix:
        modes.append(["literal", quote, "r" in prefix])
        out.append('"')
        return body
    stop = _STRING_END[quote].match(text, body).end()
    out.append('"' + IN_TOKEN_NEWLINE * text.count("\n", at, stop))
    return stop


def _field_token(text: str, at: int, token: str, field: list, out: list[str], modes: list[list]) -> int:
    """A bracket, `:` or `!` inside an f-string replacement field; returns where scanning goes on."""
    if token in "([{":
        field[1] += 1
        out.append(token)
    elif token in ")]}":
        if field[1]:
            field[1] -= 1
            out.append(token)
        elif token == "}":  # the field's end
            modes.pop()
            out.append(")")
    elif token == ":":
        if field[1]:
            out.append(":")
        else:
            modes.append(["spec", field[2], field[3]])
    elif text.startswith("!=", at):
        out.append("!")
        return at + 2
    return at + 1  # `!r`: the conversion letter is dropped with the rest of the names


def _measure(reduced: str, budget: int) -> tuple[int, str] | None:
    """The deepest path through the reduced text. Per open group (bracket, field, lambda
    parameters) the enclosing segment is kept; a segment's cost is its operators plus its
    deepest closed group, and the path's cost adds the segments it passes through."""
    stack: list[tuple] = []  # (ops after the group, child, deepest, base, is_lambda, pattern weight)
    ops = child = deepest = base = 0
    lambdas = pattern_depth = pattern_peak = elifs = work = 0
    line, last = 1, ""
    line_start, indented, pattern = True, False, False
    for c in reduced:
        if line_start:
            if c == INDENT:
                indented = True
                continue
            if c != "\n":
                line_start = False
                if c == ELIF:
                    elifs += 1
                    if elifs > MAX_ELIFS:
                        return line, f"too many elif branches (more than {MAX_ELIFS})"
                elif c == CASE:
                    pattern = True
                elif not indented:
                    elifs = 0
        if c == "+" or c == IF:
            ops += 1
            if c == IF and not stack:
                pattern = False  # a case guard is an expression
        elif c == '"':
            ops += last == '"'  # implicit concatenation nests too
        elif c == STRING_END:
            last = '"'
            continue
        elif c == INDENT:  # a continuation line's indentation
            continue
        elif c in "({" or c == LAMBDA:
            if len(stack) >= MAX_BRACKETS:
                what = "lambdas" if c == LAMBDA else "parentheses"
                return line, f"too many nested {what} (more than {MAX_BRACKETS} levels)"
            weight = (2 if c == "{" else 1) if pattern and c != LAMBDA else 0
            if weight:
                pattern_depth += weight
                pattern_peak = max(pattern_peak, pattern_depth)
                if pattern_depth > MAX_PATTERN:
                    return line, f"match pattern nested too deeply (more than {MAX_PATTERN} levels)"
            lambdas += c == LAMBDA
            stack.append((ops + 1, child, deepest, base, c == LAMBDA, weight))  # a call or subscript nests its operand
            base += ops + child + 1
            ops = child = deepest = 0
        elif c == ")" or (c == ":" and lambdas and stack[-1][4]) or (c == "\n" and stack and lambdas == len(stack)):
            # `)` also ends the lambdas opened inside it; a lambda cannot span lines outside brackets
            while stack:
                inner = max(deepest, ops + child) + 1
                ops, child, deepest, base, is_lambda, weight = stack.pop()
                child = max(child, inner)
                pattern_depth -= weight
                lambdas -= is_lambda
                if c == ":" or (c == ")" and not is_lambda):
                    break
            if c == "\n":
                deepest = max(deepest, ops + child)
                ops = child = 0
                pattern = False
        elif c == "," or c == ":" or (c == "\n" and not stack):
            deepest = max(deepest, ops + child)
            ops = child = 0
            if c != "," and not stack:
                pattern = False
        if c == "\n":
            line += 1
            if not stack:
                line_start, indented = True, False
                work += deepest * deepest + (1 << pattern_peak if pattern_peak else 0)
                deepest = pattern_peak = 0
                if work > budget:
                    return line - 1, "nested code too costly to parse (the parser would take minutes)"
        elif c == IN_TOKEN_NEWLINE:
            line += 1
        else:
            last = c
        if base + ops + child > MAX_NESTING:
            return line, f"expression nested too deeply (more than {MAX_NESTING} levels)"
    return None
