# Thread: https://github.com/keras-team/keras/issues/19674
# Shape: the fix calls the surrogate model itself (`self.logVT(m1m2)`, the stateless forward pass in jax.numpy) inside the jitted likelihood, and keeps the NumPy-batching `predict` for eager use outside the trace
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np


class DenseMLP:
    def __init__(self, weights, biases, batch_size=512):
        self.weights = weights
        self.biases = biases
        self.batch_size = batch_size

    def __call__(self, x):
        for w, b in zip(self.weights[:-1], self.biases[:-1]):
            x = jnp.tanh(x @ w + b)
        return x @ self.weights[-1] + self.biases[-1]

    def predict(self, x):
        x = np.asarray(x)
        n_batches = max(1, len(x) // self.batch_size)
        outputs = [self(batch) for batch in np.array_split(x, n_batches)]
        return jnp.concatenate(outputs)


class PopulationLikelihood:
    def __init__(self, logVT, mass_model):
        self.logVT = logVT
        self.mass_model = mass_model

    @jax.jit
    def exp_rate_integral(self, m1, m2):
        m1m2 = jnp.column_stack([m1, m2])
        return jnp.mean(jnp.exp(self.mass_model(m1) + self.logVT(m1m2).flatten()))


key = jax.random.PRNGKey(0)
k1, k2, k3 = jax.random.split(key, 3)
weights = [jax.random.normal(k1, (2, 8)) * 0.1, jax.random.normal(k2, (8, 1)) * 0.1]
biases = [jnp.zeros(8), jnp.zeros(1)]
likelihood = PopulationLikelihood(DenseMLP(weights, biases), lambda m: -2.35 * jnp.log(m))
jax.tree_util.register_pytree_node(
    PopulationLikelihood, lambda s: ((s.logVT.weights, s.logVT.biases), s.mass_model),
    lambda aux, ch: PopulationLikelihood(DenseMLP(*ch), aux))
m = jax.random.uniform(k3, (1000,), minval=5.0, maxval=50.0)
print(likelihood.exp_rate_integral(m, 0.8 * m))
print(likelihood.logVT.predict(np.ones((4, 2))).shape)
