"""The rule registry: every rule class, in code order. Codes are a stable public contract."""

from __future__ import annotations

from jaxlint.rules.base import Example, Rule
from jaxlint.rules.builtins import BuiltinMinMax, BuiltinReduction, Concretization
from jaxlint.rules.control_flow import TracedBoolOp, TracedControlFlow
from jaxlint.rules.indexing import TracerListIndex, TracerStaticPosition
from jaxlint.rules.dynamic_shapes import BooleanMaskIndex, DynamicShape
from jaxlint.rules.inplace import InplaceUpdate
from jaxlint.rules.numpy_on_tracer import NumpyOnTracer
from jaxlint.rules.performance import Float64WithoutX64, JitPerCall
from jaxlint.rules.shape_math import JnpShapeMath
from jaxlint.rules.side_effects import ImpureGlobalRead, PrintInJit, TracerLeak

ALL_RULES: tuple[type[Rule], ...] = (
    TracedControlFlow,
    TracedBoolOp,
    BuiltinMinMax,
    BuiltinReduction,
    Concretization,
    TracerListIndex,
    TracerStaticPosition,
    TracerLeak,
    PrintInJit,
    ImpureGlobalRead,
    JnpShapeMath,
    NumpyOnTracer,
    BooleanMaskIndex,
    DynamicShape,
    InplaceUpdate,
    Float64WithoutX64,
    JitPerCall,
)

# Codes reported by the engine itself rather than by a rule class.
ENGINE_CODES = {
    "JAX000": ("syntax-error", "file cannot be parsed (reported, file left untouched)"),
    "JAX001": ("file-too-large", "file larger than max-file-size (default 1 MiB): reported, not analysed"),
    "JAX999": ("internal-error", "a rule or the analysis failed on this file (please report it)"),
}

BY_CODE: dict[str, type[Rule]] = {rule.code: rule for rule in ALL_RULES}

__all__ = ["ALL_RULES", "BY_CODE", "ENGINE_CODES", "Example", "Rule"]
