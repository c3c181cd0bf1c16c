# Thread: https://github.com/patrick-kidger/equinox/issues/149
# Shape: the same module with a static config attribute deciding the activation
# expect: ok
import jax
import jax.numpy as jnp


class Net:
    def __init__(self, w, use_relu=True):
        self.w = w
        self.use_relu = use_relu

    def __call__(self, x):
        h = self.w @ x
        if self.use_relu:
            return jax.nn.relu(h)
        return h


@jax.jit
def forward(w, x):
    model = Net(w)
    return jax.vmap(model)(x)


forward(jnp.eye(3), jnp.ones((2, 3)))
