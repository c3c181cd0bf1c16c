# Thread: https://github.com/jax-ml/jax/pull/34216
# Shape: the fix: `scale` is an explicit argument of the custom_vjp function (its rules return a cotangent for it), so nothing traced is closed over
# expect: ok
import jax
import jax.numpy as jnp


class ClippedScale:
    def __init__(self, clip):
        self.clip = clip

    def __call__(self, x, scale):
        @jax.custom_vjp
        def scaled(z, s):
            return z * s

        def scaled_fwd(z, s):
            return scaled(z, s), (z, s)

        def scaled_bwd(res, g):
            z, s = res
            return jnp.clip(g * s, -self.clip, self.clip), jnp.sum(g * z)

        scaled.defvjp(scaled_fwd, scaled_bwd)
        return jnp.sum(scaled(x, scale))


layer = ClippedScale(10.0)
grad_fn = jax.grad(jax.jit(layer))
print(grad_fn(jnp.ones(3), 2.0))
