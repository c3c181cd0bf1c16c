import jax
import jax.numpy as jnp


def nan_hook(grads):
    leaves = jax.tree_util.tree_leaves(grads)
    return {"nan": jnp.any(jnp.stack([jnp.isnan(g).any() for g in leaves]))}


def grad_norm_hook(grads):
    leaves = jax.tree_util.tree_leaves(grads)
    norm = jnp.sqrt(sum(jnp.sum(g ** 2) for g in leaves))
    return {"grad_norm": norm}
