"""Mutations of rule examples for the fuzz tests: the same mistakes (and correct code) in the
shapes real programs give them. Each takes a LibCST module and a small integer choice."""

from __future__ import annotations

import builtins

import libcst as cst

KEEP = set(dir(builtins)) | {"jax", "jnp", "np", "lax", "math", "functools", "partial", "self"}
DECORATORS = ("jax.jit", "jax.vmap", "partial(jax.jit, static_argnums=0)", "jax.grad", "jax.checkpoint",
              "functools.partial(jax.jit, static_argnames=('n',))", "jax.pmap")


def _bound_names(module: cst.Module) -> list[str]:
    names: list[str] = []

    class Collect(cst.CSTVisitor):
        def visit_Param(self, node: cst.Param) -> None:
            names.append(node.name.value)

        def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
            names.append(node.name.value)

        def visit_AssignTarget(self, node: cst.AssignTarget) -> None:
            if isinstance(node.target, cst.Name):
                names.append(node.target.value)

    module.visit(Collect())
    return [n for n in dict.fromkeys(names) if n not in KEEP]


class _Rename(cst.CSTTransformer):
    def __init__(self, old: str, new: str) -> None:
        self.old, self.new = old, new

    def leave_Name(self, original, updated):
        return updated.with_changes(value=self.new) if updated.value == self.old else updated

    def leave_Attribute(self, original, updated):  # `obj.old` is an attribute, not the variable
        return updated.with_changes(attr=original.attr)

    def leave_Arg(self, original, updated):  # `f(old=...)` is a keyword
        return updated.with_changes(keyword=original.keyword)


def rename(module: cst.Module, choice: int) -> cst.Module:
    """Rename one variable, parameter or function everywhere (strings naming it are left)."""
    names = _bound_names(module)
    if not names:
        return module
    old = names[choice % len(names)]
    return module.visit(_Rename(old, f"{old}_v{choice}"))


def add_decorator(module: cst.Module, choice: int) -> cst.Module:
    functions = [i for i, s in enumerate(module.body) if isinstance(s, cst.FunctionDef)]
    if not functions:
        return module
    i = functions[choice % len(functions)]
    decorator = cst.Decorator(cst.parse_expression(DECORATORS[choice % len(DECORATORS)]))
    body = list(module.body)
    body[i] = body[i].with_changes(decorators=[decorator, *body[i].decorators])
    return module.with_changes(body=body)


def _block(statements) -> cst.IndentedBlock:
    return cst.IndentedBlock(body=list(statements) or [cst.SimpleStatementLine([cst.Pass()])])


def nest_in_function(module: cst.Module, choice: int) -> cst.Module:
    outer = cst.FunctionDef(name=cst.Name(f"outer{choice}"), params=cst.Parameters(), body=_block(module.body))
    return module.with_changes(body=[outer])


def wrap_in_class(module: cst.Module, choice: int) -> cst.Module:
    """Every top-level function becomes a method (a `self` first)."""
    body = []
    for statement in module.body:
        if isinstance(statement, cst.FunctionDef):
            params = statement.params.with_changes(params=[cst.Param(cst.Name("self")), *statement.params.params])
            statement = statement.with_changes(params=params)
        body.append(statement)
    return module.with_changes(body=[cst.ClassDef(name=cst.Name(f"Model{choice}"), body=_block(body))])


class _IfTrue(cst.CSTTransformer):
    def __init__(self, choice: int) -> None:
        self.choice, self.seen = choice, 0

    def leave_FunctionDef(self, original, updated):
        self.seen += 1
        if (self.seen + self.choice) % 2 or not isinstance(updated.body, cst.IndentedBlock):
            return updated
        return updated.with_changes(body=_block([cst.If(test=cst.Name("True"), body=_block(updated.body.body))]))


def insert_if_true(module: cst.Module, choice: int) -> cst.Module:
    """Put every other function's body under `if True:`."""
    return module.visit(_IfTrue(choice))


MUTATIONS = {"rename": rename, "decorator": add_decorator, "nest": nest_in_function, "class": wrap_in_class,
             "if_true": insert_if_true}


def mutate(code: str, steps: list[tuple[str, int]]) -> str:
    module = cst.parse_module(code)
    for name, choice in steps:
        module = MUTATIONS[name](module, choice)
    return module.code
