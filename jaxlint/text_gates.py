"""Text tests finer than a rule's trigger words, for the two rules whose words are everywhere.

JAX701 (eager item assignment on a JAX array) needs `name[...] = v` where `name` is bound to a
call; JAX710 (a discarded update) needs an expression statement that is an update call. Their
trigger words (`[]=` with a jax.numpy import, `.append`, `.reshape`, `.set`, `.update`...) hold
in a quarter of the parsed bytes of a JAX corpus that neither rule reports in: dict and list
writes, `list.append(x)`, `d.update(...)`, `y = x.reshape(...)`. Each test here reads the text
the way the rule reads the tree, and answers True wherever the text cannot tell (a string or a
comment in the way, a line continuing an earlier one, an alias): a skip must never lose a
finding. jaxlint/prefilter.py asks them only when a trigger's words already hold.
"""

from __future__ import annotations

import builtins
import re
from collections.abc import Mapping, Set

Aliases = Mapping[str, Set[str]]  # a name an import binds -> what it may name (prefilter.Spelled.aliases)

# `]` then `=` or an augmented `op=` (not `==`); `)` and backslash-newlines may stand between.
_ITEM_ASSIGNMENT = re.compile(r"\](?:[ \t)]|\\\r?\n)*(?:\*\*|//|>>|<<|[-+*/%@&|^])?=(?!=)")
# `]` then `,` and more targets before a plain `=` on the line: a subscript unpacked into (`a[t], b[t] = x, y`)
_UNPACKED_ITEM = re.compile(r"\](?:[ \t)])*,[^=\n]*(?<![!<>])=(?!=)")
_BUILTINS = frozenset(dir(builtins))
_NOT_EXPRESSION = frozenset({"return", "yield", "raise", "assert", "del", "import", "from", "def", "class",
                             "global", "nonlocal", "lambda"})
_IDENTIFIER = re.compile(r"[A-Za-z_]\w*")
_STAR_IMPORT = re.compile(r"\bimport[ \t]*\*")
_ALIAS_BINDING = re.compile(r"[ \t]*[A-Za-z_]\w*[ \t]*(?::[^=\n]*)?=[ \t]*(?:[A-Za-z_]\w*[ \t]*\.[ \t]*)*$")
_STATEMENT_END = re.compile(r"[ \t]*(?:[;#\r\n]|$)")
# Compound statements' headers: a call there is the header's value, never discarded.
_HEADERS = frozenset({"if", "elif", "while", "for", "with", "except", "async", "match", "case"})


def assigns_to_array_item(source: str, aliases: Aliases) -> bool:
    """`name[...] = v` (or `+=`...) where some binding of `name` may be a JAX array: a jax call's
    result, or an expression over one (JAX701's eager check: every binding a jax call's result,
    `flow.assigned_values`, or the one reaching the item assignment a JAX array, `flow.dominating_value`)."""
    names: set[str] = set()
    for match in (*_ITEM_ASSIGNMENT.finditer(source), *_UNPACKED_ITEM.finditer(source)):
        name = _subscripted_name(source, match.start())
        if name is True:
            return True
        if name:
            names.add(name)
    return any(_bound_to_jax_value(name, source, aliases, set()) for name in names)


_IDENTIFIERS = re.compile(r"(?<![\w.])[A-Za-z_]\w*")


def _bound_to_jax_value(name: str, source: str, aliases: Aliases, seen: set[str]) -> bool:
    """Some binding of `name` may be a JAX array as JAX701's eager check reads one: a jax call
    (`_bound_to_call`), or an expression over a jax module or over names bound so (arithmetic,
    an element, an array method: `rho = 1.0 - g.mean(axis=0)` with `g = jnp.asarray(x)`). A
    right-hand side continued on another line cannot be read here: True."""
    if _bound_to_call(name, source, aliases, ("jax",)):
        return True
    seen.add(name)
    if len(seen) > 8:
        return True
    bound = re.compile(r"(?<![\w.])%s[ \t]*(?::[^=\n]*)?=(?!=)([^\n]*)" % re.escape(name))
    # one name of a tuple target (`means, spreads = jnp.zeros(n), jnp.zeros(n)`): the whole right-hand side
    unpacked = re.compile(r"^[ \t]*[(\[]?[ \t]*(?:[\w.*]+[ \t]*,[ \t]*)*\*?%s(?:[ \t]*,[ \t]*[\w.*]+)*[ \t]*,?"
                          r"[ \t]*[)\]]?[ \t]*=(?!=)([^\n]*)" % re.escape(name), re.M)
    for match in (*bound.finditer(source), *(m for m in unpacked.finditer(source) if "," in m.group(0).split("=")[0])):
        rhs = match.group(1).split("#", 1)[0]
        if rhs.rstrip().endswith("\\") or any(rhs.count(a) != rhs.count(b) for a, b in ("()", "[]", "{}")):
            return True
        for ident in _IDENTIFIERS.findall(rhs):
            if ident in aliases and any(t.split(".")[0] == "jax" for t in aliases[ident]):
                return True
            if ident not in seen and ident not in _BUILTINS and _bound_to_jax_value(ident, source, aliases, seen):
                return True
    return False


