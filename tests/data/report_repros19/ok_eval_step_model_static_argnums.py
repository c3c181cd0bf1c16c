# Thread: https://github.com/google/flax/issues/853
# Shape: the pattern the issue names: the model instance is a static argument (`static_argnums=0`; the class hashes by identity), so it behaves as a constant inside the jitted step
# expect: ok
import functools

import jax
import jax.numpy as jnp


class Model:
    def __init__(self, features):
        self.features = features

    def apply(self, params, x):
        return x @ params["w"] + params["b"]


def compute_metrics(logits, labels):
    loss = jnp.mean((logits - labels) ** 2)
    return {"loss": loss}


@functools.partial(jax.jit, static_argnums=0)
def eval_step(model, params, batch):
    logits = model.apply(params, batch["X"])
    return compute_metrics(logits, batch["y"])


model = Model(3)
params = {"w": jnp.ones((4, 3)), "b": jnp.zeros(3)}
test_ds = {"X": jnp.ones((8, 4)), "y": jnp.zeros((8, 3))}


def eval_model(model, params, test_ds):
    metrics = eval_step(model, params, test_ds)
    metrics = jax.device_get(metrics)
    return {k: v.item() for k, v in metrics.items()}


print(eval_model(model, params, test_ds))
