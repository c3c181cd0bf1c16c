# Thread: https://github.com/keras-team/keras/issues/20724
# Shape: the stateless form: the train step builds a seed generator from the seed state it is given, the layer draws both keys before the lax.cond and passes the noise key to the branches as an operand, and the step returns the advanced state
# expect: ok
import jax
import jax.numpy as jnp


class SeedGenerator:
    def __init__(self, state):
        self.state = state

    def next(self):
        self.state, key = jax.random.split(self.state)
        return key


class RandomNoiseLayer:
    def __init__(self, noise_rate):
        self.noise_rate = noise_rate

    def __call__(self, inputs, seed_generator):
        apply_noise = jax.random.uniform(seed_generator.next(), ()) < self.noise_rate
        noise_key = seed_generator.next()
        return jax.lax.cond(
            apply_noise,
            lambda key: inputs + jax.random.uniform(key, inputs.shape, maxval=self.noise_rate),
            lambda key: inputs,
            noise_key,
        )


layer = RandomNoiseLayer(noise_rate=0.5)


@jax.jit
def train_step(w, seed_state, x, y):
    seed_generator = SeedGenerator(seed_state)
    pred = layer(x, seed_generator) @ w
    loss = jnp.mean((pred - y) ** 2)
    return loss, seed_generator.state


x, y = jnp.ones((4, 10)), jnp.zeros((4, 1))
seed_state = jax.random.key(1337)
for _ in range(2):
    loss, seed_state = train_step(jnp.ones((10, 1)), seed_state, x, y)
print(loss)
