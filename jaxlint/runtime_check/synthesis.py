"""Example inputs made up from a function's signature, when nobody calls it with literals.

Each parameter gets, in order: its default (the argument is left out); a value for its
annotation (`jax.Array`/`jnp.ndarray`/`Array` -> a float32 array, jaxtyping `Float[Array, "3 n"]`
-> that dtype and shape, `int` -> 3, `float` -> 0.5, `bool` -> True); for a parameter used
like an int (`range(n)`, a slice bound, a shape tuple), 3; and, for one the transform
traces, a PRNG key when it is the key of a `jax.random` call, else an array when its uses
look like an array's (`x.shape`, `x.sum()`, `jnp.sin(x)`) or say nothing (a traced argument
must be an array or a pytree of them). A static parameter without any of these, or one used
like a container (`p["w"]`, `cfg.lr`), cannot be synthesised. The result is source that the
worker evaluates in the safe namespace.

Each shape variant comes twice: random normal values, and edge values (0, a negative, a large
value, cycling, shifted per parameter so parameters do not tie), because rewrites fail at the
edges: `jnp.where(x > 0, jnp.sqrt(x), 0.0)` has a NaN gradient exactly where `x <= 0`. A
scalar gets one edge candidate per edge value. The variants of one shape share a group: the
worker uses the first group the original accepts and skips the others.
"""

from __future__ import annotations

from dataclasses import dataclass

import libcst as cst

from jaxlint.analysis.api import ImportTable, dotted_name
from jaxlint.parsing import parse_expression
from jaxlint.runtime_check.targets import Target, positional_params

_ARRAY_TYPES = frozenset({"Array", "ndarray", "ArrayLike", "ArrayImpl", "DeviceArray", "Tracer"})
_ARRAY_ATTRS = frozenset({
    "shape", "ndim", "dtype", "size", "T", "mT", "real", "imag", "at", "sum", "mean", "max", "min", "std",
    "var", "prod", "reshape", "astype", "transpose", "ravel", "flatten", "squeeze", "argmax", "argmin",
    "any", "all", "clip", "dot", "conj", "item", "cumsum", "cumprod", "round", "sort", "argsort", "tolist",
    "take", "swapaxes", "nbytes", "itemsize", "block_until_ready", "devices", "sharding", "view",
})
_ARRAY_MODULES = ("jax.numpy.", "jax.nn.", "jax.lax.", "jax.scipy.", "numpy.")
_JAXTYPING_DTYPES = {
    "Float": "float32", "Float16": "float16", "Float32": "float32", "Float64": "float32", "BFloat16": "bfloat16",
    "Inexact": "float32", "Shaped": "float32", "Num": "float32", "Real": "float32",
    "Int": "int32", "Int8": "int8", "Int16": "int16", "Int32": "int32", "Int64": "int32", "Integer": "int32",
    "UInt": "uint32", "UInt8": "uint8", "UInt32": "uint32", "Bool": "bool", "Complex": "complex64",
    "Complex64": "complex64",
}
_SCALARS = {"int": "3", "float": "0.5", "bool": "True", "complex": "(0.5+0.5j)"}
UNSHAPED_VARIANTS = ((4,), (4, 4), ())
EDGE_VALUES = (0.0, -1.5, 1.0e4, 0.75)  # zero, negative, large, ordinary
_KEY = "jax.random.PRNGKey(42)"
_DATACLASS_DECORATORS = ("dataclass", "dataclasses.dataclass", "flax.struct.dataclass", "chex.dataclass")


@dataclass
class _Array:
    dtype: str
    shape: tuple[int, ...] | None  # None: pick per variant


@dataclass
class Synthesized:
    sources: list[tuple[str, str, int]]  # (call source, description, shape group)
    reason: str | None = None  # why nothing could be made


