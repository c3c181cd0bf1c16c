# Thread: https://github.com/jax-ml/jax/issues/2956
# Shape: a fori_loop whose upper bound is a traced argument, differentiated in reverse mode
# expect: ValueError at line 17; cause line 13
import jax
import jax.numpy as jnp
from jax import lax


def simulate(theta, n_steps):
    def body(i, x):
        return x + theta * jnp.sin(x)

    return lax.fori_loop(0, n_steps, body, 1.0)


grad_fn = jax.jit(jax.grad(simulate))
print(grad_fn(0.5, 10))
