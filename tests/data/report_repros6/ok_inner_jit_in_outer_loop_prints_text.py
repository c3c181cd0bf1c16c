# Thread: https://github.com/jax-ml/jax/issues/7155
# Shape: a jitted inner_fn called ten times in a Python loop of a jitted outer_fn; the prints are text only
# expect: ok
import jax
import jax.numpy as jnp


@jax.jit
def inner_fn(state):
    print("entering inner_fn now")
    return 2 * state


@jax.jit
def outer_fn(x):
    print("entering outer_fn now")
    old_x = x
    for _ in range(10):
        x = inner_fn(x)
    x = x + old_x
    return x


state = jnp.arange(5, dtype=jnp.uint32)
inner_fn(state)
outer_fn(state)
