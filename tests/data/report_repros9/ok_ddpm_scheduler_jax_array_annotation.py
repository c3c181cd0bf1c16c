# Thread: https://github.com/jax-ml/jax/issues/22990
# Shape: the parameter is annotated with jax.Array, which a key is
# expect: ok
import jax
import jax.numpy as jnp
from jax import random
from dataclasses import dataclass


@dataclass
class DDPMSchedulerState:
    betas: jnp.ndarray
    timesteps: jnp.ndarray


class FlaxDDPMScheduler:
    def create_state(self, num_train_timesteps=10):
        betas = jnp.linspace(1e-4, 0.02, num_train_timesteps)
        return DDPMSchedulerState(betas=betas, timesteps=jnp.arange(num_train_timesteps)[::-1])

    def step(
        self,
        state: DDPMSchedulerState,
        model_output: jnp.ndarray,
        timestep: int,
        sample: jnp.ndarray,
        key: jax.Array = None,
    ):
        beta = state.betas[timestep]
        noise = random.normal(key, sample.shape)
        return (sample - beta * model_output) / jnp.sqrt(1 - beta) + jnp.sqrt(beta) * noise


scheduler = FlaxDDPMScheduler()
state = scheduler.create_state()
x = jnp.ones((2, 3))
print(scheduler.step(state, jnp.zeros((2, 3)), 5, x, key=random.PRNGKey(0)).shape)
