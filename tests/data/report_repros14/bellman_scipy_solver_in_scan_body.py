# Thread: https://github.com/google/jaxopt/issues/403
# Shape: a ScipyBoundedMinimize-style wrapper (converts the initial parameters to NumPy and calls scipy.optimize.minimize) is run for every grid point inside a lax.scan body of a Bellman operator; the initial point is the scanned grid value, a tracer
# expect: TracerArrayConversionError at line 23
from typing import NamedTuple

import jax
import jax.numpy as jnp
import numpy as np
import scipy.optimize


class OptStep(NamedTuple):
    params: object
    state: object


class ScipyBoundedMinimize:
    def __init__(self, fun, method="l-bfgs-b"):
        self.fun = fun
        self.method = method

    def run(self, init_params, bounds, data):
        x0 = np.asarray(init_params, dtype=np.float64).reshape(-1)
        lower, upper = (np.asarray(b, dtype=np.float64).reshape(-1) for b in bounds)
        res = scipy.optimize.minimize(
            lambda x: float(self.fun(x[0], data)), x0, method=self.method, bounds=list(zip(lower, upper)))
        return OptStep(params=res, state=None)


class Model(NamedTuple):
    grid: jax.Array
    beta: float = 0.96


def state_action_value(c, data):
    y, v, model = data
    v_next = jnp.interp(y - c, model.grid, v)
    return -(jnp.log(c) + model.beta * v_next)


solver = ScipyBoundedMinimize(fun=state_action_value, method="l-bfgs-b")


def T_jax(v, model):
    def update_v(carry, y):
        b = (jnp.array(1e-5), y)
        result = solver.run(y, bounds=b, data=(y, v, model)).params
        return carry + 1, (result.x, -result.fun, result.success)

    _, v_values = jax.lax.scan(update_v, 0, model.grid)
    return v_values


model = Model(grid=jnp.linspace(1e-2, 4.0, 5))
print(T_jax(jnp.log(model.grid), model)[1])
