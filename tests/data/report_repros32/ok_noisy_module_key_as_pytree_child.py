# Thread: https://github.com/jax-ml/jax/issues/14718
# Shape: the fix: the key array is a child of the pytree (traced like the scale), and the aux data is empty
# expect: ok
import dataclasses

import jax
import jax.numpy as jnp


@dataclasses.dataclass
class NoisyModule:
    scale: jax.Array
    rng: jax.Array


def _flatten(m):
    return (m.scale, m.rng), None


def _unflatten(aux, children):
    return NoisyModule(scale=children[0], rng=children[1])


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
