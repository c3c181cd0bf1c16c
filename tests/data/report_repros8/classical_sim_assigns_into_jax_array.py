# Thread: https://github.com/BYUCamachoLab/simphony/issues/88
# Shape: a simulation fills its S-matrix row by row with item assignment on a jnp array
# expect: TypeError at line 16
import jax.numpy as jnp


class ClassicalSim:
    def __init__(self, wl, n_ports):
        self.wl = jnp.asarray(wl)
        self.n_ports = n_ports

    def run(self):
        s = jnp.zeros((len(self.wl), self.n_ports, self.n_ports), dtype=complex)
        for i in range(self.n_ports):
            t = jnp.exp(-1j * self.wl * (i + 1))
            s[:, i, i] = t
        return s


print(ClassicalSim([1.5, 1.55, 1.6], 2).run().shape)
