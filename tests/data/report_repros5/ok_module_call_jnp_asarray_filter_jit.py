# Thread: https://github.com/unifyai/ivy/pull/16255
# Shape: the wrapper converts with jnp.asarray, which accepts tracers
# expect: ok
import equinox as eqx
import jax
import jax.numpy as jnp


class TestLinear(eqx.Module):
    linear: eqx.nn.Linear

    def __init__(self, in_size, out_size, key):
        self.linear = eqx.nn.Linear(in_size, out_size, key=key)

    def __call__(self, x):
        x = jnp.asarray(x)
        return self.linear(x)


@eqx.filter_jit
def forward(model, x):
    return jnp.tanh(model(x))


model = TestLinear(2, 4, jax.random.PRNGKey(0))
print(forward(model, jnp.array([0.1, 0.2])))
