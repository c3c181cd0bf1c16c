# Thread: https://github.com/probml/JSL/issues/25
# Shape: the requested replacement: the scan step writes the filtered mean with `history.at[t].set(mu)`
# expect: ok
from typing import NamedTuple

import jax
import jax.numpy as jnp


class LDS(NamedTuple):
    A: jnp.ndarray
    C: jnp.ndarray
    Q: jnp.ndarray
    R: jnp.ndarray

    def kalman_filter(self, mu0, Sigma0, ys):
        n_steps = ys.shape[0]
        history = jnp.zeros((n_steps, mu0.shape[0]))

        def step(carry, t):
            mu, Sigma, history = carry
            mu_pred = self.A @ mu
            Sigma_pred = self.A @ Sigma @ self.A.T + self.Q
            S = self.C @ Sigma_pred @ self.C.T + self.R
            K = Sigma_pred @ self.C.T @ jnp.linalg.inv(S)
            mu = mu_pred + K @ (ys[t] - self.C @ mu_pred)
            Sigma = (jnp.eye(mu.shape[0]) - K @ self.C) @ Sigma_pred
            history = history.at[t].set(mu)
            return (mu, Sigma, history), None

        (mu, Sigma, history), _ = jax.lax.scan(step, (mu0, Sigma0, history), jnp.arange(n_steps))
        return history


lds = LDS(jnp.eye(2) * 0.9, jnp.eye(2), jnp.eye(2) * 0.1, jnp.eye(2) * 0.5)
print(lds.kalman_filter(jnp.zeros(2), jnp.eye(2), jnp.ones((10, 2))).shape)
