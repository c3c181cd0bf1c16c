from jax.core import Tracer

__all__ = ["Tracer"]
