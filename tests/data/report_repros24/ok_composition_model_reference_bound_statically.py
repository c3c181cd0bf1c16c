# Thread: https://github.com/scverse/pertpy/issues/454
# Shape: the reference index is bound as a Python int with functools.partial before jit, so the slice bounds are static
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp


def model_log_density(params, counts, covariates, reference_index):
    b_raw = params["b_raw"]
    n_covariates = b_raw.shape[0]
    beta = jnp.concatenate(
        [b_raw[:, :reference_index], jnp.zeros((n_covariates, 1)), b_raw[:, reference_index:]], axis=1
    )
    logits = covariates @ beta + params["alpha"]
    return jnp.sum(counts * jax.nn.log_softmax(logits, axis=-1)) - 0.5 * jnp.sum(b_raw ** 2)


counts = jnp.ones((6, 4))
covariates = jnp.ones((6, 2))
params = {"b_raw": jnp.zeros((2, 3)), "alpha": jnp.zeros(4)}
log_density = partial(model_log_density, reference_index=2)
potential = jax.jit(lambda p, counts, covariates: -log_density(p, counts, covariates))
print(jax.grad(potential)(params, counts, covariates)["b_raw"].shape)
