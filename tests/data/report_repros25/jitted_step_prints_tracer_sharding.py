# Thread: https://github.com/jax-ml/jax/pull/29649
# Shape: a debugging print of `x.sharding` inside a jitted function; sharding is an attribute of concrete arrays only, and reading it on a tracer raises AttributeError
# expect: AttributeError at line 9
import jax
import jax.numpy as jnp


def update(x):
    print("sharding:", x.sharding)
    return x * 2


step = jax.jit(update)
print(step(jnp.ones(3)))
