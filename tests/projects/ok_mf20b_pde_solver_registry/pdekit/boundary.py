"""Boundary conditions fill one ghost cell at each end of the field."""
import jax.numpy as jnp


class Periodic:
    def pad(self, u):
        return jnp.concatenate([u[-1:], u, u[:1]])

    def enforce(self, u):
        return u


class Dirichlet:
    def __init__(self, left, right):
        self.left, self.right = left, right

    def pad(self, u):
        return jnp.concatenate([jnp.full((1,), self.left), u, jnp.full((1,), self.right)])

    def enforce(self, u):
        return u.at[0].set(self.left).at[-1].set(self.right)
