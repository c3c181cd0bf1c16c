"""Which integer, shape and axis parameters of JAX's public functions must be concrete, measured.

For every public callable of the array namespaces (jax.numpy and its linalg/fft, jax.lax,
jax.random, jax.nn, jax.scipy.*, jax.image, jax.ops) and the methods of jax arrays, each
parameter that plausibly takes an integer, a shape or axes (an int or int-tuple default, an
annotation naming int/Shape/Axis, or a name such as `axis`, `k`, `n`, `shape`) is probed:

1. a concrete call is searched for (sample arrays for the array parameters, sample ints for the
   integer ones), traced under `jax.jit` with the arrays as jit arguments (closed over when a
   function needs them concrete), once with the probed parameter passed by position and once by
   keyword, each with a plain Python int there; a parameter whose concrete call fails is not probed,
   so a failure below is never the probe's own;
2. the same calls with the parameter's value traced (a jit argument; a shape gets a tuple whose
   first element is traced) record `works` or the error class the tracer raises.

A parameter is a fact (`always_fails`) when every form it can be passed in (by position, by
keyword) fails with a traced value and works with the plain int. Output: the table module
jaxlint/analysis/static_params.py (`--write`), or a JSON dump of every probe (`--json FILE`).

    python tools/probe_static_params.py [--write] [--json probes.json] [--only jax.numpy.triu ...]

Not run by the default test suite; tests/analysis/test_static_params.py re-derives a sample of
the table with `probe()` (and all of it under the slow marker).
"""

from __future__ import annotations

import argparse
import importlib
import inspect
import json
import signal
import sys
import warnings
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np

MODULES = (
    "jax.numpy", "jax.numpy.linalg", "jax.numpy.fft", "jax.lax", "jax.random", "jax.nn", "jax.scipy.special",
    "jax.scipy.linalg", "jax.scipy.signal", "jax.scipy.ndimage", "jax.scipy.sparse.linalg", "jax.scipy.fft",
    "jax.scipy.integrate", "jax.scipy.cluster.vq", "jax.scipy.spatial.transform", "jax.scipy.interpolate",
    "jax.image", "jax.ops",
) + tuple(f"jax.scipy.stats.{d}" for d in (
    "bernoulli", "beta", "betabinom", "binom", "cauchy", "chi2", "dirichlet", "expon", "gamma", "gennorm", "geom",
    "gumbel_l", "gumbel_r", "laplace", "logistic", "multinomial", "multivariate_normal", "nbinom", "norm", "pareto",
    "poisson", "t", "truncnorm", "uniform", "vonmises", "wrapcauchy")) + ("jax.scipy.stats",)
METHODS = "method"  # the pseudo-module of jax.Array's methods (`method:<name>` in the facts table)

# Parameter names that take an int, a shape or axes (besides int defaults and annotations).
INT_NAMES = {
    "axis": (0, 1, -1), "axis1": (0,), "axis2": (1,), "axisa": (-1,), "axisb": (-1,), "axisc": (-1,),
    "n": (2, 1, 3), "k": (1, 0, 2), "N": (3, 2), "M": (3, 2), "num": (3, 2), "size": (3, 2), "length": (3, 4),
    "kth": (1,), "deg": (1, 2), "offset": (1, 0), "num_segments": (3, 4), "num_classes": (3, 4),
    "decimals": (1, 0), "dimension": (0, 1), "ndim": (2, 1), "ndmin": (2,), "count": (2,), "d": (2, 1),
    "order": (1, 0), "ddof": (1, 0), "repeats": (2,), "indices_or_sections": (2,), "sections": (2,),
    "shift": (1,), "start": (0,), "stop": (3,), "step": (1,), "num_bins": (3,), "bins": (3,),
    "unroll": (1, 2), "restart": (2,), "maxiter": (3,), "numtaps": (3,), "nperseg": (4,), "noverlap": (2,),
    "nfft": (4,), "precision_level": (1,), "lower": (0,), "upper": (3,), "index": (0,), "slice_size": (2,),
    "start_index": (0,), "limit_index": (2,), "stride": (1,), "operand_dims": (0,), "split_dim": (0,),
    "concat_dim": (0,), "all_gather_dimension": (0,), "iota_dimension": (0,), "dimensions": ((2, 2), 2),
    "shape": ((2, 3), (3,), (2, 2)), "newshape": ((2, 3), (6,)), "new_sizes": ((2, 3),), "sizes": ((2, 3),),
    "axes": ((0, 1), (1, 0), 1), "reps": ((2,), 2), "s": ((3,), (3, 3)), "source": (0,), "destination": (1,),
    "start_indices": ((0, 0),), "limit_indices": ((2, 2),), "strides": ((1, 1),), "slice_sizes": ((2, 2),),
    "window_strides": ((1, 1),), "window_dimensions": ((2, 2),), "broadcast_dimensions": ((0, 1),),
    "pad_width": (1, ((1, 1),)), "permutation": ((1, 0),), "new_dimensions": ((0,),), "num_splits": (2,),
}
# Parameters taking a string mode: the first value that makes the concrete call work.
WORD_VALUES = {"padding": ("SAME",), "method": ("linear", "nearest"), "mode": (None,), "subscripts": ("ij->i",),
               "spec": ("ij->i",)}
