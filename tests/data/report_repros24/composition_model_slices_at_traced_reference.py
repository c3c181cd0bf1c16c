# Thread: https://github.com/scverse/pertpy/issues/454
# Shape: a compositional model inserts the reference cell type's zero column by slicing its coefficients at the reference index, which the sampler hands to the jitted potential as a model argument (a traced array)
# expect: IndexError at line 12
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
model_args = (counts, covariates, jnp.asarray(2))
potential = jax.jit(lambda p, args: -model_log_density(p, *args))
print(jax.grad(potential)(params, model_args)["b_raw"].shape)
