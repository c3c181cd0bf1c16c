import jax.numpy as jnp


def cube_root_of_two(x):
    return x**3 - 2.0


def kepler(e, mean_anomaly):
    def residual(E):
        return E - e * jnp.sin(E) - mean_anomaly

    return residual
