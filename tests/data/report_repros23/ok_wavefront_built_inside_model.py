# Thread: https://github.com/jax-ml/jax/issues/4714
# Shape: the pure version: the jitted model builds its own wavefront object and returns the intensity, so no traced value outlives the trace
# expect: ok
import jax
import jax.numpy as jnp


class BasicWavefront:
    def __init__(self, wavelength, npix):
        self.wavelength = wavelength
        self.wavefront = jnp.ones((npix, npix), dtype=jnp.complex64)

    def apply_phase(self, phase):
        self.wavefront = self.wavefront * jnp.exp(1j * phase)
        return self

    @property
    def intensity(self):
        return jnp.abs(self.wavefront) ** 2


@jax.jit
def model(phase):
    wf = BasicWavefront(1e-6, 8)
    return wf.apply_phase(phase).intensity


psf = model(jnp.zeros((8, 8)))
print(psf.sum())
