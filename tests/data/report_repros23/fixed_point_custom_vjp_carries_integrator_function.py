# Thread: https://github.com/jax-ml/jax/issues/17753
# Shape: a custom_vjp fixed-point solver (the integrator is a nondiff argument) runs a `lax.while_loop` whose carry tuple also holds the integrator function, which is not a JAX type
# expect: TypeError at line 25
from functools import partial

import jax
import jax.numpy as jnp
from jax.lax import while_loop


def euler(rhs, z, B):
    return z + 0.1 * rhs(z, B)


@partial(jax.custom_vjp, nondiff_argnums=(0, 3))
def fixed_point_finder(func, B0, z0, integrator):
    def cond_fun(carry):
        B_prev, B, _ = carry
        return jnp.linalg.norm(B_prev - B) > 1e-5

    def body_fun(carry):
        _, B, integ = carry
        return B, func(B, z0, integ), integ

    _, B_star, _ = while_loop(cond_fun, body_fun, (B0, func(B0, z0, integrator), integrator))
    return B_star


def fixed_point_fwd(func, B0, z0, integrator):
    B_star = fixed_point_finder(func, B0, z0, integrator)
    return B_star, (B_star, z0)


def fixed_point_bwd(func, integrator, res, v):
    B_star, z0 = res
    _, vjp_B = jax.vjp(lambda B: func(B, z0, integrator), B_star)
    return vjp_B(v)[0], jnp.zeros_like(z0)


fixed_point_finder.defvjp(fixed_point_fwd, fixed_point_bwd)


def step(B, z0, integrator):
    return 0.5 * B + 0.1 * integrator(lambda z, b: -z * b, z0, B)


print(fixed_point_finder(step, jnp.ones(3), jnp.full(3, 0.2), euler))
