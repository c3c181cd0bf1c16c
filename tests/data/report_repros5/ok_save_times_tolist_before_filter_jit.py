# Thread: https://github.com/dynamiqs/dynamiqs/issues/1162
# Shape: the tuple of save times is built before the jitted call and closed over, so it stays Python floats
# expect: ok
import equinox as eqx
import jax.numpy as jnp


def integrate(rho0, tsave, dt):
    out = []
    rho = rho0
    for _ in tsave:
        rho = rho * (1.0 - dt)
        out.append(rho)
    return jnp.stack(out)


tsave = tuple(jnp.arange(0.0, 0.05, 0.01).tolist())


@eqx.filter_jit
def run(rho0):
    return integrate(rho0, tsave, 0.01)


print(run(jnp.ones(2)).shape)
