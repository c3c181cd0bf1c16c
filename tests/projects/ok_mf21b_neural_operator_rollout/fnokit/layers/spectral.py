"""Spectral convolution: mix channels on the lowest Fourier modes, zero the rest."""
import jax
import jax.numpy as jnp


class SpectralConv1d:
    def __init__(self, width, modes):
        self.width, self.modes = width, modes

    def init(self, key):
        kr, ki = jax.random.split(key)
        scale = 1.0 / (self.width * self.width)
        return {"re": scale * jax.random.normal(kr, (self.modes, self.width, self.width)),
                "im": scale * jax.random.normal(ki, (self.modes, self.width, self.width))}

    def __call__(self, params, x):
        """x: [n_grid, width] -> [n_grid, width]."""
        n = x.shape[0]
        x_ft = jnp.fft.rfft(x, axis=0)
        weights = params["re"] + 1j * params["im"]
        out_ft = jnp.zeros_like(x_ft)
        out_ft = out_ft.at[: self.modes].set(jnp.einsum("mi,mio->mo", x_ft[: self.modes], weights))
        return jnp.fft.irfft(out_ft, n=n, axis=0)
