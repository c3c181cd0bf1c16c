from functools import partial

import jax
import jax.numpy as jnp

from evaluate import eval_step


def main():
    k_x, k_y, k_w = jax.random.split(jax.random.key(0), 3)
    batches = {"x": jax.random.normal(k_x, (5, 16, 4)), "y": jax.random.randint(k_y, (5, 16), 0, 3)}
    w = jax.random.normal(k_w, (4, 3))
    per_batch = jax.lax.map(partial(eval_step, w), batches)
    return {name: jnp.mean(values) for name, values in per_batch.items()}


if __name__ == "__main__":
    print(main())
