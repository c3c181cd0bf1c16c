"""Pytrees whose flatten puts the whole instance `__dict__` in the aux data.

distrax's `Jittable` base registers every subclass in `__init_subclass__` with a flatten returning
no children and `dict(self.__dict__)` as aux data: every attribute, JAX arrays included, is static
metadata, compared with `==` when a jit cache lookup meets another instance (ValueError for an array
of more than one element; measured on JAX 0.10.2, report_repros30/jittable_distribution_params_in_aux.py).
A flatten that picks array attributes as children (the issue's fix) is not one of these."""

from __future__ import annotations

import libcst as cst

from jaxlint.analysis.walk import iter_tree


def _body(node: cst.ClassDef) -> list:
    return list(node.body.body) if isinstance(node.body, cst.IndentedBlock) else []


def registered_flatten(base: cst.ClassDef) -> str | None:
    """The method name `__init_subclass__` of `base` hands `register_pytree_node(cls, cls.NAME, ...)`
    as the flatten (the call's qualified name is checked by the caller's `_registered_by_base`)."""
    hook = next((s for s in _body(base) if isinstance(s, cst.FunctionDef) and s.name.value == "__init_subclass__"),
                None)
    if hook is None or not hook.params.params:
        return None
    me = hook.params.params[0].name.value
    for call in iter_tree(hook.body):
        if not isinstance(call, cst.Call):
            continue
        given = [a.value for a in call.args if a.keyword is None and not a.star]
        if len(given) >= 3 and isinstance(given[0], cst.Name) and given[0].value == me \
                and isinstance(given[1], cst.Attribute) and isinstance(given[1].value, cst.Name) \
                and given[1].value.value == me:
            return given[1].attr.value
    return None


def _is_instance_dict(expr: cst.BaseExpression, me: str) -> bool:
    """`self.__dict__`, `dict(self.__dict__)`, `self.__dict__.copy()`, `vars(self)`."""
    def is_dict(e):
        return isinstance(e, cst.Attribute) and e.attr.value == "__dict__" and isinstance(e.value, cst.Name) \
            and e.value.value == me
    if is_dict(expr):
        return True
    if isinstance(expr, cst.Call) and len(expr.args) == 1 and expr.args[0].keyword is None and not expr.args[0].star:
        if isinstance(expr.func, cst.Name) and expr.func.value == "dict":
            return is_dict(expr.args[0].value)
        if isinstance(expr.func, cst.Name) and expr.func.value == "vars":
            arg = expr.args[0].value
            return isinstance(arg, cst.Name) and arg.value == me
    if isinstance(expr, cst.Call) and not expr.args and isinstance(expr.func, cst.Attribute) \
            and expr.func.attr.value == "copy":
        return is_dict(expr.func.value)
    return False


def flattens_whole_dict(chain: list[cst.ClassDef], name: str) -> bool:
    """The method `name` (found first in `chain`, the class then its bases) has one statement,
    `return (), <the instance __dict__>` (or `[]`/`tuple()` for the children)."""
    method = next((s for cls in chain for s in _body(cls) if isinstance(s, cst.FunctionDef) and s.name.value == name),
                  None)
    if method is None or not method.params.params or not isinstance(method.body, cst.IndentedBlock) \
            or len(method.body.body) != 1 or not isinstance(method.body.body[0], cst.SimpleStatementLine):
        return False
    me = method.params.params[0].name.value
    stmt = method.body.body[0].body[0]
    if not isinstance(stmt, cst.Return) or not isinstance(stmt.value, cst.Tuple) or len(stmt.value.elements) != 2:
        return False
    children, aux = (e.value for e in stmt.value.elements)
    empty = isinstance(children, (cst.Tuple, cst.List)) and not children.elements or (
        isinstance(children, cst.Call) and isinstance(children.func, cst.Name)
        and children.func.value in ("tuple", "list") and not children.args)
    return empty and _is_instance_dict(aux, me)


def instance_attributes(chain: list[cst.ClassDef]) -> tuple[str, ...]:
    """The attributes `self.NAME = ...` the methods of the classes in `chain` bind, in order."""
    found: list[str] = []
    for cls in chain:
        for stmt in _body(cls):
            if not isinstance(stmt, cst.FunctionDef) or not stmt.params.params:
                continue
            me = stmt.params.params[0].name.value
            for node in iter_tree(stmt.body):
                targets = [t.target for t in node.targets] if isinstance(node, cst.Assign) else (
                    [node.target] if isinstance(node, (cst.AnnAssign, cst.AugAssign)) else [])
                for target in targets:
                    if isinstance(target, cst.Attribute) and isinstance(target.value, cst.Name) \
                            and target.value.value == me and target.attr.value not in found:
                        found.append(target.attr.value)
    return tuple(found)
