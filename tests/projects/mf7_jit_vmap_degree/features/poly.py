import jax.numpy as jnp


def poly_features(x, degree):
    terms = [jnp.ones_like(x)]
    for _ in range(degree):  # expect: JAX202
        terms.append(terms[-1] * x)
    return jnp.stack(terms)
