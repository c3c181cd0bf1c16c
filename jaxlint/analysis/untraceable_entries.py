"""Jitted functions no call can trace: a required parameter `jax.jit` traces is annotated with an
ordinary class (no pytree registration, base, decorator or array protocol).

`jax.jit` abstracts every argument it is not told is static; an instance of a plain class is no
pytree, so the call raises `TypeError: Error interpreting argument ... as an abstract array`
before the body runs (JAX 0.10.2). A required parameter must be passed, so as written the body
never runs traced through that jit: what it does to values there (a `float()` on an array, NumPy
on one) is not a bug of the traced code. When a caller does pass such an instance, JAX811
reports the call. Only parameters annotated with a class the project defines are judged, and a
class a subclass of which exists, or that a file of the project may register, is not plain here.
"""

from __future__ import annotations

import os
import re

import libcst as cst

from jaxlint.analysis.jax_types import _names_class, opaque_class
from jaxlint.analysis.module_index import FunctionInfo, ModuleIndex

_PLAIN_JITS = frozenset({"jax.jit"})


def plain_class_parameter(evaluator, info: FunctionInfo, specs: list, traced: set[str], bound: int,
                          bound_keywords: tuple[str, ...]) -> str | None:
    """The name of a required parameter, traced by the outermost transform `jax.jit`, that the
    def annotates with an ordinary class of the project; None when there is none."""
    if not specs or specs[-1].name not in _PLAIN_JITS or specs[-1].wrapper is not None \
            or not specs[-1].statics_known or not isinstance(info.node, cst.FunctionDef):
        return None
    params = info.node.params
    positional = [*params.posonly_params, *params.params]
    for i, param in enumerate([*positional, *params.kwonly_params]):
        name = param.name.value
        if i < len(positional) and i < bound or name in bound_keywords or name not in traced:
            continue
        if param.default is not None or param.annotation is None:
            continue
        annotation = _annotated_name(param.annotation.annotation)
        if annotation is not None and _plain_class(evaluator, annotation):
            return name
    return None


def _annotated_name(expr: cst.BaseExpression) -> str | None:
    if isinstance(expr, cst.SimpleString):  # `nml: "Namelist"`
        text = expr.evaluated_value
        return text if isinstance(text, str) and text.isidentifier() else None
    return expr.value if isinstance(expr, cst.Name) else None


def _plain_class(evaluator, name: str) -> bool:
    """`name`, as the module spells it, is an ordinary class of this module or of another module
    of the project, that nothing subclasses and no file of the project may register."""
    index: ModuleIndex = evaluator.index
    if name in index.classes:
        if not _names_class(index, name, None):
            return False
        node = index.classes[name]
        return opaque_class(index, node) and not _subclassed_in(index, name)
    qualname = index.imports.top_level.get(name)
    project = evaluator.project
    if qualname is None or project is None or name in index.module_assignments:
        return False
    found = project.klass(qualname, evaluator.path)
    if found is None:
        return False
    node, owner = found
    defined = node.name.value
    return opaque_class(owner.index, node) and not _named_in_project(project, defined)


def _subclassed_in(index: ModuleIndex, name: str) -> bool:
    return any(isinstance(base.value, cst.Name) and base.value.value == name
               for node in index.classes.values() for base in node.bases)


def _named_in_project(project, name: str) -> bool:
    """Some file of the project may subclass or register the class: `class Sub(Name)`, or a call
    of something named `register...` with the name among its arguments (a text test); True when
    the files are not known. Missing a registration only silences the entry's findings."""
    from jaxlint.project_scan import file_texts

    texts = file_texts(project.scan_root) if project.scan_root is not None else None
    if texts is None:
        return True
    project.scanned_roots.add(os.path.abspath(project.scan_root))  # a cached result depends on every file
    word = re.escape(name)
    subclass = re.compile(r"class\s+\w+\s*\([^)]*\b" + word + r"\b")
    registration = re.compile(r"register\w*\s*\((?:[^()]|\([^()]*\))*\b" + word + r"\b")
    return any(text is not None and name in text and (subclass.search(text) or registration.search(text))
               for text in texts)
