import equinox as eqx
import jax

from critic import Critic


def make_ensemble(key, size, width):
    keys = jax.random.split(key, size)
    return eqx.filter_vmap(lambda k: Critic(k, width))(keys)


@eqx.filter_jit
def ensemble_scores(models, x):
    return eqx.filter_vmap(lambda m: m(x))(models)
