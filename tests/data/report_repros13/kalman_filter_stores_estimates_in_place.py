# Thread: https://github.com/QuantEcon/lecture-python.myst/pull/611
# Shape: a Kalman class ported from NumPy to jax.numpy keeps preallocated arrays for the filtered means and variances and fills them row by row in its filter loop (`x_hats[t] = ...`)
# expect: TypeError at line 27
import jax.numpy as jnp


class Kalman:
    def __init__(self, A, C, G, H, x_hat, Sigma):
        self.A, self.C, self.G, self.H = A, C, G, H
        self.x_hat, self.Sigma = x_hat, Sigma

    def update(self, y):
        A, C, G, H = self.A, self.C, self.G, self.H
        Sigma_G = self.Sigma @ G.T
        K = Sigma_G @ jnp.linalg.inv(G @ Sigma_G + H @ H.T)
        x_filtered = self.x_hat + K @ (y - G @ self.x_hat)
        Sigma_filtered = self.Sigma - K @ G @ self.Sigma
        self.x_hat = A @ x_filtered
        self.Sigma = A @ Sigma_filtered @ A.T + C @ C.T
        return x_filtered, Sigma_filtered

    def filter(self, ys):
        T, n = ys.shape[0], self.x_hat.shape[0]
        x_hats = jnp.zeros((T, n))
        sigmas = jnp.zeros((T, n, n))
        for t in range(T):
            x_hats[t], sigmas[t] = self.update(ys[t])
        return x_hats, sigmas


A = jnp.array([[0.9, 0.1], [0.0, 0.8]])
kf = Kalman(A, 0.1 * jnp.eye(2), jnp.eye(2), 0.2 * jnp.eye(2), jnp.zeros(2), jnp.eye(2))
x_hats, sigmas = kf.filter(jnp.ones((5, 2)))
print(x_hats[-1])