def synthesize(target: Target, imports: ImportTable) -> Synthesized:
    """`__jaxlint_pack__(...)` call sources for `target`, or the reason there are none."""
    statics = target.static_params()
    dims: dict[str, int] = {}
    plan: list[tuple[cst.Param, bool, object]] = []  # (param, by keyword, _Array or scalar source)
    params = target.function.params
    keyword_only = [p for p in params.kwonly_params if p.name.value not in target.bound_keywords]
    for param, by_keyword in [(p, False) for p in positional_params(target)] + [(p, True) for p in keyword_only]:
        if param.default is not None:
            continue
        value = _from_annotation(param.annotation, imports, dims) if param.annotation is not None else None
        name = param.name.value
        if value is None:
            usage = _usage(target.function, name, imports)
            if usage == "int":
                value = _SCALARS["int"]
            elif usage == "key" and name not in statics:
                value = _KEY
            elif name not in statics and usage != "container":
                value = _Array("float32", None)  # a traced argument: an array, most likely
        if value is None:
            why = "it is static" if name in statics else "it is used like a container"
            return Synthesized([], f"no example inputs: cannot make up a value for parameter '{name}' "
                                   f"({why}; add a call with literal arguments or an entry in "
                                   f"[tool.jaxlint.verify.examples])")
        plan.append((param, by_keyword, value))
    variable = any(isinstance(v, _Array) and v.shape is None for _, _, v in plan)
    floats = any(isinstance(v, _Array) and v.dtype.startswith(("float", "bfloat")) for _, _, v in plan)
    sources = []
    for group, shape in enumerate(UNSHAPED_VARIANTS if variable else (None,)):
        scalar = shape == () or (not variable and all(not isinstance(v, _Array) or v.shape == () for _, _, v in plan))
        edges = [None] + ((list(range(len(EDGE_VALUES) - 1)) if scalar else [0]) if floats else [])
        for edge in edges:
            parts, described = [], []
            for i, (param, by_keyword, value) in enumerate(plan):
                src, desc = _value_source(value, i, shape, edge)
                parts.append(f"{param.name.value}={src}" if by_keyword else src)
                described.append(f"{param.name.value}={desc}")
            what = "synthesized " + ("edge values " if edge is not None else "") + (", ".join(described) or "()")
            sources.append((f"__jaxlint_pack__({', '.join(parts)})", what, group))
    return Synthesized(sources)


def synthesize_self(class_node: cst.ClassDef, imports: ImportTable) -> tuple[str | None, str]:
    """`__jaxlint_class__(...)` for a method's `self`, from the constructor's annotated or defaulted
    parameters (or a dataclass's fields); (None, why) when a parameter has neither."""
    init = next((s for s in class_node.body.body if isinstance(s, cst.FunctionDef) and s.name.value == "__init__"),
                None)
    dims: dict[str, int] = {}
    parts = []
    if init is not None:
        params = (list(init.params.posonly_params) + list(init.params.params))[1:]
        pending = [(p, False) for p in params] + [(p, True) for p in init.params.kwonly_params]
    elif any(_decorator_name(d.decorator, imports) in _DATACLASS_DECORATORS for d in class_node.decorators):
        pending = [(s.body[0], True) for s in class_node.body.body
                   if isinstance(s, cst.SimpleStatementLine) and len(s.body) == 1
                   and isinstance(s.body[0], cst.AnnAssign) and isinstance(s.body[0].target, cst.Name)]
    else:
        return "__jaxlint_class__()", ""
    for i, (param, by_keyword) in enumerate(pending):
        name = param.name.value if isinstance(param, cst.Param) else param.target.value
        default = param.default if isinstance(param, cst.Param) else param.value
        if default is not None:
            continue
        annotation = param.annotation
        value = _classify(annotation.annotation, imports, dims) if annotation is not None else None
        if value is None:
            return None, f"constructor parameter '{name}' has no default and no annotation to make a value from"
        src, _ = _value_source(value, 100 + i, (4,) if isinstance(value, _Array) and value.shape is None else None)
        parts.append(f"{name}={src}" if by_keyword else src)
    return f"__jaxlint_class__({', '.join(parts)})", ""


def _decorator_name(expr: cst.BaseExpression, imports: ImportTable) -> str | None:
    expr = expr.func if isinstance(expr, cst.Call) else expr
    dotted = dotted_name(expr)
    if not dotted:
        return None
    return imports.resolve(dotted) or dotted


def _value_source(value, seed: int, shape: tuple[int, ...] | None, edge: int | None = None) -> tuple[str, str]:
    if value == _KEY:
        return value, "PRNGKey(42)"
    if not isinstance(value, _Array):
        return value, value
    shape = value.shape if value.shape is not None else shape
    dims = ", ".join(map(str, shape)) + ("," if len(shape) == 1 else "")
    key = f"jax.random.PRNGKey({seed})"
    described = f"{value.dtype}[{','.join(map(str, shape))}]"
    if edge is not None and value.dtype.startswith(("float", "bfloat")):
        n = len(EDGE_VALUES)
        values = [EDGE_VALUES[(edge + seed + k) % n] * (1 + 0.25 * seed) for k in range(n)]
        dtype = f"jax.numpy.{value.dtype}"
        if shape == ():
            return f"jax.numpy.asarray({values[0]!r}, {dtype})", f"{described}={values[0]:g}"
        return f"jax.numpy.resize(jax.numpy.asarray({values!r}, {dtype}), ({dims}))", described
    if value.dtype == "bool":
        src = f"jax.random.bernoulli({key}, 0.5, ({dims}))"
    elif value.dtype.startswith(("int", "uint")):
        src = f"jax.random.randint({key}, ({dims}), -5, 6).astype(jax.numpy.{value.dtype})"
    else:
        src = f"jax.random.normal({key}, ({dims}), jax.numpy.{value.dtype})"
    return src, described


