# Thread: https://github.com/keras-team/keras/issues/20724
# Shape: a random-noise layer keeps a SeedGenerator object whose next() splits and stores its state; the layer draws the noise key inside a lax.cond branch, so the stored seed state is a tracer of the branch's trace, and the jitted train step returns the layer's seed state as its updated non-trainable variable
# expect: UnexpectedTracerError at line 44; cause line 13
import jax
import jax.numpy as jnp


class SeedGenerator:
    def __init__(self, seed):
        self.state = jax.random.key(seed)

    def next(self):
        self.state, key = jax.random.split(self.state)
        return key


class RandomNoiseLayer:
    def __init__(self, noise_rate):
        self.noise_rate = noise_rate
        self.seed_generator = SeedGenerator(seed=1337)

    def __call__(self, inputs):
        apply_noise = jax.random.uniform(self.seed_generator.next(), ()) < self.noise_rate
        return jax.lax.cond(
            apply_noise,
            lambda: inputs + jax.random.uniform(
                self.seed_generator.next(), inputs.shape, maxval=self.noise_rate),
            lambda: inputs,
        )


layer = RandomNoiseLayer(noise_rate=0.5)


@jax.jit
def train_step(w, seed_state, x, y):
    layer.seed_generator.state = seed_state
    pred = layer(x) @ w
    loss = jnp.mean((pred - y) ** 2)
    return loss, layer.seed_generator.state


x, y = jnp.ones((4, 10)), jnp.zeros((4, 1))
loss, seed_state = train_step(jnp.ones((10, 1)), layer.seed_generator.state, x, y)
print(loss)
