# Thread: https://github.com/patrick-kidger/equinox/issues/1089
# Shape: the same module holding its entries as a tuple of pairs, which hashes
# expect: ok
import equinox as eqx
import jax


class Problematic(eqx.Module):
    nested: tuple

    def __init__(self, nested):
        self.nested = tuple(nested.items())

    def __call__(self):
        return 1.0


model = Problematic({0: 0.0})


def merge(parameters, static):
    return eqx.combine(parameters, static)()


arr, static = eqx.partition(model, eqx.is_array)
print(jax.jit(merge, static_argnames="static")(arr, static))
