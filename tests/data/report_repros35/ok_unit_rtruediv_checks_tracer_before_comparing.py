# Thread: https://github.com/chaobrain/saiunit/pull/30
# Shape: the fix the pull request makes: `__rtruediv__` checks first whether the numerator is a JAX tracer and only compares it with `1` when it is not, so `spike_count / second` inside the jitted rate builds a Quantity without converting a traced comparison
# expect: ok
import jax
import jax.numpy as jnp


class Quantity:
    def __init__(self, mantissa, unit):
        self.mantissa = mantissa
        self.unit = unit

    def __truediv__(self, other):
        if isinstance(other, Quantity):
            return Quantity(self.mantissa / other.mantissa, self.unit / other.unit)
        return Quantity(self.mantissa / other, self.unit)

    def to_decimal(self, unit):
        return self.mantissa * (self.unit.scale / unit.scale)


class Unit:
    def __init__(self, dim, scale=1.0, name=""):
        self.dim = dim
        self.scale = scale
        self.name = name

    def __rtruediv__(self, other):
        if not isinstance(other, jax.core.Tracer) and other == 1:
            return Unit(tuple(-d for d in self.dim), 1.0 / self.scale, f"1/{self.name}")
        return Quantity(other, Unit(tuple(-d for d in self.dim), 1.0 / self.scale, f"1/{self.name}"))

    def __truediv__(self, other):
        return Unit(tuple(a - b for a, b in zip(self.dim, other.dim)), self.scale / other.scale)


second = Unit((0, 1), 1.0, "s")
ms = Unit((0, 1), 1e-3, "ms")
hertz = 1 / second


@jax.jit
def firing_rate(spike_count, window_ms):
    rate = spike_count / second / window_ms
    return rate.to_decimal(hertz) * 1e3


print(firing_rate(jnp.asarray(12.0), jnp.asarray(250.0)))
