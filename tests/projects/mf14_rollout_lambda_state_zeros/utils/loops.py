from jax import lax


def rollout(step_fn, init, length):
    """Apply step_fn `length` times, keeping every state."""
    return lax.scan(lambda carry, _: (step_fn(carry), carry), init, None, length=length)
