# Thread: https://github.com/jax-ml/jax/pull/34216
# Shape: a layer's `__call__` defines a `custom_vjp` function whose primal and backward rules close over the `scale` argument; the layer is jitted and differentiated from outside (`jax.grad(jax.jit(layer))`), so the rules close over a jit tracer that the transposed computation cannot lower
# expect: TypeError at line 29; cause line 15
import jax
import jax.numpy as jnp


class ClippedScale:
    def __init__(self, clip):
        self.clip = clip

    def __call__(self, x, scale):
        @jax.custom_vjp
        def scaled(z):
            return z * scale

        def scaled_fwd(z):
            return scaled(z), None

        def scaled_bwd(_, g):
            return (jnp.clip(g * scale, -self.clip, self.clip),)

        scaled.defvjp(scaled_fwd, scaled_bwd)
        return jnp.sum(scaled(x))


layer = ClippedScale(10.0)
grad_fn = jax.grad(jax.jit(layer))
print(grad_fn(jnp.ones(3), 2.0))
