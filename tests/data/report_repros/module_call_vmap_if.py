# Thread: https://github.com/patrick-kidger/equinox/issues/149
# Shape: an equinox-like module written in plain JAX, its __call__ vmapped, with a Python `if` on the input
# expect: TracerBoolConversionError at line 14
import jax
import jax.numpy as jnp


class Net:
    def __init__(self, w):
        self.w = w

    def __call__(self, x):
        h = self.w @ x
        if h.sum() > 0:
            return jax.nn.relu(h)
        return h


@jax.jit
def forward(w, x):
    model = Net(w)
    return jax.vmap(model)(x)


forward(jnp.eye(3), jnp.ones((2, 3)))
