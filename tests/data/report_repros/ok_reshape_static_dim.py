# Thread: https://github.com/jax-ml/jax/issues/1629
# Shape: reshape with X.shape[0] and closed-over Python ints works under jit
# expect: ok
import jax
import jax.numpy as jnp

m, n = 2, 3


def functional(X):
    r = X.shape[0]
    X_imshape = jnp.reshape(X, (r, m, n), order="F")
    return X_imshape.sum()


jax.jit(jax.grad(functional))(jnp.ones((4, 6)))
