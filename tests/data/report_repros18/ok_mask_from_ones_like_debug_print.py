# Thread: https://github.com/jax-ml/jax/issues/3731
# Shape: the way to look at the default mask inside the jitted helper: `jax.debug.print` shows its runtime value (the mask is staged, as the answer explains for ones_like)
# expect: ok
import jax
import jax.numpy as jnp


class MaskedSoftmax:
    def __init__(self, axis=-1):
        self.axis = axis

    def __call__(self, scores, mask=None):
        if mask is None:
            mask = jnp.ones_like(scores)
            jax.debug.print("mask: {}", mask)
        scores = jnp.where(mask > 0, scores, -1e9)
        return jax.nn.softmax(scores, axis=self.axis)


attend = jax.jit(MaskedSoftmax())
print(attend(jnp.array([[1.0, 2.0, 3.0]])))
