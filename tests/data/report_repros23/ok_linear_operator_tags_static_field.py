# Thread: https://github.com/patrick-kidger/lineax/issues/34
# Shape: the fix the thread adopts: `tags` is a static field (pytree metadata), so the operator can be carried through the loop
# expect: ok
import dataclasses

import jax
import jax.numpy as jnp


@jax.tree_util.register_dataclass
@dataclasses.dataclass
class MatrixLinearOperator:
    matrix: jax.Array
    tags: frozenset = dataclasses.field(default=frozenset(), metadata=dict(static=True))

    def mv(self, v):
        return self.matrix @ v


def body(i, op):
    return MatrixLinearOperator(op.matrix * 0.5 + jnp.eye(2), frozenset())


op0 = MatrixLinearOperator(jnp.eye(2))
op = jax.lax.fori_loop(0, 3, body, op0)
print(op.mv(jnp.ones(2)))
