# Thread: https://github.com/patrick-kidger/equinox/issues/11
# Shape: a method of an eqx.Module holding array fields is jitted with self static (static_argnums=0); hashing the module hashes its arrays
# expect: ValueError at line 28
from functools import partial

import equinox as eqx
import jax
import jax.numpy as jnp


class DenseSynapse(eqx.Module):
    W: jax.Array

    def energy(self, g1, g2):
        return -jnp.einsum("i,ij,j->", g1, self.W, g2)


class SimpleModule(eqx.Module):
    synapses: list

    @partial(jax.jit, static_argnums=0)
    def energy(self, x):
        return sum(s.energy(x, x) for s in self.synapses)


key = jax.random.PRNGKey(0)
model = SimpleModule([DenseSynapse(jax.random.normal(key, (4, 4)))])
print(model.energy(jnp.ones(4)))
