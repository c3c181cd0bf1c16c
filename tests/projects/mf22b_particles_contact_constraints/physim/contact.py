"""Penalty contact with a ground line: a spring pushing out of the ground, per particle."""
import jax
import jax.numpy as jnp


class GroundContact:
    def __init__(self, height, stiffness, friction=0.5):
        self.height, self.stiffness, self.friction = height, stiffness, friction

    def _one(self, pos, vel, mass):
        depth = max(0.0, self.height - pos[1])  # expect: JAX103
        normal = self.stiffness * depth
        tangential = -self.friction * normal * jnp.tanh(10.0 * vel[0])
        return jnp.stack([tangential, normal]) * (mass > 0)

    def __call__(self, state):
        return jax.vmap(self._one)(state.pos, state.vel, state.mass)
