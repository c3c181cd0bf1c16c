import jax.numpy as jnp

NOISE_LEVELS = [0.5, 0.25, 0.1, 0.05]


def noise_for(stage):
    return jnp.asarray(NOISE_LEVELS)[stage]


def n_stages():
    return len(NOISE_LEVELS)


def describe(stage):
    return f"stage {stage}: sigma={NOISE_LEVELS[stage]}"
