# Thread: https://github.com/patrick-kidger/equinox/issues/125
# Shape: the same two modules with the outer instance wrapped by `eqx.filter_jit(second_module)`, which treats the module as a pytree (its arrays traced, the rest static) instead of hashing it
# expect: ok
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
second_module = eqx.filter_jit(second_module)
print(second_module(2.0))
