# Thread: https://github.com/flatironinstitute/nemos/pull/214
# Shape: a design matrix arrives as a jax array; np.asarray gives a read-only view, which the in-place `-=` centring cannot write
# expect: ValueError at line 12
import jax.numpy as jnp
import numpy as np


def apply_identifiability_constraints(X, add_intercept=True):
    X = np.asarray(X)
    if add_intercept:
        X = X[:, 1:]
    X -= np.nanmean(X, axis=0)
    rank = np.linalg.matrix_rank(X)
    return X, rank


basis = jnp.stack([jnp.ones(6), jnp.linspace(0, 1, 6), jnp.linspace(0, 1, 6) ** 2], axis=1)
print(apply_identifiability_constraints(basis))
