# Thread: https://github.com/patrick-kidger/lineax/issues/34
# Shape: a linear-operator pytree (a registered dataclass) keeps its `tags` frozenset as a data field; carrying such an operator through a `lax.fori_loop` hands JAX a frozenset leaf to trace
# expect: TypeError at line 25
import dataclasses

import jax
import jax.numpy as jnp


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class MatrixLinearOperator:
    matrix: jax.Array
    tags: frozenset = frozenset()

    def mv(self, v):
        return self.matrix @ v


def body(i, op):
    return MatrixLinearOperator(op.matrix * 0.5 + jnp.eye(2), frozenset())


op0 = MatrixLinearOperator(jnp.eye(2))
op = jax.lax.fori_loop(0, 3, body, op0)
print(op.mv(jnp.ones(2)))
