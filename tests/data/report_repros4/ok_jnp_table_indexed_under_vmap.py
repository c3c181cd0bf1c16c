# Thread: https://github.com/jax-ml/jax/issues/32955
# Shape: the thread's lookup: a jnp array closed over and indexed by the mapped index
# expect: ok
import jax
import jax.numpy as jnp

a = jnp.array([1.0, 2.0, 3.0])
jax.vmap(lambda i: a[i])(jnp.array([0, 2], dtype=int))
