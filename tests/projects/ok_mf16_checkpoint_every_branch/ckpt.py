import jax

SAVED = {}


def maybe_save(step, params, every=10):
    SAVED["params"] = jax.device_get(params)
