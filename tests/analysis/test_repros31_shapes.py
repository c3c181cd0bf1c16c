"""Shapes the thirty-first set of report repros (tests/data/report_repros31/) showed the analysis
missing, each with a buggy and a working variant: run under JAX first (the label), then linted.

- the rest of scipy.linalg (fractional_matrix_power, funm, signm, null_space, svdvals, ...) converts
  its array arguments with NumPy: a tracer raises TracerArrayConversionError (JAX501);
- `a ** b` (`+`, `@`, ...) with `a` an object whose class inherits the operator's method from a
  project base runs that method; with a number or a JAX value on the left and such an object on the
  right (`c * X(0)`), the left operand gives up and Python runs the object's reflected method
  (`__rmul__`): the objects they build are followed, so NumPy/SciPy in their methods (JAX501) and an
  `if` on a property computed from the traced coefficient (JAX101) are reported;
- `isinstance(z, int)` of a Python number a literal made is decided (`2` is an int, `2.0` not): the
  branch it rules out is not analysed, so `RX(x) ** 2` taking its `matrix_power` branch is quiet;
- a class attribute a project base class binds to True/False/None in its body (`is_hermitian = True`)
  is what an instance of a subclass that does not rebind it reads: `base.is_hermitian and c > 0`
  converts the traced comparison (JAX101);
- `Projector(state, wires)` with a class whose own `__new__` returns an object of another class
  builds that object: its constructor runs on the arguments (np.asarray of a tracer, JAX501);
- `model.predict(data)` with `model = Custom()` and `predict` inherited from a base of the module is a
  caller of the base's `predict`: what it passes (a tuple display) shapes the function `predict` jits,
  so `.item()` on an unpacked element is judged (JAX105);
- `f(**self.hyperparameters)`: the keys a dict display spelled, or the keywords a `**kwargs`
  parameter collected, are keyword arguments of the call, so a static method reached through the
  spread gets the tracer (JAX501).
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

HEADER = "import jax\nimport jax.numpy as jnp\nimport numpy as np\nimport scipy.linalg\n\n"

_SCIPY_ON_TRACER = """
@jax.jit
def f(x):
    m = jnp.eye(2) * x + 1.0
    return CALL


print(f(2.0))
"""

_OPERATORS = """
class Operation:
    def __init__(self, theta):
        self.theta = theta

    def __pow__(self, z):
        return Pow(self, z)

    def __rmul__(self, scalar):
        return Scaled(scalar, self)


class RX(Operation):
    def matrix(self):
        c, s = jnp.cos(self.theta / 2), jnp.sin(self.theta / 2)
        return jnp.array([[c, -1j * s], [-1j * s, c]])


class Pow(Operation):
    def __init__(self, base, z):
        self.base, self.z = base, z

    def matrix(self):
        if isinstance(self.z, int):
            return jnp.linalg.matrix_power(self.base.matrix(), self.z)
        return scipy.linalg.fractional_matrix_power(self.base.matrix(), self.z)


class Scaled(Operation):
    def __init__(self, scalar, base):
        self.scalar, self.base = scalar, base

    def matrix(self):
        return CONVERT(self.scalar) * self.base.matrix()

"""

_INHERITED_POW_SCIPY = _OPERATORS.replace("CONVERT", "jnp.asarray") + """
@jax.jit
def circuit(x):
    return (RX(x) ** 0.5).matrix()


print(circuit(0.5))
"""

_INHERITED_POW_INT_POWER = _OPERATORS.replace("CONVERT", "jnp.asarray") + """
@jax.jit
def circuit(x):
    return (RX(x) ** 2).matrix()


print(circuit(0.5))
"""

_REFLECTED_MUL_NUMPY = _OPERATORS.replace("CONVERT", "np.asarray") + """
@jax.jit
def circuit(c):
    return (c * RX(0.3)).matrix()


print(circuit(2.0))
"""

_REFLECTED_MUL_JNP = _OPERATORS.replace("CONVERT", "jnp.asarray") + """
@jax.jit
def circuit(c):
    return (c * RX(0.3)).matrix()


print(circuit(2.0))
"""

_INHERITED_FLAG = """
class Operator:
    is_hermitian = True


class Pauli(Operator):
    def __init__(self, wire):
        self.wire = wire


class Scaled(Operator):
    def __init__(self, scalar, base):
        self.scalar, self.base = scalar, base

    @property
    def is_hermitian(self):
        return self.base.is_hermitian and TEST


@jax.jit
def decompose(c):
    op = Scaled(c, Pauli(0))
    if op.is_hermitian:
        return c
    return -c


print(decompose(2.0))
"""

_INHERITED_FLAG_TRACED_TEST = _INHERITED_FLAG.replace("TEST", "jnp.isreal(self.scalar)")
_INHERITED_FLAG_PYTHON_TEST = _INHERITED_FLAG.replace("TEST", "isinstance(self.scalar, float)")

_DISPATCH_NEW = """
class Projector:
    def __new__(cls, state, wires):
        if len(wires) == 1:
            return Basis(state, wires)
        return Vector(state, wires)


