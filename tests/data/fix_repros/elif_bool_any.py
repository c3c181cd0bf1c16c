"""An elif chain on bool(jnp.any(...)) tests inside a jitted sanitizer, one statement each.

kind: where
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def sanitize(x):
    if bool(jnp.any(jnp.isnan(x))):
        x = jnp.nan_to_num(x)
    elif bool(jnp.any(x > 100.0)):
        x = x / 100.0
    return x


def main():
    return sanitize(jnp.array([jnp.nan, 1.0])), sanitize(jnp.array([200.0, 1.0])), sanitize(jnp.array([2.0, 1.0]))
