# Thread: https://github.com/ACCIDDA/op_system/issues/74
# Shape: `compile_rhs` builds the right-hand side `eval_fn` as a closure over the equation table, binding the state and parameters into its evaluation environment with `np.float64(...)`/`float(...)` and collecting outputs in `np.empty`; the System wrapper's stepper hands it to a jitted fixed-step solver (`lax.fori_loop`), so the traced state is coerced to NumPy
# expect: TracerArrayConversionError at line 11
import jax
import jax.numpy as jnp
import numpy as np


def compile_rhs(equations, state_names, param_names):
    def eval_fn(t, y, params):
        env = {name: np.float64(y[i]) for i, name in enumerate(state_names)}
        env.update({name: float(params[name]) for name in param_names})
        env["t"] = np.float64(t)
        out = np.empty(len(equations), dtype=np.float64)
        for i, equation in enumerate(equations):
            out[i] = equation(env)
        return out

    return eval_fn


class System:
    def __init__(self, spec):
        self.state_names = spec["state"]
        self.param_names = spec["parameters"]
        self.eval_fn = compile_rhs(spec["equations"], self.state_names, self.param_names)

    def _stepper(self, t, y, params):
        return jnp.asarray(self.eval_fn(t, y, params))


SIR = {
    "state": ("S", "I", "R"),
    "parameters": ("beta", "gamma"),
    "equations": (
        lambda e: -e["beta"] * e["S"] * e["I"],
        lambda e: e["beta"] * e["S"] * e["I"] - e["gamma"] * e["I"],
        lambda e: e["gamma"] * e["I"],
    ),
}
system = System(SIR)


@jax.jit
def simulate(y0, params):
    dt = 0.1

    def body(step, y):
        return y + dt * system._stepper(step * dt, y, params)

    return jax.lax.fori_loop(0, 100, body, y0)


print(simulate(jnp.array([0.99, 0.01, 0.0]), {"beta": 0.3, "gamma": 0.1}))
