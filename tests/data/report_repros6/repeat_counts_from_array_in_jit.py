# Thread: https://github.com/jax-ml/jax/pull/3670
# Shape: jnp.repeat with per-element repeat counts that are a traced argument
# expect: ConcretizationTypeError at line 10
import jax
import jax.numpy as jnp


@jax.jit
def expand_tokens(tokens, counts):
    return jnp.repeat(tokens, counts)


print(expand_tokens(jnp.array([1, 2, 3]), jnp.array([2, 1, 2])))
