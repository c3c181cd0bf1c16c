"""Position-based projection of distance constraints (Gauss-Seidel over the pairs)."""
import jax.numpy as jnp


class DistanceConstraints:
    def __init__(self, pairs, rest_length, iterations=2):
        self.pairs, self.rest_length, self.iterations = list(pairs), rest_length, iterations

    def project(self, pos, inv_mass):
        for _ in range(self.iterations):
            for i, j in self.pairs:
                d = pos[j] - pos[i]
                length = jnp.linalg.norm(d)
                w = inv_mass[i] + inv_mass[j]
                corr = (length - self.rest_length) / jnp.maximum(w, 1e-9) * d / jnp.maximum(length, 1e-9)
                pos = pos.at[i].add(inv_mass[i] * corr)
                pos = pos.at[j].add(-inv_mass[j] * corr)
        return pos
