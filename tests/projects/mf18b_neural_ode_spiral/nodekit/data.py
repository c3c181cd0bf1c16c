"""Noisy trajectories of a damped linear spiral, solved exactly with a matrix exponential."""
import jax
import jax.numpy as jnp
from jax.scipy.linalg import expm

A_TRUE = jnp.array([[-0.1, 2.0], [-2.0, -0.1]])


def make_spiral_dataset(cfg):
    key = jax.random.key(cfg["seed"])
    k0, k_noise = jax.random.split(key)
    ts = jnp.linspace(0.0, cfg["t_max"], cfg["n_obs"])
    y0s = jax.random.uniform(k0, (cfg["n_traj"], 2), minval=-1.0, maxval=1.0)
    props = jax.vmap(lambda t: expm(A_TRUE * t))(ts)  # [T, 2, 2]
    ys = jnp.einsum("tij,nj->tni", props, y0s)
    ys = ys + cfg["noise"] * jax.random.normal(k_noise, ys.shape)
    return {"ts": ts, "ys": ys}
