import jax

from .branches import exploit, explore


def make_policy(epsilon):
    def act(q, key):
        k1, k2 = jax.random.split(key)
        greedy = jax.random.uniform(k1) > epsilon
        return jax.lax.cond(greedy, exploit, explore, q, k2)

    return jax.jit(act)
