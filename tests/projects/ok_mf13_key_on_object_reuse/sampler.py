import jax


class Sampler:
    def __init__(self, key):
        self.key = key

    def draw(self, shape):
        self.key, sub = jax.random.split(self.key)
        return jax.random.normal(sub, shape)
