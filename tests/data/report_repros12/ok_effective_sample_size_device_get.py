# Thread: https://github.com/pyro-ppl/numpyro/issues/1482
# Shape: the fix the maintainer suggests: x = jax.device_get(x) at the top, so the helper works on NumPy arrays it may write into
# expect: ok
import jax
import numpy as np


def effective_sample_size(x):
    x = jax.device_get(x)
    num_chains, num_samples = x.shape[:2]
    centered = x - x.mean(axis=1, keepdims=True)
    gamma_k_c = np.stack([np.correlate(c, c, "full")[num_samples - 1:] for c in centered])
    gamma_k_c = gamma_k_c / num_samples
    rho_k = 1.0 - (gamma_k_c.mean(axis=0)[0] - gamma_k_c.mean(axis=0)) / gamma_k_c.mean(axis=0)[0]
    rho_k[0] = 1.0
    rho_t = rho_k[1:-1:2] + rho_k[2::2]
    tau = -1.0 + 2.0 * np.sum(np.maximum(rho_t, 0.0))
    return num_chains * num_samples / tau


samples = jax.random.normal(jax.random.PRNGKey(0), (2, 100))
print(effective_sample_size(samples))
