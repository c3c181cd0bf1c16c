import jax
import jax.numpy as jnp

from sampler import sample


def log_normal(x):
    return -0.5 * jnp.sum(x**2)


def main():
    xs = sample(log_normal, jnp.zeros(2), jax.random.key(0), 100)
    return xs.mean(axis=0)


if __name__ == "__main__":
    print(main())
