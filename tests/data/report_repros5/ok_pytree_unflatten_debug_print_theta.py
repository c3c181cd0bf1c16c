# Thread: https://github.com/jax-ml/jax/issues/14619
# Shape: the method reports the traced value with jax.debug.print
# expect: ok
import jax


class A:
    def __init__(self, theta=0.0):
        self.theta = theta

    def _tree_flatten(self):
        return (self.theta,), {}

    @classmethod
    def _tree_unflatten(cls, aux_data, children):
        return cls(*children, **aux_data)

    def solve(self, scale):
        jax.debug.print("theta {}", self.theta * scale)
        return self.theta * scale


jax.tree_util.register_pytree_node(A, A._tree_flatten, A._tree_unflatten)
solver = A(theta=4.0)
b = jax.jit(solver.solve)(2.0)
