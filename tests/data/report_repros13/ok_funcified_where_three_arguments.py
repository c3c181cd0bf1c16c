# Thread: https://github.com/pymc-devs/pytensor/issues/1062
# Shape: the graph uses the three-argument where (a select), whose output shape is the input's
# expect: ok
import jax
import jax.numpy as jnp


def jax_funcify_where(op=None, **kwargs):
    def where(condition, x=None, y=None):
        return jnp.where(condition, x, y)

    return where


where = jax_funcify_where()


def jax_funcified_fgraph(x):
    positive = x > 0
    return where(positive, x, 0.0)


fgraph_jit = jax.jit(jax_funcified_fgraph)
print(fgraph_jit(jnp.array([-1.0, 2.0, 0.5, -3.0])))
