# Thread: https://github.com/dynamiqs/dynamiqs/issues/1162
# Shape: inside an eqx.filter_jit function the save times are converted with tuple(tsave.tolist()) to make them hashable
# expect: ConcretizationTypeError at line 19
import equinox as eqx
import jax.numpy as jnp


def integrate(rho0, tsave, dt):
    out = []
    rho = rho0
    for _ in tsave:
        rho = rho * (1.0 - dt)
        out.append(rho)
    return jnp.stack(out)


@eqx.filter_jit
def run(rho0, tsave):
    tsave = tuple(tsave.tolist())
    return integrate(rho0, tsave, 0.01)


print(run(jnp.ones(2), jnp.arange(0.0, 0.05, 0.01)).shape)
