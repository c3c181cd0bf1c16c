# Thread: https://github.com/jax-ml/jax/issues/4473
# Shape: a jitted Euler integrator derives the scan length from the traced time and step
# expect: ConcretizationTypeError at line 13
from functools import partial

import jax.numpy as np
from jax import jit
from jax.lax import scan


@partial(jit, static_argnums=(0,))
def integrate_euler(f, initial_state, time, dt):
    propagated_state, _ = scan(
        f=lambda state, _: (euler_integration_step(f, state, dt), None),
        init=initial_state,
        length=np.divide(time, dt).astype(int),
        xs=None,
    )
    return propagated_state


def euler_integration_step(f, state, dt):
    return state + dt*f(state)


print(integrate_euler(lambda x: 0.9*x, initial_state=np.array([1., 2.]), time=1.0, dt=1e-2))
