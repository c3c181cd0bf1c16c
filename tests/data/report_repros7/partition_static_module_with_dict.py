# Thread: https://github.com/patrick-kidger/equinox/issues/1089
# Shape: an eqx.Module with a dict field, partitioned; its static half is a jit static argument
# expect: ValueError at line 26
import equinox as eqx
import jax


class Problematic(eqx.Module):
    nested: dict

    def __init__(self, nested):
        self.nested = nested

    def __call__(self):
        return 1.0


model = Problematic({0: 0.0})


def merge(parameters, static):
    return eqx.combine(parameters, static)()


arr, static = eqx.partition(model, eqx.is_array)
print(jax.jit(merge, static_argnames="static")(arr, static))
