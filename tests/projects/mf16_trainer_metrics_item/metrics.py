import jax.numpy as jnp


def summarize(loss, grads):
    return {"loss": loss, "grad_norm": jnp.linalg.norm(grads).item()}  # expect: JAX105
