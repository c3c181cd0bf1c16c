# Thread: https://github.com/google/flax/issues/4146
# Shape: a frozen config dataclass bound with functools.partial, layers from a params list, enumerate, len
# expect: ok
import dataclasses
from functools import partial

import jax
import jax.numpy as jnp

HP = {"lr": 0.1, "clip": 1.0}


@dataclasses.dataclass(frozen=True)
class Config:
    n_layers: int = 2
    width: int = 3
    activation: str = "relu"


def mlp(cfg, params, x):
    act = jax.nn.relu if cfg.activation == "relu" else jnp.tanh
    for i, layer in enumerate(params):
        x = x @ layer["w"] + layer["b"]
        if i < len(params) - 1:
            x = act(x)
    return x


def loss(cfg, params, x):
    return jnp.mean(mlp(cfg, params, x) ** 2)


cfg = Config()
params = [{"w": jnp.ones((cfg.width, cfg.width)), "b": jnp.zeros(cfg.width)} for _ in range(cfg.n_layers)]


@jax.jit
def step(params, x):
    grads = jax.grad(partial(loss, cfg))(params, x)
    lr = float(HP["lr"])
    return jax.tree_util.tree_map(lambda p, g: p - lr * jnp.clip(g, -HP["clip"], HP["clip"]), params, grads)


step(params, jnp.ones((2, cfg.width)))
