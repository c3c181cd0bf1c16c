import jax
import jax.numpy as jnp

from schedule import NoiseSchedule


@jax.jit
def sample(key, x0, beta_max):
    sched = NoiseSchedule(beta_min=1e-4, beta_max=beta_max)
    x = x0
    for beta in sched.betas():
        key, sub = jax.random.split(key)
        x = jnp.sqrt(1.0 - beta) * x + jnp.sqrt(beta) * jax.random.normal(sub, x.shape)
    return x


def run():
    return sample(jax.random.key(0), jnp.zeros(4), 0.02)
