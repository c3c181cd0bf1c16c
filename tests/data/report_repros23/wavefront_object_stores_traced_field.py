# Thread: https://github.com/jax-ml/jax/issues/4714
# Shape: an optics package keeps the wavefront on a module-level object; a jitted model propagates it with a method that writes the traced wavefront back onto the object, and the later read of that attribute meets the leaked tracer
# expect: UnexpectedTracerError at line 19; cause line 14
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


wf = BasicWavefront(1e-6, 8)


@jax.jit
def model(phase):
    return wf.apply_phase(phase).intensity.sum()


print(model(jnp.zeros((8, 8))))
psf = wf.intensity
print(psf.sum())
