# Thread: https://github.com/jax-ml/jax/pull/4008
# Shape: the clipping function takes the scale as an explicit argument and its rule differentiates with respect to both inputs, so `jax.grad` with respect to the scale goes through the rule
# expect: ok
import jax
import jax.numpy as jnp


@jax.custom_jvp
def clip(x, scale):
    return scale * jnp.tanh(x / scale)


@clip.defjvp
def clip_jvp(primals, tangents):
    (x, scale), (t, s_dot) = primals, tangents
    th = jnp.tanh(x / scale)
    y = scale * th
    dy_dscale = th - (x / scale) * (1 - th ** 2)
    return y, t * (1 - th ** 2) + s_dot * dy_dscale


class SoftClip:
    def __init__(self, scale):
        self.scale = scale

    def __call__(self, x):
        return clip(x, self.scale)


def loss(scale, x):
    return jnp.sum(SoftClip(scale)(x) ** 2)


x = jnp.linspace(-3.0, 3.0, 7)
print(jax.grad(loss)(2.0, x))
