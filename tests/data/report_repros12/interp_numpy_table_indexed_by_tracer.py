# Thread: https://github.com/DifferentiableUniverseInitiative/jax_cosmo/issues/121
# Shape: a linear interpolation vmapped over the query points indexes the NumPy tables xp and fp with a traced index
# expect: TracerArrayConversionError at line 12
import jax
import jax.numpy as jnp
import numpy


def interp(x, xp, fp):
    ind = jnp.argmin((x - xp) ** 2)
    ind = jnp.clip(ind, 1, len(xp) - 2)
    xi = xp[ind]
    s = jnp.sign(jnp.clip(x, xp[1], xp[-2]) - xi).astype(jnp.int32)
    a = (fp[ind + jnp.clip(s, 0, 1)] - fp[ind + jnp.clip(s, -1, 0)]) / (xp[ind + jnp.clip(s, 0, 1)] - xp[ind + jnp.clip(s, -1, 0)])
    return fp[ind] + a * (x - xi)


xp = numpy.array([0.0, 1.0, 2.0, 3.0])
print(jax.vmap(interp, in_axes=(0, None, None))(numpy.array([0.5, 1.5]), xp, xp ** 2))