SKIP_PARAMS = {"dtype", "out", "where", "precision", "preferred_element_type", "like", "copy", "device",
               "sharding", "out_sharding", "weak_type", "fill_value", "casting", "keepdims", "initial"}
SKIP_FUNCTIONS = {"jax.numpy.fromfunction", "jax.numpy.frompyfunc", "jax.numpy.vectorize", "jax.numpy.load",
                  "jax.numpy.save", "jax.numpy.savez", "jax.numpy.fromfile", "jax.numpy.fromiter",
                  "jax.numpy.fromstring", "jax.numpy.frombuffer", "jax.numpy.printoptions",
                  "jax.numpy.set_printoptions", "jax.numpy.get_printoptions", "jax.numpy.block_until_ready"}
CALLABLE_NAMES = {"f", "fun", "func", "fn", "body_fun", "cond_fun", "true_fun", "false_fun", "computation",
                  "pyfunc", "callback", "function", "fun_or_args", "predicate"}


def _arrays():
    spd = np.array([[2.0, 0.5, 0.0], [0.5, 2.0, 0.5], [0.0, 0.5, 2.0]], np.float32)
    return (
        ("matrix", spd),
        ("vector", np.array([0.1, 0.4, 0.7, 0.9], np.float32)),
        ("ints", np.array([0, 1, 2, 1], np.int32)),
        ("cube", np.arange(24.0, dtype=np.float32).reshape(2, 3, 4) / 24.0),
        ("nchw", np.ones((1, 1, 4, 4), np.float32)),
        ("bools", np.array([True, False, True, True])),
        ("scalar", np.float32(0.5)),
    )


ARRAYS = _arrays()
SEQUENCE_NAMES = {"arrays", "tup", "xs", "operands", "arys"}


def public_callables(module_name: str):
    """(qualified name, callable, signature) for the module's public functions (no classes)."""
    if module_name == METHODS:
        x = jnp.ones(3)
        for name in sorted(dir(x)):
            if name.startswith("_") or name in ("at", "block_until_ready", "copy_to_host_async", "delete"):
                continue
            attr = getattr(type(x), name, None)
            if attr is None or isinstance(attr, property) or not callable(getattr(x, name, None)):
                continue
            try:
                sig = inspect.signature(getattr(x, name))
            except (TypeError, ValueError):
                continue
            yield f"method:{name}", name, sig
        return
    module = importlib.import_module(module_name)
    for name in sorted(dir(module)):
        if name.startswith("_"):
            continue
        obj = getattr(module, name)
        if isinstance(obj, type) or not callable(obj) or inspect.ismodule(obj):
            continue
        qual = f"{module_name}.{name}"
        if qual in SKIP_FUNCTIONS:
            continue
        try:
            sig = inspect.signature(obj)
        except (TypeError, ValueError):
            continue
        yield qual, obj, sig