class Basis:
    def __init__(self, state, wires):
        self.matrix = jnp.diag(CONVERT(state))


class Vector:
    def __init__(self, state, wires):
        self.matrix = jnp.outer(state, state)


@jax.jit
def expval(state):
    return jnp.sum(Projector(state, wires=[0]).matrix)


print(expval(jnp.array([1.0, 0.0])))
"""

_DISPATCH_NEW_NUMPY = _DISPATCH_NEW.replace("CONVERT", "np.asarray")
_DISPATCH_NEW_JNP = _DISPATCH_NEW.replace("CONVERT", "jnp.asarray")

_SPREAD_HYPERPARAMETERS = """
def givens(unitary):
    return CONVERT(unitary)


class Operation:
    def __init__(self, wires, **hyperparameters):
        self.wires = wires
        self.hyperparameters = hyperparameters

    def decomposition(self):
        return self.compute_decomposition(wires=self.wires, **self.hyperparameters)


class Rotation(Operation):
    def __init__(self, wires, unitary):
        super().__init__(wires, unitary=unitary)

    @staticmethod
    def compute_decomposition(wires, unitary):
        return givens(unitary)


@jax.jit
def f(u):
    return jnp.sum(Rotation([0, 1], u).decomposition())


print(f(jnp.eye(2)))
"""

_SPREAD_DICT_DISPLAY = """
class Layer:
    def __init__(self, scale):
        self.options = {"scale": scale, "shift": 1.0}

    @staticmethod
    def compute(scale, shift):
        return CONVERT(scale) + shift

    def __call__(self):
        return self.compute(**self.options)


@jax.jit
def f(s):
    return Layer(s)()


print(f(2.0))
"""

_INHERITED_METHOD_CALLER = """
def call(inputs):
    x, pos = inputs
    return BODY


class Model:
    def predict(self, data):
        return jax.jit(lambda d: call(d))(data)


class Custom(Model):
    pass


model = Custom()
print(model.predict((jnp.ones(4), jnp.array([2]))))
"""

SHAPES = {
    "scipy_fractional_matrix_power_on_tracer": (_SCIPY_ON_TRACER.replace(
        "CALL", "scipy.linalg.fractional_matrix_power(m, 0.5)"), "TracerArrayConversionError", "JAX501"),
    "scipy_signm_on_tracer": (_SCIPY_ON_TRACER.replace("CALL", "scipy.linalg.signm(m)"),
                              "TracerArrayConversionError", "JAX501"),
    "scipy_null_space_on_tracer": (_SCIPY_ON_TRACER.replace("CALL", "scipy.linalg.null_space(m)"),
                                   "TracerArrayConversionError", "JAX501"),
    "jax_scipy_expm_on_tracer": (_SCIPY_ON_TRACER.replace("CALL", "jax.scipy.linalg.expm(m)"), None, None),
    "inherited_pow_fractional_scipy": (_INHERITED_POW_SCIPY, "TracerArrayConversionError", "JAX501"),
    "inherited_pow_int_power": (_INHERITED_POW_INT_POWER, None, None),
    "reflected_mul_builds_numpy_object": (_REFLECTED_MUL_NUMPY, "TracerArrayConversionError", "JAX501"),
    "reflected_mul_builds_jnp_object": (_REFLECTED_MUL_JNP, None, None),
    "inherited_flag_and_traced_test": (_INHERITED_FLAG_TRACED_TEST, "TracerBoolConversionError", "JAX101"),
    "inherited_flag_and_python_test": (_INHERITED_FLAG_PYTHON_TEST, None, None),
    "new_dispatches_to_numpy_constructor": (_DISPATCH_NEW_NUMPY, "TracerArrayConversionError", "JAX501"),
    "new_dispatches_to_jnp_constructor": (_DISPATCH_NEW_JNP, None, None),
    "kwargs_hyperparameters_spread_numpy": (_SPREAD_HYPERPARAMETERS.replace("CONVERT", "np.asarray"),
                                            "TracerArrayConversionError", "JAX501"),
    "kwargs_hyperparameters_spread_jnp": (_SPREAD_HYPERPARAMETERS.replace("CONVERT", "jnp.asarray"), None, None),
    "dict_display_spread_numpy": (_SPREAD_DICT_DISPLAY.replace("CONVERT", "np.asarray"),
                                  "TracerArrayConversionError", "JAX501"),
    "dict_display_spread_jnp": (_SPREAD_DICT_DISPLAY.replace("CONVERT", "jnp.asarray"), None, None),
    "inherited_method_caller_tuple_item": (_INHERITED_METHOD_CALLER.replace("BODY", "x * pos.item()"),
                                           "ConcretizationTypeError", "JAX105"),
    "inherited_method_caller_tuple_array": (_INHERITED_METHOD_CALLER.replace("BODY", "x * pos[0]"), None, None),
}


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_repros31_shape(name):
    code, error, finding = SHAPES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)
