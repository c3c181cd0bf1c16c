# Thread: https://github.com/jax-ml/jax/pull/14503
# Shape: the mistake the pull request documents: `jax.debug.print(f"...{loss}")` formats the f-string while tracing, so the printed text is the tracer's repr, not the value at run time
# expect: printed-tracer at line 11
import jax
import jax.numpy as jnp


@jax.jit
def update(w, x, y):
    loss = jnp.mean((x @ w - y) ** 2)
    jax.debug.print(f"loss = {loss}")
    return w - 0.1 * jax.grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)


w = update(jnp.zeros(3), jnp.ones((4, 3)), jnp.ones(4))
print(w)
