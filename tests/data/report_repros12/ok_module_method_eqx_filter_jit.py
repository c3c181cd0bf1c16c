# Thread: https://github.com/patrick-kidger/equinox/issues/11
# Shape: the same method under eqx.filter_jit, which traces the module's arrays and keeps the rest static
# expect: ok
import equinox as eqx
import jax
import jax.numpy as jnp


class DenseSynapse(eqx.Module):
    W: jax.Array

    def energy(self, g1, g2):
        return -jnp.einsum("i,ij,j->", g1, self.W, g2)


class SimpleModule(eqx.Module):
    synapses: list

    @eqx.filter_jit
    def energy(self, x):
        return sum(s.energy(x, x) for s in self.synapses)


key = jax.random.PRNGKey(0)
model = SimpleModule([DenseSynapse(jax.random.normal(key, (4, 4)))])
print(model.energy(jnp.ones(4)))
