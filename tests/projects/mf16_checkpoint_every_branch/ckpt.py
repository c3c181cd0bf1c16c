import jax

SAVED = {}


def maybe_save(step, params, every=10):
    if step % every == 0:  # expect: JAX101
        SAVED["params"] = jax.device_get(params)  # expect: JAX301
