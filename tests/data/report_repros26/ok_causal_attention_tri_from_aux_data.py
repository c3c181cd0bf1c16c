# Thread: https://github.com/jax-ml/jax/pull/22779
# Shape: the context length is kept as aux data of the registered class, so jnp.tri gets a Python int inside the jitted forward pass
# expect: ok
import jax
import jax.numpy as jnp


@jax.tree_util.register_pytree_node_class
class CausalAttention:
    def __init__(self, scale, context):
        self.scale = scale
        self.context = context

    def tree_flatten(self):
        return (self.scale,), self.context

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children, aux)

    def mask(self):
        return jnp.tri(self.context, dtype=bool)

    def __call__(self, q, k):
        logits = (q @ k.T) * self.scale
        return jax.nn.softmax(jnp.where(self.mask(), logits, -1e9), axis=-1)


@jax.jit
def forward(block, q, k):
    return block(q, k)


q = jnp.ones((4, 8))
print(forward(CausalAttention(0.35, 4), q, q).shape)
