# Thread: https://github.com/jaxleyverse/jaxley/issues/74
# Shape: a network object keeps the last stimulus it was given (`stimuli.set_currents(...)` stores the current array on the object); `simulate` is jitted and vmapped over images, so the stored current is a tracer, and the later un-jitted loss that reads the stimulus from the network hits the escaped tracer
# expect: UnexpectedTracerError at line 28; cause line 14
import jax
import jax.numpy as jnp
from jax import jit, vmap


class Stimuli:
    def __init__(self, n_steps, n_inputs):
        self.current = jnp.zeros((n_steps, n_inputs))

    def set_currents(self, current):
        self.current = current
        return self


class Network:
    def __init__(self, n_inputs):
        self.weights = jnp.linspace(0.1, 1.0, n_inputs)
        self.stimuli = Stimuli(20, n_inputs)

    def solve(self, v0):
        def step(v, i_t):
            v = v + 0.1 * (-v + i_t @ self.weights)
            return v, v

        _, trace = jax.lax.scan(step, v0, self.stimuli.current)
        return trace


network = Network(16)


def simulate(i_amp, image):
    new_current = jnp.zeros((20, 16))
    new_current = new_current.at[8:, :].set(i_amp * image)
    network.stimuli.set_currents(new_current)
    return network.solve(jnp.zeros(()))


images = jnp.ones((4, 16))
traces = jit(vmap(simulate, in_axes=(None, 0)))(0.5, images)


def loss(label):
    trace = network.solve(jnp.zeros(()))
    return jnp.abs(trace[-1] - label)


print(traces.shape, loss(1.0))
