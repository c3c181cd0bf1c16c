# Thread: https://github.com/eserie/wax-ml/pull/45
# Shape: an `unroll` helper runs a stochastic cell over a sequence with lax.scan and threads the PRNG key through the carry without renewing it, so every step draws from the same key (the key-reuse checker on)
# expect: KeyReuseError at line 22; cause line 19
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
        state, y = cell(state, x, rng)
        return (state, rng), y

    (state, _), ys = jax.lax.scan(scan_fn, (init_state, rng), xs)
    return ys


xs = jnp.ones((20, 3))
print(unroll(noisy_ema, xs, jax.random.key(42), jnp.zeros(3))[-1])
