import jax.numpy as jnp

from trainer import register_callback


@register_callback
def clip_report(metrics):
    return {**metrics, "grad_norm": jnp.minimum(metrics["grad_norm"], 10.0)}


@register_callback
def history(metrics):
    return {**metrics, "loss_value": metrics["loss"].item()}  # expect: JAX105
