"""A field of a pytree class that `jax.jit` traces (every leaf of a pytree argument is traced,
ints included) and the code needs as a Python int (JAX202) -> declare it static:
`n_heads: int` becomes `n_heads: int = eqx.field(static=True)` in an equinox Module,
`dataclasses.field(metadata={"static": True})` in a dataclass registered by a bare
`@jax.tree_util.register_dataclass` (which reads that metadata). A `@property` computed from
such fields only (`self.width * self.expansion`) marks the fields it reads.

A static field is part of the pytree's structure instead of a leaf: jit keys its cache by it, so
the traced code sees the Python value. Unsafe: each new value of the field compiles again, the
value must be hashable (only fields annotated `int`, `bool`, `str` or a tuple of those are
marked), and `jax.tree_util` functions (`tree_map`, `eqx.partition`, optimizers) no longer see
it as a leaf.
"""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.api import iter_children
from jaxlint.diagnostics import Applicability
from jaxlint.fixers.edits import NodeEdit, PendingFix, code
from jaxlint.fixers.imports import name_for

_HASHABLE = frozenset({"int", "bool", "str"})


def static_field_fix(ctx, expr: cst.BaseExpression) -> PendingFix | None:
    """Every traced part of `expr` is such a field (`self.n_heads`, `self.dim // self.n_heads`):
    each one declared static, when the classes are in one module and declared the same way."""
    fields = _traced_fields(ctx, expr)
    if not fields or len({id(m.node) for m, _, _, _ in fields}) != 1 or len({k for _, _, _, k in fields}) != 1:
        return None
    module, kind = fields[0][0], fields[0][3]
    spelled = _field_call(module, kind)
    if spelled is None:
        return None
    field, marker, import_edit = spelled
    edits, names = ([import_edit] if import_edit is not None else []), []
    for _, cls, statement, _ in fields:
        if any(getattr(e, "start", None) is statement for e in edits):
            continue
        name = statement.target.value
        annotation = code(statement.annotation.annotation).strip()
        value = statement.value
        if value is None:
            text = f"{name}: {annotation} = {field}({marker})"
        elif _literal(value):
            text = f"{name}: {annotation} = {field}({marker}, default={code(value).strip()})"
        else:
            return None  # `eqx.field(...)` or another call already decides the field
        edits.append(NodeEdit(statement, text))
        names.append(f"'{cls.name.value}.{name}'")
    fix = PendingFix(f"Declare {', '.join(names)} static ({field}({marker})): jit then keeps "
                     f"{'it a Python value' if len(names) == 1 else 'them Python values'} (each new value compiles "
                     f"again)", edits, Applicability.UNSAFE)
    fix.target = module
    return fix


def _field_call(module, kind: str):
    """(callable's spelling, its static marker, an import edit or None) for a class of `kind`."""
    if kind == "equinox":
        field, extra = name_for(module, "equinox.field")
        return None if field is None or extra is not None else (field, "static=True", None)
    field, extra = name_for(module, "dataclasses.field")
    if field is None:
        field, extra = name_for(module, "dataclasses")
        if field is None:
            return None
        field = f"{field}.field"
    return field, 'metadata={"static": True}', extra


def _declaration_kind(module, cls: cst.ClassDef, equinox: bool) -> str | None:
    """How a static field is declared in this class: "equinox", "metadata" (a dataclass registered
    by a bare `@jax.tree_util.register_dataclass`, which reads each field's metadata), or None
    (`register_dataclass(data_fields=...)` lists them itself; flax, chex: not tested here)."""
    if equinox:
        return "equinox"
    decorators = []
    for decorator in cls.decorators:
        expr = decorator.decorator
        head = module.qualified_name(expr.func if isinstance(expr, cst.Call) else expr) or ""
        decorators.append((head, isinstance(expr, cst.Call)))
    if ("jax.tree_util.register_dataclass", False) in decorators and \
            any(head == "dataclasses.dataclass" for head, _ in decorators):
        return "metadata"
    return None


def _traced_fields(ctx, expr: cst.BaseExpression) -> list | None:
    """(module, class, declaration, kind) of each traced field `expr` reads; None when something
    else in it is traced (a parameter, a call's result) or a field cannot be marked."""
    found = []
    stack = [expr]
    while stack:
        node = stack.pop()
        if isinstance(node, cst.Call):
            return None
        if isinstance(node, cst.Attribute):
            if not ctx.value(node).traced:
                continue  # a static field, a module's constant
            declared = ctx.traced_field(node)
            fields = [declared] if declared is not None else ctx.traced_property_fields(node)
            if not fields:
                return None
            for declared in fields:
                kind = _declaration_kind(declared.module, declared.cls, declared.equinox)
                if kind is None or not _hashable(declared.statement.annotation.annotation):
                    return None
                found.append((declared.module, declared.cls, declared.statement, kind))
            continue
        if isinstance(node, cst.Name) and ctx.value(node).traced:
            return None
        stack.extend(n for n in iter_children(node) if isinstance(n, (cst.BaseExpression, cst.BaseElement)))
    return found


def _literal(value: cst.BaseExpression) -> bool:
    return isinstance(value, (cst.Integer, cst.SimpleString)) or (
        isinstance(value, cst.Name) and value.value in ("True", "False", "None"))


def _hashable(annotation: cst.BaseExpression) -> bool:
    """`int`, `bool`, `str`, `tuple[int, ...]`, `Tuple[int, int]`: values that hash."""
    if isinstance(annotation, cst.Name):
        return annotation.value in _HASHABLE
    if isinstance(annotation, cst.Subscript) and isinstance(annotation.value, cst.Name) and \
            annotation.value.value in ("tuple", "Tuple"):
        for element in annotation.slice:
            inner = element.slice
            if not isinstance(inner, cst.Index):
                return False
            if isinstance(inner.value, cst.Ellipsis):
                continue
            if not (isinstance(inner.value, cst.Name) and inner.value.value in _HASHABLE):
                return False
        return True
    return False
