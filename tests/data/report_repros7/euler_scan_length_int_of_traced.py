# Thread: https://github.com/jax-ml/jax/issues/4473
# Shape: the same integrator converting the step count with Python int()
# expect: ConcretizationTypeError at line 13
from functools import partial

import jax.numpy as np
from jax import jit
from jax.lax import scan


@partial(jit, static_argnums=(0,))
def integrate_euler(f, initial_state, time, dt):
    n_steps = int(time / dt)
    propagated_state, _ = scan(
        lambda state, _: (state + dt * f(state), None), initial_state, xs=None, length=n_steps
    )
    return propagated_state


print(integrate_euler(lambda x: 0.9*x, np.array([1., 2.]), 1.0, 1e-2))
