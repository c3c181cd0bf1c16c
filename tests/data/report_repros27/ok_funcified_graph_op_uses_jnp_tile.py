# Thread: https://github.com/aesara-devs/aesara/issues/10
# Shape: the tile op is implemented with jnp.tile, so the converted graph is traceable and vmap maps it
# expect: ok
import jax
import jax.numpy as jnp

JAX_FUNCIFY = {}


def register(op_name):
    def deco(fn):
        JAX_FUNCIFY[op_name] = fn
        return fn
    return deco


@register("add")
def jax_add(x, y):
    return jnp.add(x, y)


@register("tile")
def jax_tile(x, reps=(1, 2)):
    return jnp.tile(x, reps)


@register("sum")
def jax_sum(x):
    return jnp.sum(x)


class FunctionGraph:
    def __init__(self, inputs, nodes, outputs):
        self.inputs = inputs
        self.nodes = nodes
        self.outputs = outputs


def jax_funcify(fgraph):
    def fn(*args):
        env = dict(zip(fgraph.inputs, args))
        for op_name, in_names, out_name in fgraph.nodes:
            env[out_name] = JAX_FUNCIFY[op_name](*(env[n] for n in in_names))
        return tuple(env[o] for o in fgraph.outputs)
    return fn


graph = FunctionGraph(
    inputs=["a", "b"],
    nodes=[("add", ("a", "b"), "c"), ("tile", ("c",), "d"), ("sum", ("d",), "e")],
    outputs=["e"],
)
theano_jax_fn = jax_funcify(graph)
print(theano_jax_fn(jnp.ones((2, 3)), jnp.ones((2, 3))))
batch = jnp.ones((4, 2, 3))
print(jax.vmap(theano_jax_fn)(batch, batch))
