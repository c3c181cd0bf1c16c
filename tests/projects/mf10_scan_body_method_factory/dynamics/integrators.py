import jax.numpy as jnp


class Integrator:
    def __init__(self, k=1.0, max_dt=0.05):
        self.k = k
        self.max_dt = max_dt

    def force(self, x):
        return -self.k * x

    def make_body(self):
        def body(carry, dt):
            x, v = carry
            n_sub = int(jnp.ceil(dt / self.max_dt))  # expect: JAX105
            h = dt / n_sub
            for _ in range(n_sub):
                v = v + h * self.force(x)
                x = x + h * v
            return (x, v), x

        return body
