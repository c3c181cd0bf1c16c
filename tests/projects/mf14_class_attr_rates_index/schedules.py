import jax.numpy as jnp


class PiecewiseConstant:
    BOUNDARIES = (2, 4)
    RATES = [0.1, 0.01, 0.001]

    def __call__(self, step):
        stage = jnp.searchsorted(jnp.array(self.BOUNDARIES), step, side="right")
        return self.RATES[stage]  # expect: JAX201
