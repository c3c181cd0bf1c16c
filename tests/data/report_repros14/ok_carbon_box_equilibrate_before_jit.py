# Thread: https://github.com/SharmaLlama/ticktack/issues/19
# Shape: the equilibration is done before the jitted run, on concrete values (the target and the initial guess are NumPy), and run receives the resulting production rate
# expect: ok
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import scipy.optimize


class CarbonBoxModel:
    def __init__(self, fluxes, decay_rate=1.0 / 8267.0):
        self.fluxes = jnp.asarray(fluxes)
        self.n_boxes = len(fluxes)
        self.decay_rate = decay_rate
        self.production_coefficients = jnp.zeros(self.n_boxes).at[0].set(1.0)

    def transfer_matrix(self):
        m = jnp.diag(-self.fluxes - self.decay_rate)
        return m + jnp.roll(jnp.diag(self.fluxes), 1, axis=0)

    def _equilibrate(self, target_C_14):
        def objective(production):
            steady = jnp.linalg.solve(self.transfer_matrix(), -production[0] * self.production_coefficients)
            return float((steady[0] - target_C_14) ** 2)

        x0 = np.array([target_C_14 / 14.0])
        result = scipy.optimize.minimize(objective, x0, method="Nelder-Mead")
        return result.x[0]

    @partial(jax.jit, static_argnums=(0,))
    def run(self, time_out, production_rate):
        state = jnp.linalg.solve(self.transfer_matrix(), -production_rate * self.production_coefficients)

        def step(state, t):
            state = state + 0.1 * (self.transfer_matrix() @ state + production_rate * self.production_coefficients)
            return state, state[0]

        _, box0 = jax.lax.scan(step, state, time_out)
        return box0


model = CarbonBoxModel(fluxes=np.array([0.5, 0.2, 0.1]))
production_rate = model._equilibrate(70.0)
print(model.run(jnp.arange(10.0), production_rate)[-1])
