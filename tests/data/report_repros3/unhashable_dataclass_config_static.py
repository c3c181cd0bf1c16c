# Thread: https://github.com/jax-ml/jax/issues/3701
# Shape: a plain (unfrozen) dataclass config passed as a static argument of a jitted step
# expect: ValueError at line 25
import dataclasses
import functools

import jax
import jax.numpy as jnp


@dataclasses.dataclass
class Config:
    some_value: int
    scale: float = 2.0


@functools.partial(jax.jit, static_argnums=1)
def do_stuff(data, config):
    return data[: config.some_value] * config.scale


def evaluate():
    config = Config(3)
    data = jnp.arange(10.0)
    return do_stuff(data, config)


evaluate()
