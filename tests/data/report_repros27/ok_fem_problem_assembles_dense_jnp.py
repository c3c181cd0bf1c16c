# Thread: https://github.com/deepmodeling/jax-fem/issues/25
# Shape: the stiffness matrix is scattered into a dense jnp array and solved with jnp.linalg.solve, so the solve is traceable and vmap maps it over the conductivities
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np


class HeatProblem:
    def __init__(self, num_nodes):
        self.num_nodes = num_nodes
        self.h = 1.0 / (num_nodes + 1)
        idx = np.arange(num_nodes)
        self.rows = np.concatenate([idx, idx[:-1], idx[1:]])
        self.cols = np.concatenate([idx, idx[1:], idx[:-1]])
        self.stencil = np.concatenate([2.0 * np.ones(num_nodes), -np.ones(num_nodes - 1), -np.ones(num_nodes - 1)])

    def assemble(self, kappa):
        data = kappa * self.stencil / self.h**2
        return jnp.zeros((self.num_nodes, self.num_nodes)).at[self.rows, self.cols].add(data)

    def solve(self, kappa, source):
        A = self.assemble(kappa)
        return jnp.linalg.solve(A, source)


problem = HeatProblem(16)
source = jnp.ones(16)
print(problem.solve(1.0, source)[:3])
kappas = jnp.array([0.5, 1.0, 2.0])
sols = jax.vmap(problem.solve, in_axes=(0, None))(kappas, source)
print(sols.shape)
