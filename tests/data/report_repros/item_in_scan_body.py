# Thread: https://github.com/jax-ml/jax/issues/23637
# Shape: .item() on the carry inside a scan body, for an early-exit check
# expect: ConcretizationTypeError at line 10
import jax
import jax.numpy as jnp


def body(carry, x):
    total = carry + x
    if total.item() > 100:
        total = total * 0
    return total, total


jax.lax.scan(body, jnp.float32(0.0), jnp.arange(5.0))
