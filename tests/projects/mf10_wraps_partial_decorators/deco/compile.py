import functools

import jax

jitted = functools.partial(jax.jit, static_argnames=("n_steps",))
