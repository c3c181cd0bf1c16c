import jax.numpy as jnp


def poly_features(x, degree):
    terms = [jnp.ones_like(x)]
    for _ in range(degree):
        terms.append(terms[-1] * x)
    return jnp.stack(terms)
