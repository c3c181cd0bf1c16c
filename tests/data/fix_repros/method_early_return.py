"""A method with an early return, jitted through jax.jit(obj.method) (TracerBoolConversionError).

kind: where
run: main()
"""
import jax
import jax.numpy as jnp


class Clipper:
    def __init__(self, limit):
        self.limit = limit

    def clip_norm(self, g):
        norm = jnp.linalg.norm(g)
        if norm <= self.limit:
            return g
        scale = self.limit / norm
        return g * scale


def main():
    clipper = Clipper(1.0)
    clip = jax.jit(clipper.clip_norm)
    return clip(jnp.array([0.3, 0.4])), clip(jnp.array([3.0, 4.0]))
