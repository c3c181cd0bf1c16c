# Thread: https://github.com/gdsfactory/quantum-rf-pdk/issues/833
# Shape: a circuit model interpolates the taper's widths and gaps with `jnp.linspace` and converts each with `float(...)` to build cross-section objects; jitting the model over its width/gap arguments makes those values traced
# expect: ConcretizationTypeError at line 20
import jax
import jax.numpy as jnp


class CrossSection:
    def __init__(self, width: float, gap: float):
        self.width = width
        self.gap = gap

    def impedance(self):
        return 50.0 * jnp.sqrt(self.gap / (self.width + self.gap))


def taper_cross_section(wl=1.0, length=100.0, w1=10.0, w2=5.0, g1=6.0, g2=3.0, n_points=5):
    ws = jnp.linspace(w1, w2, n_points)
    gs = jnp.linspace(g1, g2, n_points)
    xss = [CrossSection(float(ws[i]), float(gs[i])) for i in range(n_points)]
    z = jnp.stack([xs.impedance() for xs in xss])
    return jnp.exp(-1j * 2 * jnp.pi * length / wl) * jnp.prod(2 * z[1:] / (z[1:] + z[:-1]))


s21 = jax.jit(taper_cross_section)(1.0, w1=10.0, w2=5.0, g1=6.0, g2=3.0)
print(abs(s21))