def _default_int_like(default) -> bool:
    if isinstance(default, bool):
        return False
    if isinstance(default, int):
        return True
    return isinstance(default, tuple) and default != () and all(
        isinstance(v, int) and not isinstance(v, bool) for v in default)


def _annotation_int_like(annotation) -> bool:
    if annotation is inspect.Parameter.empty:
        return False
    text = annotation if isinstance(annotation, str) else repr(annotation)
    return any(word in text for word in ("int", "Shape", "Axis", "DimSize", "Sequence[int]"))


def candidate_params(sig: inspect.Signature) -> list[str]:
    """The parameters that plausibly take an int, a shape or axes."""
    out = []
    for p in sig.parameters.values():
        if p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD) or p.name in SKIP_PARAMS or p.name in CALLABLE_NAMES:
            continue
        if p.name in INT_NAMES or (p.default is not p.empty and _default_int_like(p.default)) or (
                _annotation_int_like(p.annotation) and p.name not in WORD_VALUES and "Array" not in str(p.annotation)):
            out.append(p.name)
    return out


def _int_values(p: inspect.Parameter):
    values = list(INT_NAMES.get(p.name, ()))
    if p.default is not p.empty and _default_int_like(p.default) and p.default not in values:
        values.insert(0, p.default)
    return values or [1, 2, 0]


def _needs_value(p: inspect.Parameter) -> bool:
    return p.default is p.empty and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)


class _Timeout(Exception):
    pass


def _alarm(signum, frame):
    raise _Timeout()


def _run(fn, arrays, int_value, traced: bool, closed: bool) -> str:
    """Trace `fn(arrays, i)` under jax.jit: 'works' or the error's class name."""
    def body(arr, i):
        fn(arr if not closed else arrays, i)
        return 0
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        signal.signal(signal.SIGALRM, _alarm)
        signal.alarm(20)
        try:
            if traced:
                jax.jit(body).trace(() if closed else arrays, int_value)
            else:
                jax.jit(lambda arr: body(arr, int_value)).trace(() if closed else arrays)
        except _Timeout:
            return "Timeout"
        except Exception as error:  # noqa: BLE001 (the class of any error is the measurement)
            return type(error).__name__
        finally:
            signal.alarm(0)
    return "works"


def _traced_value(value, t):
    """`value` with its integer replaced by the tracer `t` (a shape: its first element)."""
    if isinstance(value, tuple):
        if value and isinstance(value[0], tuple):
            return ((t,) + value[0][1:],) + value[1:]
        return (t,) + value[1:]
    return t


def _scalar(value):
    if isinstance(value, tuple):
        return _scalar(value[0])
    return value


def _call_factory(qual, obj, sig, param, value, array_choice, fixed, form):
    """A function (arrays, i) -> obj(...) passing `param` (value built from i) by `form`."""
    params = [p for p in sig.parameters.values() if p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)]
    names = [p.name for p in params]
    target = names.index(param)

    def call(arrays, i):
        receiver, args, kwargs = None, [], {}
        it = iter(arrays)
        if qual.startswith("method:"):
            receiver = next(it)
        values = {}
        for p in params:
            if p.name == param:
                values[p.name] = _traced_value(value, i) if i is not None else value
            elif p.name in fixed:
                kind, v = fixed[p.name]
                values[p.name] = next(it) if kind == "array" else ([next(it), next(it)] if kind == "arrays" else v)
        last_needed = target if form == "position" else -1
        for k, p in enumerate(params):
            if k <= last_needed and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD):
                args.append(values[p.name] if p.name in values else p.default)
            elif p.name in values:
                if p.kind == p.POSITIONAL_ONLY:
                    args.append(values[p.name])
                else:
                    kwargs[p.name] = values[p.name]
        target_fn = getattr(receiver, obj) if receiver is not None else obj
        return target_fn(*args, **kwargs)
    call.fixed = fixed
    return call


def _array_tuple(fixed, array, qual):
    out = [array] if qual.startswith("method:") else []
    for kind, _ in fixed.values():
        if kind == "array":
            out.append(array)
        elif kind == "arrays":
            out += [array, array]
    return tuple(jnp.asarray(a) for a in out)


