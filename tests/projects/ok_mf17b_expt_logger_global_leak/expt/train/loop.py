import jax
import jax.numpy as jnp

from ..utils import log_scalar, summary
from .step import train_step


def fit(steps=5):
    kx, kw = jax.random.split(jax.random.key(0))
    x = jax.random.normal(kx, (32, 3))
    y = x @ jax.random.normal(kw, (3,))
    params = {"w": jnp.zeros(3), "b": jnp.zeros(())}
    for _ in range(steps):
        params, loss, grad_norm = train_step(params, x, y)
        log_scalar("grad_norm", grad_norm)
        log_scalar("loss", loss)
    return summary()
