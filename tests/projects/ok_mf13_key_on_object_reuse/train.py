import jax

from sampler import Sampler


def run():
    sampler = Sampler(jax.random.key(0))
    a = sampler.draw((2,))
    b = sampler.draw((2,))
    return a, b
