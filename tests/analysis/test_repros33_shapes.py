"""Shapes the thirty-third set of report repros (tests/data/report_repros33/) showed the analysis
missing, each with a buggy and a working variant: run under JAX first (the label), then linted.

- `xp is np` (`is not`, `xp is jnp`) with both sides array modules the text names (`xp=jnp` passed, a
  default `xp=np` left, an attribute set to one) is decided at trace time: the branch it rules out is
  not analysed (a library function wrapping its result for NumPy callers is quiet under `xp=jnp`), the
  branch it takes is;
- an attribute the constructor binds with a conditional expression on one of its parameters
  (`self._xp = jnp if use_jax else np`, `np if not use_jax else jnp`) holds the branch every
  construction's argument decides: `SimulatorImaging(use_jax=True)`'s `xp.isnan(...).any()` in an `if`
  converts a tracer (JAX101); a call through such an attribute (`self._xp.asarray(x)`) is the module's
  function (JAX501 for NumPy's on a tracer, quiet for jnp's);
- a classmethod context manager pushing onto a stack its class body binds (`cls._stack.append(tape)`
  ... `finally: cls._stack.pop()`) scopes the slot to its `with` block: an operation recorded into
  `cls._stack[-1]` inside a block of the trace stays in the trace's own tape (quiet), one recorded
  into a tape pushed by untraced code outlives the trace (JAX301).
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

HEADER = "import contextlib\n\nimport jax\nimport jax.numpy as jnp\nimport numpy as np\n\n"

_LIGHT = """
class Light:
    def __init__(self, intensity):
        self.intensity = intensity

    def image_from(self, grid, xp=np):
        image = self.intensity * grid
        if TEST:
            return float(image.sum())
        return image


@jax.jit
def model(intensity, grid):
    return Light(intensity).image_from(grid, PASSED)


print(model(1.0, jnp.ones(3)))
"""

XP_IDENTITY = [
    ("default_numpy_takes_the_numpy_branch", "xp is np", "", "ConcretizationTypeError", "JAX105"),
    ("numpy_passed_takes_the_numpy_branch", "xp is np", "xp=np", "ConcretizationTypeError", "JAX105"),
    ("jnp_passed_rules_the_numpy_branch_out", "xp is np", "xp=jnp", None, ""),
    ("is_not_jnp_with_jnp_passed_is_false", "xp is not jnp", "xp=jnp", None, ""),
    ("is_jnp_with_default_numpy_is_false", "xp is jnp", "", None, ""),
]


@pytest.mark.parametrize("name,test,passed,error,finding", XP_IDENTITY, ids=[c[0] for c in XP_IDENTITY])
def test_array_module_identity_is_decided(name, test, passed, error, finding):
    assert_shape_case(name, HEADER + _LIGHT.replace("TEST", test).replace("PASSED", passed), error, finding)


_SIMULATOR = """
class Simulator:
    def __init__(self, exposure_time, use_jax=False):
        self.exposure_time = exposure_time
        self._xp = CHOICE

    def via_image_from(self, image):
        xp = self._xp
        noise_map = xp.sqrt(image * self.exposure_time) / self.exposure_time
        if CHECK:
            raise ValueError("NaNs in the noise map")
        return image + noise_map


simulator = Simulator(300.0, use_jax=True)


@jax.jit
def simulate(intensity):
    return simulator.via_image_from(intensity * jnp.ones(4))


print(simulate(0.5))
"""

CHOSEN_MODULE = [
    ("conditional_on_flag_true_is_jnp", "jnp if use_jax else np", "xp.isnan(noise_map).any()",
     "TracerBoolConversionError", "JAX101"),
    ("negated_flag_picks_the_same_branch", "np if not use_jax else jnp", "xp.isnan(noise_map).any()",
     "TracerBoolConversionError", "JAX101"),
    ("numpy_only_check_is_skipped_for_jnp", "jnp if use_jax else np", "xp is np and np.isnan(noise_map).any()",
     None, ""),
]


@pytest.mark.parametrize("name,choice,check,error,finding", CHOSEN_MODULE, ids=[c[0] for c in CHOSEN_MODULE])
def test_attribute_chosen_by_a_construction_flag(name, choice, check, error, finding):
    assert_shape_case(name, HEADER + _SIMULATOR.replace("CHOICE", choice).replace("CHECK", check), error, finding)


_RECORDER = """
class Recorder:
    _stack = []

    @classmethod
    @contextlib.contextmanager
    def recording(cls, tape):
        cls._stack.append(tape)
        try:
            yield tape
        finally:
            cls._stack.pop()

    @classmethod
    def record(cls, op):
        if cls._stack:
            cls._stack[-1].append(op)


class Op:
    def __init__(self, x):
        self.x = x
        Recorder.record(self)

"""

_TAPE_IN_TRACE = """
def run(x):
    tape = []
    with Recorder.recording(tape):
        Op(x)
    return tape[0].x * 2


@jax.jit
def f(x):
    return run(x)


print(f(1.0))
"""

_TAPE_OUTSIDE = """
@jax.jit
def f(x):
    Op(x)
    return x * 2


tape = []
with Recorder.recording(tape):
    f(1.0)
print(tape[0].x + 1)
"""


@pytest.mark.parametrize("name,body,error,finding", [
    ("tape_pushed_inside_the_trace", _TAPE_IN_TRACE, None, ""),
    ("tape_pushed_by_untraced_code", _TAPE_OUTSIDE, "UnexpectedTracerError", "JAX301"),
], ids=["tape_pushed_inside_the_trace", "tape_pushed_by_untraced_code"])
def test_class_stack_scoped_by_a_classmethod_context_manager(name, body, error, finding):
    assert_shape_case(name, HEADER + _RECORDER + body, error, finding)


_HELD_MODULE = """
class Backend:
    def __init__(self):
        self._xp = MODULE

    def normalise(self, x):
        return self._xp.asarray(x) / self._xp.sum(x)


backend = Backend()


@jax.jit
def f(x):
    return backend.normalise(x * 2)


print(f(jnp.ones(3)))
"""


@pytest.mark.parametrize("name,module,error,finding", [
    ("attribute_holding_numpy_called_directly", "np", "TracerArrayConversionError", "JAX501"),
    ("attribute_holding_jnp_called_directly", "jnp", None, ""),
], ids=["attribute_holding_numpy_called_directly", "attribute_holding_jnp_called_directly"])
def test_calls_through_an_attribute_holding_an_array_module(name, module, error, finding):
    assert_shape_case(name, HEADER + _HELD_MODULE.replace("MODULE", module), error, finding)
