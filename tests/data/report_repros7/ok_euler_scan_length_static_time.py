# Thread: https://github.com/jax-ml/jax/issues/4473
# Shape: time and step marked static, so the length is a Python int at trace time
# expect: ok
from functools import partial

import jax.numpy as np
from jax import jit
from jax.lax import scan


@partial(jit, static_argnums=(0, 2, 3))
def integrate_euler(f, initial_state, time, dt):
    propagated_state, _ = scan(
        f=lambda state, _: (state + dt * f(state), None),
        init=initial_state,
        length=int(round(time / dt)),
        xs=None,
    )
    return propagated_state


print(integrate_euler(lambda x: 0.9*x, np.array([1., 2.]), 1.0, 1e-2))
