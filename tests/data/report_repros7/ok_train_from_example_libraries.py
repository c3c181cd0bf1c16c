# Thread: https://github.com/probml/probml-utils/issues/33
# Shape: the suggested import from jax.example_libraries
# expect: ok
import jax
import jax.numpy as jnp
from jax.example_libraries import optimizers


def loss(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


opt_init, opt_update, get_params = optimizers.adam(1e-2)
state = opt_init(jnp.zeros(2))
x, y = jnp.ones((4, 2)), jnp.ones(4)
for i in range(3):
    state = opt_update(i, jax.grad(loss)(get_params(state), x, y), state)
print(get_params(state))
