# Thread: https://github.com/jax-ml/jax/issues/14718
# Shape: a dataclass module registered with `register_pytree_node` puts its PRNG key array in the aux data; the first jitted call works, but a second module with another key makes jit compare the two key arrays as metadata
# expect: ValueError at line 37; cause line 17
import dataclasses

import jax
import jax.numpy as jnp


@dataclasses.dataclass
class NoisyModule:
    scale: jax.Array
    rng: jax.Array


def _flatten(m):
    return (m.scale,), m.rng


def _unflatten(aux, children):
    return NoisyModule(scale=children[0], rng=aux)


jax.tree_util.register_pytree_node(NoisyModule, _flatten, _unflatten)


@jax.jit
def apply(module, x):
    noise = jax.random.normal(module.rng, x.shape)
    return module.scale * x + 0.01 * noise


x = jnp.ones(4)
first = NoisyModule(scale=jnp.array(2.0), rng=jax.random.PRNGKey(0))
print(apply(first, x))
second = NoisyModule(scale=jnp.array(2.0), rng=jax.random.PRNGKey(1))
print(apply(second, x))