def _fixed_choices(qual, sig, param, choice: int):
    """Values for the other required parameters: arrays, keys, words and ints (the choice-th sample)."""
    fixed = {}
    for p in sig.parameters.values():
        if p.name == param or not _needs_value(p):
            continue
        if p.name in CALLABLE_NAMES:
            return None
        if p.name in ("key", "keys") and qual.startswith("jax.random"):
            fixed[p.name] = ("value", jax.random.key(0))
        elif p.name in WORD_VALUES:
            words = WORD_VALUES[p.name]
            fixed[p.name] = ("value", words[choice % len(words)])
        elif p.name in INT_NAMES or p.name in candidate_params(sig):
            values = _int_values(p)
            fixed[p.name] = ("value", values[choice % len(values)])
        elif p.name in SEQUENCE_NAMES:
            fixed[p.name] = ("arrays", None)
        else:
            fixed[p.name] = ("array", None)
    return fixed


def probe(qual: str, param: str) -> dict:
    """Measure one (function, parameter): the forms it can be passed in, and for each whether a
    plain int works and what a traced one raises."""
    obj, sig = resolve(qual)
    p = sig.parameters[param]
    forms = []
    if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD):
        forms.append("position")
    if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY):
        forms.append("keyword")
    result = {"position": list(sig.parameters).index(param) if "position" in forms else None, "forms": {}}
    for form in forms:
        found = _search(qual, obj, sig, param, form)
        if found is None:
            result["forms"][form] = {"concrete": "no working call"}
            continue
        call, arrays, value, closed = found
        result["forms"][form] = {"concrete": "works", "value": repr(value), "closed": closed,
                                 "traced": _run(call, arrays, _scalar(value), True, closed)}
        if isinstance(value, tuple):  # a sequence parameter that may take one int too (axes): measure that
            scalar = _call_factory(qual, obj, sig, param, _scalar(value), None, call.fixed, form)
            if _run(scalar, arrays, None, False, closed) == "works":
                result["forms"][form]["traced_int"] = _run(scalar, arrays, _scalar(value), True, closed)
    forms = result["forms"].values()
    traced = [f.get("traced") for f in forms] + [f["traced_int"] for f in forms if "traced_int" in f]
    result["always_fails"] = bool(traced) and all(t not in (None, "works", "Timeout") for t in traced)
    result["errors"] = sorted({t for t in traced if t not in (None, "works")})
    return result


def _search(qual, obj, sig, param, form):
    """The first sample call that works with a plain int at `param` (arrays traced, else closed over)."""
    p = sig.parameters[param]
    values = _int_values(p)
    for choice in range(3):
        fixed = _fixed_choices(qual, sig, param, choice)
        if fixed is None:
            return None
        needs_array = qual.startswith("method:") or any(kind != "value" for kind, _ in fixed.values())
        for _label, array in (ARRAYS if needs_array else ARRAYS[:1]):
            arrays = _array_tuple(fixed, array, qual)
            for value in values:
                call = _call_factory(qual, obj, sig, param, value, array, fixed, form)
                for closed in (False, True):
                    if _run(call, arrays, None, False, closed) == "works":
                        return _call_factory(qual, obj, sig, param, value, array, fixed, form), arrays, value, closed
                    if not arrays:
                        break
    return None


def resolve(qual: str):
    if qual.startswith("method:"):
        name = qual.removeprefix("method:")
        return name, inspect.signature(getattr(jnp.ones(3), name))
    module_name, _, name = qual.rpartition(".")
    obj = getattr(importlib.import_module(module_name), name)
    return obj, inspect.signature(obj)


def probe_all(only=()):
    out = {}
    for module_name in MODULES + (METHODS,):
        for qual, _obj, sig in public_callables(module_name):
            if only and qual not in only:
                continue
            for param in candidate_params(sig):
                try:
                    out.setdefault(qual, {})[param] = probe(qual, param)
                except Exception as error:  # noqa: BLE001
                    out.setdefault(qual, {})[param] = {"probe_error": f"{type(error).__name__}: {error}"[:200]}
            print(qual, {k: (v.get("errors"), v.get("always_fails")) for k, v in out.get(qual, {}).items()},
                  file=sys.stderr, flush=True)
    return out


