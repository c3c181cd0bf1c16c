# Thread: https://github.com/google/jaxopt/issues/403
# Shape: the same SciPy-backed solver driven by a Python loop over the NumPy grid (no scan, nothing traced), which is what a host-side SciPy optimizer requires
# expect: ok
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


def T(v, model):
    values = []
    for y in np.asarray(model.grid):
        b = (1e-5, y)
        result = solver.run(y, bounds=b, data=(y, v, model)).params
        values.append(-result.fun)
    return np.array(values)


model = Model(grid=jnp.linspace(1e-2, 4.0, 5))
print(T(jnp.log(model.grid), model))
