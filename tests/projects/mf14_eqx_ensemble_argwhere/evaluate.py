import jax
import jax.numpy as jnp

from ensemble import ensemble_scores, make_ensemble


def run():
    models = make_ensemble(jax.random.key(0), size=3, width=4)
    return ensemble_scores(models, jnp.ones((5, 4)))
