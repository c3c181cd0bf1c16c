# Thread: https://github.com/google/TensorNetwork/pull/678
# Shape: the contraction jitted with the structure static (`static_argnums=1`) and given as tuples of tuples, so the labels stay Python ints (and hash) while only the tensors are traced
# expect: ok
import jax
import jax.numpy as jnp


def ncon(tensors, network_structure):
    operands = []
    for tensor, labels in zip(tensors, network_structure):
        operands.extend([tensor, [abs(int(label)) for label in labels]])
    return jnp.einsum(*operands, [])


a = jnp.ones((2, 3))
b = jnp.ones((3, 2))
print(ncon([a, b], ((1, 2), (2, 1))))
print(jax.jit(ncon, static_argnums=1)([a, b], ((1, 2), (2, 1))))
