# Thread: https://github.com/ACCIDDA/op_system/issues/74
# Shape: the backend-aware path the issue proposes: `compile_rhs` takes the array namespace `xp`, binds the state and parameters without scalar casts and stacks the equation outputs with `xp.stack`, so the jitted fixed-step solver traces through the compiled right-hand side
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np


def compile_rhs(equations, state_names, param_names, xp=np):
    def eval_fn(t, y, params):
        env = {name: y[i] for i, name in enumerate(state_names)}
        env.update({name: params[name] for name in param_names})
        env["t"] = t
        return xp.stack([equation(env) for equation in equations])

    return eval_fn


class System:
    def __init__(self, spec, xp=np):
        self.state_names = spec["state"]
        self.param_names = spec["parameters"]
        self.eval_fn = compile_rhs(spec["equations"], self.state_names, self.param_names, xp=xp)

    def _stepper(self, t, y, params):
        return self.eval_fn(t, y, params)


SIR = {
    "state": ("S", "I", "R"),
    "parameters": ("beta", "gamma"),
    "equations": (
        lambda e: -e["beta"] * e["S"] * e["I"],
        lambda e: e["beta"] * e["S"] * e["I"] - e["gamma"] * e["I"],
        lambda e: e["gamma"] * e["I"],
    ),
}
system = System(SIR, xp=jnp)


@jax.jit
def simulate(y0, params):
    dt = 0.1

    def body(step, y):
        return y + dt * system._stepper(step * dt, y, params)

    return jax.lax.fori_loop(0, 100, body, y0)


print(simulate(jnp.array([0.99, 0.01, 0.0]), {"beta": 0.3, "gamma": 0.1}))
