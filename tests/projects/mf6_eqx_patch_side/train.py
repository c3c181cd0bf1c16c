import equinox as eqx
import jax
import jax.numpy as jnp

from models import TinyViT


@eqx.filter_jit
def predict(model, batch):
    return jax.vmap(model)(batch)


def run():
    model = TinyViT(patch=2, dim=8, n_classes=3, key=jax.random.PRNGKey(0))
    batch = jnp.ones((5, 16))
    logits = predict(model, batch)
    return logits.argmax(-1)
