# Thread: https://github.com/jax-ml/jax/pull/14503
# Shape: the documented use: a format string with `{}` fields and the values passed as arguments, filled in at run time
# expect: ok
import jax
import jax.numpy as jnp


@jax.jit
def update(w, x, y):
    loss = jnp.mean((x @ w - y) ** 2)
    jax.debug.print("loss = {loss}", loss=loss)
    return w - 0.1 * jax.grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)


w = update(jnp.zeros(3), jnp.ones((4, 3)), jnp.ones(4))
print(w)
