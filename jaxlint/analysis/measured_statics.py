"""The measured static parameters (static_params.py) declared into the facts table, merged with
the hand-written ones facts.py keeps for what the probe cannot see (builtins, NumPy, varargs
methods, parameters that may be traced in some modes of the call)."""

from __future__ import annotations

from jaxlint.analysis.fact_table import declare
from jaxlint.analysis.static_params import STATIC_PARAMS


def declare_static_args(hand: dict[str, tuple[tuple[int, ...], tuple[str, ...]]]) -> None:
    """Declare `static_args` for every name of the hand table and of the measured one: the union of
    their positions and keywords; measured names also get `static_params` (each parameter's error)
    and, where all their parameters raise one error, that `static_error` (a later hand declaration
    refines it)."""
    for name in hand.keys() | STATIC_PARAMS.keys():
        positions, keywords = hand.get(name, ((), ()))
        measured = STATIC_PARAMS.get(name, {})
        for param, (position, _error) in measured.items():
            if position is not None and position not in positions:
                positions += (position,)
            if param not in keywords:
                keywords += (param,)
        properties = {"static_args": (positions, keywords)}
        if measured:
            properties["static_params"] = tuple((param, position, error)
                                                for param, (position, error) in sorted(measured.items()))
            errors = {error for _position, error in measured.values()}
            if len(errors) == 1 and None not in errors:
                properties["static_error"] = errors.pop()
        declare(name, **properties)

