# Thread: https://github.com/google/flax/issues/853
# Shape: the issue's `eval_step(model, params, batch)` jitted with the model instance as a traced argument; the model is an ordinary object (a linen Module is not a pytree either), so jit rejects it ("is not a valid JAX type"); the fix is `static_argnums` for the model
# expect: TypeError at line 33
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


@jax.jit
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
