# Thread: https://github.com/Naruki-Ichihara/feax/pull/3
# Shape: an MDMM-style multiplier update calls jax.tree_map inside a jitted step
# expect: AttributeError at line 10
import jax
import jax.numpy as jnp


@jax.jit
def mdmm_step(params, grads, lr):
    return jax.tree_map(lambda p, g: p - lr * g, params, grads)


params = {"x": jnp.ones(3), "lmbda": jnp.zeros(())}
params = mdmm_step(params, params, 0.1)
