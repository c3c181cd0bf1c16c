# Thread: https://github.com/eserie/wax-ml/pull/45
# Shape: the PR's fix: each step splits the carried key and hands the cell a fresh subkey
# expect: ok
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


def noisy_ema(state, x, rng, alpha=0.1, noise=0.01):
    eps = noise * jax.random.normal(rng, x.shape)
    state = (1 - alpha) * state + alpha * (x + eps)
    return state, state


def unroll(cell, xs, rng, init_state):
    def scan_fn(carry, x):
        state, rng = carry
        rng, step_rng = jax.random.split(rng)
        state, y = cell(state, x, step_rng)
        return (state, rng), y

    (state, _), ys = jax.lax.scan(scan_fn, (init_state, rng), xs)
    return ys


xs = jnp.ones((20, 3))
print(unroll(noisy_ema, xs, jax.random.key(42), jnp.zeros(3))[-1])
