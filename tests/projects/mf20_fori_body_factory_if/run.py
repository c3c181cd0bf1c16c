import jax
import jax.numpy as jnp

from mcmc import banana, make_mh_body


def sample(key, x0, n_steps):
    body = make_mh_body(banana, 0.3)
    state = (key, x0, banana(x0))
    _, x, _ = jax.lax.fori_loop(0, n_steps, body, state)
    return x


def main():
    return sample(jax.random.key(0), jnp.zeros(2), 100)


if __name__ == "__main__":
    print(main())
