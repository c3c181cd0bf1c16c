# Thread: https://github.com/google/neural-tangents/issues/106
# Shape: the maintainer's fix: the jitted kernel closure marks its `get` string static (`static_argnums=2`), so the string picks the branch at trace time
# expect: ok
import jax
import jax.numpy as jnp


def apply_fn(params, x):
    return jnp.tanh(x @ params)


def empirical_kernel_fn(f):
    def kernel_fn(x1, x2, get, params):
        j1 = jax.jacobian(f)(params, x1)
        j2 = jax.jacobian(f)(params, x2)
        if get == "ntk":
            return j1 @ j2.T
        return jnp.outer(f(params, x1), f(params, x2))

    return kernel_fn


kernel = jax.jit(empirical_kernel_fn(apply_fn), static_argnums=2)
params = jnp.full(3, 0.1)
x = jnp.arange(12.0).reshape(4, 3)
print(kernel(x, x, "ntk", params).shape)
