# Thread: https://github.com/keras-team/keras/issues/18404
# Shape: a StochasticDepth layer draws its drop mask from a seed-generator object it holds; the generator's `next()` splits its key and stores the new state on itself, and the layer is called inside the jitted train step, so the generator keeps a tracer; the evaluation at the end of the epoch, run eagerly, draws from that leaked state
# expect: UnexpectedTracerError at line 13
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
        self.seed_generator = SeedGenerator(1337)

    def __call__(self, x, training=False):
        if training:
            keep = jax.random.bernoulli(self.seed_generator.next(), 1.0 - self.rate, (x.shape[0], 1))
            return x * keep / (1.0 - self.rate)
        return x


class FocalBlock:
    def __init__(self, width):
        self.w = jnp.eye(width) * 0.5
        self.drop_path = StochasticDepth(0.1)

    def __call__(self, x, training=False):
        return x + self.drop_path(jnp.tanh(x @ self.w), training=training)


block = FocalBlock(8)


@jax.jit
def train_step(x, y):
    pred = block(x, training=True)
    return jnp.mean((pred - y) ** 2)


def evaluate(x):
    noise = jax.random.normal(block.drop_path.seed_generator.next(), x.shape) * 0.0
    return block(x + noise)


x = jnp.ones((4, 8))
print(train_step(x, jnp.zeros((4, 8))))
print(evaluate(x).sum())
