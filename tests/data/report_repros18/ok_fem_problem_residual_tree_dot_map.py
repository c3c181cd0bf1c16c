# Thread: https://github.com/deepmodeling/jax-fem/issues/65
# Shape: the fix the error message names: jax-fem's Problem gathers the cells' nodal values with `jax.tree.map`, and the jitted residual runs
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np


class Problem:
    def __init__(self, n_nodes):
        self.num_nodes = n_nodes
        self.cells = np.stack([np.arange(n_nodes - 1), np.arange(1, n_nodes)], axis=1)
        self.h = 1.0 / (n_nodes - 1)

    def unflatten_fn_sol_list(self, dofs):
        return [dofs.reshape(self.num_nodes, 1)]

    def cell_values(self, sol_list):
        return jax.tree.map(lambda x: x[self.cells], sol_list)

    def compute_residual(self, dofs):
        (u_cells,) = self.cell_values(self.unflatten_fn_sol_list(dofs))
        grad_u = (u_cells[:, 1, 0] - u_cells[:, 0, 0]) / self.h
        res = jnp.zeros(self.num_nodes)
        res = res.at[self.cells[:, 0]].add(-grad_u)
        res = res.at[self.cells[:, 1]].add(grad_u)
        return res - self.h


problem = Problem(9)
dofs = jnp.linspace(0.0, 1.0, 9)
print(jax.jit(problem.compute_residual)(dofs))
