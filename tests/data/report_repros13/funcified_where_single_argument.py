# Thread: https://github.com/pymc-devs/pytensor/issues/1062
# Shape: the JAX dispatch for `where` returns a closure with optional x and y (defaulting to None); the graph calls it with the condition only, which is the one-argument (nonzero) form and has a data-dependent size under jit
# expect: ConcretizationTypeError at line 10
import jax
import jax.numpy as jnp


def jax_funcify_where(op=None, **kwargs):
    def where(condition, x=None, y=None):
        return jnp.where(condition, x, y)

    return where


where = jax_funcify_where()


def jax_funcified_fgraph(x):
    positive = x > 0
    idx, = where(positive)
    return idx


fgraph_jit = jax.jit(jax_funcified_fgraph)
print(fgraph_jit(jnp.array([-1.0, 2.0, 0.5, -3.0])))
