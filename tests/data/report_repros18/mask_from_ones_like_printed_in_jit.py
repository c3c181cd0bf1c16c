# Thread: https://github.com/jax-ml/jax/issues/3731
# Shape: the report's shape in a small attention helper: a jitted function builds its default mask with `jnp.ones_like(scores)` and prints it expecting a constant array, but inside the trace the mask is a tracer and the print shows it
# expect: printed-tracer at line 15
import jax
import jax.numpy as jnp


class MaskedSoftmax:
    def __init__(self, axis=-1):
        self.axis = axis

    def __call__(self, scores, mask=None):
        if mask is None:
            mask = jnp.ones_like(scores)
            print(mask)
        scores = jnp.where(mask > 0, scores, -1e9)
        return jax.nn.softmax(scores, axis=self.axis)


attend = jax.jit(MaskedSoftmax())
print(attend(jnp.array([[1.0, 2.0, 3.0]])))
