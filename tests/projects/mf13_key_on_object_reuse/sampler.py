import jax


class Sampler:
    def __init__(self, key):
        self.key = key

    def draw(self, shape):
        return jax.random.normal(self.key, shape)
