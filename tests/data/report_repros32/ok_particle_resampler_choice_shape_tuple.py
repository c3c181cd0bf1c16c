# Thread: https://github.com/jax-ml/jax/pull/4125
# Shape: the fix: the resampler passes `shape=(self.num_particles,)`, a one-element tuple
# expect: ok
import jax
import jax.numpy as jnp


class Resampler:
    def __init__(self, num_particles):
        self.num_particles = num_particles

    def __call__(self, key, particles, log_weights):
        weights = jax.nn.softmax(log_weights)
        ancestors = jax.random.choice(key, particles.shape[0], shape=(self.num_particles,), p=weights)
        return particles[ancestors]


class ParticleFilter:
    def __init__(self, num_particles):
        self.resample = Resampler(num_particles)

    def step(self, key, particles, observation):
        log_weights = -0.5 * (particles - observation) ** 2
        return self.resample(key, particles, log_weights)


pf = ParticleFilter(6)
particles = jnp.linspace(-1.0, 1.0, 6)
print(jax.jit(pf.step)(jax.random.PRNGKey(0), particles, 0.3))
