import jax
import jax.numpy as jnp
import numpy as np

from tracking.models import constant_velocity
from tracking.pipeline import evaluate


def simulate(n, dt, seed=0):
    rng = np.random.default_rng(seed)
    pos = np.cumsum(np.full(n, dt * 1.5))
    obs = pos + rng.normal(scale=0.5, size=n)
    obs[::7] = np.nan
    return jnp.asarray(obs[:, None], dtype=jnp.float32), jnp.asarray(pos, dtype=jnp.float32)


def main():
    ys, truth = simulate(50, 0.1)
    model = constant_velocity(0.1)
    return float(jax.jit(evaluate)(model, ys, truth))
