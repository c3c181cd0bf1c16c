# Thread: https://github.com/marin-community/haliax/issues/28
# Shape: the fix computes the static softmax scale with Python's math (a float known at trace time) rather than jax.numpy, so the skeleton eval_shape returns holds no tracer in its aux data and the loaded model runs
# expect: ok
import dataclasses
import functools
import math

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class LlamaConfig:
    hidden: int = 16
    heads: int = 4


@jax.tree_util.register_pytree_node_class
class Attention:
    def __init__(self, wq, wk, scale):
        self.wq = wq
        self.wk = wk
        self.scale = scale

    def tree_flatten(self):
        return (self.wq, self.wk), self.scale

    @classmethod
    def tree_unflatten(cls, scale, children):
        return cls(*children, scale)

    @classmethod
    def init(cls, config, key):
        kq, kk = jax.random.split(key)
        head_dim = config.hidden // config.heads
        scale = 1.0 / math.sqrt(head_dim)
        return cls(jax.random.normal(kq, (config.hidden, config.hidden)),
                   jax.random.normal(kk, (config.hidden, config.hidden)), scale)

    def __call__(self, x):
        logits = (x @ self.wq) @ (x @ self.wk).T * self.scale
        return jax.nn.softmax(logits) @ x


class HFCheckpointConverter:
    def load_pretrained(self, model_cls, config, state_dict):
        skeleton = jax.eval_shape(functools.partial(model_cls.init, config), jax.random.PRNGKey(0))
        leaves, treedef = jax.tree_util.tree_flatten(skeleton)
        loaded = [jnp.asarray(state_dict[i], dtype=leaf.dtype) for i, leaf in enumerate(leaves)]
        return jax.tree_util.tree_unflatten(treedef, loaded)


config = LlamaConfig()
state_dict = [jnp.eye(16), jnp.eye(16)]
model = HFCheckpointConverter().load_pretrained(Attention, config, state_dict)
print(model(jnp.ones((3, 16))).shape)
