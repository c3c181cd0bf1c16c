# Thread: https://github.com/jax-ml/jax/issues/11646
# Shape: the exponent is a nondiff_argnums argument and the outer jit marks it static, so int() sees a Python number
# expect: ok
from functools import partial

import jax


@partial(jax.custom_vjp, nondiff_argnums=(1,))
def power(z, x):
    sq = int(x)
    return z ** sq


def power_fwd(z, x):
    sq = int(x)
    return power(z, x), z


def power_bwd(x, z, g):
    sq = int(x)
    return (g * sq * z ** (sq - 1),)


power.defvjp(power_fwd, power_bwd)


@partial(jax.jit, static_argnums=1)
def f(z, x):
    return power(z, x)


print(jax.grad(f)(3.0, 2.0))
