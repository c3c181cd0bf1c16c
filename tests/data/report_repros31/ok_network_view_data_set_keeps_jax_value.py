# Thread: https://github.com/jaxleyverse/jaxley/issues/657
# Shape: the fix: the view keeps the value it is given as a JAX array (`jnp.reshape`); only the selected indices, concrete NumPy data of the view, go through NumPy, so the jitted simulation that sets a traced conductance converts nothing
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np


class Network:
    def __init__(self, num_cells):
        self.num_cells = num_cells
        self.edges = {"IonotropicSynapse_gS": jnp.full((1,), 0.5)}
        self.recorded = []

    def record(self):
        self.recorded = list(range(self.num_cells))

    def select(self, edges=None):
        return View(self, edges=np.atleast_1d(edges))


class View:
    def __init__(self, pointer, edges):
        self.pointer = pointer
        self._edges = edges

    def data_set(self, key, val, param_state):
        if param_state is None:
            param_state = []
        indices = self._edges.reshape(-1, 1)
        param_state.append({"key": key, "indices": indices, "val": jnp.reshape(val, (-1, 1))})
        return param_state


def integrate(net, param_state=None, t_max=1.0, dt=0.1):
    g = dict(net.edges)
    for p in param_state or []:
        g[p["key"]] = g[p["key"]].at[p["indices"][:, 0]].set(p["val"][:, 0])
    v = -70.0 * jnp.ones(net.num_cells)
    for _ in range(int(t_max / dt)):
        v = v + dt * g["IonotropicSynapse_gS"][0] * (v[::-1] - v)
    return v


net = Network(2)
net.record()


@jax.jit
def simulate(gS):
    pstate = net.select(edges=0).data_set("IonotropicSynapse_gS", gS, None)
    return integrate(net, param_state=pstate, t_max=1.0)


print(simulate(jnp.array([1.0])))
