"""Which exception each rule's mistake raises under JAX, and what each of those classes is.

A handler catches a mistake only if it names that mistake's error or one of its bases: `except
TypeError:` around `if x > 0:` (TracerBoolConversionError, a TypeError) expects the failure, the
same handler around `jax.tree_map(...)` (AttributeError) or `x[mask]` (NonConcreteBooleanIndexError,
an IndexError) does not. A finding whose message names the error it raises is taken at its word
(JAX202's slice bound raises IndexError, its `range(n)` TracerIntegerConversionError). Facts of JAX 0.10.2, each obtained by running the mistake
(tests/analysis/test_misses17_shapes.py runs one per row). A rule whose mistake raises nothing
(a print of a tracer, a stale global, a reused key, a discarded update) has no row: no handler
expects it.
"""

from __future__ import annotations

import re

_TYPE = ("TypeError", "Exception", "BaseException")
_JAX_TYPE = ("JAXTypeError",) + _TYPE
_CONCRETIZATION = ("ConcretizationTypeError",) + _JAX_TYPE

# An exception class -> its bases (by name, as a handler spells them).
BASES: dict[str, tuple[str, ...]] = {
    "TracerBoolConversionError": _CONCRETIZATION,
    "ConcretizationTypeError": _JAX_TYPE,
    "TracerIntegerConversionError": _JAX_TYPE,
    "TracerArrayConversionError": _JAX_TYPE,
    "UnexpectedTracerError": _JAX_TYPE,
    "KeyReuseError": _JAX_TYPE,
    "NonConcreteBooleanIndexError": ("JAXIndexError", "IndexError", "LookupError", "Exception", "BaseException"),
    "TypeError": _TYPE[1:],
    "ValueError": _TYPE[1:],
    "IndexError": ("LookupError", "Exception", "BaseException"),
    "AttributeError": _TYPE[1:],
    "ModuleNotFoundError": ("ImportError", "Exception", "BaseException"),
}

# A rule's code -> the errors its mistake raises (any one of them, depending on the spelling).
RAISES: dict[str, frozenset[str]] = {
    "JAX101": frozenset({"TracerBoolConversionError"}),  # if/while/assert on a tracer
    "JAX102": frozenset({"TracerBoolConversionError"}),  # and/or/not
    "JAX103": frozenset({"TracerBoolConversionError"}),  # builtin max
    "JAX104": frozenset({"TracerBoolConversionError"}),  # any/all/sorted
    "JAX105": frozenset({"ConcretizationTypeError", "TracerIntegerConversionError"}),  # float(), int(), .item()
    "JAX201": frozenset({"TracerIntegerConversionError", "TypeError"}),  # list[i]; dict[i] (unhashable)
    "JAX202": frozenset({"TracerIntegerConversionError", "TypeError", "IndexError"}),  # range(n); zeros(n); x[:n]
    "JAX301": frozenset({"UnexpectedTracerError"}),  # the leaked tracer used later
    "JAX320": frozenset({"KeyReuseError"}),  # only under jax_debug_key_reuse
    "JAX401": frozenset({"TypeError"}),  # a shape from jnp
    "JAX501": frozenset({"TracerArrayConversionError", "ValueError"}),  # np.sin(x); np_array[i] = x
    "JAX601": frozenset({"NonConcreteBooleanIndexError"}),
    "JAX602": frozenset({"ConcretizationTypeError"}),
    "JAX701": frozenset({"TypeError"}),  # item assignment
    "JAX810": frozenset({"ValueError"}),  # non-hashable static argument
    "JAX811": frozenset({"TypeError", "ValueError"}),  # not a valid JAX type; a scalar vmap/pmap maps
    "JAX812": frozenset({"TypeError", "ConcretizationTypeError"}),
    "JAX813": frozenset({"TypeError"}),  # gradient of a non-scalar output
    "JAX814": frozenset({"TypeError"}),  # lax branches / carry of different types
    "JAX815": frozenset({"TypeError"}),  # an int or bool differentiated
    "JAX901": frozenset({"AttributeError", "ModuleNotFoundError"}),  # a removed name or module
}

# Handlers that catch everything: they say nothing about which failure the author expects.
CATCH_ALL = frozenset({"Exception", "BaseException"})


def raised(code: str, message: str) -> frozenset[str]:
    """What the finding's mistake raises: the errors its message names (`slice bound ... must be a
    static integer (IndexError)`), else its rule's row."""
    named = frozenset(re.findall(r"\b[A-Z][A-Za-z]*Error\b", message)) & set(BASES)
    return named or RAISES.get(code, frozenset())


def catches(handled: str, errors: frozenset[str]) -> bool:
    """`except handled:` catches one of `errors`."""
    return any(handled == error or handled in BASES.get(error, ()) for error in errors)
