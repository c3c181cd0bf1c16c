"""Signal filters, compiled once here for every importer."""
import jax

from . import kernels

smooth = jax.jit(kernels.box_smooth, static_argnames="width")

__all__ = ["smooth"]