def _subscripted_name(source: str, close: int) -> str | bool | None:
    """The bare name whose item the `]` at `close` closes; None when the subscripted value is
    no bare name (`self.x[i]`, `f(x)[i]`, `x[0][1]`), a string keys it (`d["k"]`), or it is
    not a subscript at all; True when the text cannot tell."""
    depth, i = 0, close
    while True:
        i -= 1
        if i < 0:
            return True
        ch = source[i]
        if ch in "])}":
            depth += 1
        elif ch in "[({":
            if depth == 0:
                if ch != "[":
                    return True
                break
            depth -= 1
        elif ch in "'\"":  # a one-line string: jump to its opening quote
            start = source.rfind(ch, source.rfind("\n", 0, i) + 1, i)
            if start < 0 or "\\" in source[start:i]:
                return True
            i = start
        elif ch in "#\\":
            return True
    opening = i
    before = source[source.rfind("\n", 0, opening) + 1:opening]
    if "#" in before:  # in a comment when no quote stands before the `#` and the match is on its line
        quoted = any(q in before[:before.index("#")] for q in "'\"")
        return True if quoted or "\n" in source[opening:close] else None
    if source[opening + 1:close].lstrip(" \t").startswith(("'", '"')):
        return None
    end = opening
    while end > 0 and source[end - 1] in " \t":
        end -= 1
    start = end
    while start > 0 and (source[start - 1].isalnum() or source[start - 1] == "_"):
        start -= 1
    if start == end:  # `]` or `)` before the bracket, or a display at a line's start
        return True if source[:end].endswith(("\\\n", "\\\r", "\\\r\n")) else None
    dot = start
    while dot > 0 and source[dot - 1] in " \t":
        dot -= 1
    return None if dot > 0 and source[dot - 1] == "." else source[start:end]


def _bound_to_call(name: str, source: str, aliases: Aliases, libraries: tuple[str, ...]) -> bool:
    """Some `name = f(...)` (or `name: T = f(...)`) may call a function of one of `libraries`:
    `m.f` with `m` a module of one (imported, or an alias of an import: `_module_alias`), or a
    bare `f` imported from one or assigned here (a local alias). A method of an object
    (`self.f()`, `frame.stack.peek()`), a builtin, a function this module defines, another
    library's function: no such call, as the analysis' qualified names read them."""
    bound = re.compile(r"(?<![\w.])%s[ \t]*(?::[^=\n]*)?=(?!=)[\s(\\]*([A-Za-z_][\w.]*)[ \t\\\r\n]*\("
                       % re.escape(name))
    for match in bound.finditer(source):
        chain = match.group(1)
        head = chain.split(".")[0]
        if "." in chain:
            modules = _module_targets(head, source, aliases)
        elif head in aliases:
            modules = aliases[head]
        else:
            if _rebound(head, source) or _STAR_IMPORT.search(source) is not None:
                return True  # a local alias of a function (`zeros = jnp.zeros`), or a star import's name
            continue
        if any(target.split(".")[0] in libraries for target in modules):
            return True
    return False


def _module_targets(name: str, source: str, aliases: Aliases) -> set[str]:
    """What `name` may name as a module: an import's targets, or those of the import a plain
    assignment's bare chain starts from (`xp = jnp`)."""
    if name in aliases:
        return set(aliases[name])
    bound = re.compile(r"(?<![\w.])%s[ \t]*(?::[^=\n(]*)?=(?!=)[ \t]*([A-Za-z_]\w*)[\w. \t]*(?:[;#\r\n]|$)"
                       % re.escape(name), re.M)
    return {target for match in bound.finditer(source) for target in aliases.get(match.group(1), ())}


