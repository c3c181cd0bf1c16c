# Thread: https://github.com/qiskit-community/qiskit-dynamics/pull/34
# Shape: the library's `Array` wrapper converts its data with `np.asarray` when its backend is "numpy" (the default backend); a `Signal` object built without a backend wraps its envelope samples in `Array(..., backend=self.backend)`, and the jitted solve evaluates the signal at the traced time
# expect: TracerArrayConversionError at line 17
import jax
import jax.numpy as jnp
import numpy as np

DEFAULT_BACKEND = "numpy"


class Array:
    def __init__(self, data, backend=None):
        if isinstance(data, Array):
            data = data.data
        self.backend = backend or DEFAULT_BACKEND
        if self.backend == "numpy":
            self.data = np.asarray(data)
        else:
            self.data = jnp.asarray(data)


class Signal:
    def __init__(self, envelope, carrier_freq, backend=None):
        self.envelope = envelope
        self.carrier_freq = carrier_freq
        self.backend = backend or DEFAULT_BACKEND

    def __call__(self, t):
        value = self.envelope(t) * jnp.cos(2.0 * jnp.pi * self.carrier_freq * t)
        return Array(value, backend=self.backend)


class RotatingFrameModel:
    def __init__(self, drift, operators, signals):
        self.drift = drift
        self.operators = operators
        self.signals = signals

    def rhs(self, t, y):
        generator = self.drift
        for operator, signal in zip(self.operators, self.signals):
            generator = generator + signal(t).data * operator
        return -1j * generator @ y


X = jnp.array([[0.0, 1.0], [1.0, 0.0]], dtype=jnp.complex64)
Z = jnp.array([[1.0, 0.0], [0.0, -1.0]], dtype=jnp.complex64)
model = RotatingFrameModel(drift=0.5 * Z, operators=[X], signals=[Signal(lambda t: 0.1 * t, carrier_freq=5.0)])


@jax.jit
def solve(t_final, y0):
    dt = t_final / 50

    def step(y, k):
        return y + dt * model.rhs(k * dt, y), None

    return jax.lax.scan(step, y0, jnp.arange(50.0))[0]


print(solve(1.0, jnp.array([1.0, 0.0], dtype=jnp.complex64)))
