# Thread: https://github.com/BYUCamachoLab/simphony/issues/88
# Shape: the fix writes each row with .at[].set
# expect: ok
import jax.numpy as jnp


class ClassicalSim:
    def __init__(self, wl, n_ports):
        self.wl = jnp.asarray(wl)
        self.n_ports = n_ports

    def run(self):
        s = jnp.zeros((len(self.wl), self.n_ports, self.n_ports), dtype=complex)
        for i in range(self.n_ports):
            t = jnp.exp(-1j * self.wl * (i + 1))
            s = s.at[:, i, i].set(t)
        return s


print(ClassicalSim([1.5, 1.55, 1.6], 2).run().shape)
