# Thread: https://github.com/jax-ml/jax/pull/17650
# Shape: a jitted function converts the argmax of a vector-valued score to a Python int to index a list
# expect: TypeError at line 11
import jax
import jax.numpy as jnp

LABELS = ["cat", "dog", "bird"]


def best(scores):
    i = int(jnp.argmax(scores, axis=-1))
    return LABELS[i]


print(jax.jit(best)(jnp.array([[0.1, 0.7, 0.2], [0.5, 0.2, 0.3]])))
