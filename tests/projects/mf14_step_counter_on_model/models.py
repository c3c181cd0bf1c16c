import jax.numpy as jnp


class ConsistencyModel:
    def __init__(self, total_steps, s0=10, s1=50):
        self.total_steps = total_steps
        self.s0, self.s1 = s0, s1
        self.current_step = jnp.array(0)

    def schedule(self):
        k = self.current_step / self.total_steps
        return jnp.floor(jnp.sqrt(k * ((self.s1 + 1) ** 2 - self.s0 ** 2) + self.s0 ** 2) - 1) + 1

    def compute_loss(self, params, x):
        noise = 1.0 / self.schedule()
        pred = x * params["w"] + params["b"]
        self.current_step += 1  # expect: JAX301
        return jnp.mean((pred - x) ** 2) * noise
