import jax


def make_sampler(name):
    def sample(key, size, loc, scale):
        key, sub = jax.random.split(key)
        draws = getattr(jax.random, name)(key=sub, shape=size)
        return key, loc + scale * draws

    return sample
