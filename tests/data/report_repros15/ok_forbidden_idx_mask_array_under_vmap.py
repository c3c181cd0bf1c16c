# Thread: https://github.com/jax-ml/jax/issues/2285
# Shape: the fix: the forbidden pairs become a boolean mask array built from the dict before vmap (`forbidden_mask[j, j]`), and the branch is a `jnp.where`, so the batched index only indexes a JAX array
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np

forbidden_idx = {0: {0, 2}, 1: {1}, 2: {0, 2}, 3: set()}
forbidden_mask = np.zeros((4, 4), dtype=bool)
for row, cols in forbidden_idx.items():
    for col in cols:
        forbidden_mask[row, col] = True
forbidden_mask = jnp.asarray(forbidden_mask)


def _elementwise_op(x_col, b_val, alpha, t0=1):
    x_ret = b_val * x_col
    x_ret = x_ret.at[t0:].add(alpha * x_col[t0:])
    return x_ret


def _elementwise_update(x_col, b_val, alpha, j, t0=1):
    return jnp.where(forbidden_mask[j, j], jnp.zeros_like(x_col), _elementwise_op(x_col, b_val, alpha, t0))


def predict_X(X, B, alpha, t0=1):
    t_max, m = X.shape
    update = jax.vmap(_elementwise_update, in_axes=(1, 0, 0, 0, None), out_axes=1)
    X_preds = jnp.zeros_like(X)
    for i in range(m):
        X_preds = X_preds.at[:, i].set(update(X, B[i], alpha, jnp.arange(m), t0).sum(axis=1))
    return X_preds


X = jnp.arange(20.0).reshape(5, 4)
B = jnp.ones((4, 4)) * 0.1
print(predict_X(X, B, jnp.full(4, 0.5)))
