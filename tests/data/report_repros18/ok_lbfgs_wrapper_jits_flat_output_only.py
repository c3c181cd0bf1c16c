# Thread: https://github.com/jax-ml/jax/issues/4305
# Shape: the reporter's solution: ravel_pytree runs once eagerly to get the unravel function, and only the flat vector is computed under jit (`jax.jit(lambda tree: ravel_pytree(tree)[0])`) on each iteration
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np
import scipy.optimize
from jax.flatten_util import ravel_pytree

ravel_pytree_jit = jax.jit(lambda tree: ravel_pytree(tree)[0])


class LBFGSWrapper:
    def __init__(self, loss):
        self.loss = loss
        self.value_and_grad = jax.jit(jax.value_and_grad(loss))

    def minimize(self, init_params):
        flat0, unravel = ravel_pytree(init_params)

        def fun(flat):
            value, grads = self.value_and_grad(unravel(jnp.asarray(flat)))
            flat_grads = ravel_pytree_jit(grads)
            return float(value), np.asarray(flat_grads, dtype=np.float64)

        res = scipy.optimize.minimize(fun, np.asarray(flat0, dtype=np.float64), jac=True, method="L-BFGS-B")
        return unravel(jnp.asarray(res.x))


loss = lambda p: jnp.sum((p[0] - 1.0) ** 2) + (p[1][0] + 2.0) ** 2
print(LBFGSWrapper(loss).minimize((jnp.zeros(2), (jnp.array(0.5),))))
