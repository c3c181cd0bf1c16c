# Thread: https://github.com/jax-ml/jax/issues/2962
# Shape: a fori_loop body indexes a Python list of differently-shaped tensors (carried in the loop state) with the traced loop index
# expect: TracerIntegerConversionError at line 20
import numpy as onp
import jax.numpy as np
from jax import jit, lax, random


@jit
def trace(list_of_tensors):
    L = len(list_of_tensors)
    edge = np.ones((1))

    list_of_tensors, edge = lax.fori_loop(0, L, loop_body, (list_of_tensors, edge))

    return edge

def loop_body(i, args):
    L = len(args[0])
    edge = np.einsum('i,ij->j', args[1], args[0][i])

    return (args[0], edge)

for i in range(5):
    key = random.PRNGKey(onp.random.randint(1,1000000))
    k1, k2, k3, k4 = random.split(key, 4)
    list_of_tensors = [random.normal(k1, (1,2)), random.normal(k2, (2,4)), random.normal(k3, (4,8)), random.normal(k4, (8,1))]

    print(trace(list_of_tensors))
