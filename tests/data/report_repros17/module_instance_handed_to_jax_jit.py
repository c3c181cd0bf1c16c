# Thread: https://github.com/patrick-kidger/equinox/issues/125
# Shape: two eqx.Modules, the outer one holding the inner one (whose field is a JAX array); the model instance itself is handed to `jax.jit` like a function (`jax.jit(second_module)`), so jit hashes the module as its callable and hits the array (TypeError: unhashable type)
# expect: TypeError at line 33
import equinox as eqx
import jax


class FirstModule(eqx.Module):
    params: float
    array: jax.Array

    def __init__(self, param):
        self.params = param
        self.array = jax.numpy.array([param])

    def __call__(self, x):
        return self.array + x


class SecondModule(eqx.Module):
    first_module: FirstModule

    def __init__(self, first_module):
        self.first_module = first_module

    def __call__(self, x):
        return self.first_module(x)


first_module = FirstModule(1.0)
second_module = SecondModule(first_module)
second_module = jax.jit(second_module)
print(second_module(2.0))
