# Thread: https://github.com/jax-ml/jax/issues/2962
# Shape: the thread's working version: a Python for loop over the list inside jit, each index a Python int (unrolled at trace time)
# expect: ok
import numpy as onp
import jax.numpy as np
from jax import jit, random


@jit
def trace(list_of_tensors):
    L = len(list_of_tensors)
    edge = np.ones((1))

    for i in range(L):
        edge = np.einsum('i,ij->j', edge, list_of_tensors[i])

    return edge

for i in range(5):
    key = random.PRNGKey(onp.random.randint(1,1000000))
    k1, k2, k3, k4 = random.split(key, 4)
    list_of_tensors = [random.normal(k1, (1,2)), random.normal(k2, (2,4)), random.normal(k3, (4,8)), random.normal(k4, (8,1))]

    print(trace(list_of_tensors))
