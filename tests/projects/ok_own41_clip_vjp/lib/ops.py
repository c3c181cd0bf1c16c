"""Identity on the forward pass, gradient-norm clipping on the backward pass."""
import jax
import jax.numpy as jnp


@jax.custom_vjp
def clip_gradient(x, max_norm):
    return x


def _clip_fwd(x, max_norm):
    return x, max_norm


def _clip_bwd(max_norm, g):
    norm = jnp.linalg.norm(g)
    g = jnp.where(norm > max_norm, g * (max_norm / norm), g)
    return g, None


clip_gradient.defvjp(_clip_fwd, _clip_bwd)