def _rebound(name: str, source: str) -> bool:
    """`name` is also assigned, a loop or `with` target, or a walrus: it may hold anything."""
    escaped = re.escape(name)
    return re.search(r"(?<![\w.])%s[ \t]*(?::[^=\n(]*)?=(?!=)|(?:for|as)[ \t]+%s\b|(?<![\w.])%s[ \t]*:="
                     % (escaped, escaped, escaped), source) is not None


def may_discard_update(source: str, aliases: Aliases, functions: Set[str], methods: Set[str],
                       at_methods: Set[str], optax_methods: Set[str]) -> bool:
    """An expression statement that may be an update call, as JAX710 reads one: a function of
    the facts table's updates (`functions`: last name parts, `jnp.append`, `optax.apply_updates`)
    called through an import; a method of `methods` (`x.reshape`) on a bare name; an
    `.at[...]` method; an optax transformation's method on a name bound to a call."""
    words = functions | methods | at_methods | optax_methods
    if not words:
        return False
    pattern = re.compile(r"(?<!\w)(?:%s)(?!\w)" % "|".join(sorted(map(re.escape, words))))
    lines: dict[int, str] | None = None
    for match in pattern.finditer(source):
        word, start, end = match.group(0), match.start(), match.end()
        after = source[end:end + 80].lstrip(" \t")
        line_start = source.rfind("\n", 0, start) + 1
        prefix = source[line_start:start]
        if not after.startswith("("):
            if after.startswith(("\\", "as ", "as\t")) or (
                    _ALIAS_BINDING.match(prefix) and _STATEMENT_END.match(after)):
                return True  # `import ... append as app`, `app = jnp.append`: the alias may be called
            continue
        receiver = _receiver(prefix)
        if receiver.kind != "unknown" and not any((
                word in functions and _module_callee(receiver, word, source, aliases),
                word in methods and receiver.kind == "name",
                word in at_methods and receiver.kind == "subscript",
                word in optax_methods and receiver.kind == "name"
                and _bound_to_call(receiver.name, source, aliases, ("optax",)))):
            continue
        if lines is None:
            lines = _line_states(source)
        state = lines.get(line_start, CLEAN)
        if state == CONTINUED:
            return True
        if state != CLEAN and not _closes_before(prefix):
            if state == IN_GROUP:
                return True  # `(x\n .sort())`: a parenthesised statement may span lines
            continue  # in a string, a call's arguments, a subscript or a display opened above
        if _may_start_expression_statement(prefix[:len(prefix) - receiver.length]):
            return True
    return False


def _closes_before(prefix: str) -> bool:
    """The line closes a bracket (or a string) opened on an earlier one before the word."""
    depth = 0
    for ch in prefix:
        if ch in "'\"":
            return True
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            if depth == 0:
                return True
            depth -= 1
    return False


CLEAN, CONTINUED, IN_STRING, IN_GROUP, IN_OTHER = "clean", "continued", "string", "group", "other"
_LEXEME = re.compile(r"\"\"\"|\'\'\'|[\"'#()\[\]{}\n]|\\\r?\n")


def _line_states(source: str) -> dict[int, str]:
    """For each line start inside something opened earlier, what: a string, a parenthesised
    group (`(` not after a name), other brackets (a call's, a subscript's, a display's), or a
    backslash continuation. Lines missing from the map start clean. A tokenizer's reading of
    quotes and brackets, without the rest of a tokenizer."""
    states: dict[int, str] = {}
    outermost, depth, pos = IN_OTHER, 0, 0
    while True:
        match = _LEXEME.search(source, pos)
        if match is None:
            return states
        lexeme, pos = match.group(0), match.end()
        if lexeme == "\n":
            if depth:
                states[pos] = outermost
        elif lexeme.startswith("\\"):
            states[pos] = CONTINUED
        elif lexeme == "#":
            newline = source.find("\n", pos)
            if newline < 0:
                return states
            pos = newline
        elif lexeme in "([{":
            if depth == 0:
                before = source[source.rfind("\n", 0, match.start()) + 1:match.start()].rstrip(" \t")
                after_name = bool(before) and (before[-1].isalnum() or before[-1] in "_)]")
                outermost = IN_GROUP if lexeme == "(" and not after_name else IN_OTHER
            depth += 1
        elif lexeme in ")]}":
            depth = max(depth - 1, 0)
        else:
            close = _string_end(source, pos, lexeme)
            newline = source.find("\n", pos, close)
            while newline >= 0:
                states[newline + 1] = IN_STRING
                newline = source.find("\n", newline + 1, close)
            pos = close


