# Thread: https://github.com/jax-ml/jax/issues/1571
# Shape: jnp.linspace whose start and stop are differentiated parameters (num stays a literal)
# expect: ok
import jax
import jax.numpy as jnp


def testlinspace(x, *args):
    out = jnp.linspace(x[0], x[1], 50)
    out = x[2] * jnp.square(out)
    out = jnp.sum(out)
    return out


x = jnp.array([2., 3., 1.5])
print(jax.grad(testlinspace)(x))