def facts_from(probes: dict) -> dict:
    """qualified name -> {parameter: (position or None, error)} for the parameters that always fail."""
    table = {}
    for qual, params in probes.items():
        for param, found in params.items():
            if found.get("always_fails"):
                forms = found["forms"]
                # one error for every form (by position, by keyword, an int or a sequence holding it), else None
                error = found["errors"][0] if len(found["errors"]) == 1 else None
                table.setdefault(qual, {})[param] = (found["position"], error)
    return table


HEADER = '''"""Integer, shape and axis parameters of JAX functions that a tracer always fails in, measured.

Generated by tools/probe_static_params.py (JAX {version}, CPU): each parameter was traced under
jax.jit by position and by keyword with a plain int working in the same call; the error is the one a
traced value raises (None where it differs between an int and a sequence holding it). Reviewed by hand: see
EXCLUDED in the probe for what was left out (parameters that fail only in some modes of the call,
parameters that take no integer) and ERROR_VARIES for the errors recorded as None. Do not edit; regenerate with
`python tools/probe_static_params.py --write`. tests/analysis/test_static_params.py re-derives it.
"""

# qualified name (`method:<name>` for jax.Array methods) -> {{parameter: (position or None, error class)}}
STATIC_PARAMS = {{
'''

# Parameters a tracer fails in only in some modes of the call: left out (the hand table in facts.py carries
# the condition where it has one: jnp.repeat's `repeats` with total_repeat_length, ravel_multi_index's mode).
EXCLUDED = {
    ("jax.numpy.repeat", "repeats"): "works traced once total_repeat_length gives the output size",
    ("method:repeat", "repeats"): "works traced once total_repeat_length gives the output size",
    ("jax.scipy.signal.detrend", "bp"): "read only when type='linear'",
    **{(f"jax.numpy.{name}", "bins"): "an array of bin edges may be traced; only a number of bins may not"
       for name in ("histogram", "histogram2d", "histogramdd", "histogram_bin_edges")},
    # not integer parameters (the probe passed an int where they take a name or an enumeration)
    ("jax.lax.axis_index", "axis_name"): "an axis name", ("jax.lax.round", "rounding_method"): "an enumeration",
    ("jax.lax.rng_bit_generator", "algorithm"): "an enumeration",
}
# Parameters whose error depends on the call's other arguments: the table records None (facts.py's hand
# `static_error` and its comment say which). lax.conv's window strides: TracerArrayConversionError where
# "SAME" padding computes with them in NumPy, TypeError otherwise.
ERROR_VARIES = {("jax.lax.conv", "window_strides"), ("jax.lax.conv_general_dilated", "window_strides")}


def write_table(table: dict, path: Path) -> None:
    lines = [HEADER.format(version=jax.__version__)]
    for qual in sorted(table):
        params = {k: v for k, v in table[qual].items() if (qual, k) not in EXCLUDED}
        if not params:
            continue
        inner = ", ".join(f"{k!r}: ({v[0]!r}, {None if (qual, k) in ERROR_VARIES else v[1]!r})"
                          for k, v in sorted(params.items()))
        lines.append(f"    {qual!r}: {{{inner}}},\n")
    lines.append("}\n")
    path.write_text("".join(lines))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="*", default=())
    parser.add_argument("--json", help="write every probe to this file")
    parser.add_argument("--write", action="store_true", help="write jaxlint/analysis/static_params.py")
    parser.add_argument("--from-json", help="build the table from a saved --json dump instead of probing")
    args = parser.parse_args(argv)
    if args.from_json:
        probes = json.loads(Path(args.from_json).read_text())
    else:
        probes = probe_all(set(args.only))
    if args.json:
        Path(args.json).write_text(json.dumps(probes, indent=1, sort_keys=True))
    table = facts_from(probes)
    if args.write:
        write_table(table, Path(__file__).resolve().parent.parent / "jaxlint" / "analysis" / "static_params.py")
    print(f"{sum(len(v) for v in table.values())} facts in {len(table)} functions", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