def _string_end(source: str, pos: int, quote: str) -> int:
    """Where the string whose opening `quote` ends at `pos` ends (past its closing quote; a
    one-line string that is never closed ends at its line's end)."""
    if len(quote) == 3:
        at = pos
        while True:
            found = source.find(quote, at)
            if found < 0:
                return len(source)
            backslashes = len(source[:found]) - len(source[:found].rstrip("\\"))
            if backslashes % 2 == 0:
                return found + 3
            at = found + 1
    at = pos
    while at < len(source):
        ch = source[at]
        if ch == "\\":
            at += 2
        elif ch == "\n":
            return at
        elif ch == quote:
            return at + 1
        else:
            at += 1
    return len(source)


class _Receiver:
    """What stands before a called word on its line: `kind` "bare" (nothing: `append(...)`),
    "name" (`x.`), "subscript" (`...].`), "chain" (`a.b.`), "unknown" (a receiver on an
    earlier line) or "other" (a call's result, a literal); `name` its head; `length` the
    characters it spans."""

    def __init__(self, kind: str, name: str = "", length: int = 0) -> None:
        self.kind, self.name, self.length = kind, name, length


def _receiver(prefix: str) -> _Receiver:
    text = prefix.rstrip(" \t")
    if not text.endswith("."):
        return _Receiver("bare", "", len(prefix) - len(text))
    body = text[:-1].rstrip(" \t")
    if not body:
        return _Receiver("unknown")  # on an earlier line: `(x\n .sort())`
    if body.endswith("]"):
        return _Receiver("subscript", "", 0)  # the statement checks walk the brackets themselves
    match = re.search(r"([A-Za-z_]\w*(?:[ \t]*\.[ \t]*[A-Za-z_]\w*)*)$", body)
    if match is None:
        return _Receiver("other")
    chain = match.group(1)
    head = chain.split(".")[0].strip()
    before = body[:match.start()].rstrip(" \t")
    if before.endswith((".", ")", "]")):
        return _Receiver("other")
    return _Receiver("chain" if "." in chain else "name", head, len(prefix) - match.start())


def _module_callee(receiver: _Receiver, word: str, source: str, aliases: Aliases) -> bool:
    """The call may resolve to a library function: `word(...)` with `word` imported (a star
    import may bind it) or assigned, or `m.word(...)` with `m` a module's name: imported, or
    assigned an imported name or a chain from one (`xp = jnp`); `outs.append(x)`
    on `outs = []` is no module's function, nor `shape.append(2)` on `shape = aval.shape`."""
    if receiver.kind == "bare":
        return word in aliases or _rebound(word, source) or _STAR_IMPORT.search(source) is not None
    return receiver.kind in ("name", "chain") and bool(_module_targets(receiver.name, source, aliases))


def _may_start_expression_statement(prefix: str) -> bool:
    """Whether what follows `prefix` on its line (which starts clean, `_line_states`) may be
    the value of an expression statement: not after an assignment's `=`, a keyword that uses
    the value (`return`), or inside a call's parentheses, a subscript or a display; True where
    the text cannot tell (a string)."""
    segment, assigned, opens = 0, False, []
    for i, ch in enumerate(prefix):
        if ch in "'\"":
            return True
        if ch == "#":
            return False  # the call is in a comment
        if ch in "([{":
            opens.append(i)
        elif ch in ")]}":
            if not opens:
                return True  # the line continues brackets opened on an earlier one
            opens.pop()
        elif ch in ";:" and not opens and prefix[i + 1:i + 2] != "=":
            segment, assigned = i + 1, False  # a new statement (`a = 1; x.sort()`, `if c: x.sort()`)
        elif ch == "=" and not opens and prefix[i - 1:i] not in ("=", "!", "<", ">", ":") \
                and prefix[i + 1:i + 2] != "=":
            assigned = True
    if assigned:
        return False
    if opens:
        k = opens[-1]
        if prefix[k] != "(":
            return False  # in a subscript or a display
        before = prefix[:k].rstrip(" \t")
        return not (before and (before[-1].isalnum() or before[-1] in "_)]"))  # a call's argument: no
    statement = prefix[segment:].lstrip(" \t")
    first = _IDENTIFIER.match(statement)
    return not statement.startswith("@") and not (first and first.group(0) in _NOT_EXPRESSION | _HEADERS)
