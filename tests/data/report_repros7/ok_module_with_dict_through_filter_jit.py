# Thread: https://github.com/patrick-kidger/equinox/issues/1089
# Shape: the dict-holding module handed whole to eqx.filter_jit, which flattens the dict and hashes only non-array leaves
# expect: ok
import equinox as eqx


class Problematic(eqx.Module):
    nested: dict

    def __init__(self, nested):
        self.nested = nested

    def __call__(self, x):
        return x * 2.0


@eqx.filter_jit
def apply(model, x):
    return model(x)


model = Problematic({0: 0.0})
print(apply(model, 1.0))
