# Thread: https://github.com/pyro-ppl/numpyro/pull/754
# Shape: the PR's fix: np.max on the NumPy data stays a concrete Python value under jit
# expect: ok
import numpy as np
import jax
import jax.numpy as jnp

annotations = np.array([[0, 1, 2], [1, 1, 3]])


def multinomial_log_density(theta):
    num_classes = int(np.max(annotations)) + 1
    logits = jnp.zeros(num_classes) + theta
    return jax.nn.log_softmax(logits)[annotations].sum()


print(jax.jit(multinomial_log_density)(0.5))
