"""Hamiltonian Monte Carlo with a fixed number of leapfrog steps."""
import jax
import jax.numpy as jnp
from jax import lax


def leapfrog(grad_fn, w, p, step_size, n_leap):
    def body(i, state):
        w, p = state
        p = p + 0.5 * step_size * grad_fn(w)
        w = w + step_size * p
        p = p + 0.5 * step_size * grad_fn(w)
        return w, p

    return lax.fori_loop(0, n_leap, body, (w, p))


def make_kernel(log_prob, step_size=0.05, n_leap=10):
    grad_fn = jax.grad(log_prob)

    @jax.jit
    def kernel(key, w):
        k_mom, k_acc = jax.random.split(key)
        p0 = jax.random.normal(k_mom, w.shape)
        w1, p1 = leapfrog(grad_fn, w, p0, step_size, n_leap)
        log_ratio = log_prob(w1) - 0.5 * jnp.dot(p1, p1) - log_prob(w) + 0.5 * jnp.dot(p0, p0)
        accept = jnp.log(jax.random.uniform(k_acc)) < log_ratio
        return jnp.where(accept, w1, w)

    return kernel


def hmc_sample(log_prob, key, w0, n_samples):
    kernel = make_kernel(log_prob)
    w, samples = w0, []
    for k in jax.random.split(key, n_samples):
        w = kernel(k, w)
        samples.append(w)
    return jnp.stack(samples)
