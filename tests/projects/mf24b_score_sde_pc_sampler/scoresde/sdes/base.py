"""dx = f(x, t) dt + g(t) dW on t in [0, 1], with a Gaussian perturbation kernel."""
import abc

import jax
import jax.numpy as jnp


class SDE(abc.ABC):
    @abc.abstractmethod
    def drift(self, x, t):
        """f(x, t)."""

    @abc.abstractmethod
    def diffusion(self, t):
        """g(t)."""

    @abc.abstractmethod
    def marginal_prob(self, x0, t):
        """Mean and std of x_t given x_0."""

    def prior_sample(self, key, shape):
        return jax.random.normal(key, shape) * self.prior_std

    def reverse_drift(self, score, x, t):
        return self.drift(x, t) - self.diffusion(t) ** 2 * score

    def perturb(self, key, x0, t):
        mean, std = self.marginal_prob(x0, t)
        noise = jax.random.normal(key, x0.shape)
        return mean + std * noise, noise, std

    def snr_step(self, t):
        _, std = self.marginal_prob(jnp.ones(()), t)
        return std ** 2