def _from_annotation(annotation: cst.Annotation, imports: ImportTable, dims: dict[str, int]):
    return _classify(annotation.annotation, imports, dims)


def _classify(expr: cst.BaseExpression, imports: ImportTable, dims: dict[str, int]):
    if isinstance(expr, cst.SimpleString):  # a string annotation
        try:
            return _classify(parse_expression(expr.evaluated_value), imports, dims)
        except Exception:  # noqa: BLE001 - any unparsable annotation (ParseError), too deep included
            return None
    if isinstance(expr, cst.BinaryOperation) and isinstance(expr.operator, cst.BitOr):  # X | None
        for side in (expr.left, expr.right):
            if not (isinstance(side, cst.Name) and side.value == "None"):
                return _classify(side, imports, dims)
        return None
    if isinstance(expr, cst.Subscript):
        head = _last(expr.value)
        elements = [el.slice.value for el in expr.slice if isinstance(el.slice, cst.Index)]
        if head == "Optional" and elements:
            return _classify(elements[0], imports, dims)
        if head in _JAXTYPING_DTYPES and len(elements) == 2 and isinstance(elements[1], cst.SimpleString):
            shape = _parse_shape(elements[1].evaluated_value, dims)
            return _Array(_JAXTYPING_DTYPES[head], shape) if shape is not None else None
        return None
    name = _last(expr)
    if name in _ARRAY_TYPES:
        return _Array("float32", None)
    if isinstance(expr, cst.Name) and name in _SCALARS:
        return _SCALARS[name]
    return None


def _parse_shape(spec: str, dims: dict[str, int]) -> tuple[int, ...] | None:
    """jaxtyping's shape string: "3 4", "batch dim", "*batch n", "..." (variadic parts empty)."""
    shape = []
    for token in spec.split():
        token = token.lstrip("#")
        if token == "..." or token.startswith("*"):
            continue
        token = token.split("=")[0]
        if token.isdigit():
            shape.append(int(token))
        elif token.isidentifier():
            shape.append(dims.setdefault(token, 3 + len(dims)))
        else:
            return None
    return tuple(shape)


def _last(expr: cst.BaseExpression) -> str | None:
    dotted = dotted_name(expr)
    return dotted.rsplit(".", 1)[-1] if dotted else None


def _usage(function: cst.FunctionDef | cst.Lambda, name: str, imports: ImportTable) -> str | None:
    """How the body uses `name`: "key" (`jax.random.normal(key, ...)`), "array" (`x.shape`,
    `x.sum()`, `jnp.sin(x)`), "int" (`range(n)`, slice bounds, a shape tuple, `.reshape(n)`),
    "container" (`p["w"]`, `cfg.lr`), or None; in that order of precedence."""
    seen: set[str] = set()
    stack: list[cst.CSTNode] = [function.body]
    while stack:
        node = stack.pop()
        stack.extend(node.children)
        if isinstance(node, cst.Attribute) and _is(node.value, name):
            seen.add("array" if node.attr.value in _ARRAY_ATTRS else "container")
        elif isinstance(node, cst.Subscript) and _is(node.value, name):
            if any(isinstance(el.slice, cst.Index) and isinstance(el.slice.value, cst.SimpleString)
                   for el in node.slice):
                seen.add("container")
        elif isinstance(node, cst.Slice) and any(_is(b, name) for b in (node.lower, node.upper, node.step)):
            seen.add("int")
        elif isinstance(node, cst.Tuple) and any(_is(el.value, name) for el in node.elements):
            seen.add("int")  # `(n, 3)`: a shape, most often
        elif isinstance(node, cst.Call) and any(_is(a.value, name) for a in node.args):
            dotted = dotted_name(node.func)
            qual = imports.resolve(dotted) if dotted else None
            if dotted == "range" or (isinstance(node.func, cst.Attribute) and node.func.attr.value == "reshape"):
                seen.add("int")
            elif qual and qual.startswith("jax.random.") and _is(node.args[0].value, name):
                seen.add("key")
            elif qual and qual.startswith(_ARRAY_MODULES):
                seen.add("passed")
    if "key" in seen:
        return "key"
    if "array" in seen:
        return "array"
    if "int" in seen:
        return "int"
    if "container" in seen:
        return "container"
    return "array" if "passed" in seen else None


def _is(node: cst.CSTNode | None, name: str) -> bool:
    return isinstance(node, cst.Name) and node.value == name
