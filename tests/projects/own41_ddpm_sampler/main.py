from functools import partial

import jax
import jax.numpy as jnp

from diffusion import make_schedule, sample


def main():
    num_steps = 50
    schedule = make_schedule(num_steps)
    params = {"w": jnp.eye(4) * 0.1, "b": jnp.zeros(4)}
    run = jax.jit(partial(sample, shape=(8, 4), num_steps=num_steps))
    out = run(params, schedule, jax.random.PRNGKey(0))
    print(out.shape, float(out.mean()))
    return out


if __name__ == "__main__":
    main()
