# Thread: https://github.com/google/TensorNetwork/pull/678
# Shape: a tensor-network contraction `ncon(tensors, network_structure)` jitted as is: the label lists (a list of lists of ints) are traced like the tensors, and the einsum sublists built from them need concrete ints
# expect: ConcretizationTypeError at line 11
import jax
import jax.numpy as jnp


def ncon(tensors, network_structure):
    operands = []
    for tensor, labels in zip(tensors, network_structure):
        operands.extend([tensor, [abs(int(label)) for label in labels]])
    return jnp.einsum(*operands, [])


a = jnp.ones((2, 3))
b = jnp.ones((3, 2))
print(ncon([a, b], [[1, 2], [2, 1]]))
print(jax.jit(ncon)([a, b], [[1, 2], [2, 1]]))
