# Thread: https://github.com/deepmodeling/jax-fem/issues/25
# Shape: a finite-element problem class assembles its stiffness matrix with scipy.sparse from the conductivity and solves with scipy's spsolve; vmapping the solve over a batch of conductivities hands scipy a BatchTracer (np.asarray on it raises TracerArrayConversionError)
# expect: TracerArrayConversionError at line 22
import jax
import jax.numpy as jnp
import numpy as np
import scipy.sparse as sp
import scipy.sparse.linalg as spla


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
        return sp.csr_matrix((data, (self.rows, self.cols)), shape=(self.num_nodes, self.num_nodes))

    def solve(self, kappa, source):
        A = self.assemble(kappa)
        return spla.spsolve(A, source)


problem = HeatProblem(16)
source = jnp.ones(16)
print(problem.solve(1.0, np.ones(16))[:3])
kappas = jnp.array([0.5, 1.0, 2.0])
sols = jax.vmap(problem.solve, in_axes=(0, None))(kappas, source)
print(sols.shape)
