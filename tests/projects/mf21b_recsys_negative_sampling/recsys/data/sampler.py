"""Negative sampling: uniform or popularity-weighted, excluding the user's known positives."""
import jax
import jax.numpy as jnp

SAMPLERS = {}


def register_sampler(name):
    def wrap(fn):
        SAMPLERS[name] = fn
        return fn
    return wrap


@register_sampler("uniform")
def uniform(key, n_items, popularity, n):
    return jax.random.randint(key, (n,), 0, n_items)


@register_sampler("popularity")
def by_popularity(key, n_items, popularity, n):
    return jax.random.choice(key, n_items, (n,), p=popularity)


def sample_negatives(key, user_positives, n_items, popularity, n, kind="uniform"):
    """`n` items the user has not interacted with: draw 2n candidates, drop the positives."""
    candidates = SAMPLERS[kind](key, n_items, popularity, 2 * n)
    is_positive = user_positives[candidates]
    negatives = candidates[~is_positive]  # expect: JAX601
    return negatives[:n]
