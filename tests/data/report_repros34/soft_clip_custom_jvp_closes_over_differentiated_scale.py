# Thread: https://github.com/jax-ml/jax/pull/4008
# Shape: a layer object builds its `custom_jvp` clipping function in a method, closing over `self.scale`; the loss builds the layer from the scale it is differentiated with respect to, so the rule's function closes over a JVP tracer of the very value `jax.grad` differentiates
# expect: UnexpectedTracerError at line 17
import jax
import jax.numpy as jnp


class SoftClip:
    def __init__(self, scale):
        self.scale = scale

    def make_fn(self):
        scale = self.scale

        @jax.custom_jvp
        def clip(x):
            return scale * jnp.tanh(x / scale)

        @clip.defjvp
        def clip_jvp(primals, tangents):
            (x,), (t,) = primals, tangents
            y = clip(x)
            return y, t * (1 - (y / scale) ** 2)

        return clip


def loss(scale, x):
    clip = SoftClip(scale).make_fn()
    return jnp.sum(clip(x) ** 2)


x = jnp.linspace(-3.0, 3.0, 7)
print(jax.grad(loss)(2.0, x))
