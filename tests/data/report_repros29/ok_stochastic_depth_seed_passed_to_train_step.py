# Thread: https://github.com/keras-team/keras/issues/18404
# Shape: the fix makes the layer stateless under jit: the train step takes the seed state as an argument, splits it and returns the new state, and the layer draws from the key it is handed, so nothing traced is stored on the generator
# expect: ok
import jax
import jax.numpy as jnp


class SeedGenerator:
    def __init__(self, seed=0):
        self.state = jax.random.PRNGKey(seed)

    def next(self):
        self.state, subkey = jax.random.split(self.state)
        return subkey


class StochasticDepth:
    def __init__(self, rate):
        self.rate = rate

    def __call__(self, x, key=None):
        if key is not None:
            keep = jax.random.bernoulli(key, 1.0 - self.rate, (x.shape[0], 1))
            return x * keep / (1.0 - self.rate)
        return x


class FocalBlock:
    def __init__(self, width):
        self.w = jnp.eye(width) * 0.5
        self.drop_path = StochasticDepth(0.1)

    def __call__(self, x, key=None):
        return x + self.drop_path(jnp.tanh(x @ self.w), key=key)


block = FocalBlock(8)
seed_generator = SeedGenerator(1337)


@jax.jit
def train_step(seed_state, x, y):
    seed_state, key = jax.random.split(seed_state)
    pred = block(x, key=key)
    return jnp.mean((pred - y) ** 2), seed_state


def evaluate(x):
    noise = jax.random.normal(seed_generator.next(), x.shape) * 0.0
    return block(x + noise)


x = jnp.ones((4, 8))
loss, seed_generator.state = train_step(seed_generator.state, x, jnp.zeros((4, 8)))
print(loss)
print(evaluate(x).sum())
