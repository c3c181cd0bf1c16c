# Thread: https://github.com/jax-ml/jax/issues/11646
# Shape: a custom_vjp function converts its exponent argument with int(); the caller jits with the exponent traced
# expect: ConcretizationTypeError at line 9
import jax


@jax.custom_vjp
def power(z, x):
    sq = int(x)
    return z ** sq


def power_fwd(z, x):
    sq = int(x)
    return power(z, x), (z, sq)


def power_bwd(residual, g):
    z, sq = residual
    return g * sq * z ** (sq - 1), None


power.defvjp(power_fwd, power_bwd)


@jax.jit
def f(z, x):
    return power(z, x)


print(jax.grad(f)(3.0, 2.0))
