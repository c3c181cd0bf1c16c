import jax

from ops import sampling

sample = jax.jit(sampling.make_sampler("normal"), static_argnames="size")


def run():
    key, draws = sample(jax.random.key(0), size=(1000,), loc=0.0, scale=1.0)
    return float(draws.mean())
