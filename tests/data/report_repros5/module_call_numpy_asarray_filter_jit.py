# Thread: https://github.com/unifyai/ivy/pull/16255
# Shape: an equinox Linear wrapper calls np.asarray on its input in __call__; the model is run under eqx.filter_jit
# expect: TracerArrayConversionError at line 17
import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np


class TestLinear(eqx.Module):
    linear: eqx.nn.Linear

    def __init__(self, in_size, out_size, key):
        self.linear = eqx.nn.Linear(in_size, out_size, key=key)

    def __call__(self, x):
        x = np.asarray(x)
        return self.linear(x)


@eqx.filter_jit
def forward(model, x):
    return jnp.tanh(model(x))


model = TestLinear(2, 4, jax.random.PRNGKey(0))
print(forward(model, jnp.array([0.1, 0.2])))
